import CalculatorHistory
import Hummingbird
import Testing

@testable import CalculatorWeb

@Suite("/api/notes: a browser's note with a result per line, saved like its history")
struct NotesRouteTests {
    /// Sends a request and returns the status and the JSON answer.
    func call(
        _ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ body: ByteBuffer? = nil,
        headers: HTTPFields = cookieHeader(someBrowser)
    ) async throws -> (HTTPResponse.Status, [String: Any]) {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await client.execute(uri: "/api/notes", method: method, headers: headers, body: body) { response in
            (response.status, response.body.json)
        }
    }

    func results(_ answer: [String: Any]) -> [String] {
        (answer["lines"] as? [[String: Any]] ?? []).map { "\($0["kind"] ?? "")|\($0["text"] ?? "")" }
    }

    @Test("POST evaluates every line and saves the note; GET gives it back; another browser has its own")
    func evaluatesAndSaves() async throws {
        let store = HistoryStore()
        try await makeApp(history: store).test(.router) { client in
            let (status, answer) = try await call(
                client, .post, jsonBody(["text": "r = 2\npi r^2\n# comment\n3 ft to m\n1/0"]))
            #expect(status == .ok)
            #expect(
                results(answer) == [
                    "value|2", "value|4π ≈ 12.5663706144", "none|", "value|0.9144 m", "error|cannot divide by zero",
                ])
            #expect(try store.note(of: someBrowser) == "r = 2\npi r^2\n# comment\n3 ft to m\n1/0")
            let (_, edited) = try await call(
                client, .post, jsonBody(["text": "r = 3\npi r^2\n# comment\n3 ft to m\n1/0"]))
            #expect(results(edited)[1] == "value|9π ≈ 28.2743338823")
            let (got, again) = try await call(client, .get)
            #expect(got == .ok && again["text"] as? String == "r = 3\npi r^2\n# comment\n3 ft to m\n1/0")
            let (_, other) = try await call(client, .get, headers: cookieHeader(String(repeating: "b2", count: 16)))
            #expect(other["text"] as? String == "" && results(other).isEmpty)
        }
    }

    @Test("a value with an exact form carries its digits alone too, for a column too narrow for both")
    func digitsAlone() {
        #expect(
            NotesRoute.line(.value("2√2 ≈ 2.82842712475"))
                == NotesRoute.Line(kind: "value", text: "2√2 ≈ 2.82842712475", digits: "2.82842712475"))
        #expect(NotesRoute.line(.value("0.9144 m")) == NotesRoute.Line(kind: "value", text: "0.9144 m"))
        let rates = "≈ 8.950948801 EUR · ECB 2026-10-30, built in"
        #expect(NotesRoute.line(.value(rates)) == NotesRoute.Line(kind: "value", text: rates))
    }

    @Test("a note works in radians unless its own line says angle = deg, which the answer names")
    func angleLine() async throws {
        try await makeApp(history: HistoryStore()).test(.router) { client in
            let (_, plain) = try await call(client, .post, jsonBody(["text": "cos(60)"]))
            #expect(plain["angle"] as? String == "Rad")
            #expect(results(plain) != ["value|0.5"])
            let (_, degrees) = try await call(client, .post, jsonBody(["text": "angle = deg\ncos(60)"]))
            #expect(degrees["angle"] as? String == "Deg")
            #expect(results(degrees) == ["value|angles in degrees", "value|0.5"])
        }
    }

    @Test("the angle switch is the kit's: it writes the line that sets the angle, in any spelling, or a first line")
    func angleSwitch() async throws {
        let store = HistoryStore()
        try await makeApp(history: store).test(.router) { client in
            func switched(_ text: String) async throws -> (text: String?, angle: String?, results: [String]) {
                let (status, answer) = try await call(client, .post, jsonBody(["text": text, "switchAngle": true]))
                #expect(status == .ok)
                return (answer["text"] as? String, answer["angle"] as? String, results(answer))
            }
            let added = try await switched("cos(60)")
            #expect(added.text == "angle = deg\ncos(60)" && added.angle == "Deg")
            #expect(added.results == ["value|angles in degrees", "value|0.5"])
            #expect(try store.note(of: someBrowser) == "angle = deg\ncos(60)")
            let back = try await switched("angle = deg\ncos(60)")
            #expect(back.text == "angle = rad\ncos(60)" && back.angle == "Rad")
            // Whatever words the kit reads as the angle line, wherever it is, that line is the one written.
            let spelled = try await switched("x = 90\n  angle=gradians \nsin(x)")
            #expect(spelled.text == "x = 90\nangle = deg\nsin(x)" && spelled.angle == "Deg")
            #expect(spelled.results.last == "value|1")
            let turned = try await switched("angle =\u{A0}° \ncos(180)")
            #expect(turned.text == "angle = rad\ncos(180)")
            // A line that only looks like one is text like any other: a new first line sets the angle.
            let lookalike = try await switched("angles = deg\ncos(60)")
            #expect(lookalike.text == "angle = deg\nangles = deg\ncos(60)")
            // Without the switch the text is kept as it is.
            let (_, kept) = try await call(client, .post, jsonBody(["text": "cos(60)", "switchAngle": false]))
            #expect(kept["text"] as? String == "cos(60)")
        }
    }

    @Test("without the page's cookie, or from another site's page, the note is refused")
    func refused() async throws {
        try await makeApp().test(.router) { client in
            let (noCookie, answer) = try await call(client, .get, headers: [:])
            #expect(noCookie == .forbidden && (answer["error"] as? String)?.contains("page first") == true)
            var foreign = cookieHeader(someBrowser)
            foreign[.origin] = "https://elsewhere.example"
            let (crossSite, _) = try await call(client, .post, jsonBody(["text": "1"]), headers: foreign)
            #expect(crossSite == .forbidden)
            let (put, _) = try await call(client, .put, jsonBody(["text": "1"]))
            #expect(put == .methodNotAllowed)
        }
    }

    @Test("a note over the limits is a 400 naming the limit; a body past the byte limit a 413; bad JSON a 400")
    func limits() async throws {
        let store = HistoryStore()
        try await makeApp(history: store).test(.router) { client in
            let (lines, answer) = try await call(
                client, .post, jsonBody(["text": String(repeating: "1\n", count: 1000) + "1"]))
            #expect(lines == .badRequest && (answer["error"] as? String)?.contains("at most 1000") == true)
            let huge = ByteBuffer(
                string: #"{"text": ""# + String(repeating: "1", count: NotesRoute.maxBodyBytes) + #""}"#)
            let (tooLarge, _) = try await call(client, .post, huge)
            #expect(tooLarge == .contentTooLarge)
            let (bad, badAnswer) = try await call(client, .post, ByteBuffer(string: "not json"))
            #expect(bad == .badRequest && (badAnswer["error"] as? String)?.contains("expected JSON") == true)
            #expect(try store.note(of: someBrowser) == "")
        }
    }
}
