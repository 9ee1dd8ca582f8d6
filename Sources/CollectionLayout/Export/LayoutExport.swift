import Foundation

/// One layout a plugin offers: an id, a title, a factory and its parameters.
public struct LayoutExport {
    let id: String
    let title: String
    let summary: String
    /// Makes the layout, with its initialiser's arguments, and what the app keeps beside it (its
    /// view controller, a stand-in delegate), which the instance keeps alive as long as the layout.
    let make: (LayoutArguments) -> (layout: UICollectionViewLayout, companion: AnyObject?)
    /// The initialiser's arguments offered as parameters (LayoutArgument).
    let arguments: [LayoutArgument]
    /// Makes the collection view's delegate, as an app's view controller would be; nil for none.
    let makeDelegate: (() -> UICollectionViewDelegate)?
    let parameters: [ErasedParameter]

    struct ErasedParameter {
        let name, type, range, summary: String
        let read: (UICollectionViewLayout) -> String
        let write: (UICollectionViewLayout, String) -> String?
    }

    /// `delegate` makes the object the collection view's `delegate` holds (for example a
    /// UICollectionViewDelegateFlowLayout); the instance keeps it alive, as a view controller would.
    public init<Layout: UICollectionViewLayout>(
        _ id: String, title: String, summary: String = "",
        parameters: [LayoutParameter<Layout>] = [], delegate: (() -> UICollectionViewDelegate)? = nil,
        make: @escaping () -> Layout
    ) {
        self.init(id, title: title, summary: summary, arguments: [], parameters: parameters, delegate: delegate) { _ in (make(), nil) }
    }

    /// A layout made with initialiser arguments the host can set (LayoutArgument): `make` makes
    /// it from their values.
    public init<Layout: UICollectionViewLayout>(
        _ id: String, title: String, summary: String = "", arguments: [LayoutArgument],
        parameters: [LayoutParameter<Layout>] = [], delegate: (() -> UICollectionViewDelegate)? = nil,
        make: @escaping (LayoutArguments) -> Layout
    ) {
        self.init(id, title: title, summary: summary, arguments: arguments, parameters: parameters, delegate: delegate) {
            (make($0), nil)
        }
    }

    /// A layout made with what the app keeps beside it: `companion` makes that object (the view
    /// controller whose factory makes the layout, and which sets itself as the layout's delegate;
    /// or a stand-in delegate), `make` the layout from it. The instance keeps the companion alive
    /// as the app does, and makes it the collection view's delegate when it is one.
    public init<Layout: UICollectionViewLayout, Companion: AnyObject>(
        _ id: String, title: String, summary: String = "",
        parameters: [LayoutParameter<Layout>] = [], companion: @escaping () -> Companion,
        make: @escaping (Companion) -> Layout
    ) {
        self.init(id, title: title, summary: summary, arguments: [], parameters: parameters, delegate: nil) { _ in
            let companion = companion()
            return (make(companion), companion)
        }
    }

    /// A layout made with what the app keeps beside it and with initialiser arguments the host
    /// can set: `make` makes it from the companion and the arguments' values.
    public init<Layout: UICollectionViewLayout, Companion: AnyObject>(
        _ id: String, title: String, summary: String = "", arguments: [LayoutArgument],
        parameters: [LayoutParameter<Layout>] = [], companion: @escaping () -> Companion,
        make: @escaping (Companion, LayoutArguments) -> Layout
    ) {
        self.init(id, title: title, summary: summary, arguments: arguments, parameters: parameters, delegate: nil) { values in
            let companion = companion()
            return (make(companion, values), companion)
        }
    }

    /// A layout whose companion depends on the arguments (DelegateChoice: the app's adopter, or
    /// the stand-in), made from it and the arguments.
    public init<Layout: UICollectionViewLayout, Companion: AnyObject>(
        _ id: String, title: String, summary: String = "", arguments: [LayoutArgument],
        parameters: [LayoutParameter<Layout>] = [], choosingCompanion companion: @escaping (LayoutArguments) -> Companion,
        make: @escaping (Companion, LayoutArguments) -> Layout
    ) {
        self.init(id, title: title, summary: summary, arguments: arguments, parameters: parameters, delegate: nil) { values in
            let companion = companion(values)
            return (make(companion, values), companion)
        }
    }

    private init<Layout: UICollectionViewLayout>(
        _ id: String, title: String, summary: String, arguments: [LayoutArgument], parameters: [LayoutParameter<Layout>],
        delegate: (() -> UICollectionViewDelegate)?,
        make: @escaping (LayoutArguments) -> (layout: UICollectionViewLayout, companion: AnyObject?)
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.make = make
        self.arguments = arguments
        self.makeDelegate = delegate
        self.parameters = parameters.map { parameter in
            ErasedParameter(
                name: parameter.name, type: parameter.type, range: parameter.range,
                summary: parameter.summary,
                read: { parameter.read($0 as! Layout) },
                write: { parameter.write($0 as! Layout, $1) })
        }
    }
}
