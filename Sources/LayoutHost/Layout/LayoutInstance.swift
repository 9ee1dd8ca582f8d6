import CollectionLayout
package import Foundation
import PluginABI
import HostSupport
package import SessionValues

/// A live layout inside a plugin, called through the ABI's function table. Every call is timed
/// where it is made; answers are checked (non-finite geometry is an error) and copied out.
public final class LayoutInstance {
    package let library: PluginLibrary
    package let info: LayoutInfo
    package let callbacks: HostCallbackSink
    /// Receives every call's duration (the profiler).
    package weak var recorder: LayoutCallRecorder?
    let functions: lb_layout_functions
    /// The extension tables asked for so far, by id (nil: the plugin has not got it).
    var extensions: [String: UnsafeRawPointer?] = [:]
    let instance: OpaquePointer
    private let decoder = ElementDecoder()
    private var callbackTable: lb_host_callbacks
    /// The counts last sent, and their C form: rebuilt only when the data changes, not per frame.
    private var sentCounts: [Int] = []
    private var itemCounts: [Int64] = []
    /// The cells of one answer, to find one answered twice (kept to reuse its storage).
    private var seenCells = Set<Int64>()
    private var warnedDuplicate = false
    /// This instance in the engine's call record (Engine/CallTracker.swift).
    let trackingTag = CallTracker.nextTag()

    /// Creates a fresh instance of `info` in `library`.
    package init(library: PluginLibrary, info: LayoutInfo, callbacks: HostCallbackSink = HostCallbackSink()) throws {
        self.library = library
        self.info = info
        self.callbacks = callbacks
        // The loader checked that the plugin's table is this header's size.
        self.functions = library.functions.pointee
        self.callbackTable = callbacks.callbackTable()
        var error: UnsafePointer<CChar>?
        guard let create = functions.create,
            let created = { (table: lb_host_callbacks, tag: UInt64) -> OpaquePointer? in
                var table = table
                return CallTracker.tracking(.create, layout: info.id, tag: tag) {
                    withUnsafePointer(to: &table, { create(UInt64(info.index), $0, &error) })
                }
            }(callbackTable, trackingTag)
        else {
            throw LayoutCallError("\(info.id): create failed: \(error.map(PluginLimits.message) ?? "no reason given")")
        }
        instance = created
        if library.parameterDefaults[info.id] == nil {
            var defaults: [String: String] = [:]
            for parameter in info.parameters {
                defaults[parameter.name] = parameter.defaultValue.isEmpty ? self.parameter(parameter.name) : parameter.defaultValue
            }
            library.parameterDefaults[info.id] = defaults
        }
    }

    /// Each parameter's value as the layout is made: the plugin's declared default, else what
    /// its first instance answered (plugins no longer make every layout at load to learn them).
    package var defaults: [String: String] { library.parameterDefaults[info.id] ?? [:] }

    deinit {
        CallTracker.tracking(.destroy, layout: info.id, tag: trackingTag) { functions.destroy?(instance) }
    }

    /// Runs `body`, plugin code, as `call` in the engine's call record.
    @inline(__always)
    func tracked<T>(_ call: CallTracker.Call, _ body: () throws -> T) rethrows -> T {
        try CallTracker.tracking(call, layout: info.id, tag: trackingTag, body)
    }

    package var id: String { info.id }

    // MARK: - State and parameters

    /// Sends the collection view's state (set_view_state); `unscrolled` asks for orthogonal
    /// sections at rest, without their visible-items handlers.
    package func setViewState(_ state: ViewState, unscrolled: Bool = false) throws {
        if state.itemCounts != sentCounts {
            sentCounts = state.itemCounts
            itemCounts = sentCounts.map(Int64.init)
        }
        var record = state.record
        record.unscrolled = unscrolled ? 1 : 0
        let offsets = state.orthogonalOffsets.isEmpty ? [] : (0..<state.itemCounts.count).map { state.orthogonalOffsets[$0] ?? 0 }
        let status = itemCounts.withUnsafeBufferPointer { counts -> lb_status in
            offsets.withUnsafeBufferPointer { sideways -> lb_status in
                record.item_counts = counts.baseAddress
                record.orthogonal_offsets = offsets.isEmpty ? nil : sideways.baseAddress
                return tracked(.setViewState) { functions.set_view_state?(instance, &record) ?? LB_FAILED }
            }
        }
        try check(status, "set_view_state")
    }

