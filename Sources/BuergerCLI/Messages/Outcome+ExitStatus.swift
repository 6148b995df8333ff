import CitizenClient
import Foundation

/// The exit codes `cli-contract.md` gives to how following and sending ended.
extension FollowOutcome {
    public var exitStatus: ExitStatus {
        switch ending {
        case .decided(let state): return state.endedBadly ? .requestEndedBadly : .success
        case .vanished: return .notFound
        case .deadlinePassed, .interrupted: return .gaveUp
        }
    }
}

extension SendResult {
    /// The command-line contract's exit code: 0 stored, 7 still unsent, 5 refused.
    public var exitStatus: ExitStatus {
        switch self {
        case .stored: return .success
        case .unsent: return .gaveUp
        case .rejected(_, let error): return error.exitStatus
        }
    }
}
