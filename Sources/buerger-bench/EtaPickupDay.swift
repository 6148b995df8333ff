import CitizenClient
import Foundation

/// A bench-eta trace day with parties fetched at doors off the route (`buerger-bench eta-pickups`):
/// the family's runs as drawn, and each party's fetch put in, one after the other, as its driver's
/// habit makes it. While the bus is away for a party it is where the fetch says; afterwards it carries
/// on where it left its route, the rest of the run as drawn but later by the time it was away; a later
/// run starts late only by what the wait for it does not take up.
struct EtaPickupDay {
    /// One party's fetch on the day as it stood before it. Seconds since 1970.
    struct Fetch {
        /// When the bus stops following its run (it stands where it is until it sets off).
        let leaves: Double
        /// When it sets off across to the door, and from where.
        let setsOff: Double
        let from: Coordinate
        /// When it reaches the door (the truth the estimates are scored against).
        let arrives: Double
        /// When the party has boarded and the bus sets off back.
        let departs: Double
        /// When it is back where it set off from.
        let back: Double
    }

    private(set) var runs: [EtaTrace]
    private(set) var parties: [EtaPickupParty] = []
    /// When the bus reached each party's door, in `parties`' order.
    private(set) var reached: [Double] = []
    /// The bus is back on its route from the last fetch at this time: the next fetch starts after it.
    private var backOnRoute = -Double.infinity

    /// The on-time driver looks this often whether it is time to set off.
    static let onTimeStep = 5.0

    init(runs: [EtaTrace]) {
        self.runs = runs
    }

    /// The run the bus is on at `time` (its last one once it is done); nil before its day.
    func trace(at time: Double) -> EtaTrace? { runs.last { $0.ready <= time } }

    /// Where the bus is at `time`; nil before its day (no position).
    func position(at time: Double) -> Coordinate? { trace(at: time)?.position(at: time) }

    /// Fetches `party` as its driver does, on the day as it stands.
    mutating func add(_ party: EtaPickupParty) {
        let fetch = fetch(party)
        let carrier = runs.lastIndex { $0.ready <= fetch.leaves } ?? party.run
        var frames: [(time: Double, point: Coordinate)] = []
        if fetch.setsOff > fetch.leaves { frames.append((fetch.setsOff, fetch.from)) }
        frames += [(fetch.arrives, party.door), (fetch.departs, party.door), (fetch.back, fetch.from)]
        for index in 0...carrier {
            runs[index] = runs[index].delayed(
                after: fetch.leaves, by: fetch.back - fetch.leaves, frames: index == carrier ? frames : [])
        }
        // The later runs start late only by what the wait for them does not take up.
        var free = max(runs[carrier].arrivals[EtaTrace.stopCount - 1], fetch.back)
        for index in runs.indices where index > carrier {
            runs[index] = runs[index].ready(at: free + EtaTraceReplay.wayBackToStart)
            free = runs[index].arrivals[EtaTrace.stopCount - 1]
        }
        parties.append(party)
        reached.append(fetch.arrives)
        backOnRoute = fetch.back
    }

    /// How the driver of `party` fetches it, by his habit: when he leaves the run, from where, and
    /// when he is at the door and back.
    func fetch(_ party: EtaPickupParty) -> Fetch {
        let trace = runs[party.run]
        let start = max(party.accepted, backOnRoute)
        // The stops of the run he may still leave from, and when he would be at the door from each.
        let fromStops = trace.stopMeters.indices.filter { trace.departures[$0] >= start }.map { stop in
            (stop: stop, arrives: trace.departures[stop] + party.way(from: EtaTrace.point(trace.stopMeters[stop])))
        }
        // The last stop he can leave from in time, or, late already, the one he is there soonest from.
        let chosen = fromStops.last { $0.arrives <= party.pickUp } ?? fromStops.min { $0.arrives < $1.arrives }
        switch party.habit {
        case .onTime:
            return onTime(party, trace: trace, start: start)
        case .early:
            guard let chosen else { return onTime(party, trace: trace, start: start) }
            return leaving(chosen.stop, of: trace, after: 0, for: party)
        case .late:
            guard let chosen else { return onTime(party, trace: trace, start: start) }
            let last = EtaTrace.stopCount - 1
            let stop = min(last, chosen.stop + party.laterStops)
            // From the run's last stop there is no stop left to serve first: he stands as long.
            let pause = Double(chosen.stop + party.laterStops - stop) * EtaPickupParty.lateStopSeconds
            return leaving(stop, of: trace, after: pause, for: party)
        }
    }

