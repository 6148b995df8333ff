/// The raw facts about the process's terminal, read once at start (or made up by a test).
public struct TerminalEnvironment {
    /// Data goes here (`--json`, tables, plain lines).
    public let out: TextSink
    /// Messages, progress and errors go here.
    public let err: TextSink
    public let isStdoutTTY: Bool
    public let isStderrTTY: Bool
    public let isStdinTTY: Bool
    /// The window width the terminal reports, when it reports one.
    public let reportedColumns: Int?

    public init(out: TextSink, err: TextSink, isStdoutTTY: Bool, isStderrTTY: Bool, isStdinTTY: Bool,
                reportedColumns: Int?) {
        self.out = out
        self.err = err
        self.isStdoutTTY = isStdoutTTY
        self.isStderrTTY = isStderrTTY
        self.isStdinTTY = isStdinTTY
        self.reportedColumns = reportedColumns
    }

    /// An in-memory terminal for tests: both streams are buffers.
    public static func captured(tty: Bool = false, columns: Int? = nil) -> (TerminalEnvironment, out: BufferSink,
                                                                             err: BufferSink) {
        let out = BufferSink()
        let err = BufferSink()
        let terminal = TerminalEnvironment(out: out, err: err, isStdoutTTY: tty, isStderrTTY: tty, isStdinTTY: tty,
                                           reportedColumns: columns)
        return (terminal, out, err)
    }
}
