import Testing

/// `--format exact` and `--format mixed`: the exact form where the engine knows one.
@Suite struct ExactFormatTests {
    @Test(
        "exact forms on the command line",
        arguments: [
            ("2/3", "2/3"), ("sqrt(8)", "2√2"), ("pi/2", "π/2"), ("sqrt(2)/2", "√2/2"), ("1/3+sqrt(3)", "1/3 + √3"),
            ("ln(8)", "3 ln 2"), ("12", "12"), ("1/(1+sqrt(2))", "-1 + √2"), ("-e/3", "-e/3"),
        ])
    func exact(_ source: String, _ expected: String) throws {
        let run = try Run(["--format", "exact", source])
        #expect(run.status == 0)
        #expect(run.out == expected + "\n")
        #expect(run.err.isEmpty)
    }

    @Test func mixedFractions() throws {
        let run = try Run(["--format", "mixed", "4/3"])
        #expect(run.out == "1 1/3\n")
    }

    /// A value with no known form is printed as digits, and stderr says why.
    @Test func noKnownForm() throws {
        let run = try Run(["--format", "exact", "sin(1)"])
        #expect(run.status == 0)
        #expect(run.out == "0.84147098480789650665\n")
        #expect(run.err == "note: no exact form is known; shown as a decimal\n")
    }

    /// A batch keeps one line per input line, the notes on stderr.
    @Test func batch() throws {
        let run = try Run(["--format", "exact"], input: "2/3\nsin(1)\nans*0+sqrt(12)\n")
        #expect(run.out == "2/3\n0.84147098480789650665\n2√3\n")
        #expect(run.err == "note: no exact form is known; shown as a decimal\n")
    }
}
