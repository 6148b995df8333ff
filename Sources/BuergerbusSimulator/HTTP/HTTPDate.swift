#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The IMF-fixdate of the `Date` header, e.g. `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 §5.6.7).
/// Formatted by hand: thread-safe and locale-independent, unlike a shared DateFormatter.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(secondsSince1970: Int) -> String {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "Thu, 01 Jan 1970 00:00:00 GMT" }
        let weekday = weekdays.indices.contains(Int(parts.tm_wday)) ? weekdays[Int(parts.tm_wday)] : "Sun"
        let month = months.indices.contains(Int(parts.tm_mon)) ? months[Int(parts.tm_mon)] : "Jan"
        return "\(weekday), \(twoDigits(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) GMT"
    }

    private static func twoDigits(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
