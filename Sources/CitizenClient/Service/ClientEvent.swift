import Foundation

/// Something the library wants the user (or, with `-v`, the curious user) to know.
/// The library never prints: the CLI decides where and whether each event is shown.
public enum ClientEvent: Equatable, Sendable {
    /// One HTTP exchange (`-v` only).
    case exchange(ExchangeTrace)
    /// Why cached master data was used or fetched (`-v` only).
    case cache(CacheDecision)
    /// A cache file was dropped or could not be written (always shown).
    case cacheWarning(CacheWarning)
    /// The server could not be reached; the answer comes from data saved at `dataFrom` (always shown).
    case offline(dataFrom: Date)
    /// Real-time data of a bus could not be fetched; seats and position are shown as unknown.
    case realTimeUnavailable(busId: Int64, reason: ClientError)

    /// True for events that only `-v` shows.
    public var isVerbose: Bool {
        switch self {
        case .exchange, .cache: return true
        case .cacheWarning, .offline, .realTimeUnavailable: return false
        }
    }

    /// - Parameter now: the wall clock's time (injected; not `--now`, since saved data carry wall-clock
    ///   stamps): the saved data's date is shown only when it is another day than this.
    public func message(in language: Language, timeZone: TimeZone, now: Date) -> String {
        switch self {
        case .exchange(let trace):
            return trace.line
        case .cache(let decision):
            return decision.message(in: language)
        case .cacheWarning(let warning):
            return warning.message(in: language)
        case .offline(let dataFrom):
            let shown = Self.clockText(dataFrom, timeZone: timeZone, now: now)
            return language.pick("offline — data from \(shown)", "offline — Daten von \(shown)")
        case .realTimeUnavailable(let busId, let reason):
            let why = reason.message(in: language)
            return language.pick("No live data for bus \(busId), so its seats are unknown: \(why)",
                                 "Keine Live-Daten für Bus \(busId), freie Plätze daher unbekannt: \(why)")
        }
    }

    /// The next step, said on its own line after the message; only some events have one.
    public func suggestion(in language: Language) -> String? {
        guard case .cacheWarning(let warning) = self else { return nil }
        return warning.suggestion(in: language)
    }

    /// `10:42` (and the date when it is not today).
    static func clockText(_ date: Date, timeZone: TimeZone, now: Date) -> String {
        let calendar = Calendar.gregorian(in: timeZone)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { let v = value ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        if calendar.isDate(date, inSameDayAs: now) { return time }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(time)"
    }
}

/// Why one kind of master data came from the cache or the server.
public struct CacheDecision: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// Checked less than the freshness window ago: no request at all.
        case fresh(ageSeconds: Int, windowSeconds: Int)
        /// `/update` says the server's table has not changed.
        case unchanged
        case notCached
        /// `/update` reports a different stamp.
        case changed
        /// Lines and busses carry bus-to-line assignments, which `/update` never reports (wire-contract §4.6).
        case assignmentsExpired(windowSeconds: Int)
        case refreshRequested
        case offlineRequested
    }

    public let kind: MasterDataKind
    public let reason: Reason

    public func message(in language: Language) -> String {
        let name = kind.rawValue
        switch reason {
        case .fresh(let age, let window):
            return language.pick("cache: \(name) checked \(age) s ago (window \(window) s), not asking the server",
                                 "Cache: \(name) vor \(age) s geprüft (Fenster \(window) s), keine Anfrage")
        case .unchanged:
            return language.pick("cache: \(name) unchanged according to /update", "Cache: \(name) laut /update unverändert")
        case .notCached:
            return language.pick("cache: \(name) not saved yet, fetching", "Cache: \(name) noch nicht gespeichert, wird geladen")
        case .changed:
            return language.pick("cache: \(name) changed according to /update, fetching",
                                 "Cache: \(name) laut /update geändert, wird geladen")
        case .assignmentsExpired(let window):
            return language.pick(
                "cache: \(name) older than \(window) s, fetching (bus-to-line changes never show in /update)",
                "Cache: \(name) älter als \(window) s, wird geladen (Linienwechsel zeigt /update nie an)")
        case .refreshRequested:
            return language.pick("cache: \(name) fetched because of --refresh", "Cache: \(name) wegen --refresh geladen")
        case .offlineRequested:
            return language.pick("cache: \(name) from the cache because of --offline",
                                 "Cache: \(name) wegen --offline aus dem Cache")
        }
    }
}
