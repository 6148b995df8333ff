import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT and SIGTERM turned into a flag that a polling loop reads, so the loop can stop and take
/// down every process it started instead of dying with them still running. Its children run in
/// process groups of their own, so Ctrl-C at the terminal reaches only this process.
final class InterruptFlag {
    private let lock = NSLock()
    private var signalName: String?
    private var sources: [DispatchSourceSignal] = []

    init() {
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.raise(name) }
            source.resume()
            sources.append(source)
        }
    }

    /// The signal that came, if one did.
    var received: String? {
        lock.lock()
        defer { lock.unlock() }
        return signalName
    }

    private func raise(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        if signalName == nil { signalName = name }
    }
}
