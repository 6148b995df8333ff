import CitizenClient
import Foundation

/// `requests`: the journal's unsent entries first, then the server's requests of this device, newest
/// pick-up first, each linked to what the journal knows (its stop, its outward request).
struct RequestListing {
    let entries: [JournalEntry]
    let stored: [CustomStop]

    var unsentEntries: [JournalEntry] { entries.filter(\.isUnsent) }

    func summaries() -> [RequestSummary] {
        // Plain loops on purpose: the same logic as two `map` closures that mutate a captured-style
        // `var` crashed the release compiler (Swift 6.3, "Found ownership error").
        var result: [RequestSummary] = []
        for entry in unsentEntries {
            var summary = RequestSummary(unsent: entry.intent, journalId: entry.id.uuidString)
            summary.returnOf = outwardId(of: entry)
            result.append(summary)
        }
        for stop in stored.sorted(by: Self.newestFirst) {
            result.append(linked(RequestSummary(stop)))
        }
        return result
    }

    /// `summary` of a request read from the server, with what the journal knows of it: its entry, the
    /// stop as it was asked for, and the outward request of a way back (kept where already set).
    func linked(_ summary: RequestSummary) -> RequestSummary {
        guard let id = summary.id, let entry = entries.first(where: { $0.requestId == id }) else { return summary }
        var known = summary
        known.journalId = known.journalId ?? entry.id.uuidString
        known.stopName = known.stopName ?? entry.intent.stopName
        // What was asked, in words: shopping has no code on the server, and requests journalled under
        // the citizen app's old table would read wrong through the driver's.
        known.help = entry.intent.assistance.map(RequestSummary.HelpItem.need)
        known.returnOf = known.returnOf ?? outwardId(of: entry)
        return known
    }

    /// The passengers' addresses by request id (as the server keeps them, else as the journal does), for
    /// a calendar's LOCATION of a pick-up that is not at a stop.
    func addresses() -> [Int64: String] {
        var result: [Int64: String] = [:]
        for entry in entries {
            if let id = entry.requestId, !entry.intent.address.isEmpty { result[id] = entry.intent.address }
        }
        for stop in stored {
            if let address = stop.passenger.address, !address.isEmpty { result[stop.id] = address }
        }
        return result
    }

    /// The server id of the request this entry is the way back for.
    private func outwardId(of entry: JournalEntry) -> Int64? {
        guard let outward = entry.intent.outwardEntryId else { return nil }
        return entries.first { $0.id == outward }?.requestId
    }

    /// By pick-up time, latest first; requests without one last, then by id (newest first).
    private static func newestFirst(_ left: CustomStop, _ right: CustomStop) -> Bool {
        switch (left.pickUpTime, right.pickUpTime) {
        case (let l?, let r?) where l != r: return l > r
        case (.some, nil): return true
        case (nil, .some): return false
        default: return left.id > right.id
        }
    }
}
