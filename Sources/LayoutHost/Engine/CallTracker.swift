import Foundation
import HostSupport
import HostSystem

/// Which plugin call the engine is in, kept in memory the front end shares with it (anonymous shared
/// memory the engine inherits). When the engine dies, or a call runs past the time limit, the front end
/// reads it to say which layout was doing what: nothing has to run in the dying process.
///
/// Layout of the record (one page): sequence (UInt64, +1 on every enter and leave), call
/// (Int32, 0 outside plugin code), layout tag (UInt64), layout id (NUL-terminated, 100 bytes);
/// at 128 the fault mark (Int32 signal, Int32 thread: 1 main, 2 another; at 152 its time, UInt64
/// CLOCK_MONOTONIC ns), written by the engine's fault handler before the runtime's crash report
/// starts; at 136 and 144 the requests the engine started and finished (UInt64 each); at 512 the
/// layout whose calls print now (as the id, 100 bytes; a deinit's call leaves it); at 1024
/// the active layout's configuration still nil (NUL-terminated, up to 1,024 bytes: the optional
/// parameters the app would set, and the command that sets them). Written only by the engine (the fault mark by
/// whichever thread faulted); read by the front end, which tolerates a torn read (it reads
/// again after the engine stopped, or twice a timeout apart).
package enum CallTracker {
    /// The plugin calls the engine makes, as error lines name them.
    package enum Call: Int32, CaseIterable, Sendable {
        case none = 0, loading, create, destroy, setViewState, setParameter, getParameter
        case prepare, layoutAttributesForElements, layoutAttributesForItem, layoutAttributesForSupplementaryView
        case shouldInvalidateLayout, invalidateLayout, targetContentOffset, collectionViewContentSize
        case layoutAttributesForDecorationView, updates, orthogonal, transition, movement, dynamics

        /// "prepare()", "layoutAttributesForElements(in:)": UIKit's names.
        package var name: String {
            switch self {
            case .none: return "the host"
            case .loading: return "its plugin's entry point"
            case .create: return "init()"
            case .destroy: return "deinit"
            case .setViewState: return "collectionView's state"
            case .setParameter: return "a parameter's setter"
            case .getParameter: return "a parameter's getter"
            case .prepare: return "prepare()"
            case .layoutAttributesForElements: return "layoutAttributesForElements(in:)"
            case .layoutAttributesForItem: return "layoutAttributesForItem(at:)"
            case .layoutAttributesForSupplementaryView: return "layoutAttributesForSupplementaryView(ofKind:at:)"
            case .shouldInvalidateLayout: return "shouldInvalidateLayout(forBoundsChange:)"
            case .invalidateLayout: return "invalidateLayout(with:)"
            case .targetContentOffset: return "targetContentOffset(forProposedContentOffset:)"
            case .collectionViewContentSize: return "collectionViewContentSize"
            case .layoutAttributesForDecorationView: return "layoutAttributesForDecorationView(ofKind:at:)"
            case .updates: return "prepare(forCollectionViewUpdates:)"
            case .orthogonal: return "an orthogonal section's handler"
            case .transition: return "prepareForTransition(to:)/(from:) or finalizeLayoutTransition()"
            case .movement: return "an interactive move's call (targetIndexPath(forInteractivelyMovingItem:withPosition:) and the rest)"
            case .dynamics: return "a UIDynamicAnimator's step (its behaviours and their action blocks)"
            }
        }

        init(_ phase: LayoutPhase) {
            switch phase {
            case .prepare: self = .prepare
            case .layoutAttributesForElements: self = .layoutAttributesForElements
            case .layoutAttributesForItem: self = .layoutAttributesForItem
            case .layoutAttributesForSupplementaryView: self = .layoutAttributesForSupplementaryView
            case .shouldInvalidateLayout: self = .shouldInvalidateLayout
            case .invalidateLayout: self = .invalidateLayout
            case .targetContentOffset: self = .targetContentOffset
            case .collectionViewContentSize: self = .collectionViewContentSize
            case .layoutAttributesForDecorationView: self = .layoutAttributesForDecorationView
            }
        }
    }

    /// What the front end reads back.
    package struct Snapshot: Equatable, Sendable {
        package var sequence: UInt64
        package var call: Call
        package var layout: String
        /// The signal of a fault the engine's handler saw (0: none yet).
        package var faultSignal: Int32 = 0
        /// The fault was on a thread other than the engine's main thread (a plugin's own).
        package var faultOffMainThread = false
        /// When the fault was marked (MonotonicClock ns; 0: none).
        package var faultTime: UInt64 = 0
        /// The engine was between requests: none started, or the last one finished.
        package var betweenRequests = true
        /// The active layout's optional parameters still nil, said with the command that sets
        /// them ("hourHeight, dayWidth are nil: the app sets them; use week-layout hourHeight=100 …"), or "".
        package var unsetConfiguration = ""

        package init(sequence: UInt64, call: Call, layout: String) {
            self.sequence = sequence
            self.call = call
            self.layout = layout
        }
    }

    static let size = 4096
    static let idCapacity = 100
    /// Unchecked (record, lastTag): written on the engine's main thread around plugin calls; the fault handler reads them once that thread has stopped.
    nonisolated(unsafe) private static var record: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var lastTag: UInt64 = 0
    /// The instance named at `printerOffset`: a previous instance's deinit, which `use` makes
    /// after the new one's first pass, is not who printed what came before it.
    nonisolated(unsafe) private static var lastPrinterTag: UInt64 = 0

    /// The engine maps the shared page it inherited (fd); without one, tracking does nothing.
    package static func attach(fileDescriptor: Int32) -> Bool {
        guard let pointer = SharedMemory.map(descriptor: fileDescriptor, size: size) else { return false }
        // The mapping outlives the descriptor: closed, so a plugin that writes to stray
        // descriptors cannot rewrite the record through it.
        close(fileDescriptor)
        record = pointer
        FaultMarks.install(at: pointer.advanced(by: faultOffset).assumingMemoryBound(to: Int32.self))
        FaultMarks.watchForks()
        return true
    }

    static let faultOffset = 128
    static let printerOffset = 512
    static let requestsOffset = 136
    static let unsetOffset = 1024
    static let unsetCapacity = 1024

    /// Says which configuration of the active layout is still nil (UnsetConfiguration), for a
    /// fault on a nil to name; "" when none is.
    package static func noteUnsetConfiguration(_ text: String) {
        guard let record else { return }
        let bytes = Array(text.utf8.prefix(unsetCapacity - 1))
        let note = record.advanced(by: unsetOffset)
        for (index, byte) in bytes.enumerated() { note.storeBytes(of: byte, toByteOffset: index, as: UInt8.self) }
        note.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
    }

    /// The engine starts running a request (a command or a restore).
    package static func requestStarted() { count(at: requestsOffset) }

    /// The engine finished the request it started, its answer about to be sent.
    package static func requestFinished() { count(at: requestsOffset + 8) }

    private static func count(at offset: Int) {
        guard let record else { return }
        record.storeBytes(of: record.load(fromByteOffset: offset, as: UInt64.self) &+ 1, toByteOffset: offset, as: UInt64.self)
    }

    /// Marks the start of a call into plugin code on behalf of `layout` (its id and a tag unique
    /// to its instance; the id is copied only when the instance changes).
    @inline(__always)
    static func enter(_ call: Call, layout: String, tag: UInt64) {
        guard let record else { return }
        depth += 1
        if tag != lastTag { write(layout: layout, tag: tag, to: record) }
        if tag != lastPrinterTag, call != .destroy {
            lastPrinterTag = tag
            store(layout, at: record.advanced(by: printerOffset))
        }
        record.storeBytes(of: call.rawValue, toByteOffset: 8, as: Int32.self)
        record.storeBytes(of: record.load(as: UInt64.self) &+ 1, as: UInt64.self)
    }

    /// Marks the end of the call, which took `elapsed` ns (counted for the outermost call only;
    /// the caller times it, as a timed call does anyway).
    @inline(__always)
    static func leave(elapsed: UInt64) {
        guard let record else { return }
        if FaultMarks.isForkedChild { endForkedChild() }
        depth -= 1
        if depth == 0 { layoutNanoseconds &+= elapsed }
        record.storeBytes(of: 0, toByteOffset: 8, as: Int32.self)
        record.storeBytes(of: record.load(as: UInt64.self) &+ 1, as: UInt64.self)
    }

    /// A copy of the engine that a layout's fork() (without exec) made is returning from the
    /// call: it would read and answer the front end's requests beside the engine. It says so on
    /// stderr (the front end shows it on the command that ran) and ends, touching nothing shared.
    @inline(never)
    static func endForkedChild() {
        let text =
            "warning: a layout forked without exec; its copy of the engine was ended "
            + "(a child must exec or _exit, or it would answer the session's requests too)\n"
        text.withCString { SystemCalls.writeError($0) }
        _exit(0)
    }

    /// Runs `body` as `call` of `layout`, timed only in an engine.
    @inline(__always)
    static func tracking<T>(_ call: Call, layout: String, tag: UInt64, _ body: () throws -> T) rethrows -> T {
        enter(call, layout: layout, tag: tag)
        let start = record == nil ? 0 : MonotonicClock.now()
        defer { leave(elapsed: record == nil ? 0 : MonotonicClock.now() &- start) }
        return try body()
    }

    private static func write(layout: String, tag: UInt64, to record: UnsafeMutableRawPointer) {
        lastTag = tag
        record.storeBytes(of: tag, toByteOffset: 16, as: UInt64.self)
        store(layout, at: record.advanced(by: 24))
    }

    /// A layout id, NUL-terminated, in `idCapacity` bytes at `id`.
    private static func store(_ layout: String, at id: UnsafeMutableRawPointer) {
        let bytes = Array(layout.utf8.prefix(idCapacity - 1))
        for (index, byte) in bytes.enumerated() { id.storeBytes(of: byte, toByteOffset: index, as: UInt8.self) }
        id.storeBytes(of: 0, toByteOffset: bytes.count, as: UInt8.self)
    }

    /// Nanoseconds the engine has spent in plugin code (outermost calls only), so a request's
    /// wall time can be split into the layout's and the host's; counted only in an engine.
    /// Unchecked (these two): counted on the engine's main thread, where every plugin call is made, and read there.
    package nonisolated(unsafe) private(set) static var layoutNanoseconds: UInt64 = 0
    nonisolated(unsafe) private static var depth = 0

    /// A new tag for a layout instance.
    static func nextTag() -> UInt64 {
        tagCounter &+= 1
        return tagCounter
    }
    /// Unchecked: tags are taken on the engine's main thread only.
    nonisolated(unsafe) private static var tagCounter: UInt64 = 0

    // MARK: - The front end's side

    /// A shared page for an engine to inherit, and the front end's mapping of it.
    package final class SharedPage {
        package let fileDescriptor: Int32
        private let pointer: UnsafeMutableRawPointer

        package init?() {
            guard let shared = SharedMemory.anonymous(name: "layoutbench-calls", size: CallTracker.size) else { return nil }
            fileDescriptor = shared.descriptor
            pointer = shared.pointer
        }

        deinit {
            munmap(pointer, CallTracker.size)
            close(fileDescriptor)
        }

        /// Clears the record for a new engine.
        package func reset() { memset(pointer, 0, CallTracker.size) }

        /// The layout whose calls print now ("" before any).
        package func printer() -> String {
            let id = pointer.advanced(by: CallTracker.printerOffset).assumingMemoryBound(to: UInt8.self)
            let length = (0..<CallTracker.idCapacity).first { id[$0] == 0 } ?? 0
            return String(decoding: UnsafeBufferPointer(start: id, count: length), as: UTF8.self)
        }

        /// The call in progress (call `.none` between calls).
        package func read() -> Snapshot {
            let sequence = pointer.load(as: UInt64.self)
            let call = Call(rawValue: pointer.load(fromByteOffset: 8, as: Int32.self)) ?? .none
            let id = pointer.advanced(by: 24).assumingMemoryBound(to: UInt8.self)
            let length = (0..<CallTracker.idCapacity).first { id[$0] == 0 } ?? 0
            let layout = String(decoding: UnsafeBufferPointer(start: id, count: length), as: UTF8.self)
            var snapshot = Snapshot(sequence: sequence, call: call, layout: layout)
            snapshot.faultSignal = pointer.load(fromByteOffset: CallTracker.faultOffset, as: Int32.self)
            snapshot.faultOffMainThread = pointer.load(fromByteOffset: CallTracker.faultOffset + 4, as: Int32.self) == 2
            snapshot.faultTime = pointer.load(fromByteOffset: CallTracker.faultOffset + 24, as: UInt64.self)
            snapshot.betweenRequests =
                pointer.load(fromByteOffset: CallTracker.requestsOffset, as: UInt64.self)
                <= pointer.load(fromByteOffset: CallTracker.requestsOffset + 8, as: UInt64.self)
            let note = pointer.advanced(by: CallTracker.unsetOffset).assumingMemoryBound(to: UInt8.self)
            let noteLength = (0..<CallTracker.unsetCapacity).first { note[$0] == 0 } ?? 0
            snapshot.unsetConfiguration = String(decoding: UnsafeBufferPointer(start: note, count: noteLength), as: UTF8.self)
            return snapshot
        }
    }
}
