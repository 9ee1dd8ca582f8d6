import Foundation
package import HostSystem

/// What loaded plugin libraries cost in memory. Every generation stays mapped (Swift libraries
/// cannot be unloaded); its cost is what the system says of its private copy's mappings
/// (ImageMemory: the resident pages). Heap the plugin allocated is not counted.
package enum PluginMemory {
    package typealias Usage = ImageMemory.Usage

    /// Memory of the mapped images of `libraries`, summed; nil when the system does not say. Each
    /// generation is a private copy (`copyPath`, named after the library, the process and the
    /// load: PluginLibrary.load), mapped until the process ends.
    package static func usage(of libraries: [PluginLibrary]) -> Usage? {
        guard !libraries.isEmpty, let maps = ImageMemory.byFile() else { return nil }
        let copies = Set(libraries.map { URL(fileURLWithPath: $0.copyPath).lastPathComponent })
        var total = Usage()
        for (path, usage) in maps {
            guard copies.contains(URL(fileURLWithPath: path).lastPathComponent) else { continue }
            total.resident += usage.resident
            total.mapped += usage.mapped
        }
        return total
    }

    /// Roughly what `libraries` cost: the resident pages of their images, or (where the system
    /// does not say) their files' sizes.
    package static func estimate(_ libraries: [PluginLibrary]) -> Int {
        guard !libraries.isEmpty else { return 0 }
        return usage(of: libraries)?.resident ?? libraries.reduce(0) { $0 + $1.fileSize }
    }

    /// The process's resident set, in bytes.
    package static func processResident() -> Int { Int(ProcessMemory.current.resident) }
}
