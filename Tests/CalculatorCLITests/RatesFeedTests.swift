import Foundation
import Testing

@testable import CalculatorCLI

/// The daily rates, served by a local HTTP server (Python's http.server) as the bank
/// serves them, and as a broken server might: late, missing, malformed, hostile or huge.
@Suite("calculator notes: daily exchange rates", .serialized)
struct RatesFeedTests {
    /// A recorded copy of the bank's feed of 2026-10-29 (three of its currencies).
    static let feed29 = feed("2026-10-29", usd: "1.1130", jpy: "175.92", gbp: "0.83578")
    static let feed28 = feed("2026-10-28", usd: "1.1133", jpy: "175.86", gbp: "0.83785")

    static func feed(_ day: String, usd: String, jpy: String, gbp: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<Cube>
        \t\t<Cube time='\(day)'>
        \t\t\t<Cube currency='USD' rate='\(usd)'/>
        \t\t\t<Cube currency='JPY' rate='\(jpy)'/>
        \t\t\t<Cube currency='GBP' rate='\(gbp)'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>

        """
    }

    static let server = """
        import http.server, socketserver, sys, time
        feed = open(sys.argv[1], 'rb').read()
        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args): pass
            def send(self, status, body, length=None):
                self.send_response(status)
                self.send_header('Content-Length', str(len(body) if length is None else length))
                self.end_headers()
                self.wfile.write(body)
            def do_GET(self):
                try:
                    if self.path == '/daily.xml': self.send(200, feed)
                    elif self.path == '/slow':
                        time.sleep(1); self.send(200, feed)
                    elif self.path == '/late':
                        time.sleep(60); self.send(200, feed)
                    elif self.path == '/missing': self.send(404, b'not found')
                    elif self.path == '/malformed': self.send(200, b'<html><body>maintenance</body></html>')
                    elif self.path == '/truncated': self.send(200, feed[:len(feed) // 2])
                    elif self.path == '/hostile':
                        self.send(200, b'<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'
                                  b"<Cube time='2026-10-29'><Cube currency='USD' rate='&b;'/></Cube>")
                    elif self.path == '/huge':
                        self.send_response(200)
                        self.send_header('Content-Length', str(100 * 1024 * 1024))
                        self.end_headers()
                        chunk = b'<Cube/>' * 1024 * 16
                        for _ in range(100 * 1024 * 1024 // len(chunk)): self.wfile.write(chunk)
                    elif self.path == '/huge-unannounced':
                        self.send_response(200)
                        self.end_headers()
                        chunk = feed + b'<Cube/>' * 1024 * 16
                        for _ in range(100 * 1024 * 1024 // len(chunk)): self.wfile.write(chunk)
                    else: self.send(404, b'')
                except (BrokenPipeError, ConnectionResetError): pass
        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
        server = Server(('127.0.0.1', 0), Handler)
        open(sys.argv[2], 'w').write(str(server.server_address[1]))
        server.serve_forever()
        """

    /// A folder of its own: the server's script, its feed, a cache, a note.
    final class Place {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString)")
        var server: Process?
        var port = 0
        var cacheFile: URL { folder.appendingPathComponent("cache/calculator/eurofxref-daily.xml") }

        init() throws {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("cache/calculator"), withIntermediateDirectories: true)
            try Data("10 USD to EUR\n".utf8).write(to: folder.appendingPathComponent("note.txt"))
        }

        func serve() throws {
            try Data(RatesFeedTests.server.utf8).write(to: folder.appendingPathComponent("server.py"))
            try Data(RatesFeedTests.feed29.utf8).write(to: folder.appendingPathComponent("feed.xml"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "server.py", "feed.xml", "port"]
            process.currentDirectoryURL = folder
            try process.run()
            server = process
            let portFile = folder.appendingPathComponent("port")
            for _ in 0..<600 where port == 0 {
                if let text = try? String(contentsOf: portFile, encoding: .utf8), let number = Int(text) {
                    port = number
                } else {
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }
        }

        /// A cache of the day before, written two days ago: old enough to fetch again.
        func oldCache() throws {
            try Data(RatesFeedTests.feed28.utf8).write(to: cacheFile)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -2 * 86_400)], ofItemAtPath: cacheFile.path)
        }

        /// A run of `calculator notes` started, not yet waited for.
        struct Running {
            let process: Process
            let out: Pipe, err: Pipe

            func finish() -> (status: Int32, out: String, err: String) {
                let outData = out.fileHandleForReading.readDataToEndOfFile()
                let errData = err.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return (
                    process.terminationStatus, String(decoding: outData, as: UTF8.self),
                    String(decoding: errData, as: UTF8.self)
                )
            }
        }

        func notes(_ options: [String], environment extra: [String: String] = [:]) throws -> (
            status: Int32, out: String, err: String
        ) {
            try start(options, environment: extra).finish()
        }

        func start(_ options: [String], environment extra: [String: String] = [:]) throws -> Running {
            let process = Process()
            process.executableURL = try Run.binary()
            process.arguments = ["notes"] + options + [folder.appendingPathComponent("note.txt").path]
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
            environment["CALCULATOR_RATES_URL"] = nil
            environment["CALCULATOR_OFFLINE"] = nil
            for (key, value) in extra { environment[key] = value }
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            return Running(process: process, out: out, err: err)
        }

        deinit {
            // SIGKILL: a child of the test runner may ignore SIGTERM as the runner does.
            if let server, server.isRunning {
                kill(server.processIdentifier, SIGKILL)
                server.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test("a currency in a note fetches the day's feed once, caches it, and shows its day beside the answer")
    func fetchesAndCaches() throws {
        let place = try Place()
        try place.serve()
        let url = "http://127.0.0.1:\(place.port)/daily.xml"
        let first = try place.notes(["--rates-url", url])
        #expect(first.status == 0)
        #expect(first.out == "10 USD to EUR  = ≈ 8.984725966 EUR · ECB 2026-10-29\n")
        #expect(first.err == "")
        #expect(try String(contentsOf: place.cacheFile, encoding: .utf8) == Self.feed29)
        // Within the day, the cache answers: nothing listens at this address.
        let again = try place.notes(["--rates-url", "http://127.0.0.1:1/daily.xml"])
        #expect(again.out == first.out)
        #expect(again.err == "")
        // The address may also come from the environment.
        try place.oldCache()
        let byEnvironment = try place.notes([], environment: ["CALCULATOR_RATES_URL": url])
        #expect(byEnvironment.out == first.out)
    }

    @Test(
        "a feed that is late, missing, malformed, truncated, hostile or huge leaves the cache as it was, which answers",
        arguments: ["/late", "/missing", "/malformed", "/truncated", "/hostile", "/huge", "/huge-unannounced"])
    func brokenFeeds(path: String) throws {
        let place = try Place()
        try place.serve()
        try place.oldCache()
        let started = Date()
        let run = try place.notes(["--rates-url", "http://127.0.0.1:\(place.port)\(path)", "--rates-timeout", "2"])
        // The server holds /late for 60 s; the fetch gives up at 2 s (far below 40 s on a busy machine).
        #expect(Date().timeIntervalSince(started) < 40)
        #expect(run.status == 0)
        #expect(run.out == "10 USD to EUR  = ≈ 8.982304859 EUR · ECB 2026-10-28\n")
        #expect(run.err.hasPrefix("calculator: exchange rates of 2026-10-28 from the cache ("))
        #expect(try String(contentsOf: place.cacheFile, encoding: .utf8) == Self.feed28)
    }

    @Test("offline, or with no cache and no network, the built-in table answers and says its day and age")
    func builtIn() throws {
        let place = try Place()
        let offline = try place.notes(["--offline"])
        #expect(offline.out == "10 USD to EUR  = ≈ 8.950948801 EUR · ECB 2026-10-30, built in\n")
        #expect(offline.err.hasPrefix("calculator: exchange rates of 2026-10-30, built in"))
        #expect(offline.err.hasSuffix("(offline)\n"))
        let setting = try place.notes([], environment: ["CALCULATOR_OFFLINE": "1"])
        #expect(setting.out == offline.out)
        let unreachable = try place.notes(["--rates-url", "http://127.0.0.1:1/daily.xml"])
        #expect(unreachable.out == offline.out)
        #expect(
            unreachable.err.contains(
                "could not fetch the rates: their server cannot be reached (no network, or it is down)"))
        #expect(!unreachable.err.contains("curl"))  // the kit's words, not the fetcher's
        #expect(!FileManager.default.fileExists(atPath: place.cacheFile.path))
        // A failed fetch is not tried again within the hour.
        let soon = try place.notes(["--rates-url", "http://127.0.0.1:1/daily.xml"])
        #expect(soon.err.contains("the last fetch failed less than an hour ago"))
    }

    @Test("copies fetching at once share the cache: it always holds a whole feed, and no part is left beside it")
    func sharedCache() throws {
        let place = try Place()
        try place.serve()
        let url = "http://127.0.0.1:\(place.port)/slow"
        // The server holds each answer for a second, so the copies fetch together and write one after another.
        let runs = try (0..<4).map { _ in try place.start(["--rates-url", url]) }
        for run in runs {
            let (status, out, err) = run.finish()
            #expect(status == 0)
            #expect(out == "10 USD to EUR  = ≈ 8.984725966 EUR · ECB 2026-10-29\n")
            #expect(err == "")
        }
        #expect(try String(contentsOf: place.cacheFile, encoding: .utf8) == Self.feed29)
        let left = try FileManager.default.contentsOfDirectory(atPath: place.cacheFile.deletingLastPathComponent().path)
        #expect(left == ["eurofxref-daily.xml"])
    }

    @Test("without HOME and XDG_CACHE_HOME there is no cache folder: the rates are fetched and kept in memory")
    func noCacheFolder() throws {
        let place = try Place()
        try place.serve()
        #expect(RatesFeed.cacheFolder([:]) == nil)
        let daily = RatesFeed.daily(
            address: "http://127.0.0.1:\(place.port)/daily.xml", timeout: 30, offline: false, environment: [:])
        let answer = daily.refresh()
        #expect(answer.warning == nil)
        #expect(answer.rates.source == "ECB 2026-10-29")
        #expect(daily.atHand() == answer.rates && !daily.isDue())
    }

    @Test("--rates FILE still overrides, and a note without currencies fetches nothing")
    func overrides() throws {
        let place = try Place()
        let file = place.folder.appendingPathComponent("rates.txt")
        try Data("EUR = 1\nUSD = 0.5 EUR\n".utf8).write(to: file)
        let run = try place.notes(["--rates", file.path, "--rates-url", "http://127.0.0.1:1/daily.xml"])
        #expect(run.out == "10 USD to EUR  = 5 EUR\n")
        #expect(run.err == "")
        try Data("3 ft to m\n".utf8).write(to: place.folder.appendingPathComponent("note.txt"))
        let plain = try place.notes(["--rates-url", "http://127.0.0.1:1/daily.xml"])
        #expect(plain.err == "")
        #expect(
            !FileManager.default.fileExists(
                atPath: place.folder.appendingPathComponent("cache/calculator/eurofxref-daily.tried").path))
    }
}
