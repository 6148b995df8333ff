import Foundation

/// Decides which run each bus of a line is on, from where it is: every place on the route the bus
/// may be (a loop passes some places twice) is matched with every run around now, and the pairing
/// that needs the least lateness wins. Two buses never share a run.
struct RunInference {
    /// A bus never leaves a stop before its time, so it cannot be much ahead of its run: a place
    /// that would need more is not on that run (more likely it is a bus waiting for a later one).
    static let earlyToleranceSeconds = 3.0 * 60
    /// A run the history shows driven to its last stop is not offered to a bus seen short of that stop
    /// this long after the run's end (`EarlierRuns.Seen.completed`).
    static let leftBehindSeconds = 15.0 * 60

    /// The earliest a bus on `run` can be `meters` along the route: it never leaves a stop before its
    /// time (less a punctual bus's leeway), and past the last stop it has driven on from there. Nil at
    /// the first stop and before it, where a bus waits for its time.
    static func earliest(at meters: Double, on run: RunInstance, stopMeters: [Double]) -> Date? {
        guard let passed = stopMeters.lastIndex(where: { $0 < meters - DrivingAssumptions.atStopMeters }),
            passed < run.times.count, let lastStop = stopMeters.last
        else { return nil }
        let beyond = max(0, meters - lastStop - DrivingAssumptions.atStopMeters) / RouteTrack.maximumSpeed
        return run.times[passed].addingTimeInterval(beyond - earlyToleranceSeconds)
    }

    let schedule: LineSchedule
    let instances: [RunInstance]
    let now: Date

    func place(_ sightings: [BusSighting]) -> [BusPlacement] {
        var choices: [(sighting: BusSighting, option: Option)] = []
        var placements: [Int64: BusPlacement] = [:]
        for sighting in sightings {
            switch locate(sighting) {
            case .failure(let failure):
                placements[sighting.busId] = BusPlacement(
                    busId: sighting.busId, progress: .unknown(failure.reason),
                    resumesAt: now, isDetour: false)
            case .success(let located):
                let finished =
                    located.isDetour ? nil : FinishedRun(sighting, schedule: schedule, instances: instances, now: now)
                let current =
                    located.isDetour
                    ? nil
                    : sighting.position.map {
                        TimedPosition(position: $0, seenAt: now, firstSeenAt: sighting.positionSeenAt)
                    }
                let seen = EarlierRuns.seen(
                    sighting, before: located.judgedAt, current: current, schedule: schedule, instances: instances)
                var doubts = Doubts()
                var found = located.places.flatMap { place in
                    options(
                        at: place, time: located.judgedAt, finished: finished, seen: seen, cameBack: located.cameBack,
                        doubts: &doubts
                    ).map {
                        (located, $0)
                    }
                }
                // Near the route where no run it can be on puts it, or where only a pairing back along
                // the run it was seen farther on would: away for a party whose door lies near another
                // part of the route, seen between sparse looks, judged by how late it will be back
                // where it left (`DetourStart`) against the other runs' pairings. Seen off the route in
                // between and back now, it came back there (buerger-bench eta's fleet, demo line 1: a
                // detour past another part of the loop), and that pairing stands.
                if (found.isEmpty && doubts.ruledOut) || doubts.behindLatest,
                    let latest = seen.latest,
                    let away = detour(sighting, from: latest)
                {
                    var ignored = Doubts()
                    found += options(
                        at: away.places.first ?? latest.meters, time: away.resumesAt, finished: nil, seen: seen,
                        doubts: &ignored
                    ).map { (away, $0) }
                }
                if found.isEmpty {
                    // On the route, but no run near now: the bus waits for the next one.
                    placements[sighting.busId] = BusPlacement(
                        busId: sighting.busId, progress: .betweenRuns(after: nil, meters: located.places.first ?? 0),
                        resumesAt: located.resumesAt, isDetour: located.isDetour)
                }
                for (located, option) in found {
                    choices.append(
                        (
                            sighting,
                            Option(
                                progress: option.progress, cost: option.cost,
                                resumesAt: located.resumesAt, isDetour: located.isDetour,
                                judgedAt: located.judgedAt, returning: option.returning)
                        ))
                }
            }
        }
        // Cheapest pairing first; a run taken by one bus is not offered to another.
        var takenRuns = Set<Int>()
        for (sighting, option) in choices.sorted(by: {
            ($0.option.cost, $0.sighting.busId) < ($1.option.cost, $1.sighting.busId)
        }) {
            guard placements[sighting.busId] == nil else { continue }
            if case .onRun(let run, _, _) = option.progress {
                guard !takenRuns.contains(run) else { continue }
                takenRuns.insert(run)
            }
            var placement = BusPlacement(
                busId: sighting.busId, progress: stale(sighting, option.progress) ?? option.progress,
                resumesAt: option.resumesAt, isDetour: option.isDetour)
            placement.returning = option.returning
            if case .onRun(_, let meters, nil) = placement.progress, !option.isDetour {
                placement.stretchSpeed = StretchPace.observedSpeed(
                    sighting, meters: meters, schedule: schedule, now: now)
                placement.standing = sighting.positionSeenAt.map { max(0, now.timeIntervalSince($0)) } ?? 0
                if placement.standing > 0 {
                    placement.standRest = StandLengths.expectedRest(
                        after: placement.standing, lengths: StandLengths.seen(sighting, schedule: schedule))
                }
            }
            if case .onRun(_, _, .some(let stop)) = placement.progress, !option.isDetour {
                placement.atStopFor = StandAtStop.seconds(sighting, stop: stop, schedule: schedule, now: now)
            }
            if case .onRun(let run, let meters, _) = placement.progress, run < instances.count {
                placement.pace = pace(sighting, run: instances[run], meters: meters, judgedAt: option.judgedAt)
            }
            placements[sighting.busId] = placement
        }
        return sightings.compactMap { placements[$0.busId] }
    }

