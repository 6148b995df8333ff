import Foundation

/// The bus's earlier runs in its position history, as evidence of how it drives (`PaceEvidence`).
/// The history is followed along the route (`RouteTrack`) and cut into passes (a pass ends where the
/// bus is next seen back towards the start), and each pass goes with the run whose timetable it fits
/// best where it left the first stop. A pass that fits no run is left out.
enum EarlierRuns {
    /// - Parameter before: where this run's own track begins; only what was seen before counts.
    static func evidence(
        _ sighting: BusSighting, before: Date, schedule: LineSchedule, instances: [RunInstance],
        chunkSeconds: Double
    ) -> [PaceEvidence] {
        runs(sighting, before: before, schedule: schedule, instances: instances, chunkSeconds: chunkSeconds).map(
            \.evidence)
    }

    /// The same, each with the run it went with.
    static func runs(
        _ sighting: BusSighting, before: Date, schedule: LineSchedule, instances: [RunInstance],
        chunkSeconds: Double
    ) -> [(run: RunInstance, evidence: PaceEvidence)] {
        passes(sighting, before: before, schedule: schedule, instances: instances).map {
            (
                $0.run,
                PaceEvidence(
                    track: RunTrack(points: $0.points), run: $0.run, schedule: schedule, chunkSeconds: chunkSeconds)
            )
        }
    }

    /// What the history shows of the bus's runs, for run inference to rule out places it cannot be.
    struct Seen {
        /// The runs the bus drove to their last stop, which run inference no longer offers a bus seen
        /// short of that stop well after the run's end (`RunInference.leftBehindSeconds`). A bus seen
        /// back near the start of its loop after the end of its run, before the next run's time (off
        /// for a party on the way), was taken for the run it had finished, 51 minutes late, and its next
        /// run for one starting 25 minutes late (buerger-bench eta-live, demo, seeds 1, 4 and 6).
        var completed: Set<Int> = []
        /// The run the bus was last seen on (an index into the run instances) and the farthest place
        /// along the route it was seen on it: a bus never drives back along a run.
        var latest: (run: Int, meters: Double, seenAt: Date)?
    }

    /// - Parameter current: where the bus is now, if it is on its route: seen driving on from a place
    ///   the history left out, it shows which of the two was the detour.
    static func seen(
        _ sighting: BusSighting, before: Date, current: TimedPosition?, schedule: LineSchedule,
        instances: [RunInstance]
    ) -> Seen {
        guard let lastStop = schedule.stopMeters?.last else { return Seen() }
        var result = Seen()
        for pass in passes(sighting, before: before, then: current, schedule: schedule, instances: instances) {
            guard let index = instances.firstIndex(where: { $0.start == pass.run.start }),
                let end = pass.points.last, let farthest = pass.points.max(by: { $0.meters < $1.meters })
            else { continue }
            result.latest = (index, farthest.meters, farthest.time)
            if end.meters >= lastStop - DrivingAssumptions.atStopMeters { result.completed.insert(index) }
        }
        return result
    }

