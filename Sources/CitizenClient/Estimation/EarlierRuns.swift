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

    /// The runs the history shows the bus drove to their last stop, which run inference no longer
    /// offers a bus seen short of that stop well after the run's end (`RunInference.leftBehindSeconds`).
    /// A bus seen back near the start of its loop after the end of its run, before the next run's time
    /// (off for a party on the way), was taken for the run it had finished, 51 minutes late, and its
    /// next run for one starting 25 minutes late (buerger-bench eta-live, demo, seeds 1, 4 and 6).
    static func completed(_ sighting: BusSighting, before: Date, schedule: LineSchedule, instances: [RunInstance])
        -> Set<Int>
    {
        guard let lastStop = schedule.stopMeters?.last else { return [] }
        var result = Set<Int>()
        for pass in passes(sighting, before: before, schedule: schedule, instances: instances) {
            guard let end = pass.points.last, end.meters >= lastStop - DrivingAssumptions.atStopMeters,
                let index = instances.firstIndex(where: { $0.start == pass.run.start })
            else { continue }
            result.insert(index)
        }
        return result
    }

    /// The history cut into passes along the route, each with the run whose timetable it fits best.
    private static func passes(
        _ sighting: BusSighting, before: Date, schedule: LineSchedule, instances: [RunInstance]
    ) -> [(run: RunInstance, points: [RunTrack.Point])] {
        guard let geometry = schedule.geometry, let stopMeters = schedule.stopMeters, let firstStop = stopMeters.first
        else {
            return []
        }
        var passes: [[RunTrack.Point]] = []
        var pass: [RunTrack.Point] = []
        var last: Double?
        var away = false
        // Followed as the bus's place now is: a party's door near another part of the route is the
        // detour it is, not a pass jumping half a loop ahead and a new one beginning mid-route
        // (buerger-bench eta-live's loops: such a pass was learned as 12 minutes made up).
        var track = RouteTrack(schedule: schedule, geometry: geometry)
        for earlier in sighting.earlier where earlier.seenAt < before {
            let places = track.follow(earlier.position, at: earlier.seenAt)
            guard !places.isEmpty else {
                away = true
                continue
            }
            var place = places.filter { $0 >= (last ?? -.infinity) - RouteTrack.slackMeters }.min()
            if place == nil {
                passes.append(pass)
                pass = []
                place = places.min()
            }
            guard let place else { continue }
            if let first = earlier.firstSeenAt, first < earlier.seenAt {
                pass.append(RunTrack.Point(time: first, meters: place, afterDetour: away))
                away = false
            }
            pass.append(RunTrack.Point(time: earlier.seenAt, meters: place, afterDetour: away))
            away = false
            last = place
        }
        passes.append(pass)
        let candidates = instances.filter { $0.start < before }
        return passes.compactMap { points -> (run: RunInstance, points: [RunTrack.Point])? in
            guard let road = points.first(where: { $0.meters > firstStop + DrivingAssumptions.atStopMeters }),
                let run = candidates.min(by: {
                    abs(lateness(road, $0, stopMeters)) < abs(lateness(road, $1, stopMeters))
                }),
                lateness(road, run, stopMeters) > -RunInference.earlyToleranceSeconds,
                lateness(road, run, stopMeters) < DrivingAssumptions.lateWindowSeconds
            else { return nil }
            return (run, points)
        }
    }

    private static func lateness(_ point: RunTrack.Point, _ run: RunInstance, _ stopMeters: [Double]) -> Double {
        let times = run.times.map { $0.timeIntervalSince(run.start) }
        guard times.count == stopMeters.count else { return .infinity }
        return RunTimeline(stopMeters: stopMeters, times: times).lateness(
            point.meters, at: point.time.timeIntervalSince(run.start)
        ).lateness
    }
}
