import Foundation

extension UIViewController {
    /// `@ViewLoading var collectionView: UICollectionView` (iOS 16.4): a property set in
    /// `viewDidLoad()` whose first read loads the view (`loadViewIfNeeded()`), so it is set by
    /// then; reading it while still unset traps, as on iOS.
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var stored: Value?

        public init() {}
        public init(wrappedValue: Value) { stored = wrappedValue }

        @available(*, unavailable, message: "@ViewLoading is only for properties of a UIViewController")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading is only for properties of a UIViewController") }
            set { fatalError("@ViewLoading is only for properties of a UIViewController") }
        }

        @MainActor
        public static subscript<Controller: UIViewController>(
            _enclosingInstance controller: Controller,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Controller, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<Controller, ViewLoading<Value>>
        ) -> Value {
            get {
                controller.loadViewIfNeeded()
                guard let value = controller[keyPath: storageKeyPath].stored else {
                    fatalError("\(type(of: controller)).\(wrappedKeyPath) was read before viewDidLoad() set it (@ViewLoading)")
                }
                return value
            }
            set { controller[keyPath: storageKeyPath].stored = newValue }
        }
    }
}
