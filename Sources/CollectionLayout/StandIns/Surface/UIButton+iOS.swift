import Foundation

/// iOS's declarations of UIButton the SDK had not, kept and inert (sdk-surface standins).
extension UIButton {
    /// A button with the configuration, running the action on `.primaryActionTriggered`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
    }

    public struct Configuration: Hashable {
        /// The button's background, as a configuration of its own (clear unless set).
        public var background = UIBackgroundConfiguration.clear()
        public init() {}
        /// Which of the styles the configuration was made as (`plain()`, `filled()`…); Configuration() is plain.
        var style = Style.plain
        enum Style: Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        public var attributedSubtitle: AttributedString? = nil
        public var attributedTitle: AttributedString? = nil
        /// True, UIKit's default.
        public var automaticallyUpdateForSelection: Bool = true
        public var baseBackgroundColor: UIColor? = nil
        public var baseForegroundColor: UIColor? = nil
        /// `.medium`, UIKit's default.
        public var buttonSize: UIButton.Configuration.Size = UIButton.Configuration.Size.medium
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// `.dynamic`, UIKit's default.
        public var cornerStyle: UIButton.Configuration.CornerStyle = UIButton.Configuration.CornerStyle.dynamic
        public var image: UIImage? = nil
        public var imagePadding: CGFloat = 0
        /// `.leading`, UIKit's default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imageReservation: CGFloat = 0
        public var indicator: UIButton.Configuration.Indicator = UIButton.Configuration.Indicator.automatic
        public var macIdiomStyle: UIButton.Configuration.MacIdiomStyle = UIButton.Configuration.MacIdiomStyle.automatic
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? = nil
        public mutating func setDefaultContentInsets() {}
        public var showsActivityIndicator: Bool = false
        public var subtitle: String? = nil
        public var subtitleLineBreakMode: NSLineBreakMode = NSLineBreakMode.byWordWrapping
        public var title: String? = nil
        public var titleAlignment: UIButton.Configuration.TitleAlignment = UIButton.Configuration.TitleAlignment.automatic
        public var titleLineBreakMode: NSLineBreakMode = NSLineBreakMode.byWordWrapping
        public var titlePadding: CGFloat = 0
        public enum CornerStyle: Hashable, Sendable {
            case capsule
            case dynamic
            case fixed
            case large
            case medium
            case small
        }
        public enum TitleAlignment: Hashable, Sendable {
            case automatic
            case center
            case leading
            case trailing
        }
        public enum MacIdiomStyle: Hashable, Sendable {
            case automatic
            case bordered
            case borderless
            case borderlessTinted
        }
        public enum Size: Hashable, Sendable {
            case large
            case medium
            case mini
            case small
        }
        public enum Indicator: Hashable, Sendable {
            case automatic
            case none
            case popup
        }
    }

    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    public enum Role: Int, Hashable, Sendable {
        case cancel = 2
        case destructive = 3
        case normal = 0
        case primary = 1
    }
}
