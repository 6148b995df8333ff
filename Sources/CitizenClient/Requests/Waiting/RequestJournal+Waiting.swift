import Foundation

extension RequestJournal {
    /// The requests kept as typed for one server, oldest first (waiting and refused alike).
    public func typedRequests(server: String) throws -> [TypedRequest] {
        try contents().waiting.filter { $0.server == server }
    }

    /// A request still waiting that is the same wish as `form` typed at `typedAt` (`TypedRequest.isSameWish`).
    func waitingRequest(matching form: RequestForm, server: String, typedAt: Date) throws -> TypedRequest? {
        try typedRequests(server: server).last { $0.state == .waiting && $0.isSameWish(as: form, typedAt: typedAt) }
    }

    /// A request still waiting that was typed from this batch row.
    func waitingRequest(batchKey: String, server: String) throws -> TypedRequest? {
        try typedRequests(server: server).last { $0.state == .waiting && $0.batchKey == batchKey }
    }

    func typedRequest(id: UUID) throws -> TypedRequest? {
        try contents().waiting.first { $0.id == id }
    }

    func appendTyped(_ typed: TypedRequest) throws {
        try JournalLock(file: lockFile).withLock {
            _ = try readUnderLock()
            try write(JournalChange(put: nil, putWaiting: [typed], removeWaiting: nil)) { $0.waiting.append(typed) }
        }
    }

    @discardableResult
    func updateTyped(id: UUID, _ change: (inout TypedRequest) -> Void) throws -> TypedRequest? {
        try JournalLock(file: lockFile).withLock {
            guard let (index, before) = try readUnderLock().waiting.lastItem(withId: id) else { return nil }
            var typed = before
            change(&typed)
            guard typed != before else { return typed }
            try write(JournalChange(put: nil, putWaiting: [typed], removeWaiting: nil)) { $0.waiting[index] = typed }
            return typed
        }
    }

    /// Replaces a waiting request by the entries it was checked into, in one write: a crash leaves
    /// either the typed request or the entries, never both (which could send it twice) or neither.
    /// False when it is no longer waiting (another run checked it first).
    func replaceTyped(id: UUID, by entries: [JournalEntry]) throws -> Bool {
        try contentsTransaction { contents -> Bool in
            guard let index = contents.waiting.firstIndex(where: { $0.id == id && $0.state == .waiting }) else {
                return false
            }
            contents.waiting.remove(at: index)
            contents.entries += entries
            return true
        }
    }

    /// Removes a typed request (`cancel` of one that waits; the person no longer wants it).
    @discardableResult
    public func removeTyped(id: UUID) throws -> Bool {
        try contentsTransaction { contents -> Bool in
            let before = contents.waiting.count
            contents.waiting.removeAll { $0.id == id }
            return contents.waiting.count != before
        }
    }
}
extension TypedRequest: Identifiable {}
