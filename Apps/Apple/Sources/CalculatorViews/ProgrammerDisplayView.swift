import CalculatorKit
import SwiftUI

/// Under the programmer keypad's display: the value in hex, decimal, octal and binary, its
/// character, and its bits, the highest first, sixteen a row; a tap on a bit flips it.
struct ProgrammerDisplayView: View {
    let programmer: ProgrammerScreen
    let model: CalculatorModel

    var body: some View {
        let bits = Array(programmer.bits)
        VStack(alignment: .trailing, spacing: 4) {
            Text(bases)
                .font(.caption.monospaced())
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .minimumScaleFactor(0.5)
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach((0..<(bits.count + 15) / 16).map { $0 * 16 }, id: \.self) { start in
                    GridRow {
                        ForEach(start..<(start + 16 < bits.count ? start + 16 : bits.count), id: \.self) { index in
                            let n = bits.count - 1 - index
                            Button(String(bits[index])) { model.send(.programmer(.flipBit(n))) }
                                .buttonStyle(.plain)
                                .font(.caption2.monospaced())
                                .fontWeight(bits[index] == "1" ? .semibold : .regular)
                                .opacity(bits[index] == "1" ? 1 : 0.55)
                                .padding(.trailing, n % 4 == 0 ? 4 : 0)
                                .accessibilityLabel(AppWords.bit(n, bits[index]))
                        }
                    }
                }
            }
        }
    }

    private var bases: String {
        var parts = [programmer.hex, programmer.decimal, programmer.octal, programmer.binary]
        if let character = programmer.character { parts.append("'\(character)'") }
        return parts.joined(separator: "   ")
    }
}
