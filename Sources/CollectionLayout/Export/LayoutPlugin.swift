import Foundation
import PluginABI

/// Builds a plugin's ABI descriptor from its list of layouts. A plugin's entry is one call:
///
///     @_cdecl("layoutbench_plugin_entry")
///     public func layoutbenchPluginEntry(_ hostABIVersion: UInt32) -> UnsafeRawPointer? {
///         LayoutPlugin.export(name: "Table", layouts: [
///             LayoutExport("table", title: "TableLayout") { TableLayout() },
///         ])
///     }
public enum LayoutPlugin {
    /// Every loaded plugin's layouts, in the order their entries exported them: the SDK library
    /// is shared by the plugins an engine loads, so create() finds a layout by its index here
    /// (a plugin's descriptor says where its layouts start, `layout_index_base`).
    static var exports: [LayoutExport] = []

    /// The descriptor for `layouts`; the host calls a loaded copy's entry once.
    public static func export(name: String, layouts: [LayoutExport]) -> UnsafeRawPointer {
        let plugin = UnsafeMutablePointer<lb_plugin>.allocate(capacity: 1)
        plugin.initialize(
            to: lb_plugin(
                abi_version: LB_ABI_VERSION, struct_size: UInt32(MemoryLayout<lb_plugin>.size),
                name: permanent(name), error: nil, layout_count: 0, layouts: nil, functions: functionTable,
                layout_index_base: UInt64(exports.count)))
        let ids = layouts.map(\.id)
        if let duplicate = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            plugin.pointee.error = permanent("plugin \(name) exports the layout id '\(duplicate)' twice")
        } else {
            exports += layouts
            let infos = UnsafeMutablePointer<lb_layout_info>.allocate(capacity: max(layouts.count, 1))
            for (index, export) in layouts.enumerated() {
                (infos + index).initialize(to: info(for: export))
            }
            plugin.pointee.layout_count = UInt64(layouts.count)
            plugin.pointee.layouts = UnsafePointer(infos)
        }
        return UnsafeRawPointer(plugin)
    }

    /// A descriptor that only reports `message`: for a plugin whose set-up failed.
    public static func failure(name: String, message: String) -> UnsafeRawPointer {
        let plugin = UnsafeMutablePointer<lb_plugin>.allocate(capacity: 1)
        plugin.initialize(
            to: lb_plugin(
                abi_version: LB_ABI_VERSION, struct_size: UInt32(MemoryLayout<lb_plugin>.size),
                name: permanent(name), error: permanent(message), layout_count: 0, layouts: nil, functions: nil, layout_index_base: 0))
        return UnsafeRawPointer(plugin)
    }

    /// The record of one layout. No layout is made here: a layout whose init() traps must not
    /// take its plugin's other layouts with it, so defaults are left empty for the host to read
    /// from the first instance it makes (get_parameter).
    private static func info(for export: LayoutExport) -> lb_layout_info {
        // The initialiser's arguments first (their defaults are known without making a layout),
        // then the properties.
        let count = export.arguments.count + export.parameters.count
        let parameters = UnsafeMutablePointer<lb_parameter_info>.allocate(capacity: max(count, 1))
        for (index, argument) in export.arguments.enumerated() {
            (parameters + index).initialize(
                to: lb_parameter_info(
                    struct_size: UInt32(MemoryLayout<lb_parameter_info>.size), name: permanent(argument.name),
                    type: permanent(argument.type), default_value: permanent(argument.defaultText),
                    range: permanent(argument.range), summary: permanent(argument.summary)))
        }
        for (index, parameter) in export.parameters.enumerated() {
            (parameters + export.arguments.count + index).initialize(
                to: lb_parameter_info(
                    struct_size: UInt32(MemoryLayout<lb_parameter_info>.size), name: permanent(parameter.name),
                    type: permanent(parameter.type), default_value: permanent(""),
                    range: permanent(parameter.range), summary: permanent(parameter.summary)))
        }
        return lb_layout_info(
            struct_size: UInt32(MemoryLayout<lb_layout_info>.size), id: permanent(export.id),
            title: permanent(export.title), summary: permanent(export.summary),
            parameter_count: UInt64(count), parameters: UnsafePointer(parameters))
    }

    /// A C string that lives as long as the process.
    private static func permanent(_ text: String) -> UnsafePointer<CChar> {
        UnsafePointer(strdup(text)!)
    }
}
