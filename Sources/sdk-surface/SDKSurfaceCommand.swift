import ArgumentParser
import Foundation
import SDKSurface

/// `sdk-surface`: holds layoutbench's SDK to UIKit's surface as an iOS SDK declares it. `facts`
/// reads a public copy of an iOS SDK and writes the facts of the types the SDK mirrors (kept in
/// Tests/SDKSurfaceTests); `compare` says where the SDK differs from them; `names` writes every
/// name UIKit declares (UIKitNames, for the build's messages); `interface` prints a module's.
@main
struct SDKSurfaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdk-surface", abstract: "Compare layoutbench's UIKit stand-ins with an iOS SDK's declarations.",
        subcommands: [Facts.self, Compare.self, Names.self, Interface.self, StandIns.self, RawValues.self, AppleNames.self])

    struct Modules: ParsableArguments {
        @Option(help: "The build folder holding the SDK's modules (a plugin build's .build/debug).")
        var build: String = ".build/debug"

        @Option(help: "The SDK's sources (for its enums' raw values, which interfaces do not print).")
        var sdkSources: String = "Sources/CollectionLayout"

        func interface(scratch: String) throws -> [SurfaceDeclaration] {
            let text = try InterfaceSynthesizer.layoutbench(
                modules: build + "/Modules", moduleMap: build + "/PluginABI.build/module.modulemap",
                scratch: scratch)
            var texts: [String] = []
            for case let relative as String in FileManager.default.enumerator(atPath: sdkSources)! where relative.hasSuffix(".swift") {
                texts.append(try String(contentsOfFile: sdkSources + "/" + relative, encoding: .utf8))
            }
            return InterfaceReader.withRawValues(
                InterfaceReader.declarations(in: text, extensionsOverridable: false),
                InterfaceReader.caseRawValues(inSources: texts))
        }
    }

    struct Facts: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write the facts of the mirrored types from an iOS SDK.")

        @Option(help: "An iOS SDK folder (…/iPhoneOS16.5.sdk).")
        var sdk: String

        @Option(help: "Where to write the facts.")
        var output: String = "Tests/SDKSurfaceTests/ios.facts"

        @Option(
            help:
                "An iOS SDK's Foundation.swiftmodule/arm64-apple-ios.swiftinterface (Foundation's Swift overlay: key-value observing), when the SDK's own is elsewhere."
        )
        var foundationInterface: String?

        @Option(
            help:
                "The renames (SwiftRenamesData.swift: OLD<TAB>NEW<TAB>KIND lines): CoreGraphics functions not renamed or unavailable there are the ones Swift still declares."
        )
        var renames: String = "Sources/LayoutDiscovery/Migration/SwiftRenamesData.swift"

        @OptionGroup var modules: Modules

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let ours = try modules.interface(scratch: scratch)
            var ios: [SurfaceDeclaration] = []
            for module in InterfaceSynthesizer.iosModules {
                ios += InterfaceReader.declarations(in: try InterfaceSynthesizer.ios(module, sdk: sdk, scratch: scratch))
            }
            // Foundation's Objective-C declarations and its Swift overlay, for the types the SDK
            // mirrors whole (key-value observing).
            var foundation = InterfaceReader.declarations(in: try InterfaceSynthesizer.ios("Foundation", sdk: sdk, scratch: scratch))
            let overlay =
                foundationInterface
                ?? sdk + "/System/Library/Frameworks/Foundation.framework/Modules/Foundation.swiftmodule/arm64-apple-ios.swiftinterface"
            if let text = try? String(contentsOfFile: overlay, encoding: .utf8) { foundation += InterfaceReader.declarations(in: text) }
            ios += foundation.filter { declaration in
                let root = declaration.owner.isEmpty ? declaration.path : String(declaration.owner.split(separator: ".")[0])
                return SurfaceFacts.foundationOverlayTypes.contains(root)
            }
            // CoreGraphics' global functions Swift still declares: those the renames do not
            // rename or make unavailable (CGColorSpaceCreateDeviceRGB, not CGRectMake).
            let renamed = Set(
                try String(contentsOfFile: renames, encoding: .utf8).split(separator: "\n")
                    .filter { $0.contains("\t") }.compactMap { $0.split(separator: "\t").first.map { String($0.prefix { $0 != "(" }) } })
            let coreGraphics = InterfaceReader.declarations(in: try InterfaceSynthesizer.ios("CoreGraphics", sdk: sdk, scratch: scratch))
            let topLevel = Set(
                coreGraphics.filter { $0.owner.isEmpty && $0.kind == .func }.map { String($0.path.prefix { $0 != "(" }) }
                    .filter { $0.hasPrefix("CG") && !$0.hasPrefix("CGPDF") && !renamed.contains($0) })
            let facts = SurfaceFacts.mirrored(ios, by: ours, topLevel: topLevel)
            let source =
                URL(fileURLWithPath: sdk).lastPathComponent
                + (foundationInterface.map { path in
                    let sdkName = path.split(separator: "/").first { $0.hasSuffix(".sdk") }.map(String.init) ?? URL(fileURLWithPath: path).lastPathComponent
                    return " (Foundation's Swift overlay from \(sdkName))"
                } ?? "")
            try SurfaceFacts.text(facts, source: source)
                .write(toFile: output, atomically: true, encoding: .utf8)
            print(
                "\(facts.count) facts of \(Set(facts.map { $0.owner.split(separator: ".").first.map(String.init) ?? $0.path }).count) types written to \(output)"
            )
        }
    }

    struct Names: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write every name UIKit, QuartzCore and CoreGraphics declare, from an iOS SDK.")

        @Option(help: "An iOS SDK folder (…/iPhoneOS16.5.sdk).")
        var sdk: String

        @Option(help: "Where to write the names.")
        var output: String = "Sources/PluginBuild/Build/UIKitNames.swift"

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            var ios: [SurfaceDeclaration] = []
            for module in InterfaceSynthesizer.iosModules {
                ios += InterfaceReader.declarations(in: try InterfaceSynthesizer.ios(module, sdk: sdk, scratch: scratch))
            }
            let foundation = InterfaceReader.declarations(in: try InterfaceSynthesizer.ios("Foundation", sdk: sdk, scratch: scratch))
            let names = SurfaceNames.names(of: ios), foundationNames = SurfaceNames.names(of: foundation)
            // Each class's superclass and protocols, each protocol's protocols: their members are its own too.
            let parents = Dictionary(
                (ios + foundation).filter { ($0.kind == .class || $0.kind == .protocol) && !$0.inherited.isEmpty }
                    .map { ($0.path, $0.inherited.map { SurfaceNames.simple($0) }) }
            ) { first, _ in first }
            try SurfaceNames.swiftSource(names, parents: parents, foundation: foundationNames, source: URL(fileURLWithPath: sdk).lastPathComponent)
                .write(toFile: output, atomically: true, encoding: .utf8)
            print("\(names.count) UIKit names and \(foundationNames.count) of Foundation written to \(output)")
        }
    }

    struct AppleNames: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "apple-names",
            abstract: "Write the names Apple's frameworks declare that a Mac build of the SDK must leave to them.")

        @Option(help: "An iOS SDK folder (…/iPhoneOS16.5.sdk): its CoreGraphics, QuartzCore and Objective-C modules stand for the Mac's.")
        var sdk: String

        @Option(help: "Where to write the names.")
        var output: String = "Tests/SDKSurfaceTests/apple-frameworks.names"

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            var lines: [String] = []
            for module in AppleFrameworkNames.modules {
                let declarations = InterfaceReader.declarations(in: try InterfaceSynthesizer.ios(module, sdk: sdk, scratch: scratch))
                lines += declarations.filter { AppleFrameworkNames.keeps($0.path, of: module) }.map { module + " | " + $0.path }
            }
            let text = AppleFrameworkNames.header(source: URL(fileURLWithPath: sdk).lastPathComponent) + Set(lines).sorted().joined(separator: "\n") + "\n"
            try text.write(toFile: output, atomically: true, encoding: .utf8)
            print("\(Set(lines).count) names written to \(output)")
        }
    }

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Say where the SDK's declarations differ from the facts.")

        @Option(help: "The facts file.")
        var facts: String = "Tests/SDKSurfaceTests/ios.facts"

        @Flag(help: "Also list the mirrored types' declarations the SDK lacks.")
        var missing = false

        @OptionGroup var modules: Modules

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let foundation = InterfaceReader.declarations(in: try InterfaceSynthesizer.hostFoundation(scratch: scratch), extensionsOverridable: false)
            let comparison = SurfaceComparison(
                facts: SurfaceFacts.read(try String(contentsOfFile: facts, encoding: .utf8)),
                ours: try modules.interface(scratch: scratch), foundation: foundation)
            print(comparison.report(listingMissing: missing))
        }
    }

    struct Interface: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a module's Swift interface: an iOS module's with --sdk (for reference only: keep none of it), else the SDK's.")

        @Option(help: "An iOS SDK folder (…/iPhoneOS16.5.sdk).")
        var sdk: String?

        @Argument(help: "The iOS module (UIKit, QuartzCore, CoreGraphics); ignored without --sdk.")
        var module = "UIKit"

        @OptionGroup var modules: Modules

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            if let sdk {
                print(try InterfaceSynthesizer.ios(module, sdk: sdk, scratch: scratch))
            } else {
                print(
                    try InterfaceSynthesizer.layoutbench(
                        modules: modules.build + "/Modules", moduleMap: modules.build + "/PluginABI.build/module.modulemap",
                        scratch: scratch))
            }
        }
    }

    struct StandIns: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "standins",
            abstract: "Write the mirrored types' missing declarations into the SDK's sources as inert stand-ins, and list what it could not.")

        @Option(help: "The facts file.")
        var facts: String = "Tests/SDKSurfaceTests/ios.facts"

        @Option(help: "The SDK's sources.")
        var sources: String = "Sources/CollectionLayout"

        @Option(help: "The folder for extension files (one per owner).")
        var extensions: String = "Sources/CollectionLayout/StandIns/Surface"

        @OptionGroup var modules: Modules

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let foundation = InterfaceReader.declarations(in: try InterfaceSynthesizer.hostFoundation(scratch: scratch), extensionsOverridable: false)
            let ours = try modules.interface(scratch: scratch)
            let comparison = SurfaceComparison(
                facts: SurfaceFacts.read(try String(contentsOfFile: facts, encoding: .utf8)),
                ours: ours, foundation: foundation)
            let map = try SourceTypeMap(folder: sources)
            let plan = StandInPlan(missing: comparison.missing, known: ours + foundation, sourceTypes: map)
            var byFile: [String: [(closingBrace: Int, indentation: String, lines: String)]] = [:]
            for (path, members) in plan.bodies {
                guard let body = map.bodies[path] else { continue }
                let lines = "// iOS's other members, kept and inert (sdk-surface standins)\n" + members.joined(separator: "\n")
                byFile[body.file, default: []].append((body.closingBrace, body.indentation, lines))
            }
            for (file, insertions) in byFile {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                try SourceTypeMap.inserting(insertions, into: text).write(toFile: file, atomically: true, encoding: .utf8)
            }
            try FileManager.default.createDirectory(atPath: extensions, withIntermediateDirectories: true)
            for (owner, members) in plan.extensions {
                let name = owner.isEmpty ? "CoreGraphicsFunctions" : owner
                let body = members.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : (owner.isEmpty ? "" : "    ") + $0 }.joined(separator: "\n")
                let file = extensions + "/\(name)+iOS.swift"
                let block = (owner.isEmpty ? body : "extension \(owner) {\n\(body)\n}") + "\n"
                // A later run's members go below the earlier ones.
                let text =
                    (try? String(contentsOfFile: file, encoding: .utf8)).map { $0 + "\n" + block }
                    ?? "import Foundation\n\n/// iOS's declarations of \(owner.isEmpty ? "the top level" : owner) the SDK had not, "
                    + "kept and inert (sdk-surface standins).\n" + block
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            }
            for (fact, reason) in plan.skipped.sorted(by: { $0.fact.path < $1.fact.path }) {
                print("skipped: \(fact.path): \(reason)")
            }
            print(
                "\(comparison.missing.count) missing; \(plan.bodies.values.map(\.count).reduce(0, +)) written into bodies, "
                    + "\(plan.extensions.values.map(\.count).reduce(0, +)) into extensions, \(plan.skipped.count) skipped")
        }
    }

    struct RawValues: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "raw-values", abstract: "Give the SDK's enum cases iOS's raw values where theirs differ.")

        @Option(help: "The facts file.")
        var facts: String = "Tests/SDKSurfaceTests/ios.facts"

        @Option(help: "The SDK's sources.")
        var sources: String = "Sources/CollectionLayout"

        @OptionGroup var modules: Modules

        func run() throws {
            let scratch = NSTemporaryDirectory() + "sdk-surface-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let comparison = SurfaceComparison(
                facts: SurfaceFacts.read(try String(contentsOfFile: facts, encoding: .utf8)),
                ours: try modules.interface(scratch: scratch))
            var values: [String: String] = [:]
            for finding in comparison.findings where finding.fact.kind == .case && finding.differences.contains(where: { $0.hasPrefix("type:") }) {
                if let value = finding.fact.type { values[finding.fact.path] = value }
            }
            // Every case of an enum that differs, so the cases counted on after it keep iOS's values.
            let enums = Set(values.keys.map { String($0[..<$0.lastIndex(of: ".")!]) })
            for fact in SurfaceFacts.read(try String(contentsOfFile: facts, encoding: .utf8)) where fact.kind == .case && enums.contains(fact.owner) {
                if let value = fact.type, values[fact.path] == nil { values[fact.path] = value }
            }
            var changed = 0
            for case let relative as String in FileManager.default.enumerator(atPath: sources)! where relative.hasSuffix(".swift") {
                let path = sources + "/" + relative
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let fixed = RawValueFixer.fixing(text, values: values)
                if fixed != text {
                    try fixed.write(toFile: path, atomically: true, encoding: .utf8)
                    changed += 1
                }
            }
            print("\(values.count) cases of \(enums.count) enums given iOS's raw values, in \(changed) files")
        }
    }
}
