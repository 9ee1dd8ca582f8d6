import UIKit

/// UICollectionLayoutListConfiguration lists, the way apps build table-like screens: rows of
/// estimated height that self-size (snapshot size ID WxH), headers and footers as supplementary
/// views. The undocumented metrics are parameters.
final class ListLayout: UICollectionViewCompositionalLayout {
    enum Mode: String, CaseIterable, LayoutParameterValue { case none, supplementary }

    final class Settings {
        var configuration: UICollectionLayoutListConfiguration
        init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
            configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
        }
    }

    private var settings = Settings(.plain)

    static func make(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> ListLayout {
        let settings = Settings(appearance)
        let layout = ListLayout { _, environment in
            NSCollectionLayoutSection.list(using: settings.configuration, layoutEnvironment: environment)
        }
        layout.settings = settings
        return layout
    }

    private func change(_ edit: (inout UICollectionLayoutListConfiguration) -> Void) {
        edit(&settings.configuration)
        invalidateLayout()
    }

    var estimatedRowHeight: CGFloat {
        get { settings.configuration.metrics.estimatedRowHeight }
        set { change { $0.metrics.estimatedRowHeight = newValue } }
    }
    var estimatedHeaderHeight: CGFloat {
        get { settings.configuration.metrics.estimatedHeaderHeight }
        set { change { $0.metrics.estimatedHeaderHeight = newValue } }
    }
    var sectionSpacing: CGFloat {
        get { settings.configuration.metrics.sectionSpacing }
        set { change { $0.metrics.sectionSpacing = newValue } }
    }
    var horizontalInset: CGFloat {
        get { settings.configuration.metrics.horizontalInset }
        set { change { $0.metrics.horizontalInset = newValue } }
    }
    var headerMode: Mode {
        get { settings.configuration.headerMode == .supplementary ? .supplementary : .none }
        set { change { $0.headerMode = newValue == .supplementary ? .supplementary : .none } }
    }
    var footerMode: Mode {
        get { settings.configuration.footerMode == .supplementary ? .supplementary : .none }
        set { change { $0.footerMode = newValue == .supplementary ? .supplementary : .none } }
    }

    static let parameters: [LayoutParameter<ListLayout>] = [
        LayoutParameter("estimatedRowHeight", \ListLayout.estimatedRowHeight, range: 1...10_000, summary: "rows start this tall, then self-size"),
        LayoutParameter("estimatedHeaderHeight", \ListLayout.estimatedHeaderHeight, range: 1...10_000, summary: "headers and footers start this tall"),
        LayoutParameter("sectionSpacing", \ListLayout.sectionSpacing, range: 0...10_000, summary: "space above each section, above its header"),
        LayoutParameter("horizontalInset", \ListLayout.horizontalInset, range: 0...10_000, summary: "leading and trailing inset of the rows"),
        LayoutParameter("headerMode", \ListLayout.headerMode, summary: "section headers: none or supplementary"),
        LayoutParameter("footerMode", \ListLayout.footerMode, summary: "section footers: none or supplementary"),
    ]
}
