import Foundation

/// What one run's track (`RunTrack`) shows of how the bus drives, as sums that runs can pool: the
/// lateness it gained over the seconds of timetable it covered, per stretch or so what it gained
/// (for the spread), whether it left a stop early, and how late it started.
struct PaceEvidence: Equatable {
    var gained = 0.0, planned = 0.0
    /// The same between two sightings on the road with no stop in between: driving alone.
    var roadGained = 0.0, roadPlanned = 0.0
    /// Seconds seen standing still between stops (part of `gained`).
    var standGained = 0.0
    /// Per stretch or so of timetable: lateness gained, timetable seconds.
    var chunks: [Chunk] = []
    var leftEarly = false
    /// Seconds after its time that it left the first stop, where seen.
    var startLateness: Double?

    struct Chunk: Equatable {
        var gained = 0.0, planned = 0.0
    }

    init() {}

    /// - Parameter holds: whether waiting at a stop ahead of time is taken for the timetable's doing.
    init(track: RunTrack, run: RunInstance, schedule: LineSchedule, chunkSeconds: Double, holds: Bool? = nil) {
        let times = run.times.map { $0.timeIntervalSince(run.start) }
        guard let stopMeters = schedule.stopMeters, stopMeters.count == times.count, track.points.count > 1 else {
            return
        }
        let timeline = RunTimeline(stopMeters: stopMeters, times: times)
        let seconds = { (point: RunTrack.Point) in point.time.timeIntervalSince(run.start) }
        leftEarly = track.points.contains { timeline.leftEarly($0.meters, at: seconds($0)) }
        let waits = holds ?? !leftEarly
        var chunk = Chunk()
        for (a, b) in zip(track.points, track.points.dropFirst()) {
            let (plannedA, latenessA) = timeline.lateness(a.meters, at: seconds(a))
            let (plannedB, latenessB) = timeline.lateness(b.meters, at: seconds(b))
            let standing = abs(b.meters - a.meters) < 1
            let stopA = timeline.stop(at: a.meters)
            let stopB = timeline.stop(at: b.meters)
            if stopA == 0, stopB != 0, !b.afterDetour {
                // Left the first stop in between: at the line's planned pace, it left this long after its time.
                let driving = max(0, b.meters - stopMeters[0]) / schedule.plannedSpeed
                startLateness = max(seconds(a), seconds(b) - driving) - times[0]
            }
            // Waiting at a stop ahead of time is the timetable's doing, not the bus's pace, and so is
            // the wait for the run's start and, after the last stop, for the next run; a detour for a
            // custom stop is that one request's.
            if waits, latenessA < 0, stopA != nil { continue }
            if stopA == 0 { continue }
            if let last = stopMeters.last, a.meters >= last - DrivingAssumptions.atStopMeters { continue }
            let step = (gained: latenessB - latenessA, planned: max(0, plannedB - plannedA))
            // A detour is not the pace, but that a bus makes them is part of the spread.
            if !b.afterDetour {
                gained += step.gained
                planned += step.planned
                // Seen standing still (a level crossing) is not how it drives (`StandLengths`).
                if stopA == nil, stopB == nil, b.meters > a.meters,
                    stopMeters.allSatisfy({ !(a.meters < $0 && $0 <= b.meters) })
                {
                    roadGained += step.gained
                    roadPlanned += step.planned
                }
                if stopA == nil, stopB == nil, standing {
                    standGained += step.gained
                }
            }
            chunk = Chunk(gained: chunk.gained + step.gained, planned: chunk.planned + step.planned)
            if chunk.planned >= chunkSeconds {
                chunks.append(chunk)
                chunk = Chunk()
            }
        }
        if chunk.planned >= chunkSeconds / 2 { chunks.append(chunk) }
    }

    /// The same rates over at most `seconds` of timetable (and the last `chunks` chunks): evidence
    /// worth less than its size. `startLateness` and `leftEarly` are not carried.
    func scaled(toAtMost seconds: Double, chunks count: Int) -> PaceEvidence {
        var result = PaceEvidence()
        let factor = planned > seconds ? seconds / planned : 1
        result.gained = gained * factor
        result.planned = planned * factor
        result.standGained = standGained * factor
        result.roadGained = roadGained * factor
        result.roadPlanned = roadPlanned * factor
        result.chunks = Array(chunks.suffix(max(0, count)))
        return result
    }

    static func + (a: PaceEvidence, b: PaceEvidence) -> PaceEvidence {
        var sum = a
        sum.gained += b.gained
        sum.roadGained += b.roadGained
        sum.roadPlanned += b.roadPlanned
        sum.standGained += b.standGained
        sum.planned += b.planned
        sum.chunks += b.chunks
        sum.leftEarly = a.leftEarly || b.leftEarly
        return sum
    }
}

/// A run's timetable as a function of the place on the route: where a punctual bus is when.
struct RunTimeline {
    let stopMeters: [Double]
    /// Seconds after the run's start.
    let times: [Double]

    /// When the timetable has the bus at `meters`, and how late a bus there at `time` is.
    func lateness(_ meters: Double, at time: Double) -> (planned: Double, lateness: Double) {
        let planned = plannedTime(meters)
        return (planned, time - planned)
    }

    func plannedTime(_ meters: Double) -> Double {
        guard let first = stopMeters.first, meters > first else { return times.first ?? 0 }
        guard let next = stopMeters.firstIndex(where: { $0 > meters }), next > 0 else { return times.last ?? 0 }
        let span = stopMeters[next] - stopMeters[next - 1]
        let share = span > 0 ? (meters - stopMeters[next - 1]) / span : 0
        return times[next - 1] + share * (times[next] - times[next - 1])
    }

    /// The stop the bus is at, if any (`DrivingAssumptions.stop(mayBeAt:stopMeters:)`).
    func stop(at meters: Double) -> Int? {
        DrivingAssumptions.stop(mayBeAt: meters, stopMeters: stopMeters)
    }

    /// On the road past a stop well before that stop's time.
    func leftEarly(_ meters: Double, at time: Double) -> Bool {
        guard stop(at: meters) == nil, let next = stopMeters.firstIndex(where: { $0 > meters }), next > 0 else {
            return false
        }
        return time < times[next - 1] - DrivingAssumptions.leftEarlySeconds
    }
}
