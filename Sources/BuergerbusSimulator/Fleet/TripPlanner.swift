import Foundation

/// Plans a bus's service day from its line's timetable and a seed (see `TripPlan`).
public enum TripPlanner {
    /// - Parameters:
    ///   - share: which of the line's runs this bus drives (several buses on one line).
    ///   - detours: accepted custom stops to fetch when practical.
    ///   - habit: when the driver sets off for a party off the route.
    public static func plan(
        line: LineTimetable, bus: BusRecord, day: ServiceDay, seed: UInt64,
        share: RunShare = .all, detours: [Detour] = [], habit: DriverBehaviour.PickupHabit = .onTime
    ) -> TripPlan {
        var builder = TripPlanBuilder(
            line: line, capacity: max(0, bus.totalSeats), day: day, share: share, habit: habit,
            detours: detours.sorted { $0.pickUp < $1.pickUp })
        for run in line.runs.indices where share.includes(run: run) {
            var random = SeededRandom(seed: seed, stream: [bus.id, day.ordinal, Int64(run)])
            builder.drive(run: run, random: &random)
        }
        builder.finishDay()
        return TripPlan(
            busId: bus.id, lineId: line.lineId, day: day, legs: builder.legs,
            seatChanges: builder.seatChanges.sorted { $0.time < $1.time }, arrivals: builder.visits,
            detourVisits: builder.detourVisits, restingPoint: line.path.start ?? GeoPoint(lon: 0, lat: 0))
    }
}

/// The mutable walk through one day that `TripPlanner` drives.
struct TripPlanBuilder {
    let line: LineTimetable
    let capacity: Int
    let day: ServiceDay
    let habit: DriverBehaviour.PickupHabit
    private var pendingDetours: [Detour]
    /// Parties at a stop of the route at about the time this bus calls there: taken on that call.
    private var partiesOnCall: [CallKey: [Detour]] = [:]

    private(set) var legs: [TripLeg] = []
    private(set) var seatChanges: [(time: TimeInterval, taken: Int)] = []
    private(set) var visits: [StopVisit] = []
    private(set) var detourVisits: [DetourVisit] = []

    private var now: TimeInterval
    private var distanceAlong = 0.0
    private var onboard = 0

    init(
        line: LineTimetable, capacity: Int, day: ServiceDay, share: RunShare, habit: DriverBehaviour.PickupHabit,
        detours: [Detour]
    ) {
        self.line = line
        self.capacity = capacity
        self.day = day
        self.habit = habit
        self.now = day.midnight
        var fetched: [Detour] = []
        var onCall: [CallKey: [Detour]] = [:]
        for detour in detours {
            if let call = Self.call(servingPartyAt: detour, line: line, day: day, share: share) {
                onCall[call, default: []].append(detour)
            } else {
                fetched.append(detour)
            }
        }
        self.pendingDetours = fetched
        self.partiesOnCall = onCall
    }

    /// A call of a run this bus drives, at a stop within `DrivingStyle.stopPartyMetres` of the party,
    /// due within `DrivingStyle.stopPartyCallSeconds` of its pick-up time (the nearest such call).
    /// A driver does not leave his route to reach a stop it serves anyway: he takes the party there.
    private static func call(servingPartyAt detour: Detour, line: LineTimetable, day: ServiceDay, share: RunShare)
        -> CallKey?
    {
        var best: (key: CallKey, gap: TimeInterval)?
        for (index, location) in line.stopLocations.enumerated() {
            guard let location, Geodesy.distance(location, detour.location) <= DrivingStyle.stopPartyMetres else {
                continue
            }
            for run in line.runs.indices where share.includes(run: run) && index < line.runs[run].count {
                let gap = abs(day.instant(secondsAfterMidnight: line.runs[run][index]) - detour.pickUp)
                if gap <= DrivingStyle.stopPartyCallSeconds, gap < (best?.gap ?? .infinity) {
                    best = (CallKey(run: run, stopIndex: index), gap)
                }
            }
        }
        return best?.key
    }

    private var path: RoutePath { line.path }
    private var here: GeoPoint { path.point(atDistance: distanceAlong) }

