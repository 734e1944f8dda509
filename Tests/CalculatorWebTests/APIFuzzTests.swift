import Foundation
import Hummingbird
import TestSupport
import Testing

@testable import CalculatorWeb

/// Random and mutated questions to the API: every answer is a 200 or a 4xx with a JSON
/// body, never a 5xx, a crash or a hang. (The evaluator has a fuzz test of its own.)
@Suite("POST /api/evaluate under fuzzing", .timeLimit(.minutes(3)))
struct APIFuzzTests {
    static let seeds = [
        #"{"expression": "1/3", "digits": 30, "angle": "rad"}"#,
        #"{"expression": "sin(30)", "angle": "deg"}"#,
        #"{"expression": "2^0.5*pi-e", "digits": 50}"#,
        #"{"expression": "(1+2)*3!%", "digits": 5}"#,
        #"{"expression": "sqrt(-1)"}"#,
        #"{"expression": "ln(0)+1e400"}"#,
        #"{"expression": "2^64-1", "digits": 1000}"#,
    ]
    static let pieces = [
        "1", "0", "9", ".", "e", "pi", "π", "+", "-", "×", "÷", "*", "/", "^", "!", "%", "(", ")",
        "sin(", "cos(", "tan(", "ln(", "log(", "sqrt(", "√", "asin(", "1e999", "0.000001", "²", " ",
        "\u{A0}", "\u{1B}[2J", "\u{0}", "\"", "\\", "{", "}", "[", "]", ":", ",", "😀", "é", "\u{202E}",
    ]

    static func randomExpression(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// A well-formed expression of a few terms (most evaluate; some divide by zero or overflow).
    /// Powers have small exponents: huge ones still run past the time limit in the engine
    /// (`sin(203^2598)` in degrees, 1000 digits of `10^78000`), which the engine's own tests cover.
    static func wellFormed(_ random: inout SplitMix, depth: Int = 0) -> String {
        let terms = (0..<Int.random(in: 1...4, using: &random)).map { _ -> String in
            switch Int.random(in: 0..<(depth < 2 ? 5 : 3), using: &random) {
            case 0: return String(Int.random(in: 0...999, using: &random))
            case 1: return ["0.5", "2.25", "pi", "e", "1e3", "7"].randomElement(using: &random)!
            case 2:
                return String(Int.random(in: 1...20, using: &random)) + ["!", "%", "²", "^3", "^0.5", ""].randomElement(
                    using: &random)!
            case 3:
                return ["sin(", "cos(", "sqrt(", "ln(", "atan("].randomElement(using: &random)!
                    + wellFormed(&random, depth: depth + 1) + ")"
            default: return "(" + wellFormed(&random, depth: depth + 1) + ")"
            }
        }
        return terms.dropFirst().reduce(terms[0]) {
            $0 + ["+", "-", "×", "÷", "*", "/"].randomElement(using: &random)! + $1
        }
    }

    static func mutate(_ text: String, _ random: inout SplitMix) -> [UInt8] {
        var bytes = Array(text.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
            case 2 where !bytes.isEmpty:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
            case 3 where !bytes.isEmpty: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)
            case 4: bytes = Array(bytes.prefix(at))
            default: bytes.insert(contentsOf: Array(#","digits": -7"#.utf8), at: at)
            }
        }
        return bytes
    }

    static func question(_ random: inout SplitMix) -> [UInt8] {
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1:
            let expression = Bool.random(using: &random) ? wellFormed(&random) : randomExpression(&random)
            var fields: [String: Any] = ["expression": expression]
            if Bool.random(using: &random) {
                fields["digits"] = [1, 20, 50, 0, -1, 1001, Int.max].randomElement(using: &random)!
            }
            if Bool.random(using: &random) {
                fields["angle"] = ["rad", "deg", "grad", ""].randomElement(using: &random)!
            }
            return Array(try! JSONSerialization.data(withJSONObject: fields))
        case 2:
            return mutate(seeds.randomElement(using: &random)!, &random)
        default:
            return (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
    }

    @Test("5,000 random and mutated bodies: 200 or 4xx, always a JSON answer")
    func fuzz() async throws {
        var random = SplitMix(state: 13)
        let bodies = (0..<5000).map { _ in Self.question(&random) }
        let statuses = try await makeApp { $0.limits.timeLimit = .milliseconds(50) }.test(.router) { client in
            var statuses: [Int: Int] = [:]
            for (round, body) in bodies.enumerated() {
                try await client.execute(
                    uri: "/api/evaluate", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(bytes: body)
                ) { response in
                    let status = Int(response.status.code)
                    statuses[status, default: 0] += 1
                    let json = response.body.json
                    #expect(
                        status == 200 || (400..<500).contains(status),
                        "round \(round): \(String(decoding: body, as: UTF8.self))")
                    #expect(
                        json["result"] is String || json["error"] is String,
                        "round \(round): \(String(decoding: body, as: UTF8.self)) → \(response.body.text)")
                }
            }
            return statuses
        }
        // The fuzzing reached both sides: answers and refusals.
        #expect(statuses[200, default: 0] > 400, "\(statuses)")
        #expect(statuses[400, default: 0] > 400, "\(statuses)")
    }
}
