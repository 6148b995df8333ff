import Foundation

/// How simulated drivers drive: the constants behind the seeded variation of a trip plan.
struct DrivingStyle {
    /// Speed for stretches the timetable says nothing about (approach, back to the terminal).
    static let plannedSpeed = 22.0 / 3.6
    /// Nobody drives a village bus faster than this on average over a stretch.
    static let maximumSpeed = 60.0 / 3.6
    /// Cross-country to a custom stop: slower, unknown little roads.
    static let detourSpeed = 25.0 / 3.6
    /// Farther than this from the bus, a custom stop is not worth a detour.
    static let maximumDetourMetres = 4_000.0
    /// A pickup missed by more than this is given up.
    static let pickupTolerance = 15.0 * 60
    /// The timetable's gap between stops includes this much planned dwell.
    static let plannedDwell = 30.0
    /// A party this close to a stop of the route is at that stop.
    static let stopPartyMetres = 30.0
    /// A party at a stop asked for within this of a call there is taken on that call.
    static let stopPartyCallSeconds = 5.0 * 60
    /// How long a driver waits for a party that does not come before reporting a no-show.
    static let noShowWait = 180.0

    /// Seconds for a fetched party to board.
    static func boardingSeconds(persons: Int) -> Double {
        10 + 4 * Double(max(0, persons))
    }

    /// Seconds the driver leaves the terminal late: mostly punctual, sometimes a chat, rarely a wait.
    static func lateStart(_ random: inout SeededRandom) -> Double {
        if random.chance(0.7) { return random.uniform(0, 60) }
        if random.chance(0.8) { return random.uniform(60, 240) }
        return random.uniform(240, 600)
    }

    /// Multiplier of a stretch's planned driving time: usually a little quick, sometimes a tractor.
    static func stretchFactor(_ random: inout SeededRandom) -> Double {
        random.chance(0.12) ? random.uniform(1.15, 1.5) : random.uniform(0.8, 1.1)
    }

    /// Passengers boarding at a stop before the capacity limit.
    static func boarding(_ random: inout SeededRandom, atTerminal: Bool) -> Int {
        let draw = random.unit()
        let base: Int
        switch draw {
        case ..<0.45: base = 0
        case ..<0.75: base = 1
        case ..<0.90: base = 2
        case ..<0.97: base = 3
        default: base = 4
        }
        return atTerminal ? base + 1 : base
    }

    /// Seconds at a stop for the given passenger movements.
    static func dwell(_ random: inout SeededRandom, movements: Int) -> Double {
        if movements == 0 { return random.uniform(3, 10) }
        return 10 + 4 * Double(movements) + random.uniform(0, 15)
    }
}
