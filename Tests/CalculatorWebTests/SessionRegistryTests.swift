import CalculatorHistory
import CalculatorKit
import Testing
@testable import CalculatorWeb

@Suite("sessions: random ids, bounded in number, forgotten when idle")
struct SessionRegistryTests {
    @Test("a session is found again only by its browser; ids are random and well formed")
    func lookup() async {
        let registry = SessionRegistry(capacity: 10, idleLimit: .seconds(3600), history: HistoryStore(), limits: .standard)
        let (session, warning) = await registry.session(id: nil, browser: someBrowser)
        #expect(warning == nil)
        #expect(RandomIdentifier.isWellFormed(session.id))
        #expect(await registry.session(id: session.id, browser: someBrowser).session === session)
        #expect(await registry.session(id: session.id, browser: otherBrowser).session !== session)
        #expect(await registry.session(id: "0123", browser: someBrowser).session !== session)
    }

    // An hour's idle limit: under load a parallel CPU-bound suite can hold this test's awaits for a minute.
    @Test("at capacity the longest idle session gives way")
    func capacity() async throws {
        let registry = SessionRegistry(capacity: 3, idleLimit: .seconds(3600), history: HistoryStore(), limits: .standard)
        var sessions: [KeypadSession] = []
        for _ in 0..<3 {
            sessions.append(await registry.session(id: nil, browser: someBrowser).session)
            try await Task.sleep(for: .milliseconds(2))
        }
        _ = sessions[0].press(.named("1"))  // the first is now the most recently used
        _ = await registry.session(id: nil, browser: someBrowser)
        #expect(await registry.count == 3)
        #expect(await registry.session(id: sessions[0].id, browser: someBrowser).session === sessions[0])
        #expect(await registry.session(id: sessions[1].id, browser: someBrowser).session !== sessions[1])
    }

    @Test("an idle session is forgotten")
    func expiry() async throws {
        let registry = SessionRegistry(capacity: 10, idleLimit: .milliseconds(20), history: HistoryStore(), limits: .standard)
        let old = await registry.session(id: nil, browser: someBrowser).session
        try await Task.sleep(for: .milliseconds(50))
        _ = await registry.session(id: nil, browser: otherBrowser)
        #expect(await registry.count == 1)
        #expect(await registry.session(id: old.id, browser: someBrowser).session !== old)
    }

    @Test("identifiers: 32 lowercase hex digits, all different")
    func identifiers() {
        let ids = (0..<1000).map { _ in RandomIdentifier.make() }
        #expect(Set(ids).count == 1000)
        #expect(ids.allSatisfy(RandomIdentifier.isWellFormed))
        #expect(!RandomIdentifier.isWellFormed(String(repeating: "A", count: 32)))
        #expect(!RandomIdentifier.isWellFormed(String(repeating: "a", count: 31)))
    }
}

@Suite("page requests: the JSON the page sends")
struct PageRequestTests {
    @Test("each kind of message", arguments: [
        (#"{"key":"7"}"#, PageRequest.key(.named("7"))),
        (#"{"recall":2}"#, .key(.recall(2))),
        (#"{"wide":true}"#, .wide(true)),
        (#"{"ask":"copy"}"#, .copy),
        (#"{"ask":"chinese"}"#, .chinese),
    ])
    func parses(json: String, request: PageRequest) throws {
        #expect(try PageRequest(json: json) == request)
    }

    @Test("anything else is refused with a reason", arguments: [
        "", "[]", "7", #"{"key":7}"#, #"{"ask":"root"}"#, #"{"key":"7","recall":1}"#, #"{}"#,
    ])
    func refuses(json: String) {
        #expect(throws: PageRequest.Invalid.self) { try PageRequest(json: json) }
    }

    @Test("the page's own key names: clear key, angle key, clear history")
    func pageNames() {
        var state = CalculatorState()
        #expect(KeyRequest.named("clearKey").key(in: state) == .allClear)
        state.press(.digit(5))
        #expect(KeyRequest.named("clearKey").key(in: state) == .clear)
        #expect(KeyRequest.named("angle").key(in: state) == .angle(.radians))
        #expect(KeyRequest.named("clearHistory").key(in: state) == .clearHistory)
        #expect(KeyRequest.named("×").key(in: state) == .operation(.multiply))
        #expect(KeyRequest.named("nope").key(in: state) == nil)
        #expect(KeyRequest.recall(0).key(in: state) == nil)
    }
}
