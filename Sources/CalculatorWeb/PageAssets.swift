import Foundation
import Hummingbird

/// The page's files (Page/), built into the binary: the server needs no folder beside it,
/// so an installed or copied `calculator` serves the page from anywhere.
struct PageAssets: Sendable {
    struct Asset: Sendable {
        var body: ByteBuffer
        var contentType: String
    }

    private let assets: [String: Asset]

    /// The files the page is made of, by the path they are served at. Each is embedded by
    /// Package.swift (`.embedInCode`), which names it after the file.
    static let files: [(path: String, bytes: [UInt8], contentType: String)] = [
        ("/", PackageResources.index_html, "text/html; charset=utf-8"),
        ("/app.js", PackageResources.app_js, "text/javascript; charset=utf-8"),
        ("/style.css", PackageResources.style_css, "text/css; charset=utf-8"),
        ("/notes.js", PackageResources.notes_js, "text/javascript; charset=utf-8"),
        ("/notes.css", PackageResources.notes_css, "text/css; charset=utf-8"),
        ("/manifest.webmanifest", PackageResources.manifest_webmanifest, "application/manifest+json"),
        ("/icon.svg", PackageResources.icon_svg, "image/svg+xml"),
    ]

    /// The kit's keypads and keyboard map, made from the kit rather than read from a file.
    static let layoutPath = "/layout.json"

    /// Every path served: the files and the layout.
    static var paths: [String] { files.map(\.path) + [layoutPath] }

    /// - Throws: when the layout cannot be written, or the HTML names a word the kit lacks.
    static func load() throws -> PageAssets {
        var assets: [String: Asset] = [:]
        for (path, bytes, contentType) in files {
            let body = path == "/" ? Array(try PageText.filled(String(decoding: bytes, as: UTF8.self)).utf8) : bytes
            assets[path] = Asset(body: ByteBuffer(bytes: body), contentType: contentType)
        }
        assets[layoutPath] = Asset(body: ByteBuffer(bytes: try PageLayout.json()), contentType: "application/json")
        return PageAssets(assets: assets)
    }

    subscript(path: String) -> Asset? { assets[path] }
}
