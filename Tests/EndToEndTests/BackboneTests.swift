import Foundation
import Testing

/// The backbone through the real executable: -c, run, pipes; JSON; errors and exit codes.
struct BackboneTests {
    @Test func tableFramesThroughDashC() async throws {
        let run = try await Executable.commands("items 10; use table; offset 0 600; attrs --json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = run.json
        #expect(json["layout"] as? String == "table")
        #expect(json.numbers("bounds") == [0, 600, 390, 844])
        // 10 rows of 300: content 390 × 3000
        #expect(json.numbers("contentSize") == [390, 3000])
        let elements = json.objects("elements")
        // bounds y 600…1444 touches row 1 (300…600) and covers rows 2, 3, 4 (1200…1500)
        #expect(elements.map { $0.numbers("indexPath") } == [[0, 1], [0, 2], [0, 3], [0, 4]])
        #expect(
            elements.map { $0.numbers("frame") } == [
                [0, 300, 390, 300], [0, 600, 390, 300], [0, 900, 390, 300], [0, 1200, 390, 300]
            ])
        let first = elements[0]
        #expect(first["category"] as? String == "cell")
        #expect(first["kind"] is NSNull)
        #expect(first.numbers("center") == [195, 450])
        #expect(first.numbers("transform") == [1, 0, 0, 1, 0, 0])
        #expect(first["transform3D"] is NSNull)
        #expect(first.number("alpha") == 1 && first.number("zIndex") == 0)
        #expect(first["hidden"] as? Bool == false)
    }

    @Test func pipeAndScriptGiveTheSameDocuments() async throws {
        let script = "items 12\nuse table\nparam itemSize 100x100\noffset 0 250 # a comment\nattrs --json\nitem 0 11 --json\nstate --json\n"
        let piped = try await Executable.run([], input: script)
        let file = Executable.temporaryWorkspace() + "/tour.lbs"
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        let ran = try await Executable.run(["run", file])
        let dashC = try await Executable.commands(script.replacingOccurrences(of: " # a comment", with: "").replacingOccurrences(of: "\n", with: "; "))
        #expect(piped.status == 0 && ran.status == 0 && dashC.status == 0, "\(piped.stderr)\(ran.stderr)\(dashC.stderr)")
        #expect(piped.stdout == ran.stdout)
        #expect(piped.stdout == dashC.stdout)
        #expect(piped.documents.count == 3)
        let item = Seed.documents(piped)[1]
        // row 11 of 100: y = 1100
        #expect(item.object("element").numbers("frame") == [0, 1100, 390, 100])
        let state = Seed.documents(piped)[2]
        #expect(state.numbers("contentSize") == [390, 1200])
        #expect(state.numbers("contentOffset") == [0, 250])
        #expect(state.numbers("sections") == [12])
        #expect(state["layoutValid"] as? Bool == true)
    }

    @Test func tableAndTableFastAgreeAtFiftyOffsets() async throws {
        var commands = ["items 500", "use table"]
        let offsets: [Double] = (0..<50).map { (index: Int) -> Double in
            let base = Double(index) * 2_937.5
            return index % 3 == 0 ? base : base + 0.25
        }
        for y in offsets { commands += ["offset 0 \(y)", "attrs --json"] }
        commands += ["use table-fast"]
        for y in offsets { commands += ["offset 0 \(y)", "attrs --json"] }
        let run = try await Executable.commands(commands.joined(separator: "; "))
        #expect(run.status == 0, "\(run.stderr)")
        let documents = run.documents.compactMap { $0 as? [String: Any] }
        #expect(documents.count == 100)
        for index in 0..<50 {
            let slow = documents[index], fast = documents[index + 50]
            #expect(slow.numbers("bounds") == fast.numbers("bounds"))
            let a = (slow["elements"] as! [Any]).map { try! JSONSerialization.data(withJSONObject: $0, options: .sortedKeys) }
            let b = (fast["elements"] as! [Any]).map { try! JSONSerialization.data(withJSONObject: $0, options: .sortedKeys) }
            #expect(a == b, "offset \(offsets[index])")
            #expect(!a.isEmpty || offsets[index] > 150_000)
        }
    }

