import Foundation
import Hummingbird

/// How the connection guard refuses a kept-alive connection's later request. The answers
/// to earlier requests may still be on their way, and the refusal must come after them, so
/// the guard cannot write it to the socket itself: it hands the decoder a request of its
/// own in place of the refused one, for a path no client knows, and the router answers it
/// with the refusal's status, in its turn, and closes.
enum LaterRefusal {
    /// Made anew by each server process, so that no client can ask for a refusal itself.
    static let path = "/" + RandomIdentifier.make() + "/refused"

    /// The request the guard hands on in place of one it refuses.
    static func request(for problem: ConnectionGuard.Problem) -> [UInt8] {
        let encoded = (try? JSONEncoder().encode(problem)) ?? Data()
        let hex = encoded.map { String(format: "%02x", $0) }.joined()
        return Array("GET \(path)?\(hex) HTTP/1.1\r\nConnection: close\r\n\r\n".utf8)
    }

    /// The refusal a request of the guard's carries, if it is one.
    static func problem(in request: Request) -> ConnectionGuard.Problem? {
        guard request.uri.path == path, let query = request.uri.query else { return nil }
        // Two hex digits a byte, read as bytes: a query is the client's and may hold any character.
        let digits = Array(query.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for first in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[first]), let low = hexValue(digits[first + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return try? JSONDecoder().decode(ConnectionGuard.Problem.self, from: Data(bytes))
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Answers the guard's requests with the refusal they carry, as the guard answers a
    /// connection's first request (plain text, the same headers), and closes.
    struct Middleware<Context: RequestContext>: RouterMiddleware {
        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            guard let problem = LaterRefusal.problem(in: request) else { return try await next(request, context) }
            let code = Int(problem.status.prefix { $0 != " " }) ?? 400
            let phrase = problem.status.drop { $0 != " " }.dropFirst()
            var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .connection: "close"]
            if let allow = problem.allow { headers[.allow] = allow }
            for line in problem.headers {
                guard let colon = line.firstIndex(of: ":"), let name = HTTPFields.Element.Name(String(line[..<colon]))
                else {
                    continue
                }
                headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return Response(
                status: .init(code: code, reasonPhrase: String(phrase)), headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(string: problem.reason + "\n")))
        }
    }
}
