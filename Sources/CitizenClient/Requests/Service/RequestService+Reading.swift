import Foundation

extension RequestService {
    /// One request of this device as it stands now, with the server's answer itself (for advice after
    /// a no, and for a follower's first look). Throws `RequestLookupError.notYours` for a request the
    /// server does not have for this device.
    public func status(_ id: Int64) throws -> (view: RequestView, stop: CustomStop) {
        guard let stop = try ownRequest(id) else { throw RequestLookupError.notYours(id) }
        return (viewBuilder().view(stop), stop)
    }

    /// The view of a request the server answered with (a follower's change).
    public func view(of stop: CustomStop) -> RequestView {
        viewBuilder().view(stop)
    }

    /// Request `id` read with the device id it was filed under: the journal's for a request this
    /// installation filed (an older version could file under several), else the saved one.
    /// Nil when the server has no such request of ours.
    func ownRequest(_ id: Int64) throws -> CustomStop? {
        let journalled = (try? journal.entries(server: server))?.first { $0.requestId == id }?.deviceId
        guard let deviceId = journalled ?? identity.existing(),
            let stop = try api.customStop(id: id, deviceId: deviceId),
            stop.deviceId == nil || stop.deviceId == deviceId
        else { return nil }
        return stop
    }

    /// This device's requests (`RequestList`). Throws only when the journal cannot be read; a server
    /// that cannot be asked is `listFailure`, with what the journal knows still listed.
    public func list() throws -> RequestList {
        let journal = journal
        let entries = try journal.entries(server: server)
        var stored: [CustomStop] = []
        var listFailure: Error?
        // Each id this installation filed under: requests made under another id stay listed.
        for deviceId in deviceIds(of: entries) {
            do {
                let found = try api.customStops(deviceId: deviceId)
                stored += found.filter { stop in !stored.contains { $0.id == stop.id } }
            } catch {
                listFailure = error
                break
            }
        }
        let views = viewBuilder(entries: entries)
        let runNow = runClock()()
        let typed = try journal.typedRequests(server: server).map { typed -> RequestView in
            // Why it failed its check is found again by checking it again: the journal keeps no sentence.
            guard typed.state == .refused, case .refused(let problem) = check(typed, runNow: runNow) else {
                return views.view(typed: typed)
            }
            return views.view(typed: typed, refusal: problem)
        }
        let unsent = entries.filter(\.isUnsent)
        var requests = typed + unsent.map { views.view(unsent: $0) }
        requests += stored.sorted(by: Self.latestPickUpFirst).map(views.view)
        // The server away: what the journal knows was stored is still shown, its state unknown, so
        // "was my pick-up sent?" has an answer when the network is bad.
        if let failure = listFailure as? ClientError, failure.isConnectivityFailure {
            let known = entries.filter { entry in
                entry.requestId.map { id in !stored.contains { $0.id == id } } ?? false
            }
            requests += known.sorted { $0.intent.pickUpTime > $1.intent.pickUpTime }.map { entry in
                views.view(unsent: entry, standing: .storedStateUnknown(id: entry.requestId ?? 0))
            }
        }
        let waiting = typed.filter { $0.standing == .waitingForServer }.count
        return RequestList(
            requests: requests, notSentCount: unsent.count + waiting, listFailure: listFailure,
            warnings: journal.warnings)
    }

    /// Every device id this installation's requests on this server carry: the saved one first, then
    /// any other that journal entries were filed under, so none of them drops out of `requests`.
    func deviceIds(of entries: [JournalEntry]) -> [String] {
        var ids: [String] = identity.existing().map { [$0] } ?? []
        for entry in entries where !ids.contains(entry.deviceId) { ids.append(entry.deviceId) }
        return ids
    }

    /// A follower of this device's request `id` (`status --wait`, `watch request`). One that is not
    /// this device's counts as gone, like one the server no longer has.
    /// - Parameter seen: the request as just read, so the first look costs no GET.
    public func follower(
        of id: Int64, seen: CustomStop?, mode: RequestFollower.Mode, deadline: Date, clock: @escaping () -> Date,
        sleeper: @escaping (TimeInterval) -> Void, isInterrupted: @escaping () -> Bool = { false }
    ) -> RequestFollower {
        var unread = seen
        let service = self
        return RequestFollower(
            mode: mode, deadline: deadline, clock: clock, sleeper: sleeper, isInterrupted: isInterrupted
        ) {
            if let first = unread {
                unread = nil
                return first
            }
            return try service.ownRequest(id)
        }
    }

    /// By pick-up time, latest first; requests without one last, then by id (newest first).
    static func latestPickUpFirst(_ left: CustomStop, _ right: CustomStop) -> Bool {
        switch (left.pickUpTime, right.pickUpTime) {
        case (let l?, let r?) where l != r: return l > r
        case (.some, nil): return true
        case (nil, .some): return false
        default: return left.id > right.id
        }
    }
}
