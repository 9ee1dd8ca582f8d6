import Foundation
import NIOCore
import NIOHTTP1

/// Plain HTTP on the live view's port: `GET /?token=…` answers the page with the current scene
/// in it (once the owner gives it); everything else, and every request LiveViewAccess refuses,
/// gets a short refusal. A WebSocket upgrade to `/socket` never reaches here.
final class LiveViewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: LiveViewServer
    private let access: LiveViewAccess
    private var head: HTTPRequestHead?

    init(server: LiveViewServer, access: LiveViewAccess) {
        self.server = server
        self.access = access
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request): head = request
        case .body: break
        case .end:
            guard let request = head else { return }
            head = nil
            respond(to: request, context: context)
        }
    }

    private func respond(to request: HTTPRequestHead, context: ChannelHandlerContext) {
        if let refusal = access.refusal(uri: request.uri, hosts: request.headers["host"], origins: request.headers["origin"]) {
            return reply(.forbidden, "refused: \(refusal)\n", type: "text/plain", request, context)
        }
        server.trust(context.channel)
        guard request.method == .GET, LiveViewAccess.path(of: request.uri) == "/" else {
            return reply(.notFound, "not found\n", type: "text/plain", request, context)
        }
        let promise = context.eventLoop.makePromise(of: [UInt8].self)
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        promise.futureResult.whenSuccess { scene in
            let (handler, context) = loopBound.value
            handler.reply(.ok, LiveViewPage.html(scene: scene, token: handler.access.token), type: "text/html; charset=utf-8", request, context)
        }
        server.wantPage(promise)
    }

    private func reply(_ status: HTTPResponseStatus, _ body: String, type: String, _ request: HTTPRequestHead, _ context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        let keepAlive = request.isKeepAlive && status == .ok
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { bound.value.close(promise: nil) }
        }
    }
}
