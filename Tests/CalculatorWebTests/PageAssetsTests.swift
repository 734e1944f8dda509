import CalculatorKit
import Foundation
import Testing

@testable import CalculatorWeb

/// The page's files are built into the binary: every file of Page/ is served, byte for byte
/// but for the HTML's word marks, which the kit's words fill.
@Suite("The page's files, built in")
struct PageAssetsTests {
    static let pageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CalculatorWeb/Page")

    @Test func everyFileOfThePageIsServedAsItIs() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pageFolder.path).sorted()
        let assets = try PageAssets.load()
        let served = PageAssets.files.map { $0.path == "/" ? "index.html" : String($0.path.dropFirst()) }
        #expect(
            served.sorted() == names, "a file of Page/ that is not embedded (Package.swift) or not listed (PageAssets)")
        for (path, name) in zip(PageAssets.files.map(\.path), served) {
            let file = try Data(contentsOf: Self.pageFolder.appendingPathComponent(name))
            let asset = try #require(assets[path])
            let expected = path == "/" ? Data(try PageText.filled(String(decoding: file, as: UTF8.self)).utf8) : file
            #expect(Data(asset.body.readableBytesView) == expected, "\(path)")
        }
    }

    @Test("the page's HTML is served with the kit's words in it, escaped, and holds no words of its own")
    func htmlTakesItsWordsFromTheKit() throws {
        let page = try #require(try PageAssets.load()["/"]).body.readableBytesView
        let served = String(decoding: page, as: UTF8.self)
        #expect(!served.contains("{{"))
        #expect(served.contains(">\(try #require(PageWords.byMark["noCalculations"]))</p>"))
        #expect(served.contains(#"placeholder="r = 2&#10;pi r^2&#10;3 ft to m""#))
        #expect(served.contains(#"title="The note&#39;s angle unit"#))

        // What a person sees or hears: text between tags, and the words of labels, titles
        // and placeholders. In the file each is a mark, a symbol or nothing.
        let template = try String(contentsOf: Self.pageFolder.appendingPathComponent("index.html"), encoding: .utf8)
        let withoutComments = template.replacing(#/<!--[\s\S]*?-->/#, with: "")
        var shown = withoutComments.matches(of: #/>([^<]*)</#).map { String($0.output.1) }
        shown += withoutComments.matches(of: #/(?:aria-label|title|placeholder|content)="([^"]*)"/#).map {
            String($0.output.1)
        }
        let own = shown.map { $0.replacing(#/\{\{\w+\}\}/#, with: "") }.filter { text in
            text.contains { $0.isLetter }
        }
        let allowed: Set<String> = [
            "width=device-width, initial-scale=1, viewport-fit=cover", "light dark", "yes",
            "black-translucent", "#000000", "#f2f2f7",
        ]
        #expect(own.filter { !allowed.contains($0) }.isEmpty)
    }

    @Test("a mark the kit has no word for stops the page from loading, instead of showing it")
    func unknownMarkIsRefused() {
        #expect(throws: PageText.UnknownWord.self) { try PageText.filled("<p>{{nowhere}}</p>") }
        #expect(throws: PageText.UnknownWord.self) { try PageText.filled("<p>{{open</p>") }
        #expect(
            (try? PageText.filled("<b>{{x}}</b>", words: ["x": "a<b & \"c\""])) == "<b>a&lt;b &amp; &quot;c&quot;</b>")
    }

    @Test("the notes script holds none of the angle line's words: which line sets the angle is the kit's to say")
    func notesScriptLeavesTheAngleLineToTheKit() throws {
        let script = try String(contentsOf: Self.pageFolder.appendingPathComponent("notes.js"), encoding: .utf8)
        let words = Set(script.split { !$0.isLetter && $0 != "°" }.map(String.init))
        #expect(words.filter { AngleSetting.parse("angle = \($0)") != nil }.isEmpty)
    }
}
