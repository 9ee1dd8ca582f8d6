import Foundation
import HostSystem

/// A page as a program, over a plain TCP socket to the live view's port: it asks for the page
/// (HTTP), opens the page's WebSocket and reads the server's text messages, so a test can say
/// exactly when a page loads and connects, which a browser does not let it choose.
struct RawPageClient {
    let port: Int
    let token: String

    /// The client of the page at `address` (the `view:` line's), nil when it names no port and token.
    init?(address: String) {
        let parts = address.split(separator: ":")
        guard parts.count == 3, let port = Int(parts[2].prefix { $0.isNumber }), let token = address.split(separator: "=").last
        else { return nil }
        (self.port, self.token) = (port, String(token))
    }

    /// The page's HTML, as the server answers `GET /?token=…`.
    func page() throws -> String {
        let fd = try open()
        defer { close(fd) }
        try Self.send(fd, Array("GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            text += buffer.prefix(count)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// One open WebSocket of a page.
    final class Socket {
        fileprivate let fd: Int32
        private var pending: [UInt8] = []

        fileprivate init(fd: Int32, pending: [UInt8]) {
            self.fd = fd
            self.pending = pending
        }

        deinit { close(fd) }

        /// Sends one text message (masked, as a browser's are; the mask is zero).
        func send(_ text: String) throws {
            let payload = Array(text.utf8)
            precondition(payload.count < 126, "a short message only")
            try RawPageClient.send(fd, [0x81, 0x80 | UInt8(payload.count), 0, 0, 0, 0] + payload)
        }

        /// Sends bytes as they are: a frame of the test's own making (unmasked, RSV bits set).
        func sendFrame(_ bytes: [UInt8]) throws {
            try RawPageClient.send(fd, bytes)
        }

        /// The next text message from the server (control frames skipped).
        func receive() throws -> String {
            while true {
                if let (opcode, payload) = takeFrame() {
                    if opcode == 0x1 { return String(decoding: payload, as: UTF8.self) }
                    if opcode == 0x8 { throw LiveSessionTimeout(description: "the server closed the page's socket") }
                    continue
                }
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                let count = read(fd, &buffer, buffer.count)
                guard count > 0 else { throw LiveSessionTimeout(description: "nothing more on the page's socket") }
                pending += buffer.prefix(count)
            }
        }

        /// Messages until one `stop` accepts, that one last.
        func receive(until stop: (String) -> Bool) throws -> [String] {
            var messages: [String] = []
            repeat { messages.append(try receive()) } while !stop(messages[messages.count - 1])
            return messages
        }

        /// One whole unmasked frame off `pending`, or nil until its bytes are all there.
        private func takeFrame() -> (opcode: UInt8, payload: [UInt8])? {
            guard pending.count >= 2 else { return nil }
            var length = Int(pending[1] & 0x7F), start = 2
            if length == 126 {
                guard pending.count >= 4 else { return nil }
                length = Int(pending[2]) << 8 | Int(pending[3])
                start = 4
            } else if length == 127 {
                guard pending.count >= 10 else { return nil }
                length = pending[2..<10].reduce(0) { $0 << 8 | Int($1) }
                start = 10
            }
            guard pending.count >= start + length else { return nil }
            let frame = (pending[0] & 0x0F, Array(pending[start..<(start + length)]))
            pending.removeFirst(start + length)
            return frame
        }
    }

    /// The page's WebSocket, opened with `query` after the token (`&scene=N`, say).
    func socket(query: String = "") throws -> Socket {
        let fd = try open()
        let request =
            "GET /socket?token=\(token)\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        do {
            try Self.send(fd, Array(request.utf8))
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            let end = Array("\r\n\r\n".utf8)
            while true {
                if let head = received.indices.first(where: { received[$0...].starts(with: end) }) {
                    let status = String(decoding: received[..<head], as: UTF8.self)
                    guard status.hasPrefix("HTTP/1.1 101") else { throw LiveSessionTimeout(description: "no upgrade: \(status)") }
                    return Socket(fd: fd, pending: Array(received[(head + end.count)...]))
                }
                let count = read(fd, &buffer, buffer.count)
                guard count > 0 else { throw LiveSessionTimeout(description: "no answer to the upgrade") }
                received += buffer.prefix(count)
            }
        } catch {
            close(fd)
            throw error
        }
    }

    /// A bare TCP connection to the live view, or nil when none can be made.
    func connection() -> Int32? { try? open() }

    /// Whether the other end still holds `fd` open (a close it sent has arrived by now).
    static func isOpen(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    private func open() throws -> Int32 {
        let fd = SystemCalls.streamSocket(AF_INET)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw LiveSessionTimeout(description: "nothing listens on \(port)")
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    fileprivate static func send(_ fd: Int32, _ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw LiveSessionTimeout(description: "cannot write to the live view") }
            sent += count
        }
    }
}
