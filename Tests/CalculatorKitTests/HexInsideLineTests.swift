import Testing

@testable import CalculatorKit

@Suite("hex(…) inside a longer line")
struct HexInsideLineTests {
    @Test(
        "hex(…), bin(…), oct(…) and dec(…) in part of a line say that they take the whole line",
        arguments: [
            ("hex(255) + 1", "hex", 16, 1), ("1 + hex(255)", "hex", 16, 5), ("bin(5) * 2", "bin", 2, 1),
            ("oct(8) - 1", "oct", 8, 1), ("dec(0xFF) + 1", "dec", 10, 1),
        ])
    func refused(line: String, name: String, radix: Int, column: Int) {
        guard case let .failure(error) = Evaluator().evaluateNoteLine(line, clock: nil).outcome else {
            Issue.record("\(line) has a value")
            return
        }
        #expect(
            error.message
                == "\(name)(…) shows a whole line in base \(radix): put the whole line in its parentheses, "
                + "or end the line with 'to \(name)'")
        #expect(error.column == column)
    }

    @Test("a whole line in hex(…) is still the base conversion, and hex alone an unknown name")
    func wholeLine() {
        #expect(Evaluator().evaluateNoteLine("hex(255 + 1)", clock: nil).shown() == .value("0x100"))
        #expect(said("hex + 1") == "error: unknown name 'hex'")
    }
}
