import Foundation
import HostSupport
import HostSystem

/// A plugin's link on Linux, resolving less: a shared library is a plugin's output, so its
/// undefined symbols are the loader's to bind (lld allows them in `-shared` output, and the
/// engine opens plugins with RTLD_NOW), and the Swift runtime's libraries and the SDK's are
/// needed only for their names (DT_NEEDED). Reading their symbol tables was most of lld's time
/// (CHANGELOG); it now reads interface libraries that carry only the name (`-soname`), made once
/// per library with lld itself. The plugin records the same DT_NEEDED entries and relocations. The
/// system's libraries (libc, libm: linker scripts and symbol versions) stay real.
///
/// The autolink step (`swift-autolink-extract`) is skipped while the objects' autolink sections
/// (what they import) are those it last read.
struct LinkInterfaces {
    /// Where the interface libraries are kept (below the SDK package's build folder).
    let folder: String

    /// The link of plugins built against `sdk`, on Linux unless LAYOUTBENCH_LINK_FULL=1.
    init?(_ sdk: SDKPackage) {
        guard sdk.toolchain.platform == .linux, ProcessInfo.processInfo.environment["LAYOUTBENCH_LINK_FULL"] != "1" else { return nil }
        folder = sdk.scratch + "/link-interfaces"
        sdkLibraries = sdk.scratch + "/"
    }

    init(folder: String, sdkLibraries: String) {
        self.folder = folder
        self.sdkLibraries = sdkLibraries
    }

    /// The folder the SDK's shared libraries are below (a link names its library by path).
    let sdkLibraries: String

    /// `jobs` (a link's, as DriverJobs resolves them) with the link reading interface libraries
    /// and the autolink step dropped when its output stands, and what to do once they succeed
    /// (record the autolink step's inputs). Unchanged where anything is not as expected.
    func lighter(_ jobs: [[String]]) -> (jobs: [[String]], succeeded: () -> Void) {
        var result: [[String]] = [], records: [(path: String, digest: String)] = []
        for job in jobs {
            switch job.first.map({ ($0 as NSString).lastPathComponent }) {
            case "swift-autolink-extract":
                guard let (output, digest) = Self.autolinkInputs(job) else { result.append(job); continue }
                let record = output + ".inputs"
                if FileManager.default.fileExists(atPath: output), (try? String(contentsOfFile: record, encoding: .utf8)) == digest { continue }
                try? FileManager.default.removeItem(atPath: record)
                result.append(job)
                records.append((record, digest))
            case PluginToolchain.lldName:
                result.append(linking(job) ?? job)
            default:
                result.append(job)
            }
        }
        return (result, { for record in records { try? PackageFiles.write(record.digest, to: record.path) } })
    }

    // MARK: - The autolink step

    /// The autolink step's output and a digest of what decides it: the tool, and each input
    /// object's autolink section. nil when an input cannot be read.
    static func autolinkInputs(_ job: [String]) -> (output: String, digest: String)? {
        guard let tool = job.first, let flag = job.firstIndex(of: "-o"), flag + 1 < job.count, let times = FileTimes.of(tool) else { return nil }
        var digest = FNV1a()
        digest.add((tool + " " + times.stamp).utf8)
        for input in job.dropFirst() where input.hasSuffix(".o") {
            guard let object = ELFFile(path: input) else { return nil }
            digest.add([0])
            digest.add(object.section(named: ".swift1_autolink_entries") ?? Data())
        }
        return (job[flag + 1], String(digest.value, radix: 16))
    }

    // MARK: - The link

    /// The lld job reading interface libraries: the Swift runtime's folder's found first (an
    /// `-L` ahead of the others), the SDK's library given by path replaced by its own. nil
    /// when the interfaces cannot be made.
    func linking(_ job: [String]) -> [String]? {
        guard let tool = job.first, let emulation = job.firstIndex(of: "-m").map({ job[$0 + 1] }) else { return nil }
        let searched = job.indices.compactMap { index -> String? in
            if job[index].hasPrefix("-L"), job[index].count > 2 { return String(job[index].dropFirst(2)) }
            return job[index] == "-L" && index + 1 < job.count ? job[index + 1] : nil
        }
        // The toolchain's runtime folder: the one SwiftPM and swiftc search for `-lswiftCore`.
        guard let runtime = searched.first(where: { FileManager.default.fileExists(atPath: $0 + "/libswiftCore.so") }),
            let interfaces = runtimeInterfaces(runtime, linker: tool, emulation: emulation)
        else { return nil }
        var linked = [tool, "-L" + interfaces]
        var asNeeded = false
        for (index, argument) in job.enumerated().dropFirst() {
            if argument == "--as-needed" { asNeeded = true } else if argument == "--no-as-needed" { asNeeded = false }
            // The SDK's library, given by path (it has no soname: DT_NEEDED is the path).
            if !asNeeded, job[index - 1] != "-o", argument.hasPrefix(sdkLibraries), argument.hasSuffix(".so"),
                let interface = interface(of: argument, linker: tool, emulation: emulation)
            {
                linked.append(interface)
            } else {
                linked.append(argument)
            }
        }
        return linked
    }

    /// The interface libraries of every Swift runtime library in `runtime`, in a folder of their
    /// own (made once per runtime folder).
    private func runtimeInterfaces(_ runtime: String, linker: String, emulation: String) -> String? {
        guard let times = FileTimes.of(runtime + "/libswiftCore.so") else { return nil }
        let destination = folder + "/runtime-" + PluginPackage.hash(runtime + " " + times.stamp + " " + emulation)
        let complete = destination + "/.complete"
        if FileManager.default.fileExists(atPath: complete) { return destination }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: runtime)) ?? []).filter { $0.hasPrefix("lib") && $0.hasSuffix(".so") }
        guard (try? FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)) != nil else { return nil }
        for name in names {
            // A library that is not an ELF shared object with a name of its own stays real.
            guard let library = ELFFile(path: runtime + "/" + name), library.isShared, let soname = library.sharedObjectName else { continue }
            guard Self.make(destination + "/" + name, soname: soname, linker: linker, emulation: emulation) else { return nil }
        }
        guard (try? PackageFiles.write("", to: complete)) != nil else { return nil }
        return destination
    }

    /// The interface library of the library at `path`, recorded by its soname, else by the path
    /// the link names it by; nil when it cannot be made.
    private func interface(of path: String, linker: String, emulation: String) -> String? {
        guard let times = FileTimes.of(path) else { return nil }
        let destination = folder + "/" + PluginPackage.hash(path + " " + times.stamp + " " + emulation) + "-" + (path as NSString).lastPathComponent
        if FileManager.default.fileExists(atPath: destination) { return destination }
        guard let library = ELFFile(path: path), library.isShared,
            (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            Self.make(destination, soname: library.sharedObjectName ?? path, linker: linker, emulation: emulation)
        else { return nil }
        return destination
    }

    /// Links an empty shared library named `soname` at `path` (through a temporary, renamed into
    /// place, so a reader never sees half of one).
    private static func make(_ path: String, soname: String, linker: String, emulation: String) -> Bool {
        let script = (path as NSString).deletingLastPathComponent + "/empty.lds"
        if !FileManager.default.fileExists(atPath: script) { try? PackageFiles.write("", to: script) }
        let temporary = path + ".\(getpid()).tmp"
        let made = ChildProcess().run([linker, "-m", emulation, "-shared", "-soname", soname, "-o", temporary, script], timeLimit: 30)
        guard made.succeeded, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
