import Foundation

/// Where a custom-stop request stands (wire-contract §5.1). The server stores any integer, so an
/// unknown code is kept and shown as "unknown (7)" instead of being guessed at.
public enum RequestState: Equatable, Hashable, Sendable {
    case pending
    case accepted
    case declined
    case completed
    case noShow
    case cancelled
    case unknown(Int)

    public init(code: Int) {
        switch code {
        case 1: self = .pending
        case 2: self = .accepted
        case 3: self = .declined
        case 4: self = .completed
        case 5: self = .noShow
        case 6: self = .cancelled
        default: self = .unknown(code)
        }
    }

    public var code: Int {
        switch self {
        case .pending: return 1
        case .accepted: return 2
        case .declined: return 3
        case .completed: return 4
        case .noShow: return 5
        case .cancelled: return 6
        case .unknown(let code): return code
        }
    }

    /// The contract's status name (`pending`, `no-show`, …; `unknown` for any other code).
    public var name: String {
        switch self {
        case .pending: return "pending"
        case .accepted: return "accepted"
        case .declined: return "declined"
        case .completed: return "completed"
        case .noShow: return "no-show"
        case .cancelled: return "cancelled"
        case .unknown: return "unknown"
        }
    }

    /// Decided well for the passenger: a bus is coming, or came (`--wait` ends with exit 0).
    public var endedWell: Bool { self == .accepted || self == .completed }

    /// Decided badly: no bus will come (`--wait` ends with exit 6).
    public var endedBadly: Bool { self == .declined || self == .noShow || self == .cancelled }
}
