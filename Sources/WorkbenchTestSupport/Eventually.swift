import Foundation

/// Waits until `condition` holds or `timeout` passes, checking every `interval` on Task.sleep,
/// so a waiting test gives its thread back to the pool; true when the condition held.
public func eventually(
    timeout: Duration, every interval: Duration = .milliseconds(10),
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try await condition() { return true }
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: interval)
    }
}

/// Lets `duration` pass without holding a thread (Task.sleep), for a test that must wait a
/// fixed time: that nothing more arrives, or that a process has got as far as it will.
public func pause(_ duration: Duration) async {
    try? await Task.sleep(for: duration)
}
