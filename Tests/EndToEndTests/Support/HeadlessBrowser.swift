import Foundation
import HostSystem

/// Headless Chromium driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: requests on its fd 3, answers and events on its fd 4, each
/// message one JSON object ended by NUL), one page attached in flat mode. Answers are read on a
/// thread of their own; callers await them.
final class HeadlessBrowser: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private var pid: pid_t = 0
    private let requests: Int32
    private let answers: Int32
    private let lock = NSLock()
    private var nextID = 1
    private var waiting: [Int: CheckedContinuation<[String: Any], Error>] = [:]
    private var session: String?
    private let profile = NSTemporaryDirectory() + "layoutbench-chromium-\(UUID().uuidString)"

    /// The browser on the PATH, or a Mac's application, if any (.ci/setup installs chromium).
    static var executable: String? {
        for app in ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        where FileManager.default.isExecutableFile(atPath: app) { return app }
        for name in ["chromium", "chromium-browser"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    init(chromium: String, width: Int, height: Int) throws {
        guard let toBrowser = try? Pipes.make(), let fromBrowser = try? Pipes.make() else { throw Failure(description: "no pipes") }
        let arguments = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
            "--hide-scrollbars", "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
            "--enable-precise-memory-info", "about:blank"
        ]
        // A group of its own, so close() can end the renderer and GPU children too before it
        // removes the profile they write into; stdout and stderr to /dev/null.
        var spawn = Spawn(executable: chromium, arguments: arguments)
        let null = Foundation.open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { Foundation.close(null) }
        spawn.descriptors = [(toBrowser.read, 3), (fromBrowser.write, 4), (null, STDOUT_FILENO), (null, STDERR_FILENO)]
        spawn.keepBelow = 5
        spawn.endsWithUs = false
        let started = Result { () throws(SystemError) in try spawn.start() }
        Foundation.close(toBrowser.read)
        Foundation.close(fromBrowser.write)
        requests = toBrowser.write
        answers = fromBrowser.read
        switch started {
        case .success(let started): pid = started
        case .failure(let error): throw Failure(description: "chromium did not start: \(error.reason)")
        }
        Thread.detachNewThread { [self] in readAnswers() }
    }

    deinit { close() }

    /// Opens `url` in a new page and waits until it has loaded.
    func open(_ url: String) async throws {
        let target = try await send("Target.createTarget", ["url": "about:blank"], inPage: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try await send("Target.attachToTarget", ["targetId": id, "flatten": true], inPage: false)
        session = attached["sessionId"] as? String
        _ = try await send("Page.enable")
        _ = try await send("Page.navigate", ["url": url])
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if try await evaluate("document.readyState") as? String == "complete" { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "\(url) did not load")
    }

    /// The value of `expression` in the page (promises awaited), as JSON gives it.
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `expression` until it is true.
    func waitUntil(_ expression: String, timeout: Double = 30) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await evaluate(expression) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "not true within \(timeout) s: \(expression)")
    }

    /// A mouse event as the platform sends it (`mousePressed`, `mouseMoved`, `mouseReleased`,
    /// `mouseWheel`), at page coordinates.
    func mouse(_ type: String, x: Double, y: Double, deltaY: Double = 0, pressed: Bool = false) async throws {
        var parameters: [String: Any] = [
            "type": type, "x": x, "y": y, "button": type == "mouseWheel" ? "none" : "left",
            "clickCount": type == "mouseWheel" || type == "mouseMoved" ? 0 : 1
        ]
        if pressed || type == "mousePressed" { parameters["buttons"] = 1 }
        if type == "mouseWheel" { parameters["deltaX"] = 0; parameters["deltaY"] = deltaY }
        _ = try await send("Input.dispatchMouseEvent", parameters)
    }

    /// A PNG of the page as it is now.
    func screenshot() async throws -> Data {
        let result = try await send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure(description: "no screenshot") }
        return data
    }

    /// Sends a DevTools command (to the page unless `inPage` is false) and awaits its result.
    func send(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = true) async throws -> [String: Any] {
        try await withCheckedThrowingContinuation { continuation in
            let bytes: Data
            lock.lock()
            let id = nextID
            nextID += 1
            var message: [String: Any] = ["id": id, "method": method, "params": parameters]
            if inPage, let session { message["sessionId"] = session }
            do {
                bytes = try JSONSerialization.data(withJSONObject: message) + Data([0])
            } catch {
                lock.unlock()
                return continuation.resume(throwing: error)
            }
            waiting[id] = continuation
            lock.unlock()
            let written = bytes.withUnsafeBytes { write(requests, $0.baseAddress, $0.count) }
            if written != bytes.count {
                lock.lock()
                let pending = waiting.removeValue(forKey: id)
                lock.unlock()
                pending?.resume(throwing: Failure(description: "chromium is gone"))
            }
        }
    }

    /// Ends the browser and every process it started; a thread of its own reaps them and then
    /// removes the profile they write into, so closing never holds the caller.
    func close() {
        guard pid != 0 else { return }
        let group = pid, profile = profile
        pid = 0
        ProcessControl.signalGroup(group, SIGKILL)
        Foundation.close(requests)
        Thread.detachNewThread {
            var status: Int32 = 0
            waitpid(group, &status, 0)
            // The group's other members (renderer, GPU) are children of the browser, reparented
            // on its death: each is gone once signal 0 finds no member of the group.
            let deadline = Date().addingTimeInterval(5)
            while ProcessControl.signalGroup(group, 0), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            try? FileManager.default.removeItem(atPath: profile)
        }
    }

    private func readAnswers() {
        var buffer = [UInt8](), chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(answers, &chunk, chunk.count)
            if count <= 0 { break }
            buffer += chunk[0..<count]
            while let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any], let id = object["id"] as? Int else { continue }
                lock.lock()
                let continuation = waiting.removeValue(forKey: id)
                lock.unlock()
                if let error = object["error"] {
                    continuation?.resume(throwing: Failure(description: "\(error)"))
                } else {
                    // Made here and handed over whole: the reader keeps no reference to it.
                    nonisolated(unsafe) let result = object["result"] as? [String: Any] ?? [:]
                    continuation?.resume(returning: result)
                }
            }
        }
        Foundation.close(answers)
        lock.lock()
        let pending = waiting
        waiting = [:]
        lock.unlock()
        for continuation in pending.values { continuation.resume(throwing: Failure(description: "chromium is gone")) }
    }
}
