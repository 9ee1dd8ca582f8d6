import Foundation

/// What an accessibility element is (`view.accessibilityTraits = .button`): kept, read by no
/// assistive technology here. The traits are variables, as UIKit imports them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    nonisolated(unsafe) public static var none = UIAccessibilityTraits([])
    nonisolated(unsafe) public static var button = UIAccessibilityTraits(rawValue: 1 << 0)
    nonisolated(unsafe) public static var link = UIAccessibilityTraits(rawValue: 1 << 1)
    nonisolated(unsafe) public static var image = UIAccessibilityTraits(rawValue: 1 << 2)
    nonisolated(unsafe) public static var selected = UIAccessibilityTraits(rawValue: 1 << 3)
    nonisolated(unsafe) public static var playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    nonisolated(unsafe) public static var keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    nonisolated(unsafe) public static var staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    nonisolated(unsafe) public static var summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    nonisolated(unsafe) public static var notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    nonisolated(unsafe) public static var updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    nonisolated(unsafe) public static var searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    nonisolated(unsafe) public static var startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    nonisolated(unsafe) public static var adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    nonisolated(unsafe) public static var allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    nonisolated(unsafe) public static var causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    nonisolated(unsafe) public static var tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    nonisolated(unsafe) public static var header = UIAccessibilityTraits(rawValue: 1 << 16)
}
