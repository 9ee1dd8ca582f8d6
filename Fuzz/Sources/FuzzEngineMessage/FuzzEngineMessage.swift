import EngineProtocol
import Foundation

// libFuzzer target: the engine's message codecs. The input is bytes off the engine's pipe:
// EngineFrameReader cuts them into frames (in chunks of the input's first byte, so reassembly
// across reads is fuzzed too), and each frame is decoded both as an EngineRequest and as an
// EngineReply (each direction refuses the other's kinds).
//
// Beyond "no crash, no hang", every frame that decodes must survive a round trip: decoding the
// message's own frame gives the same message, and encoding is stable. A violation traps.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 0, let data else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let chunk = max(1, Int(bytes[0]))
    var reader = EngineFrameReader()
    var offset = 1
    while offset < size, !reader.malformed {
        let end = min(size, offset + chunk)
        reader.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
        offset = end
        while let frame = reader.next() {
            check(frame, EngineRequest.init, \.frame)
            check(frame, EngineReply.init, \.frame)
        }
    }
    return 0
}

private func check<Message: Equatable>(
    _ frame: EngineFrame, _ decode: (EngineFrame) throws(EngineDecodingError) -> Message,
    _ encode: (Message) -> EngineFrame
) {
    let message: Message
    do {
        message = try decode(frame)
    } catch {
        guard !error.description.isEmpty, !error.description.contains("\n") else {
            fatalError("a decoding error that is not one line: \(error.description)")
        }
        return
    }
    let encoded = encode(message)
    let again: Message
    do {
        again = try decode(encoded)
    } catch {
        fatalError("round trip: \(message) encodes to a frame that does not decode: \(error)")
    }
    guard again == message else { fatalError("round trip: \(message) came back as \(again)") }
    guard encode(again) == encoded else { fatalError("round trip: encoding \(message) is not stable") }
}
