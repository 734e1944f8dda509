import CalculatorHistory
import CalculatorKit
import Foundation
import Hummingbird
import Testing

@testable import CalculatorWeb

@Suite("/api/notes: the day's exchange rates")
struct NotesRatesRouteTests {
    static let feed = """
        <gesmes:Envelope><Cube><Cube time='2026-10-29'>
        <Cube currency='USD' rate='1.1130'/></Cube></Cube></gesmes:Envelope>
        """

    func post(_ client: some TestClientProtocol, _ text: String) async throws -> [String] {
        var headers = cookieHeader(someBrowser)
        headers[.contentType] = "application/json"
        return try await client.execute(
            uri: "/api/notes", method: .post, headers: headers, body: jsonBody(["text": text])
        ) { response in
            (response.body.json["lines"] as? [[String: Any]] ?? []).map { "\($0["text"] ?? "")" }
        }
    }

    @Test(
        "a currency line answers at once from the table, with its day; the fetch runs beside it, and the next answer has the day's rates"
    )
    func fetchesBeside() async throws {
        let daily = DailyRates(access: .inMemory { _, _, _ in .success(Data(Self.feed.utf8)) })
        try await makeApp({ $0.dailyRates = daily }).test(.router) { client in
            let first = try await post(client, "10 USD to EUR")
            #expect(
                first == ["≈ 8.950948801 EUR · ECB 2026-10-30, built in"]
                    || first == ["≈ 8.984725966 EUR · ECB 2026-10-29"])
            // Waits for the fetch (a condition, not a time; the bound only ends a wait that would never end).
            for _ in 0..<600 where daily.cached() == nil { try await Task.sleep(for: .milliseconds(100)) }
            let next = try await post(client, "10 USD to EUR\n2")
            #expect(next == ["≈ 8.984725966 EUR · ECB 2026-10-29", "2"])
        }
    }

    @Test("a rates file's rates are the notes' rates, and nothing is fetched")
    func file() async throws {
        let rates = try CurrencyRates(parsing: "EUR = 1\nUSD = 0.5 EUR\n")
        let daily = DailyRates(
            access: .inMemory { _, _, _ in
                Issue.record("fetched"); return .failure(.unreachable)
            })
        try await makeApp({
            $0.fileRates = rates
            $0.dailyRates = daily
        }).test(.router) { client in
            let lines = try await post(client, "10 USD to EUR")
            #expect(lines == ["5 EUR"])
        }
    }

    @Test("with no network, the table's rates answer and say their day")
    func offline() async throws {
        let daily = DailyRates(offline: true, access: .inMemory { _, _, _ in .failure(.unreachable) })
        try await makeApp({ $0.dailyRates = daily }).test(.router) { client in
            let lines = try await post(client, "10 USD to EUR")
            #expect(lines == ["≈ 8.950948801 EUR · ECB 2026-10-30, built in"])
        }
    }
}
