/// A layout discovery found in a plugin's sources, and how the generated entry makes it.
package struct DiscoveredLayout: Sendable, Equatable {
    package enum Origin: Sendable, Equatable {
        /// A UICollectionViewLayout subclass made with `init()`.
        case layoutClass(String)
        /// A function or property answering a layout: `createLayout()`, `Layouts.grid`,
        /// `ListViewController().createLayout()`.
        case factory(owner: String?, member: String)
    }

    /// Kebab-case: `GridLayout` → `grid-layout` (`help decisions` has the rules).
    package var id: String
    /// The Swift name: `GridLayout`, `ListViewController.createLayout()`.
    package var title: String
    /// The doc comment's first paragraph.
    package var summary: String
    package var origin: Origin
    /// The Swift expression that makes one.
    package var make: String
    package var parameters: [DiscoveredParameter]
    /// The type the parameters' key paths start from.
    package var layoutType: String?
    /// The UIKit class it descends from (UICollectionViewFlowLayout adds the flow properties).
    package var base: String?
    /// Declared `private`/`fileprivate` (or in such a scope): made by code added to its own file.
    package var isPrivate: Bool
    /// The index of the file that declares it.
    package var file: Int
    /// What makes the object the app keeps beside the layout (`ShelfViewController()` whose
    /// `createLayout()` makes it), so it lives as long as the layout; `make` then starts from `$0`.
    package var companion: String?
    /// The companion is the app's class that adopts UIKit's delegate protocols: the collection
    /// view's delegate unless `delegate=stand-in` is chosen (DelegateChoice).
    package var companionIsDelegate = false
    /// The delegate the layout asks the app for, and what stands in for it.
    var delegate: DelegateStandIn?
    /// The protocol of the sources an initialiser takes (`init(delegate: MosaicDelegate)`): made
    /// only with a delegate to pass (an adopter or a stand-in).
    var initProtocol: String?
    /// The initialiser's arguments the host can set (`init(columns: Int)`: `use ID columns=3`).
    package var arguments: [DiscoveredArgument] = []
    /// The types the code that makes it names (`HorizontalFillFlowLayout(delegate: self)` in app
    /// code): the layout classes it may be, whose delegates a stand-in can replace.
    var madeTypes: Set<String> = []
    /// The stand-ins `delegate=stand-in` puts in the layout app code made, by the layout class it
    /// is (StandInInstall): those of `madeTypes`.
    var standInInstalls: [StandInInstall] = []
}

/// An argument of the initialiser a layout is made with, offered as a parameter (LayoutArgument
/// in the SDK): `make` reads it from the values set.
package struct DiscoveredArgument: Sendable, Equatable {
    package var name: String
    package var typeName: String
    /// The value when none is set, as a Swift expression.
    package var defaultValue: String
}

/// A class of the sources that descends from a UIKit layout but is not offered, and why.
package struct SkippedLayout: Sendable, Equatable {
    package var name: String
    package var reason: String

    package init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// A stored `var` of a discovered layout class that becomes a parameter, by its Swift name.
package struct DiscoveredParameter: Sendable, Equatable {
    package var name: String
    package var typeName: String
    /// The property's `private` the build copy takes out so the entry can set it.
    package var exposing: PrivateModifier? = nil
}

/// A `private` or `fileprivate` modifier in a plugin's file: which file, and its bytes (with the
/// space after it).
package struct PrivateModifier: Sendable, Equatable, Hashable {
    package var file: Int
    package var range: Range<Int>
}
