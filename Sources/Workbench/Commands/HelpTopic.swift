import CollectionLayout
import LayoutHost
import Snapshots
import HostSupport

/// A page of `help` that is not a command: the limits every input is held to, and the choices
/// made where UIKit's behaviour is undocumented. Each is built from the constants it describes.
package struct HelpTopic: Sendable {
    package let name: String
    package let summary: String
    let text: @Sendable (_ width: Int, _ style: TerminalStyle) -> String

    package static let all: [HelpTopic] = [limits, files, decisions, flow, warnings]

    static func named(_ name: String) -> HelpTopic? { all.first { $0.name == name } }

    static let limits = HelpTopic(name: "limits", summary: "the bound on every input; past it, a one-line error") { width, style in
        var table = TextTable(["what", "at most"])
        table.add([
            "items in the data",
            "\(DataSnapshot.maximumItemCount) (a debug build on 2 cores: items 0.6 s; loading and applying a snapshot file of that many 4.3 s)"
        ])
        table.add([
            "one motion (drag, fling, animated scrollto)",
            "\(Int(FrameClock.maximumDuration / 1000)) s and \(FrameClock.maximumFrames) frames"
        ])
        table.add(["one motion's real time (LAYOUTBENCH_MOTION_SECONDS)", "\(NumberText.short(ScrollDriver.wallClockLimit)) s, then it stops where it is"])
        table.add(["a release velocity (velocity, fling, profile --velocity)", "±\(NumberText.short(ScrollDriver.maximumVelocity)) pt/s each axis"])
        table.add(["elements one render draws", "\(PictureCommands.maximumElements)"])
        table.add(["rows attrs prints without --limit", "\(OutputCommands.maximumPrintedElements)"])
        table.add(["a script, snapshot or input file", "\(InputFile.defaultLimit >> 20) MiB, regular files only"])
        table.add(["one input line", "\(InputFile.maximumLineBytes >> 20) MiB"])
        table.add(["a plugin's layouts", "\(PluginLimits.layouts)"])
        table.add(["a layout's parameters", "\(PluginLimits.parametersPerLayout)"])
        table.add(["a string from a plugin", "\(PluginLimits.stringBytes >> 10) KiB"])
        table.add(["elements in one answer", "\(PluginLimits.elements)"])
        table.add(["custom attributes of one element", "\(PluginLimits.customAttributesPerElement)"])
        table.add(["self-sizing rounds in one layout pass", "\(SimulatedCollectionView.selfSizingRounds)"])
        table.add([
            "one plugin call (--call-timeout, calltimeout)",
            "\(EngineLimits.seconds(EngineLimits.defaultCallTimeout)) by default, then the engine is replaced"
        ])
        table.add([
            "a request with no plugin call, answer or build",
            "\(Int(EngineLimits.silentRequestFactor)) call time limits, then the engine is asked to abort (it says whose code it was in)"
        ])
        table.add(["the engine's address space (--memory-limit)", "\(EngineLimits.bytes(EngineLimits.defaultMemoryLimit)) by default"])
        table.add([
            "lines a plugin prints, shown a command",
            "\(EngineLimits.printedLineLimit) (then how many more), in pieces of \(EngineLimits.printedLineBytes >> 10) KiB"
        ])
        table.add(["one message to layoutbench mcp", "\(MCPLimits.messageBytes >> 20) MiB (past it, error -32600)"])
        return table.render(width: width, style: style)
    }

    static let files = HelpTopic(name: "files", summary: "what layoutbench reads and writes, and what it may replace") { _, _ in
        """
        Reading (scripts, snapshots, baselines, saved profiles, plugin sources): regular files only (a
        link is followed to one), at most \(InputFile.defaultLimit >> 20) MiB, UTF-8 text where text is meant; anything else
        is one error line. Lines end at LF, CRLF or a lone CR; a line holds at most \(InputFile.maximumLineBytes >> 20) MiB in files as on
        pipes. A script holds commands: a line that cannot be one ends it, unechoed, even with --keep-going.
        Writing goes through one path for every file:
        - a symbolic link is followed, and the rules below apply to the file it names;
        - a regular file is written beside its place, flushed and renamed over it (a kill leaves the old
          one whole); a new file is linked into place only if the name is still free;
        - a character device or a named pipe given as a path (/dev/null, /dev/stdout, a FIFO) is written in
          place, never replaced; a FIFO nobody reads is refused; files of the workspace must be regular;
        - a folder, a socket or a block device is refused.
        What may be replaced: a path you give for a picture or a report (--svg, --junit) replaces a
        regular file, as a compiler's -o does; snapshot export FILE replaces one only with --force; a
        name in the workspace (snapshot save NAME, profile --save NAME, test --record) replaces what was
        saved under it, but never a snapshot shipped in the checkout's workspace (feed, inbox, …).
        Plugin copies loaded by the engine go in the cache (\(Session.copyDirectory)), never the workspace.
        """
    }

    static let decisions = HelpTopic(name: "decisions", summary: "what layoutbench decided where UIKit is undocumented") { _, _ in
        """
        - A failed command changes nothing: the view goes back to its state before it, and a layout
          that was valid prepares again for that state.
        - A motion asked for longer than \(Int(FrameClock.maximumDuration / 1000)) s is refused, not cut short; a bounce back from an
          absurd distance (which the spring would take longer to close) stops at \(Int(FrameClock.maximumDuration / 1000)) s and rests at the edge.
        - Self-sizing stops after \(SimulatedCollectionView.selfSizingRounds) rounds in one pass when the layout keeps taking sizes.
        - Comments (#) end at the next ';' or the end of the line.
        - A typed number is at most 1e9 in magnitude (points, points per second, milliseconds) and a
          size at most 100000 points a side: what a screen can mean. An option given twice is refused.
        - Right to left (rtl on): a layout whose flipsHorizontallyInOppositeLayoutDirection is true (the flow
          and compositional layouts here, mirroring as UIKit's do) is mirrored in the content's width (at least
          the bounds'): rects and offsets it is given and the attributes it returns; others are left as they are.
        - A layout pass asks collectionViewContentSize only after prepare(), and the rect only when the
          visible rect leaves the region asked last: the screen pages it touches (tiles of the bounds
          size from the content's origin), as UIKit caches per screen page. The answer is filtered to
          the visible rect on every pass, so a layout that changes attributes inside the rect query
          without invalidating shows stale ones, as on a device.
        - A release comes to rest (|v| − 0.01) / |ln r| points away, v in points per millisecond: UIKit's
          deceleration multiplies the velocity by r each millisecond and stops below 0.01 pt/ms
          (_UIDynamicValueAnimation and the _getStandardDecelerationOffset… method Apple's Books copies
          from UIScrollView, both decompiled; iOS 26's form is the continuous one). At 3000 pt/s, normal:
          1493.5; the per-millisecond sum r(|v| − 0.01)/(1 − r) is 1492.0 and WWDC 2018's project(),
          which has no stop, 1497. No public device trace tells them apart (0.3 %); kept.
        - Paging (isPagingEnabled): a release at \(Int(PagingTarget.flickVelocity * 1000)) pt/s or faster is a flick and moves to the next page
          boundary in its direction, one page at most, whatever the deceleration rate; a slower release
          rests on the nearest page. Pages count from offset 0 whatever the content inset (UIKit's private
          paging origin), then keep to the allowed offsets. The layout's targetContentOffset is not asked
          (UIKit's old header).
          The motion to the page is UIKit's paging spring stepped each millisecond (docs/uikit-rules.md
          §5.7), its constants from the bounds' extent along the paging axis (UIKit's choice of extent
          is not known; this is layoutbench's).
        - adjustedContentInset adds the safe area at the top and bottom always, at the left and right only
          when the content is wider than the bounds (contentInsetAdjustmentBehavior .automatic). A view
          resting at its top (or leading) edge stays there when the safe area changes the adjusted inset
          (device, safearea, insetadjustment): its offset follows −adjustedContentInset (device iphone15
          starts at 0 −59); a contentInset set by code leaves the offset where it is, as UIKit does.
        - Flow layout: a section's sizes are uniform (its last line keeps the grid) when every item has the
          same size, whoever gave them; headers and footers have zIndex \(UICollectionViewFlowLayout.headerFooterZIndex), pinned or not (UIKit's);
          an empty section still takes its section insets; automaticSize estimates with itemSize. Scrolling
          horizontally with items of different sizes, columns are minimumInteritemSpacing apart and the
          items in a column minimumLineSpacing, as devices do (Apple forums thread 766161, Open Radar
          47732322; UIKit's variable-size path swaps the two); equal sizes keep the documented spacing. An
          item taller than a column there leaves the first column empty: the columns start one gap in.
        - Flow layout, an item longer than its line (wider than the content width less the section insets,
          vertically): it has a line to itself, placed as any lone item (centred, overhanging both insets
          equally: x = inset.left + (L − w)/2, below inset.left; at inset.left on a last line of differing
          sizes), and UIKit's "behavior … is not defined" warning is printed. UIKit says only that; a
          reconstruction of its line code centres the lone item; no device capture was found.
        - Compositional groups made with a subitems array cycle through it while the next one fits (A, B,
          A, B …), as UIKit's header says ("repeat items until available horizontal space is exhausted")
          and open reimplementations do; the current documentation says only "an array of items arranged
          in a line", and no device capture of a two-element array was found.
        - Rects that only touch meet: CGRect is CoreGraphics' (Foundation's on Linux, the same rules: the
          intersection of touching rects is a rect of no size, not null), and the visible set uses that
          rule, so a cell ending exactly at the top of the visible rect is visible and counted, as UIKit's
          flow layout lists it (its rect query tests that the intersection is not null). Whether UIKit
          keeps such a cell on screen is not documented.
        - use LAYOUT (no --transition) on a view already laid out asks the new layout's
          targetContentOffset(forProposedContentOffset:) after its first pass and moves there, as UIKit's
          setCollectionViewLayout does animated or not; the proposal is the current offset kept inside the
          new content (UIKit's own proposal, from the visible items, is private).
        - Layouts found in plugin sources (no `layoutbench_plugin_entry`): a class inheriting from a UIKit
          layout through classes in the sources, made by init() (declared, callable without arguments, or
          inherited), not generic, not named Abstract… or Base…, and with no method whose body is only
          fatalError(…); its id is the class name in kebab-case (GridLayout → grid-layout). A function,
          static member, or member of a type init() makes (a view controller), answering a layout with no
          arguments: its name without create/make/build, after its type's name without ViewController
          (ListViewController.createLayout → list-layout); a struct's is called on a fresh value. One that
          takes arguments without defaults is the app's to call with what the layout is for: not offered,
          and `layouts` says why. A UICollectionViewController subclass init() makes whose initialiser calls
          super.init(collectionViewLayout:) offers that layout (LibraryViewController →
          library-collection-view-layout). A function answering an NSCollectionLayoutSection (a library's
          section builder) is a layout only in a folder with no other: made in a section provider that
          passes it the environment and the section index, defaults for its other arguments (else not
          offered, with why). A type whose own code makes a collection view with a layout
          (UICollectionView(frame:collectionViewLayout:), .init(…) or a subclass's initialiser, in a lazy
          property's closure, viewDidLoad(), loadView() or an initialiser; collectionViewLayout = …;
          setCollectionViewLayout) offers that layout as OWNER-layout (-2, -3 for more), made by running the
          code as UIKit would: the owner made (a view with a zero frame, closures that do nothing for
          closure arguments, a stand-in for a protocol of the folder nothing in it adopts, init?(coder:)
          when that is its only initialiser, or then awakeFromNib() when only that sets its collection
          view up), a controller's view loaded (loadView(), then viewDidLoad()), its lazy properties that
          make one read, and what these call of its own code; the layout each collection view was made
          with or given, in order. One made in a method only the app calls later (a reload() of its own)
          is not offered: `layouts` says which method calls it. A controller's factory (createLayout()) runs
          after its view loads, as the app calls it from viewDidLoad(), unless a storyboard fills its
          outlets. A factory in an extension of UIKit's type (extension UICollectionViewLayout { static
          func paging() }) is named by itself (paging). A folder that offers nothing says what discovery
          saw. An inheritance cycle is named in `layouts` and its classes are not layouts.
          A repeated id gets the first of -2, -3, … no layout has. Parameters: writable,
          stored, not lazy vars typed (or initialised as) numbers, Int, Bool, CGSize, CGPoint,
          UIEdgeInsets, NSDirectionalEdgeInsets or String/Int enums, the class's then its superclasses'; a
          private or fileprivate one too when the class's code never assigns it (a knob like `fileprivate
          var numberOfColumns = 2`, not state like contentHeight): its build copy drops the `private`.
        - Plugin sources compile as an iOS app target: os(iOS) is true and every other os(…) false (Linux
          too); canImport(UIKit, CoreGraphics, QuartzCore, Foundation, ObjectiveC) true, canImport(AppKit, Cocoa,
          WatchKit) false; targetEnvironment(simulator) and (macCatalyst) false (a device); arch(arm64);
          DEBUG set. import UIKit.Submodule and import class UIKit.X import the module; CoreGraphics and
          QuartzCore are the SDK's too; a file importing none of them gets UIKit (the app's bridging
          header gave it). import ObjectiveC imports UIKit, whose stand-ins keep associated objects
          (objc_setAssociatedObject) for as long as their object lives. override init() in a subclass of an
          invalidation context, attributes, layer or animation is made required, as the SDK's init() is
          (it makes them from their class). Line numbers in diagnostics are the file's own.
        - An override in an extension of a class in the folder (extension MyLayout { override var
          debugDescription … }) is compiled in the class's body, as Objective-C's dynamic members allow;
          one in an extension of a class from elsewhere (UIView, UICollectionViewLayout) is kept as a
          method or property named layoutbench_NAME that nothing calls.
        - Members the app defines on UIColor, UIFont or UIImage in a file not in the folder (.brandBackground)
          become inert stand-ins (a grey, the body font, an empty image) with one warning naming them, when
          they are a build's only errors; any other missing symbol stays an error.
        - The collection view is on screen: its superview and window are one window as large as itself.
        - A stand-in delegate is installed when a layout's delegate protocol (declared in the folder, read
          from a `delegate` property of the layout or as collectionView.delegate as? P) has no adopter in the
          folder: it is the layout's delegate and the collection view's. Each required method is a parameter
          delegate.KEY (for a collectionView(_:layout:…) method its first label after those two,
          heightForItemAt, else the method's name, numberOfColumns; name_label_… when two would share a
          key), one value or a
          list cycled over the items (',' between values, ';' between insets); unset, it answers the item's
          size from the data for a CGSize, else lengths 100, counts (integers) 2, sizes 100 × 100, false,
          zero insets and points, the first case of an enum; a model class or struct of the folder's that
          init() makes is answered fresh (Style()), an enum whose cases carry values with its first case
          that carries none. Optional methods stay unimplemented (nil, as on iOS). A
          view controller in the folder that adopts the protocol (made by init()) is the delegate instead, as
          the app sets it, and stays alive with the layout. A delegate the layout stores for itself (private,
          lazy, or declared with a value) is not one the app sets: no stand-in. One stand-in adopts every
          protocol the layout asks for (a data source and a delegate; else the first it can answer), and
          responds(to: #selector(P.method)) of an optional requirement of the folder's protocols is true
          only for an object that implements it.
        - A layout class whose initialisers all take arguments (init(columns: Int)) is made with the first
          one whose every argument has a default: the per-type defaults above (Float too), nil for an
          optional, "" and empty collections, each element of a tuple, an enum's first case without values,
          a model of the folder's made with init() or with defaults for its initialiser's arguments, the
          stand-in or adopter for one argument of a folder's protocol. An argument of a parameter's type
          (numbers, Int, Bool, sizes, points, insets, String/Int enums) is an initialiser argument the host
          sets: use LAYOUT columns=3, param columns 4; setting one makes the layout anew with it (a
          property of the same name stays the parameter instead). A class with no such initialiser but
          init?(coder:) is made the storyboard way: init?(coder:) with an empty keyed coder, then
          awakeFromNib(). A class init() makes whose delegate only an initialiser gives (a private
          delegate set by init(delegate:)) is made with that initialiser and the adopter or stand-in. A
          class not offered (generic, abstract, arguments no default stands for) is named in `layouts`
          with why. A stand-in delegate answers tuples and models the same way.
        - Optional and implicitly unwrapped numbers, sizes and insets a layout declares (var cellHeight:
          CGFloat?, var hourHeight: CGFloat!) are parameters; nil is a value. use LAYOUT NAME=VALUE sets them
          before the first pass; --no-pass leaves that pass to the next command that needs one. A trap on a
          nil while one is nil, and an answer of no elements, name them and the command that sets them.
        - A folder that does not compile as a whole builds what its layouts need, as a linker keeps what is
          reached: from each layout class (or the function or controller method that makes it) the
          declarations its code names, the extensions of the types it reaches and of UIKit's whose members
          it calls. Declarations with errors are left out; a view or controller class with errors first
          keeps only what makes it (stored properties, initialisers) and the members layouts name (its
          lifecycle never runs here); a layout that needs what fails is not built (use names its errors).
          Imports of modules the build lacks are dropped where nothing kept needs them. One line says what
          was left out, with the first error of each; the decision is kept until a file or the SDK changes.
        - Old Swift names (Swift 3 and 4's: NSFontAttributeName, UIEdgeInsetsMake(…),
          UIApplication.sharedApplication(), .UIKeyboardWillShow) are rewritten in the build copy as the
          compiler's fix-its for the iOS SDK say (iPhoneOS16.5 read by swiftc 6.3.1): a global by name, a
          function by name and argument labels, a member of a type as written, a member of any value when
          one new name answers the old one; a name the folder declares is the app's and left alone. The
          build says per file how many names it migrated. A file written in Swift 1 or 2 (x++, C-style for,
          var parameters, println, overrides under Swift 2's names) gets one line saying so instead of its
          errors: no migration reaches it (Xcode's stopped at Swift 3 too).
        - A symbol a build cannot find is said by what iOS's SDK declares (iPhoneOS16.5's names): UIKit API
          layoutbench lacks (UIKit shim: …), a name UIKit renamed (NSFontAttributeName →
          NSAttributedString.Key.font, by the compiler's own renames), or none of UIKit's (the app's own,
          from a file not in the folder).
        - Where the app's class is the delegate (a controller adopting UICollectionViewDelegateFlowLayout
          whose layout is offered, an adopter of a layout's own protocol) and the workbench can stand in
          (UIKit's defaults, or the stand-in above), the layout has a `delegate` argument: app (the
          default) or stand-in (use LAYOUT delegate=stand-in). A layout app code makes with the owner as
          the delegate of a layout class of the folder (Layout(delegate: self)) has it too: the stand-in
          takes the owner's place in the layout (a private property loses its `private` in the build
          copy). A layout that traps while the app's delegate's code runs (its class in the backtrace) is
          replayed with the stand-in and the command runs again, said in one warning line; a trap the
          delegate had no part in (a nil the app sets later) is said as it is. state and check name the
          delegate in use.
        - UIKit stand-ins (UIViewController, UIColor, UIFont, views, constraints, diffable data sources,
          registrations, layers, paths, animations, gesture recognizers, UIApplication) keep what they are
          given and draw nothing; UIApplication.shared's layout direction and orientation follow the
          collection view (rtl, size), its text size is large; UIScreen.main is an iPhone's,
          390 × 844 points at 3x, whatever `size` says (read the collection view's bounds instead).
        - Compositional layout: supplementary items have zIndex 1 and decorations 0 unless set; the trait
          collection is regular at \(Int(UITraitCollection.regularWidth)) points wide and compact below;
          .readableContent is the readable content guide: at the large text size a column 672 wide (46
          "m"s of the Body font rounded up to 8; the only size the host has), centred, when the width inside
          the safe area exceeds 672 by more than 88, never inside the margins; else the layout margins
          (every iPhone in portrait); a section the provider returns nil for is empty; a
          group's edge spacing separates it from its neighbours in the section (flexible counts as fixed);
          once cells have self-sized, items are dealt to groups again in order, leaves depth first, each group
          holding as many as fit with the sizes known (the others at their estimates; a group estimated along
          its own axis holds what its estimates fit, then grows), in sections that scroll sideways
          too (each group then rests at its own edge); a count group of estimated leaves keeps each leaf's
          own length once one has self-sized, and estimated groups grow to their contents.
        - Animated updates: the layouts' base class fades what an update inserts (its final attributes at
          alpha 0) and deletes (its attributes before at alpha 0), a reload both, as UIKit's does; Apple
          documents nil (docs/uikit-rules.md §2.4 has the evidence). The compositional layout with estimated
          sizes fades only those too. A supplementary item's itemAnchor puts that point of itself on its
          container's anchor point (x = minX + anchor·W − itemAnchor·w + offsets); boundary supplementaries
          follow supplementaryContentInsetsReference (.automatic: the section's reference; .none: full width).
        - Orthogonal sections rest (OrthogonalRestingRule in the SDK): continuous where they project; paging on
          pages of the visible width, one per flick (the main axis' paging rule); continuousGroupLeadingBoundary
          on the nearest group edge or the end; groupPaging and groupPagingCentered one group per flick faster
          than \(OrthogonalRestingRule.flickVelocity) pt/ms, else the nearest group, centred groups padded in by
          (visible − group)/2. Automatic deceleration is fast for the group-paging behaviours, the view's otherwise;
          automatic bounce bounces. Items show at their on-screen place (attrs --unscrolled for the layout's).
        - A visible-items handler sees the section's items at their layout frames and the section's sideways
          offset (the collection view's offset for sections that do not scroll sideways), on every layout pass.
        - List metrics (rows 44, headers 28/38/44, 35 above grouped sections, insets 20 inset grouped and 10
          sidebar) are public measurements, parameters of the list layouts.
        - Pixels: offsets are set on the display scale's pixel grid (scale, default 3; 2 for device iphone-se),
          as UIScrollView sets them, so an offset that rounds to the one the view has is no bounds change;
          visibleCells and indexPathForItem(at:) use frames with x, y, width and height each rounded to a
          pixel, as the collection view places its cells; attribute tables show the layout's own values.
        - collectionView.layoutIfNeeded() from a layout runs the pass before it returns when the layout is
          invalid; inside a pass (prepare(), the rect query, an update) it does nothing.
        - use LAYOUT --transition plays an interactive transition (UICollectionViewTransitionLayout):
          transitionProgress linear in time over MS ms (default 300); each element moves its centre, size,
          alpha and transform entries linearly between the two layouts; an element only one layout has fades
          (alpha 0 on the other side); zIndex, hidden and custom values are the nearer side's. The old
          layout's prepareForTransition(to:) gets the new layout when both come from one plugin, else a
          stand-in UICollectionViewLayout. The offset stays during the frames; at the end the new layout is
          installed (prepared again, as UIKit may) and its targetContentOffset(forProposedContentOffset:) asked.
        - move-item: the finger goes in a straight line from the item's centre at the frame rate; the
          default targetIndexPath keeps the item's path where no cell is under the finger; each step's
          context names the step (previous → target), the ending one the last step (previous = where the
          item was at the end, final = there, or the start when cancelled); the item is reordered live
          when its target changes and the data source moves it on the drop.
        - Self-sized supplementary views (snapshot size-view KIND SECTION WxH) apply to every view of that
          kind in the section (snapshot files keep them under "viewSizes").
        - UIKit Dynamics (UIDynamicAnimator(collectionViewLayout:)): animators step once per display frame, after
          the frame's layout pass, in Runge–Kutta substeps of at most 1/240 s; an animator that moved an item invalidates
          the layout (invalidateLayout()) and a pass shows it in the same frame. Springs (attachments with a
          frequency) act on the effective mass of their ends; a frequency of 0 is a rod that keeps its length;
          gravity is 1000 pt/s² per unit and pushes 100 pt/s² on a 100 × 100 item of density 1 (Apple's units).
          Items neither rotate nor collide (UICollisionBehavior, UISnapBehavior and fields are not available);
          elasticity and friction are kept. An animator pauses when every item has stayed slower than
          \(NumberText.short(UIDynamicAnimator.restingSpeed)) pt/s for \(NumberText.short(UIDynamicAnimator.restingTime)) s. After a fling, drag or animated scroll, frames go on while an animator
          runs, at most \(Int(ScrollDriver.dynamicsLimit / 1000)) s; `wait` lets time pass without scrolling.
        - panGestureRecognizer: a drag's finger starts at the centre of the view and moves against the content
          (the offset it asks for, before rubber banding); location(in: collectionView) is in content
          coordinates, location(in: nil) in the view's frame; began on the drag's first frame, changed after,
          ended at the lift, when it keeps its last location (it reads (0, 0) before the first drag).
          Velocity is the finger's last frame-to-frame speed in pt/s. No other recognizer recognises.
        - Pictures (render): a terminal row is two columns' worth of points (a character is twice as tall as
          wide); a drawing is at most \(PictureCommands.defaultMaximumRows) rows (--height) and shrinks to fit. Perspective in transform3D is
          not drawn (the affine part is). Elements of alpha 0 are left out like hidden ones. An animated SVG
          splits each transform into translate, rotate and scale (a shear is not kept) and shows frame k from
          t_k − t_1 for one frame interval. apply --animated --svg plays the update over \(Int(ScrollDriver.animationDuration)) ms, ease in and
          out: a cell visible before and after (by item identifier) moves from its attributes before to after,
          one only after from its initial attributes, one only before to its final ones, by the rule of
          use --transition; the offset goes from before to after.
        - Text from plugins, files, data and users is printed with control characters escaped (\\x1b) and
          bidirectional overrides and isolates too (\\u{202e}); JSON escapes them as \\u001b and \\u202e.
        - Layouts run in an engine process. A layout that traps, crashes, exits, runs one call past the
          call time limit or maps past the memory limit ends only the engine: one error line says what and
          where (the first source line of the plugin's code in the backtrace; the whole report is kept in
          workspace/.crashes/last.txt), a new engine takes over with the session as it was before the
          command (plugin generations, data, view, layout and parameters; `source` counts as one command),
          and a script stops there unless --keep-going. Ctrl-C stops any command the same way. Once the
          engine's fault handler has run, the call clock stops (a slow crash report is a fault, not a
          timeout). A fault after a command's answer (a thread the layout started) is that command's: it
          is said before the next command, which runs on a fresh engine standing where that command left
          the session. A fault that comes back within \(EngineLimits.replayEcho / 1_000_000_000) s of that replay is the replay's own: the session
          goes on without the layout and its plugin (use it to try again). What a plugin prints on stdout
          is shown on stderr as "ID printed: …", never among the results.
        - The live view (view) plays what the host computed, never its own physics or layout: a frame is
          one display frame of the host (its time and cost); an animated update or rotation is the
          host's interpolation over 0.3 s. profile, check and expect are measurements, not motions: the
          page shows where they leave the view. A command past \(LiveFeed.frameLimit) frames is shown from its
          end. A press-drag-release on the page is `drag DX DY MS`, the finger at constant speed over a
          whole number of the view's frames (so its release keeps the drag's speed); the wheel is
          `scroll DX DY`, clamped to the offsets UIScrollView allows, one at a time; the page's commands
          go one at a time. Time passes between commands only on the page, as on a device: after the
          page's wheel or toolbar, while the layout's UIDynamicAnimators run, that page lets the session's
          time pass with its own, in slices of whole frames (about 40 ms) asked as less than one is left to
          play, until they rest, the page does something else, is hidden or closed, another page acts, or
          \(Int(ScrollDriver.dynamicsLimit / 1000)) s pass (a drag plays its own settling, up to the same limit). The REPL echoes the run as
          the `wait MS` it equals when it ends, and the part so far before a typed command (the run goes
          on after it) or after a second with no slice. A typed command starts no run: after it no time
          passes, as in scripts (`wait` lets it). Labels are left out while more than 400 elements are
          visible (the page's labels menu shows them anyway).
        """
    }

    static let warnings = HelpTopic(name: "warnings", summary: "UIKit's console messages for layouts, and what layoutbench adds") { _, _ in
        """
        Each is a `warning:` line on stderr, once per layout; the command still succeeds, as UIKit goes on.
        UIKit's own messages, in its words:
          The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be
            less than the width of the UICollectionView minus the section insets left and right values,
            minus the content insets left and right values. (the height version when scrolling
            horizontally) — an item longer than a line holds; it sits alone on its line.
          UICollectionViewFlowLayout has cached frame mismatch for index path S-I - cached value: …;
            expected value: …. This is likely occurring because the flow layout subclass X is modifying
            attributes returned by UICollectionViewFlowLayout without copying them — a subclass changed
            what super returned instead of changing copies (attrs.copy() as! UICollectionViewLayoutAttributes).
            A compositional layout subclass gets the same words with UICollectionViewCompositionalLayout
            (layoutbench's: UIKit's flow check applied to it).
        What layoutbench adds, where UIKit is silent but the layout is likely wrong:
          ID returned the cell at S-I twice from layoutAttributesForElements(in:) — UIKit uses one.
          X.p is V in the layout but W in the copy UIKit makes — a custom attributes class whose
            copy(with:) does not carry its own properties (cells get the defaults).
          the app defines … in a file not in this folder — inert stand-ins for the app's colours,
            fonts and images (help decisions).
        What UIKit raises stays an error (the command fails, the session goes on): attributes for an
        index path the data does not have, a supplementary view's attributes changed without
        invalidating the layout, a section or item past the data's counts.
        """
    }

    static let flow = HelpTopic(name: "flow", summary: "UICollectionViewFlowLayout: its rules, and how to size items") { _, _ in
        """
        use flow            UIKit's flow layout; params lists every property by its UIKit name
                            (param sectionInset 10,12,14,12 · param scrollDirection horizontal)
        Per-item sizes, three ways:
          use flow-sized    the delegate answers sizeForItemAt from a list: param itemSizes 60x60,120x60
          use flow-tags     the delegate sizes each tag from its item identifier (snapshot load tags)
          self-sizing       param estimatedItemSize 100x50, then snapshot size ID WxH and apply: the
                            cell reports its size through preferredLayoutAttributesFitting
        Rules (UIKit's): greedy lines; full lines justified; a lone item on a line that is not the last
        centred; the last line keeps the grid when all sizes are equal and is left-aligned otherwise
        (so a section of one equal-sized item is centred and of two spread to both edges, UIKit's well-known quirks);
        items centred across their line; headers and footers span the content; no line spacing next
        to them; pinned headers held at the top until the next section pushes them off. Scrolling
        horizontally with items of different sizes, a device puts columns minimumInteritemSpacing apart
        and items in a column minimumLineSpacing (the two swapped; equal sizes are as documented), and
        so does layoutbench. An item longer than a line warns in UIKit's words (help warnings).
        """
    }
}
