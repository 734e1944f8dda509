import Foundation
import Testing

/// Runs the built `calculator` binary as a user would.
struct Run {
    let status: Int32
    let out: String
    let err: String

    init(_ arguments: [String], input: String? = nil) throws {
        let process = Process()
        process.executableURL = try Run.binary()
        process.arguments = arguments
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        out = String(decoding: outData, as: UTF8.self)
        err = String(decoding: errData, as: UTF8.self)
    }

    /// The binary sits next to the test bundle in the build folder.
    static func binary() throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("calculator")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "calculator next to \(testBinary.path)"])
    }
}

@Suite("The calculator command")
struct CommandTests {
    @Test(
        "one expression",
        arguments: [
            (["1+2×3"], "7"), (["0.1+0.2"], "0.3"), (["2^-3"], "0.125"), (["1", "+", "2"], "3"), (["-5+3"], "-2"),
            (["--digits", "30", "1/3"], "0.333333333333333333333333333333"), (["2/3"], "0.66666666666666666667"),
            (["--format", "grouped", "1234567.5"], "1,234,567.5"), (["--format", "scientific", "1234"], "1.234e3"),
            (["--angle", "deg", "sin(30)"], "0.5"), (["1e-20"], "1e-20"), (["--digits", "5", "2^70"], "1.1806e21"),
            (["--", "-2^2"], "-4"),
        ])
    func oneExpression(_ arguments: [String], _ expected: String) throws {
        let run = try Run(arguments)
        #expect(run.status == 0)
        #expect(run.out == expected + "\n")
        #expect(run.err.isEmpty)
    }

    @Test func doubleDashIsNotPartOfTheExpression() throws {
        let run = try Run(["--", "-1+*2"])
        #expect(run.err.hasPrefix("error: unexpected '*' at column 4\n"))
    }

    @Test func hundredFactorialInFull() throws {
        let run = try Run(["--digits", "200", "100!"])
        let digits = run.out.trimmingCharacters(in: .newlines)
        #expect(digits.count == 158)
        #expect(digits.hasPrefix("93326215443944152681699238856266700490715968264381"))
        #expect(digits.hasSuffix("000000000000000000000000"))
    }

    @Test func errorsGoToStandardErrorWithAPlace() throws {
        let run = try Run(["1+*2"])
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err == "error: unexpected '*' at column 3\n  1+*2\n    ^\n")
    }

    @Test func tooLargeIsQuick() throws {
        // Refused before any work: worked out, it would end at the time limit with that error instead.
        let run = try Run(["9^9^9^9"])
        #expect(run.status == 1)
        #expect(run.err.contains("result too large"))
    }

    @Test func aBatchTakesCommentsAsNotesDo() throws {
        // A comment line keeps its place with an empty line, as an empty line does.
        let run = try Run([], input: "# radius\nr = 2\n  # the area\npi r^2\n")
        #expect(run.status == 0)
        #expect(run.out == "\n2\n\n12.566370614359172954\n")
        #expect(run.err.isEmpty)
    }

    @Test func batchFromStandardInput() throws {
        let run = try Run([], input: "2^10\n1+*2\nans/4\n\n1/0\n0.1+0.2\n")
        #expect(run.status == 1)
        // One line out for every line in: answers stay on their input's line.
        #expect(run.out == "1024\nerror\n256\n\nerror\n0.3\n")
        #expect(run.err == "line 2: unexpected '*' at column 3\nline 5: cannot divide by zero at column 2\n")
    }

    @Test func batchWithoutErrorsSucceeds() throws {
        let run = try Run(["--digits", "3"], input: "1/3\n2/3\r\n100\n")
        #expect(run.status == 0)
        #expect(run.out == "0.333\n0.667\n100\n")
    }

    @Test func emptyInputIsNotAnError() throws {
        let run = try Run([], input: "")
        #expect(run.status == 0)
        #expect(run.out.isEmpty)
    }

    @Test func badOptionsAreRefused() throws {
        let zero = try Run(["--digits", "0", "1"])
        #expect(zero.status != 0)
        #expect(zero.err.contains("--digits must be between 1 and 1300000"))
        let angle = try Run(["--angle", "furlong", "1"])
        #expect(angle.status != 0)
        #expect(angle.err.contains("furlong"))
    }
}

extension CommandTests {
    /// A full disk is an error with its reason, on both ways in (with and without options).
    @Test(arguments: [["1/3"], ["--digits", "5", "1/3"]])
    func unwritableResultsAreAnError(_ arguments: [String]) throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }  // not Linux
        let process = Process()
        process.executableURL = try Run.binary()
        process.arguments = arguments
        let errPipe = Pipe()
        process.standardOutput = full
        process.standardError = errPipe
        try process.run()
        let err = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(err == "error: cannot write the results: No space left on device\n")
    }
}
