import Hummingbird

/// A WebSocket may be opened by any page a browser shows, and the browser names that
/// page's origin (http or https, or "null" for sandboxed and file pages). Only this
/// server's own page may talk to a keypad. Clients other than browsers send no origin
/// or one of their own (ws://…); they still need the browser cookie.
enum SameOrigin {
    static func allows(_ request: Request) -> Bool {
        request.headers[values: .origin].allSatisfy { allows(origin: $0, request) }
    }

    private static func allows(origin: String, _ request: Request) -> Bool {
        if origin == "null" { return false }
        guard origin.hasPrefix("http://") || origin.hasPrefix("https://") else { return true }
        guard let authority = request.head.authority else { return false }
        return origin == "http://" + authority || origin == "https://" + authority
    }
}
