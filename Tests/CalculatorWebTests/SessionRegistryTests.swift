import CalculatorHistory
import CalculatorKit
import Testing

@testable import CalculatorWeb

func makeRegistry(capacity: Int, perClient: Int = 1000, idleLimit: Duration) -> SessionRegistry {
    SessionRegistry(
        capacity: capacity, perClient: perClient, idleLimit: idleLimit,
        history: HistorySaver(store: HistoryStore()), limits: .standard)
}

@Suite("sessions: random ids, bounded in number, forgotten when idle")
struct SessionRegistryTests {
    @Test("a client making up browser cookies by the thousand pushes out its own sessions, not others'")
    func madeUpCookies() async {
        let registry = makeRegistry(capacity: 6, perClient: 5, idleLimit: .seconds(3600))
        let real = await registry.session(id: nil, browser: someBrowser, client: "10.0.0.1").session
        for _ in 0..<1000 {
            _ = await registry.session(id: nil, browser: RandomIdentifier.make(), client: "10.0.0.66")
        }
        #expect(await registry.count == 6)
        // All places are taken: a newcomer's place comes from the client holding the most.
        let other = await registry.session(id: nil, browser: otherBrowser, client: "10.0.0.2").session
        #expect(await registry.count == 6)
        #expect(await registry.has(real.id))
        #expect(await registry.has(other.id))
        #expect(await registry.session(id: real.id, browser: someBrowser, client: "10.0.0.1").session === real)
    }

    @Test("resuming a session the server does not have gives a fresh keypad and says so")
    func resumeUnknown() async {
        let registry = makeRegistry(capacity: 10, idleLimit: .seconds(3600))
        let fresh = await registry.session(id: RandomIdentifier.make(), browser: someBrowser)
        #expect(fresh.resumeFailed)
        let resumed = await registry.session(id: fresh.session.id, browser: someBrowser)
        #expect(!resumed.resumeFailed)
        #expect(resumed.session === fresh.session)
        #expect(await !registry.session(id: nil, browser: someBrowser).resumeFailed)
    }

    @Test("a session is found again only by its browser; ids are random and well formed")
    func lookup() async {
        let registry = makeRegistry(capacity: 10, idleLimit: .seconds(3600))
        let opened = await registry.session(id: nil, browser: someBrowser)
        let session = opened.session
        #expect(opened.warning == nil)
        #expect(!opened.resumeFailed)
        #expect(RandomIdentifier.isWellFormed(session.id))
        #expect(await registry.session(id: session.id, browser: someBrowser).session === session)
        #expect(await registry.session(id: session.id, browser: otherBrowser).session !== session)
        #expect(await registry.session(id: "0123", browser: someBrowser).session !== session)
    }

    // An hour's idle limit: under load a parallel CPU-bound suite can hold this test's awaits for a minute.
    @Test("at capacity the longest idle session gives way")
    func capacity() async throws {
        let registry = makeRegistry(capacity: 3, idleLimit: .seconds(3600))
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
        let registry = makeRegistry(capacity: 10, idleLimit: .milliseconds(20))
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
    @Test(
        "each kind of message",
        arguments: [
            (#"{"key":"7"}"#, PageRequest.key(.named("7"))),
            (#"{"recall":2}"#, .key(.recall(2))),
            (
                #"{"displaySize":{"width":24,"maxDigits":16}}"#,
                .key(.displaySize(.resize(width: 24, maxDigits: 16)))
            ),
            (
                #"{"displaySize":{"width":16,"maxDigits":9}}"#,
                .key(.displaySize(KeypadLayout.portraitBasic.resize))
            ),
            (#"{"ask":"copy"}"#, .copy),
            (#"{"ask":"chinese"}"#, .chinese),
        ])
    func parses(json: String, request: PageRequest) throws {
        #expect(try PageRequest(json: json) == request)
    }

    @Test(
        "anything else is refused with a reason",
        arguments: [
            "", "[]", "7", #"{"key":7}"#, #"{"ask":"root"}"#, #"{"key":"7","recall":1}"#, #"{}"#, #"{"wide":true}"#,
            // Only the display sizes of the kit's layouts: a huge one would cost memory and time per digit.
            #"{"displaySize":{"width":100000000,"maxDigits":100000000}}"#, #"{"displaySize":{"width":24}}"#,
        ])
    func refuses(json: String) {
        #expect(throws: PageRequest.Invalid.self) { try PageRequest(json: json) }
    }

    @Test("a cell is pressed as it would be now: the clear cell is C or AC, the angle cell switches unit")
    func pageNames() {
        var state = CalculatorState()
        #expect(KeyRequest.named("AC").action(in: state) == .key(.allClear))
        state.press(.digit(5))
        #expect(KeyRequest.named("AC").action(in: state) == .key(.clear))
        #expect(KeyRequest.named("Rad").action(in: state) == .key(.angle(.radians)))
        state.press(.angle(.radians))
        #expect(KeyRequest.named("Rad").action(in: state) == .key(.angle(.degrees)))
        #expect(KeyRequest.named("clearHistory").action(in: state) == .key(.clearHistory))
        #expect(KeyRequest.named("×").action(in: state) == .key(.operation(.multiply)))
        #expect(KeyRequest.named("nope").action(in: state) == nil)
        #expect(KeyRequest.recall(0).action(in: state) == nil)
    }

    @Test(
        "a session's keys go through the kit's runtime: = is saved for its browser, clear history clears it, wide is a key"
    )
    func sessionRuntime() async throws {
        let saver = HistorySaver(store: HistoryStore())
        var warning: String?
        let session = KeypadSession(
            id: "s", browser: "b", client: "c", history: saver, saved: .success([]), limits: .standard,
            warning: &warning)
        /// Presses a key and waits for what it calculates.
        func press(_ request: KeyRequest) async throws -> ViewState? {
            let pressed = session.press(request)
            let deadline = ContinuousClock.now + .seconds(20)
            while session.isBusy {
                guard ContinuousClock.now < deadline else { throw CancellationError() }
                try await Task.sleep(for: .milliseconds(2))
            }
            return pressed.map { _ in session.view }
        }
        for name in ["2", "+", "3", "="] { _ = try await press(.named(name)) }
        saver.flush()
        #expect(try saver.entries(of: "b") == [HistoryEntry(expression: "2 + 3", result: "5")])
        #expect(try await press(.named("clearHistory"))?.history == [])
        saver.flush()
        #expect(try saver.entries(of: "b").isEmpty)
        // Wide sends the landscape layout's display size through reduce: 16 digits fit, then refit narrow.
        _ = try await press(.displaySize(KeypadLayout.landscapeScientific.resize))
        for digit in "1234567890123" { _ = try await press(.named(String(digit))) }
        #expect(session.view.display == "1,234,567,890,123")
        #expect(try await press(.displaySize(KeypadLayout.portraitBasic.resize))?.display == "1234567890123")
        #expect(try session.copyText().get() == "1234567890123")
        _ = session.press(.named("AC"))
        #expect(session.copyText() == .success("0"))
    }
}
