import CitizenClient
import Foundation

/// `requests --ics`: the upcoming accepted and pending pick-ups as calendar events, each with an
/// alarm 15 minutes before (the reminder the original app never gave, without a push service).
struct CalendarPickups {
    /// How long the event lasts in the calendar: a pick-up is a moment, but a zero-length event hides.
    static let eventMinutes = 10.0
    static let alarmMinutes = 15

    let words: RequestStrings
    let language: Language
    /// The server's host: request ids are unique per server, so the UID names both.
    let serverHost: String
    let now: Date

    /// Only requests a person still has to be at the kerb for: pending or accepted, pick-up not past.
    func pickups(_ requests: [RequestView]) -> [RequestView] {
        requests.filter { request in
            guard let state = request.state, state == .pending || state == .accepted,
                let time = request.pickUpTime
            else { return false }
            return time >= now
        }.sorted { ($0.pickUpTime ?? now) < ($1.pickUpTime ?? now) }
    }

    /// The calendar of `requests`' upcoming pick-ups.
    func document(_ requests: [RequestView]) -> (text: String, count: Int) {
        let events = pickups(requests).compactMap(event)
        let productId =
            "-//Buergerbus Weilerbach//buerger \(BuergerVersion.current)//"
            + language.rawValue.uppercased()
        return (ICalendarWriter(productId: productId, stamp: now).document(events), events.count)
    }

    func event(_ request: RequestView) -> ICalendarEvent? {
        guard let id = request.id, let state = request.state, let start = request.pickUpTime else { return nil }
        let lineText =
            request.lineName.map { name in request.lineId.map { "\(name) (\($0))" } ?? name }
            ?? request.lineId.map(String.init)
        let summaryLine = request.lineName ?? request.lineId.map(String.init) ?? ""
        let summary =
            LocalizedText("Bürgerbus pick-up", de: "Bürgerbus-Abholung").text(in: language)
            + (summaryLine.isEmpty ? "" : " — " + summaryLine)
        let pending = state == .pending
        let standing =
            pending
            ? LocalizedText(
                "Request \(id): pending, not yet confirmed", de: "Anfrage \(id): offen, noch nicht bestätigt")
            : LocalizedText(
                "Request \(id): accepted" + (request.acceptingBus.map { " by bus \($0)" } ?? ""),
                de: "Anfrage \(id): angenommen" + (request.acceptingBus.map { " von Bus \($0)" } ?? ""))
        // Where to stand: the stop, else the address the driver gets (a door), else the numbers.
        let address = request.address.trimmingCharacters(in: .whitespaces)
        let place =
            request.place.stopName ?? (address.isEmpty ? nil : address)
            ?? request.location.map { String(format: "%.5f, %.5f", $0.latitude, $0.longitude) }
        let alarm = LocalizedText(
            "Bürgerbus pick-up in \(Self.alarmMinutes) minutes" + (place.map { ": \($0)" } ?? ""),
            de: "Bürgerbus-Abholung in \(Self.alarmMinutes) Minuten" + (place.map { ": \($0)" } ?? ""))
        return ICalendarEvent(
            uid: "\(id)@\(serverHost)", start: start, end: start.addingTimeInterval(Self.eventMinutes * 60),
            summary: summary, location: place, geo: request.location,
            descriptionLines: [
                standing.text(in: language),
                words.details(line: lineText, persons: request.persons, help: request.assistanceWords),
            ],
            status: pending ? .tentative : .confirmed,
            alarm: ICalendarAlarm(minutesBefore: Self.alarmMinutes, description: alarm.text(in: language)))
    }
}
