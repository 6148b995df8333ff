import Foundation

extension PositionHistory {
    /// Keeps what the position history shows of the runs of these buses' lines (`SeenRun`), so that
    /// they still count once their positions have aged out: the first sightings of a day then know how
    /// late the line's runs usually start and how its buses usually drive. A run still under way is
    /// kept as far as it has been seen, and replaced as more of it is.
    public mutating func learnRuns(busIds: [Int64], data: MasterData, timetable: Timetable, now: Date) {
        var busesByLine: [Int64: [Int64]] = [:]
        for busId in busIds {
            if let lineId = data.bus(id: busId)?.lineId { busesByLine[lineId, default: []].append(busId) }
        }
        for (lineId, buses) in busesByLine {
            guard let schedule = LineSchedule(lineId: lineId, data: data) else { continue }
            let instances = schedule.instances(around: now, timetable: timetable)
            guard let run = instances.first else { continue }
            // Every sighting up to now, matched also with a run about to begin: a bus leaving a little
            // early belongs to that run, not to the one before, an hour late.
            let until = now.addingTimeInterval(RunInference.earlyToleranceSeconds)
            let runs = buses.flatMap { busId in
                EarlierRuns.runs(
                    sighting(busId: busId, position: nil), before: until, schedule: schedule,
                    instances: instances, chunkSeconds: run.meanGap
                )
                .filter { $0.evidence.planned > 0 || $0.evidence.startLateness != nil }
                .map { SeenRun(start: $0.run.start, evidence: $0.evidence) }
            }
            if !runs.isEmpty { keep(runs, lineId: lineId, now: now) }
        }
    }
}
