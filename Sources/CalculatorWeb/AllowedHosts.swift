import Foundation
import Hummingbird

/// The names this server answers to. A page on another site can point its own name at
/// this machine (DNS rebinding): the browser then sends that name as `Host` and treats
/// the server as that site's, origin checks included. Only requests for a known name
/// are answered. An IP address cannot be rebound, so one is always accepted.
struct AllowedHosts: Sendable {
    let names: Set<String>

    /// The listen address, `localhost`, the machine's name (with and without its domain) and `extra`.
    init(listenAddress: String, extra: [String], machineName: String = ProcessInfo.processInfo.hostName) {
        var names: Set<String> = ["localhost"]
        for name in [listenAddress, machineName] + extra {
            let host = Self.hostPart(name)
            guard !host.isEmpty else { continue }
            names.insert(host)
            if let short = host.split(separator: ".").first, ClientAddress.normalized(host) == nil {
                names.insert(String(short))
            }
        }
        self.names = names
    }

    /// Whether a request whose `Host` (its authority) is `authority` may be answered.
    /// A request without one comes from no browser, and cannot be a rebinding.
    func allows(authority: String?) -> Bool {
        guard let authority else { return true }
        let host = Self.hostPart(authority)
        if host.isEmpty { return false }
        return names.contains(host) || ClientAddress.normalized(host) != nil
    }

    /// The name in `host[:port]` or `[v6]:port`, in lower case, without a final dot.
    static func hostPart(_ authority: String) -> String {
        var text = Substring(authority.trimmingCharacters(in: .whitespaces).lowercased())
        if text.hasPrefix("[") {
            text = text.dropFirst().prefix { $0 != "]" }
        } else if text.filter({ $0 == ":" }).count == 1 {
            text = text.prefix { $0 != ":" }
        }
        while text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }
}

/// 421 Misdirected Request for any request whose `Host` is not one of the server's names.
struct AllowedHostsMiddleware<Context: RequestContext>: RouterMiddleware {
    let hosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard hosts.allows(authority: request.head.authority) else {
            var response = Response.json(
                APIError.Body(error: "this server does not answer to that host name; see --allowed-host"),
                status: .misdirectedRequest)
            response.headers[.connection] = "close"
            return response
        }
        return try await next(request, context)
    }
}
