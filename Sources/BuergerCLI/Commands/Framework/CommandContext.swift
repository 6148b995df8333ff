import CitizenClient
import Foundation

/// What a command gets to do its work: its arguments, the decided terminal, language, time, and the
/// user's configuration. Nothing in here reaches for process globals.
struct CommandContext {
    /// The sub-command the parser picked by its word; nil for a command without them.
    let subcommand: SubcommandSpec?
    /// The arguments after the command's name, or after the sub-command's word.
    let arguments: [String]
    let options: OptionValues
    let globals: GlobalOptions
    let terminal: Terminal
    let language: Language
    let strings: StringTable
    /// The current time for every calculation (`--now` / `BUERGER_NOW` when given).
    let now: Date
    /// The zone times are shown in and timetables are read in.
    let timeZone: TimeZone
    let paths: BuergerPaths
    let config: BuergerConfig
    let world: World
    /// Shared by every copy of this context: the run's notes that are said only once.
    let notesSaidOnce = NotesSaidOnce()
    /// Shared the same way: whether an answer of this run came from saved data (`outputJSON` says so).
    let savedData = SavedDataStamp()

    var configStore: ConfigStore { ConfigStore(file: paths.configFile) }
    var times: TimeText { TimeText(timeZone: timeZone, strings: strings) }

    /// The argument at `index`, when given (the parser has already checked required ones).
    func argument(_ index: Int) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// A positive whole number option such as `--limit`; nil when not given.
    func positiveInteger(_ option: OptionSpec) throws -> Int? {
        guard let text = options.value(option) else { return nil }
        guard let value = Int(text), value >= 1 else {
            throw UsageError(
                .invalidValue(
                    text, for: option.synopsis,
                    reason: LocalizedText(
                        "expected a whole number of at least 1", de: "erwartet wird eine ganze Zahl ab 1")),
                command: nil)
        }
        return value
    }

    /// Writes data to stdout. `--accessible` output is sentences only (no table to keep aligned), so
    /// each is wrapped at word boundaries on a terminal.
    func output(_ line: String) {
        guard terminal.mode == .accessible else { return terminal.line(line) }
        terminal.wrapped(line).forEach(terminal.line)
    }

    /// Writes one JSON answer to stdout, one line. An object made from saved data says so at its top
    /// level, `"offline": true, "dataFrom": "<ISO time>"`; a live one has neither field.
    func outputJSON(_ value: JSONValue) {
        guard case .object(let members) = value, let dataFrom = savedData.dataFrom else {
            return output(value.serialized())
        }
        output(
            JSONValue.object(members + [("offline", .bool(true)), ("dataFrom", .string(times.iso(dataFrom)))])
                .serialized())
    }

    /// Writes a sentence to stdout, wrapped at word boundaries on a terminal.
    func outputSentence(_ sentence: String) {
        terminal.wrapped(sentence).forEach(terminal.line)
    }

    /// A note for a person on stderr (suppressed by `-q`), wrapped like a sentence; data never goes here.
    func note(_ line: String) {
        guard !terminal.quiet else { return }
        terminal.wrapped(TextSanitizer.clean(line)).forEach { terminal.err.write($0 + "\n") }
    }
}
