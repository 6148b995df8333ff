import Foundation

/// How the buses of one family of bench-eta traces drive. The families are made here, not by
/// buerger-sim, so the estimator is measured on behaviour it was not built on. Every random event
/// is drawn per stretch and independently, so "the expectation for the rest of the run" (the floor)
/// is a plain average over fresh draws. Durations in seconds, distances in metres.
struct EtaTraceFamily {
    let key: String
    let summary: String
    /// Departure from the first stop minus its timetable time.
    var startLate: ClosedRange<Double>
    /// Driving time of a stretch as a share of its timetable gap, drawn per stretch.
    var pace: ClosedRange<Double>
    /// A slowdown spread over a whole stretch (a tractor, road works).
    var incidentChance = 0.0
    var incident: ClosedRange<Double> = 0...0
    /// Standing at each stop after the first.
    var dwell: ClosedRange<Double>
    /// Never leaves a stop before its time.
    var holds: Bool
    /// A custom stop off the route: out, pickup, back to where it left.
    var detourChance = 0.0
    var detourOut: ClosedRange<Double> = 0...0
    var detourSpeed: ClosedRange<Double> = 5.5...8.5
    var pickup: ClosedRange<Double> = 0...0
    /// Standing still mid-stretch (a level crossing, a stop not in the timetable).
    var standChance = 0.0
    var stand: ClosedRange<Double> = 0...0
    /// Another volunteer each day: every stretch's pace times a factor drawn per day, and every start
    /// later by a shift drawn per day. The floors know the day's draws; the estimator, and the runs an
    /// installation kept from earlier days, do not.
    var dayPace: ClosedRange<Double> = 1...1
    var dayStartShift: ClosedRange<Double> = 0...0

    /// The family as driven on one day (itself unless it varies by day).
    func day(random: inout BenchRandom) -> EtaTraceFamily {
        guard dayPace.lowerBound < dayPace.upperBound || dayStartShift.lowerBound < dayStartShift.upperBound else {
            return self
        }
        var today = self
        let factor = random.uniform(dayPace)
        let shift = random.uniform(dayStartShift)
        today.pace = (pace.lowerBound * factor)...(pace.upperBound * factor)
        today.startLate = (startLate.lowerBound + shift)...(startLate.upperBound + shift)
        return today
    }

    static let all: [EtaTraceFamily] = [
        // Issue 14's family, to the letter: 0.8–1.35 × 85 % of the gap, +2–5 min on 1 stretch in 7.
        EtaTraceFamily(
            key: "a", summary: "no recovery: own pace per stretch, incidents, long dwells",
            startLate: -60...480, pace: (0.8 * 0.85)...(1.35 * 0.85), incidentChance: 1.0 / 7,
            incident: 120...300, dwell: 18...72, holds: false),
        EtaTraceFamily(
            key: "b", summary: "recovers where the timetable has slack, never early",
            startLate: 0...600, pace: 0.6...0.85, incidentChance: 0.1, incident: 60...180,
            dwell: 12...36, holds: true),
        EtaTraceFamily(
            key: "c", summary: "long detours for custom stops (1 stretch in 4)",
            startLate: -30...240, pace: 0.75...1.0, dwell: 12...48, holds: true,
            detourChance: 0.25, detourOut: 1000...3000, pickup: 30...120),
        EtaTraceFamily(
            key: "d", summary: "stands still 2–8 min mid-route (1 stretch in 4)",
            startLate: -30...300, pace: 0.75...1.05, dwell: 12...48, holds: true,
            standChance: 0.25, stand: 120...480),
        EtaTraceFamily(
            key: "e", summary: "another driver each day: pace × 0.8–1.3, starts 0–6 min later",
            startLate: 0...120, pace: 0.7...0.9, incidentChance: 0.1, incident: 60...180, dwell: 12...40,
            holds: true, dayPace: 0.8...1.3, dayStartShift: 0...360),
    ]
}

/// What happens on one stretch, beyond driving it.
struct EtaStretchDraw {
    /// Driving time including a slowdown, seconds.
    var drive: Double
    /// Where on the stretch a detour or stand begins (0…1).
    var fraction = 0.5
    var standSeconds = 0.0
    /// Out to the custom stop and back, and the pickup, seconds; where it lies off the route.
    var detourOneWay = 0.0
    var detourPickup = 0.0
    var detourMeters = 0.0
    var detourBearing = 0.0

    var total: Double { drive + standSeconds + 2 * detourOneWay + detourPickup }

    static func draw(_ family: EtaTraceFamily, gap: Double, random: inout BenchRandom) -> EtaStretchDraw {
        var result = EtaStretchDraw(drive: gap * random.uniform(family.pace))
        if random.uniform(0, 1) < family.incidentChance { result.drive += random.uniform(family.incident) }
        result.fraction = random.uniform(0.2, 0.8)
        if random.uniform(0, 1) < family.standChance { result.standSeconds = random.uniform(family.stand) }
        if random.uniform(0, 1) < family.detourChance {
            result.detourMeters = random.uniform(family.detourOut)
            result.detourOneWay = result.detourMeters / random.uniform(family.detourSpeed)
            result.detourPickup = random.uniform(family.pickup)
            // Off to the north, so it never comes near another part of the (straight) route.
            result.detourBearing = random.uniform(-1.2, 1.2)
        }
        return result
    }
}

extension BenchRandom {
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { uniform(range.lowerBound, range.upperBound) }
}
