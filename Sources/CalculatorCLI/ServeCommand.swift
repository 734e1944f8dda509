import ArgumentParser
import CalculatorKit
import CalculatorWeb
import Foundation

/// `calculator serve`: the browser app.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the calculator as a web app (open the printed address in a browser).",
        discussion: """
            The page looks and feels like the iPhone calculator; every key goes to this \
            server, which does all the calculating. Each browser's history is saved in \
            SQLite, apart from every other browser's. Also: POST /api/evaluate \
            {"expression": "1/3", "digits": 30, "angle": "rad"}.
            """
    )

    @Option(help: "Address to listen on (127.0.0.1 keeps it to this machine; 0.0.0.0 opens it to the network).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "History file (default: $XDG_DATA_HOME/calculator/history.sqlite).")
    var history: String?

    @Option(
        help: ArgumentHelp(
            "IP address of a reverse proxy in front of the server: the client of its connections is "
                + "the one its X-Forwarded-For header names (for the per-client limits). Off by default.",
            valueName: "address"))
    var trustedProxy: String?

    @Option(
        help: ArgumentHelp(
            "A host name the server answers to (repeatable), besides the listen address, localhost and this "
                + "machine's name; requests for any other name get 421 (a guard against DNS rebinding).",
            valueName: "name"))
    var allowedHost: [String] = []

    @Option(
        help: ArgumentHelp(
            "How long one calculation may take, in seconds (1–600); a note's line takes at most 0.5 s.",
            valueName: "seconds"))
    var timeLimit = 10

    @OptionGroup var rates: RatesOption

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port)")
        }
        guard (1...600).contains(timeLimit) else {
            throw ValidationError("--time-limit must be between 1 and 600 seconds, not \(timeLimit)")
        }
        if let trustedProxy, !BrowserConfiguration.isIPAddress(trustedProxy) {
            throw ValidationError(
                "--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not '\(trustedProxy)'")
        }
    }

    /// Runs until SIGINT or SIGTERM ends the server.
    func run() async throws {
        var configuration = BrowserConfiguration(host: host, port: port)
        configuration.trustedProxy = trustedProxy
        configuration.allowedHosts = allowedHost
        configuration.limits.timeLimit = .seconds(timeLimit)
        configuration.fileRates = try rates.currencies()
        configuration.dailyRates = rates.rates == nil ? rates.daily() : nil
        try await BrowserApp.run(configuration, historyPath: history) { host, port in
            print("Serving the calculator at http://\(host):\(port)/")
            fflush(nil)  // the address is read by scripts waiting for the server
        }
    }
}
