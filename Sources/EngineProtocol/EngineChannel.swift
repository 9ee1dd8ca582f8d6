/// Where the engine finds its channel to the front end: the descriptors its front end sets up
/// before the engine starts, and the engine reads and writes (and checks after every request).
package enum EngineChannel {
    /// The front end's requests (EngineRequest frames), read by the engine.
    package static let requestDescriptor: Int32 = 3
    /// The engine's replies (EngineReply frames), read by the front end.
    package static let responseDescriptor: Int32 = 4
    /// The shared page of the engine's current call (CallTracker), read by the front end's clock.
    package static let callsDescriptor: Int32 = 5
}