    mutating func drive(run: Int, random: inout SeededRandom) {
        guard run < line.runs.count else { return }
        let times = line.runs[run].map { day.instant(secondsAfterMidnight: $0) }
        guard let firstTime = times.first, !line.stopDistances.isEmpty else { return }
        returnToRouteStart()
        let approach = (line.stopDistances.first ?? 0) / DrivingStyle.plannedSpeed
        let plannedLeave = firstTime - approach
        fetchDetours(nextDecision: plannedLeave, mayWait: true)
        stand(until: plannedLeave, service: false)
        stand(until: max(now, plannedLeave + DrivingStyle.lateStart(&random)), service: true)

        for (index, target) in line.stopDistances.enumerated() where index < times.count {
            let planned =
                index == 0
                ? approach
                : times[index] - times[index - 1] - DrivingStyle.plannedDwell
            let fastest = max(0, target - distanceAlong) / DrivingStyle.maximumSpeed
            let travel = max(fastest, max(0, planned) * DrivingStyle.stretchFactor(&random))
            fetchDetours(nextDecision: now + travel, mayWait: false)
            moveAlong(to: target, duration: travel)
            call(run: run, stopIndex: index, scheduled: times[index], random: &random)
        }
        let home =
            max(0, path.length - distanceAlong) / DrivingStyle.plannedSpeed
            * DrivingStyle.stretchFactor(&random)
        fetchDetours(nextDecision: now + home, mayWait: false)
        moveAlong(to: path.length, duration: home)
        setSeats(0, at: now + 20)
    }

    mutating func finishDay() {
        // A party whose call was never driven is fetched like any other.
        pendingDetours = (pendingDetours + partiesOnCall.values.joined()).sorted { $0.pickUp < $1.pickUp }
        partiesOnCall = [:]
        fetchDetours(nextDecision: day.midnight + 24 * 3600, mayWait: true)
    }

    // MARK: - Stops

    private mutating func call(run: Int, stopIndex: Int, scheduled: TimeInterval, random: inout SeededRandom) {
        let arrival = now
        let isLast = stopIndex == line.stopDistances.count - 1
        var alighted = 0
        for _ in 0..<onboard where random.chance(isLast ? 0.6 : 0.3) { alighted += 1 }
        let wanting = isLast ? 0 : DrivingStyle.boarding(&random, atTerminal: stopIndex == 0)
        let boarded = min(wanting, capacity - (onboard - alighted))
        onboard = onboard - alighted + max(0, boarded)
        stand(until: arrival + DrivingStyle.dwell(&random, movements: alighted + boarded), service: true)
        setSeats(onboard, at: now)
        takeParties(onCall: CallKey(run: run, stopIndex: stopIndex), arrival: arrival)
        // A Bürgerbus never leaves a stop before its timetable says.
        stand(until: max(now, scheduled), service: true)
        let stopId = stopIndex < line.stopIds.count ? line.stopIds[stopIndex] : 0
        visits.append(
            StopVisit(
                run: run, stopIndex: stopIndex, stopId: stopId,
                scheduled: Date(timeIntervalSince1970: scheduled),
                arrival: Date(timeIntervalSince1970: arrival),
                departure: Date(timeIntervalSince1970: now),
                boarded: max(0, boarded), alighted: alighted, takenAfter: onboard))
    }

    // MARK: - Custom stops

    /// The parties waiting at this call: the driver waits for their pick-up time, takes those who came,
    /// and after three minutes reports the others as not shown up. One accepted after the bus was here
    /// is fetched across country instead (the plan before an acceptance never changes).
    private mutating func takeParties(onCall key: CallKey, arrival: TimeInterval) {
        guard let parties = partiesOnCall.removeValue(forKey: key) else { return }
        for party in parties {
            guard party.notBefore <= arrival else {
                pendingDetours.append(party)
                continue
            }
            stand(until: max(now, party.pickUp), service: true)
            if party.showsUp {
                onboard += min(max(0, party.persons), capacity - onboard)
                setSeats(onboard, at: now + 30)
                stand(until: now + DrivingStyle.boardingSeconds(persons: party.persons), service: true)
            } else {
                stand(until: max(now, party.pickUp) + DrivingStyle.noShowWait, service: true)
            }
            detourVisits.append(
                DetourVisit(
                    requestId: party.requestId, left: Date(timeIntervalSince1970: arrival),
                    reached: Date(timeIntervalSince1970: arrival), finished: Date(timeIntervalSince1970: now),
                    showedUp: party.showsUp))
        }
        pendingDetours.sort { $0.pickUp < $1.pickUp }
    }

