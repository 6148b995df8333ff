import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Proof that this process alone is sending one journal entry. Without it, `requests --resume` in
/// a second terminal could pick up an entry whose first POST is still under way, find nothing on
/// the server yet, and post it a second time.
///
/// An exclusive `flock(2)` on `sending/<entry id>.lock` beside the journal, taken without waiting and
/// held for the whole delivery (network exchanges and pauses included, unlike `JournalLock`). The
/// kernel drops it when the process dies, so a killed run never blocks a later resume. The file is
/// removed on release while still locked; whoever locked the removed file finds that the path no
/// longer names it and tries again, so two processes never both hold a lease for the same entry.
final class SendingLease {
    private let descriptor: Int32
    private let file: URL
    private var released = false

    private init(descriptor: Int32, file: URL) {
        self.descriptor = descriptor
        self.file = file
    }

    deinit { release() }

    static func directory(beside journal: RequestJournal) -> URL {
        journal.file.deletingLastPathComponent().appendingPathComponent("sending", isDirectory: true)
    }

    /// The lease for `entryId`, or nil when another process holds it.
    static func acquire(entryId: UUID, in directory: URL) throws -> SendingLease? {
        let file = directory.appendingPathComponent(entryId.uuidString + ".lock")
        do {
            try FolderMaker.create(directory, permissions: 0o700)
        } catch {
            throw RequestSendError.journalUnwritable(path: directory.path, detail: SystemErrorReason(error).text(in: .english))
        }
        // A few rounds at most: each repeat means another process released the file in between.
        for _ in 0..<8 {
            let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw failure(file) }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let lockError = errno
                close(descriptor)
                if lockError == EWOULDBLOCK { return nil }
                if lockError == EINTR { continue }
                throw RequestSendError.journalUnwritable(path: file.path, detail: SystemErrorReason(code: lockError).text(in: .english))
            }
            if RemovableLock.namesSameFile(descriptor, file) { return SendingLease(descriptor: descriptor, file: file) }
            close(descriptor)
        }
        return nil
    }

    /// Removes the file, then lets go of the lock.
    func release() {
        guard !released else { return }
        released = true
        RemovableLock.removeAndUnlock(descriptor, file)
    }


    private static func failure(_ file: URL) -> RequestSendError {
        .journalUnwritable(path: file.path, detail: SystemErrorReason.current().text(in: .english))
    }
}
