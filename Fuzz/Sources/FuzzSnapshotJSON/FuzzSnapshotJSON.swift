import Foundation
import LayoutHost
import Workbench
import WorkbenchTestSupport
import Snapshots

// libFuzzer target: the snapshot file parser. SnapshotFile.decode(_:) is the public entry point
// for a snapshot file's bytes; it runs the (internal) JSONParser.parse(_:) first, then checks the
// document is a valid snapshot.
//
// Beyond "no crash, no hang", every input that decodes must survive a round trip:
// decode(encode(s)) == s, and encode is stable (encoding the re-decoded snapshot gives the same
// bytes). A violation traps (fatalError), which libFuzzer reports as a crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? Data() : Data(bytes: data!, count: size)
    let snapshot: DataSnapshot
    do {
        snapshot = try SnapshotFile.decode(bytes)
    } catch {
        // The messages are user-facing: build them too.
        _ = (error as? LocalizedError)?.errorDescription
        _ = "\(error)"
        return 0
    }
    let encoded = SnapshotFile.encode(snapshot)
    let again: DataSnapshot
    do {
        again = try SnapshotFile.decode(encoded)
    } catch {
        fatalError(
            """
            round trip: decode(encode(decode(input))) failed: \((error as? LocalizedError)?.errorDescription ?? "\(error)")
            encoded:
            \(String(decoding: encoded, as: UTF8.self))
            """)
    }
    guard again == snapshot else {
        fatalError("round trip: decode(encode(s)) != s\nencoded:\n\(String(decoding: encoded, as: UTF8.self))")
    }
    guard SnapshotFile.encode(again) == encoded else {
        fatalError("round trip: encode is not stable\nencoded:\n\(String(decoding: encoded, as: UTF8.self))")
    }
    return 0
}
