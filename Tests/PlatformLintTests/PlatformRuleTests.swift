import PlatformLint
import Testing

/// Each rule on small texts: a text that breaks it gives the finding (the lint can fail), and a
/// text that keeps it gives none.
struct PlatformRuleTests {
    static func lint(_ files: [(path: String, text: String)]) -> [Finding] { PlatformLint.lint(files: files) }
    static func lint(_ path: String, _ text: String) -> [Finding] { lint([(path, text)]) }

    @Test func everyRuleSaysWhatItAsks() {
        #expect(Rule.allCases.map(\.rawValue) == ["R1", "R2", "R3", "R4", "R5", "R6"])
        #expect(Rule.allCases.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("\n") })
    }

    @Test func r1ConditionalsAndOSModulesOnlyInHostSystem() {
        let text = """
            #if os(Linux)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            #if DEBUG
            let now = Darwin.time(nil)
            var info = Glibc.stat()
            #endif
            // `#if os(iOS)` in a comment, and in a string:
            let condition = "#if os(iOS)"
            """
        let findings = Self.lint("Sources/FrontEnd/Clock.swift", text)
        #expect(
            findings.map(\.description) == [
                "Sources/FrontEnd/Clock.swift:1: R1: `os(Linux)` in a condition outside Sources/HostSystem",
                "Sources/FrontEnd/Clock.swift:2: R1: `import Glibc` outside Sources/HostSystem",
                "Sources/FrontEnd/Clock.swift:3: R1: `canImport(Darwin)` in a condition outside Sources/HostSystem",
                "Sources/FrontEnd/Clock.swift:4: R1: `import Darwin` outside Sources/HostSystem",
                "Sources/FrontEnd/Clock.swift:7: R1: `Darwin.time`: an OS module's qualifier outside Sources/HostSystem",
                "Sources/FrontEnd/Clock.swift:8: R1: `Glibc.stat`: an OS module's qualifier outside Sources/HostSystem"
            ])
        #expect(findings.first?.line == 1 && findings.first?.column == 5)
        // The system layer may; R2 then holds each module to its own OS (`#if DEBUG` is both).
        #expect(Self.lint("Sources/HostSystem/Clock.swift", text).map(\.rule) == [.r2, .r2])
        #expect(Self.lint("Sources/FrontEnd/Clock.swift", "#if canImport(FoundationXML)\nimport FoundationXML\n#endif").isEmpty)
    }

    @Test func r1ThePluginSDKTestsOnlyItsOwnCondition() {
        let clean = "#if LAYOUTBENCH_APPLE_FRAMEWORKS\nimport Darwin\n#else\nimport Glibc\n#endif\n#if !LAYOUTBENCH_APPLE_FRAMEWORKS && true\n#endif"
        #expect(Self.lint("Sources/UIKit/Exports.swift", clean).isEmpty)
        let findings = Self.lint("Sources/CollectionLayout/Exports.swift", "#if os(iOS)\n#elseif DEBUG\n#endif")
        #expect(
            findings.map(\.message) == [
                "`#if os(iOS)`: the plugin SDK may test only LAYOUTBENCH_APPLE_FRAMEWORKS",
                "`#elseif DEBUG`: the plugin SDK may test only LAYOUTBENCH_APPLE_FRAMEWORKS"
            ])
    }

    @Test func r2PlatformNamesOnlyInHostSystemBranchesOfTheirOS() {
        let outside = """
            // inotify_init1 in a comment is not code
            let fd = inotify_init1(0)
            let exe = "/proc/self/exe", process = "/process"
            var actions = posix_spawn_file_actions_t()
            let limit = __rlimit_resource_t(RLIMIT_AS.rawValue)
            import FoundationNetworking
            """
        #expect(
            Self.lint("Sources/PluginBuild/Watch/W.swift", outside).map(\.description) == [
                "Sources/PluginBuild/Watch/W.swift:2: R2: `inotify_init1` (inotify) is Linux-only: only Sources/HostSystem may use it",
                "Sources/PluginBuild/Watch/W.swift:3: R2: `/proc` (Linux's process file system) is Linux-only: only Sources/HostSystem may use it",
                "Sources/PluginBuild/Watch/W.swift:4: R2: `posix_spawn_file_actions_t()` (glibc's struct (Darwin: an optional pointer)) is Linux-only: only Sources/HostSystem may use it",
                "Sources/PluginBuild/Watch/W.swift:5: R2: `__rlimit_resource_t` (glibc's rlimit type) is Linux-only: only Sources/HostSystem may use it",
                "Sources/PluginBuild/Watch/W.swift:5: R2: `RLIMIT_AS.rawValue` (glibc's enum constant (Darwin: Int32)) is Linux-only: only Sources/HostSystem may use it",
                "Sources/PluginBuild/Watch/W.swift:6: R2: `FoundationNetworking` (a module only Linux's Foundation has) is Linux-only: only Sources/HostSystem may use it"
            ])
        #expect(Self.lint("Sources/PluginBuild/Watch/W.swift", outside)[1].column == 12)
        let branches = """
            #if os(Linux)
            let fd = inotify_init1(0)
            #elseif canImport(Darwin)
            let queue = kqueue()
            #endif
            #if canImport(Glibc)
            let seconds = info.st_mtim.tv_sec
            #else
            let seconds = info.st_mtimespec.tv_sec
            #endif
            """
        #expect(Self.lint("Sources/HostSystem/Watcher.swift", branches).isEmpty)
        let crossed = """
            let fd = inotify_init1(0)
            #if !os(macOS)
            let queue = kqueue()
            #endif
            """
        #expect(
            Self.lint("Sources/HostSystem/Watcher.swift", crossed).map(\.message) == [
                "`inotify_init1` (inotify) is Linux-only but active on macOS",
                "`kqueue` (kqueue) is Darwin-only but active on Linux"
            ])
        let modules = "#if canImport(Glibc)\nimport Glibc\n#endif\nimport Darwin\nlet n = Glibc.write(1, nil, 0)"
        #expect(
            Self.lint("Sources/HostSystem/Write.swift", modules).map(\.message) == [
                "`import Darwin` (Darwin's module) is Darwin-only but active on Linux",
                "`Glibc.write` (glibc's module) is Linux-only but active on macOS"
            ])
    }

    /// Files whose mentions are all in comment lines are not parsed; the skipping must never
    /// hide code after a comment or lines of a `"""` literal that look like comments.
    @Test func r2NamesNextToCommentsAreFound() {
        let path = "Sources/Workbench/Memory.swift"
        #expect(Self.lint(path, "// inotify_init1\n/* /proc\n */\nlet x = 1").isEmpty)
        #expect(Self.lint(path, "/* a block */ let fd = inotify_init1(0)").map(\.line) == [1])
        #expect(Self.lint(path, "/*\n spanning\n */ let fd = inotify_init1(0)").map(\.line) == [3])
        #expect(Self.lint(path, "let template = \"\"\"\n    // reads /proc/self/maps\n    \"\"\"").map(\.line) == [2])
    }

    /// Generated code may import a module one system lacks where it guards the import with
    /// `canImport`; the system layer's tables of each system's paths are data.
    @Test func r2GuardedGeneratedImportsAndTheLayersTables() {
        let path = "Sources/LayoutDiscovery/Plan.swift"
        let unguarded = #"let header = networking ? "import FoundationNetworking\n" : """#
        #expect(
            Self.lint(path, unguarded).map(\.message) == [
                "`import FoundationNetworking` (a module only Linux's Foundation has) is Linux-only: only Sources/HostSystem may use it"
            ])
        let guarded = ##"let header = networking ? "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" : """##
        #expect(Self.lint(path, guarded).isEmpty)
        // A list of module names is not an import.
        #expect(Self.lint(path, #"let reserved: Set = ["Foundation", "FoundationNetworking"]"#).isEmpty)
        let table = """
            var openers: [String] {
                switch HostPlatform.current {
                case .linux: ["/usr/bin/xdg-open"]
                case .darwin: ["/usr/bin/open"]
                }
            }
            """
        #expect(Self.lint("Sources/HostSystem/Desktop/Browser.swift", table).isEmpty)
        #expect(Self.lint("Sources/FrontEnd/Opener.swift", table).count == 2)
    }

    @Test func r2StringsOfTheSDKSurfaceAndTheSDKAreNotRead() {
        #expect(Self.lint("Sources/SDKSurface/Names.swift", #"let name = "FSEventStreamRef""#).isEmpty)
        #expect(Self.lint("Sources/SDKSurface/Names.swift", "let stream = FSEventStreamCreate()").count == 1)
        #expect(Self.lint("Sources/UIKit/Names.swift", "let time = mach_absolute_time()").isEmpty)
    }

    @Test func r3ThePackageDeclaresMacOSAndSystemLibrariesForBothHosts() {
        let old = """
            let package = Package(
                name: "p",
                targets: [
                    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
                ]
            )
            """
        #expect(
            Self.lint("Package.swift", old).map(\.description) == [
                "Package.swift:1: R3: `Package(…)` declares no `platforms:` (macOS 13 or later)",
                "Package.swift:4: R3: `.systemLibrary` \"CReadline\" has no `pkgConfig:`",
                "Package.swift:4: R3: `.systemLibrary` \"CReadline\" has no `.brew([…])` provider"
            ])
        let tooOld = "let package = Package(name: \"p\", platforms: [.macOS(.v12), .iOS(.v16)])"
        #expect(Self.lint("Package.swift", tooOld).map(\.message) == ["`.macOS(.v12)` is older than macOS 13 (or not a version)"])
        let clean = """
            let package = Package(
                name: "p",
                platforms: [.macOS(.v13)],
                targets: [
                    .systemLibrary(name: "CReadline", pkgConfig: "readline",
                                   providers: [.brew(["readline"]), .apt(["libreadline-dev"])]),
                ]
            )
            """
        #expect(Self.lint("Package.swift", clean).isEmpty)
        #expect(Self.lint("Package.swift", #"let package = Package(name: "p", platforms: [.macOS("14.0")])"#).isEmpty)
        // zlib ships in the macOS SDK: apt's provider is all it needs.
        let zlib = #"let package = Package(name: "p", platforms: [.macOS(.v13)], targets: [.systemLibrary(name: "CZlib", path: "Z")])"#
        #expect(Self.lint("Package.swift", zlib).map(\.message) == ["`.systemLibrary` \"CZlib\" has no `.apt([…])` provider"])
        let zlibApt =
            #"let package = Package(name: "p", platforms: [.macOS(.v13)], targets: [.systemLibrary(name: "CZlib", path: "Z", providers: [.apt(["zlib1g-dev"])])])"#
        #expect(Self.lint("Package.swift", zlibApt).isEmpty)
    }

    static let header = """
        #ifndef LB_SYSTEM_H
        #define LB_SYSTEM_H
        /// lb_parent_death(int) in a comment is not a declaration.
        int lb_pipe_cloexec(int fds[2]);
        int lb_parent_death(int signal);
        #endif
        """
    static let linux = """
        // Linux's half.
        #ifdef __linux__
        #define _GNU_SOURCE
        #include <sys/prctl.h>
        int lb_parent_death(int signal) {
            return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0, 0, 0);
        }
        #endif
        """
    static let darwin = "#ifdef __APPLE__\nint lb_parent_death(int signal) {\n    return 0;\n}\n#endif\n"
    static let common = "#include <unistd.h>\n#include <fcntl.h>\nint lb_pipe_cloexec(int fds[2]) {\n    return pipe(fds);\n}\n"

    static func shim(header: String = header, common: String? = common, linux: String = linux, darwin: String? = darwin) -> [(path: String, text: String)] {
        var files = [("Sources/CHostSystem/include/lb_system.h", header), ("Sources/CHostSystem/lb_linux.c", linux)]
        if let common { files.append(("Sources/CHostSystem/lb_common.c", common)) }
        if let darwin { files.append(("Sources/CHostSystem/lb_darwin.c", darwin)) }
        return files
    }

    @Test func r4TheCShimSplitsPerOSInWholeFiles() {
        #expect(Self.lint(Self.shim()).isEmpty)
        let unguarded = Self.lint(Self.shim(linux: "#define _GNU_SOURCE\n" + Self.linux, darwin: nil))
        #expect(
            unguarded.map(\.description) == [
                "Sources/CHostSystem/include/lb_system.h:5: R4: `lb_parent_death` is defined in lb_linux.c only: define it in the other OS's file too, or in lb_common.c",
                "Sources/CHostSystem/lb_darwin.c:1: R4: missing: CHostSystem splits into lb_common.c, lb_linux.c, lb_darwin.c and include/lb_system.h",
                "Sources/CHostSystem/lb_linux.c:1: R4: the whole body belongs inside `#ifdef __linux__`, which must be the first line of code"
            ])
        let trailing = Self.lint(Self.shim(darwin: Self.darwin + "int lb_extra(void) { return 1; }\n"))
        #expect(trailing.map(\.message) == ["code after the `#endif` of `#ifdef __APPLE__`: the whole body belongs inside it"])
        let linuxInCommon = Self.lint(Self.shim(common: Self.common + "int lb_parent_death(int s) { return prctl(1, s); }\n"))
        #expect(
            linuxInCommon.map(\.message) == [
                "`lb_parent_death` is defined in lb_common.c and again in lb_linux.c and lb_darwin.c",
                "`prctl` (prctl) is Linux-only, in lb_common.c"
            ])
        let linuxInDarwin = Self.lint(Self.shim(darwin: "#ifdef __APPLE__\nint lb_parent_death(int s) { return prctl(1, s); }\n#endif\n"))
        #expect(linuxInDarwin.map(\.description) == ["Sources/CHostSystem/lb_darwin.c:2: R4: `prctl` (prctl) is Linux-only, in lb_darwin.c"])
        let oneFile = Self.lint([("Sources/CHostSystem/include/lb_system.h", Self.header), ("Sources/CHostSystem/lb_system.c", Self.linux)])
        #expect(oneFile.filter { $0.message.hasPrefix("missing") }.count == 3)
        #expect(oneFile.contains { $0.path == "Sources/CHostSystem/lb_system.c" && $0.message.hasPrefix("not part of the split") })
        #expect(oneFile.filter { $0.message.contains("is declared but defined in neither") }.map(\.line) == [4, 5])
    }

    @Test func r5LinkerStringsOnlyInTheToolchainFolder() {
        let text = #"""
            let link = ["-Xlinker", "-rpath=$ORIGIN", "-o", "lib\(name).so"]
            let names = ["a.so.d", "-dynamiclib"] // "-all_load" in a comment
            let macho = "lib\(name).dylib"
            """#
        #expect(
            Self.lint("Sources/PluginBuild/Build/DirectBuildPlan.swift", text).map(\.message) == [
                "`-rpath=`, an ELF/GNU ld string, outside Sources/PluginBuild/Toolchain and Sources/HostSystem",
                "`$ORIGIN`, an ELF/GNU ld string, outside Sources/PluginBuild/Toolchain and Sources/HostSystem",
                "`.so`, an ELF/GNU ld string, outside Sources/PluginBuild/Toolchain and Sources/HostSystem",
                "`.dylib`, a Mach-O string, outside Sources/PluginBuild/Toolchain and Sources/HostSystem"
            ])
        #expect(Self.lint("Sources/PluginBuild/Build/DirectBuildPlan.swift", text).map(\.column) == [26, 33, 60, 24])
        #expect(Self.lint("Sources/PluginBuild/Toolchain/PluginToolchain.swift", text).isEmpty)
        // The system layer names each system's library suffix in a table its tests read.
        #expect(Self.lint("Sources/HostSystem/HostPlatform.swift", text).isEmpty)
    }

    @Test func r6PackageManagersOnlyInTheirOSBranches() {
        let flat = """
            #!/usr/bin/env bash
            # apt-get in a comment is not a command
            [ -f /usr/include/zlib.h ] || missing+=(zlib1g-dev)
            if [ ${#missing[@]} -gt 0 ]; then
                $sudo apt-get update -qq >&2
            fi
            """
        #expect(
            Self.lint(".ci/setup", flat).map(\.description) == [
                ".ci/setup:5: R6: `apt-get` outside a Linux branch (a `case` or `if` on `uname`)"
            ])
        let branched = """
            case "$(uname -s)" in
                Linux)
                    if [ -n "$missing" ]; then sudo apt-get install -y tmux; fi ;;
                Darwin) brew install tmux ;;
                *) echo "say Linux or macOS" >&2; exit 2 ;;
            esac
            if [ "$(uname)" = Darwin ]; then
                brew install readline
            elif [ "$(uname)" = Linux ]; then
                apt-get install -y libreadline-dev
            fi
            """
        #expect(Self.lint(".ci/setup", branched).isEmpty)
        let elseIsNoOS = """
            if [ "$(uname)" = Darwin ]; then
                brew install readline
            else
                apt-get install -y libreadline-dev
                brew install tmux
            fi
            """
        #expect(
            Self.lint(".ci/setup", elseIsNoOS).map(\.description) == [
                ".ci/setup:4: R6: `apt-get` outside a Linux branch (a `case` or `if` on `uname`)",
                ".ci/setup:5: R6: `brew` outside a macOS branch (a `case` or `if` on `uname`)"
            ])
    }
}
