import Hummingbird
import Testing

@testable import CalculatorWeb

@Suite("POST /api/evaluate: results, errors with columns, bounds")
struct EvaluateRouteTests {
    /// Posts a JSON body and returns the status and the JSON answer.
    func evaluate(_ body: ByteBuffer, adjust: (inout BrowserConfiguration) -> Void = { _ in })
        async throws -> (HTTPResponse.Status, [String: Any])
    {
        try await makeApp(adjust).test(.router) { client in
            try await client.execute(
                uri: "/api/evaluate", method: .post,
                headers: [.contentType: "application/json"], body: body
            ) { response in
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                return (response.status, response.body.json)
            }
        }
    }

    @Test(
        "exact results, digits and angle",
        arguments: [
            (["expression": "12+3×4"], "24", true),
            (["expression": "1/3", "digits": 30], "0.333333333333333333333333333333", true),
            (["expression": "sin(30)", "angle": "deg"], "0.5", true),
            (["expression": "sqrt(2)", "digits": 10], "1.414213562", false),
            (["expression": "0.1+0.2"], "0.3", true),
        ] as [([String: any Sendable], String, Bool)])
    func results(question: [String: any Sendable], result: String, exact: Bool) async throws {
        let (status, answer) = try await evaluate(jsonBody(question))
        #expect(status == .ok)
        #expect(answer["result"] as? String == result)
        #expect(answer["exact"] as? Bool == exact)
    }

    @Test("a calculation error is a 400 with the message and its column")
    func calculationError() async throws {
        let (status, answer) = try await evaluate(jsonBody(["expression": "1+*2"]))
        #expect(status == .badRequest)
        #expect(answer["error"] as? String == "unexpected '*'")
        #expect(answer["column"] as? Int == 3)
        let (_, divide) = try await evaluate(jsonBody(["expression": "1/0"]))
        #expect(divide["error"] as? String == "cannot divide by zero")
        #expect(divide["column"] as? Int == 2)
    }

    @Test(
        "malformed questions are 400s that say what is expected",
        arguments: [
            ("not json", "expected JSON"),
            (#"{"digits": 3}"#, "expected JSON"),
            (#"{"expression": "1", "digits": 0}"#, "digits must be between 1 and 1000"),
            (#"{"expression": "1", "digits": 100000}"#, "digits must be between 1 and 1000"),
            (#"{"expression": "1", "angle": "furlong"}"#, #"angle must be "rad", "deg", "grad" or "turn""#),
        ])
    func malformed(body: String, message: String) async throws {
        let (status, answer) = try await evaluate(ByteBuffer(string: body))
        #expect(status == .badRequest)
        #expect((answer["error"] as? String)?.contains(message) == true, "\(answer)")
    }

    @Test("a long expression is a 400; a large body is a 413")
    func bounds() async throws {
        let long = String(repeating: "1+", count: 60) + "1"
        let (status, answer) = try await evaluate(jsonBody(["expression": long])) { $0.maxExpressionLength = 100 }
        #expect(status == .badRequest)
        #expect(answer["error"] as? String == "expression too long (more than 100 characters)")
        let huge = String(repeating: "1", count: 20_000)
        let (tooLarge, refusal) = try await evaluate(jsonBody(["expression": huge]))
        #expect(tooLarge == .contentTooLarge)
        #expect((refusal["error"] as? String)?.contains("too large") == true)
    }

    @Test("a result too large and a calculation past its time limit are errors, not hangs")
    func limits() async throws {
        let (status, answer) = try await evaluate(jsonBody(["expression": "9^9^9^9"]))
        #expect(status == .badRequest)
        #expect((answer["error"] as? String)?.hasPrefix("result too large") == true)
        let clock = ContinuousClock()
        let started = clock.now
        let (slow, timeout) = try await evaluate(jsonBody(["expression": "sin(1)*exp(2)", "digits": 1000])) {
            $0.limits.timeLimit = .milliseconds(1)
        }
        #expect(slow == .badRequest)
        #expect((timeout["error"] as? String)?.contains("time limit") == true, "\(timeout)")
        #expect(clock.now - started < .seconds(60))  // not a hang; the error above says the limit stopped it
    }

    @Test("text typed as an expression comes back as JSON text, never markup")
    func scriptAsText() async throws {
        let (status, answer) = try await evaluate(jsonBody(["expression": "<script>alert(1)</script>"]))
        #expect(status == .badRequest)
        #expect(answer["error"] as? String == "unexpected '<'")
    }
}
