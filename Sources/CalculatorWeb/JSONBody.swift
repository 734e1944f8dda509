import Foundation
import Hummingbird

/// A request's JSON body, read up to a limit: what every API route takes in.
enum JSONBody {
    /// - Parameter expected: what the body should look like, said when it is not that.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from request: Request, limit: Int,
        expected: String
    ) async throws(APIError) -> Value {
        let tooLarge = APIError(.contentTooLarge, "request body too large (more than \(limit) bytes)")
        // A declared length says so before anything is read; a body without one is cut at the limit.
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit { throw tooLarge }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limit)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge
        } catch {
            throw APIError(.badRequest, "the request body could not be read")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(body.readableBytesView))
        } catch {
            throw APIError(.badRequest, "expected JSON \(expected)")
        }
    }
}