    @Test func badInputIsOneLineAndChangesNothing() async throws {
        let bad = [
            "bogus", "offset 1", "offset 1 nan", "offset x 2", "size 0x10", "size -3x4", "size 10", "items -1",
            "inset 1 2 3", "param itemSize abc", "param nope 1", "use nope", "item 0", "attrs sideways", "source /no/such/file"
        ]
        for command in bad {
            let run = try await Executable.commands("items 10; use table; offset 0 300; \(command)")
            #expect(run.status == 1, "\(command)")
            let lines = run.stderr.split(separator: "\n").map(String.init).filter { !Executable.isBuildProgress($0) }
            #expect(lines.count == 1, "\(command): \(run.stderr)")
            #expect(lines.first?.hasPrefix("error: ") == true, "\(command): \(run.stderr)")
        }
        // With --keep-going the session runs on, and the state is as before the bad commands.
        let script = (["items 10", "use table", "offset 0 300"] + bad + ["state --json", "attrs --json"]).joined(separator: "\n")
        let run = try await Executable.run(["--keep-going"], input: script)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map(String.init).filter { !Executable.isBuildProgress($0) }.count == bad.count)
        let state = Seed.documents(run)[0]
        #expect(state.numbers("contentOffset") == [0, 300])
        #expect(state.numbers("bounds") == [0, 300, 390, 844])
        #expect(state.numbers("sections") == [10])
        #expect(state["layout"] as? String == "table")
        #expect(Seed.documents(run)[1].objects("elements").count == 4)
    }

    @Test func nonFiniteGeometryIsRefusedAndTheViewStaysPut() async throws {
        // Rows of 100; rows from y = 2000 on have a NaN centre. Scrolling there fails, the
        // offset stays at 300, and the layout keeps working where its geometry is finite.
        let script =
            "items 40\nuse call-order\nparam nanBelow 2000\noffset 0 300\noffset 0 1900\nstate --json\nattrs --json\nparam nanBelow 100\nstate --json\n"
        let run = try await Executable.run(["--keep-going"], input: script)
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").map(String.init).filter { !Executable.isBuildProgress($0) }
        #expect(errors.count == 2, "\(run.stderr)")
        #expect(errors.first == "error: call-order returned a non-finite center for cell 0-20 from layoutAttributesForElements(in:)")
        let state = Seed.documents(run)[0]
        #expect(state.numbers("contentOffset") == [0, 300])
        // rows 3…11 cover 300…1144, and row 2 (200…300) touches the top edge: 10 rows
        #expect(Seed.documents(run)[1].objects("elements").count == 10)
        // A parameter that breaks the layout is rolled back: the old value stays.
        let params = try await Executable.commands("items 40; use call-order; param nanBelow 100; params --json")
        #expect(params.status == 1)
        let after = try await Executable.run(["--keep-going"], input: "items 40\nuse call-order\nparam nanBelow 100\nparams --json\n")
        let values = after.json.objects("parameters").first { $0["name"] as? String == "nanBelow" }
        #expect(values?["value"] as? String == "0")
    }

    @Test func usageErrorsExitTwo() async throws {
        #expect(try await Executable.run(["--frobnicate"]).status == 2)
        #expect(try await Executable.run(["bogus.lbs"]).status == 2)
        #expect(try await Executable.run(["run"]).status == 2)
        let help = try await Executable.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("run FILE"))
        #expect(try await Executable.run(["--version"]).stdout.contains("layoutbench"))
        let missing = try await Executable.run(["run", "/no/such/script.lbs"])
        #expect(missing.status == 1 && missing.stderr.hasPrefix("error: no such script"))
    }

    @Test func diffShowsWhatChanged() async throws {
        let run = try await Executable.commands("items 10; use table; attrs; param itemSize 390x200; diff --json")
        #expect(run.status == 0, "\(run.stderr)")
        let diff = run.json
        // rows of 200: bounds 0…844 now shows rows 0…4 (row 4 is 800…1000); before rows 0…2
        #expect(diff.objects("added").map { $0.numbers("indexPath") } == [[0, 3], [0, 4]])
        #expect(diff.objects("removed").isEmpty)
        let changed = diff.objects("changed")
        #expect(changed.map { $0.numbers("indexPath") } == [[0, 0], [0, 1], [0, 2]])
        #expect((changed[1].object("fields")["frame"] as? [String]) == ["0 300 390 300", "0 200 390 200"])
    }

    @Test func outputFormats() async throws {
        let run = try await Executable.commands("items 3; use table; attrs --csv; attrs --md; attrs; help offset")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("category,kind,section,item,x,y,width,height"))
        #expect(lines[1] == "cell,,0,0,0,0,390,300,195,150,390,300,1,0,0,1,0,0,1,0,false")
        #expect(
            lines.contains(
                "| category | kind | section | item | x | y | width | height | center_x | center_y | size_w | size_h | a | b | c | d | tx | ty | alpha | zIndex | hidden |"
            ))
        #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("|") || $0.hasPrefix("category") || $0.hasPrefix("cell,") })
        #expect(lines.contains { $0.hasPrefix("offset X Y") })
    }
}
