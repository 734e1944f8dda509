import Foundation
import NIOCore

/// The address the server's per-client limits count by. Behind a reverse proxy every
/// connection comes from the proxy; when the server is told to trust it (and only then,
/// since anyone can send the header), the client is the address that proxy added last
/// to `X-Forwarded-For`.
enum ClientAddress {
    /// The address of a peer that is not a known one.
    static let unknown = "unknown"

    /// An IP address in its usual spelling, or nil when `text` is not one.
    static func normalized(_ text: some StringProtocol) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return (try? SocketAddress(ipAddress: trimmed, port: 0))?.ipAddress
    }

    /// - Parameters:
    ///   - peer: the IP address of the connection's other end.
    ///   - forwardedFor: the values of the request's `X-Forwarded-For` headers, in order.
    ///   - trustedProxy: the proxy whose header is believed, if any.
    static func client(peer: String?, forwardedFor: [String], trustedProxy: String?) -> String {
        guard let peer else { return unknown }
        guard let trustedProxy, peer == trustedProxy else { return peer }
        // The proxy appends the address it saw: the last entry; earlier ones are the client's say.
        let last = forwardedFor.last?.split(separator: ",").last
        return last.flatMap(normalized) ?? peer
    }
}
