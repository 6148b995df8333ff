import Foundation

extension RequestService {
    /// Request `id` of this device and its open way back, for the question before cancelling.
    public func cancelPreview(_ id: Int64) throws -> CancelPreview {
        let (view, _) = try status(id)
        return CancelPreview(request: view, wayBack: try openWayBack(of: id))
    }

    /// Cancels the outward request (when still open) and, with `includingWayBack`, its way back, each
    /// read back: the server answers 200 whether it changed anything or not, so only the state read
    /// back says whether it worked (`RequestLookupError.notCancelled` otherwise).
    public func cancel(_ preview: CancelPreview, includingWayBack: Bool) throws -> CancelReport {
        let outward = preview.outwardOpen ? try cancel(preview.request) : preview.request
        guard includingWayBack, let wayBack = preview.wayBack else {
            return CancelReport(request: outward, wayBack: nil)
        }
        switch wayBack {
        case .stored(let view):
            return CancelReport(request: outward, wayBack: .cancelled(try cancel(view)))
        case .neverSent(let journalId):
            _ = try journal.update(id: journalId) { $0.state = .gaveUp(reason: .cancelledWithOutward) }
            return CancelReport(request: outward, wayBack: .notSent)
        case .unconfirmed:
            return CancelReport(request: outward, wayBack: .unconfirmed)
        }
    }

    private func cancel(_ view: RequestView) throws -> RequestView {
        guard let id = view.id else { return view }
        try api.cancelCustomStop(id: id)
        let (after, _) = try status(id)
        guard after.state == .cancelled else { throw RequestLookupError.notCancelled(id, state: after.state) }
        return after
    }

    /// The open way back of outward request `id`: a journal entry whose `outwardEntryId` is the outward
    /// entry's. One already decided, cancelled or given up needs nothing.
    private func openWayBack(of id: Int64) throws -> CancelPreview.WayBack? {
        let entries = try journal.entries(server: server)
        guard let outward = entries.first(where: { $0.requestId == id }),
            let entry = entries.first(where: { $0.intent.outwardEntryId == outward.id })
        else { return nil }
        switch entry.state {
        case .gaveUp:
            return nil
        case .unsent:
            return entry.attempts == 0 ? .neverSent(journalId: entry.id) : .unconfirmed
        case .stored(let backId):
            guard let stop = try? ownRequest(backId) else { return nil }
            let view = viewBuilder(entries: entries).view(stop)
            guard let state = view.state, state == .pending || state == .accepted else { return nil }
            return .stored(view)
        }
    }
}
