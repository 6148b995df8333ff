import Foundation

extension RequestService {
    /// One request of this device as it stands now, with the server's answer itself (for advice after
    /// a no, and for a follower's first look). Throws `RequestLookupError.notYours` for a request the
    /// server does not have for this device.
    public func status(_ id: Int64) throws -> (view: RequestView, stop: CustomStop) {
        // One read of the journal for both: whose request it is, and what the journal knows of it.
        let entries = (try? journal.entries(server: server)) ?? []
        guard let stop = try ownRequest(id, entries: entries) else { throw RequestLookupError.notYours(id) }
        return (viewBuilder(entries: entries).view(stop), stop)
    }

    /// The view of a request the server answered with (a follower's change).
    public func view(of stop: CustomStop) -> RequestView {
        viewBuilder().view(stop)
    }

    /// Request `id` read with the device id it was filed under: the journal's for a request this
    /// installation filed (an older version could file under several), else the saved one.
    /// Nil when the server has no such request of ours.
    func ownRequest(_ id: Int64, entries: [JournalEntry]? = nil) throws -> CustomStop? {
        let known = entries ?? (try? journal.entries(server: server)) ?? []
        let journalled = known.first { $0.requestId == id }?.deviceId
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
        let server = server
        // One read of the file for everything listed: its entries, typed requests and unreadable items.
        let contents = try journal.contents()
        let entries = contents.entries.filter { $0.server == server }
        let (stored, listFailure) = serverRequests(of: entries)
        let views = viewBuilder(entries: entries)
        let runNow = runClock()()
        // Plain loops on purpose: closures over the `var`s here crashed the release compiler's copy
        // propagation (Swift 6.3, "Found ownership error"), as they did in the listing before.
        var requests: [RequestView] = []
        var waiting = 0
        for typed in contents.waiting where typed.server == server {
            if typed.state == .waiting { waiting += 1 }
            // Why it failed its check is found again by checking it again: the journal keeps no sentence.
            var refusal: RequestProblem?
            if typed.state == .refused, case .refused(let problem) = check(typed, runNow: runNow) { refusal = problem }
            requests.append(views.view(typed: typed, refusal: refusal))
        }
        // Kept as they are, at the top: they are the ones a person should know about.
        for item in contents.unreadable { requests.append(views.view(unreadable: item)) }
        var unsent: [JournalEntry] = []
        // Told "sent, answer lost" by their view (the one rule), so counted apart from those not sent.
        var answerLostIds = Set<UUID>()
        var adoptable = stored
        for entry in entries where entry.isUnsent {
            // A run killed after its POST got through: the server's request is this entry, listed once
            // as the server has it; `requests --resume` adopts it without sending again. Each request
            // stands in for one entry only, as adopting takes it.
            if let match = SentRequestMatcher.adoptable(adoptable, for: entry, among: entries) {
                adoptable.removeAll { $0.id == match.id }
                continue
            }
            unsent.append(entry)
            let view = views.view(unsent: entry, serverChecked: listFailure == nil)
            if view.standing == .answerLost { answerLostIds.insert(entry.id) }
            requests.append(view)
        }
        for stop in stored.sorted(by: Self.latestPickUpFirst) { requests.append(views.view(stop)) }
        // The server away, or answering with errors (a 503 for minutes): what the journal knows was
        // stored is still shown, its state unknown, so "was my pick-up sent?" has an answer when the
        // network is bad. Behind a 503 a clerk's list had lost every ride already filed.
        if let failure = listFailure as? ClientError, failure.isConnectivityFailure || failure.isServerAnswerProblem {
            let storedIds = Set(stored.map(\.id))
            var known: [JournalEntry] = []
            for entry in entries {
                if let id = entry.requestId, !storedIds.contains(id) { known.append(entry) }
            }
            known.sort { $0.intent.pickUpTime > $1.intent.pickUpTime }
            for entry in known {
                requests.append(views.view(unsent: entry, standing: .storedStateUnknown(id: entry.requestId ?? 0)))
            }
        }
        // A stopped run's kept rows are sent by running its file again, with the rows not begun: they
        // are told with the file, not as a second thing to do (`requests --resume`).
        var unfinished = UnfinishedBatches(stateDirectory: settings.stateDirectory, clock: runClock())
            .unfinished(server: server)
        var keptForFiles = Set<UUID>()
        for index in unfinished.indices.reversed() {
            let filedKeys = UnfinishedBatch.filedKeys(entries, file: unfinished[index].file)
            unfinished[index].rowsNotBegun = unfinished[index].rowsNotFiled(filedKeys: filedKeys)
            for entry in unsent where entry.batchFile == unfinished[index].file && !keptForFiles.contains(entry.id) {
                unfinished[index].rowsKeptUnsent += 1
                if answerLostIds.contains(entry.id) { unfinished[index].rowsKeptAnswerLost += 1 }
                keptForFiles.insert(entry.id)
            }
        }
        // A file whose rows are all filed or kept by now has nothing left to say but what it keeps.
        var told: [UnfinishedBatch] = []
        for batch in unfinished where batch.rowsNotBegun > 0 || batch.rowsKeptUnsent > 0 { told.append(batch) }
        unfinished = told
        let answerLost = answerLostIds.subtracting(keptForFiles).count
        return RequestList(
            requests: requests, notSentCount: unsent.count - keptForFiles.count - answerLost + waiting,
            answerLostCount: answerLost, listFailure: listFailure,
            warnings: journal.warnings, unfinishedBatches: unfinished)
    }

    /// The server's requests of every device id this installation filed under, each once; the error
    /// that stopped the asking, if one did.
    func serverRequests(of entries: [JournalEntry]) -> ([CustomStop], Error?) {
        var stored: [CustomStop] = []
        var seen = Set<Int64>()
        // Each id this installation filed under: requests made under another id stay listed.
        for deviceId in deviceIds(of: entries) {
            do {
                for stop in try api.customStops(deviceId: deviceId) where seen.insert(stop.id).inserted {
                    stored.append(stop)
                }
            } catch {
                return (stored, error)
            }
        }
        return (stored, nil)
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
    /// - Parameter alertLead: `watch request --alert`: say once when the bus may be this close.
    public func follower(
        of id: Int64, seen: CustomStop?, mode: RequestFollower.Mode, deadline: Date, clock: @escaping () -> Date,
        sleeper: @escaping (TimeInterval) -> Void, isInterrupted: @escaping () -> Bool = { false },
        alertLead: TimeInterval? = nil
    ) -> RequestFollower {
        var unread = seen
        let service = self
        let citizen = citizen
        let fetch: () throws -> CustomStop? = {
            if let first = unread {
                unread = nil
                return first
            }
            return try service.ownRequest(id)
        }
        return RequestFollower(
            mode: mode, deadline: deadline, alertLead: alertLead,
            estimate: { citizen.pickupEstimate(for: $0, at: $1) }, clock: clock, sleeper: sleeper,
            isInterrupted: isInterrupted, fetch: fetch)
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
