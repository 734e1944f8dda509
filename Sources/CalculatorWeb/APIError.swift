import Foundation
import Hummingbird

/// Every refusal of the JSON API, as the page and API clients read it:
/// the status and `{"error": "…", "column": N}` (the column of a calculation's error only).
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    var message: String
    var column: Int?
    /// Seconds after which trying again may succeed (the busy answers).
    var retryAfter: Int?

    init(_ status: HTTPResponse.Status, _ message: String, column: Int? = nil) {
        self.status = status
        self.message = message
        self.column = column
    }

    /// Too many calculations: 429 when it is this client's, 503 when it is everyone's.
    init(_ busy: SlowWorkLimit.Refusal, retryAfter: Int) {
        switch busy {
        case .client: self.init(.tooManyRequests, busy.message)
        case .total: self.init(.serviceUnavailable, busy.message)
        }
        self.retryAfter = retryAfter
    }

    struct Body: Encodable {
        var error: String
        var column: Int?
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(Body(error: message, column: column), status: status)
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }
}

extension Response {
    /// A JSON body; the page and API clients read nothing else.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
