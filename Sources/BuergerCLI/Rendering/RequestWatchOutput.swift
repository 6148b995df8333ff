import CitizenClient
import Foundation

/// `buerger watch request` lines, shaped as the other watches': `09:15  Pickup in 15 minutes at
/// Schulstraße` for people, tab-separated or one JSON object per change for scripts (cli-contract:
/// "time", "kind", "message"; here also "requestId" and "status").
struct RequestWatchOutput {
    let words: RequestStrings
    let strings: StringTable
    let times: TimeText
    /// `--accessible`: a spoken time leads a full sentence instead of a clock column.
    var accessible = false
    /// The request's place as every command tells it (`RequestOutput.placeText` of its view): the
    /// reminder says "at @zuhause (Lindenweg 2)" as `status` does, not the nearest stop.
    var placeText: String? = nil
    /// The estimate's sentence as `status` says it (`RequestOutput.pickupText`), as of a moment.
    var pickupText: (PickupEstimate, Date) -> String = { _, _ in "" }
    /// A request the office filed for someone who rang (`RequestView.filedForCaller`): no "your".
    var forCaller = false
    /// A pick-up at a door, not a stop: the reminder says to be ready at the door, not near the stop
    /// its place names (new-user trial r13: an 80-year-old could walk to the stop).
    var atDoor = false

    /// The sentence for a change, in the user's language; stop names are cleaned of control text.
    func message(_ event: RequestWatchEvent) -> String {
        switch event.change {
        case .state(let state, let bus):
            return words.watchState(id: event.requestId, state: state, bus: bus, forCaller: forCaller)
        case .reminder(let minutes, _, let stopName, let location):
            return words.watchReminder(
                minutes: minutes, place: placeText ?? place(stopName: stopName, location: location),
                forCaller: forCaller, atDoor: atDoor)
        case .estimate(let estimate):
            return pickupText(estimate, event.time)
        case .alert(let minutes, let estimate):
            // The alert rings on the early end of the range; where the estimate itself is two minutes
            // or more later, both are said.
            let expectedMinutes = Int((estimate.estimated.timeIntervalSince(event.time) / 60).rounded())
            let clock =
                accessible
                ? AccessibleTime(times: times, now: event.time).clock(estimate.estimated)
                : times.clock(estimate.estimated)
            return words.busAlert(
                bus: estimate.busId, minutes: minutes, arrived: estimate.busIs == .arrived,
                expected: expectedMinutes - minutes >= Self.alertExpectedLaterMinutes ? clock : nil)
        case .networkLost: return strings.watchNetworkLost
        case .networkBack: return strings.watchNetworkBack
        case .gone: return words.watchGone(id: event.requestId, forCaller: forCaller)
        }
    }

    /// An estimate this many minutes after the alert's early end is said with it.
    static let alertExpectedLaterMinutes = 2

    func human(_ event: RequestWatchEvent) -> String {
        guard accessible else { return times.clock(event.time) + "  " + message(event) }
        return AccessibleWatch(strings: strings, timeZone: times.timeZone).line(at: event.time, message(event))
    }

    /// `time, kind, message, requestId, status`.
    func plain(_ event: RequestWatchEvent) -> String {
        PlainLine.make([
            times.iso(event.time), event.change.kind, message(event), String(event.requestId),
            event.state?.name ?? "",
        ])
    }

    func json(_ event: RequestWatchEvent) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("time", .string(times.iso(event.time))), ("kind", .string(event.change.kind)),
            ("message", .string(message(event))), ("requestId", .integer(event.requestId)),
            ("status", .optional(event.state?.name)),
        ]
        switch event.change {
        case .state(_, let bus):
            fields.append(("busId", .optional(bus)))
        case .reminder(let minutes, let pickUp, let stopName, let location):
            fields += [
                ("minutes", .integer(Int64(minutes))), ("pickUpTime", .string(times.iso(pickUp))),
                ("stop", .optional(stopName)), ("location", JSONShapes.location(location)),
            ]
        case .estimate(let estimate), .alert(_, let estimate):
            if case .alert(let minutes, _) = event.change { fields.append(("minutes", .integer(Int64(minutes)))) }
            fields += [
                ("busId", .integer(estimate.busId)), ("estimated", .string(times.iso(estimate.estimated))),
                ("earliest", .string(times.iso(estimate.earliest))), ("latest", .string(times.iso(estimate.latest))),
                ("positionSeenAt", JSONShapes.time(estimate.positionSeenAt, times)),
            ]
        case .networkLost, .networkBack, .gone:
            break
        }
        return .object(fields)
    }

    private func place(stopName: String?, location: Coordinate?) -> String {
        if let stopName { return words.atStop(TextSanitizer.clean(stopName)) }
        guard let location else { return words.somewhere }
        return words.atLocation(
            latitude: String(format: "%.5f", location.latitude),
            longitude: String(format: "%.5f", location.longitude))
    }
}
