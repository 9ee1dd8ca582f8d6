import Testing
@testable import PluginBuild

/// What a symbol the build could not find is, by iOS's SDK (UIKitNames): each expectation is a
/// name Apple's documentation gives (the Swift 4.2 and Swift 3 renames are in its API diffs).
struct UIKitSymbolTests {
    @Test func uikitsOwnAPIIsMissingHereEvenThroughASuperclass() {
        #expect(UIKitSymbol.classify("UICollectionView.indexPathsForSelectedItems") == .missing)
        // backgroundColor is UIView's; a collection view is a scroll view is a view.
        #expect(UIKitSymbol.classify("UICollectionView.backgroundColor") == .missing)
        #expect(UIKitSymbol.classify("UICollisionBehavior") == .missing)
    }

    /// UIKit's extensions of Foundation's classes reach their subclasses, and a protocol's
    /// members its adopters (UITextField adopts UITextInput, which refines UITextInputTraits).
    @Test func membersThroughFoundationSuperclassesAndAdoptedProtocolsAreUIKits() {
        #expect(UIKitSymbol.classify("NSMutableAttributedString.boundingRect") == .missing)
        #expect(UIKitSymbol.classify("UITextField.isSecureTextEntry") == .missing)
        #expect(UIKitSymbol.classify("UITextField.textContentType") == .missing)
    }

    /// Foundation's on iOS and not UIKit's: Linux's Foundation lacks it.
    @Test func foundationsOwnIsSaidToBeFoundations() {
        #expect(UIKitSymbol.classify("NSUserActivityDelegate") == .foundation)
        #expect(
            UIKitShimMessages.rewrite(["A.swift:1:9: error: cannot find type 'NSUserActivityDelegate' in scope"])
                == ["A.swift:1:9: error: `NSUserActivityDelegate` is Foundation's on iOS, and Linux's Foundation does not have it"])
    }

    /// Swift 2 kept Objective-C's whole selector; Swift 3 moved its prepositions into labels. The
    /// new names are the compiler's own fix-its for the iOS SDK (SwiftRenames), labels included;
    /// a member renamed on a protocol a class adopts is found through it (NSCopying).
    @Test func swift2NamesAreGivenSwift3s() {
        #expect(
            UIKitSymbol.classify("UICollectionView.dequeueReusableCellWithReuseIdentifier")
                == .renamed(to: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)"))
        #expect(UIKitSymbol.classify("UICollectionView.registerClass") == .renamed(to: "UICollectionView.register"))
        #expect(UIKitSymbol.classify("UICollectionViewLayoutAttributes.copyWithZone") == .renamed(to: "NSCopying.copy(with:)"))
        // An app's own extension whose name starts like UIKit's, with no such word after: the app's.
        #expect(UIKitSymbol.classify("UICollectionView.registerCells") == .apps)
    }

    @Test func theAppsOwnAreSaidToBeTheApps() {
        #expect(UIKitSymbol.classify("UIColor.brandBackground") == .apps)
        #expect(UIKitSymbol.classify("NSDirectionalEdgeInsets.uniform") == .apps)
        #expect(UIKitSymbol.classify("UICollectionElementKindSectionBackground") == .apps)
    }

    @Test func renamedNamesAreGivenTheirNewName() {
        #expect(UIKitSymbol.classify("NSFontAttributeName") == .renamed(to: "NSAttributedString.Key.font"))
        #expect(UIKitSymbol.classify("UISwipeGestureRecognizerDirection") == .renamed(to: "UISwipeGestureRecognizer.Direction"))
        #expect(UIKitSymbol.classify("UIApplicationLaunchOptionsKey") == .renamed(to: "UIApplication.LaunchOptionsKey"))
        #expect(UIKitSymbol.classify("UIKeyboardWillShow") == .renamed(to: "UIResponder.keyboardWillShowNotification"))
        #expect(UIKitSymbol.classify("NSNotification.Name.UIKeyboardDidHide") == .renamed(to: "UIResponder.keyboardDidHideNotification"))
        #expect(UIKitSymbol.classify("UIColor.grayColor") == .renamed(to: "UIColor.gray"))
        #expect(UIKitSymbol.classify("UIApplication.sharedApplication") == .renamed(to: "UIApplication.shared"))
        #expect(UIKitSymbol.classify("UIView.sendSubview") == .renamed(to: "UIView.sendSubviewToBack(_:)"))
        #expect(UIKitSymbol.classify("UICollectionView.bringSubview") == .renamed(to: "UIView.bringSubviewToFront(_:)"))
        // An app's own extension member is never called a rename of a name UIKit has (widthAnchor).
        #expect(UIKitSymbol.classify("UICollectionView.width") == .apps)
    }

    @Test func messagesSayWhichItIs() {
        let lines = UIKitShimMessages.rewrite([
            "G.swift:3:9: error: type 'UIColor' has no member 'brandBackground'",
            "G.swift:4:9: error: cannot find 'NSFontAttributeName' in scope",
            "G.swift:5:9: error: value of type 'UICollectionView' has no member 'indexPathsForSelectedItems'"
        ])
        #expect(
            lines == [
                "G.swift:3:9: error: `UIColor.brandBackground` is not UIKit's: the app defines it in a file not in this folder (copy that file in)",
                "G.swift:4:9: error: `NSFontAttributeName` was renamed to `NSAttributedString.Key.font` in UIKit (iOS's compiler says so too)",
                "G.swift:5:9: error: UIKit shim: `UICollectionView.indexPathsForSelectedItems` is not available in layoutbench"
            ])
    }
}
