import Testing

/// Refusals say what is true: what could not be decided, and where.
@Suite struct TruthfulRefusalTests {
    @Test func helpOnAnUnknownCommandFails() throws {
        let run = try Run(["help", "nope"])
        #expect(run.status == 64)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("error: no command 'nope': help knows evaluate, press"))
        #expect(try Run(["help", "press"]).status == 0)
    }

    @Test func aNegativeDigitCountIsOutOfRange() throws {
        let run = try Run(["--digits", "-1", "pi"])
        #expect(run.status != 0)
        #expect(run.err.contains("--digits must be between 1 and 1300000, not -1"))
    }

    /// After a line that failed, ans is the last result shown.
    @Test func ansAfterAnError() throws {
        let run = try Run([], input: "2\nsin(1)^2+cos(1)^2-1\nans+1\n")
        #expect(run.out == "2\nerror\n3\n")
    }

    @Test func aFactorialNearAnIntegerNamesIt() throws {
        let run = try Run(["(5+sin(1)^2+cos(1)^2)!"])
        #expect(run.status == 1)
        #expect(run.err.contains("cannot tell whether the factorial's argument is an integer"))
        #expect(run.err.contains(" of 6 ") || run.err.contains(" of 6\n"))
    }

    /// The engine cannot tell a computed exponent from a rational one; a named one is irrational.
    @Test func negativeBaseToAComputedPower() throws {
        let computed = try Run(["(-1)^(sin(1)^2+cos(1)^2)"])
        #expect(computed.err.contains("whether the exponent is rational cannot be decided"))
        #expect(try Run(["(-2)^(cbrt(2)^3)"]).out == "4\n")  // (∛2)³ is 2 by rule
        let named = try Run(["(-2)^pi"])
        #expect(named.err.contains("a negative number to an irrational power is not real"))
        let sum = try Run(["(-2)^(1+sqrt(2))"])
        #expect(sum.err.contains("a negative number to an irrational power is not real"))
    }

    /// An angle too large to reduce is refused with a column.
    @Test func aHugeAngleNamesItsColumn() throws {
        let run = try Run(["sin(1e1000000)"])
        #expect(run.status == 1)
        #expect(run.err.contains("needs more than"))
        #expect(run.err.contains("^"))
    }
}

/// A last digit in the undecidable band is marked on the command line, as on the keypads.
@Suite struct UndecidedDigitTests {
    @Test func theNoteFollowsTheDigits() throws {
        let run = try Run(["--digits", "20", "1.23456789012345678905-atan(1e-1262)"])
        #expect(run.out == "1.2345678901234567891\n")
        #expect(run.err == "note: the last digit could not be decided: the value is too close to a half\n")
        #expect(try Run(["pi"]).err.isEmpty)
    }
}
