import Foundation

/// What happened while following a request, in the order it happened.
public enum FollowEvent: Equatable {
    /// The request's state as first seen (`from` nil) or as it changed.
    case stateChanged(from: RequestState?, to: RequestState, request: CustomStop)
    /// An accepted pick-up is at most 15 minutes away (`ReminderRule`).
    case reminder(pickUp: Date, location: Coordinate?, request: CustomStop)
    /// Looking the request up failed; said once until a look-up works again.
    case fetchFailed(FollowFailure)
    /// A look-up works again after `fetchFailed`.
    case recovered
    /// The server no longer has the request for this device.
    case vanished
}

/// Why a look-up failed, in the person's language.
public struct FollowFailure: Error, Equatable {
    public let underlying: Error

    public init(_ underlying: Error) {
        self.underlying = underlying
    }

    public func message(in language: Language) -> String {
        (underlying as? UserFacingError)?.message(in: language) ?? String(describing: underlying)
    }

    public static func == (lhs: FollowFailure, rhs: FollowFailure) -> Bool {
        lhs.message(in: .english) == rhs.message(in: .english)
    }
}

/// How following ended, and the exit code the command-line contract gives it.
public struct FollowOutcome: Equatable {
    public enum Ending: Equatable, Sendable {
        /// Accepted or completed (exit 0), or declined, no-show or cancelled (exit 6).
        case decided(RequestState)
        /// The request is not there (any more): exit 3.
        case vanished
        /// The deadline came first: exit 7.
        case deadlinePassed
        /// The person stopped it (Ctrl-C): exit 7, nothing was decided.
        case interrupted
    }

    public let ending: Ending
    /// The request as last seen; nil when it was never seen.
    public let lastSeen: CustomStop?

    public init(ending: Ending, lastSeen: CustomStop?) {
        self.ending = ending
        self.lastSeen = lastSeen
    }

    public var exitStatus: ExitStatus {
        switch ending {
        case .decided(let state): return state.endedBadly ? .requestEndedBadly : .success
        case .vanished: return .notFound
        case .deadlinePassed, .interrupted: return .gaveUp
        }
    }
}
