import Foundation

/// iOS's declarations of NSValue the SDK had not, kept and inert (sdk-surface standins).
extension NSValue {
    public var cgAffineTransformValue: CGAffineTransform { .identity }

    public var cgVectorValue: CGVector { .zero }

    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { .zero }

    public var uiEdgeInsetsValue: UIEdgeInsets { .zero }

    public var uiOffsetValue: UIOffset { .zero }
}
