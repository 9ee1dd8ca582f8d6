import Foundation

/// A cell's state as a configuration update sees it: kept values (a cell here is never
/// selected, edited or dragged by a person).
public struct UICellConfigurationState: Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }
}
