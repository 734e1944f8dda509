import CalculatorKit
import Foundation
import Hummingbird

/// `POST /api/evaluate {"expression": "1/3", "digits": 30, "angle": "rad"}` →
/// `{"result": "0.333…", "exact": true}`, or 400 `{"error": "…", "column": N}`;
/// 429 or 503 `{"error": "…"}` when the client or the server has too many calculations running.
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

    struct Failure: Encodable, Error {
        var error: String
        var column: Int?
    }

    func respond(to request: Request, client: String) async -> Response {
        do {
            let question = try await read(request)
            let (expression, digits, angle) = try validate(question)
            let limits = configuration.limits
            let beforeCalculation = configuration.beforeCalculationForTesting
            let outcome = try await limit.run(for: client) {
                await pool.run(owner: client) { () -> Result<Answer, CalculationError> in
                    beforeCalculation?()
                    return Result { () throws(CalculationError) in
                        let number = try Evaluator(angle: angle, limits: limits).evaluate(expression)
                        let text = try NumberFormat(significantDigits: digits).string(number, limits: limits)
                        return Answer(result: text, exact: number.isExact)
                    }
                }
            }
            switch outcome {
            case let .success(answer): return .json(answer)
            case let .failure(error): return .json(Failure(error: error.message, column: error.column), status: .badRequest)
            }
        } catch let failure as Refusal {
            return .json(Failure(error: failure.message), status: failure.status)
        } catch let busy as SlowWorkLimit.Refusal {
            let status: HTTPResponse.Status = if case .client = busy { .tooManyRequests } else { .serviceUnavailable }
            var response = Response.json(Failure(error: busy.message), status: status)
            response.headers[.retryAfter] = "2"
            return response
        } catch {
            return .json(Failure(error: "\(error)"), status: .badRequest)
        }
    }

    /// A request turned away before any calculation.
    struct Refusal: Error {
        var status: HTTPResponse.Status
        var message: String
    }

    private func read(_ request: Request) async throws -> Question {
        try await JSONBody.decode(Question.self, from: request, limit: configuration.maxBodyBytes,
                                  expected: #"{"expression": "…"} with optional "digits" and "angle""#)
    }

    private func validate(_ question: Question) throws(Refusal) -> (String, Int, AngleUnit) {
        let maxLength = configuration.maxExpressionLength
        guard question.expression.count <= maxLength else {
            throw Refusal(status: .badRequest, message: "expression too long (more than \(maxLength) characters)")
        }
        let digits = question.digits ?? 20
        guard (1...configuration.maxDigits).contains(digits) else {
            throw Refusal(status: .badRequest, message: "digits must be between 1 and \(configuration.maxDigits)")
        }
        guard let angle = AngleUnit(rawValue: question.angle ?? "rad") else {
            throw Refusal(status: .badRequest, message: #"angle must be "rad" or "deg""#)
        }
        return (question.expression, digits, angle)
    }
}

extension Response {
    /// A JSON body; the page and API clients read nothing else.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
