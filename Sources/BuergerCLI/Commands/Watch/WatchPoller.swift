import CitizenClient
import Foundation

/// What `watch stop` and `watch bus` follow.
enum WatchSubject {
    case stop(String)
    case bus(Int64)
}

/// One look at the server per call, each with its own moment and a fresh service.
final class WatchPoller {
    let context: CommandContext
    private let startedAt: Date
    /// Whether the last poll was answered from the cache or without live data because the
    /// server could not be reached (the library says so through events, not errors).
    private(set) var networkLost = false

    init(context: CommandContext) {
        self.context = context
        startedAt = context.world.clock()
    }

    /// `--now` (when given) moves on with the real clock, so a pretend morning still passes.
    func moment() -> Date {
        context.now.addingTimeInterval(context.world.clock().timeIntervalSince(startedAt))
    }

    func poll(subject: WatchSubject, at moment: Date) throws -> WatchState {
        networkLost = false
        let service = try service(at: moment)
        switch subject {
        case .stop(let argument): return WatchState(board: try service.stopBoard(argument, count: .next(5)), at: moment)
        case .bus(let busId): return WatchState(report: try service.busReport(busId: busId), at: moment)
        }
    }

    /// The run's service at `moment`; an unreachable server is the watch's event to report once,
    /// not a note to repeat at every poll.
    func service(at moment: Date) throws -> CitizenService {
        try context.service(
            pretendNow: moment,
            intercept: { [weak self] event in
                switch event {
                case .offline(_, asked: false), .realTimeUnavailable(_, .serverUnreachable),
                    .realTimeUnavailable(_, .timedOut):
                    self?.networkLost = true
                    return true
                default:
                    return false
                }
            })
    }
}
