import ArgumentParser
import Foundation
import LayoutHost
import PluginBuild
import HostSupport

/// `layoutbench new NAME`: a plugin folder with a minimal layout and a tour that shows it.
struct NewPlugin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "A plugin folder with a minimal layout (in --plugins, else ./Layouts).")

    @ParentCommand var root: Layoutbench

    @Argument(help: "The plugin's name (its folder).")
    var name: String

    @Flag(help: "A UICollectionViewFlowLayout subclass.")
    var flow = false

    @Flag(help: "A UICollectionViewCompositionalLayout made by a function.")
    var compositional = false

    func validate() throws {
        if root.commands != nil { throw ValidationError("use either new NAME or -c, not both") }
        if flow && compositional { throw ValidationError("--flow or --compositional, not both") }
    }

    /// Writes the plugin folder (in --plugins, else ./Layouts, so a project's own sources never
    /// become plugins) and says what to type next, as it can be typed.
    func run() throws {
        let directory = root.plugins ?? Layoutbench.defaultPluginsFolder
        let kind: PluginTemplate.Kind = flow ? .flow : compositional ? .compositional : .custom
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // ./Layouts is read by default, so only another folder is named.
            let option = root.plugins == nil ? "" : " --plugins " + ShellWord.quoted(directory)
            let created = try PluginTemplate.create(name: name, kind: kind, in: directory, command: "layoutbench" + option)
            print("created \(created.files.map { created.folder + "/" + $0 }.joined(separator: " and "))")
            let command = Layoutbench.commandName + option
            print("next: \(command) run \(ShellWord.quoted(created.folder + "/tour.lbs"))   (or: \(command), then use \(created.layoutID))")
            if let note = Layoutbench.pathNote { print(note) }
        } catch let error as PluginTemplate.TemplateError {
            StandardStreams.err("error: \(error.description)\n")
            throw ExitCode(1)
        } catch {
            StandardStreams.err("error: cannot create \(directory): \(error.localizedDescription)\n")
            throw ExitCode(1)
        }
    }
}