    /// Leaves the run from `stop` when it would have left it, and sets off `pause` later.
    private func leaving(_ stop: Int, of trace: EtaTrace, after pause: Double, for party: EtaPickupParty) -> Fetch {
        let from = EtaTrace.point(trace.stopMeters[stop])
        let setsOff = trace.departures[stop] + pause
        return across(from: from, leaves: trace.departures[stop], setsOff: setsOff, arrives: nil, party)
    }

    /// The on-time driver: drives his run until he must set off to be at the door at the agreed time
    /// (plus his noise), from wherever he is then; once on the road as near the door as it comes, he
    /// stands there until then. Already too late, he sets off when he is there soonest.
    private func onTime(_ party: EtaPickupParty, trace: EtaTrace, start: Double) -> Fetch {
        let target = party.pickUp + party.noise
        let nearest = min(trace.stopMeters[EtaTrace.stopCount - 1], max(trace.stopMeters[0], Self.along(party.door)))
        let end = trace.arrivals[EtaTrace.stopCount - 1]
        var lastInTime: (time: Double, point: Coordinate)?
        var soonest: (time: Double, point: Coordinate, arrives: Double)?
        var time = start
        while time <= end {
            guard let point = position(at: time) else {
                time += Self.onTimeStep
                continue
            }
            let arrives = time + party.way(from: point)
            // Stands only on the road (not away on one of the family's own detours).
            let onRoad = abs(point.latitude - EtaTrace.latitude) * 111_320 < 1
            let reachedNearest = time >= trace.departures[0] && onRoad && Self.along(point) >= nearest - 1
            if reachedNearest, arrives <= target {
                return across(
                    from: point, leaves: time, setsOff: target - party.way(from: point), arrives: target, party)
            }
            if arrives <= target { lastInTime = (time, point) }
            if arrives < soonest?.arrives ?? .infinity { soonest = (time, point, arrives) }
            if reachedNearest { break }
            time += Self.onTimeStep
        }
        if let lastInTime {
            return across(
                from: lastInTime.point, leaves: lastInTime.time, setsOff: lastInTime.time, arrives: target, party)
        }
        let point = soonest?.point ?? EtaTrace.point(trace.stopMeters[EtaTrace.stopCount - 1])
        let leaves = soonest?.time ?? end
        return across(from: point, leaves: leaves, setsOff: leaves, arrives: nil, party)
    }

    /// Across to the door and back: there at `arrives`, or at the party's pace when nil; the party
    /// boards from the agreed time (or the arrival, when later).
    private func across(
        from point: Coordinate, leaves: Double, setsOff: Double, arrives: Double?, _ party: EtaPickupParty
    ) -> Fetch {
        let way = party.way(from: point)
        let there = arrives ?? setsOff + way
        let departs = max(there, party.pickUp) + party.boarding
        return Fetch(
            leaves: leaves, setsOff: setsOff, from: point, arrives: there, departs: departs, back: departs + way)
    }

    /// Metres along the (west–east) road of the point square to `point`.
    static func along(_ point: Coordinate) -> Double {
        (point.longitude - EtaTrace.longitude) * 111_320 * cos(EtaTrace.latitude * .pi / 180)
    }

    /// The bus's lateness at `time` as a client with a perfect view of it takes it (as
    /// `EtaLiveTruth.lateness` does): at its last stop, or more when it is overdue at the next, while
    /// on a run; before a run only as much as it is overdue at the run's first stop (it is there for
    /// its run when it leaves: waiting there before its time is no delay). With `run`, 0 while the bus
    /// is not yet on that run (plain propagation carries a delay along the run it is on, no further).
    func lateness(at time: Double, run: Int? = nil) -> Double {
        let visits = runs.indices.flatMap { run in
            runs[run].arrivals.indices.map { stop in
                let trace = runs[run]
                let arrival = stop == 0 ? trace.departures[0] : trace.arrivals[stop]
                return (run: run, scheduled: trace.scheduled[stop], arrival: arrival)
            }
        }.sorted { $0.arrival < $1.arrival }
        guard let next = visits.first(where: { $0.arrival > time }) else { return 0 }
        if let run, next.run != run { return 0 }
        if let last = visits.last(where: { $0.arrival <= time }), last.run == next.run {
            return max(last.arrival - last.scheduled, time - next.scheduled)
        }
        return max(0, time - next.scheduled)
    }
}
