import Foundation

/// What really happened in `buerger-bench eta-live`, as the simulator's own plans say
/// (`GET /sim/plan/{id}`): every call of every bus, and when each bus reached the parties it fetched.
struct EtaLiveTruth {
    struct Visit {
        let run: Int
        let stopId: Int64
        let scheduled: Date
        let arrival: Date
        let departure: Date
    }

    struct Plan {
        let busId: Int64
        let visits: [Visit]
        /// Request id → when the bus reached the party.
        let reached: [Int64: Date]
        /// Request id → when the bus set off for the party.
        let left: [Int64: Date]
    }

    let plans: [Int64: Plan]

    /// The call bus `busId` makes at `stopId` at `scheduled`.
    func visit(busId: Int64, stopId: Int64, scheduled: Date) -> Visit? {
        plans[busId]?.visits.first { $0.stopId == stopId && abs($0.scheduled.timeIntervalSince(scheduled)) < 1 }
    }

    /// When the party of `requestId` was reached, by whichever bus.
    func reached(requestId: Int64) -> (busId: Int64, time: Date, left: Date?)? {
        for plan in plans.values {
            if let time = plan.reached[requestId] { return (plan.busId, time, plan.left[requestId]) }
        }
        return nil
    }

    /// Stops between `now` and `visit` on the bus's day: 0 for the next stop, −1 when its run has not begun.
    func stopsAhead(of visit: Visit, busId: Int64, now: Date) -> Int {
        let visits = plans[busId]?.visits ?? []
        let sameRun = visits.filter { $0.run == visit.run }
        if let first = sameRun.min(by: { $0.arrival < $1.arrival }), first.departure > now, first.arrival >= now {
            return -1
        }
        return visits.filter { $0.arrival > now && $0.arrival < visit.arrival }.count
    }

    /// Plain delay propagation, as a client of the timetable would do it with a perfect view of the
    /// bus: the lateness it has now (at its last stop, or more when it is overdue at the next) carried
    /// unchanged to the later stops of the run under way; a run not begun starts late only by the wait.
    func propagated(busId: Int64, call: Visit, now: Date) -> Date {
        call.scheduled.addingTimeInterval(lateness(busId: busId, run: call.run, now: now))
    }

    /// The lateness of bus `busId` now, for a call of `run` (0 for a later run).
    func lateness(busId: Int64, run: Int?, now: Date) -> TimeInterval {
        let visits = (plans[busId]?.visits ?? []).sorted { $0.arrival < $1.arrival }
        guard let next = visits.first(where: { $0.arrival > now }) else { return 0 }
        if let run, next.run != run { return 0 }
        let last = visits.last(where: { $0.arrival <= now }).flatMap { $0.run == next.run ? $0 : nil }
        return PlainPropagation.lateness(
            last: last.map { ($0.arrival, $0.scheduled) }, nextScheduled: next.scheduled, now: now)
    }
}

/// One prediction scored against the truth, by three predictors.
struct EtaLiveSample {
    enum Kind: String, CaseIterable {
        case busBoard = "bus boards"
        case stopBoard = "stop boards"
        case pickupStop = "pick-ups at stops"
        case pickupDoor = "pick-ups at doors"
    }

    let source: String
    let kind: Kind
    /// −1 before the run; else stops beyond the next one (pick-ups: −1).
    let ahead: Int
    let trueAhead: Double
    /// True arrival minus prediction, seconds: buerger, timetable, propagation.
    let errors: [Double]
    /// True arrival minus the simulator's own plan at the look, seconds. The plan knows every request
    /// accepted so far and its drivers' dice (how long each stands, whether a party shows); only
    /// requests accepted later move the truth from it. No client knows as much: where even the plan
    /// is not better than a comparator (`EtaLiveVerdict` judging it), no estimate can be.
    let floorError: Double
    /// Whether the truth fell inside buerger's range; nil without a range.
    let inside: Bool?
    /// What its error goes with: one run of one bus on one seed (every look at its calls meets the
    /// same delays), or one pick-up. The verdicts resample these, not the samples (`EtaLiveVerdict`).
    let cluster: String
}
