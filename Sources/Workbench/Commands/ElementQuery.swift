import CollectionLayout
import LayoutHost

/// A question about elements that `diff` can ask again later.
enum ElementQuery {
    case visible(kind: LayoutElement.Category?)
    case all(kind: LayoutElement.Category?)
    case rect(CGRect, kind: LayoutElement.Category?)
    case item(section: Int, item: Int)
    case supplementary(kind: String, section: Int, item: Int)
    case decoration(kind: String, section: Int, item: Int)

    func run(_ session: Session) throws -> [LayoutElement] {
        let view = session.view
        let layout = try session.requireLayout()
        try view.layoutIfNeeded()
        switch self {
        case .visible(let kind): return filter(view.visibleElements, kind)
        case .all(let kind): return filter(try view.allElements(), kind)
        case .rect(let rect, let kind): return filter(try view.elements(in: rect), kind)
        case .item(let section, let item): return try layout.item(section: section, item: item).map { [$0] } ?? []
        case .supplementary(let kind, let section, let item):
            return try layout.supplementary(kind: kind, section: section, item: item).map { [$0] } ?? []
        case .decoration(let kind, let section, let item):
            return try layout.decoration(kind: kind, section: section, item: item).map { [$0] } ?? []
        }
    }

    private func filter(_ elements: [LayoutElement], _ kind: LayoutElement.Category?) -> [LayoutElement] {
        guard let kind else { return elements }
        return elements.filter { $0.category == kind }
    }
}
