import Foundation
import Hummingbird

/// The page's files (Page/ in the bundle), read once at start.
struct PageAssets: Sendable {
    struct Asset: Sendable {
        var body: ByteBuffer
        var contentType: String
    }

    private let assets: [String: Asset]

    /// The files the page is made of, by the path they are served at.
    static let files: [(path: String, file: String, contentType: String)] = [
        ("/", "index.html", "text/html; charset=utf-8"),
        ("/app.js", "app.js", "text/javascript; charset=utf-8"),
        ("/style.css", "style.css", "text/css; charset=utf-8"),
        ("/notes.js", "notes.js", "text/javascript; charset=utf-8"),
        ("/notes.css", "notes.css", "text/css; charset=utf-8"),
        ("/manifest.webmanifest", "manifest.webmanifest", "application/manifest+json"),
        ("/icon.svg", "icon.svg", "image/svg+xml"),
    ]

    /// The kit's keypads and keyboard map, made from the kit rather than read from a file.
    static let layoutPath = "/layout.json"

    /// Every path served: the files and the layout.
    static var paths: [String] { files.map(\.path) + [layoutPath] }

    /// - Throws: when a file is missing from the bundle (a packaging mistake).
    static func load() throws -> PageAssets {
        var assets: [String: Asset] = [:]
        for (path, file, contentType) in files {
            guard let url = Bundle.module.url(forResource: file, withExtension: nil, subdirectory: "Page") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Page/\(file)"])
            }
            assets[path] = Asset(body: ByteBuffer(bytes: try Data(contentsOf: url)), contentType: contentType)
        }
        assets[layoutPath] = Asset(body: ByteBuffer(bytes: try PageLayout.json()), contentType: "application/json")
        return PageAssets(assets: assets)
    }

    subscript(path: String) -> Asset? { assets[path] }
}
