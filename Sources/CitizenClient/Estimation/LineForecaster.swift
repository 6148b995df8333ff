import Foundation

/// Builds a `LineForecast`: places the line's buses on runs (`RunInference`), hands the runs nobody
/// is on yet to the bus that will be free first, and projects every run forward
/// (`ArrivalProjection`). Pure: the same inputs give the same forecast.
public struct LineForecaster: Sendable {
    public let timetable: Timetable

    public init(timetable: Timetable) {
        self.timetable = timetable
    }

    /// - Parameter sightings: what is known of each bus, by id; a bus of the line without an entry
    ///   has no position.
    /// - Returns: nil when the line has no timetable.
    public func forecast(lineId: Int64, data: MasterData, sightings: [Int64: BusSighting], now: Date) -> LineForecast? {
        guard let schedule = LineSchedule(lineId: lineId, data: data) else { return nil }
        let instances = schedule.instances(around: now, timetable: timetable)
        let busIds = data.busIds(onLine: lineId)
        let placements = RunInference(schedule: schedule, instances: instances, now: now)
            .place(busIds.map { sightings[$0] ?? BusSighting(busId: $0, position: nil) })
        var plan = RunPlan(count: instances.count, fallback: busIds.isEmpty ? .noBus : .noPosition)
        let projection = ArrivalProjection(schedule: schedule)
        var buses: [BusTurn] = []
        let lastKnown = LastKnownRun(schedule: schedule, timetable: timetable)
        for placement in placements {
            var turn = place(placement, instances: instances, projection: projection, plan: &plan, now: now)
            if case .unknown(.noPosition) = placement.progress, let sighting = sightings[placement.busId],
                let answer = lastKnown.answer(for: sighting, instances: instances, now: now)
            {
                turn.keep(answer, instances: instances, plan: &plan)
            }
            buses.append(turn)
        }
        // Runs nobody is on yet go, in time order, to the bus free first.
        for (runIndex, run) in instances.enumerated() where plan.owner[runIndex] == nil {
            let eligible = buses.indices.filter { buses[$0].mayTake(runIndex, run: run, now: now) }
            guard let chosen = eligible.min(by: { buses[$0].freeOrder(for: run) < buses[$1].freeOrder(for: run) })
            else {
                continue
            }
            plan.owner[runIndex] = buses[chosen].busId
            buses[chosen].lastRun = runIndex
            // A bus known only by the timetable drives this run to its end before it can take another.
            if buses[chosen].free == nil { buses[chosen].busyUntil = run.end }
            if let free = buses[chosen].free {
                let result = projection.project(
                    run,
                    from: .init(
                        time: free, meters: 0, atStop: nil, beforeRun: true,
                        pace: buses[chosen].pace))
                if Self.startsLate(run, result.arrivals) {
                    plan.arrivals[runIndex] = result.arrivals
                    plan.spreads[runIndex] = result.spreads
                    plan.basis[runIndex] = .earlierRun
                } else {
                    plan.basis[runIndex] = .timetable(.runNotStarted)
                    plan.paces[runIndex] = buses[chosen].pace
                }
                buses[chosen].free = result.free
            } else {
                plan.basis[runIndex] = .timetable(buses[chosen].reason ?? .noPosition)
            }
        }
        return LineForecast(schedule: schedule, now: now, calls: calls(schedule, instances, plan, now))
    }

    // MARK: - Steps

    /// Who runs what, as it is decided.
    private struct RunPlan {
        var owner: [Int64?]
        var arrivals: [[Date?]?]
        /// The spread of each arrival (`ArrivalProjection.Result.spreads`).
        var spreads: [[ArrivalSpread?]?]
        /// How the run's bus drives (for runs not yet begun: how late it starts).
        var paces: [RunPace?]
        var basis: [EstimateBasis]
        /// Runs with a bus placed on them: stops without a projected arrival are behind the bus.
        var live: Set<Int> = []
        /// Runs a bus was placed on by its position, waiting at the first stop included.
        var placed: Set<Int> = []

