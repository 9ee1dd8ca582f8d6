// UIKit re-exports Foundation (and with it Dispatch); so does the SDK, so a ported layout
// needs only its import line changed.
@_exported import Foundation
