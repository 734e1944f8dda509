import ArgumentParser
import CalculatorKit

/// How results are printed: a number notation, an exact form, or a Chinese uppercase amount.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case plain, grouped, scientific
    /// 2/3, 2√2, π/2, 1/3 + √3, 3 ln 2; a value with no known form is printed plain.
    case exact
    /// As exact, with fractions above 1 mixed: 1 1/3.
    case mixed
    /// 人民币大写: 1409.50 → 壹仟肆佰零玖元伍角.
    case chinese

    var notation: NumberFormat.Notation? { NumberFormat.Notation(rawValue: rawValue) }

    /// How an exact form is written, for the exact formats.
    var exactForm: ExactFormText? {
        switch self {
        case .exact: return ExactFormText()
        case .mixed: return ExactFormText(mixed: true)
        default: return nil
        }
    }
}