    /// How the bus drives, from this run so far and its earlier runs in the history.
    private func pace(_ sighting: BusSighting, run: RunInstance, meters: Double, judgedAt: Date) -> RunPace {
        let meanGap = run.meanGap
        let since = run.start.addingTimeInterval(-DrivingAssumptions.waitingWindowSeconds)
        let track = RunTrack(sighting, meters: meters, now: judgedAt, schedule: schedule, since: since)
        let earlier = EarlierRuns.runs(
            sighting, before: track.points.first?.time ?? judgedAt, schedule: schedule,
            instances: instances, chunkSeconds: meanGap)
        // The line's runs kept from before the history: neither this run nor one the history still shows.
        let shown = Set(earlier.map(\.run.start.epochMilliseconds) + [run.start.epochMilliseconds])
        let lineRuns = sighting.lineRuns.filter { $0.startDate < run.start && !shown.contains($0.start) }.map(
            \.evidence)
        return RunPace(
            evidence: PaceEvidence(track: track, run: run, schedule: schedule, chunkSeconds: meanGap),
            earlier: earlier.map(\.evidence), lineRuns: lineRuns, meanGap: meanGap)
    }

    // MARK: - Where on the route

    private struct Located {
        var places: [Double]
        var resumesAt: Date
        var isDetour: Bool
        /// When the bus was at `places`: the run it is on is judged by its lateness then.
        var judgedAt: Date
        /// Seen off its route since it was last on it, and now back (`RouteTrack` judged where).
        var cameBack = false
    }

    private func locate(_ sighting: BusSighting) -> Result<Located, ReasonError> {
        guard let position = sighting.position else { return .failure(ReasonError(.noPosition)) }
        guard let geometry = schedule.geometry, schedule.stopMeters != nil else {
            return .failure(ReasonError(.noRoute))
        }
        var track = RouteTrack(schedule: schedule, geometry: geometry, earlier: sighting.earlier)
        let wasAway = track.isAway
        // A bus standing still got there when first seen there.
        let places = track.follow(position, at: sighting.positionSeenAt ?? now)
        if !places.isEmpty {
            return .success(
                Located(
                    places: withLoopEnds(places), resumesAt: now, isDetour: false, judgedAt: now, cameBack: wasAway))
        }
        // Away on a detour: it comes back to where it left the route, which the history may show.
        guard let last = track.last else { return .failure(ReasonError(.offRoute)) }
        var left = (meters: last.meters, time: last.seenAt)
        if let only = last.meters.first, last.meters.count == 1 {
            let off = sighting.earlier.first { $0.seenAt > last.seenAt }
            let firstOff =
                off.map { ($0.position, $0.firstSeenAt ?? $0.seenAt) } ?? (position, sighting.positionSeenAt ?? now)
            let start = DetourStart.place(
                from: only, seenAt: last.seenAt, firstOff: firstOff, schedule: schedule, geometry: geometry)
            left = ([start.meters], start.time)
        }
        guard let rejoin = left.meters.last.flatMap(geometry.point(atMeters:)) else {
            return .failure(ReasonError(.offRoute))
        }
        // Which run it is on was plain when it left: judged then, not by the time the detour has cost.
        return .success(
            Located(
                places: withLoopEnds(left.meters), resumesAt: backAt(rejoin, sighting, from: position), isDetour: true,
                judgedAt: left.time))
    }

