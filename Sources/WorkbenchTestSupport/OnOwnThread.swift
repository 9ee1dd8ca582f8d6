import Foundation

/// Runs `body` on a thread of its own and awaits its result, so a test whose steps must all run
/// on one thread (as the REPL's main thread runs them), and that waits in between, holds no
/// thread of the pool while it does.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
