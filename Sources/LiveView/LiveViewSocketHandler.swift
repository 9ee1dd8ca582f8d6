import Foundation
import NIOCore
import NIOWebSocket

/// One page's WebSocket: its text messages go to the server as PageMessages (anything else in
/// them is ignored), pings are answered, and a close or an error ends the page.
final class LiveViewSocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let server: LiveViewServer
    private let page: Int
    private var text: [UInt8] = []
    /// The data message under way across fragments (RFC 6455 §5.4): nil between messages.
    private var fragmented: WebSocketOpcode?
    /// The most one message may hold, fragments together.
    static let messageLimit = 1 << 16

    init(server: LiveViewServer, page: Int) {
        self.server = server
        self.page = page
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        // A client masks every frame and sets no RSV bit without an extension (RFC 6455 §5.1,
        // §5.2; none is negotiated here): anything else is a protocol error (1002), and the end.
        guard frame.maskKey != nil, !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
            let reply = WebSocketFrame(fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(bytes: [0x03, 0xEA]))
            replyThenClose(reply, context)
            return
        }
        // Fragments (§5.4): a continuation belongs to a message begun and not ended, and a new
        // text or binary frame may not start inside one; either is a protocol error (1002).
        if frame.opcode == .continuation ? fragmented == nil : (frame.opcode == .text || frame.opcode == .binary) && fragmented != nil {
            let reply = WebSocketFrame(fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(bytes: [0x03, 0xEA]))
            replyThenClose(reply, context)
            return
        }
        let opcode = frame.opcode == .continuation ? fragmented ?? .continuation : frame.opcode
        if frame.opcode == .text || frame.opcode == .binary { fragmented = frame.fin ? nil : frame.opcode }
        if frame.opcode == .continuation, frame.fin { fragmented = nil }
        switch opcode {
        case .binary:
            text = []  // a binary message is not the page's: ignored, fragments and all
        case .text:
            if frame.opcode == .text { text = [] }
            var payload = frame.unmaskedData
            text += payload.readBytes(length: payload.readableBytes) ?? []
            guard text.count <= Self.messageLimit else { return context.close(promise: nil) }
            guard frame.fin else { return }
            // A text message that is not UTF-8 ends the connection (1007, RFC 6455 §8.1).
            guard let decoded = String(bytes: text, encoding: .utf8) else {
                let reply = WebSocketFrame(fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(bytes: [0x03, 0xEF]))
                replyThenClose(reply, context)
                return
            }
            if let message = PageMessage(decoded) { server.received(message, from: page) }
            text = []
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            // A close's body is empty or a status code (two bytes) a peer may send, then UTF-8
            // (§5.5.1, §7.4): anything else is answered 1002.
            var body = frame.unmaskedData
            let bytes = body.readBytes(length: body.readableBytes) ?? []
            let valid =
                bytes.isEmpty
                || (bytes.count >= 2 && Self.sendableCloseCode(UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
                    && String(bytes: bytes.dropFirst(2), encoding: .utf8) != nil)
            let reply = WebSocketFrame(
                fin: true, opcode: .connectionClose,
                data: context.channel.allocator.buffer(bytes: valid ? [0x03, 0xE8] : [0x03, 0xEA]))
            replyThenClose(reply, context)
        case .pong:
            break
        default:
            // Reserved opcodes (3–7, 0xB–0xF): no extension defines them here (§5.2), 1002.
            let reply = WebSocketFrame(fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(bytes: [0x03, 0xEA]))
            replyThenClose(reply, context)
        }
    }

    /// A status code a peer may put in a close frame (RFC 6455 §7.4.1, §7.4.2): 1000–1003,
    /// 1007–1011, and 3000–4999; never 1004–1006, 1015 or anything below 1000.
    static func sendableCloseCode(_ code: UInt16) -> Bool {
        (1000...1003).contains(code) || (1007...1011).contains(code) || (3000...4999).contains(code)
    }

    /// Sends `reply` (a close frame), then closes the connection, on the channel's loop.
    private func replyThenClose(_ reply: WebSocketFrame, _ context: ChannelHandlerContext) {
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(reply)).whenComplete { _ in bound.value.close(promise: nil) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        server.closed(page)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
