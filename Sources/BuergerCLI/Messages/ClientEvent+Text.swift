import CitizenClient
import Foundation

/// The words for each `ClientEvent`: the CLI prints them on stderr (`-v` ones only when asked).
extension ClientEvent {
    /// - Parameter now: the wall clock's time (injected; not `--now`, since saved data carry wall-clock
    ///   stamps): the saved data's date is shown only when it is another day than this.
    public func message(in language: Language, timeZone: TimeZone, now: Date) -> String {
        switch self {
        case .exchange(let trace):
            return trace.line(in: language)
        case .cache(let decision):
            return decision.message(in: language)
        case .cacheWarning(let warning):
            return warning.message(in: language)
        case .offline(let dataFrom, _):
            let shown = Self.clockText(dataFrom, timeZone: timeZone, now: now)
            return LocalizedText("offline — data from \(shown)", de: "offline — Daten von \(shown)").text(in: language)
        case .routeThinned(let routeId, let points, let kept):
            return LocalizedText(
                "Route \(routeId) has \(points) points; only \(kept) of them are kept, evenly spread along it.",
                de: "Strecke \(routeId) hat \(points) Punkte; nur \(kept) davon werden behalten, gleichmäßig verteilt."
            ).text(in: language)
        case .realTimeUnavailable(let busId, let reason):
            let why = reason.message(in: language)
            return LocalizedText(
                "No live data for bus \(busId), so its seats are unknown: \(why)",
                de: "Keine Live-Daten für Bus \(busId), freie Plätze daher unbekannt: \(why)"
            ).text(in: language)
        case .unreadableStopNames(let ids):
            let list = ids.prefix(10).map(String.init).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
            return LocalizedText(
                "The server sent names that are not valid text for stops \(list); they are left out.",
                de: "Der Server hat für die Haltestellen \(list) Namen geschickt, die kein gültiger Text sind; "
                    + "sie werden weggelassen."
            ).text(in: language)
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
        func two(_ value: Int?) -> String {
            let v = value ?? 0
            return v < 10 ? "0\(v)" : "\(v)"
        }
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        if calendar.isDate(date, inSameDayAs: now) { return time }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(time)"
    }
}

extension CacheDecision {
    public func message(in language: Language) -> String {
        let name = kind.rawValue
        switch reason {
        case .fresh(let age, let window):
            return LocalizedText(
                "cache: \(name) checked \(age) s ago (window \(window) s), not asking the server",
                de: "Cache: \(name) vor \(age) s geprüft (Fenster \(window) s), keine Anfrage"
            ).text(in: language)
        case .unchanged:
            return LocalizedText(
                "cache: \(name) unchanged according to /update", de: "Cache: \(name) laut /update unverändert"
            ).text(in: language)
        case .notCached:
            return LocalizedText(
                "cache: \(name) not saved yet, fetching", de: "Cache: \(name) noch nicht gespeichert, wird geladen"
            ).text(in: language)
        case .changed:
            return LocalizedText(
                "cache: \(name) changed according to /update, fetching",
                de: "Cache: \(name) laut /update geändert, wird geladen"
            ).text(in: language)
        case .assignmentsExpired(let window):
            return LocalizedText(
                "cache: \(name) older than \(window) s, fetching (bus-to-line changes never show in /update)",
                de: "Cache: \(name) älter als \(window) s, wird geladen (Linienwechsel zeigt /update nie an)"
            ).text(in: language)
        case .refreshRequested:
            return LocalizedText(
                "cache: \(name) fetched because of --refresh", de: "Cache: \(name) wegen --refresh geladen"
            ).text(in: language)
        case .offlineRequested:
            return LocalizedText(
                "cache: \(name) from the cache because of --offline",
                de: "Cache: \(name) wegen --offline aus dem Cache"
            ).text(in: language)
        }
    }
}

extension CacheWarning {
    public func message(in language: Language) -> String {
        switch reason {
        case .corrupt:
            return LocalizedText(
                "Cache file \(path) was damaged and has been removed.",
                de: "Die Cache-Datei \(path) war beschädigt und wurde entfernt."
            ).text(in: language)
        case .otherFormat:
            return LocalizedText(
                "Cache file \(path) is from another version and has been removed.",
                de: "Die Cache-Datei \(path) stammt von einer anderen Version und wurde entfernt."
            ).text(in: language)
        case .foreign:
            return LocalizedText(
                "Cache file \(path) belongs to another server and has been removed.",
                de: "Die Cache-Datei \(path) gehört zu einem anderen Server und wurde entfernt."
            ).text(in: language)
        case .notWritable:
            let why = because.map { ": " + $0.text(in: language) } ?? ""
            return LocalizedText(
                "Nothing can be saved in the cache folder \(path)\(why). Without a cache every run asks the server, "
                    + "and there is no saved data to show when it cannot be reached.",
                de:
                    "Im Cache-Ordner \(path) kann nichts gespeichert werden\(why). Ohne Cache fragt jeder Aufruf den Server, "
                    + "und ist er nicht erreichbar, gibt es keine gespeicherten Daten."
            ).text(in: language)
        }
    }

    /// What to do about it; only a folder that takes no files has a next step (a dropped file is
    /// simply fetched again).
    public func suggestion(in language: Language) -> String? {
        guard reason == .notWritable else { return nil }
        return LocalizedText(
            "Make the folder writable for you, or set XDG_CACHE_HOME to a folder you can write to.",
            de: "Machen Sie den Ordner für sich beschreibbar, oder setzen Sie XDG_CACHE_HOME auf einen Ordner, "
                + "in den Sie schreiben dürfen."
        ).text(in: language)
    }
}
