import CalculatorKit
import Foundation
import Testing

@testable import CalculatorWeb

/// The page's files are built into the binary: every file of Page/ is served, byte for byte.
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
            #expect(Data(asset.body.readableBytesView) == file, "\(path)")
        }
    }

    @Test("the notes script holds none of the angle line's words: which line sets the angle is the kit's to say")
    func notesScriptLeavesTheAngleLineToTheKit() throws {
        let script = try String(contentsOf: Self.pageFolder.appendingPathComponent("notes.js"), encoding: .utf8)
        let words = Set(script.split { !$0.isLetter && $0 != "°" }.map(String.init))
        #expect(words.filter { AngleSetting.parse("angle = \($0)") != nil }.isEmpty)
    }
}
