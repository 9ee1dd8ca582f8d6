import Foundation

/// The layouts an app's own code makes its collection views with (a `lazy var collectionView`
/// closure, `viewDidLoad()`, a view's `init`), found by running that code as UIKit runs it and
/// recording each layout a collection view is made with or given. The generated entry offers
/// them under their owner's name; the host runs everything on its main thread.
public enum AppCodeLayouts {
    /// The recordings under way, innermost last.
    nonisolated(unsafe) private static var recordings: [[UICollectionViewLayout]] = []
    /// What each owner's making recorded, by the owner.
    nonisolated(unsafe) private static var madeWithOwner: [ObjectIdentifier: [UICollectionViewLayout]] = [:]
    /// The stand-in put in a layout in place of the delegate the app's code gave it, by the
    /// layout, until the instance showing the layout takes it (its delegates are weak).
    nonisolated(unsafe) private static var standIns: [ObjectIdentifier: StandInDelegate] = [:]

    /// A layout a collection view was made with or given, while a recording is under way.
    static func record(_ layout: UICollectionViewLayout) {
        guard !recordings.isEmpty else { return }
        if !recordings[recordings.count - 1].contains(where: { $0 === layout }) { recordings[recordings.count - 1].append(layout) }
    }

    private static func recording(_ body: () -> Void) -> [UICollectionViewLayout] {
        recordings.append([])
        body()
        return recordings.removeLast()
    }

    /// Makes the owner (`ChatView()`), recording the layouts its initialisers give collection views.
    public static func making<Owner: AnyObject>(_ make: () -> Owner) -> Owner {
        var owner: Owner?
        let made = recording { owner = make() }
        madeWithOwner[ObjectIdentifier(owner!)] = made
        return owner!
    }

    /// The `number`th layout (from 0) the owner's code gave a collection view, counting those its
    /// making recorded and then those `run` (its view loading, its lazy properties) gives; the
    /// owner is named in the trap when there are fewer. `standIn`, with `delegate=stand-in`, puts
    /// a stand-in in place of the delegate the owner's code gave the layout (the owner itself,
    /// `Layout(delegate: self)`) and answers it, nil when the layout has none to replace.
    public static func layout<Owner: AnyObject>(
        _ number: Int, of owner: Owner, named name: String,
        standIn: ((UICollectionViewLayout) -> StandInDelegate?)? = nil,
        running run: (Owner) -> Void
    ) -> UICollectionViewLayout {
        var layouts = madeWithOwner.removeValue(forKey: ObjectIdentifier(owner)) ?? []
        for layout in recording({ run(owner) }) where !layouts.contains(where: { $0 === layout }) { layouts.append(layout) }
        guard number < layouts.count else {
            fatalError(
                "\(name) gave \(layouts.isEmpty ? "no" : "only \(layouts.count)") collection view a layout when it was made and its view "
                    + "loaded (init, loadView(), viewDidLoad() and its lazy properties): the layout is made later, by code the workbench does not run")
        }
        if let standIn, let installed = standIn(layouts[number]) { standIns[ObjectIdentifier(layouts[number])] = installed }
        return layouts[number]
    }

    /// The stand-in `layout(_:of:named:standIn:running:)` put in `layout`, handed over once.
    static func takeStandIn(for layout: UICollectionViewLayout) -> StandInDelegate? {
        standIns.removeValue(forKey: ObjectIdentifier(layout))
    }
}
