import Foundation

/// One VEVENT of an iCalendar file (RFC 5545 §3.6.1), as plain values: the writer does all escaping,
/// folding and cleaning, so callers may pass server text as it came.
public struct ICalendarEvent: Equatable, Sendable {
    /// `STATUS` of an event (RFC 5545 §3.8.1.11).
    public enum Status: String, Sendable {
        case confirmed = "CONFIRMED"
        case tentative = "TENTATIVE"
    }

    /// Stable across exports, so a calendar app updates the event instead of adding a second one.
    public var uid: String
    public var start: Date
    public var end: Date
    public var summary: String
    public var location: String?
    public var geo: Coordinate?
    /// Lines of the description; each is cleaned to one line, then joined with the TEXT line break.
    public var descriptionLines: [String]
    public var status: Status
    public var alarm: ICalendarAlarm?

    public init(
        uid: String, start: Date, end: Date, summary: String, location: String?, geo: Coordinate?,
        descriptionLines: [String], status: Status, alarm: ICalendarAlarm?
    ) {
        self.uid = uid
        self.start = start
        self.end = end
        self.summary = summary
        self.location = location
        self.geo = geo
        self.descriptionLines = descriptionLines
        self.status = status
        self.alarm = alarm
    }
}

/// A display alarm some minutes before the event starts (RFC 5545 §3.6.6, ACTION:DISPLAY).
public struct ICalendarAlarm: Equatable, Sendable {
    public var minutesBefore: Int
    public var description: String

    public init(minutesBefore: Int, description: String) {
        self.minutesBefore = minutesBefore
        self.description = description
    }
}
