import Foundation
import PluginABI

/// One live layout behind an lb_instance pointer: the layout, the collection view it sees, and
/// the buffers its answers travel in.
final class LayoutInstanceHandle {
    let export: LayoutExport
    private(set) var layout: UICollectionViewLayout
    let collectionView = UICollectionView()
    /// The window the collection view is shown in, as an app's is on screen (layouts read
    /// `collectionView.superview` and `.window`): its superview, as large as the view.
    let window = UIWindow()
    /// The collection view's delegate, owned here because the view holds it weakly.
    private(set) var delegate: UICollectionViewDelegate?
    /// What the app keeps beside the layout (its view controller, a stand-in delegate).
    private(set) var companion: AnyObject?
    /// The initialiser arguments set, as text by name (LayoutArgument).
    private var arguments: [String: String] = [:]
    let encoder = ElementEncoder()
    private var errorText: UnsafeMutablePointer<CChar>?
    private var parameterText: UnsafeMutablePointer<CChar>?
    /// The records of the last orthogonal_sections answer (valid until the next call).
    private var orthogonalRecords = UnsafeMutableBufferPointer<lb_orthogonal_section>(start: nil, count: 0)

    /// The index paths of the last index_paths_to_change answer (valid until the next call).
    private var indexPathRecords = UnsafeMutableBufferPointer<lb_index_path>(start: nil, count: 0)

    /// Copies `paths` into memory that stays put until the next call (item −1 for NSNotFound).
    func keepIndexPaths(_ paths: [IndexPath]) -> lb_index_path_list {
        indexPathRecords.deallocate()
        indexPathRecords = UnsafeMutableBufferPointer.allocate(capacity: max(paths.count, 1))
        _ = indexPathRecords.initialize(
            from: paths.map {
                lb_index_path(section: Int64($0.section), item: $0.count > 1 && $0.item != NSNotFound ? Int64($0.item) : -1)
            })
        return lb_index_path_list(count: UInt64(paths.count), paths: UnsafePointer(indexPathRecords.baseAddress))
    }

    /// Copies `records` into memory that stays put until the next call, for the host to read.
    func keepOrthogonal(_ records: [lb_orthogonal_section]) -> lb_orthogonal_list {
        orthogonalRecords.deallocate()
        orthogonalRecords = UnsafeMutableBufferPointer.allocate(capacity: max(records.count, 1))
        _ = orthogonalRecords.initialize(from: records)
        return lb_orthogonal_list(
            count: UInt64(records.count), stride: UInt64(MemoryLayout<lb_orthogonal_section>.stride),
            sections: UnsafePointer(orthogonalRecords.baseAddress))
    }

    init(export: LayoutExport, host: HostConnection?) {
        self.export = export
        collectionView.host = host
        window.addSubview(collectionView)
        let made = export.make(LayoutArguments(texts: [:]))
        layout = made.layout
        install(made)
    }

    /// Makes `made` the layout the collection view shows, with its companion and delegate.
    private func install(_ made: (layout: UICollectionViewLayout, companion: AnyObject?)) {
        companion = made.companion
        // The app's class as the collection view's delegate, unless the stand-in is chosen: then
        // the stand-in the companion is, or the one put in a layout the app's code made in place
        // of the delegate it gave it, or none (UIKit's defaults answer).
        let standIn = arguments["delegate"] == DelegateChoice.standIn.rawValue
        let installed = AppCodeLayouts.takeStandIn(for: made.layout)
        delegate =
            export.makeDelegate?() ?? installed
            ?? (standIn && !(made.companion is StandInDelegate) ? nil : made.companion as? UICollectionViewDelegate)
        collectionView.delegate = delegate
        layout = made.layout
        layout.attachedCollectionView = collectionView
        (installed ?? made.companion as? StandInDelegate)?.collectionView = collectionView
        collectionView.collectionViewLayout = layout
        UIApplication.currentView = collectionView
    }

    deinit {
        orthogonalRecords.deallocate()
        indexPathRecords.deallocate()
        free(errorText)
        free(parameterText)
    }

