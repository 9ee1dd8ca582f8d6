import Foundation
import Testing

/// Timing profiles through the real executable. Counts are checked exactly (what the scenario
/// makes), times only against each other (ordering, exponents); no test asserts a wall-clock time.
// Serialized: its tests compare times measured in one process against each other; two profiles
// at once on two cores would let one slow the other part-way through.
@Suite(.serialized)
struct ProfileTests {
    static func phase(_ json: [String: Any], _ name: String) -> [String: Any] { json.object("phases").object(name) }
    /// Every call of a phase in a profile: the set-up pass's and the frames' (reported apart).
    static func calls(_ json: [String: Any], _ name: String) -> Int {
        Int(phase(json, name).number("calls") ?? 0) + Int(json.object("set_up").object(name).number("calls") ?? 0)
    }

    /// A `state --json` document without layoutValid: every failing command (not only a
    /// profile) puts the view back and leaves the layout to prepare again on the next pass.
    static func stateWithoutValidity(_ state: [String: Any]) -> String {
        var copy = state
        copy["layoutValid"] = nil
        return Seed.canonical(copy)
    }

    @Test func callCountsAreWhatTheScenarioMakes() async throws {
        // The fling alone, from the top of the same data, tells how many frames it takes.
        let fling = try await Executable.commands("items 100; use table; fling 0 4000 --json")
        #expect(fling.status == 0, "\(fling.stderr)")
        let flingFrames = Int(fling.json.number("frames") ?? -1)
        #expect(flingFrames > 10)

        let run = try await Executable.commands("items 100; use table; profile --frames 50 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = run.json
        #expect(json["layout"] as? String == "table")
        #expect(json.number("items") == 100)
        // default: a fling from the top (its frames), a jump back to the top, a sweep of 50 frames.
        #expect(Int(json.number("frames") ?? -1) == flingFrames + 50)
        #expect(json.number("frames_per_run") == json.number("frames"))
        #expect(json["scenario"] as? String == "default")
        let passes = Int(json.number("passes") ?? -1)
        let boundsChanges = Int(json.number("bounds_changes") ?? -1)
        // TableLayout never invalidates on a bounds change: one prepare (the set-up pass) and the
        // content size asked once, after it; one shouldInvalidate per bounds change; the set-up
        // pass is the only pass without a bounds change; one target for the one fling. The rect
        // is asked again only when the visible rect (844 tall) leaves the screen pages asked last
        // (tiles of 844 from 0, `help decisions`): counted here along the frames' offsets — the
        // set-up pass at 0, the fling's frames, the jump back to 0, the sweep's 50 steps to the end.
        #expect(ProfileTests.calls(json, "prepare") == 1)
        #expect(ProfileTests.calls(json, "collectionViewContentSize") == 1)
        // Those are the set-up pass's, reported apart from the frames' calls, with its first query.
        #expect(json.object("set_up").object("prepare").number("calls") == 1)
        #expect(json.object("set_up").object("layoutAttributesForElements").number("calls") == 1)
        #expect(json.object("phases").object("prepare").number("calls") ?? 0 == 0)
        let end = 100.0 * 300 - 844  // 100 rows of 300
        let flingOffsets = fling.json.objects("timeline").compactMap { $0.numbers("offset").last }
        let path = [0.0] + flingOffsets + [0] + (1...50).map { end * Double($0) / 50 }
        var region = (low: 0.0, high: 0.0), queries = 0
        for y in path where !(region.low <= y && y + 844 <= region.high) {
            queries += 1
            region.low = (y / 844).rounded(.down) * 844
            region.high = max(((y + 844) / 844).rounded(.up) * 844, region.low + 844)
        }
        #expect(ProfileTests.calls(json, "layoutAttributesForElements") == queries)
        #expect(queries < passes)
        #expect(ProfileTests.calls(json, "shouldInvalidateLayout") == boundsChanges)
        #expect(passes == boundsChanges + 1)
        #expect(ProfileTests.calls(json, "targetContentOffset") == 1)
        #expect(ProfileTests.calls(json, "invalidateLayout") == 1)  // invalidateEverything when installed
        #expect(ProfileTests.calls(json, "layoutAttributesForItem") == 0)
        // UIScrollView sets offsets on the pixel grid and ignores one it already has (docs/uikit-rules.md §6,
        // step 2): the fling's last frames, moving less than a pixel, change nothing. Every other
        // frame moves the bounds, the sweep's 50 steps too, and the jump back to the top is one more.
        let flingMoves = zip([0.0] + flingOffsets, flingOffsets).filter { $0 != $1 }.count
        #expect(flingMoves < flingFrames)
        #expect(boundsChanges == flingMoves + 50 + 1)
        // Percentiles are ordered in every phase that was called.
        for (name, value) in json.object("phases") {
            guard let phase = value as? [String: Any], (phase.number("calls") ?? 0) > 0 else { continue }
            let p = ["p50_us", "p95_us", "p99_us", "max_us"].map { phase.number($0) ?? .nan }
            #expect(p == p.sorted(), "\(name): \(p)")
            #expect((phase.number("mean_us") ?? .nan) <= (phase.number("max_us") ?? .nan), "\(name)")
            #expect((phase.number("total_ms") ?? -1) >= 0)
        }
        let frame = json.object("frame_ms")
        let f = ["p50", "p95", "p99", "max"].map { frame.number($0) ?? .nan }
        #expect(f == f.sorted())
        #expect(abs((json.number("frame_budget_ms") ?? 0) - 1000.0 / 120) < 1e-5)
        #expect(json["build"] as? String == "debug" || json["build"] as? String == "release")
        #expect(json.object("host").number("mean_us") != nil)
    }

    @Test func repeatsMultiplyTheCountsAndReportTheSpread() async throws {
        let run = try await Executable.commands("items 40; use table; profile --scenario sweep --frames 12 --repeat 3 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = run.json
        #expect(json.number("repeats") == 3)
        #expect(json["warm_up"] as? Bool == true)
        #expect(json.number("frames") == 36)  // the warm-up is not counted
        #expect(json.number("frames_per_run") == 12)
        #expect(ProfileTests.calls(json, "prepare") == 3)  // a fresh instance each run
        #expect(ProfileTests.calls(json, "targetContentOffset") == 0)  // no fling in a sweep
        let spread = json.object("spread").object("frame_p50")
        let s = ["min_ms", "median_ms", "max_ms"].map { spread.number($0) ?? .nan }
        #expect(s == s.sorted())
        let query = json.object("spread").object("phases").object("layoutAttributesForElements")
        #expect(query.number("median_us") != nil)
    }

    @Test func aProfileLeavesTheSessionAsItWas() async throws {
        let run = try await Executable.commands(
            "items 30; use table; offset 0 600; velocity 0 500; state --json; profile --items 5000 --frames 20; state --json")
        #expect(run.status == 0, "\(run.stderr)")
        let states = run.documents.compactMap { $0 as? [String: Any] }
        try #require(states.count == 2)
        #expect(Seed.canonical(states[0]) == Seed.canonical(states[1]))
        #expect(run.stdout.contains("layoutAttributesForElements"))
        #expect(run.stdout.contains("hitch time ratio"))
        #expect(run.stdout.contains("Organizer (field): good ≤ 10, warning ≤ 25, critical ≤ 50, needs immediate attention > 50 ms/s"))
        #expect(run.stdout.contains("XCTest (development, stricter): good < 5, warning 5–10, critical ≥ 10 ms/s"))
    }

    @Test func textShowsPicturesReadableWithoutColour() async throws {
        let run = try await Executable.commands("items 200; use table; profile --frames 30")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}["))
        #expect(run.stdout.contains("latency per call"))
        #expect(run.stdout.contains("│"))  // fling and sweep apart in the frame strip
        #expect(run.stdout.contains("fling 3") && run.stdout.contains("sweep"))
        #expect(run.stdout.contains("host, not counted above"))
        if run.stdout.contains("build: plugin debug") { #expect(run.stdout.contains("DEBUG BUILD")) }
    }

    @Test func scalingSeparatesTableFromTableFast() async throws {
        let items = "--items 1000,10000,100000 --frames 10"
        let run = try await Executable.commands("use table; profile scaling \(items) --json; use table-fast; profile scaling \(items) --json")
        #expect(run.status == 0, "\(run.stderr)")
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        try #require(documents.count == 2)
        let table = documents[0], fast = documents[1]
        #expect(table["layout"] as? String == "table" && fast["layout"] as? String == "table-fast")
        #expect(table.objects("points").map { $0.number("items") } == [1000, 10000, 100000])
        // 3 runs (after a warm-up) of the set-up pass and 10 sweep frames each (the session rests
        // at the top already, so the jump to the start is no move).
        #expect(table.objects("points").allSatisfy { $0.number("query_calls") == 33 && $0.number("prepare_calls") == 3 })
        let slow = table.object("exponent").number("query") ?? .nan
        let quick = fast.object("exponent").number("query") ?? .nan
        // table filters every cached frame (linear); table-fast binary-searches (about constant).
        #expect(slow > 0.6, "table's query exponent \(slow)")
        #expect(quick < 0.35, "table-fast's query exponent \(quick)")
        #expect(slow - quick > 0.5)
        // Both prepare every row: linear-ish for both.
        #expect((table.object("exponent").number("prepare") ?? 0) > 0.5)
    }

    @Test func allProfilesEveryLoadedLayoutSortedByFrameCost() async throws {
        let run = try await Executable.commands("items 20000; load Table; use table; profile all --scenario sweep --frames 15 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let layouts = run.json.objects("layouts")
        #expect(layouts.compactMap { $0["layout"] as? String }.sorted() == ["table", "table-fast"])
        let means = layouts.compactMap { $0.object("frame_ms").number("mean") }
        #expect(means == means.sorted())
        #expect(layouts.first?["layout"] as? String == "table-fast")  // 20000 rows: the search wins
        #expect(layouts.allSatisfy { $0.number("items") == 20000 && $0.number("frames") == 15 })
    }

    @Test func saveThenCompare() async throws {
        let workspace = Executable.temporaryWorkspace()
        let saved = try await Executable.commands("items 20000; use table; profile --scenario sweep --frames 15 --save slow", workspace: workspace)
        #expect(saved.status == 0, "\(saved.stderr)")
        let file = workspace + "/profiles/slow.json"
        #expect(FileManager.default.fileExists(atPath: file))
        let run = try await Executable.commands("use table-fast; profile compare slow --json", workspace: workspace)
        #expect(run.status == 0, "\(run.stderr)")
        let json = run.json
        #expect(json["baseline"] as? String == "slow" && json["baseline_layout"] as? String == "table")
        #expect(json.object("profile").number("items") == 20000)  // the saved data, not the session's
        #expect(json.object("profile").number("frames") == 15)
        let ratio = json.object("phases").object("layoutAttributesForElements").number("p50_ratio") ?? .nan
        #expect(ratio < 1, "table-fast vs table at 20000 rows: \(ratio)")
        let text = try await Executable.commands("use table; profile compare slow", workspace: workspace)
        #expect(text.status == 0 && text.stdout.contains("now ÷ saved"), "\(text.stderr)")
    }

    @Test(arguments: [
        "profile --items 0", "profile --items 1000001", "profile --frames 0", "profile --frames -2",
        "profile scaling --items 0,100", "profile compare missing"
    ])
    func badInputIsOneLineAndChangesNothing(command: String) async throws {
        let run = try await Executable.run(["--keep-going", "-c", "items 30; use table; offset 0 600; state --json; \(command); state --json"])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        let states = run.documents.compactMap { $0 as? [String: Any] }
        #expect(states.count == 2)
        if states.count == 2 { #expect(ProfileTests.stateWithoutValidity(states[0]) == ProfileTests.stateWithoutValidity(states[1])) }
    }

    @Test func noActiveLayoutIsRefused() async throws {
        let run = try await Executable.commands("profile --json")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: no active layout"))
    }

    /// A C plugin whose rect query fails past y = 20000: the profile's sweep gets there, the
    /// session (parked at the top) never does.
    @Test func aLayoutThatFailsMidProfileLeavesTheSessionAsItWas() async throws {
        let folder = Executable.temporaryWorkspace()
        let library = try await ProfileTests.compileFlakyPlugin(in: folder)
        let run = try await Executable.run([
            "--keep-going", "-c",
            "load \(library); use flaky; items 1000; state --json; profile --scenario sweep --frames 40; state --json; attrs --json"
        ])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(run.stderr)")
        #expect(errors.first?.contains("flaky: layoutAttributesForElements failed: cursed row") == true, "\(run.stderr)")
        #expect(errors.first?.contains("the profile stopped at frame") == true)
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        #expect(documents.count == 3)
        if documents.count == 3 {
            #expect(ProfileTests.stateWithoutValidity(documents[0]) == ProfileTests.stateWithoutValidity(documents[1]))
            #expect(documents[2].objects("elements").count == 9)  // rows of 100 in 844 points
        }
    }

    static func compileFlakyPlugin(in folder: String) async throws -> String {
        let header = Executable.packageRoot + "/Sources/PluginABI/include"
        let source = folder + "/flaky.c", library = folder + "/libFlaky.so"
        try """
        #include <stdlib.h>
        #include <string.h>
        #include "layoutbench_plugin.h"
        typedef struct { double width; int64_t count; lb_element rows[64]; const char *error; } flaky;
        static lb_instance *create(uint64_t index, const lb_host_callbacks *host, const char **error) {
            return (lb_instance *)calloc(1, sizeof(flaky));
        }
        static void destroy(lb_instance *i) { free(i); }
        static const char *last_error(lb_instance *i) { return ((flaky *)i)->error; }
        static lb_status set_view_state(lb_instance *i, const lb_view_state *s) {
            flaky *f = (flaky *)i;
            f->width = s->bounds.width;
            f->count = s->section_count > 0 ? s->item_counts[0] : 0;
            return LB_OK;
        }
        static lb_status prepare(lb_instance *i) { return LB_OK; }
        static lb_status content_size(lb_instance *i, lb_size *out) {
            flaky *f = (flaky *)i;
            out->width = f->width; out->height = 100.0 * f->count; return LB_OK;
        }
        static lb_status elements(lb_instance *i, lb_rect r, lb_element_list *out) {
            flaky *f = (flaky *)i;
            if (r.y > 20000) { f->error = "cursed row"; return LB_FAILED; }
            int64_t first = (int64_t)(r.y / 100), n = 0;
            if (first < 0) first = 0;
            for (int64_t row = first; row < f->count && row * 100.0 < r.y + r.height && n < 64; row++, n++) {
                lb_element *e = &f->rows[n];
                memset(e, 0, sizeof *e);
                e->struct_size = sizeof *e; e->item = row;
                e->center.x = f->width / 2; e->center.y = row * 100.0 + 50;
                e->size.width = f->width; e->size.height = 100;
                e->transform3d[0] = e->transform3d[5] = e->transform3d[10] = e->transform3d[15] = 1;
                e->alpha = 1;
            }
            out->struct_size = sizeof *out; out->count = n; out->stride = sizeof(lb_element); out->elements = f->rows;
            return LB_OK;
        }
        static lb_status no_element(lb_instance *i, int64_t s, int64_t it, lb_element_list *out) { out->count = 0; return LB_OK; }
        static lb_status should(lb_instance *i, lb_rect b, uint8_t *out) { *out = 0; return LB_OK; }
        static lb_status invalidate(lb_instance *i, const lb_invalidation_request *q, lb_invalidation_result *out) { return LB_OK; }
        static lb_status target(lb_instance *i, lb_point p, uint8_t hv, lb_point v, lb_point *out) { *out = p; return LB_OK; }
        static lb_layout_functions functions;
        static lb_layout_info layouts[1] = {{ sizeof(lb_layout_info), "flaky", "Flaky rows", "fails past y = 20000", 0, 0 }};
        static lb_plugin descriptor = { LB_ABI_VERSION, sizeof(lb_plugin), "Flaky", 0, 1, layouts, &functions };
        const lb_plugin *layoutbench_plugin_entry(uint32_t host) {
            functions.struct_size = sizeof functions;
            functions.create = create; functions.destroy = destroy; functions.last_error = last_error;
            functions.set_view_state = set_view_state; functions.prepare = prepare; functions.content_size = content_size;
            functions.elements_in_rect = elements; functions.element_for_item = no_element;
            functions.should_invalidate_for_bounds = should; functions.invalidate = invalidate;
            functions.target_content_offset = target;
            return &descriptor;
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/opt/swift/usr/bin/clang"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "cc"
        let status = try await Executable.program("/usr/bin/env", [compiler, "-shared", "-fPIC", "-I", header, source, "-o", library])
        #expect(status == 0, "compiling the flaky plugin")
        return library
    }
}
