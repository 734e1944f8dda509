import Hummingbird

/// The page's files and its layout, each at its path for GET and HEAD.
struct PageRoutes: Sendable {
    let assets: PageAssets

    var routes: RouteCollection<ClientRequestContext> {
        let routes = RouteCollection(context: ClientRequestContext.self)
        for path in PageAssets.paths {
            routes.get(RouterPath(path)) { request, _ in try response(path, request) }
            routes.head(RouterPath(path)) { request, _ in
                // The same headers without the body; Content-Length still says the body's length.
                var response = try response(path, request)
                let length = response.body.contentLength
                response.body = ResponseBody()
                response.headers[.contentLength] = length.map(String.init)
                return response
            }
        }
        return routes
    }

    static var methods: [String: [HTTPRequest.Method]] {
        Dictionary(uniqueKeysWithValues: PageAssets.paths.map { ($0, [.get, .head]) })
    }

    private func response(_ path: String, _ request: Request) throws -> Response {
        guard let asset = assets[path] else { throw HTTPError(.notFound) }
        var response = Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: asset.body))
        // The page gives the browser its identity; a visit renews it.
        if path == "/" {
            response.setCookie(BrowserCookie.cookie(for: BrowserCookie.browser(of: request) ?? RandomIdentifier.make()))
        }
        return response
    }
}