    var lastError: UnsafePointer<CChar>? { errorText.map { UnsafePointer($0) } }

    /// Subclasses checked for properties their copy(with:) drops, and how many of each so far.
    private var copyChecks: [ObjectIdentifier: Int] = [:]
    /// Elements of one class looked at before it is taken to copy well (values equal to the
    /// defaults hide a copy that drops them).
    static let copyCheckLimit = 64

    /// Whether UIKit flips this layout's horizontal coordinates: it asks for it
    /// (flipsHorizontallyInOppositeLayoutDirection) and the view's direction is not the one it
    /// was developed in.
    var flips: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
            && collectionView.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width positions are mirrored in: the content's, at least the bounds'.
    private var flipWidth: CGFloat { max(collectionView.contentSize.width, collectionView.bounds.width) }

    /// A rect of the view in the layout's own coordinates (mirrored when flipping).
    func layoutRect(_ rect: CGRect) -> CGRect {
        flips ? CGRect(x: flipWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    /// A content offset between the view's coordinates and the layout's (its own inverse).
    func flippedOffset(_ offset: CGPoint) -> CGPoint {
        flips ? CGPoint(x: flipWidth - collectionView.bounds.width - offset.x, y: offset.y) : offset
    }

    /// What the collection view gets, in its coordinates. UIKit copies the attributes a layout
    /// returns through copy(with:), so a subclass whose copy(with:) drops its own properties
    /// shows their defaults on a device, and here (warned once per class); when flipping, the
    /// copies are mirrored. Plain attributes pass as they are unless they must be mirrored.
    func presented(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        let flips = self.flips
        guard flips || !Self.allPlain(attributes) else { return attributes }
        let width = flips ? flipWidth : 0
        return attributes.map { original in
            let copy: UICollectionViewLayoutAttributes
            if type(of: original) == UICollectionViewLayoutAttributes.self {
                copy = original.baseCopy()
            } else {
                // A copy(with:) answering something else than attributes leaves the base properties.
                copy = original.layoutCopy()
                checkCopy(of: original, copy)
            }
            if flips { copy.center.x = width - copy.center.x }
            return copy
        }
    }

    /// Whether every attribute is of the base class (read through borrowed references: this runs
    /// on every rect query).
    static func allPlain(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        attributes.withUnsafeBufferPointer { buffer in
            buffer.indices.allSatisfy { index in
                Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { type(of: $0) == UICollectionViewLayoutAttributes.self }
            }
        }
    }

    /// Warns once per class when a copy lost a value of the subclass's own properties (looked at
    /// for the first `copyCheckLimit` elements of each class).
    private func checkCopy(of original: UICollectionViewLayoutAttributes, _ copy: UICollectionViewLayoutAttributes) {
        let key = ObjectIdentifier(type(of: original))
        let checked = copyChecks[key, default: 0]
        guard checked < Self.copyCheckLimit else { return }
        copyChecks[key] = checked + 1
        guard let lost = zip(original.customAttributes, copy.customAttributes).first(where: { $0.0.value != $0.1.value }) else { return }
        copyChecks[key] = Self.copyCheckLimit
        collectionView.host?.warn(
            "\(type(of: original)).\(lost.0.name) is \(lost.0.value) in the layout but \(lost.1.value) in the copy UIKit makes: "
                + "its copy(with:) does not carry the subclass's properties, so cells get their defaults; override "
                + "copy(with:) (and isEqual(_:), which UIKit uses to skip attributes it thinks unchanged)")
    }

    /// Records a failure message and returns LB_FAILED.
    func fail(_ message: String) -> lb_status {
        free(errorText)
        errorText = strdup(message)
        return LB_FAILED
    }

    func parameterValue(_ name: String) -> UnsafePointer<CChar>? {
        let text: String
        if let argument = export.arguments.first(where: { $0.name == name }) {
            text = arguments[name] ?? argument.defaultText
        } else if let parameter = export.parameters.first(where: { $0.name == name }) {
            text = parameter.read(layout)
        } else {
            return nil
        }
        free(parameterText)
        parameterText = strdup(text)
        return parameterText.map { UnsafePointer($0) }
    }

    func setParameter(_ name: String, _ text: String) -> lb_status {
        if let argument = export.arguments.first(where: { $0.name == name }) {
            if let problem = argument.check(text) { return fail(problem) }
            // The layout is made anew with the argument, as an app making it with that value.
            arguments[name] = text
            layout.attachedCollectionView = nil
            install(export.make(LayoutArguments(texts: arguments)))
            return LB_OK
        }
        guard let parameter = export.parameters.first(where: { $0.name == name }) else {
            let known = (export.arguments.map(\.name) + export.parameters.map(\.name)).joined(separator: ", ")
            return fail("\(export.id) has no parameter '\(name)'" + (known.isEmpty ? "" : " (parameters: \(known))"))
        }
        let before = layout.invalidations
        if let problem = parameter.write(layout, text) { return fail(problem) }
        // App code changes a property and calls invalidateLayout() after it, unless the
        // property's didSet does: so does a parameter, through any override the layout has.
        if layout.invalidations == before { layout.invalidateLayout() }
        return LB_OK
    }

    func apply(_ state: lb_view_state) {
        let view = collectionView
        view.bounds = CGRect(state.bounds)
        view.frame = CGRect(state.frame)
        window.frame = CGRect(origin: .zero, size: view.frame.size)
        view.contentSize = CGSize(width: state.content_size.width, height: state.content_size.height)
        view.insets = UIEdgeInsets(state.content_inset)
        view.adjustedContentInset = UIEdgeInsets(state.adjusted_content_inset)
        view.layoutMargins = UIEdgeInsets(state.layout_margins)
        view.hostSafeAreaInsets = UIEdgeInsets(state.safe_area_insets)
        view.rate = UIScrollView.DecelerationRate(rawValue: state.deceleration_rate)
        view.pagingEnabled = state.paging_enabled != 0
        view.isTracking = state.tracking != 0
        view.isDragging = state.dragging != 0
        view.isDecelerating = state.decelerating != 0
        let incoming = UnsafeBufferPointer(start: state.item_counts, count: state.item_counts == nil ? 0 : Int(state.section_count))
        // Sent with every frame; copied only when the data changed.
        if !view.itemCounts.elementsEqual(incoming, by: { $0 == Int($1) }) {
            view.itemCounts = incoming.map(Int.init)
        }
        view.reportsUnscrolled = state.unscrolled != 0
        let offsets = UnsafeBufferPointer(
            start: state.orthogonal_offsets,
            count: state.orthogonal_offsets == nil ? 0 : Int(state.section_count))
        if !view.orthogonalOffsets.elementsEqual(offsets, by: { $0 == CGFloat($1) }) {
            view.orthogonalOffsets = offsets.map { CGFloat($0) }
        }
        // A scale the host left 0 (or broke) is a phone's, 3, rather than a grid layouts divide by.
        view.displayScale = state.display_scale > 0 ? CGFloat(state.display_scale) : 3
        view.insetAdjustment = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: Int(state.inset_adjustment)) ?? .automatic
        view.scrolling = state.scroll_enabled != 0
        view.hostLayoutDirection = state.right_to_left != 0 ? .rightToLeft : .leftToRight
        let pan = view.panGestureRecognizer
        pan.state = UIGestureRecognizer.State(rawValue: Int(state.pan_state)) ?? .possible
        pan.touchLocation = CGPoint(x: state.pan_location.x, y: state.pan_location.y)
        pan.translation = CGPoint(x: state.pan_translation.x, y: state.pan_translation.y)
        pan.fingerVelocity = CGPoint(x: state.pan_velocity.x, y: state.pan_velocity.y)
        view.bouncing = state.bounces != 0
        view.bouncingVertically = state.always_bounce_vertical != 0
        view.bouncingHorizontally = state.always_bounce_horizontal != 0
    }
}

extension CGRect {
    init(_ rect: lb_rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension UIEdgeInsets {
    init(_ insets: lb_insets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
