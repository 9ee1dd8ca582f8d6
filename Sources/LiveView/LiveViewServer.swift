import Foundation
import HostSupport
import HostSystem
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The live view's local server: the page over HTTP and a WebSocket a page, on 127.0.0.1 at a
/// free port, every request checked by LiveViewAccess. It runs on its own event loop thread and
/// never touches the session: what pages ask waits in `events` (the owner polls
/// `wakeDescriptor` beside its input and drains it on its own thread), and the owner sends
/// pages their batches. With no page open it does nothing at all.
/// Unchecked: what changes is in `state`, a NIOLockedValueBox; the rest is set in init.
package final class LiveViewServer: @unchecked Sendable {
    /// What happened on the server's side, for the owner to act on in order.
    package enum Event: Sendable, Equatable {
        /// A page's address was opened: it waits for `answerPageRequests(scene:)`.
        case pageWanted
        /// A page's WebSocket opened. `scene`: the numbered piece it last applied, as its socket's
        /// address says (`scene=N`; a page that loaded with the scene inline holds that one), or
        /// nil; it needs everything the view shows unless that is still the last piece sent.
        case connected(page: Int, scene: Int?)
        /// `at`: when it arrived (MonotonicClock), which may be long before the owner reads it.
        case message(page: Int, PageMessage, at: UInt64)
        case closed(page: Int)
    }

    package let access: LiveViewAccess
    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let state = NIOLockedValueBox(Shared())
    private let wake: (read: Int32, write: Int32)

    private struct Shared {
        var events: [Event] = []
        var pages: [Int: Channel] = [:]
        var nextPage = 1
        var waiting: [EventLoopPromise<[UInt8]>] = []
        /// Connections open (HTTP or WebSocket), at most `connectionLimit`.
        var connections = 0
        /// Open connections that have sent no request with the page's token yet, oldest first.
        var untrusted: [(id: ObjectIdentifier, channel: Channel)] = []
    }

    /// The most connections a session serves at once (pages and their requests): a page needs
    /// one socket and a reload a few more; past it the oldest connection that has not shown the
    /// page's token makes room, or the new one is closed at once, so no client holds the
    /// session's descriptors and none that lacks the token keeps a page out.
    package static let connectionLimit = 64
    /// Seconds a connection may stay open without a request that carries the page's token.
    package static let untrustedSeconds: Int64 = 5

    /// Starts serving on 127.0.0.1 at a free port.
    package init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CommandError("the live view cannot make its wake-up pipe: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wake = (fds[0], fds[1])
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        self.group = group
        // The loop writes every piece to the pages as it comes.
        group.next().execute { ThreadSlice.request(ThreadSlice.relay) }
        let token = LiveViewAccess.newToken()
        let box = NIOLockedValueBox<LiveViewServer?>(nil)
        let accessBox = NIOLockedValueBox<LiveViewAccess?>(nil)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 16)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                guard let server = box.withLockedValue({ $0 }), let access = accessBox.withLockedValue({ $0 }),
                    server.admitConnection(channel)
                else {
                    return channel.close()
                }
                // The handler stays on the channel's loop; the closures below run there.
                let http = NIOLoopBound(LiveViewHTTPHandler(server: server, access: access), eventLoop: channel.eventLoop)
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: 1 << 16,
                    shouldUpgrade: { channel, head in
                        let refused = access.refusal(uri: head.uri, hosts: head.headers["host"], origins: head.headers["origin"])
                        if refused == nil { server.trust(channel) }
                        return channel.eventLoop.makeSucceededFuture(refused == nil && LiveViewAccess.path(of: head.uri) == "/socket" ? HTTPHeaders() : nil)
                    },
                    upgradePipelineHandler: { channel, head in
                        let page = server.opened(channel, scene: LiveViewAccess.parameter("scene", in: head.uri).flatMap { Int($0) })
                        return channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(LiveViewSocketHandler(server: server, page: page))
                        }
                    })
                return channel.pipeline.configureHTTPServerPipeline(
                    withServerUpgrade: (
                        upgraders: [upgrader],
                        completionHandler: { context in
                            context.pipeline.syncOperations.removeHandler(http.value, promise: nil)
                        }
                    )
                ).flatMapThrowing { try channel.pipeline.syncOperations.addHandler(http.value) }
            }
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
        do {
            channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
        } catch {
            try? group.syncShutdownGracefully()
            close(fds[0])
            close(fds[1])
            throw CommandError("the live view cannot listen on 127.0.0.1: \(error)")
        }
        access = LiveViewAccess(port: channel.localAddress?.port ?? 0, token: token)
        accessBox.withLockedValue { $0 = access }
        box.withLockedValue { $0 = self }
    }

    /// The page's address, with its token.
    package var address: String { access.address }

    /// Readable while events wait: poll it beside the owner's input.
    package var wakeDescriptor: Int32 { wake.read }

    /// Pages connected now.
    package var pageCount: Int { state.withLockedValue { $0.pages.count } }

    /// The events since the last call, oldest first.
    package func takeEvents() -> [Event] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(wake.read, &buffer, buffer.count) > 0 {}
        return state.withLockedValue { shared in
            defer { shared.events = [] }
            return shared.events
        }
    }

    /// Answers the page addresses opened since `pageWanted`: the page with `scene` (a reset
    /// batch) written into it, so its first paint needs no round trip.
    package func answerPageRequests(scene: [UInt8]) {
        let waiting = state.withLockedValue { shared in
            defer { shared.waiting = [] }
            return shared.waiting
        }
        for promise in waiting { promise.succeed(scene) }
    }

    /// Sends `text` to every page (nil: all) or to `page`.
    package func send(_ text: [UInt8], to page: Int? = nil) {
        let channels = state.withLockedValue { shared in page.map { shared.pages[$0].map { [$0] } ?? [] } ?? Array(shared.pages.values) }
        for channel in channels {
            let frame = WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(bytes: text))
            channel.writeAndFlush(frame, promise: nil)
        }
    }

    /// Closes every page and stops listening.
    package func stop() {
        let pages = state.withLockedValue { shared in
            defer { shared.pages = [:] }
            return Array(shared.pages.values)
        }
        for page in pages {
            let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: page.allocator.buffer(bytes: [0x03, 0xE8]))
            page.writeAndFlush(frame).whenComplete { _ in page.close(promise: nil) }
        }
        answerPageRequests(scene: [])
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
        close(wake.read)
        close(wake.write)
    }

    // MARK: - From the event loop

    /// A page address was opened: `promise` gets the scene from the owner.
    func wantPage(_ promise: EventLoopPromise<[UInt8]>) {
        state.withLockedValue { $0.waiting.append(promise) }
        post(.pageWanted)
    }

    func opened(_ channel: Channel, scene: Int?) -> Int {
        let page = state.withLockedValue { shared in
            let page = shared.nextPage
            shared.nextPage += 1
            shared.pages[page] = channel
            return page
        }
        post(.connected(page: page, scene: scene))
        return page
    }

    /// Counts `channel` in, until it closes, as untrusted until it shows the token (`trust`):
    /// at the limit the oldest untrusted connection is closed to make room; false (and not
    /// counted) when every connection is trusted. An untrusted one is closed after
    /// `untrustedSeconds`.
    func admitConnection(_ channel: Channel) -> Bool {
        let id = ObjectIdentifier(channel)
        let (admitted, evicted) = state.withLockedValue { shared -> (Bool, Channel?) in
            var evicted: Channel?
            if shared.connections >= Self.connectionLimit {
                guard !shared.untrusted.isEmpty else { return (false, nil) }
                // Counted out when its close completes, below.
                evicted = shared.untrusted.removeFirst().channel
            }
            shared.connections += 1
            shared.untrusted.append((id, channel))
            return (true, evicted)
        }
        evicted?.close(promise: nil)
        guard admitted else { return false }
        channel.closeFuture.whenComplete { [weak self] _ in
            self?.state.withLockedValue { shared in
                shared.untrusted.removeAll { $0.id == id }
                shared.connections -= 1
            }
        }
        channel.eventLoop.scheduleTask(in: .seconds(Self.untrustedSeconds)) { [weak self] in
            if self?.state.withLockedValue({ $0.untrusted.contains { $0.id == id } }) == true { channel.close(promise: nil) }
        }
        return true
    }

    /// `channel` sent a request with the page's token: it is not closed to make room.
    func trust(_ channel: Channel) {
        let id = ObjectIdentifier(channel)
        state.withLockedValue { $0.untrusted.removeAll { $0.id == id } }
    }

    func closed(_ page: Int) {
        let known = state.withLockedValue { $0.pages.removeValue(forKey: page) != nil }
        if known { post(.closed(page: page)) }
    }

    func received(_ message: PageMessage, from page: Int) { post(.message(page: page, message, at: MonotonicClock.now())) }

    private func post(_ event: Event) {
        state.withLockedValue { $0.events.append(event) }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }
}
