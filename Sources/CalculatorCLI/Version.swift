/// The calculator's version: the one place it is written. `calculator --version` (and `-V`)
/// print it; CHANGELOG.md's newest section names the same (a test compares them).
enum CalculatorVersion {
    static let current = "1.0.0"
}
