// Foundation's key-value observing, for Linux (which has no Objective-C runtime). On a Mac they are
// Apple's, and a Mac build of the SDK leaves them to it (LAYOUTBENCH_APPLE_FRAMEWORKS:
// PluginToolchain, docs/mac.md).
#if !LAYOUTBENCH_APPLE_FRAMEWORKS
    import Foundation

    // Key-value observing and coding as app code around layouts uses them. Swift's Foundation on
    // Linux has neither (there is no Objective-C runtime): observations never fire, and values are
    // read by reflection.

    /// Key-value observation (`collectionView.observe(\.contentSize)`, or any object's): Foundation's
    /// protocol of that name, which every NSObject adopts as on iOS. The observation is made and kept
    /// and never fires (nothing here changes a view behind a layout's back; the host tells the layout
    /// of every change through the layout's own calls).
    public protocol _KeyValueCodingAndObserving {}

    extension NSObject: _KeyValueCodingAndObserving {}

    extension _KeyValueCodingAndObserving {
        public func observe<Value>(
            _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
            changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
        ) -> NSKeyValueObservation {
            NSKeyValueObservation()
        }

        /// Tells no observer: none is ever told here.
        public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}
        public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}
        public func willChange<Value>(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, for keyPath: KeyPath<Self, Value>) {}
        public func didChange<Value>(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, for keyPath: KeyPath<Self, Value>) {}
    }

    /// An observation that never fires; invalidating it does nothing.
    open class NSKeyValueObservation: NSObject {
        open func invalidate() {}
    }

    /// What a change was, as an observation is told (never, here).
    public enum NSKeyValueChange: UInt, Sendable {
        case setting = 1, insertion = 2, removal = 3, replacement = 4
    }

    public struct NSKeyValueObservedChange<Value> {
        public typealias Kind = NSKeyValueChange
        public let kind: Kind
        public let newValue: Value?
        public let oldValue: Value?
        public let indexes: IndexSet?
        public let isPrior: Bool
    }

    public struct NSKeyValueObservingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let new = NSKeyValueObservingOptions(rawValue: 1), old = NSKeyValueObservingOptions(rawValue: 2)
        public static let initial = NSKeyValueObservingOptions(rawValue: 4), prior = NSKeyValueObservingOptions(rawValue: 8)
    }

    /// A key of the change dictionary `observeValue(forKeyPath:of:change:context:)` is handed.
    public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let kindKey = NSKeyValueChangeKey(rawValue: "kind"), newKey = NSKeyValueChangeKey(rawValue: "new")
        public static let oldKey = NSKeyValueChangeKey(rawValue: "old"), indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
        public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
    }

    extension NSObject {
        /// Registers nothing: no change is ever observed here. (`observeValue(forKeyPath:of:change:context:)`
        /// is declared in the SDK's classes an app subclasses, UIResponder, CALayer and
        /// UICollectionViewLayout, so their subclasses' overrides compile; Swift on Linux cannot
        /// override a member of an extension of NSObject.)
        public func addObserver(
            _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
            context: UnsafeMutableRawPointer?
        ) {}
        public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
        public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}

        /// The stored property of that name, found by reflection in the object's class and its
        /// superclasses (computed properties are not found), or nil.
        public func value(forKey key: String) -> Any? {
            var mirror: Mirror? = Mirror(reflecting: self)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == key || $0.label == "$__lazy_storage_$_" + key }) {
                    return child.value
                }
                mirror = current.superclassMirror
            }
            return nil
        }

        /// The value at a dotted key path (`"layer.cornerRadius"`), one key at a time, or nil.
        public func value(forKeyPath keyPath: String) -> Any? {
            var current: Any? = self
            for key in keyPath.split(separator: ".") {
                guard let object = current as? NSObject else { return nil }
                current = object.value(forKey: String(key))
            }
            return current
        }

        /// Sets nothing: properties cannot be set by name without the Objective-C runtime.
        public func setValue(_ value: Any?, forKey key: String) {}
    }
#endif
