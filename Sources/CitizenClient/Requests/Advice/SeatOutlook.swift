import Foundation

/// Before sending: will the party fit? Compares the party with the seats of the line's buses and
/// with what the client has seen of them at that time of day on earlier days. The server says
/// nothing about wheelchair places, so asking for one can only be answered with that.
public struct SeatOutlook: Equatable, Sendable {
    public enum Warning: Equatable, Sendable {
        /// No bus of the line has that many seats.
        case partyLargerThanLargestBus(persons: Int, largestBus: Int)
        /// Wheelchair help was asked; there is no data about wheelchair places.
        case noWheelchairInformation
        /// At least two thirds of the sightings around that time of day had too few free seats.
        case usuallyFull(persons: Int, tooFull: Int, sightings: Int)
    }

    /// Sightings this close to the pick-up's time of day (on any day) count.
    public static let timeOfDayWindowSeconds = 30 * 60
    /// Fewer sightings than this say nothing about "usually".
    public static let minimumSightings = 3

    public let warnings: [Warning]

    public init(warnings: [Warning]) {
        self.warnings = warnings
    }

    public static func assess(
        data: MasterData, lineId: Int64, persons: Int, assistance: [AssistanceNeed],
        pickUpTime: Date, sightings: [SeatSighting], timeZone: TimeZone
    ) -> SeatOutlook {
        var warnings: [Warning] = []
        let lineBuses = data.busIds(onLine: lineId)
        let seatsByBus = Dictionary(
            lineBuses.compactMap { id in data.bus(id: id).map { (id, $0.totalSeats) } },
            uniquingKeysWith: { first, _ in first })
        if let largest = seatsByBus.values.max(), largest > 0, persons > largest {
            warnings.append(.partyLargerThanLargestBus(persons: persons, largestBus: largest))
        }
        if assistance.contains(.wheelchair) { warnings.append(.noWheelchairInformation) }

        let timetable = Timetable(timeZone: timeZone)
        guard let wanted = timetable.timeOfDay(of: pickUpTime)?.secondsSinceMidnight else {
            return SeatOutlook(warnings: warnings)
        }
        let relevant = sightings.filter { sighting in
            guard let seats = seatsByBus[sighting.busId], seats > 0,
                let seen = timetable.timeOfDay(of: sighting.time)?.secondsSinceMidnight
            else { return false }
            let apart = abs(seen - wanted)
            return min(apart, 86_400 - apart) <= timeOfDayWindowSeconds
        }
        let tooFull = relevant.filter { sighting in
            (seatsByBus[sighting.busId] ?? 0) - sighting.takenSeats < persons
        }.count
        let tooLargeAnyway = warnings.contains {
            if case .partyLargerThanLargestBus = $0 { return true } else { return false }
        }
        if !tooLargeAnyway, relevant.count >= minimumSightings, tooFull * 3 >= relevant.count * 2 {
            warnings.append(.usuallyFull(persons: persons, tooFull: tooFull, sightings: relevant.count))
        }
        return SeatOutlook(warnings: warnings)
    }
}
