/// A key given twice in one JSON object: JSONSerialization keeps the last copy and the MCP SDK's
/// decoder the first, so a message with one is refused before either reads it (the transport's
/// checks and the server must see the same message).
enum DuplicateKeys {
    /// The first key that an object of `bytes` (JSON already known to parse) holds twice, as
    /// written (escapes kept), or nil.
    static func first(in bytes: [UInt8]) -> String? {
        // One entry an open container: its keys so far (nil for an array), and whether the next
        // string in it is a key.
        var stack: [(keys: Set<[UInt8]>?, expectingKey: Bool)] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                stack.append((keys: [], expectingKey: true))
            case UInt8(ascii: "["):
                stack.append((keys: nil, expectingKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                if stack.last?.keys != nil { stack[stack.count - 1].expectingKey = true }
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if let top = stack.last, top.keys != nil, top.expectingKey {
                    let key = Array(bytes[(index + 1)..<min(end, bytes.count)])
                    if top.keys!.contains(key) { return String(decoding: key, as: UTF8.self) }
                    stack[stack.count - 1].keys!.insert(key)
                    stack[stack.count - 1].expectingKey = false
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
