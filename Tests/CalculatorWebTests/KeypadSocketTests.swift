import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Testing

@testable import CalculatorWeb

/// One side of a WebSocket conversation with the server, as the page holds it.
struct PageSide {
    var inbound: WebSocketInboundMessageStream.AsyncIterator
    let outbound: WebSocketOutboundWriter
    private var nextID = 0

    init(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) {
        self.inbound = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        self.outbound = outbound
    }

    mutating func next() async throws -> Update {
        guard case let .text(text)? = try await inbound.next() else { throw CancellationError() }
        return try JSONDecoder().decode(Update.self, from: Data(text.utf8))
    }

    /// Sends a request with an id, and reads updates until its answer and the answers of
    /// the calculations it asked for have arrived: all of them merged, the newest screen last.
    mutating func send(_ json: String) async throws -> Update {
        guard json.hasPrefix("{") else {
            // Not a JSON object: it cannot carry an id; its answer is the next update that says a problem.
            try await outbound.write(.text(json))
            while true {
                let update = try await next()
                if update.problem != nil { return update }
            }
        }
        nextID += 1
        let id = nextID
        try await outbound.write(.text(String(json.dropLast()) + #","id":\#(id)}"#))
        var merged = Update()
        var answered = false
        while true {
            let update = try await next()
            merged.merge(update)
            if update.answers == id { answered = true }
            if answered, merged.calculating != true { return merged }
        }
    }

    /// Presses keys by name; the last screen.
    mutating func press(_ names: String...) async throws -> Update {
        var last: Update?
        for name in names { last = try await send(#"{"key":"\#(name)"}"#) }
        return try #require(last)
    }
}

extension Update {
    /// Takes what `other` says, keeping what it leaves out.
    mutating func merge(_ other: Update) {
        answers = other.answers ?? answers
        if other.screen != nil || other.answers != nil { calculating = other.calculating }
        session = other.session ?? session
        screen = other.screen ?? screen
        history = other.history ?? history
        warning = other.warning ?? warning
        notice = other.notice ?? notice
        problem = other.problem ?? problem
        copy = other.copy ?? copy
        chinese = other.chinese ?? chinese
    }
}

func socketConfiguration(_ browser: String?, origin: String? = nil) -> WebSocketClientConfiguration {
    var headers: HTTPFields = browser.map(cookieHeader) ?? [:]
    if let origin { headers[.origin] = origin }
    return WebSocketClientConfiguration(additionalHeaders: headers)
}

// A time limit turns a lost message into a failure instead of a test run that never ends.
@Suite("WebSocket: keys in, screens out, one keypad per tab, history per browser", .serialized, .timeLimit(.minutes(2)))
struct KeypadSocketTests {
    @Test("12+3×4= shows 24; the operator is pending after ×; = repeats; the clear key reads C then AC")
    func calculates() async throws {
        _ = try await makeApp().test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let first = try await page.next()
                #expect(first.session.map(RandomIdentifier.isWellFormed) == true)
                #expect(first.screen?.display == "0")
                #expect(first.screen?.clear == "AC")
                #expect(first.history == [])
                let times = try await page.press("1", "2", "+", "3", "×")
                #expect(times.screen?.operator == "×")
                #expect(times.screen?.lit == ["×"])
                #expect(times.screen?.display == "3")
                let result = try await page.press("4", "=")
                #expect(result.screen?.display == "24")
                #expect(result.screen?.operator == nil)
                #expect(result.history == [Update.Line(expression: "12 + 3 × 4", result: "24")])
                // = again repeats the last operation with its operand: × 4.
                let again = try await page.press("=")
                #expect(again.screen?.display == "96")
                #expect(again.history?.count == 2)
                let entry = try await page.press("7")
                #expect(entry.screen?.clear == "C")
                #expect(entry.history == nil)  // unchanged history is not sent again
                let cleared = try await page.press("AC")  // the clear cell: C while there is an entry
                #expect(cleared.screen?.display == "0")
                #expect(cleared.screen?.clear == "AC")
            }
        }
    }

    @Test("the expression keypad shows its live result; 2nd and the angle key relabel keys")
    func expressionMode() async throws {
        _ = try await makeApp().test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                let live = try await page.press("Expr", "1", "+", "2", "×", "3")
                #expect(live.screen?.mode == "expression")
                #expect(live.screen?.expression == "1+2×3")
                #expect(live.screen?.display == "7")
                let second = try await page.press("2nd")
                #expect(second.screen?.second == true)
                #expect(second.screen?.captions["sin"] == "sin⁻¹")
                #expect(second.screen?.lit == ["2nd"])
                let angle = try await page.press("Rad")  // the angle cell switches to the other unit
                #expect(angle.screen?.angle == "rad")
                #expect(angle.screen?.captions["Rad"] == "Deg")
                #expect(try await page.press("Rad").screen?.angle == "deg")
            }
        }
    }

