import Testing

@testable import CalculatorKit

/// What a scientific calculator's user writes and this language had no word for. Expected
/// values are mpmath's at 50 digits, rounded to 20 significant digits.
@Suite("The language: a scientific calculator's forms")
struct ScientificLanguageTests {
    @Test(
        "|x| is the absolute value; between operands | is still 'or'",
        arguments: [
            ("|-3|", "3"), ("|2-5|+|1|", "4"), ("||-2|-3|", "1"), ("|−1/2|", "0.5"), ("2×|−3|", "6"),
            ("|sin(-pi/2)|", "1"), ("6|1", "7"),
        ])
    func absoluteBars(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("an absolute value left open says where it was opened")
    func openBar() throws {
        let error = try #require(calcError("1 + |3"))
        #expect(error.column == 5)
        #expect(error.message.contains("not closed"))
    }

    @Test(
        "tau and phi, exact: τ is 2π, φ is (1 + √5)/2",
        arguments: [
            ("tau", "6.2831853071795864769"), ("τ/4", "1.5707963267948966192"), ("phi", "1.6180339887498948482"),
            ("φ", "1.6180339887498948482"), ("φ^2 - φ", "1"), ("1/phi", "0.61803398874989484820"),
            ("cos(tau)", "1"),
        ])
    func namedNumbers(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a note's own phi comes before the golden ratio")
    func ownPhi() {
        #expect(noteResults(["phi = 2", "phi + 1", "tau"]) == ["2", "3", "6.2831853071795864769"])
    }

    @Test(
        "gamma(x) = (x − 1)!, exact at whole numbers",
        arguments: [
            ("gamma(5)", "24"), ("gamma(1)", "1"), ("Γ(4)", "6"), ("gamma(1/2)", "1.7724538509055160273"),
            ("gamma(-1.5)", "2.3632718012073547031"), ("gamma(4.5)", "11.631728396567448929"),
            ("Γ(0.1)", "9.5135076986687318363"),
        ])
    func gamma(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
        #expect(try exact("gamma(6)") == Rational(120))
    }

    @Test("gamma is undefined at 0 and the negative whole numbers, and says so")
    func gammaPoles() throws {
        for source in ["gamma(0)", "gamma(-3)"] {
            let error = try #require(calcError(source), "\(source)")
            #expect(error.message.contains("gamma is undefined"), "\(source)")
            #expect(error.column == 1)
        }
    }

    @Test(
        "2 x 3 is a product where x can mean nothing else",
        arguments: [("2 x 3", "6"), ("2 x 3 x 4", "24"), ("(1+2) x 3", "9"), ("1.5 x 2", "3")])
    func letterTimes(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("x stays a name when it is one, or when it is not between two numbers")
    func letterStaysName() throws {
        #expect(calcError("2x3")?.message.contains("x3") == true)
        #expect(calcError("2 x")?.message.contains("'x'") == true)
        // With a variable x, 2 x 3 is refused rather than guessed.
        #expect(noteResults(["x = 10", "2 x 3"]) == ["10", "error: missing operator at column 5"])
        #expect(noteResults(["2 x 3"]) == ["6"])
    }

    @Test(
        "inverses written with the power −1, and sin²(x) and sin^2(x) as (sin x)²",
        arguments: [
            ("sin^-1(1)", "1.5707963267948966192"), ("sin⁻¹(0.3)", "0.30469265401539750797"),
            ("cos^-1(0.2)", "1.3694384060045658278"), ("tan⁻¹ 1", "0.78539816339744830962"),
            ("sin²(1)", "0.70807341827357119350"), ("cos²(1) + sin²(1)", "1.0000000000000000000"),
            ("sin^2(1)", "0.70807341827357119350"), ("cos^2(1) + sin^2(1)", "1.0000000000000000000"),
            ("tan^3(1)", "3.7775217478327565108"), ("binomial(5, 2)", "10"),
            // sec, csc, cot and their hyperbolics as well (sec is also the second: not here).
            ("sec²(1)", "3.4255188208147597609"), ("sec^2(1)", "3.4255188208147597609"),
            ("csc²(1)", "1.4122829274373919146"), ("cot^2(1)", "0.41228292743739191461"),
            ("sech²(1)", "0.41997434161402606939"), ("sec⁻¹(2)", "1.0471975511965977462"),
            ("sec^-1(2)", "1.0471975511965977462"), ("sec²(0)", "1"),
        ])
    func inverseSpellings(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("in degrees, the inverse spellings give degrees")
    func inverseInDegrees() throws {
        #expect(try calc("sin^-1(0.5)", angle: .degrees) == "30")
        #expect(try calc("cos⁻¹(0)", angle: .degrees) == "90")
        #expect(try calc("sin²(30)", angle: .degrees) == "0.25")
        #expect(try calc("cos^2(30)", angle: .degrees) == "0.75")
        #expect(try calc("sin(100)", angle: .gradians) == "1")
    }

    @Test(
        "other calculators' spellings",
        arguments: [
            ("pow(2, 10)", "1024"), ("pow(2, 0.5)", "1.4142135623730950488"), ("exp10(3)", "1000"),
            ("exp10(0.5)", "3.1622776601683793320"), ("fact(5)", "120"), ("factorial(0.5)", "0.88622692545275801365"),
            ("log1p(1e-10)", "9.9999999995000000000e-11"), ("expm1(1e-10)", "1.0000000000500000000e-10"),
            ("arcsinh(1)", "0.88137358701954302523"), ("arccosh(1)", "0"), ("cosec(pi/2)", "1"),
        ])
    func otherSpellings(source: String, expected: String) throws {
        #expect(try calc(source) == expected)
    }

    @Test("a wrong count for another calculator's spelling says how many")
    func spellingCount() throws {
        let error = try #require(calcError("pow(2)"))
        #expect(error.message == "'pow' takes 2 arguments, not 1")
        #expect(error.column == 1)
    }

    @Test("the function table lists every new form")
    func listed() {
        let text = FunctionTable.text
        for word in ["gamma(x)", "|x|", "tau", "phi", "sin⁻¹", "pow(x, y)", "log1p(x)", "fact(n)", "cosec", "arcsinh"] {
            #expect(text.contains(word), "\(word)")
        }
    }

    @Test(
        "units a scientific calculator knows",
        arguments: [
            ("60 rpm to Hz", "1 Hz"), ("1 gauss to mT", "0.1 mT"), ("1 Ci to GBq", "37 GBq"),
            ("1 fermi to fm", "1 fm"), ("1 AU to km", "149597870.7 km"),
            ("1 fl oz to mL", "29.57352956 mL"), ("1 troy oz to g", "31.1034768 g"), ("1 slug to kg", "14.59390294 kg"),
            ("1 bbl to L", "158.9872949 L"), ("1 ksi to MPa", "6.894757293 MPa"),
        ])
    func units(source: String, expected: String) {
        let result = Evaluator().evaluateLine(source)
        guard case let .value(number, unit) = result.outcome else {
            Issue.record("\(source): \(result.outcome)")
            return
        }
        let digits = (try? NumberFormat(significantDigits: 10).string(number, limits: testLimits)) ?? "?"
        #expect(digits + (unit.map { LineResult.unitSuffix($0, leading: nil) } ?? "") == expected, "\(source)")
    }
}

@Suite("Angle modes on the keypads")
struct KeypadAngleModeTests {
    @Test("a keypad in gradians or turns says so, and its angle key goes back to degrees")
    func gradiansAndTurns() {
        for (unit, word) in [(AngleUnit.gradians, "Grad"), (.turns, "Turn"), (.degrees, "Deg"), (.radians, "Rad")] {
            let view = CalculatorState(angle: unit).view
            #expect(view.indicators.angle == word, "\(unit)")
            #expect(CalculatorState(mode: .expression, angle: unit).view.indicators.angle == word, "\(unit)")
        }
        let grad = CalculatorState(angle: .gradians).view
        #expect(grad.keyToSend(.angle(.radians)) == .angle(.degrees))
        #expect(grad.caption(of: .angle(.radians)) == "Deg")
        #expect(Key.angle(.gradians).label == "Grad" && Key.angle(.turns).label == "Turn")
    }

    @Test("the keys named grad and turn put the keypad in that unit")
    func namedKeys() {
        #expect(Key(name: "grad") == .angle(.gradians))
        #expect(Key(name: "turn") == .angle(.turns))
        var state = CalculatorState()
        _ = state.press(.angle(.gradians))
        #expect(state.view.indicators.angle == "Grad")
        _ = state.press(state.view.keyToSend(.angle(.radians)))
        #expect(state.view.indicators.angle == "Deg")
    }

    @Test("a note in gradians is labelled Grad")
    func noteLabel() {
        #expect(AngleSetting.parse("angle = grad").map(AngleSetting.label) == "Grad")
        #expect(AngleSetting.parse("angle = turn").map(AngleSetting.label) == "Turn")
    }
}
