import Foundation

extension Calendar {
    /// The Gregorian calendar in `timeZone`: every date, clock and day count of the client is read in
    /// the network's zone (or the one configured), never in the machine's.
    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
