import Foundation
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
        #expect(PageMessage(#"{"painted":3,"waited":4.5}"#) == .painted(sequence: 3, waited: 4.5))
        #expect(PageMessage(#"{"played":3,"frames":40,"dropped":1,"ms":333.3,"heap":1048576}"#)
                == .played(sequence: 3, frames: 40, dropped: 1, milliseconds: 333.3, heapBytes: 1_048_576))
        for junk in ["", "[]", "{}", "not json", #"{"do":7}"#, #"{"ask":"x","id":1.5}"#, #"{"painted":1e300}"#,
                     String(repeating: "x", count: 70_000)] {
            #expect(PageMessage(junk) == nil, "\(junk.prefix(20))")
        }
    }
}
