import Foundation

/// The run a bus was on when it was last seen, for a bus whose position cannot be had now (offline,
/// or no answer from the server). Without it every run of a shared line went to the lowest bus id:
/// the demo's offline board showed bus 1 for the departure the live board had just given to bus 2.
/// The position history still knows where each bus was a moment ago; placed then, the bus keeps its
/// place in the line's rotation. Which run only, never an estimate: where the bus is now is unknown.
struct LastKnownRun {
    let schedule: LineSchedule
    let timetable: Timetable

    /// How long ago a position may have been seen and still place its bus.
    static let usableSeconds = 2.0 * 3600

    enum Answer: Equatable {
        /// On this run (an index into the current instances) when last seen.
        case onRun(Int)
        /// Done with this run when last seen.
        case after(Int)
    }

    func answer(for sighting: BusSighting, instances: [RunInstance], now: Date) -> Answer? {
        guard sighting.position == nil, let last = sighting.earlier.last,
            last.seenAt <= now, now.timeIntervalSince(last.seenAt) <= Self.usableSeconds
        else { return nil }
        let then = schedule.instances(around: last.seenAt, timetable: timetable)
        let seen = BusSighting(
            busId: sighting.busId, position: last.position, positionSeenAt: nil,
            earlier: Array(sighting.earlier.dropLast()))
        let placement = RunInference(schedule: schedule, instances: then, now: last.seenAt).place([seen]).first
        let index = { (run: Int) -> Int? in
            guard run < then.count else { return nil }
            return instances.firstIndex { $0.key == then[run].key }
        }
        switch placement?.progress {
        case .onRun(let run, _, _)?: return index(run).map(Answer.onRun)
        case .betweenRuns(let run?, _)?: return index(run).map(Answer.after)
        default: return nil
        }
    }
}
