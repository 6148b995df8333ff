import CitizenClient
import Foundation

/// A party waiting at a door off the route of a bench-eta trace day (`buerger-bench eta-pickups`):
/// where, the agreed time, when the driver accepted, and how that driver fetches it. The habit and
/// the pace are drawn per pick-up, independently of what `PickupEstimator` assumes. Seconds, metres.
struct EtaPickupParty {
    /// How the driver who accepted fetches the party.
    enum Habit: String, CaseIterable {
        /// Leaves the route wherever he needs to (standing on it until then when he is early) and
        /// arrives at the agreed time, give or take `noise`.
        case onTime = "on time"
        /// Leaves from the last stop he can leave from and still be in time, at once, and waits at
        /// the door.
        case early
        /// Serves `laterStops` more stops after that one first, then goes: late by that.
        case late
    }

    /// The index of the day's run the party is on.
    let run: Int
    let door: Coordinate
    /// The agreed pick-up time, to the minute.
    let pickUp: Double
    /// When the driver accepted: the client asks from then on.
    let accepted: Double
    let habit: Habit
    /// The way across and back, straight-line metres per second.
    let pace: Double
    /// On time: the arrival minus the agreed time.
    let noise: Double
    /// At the door after the agreed time (or the arrival, when later): the party boards.
    let boarding: Double
    /// Late: stops served before he goes (1 or 2).
    let laterStops: Int

    static let acceptedAhead = (15.0 * 60)...(27.0 * 60)
    static let pickUpAroundPassing = (-5.0 * 60)...(10.0 * 60)
    static let doorMeters = 300.0...1000.0
    static let paceKilometresPerHour = 15.0...35.0
    static let onTimeNoise = -60.0...60.0
    static let boardingSeconds = 30.0...120.0
    /// Late from the last stop of a run: the time a stop or two would take (the timetable's shorter gap).
    static let lateStopSeconds = 240.0

    /// What the agreed time is drawn around.
    enum Agreed: String, CaseIterable {
        /// When the bus really passes the point of the route the door is off (the driver who accepts
        /// knows how his run will go).
        case passing
        /// When the timetable has the bus pass there (the party asks by the timetable; a late bus is
        /// late for it too).
        case timetable
    }

    /// A party on run `run` of `runs`, at a door off a point of the route drawn at random, with its
    /// time drawn around when the bus passes that point (or is due to).
    static func draw(run: Int, of runs: [EtaTrace], agreed: Agreed, random: inout BenchRandom) -> EtaPickupParty {
        let trace = runs[run]
        let stops = trace.stopMeters
        let meters = random.uniform(stops[0], stops[stops.count - 1])
        let passing = agreed == .passing ? trace.passing(meters) : trace.due(meters)
        let pickUp = ((passing + random.uniform(pickUpAroundPassing)) / 60).rounded(.up) * 60
        let distance = random.uniform(doorMeters)
        // North or south of the straight road, never far from square to it: at least 200 m off it
        // (a door, not a place on the road), and never near another part of the route.
        let bearing = random.uniform(-0.8, 0.8) + (random.uniform(0, 1) < 0.5 ? 0 : .pi)
        let door = EtaTrace.point(meters, north: distance * cos(bearing), east: distance * sin(bearing))
        let accepted = pickUp - random.uniform(acceptedAhead)
        let habit = Habit.allCases[min(Habit.allCases.count - 1, Int(random.uniform(0, Double(Habit.allCases.count))))]
        return EtaPickupParty(
            run: run, door: door, pickUp: pickUp, accepted: accepted, habit: habit,
            pace: random.uniform(paceKilometresPerHour) / 3.6, noise: random.uniform(onTimeNoise),
            boarding: random.uniform(boardingSeconds), laterStops: random.uniform(0, 1) < 0.5 ? 1 : 2)
    }

    /// Seconds across from `point` to the door (or back).
    func way(from point: Coordinate) -> Double { EtaTrace.meters(point, door) / pace }
}

extension EtaTrace {
    /// About when the bus passes `meters` along the road: between the departure from the stop before
    /// and the arrival at the next, in proportion.
    func passing(_ meters: Double) -> Double {
        guard let next = stopMeters.firstIndex(where: { $0 >= meters }), next > 0 else { return departures[0] }
        let share = (meters - stopMeters[next - 1]) / (stopMeters[next] - stopMeters[next - 1])
        return departures[next - 1] + share * (arrivals[next] - departures[next - 1])
    }

    /// When the timetable has the bus pass `meters` along the road (between its stops' times, in
    /// proportion).
    func due(_ meters: Double) -> Double {
        guard let next = stopMeters.firstIndex(where: { $0 >= meters }), next > 0 else { return scheduled[0] }
        let share = (meters - stopMeters[next - 1]) / (stopMeters[next] - stopMeters[next - 1])
        return scheduled[next - 1] + share * (scheduled[next] - scheduled[next - 1])
    }
}
