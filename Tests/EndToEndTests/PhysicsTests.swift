import Foundation
import Testing

/// UIScrollView's physics through the real executable. Expected numbers come from the formulas
/// and worked examples in docs/uikit-rules.md §5 (projection with the 0.01 pt/ms
/// stop floor, K = 1/|ln r|; rubber band c·x·d/(d + c·x), c = 0.55; pages of the bounds size).
struct PhysicsTests {
    /// `x` on the 3x pixel grid, where UIScrollView sets offsets (the default display scale).
    func pixel(_ x: Double) -> Double { (x * 3).rounded() / 3 }

    func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// proposed y for a release at 1000 with `velocity` pt/s under `rate`.
    func proposed(velocity: Double, rate: String) async throws -> Double {
        let run = try await Executable.commands("items 100; use table; offset 0 1000; deceleration \(rate); velocity 0 \(velocity); target --json")
        #expect(run.status == 0, "\(run.stderr)")
        return run.json.numbers("proposed").last ?? .nan
    }

    @Test func projectedDistancesForBothRates() async throws {
        // docs/uikit-rules.md §5.3 worked examples (normal, floor + ln form): v = 1, 2, 3 pt/ms → 494.5, 994.0, 1493.5
        await #expect(close(try proposed(velocity: 1000, rate: "normal") - 1000, 494.5, 0.05))
        await #expect(close(try proposed(velocity: 2000, rate: "normal") - 1000, 994.0, 0.05))
        await #expect(close(try proposed(velocity: 3000, rate: "normal") - 1000, 1493.5, 0.05))
        await #expect(close(try proposed(velocity: -1000, rate: "normal") - 1000, -494.5, 0.05))
        // fast: K = 1/|ln 0.99| = 99.499; (2 − 0.01)·99.499 = 198.0; (1 − 0.01)·99.499 = 98.5
        await #expect(close(try proposed(velocity: 2000, rate: "fast") - 1000, 198.0, 0.05))
        await #expect(close(try proposed(velocity: -1000, rate: "fast") - 1000, -98.5, 0.05))
        // below the floor (0.005 pt/ms) nothing moves
        await #expect(close(try proposed(velocity: 5, rate: "normal"), 1000))
        // clamped to the content: 100 rows of 300 → max offset 30000 − 844 = 29156
        let run = try await Executable.commands("items 100; use table; offset 0 29000; velocity 0 3000; target --json")
        #expect(run.json.numbers("proposed") == [0, 29156])
    }

