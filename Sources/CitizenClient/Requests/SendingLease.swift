import Foundation

/// Proof that this process alone is sending one journal entry. Without it, `requests --resume` in
/// a second terminal could pick up an entry whose first POST is still under way, find nothing on
/// the server yet, and post it a second time.
///
/// An exclusive `flock(2)` on `sending/<entry id>.lock` beside the journal, taken without waiting and
/// held for the whole delivery (network exchanges and pauses included, unlike `JournalLock`). The
/// kernel drops it when the process dies, so a killed run never blocks a later resume. The file is
/// removed on release while still locked (`RemovableLock`), so two processes never both hold a lease
/// for the same entry.
public final class SendingLease {
    private let lock: RemovableLock

    private init(lock: RemovableLock) {
        self.lock = lock
    }

    static func directory(beside journal: RequestJournal) -> URL {
        journal.file.deletingLastPathComponent().appendingPathComponent("sending", isDirectory: true)
    }

    /// The lease for `entryId`, or nil when another process holds it.
    static func acquire(entryId: UUID, in directory: URL) throws -> SendingLease? {
        try RemovableLock.take(directory.appendingPathComponent(entryId.uuidString + ".lock"), waiting: false)
            .map(SendingLease.init(lock:))
    }

    /// Lets go of the lease; a second call does nothing.
    public func release() {
        lock.release()
    }
}