        init(count: Int, fallback: TimetableReason) {
            owner = Array(repeating: nil, count: count)
            arrivals = Array(repeating: nil, count: count)
            spreads = Array(repeating: nil, count: count)
            paces = Array(repeating: nil, count: count)
            basis = Array(repeating: .timetable(fallback), count: count)
        }
    }

    /// A bus as the hand-out of runs sees it.
    private struct BusTurn {
        let busId: Int64
        /// When it is back at the terminal; nil when unknown (it then follows the timetable).
        var free: Date?
        var lastRun: Int?
        let reason: TimetableReason?
        /// How it has been driving its current run, carried into the next.
        var pace: RunPace?
        /// For a bus known only by the timetable: the end of the run it drives, when it may take the next.
        var busyUntil: Date?

        init(busId: Int64, free: Date?, lastRun: Int?, reason: TimetableReason?, pace: RunPace? = nil) {
            self.busId = busId
            self.free = free
            self.lastRun = lastRun
            self.reason = reason
            self.pace = pace
        }

        /// An unseen bus on the run it was last seen on keeps it (by the timetable); after it, it follows on.
        mutating func keep(_ answer: LastKnownRun.Answer, instances: [RunInstance], plan: inout RunPlan) {
            switch answer {
            case .onRun(let run):
                if plan.owner[run] == nil { plan.owner[run] = busId }
                lastRun = run
                busyUntil = instances[run].end
            case .after(let run):
                lastRun = run
            }
        }

        func mayTake(_ runIndex: Int, run: RunInstance, now: Date) -> Bool {
            if let lastRun { return runIndex > lastRun }
            // A bus with nothing to go by takes the timetable's runs around now; a bus seen idle only
            // those still to begin.
            return free == nil
                ? run.end.addingTimeInterval(DrivingAssumptions.lateWindowSeconds) >= now : run.start >= now
        }

        func freeOrder(for run: RunInstance) -> (Date, Int64) {
            (free ?? busyUntil ?? run.start, busId)
        }
    }

    private func place(
        _ placement: BusPlacement, instances: [RunInstance], projection: ArrivalProjection,
        plan: inout RunPlan, now: Date
    ) -> BusTurn {
        switch placement.progress {
        case .unknown(let reason):
            return BusTurn(busId: placement.busId, free: nil, lastRun: nil, reason: reason)
        case .betweenRuns(let after, let meters):
            // With no run near now the bus is parked, not driving home.
            let home =
                after == nil
                ? placement.resumesAt
                : placement.resumesAt.addingTimeInterval(
                    placement.returning
                        ? projection.backSeconds(from: meters)
                        : projection.homeSeconds(from: meters))
            return BusTurn(busId: placement.busId, free: home, lastRun: after, reason: nil)
        case .onRun(let runIndex, let meters, let atStop):
            guard runIndex < instances.count else {
                return BusTurn(busId: placement.busId, free: nil, lastRun: nil, reason: .noRunFits)
            }
            let run = instances[runIndex]
            let result = projection.project(
                run,
                from: .init(
                    time: placement.resumesAt, meters: meters, atStop: atStop,
                    stretchSpeed: placement.stretchSpeed, pace: placement.pace,
                    standing: placement.standing, standRest: placement.standRest, atStopFor: placement.atStopFor))
            plan.owner[runIndex] = placement.busId
            plan.placed.insert(runIndex)
            let waiting = atStop == 0 || (atStop == nil && meters < (projection.schedule.stopMeters?.first ?? 0))
            if waiting, !placement.isDetour, !Self.startsLate(run, result.arrivals) {
                // Before its run and in time for it: the timetable, and how late the bus starts its runs.
                plan.basis[runIndex] = .timetable(.runNotStarted)
                plan.paces[runIndex] = placement.pace
            } else {
                plan.arrivals[runIndex] = result.arrivals
                plan.spreads[runIndex] = result.spreads
                plan.live.insert(runIndex)
                plan.basis[runIndex] = placement.isDetour ? .detour : .livePosition
            }
            return BusTurn(
                busId: placement.busId, free: result.free, lastRun: runIndex, reason: nil, pace: placement.pace)
        }
    }