    package func setParameter(_ name: String, _ value: String) throws {
        try check(tracked(.setParameter) { functions.set_parameter?(instance, name, value) ?? LB_FAILED }, "param")
    }

    package func parameter(_ name: String) -> String? {
        tracked(.getParameter) { functions.get_parameter?(instance, name).flatMap(PluginLimits.string) }
    }

    // MARK: - Layout calls

    package func prepare() throws {
        try timed(.prepare) { functions.prepare?(instance) ?? LB_FAILED }
    }

    package func contentSize() throws -> CGSize {
        var size = lb_size()
        try timed(.collectionViewContentSize) { functions.content_size?(instance, &size) ?? LB_FAILED }
        guard size.width.isFinite, size.height.isFinite else {
            throw LayoutCallError("\(id) returned a non-finite content size (\(size.width) x \(size.height))", contract: .nonFiniteGeometry)
        }
        return CGSize(width: size.width, height: size.height)
    }

    package func elements(in rect: CGRect) throws -> [LayoutElement] {
        var list = lb_element_list()
        let r = lb_rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        try timed(.layoutAttributesForElements) { functions.elements_in_rect?(instance, r, &list) ?? LB_FAILED }
        let elements = try decode(list, "layoutAttributesForElements(in:)")
        try checkCells(elements)
        return elements
    }

    /// UIKit raises for a cell at an index path the data does not have; the command fails with
    /// its message, as the app would crash. A cell answered twice is tolerated, with a warning
    /// (once per instance).
    private func checkCells(_ elements: [LayoutElement]) throws {
        var duplicate: LayoutElement?
        seenCells.removeAll(keepingCapacity: true)
        for element in elements where element.category == .cell {
            guard element.section >= 0, element.section < sentCounts.count, element.item >= 0,
                element.item < sentCounts[element.section]
            else {
                throw LayoutCallError(
                    "\(id) returned a cell at \(element.pathText), an index path the data does not have (\(CountsText.describe(sentCounts))), "
                        + "from layoutAttributesForElements(in:); UIKit raises: UICollectionView received layout attributes for a cell "
                        + "with an index path that does not exist", contract: .cellOutsideData)
            }
            if !warnedDuplicate, duplicate == nil, !seenCells.insert(Int64(element.section) << 32 | Int64(element.item)).inserted {
                duplicate = element
            }
        }
        if let duplicate {
            warnedDuplicate = true
            callbacks.warning(
                "\(id) returned the cell at \(duplicate.pathText) twice from layoutAttributesForElements(in:); "
                    + "UIKit uses one of them (warned once)")
        }
    }

    package func item(section: Int, item: Int) throws -> LayoutElement? {
        var list = lb_element_list()
        try timed(.layoutAttributesForItem) {
            functions.element_for_item?(instance, Int64(section), Int64(item), &list) ?? LB_FAILED
        }
        return try decode(list, "layoutAttributesForItem(at:)").first
    }

    package func supplementary(kind: String, section: Int, item: Int) throws -> LayoutElement? {
        var list = lb_element_list()
        try timed(.layoutAttributesForSupplementaryView) {
            functions.element_for_supplementary?(instance, kind, Int64(section), Int64(item), &list) ?? LB_FAILED
        }
        return try decode(list, "layoutAttributesForSupplementaryView(ofKind:at:)").first
    }

    package func decoration(kind: String, section: Int, item: Int) throws -> LayoutElement? {
        var list = lb_element_list()
        try timed(.layoutAttributesForDecorationView) {
            functions.element_for_decoration?(instance, kind, Int64(section), Int64(item), &list) ?? LB_FAILED
        }
        return try decode(list, "layoutAttributesForDecorationView(ofKind:at:)").first
    }

    package func shouldInvalidate(forBoundsChange bounds: CGRect) throws -> Bool {
        var answer: UInt8 = 0
        let r = lb_rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        try timed(.shouldInvalidateLayout) { functions.should_invalidate_for_bounds?(instance, r, &answer) ?? LB_FAILED }
        return answer != 0
    }

