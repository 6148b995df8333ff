import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock(2)`) on a file, held around a read-modify-write so two `buerger`
/// processes never lose each other's change (the journal, the config). Waits for the other run; the
/// lock file stays. `failure` turns what went wrong into the caller's own error.
struct AdvisoryFileLock {
    let file: URL
    let failure: (SystemErrorReason) -> Error

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            try FolderMaker.create(file.deletingLastPathComponent())
        } catch {
            throw failure(SystemErrorReason(error))
        }
        // O_NOFOLLOW: a symbolic link put in the lock's place (by another local user, in a shared
        // folder) must not make buerger create or lock a file elsewhere.
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure(.current()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(.current()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
