import CitizenClient
import Foundation

/// Replays bench-eta's trace days with a party at a door off the route on every run
/// (`EtaPickupDay`), and at every position a client sees (one every 60 s, random phase, recorded in a
/// position history kept through the day, the line's runs learnt) asks what `buerger status` asks
/// for an accepted request: the line's forecast (`LineForecaster`) and `PickupEstimator`'s estimate
/// for the accepting bus. Scores it, the agreed time and plain delay propagation against when the
/// bus really reached the door. The estimator is told neither the family nor the driver's habit.
struct EtaPickupReplay {
    let seed: UInt64
    let traces: Int
    var agreed = EtaPickupParty.Agreed.passing

    /// The party stream's own seed beside the family's: the runs are the ones `buerger-bench eta` replays.
    static let partySalt: UInt64 = 0x7069_636B_7570_7321

    func measure(_ family: EtaTraceFamily, familyIndex: Int) -> [EtaPickupSample] {
        let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let timetable = CitizenClient.Timetable(timeZone: zone)
        var samples: [EtaPickupSample] = []
        for index in 0..<max(1, traces / EtaTraceReplay.runsPerDay) {
            let drawn = EtaTraceReplay.day(index, of: family, familyIndex: familyIndex, seed: seed, calendar: calendar)
            var random = BenchRandom(
                seed: EtaTraceReplay.daySeed(index, familyIndex: familyIndex, seed: seed) ^ Self.partySalt)
            var day = EtaPickupDay(runs: drawn.runs)
            for run in drawn.runs.indices {
                day.add(EtaPickupParty.draw(run: run, of: day.runs, agreed: agreed, random: &random))
            }
            samples += replay(
                day, line: drawn.line, family: family, partyNumber: index * EtaTraceReplay.runsPerDay,
                timetable: timetable, random: &random)
        }
        return samples
    }

    private func replay(
        _ day: EtaPickupDay, line: EtaTraceLine, family: EtaTraceFamily, partyNumber: Int,
        timetable: CitizenClient.Timetable, random: inout BenchRandom
    ) -> [EtaPickupSample] {
        let data = EtaTraceReplay.clientData(line)
        let busId = EtaTraceReplay.busId
        let lineId = EtaTraceReplay.lineId
        guard let firstRun = day.runs.first, let end = day.reached.max() else { return [] }
        let forecaster = LineForecaster(timetable: timetable)
        var history = PositionHistory()
        var samples: [EtaPickupSample] = []
        let begin = min(firstRun.scheduled[0] - 10 * 60, day.parties.map(\.accepted).min() ?? .infinity)
        var time = begin + random.uniform(0, EtaTraceReplay.sightingGap)
        while time < end {
            defer { time += EtaTraceReplay.sightingGap }
            let now = Date(timeIntervalSince1970: time)
            let position = day.position(at: time)
            if let position {
                history.record(busId: busId, position: position, at: now)
                history.learnRuns(busIds: [busId], data: data, timetable: timetable, now: now)
            }
            let open = day.parties.indices.filter {
                day.parties[$0].accepted <= time && day.reached[$0] - time >= Self.countedAhead
            }
            guard !open.isEmpty else { continue }
            let sighting = position.map { history.sighting(busId: busId, position: $0, lineId: lineId) }
            let forecast = sighting.flatMap {
                forecaster.forecast(lineId: lineId, data: data, sightings: [busId: $0], now: now)
            }
            let lateness = max(0, day.lateness(at: time))
            for index in open {
                let party = day.parties[index]
                let truth = day.reached[index]
                let pickUp = Date(timeIntervalSince1970: party.pickUp)
                // `buerger status` asks only this near the pick-up time (CitizenService.pickupEstimate).
                let asked =
                    party.pickUp - time <= CitizenService.pickupEstimateAhead
                    && time - party.pickUp <= CitizenService.pickupEstimateBehind
                let estimate =
                    asked
                    ? forecast.flatMap { forecast in
                        sighting.flatMap {
                            PickupEstimator(forecast: forecast).estimate(
                                busId: busId, sighting: $0, pickUp: pickUp, at: party.door, now: now)
                        }
                    } : nil
                let predicted = estimate?.estimated.timeIntervalSince1970 ?? party.pickUp
                let inside = estimate.map {
                    $0.earliest.timeIntervalSince1970 <= truth + 0.5 && truth - 0.5 <= $0.latest.timeIntervalSince1970
                }
                samples.append(
                    EtaPickupSample(
                        family: family.key, party: partyNumber + index, habit: party.habit, trueAhead: truth - time,
                        errors: [
                            truth - predicted, truth - party.pickUp, truth - (party.pickUp + lateness),
                            truth - (party.pickUp + max(0, day.lateness(at: time, run: party.run))),
                        ],
                        inside: inside,
                        said: estimate.map { EtaPickupSample.said($0.busIs) } ?? (asked ? "no estimate" : "not asked"),
                        onItsRun: time >= day.runs[party.run].departures[0],
                        doorLate: truth - party.pickUp))
            }
        }
        return samples
    }

    /// Predictions made at least this long before the true arrival are scored (the boards' rule).
    static let countedAhead = 120.0
}

/// One look at one pick-up, by three predictors.
struct EtaPickupSample {

    let family: String
    /// Which of the family's parties it is.
    let party: Int
    /// The party among all families'.
    var partyKey: String { "\(family)/\(party)" }
    let habit: EtaPickupParty.Habit
    let trueAhead: Double
    /// True arrival at the door minus prediction, seconds: buerger (the agreed time where it has no
    /// estimate), the agreed time, plain delay propagation (the agreed time plus the bus's lateness
    /// now, as `buerger-bench eta-live` takes it), and the same with only the lateness of the run
    /// that fetches the party (0 while the bus is on an earlier one).
    let errors: [Double]
    /// Whether the truth fell inside buerger's range; nil without an estimate.
    let inside: Bool?
    /// Where the estimate said the bus was; "no estimate" when it gave none, "not asked" outside the
    /// times `buerger status` asks (more than 30 min past the agreed time).
    let said: String
    /// The bus had begun the run the party is on (else it was on an earlier one, or between runs).
    let onItsRun: Bool
    /// The true arrival at the door minus the agreed time.
    let doorLate: Double

    static func said(_ whereabouts: PickupEstimate.Whereabouts) -> String {
        switch whereabouts {
        case .atStop, .onWayTo, .nearStop: "on its route"
        case .comingToYou: "coming"
        case .arrived: "arrived"
        case .elsewhere: "elsewhere"
        }
    }
}
