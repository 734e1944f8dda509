extension Evaluator {
    /// `asin(1) to deg`: a plain number converted to angle units is an angle in the angle mode
    /// (radians unless the note or the command says degrees), as the trigonometric functions
    /// read it. Nil when the units asked for are not angles, so the usual error stands.
    /// `separator` joins mixed units as they were typed: ' ' for `to deg arcmin`, ' + ' for `to deg + arcmin`.
    func plainAngle(
        _ text: Substring, column: Int, to targets: [UnitExpression], separator: String, keyword: Int, uses: NameUses
    ) throws(CalculationError) -> (value: Number, unit: UnitExpression, leading: String?, carry: MixedCarry?)? {
        guard let target = targets.last, target.unit.dimension == .angle, target.unit.offset == .zero else {
            return nil
        }
        let expression = try Evaluator.parse(text, column: column, limits: limits, scope: names, uses: uses)
        let number: Number
        do throws(CalculationError) {
            number = try evaluate(expression)
        } catch {
            throw error.column.map { CalculationError(error.kind, column: $0 + column - 1) } ?? error
        }
        do throws(CalculationError) {
            let siValue = try apply(.multiply, number, factor(of: UnitTable.unit(named: angle.rawValue)!))
            if targets.count > 1 {
                let (leading, rest, carry) = try split(siValue: siValue, into: targets, separator: separator)
                return (rest, target, leading, carry)
            }
            return (try convert(siValue: siValue, to: target), target, nil, nil)
        } catch {
            throw error.at(keyword)
        }
    }
}
