import Foundation

/// Who may use the live view: requests to 127.0.0.1 or localhost on its port (no other Host, so
/// a rebound DNS name reaches nothing), carrying its random token, and, for a WebSocket, from
/// its own page (a browser's Origin) or from a program that sends none.
package struct LiveViewAccess: Sendable {
    package let port: Int
    package let token: String

    package init(port: Int, token: String) {
        self.port = port
        self.token = token
    }

    /// A fresh random token: 128 bits, hex.
    package static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The page's address.
    package var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Why a request to `uri` with these headers (every Host and Origin it carries) is refused,
    /// or nil when it is allowed: one Host, ours; at most one Origin, our page's.
    package func refusal(uri: String, hosts given: [String], origins: [String]) -> String? {
        guard given.count <= 1, origins.count <= 1 else { return "more than one Host or Origin header" }
        return refusal(uri: uri, host: given.first, origin: origins.first)
    }

    /// Why a request to `uri` with this Host and Origin is refused, or nil when it is allowed.
    package func refusal(uri: String, host: String?, origin: String?) -> String? {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host, hosts.contains(host.lowercased()) else { return "a Host other than 127.0.0.1:\(port)" }
        guard Self.parameter("token", in: uri) == token else { return "no token, or not this session's" }
        if let origin, !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) { return "an Origin other than the page's" }
        return nil
    }

    /// The path of `uri`, without its query.
    package static func path(of uri: String) -> Substring {
        uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// The parameter `name` of `uri`'s query.
    package static func parameter(_ name: String, in uri: String) -> String? {
        guard let query = uri.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == name { return String(parts[1]) }
        }
        return nil
    }
}
