import Foundation

/// A segmented control: its segments (titles, images, actions) and selection are kept; nobody
/// taps it here.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [SegmentContent] = []
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var numberOfSegments: Int { segments.count }

    public class var noSegment: Int { -1 }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(frame: .zero) }
    /// Segments of the titles (Strings) and images (UIImages) given.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { SegmentContent(title: $0 as? String, image: $0 as? UIImage) }
    }
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentContent(title: $0.title, image: $0.image, action: $0) }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { insert(SegmentContent(title: title), at: segment) }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { insert(SegmentContent(image: image), at: segment) }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: action.title, image: action.image, action: action), at: segment)
    }
    open func removeSegment(at segment: Int, animated: Bool) { if segments.indices.contains(segment) { segments.remove(at: segment) } }
    open func removeAllSegments() { segments = [] }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { update(segment) { $0.action = action } }
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = width } }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { nil }

    private func insert(_ segment: SegmentContent, at index: Int) { segments.insert(segment, at: max(0, min(index, segments.count))) }
    private func update(_ index: Int, _ change: (inout SegmentContent) -> Void) {
        if segments.indices.contains(index) { change(&segments[index]) }
    }

    // iOS's other members, kept and inert (sdk-surface standins)
    open func backgroundImage(for p0: UIControl.State, barMetrics p1: UIBarMetrics) -> UIImage? { nil }
    open func contentOffsetForSegment(at p0: Int) -> CGSize { .zero }
    open func contentPositionAdjustment(forSegmentType p0: UISegmentedControl.Segment, barMetrics p1: UIBarMetrics) -> UIOffset { .zero }
    open func dividerImage(forLeftSegmentState p0: UIControl.State, rightSegmentState p1: UIControl.State, barMetrics p2: UIBarMetrics) -> UIImage? { nil }
    open func setBackgroundImage(_ p0: UIImage?, for p1: UIControl.State, barMetrics p2: UIBarMetrics) {}
    open func setContentOffset(_ p0: CGSize, forSegmentAt p1: Int) {}
    open func setContentPositionAdjustment(_ p0: UIOffset, forSegmentType p1: UISegmentedControl.Segment, barMetrics p2: UIBarMetrics) {}
    open func setDividerImage(_ p0: UIImage?, forLeftSegmentState p1: UIControl.State, rightSegmentState p2: UIControl.State, barMetrics p3: UIBarMetrics) {}
}
