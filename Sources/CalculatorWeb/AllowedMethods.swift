import Foundation
import Hummingbird

/// 405 with an Allow header for a known path asked with a method it does not take
/// (the router alone would say 404, as if the page did not exist).
struct AllowedMethods<Context: RequestContext>: RouterMiddleware {
    /// The methods of each path, as the Allow header lists them.
    let allowed: [String: [HTTPRequest.Method]]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let methods = allowed[request.uri.path], !methods.contains(request.method) else {
            return try await next(request, context)
        }
        let allow = methods.map(\.rawValue).joined(separator: ", ")
        var response = Response.json(
            APIError.Body(error: "\(request.method.rawValue) is not allowed here; use \(allow)"),
            status: .methodNotAllowed)
        response.headers[.allow] = allow
        return response
    }
}
