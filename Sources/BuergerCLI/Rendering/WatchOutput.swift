import CitizenClient
import Foundation

/// `buerger watch` lines: `09:05  Bus 1 (…) is now about 6 min late at …` for people, one tab-separated
/// line or one JSON object per change for scripts (cli-contract: "time", "kind", "message").
struct WatchOutput {
    let strings: StringTable
    let times: TimeText
    /// `--accessible`: a spoken time leads a full sentence instead of a clock column.
    var accessible = false

    /// The sentence for a change, in the user's language; server names are cleaned of control text.
    func message(_ change: WatchChange) -> String {
        func bus(_ bus: WatchedBus) -> String {
            strings.watchBus(bus.id, line: bus.lineName.map(TextSanitizer.clean))
        }
        switch change {
        case .delay(let watched, let stopName, let minutes):
            return strings.watchDelay(bus(watched), stop: TextSanitizer.clean(stopName), minutes: minutes)
        case .skippedStop(let watched, let stopName):
            return strings.watchSkippedStop(bus(watched), stop: TextSanitizer.clean(stopName))
        case .almostFull(let watched): return strings.watchAlmostFull(bus(watched))
        case .full(let watched): return strings.watchFull(bus(watched))
        case .positionLost(let watched): return strings.watchPositionLost(bus(watched))
        case .positionBack(let watched): return strings.watchPositionBack(bus(watched))
        case .networkLost: return strings.watchNetworkLost
        case .networkBack: return strings.watchNetworkBack
        }
    }

    func human(_ event: WatchEvent) -> String {
        guard accessible else { return times.clock(event.time) + "  " + message(event.change) }
        let spoken = AccessibleWatch(strings: strings, timeZone: times.timeZone)
        if case .delay(let watched, let stopName, let minutes) = event.change {
            let bus = strings.watchBus(watched.id, line: watched.lineName.map(TextSanitizer.clean))
            return spoken.line(
                at: event.time, spoken.delay(bus: bus, stop: TextSanitizer.clean(stopName), minutes: minutes))
        }
        return spoken.line(at: event.time, message(event.change))
    }

    func plain(_ event: WatchEvent) -> String {
        PlainLine.make([times.iso(event.time), event.change.kind, message(event.change)])
    }

    func json(_ event: WatchEvent) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("time", .string(times.iso(event.time))), ("kind", .string(event.change.kind)),
            ("message", .string(message(event.change))),
            ("busId", .optional(event.change.bus?.id)), ("lineName", .optional(event.change.bus?.lineName)),
        ]
        switch event.change {
        case .delay(_, let stopName, let minutes):
            fields += [("stop", .string(stopName)), ("delayMinutes", .integer(Int64(minutes)))]
        case .skippedStop(_, let stopName):
            fields.append(("stop", .string(stopName)))
        case .almostFull, .full, .positionLost, .positionBack, .networkLost, .networkBack:
            break
        }
        return .object(fields)
    }
}