    /// What the invalidation context carried back.
    package struct Invalidation: Equatable, Sendable {
        package var everything: Bool
        package var dataSourceCounts: Bool
        package var contentOffsetAdjustment: CGPoint
        package var contentSizeAdjustment: CGSize
    }

    package enum InvalidationReason: UInt32, Sendable {
        case boundsChange = 0, everything = 1, dataSourceCounts = 2
    }

    package func invalidate(_ reason: InvalidationReason, newBounds: CGRect = .zero) throws -> Invalidation {
        callbacks.hostInvalidations += 1
        defer { callbacks.hostInvalidations -= 1 }
        var request = lb_invalidation_request(
            struct_size: UInt32(MemoryLayout<lb_invalidation_request>.size), reason: reason.rawValue,
            new_bounds: lb_rect(x: newBounds.minX, y: newBounds.minY, width: newBounds.width, height: newBounds.height))
        var result = lb_invalidation_result()
        try timed(.invalidateLayout) { functions.invalidate?(instance, &request, &result) ?? LB_FAILED }
        return try invalidation(from: result)
    }

    /// What a context carried back, refused when an adjustment is not finite: the one check for
    /// invalidateLayout(with:) and the self-sizing context alike.
    func invalidation(from result: lb_invalidation_result) throws -> Invalidation {
        let offset = CGPoint(x: result.content_offset_adjustment.x, y: result.content_offset_adjustment.y)
        let size = CGSize(width: result.content_size_adjustment.width, height: result.content_size_adjustment.height)
        guard offset.x.isFinite, offset.y.isFinite, size.width.isFinite, size.height.isFinite else {
            throw LayoutCallError("\(id) returned a non-finite invalidation adjustment")
        }
        return Invalidation(
            everything: result.invalidate_everything != 0, dataSourceCounts: result.invalidate_data_source_counts != 0,
            contentOffsetAdjustment: offset, contentSizeAdjustment: size)
    }

    /// targetContentOffset(forProposedContentOffset:withScrollingVelocity:) when a velocity is
    /// given (points per millisecond), else targetContentOffset(forProposedContentOffset:).
    package func targetContentOffset(proposed: CGPoint, velocity: CGPoint?) throws -> CGPoint {
        var out = lb_point()
        let v = velocity ?? .zero
        try timed(.targetContentOffset) {
            functions.target_content_offset?(
                instance, lb_point(x: proposed.x, y: proposed.y), velocity == nil ? 0 : 1, lb_point(x: v.x, y: v.y), &out)
                ?? LB_FAILED
        }
        guard out.x.isFinite, out.y.isFinite else {
            throw LayoutCallError("\(id) returned a non-finite target content offset (\(out.x), \(out.y))", contract: .nonFiniteTarget)
        }
        return CGPoint(x: out.x, y: out.y)
    }

    // MARK: - Plumbing

    func timed(_ phase: LayoutPhase, _ call: () -> lb_status) throws {
        CallTracker.enter(CallTracker.Call(phase), layout: info.id, tag: trackingTag)
        let start = MonotonicClock.now()
        let status = call()
        let end = MonotonicClock.now()
        CallTracker.leave(elapsed: end - start)
        recorder?.record(phase, nanoseconds: end - start)
        try check(status, phase.rawValue)
    }

    func check(_ status: lb_status, _ what: String) throws {
        if let failure = callbacks.failure {
            callbacks.failure = nil
            throw failure
        }
        guard status != LB_OK else { return }
        let message = functions.last_error?(instance).map(PluginLimits.message) ?? "no reason given"
        throw LayoutCallError(what == "param" ? message : "\(id): \(what) failed: \(message)")
    }

    func decode(_ list: lb_element_list, _ what: String) throws -> [LayoutElement] {
        let start = MonotonicClock.now()
        let elements: [LayoutElement]
        do {
            elements = try decoder.decode(list)
        } catch let refusal as ElementDecoder.Refusal {
            throw LayoutCallError("\(id) returned \(refusal.reason) from \(what)")
        }
        recorder?.recordHostOverhead(nanoseconds: MonotonicClock.now() - start)
        for element in elements {
            if let field = element.nonFiniteField {
                throw LayoutCallError(
                    "\(id) returned a non-finite \(field) for \(element.category.rawValue) \(element.pathText) from \(what)", contract: .nonFiniteGeometry)
            }
        }
        return elements
    }
}
