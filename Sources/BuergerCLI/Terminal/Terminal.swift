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
    /// here is cleaned of control, bidi, zero-width and tag characters on its way out.
    public let out: TextSink
    public let err: TextSink
    public let mode: OutputMode
    public let useColor: Bool
    /// The width human output should fit.
    public let width: Int
    /// Cut table cells to `width`: only on a terminal, never for a pipe or file.
    public let truncatesToWidth: Bool
    /// Box-drawing and symbol characters are safe; otherwise ASCII only.
    public let unicode: Bool
    /// A question may be asked: stdin and stderr are terminals.
    public let canPrompt: Bool
    public let quiet: Bool
    public let verbose: Bool

    static let defaultWidth = 80

    public init(
        out: TextSink, err: TextSink, mode: OutputMode, useColor: Bool, width: Int, truncatesToWidth: Bool,
        unicode: Bool, canPrompt: Bool, quiet: Bool = false, verbose: Bool = false
    ) {
        self.out = out as? CleanSink ?? CleanSink(out, keepsTabs: true)
        self.err = err as? CleanSink ?? CleanSink(err, keepsTabs: false)
        self.mode = mode
        self.useColor = useColor
        self.width = width
        self.truncatesToWidth = truncatesToWidth
        self.unicode = unicode
        self.canPrompt = canPrompt
        self.quiet = quiet
        self.verbose = verbose
    }

    /// Decides colour (TTY, no `NO_COLOR`, no `--no-color`, `TERM` not `dumb`), width (`COLUMNS`, the window,
    /// else 80) and symbols (a UTF-8 locale) from the raw facts. Sentences (`accessible`): the option,
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
        let width = columns ?? environment.reportedColumns ?? defaultWidth
        let locale =
            [variables["LC_ALL"], variables["LC_CTYPE"], variables["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        let unicode = lowered.contains("utf-8") || lowered.contains("utf8")
        return Terminal(
            out: environment.out, err: environment.err, mode: mode, useColor: useColor, width: width,
            truncatesToWidth: environment.isStdoutTTY && mode.isForPeople, unicode: unicode,
            canPrompt: environment.isStdinTTY && environment.isStderrTTY,
            quiet: options.quiet, verbose: options.verbose)
    }

    /// Writes one line of data to stdout.
    public func line(_ text: String) {
        out.write(text + "\n")
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
