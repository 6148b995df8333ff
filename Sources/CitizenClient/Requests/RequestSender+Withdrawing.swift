import Foundation

extension RequestSender {
    /// What became of an unsent entry that a changed batch row replaces (`withdraw`).
    public enum Withdrawal {
        /// Not on the server: given up (`replacedByChangedRow`), so nothing sends it later.
        case withdrawn(JournalEntry)
        /// On the server after all (an earlier run's answer was lost, or another process stored it
        /// meanwhile): the entry as it now records it, stored, to be cancelled by its number.
        case stored(JournalEntry)
        /// Left unsent: another process holds its lease (it may be sending it right now), or the
        /// device's requests could not be read to tell whether an earlier attempt got through.
        case undecided(JournalEntry, SendFailureReason)
    }

    /// Takes an unsent entry back (issue 23 §5, `--replace`): a killed or timed-out run left it in the
    /// journal, and a changed row of the same person stands in for it. Saying "not sent yet" is not
    /// enough: the next `requests --resume` would send it as a second ride, and if an attempt did get
    /// through, it is open on the server already. So, under the entry's sending lease (no other
    /// process delivers it meanwhile): an entry never tried is given up; a tried one is looked up
    /// first, adopted when the server has it, given up when the server's list shows it absent.
    public func withdraw(entryId: UUID) throws -> Withdrawal {
        guard let known = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
        guard let lease = try SendingLease.acquire(entryId: entryId, in: leaseDirectory) else {
            return .undecided(known, .sendingElsewhere)
        }
        defer { lease.release() }
        // Read again under the lease: the process that held it may have stored it.
        guard let entry = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
        switch entry.state {
        case .stored: return .stored(entry)
        case .gaveUp: return .withdrawn(entry)
        case .unsent: break
        }
        if entry.attempts > 0 {
            switch try lookUp(entry) {
            case .adopted(let adopted, _): return .stored(adopted)
            case .failed(let reason): return .undecided(entry, reason)
            case .absent: break
            }
        }
        guard let given = try journal.update(id: entryId, { $0.state = .gaveUp(reason: .replacedByChangedRow) })
        else { throw RequestSendError.entryNotFound(entryId) }
        return .withdrawn(given)
    }
}
