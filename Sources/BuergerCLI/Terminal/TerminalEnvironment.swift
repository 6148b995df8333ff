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
    /// The window height the terminal reports, when it reports one (a map fits it).
    public let reportedRows: Int?
    /// Reads one answer line from stdin (nil at end of input). Only prompts call it, and only when
    /// stdin is a terminal; tests give scripted answers.
    public let readLine: () -> String?

    public init(
        out: TextSink, err: TextSink, isStdoutTTY: Bool, isStderrTTY: Bool, isStdinTTY: Bool,
        reportedColumns: Int?, reportedRows: Int? = nil,
        readLine: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }
    ) {
        self.out = out
        self.err = err
        self.isStdoutTTY = isStdoutTTY
        self.isStderrTTY = isStderrTTY
        self.isStdinTTY = isStdinTTY
        self.reportedColumns = reportedColumns
        self.reportedRows = reportedRows
        self.readLine = readLine
    }

    /// An in-memory terminal for tests: both streams are buffers, stdin gives `answers` one by one.
    public static func captured(
        tty: Bool = false, columns: Int? = nil, rows: Int? = nil,
        answers: [String] = []
    ) -> (TerminalEnvironment, out: BufferSink, err: BufferSink) {
        let out = BufferSink()
        let err = BufferSink()
        let script = ScriptedAnswers(answers)
        let terminal = TerminalEnvironment(
            out: out, err: err, isStdoutTTY: tty, isStderrTTY: tty, isStdinTTY: tty,
            reportedColumns: columns, reportedRows: rows, readLine: script.next)
        return (terminal, out, err)
    }
}

/// Typed answers for a test terminal, handed out in order; nil once they run out (like end of input).
public final class ScriptedAnswers {
    private var remaining: [String]
    /// How many answers were read, so a test can tell that nothing was asked.
    public private(set) var readCount = 0

    public init(_ answers: [String]) {
        remaining = answers
    }

    public func next() -> String? {
        readCount += 1
        return remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
