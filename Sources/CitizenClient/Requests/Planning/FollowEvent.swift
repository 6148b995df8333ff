import Foundation

/// What happened while following a request, in the order it happened.
public enum FollowEvent: Equatable {
    /// The request's state as first seen (`from` nil) or as it changed.
    case stateChanged(from: RequestState?, to: RequestState, request: CustomStop)
    /// An accepted pick-up is at most 15 minutes away (`ReminderRule`): `pickUp` is when the bus is
    /// expected there (its estimate when there is one, else the agreed time).
    case reminder(pickUp: Date, location: Coordinate?, request: CustomStop)
    /// The accepting bus's expected arrival, first seen or moved to another minute or place.
    case estimate(PickupEstimate, request: CustomStop)
    /// The early end of the estimate's range came within the alert's lead (once).
    case alert(PickupEstimate, request: CustomStop)
    /// Looking the request up failed; said once until a look-up works again.
    case fetchFailed(FollowFailure)
    /// A look-up works again after `fetchFailed`.
    case recovered
    /// The server no longer has the request for this device.
    case vanished
}

/// Why a look-up failed: the error as thrown, worded by the CLI. Two failures are the same when
/// they are the same value (never compared by their words, which change with the language).
public struct FollowFailure: Error, Equatable {
    public let underlying: Error

    public init(_ underlying: Error) {
        self.underlying = underlying
    }

    public static func == (lhs: FollowFailure, rhs: FollowFailure) -> Bool {
        if let left = lhs.underlying as? ClientError, let right = rhs.underlying as? ClientError {
            return left == right
        }
        return type(of: lhs.underlying) == type(of: rhs.underlying)
            && String(reflecting: lhs.underlying) == String(reflecting: rhs.underlying)
    }
}
