import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live `InterruptCatcher`: SIGINT, SIGTERM and SIGHUP through dispatch sources. The default
/// action would kill the process between a journal write and the line that says where the request
/// stands; with the signal ignored and a source installed it becomes a flag the run looks at. The
/// first signal puts the default action back, so a second one ends the process at once (safe too:
/// the journal is written atomically and looked up before anything is sent again).
final class SignalInterrupts: InterruptCatcher {
    private static let caught: [(number: Int32, signal: InterruptSignal)] = [
        (SIGINT, .interrupt), (SIGTERM, .terminate), (SIGHUP, .hangUp),
    ]
    private let lock = NSLock()
    private var first: InterruptSignal?
    private var sources: [DispatchSourceSignal] = []

    init() {
        for (number, signalKind) in Self.caught {
            let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue.global())
            signal(number, SIG_IGN)
            source.setEventHandler { [weak self] in
                signal(number, SIG_DFL)
                self?.record(signalKind)
            }
            source.resume()
            sources.append(source)
        }
    }

    var received: InterruptSignal? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    func pause(_ seconds: Double, sleep: (Double) -> Void) {
        pauseInSlices(seconds, sleep: sleep)
    }

    func release() {
        sources.forEach { $0.cancel() }
        sources = []
        for (number, _) in Self.caught { signal(number, SIG_DFL) }
    }

    private func record(_ signal: InterruptSignal) {
        lock.lock()
        if first == nil { first = signal }
        lock.unlock()
    }
}
