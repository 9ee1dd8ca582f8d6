import Foundation
import WorkbenchTestSupport

// libFuzzer target: discovery's input, a plugin folder's Swift sources (files separated by a
// line `// ---`), read with swift-syntax as a build reads them. Inheritance cycles (`class A: B`,
// `class B: A`, `class C: C`), long chains and every other shape must end (libFuzzer's timeout
// catches what does not), offer each id once and export each in the entry
// (FuzzChecks.discovery). A violation traps.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size <= 1 << 16 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let problem = FuzzChecks.discovery(text) { fatalError(problem) }
    return 0
}
