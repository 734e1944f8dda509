import CalculatorKit

/// Words the terminal shows for the converter.
enum ConverterDisplay {
    /// The kind of quantity as a title: "Length", "Data".
    static func title(_ category: ConverterCategory) -> String {
        category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()
    }
}