    /// Away from the place the history last showed the bus on a run, or as far on from there as it
    /// could drive before setting off for where it is now (`DetourStart`); it comes back there.
    private func detour(_ sighting: BusSighting, from latest: (run: Int, meters: Double, seenAt: Date)) -> Located? {
        guard let position = sighting.position, let geometry = schedule.geometry else { return nil }
        let start = DetourStart.place(
            from: latest.meters, seenAt: latest.seenAt, firstOff: (position, sighting.positionSeenAt ?? now),
            schedule: schedule, geometry: geometry)
        guard let rejoin = geometry.point(atMeters: start.meters),
            Geodesy.distanceMeters(position, rejoin) > DrivingAssumptions.offRouteMeters
        else {
            return nil
        }
        return Located(
            places: [start.meters], resumesAt: backAt(rejoin, sighting, from: position), isDetour: true,
            judgedAt: start.time)
    }

    /// When a bus away at `position` is back at `rejoin` on its route (`DetourReturn`).
    private func backAt(_ rejoin: Coordinate, _ sighting: BusSighting, from position: Coordinate) -> Date {
        now.addingTimeInterval(DetourReturn.seconds(sighting, position: position, rejoin: rejoin, now: now))
    }

    /// On a loop the terminal is both the end of one run and the start of the next.
    private func withLoopEnds(_ places: [Double]) -> [Double] {
        guard schedule.isLoop else { return places }
        let length = schedule.lengthMeters
        let near = DrivingAssumptions.atStopMeters * 2
        var result = places
        if places.contains(where: { $0 < near }) { result.append(length) }
        if places.contains(where: { $0 > length - near }) { result.append(0) }
        return result
    }

    // MARK: - Which run

    private struct Option {
        var progress: BusProgress
        /// Seconds of lateness (or earliness, weighted) this pairing assumes.
        var cost: Double
        var resumesAt: Date = .distantPast
        var isDetour = false
        /// When the bus was at the place this option is about (for a detour: when it left its route).
        var judgedAt: Date = .distantPast
        /// Driving back to the first stop after the run it finished (`FinishedRun`).
        var returning = false
    }

    /// Why the pairings of a place are in doubt.
    private struct Doubts {
        /// A run near now was left out: the bus cannot be there on it, ahead of its timetable.
        var ruledOut = false
        /// A pairing would put the bus back along the run the history shows it farther on, and was
        /// left out: a bus never drives back along its run, so it is away near the route now. (Seen off
        /// its route and back, the history's farther place was the detour, and the pairing stands.)
        var behindLatest = false
    }

