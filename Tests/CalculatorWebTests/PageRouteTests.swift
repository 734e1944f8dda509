import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

@Suite("page routes: the files of the page, the browser cookie, security headers")
struct PageRouteTests {
    @Test("the page sets a random HttpOnly, SameSite=Strict browser cookie, and keeps one it was given")
    func browserCookie() async throws {
        try await makeApp().test(.router) { client in
            var browsers: [String] = []
            for _ in 0..<2 {
                try await client.execute(uri: "/", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(response.body.text.contains("<title>Calculator</title>"))
                    let cookie = try #require(response.headers[.setCookie])
                    #expect(cookie.contains("HttpOnly"))
                    #expect(cookie.contains("SameSite=Strict"))
                    let value = try #require(cookie.split(separator: ";").first?.split(separator: "=").last)
                    #expect(RandomIdentifier.isWellFormed(value))
                    browsers.append(String(value))
                }
            }
            #expect(browsers[0] != browsers[1])
            try await client.execute(uri: "/", method: .get, headers: cookieHeader(someBrowser)) { response in
                #expect(response.headers[.setCookie]?.hasPrefix("calculator-browser=\(someBrowser);") == true)
            }
            // A forged value is not used as a history owner: a new one replaces it.
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "calculator-browser=../../x"]) {
                response in
                #expect(response.headers[.setCookie]?.contains("../../x") == false)
            }
        }
    }

    @Test("script, style, manifest and icon are served with their types and a strict content policy")
    func assets() async throws {
        try await makeApp().test(.router) { client in
            for (path, type, sample) in [
                ("/app.js", "text/javascript", "new WebSocket"), ("/style.css", "text/css", ".keypad"),
                ("/manifest.webmanifest", "application/manifest+json", "\"standalone\""),
                ("/icon.svg", "image/svg+xml", "<svg"),
            ] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.contentType]?.hasPrefix(type) == true, "\(path)")
                    #expect(response.body.text.contains(sample), "\(path)")
                    #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(response.headers[.setCookie] == nil)
                }
            }
            try await client.execute(uri: "/missing", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test("the page script draws text with textContent only, never as HTML")
    func pageEscapes() throws {
        let script = try #require(try PageAssets.load()["/app.js"]).body.text
        #expect(script.contains("textContent"))
        for unsafe in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
            #expect(!script.contains(unsafe), "app.js uses \(unsafe)")
        }
    }
}
