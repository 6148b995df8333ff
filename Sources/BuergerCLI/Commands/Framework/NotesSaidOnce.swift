import Foundation

/// The notes a run says at most once, however often the library reports them: a cache folder that
/// takes no files is reported for each of the nine files of a run, and a watch makes a new service
/// at every poll.
final class NotesSaidOnce {
    // The library may report from the threads that fetch a board's buses side by side.
    private let lock = NSLock()
    private var said: Set<String> = []

    /// True the first time this run sees `note`.
    func isFirst(_ note: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return said.insert(note).inserted
    }
}