    /// - Parameter time: when the bus was there (for a bus away on a detour: when it left its route).
    /// - Parameter finished: the run the bus has finished and left the end of, which it is no longer on.
    /// - Parameter seen: the runs the history shows (`EarlierRuns.Seen`).
    /// - Parameter cameBack: seen off its route since it was last on it, and back now (`Located.cameBack`).
    private func options(
        at meters: Double, time: Date, finished: FinishedRun?, seen: EarlierRuns.Seen, cameBack: Bool = false,
        doubts: inout Doubts
    ) -> [Option] {
        guard let stopMeters = schedule.stopMeters, let firstStop = stopMeters.first, let lastStop = stopMeters.last
        else {
            return []
        }
        let tolerance = DrivingAssumptions.atStopMeters
        var result: [Option] = []
        if let finished, meters > firstStop + tolerance {
            result.append(Option(progress: .betweenRuns(after: finished.run, meters: meters), cost: 0, returning: true))
        }
        for (runIndex, run) in instances.enumerated() {
            if let finished, runIndex <= finished.run { continue }
            // Seen at its last stop and now short of it again well after that run's end, the bus has
            // left that run behind. Sooner, a pass may have gone with the wrong run (on eta-live's
            // loops, whose detours make runs late, excluding every such run cost the replay's bus
            // boards 0.4 points).
            if seen.completed.contains(runIndex), meters < lastStop - tolerance,
                time > run.end.addingTimeInterval(Self.leftBehindSeconds)
            {
                continue
            }
            func standingAt(_ stop: Int) -> Option? {
                // Standing at a stop ahead of time is what a punctual Bürgerbus does.
                let lateness = time.timeIntervalSince(run.times[stop])
                // It cannot have left the stop before, which it never does ahead of time.
                if stop > 0, time < run.times[stop - 1].addingTimeInterval(-Self.earlyToleranceSeconds) {
                    doubts.ruledOut = true
                    return nil
                }
                let waitedTooLong = stop == 0 ? 0.2 : 0.5
                return Option(
                    progress: .onRun(run: runIndex, meters: meters, atStop: stop),
                    cost: lateness >= 0 ? lateness : waitedTooLong * -lateness)
            }
            guard time >= run.start.addingTimeInterval(-DrivingAssumptions.waitingWindowSeconds),
                time <= run.end.addingTimeInterval(DrivingAssumptions.lateWindowSeconds)
            else { continue }
            if !cameBack, let latest = seen.latest, latest.run == runIndex, meters > firstStop + tolerance,
                meters < latest.meters - RouteTrack.slackMeters
            {
                doubts.behindLatest = true
                continue
            }
            if meters < firstStop - tolerance {
                let due = run.start.addingTimeInterval(-(firstStop - meters) / schedule.plannedSpeed)
                result.append(
                    Option(
                        progress: .onRun(run: runIndex, meters: meters, atStop: nil),
                        cost: max(0, time.timeIntervalSince(due))))
            } else if meters > lastStop + tolerance {
                // Past its last stop, which it cannot have reached well before its time.
                guard time >= Self.earliest(at: meters, on: run, stopMeters: stopMeters) ?? time else {
                    doubts.ruledOut = true
                    continue
                }
                let done = run.end.addingTimeInterval((meters - lastStop) / schedule.plannedSpeed)
                let lateness = time.timeIntervalSince(done)
                result.append(
                    Option(
                        progress: .betweenRuns(after: runIndex, meters: meters),
                        cost: lateness >= 0 ? lateness : 3 * -lateness))
            } else if let stop = DrivingAssumptions.stop(mayBeAt: meters, stopMeters: stopMeters) {
                // Reported up to 75 m short of a stop, the bus has most likely drawn up at it since:
                // the driver app reports every 60 s or 75 m.
                if let option = standingAt(stop) { result.append(option) }
            } else if let next = stopMeters.firstIndex(where: { $0 > meters }), next > 0 {
                let previous = next - 1
                let gap = run.times[next].timeIntervalSince(run.times[previous])
                let span = stopMeters[next] - stopMeters[previous]
                let fraction = span > 0 ? (meters - stopMeters[previous]) / span : 0
                // A punctual bus leaves at the timetable's time and drives the rest of the gap.
                let due = run.times[previous].addingTimeInterval(ArrivalProjection.driveSeconds(gap: gap) * fraction)
                let lateness = time.timeIntervalSince(due)
                guard lateness >= -Self.earlyToleranceSeconds else {
                    doubts.ruledOut = true
                    continue
                }
                result.append(
                    Option(
                        progress: .onRun(run: runIndex, meters: meters, atStop: nil),
                        cost: lateness >= 0 ? lateness : 2 * -lateness))
            }
        }
        return result
    }

    /// A position unchanged for long while the bus should be driving: the driver app went quiet.
    private func stale(_ sighting: BusSighting, _ progress: BusProgress) -> BusProgress? {
        guard let seen = sighting.positionSeenAt,
            now.timeIntervalSince(seen) > DrivingAssumptions.stalePositionSeconds
        else { return nil }
        switch progress {
        case .onRun(let run, _, let atStop):
            guard run < instances.count else { return nil }
            let times = instances[run].times
            // Waiting at a stop until its time (the terminal above all) is not stale.
            if let atStop, atStop < times.count,
                now.timeIntervalSince(times[atStop]) < DrivingAssumptions.stalePositionSeconds
            {
                return nil
            }
            if atStop == nil, let first = times.first, now < first { return nil }
            return .unknown(.stalePosition)
        case .betweenRuns, .unknown:
            return nil
        }
    }
}

/// A `TimetableReason` carried through `Result`.
struct ReasonError: Error {
    let reason: TimetableReason
    init(_ reason: TimetableReason) { self.reason = reason }
}
