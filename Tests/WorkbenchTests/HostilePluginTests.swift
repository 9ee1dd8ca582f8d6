import Foundation
import Testing
@testable import LayoutHost
@testable import PluginBuild
import WorkbenchTestSupport
@testable import Workbench
import EngineProtocol
import SessionValues

/// A plugin's records are bounded and checked before the host reads them: every broken promise
/// of Fixtures/hostile_plugin.c is refused with one line, and the session goes on.
struct HostilePluginTests {
    let folder = CPluginFixture.folder()

    func hostile(_ mode: String) async throws -> String {
        try await CPluginFixture.library("Hostile\(mode)", "hostile_plugin.c", in: folder, defines: ["MODE=\(mode)"])
    }

    func loadError(_ mode: String) async throws -> String? {
        do {
            _ = try PluginLibrary.load(path: try await hostile(mode), copyDirectory: folder + "/copies")
            return nil
        } catch let error as PluginLoadError {
            return error.description
        }
    }

    /// A session with the hostile layout active, and what its console got.
    func session(_ mode: String) async throws -> (Session, RecordingConsole) {
        let console = RecordingConsole()
        let session = Session(options: .init(workspace: folder, pluginsDirectory: folder + "/plugins"), console: console)
        let library = try await hostile(mode)
        #expect(session.execute("load \(library)") == .succeeded)
        return (session, console)
    }

    @Test func aFairPluginLoads() async throws {
        #expect(try await loadError("FAIR") == nil)
    }

    @Test func aDescriptorClaimingABillionLayoutsIsRefused() async throws {
        #expect(try await loadError("HUGE_LAYOUT_COUNT") == "plugin Hostile claims 1000000000 layouts; a plugin may export at most 1000")
    }

    @Test func aLayoutClaimingABillionParametersIsRefused() async throws {
        #expect(try await loadError("HUGE_PARAMETER_COUNT") == "Hostile: layout hostile claims 1000000000 parameters; at most 1000")
    }

    @Test func aLayoutRecordShorterThanItsFieldsIsRefused() async throws {
        let message = try #require(try await loadError("SHORT_LAYOUT_RECORD"))
        #expect(message.hasPrefix("Hostile: layout records of 4 bytes; this host reads "))
    }

    @Test func aNameLongerThan64KiBIsRefused() async throws {
        let message = try #require(try await loadError("LONG_NAME"))
        #expect(message.hasSuffix(": the plugin name is longer than 65536 bytes or not terminated"))
    }

    /// A cell at an index path the data lacks: UIKit raises ("received layout attributes for a
    /// cell with an index path that does not exist"), so the command fails with that said.
    @Test func aCellTheDataDoesNotHaveFailsTheCommand() async throws {
        let (session, console) = try await session("NONEXISTENT_CELL")
        #expect(session.execute("use hostile") == .failed)
        let error = try #require(console.errors.last)
        // The session's default data: 1 section of 20 items; the fixture answers cell 0-99.
        #expect(error.contains("hostile returned a cell at 0-99, an index path the data does not have (1 section of 20 items)"), "\(error)")
        #expect(error.contains("UICollectionView received layout attributes for a cell with an index path that does not exist"))
        #expect(session.execute("items 100") == .succeeded)
        #expect(session.execute("use hostile") == .succeeded, "item 99 exists in 100 items")
    }

    /// The same cell twice in one answer is tolerated (UIKit uses one), with one warning line.
    @Test func aCellAnsweredTwiceIsWarnedAboutOnce() async throws {
        let (session, console) = try await session("DUPLICATE_CELL")
        #expect(session.execute("use hostile; offset 0 10; offset 0 20") == .succeeded)
        let warnings = console.errors.filter { $0.contains("warning: ") }
        #expect(warnings.count == 1, "\(console.errors)")
        #expect(warnings.first?.contains("hostile returned the cell at 0-0 twice from layoutAttributesForElements(in:)") == true)
    }

    /// During an update the host asks, per kind of supplementary view on screen, which ones it
    /// inserts and deletes (indexPathsToInsertForSupplementaryView(ofKind:) and …ToDelete…), after
    /// prepare(forCollectionViewUpdates:); apply reports the answers.
    @Test func anUpdateAsksWhichSupplementaryViewsItInsertsAndDeletes() async throws {
        let (session, console) = try await session("VIEW_CHANGES")
        #expect(session.execute("use hostile; snapshot append-items S0 X; apply --json") == .succeeded, "\(console.errors)")
        let document = try #require(console.output.last)
        // The fixture answers one supplementary view, kind "header" or "footer" by call; it says
        // the update inserts section 0's (item −1: the whole section) and deletes none.
        #expect(document.contains(#""views":[{"category":"supplementary","kind":""#), "\(document)")
        #expect(document.contains(#""inserted":[[0,-1]],"deleted":[]}]"#), "\(document)")
    }

    /// Index paths of views an update inserts are held to what data can have: a count with no
    /// records, and a negative section, are refused with the call named (the first was read as
    /// none, the second taken).
    @Test func viewChangesNoDataCanHaveAreRefused() async throws {
        for (mode, said) in [
            ("VIEW_CHANGES_NO_RECORDS", "index paths from indexPathsToInsertForSupplementaryView(ofKind:) and no records of them"),
            ("VIEW_CHANGES_NEGATIVE", "from indexPathsToInsertForSupplementaryView(ofKind:), which no data has")
        ] {
            let (session, console) = try await session(mode)
            #expect(session.execute("use hostile; snapshot append-items S0 X; apply --json") == .failed, "\(mode)")
            #expect(console.errors.contains { $0.contains(said) }, "\(mode): \(console.errors)")
        }
    }