    @Test("copy gives the full-precision value; Chinese uppercase on demand; bad messages get a problem, not a hang")
    func asks() async throws {
        _ = try await makeApp().test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                _ = try await page.press("1", "÷", "3", "=")
                let copy = try await page.send(#"{"ask":"copy"}"#)
                #expect(copy.copy == "0." + String(repeating: "3", count: 100))
                _ = try await page.press("AC", "AC", "1", "4", "0", "9", ".", "5", "=")  // the clear cell: C, then AC
                let amount = try await page.send(#"{"ask":"chinese"}"#)
                #expect(amount.chinese?.text == "壹仟肆佰零玖元伍角")
                _ = try await page.press("±")
                let negative = try await page.send(#"{"ask":"chinese"}"#)
                #expect(negative.chinese?.problem != nil)
                let unknownKey = try await page.send(#"{"key":"<b>"}"#)
                #expect(unknownKey.problem == "unknown key '<b>'")
                let notJSON = try await page.send("not json")
                #expect(notJSON.problem == "not a message the calculator understands")
                let missingLine = try await page.send(#"{"recall":99}"#)
                #expect(missingLine.problem == "no history line 99")
                let recalled = try await page.send(#"{"recall":0}"#)
                #expect(recalled.screen?.display == "0.33333333")
            }
        }
    }

    @Test("a tab that reconnects with its session gets its keypad back; another browser cannot take it")
    func resumes() async throws {
        _ = try await makeApp().test(.live) { client in
            let box = SessionBox()
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                box.value = try await page.next().session
                _ = try await page.press("4", "2")
            }
            let session = try #require(box.value)
            try await client.ws("/ws?session=\(session)", configuration: socketConfiguration(someBrowser)) {
                inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let resumed = try await page.next()
                #expect(resumed.session == session)
                #expect(resumed.screen?.display == "42")
            }
            try await client.ws("/ws?session=\(session)", configuration: socketConfiguration(otherBrowser)) {
                inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let other = try await page.next()
                #expect(other.session != session)
                #expect(other.screen?.display == "0")
            }
        }
    }

    @Test("history is saved per browser and shown to that browser's new tabs only")
    func historyPerBrowser() async throws {
        let store = HistoryStore()
        _ = try await makeApp(history: store).test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                _ = try await page.press("6", "×", "7", "=")
            }
            #expect(
                try await eventually {
                    try store.entries(of: someBrowser) == [HistoryEntry(expression: "6 × 7", result: "42")]
                })
            #expect(try store.entries(of: otherBrowser).isEmpty)
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let saved = try await page.next()
                #expect(saved.history == [Update.Line(expression: "6 × 7", result: "42")])
                let cleared = try await page.press("clearHistory")
                #expect(cleared.history == [])
            }
            #expect(try await eventually { try store.entries(of: someBrowser).isEmpty })
            try await client.ws("/ws", configuration: socketConfiguration(otherBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let stranger = try await page.next()
                #expect(stranger.history == [])
            }
        }
    }

