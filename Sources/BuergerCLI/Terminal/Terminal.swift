/// How output looks for this run: one choice, so no renderer meets a combination that means nothing
/// (sentences for a screen reader inside JSON).
public enum OutputMode: Equatable, Sendable {
    /// Aligned tables and sentences for a person.
    case human
    /// Sentences instead of tables and drawings, times in words, for a person listening to a screen
    /// reader (`--accessible`, `BUERGER_ACCESSIBLE`, the config's `accessible`).
    case accessible
    /// Tab-separated lines, no header, no colour (`--plain`).
    case plain
    /// One JSON document on stdout (`--json`).
    case json

    /// For a person, as tables or as sentences: what the human and the accessible mode share.
    public var isForPeople: Bool { self == .human || self == .accessible }
}

/// The terminal as this run uses it: every decision about colour, width and symbols made once, here.
public struct Terminal {
    /// Stdout and stderr, each behind the one cleaning point (`CleanSink`): whatever a command writes
    /// here is cleaned of control, bidi, zero-width and tag characters on its way out. Each is written
    /// in whole lines, fitted to `width` where it is a terminal for a person (`FittingSink`).
    public let out: TextSink
    public let err: TextSink
    /// Stdout cleaned but not fitted, for documents that are not screens (`document`).
    private let cleanOut: TextSink
    /// Stdout as it is, for `TerminalControl` values only (`control`).
    private let rawOut: TextSink
    public let mode: OutputMode
    public let useColor: Bool
    /// The width human output should fit: the terminal's window, else `COLUMNS`, else 80.
    public let width: Int
    /// The height a picture should fit (a map): the window's, else `LINES`, else 24.
    public let height: Int
    /// Stdout is a terminal showing this run to a person: its lines are fitted to `width` (tables in
    /// compact forms, sentences wrapped between words). Never for a pipe or file, `--json` or `--plain`.
    public let truncatesToWidth: Bool
    /// The same for stderr (messages, notes, questions).
    public let fitsErr: Bool
    /// Box-drawing and symbol characters are safe; otherwise ASCII only.
    public let unicode: Bool
    /// A question may be asked: stdin and stderr are terminals.
    public let canPrompt: Bool
    public let quiet: Bool
    public let verbose: Bool

    static let defaultWidth = 80
    public static let defaultHeight = 24

    public init(
        out: TextSink, err: TextSink, mode: OutputMode, useColor: Bool, width: Int, height: Int = defaultHeight,
        truncatesToWidth: Bool,
        fitsErr: Bool? = nil, unicode: Bool, canPrompt: Bool, quiet: Bool = false, verbose: Bool = false
    ) {
        let fitsErr = fitsErr ?? truncatesToWidth
        let cleanOut = Self.cleaned(out, keepsTabs: true)
        self.cleanOut = cleanOut
        rawOut = (cleanOut as? CleanSink)?.inner ?? cleanOut
        self.out = out as? FittingSink ?? FittingSink(cleanOut, width: truncatesToWidth ? width : nil)
        self.err =
            err as? FittingSink ?? FittingSink(Self.cleaned(err, keepsTabs: false), width: fitsErr ? width : nil)
        self.mode = mode
        self.useColor = useColor
        self.width = width
        self.height = height
        self.truncatesToWidth = truncatesToWidth
        self.fitsErr = fitsErr
        self.unicode = unicode
        self.canPrompt = canPrompt
        self.quiet = quiet
        self.verbose = verbose
    }

    private static func cleaned(_ sink: TextSink, keepsTabs: Bool) -> TextSink {
        if let fitting = sink as? FittingSink { return fitting.inner }
        return sink as? CleanSink ?? CleanSink(sink, keepsTabs: keepsTabs)
    }

    /// Decides colour (TTY, no `NO_COLOR`, no `--no-color`, `TERM` not `dumb`), width (the window the
    /// terminal reports, else `COLUMNS`, else 80) and symbols (a UTF-8 locale) from the raw facts. Sentences (`accessible`): the option,
    /// else `BUERGER_ACCESSIBLE` when it is set at all (so `=0` can turn the config's choice off), else
    /// the config file's `accessible`.
    public static func decide(
        _ environment: TerminalEnvironment, variables: [String: String],
        options: GlobalOptions, configAccessible: Bool = false
    ) -> Terminal {
        let accessible = options.accessible || (variables["BUERGER_ACCESSIBLE"] == nil && configAccessible)
        // --json and --plain are for programs: they win over sentences for a person.
        let mode: OutputMode = options.json ? .json : (options.plain ? .plain : (accessible ? .accessible : .human))
        let dumb = variables["TERM"] == "dumb"
        let useColor = environment.isStdoutTTY && !options.noColor && !dumb && mode == .human
        let columns = variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        // The window is what the person sees now; `COLUMNS` is the shell's note of it, stale after a resize.
        let width = environment.reportedColumns ?? columns ?? defaultWidth
        let lines = variables["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let height = environment.reportedRows ?? lines ?? defaultHeight
        let locale =
            [variables["LC_ALL"], variables["LC_CTYPE"], variables["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        let unicode = lowered.contains("utf-8") || lowered.contains("utf8")
        return Terminal(
            out: environment.out, err: environment.err, mode: mode, useColor: useColor, width: width, height: height,
            truncatesToWidth: environment.isStdoutTTY && mode.isForPeople,
            // Stderr on a terminal is read by a person, whatever stdout carries (`--json` to a script).
            fitsErr: environment.isStderrTTY, unicode: unicode,
            canPrompt: environment.isStdinTTY && environment.isStderrTTY,
            quiet: options.quiet, verbose: options.verbose)
    }

    /// Writes one line of data to stdout.
    public func line(_ text: String) {
        out.write(text + "\n")
    }

    /// Writes a document that is not a screen (a manual page, a shell script, a calendar) to stdout as
    /// it is: wrapping its lines would change what it says.
    public func document(_ text: String) {
        out.flush()
        cleanOut.write(text)
    }

    /// Stdout is a terminal showing pictures to a person (not sentences, not a pipe): the screen may be
    /// driven (`control`).
    public var controlsScreen: Bool { truncatesToWidth && mode == .human }

    /// Writes one screen command, and only where `controlsScreen`: elsewhere (a pipe, `--plain`,
    /// `--json`, sentences) nothing, so no escape sequence reaches a file or a program.
    func control(_ command: TerminalControl) {
        guard controlsScreen else { return }
        out.flush()
        rawOut.write(command.sequence)
    }

    /// Writes what the streams hold back; the run calls it when it ends, a question before its answer.
    public func flush() {
        out.flush()
        err.flush()
    }

    /// A sentence as lines for this terminal: broken between words at its width, so that the terminal
    /// never breaks a word ("Schulstraß" / "e."); whole in a pipe or file, where a line is a record.
    public func wrapped(_ sentence: String) -> [String] {
        truncatesToWidth ? TextWrapper.wrap(sentence, width: max(20, width)) : [sentence]
    }

    /// Stdout can no longer be written (closed, full, its reader gone): an endless watch stops, as
    /// nothing it finds could be shown.
    public var outputLost: Bool { out.writeFailure != nil }
}