    /// At a decision point: fetch every accepted custom stop that would be missed by carrying on to
    /// `nextDecision`, leaving from here and coming back to the same place on the route.
    private mutating func fetchDetours(nextDecision: TimeInterval, mayWait: Bool) {
        while let index = pendingDetours.firstIndex(where: { isDue($0, nextDecision: nextDecision, mayWait: mayWait) })
        {
            let detour = pendingDetours.remove(at: index)
            fetch(detour, mayWait: mayWait)
        }
        pendingDetours.removeAll { $0.pickUp + DrivingStyle.pickupTolerance < now }
    }

    private func isDue(_ detour: Detour, nextDecision: TimeInterval, mayWait: Bool) -> Bool {
        let start = mayWait ? max(now, detour.notBefore) : now
        guard mayWait || now >= detour.notBefore else { return false }
        guard detour.pickUp + DrivingStyle.pickupTolerance >= start else { return false }
        let distance = Geodesy.distance(here, detour.location)
        guard distance <= DrivingStyle.maximumDetourMetres else { return false }
        let leaveBy = detour.pickUp - distance / DrivingStyle.detourSpeed
        return leaveBy < nextDecision
    }

    private mutating func fetch(_ detour: Detour, mayWait: Bool) {
        let origin = here
        let travel = Geodesy.distance(origin, detour.location) / DrivingStyle.detourSpeed
        // Before a run the bus waits out of service; on a run a punctual driver waits at the stop.
        if mayWait || habit == .onTime {
            stand(until: max(detour.notBefore, detour.pickUp - travel), service: !mayWait)
        }
        let left = now
        legs.append(
            TripLeg(
                start: now, end: now + travel, motion: .straight(from: origin, to: detour.location),
                isService: true))
        now += travel
        let reached = now
        legs.append(
            TripLeg(
                start: now, end: max(now, detour.pickUp), motion: .standing(detour.location),
                isService: true))
        now = max(now, detour.pickUp)
        if detour.showsUp {
            onboard += min(max(0, detour.persons), capacity - onboard)
            setSeats(onboard, at: now + 30)
            legs.append(TripLeg(start: now, end: now + 60, motion: .standing(detour.location), isService: true))
            now += 60
        } else {
            // The driver waits a few minutes before reporting a no-show.
            legs.append(
                TripLeg(
                    start: now, end: now + DrivingStyle.noShowWait, motion: .standing(detour.location),
                    isService: true))
            now += DrivingStyle.noShowWait
        }
        detourVisits.append(
            DetourVisit(
                requestId: detour.requestId, left: Date(timeIntervalSince1970: left),
                reached: Date(timeIntervalSince1970: reached),
                finished: Date(timeIntervalSince1970: now), showedUp: detour.showsUp))
        legs.append(
            TripLeg(
                start: now, end: now + travel, motion: .straight(from: detour.location, to: origin),
                isService: true))
        now += travel
    }

    // MARK: - Movement

    private mutating func returnToRouteStart() {
        guard distanceAlong > 0 else { return }
        let from = here
        if path.isLoop {
            distanceAlong = 0
            return
        }
        // An open route: drive back empty to where the next run starts, no teleporting.
        let to = path.point(atDistance: 0)
        let duration = Geodesy.distance(from, to) / DrivingStyle.plannedSpeed
        legs.append(TripLeg(start: now, end: now + duration, motion: .straight(from: from, to: to), isService: false))
        now += duration
        distanceAlong = 0
    }

    private mutating func moveAlong(to target: Double, duration: TimeInterval) {
        legs.append(
            TripLeg(
                start: now, end: now + duration,
                motion: .along(path: path, from: distanceAlong, to: target), isService: true))
        now += duration
        distanceAlong = target
    }

    private mutating func stand(until end: TimeInterval, service: Bool) {
        guard end > now else { return }
        legs.append(TripLeg(start: now, end: end, motion: .standing(here), isService: service))
        now = end
    }

    private mutating func setSeats(_ taken: Int, at time: TimeInterval) {
        seatChanges.append((time: time, taken: taken))
    }
}

/// One call of a line's day: run k at its i-th stop.
struct CallKey: Hashable {
    let run: Int
    let stopIndex: Int
}
