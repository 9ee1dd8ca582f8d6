import Foundation

/// Finds the layouts of a plugin in its SourceIndex: classes that inherit from a UIKit layout
/// and can be made with `init()`, and members or functions that answer a layout with no
/// arguments. The rules are in `help decisions`.
struct LayoutFinder {
    /// UIKit's layout classes, and whether `init()` makes one.
    static let uikitLayouts: [String: Bool] = [
        "UICollectionViewLayout": true, "UICollectionViewFlowLayout": true,
        "UICollectionViewCompositionalLayout": false, "UICollectionViewTransitionLayout": false
    ]
    /// UIKit classes that `init()` makes, so a subclass declaring no initialiser can be made.
    static let constructibleBases: Set<String> = [
        "NSObject", "UIViewController", "UICollectionViewController", "UIResponder", "UIView"
    ]
    /// Property types a parameter can have (LayoutParameterValue conformances in the SDK).
    static let parameterTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "UICollectionView.ScrollDirection", "UICollectionViewScrollDirection",
        "UICollectionViewFlowLayout.SectionInsetReference", "UICollectionViewFlowLayoutSectionInsetReference"
    ]

    let index: SourceIndex

    func layouts() -> [DiscoveredLayout] {
        var found: [DiscoveredLayout] = [], sections: [DiscoveredLayout] = []
        for info in index.types.values.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            if info.kind == .class, let layout = classLayout(info) { found.append(layout) }
            let members = memberFactories(info)
            found += members.layouts
            sections += members.sections
        }
        for (function, file) in index.topLevelFunctions {
            guard case .success(let call)? = factoryCall(function) else { continue }
            let layout = DiscoveredLayout(
                id: KebabCase.id(Self.factoryWord(function.name)), title: Self.title(function), summary: "",
                origin: .factory(owner: nil, member: function.name), make: call.make("\(function.name)\(call.arguments)"), parameters: [],
                layoutType: nil, base: nil, isPrivate: function.isPrivate, file: file)
            if case .layout = call { found.append(layout) } else { sections.append(layout) }
        }
        // A section a library or an app builds is its layout only where the folder has no other.
        if found.isEmpty { found = sections }
        return Self.uniqueIDs(found)
    }

    /// The layouts with an id each: the first of an id keeps it, a repeat gets the first of
    /// `-2`, `-3`, … that no layout has (an app-code layout's own `-2` included).
    static func uniqueIDs(_ layouts: [DiscoveredLayout]) -> [DiscoveredLayout] {
        var taken = Set<String>(), result = layouts
        var repeats: [Int] = []
        for (number, layout) in layouts.enumerated() where !taken.insert(layout.id).inserted { repeats.append(number) }
        for number in repeats {
            var count = 2
            while taken.contains("\(layouts[number].id)-\(count)") { count += 1 }
            result[number].id = "\(layouts[number].id)-\(count)"
            taken.insert(result[number].id)
        }
        return result
    }

    /// The UIKit layout a class descends from, through classes in the sources.
    func uikitAncestor(_ name: String) -> String? {
        let name = index.resolved(name)
        return Self.uikitLayouts[name] != nil ? name : index.layoutAncestors[name]
    }

    func isLayoutType(_ written: String?) -> Bool {
        guard let written, !written.hasSuffix("?"), !written.hasSuffix("!") else { return false }
        return uikitAncestor(SourceIndex.simpleName(written)) != nil
    }

    /// `init()` makes one: an initialiser callable without arguments, or none declared (only
    /// convenience ones) and a superclass that `init()` makes.
    /// Walks up the chain while the answer is the superclass's, and keeps the answer for every
    /// class walked (a chain is walked once, not once a class).
    func isConstructible(_ name: String) -> Bool {
        var path: [String] = [], current = index.resolved(name)
        var answer: Bool
        while true {
            if let known = index.chainAnswers.constructible[current] { answer = known; break }
            switch ownConstructibility(current) {
            case .decided(let decided): answer = decided
            case .asSuperclass(let parent):
                path.append(current)
                current = parent
                continue
            }
            index.chainAnswers.constructible[current] = answer
            break
        }
        for name in path { index.chainAnswers.constructible[name] = answer }
        return answer
    }

    private enum Constructibility { case decided(Bool), asSuperclass(String) }

    /// Whether `init()` makes `name` by its own declaration, or as its superclass's does.
    private func ownConstructibility(_ name: String) -> Constructibility {
        if let uikit = Self.uikitLayouts[name] { return .decided(uikit) }
        if Self.constructibleBases.contains(name) { return .decided(true) }
        guard let info = index.types[name], !info.isGeneric else { return .decided(false) }
        if info.initializers.contains(where: \.callableWithoutArguments) { return .decided(true) }
        if info.initializers.contains(where: { !$0.isConvenience }) { return .decided(false) }
        switch info.kind {
        case .class:
            guard let parent = info.superclass.map(index.resolved), index.types[parent]?.kind != .protocol else { return .decided(true) }
            if index.types[parent] == nil, !Self.constructibleBases.contains(parent), Self.uikitLayouts[parent] == nil {
                // A protocol or a class from elsewhere: only a root class with protocols.
                return .decided(!parent.hasPrefix("UI") && !parent.hasPrefix("NS"))
            }
            return .asSuperclass(parent)
        case .struct:
            // The memberwise initialiser takes no arguments when every stored property has a value.
            return .decided(
                info.properties.allSatisfy {
                    !$0.isStored || $0.isStatic || $0.isLazy || $0.hasInitialValue || $0.typeName?.hasSuffix("?") == true
                })
        default:
            return .decided(false)
        }
    }

    private func classLayout(_ info: SourceIndex.TypeInfo) -> DiscoveredLayout? {
        guard case .made(let made) = classMaking(info) else { return nil }
        var layout = DiscoveredLayout(
            id: KebabCase.id(info.name), title: info.qualifiedName, summary: info.summary, origin: .layoutClass(info.name),
            make: made.make, parameters: parameters(of: info.name), layoutType: info.qualifiedName,
            base: uikitAncestor(info.name), isPrivate: info.isPrivate, file: info.file)
        layout.initProtocol = made.delegateProtocol
        layout.arguments = made.arguments
        return layout
    }

    /// How a layout class is made, or why it is not offered.
    enum ClassMaking {
        case made((make: String, delegateProtocol: String?, arguments: [DiscoveredArgument]))
        case skipped(String)
        /// Not a layout class at all (no UIKit layout ancestor, or one of UIKit's own).
        case notALayout
    }

    func classMaking(_ info: SourceIndex.TypeInfo) -> ClassMaking {
        guard Self.uikitLayouts[info.name] == nil, uikitAncestor(info.name) != nil else { return .notALayout }
        if info.isGeneric { return .skipped("generic: the app chooses its type arguments") }
        if isAbstract(info) {
            let trapping = info.functions.first(where: \.onlyTraps).map { "its \($0.name)() only traps: subclasses override it" }
            return .skipped(trapping ?? "named as a base class for subclasses (Abstract…, Base…)")
        }
        if isConstructible(info.name) {
            if let made = delegateInitializer(info) { return .made(made) }
            return .made(("\(info.qualifiedName)()", nil, []))
        }
        var reasons: [String] = []
        for initializer in info.initializers where initializer.isPlain && !initializer.arguments.isEmpty {
            switch defaultArguments(info, initializer) {
            case .success(let made): return .made((make: "\(info.qualifiedName)(\(made.text))", made.delegateProtocol, made.arguments))
            case .failure(let reason): reasons.append(reason.text)
            }
        }
        // A layout made in a storyboard or nib: init?(coder:), then awakeFromNib(), as UIKit does.
        if let coder = info.initializers.first(where: \.isCoder), !coder.onlyTraps,
            !info.initializers.contains(where: { $0.isPlain && !$0.isCoder }) || !reasons.isEmpty
        {
            let make = "{ let layout = \(info.qualifiedName)(coder: StoryboardCoder())!; layout.awakeFromNib(); return layout }()"
            return .made((make, nil, []))
        }
        if let reason = reasons.first { return .skipped(reason) }
        if info.initializers.contains(where: \.isCoder) { return .skipped("init?(coder:) only traps, and it has no other initialiser") }
        return .skipped("no initialiser layoutbench can call (failable, throwing, generic or private)")
    }

    /// A layout class that `init()` makes, but whose delegate only an initialiser can give
    /// (`private weak var delegate: P?`, set by `convenience init(delegate: P)`): made with that
    /// initialiser, as the app makes it, when the delegate can be given (the app's adopter or a
    /// stand-in). Made with `init()` it would have none, and draw nothing or trap.
    private func delegateInitializer(_ info: SourceIndex.TypeInfo) -> (make: String, delegateProtocol: String?, arguments: [DiscoveredArgument])? {
        for initializer in info.initializers where initializer.isPlain && !initializer.arguments.isEmpty {
            guard case .success(let made) = defaultArguments(info, initializer), let needed = made.delegateProtocol else { continue }
            // The app sets a delegate property of the protocol after init() itself: DelegateStandIn's case.
            let settable = info.properties.contains { property in
                !property.isPrivate && property.isWritable && !property.isStatic
                    && property.typeName.map { SourceIndex.simpleName($0.trimmingCharacters(in: .init(charactersIn: "?!"))) } == needed
            }
            guard !settable, let plan = DelegateStandIn.plan(for: info.name, index: index, protocols: index.protocolDeclarations, initProtocol: needed),
                plan.protocolNames.contains(needed), plan.adopter != nil || plan.declaration != nil
            else { continue }
            return ("\(info.qualifiedName)(\(made.text))", needed, made.arguments)
        }
        return nil
    }

    /// The classes of the sources that descend from a UIKit layout but are not offered, and the
    /// instance factories whose owner cannot be made (a controller made with what the app has), and why.
    func skipped() -> [SkippedLayout] {
        var result: [SkippedLayout] = []
        for info in index.types.values.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            if info.kind == .class, case .skipped(let reason) = classMaking(info) {
                result.append(SkippedLayout(name: info.qualifiedName, reason: reason))
            }
            if info.isGeneric, info.kind != .protocol {
                for function in info.functions where isFactory(function) && !function.onlyTraps {
                    result.append(
                        SkippedLayout(
                            name: "\(info.qualifiedName).\(function.name)()",
                            reason: "\(info.name) is generic: the app chooses its type arguments"))
                }
                continue
            }
            // A factory whose arguments have no default (`createLayout(dataSource:)`).
            for function in info.functions where !function.onlyTraps {
                if case .failure(let why)? = factoryCall(function) {
                    result.append(SkippedLayout(name: "\(info.qualifiedName).\(Self.title(function))", reason: why.text))
                }
            }
            guard (info.kind == .class || info.kind == .struct), uikitAncestor(info.name) == nil, !isConstructible(info.name),
                DefaultValues(index: index, finder: self).expression(for: info.name) == nil
            else { continue }
            for function in info.functions where isFactory(function) && !function.onlyTraps && !function.isStatic {
                result.append(SkippedLayout(name: "\(info.qualifiedName).\(function.name)()", reason: cannotBeMade(info)))
            }
        }
        // Layouts app code gives its collection views that are not offered: the owner cannot be
        // made, or the code that makes them runs only when the app calls it later.
        for info in index.types.values.sorted(by: { ($0.file, $0.name) < ($1.file, $1.name) }) {
            guard let (sites, run) = appCodeRun(info, maker: instanceMaker(info)),
                memberFactories(info).layouts.allSatisfy({ $0.make.hasPrefix("AppCodeLayouts.") })
            else { continue }
            if run.maker == nil {
                result.append(SkippedLayout(name: Self.appCodeTitle(info, number: 0, of: 1), reason: cannotBeMade(info)))
            } else {
                result += run.skipped(info, sites: sites, title: Self.appCodeTitle(info, number: 0, of: 1))
            }
        }
        for (function, _) in index.topLevelFunctions {
            if case .failure(let why)? = factoryCall(function) { result.append(SkippedLayout(name: Self.title(function), reason: why.text)) }
        }
        return result
    }

    /// Why an instance of `info` cannot be made: what its initialiser takes.
    private func cannotBeMade(_ info: SourceIndex.TypeInfo) -> String {
        let initializer = info.initializers.first { $0.isPlain }?.signature ?? "its initialiser"
        return "\(info.name) cannot be made: \(initializer) takes what only the app has"
    }

    struct Unmakeable: Error {
        var text: String
    }

    /// The arguments `initializer` of a layout class is called with: an initialiser argument the
    /// host can set for each of a parameter's type (`init(columns: Int)`: `use ID columns=3`),
    /// unless a property of that name already is one; a default for any other (DefaultValues);
    /// for one protocol of the sources (`init(delegate: MosaicDelegate)`) the delegate the entry
    /// makes (`delegate`, DelegateStandIn).
    func defaultArguments(_ info: SourceIndex.TypeInfo, _ initializer: SourceIndex.Initializer)
        -> Result<(text: String, delegateProtocol: String?, arguments: [DiscoveredArgument]), Unmakeable>
    {
        let values = DefaultValues(index: index, finder: self)
        let properties = Set(parameters(of: info.name).map(\.name))
        var written: [String] = [], delegateProtocol: String?, arguments: [DiscoveredArgument] = []
        for (label, name, type) in initializer.arguments {
            let value: String
            let bare = SourceIndex.simpleName(type.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
            if index.types[bare]?.kind == .protocol, delegateProtocol == nil {
                (value, delegateProtocol) = ("delegate", bare)
            } else if let fallback = values.expression(for: type) {
                if let settable = supportedType(type), !properties.contains(name), !arguments.contains(where: { $0.name == name }) {
                    arguments.append(DiscoveredArgument(name: name, typeName: settable, defaultValue: fallback))
                    value = "arguments[\(EntryPointWriter.literal(name)), default: \(fallback) as \(settable)]"
                } else {
                    value = fallback
                }
            } else {
                return .failure(
                    Unmakeable(
                        text: "its \(initializer.signature) takes \(label == "_" ? name : label): \(type), which layoutbench cannot make without the app"))
            }
            written.append(label == "_" ? value : "\(label): \(value)")
        }
        return .success((written.joined(separator: ", "), delegateProtocol, arguments))
    }

    /// Named Abstract… or Base…, or with a method that only traps (subclasses must override).
    private func isAbstract(_ info: SourceIndex.TypeInfo) -> Bool {
        info.name.hasPrefix("Abstract") || (info.name.hasPrefix("Base") && info.name.dropFirst(4).first?.isUppercase == true)
            || info.functions.contains(where: \.onlyTraps)
    }

    /// How a function answering a layout or a compositional section is called.
    enum FactoryCall {
        /// A layout, with these arguments (`(columns: 2)`).
        case layout(arguments: String)
        /// A section, with these arguments: made in a compositional layout's section provider.
        case section(arguments: String)

        var arguments: String {
            switch self {
            case .layout(let arguments), .section(let arguments): arguments
            }
        }

        /// The expression making the layout from `call` (the function called).
        func make(_ call: String) -> String {
            switch self {
            case .layout: call
            case .section: "UICollectionViewCompositionalLayout { sectionIndex, environment in \(call) }"
            }
        }
    }

    /// The call of a function that answers a layout (a default for each argument) or a section
    /// (the environment and section index a section provider is given, defaults for the rest);
    /// nil for any other function; why not, when an argument has no default.
    func factoryCall(_ function: SourceIndex.Function) -> Result<FactoryCall, Unmakeable>? {
        guard let returned = function.returnType, !function.isGeneric else { return nil }
        let isSection = SourceIndex.simpleName(returned) == "NSCollectionLayoutSection"
        guard isSection || isLayoutType(returned) else { return nil }
        let values = DefaultValues(index: index, finder: self)
        var written: [String] = []
        for (label, name, type) in function.arguments {
            let bare = SourceIndex.simpleName(type.hasPrefix("any ") ? String(type.dropFirst(4)) : type)
            let value: String
            if isSection, bare == "NSCollectionLayoutEnvironment" {
                value = "environment"
            } else if isSection, type == "Int", (label + name).lowercased().contains("section") || name.lowercased().contains("index") {
                value = "sectionIndex"
            } else if !isSection {
                // The app passes what the layout is for: a value made up here would be a guess.
                return .failure(
                    Unmakeable(
                        text:
                            "it takes \(label == "_" ? name : label): \(type) (a factory is offered when it takes no arguments, or only ones with default values)"
                    ))
            } else if let fallback = values.expression(for: type) {
                value = fallback
            } else {
                return .failure(Unmakeable(text: "it takes \(label == "_" ? name : label): \(type), which layoutbench cannot make without the app"))
            }
            written.append(label == "_" ? value : "\(label): \(value)")
        }
        let arguments = "(" + written.joined(separator: ", ") + ")"
        return .success(isSection ? .section(arguments: arguments) : .layout(arguments: arguments))
    }

    /// A function as messages name it: `createLayout()`, `makeSection(config:environment:)`.
    static func title(_ function: SourceIndex.Function) -> String {
        function.name + "(" + function.labels.map { $0 + ":" }.joined() + ")"
    }

    /// A layout factory offered as it is: its arguments have defaults.
    private func isFactory(_ function: SourceIndex.Function) -> Bool {
        if case .success(.layout)? = factoryCall(function) { return true }
        return false
    }

    /// Whether `name` descends from UICollectionViewController through the folder's classes.
    private func isCollectionViewController(_ name: String) -> Bool {
        var current = index.resolved(name), visited: Set<String> = []
        while visited.insert(current).inserted {
            if current == "UICollectionViewController" { return true }
            guard let parent = index.types[current]?.superclass else { return false }
            current = index.resolved(parent)
        }
        return false
    }

    /// Static members answering a layout, and instance members of a type `init()` makes.
    private func memberFactories(_ info: SourceIndex.TypeInfo) -> (layouts: [DiscoveredLayout], sections: [DiscoveredLayout]) {
        guard !info.isGeneric, info.kind != .protocol else { return ([], []) }
        // An instance's factory needs the instance: made with init(), or with defaults for its
        // initialiser's arguments (a view controller made with its view model).
        let maker = instanceMaker(info)
        let instance = maker != nil
        var found: [DiscoveredLayout] = [], sections: [DiscoveredLayout] = []
        // A factory in an extension of UIKit's type (`extension UICollectionViewLayout { static
        // func paging() … }`) is named by itself, as the app calls it (`.paging()`).
        let owner = info.kind == .other ? "" : Self.ownerWord(info.name)
        /// `call` is the arguments for a method, "" for a property; `title` how messages name it.
        func add(_ member: String, call: String, title: String, isStatic: Bool, isPrivate: Bool, section: Bool = false) {
            let word = KebabCase.id(Self.factoryWord(member))
            let id = owner.isEmpty ? word : (word.isEmpty ? owner : owner + "-" + word)
            // An instance's factory: the instance (a view controller) lives as long as the layout,
            // as in the app, where it often is the layout's delegate. A struct's is a value: the
            // factory is called on a fresh one, and nothing needs keeping.
            let keeps = !isStatic && info.kind == .class
            let receiver = isStatic ? info.qualifiedName : keeps ? "$0" : (maker ?? info.qualifiedName + "()")
            let call = receiver + ".\(member)\(call)"
            // A controller's view is loaded first, as the app calls its factory from viewDidLoad()
            // (which sets up what the factory reads, a data source); not one a storyboard fills.
            let load = keeps && loadsViewFirst(info) ? "owner.loadViewIfNeeded(); " : ""
            // A section provider's closure has arguments of its own, so `$0` is named first.
            let make =
                !section
                ? (load.isEmpty ? call : "{ (owner: \(info.qualifiedName)) in \(load)return owner\(call.dropFirst(2)) }($0)")
                : receiver == "$0"
                    ? "{ (owner: \(info.qualifiedName)) in \(load)return UICollectionViewCompositionalLayout { sectionIndex, environment in owner\(call.dropFirst(2)) } }($0)"
                    : FactoryCall.section(arguments: "").make(call)
            var layout = DiscoveredLayout(
                id: id, title: "\(info.qualifiedName).\(title)", summary: info.summary,
                origin: .factory(owner: info.name, member: member),
                make: make, parameters: [], layoutType: nil, base: nil,
                isPrivate: isPrivate || info.isPrivate, file: info.file, companion: keeps ? maker : nil)
            layout.companionIsDelegate = keeps && adoptsCollectionViewDelegate(info)
            if section { sections.append(layout) } else { found.append(layout) }
        }
        // A base class's factory that only traps (preconditionFailure(), an abstract method) is
        // for subclasses to override: not offered.
        for function in info.functions where !function.onlyTraps && (function.isStatic || instance) {
            guard case .success(let made)? = factoryCall(function) else { continue }
            var isSection = false
            if case .section = made { isSection = true }
            add(
                function.name, call: made.arguments, title: Self.title(function), isStatic: function.isStatic,
                isPrivate: function.isPrivate, section: isSection)
        }
        for property in info.properties where isLayoutType(property.typeName) && (property.isStatic || instance) && !property.readsExistingLayout {
            add(property.name, call: "", title: property.name, isStatic: property.isStatic, isPrivate: property.isPrivate)
        }
        // A collection view controller that makes its layout in its initialiser
        // (`super.init(collectionViewLayout: layout)`): the layout it made.
        if instance, info.kind == .class, info.initializers.contains(where: \.passesLayoutToSuper), isCollectionViewController(info.name) {
            add("collectionViewLayout", call: "", title: "collectionViewLayout", isStatic: false, isPrivate: false)
        }
        // A layout the type's own code gives the collection views it makes (`lazy var
        // collectionView = { … UICollectionView(frame:collectionViewLayout:) }()`, viewDidLoad(), a
        // view's init), where no factory of it is offered already: made by running that code.
        if found.isEmpty, let (sites, run) = appCodeRun(info, maker: maker), let maker = run.maker, run.reached > 0 {
            found += appCodeLayouts(info, sites: sites, run: run, maker: maker, owner: owner)
        }
        return (found, sections)
    }

    /// What makes an instance of `info` for its members: `init()`, or defaults for its
    /// initialiser's arguments (a view controller made with its view model); nil for a layout.
    func instanceMaker(_ info: SourceIndex.TypeInfo) -> String? {
        guard (info.kind == .class || info.kind == .struct) && uikitAncestor(info.name) == nil else { return nil }
        return isConstructible(info.name) ? "\(info.qualifiedName)()" : DefaultValues(index: index, finder: self).expression(for: info.name)
    }

    /// How `info`'s own code is run for the layouts it gives its collection views, when it has
    /// sites and no factory of it makes that layout already (`maker` as memberFactories has it).
    func appCodeRun(_ info: SourceIndex.TypeInfo, maker: String?) -> (CollectionViewSites.TypeSites, AppCodeRun)? {
        guard info.kind == .class, !info.isGeneric, uikitAncestor(info.name) == nil, let sites = index.collectionViewSites[info.name], sites.count > 0,
            sites.factoryCalls.isDisjoint(with: info.functions.filter { isFactory($0) }.map(\.name))
        else { return nil }
        return (sites, AppCodeRun(info, sites: sites, maker: maker, finder: self))
    }

    /// The title of the `number`th (from 0) of `count` layouts `info`'s code gives its collection views.
    static func appCodeTitle(_ info: SourceIndex.TypeInfo, number: Int, of count: Int) -> String {
        "\(info.qualifiedName)'s collection view layout" + (count > 1 ? " \(number + 1)" : "")
    }

    /// The layouts `info`'s code gives its collection views, one per site the run reaches (three
    /// at most): its owner made (recording what its initialisers make), its view loaded if it is
    /// a controller, its lazy properties that make one read; the `n`th layout so recorded.
    private func appCodeLayouts(
        _ info: SourceIndex.TypeInfo, sites: CollectionViewSites.TypeSites, run: AppCodeRun, maker: String,
        owner: String
    ) -> [DiscoveredLayout] {
        let steps = (run.loadsView ? ["owner.loadViewIfNeeded()"] : []) + sites.lazyProperties.map { "_ = owner.\($0)" }
        let base = owner.isEmpty ? "layout" : owner + "-layout"
        let isDelegate = adoptsCollectionViewDelegate(info)
        return (0..<min(run.reached, 3)).map { number in
            let make =
                "AppCodeLayouts.layout(\(number), of: $0, named: \(EntryPointWriter.literal(info.qualifiedName)), standIn: nil) { owner in "
                + (steps.isEmpty ? "_ = owner" : steps.joined(separator: "; ")) + " }"
            var layout = DiscoveredLayout(
                id: number == 0 ? base : base + "-\(number + 1)", title: Self.appCodeTitle(info, number: number, of: run.reached),
                summary: info.summary, origin: .factory(owner: info.name, member: "collectionViewLayout"), make: make, parameters: [],
                layoutType: nil, base: nil, isPrivate: info.isPrivate || sites.hasPrivateLazyProperty, file: info.file,
                companion: "AppCodeLayouts.making { \(maker) }", companionIsDelegate: isDelegate)
            layout.madeTypes = sites.madeTypes
            return layout
        }
    }

    /// A controller of the folder that sets itself up in viewDidLoad() or loadView() and has no
    /// outlets a storyboard would fill (nil here, its view loading would trap on them).
    private func loadsViewFirst(_ info: SourceIndex.TypeInfo) -> Bool {
        inherits(info.name, from: "UIViewController") && info.outlets == 0
            && info.functions.contains { ($0.name == "viewDidLoad" || $0.name == "loadView") && $0.arguments.isEmpty }
    }

    /// The type adopts UIKit's collection view delegate protocols (the app sets it as the delegate).
    private func adoptsCollectionViewDelegate(_ info: SourceIndex.TypeInfo) -> Bool {
        !Set(info.inherited.map(SourceIndex.simpleName)).isDisjoint(with: ["UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate"])
    }

    /// UIKit's view controller classes an app's controller may descend from.
    static let uikitControllers: Set<String> = [
        "UIViewController", "UICollectionViewController", "UITableViewController", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UISplitViewController", "UISearchController"
    ]

    /// Whether `name` descends from `ancestor` through the folder's classes (or is it); a
    /// controller or view of UIKit's is a UIViewController or a UIView.
    func inherits(_ name: String, from ancestor: String) -> Bool {
        var current = index.resolved(name), visited: Set<String> = []
        while visited.insert(current).inserted {
            if current == ancestor { return true }
            guard let parent = index.types[current]?.superclass else {
                if ancestor == "UIViewController" { return Self.uikitControllers.contains(current) }
                return ancestor == "UIView" && index.types[current] == nil && current.hasPrefix("UI") && !Self.uikitControllers.contains(current)
                    && Self.uikitLayouts[current] == nil && !["UIResponder", "UIApplication", "UIWindowScene", "UIScene"].contains(current)
            }
            current = index.resolved(parent)
        }
        return false
    }

    /// `createLayout` → `layout`, `makeGridLayout` → `gridLayout`.
    static func factoryWord(_ name: String) -> String {
        for prefix in ["create", "make", "build"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return String(rest) }
        }
        return name
    }

    /// `ListViewController` → `list`, `Layouts` → `layouts`.
    static func ownerWord(_ name: String) -> String {
        for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return KebabCase.id(String(name.dropLast(suffix.count)))
        }
        return KebabCase.id(name)
    }

    // MARK: - Parameters

    /// Writable stored properties of supported types, the class's own first, then its
    /// superclasses' in the sources, then UIKit's flow layout properties for a flow subclass.
    /// A class's are its own then its superclass's (kept once found, so a chain is walked once).
    /// A `private var columns = 2` the class's code never assigns (a knob, not state) is one
    /// too, its `private` taken out of the build copy, unless a subclass in the folder declares
    /// the same name (which would then clash with it).
    func parameters(of name: String) -> [DiscoveredParameter] {
        index.chainAnswer(name, \.parameters, root: []) { info, inherited in
            var own: [DiscoveredParameter] = []
            for property in info.properties
            where property.isStored && property.isWritable && !property.isStatic
                && (!property.isPrivate || property.privateModifier != nil) && !property.isLazy
                && !own.contains(where: { $0.name == property.name })
            {
                guard let typeName = property.typeName, let supported = supportedType(typeName) else { continue }
                if property.privateModifier != nil,
                    info.assignedNames.contains(property.name)
                        || (index.memberDeclarers[property.name, default: 0] > 1
                            && (redeclaredBelow(info.name, property.name) || declaredAbove(info.name, property.name)))
                {
                    continue
                }
                own.append(DiscoveredParameter(name: property.name, typeName: supported, exposing: property.privateModifier))
            }
            return own + inherited.filter { parameter in !own.contains { $0.name == parameter.name } }
        }
    }

    /// Whether a class of the folder above `type` declares a property named `member` (a private
    /// one there is another variable, which the layout's inherited code reads: setting this one
    /// would change nothing).
    func declaredAbove(_ type: String, _ member: String) -> Bool {
        var current = index.types[type]?.inherited.first.map(SourceIndex.simpleName), steps = 0
        while let name = current, let info = index.types[name], steps < 10_000 {
            if info.properties.contains(where: { $0.name == member }) { return true }
            current = info.inherited.first.map(SourceIndex.simpleName)
            steps += 1
        }
        return false
    }

    /// Whether a class of the folder below `type` declares a member named `member`.
    func redeclaredBelow(_ type: String, _ member: String) -> Bool {
        index.types.values.contains { other in
            guard other.kind == .class, other.name != type,
                other.properties.contains(where: { $0.name == member }) || other.functions.contains(where: { $0.name == member })
            else { return false }
            var current = other.inherited.first.map(SourceIndex.simpleName), steps = 0
            while let name = current, steps < 10_000 {
                if name == type { return true }
                current = index.types[name]?.inherited.first.map(SourceIndex.simpleName)
                steps += 1
            }
            return false
        }
    }

    /// The parameter type for a property type, or nil when parameters cannot have it. An
    /// optional of a supported type (`CGFloat?`, which an app sets before the first pass) is one.
    func supportedType(_ written: String) -> String? {
        // An implicitly unwrapped optional (`var hourHeight: CGFloat!`) is an optional the app sets.
        if written.hasSuffix("!"), !written.hasSuffix("!!") {
            return supportedType(String(written.dropLast())).map { $0 + "?" }
        }
        if written.hasSuffix("?"), !written.hasSuffix("??") {
            return supportedType(String(written.dropLast())).map { $0 + "?" }
        }
        if Self.parameterTypes.contains(written) { return written }
        let simple = SourceIndex.simpleName(written)
        if let info = index.types[simple], info.kind == .enum, !info.isGeneric, !info.isPrivate,
            let raw = info.inherited.first, raw == "String" || raw == "Int", !info.caseNames.isEmpty
        {
            return written
        }
        return nil
    }

    /// Enums used as parameter types that need conformances added (by name).
    func enumsNeedingConformance(_ layouts: [DiscoveredLayout]) -> [String] {
        var names: [String] = []
        for typeName in layouts.flatMap({ $0.parameters.map(\.typeName) + $0.arguments.map(\.typeName) }) {
            let type = typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName
            guard !Self.parameterTypes.contains(type) else { continue }
            let simple = SourceIndex.simpleName(type)
            if !names.contains(simple) { names.append(simple) }
        }
        return names
    }
}