    /// The history cut into passes along the route, each with the run whose timetable it fits best
    /// where it left the first stop. A pass ends where the bus is next seen back towards the start
    /// and fits a later run; a sighting that fits neither this run (behind it, or ahead of its
    /// timetable) nor a later one is a detour near the route by chance, not a pass: a party's door
    /// near another part of a loop, seen between sparse looks, was taken for the run driven again 50
    /// minutes late (a trial at 60 columns, issue 25).
    private static func passes(
        _ sighting: BusSighting, before: Date, then current: TimedPosition? = nil, schedule: LineSchedule,
        instances: [RunInstance]
    ) -> [(run: RunInstance, points: [RunTrack.Point])] {
        guard let geometry = schedule.geometry, let stopMeters = schedule.stopMeters, let firstStop = stopMeters.first
        else {
            return []
        }
        let candidates = instances.filter { $0.start < before }
        let onTheRoad = firstStop + DrivingAssumptions.atStopMeters
        var result: [(run: RunInstance, points: [RunTrack.Point])] = []
        var pass: [RunTrack.Point] = []
        var run: RunInstance?
        var last: Double?
        var away = false
        /// The last sighting left out as a detour near the route, behind the pass's last place.
        var skipped: RunTrack.Point?
        /// The run a pass whose first place on the road is `point` goes with: the best fit, later than
        /// the run of the pass before (a bus drives a run once).
        func fittingRun(_ point: RunTrack.Point) -> RunInstance? {
            let after = (run ?? result.last?.run)?.start ?? .distantPast
            guard
                let best = candidates.filter({ $0.start > after }).min(by: {
                    abs(lateness(point, $0, stopMeters)) < abs(lateness(point, $1, stopMeters))
                }),
                lateness(point, best, stopMeters) > -RunInference.earlyToleranceSeconds,
                lateness(point, best, stopMeters) < DrivingAssumptions.lateWindowSeconds
            else { return nil }
            return best
        }
        func endPass() {
            if let run, !pass.isEmpty { result.append((run, pass)) }
            pass = []
            run = nil
        }
        // Followed as the bus's place now is: a party's door near another part of the route is the
        // detour it is, not a pass jumping half a loop ahead and a new one beginning mid-route
        // (buerger-bench eta-live's loops: such a pass was learned as 12 minutes made up).
        var track = RouteTrack(schedule: schedule, geometry: geometry)
        for earlier in sighting.earlier.filter({ $0.seenAt < before }) + (current.map { [$0] } ?? []) {
            let places = track.follow(earlier.position, at: earlier.seenAt)
            guard !places.isEmpty else {
                away = true
                continue
            }
            // A run is fitted by when the bus was first there; where it cannot be yet, by the last time.
            let firstSeen = { (meters: Double) in
                RunTrack.Point(time: earlier.firstSeenAt ?? earlier.seenAt, meters: meters)
            }
            let onward = places.filter { $0 >= (last ?? -.infinity) - RouteTrack.slackMeters }.min()
            var place: Double
            let lastSeen = { (meters: Double) in RunTrack.Point(time: earlier.seenAt, meters: meters) }
            if let onward, !(run.map { ahead(lastSeen(onward), of: $0, stopMeters) } ?? false) {
                place = onward
                if run == nil, onward > onTheRoad {
                    guard let fitting = fittingRun(firstSeen(onward)) else {
                        away = true
                        continue
                    }
                    run = fitting
                }
            } else if let run, let behind = places.min(), let from = skipped,
                behind >= from.meters + RouteTrack.rejoinProgressMeters, !ahead(lastSeen(behind), of: run, stopMeters)
            {
                // Seen back there twice, driving on along the route: back on its run, and the places
                // ahead of there were a detour near another part of the route. (Kept, they left the
                // rest of the run out as a detour of its own; buerger-bench eta's fleet, demo line 1.)
                pass.removeAll { $0.meters > from.meters + RouteTrack.slackMeters }
                pass.append(RunTrack.Point(time: from.time, meters: from.meters, afterDetour: true))
                away = false
                place = behind
            } else {
                guard let behind = places.min() else { continue }
                let next = behind > onTheRoad ? fittingRun(firstSeen(behind)) : nil
                guard next != nil || behind <= onTheRoad else {
                    away = true
                    skipped = lastSeen(behind)
                    continue
                }
                endPass()
                run = next
                place = behind
            }
            if let first = earlier.firstSeenAt, first < earlier.seenAt {
                pass.append(RunTrack.Point(time: first, meters: place, afterDetour: away))
                away = false
            }
            pass.append(RunTrack.Point(time: earlier.seenAt, meters: place, afterDetour: away))
            away = false
            skipped = nil
            last = place
        }
        endPass()
        return result
    }

    /// Seen where it cannot be yet on this run (`RunInference.earliest`).
    private static func ahead(_ point: RunTrack.Point, of run: RunInstance, _ stopMeters: [Double]) -> Bool {
        RunInference.earliest(at: point.meters, on: run, stopMeters: stopMeters).map { point.time < $0 } ?? false
    }

    private static func lateness(_ point: RunTrack.Point, _ run: RunInstance, _ stopMeters: [Double]) -> Double {
        let times = run.times.map { $0.timeIntervalSince(run.start) }
        guard times.count == stopMeters.count else { return .infinity }
        return RunTimeline(stopMeters: stopMeters, times: times).lateness(
            point.meters, at: point.time.timeIntervalSince(run.start)
        ).lateness
    }
}
