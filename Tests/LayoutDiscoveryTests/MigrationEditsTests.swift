import SwiftParser
import Testing
@testable import LayoutDiscovery

/// Old Swift names rewritten in build copies as the compiler's fix-its would (the renames are
/// the iOS SDK's, as swiftc reads them), line for line, leaving the app's own names alone.
struct MigrationEditsTests {
    /// `text` migrated, and what was said migrated.
    static func migrate(_ text: String, declared extra: Set<String> = []) -> (text: String, migrated: [String]) {
        let tree = Parser.parse(source: text)
        let declared = BuildCopyEdits.declaredNames(in: [tree]).union(extra)
        let (edits, migrated) = MigrationEdits.edits(in: tree, declared: declared)
        return (edits.applied(to: text), migrated)
    }

    @Test func globalsConstantsAndKeysTakeTheirNewNames() {
        let result = Self.migrate(
            """
            let attributes = [NSFontAttributeName: UIFont.systemFont(ofSize: 12)]
            let kind = UICollectionElementKindSectionHeader
            let size = UILayoutFittingCompressedSize
            collectionView.decelerationRate = UIScrollViewDecelerationRateFast
            """)
        #expect(
            result.text == """
                let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
                let kind = UICollectionView.elementKindSectionHeader
                let size = UIView.layoutFittingCompressedSize
                collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
                """)
        #expect(result.migrated.count == 4)
    }

    @Test func functionsBecomeInitialisersMethodsAndProperties() {
        let result = Self.migrate(
            """
            let insets = UIEdgeInsetsMake(4, 8, 4, 8)
            let frame = UIEdgeInsetsInsetRect(bounds, insets)
            let inner = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: w + 2, height: h), insets)
            let point = CGPointMake(1, 2)
            let height = CGRectGetHeight(frame)
            """)
        #expect(
            result.text == """
                let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                let frame = bounds.inset(by: insets)
                let inner = CGRect(x: 0, y: 0, width: w + 2, height: h).inset(by: insets)
                let point = CGPoint(x: 1, y: 2)
                let height = frame.height
                """)
    }

    /// A receiver that is not a simple expression is parenthesised before the member.
    @Test func complexReceiversAreParenthesised() {
        #expect(Self.migrate("let h = CGRectGetHeight(a ?? b)").text == "let h = (a ?? b).height")
    }

    @Test func membersOfTypesAsWrittenAndOfValuesOneNameAnswers() {
        let result = Self.migrate(
            """
            let app = UIApplication.sharedApplication()
            let white = UIColor.whiteColor()
            view.bringSubview(toFront: label)
            let cell = collectionView.dequeueReusableCellWithReuseIdentifier("c", forIndexPath: indexPath)
            """)
        #expect(
            result.text == """
                let app = UIApplication.shared
                let white = UIColor.white
                view.bringSubviewToFront(label)
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                """)
    }

    @Test func typesAndImplicitMembers() {
        let result = Self.migrate(
            """
            var state: UIControlState = .normal
            let options: UIViewAnimationOptions = [.curveEaseOut]
            NotificationCenter.default.addObserver(self, selector: #selector(f), name: .UIKeyboardWillShow, object: nil)
            let name = NSNotification.Name.UIKeyboardWillHide
            """)
        #expect(
            result.text == """
                var state: UIControl.State = .normal
                let options: UIView.AnimationOptions = [.curveEaseOut]
                NotificationCenter.default.addObserver(self, selector: #selector(f), name: .keyboardWillShowNotification, object: nil)
                let name = UIResponder.keyboardWillHideNotification
                """)
    }

    /// A name the app declares is its own: its own `UIEdgeInsetsMake` is called as it is.
    @Test func theAppsOwnNamesAreLeftAlone() {
        let text = """
            func UIEdgeInsetsMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> UIEdgeInsets { .zero }
            let insets = UIEdgeInsetsMake(1, 2, 3, 4)
            """
        #expect(Self.migrate(text).text == text)
        #expect(Self.migrate(text).migrated.isEmpty)
    }

    /// A migrated call spread over lines keeps the lines after it where they were.
    @Test func linesAreKept() {
        let text = "let insets = UIEdgeInsetsMake(\n    4,\n    8, 4, 8)\nlet x = 1\n"
        let migrated = Self.migrate(text).text
        #expect(migrated.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(migrated.hasSuffix("\nlet x = 1\n"))
        #expect(migrated.contains("UIEdgeInsets(top:") && migrated.contains("bottom: 4, right: 8)"))
    }

    /// The plan says how many names each file had migrated.
    @Test func thePlanCountsMigrationsByFile() {
        let plan = PluginSourcePlanTests.plan([
            "Old.swift": """
            import UIKit
            class OldLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    sectionInset = UIEdgeInsetsMake(8, 8, 8, 8)
                    let font = [NSFontAttributeName: UIFont.systemFont(ofSize: 12)]
                    _ = font
                }
            }
            """
        ])
        #expect(plan.migrations[0]?.count == 2)
        #expect(plan.buildCopies[0]?.contains("UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)") == true)
    }
}