    /// A supplementary view whose attributes change between two answers with no invalidation in
    /// between: UIKit raises, so the command fails with that said and the view stays put.
    @Test func aSupplementaryChangedWithoutInvalidationFailsTheCommand() async throws {
        let (session, console) = try await session("DRIFTING_HEADER")
        #expect(session.execute("use hostile") == .succeeded, "\(console.errors)")
        // The fixture's header centre is 25 + the number of rect queries: y 26 − 25 = 1 in the first
        // answer. 900 leaves the screen page asked first (0…844): the second answer has it at 2.
        #expect(session.execute("offset 0 900") == .failed)
        let error = try #require(console.errors.last)
        #expect(
            error.contains(
                "hostile: the layout attributes for supplementary item header at 0-0 changed from frame 0 1 100 50 "
                    + "to 0 2 100 50 without invalidating the layout; UIKit raises"), "\(error)")
        #expect(session.view.state.contentOffset == .zero)
    }

    @Test func elementsCloserThanARecordAreRefused() async throws {
        let (session, console) = try await session("SHORT_STRIDE")
        #expect(session.execute("use hostile") == .failed)
        #expect(console.errors.last?.contains("hostile returned element records 8 bytes apart") == true)
        #expect(session.active == nil)
    }

    @Test func anElementShorterThanItsFieldsIsRefused() async throws {
        let (session, console) = try await session("SHORT_ELEMENT")
        #expect(session.execute("use hostile") == .failed)
        #expect(console.errors.last?.contains("hostile returned element 0 declares 4 bytes") == true)
    }

    /// The plugin writes "header" then "footer" into one buffer, as the header allows (valid
    /// until the next call): each answer must show the kind it had, not the first one cached.
    @Test func aReusedStringBufferIsReadAfresh() async throws {
        let (session, console) = try await session("REUSED_KIND_BUFFER")
        #expect(session.execute("use hostile") == .succeeded)
        var kinds: [String?] = []
        for _ in 0..<3 {
            #expect(session.execute("attrs rect 0 0 100 100 --json") == .succeeded)
            kinds.append(console.output.last.flatMap { $0.contains("\"header\"") ? "header" : $0.contains("\"footer\"") ? "footer" : nil })
        }
        // Calls alternate kinds; consecutive answers differ whatever the first one was.
        #expect(kinds[0] != nil && kinds[0] != kinds[1] && kinds[1] != kinds[2])
    }

    @Test func controlCharactersFromAPluginAreEscapedInTables() async throws {
        let (session, console) = try await session("CONTROL_CHARACTERS")
        #expect(session.execute("use hostile; attrs") == .succeeded)
        let table = console.output.joined(separator: "\n")
        #expect(!table.contains("\u{1b}"))
        #expect(table.contains("\\x1b[31mred"))
    }

    /// A self-sizing context whose offset adjustment is NaN is refused; the view keeps its offset.
    @Test func aNaNSelfSizingAdjustmentIsRefused() async throws {
        let (session, console) = try await session("NAN_PREFERRED_SIZE")
        #expect(session.execute("use hostile; items 1; snapshot size S0-0 100x80; apply") != .succeeded)
        #expect(console.errors.last?.contains("hostile returned a non-finite invalidation adjustment") == true)
        #expect(session.execute("state --json") == .succeeded)
        #expect(console.output.last?.contains("\"contentOffset\":[0,0]") == true)
    }

    /// layoutAttributesForDecorationView(ofKind:at:) is timed under its own phase.
    @Test func decorationQueriesAreTimedAsTheirOwnPhase() async throws {
        let library = try PluginLibrary.load(path: try await hostile("FAIR"), copyDirectory: folder + "/copies")
        let layout = try LayoutInstance(library: library, info: library.layouts[0])
        let phases = PhaseLog()
        layout.recorder = phases
        _ = try layout.decoration(kind: "background", section: 0, item: 0)
        #expect(phases.phases == [.layoutAttributesForDecorationView])
        #expect(LayoutPhase.layoutAttributesForDecorationView.ordinal == LayoutPhase.allCases.firstIndex(of: .layoutAttributesForDecorationView))
    }

    @Test func anOrthogonalListClaimingABillionSectionsIsRefused() async throws {
        let (session, console) = try await session("HUGE_ORTHOGONAL_LIST")
        #expect(session.execute("use hostile; oscroll 0 10") == .failed)
        #expect(console.errors.last?.contains("hostile returned a malformed orthogonal section list (1000000000 records") == true)
    }

    /// A leading-boundary section (its row 1000 wide in 100): the release asks the layout's
    /// rule, which answers NaN; the command fails and the section stays where it was.
    @Test func aNaNSidewaysTargetIsRefused() async throws {
        let (session, console) = try await session("NAN_ORTHOGONAL_TARGET")
        #expect(session.execute("use hostile; ofling 0 1000") == .failed)
        #expect(console.errors.last?.contains("hostile returned a non-finite sideways target for section 0") == true)
        #expect(session.execute("state --json") == .succeeded)
        #expect(console.output.last?.contains("\"behavior\":\"continuousGroupLeadingBoundary\",\"offset\":0,") == true)
    }
}

/// Which phases a layout's calls were timed under.
private final class PhaseLog: LayoutCallRecorder {
    var phases: [LayoutPhase] = []
    func record(_ phase: LayoutPhase, nanoseconds: UInt64) { phases.append(phase) }
    func recordHostOverhead(nanoseconds: UInt64) {}
}
