import Foundation

/// An advisory lock (`flock(2)`) on a file beside the journal, held around every read-modify-write
/// so that two `buerger` processes never lose each other's entries. It is held only while the
/// journal is read and written, never across a network exchange.
struct JournalLock {
    let file: URL

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        try AdvisoryFileLock(file: file) { [file] reason in
            RequestSendError.journalUnwritable(path: file.path, trouble: .system(reason))
        }.withLock(body)
    }
}
