import CHostSystem
import Foundation

/// Memory shared with a child through a descriptor it inherits: the engine's call record.
public enum SharedMemory {
    /// A descriptor of `size` bytes of anonymous shared memory (closed on exec unless given to a
    /// child), mapped here read-write; nil when the system refuses.
    public static func anonymous(name: String, size: Int) -> (descriptor: Int32, pointer: UnsafeMutableRawPointer)? {
        let fd = lb_shared_memory_create(name)
        guard fd >= 0 else { return nil }
        guard ftruncate(fd, off_t(size)) == 0,
            let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED
        else {
            close(fd)
            return nil
        }
        return (fd, mapped)
    }

    /// Maps `size` bytes of an inherited shared memory descriptor; nil when it cannot.
    public static func map(descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED else { return nil }
        return mapped
    }
}
