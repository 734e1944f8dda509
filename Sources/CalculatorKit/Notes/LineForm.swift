/// The kinds of line the language has, decided in one place for a note and for the command
/// line: a blank or comment line, a plot, the note's angle (`angle = deg`), and a statement,
/// which defines a variable or a function or asks for a value. A value's line may convert
/// (`to`, `in`, `→`), convert to a base (`255 to hex`, `hex(255)`), hold units, or be a
/// phrase the notes read (`20% of 150`, a day); those are read from the statement's
/// expression, in that order.
enum LineForm {
    case blank
    case plot(PlotRequest)
    case angle(AngleUnit)
    case statement(Statement)

    /// The form of `line`; a definition whose left side is no name is an error at its column.
    static func read(_ line: String) throws(CalculationError) -> LineForm {
        // A plot has no '=' (`plot = 3` is a variable), so it cannot be any other form.
        if let request = PlotRequest(line: line) { return .plot(request) }
        if let angle = AngleSetting.parse(line) { return .angle(angle) }
        guard let statement = try Statement.parse(line) else { return .blank }
        return .statement(statement)
    }
}