    @Test("a full history (100 lines, far over the 1 KiB message bound for the page) arrives whole")
    func fullHistory() async throws {
        let store = HistoryStore()
        let saved = (1...150).map { HistoryEntry(expression: "\($0) × \($0)", result: "\($0 * $0)") }
        try store.append(saved, for: someBrowser)
        _ = try await makeApp(history: store).test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let first = try await page.next()
                #expect(first.history?.count == HistoryEntry.historyLimit)
                #expect(first.history?.last == Update.Line(expression: "150 × 150", result: "22500"))
                let after = try await page.press("2", "×", "2", "=")
                #expect(after.history?.count == HistoryEntry.historyLimit)
                #expect(after.history?.last == Update.Line(expression: "2 × 2", result: "4"))
            }
        }
        #expect(try await eventually { try store.entries(of: someBrowser, limit: 1000).count == 151 })
    }

    @Test("a tab resuming a keypad the server does not have (it restarted) gets a fresh one and a notice")
    func resumeAfterRestart() async throws {
        _ = try await makeApp().test(.live) { client in
            try await client.ws(
                "/ws?session=\(RandomIdentifier.make())", configuration: socketConfiguration(someBrowser)
            ) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let first = try await page.next()
                #expect(first.notice?.contains("fresh") == true)
                #expect(first.screen?.display == "0")
                let session = try #require(first.session)
                #expect(try await page.press("4").screen?.display == "4")
                try await client.ws("/ws?session=\(session)", configuration: socketConfiguration(someBrowser)) {
                    inbound, outbound, _ in
                    var again = PageSide(inbound, outbound)
                    let resumed = try await again.next()
                    #expect(resumed.notice == nil)
                    #expect(resumed.screen?.display == "4")
                }
            }
        }
    }

    @Test("turning the page sends the layout's display size: landscape takes 16 digits, portrait 9")
    func displaySize() async throws {
        _ = try await makeApp().test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                let landscape = KeypadLayout.landscapeScientific
                let turned = try await page.send(
                    #"{"displaySize":{"width":\#(landscape.displayWidth),"maxDigits":\#(landscape.maxDigits)}}"#)
                #expect(turned.screen?.display == "0")
                let typed = try await page.press("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "2")
                #expect(typed.screen?.display == "123,456,789,012")
                let portrait = KeypadLayout.portraitBasic
                _ = try await page.send(
                    #"{"displaySize":{"width":\#(portrait.displayWidth),"maxDigits":\#(portrait.maxDigits)}}"#)
                let refused = try await page.send(#"{"displaySize":{"width":5000,"maxDigits":5000}}"#)
                #expect(refused.problem?.contains("no keypad has a display of 5000") == true)
                let short = try await page.press("AC", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
                #expect(short.screen?.display == "123,456,789")
            }
        }
    }

    @Test("a history file that cannot be used is a warning on the page")
    func historyWarning() async throws {
        _ = try await makeApp(warning: "history file /x: not a database").test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                let warned = try await page.next()
                #expect(warned.warning == "history file /x: not a database")
            }
        }
    }

    @Test("no cookie, another site's origin: no keypad")
    func refusals() async throws {
        _ = try await makeApp().test(.live) { client in
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                try await client.ws("/ws", configuration: socketConfiguration(nil)) { _, _, _ in }
            }
            await #expect(throws: WebSocketClientError.webSocketUpgradeFailed) {
                try await client.ws(
                    "/ws", configuration: socketConfiguration(someBrowser, origin: "http://evil.example")
                ) { _, _, _ in }
            }
        }
    }

    @Test("a message over the size bound ends the conversation")
    func oversizedMessage() async throws {
        _ = try await makeApp { $0.maxMessageBytes = 64 }.test(.live) { client in
            try await client.ws("/ws", configuration: socketConfiguration(someBrowser)) { inbound, outbound, _ in
                var page = PageSide(inbound, outbound)
                _ = try await page.next()
                try await outbound.write(.text(#"{"key":""# + String(repeating: "9", count: 500) + #""}"#))
                let next = try? await page.inbound.next()
                #expect(next == nil)
            }
        }
    }
}

/// Carries a value out of a WebSocket handler closure.
final class SessionBox: @unchecked Sendable {
    var value: String?
}
