import Foundation
import Testing

@testable import CalculatorKit

/// docs/command-line.md holds the function table as `FunctionTable.markdown` renders it,
/// between two markers: the page cannot drift from the table.
@Suite("The docs' function table is the kit's")
struct FunctionTableDocsTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/command-line.md")

    @Test("docs/command-line.md shows FunctionTable, row for row")
    func sameTable() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasPrefix("<!-- functions: from FunctionTable") })
        let last = try #require(lines[first...].firstIndex { $0 == "<!-- end of functions -->" })
        let shown = Array(lines[(first + 1)..<last])
        let table = FunctionTable.markdown.components(separatedBy: "\n")
        let howToFix =
            "docs/command-line.md's function table differs from FunctionTable: run scripts/update-function-docs"
        #expect(shown.count == table.count, "\(howToFix) (\(shown.count) rows shown, \(table.count) in the table)")
        for (index, (line, row)) in zip(shown, table).enumerated() where line != row {
            Issue.record("\(howToFix): line \(first + 2 + index) is\n\(line)\nand should be\n\(row)")
        }
    }

    @Test("every function of the table has a row, with its calls in code")
    func everyFunction() {
        let rows = FunctionTable.markdown.components(separatedBy: "\n")
        #expect(rows.count == FunctionTable.functions.count + 2)
        #expect(rows.contains { $0.hasPrefix("| `gcd(a, b, …)` `lcm(a, b, …)` |") })
        #expect(rows.contains { $0.contains("`\\|x\\|`") })
    }
}
