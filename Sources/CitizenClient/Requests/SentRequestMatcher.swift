import Foundation

/// Decides whether a request found on the server is the one an entry sent (whose answer was lost),
/// so it can be adopted instead of sending a second one.
enum SentRequestMatcher {
    /// Same device, line, pick-up second, persons, name, address and assistance, and a location
    /// within a metre (the server rounds coordinates to 9 decimals).
    static func matches(_ stop: CustomStop, entry: JournalEntry) -> Bool {
        let intent = entry.intent
        guard stop.deviceId == nil || stop.deviceId == entry.deviceId,
            stop.lineId == intent.lineId,
            let pickUp = stop.pickUpTime, wholeSeconds(pickUp) == wholeSeconds(intent.pickUpTime),
            let location = stop.location, Geodesy.distanceMeters(location, intent.location) <= 1,
            stop.numberOfPersons == intent.persons,
            (stop.passenger.name ?? "") == intent.name,
            (stop.passenger.address ?? "") == intent.address,
            stop.passenger.assistance.sorted() == AssistanceNeed.driverCodes(intent.assistance)
        else { return false }
        return true
    }

    /// The request to adopt: a match whose id no other entry of the server holds. The newest (highest
    /// id) is taken, because ids grow and the lost answer belongs to a recent POST.
    static func adoptable(_ stops: [CustomStop], for entry: JournalEntry, among entries: [JournalEntry]) -> CustomStop?
    {
        let held = Set(entries.filter { $0.server == entry.server && $0.id != entry.id }.compactMap(\.requestId))
        return stops.filter { !held.contains($0.id) && matches($0, entry: entry) }.max { $0.id < $1.id }
    }

    private static func wholeSeconds(_ date: Date) -> Int64 {
        Int64(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }
}
