import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock(2)`) on a file beside the journal, held around every read-modify-write
/// so that two `buerger` processes never lose each other's entries. It is held only while the
/// journal is read and written, never across a network exchange.
struct JournalLock {
    let file: URL

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            try FolderMaker.create(file.deletingLastPathComponent())
        } catch {
            throw RequestSendError.journalUnwritable(path: file.path, detail: SystemErrorReason(error).text(in: .english))
        }
        let descriptor = open(file.path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0 else { throw Self.failure(file) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Self.failure(file) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func failure(_ file: URL) -> RequestSendError {
        .journalUnwritable(path: file.path, detail: SystemErrorReason.current().text(in: .english))
    }
}
