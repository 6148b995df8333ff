import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part `SendingLease` and `FilingClaim` share: a `flock(2)`ed file that is removed when let go,
/// so no file is left behind per request. Removing it safely needs the inode check: whoever locked
/// a file that was removed meanwhile finds that the path no longer names it and tries again.
enum RemovableLock {
    /// True when `descriptor` is still the file `file` names (not one removed while it waited).
    static func namesSameFile(_ descriptor: Int32, _ file: URL) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(file.path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Removes the file, then lets go of the lock: in this order, so nobody locks the old file and
    /// believes it current.
    static func removeAndUnlock(_ descriptor: Int32, _ file: URL) {
        unlink(file.path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
