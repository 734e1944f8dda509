import CalculatorKit
import Foundation
import Hummingbird

/// `POST /api/evaluate {"expression": "1/3", "digits": 30, "angle": "rad"}` →
/// `{"result": "0.333…", "exact": true}`, or 400 `{"error": "…", "column": N}`;
/// 429 or 503 `{"error": "…"}` when the client or the server has too many calculations running
/// (see `APIError`).
struct EvaluateRoute: Sendable {
    let configuration: BrowserConfiguration
    let pool: CalculationThreads
    let limit: SlowWorkLimit

    struct Question: Decodable {
        var expression: String
        var digits: Int?
        var angle: String?
    }

    struct Answer: Encodable {
        var result: String
        var exact: Bool
    }

    /// The routes under /api, and the methods each path takes.
    var routes: RouteCollection<ClientRequestContext> {
        let routes = RouteCollection(context: ClientRequestContext.self)
        routes.post("evaluate") { request, context in try await respond(to: request, client: context.client) }
        return routes
    }

    static let methods: [String: [HTTPRequest.Method]] = ["evaluate": [.post]]

    func respond(to request: Request, client: String) async throws(APIError) -> Response {
        let question = try await read(request)
        let (expression, digits, angle) = try validate(question)
        let limits = configuration.limits
        let beforeCalculation = configuration.beforeCalculationForTesting
        let outcome: Result<Answer, CalculationError>
        do {
            outcome = try await limit.run(for: client) {
                await pool.run(owner: client) { () -> Result<Answer, CalculationError> in
                    beforeCalculation?()
                    return Result { () throws(CalculationError) in
                        let number = try Evaluator(angle: angle, limits: limits).evaluate(expression)
                        let text = try NumberFormat(significantDigits: digits).string(number, limits: limits)
                        return Answer(result: text, exact: number.isExact)
                    }
                }
            }
        } catch {
            throw APIError(error, retryAfter: 2)
        }
        switch outcome {
        case let .success(answer): return .json(answer)
        case let .failure(error): throw APIError(.badRequest, error.message, column: error.column)
        }
    }

    private func read(_ request: Request) async throws(APIError) -> Question {
        try await JSONBody.decode(
            Question.self, from: request, limit: configuration.maxBodyBytes,
            expected: #"{"expression": "…"} with optional "digits" and "angle""#)
    }

    private func validate(_ question: Question) throws(APIError) -> (String, Int, AngleUnit) {
        let maxLength = configuration.maxExpressionLength
        guard question.expression.count <= maxLength else {
            throw APIError(.badRequest, "expression too long (more than \(maxLength) characters)")
        }
        let digits = question.digits ?? 20
        guard (1...configuration.maxDigits).contains(digits) else {
            throw APIError(.badRequest, "digits must be between 1 and \(configuration.maxDigits)")
        }
        guard let angle = AngleUnit(rawValue: question.angle ?? "rad") else {
            throw APIError(.badRequest, #"angle must be "rad", "deg", "grad" or "turn""#)
        }
        return (question.expression, digits, angle)
    }
}
