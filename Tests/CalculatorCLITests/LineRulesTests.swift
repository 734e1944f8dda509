import Testing

/// The command takes the lines a note takes: conversions, variables and functions,
/// in a single expression and in a batch.
@Suite("The calculator command: units, variables and functions")
struct LineRulesTests {
    @Test(
        "a conversion as the expression",
        arguments: [
            ("3 ft to m", "0.9144 m"), ("1 mile to km", "1.609344 km"), ("60 mph to km/h", "96.56064 km/h"),
            ("2 GiB to MB", "2147.483648 MB"), ("1+2×3", "7"),
        ])
    func conversion(_ source: String, _ expected: String) throws {
        let run = try Run([source])
        #expect(run.status == 0)
        #expect(run.out == expected + "\n")
    }

    @Test func incompatibleUnitsNameBothDimensions() throws {
        let run = try Run(["5 kg to m"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("error: cannot convert mass to length at column 6\n"))
    }

    @Test func aBatchKeepsItsNames() throws {
        let run = try Run([], input: "r = 2.5\narea(r) = pi r^2\narea(2)\nr*2\nans+1\nsin = 3\n")
        #expect(run.out == "2.5\n\n12.566370614359172954\n5\n6\nerror\n")
        #expect(run.err.hasPrefix("line 6: "))
        #expect(run.status == 1)
    }
}
