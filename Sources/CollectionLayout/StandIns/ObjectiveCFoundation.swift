import Foundation

// Foundation API that UIKit adds and app files use: text is measured roughly (no fonts are laid
// out here: half the point size a character, 1.2 times it a line); stand-in properties and
// associated objects are kept beside their objects. The Objective-C runtime's own names are in
// ObjectiveCRuntime.swift.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1), usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

open class NSStringDrawingContext: NSObject {
    // iOS's other members, kept and inert (sdk-surface standins)
    open var actualScaleFactor: CGFloat { 0 }
    open var minimumScaleFactor: CGFloat = 0
    open var totalBounds: CGRect { .zero }
}

/// A rough measure of text in `attributes`' font (17 points without one): half the point size
/// a character, 1.2 times it a line, wrapped at `width`.
func roughTextSize(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat = .greatestFiniteMagnitude) -> CGSize {
    let pointSize = (attributes?[.font] as? UIFont)?.pointSize ?? 17
    let oneLine = CGFloat(text.count) * pointSize / 2
    let lines = width > 0 && width.isFinite ? max(1, (oneLine / width).rounded(.up)) : 1
    return CGSize(width: min(oneLine, width), height: lines * pointSize * 1.2)
}

extension String {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        roughTextSize(self, attributes: attributes)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: roughTextSize(self, attributes: attributes, width: size.width))
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        roughTextSize(self as String, attributes: attributes)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: roughTextSize(self as String, attributes: attributes, width: size.width))
    }
}

/// UIKit's geometry boxes (NSValue+UIGeometry): Foundation on Linux boxes CGPoint, CGSize and
/// CGRect under AppKit's names (`point`, `size`, `rect`).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}

/// Objective-C associated objects, which extensions use as stored properties: kept by object and
/// key for as long as the object lives.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()
    private let lock = NSLock()
    private var table: [ObjectIdentifier: (owner: Weak, values: [UnsafeRawPointer: Any])] = [:]

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
        lock.lock()
        defer { lock.unlock() }
        table = table.filter { $0.value.owner.object != nil }
        var entry = table[ObjectIdentifier(object)] ?? (Weak(object), [:])
        entry.values[key] = value
        table[ObjectIdentifier(object)] = entry
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = table[ObjectIdentifier(object)], entry.owner.object === object else { return nil }
        return entry.values[key] ?? nil
    }
}

/// Stand-in properties of Foundation's classes (`NSObject.accessibilityLabel`), which an
/// extension cannot store: kept beside the object, by name, for as long as it lives.
enum StandInStorage {
    private static let lock = NSLock()
    /// Guarded by `lock`.
    private nonisolated(unsafe) static var keys: [String: UnsafeMutableRawPointer] = [:]

    /// One address per name, for the associated-object table.
    private static func key(_ name: String) -> UnsafeRawPointer {
        lock.lock()
        defer { lock.unlock() }
        if let known = keys[name] { return UnsafeRawPointer(known) }
        let made = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        keys[name] = made
        return UnsafeRawPointer(made)
    }

    static func value<Value>(of object: AnyObject, _ name: String, default empty: Value) -> Value {
        AssociatedObjects.shared.get(object, key(name)) as? Value ?? empty
    }

    static func set<Value>(_ value: Value, of object: AnyObject, _ name: String) {
        AssociatedObjects.shared.set(object, key(name), value)
    }
}
