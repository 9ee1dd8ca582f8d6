import Foundation

extension UIEdgeInsets: LayoutParameterValue {
    public static var parameterType: String { "insets" }
    public static var parameterExample: String { "10,12,14,12" }
    /// "top,left,bottom,right", in UIEdgeInsets' order.
    public init?(parameterText: String) {
        let parts = parameterText.split(separator: ",", omittingEmptySubsequences: false).map { parseParameterNumber(String($0)) }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3] else { return nil }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
    public var parameterText: String { [top, left, bottom, right].map { formatParameterNumber(Double($0)) }.joined(separator: ",") }
}

extension NSDirectionalEdgeInsets: LayoutParameterValue {
    public static var parameterType: String { "insets" }
    public static var parameterExample: String { "10,12,14,12" }
    /// "top,leading,bottom,trailing", in NSDirectionalEdgeInsets' order.
    public init?(parameterText: String) {
        guard let insets = UIEdgeInsets(parameterText: parameterText) else { return nil }
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
    public var parameterText: String { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing).parameterText }
}

/// A list of sizes, "100x40,60x40": one per item, cycling.
extension Array: LayoutParameterValue where Element == CGSize {
    public static var parameterType: String { "sizes" }
    public static var parameterExample: String { "100x40,60x40" }
    public init?(parameterText: String) {
        let sizes = parameterText.split(separator: ",").map { CGSize(parameterText: String($0)) }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 != nil }) else { return nil }
        self = sizes.map { $0! }
    }
    public var parameterText: String { map(\.parameterText).joined(separator: ",") }
}

/// A UIKit enum with Int raw values, offered as a choice of its case names.
protocol NamedChoice: LayoutParameterValue, CaseIterable, Equatable {
    var name: String { get }
}

extension NamedChoice {
    public static var parameterType: String { "choice" }
    public static var parameterChoices: String { allCases.map(\.name).joined(separator: "|") }
    public init?(parameterText: String) {
        guard let match = Self.allCases.first(where: { $0.name == parameterText }) else { return nil }
        self = match
    }
    public var parameterText: String { name }
}

extension UICollectionView.ScrollDirection: NamedChoice, CaseIterable {
    public static var allCases: [Self] { [.vertical, .horizontal] }
    var name: String { self == .vertical ? "vertical" : "horizontal" }
}

extension UICollectionViewFlowLayout.SectionInsetReference: NamedChoice, CaseIterable {
    public static var allCases: [Self] { [.fromContentInset, .fromSafeArea, .fromLayoutMargins] }
    var name: String {
        switch self {
        case .fromContentInset: return "fromContentInset"
        case .fromSafeArea: return "fromSafeArea"
        case .fromLayoutMargins: return "fromLayoutMargins"
        }
    }
}
