import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `calculator serve` stopped by a signal while a calculation runs: the calculation is
/// cancelled and answers, and the server ends at once instead of waiting out the
/// calculation's time limit.
@Suite("Stopping the server")
struct ServeStopTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalCancelsTheRunningCalculation(_ signal: Int32) async throws {
        let history = FileManager.default.temporaryDirectory
            .appendingPathComponent("serve-stop-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: history) }
        let process = Process()
        process.executableURL = try Run.binary()
        // A time limit far beyond the test: however late the signal comes on a loaded machine,
        // the calculation cannot end on its own first.
        process.arguments = ["serve", "--port", "0", "--history", history, "--time-limit", "600"]
        let out = Pipe(), log = Pipe()
        process.standardOutput = out
        process.standardError = log
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // "Serving the calculator at http://127.0.0.1:PORT/"
        var seen = ""
        while !seen.contains("/\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        let address = try #require(
            seen.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        var request = URLRequest(url: try #require(URL(string: address + "api/evaluate")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"expression": "cos(e^100000)", "digits": 30}"#.utf8)

        // The server's request log says when the request has reached it: on a loaded machine that
        // can take seconds, and a signal before it would stop a server with nothing to cancel.
        let logged = Mutex("")
        Thread.detachNewThread {
            while case let data = log.fileHandleForReading.availableData, !data.isEmpty {
                logged.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
        let answer = Task { try await URLSession.shared.data(for: request).0 }
        let asked = ContinuousClock.now
        while !logged.withLock({ $0.contains("hb.request.path=/api/evaluate") }),
            ContinuousClock.now - asked < .seconds(60)
        {
            try await Task.sleep(for: .milliseconds(20))
        }
        // The calculation, which would take its whole time limit, starts right after the request's log line.
        try await Task.sleep(for: .milliseconds(300))
        let stopped = ContinuousClock.now
        kill(process.processIdentifier, signal)
        let body = String(decoding: try await answer.value, as: UTF8.self)
        while process.isRunning && ContinuousClock.now - stopped < .seconds(120) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!process.isRunning)
        // The calculation was cancelled by the stop: had the server waited for it, the answer
        // would come only after its 600 s (the request gives up long before), and not be this.
        #expect(body == #"{"error":"calculation cancelled"}"#)
    }
}
