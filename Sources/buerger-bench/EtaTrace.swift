import CitizenClient
import Foundation

/// The line of a day of bench-eta traces: six stops along a straight road, 4 or 5 min apart in the
/// timetable, a run every hour.
struct EtaTraceLine {
    static let stopCount = 6
    /// The timetable plans this speed for the driving part of a gap (30 s of it is for the stop).
    static let plannedSpeed = 8.0

    /// Timetable gaps between consecutive stops, seconds.
    let gaps: [Double]
    /// Metres along the road of each stop.
    let stopMeters: [Double]
    /// Service-day seconds of the first stop of every run of the day.
    let runStarts = (6...20).map { $0 * 3600 }
    let midnight: Double

    init(midnight: Double, random: inout BenchRandom) {
        self.midnight = midnight
        gaps = (1..<Self.stopCount).map { _ in random.uniform(0, 1) < 0.5 ? 240 : 300 }
        var meters = [0.0]
        for gap in gaps {
            meters.append((meters.last ?? 0) + (gap - 30) * Self.plannedSpeed * random.uniform(0.9, 1.1))
        }
        stopMeters = meters
    }

    func scheduled(run: Int) -> [Double] {
        var times = [midnight + Double(runStarts[run])]
        for gap in gaps { times.append((times.last ?? 0) + gap) }
        return times
    }
}

/// One run of a bench-eta trace day, and what really happened on it, drawn from a family: the bus is
/// ready at the first stop at `ready` (its last run over and the way back driven) and leaves at its
/// drawn lateness, or when ready if that is later.
struct EtaTrace {
    static let stopCount = EtaTraceLine.stopCount
    static let latitude = 49.3, longitude = 7.5

    let family: EtaTraceFamily
    let gaps: [Double]
    let stopMeters: [Double]
    private(set) var ready: Double
    /// Timetable, true arrival and departure at each stop (epoch seconds).
    let scheduled: [Double]
    private(set) var arrivals: [Double] = []
    private(set) var departures: [Double] = []
    /// Where the bus is when, in order: positions in between are interpolated.
    private(set) var keyframes: [(time: Double, point: Coordinate)] = []

    init(family: EtaTraceFamily, line: EtaTraceLine, run: Int, ready: Double, random: inout BenchRandom) {
        self.family = family
        gaps = line.gaps
        stopMeters = line.stopMeters
        scheduled = line.scheduled(run: run)
        self.ready = max(ready, scheduled[0] - 20 * 60)
        drive(random: &random)
    }

    static func point(_ meters: Double, north: Double = 0, east: Double = 0) -> Coordinate {
        Coordinate(
            latitude: latitude + north / 111_320,
            longitude: longitude + (meters + east) / (111_320 * cos(latitude * .pi / 180)))
    }

    private mutating func drive(random: inout BenchRandom) {
        var departure = max(ready, scheduled[0] + random.uniform(family.startLate))
        arrivals = [ready]
        departures = [departure]
        keyframes = [(arrivals[0], Self.point(stopMeters[0])), (departure, Self.point(stopMeters[0]))]
        for stretch in 0..<gaps.count {
            let draw = EtaStretchDraw.draw(family, gap: gaps[stretch], random: &random)
            let driven = Self.drive(draw, departure: departure, from: stopMeters[stretch], to: stopMeters[stretch + 1])
            let arrival = driven.arrival
            arrivals.append(arrival)
            keyframes += driven.frames.dropFirst()
            departure =
                stretch + 1 < gaps.count
                ? leaving(stretch + 1, arrival: arrival, dwell: random.uniform(family.dwell))
                : arrival
            departures.append(departure)
            keyframes.append((departure, Self.point(stopMeters[stretch + 1])))
        }
    }

    /// One stretch driven as `draw` says, from the stop at `from` (metres) to the one at `to`, leaving
    /// at `departure`: where the bus is when, from the departure to the arrival.
    static func drive(_ draw: EtaStretchDraw, departure: Double, from: Double, to: Double)
        -> (frames: [(time: Double, point: Coordinate)], arrival: Double)
    {
        let leave = from + draw.fraction * (to - from)
        var time = departure + draw.fraction * draw.drive
        var frames = [(time: departure, point: point(from)), (time: time, point: point(leave))]
        if draw.standSeconds > 0 {
            time += draw.standSeconds
            frames.append((time, point(leave)))
        }
        if draw.detourOneWay > 0 {
            let away = point(
                leave, north: draw.detourMeters * cos(draw.detourBearing),
                east: draw.detourMeters * sin(draw.detourBearing))
            time += draw.detourOneWay
            frames.append((time, away))
            time += draw.detourPickup
            frames.append((time, away))
            time += draw.detourOneWay
            frames.append((time, point(leave)))
        }
        let arrival = time + (1 - draw.fraction) * draw.drive
        frames.append((arrival, point(to)))
        return (frames, arrival)
    }

    func leaving(_ stop: Int, arrival: Double, dwell: Double) -> Double {
        family.holds ? max(arrival + dwell, scheduled[stop]) : arrival + dwell
    }

    /// Where the bus is at `time`.
    func position(at time: Double) -> Coordinate { Self.position(in: keyframes, at: time) }

