import Foundation
import HostSystem
package import LayoutHost
import PluginBuild
import Workbench

/// Why an engine stopped in the middle of a request, said in one line: who (the layout, from
/// the shared call record), what (trapped, crashed, exited, ran past a limit), in which call,
/// the runtime's message and the first source line of the plugin's own code in the backtrace:
/// `pizza-left trapped in prepare(): Fatal error: Index out of range (PizzaLayout.swift:88)`.
package struct EngineFault: Error, CustomStringConvertible, Sendable {
    package enum Cause: Equatable, Sendable {
        /// The raw wait status of a dead engine.
        case died(status: Int32)
        /// A plugin call ran past the time limit (seconds) and the engine was killed.
        case timeLimit(Double)
        /// What came on the engine's channel was no frame: a layout wrote on descriptor 4.
        case channelWritten
    }

    package var cause: Cause
    package var call: CallTracker.Snapshot
    /// The command that had finished when the fault came (the engine was between requests, or
    /// the command's answer had arrived): the fault is that command's aftermath, not the next's.
    package var after: String?
    /// What the engine wrote to stderr from its crash on (the runtime's message and backtrace).
    package var report: [String]
    /// The engine's address-space limit, in bytes.
    package var memoryLimit: UInt64?
    /// The most the engine was seen to map while the request ran (sampled), in bytes.
    package var peakMapped: UInt64
    /// Seconds the request had gone silent (no plugin call, answer or build) when the front end
    /// asked the engine to abort; nil for a fault of the engine's own.
    package var stalledSeconds: Double?

    package init(cause: Cause, call: CallTracker.Snapshot, report: [String], memoryLimit: UInt64?, peakMapped: UInt64 = 0) {
        self.cause = cause
        self.call = call
        self.report = report
        self.memoryLimit = memoryLimit
        self.peakMapped = peakMapped
    }

    public var description: String {
        let inPlugin = call.call != .none
        var text: String
        if let stalledSeconds {
            // Asked to abort after a silence, the engine said where it was (no runtime report).
            let silence = "ran \(EngineLimits.seconds(stalledSeconds)) without a plugin call, an answer or a build"
            if let stalled = stalledIn, Self.isPluginImage(stalled.image) {
                text =
                    (call.layout.isEmpty ? "a plugin" : call.layout) + " " + silence + " in its own code"
                    + (stalled.symbol == "?" ? "" : " (near \(stalled.symbol))")
            } else {
                text = "the engine " + silence + (stalledIn.map { " (in \($0.image))" } ?? "")
            }
            if let after { text += " after '\(after)' had finished" }
            return text
        }
        if case .channelWritten = cause {
            text =
                (call.layout.isEmpty ? "a plugin" : call.layout) + " wrote on the engine's channel to layoutbench (descriptor 4), "
                + "which carries only the engine's answers"
        } else if descriptorLimit == nil, channelClosed {
            text = (call.layout.isEmpty ? "a plugin" : call.layout) + " closed or replaced the engine's channel to layoutbench (descriptors 3 and 4)"
        } else if let limit = descriptorLimit {
            // Found after the request's calls, by the engine itself: the layout it last called.
            text =
                (call.layout.isEmpty ? "a plugin" : call.layout) + " used up the engine's file descriptors (all \(limit)); "
                + "files, sockets or pipes it opened and never closed"
        } else if call.faultOffMainThread {
            // A thread the layout started: the call record names the last layout the engine called.
            text = "a background thread of " + (call.layout.isEmpty ? "a plugin" : call.layout) + " " + what
        } else if !inPlugin, pluginSignal || pluginOnTop {
            // The record says the host, but only a plugin arms that signal, or the crashed
            // thread was in a plugin's code: the front end's own evidence wins over the record
            // (which the plugin's process can write).
            text = (call.layout.isEmpty ? "a plugin" : call.layout) + " " + what + (pluginOnTop ? " in its own code" : "")
        } else {
            let who = inPlugin ? (call.layout.isEmpty ? "the layout" : call.layout) : "the engine"
            text = who + " " + what + (inPlugin ? " in \(call.call.name)" : " outside plugin code")
        }
        if let after { text += " after '\(after)' had finished" }
        if let message { text += ": " + message }
        if let location { text += " (\(location))" }
        // A nil the layout unwrapped, while configuration the app sets is still nil: name it.
        if message?.contains("found nil while") == true, !call.unsetConfiguration.isEmpty { text += "; " + call.unsetConfiguration }
        return text
    }

    /// Where a silent engine said it was when asked to abort: the image's file name and the
    /// nearest symbol (EngineProcess's fault handler: "layoutbench engine: stalled in PATH at SYMBOL").
    var stalledIn: (image: String, symbol: String)? {
        for line in report {
            guard let start = line.range(of: EngineFault.stalledMarker), let at = line.range(of: " at ", options: .backwards),
                start.upperBound <= at.lowerBound
            else { continue }
            return ((String(line[start.upperBound..<at.lowerBound]) as NSString).lastPathComponent, String(line[at.upperBound...]))
        }
        return nil
    }

    static let stalledMarker = "layoutbench engine: stalled in "

    /// Died of a signal the engine never arms itself (a timer's, a user signal): a plugin's.
    var pluginSignal: Bool {
        guard case .died(let status) = cause else { return false }
        return [SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2].contains(status & 0x7F)
    }

    /// The crashed thread's innermost frame outside the Swift runtime and the system's libraries
    /// is a plugin's (its copy, or the SDK it links): the fault came in plugin code.
    var pluginOnTop: Bool {
        for image in report.compactMap(EngineFault.frameImage) where !Self.isSystemImage(image) {
            return Self.isPluginImage(image)
        }
        return false
    }

    /// A plugin's copy, or the SDK's shared library the plugins link (SDKPackage.sharedLibrary).
    static func isPluginImage(_ image: String) -> Bool {
        HostPlatform.current.isLibrary(image) && (image.contains("-pid") || image.hasPrefix("lib" + SDKPackage.product + "-"))
    }

    /// The Swift runtime's and the system's libraries: never where a fault's cause is.
    static func isSystemImage(_ image: String) -> Bool {
        ["libswift", "libc.", "libc-", "ld-", "libstdc++", "libFoundation", "libdispatch", "libm.", "libpthread", "libsystem_", "libdyld"]
            .contains { image.hasPrefix($0) }
    }

    /// The image a backtrace line's frame is in ("… + 47 in libX-pid12-1.so at …" or "… in libX.so").
    static func frameImage(_ line: String) -> String? {
        guard line.range(of: #"^\s*\d+ "#, options: .regularExpression) != nil, let inRange = line.range(of: " in ", options: .backwards)
        else { return nil }
        return String(line[inRange.upperBound...].prefix { $0 != " " })
    }

    /// The engine said a layout closed or replaced its channel (DescriptorProbe).
    var channelClosed: Bool {
        guard case .died(let status) = cause, status & 0x7F == 0, (status >> 8) & 0xFF == DescriptorProbe.exitStatus else { return false }
        return report.contains { $0.hasPrefix(DescriptorProbe.channelMarker) }
    }

    /// The descriptor limit the engine said it ran out at (DescriptorProbe), or nil.
    var descriptorLimit: UInt64? {
        guard case .died(let status) = cause, status & 0x7F == 0, (status >> 8) & 0xFF == DescriptorProbe.exitStatus else { return nil }
        return DescriptorProbe.limit(in: report)
    }

    /// Trapped, crashed, exited, ran past a limit.
    var what: String {
        switch cause {
        case .timeLimit(let seconds):
            return "ran past the call time limit (\(EngineLimits.seconds(seconds)))"
        case .channelWritten:
            return "wrote on the engine's channel"
        case .died(let status):
            let signal = status & 0x7F
            if signal == 0 { return "called exit(\((status >> 8) & 0xFF))" }
            if outOfMemory {
                return "ran past the memory limit" + (memoryLimit.map { " (\(EngineLimits.bytes($0)))" } ?? "")
            }
            switch signal {
            case SIGILL, SIGTRAP: return "trapped"
            case SIGSEGV: return "crashed (SIGSEGV, a bad memory access)"
            case SIGBUS: return "crashed (SIGBUS, a bad memory access)"
            case SIGFPE: return "crashed (SIGFPE, an arithmetic fault)"
            case SIGABRT: return "aborted (SIGABRT)"
            case SIGKILL: return "was killed (SIGKILL)"
            case SIGALRM: return "was ended by a timer it armed (SIGALRM)"
            default: return "died of signal \(signal)"
            }
        }
    }

    /// The runtime said so, or the engine died with its mappings within a tenth of the limit
    /// (an allocation refused there ends in whatever the plugin does with it).
    var outOfMemory: Bool {
        if report.contains(where: { $0.contains("Could not allocate memory") || $0.contains("out of memory") || $0.contains("std::bad_alloc") }) {
            return true
        }
        guard let memoryLimit else { return false }
        return Double(peakMapped) >= 0.9 * Double(memoryLimit)
    }

    /// The runtime's own message: "Fatal error: Index out of range".
    var message: String? {
        for line in report {
            if let range = line.range(of: "Fatal error:") {
                return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// "File.swift:88": the first backtrace frame of the layout's own code in a plugin's copy;
    /// when the fault is inside the SDK's code under it, that frame follows an arrow
    /// ("CarouselFlowLayout.swift:60 → UICollectionViewFlowLayout.swift:96"); else the first
    /// frame with a line outside the Swift runtime and the engine itself.
    var location: String? {
        let frames = report.compactMap(EngineFault.frame)
        let name = { (frame: (image: String, file: String, line: Int)) in
            URL(fileURLWithPath: frame.file).lastPathComponent + (frame.line > 0 ? ":\(frame.line)" : "")
        }
        let plugin = frames.filter { Self.isPluginImage($0.image) }
        // The runtime names the line of a trap the compiler placed (an implicitly unwrapped nil,
        // a force unwrap, an overflow): "Grid/GridLayout.swift:68: Fatal error: …", by module and
        // file. The layout's own line, when the module is the plugin's, not the SDK's or Swift's.
        if let first = report.first, let match = first.range(of: #"^[^ :]+/[^ :/]+\.swift:\d+: Fatal error: "#, options: .regularExpression) {
            let place = first[match].dropLast(" Fatal error: ".count).split(separator: ":")
            let module = place.first?.split(separator: "/").first.map(String.init) ?? ""
            if place.count == 2, !["CollectionLayout", "Swift", "Foundation", "UIKit"].contains(module), !plugin.isEmpty {
                return (place[0].split(separator: "/").last.map(String.init) ?? "") + ":" + place[1]
            }
        }
        if let first = plugin.first {
            // The SDK's files: in the checkout, or through the generated package's link to it.
            let inSDK = { (file: String) in file.contains("/Sources/CollectionLayout/") || file.contains("/SDK/CollectionLayout/") }
            guard inSDK(first.file), let own = plugin.first(where: { !inSDK($0.file) })
            else { return name(first) }
            return name(own) + " → " + name(first)
        }
        return frames.first { !Self.isSystemImage($0.image) && $0.image != "layoutbench" }.map(name)
    }

    /// Whether the backtrace passes through code of `type` (a frame's function is one of its
    /// members, `DaysView.numberOfWeekDays()`, or a closure in one): the app's delegate was
    /// answering, or its code was running, when the fault came.
    func passes(through type: String) -> Bool {
        let pattern = "(^|[^A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: type) + "[.<]"
        return report.contains { line in
            guard let address = line.range(of: #"0x[0-9a-fA-F]+ "#, options: .regularExpression),
                let end = line.range(of: #" \+ \d+ in "#, options: .regularExpression), address.upperBound <= end.lowerBound
            else { return false }
            return line[address.upperBound..<end.lowerBound].range(of: pattern, options: .regularExpression) != nil
        }
    }

    /// A backtrace line: "  3 [ra] 0x… f(_:_:) + 47 in libX-pid12-1.so at /path/File.swift:88:20".
    static func frame(_ line: String) -> (image: String, file: String, line: Int)? {
        guard let inRange = line.range(of: " in ", options: .backwards),
            let at = line[inRange.upperBound...].range(of: " at ")
        else { return nil }
        let image = String(line[inRange.upperBound..<at.lowerBound])
        // A frame the symbolicator names a file of but no line (a trap the compiler placed) has line 0.
        let place = line[at.upperBound...].split(separator: ":")
        guard let file = place.first else { return nil }
        if place.count >= 2, let number = Int(place[1]) { return (image, String(file), number) }
        return file.hasSuffix(".swift") ? (image, String(file), 0) : nil
    }

    /// Whether a stderr line starts a crash report (held back rather than printed).
    static func startsReport(_ line: String) -> Bool {
        line.contains("Fatal error:") || line.hasPrefix("*** Signal") || line.contains("Program crashed") || line.hasPrefix(stalledMarker)
            || line.hasPrefix("Current stack trace:") || line.contains("Could not allocate memory")
            || line.hasPrefix(DescriptorProbe.marker) || line.hasPrefix(DescriptorProbe.channelMarker)
    }
}
