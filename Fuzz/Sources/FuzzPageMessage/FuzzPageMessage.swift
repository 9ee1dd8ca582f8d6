import Foundation
import WorkbenchTestSupport

// libFuzzer target: what a live view page sends over its socket, one text message an input.
// PageMessage decodes it; a command it carries that the page may run (PageCommandPolicy) must be
// one command of the page's set, printable, with no file option (FuzzChecks.pageMessage). A
// violation traps.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let problem = FuzzChecks.pageMessage(text) { fatalError(problem) }
    return 0
}
