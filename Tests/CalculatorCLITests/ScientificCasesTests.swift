import Foundation
import Testing

/// Everyday scientific-calculator cases (Tests/ScientificCases/cases.tsv, values from mpmath,
/// fractions and statistics by scripts/make-scientific-cases.py), each typed as a user of a
/// common calculator types it, run through the command as a batch, one per angle unit.
/// scripts/check-scientific-cases runs the same check and lists what fails.
@Suite("Everyday scientific-calculator cases")
struct ScientificCasesTests {
    struct Case {
        let category: String, angle: String, line: String, expected: String, note: String
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScientificCases/cases.tsv")

    static func cases() throws -> [Case] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { row in
                let field = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Case(category: field[0], angle: field[1], line: field[2], expected: field[3], note: field[4])
            }
    }

    /// A shown number: its sign, its digits without leading or trailing zeros, the power of ten
    /// of the first, the unit after it, and how many significant digits were written.
    struct Shown: Equatable {
        var negative: Bool, digits: [UInt8], power: Int, unit: String, written: Int

        init?(_ text: String) {
            let parts = text.split(separator: " ", maxSplits: 1)
            guard var number = parts.first.map(String.init) else { return nil }
            unit = parts.count > 1 ? String(parts[1]) : ""
            number = number.replacingOccurrences(of: "−", with: "-")
            negative = number.hasPrefix("-")
            if negative { number.removeFirst() }
            var exponent = 0
            if let e = number.firstIndex(of: "e") {
                guard let value = Int(number[number.index(after: e)...]) else { return nil }
                exponent = value
                number = String(number[..<e])
            }
            let pieces = number.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), !number.isEmpty,
                number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
            else { return nil }
            let whole = Array(pieces[0].utf8).map { $0 - 48 }
            let fraction = pieces.count > 1 ? Array(pieces[1].utf8).map { $0 - 48 } : []
            let all = whole + fraction
            let leading = all.prefix { $0 == 0 }.count
            var significant = Array(all.dropFirst(leading))
            written =
                fraction.isEmpty
                ? significant.count - significant.reversed().prefix { $0 == 0 }.count : significant.count
            while significant.last == 0 { significant.removeLast() }
            digits = significant
            power = exponent + whole.count - 1 - leading
            if digits.isEmpty { (negative, power, written) = (false, 0, 1) }
        }

        func same(_ other: Shown) -> Bool {
            negative == other.negative && digits == other.digits && power == other.power && unit == other.unit
        }

        /// Rounded to n significant digits, halves away from zero.
        func rounded(to n: Int) -> Shown {
            guard digits.count > n else { return self }
            var copy = self
            var kept = Array(digits.prefix(n))
            if digits[n] >= 5 {
                var index = n - 1
                while index >= 0, kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                }
                if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0); copy.power += 1 }
            }
            while kept.last == 0 { kept.removeLast() }
            copy.digits = kept
            return copy
        }
    }

    /// Whether what the calculator showed is right: a number alone correctly rounded to 20
    /// significant digits; a quantity's digits correctly rounded (ten significant digits or more)
    /// or exact; in the expected unit.
    static func right(_ shownText: String, _ expectedText: String) -> Bool {
        if expectedText.hasPrefix("=") { return shownText == String(expectedText.dropFirst()) }
        guard let shown = Shown(shownText), let expected = Shown(expectedText), shown.unit == expected.unit else {
            return false
        }
        // A number alone is shown to 20 significant digits, trailing zeros dropped.
        if shown.same(expected) || (shown.unit.isEmpty && expected.rounded(to: 20).same(shown)) { return true }
        let lastPlace = shown.power - (shown.written - 1)
        let n = expected.power - lastPlace + 1
        return shown.written >= 10 && n >= 10 && expected.rounded(to: n).same(shown)
    }

    @Test("the comparison: digits shown must be right, short quantities exact, units the same")
    func comparison() {
        let sine = "0.84147098480789650665250232163"
        #expect(Self.right("0.84147098480789650665", sine))
        #expect(!Self.right("0.84147098480789650666", sine))
        #expect(Self.right("0.8414709848", sine))
        #expect(!Self.right("0.841470985", sine))
        #expect(Self.right("0.5", "0.500000000000000000000000000001"))
        #expect(!Self.right("0.5", "0.50000000000000000001"))
        #expect(!Self.right("0.5 m", "0.500000000000000000000000000001 m"))
        #expect(Self.right("1.5511210043330985984e25", "15511210043330985984000000"))
        #expect(Self.right("55.92340730 mph", "55.9234073013600572655690765927 mph"))
        #expect(!Self.right("3.2 cm", "3.2 m"))
        #expect(Self.right("99.99999999", "99.999999994"))
        #expect(Self.right("100", "99.999999999999999999999999999999"))
        #expect(!Self.right("error", "1"))
    }

    @Test("at least 97 % of the cases in scope give the right value; each out-of-scope case says why")
    func passRate() throws {
        let cases = try Self.cases()
        let inScope = cases.filter { $0.expected != "out" }
        #expect(inScope.count >= 400)
        #expect(cases.filter { $0.expected == "out" }.allSatisfy { !$0.note.isEmpty })
        var failures: [String] = []
        for angle in ["rad", "deg"] {
            let batch = inScope.filter { $0.angle == angle }
            let run = try Run(["--angle", angle], input: batch.map { $0.line + "\n" }.joined())
            let shown = run.out.components(separatedBy: "\n")
            for (index, item) in batch.enumerated() {
                let got = index < shown.count ? shown[index] : "(nothing)"
                if !Self.right(got, item.expected) {
                    failures.append(
                        "[\(item.category), \(angle)] \(item.line): expected \(item.expected), shown \(got)")
                }
            }
        }
        let rate = Double(inScope.count - failures.count) / Double(inScope.count)
        print(
            "Everyday scientific-calculator cases: \(inScope.count - failures.count) of \(inScope.count) in scope pass")
        for failure in failures { print("  failed: \(failure)") }
        #expect(rate >= 0.97, "\(failures.count) of \(inScope.count) fail:\n\(failures.joined(separator: "\n"))")
    }
}