    @Test func aFlingEndsExactlyOnTheLayoutsTarget() async throws {
        // pizza-left at 300, release 3000 pt/s, fast rate (the layout sets it):
        // proposed = 300 + (3 − 0.01)/|ln 0.99| = 300 + 297.50 = 597.50; the pizza under it is
        // Int((597.50 + 422)/300) = 3, centred at 3·300 + 150 − 422 = 628.
        let run = try await Executable.commands("items 10; use pizza-left; offset 0 300; fling 0 3000 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = run.json
        #expect(close(json.numbers("proposed").last, 597.50, 0.01))
        #expect(json.numbers("target") == [0, 628])
        #expect(json.numbers("end") == [0, 628])
        let timeline = json.objects("timeline")
        #expect(timeline.last?.numbers("offset") == [0, 628])
        #expect(close(timeline.first?.number("t_ms"), 1000.0 / 120))  // the first frame integrates one frame
        let ys = timeline.compactMap { $0.numbers("offset").last }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 })  // no overshoot, no jump back
        #expect(json.number("frames") == Double(timeline.count))
    }

    @Test func sameCellReleaseScrollsBackWhereTheLayoutAsked() async throws {
        // At 300 the current pizza is Int((300 + 422)/300) = 2. A slow release (100 pt/s) proposes
        // 300 + 0.09/|ln 0.99| = 308.95, still pizza 2: the layout returns the current offset and
        // scrolls to pizza 2 centred with scrollToItem, animated: 2·300 + 150 − 422 = 328.
        let run = try await Executable.commands("items 10; use pizza-left; offset 0 300; fling 0 100 --json; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        let fling = Seed.documents(run)[0]
        #expect(fling.numbers("target") == [0, 300])
        #expect(fling.numbers("end") == [0, 328])
        #expect(fling.objects("timeline").contains { $0["phase"] as? String == "animation" })
        #expect(Seed.documents(run)[1].numbers("contentOffset") == [0, 328])
    }

    /// A paged flick lands in a fraction of a second, whatever the deceleration rate: UIScrollView
    /// runs a damped spring to the page, stepped each millisecond (pull and friction from the
    /// bounds' extent; docs/uikit-rules.md §5.7). Simulated from the decompiled recurrence (width
    /// 375, 60 Hz, research52/findings.md Q3): a 1 pt/ms release with 375 pt to go snaps at
    /// 333–350 ms, within about ±25 ms at 120 Hz. Before, the stretched deceleration took seconds
    /// (8.0 s for `fling 0 400` with pages of 844).
    @Test func aPagedFlickLandsInAFractionOfASecond() async throws {
        let square = try await Executable.commands("items 40; use table; size 375x375; paging on; fling 0 1000 --json")
        #expect(square.json.numbers("end") == [0, 375])
        let ms = try #require(square.json.number("duration_ms"))
        #expect((308...375).contains(ms), "\(ms) ms")
        #expect(square.json.objects("timeline").allSatisfy { $0["phase"] as? String == "paging" })
        let slow = try await Executable.commands("items 40; use table; paging on; deceleration 0.999; fling 0 400 --json")
        #expect(slow.json.numbers("end") == [0, 844])
        #expect(try #require(slow.json.number("duration_ms")) < 1000)
    }

    @Test func pagingRestsOnPageBoundariesWithoutAskingTheLayout() async throws {
        // Pages of 844. From 0 at 1.5 pt/ms, a flick (0.3 pt/ms or faster): the next page, 844.
        let one = try await Executable.commands("items 100; use table; paging on; fling 0 1500 --json")
        #expect(one.json.numbers("end") == [0, 844])
        // However fast, one flick moves one page: 844.
        let clamped = try await Executable.commands("items 100; use table; paging on; fling 0 5000 --json")
        #expect(clamped.json.numbers("end") == [0, 844])
        // From 844 back at 0.3 pt/ms, the flick speed: one page back, 0. Slower (0.2): stays on 844.
        let back = try await Executable.commands("items 100; use table; paging on; offset 0 844; fling 0 -300 --json")
        #expect(back.json.numbers("end") == [0, 0])
        let slow = try await Executable.commands("items 100; use table; paging on; offset 0 844; fling 0 -200 --json")
        #expect(slow.json.numbers("end") == [0, 844])
        // The fast rate projects 3·0.99/0.01 = 297 from 100 (under half a page), yet UIKit pages
        // on a flick whatever the rate: 844; the same after the pizza tour's 0.99.
        let fast = try await Executable.commands("items 100; use table; paging on; deceleration fast; offset 0 100; velocity 0 3000; target --json")
        #expect(fast.json.numbers("target") == [0, 844])
        let fling = try await Executable.commands("items 100; use table; paging on; deceleration 0.99; fling 0 3000 --json")
        #expect(fling.json.numbers("end") == [0, 844])
        // The layout's targetContentOffset is not asked with paging on.
        let order = try await Executable.commands("items 100; use call-order; paging on; supplementary calls 0 0; fling 0 1500; supplementary calls 0 0 --json")
        let calls = (order.json.object("element").object("custom")["calls"] as? String) ?? ""
        #expect(!calls.contains("targetContentOffset"))
        #expect(calls.contains("layoutAttributesForElements(in:)"))
    }

    /// A flick whose projection lies past the end: the layout's hook sees the clamped offset, the
    /// motion decays past the edge and springs back to rest on it (docs/uikit-rules.md §5.6).
    @Test func aFlickPastTheEndOvershootsAndSpringsBack() async throws {
        // 5 rows of 300 in 844: the end is 1500 − 844 = 656. From 600 at 5 pt/ms, the free
        // projection is 600 + (5 − 0.01)·499.5 = 3092.5, clamped to 656 for the layout.
        let run = try await Executable.commands("items 5; use table; offset 0 600; fling 0 5000 --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json.numbers("proposed") == [0, 656])
        #expect(run.json.numbers("target") == [0, 656])
        #expect(run.json.numbers("end") == [0, 656])
        let timeline = run.json.objects("timeline")
        let offsets = timeline.map { ($0["offset"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }.last ?? 0 }
        // Two frames at 120 fps travel about 5·16.7·0.98 ≈ 82 points: past 656 by the second frame.
        #expect(offsets.count > 2 && offsets[1] > 656)
        #expect((offsets.max() ?? 0) > 700)
        #expect(timeline.last?["phase"] as? String == "bounce")
        // Without bounces the motion is re-timed to stop on the edge, never past it.
        let stiff = try await Executable.commands("items 5; use table; bounces off; offset 0 600; fling 0 5000 --json")
        let stiffOffsets = stiff.json.objects("timeline").map { ($0["offset"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }.last ?? 0 }
        #expect((stiffOffsets.max() ?? 0) <= 656)
        #expect(stiff.json.numbers("end") == [0, 656])
    }

    @Test func rubberBandingPastTheEdges() async throws {
        // Dragging 100 past the top of an 844-tall view: 0.55·100·844/(844 + 55) = 51.6352
        let top = try await Executable.commands("items 10; use table; drag 0 -100 --json")
        #expect(top.status == 0, "\(top.stderr)")
        // UIScrollView sets the offset on the 3x pixel grid: −51.6352 shows as −155/3.
        #expect(close(top.json.numbers("release").last, pixel(-46420.0 / 899.0)))
        #expect(top.json.numbers("end") == [0, 0])  // springs back to the edge
        // d is the visible height: 500 tall, 100 past → 0.55·100·500/(500 + 55) = 49.5495
        let short = try await Executable.commands("items 10; use table; size 390x500; drag 0 -100 --json")
        #expect(close(short.json.numbers("release").last, pixel(-27500.0 / 555.0)))
        // Past the bottom: 10 rows of 300, max offset 3000 − 844 = 2156; 200 past → 92840/954
        let bottom = try await Executable.commands("items 10; use table; offset 0 2156; drag 0 200 --json")
        #expect(close(bottom.json.numbers("release").last, pixel(2156 + 92840.0 / 954.0)))
        #expect(bottom.json.numbers("end") == [0, 2156])
        let ys = bottom.json.objects("timeline").filter { $0["phase"] as? String == "bounce" }.compactMap { $0.numbers("offset").last }
        #expect(!ys.isEmpty && zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func perFrameCallOrderAndPrepareOnlyAfterInvalidation() async throws {
        func calls(_ run: Executable.Run, _ index: Int) -> String {
            ((run.documents[index] as? [String: Any])?.object("element").object("custom")["calls"] as? String) ?? "?"
        }
        let read = "supplementary calls 0 0 --json"
        let run = try await Executable.commands(
            "items 40; use call-order; \(read); offset 0 100; \(read); param invalidateOnScroll true; \(read); offset 0 200; \(read); fling 0 1000 --json; \(read)"
        )
        #expect(run.status == 0, "\(run.stderr)")
        // A scroll the layout does not invalidate for: no prepare and no content size (UIKit asks it
        // after prepare()); the rect again because 100…944 left the screen page asked at 0 (0…844).
        #expect(calls(run, 1) == "shouldInvalidateLayout(forBoundsChange:) layoutAttributesForElements(in:)")
        // One it does: UIKit's order, prepare after the invalidation.
        let frame =
            "shouldInvalidateLayout(forBoundsChange:) invalidationContext(forBoundsChange:) invalidateLayout() invalidateLayout(with:) prepare collectionViewContentSize layoutAttributesForElements(in:)"
        #expect(calls(run, 3) == frame)
        // A fling: the target asked once with the velocity in points per millisecond, then every frame in that order.
        let fling = Seed.documents(run)[4]
        // A frame whose offset rounds to the pixel the view already has is no bounds change
        // (UIScrollView's early-out, docs/uikit-rules.md §6 step 2): only moving frames make the calls.
        let offsets = fling.objects("timeline").compactMap { $0.numbers("offset").last }
        let frames = zip([200.0] + offsets, offsets).filter { $0 != $1 }.count
        let log = calls(run, 5)
        #expect(log.hasPrefix("targetContentOffset(forProposedContentOffset:withScrollingVelocity:0.0,1.0) "))
        let perFrame = log.components(separatedBy: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:0.0,1.0) ").last ?? ""
        #expect(perFrame == Array(repeating: frame, count: frames).joined(separator: " "))
    }

    /// UIKit asks collectionViewContentSize after prepare(): a size change the layout declines to
    /// invalidate for keeps the layout's old answer, although its getter reads the bounds.
    @Test func theContentSizeIsTheAnswerAfterTheLastPrepare() async throws {
        // 10 rows of 100: 390x1000 at first; call-order's content width is the bounds' width.
        let kept = try await Executable.commands("items 10; use call-order; param invalidateOnResize false; size 300x500; state --json")
        #expect(kept.json.numbers("contentSize") == [390, 1000])
        // Invalidated for the new size, it is asked again after prepare(): 300 wide.
        let asked = try await Executable.commands("items 10; use call-order; size 300x500; state --json")
        #expect(asked.json.numbers("contentSize") == [300, 1000])
    }

    /// The layout's own invalidation context: UIKit adds its contentOffsetAdjustment to the
    /// offset (100 + 50 = 150); a host-made context (a bounds change) is not counted twice.
    @Test func theLayoutsContextAdjustsTheOffset() async throws {
        let run = try await Executable.commands("items 40; use call-order; offset 0 100; param adjustOffsetBy 50; state --json; offset 0 300; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Seed.documents(run)[0].numbers("contentOffset") == [0, 150])
        #expect(Seed.documents(run)[1].numbers("contentOffset") == [0, 300])
    }

    /// collectionView.contentOffset set inside prepare() reads back at once, as on a device;
    /// the host then scrolls there.
    @Test func anOffsetSetInPrepareReadsBackAtOnce() async throws {
        let run = try await Executable.commands(
            "items 40; use call-order; supplementary calls 0 0; param jumpTo 700; state --json; supplementary calls 0 0 --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Seed.documents(run)[0].numbers("contentOffset") == [0, 700])
        let calls = (Seed.documents(run)[1].object("element").object("custom")["calls"] as? String) ?? ""
        #expect(calls.contains("prepare read back 700.0"), "\(calls)")
    }

    /// A layout assigning scroll view properties, as carousel layouts set their insets in
    /// prepare(): the value reads back at once, the host applies it after the call, and a new
    /// contentInset invalidates the layout (prepare runs again with it).
    @Test func aLayoutSetsTheScrollViewsInsetAndBounce() async throws {
        let run = try await Executable.commands(
            "items 40; use call-order; supplementary calls 0 0; param insetTop 120; state --json; supplementary calls 0 0 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let state = Seed.documents(run)[0]
        #expect(state.numbers("contentInset") == [120, 0, 0, 0])
        #expect(state["alwaysBounce"] as? [Bool] == [true, false])
        let calls = (Seed.documents(run)[1].object("element").object("custom")["calls"] as? String) ?? ""
        #expect(
            calls == "invalidateLayout() invalidateLayout(with:) prepare inset read back 120.0 collectionViewContentSize layoutAttributesForElements(in:) "
                + "invalidateLayout() invalidateLayout(with:) prepare collectionViewContentSize layoutAttributesForElements(in:)", "\(calls)")
    }

    /// device NAME sets a screen's size and safe area (Apple's point metrics): iPhone 15 is
    /// 393x852 with 59 above (the Dynamic Island) and 34 below (the home indicator); in
    /// landscape the size swaps, the 59 goes to both sides and 21 stays below. A view resting at
    /// its top follows the adjusted inset: offset −59 in portrait (content under the island's
    /// safe area starts below it), 0 in landscape, where no inset is above.
    @Test func devicePresetsSetTheSizeAndTheSafeArea() async throws {
        let run = try await Executable.commands("use table; device iphone15; state --json; device iphone15 --landscape; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Seed.documents(run)[0].numbers("bounds") == [0, -59, 393, 852])
        #expect(Seed.documents(run)[0].numbers("safeAreaInsets") == [59, 0, 34, 0])
        #expect(Seed.documents(run)[1].numbers("bounds") == [0, 0, 852, 393])
        #expect(Seed.documents(run)[1].numbers("safeAreaInsets") == [0, 59, 21, 59])
        // A horizontal drag from rest moves nothing vertically (the offset is already at rest).
        let drag = try await Executable.commands("items 30; use flow; device iphone15; drag -60 0 100; state --json")
        #expect(Seed.documents(drag).last?.numbers("contentOffset") == [0, -59], "\(drag.stdout)")
        let refused = try await Executable.commands("device pixel")
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: no device 'pixel' (devices: iphone-se, iphone-x, iphone15"))
    }

    /// Right to left: a layout that flips (the flow layout, as UIKit's mirrors) is mirrored in
    /// the content's width; one that does not (the seed table) is left as it is.
    @Test func rightToLeftMirrorsLayoutsThatFlip() async throws {
        let run = try await Executable.commands("items 6; use flow; rtl on; attrs --json; state --json; use table; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let cells = Seed.documents(run)[0].objects("elements")
        // Six 50-point cells in 390: spaced (390 − 6·50)/5 = 18, so x = 68·i left to right; mirrored
        // in 390: x = 390 − (68·i + 50) = 340 − 68·i.
        #expect(cells.map { $0.numbers("frame")[0] } == (0..<6).map { 340 - 68 * Double($0) })
        #expect(Seed.documents(run)[1]["rightToLeft"] as? Bool == true)
        // The seed table keeps x 0 (flipsHorizontallyInOppositeLayoutDirection is false by default).
        #expect(Seed.documents(run)[2].objects("elements").first?.numbers("frame")[0] == 0)
        let refused = try await Executable.commands("rtl maybe")
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: rtl takes on or off, not 'maybe'"))
    }

    /// isScrollEnabled false: a finger cannot move the content (drag and fling are refused with
    /// one line and change nothing); a programmatic offset still applies.
    @Test func scrollingDisabledRefusesFingersNotOffsets() async throws {
        let run = try await Executable.run([
            "--keep-going", "-c", "items 40; use table; scrollenabled off; drag 0 100; fling 0 1000; state --json; offset 0 500; state --json"
        ])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 2 && errors.allSatisfy { $0.hasPrefix("error: scrolling is disabled (isScrollEnabled is false)") }, "\(run.stderr)")
        #expect(Seed.documents(run)[0].numbers("contentOffset") == [0, 0])
        #expect(Seed.documents(run)[0]["scrollEnabled"] as? Bool == false)
        #expect(Seed.documents(run)[1].numbers("contentOffset") == [0, 500])
    }

    /// size --animated plays a rotation as UIKit does: the invalidation for the new bounds,
    /// prepare(forAnimatedBoundsChange:) with the old ones, the pass, appearing attributes for
    /// every element visible after and disappearing ones for every element visible before, then
    /// finalizeAnimatedBoundsChange().
    @Test func anAnimatedBoundsChangeInUIKitsOrder() async throws {
        let run = try await Executable.commands(
            "items 40; use call-order; supplementary calls 0 0; size 844x390 --animated --json; supplementary calls 0 0 --json")
        #expect(run.status == 0, "\(run.stderr)")
        // Rows of 100. Before, 0…844 shows rows 0…8 (row 8 at 800…900); after, 0…390 rows 0…3.
        let animation = Seed.documents(run)[0]
        #expect(animation.objects("appearing").map { $0.numbers("indexPath") } == (0...3).map { [0, Double($0)] })
        #expect(animation.objects("disappearing").map { $0.numbers("indexPath") } == (0...8).map { [0, Double($0)] })
        // call-order answers nil: UIKit's default is the element's own attributes, 844 wide after.
        #expect(animation.objects("appearing").first?.numbers("frame") == [0, 0, 844, 100])
        let calls = (Seed.documents(run)[1].object("element").object("custom")["calls"] as? String) ?? ""
        let expected =
            [
                "shouldInvalidateLayout(forBoundsChange:) invalidationContext(forBoundsChange:) invalidateLayout() invalidateLayout(with:)",
                "prepare(forAnimatedBoundsChange:390x844) prepare collectionViewContentSize layoutAttributesForElements(in:)"
            ]
            + (0...3).map { "initialLayoutAttributesForAppearingItem(at:0-\($0))" }
            + (0...8).map { "finalLayoutAttributesForDisappearingItem(at:0-\($0))" } + ["finalizeAnimatedBoundsChange"]
        #expect(calls == expected.joined(separator: " "), "\(calls)")
    }

    /// contentInsetAdjustmentBehavior, as Apple documents each: safe area 47 10 34 10 around a
    /// table of 2 rows (600 tall in 844: nothing scrolls) and of 10 rows (3000: vertical scrolls).
    @Test func insetAdjustmentBehaviors() async throws {
        func adjusted(_ items: Int, _ behavior: String) async throws -> [Double] {
            let run = try await Executable.commands("items \(items); use table; safearea 47 10 34 10; insetadjustment \(behavior); state --json")
            #expect(run.status == 0, "\(run.stderr)")
            return run.json.numbers("adjustedContentInset")
        }
        // never: no safe area; always: all of it.
        #expect(try await adjusted(2, "never") == [0, 0, 0, 0])
        #expect(try await adjusted(2, "always") == [47, 10, 34, 10])
        // scrollableAxes: only the edges of axes that scroll — none for 2 rows, top and bottom for
        // 10; the content is as wide as the bounds, so never the sides.
        #expect(try await adjusted(2, "scrollableAxes") == [0, 0, 0, 0])
        #expect(try await adjusted(10, "scrollableAxes") == [47, 0, 34, 0])
        // automatic (the default): top and bottom always, sides only for wider content.
        #expect(try await adjusted(2, "automatic") == [47, 0, 34, 0])
    }

    @Test func nonFiniteTargetsRestAtTheNaturalProjection() async throws {
        let run = try await Executable.commands("items 100; use call-order; param nanTarget true; offset 0 1000; fling 0 2000 --json")
        #expect(run.status == 0, "\(run.stderr)")
        // 1000 + 994.0 (docs/uikit-rules.md §5.3)
        #expect(close(run.json.numbers("end").last, 1994.0, 0.05))
        #expect(run.json.numbers("end") == run.json.numbers("proposed").map(pixel))
        #expect((run.json["notes"] as? [String])?.first?.contains("non-finite target content offset") == true)
        let text = try await Executable.commands("items 100; use call-order; param nanTarget true; fling 0 2000")
        #expect(text.stdout.contains("non-finite target content offset"))
    }

    @Test func scrollToItemPositions() async throws {
        // 10 rows of 300, view 844 tall, max offset 2156. Row 5: 1500…1800.
        func offset(_ command: String) async throws -> [Double] {
            try await Executable.commands("items 10; use table; \(command); state --json").json.numbers("contentOffset")
        }
        #expect(try await offset("scrollto 0 5") == [0, 1500])  // top
        #expect(try await offset("scrollto 0 5 center") == [0, 1228])  // 1650 − 422
        #expect(try await offset("scrollto 0 5 bottom") == [0, 956])  // 1800 − 844
        #expect(try await offset("scrollto 0 9 top") == [0, 2156])  // 2700, clamped
        #expect(try await offset("scrollto 0 5 center --animated") == [0, 1228])
    }

    @Test func badPhysicsInputChangesNothing() async throws {
        let bad = [
            "velocity nan 0", "velocity 1", "deceleration 1", "deceleration 0", "deceleration 1.5", "deceleration quick",
            "fps 0", "fps 241", "paging maybe", "scrollto 0 10", "scrollto 1 0", "scrollto 0 1 sideways", "drag 0 10 0"
        ]
        let script = (["items 10", "use table", "offset 0 300", "velocity 0 500"] + bad + ["state --json"]).joined(separator: "\n")
        let run = try await Executable.run(["--keep-going"], input: script)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == bad.count)
        let state = run.json
        #expect(state.numbers("contentOffset") == [0, 300])
        #expect(state.numbers("velocity") == [0, 500])
        #expect(state.number("deceleration") == 0.998)
        #expect(state.number("fps") == 120)
        #expect(state["paging"] as? Bool == false)
        let noLayout = try await Executable.commands("fling 0 100")
        #expect(noLayout.status == 1 && noLayout.stderr.hasPrefix("error: no active layout"))
    }
}
