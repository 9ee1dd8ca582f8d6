import Foundation
import Testing

/// The seed layouts (plugins Pizza, StickyHeader, Circular) through the real
/// executable. Every expected number is worked out by hand from the formulas, with the
/// arithmetic beside it; none is read back from a plugin.
///
/// The session's screen is 390x844 unless a test changes it: the screen centre is at
/// y = offset + 422, and layoutMargins are 8 on every side.
struct SeedLayoutTests {
    // MARK: - Pizza (seed 000)
    //
    // Rows of 300 (itemSize 300x300), full width 390. For a row:
    //   normalized = clamp((midY − (offset + 422)) / 200, −1, 1), s = 1 − 0.4·|normalized|
    //   alpha = s; transform = scale(s); size stays 390x300 (the frame shrinks by the transform)
    //   hOffset = (390 − 390·s) / 2; centre x = 195 + hOffset − 4 (left) or 195 − hOffset + 4 (right)
    //   vOffset = −(midY − centre)/4 · s; centre y = midY + vOffset
    //   reported frame = (cx − 390·s/2, cy − 300·s/2, 390·s, 300·s)
    // Header of a row: x 8, width 390 − 16 = 374, height 60, y = offset + (844 − 300)/2 − 30 − 30
    //   = offset + 212, centre y = offset + 242; alpha 1 − |normalized|, translation 20·normalized,
    //   zIndex 100, left out at alpha 0.

