import SDKSurface
import Testing

/// InterfaceReader and SurfaceComparison on a small hand-written pair of interfaces: each kind
/// of difference is found and said, matching declarations and differences app code cannot
/// notice are not reported, and what the SDK lacks is listed as missing.
@Suite struct SurfaceComparisonTests {
    /// As iOS's interface would print it.
    static let ios = """
        @MainActor open class Widget : Base {
            open var size: CGSize
            open var title: String
            open var name: String { get }
            public init(frame: CGRect)
            public convenience init(label: String)
            public init(name: String)
            public init?(named: String)
            open class var shared: Widget { get }
            open func draw(_ rect: CGRect)
            open func measure(_ text: String, width: CGFloat = 0) -> CGSize
            open func load() async throws -> Data
            open func tint(_ color: Int)
            open var delegate: (any WidgetDelegate)?
            open func same(_ value: Swift.Int) -> Foundation.CGFloat
            open func erase()
            public struct Mode : OptionSet {
                public init(rawValue: UInt)
            }
        }
        extension Widget {
            open var extra: Int { get }
        }
        @MainActor public protocol WidgetDelegate : NSObjectProtocol {
            optional func widgetDidDraw(_ widget: Widget)
            optional func widgetDidErase(_ widget: Widget)
            func widgetSize(_ widget: Widget) -> CGSize
            func widgetLayout(_ widget: Widget, animated: Bool) -> Bool
        }
        """

    /// As the SDK's synthesized interface would print it.
    static let ours = """
        @MainActor open class Widget : OtherBase {
            public var size: CGSize
            open var title: String { get }
            open var name: String
            public convenience init(frame: CGRect)
            public init(label: String)
            required public init(name: String)
            public init(named: String)
            public static var shared: Widget
            nonisolated open func draw(_ rect: CGRect)
            open func measure(_ text: String, width: CGFloat) -> CGSize
            open func load() throws -> Data
            open func tint(_ color: Int = 0)
            open var delegate: AnyObject?
            open func same(_ value: Int) -> CGFloat
            public enum Mode : UInt {
            }
        }
        extension Widget {
            open var extra: Int { get }
        }
        @MainActor public protocol WidgetDelegate : AnyObject {
            func widgetDidDraw(_ widget: Widget)
            func widgetDidErase(_ widget: Widget)
            func widgetSize(_ widget: Widget) -> CGSize
            func widgetLayout(_ widget: Widget, animated: Bool) -> Bool
        }
        extension WidgetDelegate {
            public func widgetDidErase(_ widget: Widget)
            public func widgetLayout(_ widget: Widget, animated: Bool = false) -> Bool
        }
        """

    static let comparison = SurfaceComparison(
        facts: InterfaceReader.declarations(in: ios),
        ours: InterfaceReader.declarations(in: ours, extensionsOverridable: false))

    static func differences(_ path: String) -> [String] {
        comparison.findings.filter { $0.fact.path == path }.flatMap(\.differences)
    }

    @Test(arguments: [
        ("Widget", "superclass: Base in iOS, OtherBase here"),
        ("Widget.size", "access: open in iOS, public here"),
        ("Widget.title", "setter: settable in iOS, read-only here"),
        ("Widget.init(frame:)", "initialiser: designated in iOS, convenience here"),
        ("Widget.init(name:)", "required: not required in iOS, required here"),
        ("Widget.init(named:)", "init?: init? in iOS, not init? here"),
        ("Widget.shared", "static: class in iOS, static here"),
        ("Widget.draw(_:)", "isolation: @MainActor in iOS, nonisolated here"),
        ("Widget.measure(_:width:)", "parameter: CGFloat = default in iOS, CGFloat here"),
        ("Widget.load()", "async: async in iOS, not async here"),
        ("Widget.delegate", "type: (WidgetDelegate)? in iOS, AnyObject? here"),
        ("Widget.Mode", "kind: struct in iOS, enum here"),
        ("Widget.extra", "access: open in iOS, public here"),
        ("WidgetDelegate.widgetDidDraw(_:)", "optional: optional in iOS, required here")
    ])
    func eachKindOfDifferenceIsFound(path: String, difference: String) {
        #expect(Self.differences(path).contains(difference), "\(path): \(Self.differences(path))")
    }

    @Test func whatAppCodeCannotNoticeIsNotReported() {
        let reported = Set(Self.comparison.findings.map(\.fact.path))
        // Matching after normalization; settable here; designated here for iOS's convenience
        // one; a default iOS lacks; optional with a default; required here with a default given
        // to callers by the extension.
        for path in [
            "Widget.same(_:)", "Widget.name", "Widget.init(label:)", "Widget.tint(_:)", "WidgetDelegate.widgetDidErase(_:)",
            "WidgetDelegate.widgetSize(_:)", "WidgetDelegate.widgetLayout(_:animated:)", "WidgetDelegate"
        ] {
            #expect(!reported.contains(path), "\(path): \(Self.differences(path))")
        }
        #expect(Self.comparison.findings.count == 14, "\(Self.comparison.report())")
    }

    /// What the SDK lacks is missing; what a conformance gives (the raw-value enum's
    /// `init(rawValue:)`) is not.
    @Test func whatTheSDKLacksIsMissing() {
        #expect(Self.comparison.missing.map(\.path) == ["Widget.erase()"])
        #expect(Self.comparison.report(listingMissing: true).contains("missing: Widget.erase() | func | open"))
    }

    @Test func openMembersOfExtensionsAreOverridableOnlyOnIOS() {
        let extra = InterfaceReader.declarations(in: Self.ios).first { $0.path == "Widget.extra" }
        #expect(extra?.access == "open")
        #expect(extra?.isMainActor == true, "an extension of a @MainActor class is isolated")
        #expect(InterfaceReader.declarations(in: Self.ours, extensionsOverridable: false).first { $0.path == "Widget.extra" }?.access == "public")
    }

    @Test func factLinesRoundTrip() {
        for declaration in InterfaceReader.declarations(in: Self.ios) {
            #expect(SurfaceDeclaration(factLine: declaration.factLine) == declaration, "\(declaration.factLine)")
        }
        #expect(
            SurfaceFacts.read(SurfaceFacts.text(InterfaceReader.declarations(in: Self.ios), source: "test")).count
                == InterfaceReader.declarations(in: Self.ios).count)
    }
}