    /// The run with everything after `time` as drawn but `seconds` later: the bus was away meanwhile
    /// (a party fetched off the route, `buerger-bench eta-pickups`). `frames` (in that span, in order)
    /// say where it went; they belong to the run the bus is on at `time` and are empty for the others.
    func delayed(after time: Double, by seconds: Double, frames: [(time: Double, point: Coordinate)]) -> EtaTrace {
        var copy = self
        let shift = { (moment: Double) in moment > time ? moment + seconds : moment }
        copy.ready = shift(ready)
        copy.arrivals = arrivals.map(shift)
        copy.departures = departures.map(shift)
        let after = keyframes.filter { $0.time > time }.map { (time: $0.time + seconds, point: $0.point) }
        let away = frames.isEmpty ? [] : [(time: time, point: position(at: time))] + frames
        copy.keyframes = keyframes.filter { $0.time <= time } + away + after
        return copy
    }

    /// The run when the bus is back at its first stop no sooner than `time` (the run before ended
    /// later than drawn): it leaves when it was drawn to leave, or when it is ready if that is later;
    /// the rest as drawn, that much later.
    func ready(at time: Double) -> EtaTrace {
        let ready = max(self.ready, time)
        let start = max(0, ready - departures[0])
        var copy = self
        copy.ready = ready
        copy.arrivals = arrivals.indices.map { $0 == 0 ? ready : arrivals[$0] + start }
        copy.departures = departures.map { $0 + start }
        copy.keyframes = keyframes.indices.map { index in
            (time: index == 0 ? ready : keyframes[index].time + start, point: keyframes[index].point)
        }
        return copy
    }

    /// Where a bus that moves through `frames` is at `time` (straight lines in between).
    static func position(in frames: [(time: Double, point: Coordinate)], at time: Double) -> Coordinate {
        guard let first = frames.first, time > first.time else { return frames.first?.point ?? point(0) }
        for index in 1..<frames.count where frames[index].time >= time {
            let a = frames[index - 1]
            let b = frames[index]
            let t = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
            return Coordinate(
                latitude: a.point.latitude + (b.point.latitude - a.point.latitude) * t,
                longitude: a.point.longitude + (b.point.longitude - a.point.longitude) * t)
        }
        return frames[frames.count - 1].point
    }

    /// Metres between two points of the trace's flat world.
    static func meters(_ a: Coordinate, _ b: Coordinate) -> Double {
        let north = (a.latitude - b.latitude) * 111_320
        let east = (a.longitude - b.longitude) * 111_320 * cos(latitude * .pi / 180)
        return (north * north + east * east).squareRoot()
    }

    /// The first stop the bus has yet to reach at `time` (`stopCount` when done).
    func nextStop(at time: Double) -> Int {
        arrivals.indices.first { arrivals[$0] > time } ?? Self.stopCount
    }

    /// Where the bus is in its run at `time`, for a client that sees it every `sightingGap` seconds:
    /// 0 at a stop (or before the run, or done), 1 in the first sighting gap of a stretch (the sighting
    /// before was still at the stop, or before it), 2 later on the stretch.
    func phase(at time: Double, sightingGap: Double) -> Int {
        let next = nextStop(at: time)
        guard time >= departures[0], next < Self.stopCount, time >= departures[next - 1] else { return 0 }
        return time - departures[next - 1] < sightingGap ? 1 : 2
    }

    /// The floor (issue 14): the exact end of the stretch under way, and every later dwell and
    /// stretch at its expectation, averaged over `draws` fresh draws. A dwell or a wait at the first
    /// stop that is under way is drawn as lasting at least as long as it already has. With
    /// `stretchEnd`, the stretch under way ends as drawn from it instead (the seeing floor).
    func floor(at time: Double, draws: Int, stretchEnd: EtaWeightedDraws? = nil, random: inout BenchRandom) -> [Double]
    {
        var sums = [Double](repeating: 0, count: Self.stopCount)
        let next = nextStop(at: time)
        for _ in 0..<draws {
            var arrival: Double
            var departure: Double
            var stop: Int
            if time < departures[0] {
                let waited = time - scheduled[0]
                departure = max(
                    ready,
                    scheduled[0]
                        + random.uniform(
                            max(
                                family.startLate.lowerBound, min(waited, family.startLate.upperBound))...family
                                .startLate.upperBound))
                arrival = arrivals[0]
                stop = 0
            } else if next < Self.stopCount, time >= departures[next - 1] {
                // Driving: the stretch under way ends exactly when it does.
                stop = next
                arrival = stretchEnd?.draw(&random) ?? arrivals[next]
                departure =
                    stop + 1 < Self.stopCount
                    ? drawnDeparture(stop, arrival: arrival, after: arrival, random: &random) : arrival
            } else {
                stop = max(0, next - 1)
                arrival = arrivals[stop]
                departure = drawnDeparture(stop, arrival: arrival, after: time, random: &random)
            }
            sums[stop] += arrival
            var leave = departure
            for later in (stop + 1)..<Self.stopCount {
                let reach = leave + EtaStretchDraw.draw(family, gap: gaps[later - 1], random: &random).total
                sums[later] += reach
                leave =
                    later + 1 < Self.stopCount
                    ? leaving(later, arrival: reach, dwell: random.uniform(family.dwell)) : reach
            }
        }
        return sums.map { $0 / Double(draws) }
    }

    /// A departure from `stop` drawn given that the bus is still there at `after`.
    func drawnDeparture(_ stop: Int, arrival: Double, after: Double, random: inout BenchRandom) -> Double {
        let held = family.holds && scheduled[stop] > after
        let low =
            held ? family.dwell.lowerBound : min(family.dwell.upperBound, max(family.dwell.lowerBound, after - arrival))
        return leaving(stop, arrival: arrival, dwell: random.uniform(low...family.dwell.upperBound))
    }
}
