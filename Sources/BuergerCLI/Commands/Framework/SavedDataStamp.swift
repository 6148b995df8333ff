import Foundation

/// Whether this run answered from saved data, and from when: the oldest `ClientEvent.offline` the
/// library reported (a watch or a board makes several services). `--json` answers carry it as
/// `"offline": true, "dataFrom": …`, so a script can tell a saved answer from a live one.
final class SavedDataStamp {
    // The library may report from the threads that fetch a board's buses side by side.
    private let lock = NSLock()
    private var oldest: Date?

    func note(_ dataFrom: Date) {
        lock.lock()
        defer { lock.unlock() }
        oldest = min(oldest ?? dataFrom, dataFrom)
    }

    /// When the saved data used were fetched; nil while every answer was live.
    var dataFrom: Date? {
        lock.lock()
        defer { lock.unlock() }
        return oldest
    }
}
