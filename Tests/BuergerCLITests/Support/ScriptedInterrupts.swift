@testable import BuergerCLI

/// A Ctrl-C that comes after a given number of pauses, as a person loses patience during retries.
final class ScriptedInterrupts: InterruptCatcher {
    private let afterPauses: Int
    private let signal: InterruptSignal
    private(set) var pauses = 0
    private(set) var released = false

    init(afterPauses: Int, signal: InterruptSignal = .interrupt) {
        self.afterPauses = afterPauses
        self.signal = signal
    }

    var received: InterruptSignal? { pauses >= afterPauses ? signal : nil }

    func release() { released = true }

    func pause(_ seconds: Double, sleep: (Double) -> Void) {
        sleep(seconds)
        pauses += 1
    }
}
