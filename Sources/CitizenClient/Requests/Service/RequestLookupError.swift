import Foundation

/// Why one request of this device cannot be shown or changed.
public enum RequestLookupError: Error, Equatable, Sendable {
    /// The server has no such request of this device. The server lets anyone read or cancel any
    /// request; asking with the device id is the only check that it is ours, so a foreign one is this.
    case notYours(Int64)
    /// The server still shows the request in `state` after it was asked to cancel it.
    case notCancelled(Int64, state: RequestState?)
}
