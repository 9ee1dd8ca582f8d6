import ArgumentParser
import EngineProtocol
import Foundation
import FrontEnd
import HostSupport
import HostSystem
import LayoutHost
import Workbench

/// `layoutbench engine`: the process that loads and calls plugins for a front end
/// (Engine/EngineServer.swift); started by layoutbench itself, not a user command. What the
/// front end knows of the terminal comes in the environment.
struct EngineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "engine", shouldDisplay: false)

    @ParentCommand var root: Layoutbench

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var options = root.sessionOptions(interactive: false)
        options.terminalWidth = environment["LAYOUTBENCH_ENGINE_WIDTH"].flatMap { Int($0) } ?? options.terminalWidth
        options.terminalRows = environment["LAYOUTBENCH_ENGINE_ROWS"].flatMap { Int($0) }
        options.colors = environment["LAYOUTBENCH_ENGINE_COLORS"] == "1"
        options.interactive = environment["LAYOUTBENCH_ENGINE_INTERACTIVE"] == "1"
        options.callTimeout = environment["LAYOUTBENCH_ENGINE_CALL_TIMEOUT"].flatMap(Double.init) ?? EngineLimits.defaultCallTimeout
        EngineProcess.prepareEngineProcess(memoryLimit: environment["LAYOUTBENCH_ENGINE_MEMORY_LIMIT"].flatMap { UInt64($0) })
        guard CallTracker.attach(fileDescriptor: EngineChannel.callsDescriptor) else {
            StandardStreams.err("error: layoutbench engine is started by layoutbench itself, not by hand\n")
            throw ExitCode(2)
        }
        DescriptorProbe.noteChannel()
        SystemCalls.lineBufferStandardOutput()
        let status = EngineServer(options: options, input: EngineChannel.requestDescriptor, output: EngineChannel.responseDescriptor).run()
        throw ExitCode(status)
    }
}
