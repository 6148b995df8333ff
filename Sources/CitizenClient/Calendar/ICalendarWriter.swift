import Foundation

/// Writes an iCalendar document (RFC 5545) for calendar apps to import: one VCALENDAR with METHOD
/// PUBLISH and the given events. The result uses CRLF line ends and folded lines throughout.
public struct ICalendarWriter: Sendable {
    /// `PRODID`, e.g. `-//Buergerbus Weilerbach//buerger 0.1.0//EN`.
    public let productId: String
    /// `DTSTAMP` of every event: when this file was made.
    public let stamp: Date

    public init(productId: String, stamp: Date) {
        self.productId = productId
        self.stamp = stamp
    }

    public func document(_ events: [ICalendarEvent]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + text(productId), "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
        ]
        for event in events { lines += self.lines(of: event) }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.fold).joined()
    }

    private func lines(of event: ICalendarEvent) -> [String] {
        var lines = [
            "BEGIN:VEVENT", "UID:" + text(event.uid), "DTSTAMP:" + ICalendarText.utc(stamp),
            "DTSTART:" + ICalendarText.utc(event.start), "DTEND:" + ICalendarText.utc(event.end),
            "SUMMARY:" + text(event.summary),
        ]
        if let location = event.location, !ICalendarText.singleLine(location).isEmpty {
            lines.append("LOCATION:" + text(location))
        }
        if let geo = event.geo, geo.latitude.isFinite, geo.longitude.isFinite {
            lines.append("GEO:" + String(format: "%.6f;%.6f", geo.latitude, geo.longitude))
        }
        if !event.descriptionLines.isEmpty {
            let joined = event.descriptionLines.map(ICalendarText.singleLine).joined(separator: "\n")
            lines.append("DESCRIPTION:" + ICalendarText.escape(joined))
        }
        lines.append("STATUS:" + event.status.rawValue)
        if let alarm = event.alarm {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT\(max(0, alarm.minutesBefore))M",
                "DESCRIPTION:" + text(alarm.description), "END:VALARM",
            ]
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// A one-line TEXT value, cleaned and escaped.
    private func text(_ value: String) -> String {
        ICalendarText.escape(ICalendarText.singleLine(value))
    }
}
