import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on a file in the state folder that is removed when let go, so no file is
/// left behind per request; `SendingLease` and `FilingClaim` each hold one. The kernel drops the lock when the process
/// dies. Removing a lock file safely needs the inode check: whoever locked a file that was removed
/// meanwhile finds that the path no longer names it and tries again, so two processes never both
/// hold the lock of one path.
final class RemovableLock {
    private let descriptor: Int32
    private let file: URL
    private var released = false

    private init(descriptor: Int32, file: URL) {
        self.descriptor = descriptor
        self.file = file
    }

    deinit { release() }

    /// The lock on `file` (its folder is made, mode 0700). With `waiting`, blocks until it is this
    /// process's; without, nil when another process holds it.
    static func take(_ file: URL, waiting: Bool) throws -> RemovableLock? {
        let directory = file.deletingLastPathComponent()
        do {
            try FolderMaker.create(directory, permissions: 0o700)
        } catch {
            throw RequestSendError.journalUnwritable(path: directory.path, trouble: .system(SystemErrorReason(error)))
        }
        // Each repeat means another process removed the file in between; without waiting, a few at most.
        var rounds = 0
        while waiting || rounds < 8 {
            rounds += 1
            // O_NOFOLLOW, as every lock: a symbolic link in its place is refused (ELOOP), not followed.
            let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else {
                throw RequestSendError.journalUnwritable(path: file.path, trouble: .system(SystemErrorReason.current()))
            }
            if flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
                let lockError = errno
                close(descriptor)
                if lockError == EWOULDBLOCK { return nil }
                if lockError == EINTR { continue }
                throw RequestSendError.journalUnwritable(
                    path: file.path,
                    trouble: .system(SystemErrorReason(code: lockError)))
            }
            if Self.namesSameFile(descriptor, file) { return RemovableLock(descriptor: descriptor, file: file) }
            close(descriptor)
        }
        return nil
    }

    /// Removes the file, then lets go of the lock: in this order, so nobody locks the old file and
    /// believes it current.
    func release() {
        guard !released else { return }
        released = true
        unlink(file.path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// True when `descriptor` is still the file `file` names (not one removed while it waited).
    private static func namesSameFile(_ descriptor: Int32, _ file: URL) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(file.path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