    private func calls(_ schedule: LineSchedule, _ instances: [RunInstance], _ plan: RunPlan, _ now: Date)
        -> [CallForecast]
    {
        var result: [CallForecast] = []
        for (runIndex, run) in instances.enumerated() {
            let arrivals = plan.arrivals[runIndex]
            let spreads = plan.spreads[runIndex]
            for (stopIndex, scheduled) in run.times.enumerated() where stopIndex < schedule.stops.count {
                let arrival = arrivals.flatMap { stopIndex < $0.count ? $0[stopIndex] : nil }
                let passed = plan.live.contains(runIndex) ? arrival == nil : (arrival ?? scheduled) < now
                var estimate = arrival.map { time -> ArrivalEstimate in
                    let spread = spreads.flatMap { stopIndex < $0.count ? $0[stopIndex] : nil } ?? .symmetric(0)
                    let range = ErrorBands.range(around: time, spread: spread, now: now)
                    return ArrivalEstimate(time: time, earliest: range.earliest, latest: range.latest)
                }
                if estimate == nil, plan.basis[runIndex] == .timetable(.runNotStarted), !passed,
                    run.start.timeIntervalSince(now) <= DrivingAssumptions.waitingWindowSeconds
                {
                    estimate = Self.beforeRun(
                        scheduled, planned: scheduled.timeIntervalSince(run.start),
                        waited: now.timeIntervalSince(run.start), pace: plan.paces[runIndex], now: now)
                }
                result.append(
                    CallForecast(
                        run: run.key, stopIndex: stopIndex, stopId: schedule.stops[stopIndex].id,
                        scheduled: scheduled, busId: plan.owner[runIndex], estimate: estimate,
                        basis: arrival == nil ? fallbackBasis(plan.basis[runIndex]) : plan.basis[runIndex],
                        passed: passed, busOnRun: plan.placed.contains(runIndex)))
            }
        }
        return result
    }

    /// Before its run the bus is expected as late as it started its earlier runs, with the risk of a
    /// late start as the range (with none seen, the timetable and the measured risk). For runs hours
    /// away that is noise, and the timetable says it all.
    private static func beforeRun(
        _ scheduled: Date, planned: TimeInterval, waited: TimeInterval, pace: RunPace?,
        now: Date
    ) -> ArrivalEstimate {
        guard let pace, pace.startsSeen > 0 else {
            let range = ErrorBands.notStartedRange(around: scheduled, now: now)
            return ArrivalEstimate(time: scheduled, earliest: range.earliest, latest: range.latest)
        }
        // The start's lateness, carried on at the pace the bus has shown (a bus that makes up delay
        // makes up some of it before a later stop); a bus that waits for its time is never early.
        let carried = pace.startLateness(waited: waited) + pace.rate * planned
        let time = scheduled.addingTimeInterval(pace.holds ? max(0, carried) : carried)
        let spread = ArrivalSpread.symmetric(pace.startSpread) + pace.spread(plannedAhead: planned)
        let range = ErrorBands.range(around: time, spread: spread, now: now)
        return ArrivalEstimate(time: time, earliest: range.earliest, latest: range.latest)
    }

    /// Whether the projected departure from the first stop lies more than a minute after its time.
    private static func startsLate(_ run: RunInstance, _ arrivals: [Date?]) -> Bool {
        guard let start = run.times.first, let first = arrivals.first ?? nil else { return false }
        return first.addingTimeInterval(DrivingAssumptions.typicalDwellSeconds) > start.addingTimeInterval(60)
    }

    private func fallbackBasis(_ basis: EstimateBasis) -> EstimateBasis {
        if case .timetable = basis { return basis }
        return .timetable(.noRunFits)
    }
}
