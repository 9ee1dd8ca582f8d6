/// How the workbench runs a type's own code to find the layouts it gives its collection views
/// (CollectionViewSites): what makes the type, whether as a nib makes it, and which sites that
/// run reaches. A site only the app's later calls reach (`reloadCalendar()`) is not offered: the
/// layout would not exist when the workbench asks for it.
struct AppCodeRun {
    /// The expression that makes the owner, nil when nothing can.
    var maker: String?
    /// Made as a nib makes it (`init?(coder:)`, then `awakeFromNib()`), which is where its code
    /// sets up its collection view.
    var fromNib = false
    /// Whether its view is loaded (a controller's `loadView()` and `viewDidLoad()` run).
    var loadsView = false
    /// The sites the run reaches.
    var reached = 0
    /// The members whose sites the run does not reach.
    var unreached: [CollectionViewSites.Member] = []

    /// The run of `info`, whose sites are `sites`; `maker` makes it as other discovery does (with
    /// `init()`, or defaults for its initialiser's arguments), nil when that cannot.
    init(_ info: SourceIndex.TypeInfo, sites: CollectionViewSites.TypeSites, maker: String?, finder: LayoutFinder) {
        loadsView = finder.inherits(info.name, from: "UIViewController")
        let plain = sites.reached(nib: false, loadsView: loadsView)
        (self.maker, reached, unreached) = (maker, maker == nil ? 0 : plain.count, maker == nil ? [] : plain.unreached)
        // A view or controller that sets its collection view up in awakeFromNib() comes from a
        // nib: made that way when that reaches more of its sites.
        guard plain.count < sites.count || maker == nil, Self.canComeFromNib(info, finder: finder) else { return }
        let nib = sites.reached(nib: true, loadsView: loadsView)
        guard nib.count > reached else { return }
        self.maker = "{ let made = \(info.qualifiedName)(coder: StoryboardCoder())!; made.awakeFromNib(); return made }()"
        (fromNib, reached, unreached) = (true, nib.count, nib.unreached)
    }

    /// A view or controller `init?(coder:)` makes: its own that does more than trap, or UIKit's,
    /// which a class declaring no designated initialiser inherits.
    static func canComeFromNib(_ info: SourceIndex.TypeInfo, finder: LayoutFinder) -> Bool {
        guard finder.inherits(info.name, from: "UIView") || finder.inherits(info.name, from: "UIViewController") else { return false }
        if let coder = info.initializers.first(where: \.isCoder) { return !coder.onlyTraps }
        return !info.initializers.contains { !$0.isConvenience }
    }

    /// Why the sites not reached are not offered, one line each, under `title` (the owner's
    /// layout's title): what calls them (of `sites`' members), and what the workbench runs.
    func skipped(_ info: SourceIndex.TypeInfo, sites: CollectionViewSites.TypeSites, title: String) -> [SkippedLayout] {
        let runs =
            (fromNib ? "makes \(info.name) as a nib does (init?(coder:), then awakeFromNib())" : "makes \(info.name)")
            + (loadsView ? ", loads its view (loadView(), viewDidLoad())" : "") + " and reads its lazy properties"
        return unreached.map { member in
            if member.kind == .initializer(coder: true) {
                return SkippedLayout(
                    name: title + " in " + member.title,
                    reason: "\(member.title) runs only when a storyboard or nib makes \(info.name); the workbench makes it with its other initialisers")
            }
            let callers = sites.members.filter { $0.uses.contains(member.name) && $0.title != member.title }.map(\.title)
            let when = callers.isEmpty ? "when the app calls it" : "from " + callers.prefix(3).joined(separator: ", ") + ", which the app calls"
            return SkippedLayout(
                name: title + " in " + member.title,
                reason: "\(member.title) runs only \(when) later; the workbench \(runs), which do not call it")
        }
    }
}
