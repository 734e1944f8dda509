import Foundation
import Testing

/// Inputs that once killed the `calculator` process with a stack overflow,
/// run as a user would: each must end normally with a value or a clear error.
@Suite("The calculator command survives hostile input")
struct EngineCrashTests {
    @Test("postfix runs", arguments: ["!", "%", "!%"])
    func postfixRun(_ op: String) throws {
        let run = try Run(["1" + String(repeating: op, count: 1230 / op.count)])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("error: too deeply nested (more than 200 levels) at column 202\n"))
    }

    @Test(
        "sin⁻¹( sin^-1( sin²( sin^2( and user functions nested to the limit and past it",
        arguments: ["sin⁻¹(", "sin^-1(", "sin²(", "sin^2(", "tanh⁻¹(", "sin("])
    func nestedSpellings(_ opening: String) throws {
        let deep = String(repeating: opening, count: 200) + "0" + String(repeating: ")", count: 200)
        let run = try Run([deep])
        #expect(run.status == 0)
        #expect(run.out == "0\n")
        let tooDeep = try Run([opening + deep + ")"])
        #expect(tooDeep.status == 1)
        #expect(tooDeep.err.hasPrefix("error: too deeply nested (more than 200 levels)"))
    }

    @Test func noBreakSpaces() throws {
        let run = try Run([String(repeating: "\u{A0}", count: 27_700) + "6×7"])
        #expect(run.status == 0)
        #expect(run.out == "42\n")
    }

    @Test func longSumOfIrrationals() throws {
        let run = try Run(["--digits", "12", Array(repeating: "e+π", count: 21_800).joined(separator: "+")])
        // The value, or the time limit on a busy machine: never a crash.
        if run.status == 0 {
            #expect(run.out == "127745.263709\n")  // 127745.2637087…, rounded
        } else {
            #expect(run.status == 1 && run.err.contains("time limit"))
        }
    }

    @Test func controlCharactersAreEscapedUnderTheCaret() throws {
        let run = try Run(["12+\u{1B}[2J3"])
        #expect(run.status == 1)
        #expect(run.err == "error: unexpected '\\u{1B}' at column 4\n  12+\\u{1B}[2J3\n     ^\n")
        #expect(!run.err.contains("\u{1B}"))
    }
}
