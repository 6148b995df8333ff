import BuergerbusSimulator
import Foundation

/// What really happened on one bus's day, arranged for the measurement: which run the bus is
/// driving at an instant (from its real departure at the first stop to its real arrival at the last),
/// and what lay between an instant and a later call (for the breakdown by cause).
struct EtaRunTruth {
    /// Each run's calls in stop order.
    private let runs: [[StopVisit]]
    private let detours: [DetourVisit]
    private let plannedDriveSeconds: [Int: [TimeInterval]]

    /// - Parameter plannedDwell: what the timetable's gap between two stops allows for standing.
    init(plan: TripPlan, plannedDwell: TimeInterval = 30) {
        let byRun = Dictionary(grouping: plan.arrivals, by: \.run)
        runs = byRun.keys.sorted().compactMap { byRun[$0]?.sorted { $0.stopIndex < $1.stopIndex } }
        detours = plan.detourVisits
        var planned: [Int: [TimeInterval]] = [:]
        for visits in runs {
            guard let run = visits.first?.run else { continue }
            planned[run] = visits.indices.map { index in
                index == 0 ? 0 : visits[index].scheduled.timeIntervalSince(visits[index - 1].scheduled) - plannedDwell
            }
        }
        plannedDriveSeconds = planned
    }

    /// The calls still ahead on the run the bus is driving at `now`; empty between runs.
    func laterCalls(at now: Date) -> [StopVisit] {
        guard
            let run = runs.first(where: { visits in
                guard let first = visits.first, let last = visits.last else { return false }
                return first.departure <= now && now < last.arrival
            })
        else { return [] }
        return run.filter { $0.arrival > now }
    }

    /// `call` as plain delay propagation (`PlainPropagation`) has it at `now`.
    func propagated(_ call: StopVisit, at now: Date) -> Date {
        guard let visits = runs.first(where: { $0.first?.run == call.run }),
            let next = visits.first(where: { $0.arrival > now })
        else { return call.scheduled }
        let last = visits.last(where: { $0.arrival <= now }).map { ($0.arrival, $0.scheduled) }
        return call.scheduled.addingTimeInterval(
            PlainPropagation.lateness(last: last, nextScheduled: next.scheduled, now: now))
    }

    /// Why a call's arrival may differ from a projection made at `now`, the most disruptive first.
    func cause(of call: StopVisit, at now: Date) -> EtaCause {
        let returnedBy = detours.map { $0.finished.addingTimeInterval($0.reached.timeIntervalSince($0.left)) }
        let overlapping = zip(detours, returnedBy).filter { $0.left < call.arrival && $1 > now }
        if overlapping.contains(where: { $0.0.left <= now }) { return .detourUnderWay }
        if !overlapping.isEmpty { return .detour }
        guard let visits = runs.first(where: { $0.first?.run == call.run }),
            let planned = plannedDriveSeconds[call.run]
        else { return .ordinary }
        let between = visits.indices.filter { visits[$0].stopIndex <= call.stopIndex && visits[$0].arrival > now }
        for index in between where index > 0 && index < planned.count && planned[index] > 0 {
            let driven = visits[index].arrival.timeIntervalSince(visits[index - 1].departure)
            if driven > 1.12 * planned[index] {
                return visits[index - 1].departure <= now ? .slowStretchUnderWay : .slowStretch
            }
        }
        for index in between.dropLast() {
            let visit = visits[index]
            let dwell = visit.departure.timeIntervalSince(visit.arrival)
            if visit.departure > visit.scheduled.addingTimeInterval(1), dwell > 30 { return .longDwell }
        }
        return .ordinary
    }
}

/// The breakdown of the remaining error on the set.
enum EtaCause: String, CaseIterable {
    /// The bus is away on a custom-stop detour (or on its way back to the route).
    case detourUnderWay = "detour under way"
    /// A custom-stop detour starts after the prediction, before the call.
    case detour = "detour ahead"
    /// The stretch the bus is driving took more than 12 % over its planned driving time.
    case slowStretchUnderWay = "slow stretch under way"
    /// A later stretch before the call took more than 12 % over its planned driving time (a tractor).
    case slowStretch = "slow stretch"
    /// The bus stood longer than 30 s at a stop before the call and left after its time.
    case longDwell = "long dwell"
    case ordinary
}
