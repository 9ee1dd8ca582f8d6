import Foundation

/// A stack view: it keeps its arranged subviews, axis, alignment and spacings and arranges
/// nothing (views are not laid out here).
@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public class var spacingUseDefault: CGFloat { .greatestFiniteMagnitude }
    public class var spacingUseSystem: CGFloat { -.greatestFiniteMagnitude }

    open var axis = NSLayoutConstraint.Axis.horizontal
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Non-failable, as on iOS (nothing is decoded here).
    public required init(coder: NSCoder) { super.init(coder: coder)! }
    public convenience init() { self.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Leaves the stack's arrangement; the view stays a subview, as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The spacing set after the view, else `spacingUseDefault` (the stack's own spacing), as on iOS.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
}
