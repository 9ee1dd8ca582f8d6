import CZlib
import Foundation

/// A PNG read into RGBA pixels, for checking pictures at known points: 8-bit RGB or RGBA,
/// not interlaced (what rsvg-convert and chromium write).
struct PNGImage {
    let width: Int
    let height: Int
    private let pixels: [UInt8]

    struct Pixel: Equatable, CustomStringConvertible {
        var r, g, b, a: UInt8
        var description: String { String(format: "#%02x%02x%02x/%d", r, g, b, a) }
        /// Sum of the colour channels: higher is lighter.
        var lightness: Int { Int(r) + Int(g) + Int(b) }
        /// Within `tolerance` per channel of a colour written as "#rrggbb".
        func isClose(to hex: String, tolerance: Int = 6) -> Bool {
            let value = Int(hex.dropFirst(), radix: 16)!
            let (er, eg, eb) = ((value >> 16) & 255, (value >> 8) & 255, value & 255)
            return abs(Int(r) - er) <= tolerance && abs(Int(g) - eg) <= tolerance && abs(Int(b) - eb) <= tolerance
        }
    }

    enum Failure: Error { case notPNG, unsupported(String), corrupt }

    init(contentsOf path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard data.count > 8, data[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else { throw Failure.notPNG }
        var offset = 8, idat: [UInt8] = []
        var (width, height, channels) = (0, 0, 0)
        func u32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        while offset + 8 <= data.count {
            let length = u32(offset), type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= data.count else { throw Failure.corrupt }
            switch type {
            case "IHDR":
                (width, height) = (u32(body), u32(body + 4))
                let (depth, color, interlace) = (data[body + 8], data[body + 9], data[body + 12])
                guard depth == 8, color == 2 || color == 6, interlace == 0 else { throw Failure.unsupported("depth \(depth) colour \(color)") }
                channels = color == 6 ? 4 : 3
            case "IDAT": idat += data[body..<body + length]
            default: break
            }
            offset = body + length + 4
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            idat.withUnsafeBufferPointer { uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure.corrupt }
        var image = [UInt8](repeating: 0, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: stride), line = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(line[x - channels]) : 0, b = Int(previous[x]), c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.corrupt
                }
                line[x] = UInt8((Int(value) + predictor) & 255)
            }
            for x in 0..<width {
                for k in 0..<4 { image[(y * width + x) * 4 + k] = k < channels ? line[x * channels + k] : 255 }
            }
            swap(&previous, &line)
        }
        self.width = width
        self.height = height
        pixels = image
    }

    subscript(x: Int, y: Int) -> Pixel {
        let i = (y * width + x) * 4
        return Pixel(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
}
