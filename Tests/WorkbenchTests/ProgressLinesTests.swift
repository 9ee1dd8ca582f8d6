import Testing
@testable import Workbench

/// Off a terminal, a long task's progress is a few lines, not one a step.
@Suite struct ProgressLinesTests {
    @Test func aFirstSDKBuildIsItsFirstStepATenthOfTheWayAtATimeAndItsLast() {
        var lines = ProgressLines()
        let printed = (1...125).filter { step in
            lines.shouldPrint("building the SDK: [\(step)/125] Compiling", fraction: Double(step) / 125)
        }
        // Step 1 starts the task; a tenth of 125 is 12.5, so tenth k is first reached at step
        // ceil(12.5·k): 13, 25, 38, 50, 63, 75, 88, 100, 113 and the last, 125.
        #expect(printed == [1, 13, 25, 38, 50, 63, 75, 88, 100, 113, 125])
    }

    @Test func aNewTaskStartsAfreshAndStepsWithoutAFractionAreSaidOnce() {
        var lines = ProgressLines()
        let said = [
            ("building the SDK: [125/125] Linking", 1.0), ("building stagger: [1/2] Compiling", 0.5),
            ("building stagger: [2/2] Linking", 1.0), ("reading big.json (600 MiB)…", nil),
            ("reading big.json (600 MiB)…", nil)
        ].map { lines.shouldPrint($0.0, fraction: $0.1) }
        #expect(said == [true, true, true, true, false])
    }
}
