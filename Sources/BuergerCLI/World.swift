import CitizenClient
import Foundation

/// Everything a run takes from outside the process: injected whole, so tests build their own.
public struct World {
    /// Environment variables (`BUERGER_SERVER`, `LANG`, `XDG_*`, …).
    public var variables: [String: String]
    public var terminal: TerminalEnvironment
    /// Makes the HTTP transport for a timeout; tests return a fake.
    public var makeTransport: (TransportTimeouts) -> HTTPTransport
    /// The real current time; `--now` overrides it.
    public var clock: () -> Date
    /// Pauses between retries.
    public var sleep: (Double) -> Void
    /// Starts catching Ctrl-C, SIGTERM and SIGHUP for a run that must say what became of its work.
    public var catchInterrupts: () -> InterruptCatcher
    /// A desktop notifier (`watch --notify`), nil where none can be shown.
    public var makeDesktopNotifier: () -> ((String) -> Void)?

    public init(
        variables: [String: String], terminal: TerminalEnvironment,
        makeTransport: @escaping (TransportTimeouts) -> HTTPTransport,
        clock: @escaping () -> Date, sleep: @escaping (Double) -> Void = { _ in },
        catchInterrupts: @escaping () -> InterruptCatcher = { NoInterrupts() },
        makeDesktopNotifier: @escaping () -> ((String) -> Void)? = { nil }
    ) {
        self.variables = variables
        self.terminal = terminal
        self.makeTransport = makeTransport
        self.clock = clock
        self.sleep = sleep
        self.catchInterrupts = catchInterrupts
        self.makeDesktopNotifier = makeDesktopNotifier
    }

    /// The real process: its environment, its terminal, the network, the system clock, its signals
    /// and child processes. The one place that reaches for them (InjectedWorldGuardTests).
    public static func live() -> World {
        let environment = ProcessInfo.processInfo.environment
        return World(
            variables: environment, terminal: .system(),
            makeTransport: { SchemeRoutingTransport(timeouts: $0, environment: environment) }, clock: Date.init,
            sleep: { seconds in Thread.sleep(forTimeInterval: seconds) },
            catchInterrupts: { SignalInterrupts() },
            makeDesktopNotifier: { ChildProcessNotifier(searchPath: environment["PATH"]).map { $0.notify } })
    }
}
