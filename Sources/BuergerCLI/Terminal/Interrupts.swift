import CitizenClient
import Foundation

/// Ctrl-C, `kill` or a closed terminal while a run has work it must not leave unsaid (a request
/// being sent, a wait, a watch). While caught, these signals do not kill the process: the run looks
/// at `received` between steps, stops, says what became of its work and exits 128 + the signal.
/// A second signal is not caught, so pressing Ctrl-C twice always ends the run at once.
public protocol InterruptCatcher: AnyObject {
    /// The first signal that came since catching began, nil while none has.
    var received: InterruptSignal? { get }
    /// Lets the signals act as usual again.
    func release()
    /// Sleeps `seconds`, or less when a signal comes meanwhile.
    func pause(_ seconds: Double, sleep: (Double) -> Void)
}

/// The signals a run is interrupted by, with the exit status a shell expects for each.
public enum InterruptSignal: Sendable, Equatable {
    case interrupt, terminate, hangUp

    var exitStatus: ExitStatus {
        switch self {
        case .interrupt: return .interrupted
        case .terminate: return .terminated
        case .hangUp: return .hungUp
        }
    }
}

extension InterruptCatcher {
    var isRaised: Bool { received != nil }

    /// Sleeps `seconds` in short slices and returns early once a signal has come.
    func pauseInSlices(_ seconds: Double, sleep: (Double) -> Void) {
        var slept = 0.0
        while slept < seconds, !isRaised {
            let step = min(0.25, seconds - slept)
            sleep(step)
            slept += step
        }
    }
}

/// For worlds without signals (tests that do not interrupt): nothing ever comes.
public final class NoInterrupts: InterruptCatcher {
    public init() {}
    public var received: InterruptSignal? { nil }
    public func release() {}
    public func pause(_ seconds: Double, sleep: (Double) -> Void) { sleep(seconds) }
}
