import Foundation

/// A request's headers as raw bytes read them, before the HTTP decoder: what the
/// connection guard needs to know of each request (its framing, whether the connection
/// ends after it, what is wrong with it).
struct RequestHead {
    var method: Substring
    /// "HTTP/1.1", "HTTP/1.0", or whatever the request line says.
    var version: Substring
    /// Header names in lower case, values trimmed, in order.
    var fields: [(name: String, value: String)]

    init(_ bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
        let requestLine = lines.first ?? ""
        method = requestLine.prefix { $0 != " " }
        version = requestLine.split(separator: " ").last ?? ""
        fields = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        isEmpty = lines.isEmpty
        malformation = Self.malformation(in: bytes)
    }

    /// No request line at all.
    let isEmpty: Bool

    /// What breaks HTTP/1.1's grammar in the head, if anything. Each of these is read one
    /// way by one server and another way by the next (a proxy in front, the decoder here),
    /// which is how a request is smuggled past a check: none is let through.
    let malformation: String?

    /// Bytes that may make a header name (RFC 9110's tchar).
    private static let nameBytes = Set(
        Array("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8))

    private static func malformation(in bytes: some Collection<UInt8>) -> String? {
        let bytes = Array(bytes)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case 10:
                guard index > 0, bytes[index - 1] == 13 else { return "a line that ends in LF without CR" }
                lines.append(bytes[start..<(index - 1)])
                start = index + 1
            case 13:
                guard index + 1 < bytes.count, bytes[index + 1] == 10 else { return "a CR without LF" }
            case 9:
                break
            case 0..<32, 127:
                return "a control character in the headers"
            default:
                break
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines.dropFirst() {
            guard let first = line.first, first != 32, first != 9 else {
                return "a header folded onto the next line"
            }
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex else { return "a header without a name" }
            if !line[..<colon].allSatisfy(nameBytes.contains) {
                return "a header name with a character names cannot have"
            }
        }
        return nil
    }

    /// The comma-separated values of every field `name`, trimmed.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.flatMap {
            $0.value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// The field's values as they came, one per header line.
    func lines(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    var contentLength: Int? { values("content-length").first.flatMap { Int($0) } }

    var isChunked: Bool { !fields.filter { $0.name == "transfer-encoding" }.isEmpty }

    var isUpgrade: Bool { !lines("upgrade").isEmpty }

    /// The connection ends after this request's answer: HTTP/1.0 unless it asks to be
    /// kept alive, any version that says `Connection: close`.
    var closesConnection: Bool {
        let options = Set(values("connection").map { $0.lowercased() })
        if options.contains("close") { return true }
        return version == "HTTP/1.0" && !options.contains("keep-alive")
    }
}

extension ConnectionGuard {
    struct Problem: Equatable, Codable {
        var status: String
        var reason: String
        var allow: String?
        /// Header lines of the answer besides the usual ones.
        var headers: [String] = []
    }

    /// Methods any path of the server answers (others get 405).
    static let knownMethods: Set<Substring> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]

    /// What is wrong with a request head that the router would never see properly.
    static func problem(in bytes: some Collection<UInt8>) -> Problem? {
        problem(in: RequestHead(bytes))
    }

    static func problem(in head: RequestHead) -> Problem? {
        guard !head.isEmpty else { return Problem(status: "400 Bad Request", reason: "no request line") }
        if !knownMethods.contains(head.method) {
            return Problem(status: "405 Method Not Allowed", reason: "unknown method", allow: "GET, HEAD, POST")
        }
        if let malformation = head.malformation { return Problem(status: "400 Bad Request", reason: malformation) }
        if head.lines("host").count > 1 { return Problem(status: "400 Bad Request", reason: "more than one Host") }
        let allLengths = head.values("content-length")
        // Even two equal lengths are refused: a proxy in front may have read only one of them.
        if allLengths.count > 1 { return Problem(status: "400 Bad Request", reason: "Content-Length said twice") }
        let lengths = Set(allLengths)
        if let length = lengths.first,
            length.isEmpty || !length.allSatisfy({ $0.isASCII && $0.isNumber }) || length.count > 18
        {
            return Problem(status: "400 Bad Request", reason: "Content-Length is not a length")
        }
        let codings = head.values("transfer-encoding")
        if !codings.isEmpty {
            // Two lengths that disagree are how one request is smuggled inside another.
            if !lengths.isEmpty {
                return Problem(status: "400 Bad Request", reason: "both Transfer-Encoding and Content-Length")
            }
            if codings.last?.lowercased() != "chunked" {
                return Problem(status: "400 Bad Request", reason: "a Transfer-Encoding that does not end in chunked")
            }
        }
        if head.values("upgrade").contains(where: { $0.lowercased() == "websocket" }),
            head.values("sec-websocket-version") != ["13"]
        {
            return Problem(
                status: "426 Upgrade Required", reason: "this server speaks WebSocket version 13",
                headers: ["Sec-WebSocket-Version: 13"])
        }
        return nil
    }

    /// The head with its Connection fields replaced by `Connection: close`, which is how
    /// the server after the decoder knows to close once it has answered.
    static func closing(_ head: some Collection<UInt8>) -> [UInt8] {
        // Split on the bytes: in a Swift string "\r\n" is one character, and no "\n".
        var lines = head.split(separator: 10, omittingEmptySubsequences: false)
            .map { String(decoding: $0.last == 13 ? $0.dropLast() : $0[...], as: UTF8.self) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        lines.removeAll { $0.lowercased().hasPrefix("connection:") }
        lines.append("Connection: close")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
