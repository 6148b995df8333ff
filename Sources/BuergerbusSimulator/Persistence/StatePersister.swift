import Foundation

/// Saves the runtime state shortly after it changes, coalescing bursts (the fleet reports positions
/// often) into one write, and once more on stop.
final class StatePersister: @unchecked Sendable {
    let file: StateFile
    private let queue = DispatchQueue(label: "buerger-sim.state-persister")
    private let lock = NSLock()
    /// nil once the state it reads is gone.
    private var snapshot: (() -> StateSnapshot?)?
    private var savePending = false
    /// Coalescing window: at most one write per this many seconds.
    private let delay: TimeInterval
    /// Told about a failed write; the server keeps running and the next change tries again.
    private let onError: (@Sendable (String) -> Void)?

    init(file: StateFile, delay: TimeInterval = 0.5, onError: (@Sendable (String) -> Void)? = nil) {
        self.file = file
        self.delay = delay
        self.onError = onError
    }

    func attach(_ provider: @escaping () -> StateSnapshot?) {
        lock.lock()
        defer { lock.unlock() }
        snapshot = provider
    }

    func stateDidChange() {
        lock.lock()
        let schedule = !savePending
        savePending = true
        lock.unlock()
        if schedule { queue.asyncAfter(deadline: .now() + delay) { [self] in save() } }
    }

    /// Writes now and throws when the file cannot be written: at start, so a `--state` path that can never
    /// be saved stops the server instead of losing every change in silence.
    func saveNowOrThrow() throws {
        try queue.sync {
            lock.lock()
            let provider = snapshot
            lock.unlock()
            if let current = provider?() { try file.save(current) }
        }
    }

    /// Writes now and waits for it, e.g. at shutdown.
    func flush() {
        queue.sync { save() }
    }

    private func save() {
        lock.lock()
        savePending = false
        let provider = snapshot
        lock.unlock()
        guard let current = provider?() else { return }
        do { try file.save(current) } catch { onError?(String(describing: error)) }
    }
}
