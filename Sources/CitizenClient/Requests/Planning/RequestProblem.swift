import Foundation

/// Why a typed request cannot be sent, as data. Nothing is sent when one of these comes back; the
/// CLI words it (naming its own options) and chooses the exit code.
public indirect enum RequestProblem: Error, Equatable, Sendable {
    /// Neither `--stop` nor `--at`.
    case missingPlace
    /// Both `--stop` and `--at`.
    case twoPlaces
    /// The stop could not be found or is ambiguous (the resolver's own error).
    case stop(ClientError)
    /// The stop has no position to be picked up at.
    case stopWithoutPosition(String)
    /// `LAT,LON` is not two numbers.
    case invalidCoordinate(String)
    /// `--at @name` names no saved place.
    case unknownPlace(String)
    /// The coordinate's numbers are outside the earth (latitude 95).
    case coordinateOutOfRange(String)
    /// `--line` names no line.
    case unknownLine(String)
    /// `--line` (or a batch file's line column) reads as a spreadsheet formula or an expression
    /// (`=1+1`, `+7`, `-3`, `@A1`): refused, never taken as the line it happens to evaluate to.
    case lineLooksLikeFormula(String)
    /// `--line` matches several lines by name.
    case ambiguousLine(String, choices: [LineChoice])
    /// The place is farther than `LineDecision.farMeters` from the named line's route (`lineName`),
    /// or, without a line, from every route (`meters` to the nearest).
    case farFromRoutes(lineName: String?, meters: Double)
    /// The place does not decide the line; the CLI asks on a terminal or lists the choices.
    case lineUndecided(choices: [LineChoice], reason: LineUndecidedReason)
    case missingTime
    case invalidTime(String)
    /// The wall-clock time does not exist that day (the hour skipped when clocks go forward).
    case nonexistentTime(String)
    /// An `HH:MM` already past today; `tomorrow` is the same time tomorrow, ready to type.
    case timeInPast(typed: String, tomorrow: String?)
    /// Not in the future (a full date, or a way back before the way there).
    case notInFuture(typed: String)
    /// Farther ahead than requests are taken (`days`): a typing slip such as 2099, or a trip not yet planned.
    case beyondHorizon(typed: String, days: Int)
    /// Outside the line's service hours that day, e.g. hours `06:00–20:00`; the line, place and time
    /// asked for, so that the advice can say what runs nearby instead.
    case outsideServiceHours(lineName: String, hours: String, lineId: Int64, place: Coordinate, time: Date)
    /// The line has no timetable, so there are no service hours to ask in.
    case lineWithoutTimetable(lineName: String)
    case invalidPersons(String)
    /// Persons outside 1…capacity; `capacity` nil when no bus says how many seats it has.
    case personsOutOfRange(persons: Int, capacity: Int?)
    case unknownHelpWord(String, known: [String])
    case unsafeText(field: PassengerField, reason: UnsafeText)
    /// `--return-at` without `--return-from`: the wire knows no destination.
    case returnPlaceMissing
    /// `--return-from` without `--return-at`.
    case returnTimeMissing
    /// The way back is not after the way there.
    case returnBeforeOutward(returnTime: String, outwardTime: String)
    /// A problem with the way back's own place, line or time.
    case wayBack(RequestProblem)
}
