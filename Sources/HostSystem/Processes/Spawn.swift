public import CHostSystem
import Foundation

/// One child process to start: its program, arguments and environment, the descriptors it gets
/// (nothing else of this process's reaches it), and whether it leads a process group of its own
/// (so the terminal's Ctrl-C reaches only the front end, and the child and everything it starts
/// can be ended as one). Engines, build jobs and the browser all start through it.
public struct Spawn: Sendable {
    /// A path, or a name looked up in PATH (`searchPath`).
    public var executable: String
    /// argv, the first being the program's name.
    public var arguments: [String]
    /// The whole environment; nil keeps this process's.
    public var environment: [String: String]?
    /// Descriptors the child gets: `source` here becomes `target` there.
    public var descriptors: [(source: Int32, target: Int32)] = []
    /// Descriptors from this number up are closed in the child unless `descriptors` names them.
    public var keepBelow: Int32 = 3
    /// The child's stdin is /dev/null.
    public var stdinFromNull = true
    /// The child leads a process group of its own, with no signal blocked and the default action
    /// for SIGINT, SIGPIPE, SIGTERM, SIGQUIT and SIGCHLD.
    public var groupLeader = true
    /// A group leader is recorded in `ProcessGroups.running` until its owner ends it, so a signal
    /// that ends this process ends its group too (not for what must outlive us: a browser).
    public var endsWithUs = true
    /// A mark for the child's environment, so all it starts can be ended with it.
    public var mark: ProcessMark?
    /// Looks `executable` up in PATH when it has no slash.
    public var searchPath = false

    public init(executable: String, arguments: [String], environment: [String: String]? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// Starts the child; its process id.
    public func start() throws(SystemError) -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = self.environment
        if let mark {
            environment = (environment ?? ProcessInfo.processInfo.environment).merging([mark.variable: mark.value]) { $1 }
        }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }
        let sources = descriptors.map { CInt($0.source) }, targets = descriptors.map { CInt($0.target) }
        var pid: pid_t = 0
        let error: CInt = argv.withUnsafeBufferPointer { argvBuffer in
            let call = { (environment: UnsafePointer<UnsafeMutablePointer<CChar>?>?) in
                lb_spawn(
                    &pid, executable, searchPath ? 1 : 0, argvBuffer.baseAddress, environment, sources, targets,
                    CInt(sources.count), stdinFromNull ? 1 : 0, CInt(keepBelow), groupLeader ? 1 : 0)
            }
            guard let envp else { return call(nil) }
            return envp.withUnsafeBufferPointer { call($0.baseAddress) }
        }
        guard error == 0 else { throw SystemError("cannot run \(executable)", number: error) }
        if groupLeader && endsWithUs { ProcessGroups.running.add(pid, mark: mark) }
        return pid
    }
}
