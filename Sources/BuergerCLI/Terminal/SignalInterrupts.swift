import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live `InterruptCatcher`: SIGINT, SIGTERM and SIGHUP become a flag the run looks at between
/// steps. The default action would kill the process between a journal write and the line that says
/// where the request stands. The first signal puts the default action back, so a second one ends the
/// process at once (safe too: the journal is written atomically and looked up before anything is
/// sent again).
///
/// The handler is installed with `sigaction` before `init` returns. (Dispatch signal sources, used
/// before, register on a background queue: a signal in the first milliseconds was ignored and lost,
/// which `LiveProcessEffectsTests` showed.) Catchers may be nested (`request-stop --wait` follows
/// inside a send); each sees the signals that came after it began.
final class SignalInterrupts: InterruptCatcher {
    private let firstIndex: Int
    private var released = false

    init() {
        firstIndex = SignalLatch.acquire()
    }

    var received: InterruptSignal? {
        SignalLatch.first(since: firstIndex)
    }

    func pause(_ seconds: Double, sleep: (Double) -> Void) {
        pauseInSlices(seconds, sleep: sleep)
    }

    func release() {
        guard !released else { return }
        released = true
        SignalLatch.letGo()
    }

    deinit { release() }
}

/// The process-wide side: one handler for the three signals, which writes the signal's number into a
/// pipe (`write(2)` is safe in a handler; taking a lock is not). Readers drain the pipe under a lock.
private enum SignalLatch {
    static let caught: [(number: Int32, signal: InterruptSignal)] = [
        (SIGINT, .interrupt), (SIGTERM, .terminate), (SIGHUP, .hangUp),
    ]
    private static let lock = NSLock()
    private static var holders = 0
    private static var delivered: [InterruptSignal] = []
    private static var readEnd: Int32 = -1
    /// Read by the handler; set before any handler is installed and never changed afterwards.
    fileprivate static var writeEnd: Int32 = -1

    /// Installs the handler (for the first holder) and returns where this holder's signals begin.
    static func acquire() -> Int {
        lock.lock()
        defer { lock.unlock() }
        if readEnd < 0 { openPipe() }
        if holders == 0 {
            for (number, _) in caught { install(number, handler: signalArrived) }
        }
        holders += 1
        drain()
        return delivered.count
    }

    static func letGo() {
        lock.lock()
        defer { lock.unlock() }
        holders -= 1
        if holders == 0 {
            for (number, _) in caught { install(number, handler: nil) }
        }
    }

    static func first(since index: Int) -> InterruptSignal? {
        lock.lock()
        defer { lock.unlock() }
        drain()
        return delivered.count > index ? delivered[index] : nil
    }

    private static func drain() {
        guard readEnd >= 0 else { return }
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {
            if let kind = caught.first(where: { $0.number == Int32(byte) })?.signal { delivered.append(kind) }
        }
    }

    private static func openPipe() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// `handler` nil puts the default action back.
    private static func install(_ number: Int32, handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(number, &action, nil)
    }
}

/// The handler: only async-signal-safe calls. The first signal restores the default action, so the
/// next one ends the process at once.
private func signalArrived(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalLatch.writeEnd, &byte, 1)
    signal(number, SIG_DFL)
}
