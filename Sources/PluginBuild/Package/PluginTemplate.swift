import Foundation
import LayoutDiscovery

/// `layoutbench new NAME [--flow | --compositional]`: a plugin folder with a minimal layout of
/// that kind, written as app code (`import UIKit`, no workbench code), and a tour script.
package enum PluginTemplate {
    package enum Kind: String, Sendable { case custom, flow, compositional }

    package struct Created: Sendable {
        package var folder: String
        package var files: [String]
        package var layoutID: String
    }

    /// Writes `directory/NAME`; refuses a name that is not a Swift identifier or a folder that exists.
    /// `command` is how the tour says to run it (`layoutbench`, with `--plugins DIR` when `directory`
    /// is not the folder read by default).
    package static func create(name: String, kind: Kind, in directory: String, command: String? = nil) throws -> Created {
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.count <= 64 else {
            throw TemplateError("a layout name is a Swift type name (letters and digits, starting with a letter), not '\(name)'")
        }
        let folder = directory + "/" + name
        guard !FileManager.default.fileExists(atPath: folder) else { throw TemplateError("\(folder) exists already; choose another name") }
        let type = name.hasSuffix("Layout") ? name : name + "Layout"
        let id = KebabCase.id(type)
        let file = type + ".swift"
        let source: String
        switch kind {
        case .custom: source = custom(type)
        case .flow: source = flow(type)
        case .compositional: source = compositional(type)
        }
        let tour = """
            # A tour of \(id): run it with `\(command ?? "layoutbench --plugins \(directory)") run \(folder)/tour.lbs`.
            use \(id)
            items 40
            echo == \(id): its parameters (set one with `param NAME VALUE`) ==
            params
            echo == at rest: every element in view, its frame and the rest of its attributes ==
            attrs
            echo == scrolled down 400 points: the elements now in view ==
            scroll 0 400
            attrs
            echo == flung back up at 2500 points a second: where the scroll came to rest ==
            fling 0 -2500
            state
            echo == what each layout pass costs over 60 frames of scrolling ==
            profile --frames 60

            """
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try source.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        try tour.write(toFile: folder + "/tour.lbs", atomically: true, encoding: .utf8)
        return Created(folder: folder, files: [file, "tour.lbs"], layoutID: id)
    }

    package struct TemplateError: Error, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }

    static func custom(_ type: String) -> String {
        """
        import UIKit

        /// Rows of rowHeight points, the full width, each section's under the one before: frames
        /// computed in prepare(), the rect query answered by a binary search over them, so it stays
        /// quick at 100,000 items (`check` holds it to UIKit's contract). Edit and save: the REPL
        /// reloads it (watch on).
        final class \(type): UICollectionViewLayout {
            var rowHeight: CGFloat = 80 { didSet { invalidateLayout() } }
            var spacing: CGFloat = 8 { didSet { invalidateLayout() } }
            /// Every cell's attributes, top to bottom.
            private var cache: [UICollectionViewLayoutAttributes] = []
            /// Where each section's cells start in `cache`.
            private var sectionStarts: [Int] = []
            private var contentHeight: CGFloat = 0

            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
            }

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                cache.removeAll()
                sectionStarts.removeAll()
                var y: CGFloat = 0
                for section in 0..<collectionView.numberOfSections {
                    sectionStarts.append(cache.count)
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                        attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
                        cache.append(attributes)
                        y += rowHeight + spacing
                    }
                }
                contentHeight = max(0, y - spacing)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                // The first row that ends below the rect's top, then rows until one starts below its bottom.
                var low = 0, high = cache.count
                while low < high {
                    let middle = (low + high) / 2
                    if cache[middle].frame.maxY <= rect.minY { low = middle + 1 } else { high = middle }
                }
                var answer: [UICollectionViewLayoutAttributes] = []
                for attributes in cache[low...] {
                    guard attributes.frame.minY < rect.maxY else { break }
                    if attributes.frame.intersects(rect) { answer.append(attributes) }
                }
                return answer
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let index = sectionStarts[indexPath.section] + indexPath.item
                let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : cache.count
                return index < end ? cache[index] : nil
            }
        }

        """
    }

    static func flow(_ type: String) -> String {
        """
        import UIKit

        /// A flow layout of square cells, columns across the width. Every UICollectionViewFlowLayout
        /// property is a parameter too (params).
        final class \(type): UICollectionViewFlowLayout {
            var columns = 3 { didSet { invalidateLayout() } }

            override init() {
                super.init()
                minimumInteritemSpacing = 8
                minimumLineSpacing = 8
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func prepare() {
                if let collectionView {
                    let gaps = minimumInteritemSpacing * CGFloat(columns - 1) + sectionInset.left + sectionInset.right
                    let side = ((collectionView.bounds.width - gaps) / CGFloat(max(columns, 1))).rounded(.down)
                    itemSize = CGSize(width: side, height: side)
                }
                super.prepare()
            }
        }

        """
    }

    static func compositional(_ type: String) -> String {
        """
        import UIKit

        /// Two columns of cards, a header above them: a compositional layout made by a function.
        func create\(type)() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(160)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }

        """
    }
}
