import Foundation
import HostSupport
import Testing
@testable import LiveView

/// Who may use the live view, and what a page may say.
struct LiveViewAccessTests {
    let access = LiveViewAccess(port: 4242, token: "abc123")

    @Test func onlyThisHostWithTheTokenAndThePagesOrigin() {
        #expect(access.refusal(uri: "/?token=abc123", host: "127.0.0.1:4242", origin: nil) == nil)
        #expect(access.refusal(uri: "/socket?x=1&token=abc123", host: "localhost:4242", origin: "http://127.0.0.1:4242") == nil)
        #expect(access.refusal(uri: "/", host: "127.0.0.1:4242", origin: nil) != nil)
        #expect(access.refusal(uri: "/?token=abc1234", host: "127.0.0.1:4242", origin: nil) != nil)
        #expect(access.refusal(uri: "/?token=abc123", host: "attacker.example:4242", origin: nil) != nil)
        #expect(access.refusal(uri: "/?token=abc123", host: nil, origin: nil) != nil)
        #expect(access.refusal(uri: "/?token=abc123", host: "127.0.0.1:4242", origin: "http://attacker.example") != nil)
        #expect(LiveViewAccess.newToken().count == 32 && LiveViewAccess.newToken() != LiveViewAccess.newToken())
    }

    @Test func pageMessagesAreReadOrIgnored() {
        #expect(PageMessage(#"{"do":"scroll 0 40"}"#) == .perform("scroll 0 40"))
        #expect(PageMessage(#"{"ask":"item 0 1 --json","id":7}"#) == .ask(id: 7, line: "item 0 1 --json"))
        #expect(PageMessage(#"{"painted":3,"waited":4.5}"#) == .painted(sequence: 3, waited: 4.5, arrived: nil))
        #expect(
            PageMessage(#"{"painted":3,"waited":4.5,"arrived":1795759099804.625}"#)
                == .painted(sequence: 3, waited: 4.5, arrived: 1_795_759_099_804.625))
        #expect(
            PageMessage(#"{"played":3,"frames":40,"dropped":1,"ms":333.3,"heap":1048576}"#)
                == .played(sequence: 3, frames: 40, dropped: 1, milliseconds: 333.3, heapBytes: 1_048_576))
        #expect(PageMessage(#"{"wait":5}"#) == .wait(frames: 5))
        for junk in [
            "", "[]", "{}", "not json", #"{"do":7}"#, #"{"ask":"x","id":1.5}"#, #"{"painted":1e300}"#, #"{"wait":2.5}"#,
            String(repeating: "x", count: 70_000)
        ] {
            #expect(PageMessage(junk) == nil, "\(junk.prefix(20))")
        }
    }

    /// The host's instants on the clock a page reads (ms since 1970): now is the time of day,
    /// and an instant a second before it reads 1,000 ms less.
    @Test func hostInstantsOnThePagesClock() {
        let now = MonotonicClock.now(), day = Date().timeIntervalSince1970 * 1000
        #expect(abs(MonotonicClock.unixMilliseconds(now) - day) < 50)
        #expect(abs(MonotonicClock.unixMilliseconds(now) - MonotonicClock.unixMilliseconds(now - 1_000_000_000) - 1000) < 1)
    }

    /// A piece's way to the page is the page's one-way figure where the round trip allows it: a
    /// piece acknowledged 20 ms after its frame was computed, having waited 8 ms on the page for
    /// its paint, reached it at most 20 − 8 = 12 ms after; arriving after 5 ms, it was painted
    /// 5 + 8 = 13 ms after.
    @Test func aPiecesWayIsOneWayWithinTheRoundTrip() {
        #expect(PieceWay(total: 20, waited: 8, oneWay: 5) == PieceWay(toPage: 5, toPaint: 13))
        #expect(PieceWay(total: 20, waited: 8, oneWay: 12) == PieceWay(toPage: 12, toPaint: 20))
        // Outside 0 ... 12 the page's clock stepped: the round trip stands, less the wait to the page.
        #expect(PieceWay(total: 20, waited: 8, oneWay: -3) == PieceWay(toPage: 12, toPaint: 20))
        #expect(PieceWay(total: 20, waited: 8, oneWay: 15) == PieceWay(toPage: 12, toPaint: 20))
        #expect(PieceWay(total: 20, waited: 8, oneWay: nil) == PieceWay(toPage: 12, toPaint: 20))
        // A page that reports waiting longer than the whole round trip: no negative way.
        #expect(PieceWay(total: 5, waited: 8, oneWay: nil) == PieceWay(toPage: 0, toPaint: 5))
    }
}
