import Foundation
import Testing
@testable import CollectionLayout

/// The stand-ins whose UIKit default or behaviour Apple documents: each answers as UIKit does.
@MainActor @Suite struct StandInDefaultsTests {
    // MARK: - UIView

    @Test func viewAnchorPointStartsAtTheCentre() {
        // UIView.anchorPoint: "The default value of this property is (0.5, 0.5)"
        let view = UIView()
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = .zero
        #expect(view.anchorPoint == .zero && view.layer.anchorPoint == .zero)
    }

    @Test func viewContentScaleFactorIsTheDisplayScale() {
        // contentScaleFactor: "the default value is the scale factor associated with the screen"
        let view = UIView()
        view.displayScale = 2
        #expect(view.contentScaleFactor == 2)
        view.contentScaleFactor = 1
        #expect(view.contentScaleFactor == 1)
    }

    @Test func viewAlignmentRectsAreTheFrameWithoutInsets() {
        // alignmentRect(forFrame:) and frame(forAlignmentRect:) apply alignmentRectInsets, zero by default
        let view = UIView(), frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.alignmentRect(forFrame: frame) == frame)
        #expect(view.frame(forAlignmentRect: frame) == frame)
        final class Inset: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        }
        let inset = Inset()
        #expect(inset.alignmentRect(forFrame: frame) == CGRect(x: 12, y: 21, width: 24, height: 36))
        #expect(inset.frame(forAlignmentRect: CGRect(x: 12, y: 21, width: 24, height: 36)) == frame)
    }

    @Test func viewPrioritiesStartAtUIKitsAndRoundTripPerAxis() {
        // content hugging defaults to 250 (.defaultLow), compression resistance to 750 (.defaultHigh)
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .fittingSizeLevel)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func viewBaselineViewsAreTheViewItself() {
        // forBaselineLayout(): "The default implementation returns the receiving view"; first and last follow it
        let view = UIView()
        #expect(view.forBaselineLayout() === view)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
    }

    @Test func viewSmallDefaults() {
        // clearsContextBeforeDrawing: "The default value of this property is true"; noIntrinsicMetric is -1
        #expect(UIView().clearsContextBeforeDrawing)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func viewLayoutGuidesAreTheOnesAdded() {
        let view = UIView(), guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides.count == 1 && view.layoutGuides[0] === guide && guide.owningView === view)
        view.removeLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && guide.owningView == nil)
    }

    @Test func viewAnimationVariantsRunTheirBlocks() async {
        // as UIView.animate here: blocks run at once, completion with true
        var ran = 0
        UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { ran += 1 }
        #expect(ran == 1)
        let finished = await UIView.animateKeyframes(withDuration: 1, delay: 0) { ran += 1 }
        #expect(ran == 2 && finished)
        // SystemAnimation.delete: "remove views from the view hierarchy when animation is complete"
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        var completed: Bool?
        UIView.perform(.delete, on: [child], animations: { ran += 1 }) { completed = $0 }
        #expect(ran == 3 && completed == true && child.superview == nil && parent.subviews.isEmpty)
    }

    // MARK: - UIScrollView

    @Test func scrollViewTouchesBeginAndCancelExceptOnControls() {
        // touchesShouldBegin: default true; touchesShouldCancel(in:): true unless the view is a UIControl
        let scrollView = UIScrollView()
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIControl()))
        #expect(scrollView.directionalPressGestureRecognizer === scrollView.directionalPressGestureRecognizer)
    }

    @Test func scrollViewDelegateScrollsToTopWithoutTheMethod() {
        // scrollViewShouldScrollToTop(_:): "If the delegate doesn't implement this method, true is assumed"
        final class Delegate: NSObject, UIScrollViewDelegate {}
        #expect(Delegate().scrollViewShouldScrollToTop(UIScrollView()))
    }

    // MARK: - UICollectionView

    @Test func collectionViewDelegateAnswersAsWithoutTheMethods() {
        // canEditItemAt: "The default value is true"; canPerformPrimaryActionForItemAt: true unless editing;
        // selectionFollowsFocusForItemAt follows selectionFollowsFocus; proposed offsets and index paths kept
        final class Delegate: NSObject, UICollectionViewDelegate {}
        let delegate = Delegate(), collectionView = UICollectionView(), path = IndexPath(item: 3, section: 1)
        #expect(delegate.collectionView(collectionView, canEditItemAt: path))
        #expect(delegate.collectionView(collectionView, shouldDeselectItemAt: path))
        #expect(delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: path))
        collectionView.isEditing = true
        #expect(!delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: path))
        collectionView.selectionFollowsFocus = true
        #expect(delegate.collectionView(collectionView, selectionFollowsFocusForItemAt: path))
        #expect(delegate.collectionView(collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 5, y: 7)) == CGPoint(x: 5, y: 7))
        let proposed = IndexPath(item: 9, section: 2)
        #expect(delegate.collectionView(collectionView, targetIndexPathForMoveFromItemAt: path, toProposedIndexPath: proposed) == proposed)
        #expect(
            delegate.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: path, atCurrentIndexPath: path,
                toProposedIndexPath: proposed) == proposed)
    }

    // MARK: - NSCollectionLayout

    @Test func groupSpellingsOfIOS16MakeRepeatingGroups() {
        // horizontalGroup(with:repeatingSubitem:count:) and verticalGroup(with:…) are the iOS 16 names
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let horizontal = NSCollectionLayoutGroup.horizontalGroup(with: size, repeatingSubitem: item, count: 3)
        let vertical = NSCollectionLayoutGroup.verticalGroup(with: size, repeatingSubitem: item, count: 2)
        #expect(horizontal.count == 3 && horizontal.subitems.count == 1 && horizontal.subitems[0] === item)
        #expect(vertical.count == 2)
        if case .horizontal = horizontal.arrangement {} else { Issue.record("not horizontal") }
        if case .vertical = vertical.arrangement {} else { Issue.record("not vertical") }
    }

    @Test func groupSupplementaryItemsAreSettable() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        group.supplementaryItems = [badge]
        #expect(group.supplementaryItems.count == 1 && group.supplementaryItems[0] === badge)
    }

    @Test func groupVisualDescriptionOutlinesTheGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item, item])
        let lines = group.visualDescription().split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("horizontal group fractionalWidth(1.0) × absolute(44.0)"))
        #expect(lines[1] == "  item fractionalWidth(0.5) × fractionalHeight(1.0)")
    }

    @Test func spacingKindsAnswerUnderBothNames() {
        #expect(NSCollectionLayoutSpacing.fixed(8).isFixed && !NSCollectionLayoutSpacing.fixed(8).isFlexible)
        #expect(NSCollectionLayoutSpacing.flexible(8).isFlexible && !NSCollectionLayoutSpacing.flexible(8).isFixed)
    }

    // MARK: - UIViewController, UINavigationController

    @Test func viewControllerDefaultsAreUIKits() {
        // shouldAutorotate, shouldAutomaticallyForwardAppearanceMethods, restoresFocusAfterTransition,
        // viewRespectsSystemMinimumLayoutMargins: "The default value … is true"; status bar update: .fade;
        // supportedInterfaceOrientations: .allButUpsideDown on iPhone
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.shouldAutorotate && controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(controller.restoresFocusAfterTransition && controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.shouldPerformSegue(withIdentifier: "show", sender: nil))
        #expect(controller.nibName == "Main")
        // disablesAutomaticKeyboardDismissal: true for .formSheet, false otherwise
        #expect(!controller.disablesAutomaticKeyboardDismissal)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.disablesAutomaticKeyboardDismissal)
    }

    @Test func viewControllerKeepsWhatItIsGiven() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.tabBarItem.title == "Inbox" && controller.tabBarItem === controller.tabBarItem)
        let items = [UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)]
        controller.setToolbarItems(items, animated: false)
        #expect(controller.toolbarItems?.count == 1)
        let scrollView = UIScrollView()
        controller.setContentScrollView(scrollView)
        #expect(controller.contentScrollView(for: .top) === scrollView && controller.contentScrollView(for: .bottom) === scrollView)
        #expect(controller.contentScrollView(for: .leading) == nil)
    }

    @Test func viewControllerAppearanceTransitionsCallTheLifecycle() {
        final class Recorder: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
        }
        let controller = Recorder()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func viewControllerTransitionSwapsTheViews() {
        let parent = UIViewController(), from = UIViewController(), to = UIViewController()
        parent.view.addSubview(from.view)
        var ran = false, finished: Bool?
        parent.transition(from: from, to: to, duration: 0.3, animations: { ran = true }) { finished = $0 }
        #expect(ran && finished == true && to.view.superview === parent.view && from.view.superview == nil)
    }

    @Test func navigationControllerKeepsAStack() {
        let root = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.topViewController === root && root.navigationController === navigation)
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: true)
        #expect(navigation.viewControllers.count == 3 && navigation.visibleViewController === third)
        #expect(navigation.popViewController(animated: true) === third && third.parent == nil)
        navigation.pushViewController(third, animated: false)
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === second && navigation.viewControllers.count == 1)
        #expect(navigation.popViewController(animated: false) == nil)
        // isToolbarHidden: "The default value of this property is true"
        #expect(navigation.isToolbarHidden && navigation.toolbar != nil && navigation.navigationBar === navigation.navigationBar)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
    }

    // MARK: - UITableView, UITableViewCell

    @Test func tableDelegateAnswersAsWithoutTheMethods() {
        // editingStyleForRowAt: .delete for editable rows; shouldIndentWhileEditingRowAt: "the default is true";
        // canPerformPrimaryActionForRowAt: true unless editing; titleForDeleteConfirmationButton: "Delete"
        final class Delegate: NSObject, UITableViewDelegate {}
        let delegate = Delegate(), table = UITableView(), path = IndexPath(row: 2, section: 0), proposed = IndexPath(row: 5, section: 1)
        #expect(delegate.tableView(table, editingStyleForRowAt: path) == .delete)
        #expect(delegate.tableView(table, shouldIndentWhileEditingRowAt: path))
        #expect(delegate.tableView(table, canPerformPrimaryActionForRowAt: path))
        table.isEditing = true
        #expect(!delegate.tableView(table, canPerformPrimaryActionForRowAt: path))
        #expect(delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: path) == "Delete")
        #expect(delegate.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed) == proposed)
        #expect(delegate.tableView(table, willDeselectRowAt: path) == path)
        table.estimatedSectionHeaderHeight = 30
        #expect(delegate.tableView(table, estimatedHeightForHeaderInSection: 0) == 30)
    }

    @Test func tableDefaults() {
        // isPrefetchingEnabled: "The default value is true"; StateMask bits are iOS's
        #expect(UITableView().isPrefetchingEnabled)
        #expect(UITableViewCell.StateMask.showingEditControl.rawValue == 1 && UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
        #expect(!UITableView.indexSearch.isEmpty)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.automaticallyUpdatesContentConfiguration && header.automaticallyUpdatesBackgroundConfiguration)
        #expect(header.detailTextLabel != nil && header.detailTextLabel === header.detailTextLabel)
    }

    @Test func tableCellRunsItsConfigurationUpdateHandler() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var seen: UICellConfigurationState?
        cell.configurationUpdateHandler = { _, state in seen = state }
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        #expect(seen?.isSelected == true)
    }

    // MARK: - UILabel, UIButton

    @Test func labelDefaults() {
        // UILabel: isEnabled "The default value of this property is true"; shadowOffset "(0, -1)"; numberOfLines 1
        let label = UILabel()
        #expect(label.isEnabled && label.shadowOffset == CGSize(width: 0, height: -1) && label.numberOfLines == 1)
    }

    @Test func buttonDefaultsAndStateValues() {
        // adjustsImageWhenHighlighted/Disabled and automaticallyUpdatesConfiguration: "The default value is true"
        let button = UIButton(type: .system)
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled && button.automaticallyUpdatesConfiguration)
        let shadow = UIColor.black
        button.setTitleShadowColor(shadow, for: .normal)
        #expect(button.titleShadowColor(for: .highlighted) === shadow && button.currentTitleShadowColor === shadow)
        let image = UIImage()
        button.setBackgroundImage(image, for: .normal)
        #expect(button.currentBackgroundImage === image)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        #expect(updates == 1)
    }

    @Test func buttonConfigurationsAreMadeAndKept() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Go"
        #expect(filled != UIButton.Configuration.plain() && UIButton.Configuration.gray() != UIButton.Configuration.tinted())
        #expect(UIButton.Configuration.plain() == UIButton.Configuration())
        // cornerStyle .dynamic, buttonSize .medium (raw value 0), imagePlacement .leading, automaticallyUpdateForSelection true
        #expect(filled.cornerStyle == .dynamic && filled.buttonSize == .medium && filled.imagePlacement == .leading && filled.automaticallyUpdateForSelection)
        let action = UIAction(title: "Go") { _ in }
        let button = UIButton(configuration: filled, primaryAction: action)
        #expect(button.configuration?.title == "Go")
        #expect(filled.updated(for: button) == filled)
    }

    // MARK: - UIImage, UIImageView

    @Test func imageScaleAndOrientationShapeItsSize() {
        // init(cgImage:scale:orientation:): size in points is pixels / scale, turned for .left/.right
        let bitmap = CGImage(width: 300, height: 150)
        let image = UIImage(cgImage: bitmap, scale: 3, orientation: .up)
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 3 && image.imageOrientation == .up)
        let turned = UIImage(cgImage: bitmap, scale: 3, orientation: .right)
        #expect(turned.size == CGSize(width: 50, height: 100))
        #expect(image.traitCollection.displayScale == 3)
        #expect(image.preparingThumbnail(of: CGSize(width: 10, height: 5))?.size == CGSize(width: 10, height: 5))
    }

    @Test func imageVariantsKeepTheImage() {
        let image = UIImage(cgImage: CGImage(width: 40, height: 20), scale: 2, orientation: .up)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let resizable = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(resizable.size == image.size && resizable.capInsets == insets && resizable.resizingMode == .stretch)
        #expect(image.resizableImage(withCapInsets: insets).resizingMode == .tile)
        #expect(image.withAlignmentRectInsets(insets).alignmentRectInsets == insets)
        #expect(image.withBaselineOffset(fromBottom: 4).baselineOffsetFromBottom == 4)
        #expect(image.withBaselineOffset(fromBottom: 4).imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(image.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
        // stretchableImage: "bottomCapHeight = image.size.height - (image.topCapHeight + 1)"
        let stretchable = image.stretchableImage(withLeftCapWidth: 5, topCapHeight: 3)
        #expect(
            stretchable.leftCapWidth == 5 && stretchable.topCapHeight == 3 && stretchable.capInsets.bottom == 10 - 4 && stretchable.capInsets.right == 20 - 6)
        let animated = UIImage.animatedImage(with: [image, image], duration: 1.5)
        #expect(animated?.images?.count == 2 && animated?.duration == 1.5 && animated?.size == image.size)
    }

    @Test func symbolImagesAreSymbols() {
        let symbol = UIImage(systemName: "star")!
        #expect(symbol.isSymbolImage && UIImage.add.isSymbolImage && !UIImage().isSymbolImage)
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)
        #expect(symbol.applyingSymbolConfiguration(configuration)?.symbolConfiguration === configuration)
        #expect(UIImage().applyingSymbolConfiguration(configuration) == nil)
        #expect(configuration.isEqual(to: UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)))
        #expect(!configuration.isEqual(to: UIImage.SymbolConfiguration(pointSize: 17)))
    }

    @Test func imageViewTakesTheImageSize() {
        // init(image:): "adjusts the frame of the receiver to match the size of the specified image"
        let view = UIImageView(image: UIImage(systemName: "star"))
        #expect(view.frame.size == CGSize(width: 20, height: 20))
        view.animationImages = [UIImage()]
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    // MARK: - UIColor, UIFont, UIScreen, UIDevice

    @Test func colorHueRoundTrips() {
        // getHue: "true if the color could be converted"; pure green is a third of the way round
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 1.0 / 3) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 0.5)
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9)
    }

    @Test func fontWidthVariantKeepsSizeAndWeight() {
        let font = UIFont.systemFont(ofSize: 22, weight: .bold, width: .standard)
        #expect(font.pointSize == 22 && font.weight == .bold)
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold && UIFont.Weight(0.1).symbolWeight() == .unspecified)
    }

    @Test func screenAndDeviceAnswerAsIOS() {
        // UIScreen.screens: "The main screen is always at index 0"; batteryLevel is -1 while monitoring is off
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === UIScreen.main)
        #expect(UIScreen.main.snapshotView(afterScreenUpdates: false).bounds.size == UIScreen.main.bounds.size)
        #expect(UIScreen.main.currentEDRHeadroom == 1 && UIScreen.main.potentialEDRHeadroom == 1)
        #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.nativeScale)
        #expect(UIScreen.OverscanCompensation.insetApplicationFrame == .none)
        #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.batteryState == .unknown)
        #expect(UIScreen.didConnectNotification != UIScreen.didDisconnectNotification)
    }

    // MARK: - UITraitCollection, UIContentSizeCategory

    @Test func traitCollectionsHoldTheTraitsTheyAreMadeWith() {
        // a collection made with one trait leaves the others unspecified
        let plain = UITraitCollection()
        #expect(plain.preferredContentSizeCategory == .unspecified && plain.userInterfaceIdiom == .unspecified)
        #expect(plain.accessibilityContrast == .unspecified && plain.userInterfaceLevel == .unspecified)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(large.preferredContentSizeCategory == .accessibilityLarge && large.userInterfaceIdiom == .unspecified)
        let pad = UITraitCollection(userInterfaceIdiom: .pad)
        let both = UITraitCollection(traitsFrom: [large, pad, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(both.preferredContentSizeCategory == .accessibilityLarge && both.userInterfaceIdiom == .pad && both.userInterfaceLevel == .elevated)
        #expect(both.containsTraits(in: pad) && !pad.containsTraits(in: both) && both.containsTraits(in: nil))
        // the environment's: the large text size, a phone
        #expect(UIView().traitCollection.preferredContentSizeCategory == .large && UIView().traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func performAsCurrentSetsCurrentForTheBlock() {
        let before = UITraitCollection.current
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        traits.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark && UITraitCollection.current.userInterfaceStyle == before.userInterfaceStyle)
    }

    @Test func contentSizeCategoriesAreDistinct() {
        let accessibility: [UIContentSizeCategory] = [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge
        ]
        #expect(Set(accessibility + [.unspecified, .large]).count == 7)
        #expect(accessibility.allSatisfy(\.isAccessibilityCategory) && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    // MARK: - UIApplication, UIWindow

    @Test func applicationDefaults() async {
        // applicationSupportsShakeToEdit: "The default value is true"; ignoring interaction events nests
        let application = UIApplication.shared
        #expect(application.applicationSupportsShakeToEdit && application.isProtectedDataAvailable)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        var failed = false
        do { try await application.setAlternateIconName("Dark") } catch { failed = true }
        #expect(failed && !application.supportsAlternateIcons)
        #expect(UIApplication.didFinishLaunchingNotification != UIApplication.willTerminateNotification)
    }

    @Test func windowsBecomeKey() {
        // canBecomeKey: true by default; makeKey() makes the window the application's key window
        final class Window: UIWindow {
            var events: [String] = []
            override func becomeKey() { events.append("becomeKey") }
            override func resignKey() { events.append("resignKey") }
        }
        let first = Window(frame: .zero), second = Window(frame: .zero)
        #expect(first.canBecomeKey)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && UIApplication.shared.keyWindow === first)
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow && first.events == ["becomeKey", "resignKey"] && second.events == ["becomeKey"])
    }

    // MARK: - Core Animation

    @Test func layerDefaultsAreCoreAnimations() {
        // contentsRect/contentsCenter: "Defaults to the unit rectangle"; miterLimit 10; instanceColor opaque white;
        // allowsGroupOpacity true; CATransition.endProgress 1; CADisplayLink.frameInterval 1
        let layer = CALayer()
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(layer.contentsRect == unit && layer.contentsCenter == unit && layer.allowsGroupOpacity)
        #expect(layer.shouldArchiveValue(forKey: "bounds") && CAShapeLayer().miterLimit == 10)
        #expect(CAReplicatorLayer().instanceColor == UIColor(white: 1, alpha: 1).cgColor)
        #expect(CATransition().endProgress == 1)
        #expect(CADisplayLink(target: layer, selector: Selector(("tick"))).frameInterval == 1)
    }

    @Test func layerGeometryAndTime() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.preferredFrameSize() == CGSize(width: 20, height: 60))
        #expect(layer.visibleRect == layer.bounds)
        // local time = (parent time - beginTime) × speed + timeOffset
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.beginTime = 2
        child.speed = 2
        child.timeOffset = 1
        #expect(child.convertTime(5, from: parent) == 7 && child.convertTime(7, to: parent) == 5)
        #expect(child.convertTime(5, from: nil) == 7)
    }

    @Test func layerSublayerOrder() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, above: a)
        parent.insertSublayer(d, below: b)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [a, c, d, b].map { ObjectIdentifier($0) })
        let e = CALayer()
        parent.replaceSublayer(c, with: e)
        #expect(parent.sublayers?[1] === e && c.superlayer == nil && e.superlayer === parent)
    }

    @Test func timingFunctionsAnswerTheirControlPoints() {
        // "The end points of the Bézier curve are automatically set to (0.0,0.0) and (1.0,1.0)"
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var point: [Float] = [-1, -1]
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [0.1, 0.2])
        function.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        CATransaction.begin()
        CATransaction.setCompletionBlock {}
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
    }

    // MARK: - UIBezierPath

    @Test func bezierPathDefaultsAndDashes() {
        // flatness: "The default flatness value is 0.6"; miterLimit: "The default miter limit is 10"
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.flatness == 0.6 && path.miterLimit == 10)
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: 2, phase: 1)
        var pattern: [CGFloat] = [0, 0], count = 0, phase: CGFloat = 0
        path.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == dashes && count == 2 && phase == 1)
        #expect(path.reversing().bounds == path.bounds)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    // MARK: - UICellAccessory, list and background configurations

    @Test func cellAccessoryFactoriesMakeAccessoriesOfTheirKind() {
        let disclosure = UICellAccessory.disclosureIndicator()
        if case .disclosureIndicator = disclosure.accessoryType {} else { Issue.record("not a disclosure indicator") }
        if case .checkmark = UICellAccessory.checkmark().accessoryType {} else { Issue.record("not a checkmark") }
        if case .delete = UICellAccessory.delete().accessoryType {} else { Issue.record("not delete") }
        if case .multiselect = UICellAccessory.multiselect().accessoryType {} else { Issue.record("not multiselect") }
        if case .label = UICellAccessory.label(text: "3").accessoryType {} else { Issue.record("not a label") }
        // delete(displayed:) defaults to .whenEditing, disclosureIndicator(displayed:) to .always
        #expect(UICellAccessory.delete().displayedState == .whenEditing && disclosure.displayedState == .always)
        let view = UIView()
        let custom = UICellAccessory.customView(configuration: .init(customView: view, placement: .leading(.whenEditing, { _ in 0 })))
        if case .customView(let shown) = custom.accessoryType { #expect(shown === view) } else { Issue.record("not a custom view") }
        #expect(custom.displayedState == .whenEditing)
    }

    @Test func cellAccessoryOptionsKeepWhatTheyAreGiven() {
        let red = UIColor.red
        let options = UICellAccessory.DisclosureIndicatorOptions(isHidden: true, tintColor: red)
        #expect(options.isHidden && options.tintColor === red)
        #expect(UICellAccessory.OutlineDisclosureOptions(style: .header).style == .header)
        // ReorderOptions.showsVerticalSeparator and LabelOptions.adjustsFontForContentSizeCategory: "The default value … is true"
        #expect(UICellAccessory.ReorderOptions().showsVerticalSeparator && UICellAccessory.LabelOptions().adjustsFontForContentSizeCategory)
    }

    @Test func configurationsResolveTheirColours() {
        // the text transform starts at .none (UIListContentTextTransformNone, 0)
        let (red, green, blue) = (UIColor.red, UIColor.green, UIColor.blue)
        var content = UIListContentConfiguration.cell()
        #expect(content.textProperties.transform == .none)
        content.textProperties.color = red
        #expect(content.textProperties.resolvedColor() === red)
        #expect(content.imageProperties.resolvedTintColor(for: blue) === blue)
        var background = UIBackgroundConfiguration.clear()
        #expect(background.resolvedBackgroundColor(for: blue) === blue)
        background.backgroundColor = green
        #expect(background.resolvedBackgroundColor(for: blue) === green)
    }

    @Test func transitionCoordinatorsRunAlongsideAnimations() {
        // animateAlongsideTransition(in:animation:completion:) runs as animate(alongsideTransition:completion:) does here
        final class Coordinator: NSObject, UIViewControllerTransitionCoordinator {
            var isAnimated: Bool { false }
            var isCancelled: Bool { false }
            var transitionDuration: TimeInterval { 0 }
            let containerView = UIView()
        }
        var steps: [String] = []
        let answered = Coordinator().animateAlongsideTransition(in: nil, animation: { _ in steps.append("animation") }) { _ in steps.append("completion") }
        #expect(answered && steps == ["animation", "completion"])
    }
}
