import Foundation

/// iOS's declarations of UIEvent the SDK had not, kept and inert (sdk-surface standins).
extension UIEvent {
    public enum EventSubtype: Int, Hashable, Sendable {
        case motionShake = 1
        case none = 0
        case remoteControlBeginSeekingBackward = 106
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingBackward = 107
        case remoteControlEndSeekingForward = 109
        case remoteControlNextTrack = 104
        case remoteControlPause = 101
        case remoteControlPlay = 100
        case remoteControlPreviousTrack = 105
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
    }

    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static func button(_ p0: Int) -> UIEvent.ButtonMask { [] }
        public static var primary: UIEvent.ButtonMask { [] }
        public static var secondary: UIEvent.ButtonMask { [] }
    }
}
