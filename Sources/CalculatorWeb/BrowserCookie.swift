import Foundation
import Hummingbird

/// The cookie that tells browsers apart: its value owns that browser's history.
/// HttpOnly keeps it from the page's scripts; SameSite=Strict keeps other sites'
/// pages from using it (a WebSocket opened from elsewhere arrives without it).
enum BrowserCookie {
    static let name = "calculator-browser"
    /// About a year: history outlives a browser restart.
    static let lifetime = 365 * 24 * 60 * 60

    /// The browser's identifier, if its request carries a well-formed one.
    static func browser(of request: Request) -> String? {
        guard let value = request.cookies[name]?.value, RandomIdentifier.isWellFormed(value) else { return nil }
        return value
    }

    static func cookie(for browser: String) -> Cookie {
        Cookie(name: name, value: browser, maxAge: lifetime, path: "/", httpOnly: true, sameSite: .strict)
    }
}
