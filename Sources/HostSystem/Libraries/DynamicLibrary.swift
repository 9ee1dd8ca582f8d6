import CHostSystem
import Foundation

/// Shared libraries loaded at run time: plugins, and symbols of the images already loaded.
public enum DynamicLibrary {
    /// Opens `path` with every symbol bound now and kept to itself (RTLD_NOW | RTLD_LOCAL); the
    /// loader's error line when it cannot.
    public static func open(_ path: String) -> Result<UnsafeMutableRawPointer, LoadError> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LoadError(message: dlerror().map { String(cString: $0) } ?? "unknown error"))
        }
        return .success(handle)
    }

    /// `name` in the library `handle`, or nil.
    public static func symbol(_ name: String, in handle: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        dlsym(handle, name)
    }

    /// `name` in any image loaded (RTLD_DEFAULT), or nil.
    public static func loadedSymbol(_ name: String) -> UnsafeMutableRawPointer? { lb_default_symbol(name) }

    /// The loader's reason a library did not open.
    public struct LoadError: Error, Sendable {
        public var message: String
    }
}
