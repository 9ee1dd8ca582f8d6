import Foundation
import HostSupport
import HostSystem
import PluginABI
import Synchronization

/// A plugin library loaded into the host: a private copy dlopened with RTLD_LOCAL (the loader
/// would hand back a stale image for a path or inode it has seen), checked, and never closed.
public final class PluginLibrary {
    package let name: String
    /// The library file the user named or the build produced.
    package let path: String
    /// The private copy that is mapped (kept on disk while mapped, for backtraces and restores).
    package let copyPath: String
    package let abiVersion: UInt32
    /// The plugin ABI version this host speaks (and loads: layoutbench/plugin.h, "Compatibility").
    package static let hostABIVersion = LB_ABI_VERSION
    package let layouts: [LayoutInfo]
    /// 1 for the first copy of this plugin in the session, then 2, 3, … after reloads.
    package let generation: Int
    /// Size of the library file, roughly what each loaded generation costs in memory.
    package let fileSize: Int
    let functions: UnsafePointer<lb_layout_functions>
    /// Parameter values of each layout's first instance, by layout id (LayoutInstance.defaults).
    var parameterDefaults: [String: [String: String]] = [:]

    /// Copies made so far, for unique copy names.
    private static let loadCount = Mutex(0)

    /// Loads `path`, refusing with one line naming the cause when it is not a usable plugin.
    /// `phase` receives how long the copy, the dlopen and the handshake took (nanoseconds).
    /// `recordedAs` names the library it stands for when `path` is a copy (a restore loads the
    /// exact generation a replaced engine had).
    package static func load(
        path: String, copyDirectory: String, generation: Int = 1, recordedAs: String? = nil,
        phase: ((_ name: String, _ nanoseconds: UInt64) -> Void)? = nil
    ) throws -> PluginLibrary {
        let manager = FileManager.default
        var mark = MonotonicClock.now()
        func lap(_ name: String) {
            let now = MonotonicClock.now()
            phase?(name, now - mark)
            mark = now
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw PluginLoadError("no such library: \(path)")
        }
        let load = loadCount.withLock { count in
            count += 1
            return count
        }
        let base = URL(fileURLWithPath: recordedAs ?? path).deletingPathExtension().lastPathComponent
        let copy = "\(copyDirectory)/\(base)-\(StaleTemporaries.tag)-\(load)\(HostPlatform.current.librarySuffix)"
        do {
            try manager.createDirectory(atPath: copyDirectory, withIntermediateDirectories: true)
            if manager.fileExists(atPath: copy) { try manager.removeItem(atPath: copy) }
            try manager.copyItem(atPath: path, toPath: copy)
        } catch {
            throw PluginLoadError("cannot copy \(path) to \(copyDirectory): \(error.localizedDescription)")
        }
        lap("copy")
        // The copy stays on disk while it is mapped, so a crash's backtrace names its functions and
        // lines; copies of processes that are gone are removed at the next start (StaleTemporaries).
        let opened = CallTracker.tracking(.loading, layout: base, tag: CallTracker.nextTag()) { DynamicLibrary.open(copy) }
        lap("dlopen")
        let handle: UnsafeMutableRawPointer
        switch opened {
        case .success(let opened): handle = opened
        case .failure(let error):
            try? manager.removeItem(atPath: copy)
            throw PluginLoadError("not a loadable shared library: \(path) (\(error.message.replacingOccurrences(of: copy, with: path)))")
        }
        guard let symbol = DynamicLibrary.symbol(LB_ENTRY_SYMBOL, in: handle) else {
            throw PluginLoadError("\(path) has no entry symbol \(LB_ENTRY_SYMBOL): not a layoutbench plugin")
        }
        let entry = unsafeBitCast(symbol, to: lb_entry_function.self)
        guard let descriptor = CallTracker.tracking(.loading, layout: base, tag: CallTracker.nextTag(), { entry(LB_ABI_VERSION) }) else {
            throw PluginLoadError("\(path): the plugin entry returned no descriptor")
        }
        // Every record the plugin hands over is its memory: checked readable before it is read.
        guard GuardedMemory.isReadable(descriptor, byteCount: MemoryLayout<lb_plugin>.size) else {
            throw PluginLoadError("\(path): the plugin entry returned a descriptor at \(descriptor) that is not readable memory")
        }
        let plugin = descriptor.pointee
        guard plugin.abi_version == LB_ABI_VERSION else {
            throw PluginLoadError(
                "\(path) was built for plugin ABI version \(plugin.abi_version); this host speaks version \(LB_ABI_VERSION) (rebuild it against this SDK)")
        }
        guard plugin.struct_size >= UInt32(MemoryLayout<lb_plugin>.size) else {
            throw PluginLoadError("\(path): plugin descriptor too small (\(plugin.struct_size) bytes)")
        }
        let name = try plugin.name.map { try text($0, "the plugin name", path) } ?? base
        if let error = plugin.error {
            throw PluginLoadError("plugin \(name) failed to start: \(try text(error, "the error", path))")
        }
        guard let functions = plugin.functions else {
            throw PluginLoadError("plugin \(name) has no function table")
        }
        guard GuardedMemory.isReadable(functions, byteCount: MemoryLayout<lb_layout_functions>.size) else {
            throw PluginLoadError("plugin \(name): its function table at \(functions) is not readable memory")
        }
        guard functions.pointee.struct_size >= UInt32(MemoryLayout<lb_layout_functions>.size) else {
            throw PluginLoadError("plugin \(name): function table too small (\(functions.pointee.struct_size) bytes)")
        }
        guard plugin.layout_count <= PluginLimits.layouts else {
            throw PluginLoadError("plugin \(name) claims \(plugin.layout_count) layouts; a plugin may export at most \(PluginLimits.layouts)")
        }
        var layouts: [LayoutInfo] = []
        // The plugin's layouts are named to create() from its index base (plugins sharing one SDK
        // library): base + index must be an index, so a base near the top is the plugin's error.
        guard plugin.layout_index_base <= UInt64(Int32.max) else {
            throw PluginLoadError("plugin \(name) claims layout index base \(plugin.layout_index_base); at most \(Int32.max)")
        }
        let indexBase = Int(plugin.layout_index_base)
        if plugin.layout_count > 0, plugin.layouts == nil {
            throw PluginLoadError("plugin \(name) claims \(plugin.layout_count) layouts and gives no records")
        }
        if let records = plugin.layouts {
            var ids = Set<String>()
            for index in 0..<Int(plugin.layout_count) {
                var layout = try LayoutInfo(record: records, index: index, plugin: name)
                guard !layout.id.isEmpty else { throw PluginLoadError("plugin \(name): layout \(index) has no id") }
                guard
                    !layout.id.contains(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
                        && !layout.id.contains("\\")
                else {
                    throw PluginLoadError("plugin \(name): layout \(index)'s id '\(layout.id)' holds a space or a control character")
                }
                guard ids.insert(layout.id).inserted else { throw PluginLoadError("plugin \(name) exports the layout id '\(layout.id)' twice") }
                layout.index = indexBase + index
                layouts.append(layout)
            }
        }
        let size = (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        lap("handshake")
        return PluginLibrary(
            name: name, path: recordedAs ?? path, copyPath: copy, abiVersion: plugin.abi_version, layouts: layouts,
            generation: generation, fileSize: size, functions: functions)
    }

    private init(
        name: String, path: String, copyPath: String, abiVersion: UInt32, layouts: [LayoutInfo], generation: Int,
        fileSize: Int, functions: UnsafePointer<lb_layout_functions>
    ) {
        self.name = name
        self.path = path
        self.copyPath = copyPath
        self.abiVersion = abiVersion
        self.layouts = layouts
        self.generation = generation
        self.fileSize = fileSize
        self.functions = functions
    }

    package func layout(id: String) -> LayoutInfo? { layouts.first { $0.id == id } }
}

/// A plugin's string, bounded (PluginLimits.stringBytes), its control characters escaped
/// (TerminalText): names, titles and summaries are printed as they are kept.
package func text(_ pointer: UnsafePointer<CChar>, _ what: String, _ plugin: String) throws -> String {
    guard let value = PluginLimits.string(pointer) else {
        throw PluginLoadError("\(plugin): \(what) is longer than \(PluginLimits.stringBytes) bytes or not terminated")
    }
    return TerminalText.escaped(value)
}

extension LayoutInfo {
    /// Layout `index` of the array at `base`, its records `struct_size` bytes apart.
    init(record base: UnsafePointer<lb_layout_info>, index: Int, plugin: String) throws {
        guard GuardedMemory.isReadable(base, byteCount: MemoryLayout<UInt32>.size) else {
            throw PluginLoadError("\(plugin): its layout records at \(base) are not readable memory")
        }
        let stride = Int(base.pointee.struct_size)
        guard stride >= PluginLimits.requiredSize(lb_layout_info.self) else {
            throw PluginLoadError("\(plugin): layout records of \(stride) bytes; this host reads \(PluginLimits.requiredSize(lb_layout_info.self))")
        }
        guard stride <= 1 << 16, GuardedMemory.isReadable(UnsafeRawPointer(base) + index * stride, byteCount: PluginLimits.requiredSize(lb_layout_info.self))
        else {
            throw PluginLoadError("\(plugin): layout record \(index) is not readable memory (records \(stride) bytes apart)")
        }
        let record = (UnsafeRawPointer(base) + index * stride).assumingMemoryBound(to: lb_layout_info.self).pointee
        guard Int(record.struct_size) == stride else {
            throw PluginLoadError("\(plugin): layout record \(index) declares \(record.struct_size) bytes, the first \(stride)")
        }
        let string = { (pointer: UnsafePointer<CChar>?, what: String) throws -> String in
            try pointer.map { try text($0, what, plugin) } ?? ""
        }
        let id = try string(record.id, "layout \(index)'s id")
        guard record.parameter_count <= PluginLimits.parametersPerLayout else {
            throw PluginLoadError("\(plugin): layout \(id) claims \(record.parameter_count) parameters; at most \(PluginLimits.parametersPerLayout)")
        }
        var parameters: [ParameterInfo] = []
        if let first = record.parameters, record.parameter_count > 0 {
            guard GuardedMemory.isReadable(first, byteCount: MemoryLayout<UInt32>.size) else {
                throw PluginLoadError("\(plugin): the parameter records of \(id) are not readable memory")
            }
            let parameterStride = Int(first.pointee.struct_size)
            guard parameterStride >= PluginLimits.requiredSize(lb_parameter_info.self) else {
                throw PluginLoadError(
                    "\(plugin): parameter records of \(parameterStride) bytes; this host reads \(PluginLimits.requiredSize(lb_parameter_info.self))")
            }
            guard parameterStride <= 1 << 16,
                GuardedMemory.areReadable(
                    records: first, count: Int(record.parameter_count), stride: parameterStride, size: PluginLimits.requiredSize(lb_parameter_info.self))
            else {
                throw PluginLoadError("\(plugin): the parameter records of \(id) are not readable memory")
            }
            var names = Set<String>()
            for position in 0..<Int(record.parameter_count) {
                let p = (UnsafeRawPointer(first) + position * parameterStride)
                    .assumingMemoryBound(to: lb_parameter_info.self).pointee
                guard Int(p.struct_size) == parameterStride else {
                    throw PluginLoadError("\(plugin): parameter record \(position) of \(id) declares \(p.struct_size) bytes, the first \(parameterStride)")
                }
                let parameterName = try string(p.name, "a parameter name")
                guard names.insert(parameterName).inserted else {
                    throw PluginLoadError("\(plugin): layout \(id) declares the parameter '\(parameterName)' twice")
                }
                let type = try string(p.type, "a parameter type")
                guard !type.contains("\\") else {
                    throw PluginLoadError("\(plugin): a parameter type of \(id) holds a control character ('\(type)')")
                }
                parameters.append(
                    ParameterInfo(
                        name: parameterName, type: type,
                        defaultValue: try string(p.default_value, "a parameter default"),
                        range: try string(p.range, "a parameter range"), summary: try string(p.summary, "a parameter summary")))
            }
        }
        self.init(
            id: id, title: try string(record.title, "\(id)'s title"), summary: try string(record.summary, "\(id)'s summary"),
            parameters: parameters, index: index)
    }
}
