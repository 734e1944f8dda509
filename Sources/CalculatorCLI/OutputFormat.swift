import ArgumentParser
import CalculatorKit

/// How results are printed: a number notation, or a Chinese uppercase amount.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case plain, grouped, scientific
    /// 人民币大写: 1409.50 → 壹仟肆佰零玖元伍角.
    case chinese

    var notation: NumberFormat.Notation? { NumberFormat.Notation(rawValue: rawValue) }
}
