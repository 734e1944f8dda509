import CalculatorKit
import SwiftUI

/// The converter's display on the iPhone's pattern: the kind of quantity, the number
/// typed with its unit above, the converted number (large) with its unit below. A tap
/// on a unit steps it on, as the keypad's From ▸ and To ▸ keys do.
struct ConverterDisplayView: View {
    let converter: ConverterScreen
    let error: String?
    let model: CalculatorModel
    let isLandscape: Bool

    var body: some View {
        VStack(alignment: .trailing, spacing: 6) {
            Text(converter.category.title)
                .font(.headline)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
            line(converter.input, unit: converter.fromUnit, size: isLandscape ? 28 : 40, step: .nextFromUnit)
                .foregroundStyle(.secondary)
            line(converter.output, unit: converter.toUnit, size: isLandscape ? 56 : 84, step: .nextToUnit)
            if let error {
                Text(error).font(.footnote).foregroundStyle(.red).lineLimit(2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(converter.input) \(converter.fromUnit) is \(converter.output) \(converter.toUnit)")
    }

    private func line(_ number: String, unit: String, size: CGFloat, step: ConverterKey) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(number)
                .font(.system(size: size, weight: .light))
                .lineLimit(1)
                .minimumScaleFactor(0.25)
            Button(unit) { model.send(.converter(step)) }
                .font(.system(size: max(size / 3, 17), weight: .semibold))
                .buttonStyle(.bordered)
        }
    }
}
