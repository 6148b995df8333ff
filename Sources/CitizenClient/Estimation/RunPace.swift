import Foundation

/// How this bus has been driving this run, learned from its track (`RunTrack`): how much lateness it
/// gains (or makes up) per second of timetable, how much that varies, and whether it waits for its
/// time at stops. Nothing is assumed about any network: with nothing seen yet the bus keeps its
/// lateness (plain delay propagation), and every stretch seen pulls the rate towards what it showed.
struct RunPace: Equatable {
    /// Lateness gained per second of timetable; negative while it makes up delay.
    var rate: Double
    /// Variance of the lateness gained, per second of timetable (s²/s).
    var variance: Double
    /// Variance of `rate` itself: a rate learned from little is unsure.
    var rateVariance: Double
    /// Never leaves a stop before its time (until seen doing so).
    var holds: Bool

    init(rate: Double, variance: Double, rateVariance: Double, holds: Bool) {
        self.rate = rate
        self.variance = variance
        self.rateVariance = rateVariance
        self.holds = holds
    }

    /// Before anything is seen: the lateness stays, spread as `DrivingAssumptions.stretchSpread` says.
    static func prior(meanGap: Double) -> RunPace {
        let variance = priorVariance(meanGap: meanGap)
        return RunPace(rate: 0, variance: variance, rateVariance: variance / meanGap, holds: true)
    }

    private static func priorVariance(meanGap: Double) -> Double {
        let spread = DrivingAssumptions.stretchSpread * meanGap
        return spread * spread / meanGap
    }

    /// The prior counts as one stretch of evidence (`meanGap` seconds of timetable).
    init(track: RunTrack, run: RunInstance, schedule: LineSchedule) {
        let times = run.times.map { $0.timeIntervalSince(run.start) }
        let meanGap = max(60, (times.last ?? 0) / Double(max(1, times.count - 1)))
        self = .prior(meanGap: meanGap)
        guard let stopMeters = schedule.stopMeters, stopMeters.count == times.count, track.points.count > 1 else { return }
        let timeline = Timeline(stopMeters: stopMeters, times: times)
        holds = !track.points.contains { timeline.leftEarly($0.meters, at: $0.time.timeIntervalSince(run.start)) }
        var gained = 0.0, planned = 0.0
        var chunks: [(gained: Double, planned: Double)] = [], chunk = (gained: 0.0, planned: 0.0)
        for (a, b) in zip(track.points, track.points.dropFirst()) {
            let (plannedA, latenessA) = timeline.lateness(a.meters, at: a.time.timeIntervalSince(run.start))
            let (plannedB, latenessB) = timeline.lateness(b.meters, at: b.time.timeIntervalSince(run.start))
            // Waiting at a stop ahead of time is the timetable's doing, not the bus's pace; a detour
            // for a custom stop is that one request's, not the way the bus drives.
            if holds, latenessA < 0, timeline.isAtStop(a.meters) { continue }
            if b.afterDetour { continue }
            let step = (gained: latenessB - latenessA, planned: max(0, plannedB - plannedA))
            gained += step.gained
            planned += step.planned
            chunk = (chunk.gained + step.gained, chunk.planned + step.planned)
            if chunk.planned >= meanGap {
                chunks.append(chunk)
                chunk = (0, 0)
            }
        }
        if chunk.planned >= meanGap / 2 { chunks.append(chunk) }
        let weight = planned + meanGap
        rate = min(2, max(-0.5, gained / weight))
        let squares = chunks.map { ($0.gained - rate * $0.planned) * ($0.gained - rate * $0.planned) }.reduce(0, +)
        variance = (squares + meanGap * Self.priorVariance(meanGap: meanGap)) / (chunks.map(\.planned).reduce(0, +) + meanGap)
        rateVariance = variance / weight
    }

    /// Spread (one standard deviation, seconds) of an arrival `plannedAhead` seconds of timetable away.
    func spread(plannedAhead: Double) -> Double {
        let ahead = max(0, plannedAhead)
        return (variance * ahead + rateVariance * ahead * ahead).squareRoot()
    }
}

/// A run's timetable as a function of the place on the route: where a punctual bus is when.
private struct Timeline {
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

    func isAtStop(_ meters: Double) -> Bool {
        stopMeters.contains { abs($0 - meters) <= DrivingAssumptions.atStopMeters }
    }

    /// On the road past a stop well before that stop's time.
    func leftEarly(_ meters: Double, at time: Double) -> Bool {
        guard !isAtStop(meters), let next = stopMeters.firstIndex(where: { $0 > meters }), next > 0 else { return false }
        return time < times[next - 1] - DrivingAssumptions.leftEarlySeconds
    }
}