    @Test func pizzaLeftScalesFadesAndAlignsRowsAtOffset250() async throws {
        let run = try await Seed.run("items 10; use pizza-left; offset 0 250; attrs --json")
        let json = run.json
        #expect(json.numbers("contentSize") == [390, 3000])  // 10 rows · 300
        // visible y 250…1094 meets rows 0 (0…300) to 3 (900…1200); row 4 starts at 1200.
        // Centre 672: only row 2 (midY 750) is nearer than 200, so only its header has alpha > 0.
        #expect(json.objects("elements").map(Seed.key) == ["cell 0", "cell 1", "cell 2", "cell 3", "header 2"])
        // row 0: midY 150, 150 − 672 = −522 → −2.61 → −1; s = 1 − 0.4 = 0.6
        //   hOffset (390 − 234)/2 = 78 → cx 195 + 78 − 4 = 269; vOffset 522/4·0.6 = 78.3 → cy 150 + 78.3 = 228.3
        //   frame (269 − 117, 228.3 − 90, 234, 180)
        Seed.expect(
            Seed.element("cell 0", in: json), "row 0", frame: [152, 138.3, 234, 180], center: [269, 228.3],
            size: [390, 300], transform: Seed.scale(0.6), alpha: 0.6, zIndex: 0)
        // row 1: midY 450, 450 − 672 = −222 → −1.11 → −1; s 0.6; vOffset 222/4·0.6 = 33.3 → cy 483.3
        Seed.expect(
            Seed.element("cell 1", in: json), "row 1", frame: [152, 393.3, 234, 180], center: [269, 483.3],
            transform: Seed.scale(0.6), alpha: 0.6, zIndex: 0)
        // row 2: midY 750, 750 − 672 = 78 → 0.39; s = 1 − 0.4·0.39 = 0.844
        //   hOffset (390 − 329.16)/2 = 30.42 → cx 195 + 30.42 − 4 = 221.42
        //   vOffset −78/4·0.844 = −16.458 → cy 733.542
        //   frame (221.42 − 164.58, 733.542 − 126.6, 329.16, 253.2)
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [56.84, 606.942, 329.16, 253.2],
            center: [221.42, 733.542], size: [390, 300], transform: Seed.scale(0.844), alpha: 0.844, zIndex: 0)
        // row 3: midY 1050, 1050 − 672 = 378 → 1; s 0.6; vOffset −378/4·0.6 = −56.7 → cy 993.3
        Seed.expect(
            Seed.element("cell 3", in: json), "row 3", frame: [152, 903.3, 234, 180], center: [269, 993.3],
            transform: Seed.scale(0.6), alpha: 0.6, zIndex: 0)
        // header of row 2: y 250 + 212 = 462, centre (8 + 187, 462 + 30); alpha 1 − 0.39 = 0.61;
        //   translation 20·0.39 = 7.8 → frame y 469.8
        let header = Seed.element("header 2", in: json)
        Seed.expect(
            header, "header 2", frame: [8, 469.8, 374, 60], center: [195, 492], size: [374, 60],
            transform: Seed.moveY(7.8), alpha: 0.61, zIndex: 100)
        #expect(header?["category"] as? String == "supplementary")
    }

    @Test func pizzaRightMirrorsTheLeftHalf() async throws {
        let json = try await Seed.run("items 10; use pizza-right; offset 0 250; attrs --json").json
        #expect(json.objects("elements").map(Seed.key) == ["cell 0", "cell 1", "cell 2", "cell 3", "header 2"])
        // row 0: s 0.6, hOffset 78 → cx 195 − 78 + 4 = 121, frame x 121 − 117 = 4; y as on the left
        Seed.expect(
            Seed.element("cell 0", in: json), "row 0", frame: [4, 138.3, 234, 180], center: [121, 228.3],
            transform: Seed.scale(0.6), alpha: 0.6)
        // row 2: s 0.844, hOffset 30.42 → cx 195 − 30.42 + 4 = 168.58, frame x 168.58 − 164.58 = 4
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [4, 606.942, 329.16, 253.2],
            center: [168.58, 733.542], transform: Seed.scale(0.844), alpha: 0.844)
        // the header does not depend on the half
        Seed.expect(
            Seed.element("header 2", in: json), "header 2", frame: [8, 469.8, 374, 60],
            transform: Seed.moveY(7.8), alpha: 0.61, zIndex: 100)
    }

    @Test func pizzaCentredRowIsFullSizeWithAFullHeader() async throws {
        // offset 328: centre 750 = midY of row 2
        let json = try await Seed.run("items 10; use pizza-left; offset 0 328; attrs --json").json
        // visible y 328…1172; the view asks for its screen pages 0…1688 (rows 0–5). Rows 0 and 4
        // are 600 from the centre → s 0.6, vOffset ±600/4·0.6 = ∓90 toward it: row 0 spans 150…330
        // and row 4 1170…1350, each 2 points on screen; row 5 (cy 1650 − 135) stays below.
        // Only row 2 is within 200 of the centre → the one header with alpha above 0.
        #expect(json.objects("elements").map(Seed.key) == ["cell 0", "cell 1", "cell 2", "cell 3", "cell 4", "header 2"])
        // row 2: normalized 0, s 1, hOffset 0 → cx 195 − 4 = 191, vOffset 0 → frame (−4, 600, 390, 300)
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [-4, 600, 390, 300], center: [191, 750],
            transform: Seed.identity, alpha: 1, zIndex: 0)
        // row 1: −300 → −1, s 0.6; vOffset 300/4·0.6 = 45 → cy 450 + 45 = 495 → frame y 495 − 90 = 405
        Seed.expect(
            Seed.element("cell 1", in: json), "row 1", frame: [152, 405, 234, 180], center: [269, 495],
            transform: Seed.scale(0.6), alpha: 0.6)
        // row 3: +300 → 1, s 0.6; vOffset −45 → cy 1005 → frame y 915
        Seed.expect(
            Seed.element("cell 3", in: json), "row 3", frame: [152, 915, 234, 180], center: [269, 1005],
            transform: Seed.scale(0.6), alpha: 0.6)
        // header: y 328 + 212 = 540, alpha 1, no translation
        Seed.expect(
            Seed.element("header 2", in: json), "header 2", frame: [8, 540, 374, 60],
            transform: Seed.identity, alpha: 1, zIndex: 100)
    }

    @Test func pizzaTwoHeadersBetweenTwoPizzas() async throws {
        // offset 478: centre 900, halfway between rows 2 (midY 750) and 3 (midY 1050)
        let json = try await Seed.run("items 10; use pizza-left; offset 0 478; attrs --json").json
        let elements = json.objects("elements")
        // visible y 478…1322: rows 1 to 4; rows 2 and 3 at ∓150 → ∓0.75 → headers at 1 − 0.75
        #expect(elements.map(Seed.key) == ["cell 1", "cell 2", "cell 3", "cell 4", "header 2", "header 3"])
        #expect(elements.map { Int($0.number("zIndex") ?? -1) } == [0, 0, 0, 0, 100, 100])
        // rows 1, 4 clamp to 1 → 0.6; rows 2, 3: 1 − 0.4·0.75 = 0.7; headers 0.25
        #expect(Seed.close(elements.map { $0.number("alpha") ?? .nan }, [0.6, 0.7, 0.7, 0.6, 0.25, 0.25]))
        // row 2: hOffset (390 − 273)/2 = 58.5 → cx 195 + 58.5 − 4 = 249.5;
        //   vOffset 150/4·0.7 = 26.25 → cy 776.25; frame (249.5 − 136.5, 776.25 − 105, 273, 210)
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [113, 671.25, 273, 210], center: [249.5, 776.25],
            transform: Seed.scale(0.7))
        // row 3: vOffset −26.25 → cy 1023.75 → frame y 918.75
        Seed.expect(
            Seed.element("cell 3", in: json), "row 3", frame: [113, 918.75, 273, 210], center: [249.5, 1023.75],
            transform: Seed.scale(0.7))
        // headers: y 478 + 212 = 690; translations 20·(−0.75) = −15 and +15
        Seed.expect(
            Seed.element("header 2", in: json), "header 2", frame: [8, 675, 374, 60], center: [195, 720],
            transform: Seed.moveY(-15), alpha: 0.25)
        Seed.expect(
            Seed.element("header 3", in: json), "header 3", frame: [8, 705, 374, 60], center: [195, 720],
            transform: Seed.moveY(15), alpha: 0.25)
    }

    @Test func pizzaHeaderFollowsTheBoundsAndTheMargins() async throws {
        let run = try await Seed.run(
            """
            items 10; use pizza-left; size 390x700; margins 8 40 8 20; offset 0 490; attrs --json;
            supplementary UICollectionElementKindSectionHeader 0 2 --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 2)
        let json = documents[0]
        // centre 490 + 350 = 840; visible y 490…1190; screen pages of 700 asked: 0…1400 (rows 0–4).
        // row 4: +510 → s 0.6, vOffset −510/4·0.6 = −76.5 → 1183.5…1363.5, on screen; row 0 at
        // 163.5…343.5 is not. row 2: 750 − 840 = −90 → −0.45 → header alpha 0.55; the others clamp → 0
        #expect(json.objects("elements").map(Seed.key) == ["cell 1", "cell 2", "cell 3", "cell 4", "header 2"])
        // inset max(40, 20) = 40; width 390 − 80 = 310; y 490 + (700 − 300)/2 − 30 − 30 = 630;
        //   translation 20·(−0.45) = −9 → frame y 621; centre (40 + 155, 630 + 30)
        Seed.expect(
            Seed.element("header 2", in: json), "header 2", frame: [40, 621, 310, 60], center: [195, 660],
            transform: Seed.moveY(-9), alpha: 0.55, zIndex: 100)
        // row 2: s = 1 − 0.4·0.45 = 0.82; hOffset (390 − 319.8)/2 = 35.1 → cx 195 + 35.1 − 4 = 226.1;
        //   vOffset 90/4·0.82 = 18.45 → cy 768.45
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", center: [226.1, 768.45], transform: Seed.scale(0.82),
            alpha: 0.82)
        // asked alone, the header is the seed's defaultFrameForHeader: no alpha, no translation
        Seed.expect(
            documents[1].object("element"), "header alone", frame: [40, 630, 310, 60], transform: Seed.identity,
            alpha: 1, zIndex: 100)
    }

    @Test func pizzaParametersChangeTheFormulas() async throws {
        let run = try await Seed.run(
            """
            items 10; use pizza-left; params --json;
            param itemSize 300x200; param criticalOffsetFromCenter 100; param scaleFactor 0.5; param spaceBetweenHalves 20;
            params --json; offset 0 0; attrs --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        func values(_ document: [String: Any], _ key: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: document.objects("parameters").map { ($0["name"] as! String, $0[key] as! String) })
        }
        // the seed's defaults
        #expect(
            values(documents[0], "default") == [
                "itemSize": "300x300", "criticalOffsetFromCenter": "200", "scaleFactor": "0.4", "spaceBetweenHalves": "8"
            ])
        #expect(
            values(documents[1], "value") == [
                "itemSize": "300x200", "criticalOffsetFromCenter": "100", "scaleFactor": "0.5", "spaceBetweenHalves": "20"
            ])
        let json = documents[2]
        #expect(json.numbers("contentSize") == [390, 2000])  // 10 rows · 200
        // centre 422; rows of 200: visible y 0…844 meets rows 0 to 4 (800…1000)
        // row 2: midY 500, 78/100 = 0.78 → s = 1 − 0.5·0.78 = 0.61; rows 1 (−122) and 3 (+278) clamp → no header
        #expect(json.objects("elements").map(Seed.key) == ["cell 0", "cell 1", "cell 2", "cell 3", "cell 4", "header 2"])
        // hOffset (390 − 237.9)/2 = 76.05 → cx 195 + 76.05 − 20/2 = 261.05
        // vOffset −78/4·0.61 = −11.895 → cy 488.105; frame (261.05 − 118.95, 488.105 − 61, 237.9, 122)
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [142.1, 427.105, 237.9, 122],
            center: [261.05, 488.105], size: [390, 200], transform: Seed.scale(0.61), alpha: 0.61)
        // row 0: midY 100, −322 → −1 → s 0.5; vOffset 322/4·0.5 = 40.25 → cy 140.25;
        //   hOffset (390 − 195)/2 = 97.5 → cx 195 + 97.5 − 10 = 282.5
        Seed.expect(
            Seed.element("cell 0", in: json), "row 0", center: [282.5, 140.25], transform: Seed.scale(0.5),
            alpha: 0.5)
        // header: y (844 − 200)/2 − 30 − 30 = 262; alpha 1 − 0.78 = 0.22; translation 20·0.78 = 15.6
        Seed.expect(
            Seed.element("header 2", in: json), "header 2", frame: [8, 277.6, 374, 60],
            transform: Seed.moveY(15.6), alpha: 0.22)
    }

    @Test func pizzaLayoutAsksForFastDeceleration() async throws {
        let run = try await Seed.run("items 10; state --json; use pizza-left; state --json")
        let documents = Seed.documents(run)
        #expect(documents.map { $0.number("deceleration") ?? .nan } == [0.998, 0.99])  // normal, then .fast
    }

    @Test func pizzaItemIsTheTableFrameAsInTheSeed() async throws {
        // the seed overrides only the rect query: layoutAttributesForItem is TableLayout's
        let json = try await Seed.run("items 10; use pizza-left; offset 0 250; item 0 3 --json").json
        Seed.expect(
            json.object("element"), "item 3", frame: [0, 900, 390, 300], transform: Seed.identity, alpha: 1,
            zIndex: 0)  // row 3: y 3·300
    }

    @Test func pizzaDrumStacksRowsAroundTheCentralPizza() async throws {
        // offset 478: centre 900; centerPizzaFrame (0, 900 − 150, 390, 300); current pizza Int(900/300) = 3
        let json = try await Seed.run("items 10; use pizza-drum; offset 0 478; attrs --json").json
        let elements = json.objects("elements")
        // visible 478…1322, screen pages 0…1688 asked (rows 0–5); the drum pulls every row to
        // within 220 of the centre: row 0 (−1) at cy 680 and row 5 (+1) at cy 1120 are on screen
        #expect(elements.map(Seed.key) == ["cell 0", "cell 1", "cell 2", "cell 3", "cell 4", "cell 5", "header 2", "header 3"])
        // rows 0, 1, 2 < 3 → their row; row 3 current → 10 rows; row r > 3 → 10 − r − 1: 5, 4; headers 100
        #expect(elements.map { Int($0.number("zIndex") ?? -1) } == [0, 1, 2, 10, 5, 4, 100, 100])
        // cells opaque; headers 1 − 0.75
        #expect(Seed.close(elements.map { $0.number("alpha") ?? .nan }, [1, 1, 1, 1, 1, 1, 0.25, 0.25]))
        // row 1: −450/200 → −1, s 0.6; hOffset 78 → cx 195 + 78 − 4 = 269; vOffset −1·200·1.1 = −220 → cy 900 − 220 = 680
        Seed.expect(
            Seed.element("cell 1", in: json), "row 1", frame: [152, 590, 234, 180], center: [269, 680],
            size: [390, 300], transform: Seed.scale(0.6))
        // row 2: −0.75, s 0.7; hOffset 58.5 → cx 249.5; vOffset −0.75·220 = −165 → cy 735
        Seed.expect(
            Seed.element("cell 2", in: json), "row 2", frame: [113, 630, 273, 210], center: [249.5, 735],
            transform: Seed.scale(0.7))
        // row 3: +0.75 → cy 900 + 165 = 1065
        Seed.expect(
            Seed.element("cell 3", in: json), "row 3", frame: [113, 960, 273, 210], center: [249.5, 1065],
            transform: Seed.scale(0.7))
        // row 4: +1 → cy 900 + 220 = 1120
        Seed.expect(
            Seed.element("cell 4", in: json), "row 4", frame: [152, 1030, 234, 180], center: [269, 1120],
            transform: Seed.scale(0.6))
        // headers as in the halves: y 478 + 212 = 690, translations ∓15
        Seed.expect(Seed.element("header 2", in: json), "header 2", frame: [8, 675, 374, 60], transform: Seed.moveY(-15))
        Seed.expect(Seed.element("header 3", in: json), "header 3", frame: [8, 705, 374, 60], transform: Seed.moveY(15))
    }

    @Test func pizzaDrumZIndexFollowsTheCurrentPizza() async throws {
        let run = try await Seed.run(
            """
            items 10; use pizza-drum; offset 0 328; attrs --json;
            items 20; offset 0 2128; attrs --json;
            items 10; param orientation right; offset 0 478; attrs --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        // offset 328: centre 750, current Int(750/300 = 2.5) = 2; pages 0…1688 asked: rows 0–5, all
        // pulled to within 220 of the centre → 0, 1, 10, then 10 − r − 1 = 6, 5, 4
        let first = documents[0]
        #expect(first.objects("elements").filter { $0["kind"] is NSNull }.map { Int($0.number("zIndex") ?? -1) } == [0, 1, 10, 6, 5, 4])
        // row 2 on the centre: s 1, frame = centerPizzaFrame (0, 600, 390, 300) moved by −4
        Seed.expect(Seed.element("cell 2", in: first), "row 2", frame: [-4, 600, 390, 300], transform: Seed.identity)
        // row 1: cy 750 − 220 = 530 → frame y 440; row 3: cy 970 → frame y 880
        Seed.expect(Seed.element("cell 1", in: first), "row 1", frame: [152, 440, 234, 180])
        Seed.expect(Seed.element("cell 3", in: first), "row 3", frame: [152, 880, 234, 180])
        // 20 rows, offset 2128 = 8·300 + 150 − 422: current 8; visible y 2128…2972, pages 1688…3376
        //   asked → rows 5–11, all on screen → 5, 6, 7, 20, then 20 − r − 1 = 10, 9, 8
        let second = documents[1]
        #expect(second.objects("elements").filter { $0["kind"] is NSNull }.map { Int($0.number("zIndex") ?? -1) } == [5, 6, 7, 20, 10, 9, 8])
        // orientation right: row 1 cx 195 − 78 + 4 = 121 → frame x 4; row 2 cx 195 − 58.5 + 4 = 140.5 → frame x 4
        let third = documents[2]
        Seed.expect(Seed.element("cell 1", in: third), "right row 1", frame: [4, 590, 234, 180], center: [121, 680])
        Seed.expect(Seed.element("cell 2", in: third), "right row 2", frame: [4, 630, 273, 210], center: [140.5, 735])
    }

    /// Needs `velocity` and `target`.
    @Test func pizzaSnapTargetForAReleaseVelocity() async throws {
        // offset 628 = 3·300 + 150 − 422: pizza 3 centred (current pizza Int(1050/300) = 3)
        let run = try await Seed.run(
            """
            items 20; use pizza-left; offset 0 628; velocity 0 3000; target --json;
            velocity 0 -3000; target --json;
            offset 0 700; velocity 0 300; target --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        // Released downwards at 3000 pt/s with the fast rate: UIKit projects 628 + 3·0.99/(1 − 0.99) = 925.
        // Any projection within pizza 4 (Int((y + 422)/300) = 4 for 778 ≤ y < 1078) snaps to it:
        // target 4·300 + 150 − 422 = 928.
        let down = documents[0]
        #expect(down.numbers("velocity") == [0, 3000])
        let downProposed = down.numbers("proposed").last ?? .nan
        #expect(downProposed >= 778 && downProposed < 1078, "proposed \(downProposed)")
        #expect(Seed.close(down.numbers("target"), [0, 928]))
        // Upwards: 628 − 297 = 331, inside pizza 2 (178 ≤ y < 478) → 2·300 + 150 − 422 = 328
        let up = documents[1]
        let upProposed = up.numbers("proposed").last ?? .nan
        #expect(upProposed >= 178 && upProposed < 478, "proposed \(upProposed)")
        #expect(Seed.close(up.numbers("target"), [0, 328]))
        // A small release from 700 (pizza Int(1122/300) = 3): 700 + 0.3·99 = 729.7 stays in pizza 3
        // (478 ≤ y < 778), the seed's same-cell case: the target is the current offset.
        let small = documents[2]
        let smallProposed = small.numbers("proposed").last ?? .nan
        #expect(smallProposed >= 478 && smallProposed < 778, "proposed \(smallProposed)")
        #expect(Seed.close(small.numbers("target"), [0, 700]))
    }

    // MARK: - StickyHeader (seed 001)
    //
    // header (0, 0, 390, 300) zIndex 0, initialOrigin (0, 0); menu (0, 300, 390, 70) zIndex 1 → 22 at the
    // end, initialOrigin (0, 300); cell i: (0, 370 + 2 + 102·i, 390, 100), zIndex 2 + i (cells 0…19 take
    // 2…21, the menu then gets 22). Content height 370 + 20·102 = 2410.
    // Per offset y: header translation y, headerOverlayAlpha min(0.6, y/300);
    // menu translation 300 − 300 + y when y < 0, else max(300, y) − 300; cells translation y when y < 0.

    /// The elements of a sticky document by key, in a fixed order: header, menu, cells by item.
    private func stickyKeys(_ document: [String: Any]) -> [String] {
        document.objects("elements").map(Seed.key).sorted { a, b in
            let rank = { (key: String) -> (Int, Int) in
                let parts = key.split(separator: " ")
                let order = ["header": 0, "menu": 1, "cell": 2][String(parts[0])] ?? 3
                return (order, Int(parts[1]) ?? 0)
            }
            return rank(a) < rank(b)
        }
    }

    @Test func stickyAtRest() async throws {
        let json = try await Seed.run("items 20; use sticky; offset 0 0; attrs --json").json
        #expect(json.numbers("contentSize") == [390, 2410])  // 370 + 20·102
        // visible y 0…844: header, menu, cells 0 (372…472) to 4 (780…880); cell 5 starts at 882
        #expect(stickyKeys(json) == ["header 0", "menu 0", "cell 0", "cell 1", "cell 2", "cell 3", "cell 4"])
        Seed.expect(
            Seed.element("header 0", in: json), "header", frame: [0, 0, 390, 300], transform: Seed.identity,
            zIndex: 0, custom: ["initialOrigin": [0, 0], "headerOverlayAlpha": [0]])
        Seed.expect(
            Seed.element("menu 0", in: json), "menu", frame: [0, 300, 390, 70], transform: Seed.identity,
            zIndex: 22, custom: ["initialOrigin": [0, 300], "headerOverlayAlpha": [0]])
        for i in 0...4 {
            // y 372 + 102·i, zIndex 2 + i; initialOrigin never set
            Seed.expect(
                Seed.element("cell \(i)", in: json), "cell \(i)", frame: [0, 372 + 102 * Double(i), 390, 100],
                transform: Seed.identity, zIndex: 2 + i, custom: ["initialOrigin": [0, 0]])
        }
        let header = Seed.element("header 0", in: json)
        #expect(header?["kind"] as? String == "header" && header?["category"] as? String == "supplementary")
    }

    @Test func stickyPushedUpDarkensTheHeaderAndPinsTheMenu() async throws {
        let run = try await Seed.run("items 20; use sticky; offset 0 150; attrs --json; offset 0 600; attrs --json")
        let documents = Seed.documents(run)
        try #require(documents.count == 2)
        let at150 = documents[0]
        // visible y 150…994: cells 0 to 6 (984…1084)
        #expect(stickyKeys(at150) == ["header 0", "menu 0"] + (0...6).map { "cell \($0)" })
        // header moved by 150, overlay min(0.6, 150/300) = 0.5
        Seed.expect(
            Seed.element("header 0", in: at150), "header at 150", frame: [0, 150, 390, 300],
            transform: Seed.moveY(150), custom: ["headerOverlayAlpha": [0.5]])
        // menu: max(300, 150) − 300 = 0
        Seed.expect(
            Seed.element("menu 0", in: at150), "menu at 150", frame: [0, 300, 390, 70], transform: Seed.moveY(0),
            zIndex: 22)
        Seed.expect(Seed.element("cell 0", in: at150), "cell 0 at 150", frame: [0, 372, 390, 100], transform: Seed.identity)
        let at600 = documents[1]
        // visible y 600…1444: cells 2 (576…676) to 10 (1392…1492)
        #expect(stickyKeys(at600) == ["header 0", "menu 0"] + (2...10).map { "cell \($0)" })
        // header moved by 600, overlay min(0.6, 600/300 = 2) = 0.6
        Seed.expect(
            Seed.element("header 0", in: at600), "header at 600", frame: [0, 600, 390, 300],
            transform: Seed.moveY(600), zIndex: 0, custom: ["headerOverlayAlpha": [0.6], "initialOrigin": [0, 0]])
        // menu: max(300, 600) − 300 = 300 → pinned at the top, frame y 300 + 300 = 600
        Seed.expect(
            Seed.element("menu 0", in: at600), "menu at 600", frame: [0, 600, 390, 70],
            transform: Seed.moveY(300), zIndex: 22, custom: ["initialOrigin": [0, 300]])
        // cells do not move when the offset is positive; zIndex 2 + i
        Seed.expect(
            Seed.element("cell 2", in: at600), "cell 2 at 600", frame: [0, 576, 390, 100],
            transform: Seed.identity, zIndex: 4)
        Seed.expect(Seed.element("cell 10", in: at600), "cell 10 at 600", frame: [0, 1392, 390, 100], zIndex: 12)
    }

    @Test func stickyPulledDownMovesEverythingWithThePull() async throws {
        let run = try await Seed.run("items 20; use sticky; offset 0 -100; attrs --json; offset 0 -250; attrs --json")
        let documents = Seed.documents(run)
        try #require(documents.count == 2)
        let at100 = documents[0]
        // cells chosen by their frame before the move, in the screen pages asked (−844…844): cells
        // 0 to 4 (cell 4 at 780…880); moved up by 100, cell 4 (680…780) reaches the screen's foot (744)
        #expect(stickyKeys(at100) == ["header 0", "menu 0", "cell 0", "cell 1", "cell 2", "cell 3", "cell 4"])
        // header: translation −100, overlay min(0.6, −100/300) = −1/3
        Seed.expect(
            Seed.element("header 0", in: at100), "header at −100", frame: [0, -100, 390, 300],
            transform: Seed.moveY(-100), custom: ["headerOverlayAlpha": [-1.0 / 3.0]])
        // menu: 300 − 300 + (−100) = −100 → frame y 200
        Seed.expect(
            Seed.element("menu 0", in: at100), "menu at −100", frame: [0, 200, 390, 70],
            transform: Seed.moveY(-100), zIndex: 22)
        // cells: initialOrigin.y (0) + (−100) → cell i at 372 + 102·i − 100
        for i in 0...4 {
            Seed.expect(
                Seed.element("cell \(i)", in: at100), "cell \(i) at −100",
                frame: [0, 272 + 102 * Double(i), 390, 100], center: [195, 422 + 102 * Double(i)],
                transform: Seed.moveY(-100), zIndex: 2 + i)
        }
        let at250 = documents[1]
        // the same pages (visible −250…594) → cells 0 to 4; moved up by 250, cell 4 (530…630) reaches 594
        #expect(stickyKeys(at250) == ["header 0", "menu 0", "cell 0", "cell 1", "cell 2", "cell 3", "cell 4"])
        // overlay −250/300 = −0.8333…; menu 0 + (−250) → frame y 50; cell 2 at 576 − 250 = 326
        Seed.expect(
            Seed.element("header 0", in: at250), "header at −250", frame: [0, -250, 390, 300],
            custom: ["headerOverlayAlpha": [-250.0 / 300.0]])
        Seed.expect(Seed.element("menu 0", in: at250), "menu at −250", frame: [0, 50, 390, 70], transform: Seed.moveY(-250))
        Seed.expect(
            Seed.element("cell 2", in: at250), "cell 2 at −250", frame: [0, 326, 390, 100],
            transform: Seed.moveY(-250))
    }

    @Test func stickyParametersAndBoundsSize() async throws {
        let run = try await Seed.run(
            """
            items 20; use sticky; params --json;
            param headerHeight 200; param menuHeight 50; param cellHeight 120; param minimumLineSpacing 10;
            param minimumInteritemSpacing 5; param headerOverlayMaxAlpha 0.9;
            offset 0 100; attrs --json; offset 0 300; attrs --json;
            size 320x600; offset 0 0; attrs --json; item 0 1 --json; supplementary menu 0 0 --json; supplementary nope 0 0 --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 7)
        let defaults = Dictionary(
            uniqueKeysWithValues: documents[0].objects("parameters").map {
                ($0["name"] as! String, $0["default"] as! String)
            })
        #expect(
            defaults == [
                "headerHeight": "300", "menuHeight": "70", "cellHeight": "100", "minimumLineSpacing": "2",
                "minimumInteritemSpacing": "0", "headerOverlayMaxAlpha": "0.6"
            ])
        // header (0, 0, 390, 200), menu (0, 200, 390, 50), cell i (5, 250 + 10 + 130·i, 390, 120);
        // content 250 + 20·130 = 2850
        let at100 = documents[1]
        #expect(at100.numbers("contentSize") == [390, 2850])
        // visible y 100…944: cells 0 (260…380) to 5 (910…1030)
        #expect(stickyKeys(at100) == ["header 0", "menu 0"] + (0...5).map { "cell \($0)" })
        // overlay min(0.9, 100/200) = 0.5; menu max(200, 100) − 200 = 0
        Seed.expect(
            Seed.element("header 0", in: at100), "header at 100", frame: [0, 100, 390, 200],
            transform: Seed.moveY(100), custom: ["headerOverlayAlpha": [0.5]])
        Seed.expect(
            Seed.element("menu 0", in: at100), "menu at 100", frame: [0, 200, 390, 50], transform: Seed.moveY(0),
            zIndex: 22, custom: ["initialOrigin": [0, 200]])
        Seed.expect(Seed.element("cell 5", in: at100), "cell 5 at 100", frame: [5, 910, 390, 120], zIndex: 7)
        let at300 = documents[2]
        // overlay min(0.9, 300/200 = 1.5) = 0.9; menu max(200, 300) − 200 = 100 → frame y 300
        Seed.expect(Seed.element("header 0", in: at300), "header at 300", custom: ["headerOverlayAlpha": [0.9]])
        Seed.expect(Seed.element("menu 0", in: at300), "menu at 300", frame: [0, 300, 390, 50], transform: Seed.moveY(100))
        // bounds 320x600: everything prepared again at width 320; visible y 0…600: cells 0 to 2 (520…640)
        let narrow = documents[3]
        #expect(narrow.numbers("contentSize") == [320, 2850])
        #expect(stickyKeys(narrow) == ["header 0", "menu 0", "cell 0", "cell 1", "cell 2"])
        Seed.expect(
            Seed.element("header 0", in: narrow), "narrow header", frame: [0, 0, 320, 200],
            custom: ["headerOverlayAlpha": [0]])
        Seed.expect(Seed.element("cell 2", in: narrow), "narrow cell 2", frame: [5, 520, 320, 120])
        // item 1: (5, 260 + 130, 320, 120), zIndex 3
        Seed.expect(documents[4].object("element"), "item 1", frame: [5, 390, 320, 120], zIndex: 3)
        Seed.expect(documents[5].object("element"), "menu alone", frame: [0, 200, 320, 50], zIndex: 22)
        #expect(documents[6]["element"] is NSNull)  // only kinds header and menu exist
    }

    // MARK: - Circular (seed 004)
    //
    // itemSize 133x173, radius 500: anglePerItem = atan(133/500); anchorPoint (0.5, (173/2 + 500)/173);
    // content (count·133, 844); angle = −(count − 1)·anglePerItem · offset.x / (count·133 − 390);
    // item i: centre (offset.x + 195, 422), size 133x173, angle + anglePerItem·i,
    // zIndex Int(angle·1,000,000), transform rotation(angle) — frame the bounding box of the turned cell.

    private static let perItem = atan(133.0 / 500.0)  // anglePerItem ≈ 0.2600
    private static let anchorY = (173.0 / 2 + 500) / 173  // 586.5/173 ≈ 3.3902

    /// Expects item `i` of a circular document to be turned by `angle` around the screen centre.
    private func expectWheelItem(
        _ document: [String: Any], _ i: Int, angle: Double, centerX: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // a 133x173 box turned by angle: |cos|·133 + |sin|·173 wide, |sin|·133 + |cos|·173 tall
        let width = abs(cos(angle)) * 133 + abs(sin(angle)) * 173
        let height = abs(sin(angle)) * 133 + abs(cos(angle)) * 173
        Seed.expect(
            Seed.element("cell \(i)", in: document), "item \(i)",
            frame: [centerX - width / 2, 422 - height / 2, width, height], center: [centerX, 422],
            size: [133, 173], transform: Seed.rotation(angle), alpha: 1, zIndex: Int(angle * 1_000_000),
            custom: ["angle": [angle], "anchorPoint": [0.5, Self.anchorY]], sourceLocation: sourceLocation)
    }

    @Test func circularAnglesAndAnchorAtBothEndsOfTheContent() async throws {
        // 10 items: content 1330 x 844, scrollable 1330 − 390 = 940
        let run = try await Seed.run("items 10; use circular; offset 0 0; attrs all --json; offset 940 0; attrs all --json; offset 470 0; attrs all --json")
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        let start = documents[0], end = documents[1], middle = documents[2]
        #expect(start.numbers("contentSize") == [1330, 844])
        // circular returns every item, whatever the rect
        for document in documents {
            #expect(document.objects("elements").map(Seed.key) == (0..<10).map { "cell \($0)" })
        }
        // offset 0: wheel angle 0 → item i at i·anglePerItem; centre x 0 + 195
        for i in 0..<10 { expectWheelItem(start, i, angle: Double(i) * Self.perItem, centerX: 195) }
        // item 0 upright: identity, zIndex 0; item 9 at 9·0.26 ≈ 2.34 rad
        Seed.expect(Seed.element("cell 0", in: start), "item 0 at start", transform: Seed.identity, zIndex: 0)
        // offset 940 (the end): wheel angle −9·anglePerItem·940/940 → item i at (i − 9)·anglePerItem; centre x 940 + 195
        let extreme = -9 * Self.perItem
        for i in 0..<10 { expectWheelItem(end, i, angle: extreme * 940 / 940 + Self.perItem * Double(i), centerX: 1135) }
        Seed.expect(Seed.element("cell 9", in: end), "item 9 at the end", transform: Seed.identity, zIndex: 0)
        // zIndex rises with the item at both ends: Int(angle·10⁶) increases with i
        for document in [start, end] {
            let z = document.objects("elements").map { Int($0.number("zIndex") ?? 0) }
            #expect(z == z.sorted() && Set(z).count == 10)
        }
        // offset 470 (halfway): wheel angle −4.5·anglePerItem; items 4 and 5 at ∓anglePerItem/2
        for i in 0..<10 { expectWheelItem(middle, i, angle: extreme * 470 / 940 + Self.perItem * Double(i), centerX: 665) }
    }

    @Test func circularParametersAndNothingToScroll() async throws {
        let run = try await Seed.run(
            """
            items 12; use circular; params --json; param radius 300; param itemSize 100x150; offset 300 0; attrs all --json;
            items 2; offset 0 0; attrs all --json
            """)
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        let defaults = Dictionary(
            uniqueKeysWithValues: documents[0].objects("parameters").map {
                ($0["name"] as! String, $0["default"] as! String)
            })
        #expect(defaults == ["itemSize": "133x173", "radius": "500"])
        // 12 items of 100: content 1200 x 844, scrollable 810; anglePerItem atan(100/300);
        // wheel angle −11·atan(1/3)·300/810; anchor (0.5, (75 + 300)/150 = 2.5); centre x 300 + 195
        let json = documents[1]
        #expect(json.numbers("contentSize") == [1200, 844])
        let perItem = atan(100.0 / 300.0)
        let angle = -11 * perItem * 300 / 810
        for i in [0, 5, 11] {
            let itemAngle = angle + perItem * Double(i)
            Seed.expect(
                Seed.element("cell \(i)", in: json), "item \(i)", center: [495, 422], size: [100, 150],
                transform: Seed.rotation(itemAngle), zIndex: Int(itemAngle * 1_000_000),
                custom: ["angle": [itemAngle], "anchorPoint": [0.5, 2.5]])
        }
        // 2 items of 100 = 200 < 390: nothing to scroll, wheel angle 0; items at 0 and atan(1/3)
        let small = documents[2]
        #expect(small.numbers("contentSize") == [200, 844])
        Seed.expect(
            Seed.element("cell 0", in: small), "lone item 0", transform: Seed.identity, zIndex: 0,
            custom: ["angle": [0]])
        Seed.expect(
            Seed.element("cell 1", in: small), "lone item 1", transform: Seed.rotation(perItem),
            custom: ["angle": [perItem]])
    }

    /// The items circular-fast prepares at `offsetX`, from the seed's commented-out code:
    /// theta = atan2(width/2, radius + itemHeight/2 − height/2); start = floor((−angle − theta)/anglePerItem)
    /// when angle < −theta; end = min(count − 1, ceil((−angle + theta)/anglePerItem)); 0…0 when end < start.
    private func fastRange(count: Int, offsetX: Double) -> ClosedRange<Int> {
        let scrollable = Double(count) * 133 - 390
        let angle = scrollable > 0 ? -Double(count - 1) * Self.perItem * offsetX / scrollable : 0
        let theta = atan2(390.0 / 2, 500 + 173.0 / 2 - 844.0 / 2)  // atan2(195, 164.5) ≈ 0.8705
        var start = 0
        var end = count - 1
        if angle < -theta { start = Int(floor((-angle - theta) / Self.perItem)) }
        end = min(end, Int(ceil((-angle + theta) / Self.perItem)))
        if end < start { (start, end) = (0, 0) }
        return start...end
    }

    @Test func circularFastRangesWorkedByHand() async throws {
        let run = try await Seed.run(
            "items 10; use circular-fast; offset 0 0; attrs all --json; offset 470 0; attrs all --json; offset 940 0; attrs all --json")
        let documents = Seed.documents(run)
        try #require(documents.count == 3)
        let items = documents.map { $0.objects("elements").map { Int($0.numbers("indexPath").last ?? -1) } }
        // theta = atan2(195, 164.5) ≈ 0.8705, anglePerItem ≈ 0.2600
        // offset 0: angle 0 → start 0, end ceil(0.8705/0.26 = 3.35) = 4
        #expect(items[0] == Array(0...4))
        // offset 470: angle −4.5·0.26 = −1.170 → start floor((1.170 − 0.8705)/0.26 = 1.15) = 1, end ceil(2.041/0.26 = 7.85) = 8
        #expect(items[1] == Array(1...8))
        // offset 940: angle −2.340 → start floor(1.4695/0.26 = 5.65) = 5, end min(9, ceil(12.35)) = 9
        #expect(items[2] == Array(5...9))
        #expect(items[0] == Array(fastRange(count: 10, offsetX: 0)))
        #expect(items[1] == Array(fastRange(count: 10, offsetX: 470)))
        #expect(items[2] == Array(fastRange(count: 10, offsetX: 940)))
    }

    @Test func circularFastEqualsCircularAtManyOffsets() async throws {
        // 30 items: content 3990, scrollable 3600; offsets before, across and past the content
        let offsets: [Double] = [-200, 0, 3600, 3800] + (0..<27).map { Double($0) * 137.5 + 0.25 }
        var commands = ["items 30", "use circular"]
        for x in offsets { commands += ["offset \(x) 0", "attrs all --json"] }
        commands.append("use circular-fast")
        for x in offsets { commands += ["offset \(x) 0", "attrs all --json"] }
        commands += ["offset 3600 0", "item 0 0 --json", "use circular", "item 0 0 --json"]
        let run = try await Seed.run(commands.joined(separator: "; "))
        let documents = Seed.documents(run)
        try #require(documents.count == 2 * offsets.count + 2)
        for (index, x) in offsets.enumerated() {
            let all = documents[index], fast = documents[offsets.count + index]
            #expect(all.numbers("bounds") == fast.numbers("bounds"))
            #expect(all.objects("elements").count == 30, "circular returns every item at \(x)")
            let byKey = Dictionary(uniqueKeysWithValues: all.objects("elements").map { (Seed.key($0), Seed.canonical($0)) })
            let fastElements = fast.objects("elements")
            #expect(
                fastElements.map { Int($0.numbers("indexPath").last ?? -1) } == Array(fastRange(count: 30, offsetX: x)),
                "range at \(x)")
            for element in fastElements {
                #expect(Seed.canonical(element) == byKey[Seed.key(element)], "\(Seed.key(element)) at \(x)")
            }
        }
        // item 0 is not prepared by circular-fast at the end of the content; asked alone it is still circular's
        let fastItem = documents[2 * offsets.count].object("element")
        let item = documents[2 * offsets.count + 1].object("element")
        #expect(!item.isEmpty && Seed.canonical(fastItem) == Seed.canonical(item))
    }
}
