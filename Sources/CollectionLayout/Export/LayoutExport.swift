import Foundation

/// One layout a plugin offers: an id, a title, a factory and its parameters.
public struct LayoutExport {
    let id: String
    let title: String
    let summary: String
    let make: () -> UICollectionViewLayout
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
        self.id = id
        self.title = title
        self.summary = summary
        self.make = make
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
