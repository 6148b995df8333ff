import CitizenClient

/// Every general word buerger prints (diagnostics, help, tables, the bus and watch texts), each in
/// both languages side by side. English follows argument-parser's message catalogue word for word
/// where it has one; German is plain German for older citizens: short sentences, 24-hour times.
public struct StringTable: LocalizedTable {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    // Diagnostics and usage errors.
    var usageLabel: String { say("Usage:", de: "Aufruf:") }
    func seeHelp(_ command: String) -> String {
        say("See '\(command) --help' for more information.", de: "Mehr dazu zeigt '\(command) --help'.")
    }
    var missingCommand: String { say("Missing command.", de: "Es fehlt ein Befehl.") }
    func unknownCommand(_ name: String) -> String {
        say("Unknown command '\(name)'.", de: "Unbekannter Befehl '\(name)'.")
    }
    func unknownOption(_ name: String) -> String {
        say("Unknown option '\(name)'.", de: "Unbekannte Option '\(name)'.")
    }
    func didYouMean(_ suggestion: String) -> String {
        say("Did you mean '\(suggestion)'?", de: "Meinten Sie '\(suggestion)'?")
    }
    func missingValue(_ option: String) -> String {
        say("Missing value for '\(option)'.", de: "Es fehlt ein Wert für '\(option)'.")
    }
    func flagTakesNoValue(_ option: String, value: String) -> String {
        say(
            "The option '\(option)' does not take any value, but '\(value)' was specified.",
            de: "Die Option '\(option)' nimmt keinen Wert, aber '\(value)' wurde angegeben.")
    }
    func missingArgument(_ name: String) -> String {
        say("Missing expected argument '\(name)'.", de: "Es fehlt das Argument '\(name)'.")
    }
    func unexpectedArguments(_ values: [String]) -> String {
        let list = Strings.quoted(values)
        if values.count == 1 { return say("Unexpected argument \(list).", de: "Unerwartetes Argument \(list).") }
        return say(
            "\(values.count) unexpected arguments: \(list).", de: "\(values.count) unerwartete Argumente: \(list).")
    }
    func invalidValue(_ value: String, for option: String) -> String {
        say("The value '\(value)' is invalid for '\(option)'", de: "Der Wert '\(value)' ist ungültig für '\(option)'")
    }
    func mutuallyExclusive(_ first: String, _ second: String) -> String {
        say(
            "'\(first)' and '\(second)' are mutually exclusive.", de: "'\(first)' und '\(second)' gehen nicht zusammen."
        )
    }
    var expectedWholeNumber: String {
        say("expected a whole number of at least 1", de: "erwartet wird eine ganze Zahl ab 1")
    }
    func unexpectedError(_ detail: String) -> String {
        say("Unexpected error: \(detail)", de: "Unerwarteter Fehler: \(detail)")
    }

    // Help.
    var overviewHeading: String { say("OVERVIEW:", de: "ÜBERSICHT:") }
    var usageHeading: String { say("USAGE:", de: "AUFRUF:") }
    var argumentsHeading: String { say("ARGUMENTS:", de: "ARGUMENTE:") }
    var optionsHeading: String { say("OPTIONS:", de: "OPTIONEN:") }
    var globalOptionsHeading: String { say("GLOBAL OPTIONS:", de: "ALLGEMEINE OPTIONEN:") }
    var commandsHeading: String { say("COMMANDS:", de: "BEFEHLE:") }
    var examplesHeading: String { say("EXAMPLES:", de: "BEISPIELE:") }
    func defaultValue(_ value: String) -> String { say("default: \(value)", de: "Standard: \(value)") }
    func allowedValues(_ values: [String]) -> String {
        let list = values.joined(separator: ", ")
        return say("values: \(list)", de: "Werte: \(list)")
    }
    /// What the overview's usage line puts after `buerger`.
    var commandSynopsis: String { say("<command> [options]", de: "<Befehl> [Optionen]") }
    var seeCommandHelp: String {
        say("See 'buerger help <command>' for detailed help.", de: "Ausführliche Hilfe zeigt 'buerger help <Befehl>'.")
    }
    var globalOptionsHint: String {
        say(
            "Global options such as --json, --plain and --lang: see 'buerger --help'.",
            de: "Allgemeine Optionen wie --json, --plain und --lang zeigt 'buerger --help'.")
    }
    var programAbstract: String {
        say(
            "The Bürgerbus of Weilerbach from your shell: stops, departures, buses and lines.",
            de: "Der Bürgerbus Weilerbach im Terminal: Haltestellen, Abfahrten, Busse und Linien.")
    }
}

public enum Strings {
    public static func table(for language: Language) -> StringTable {
        StringTable(language: language)
    }

    /// `'a'`, `'a' or 'b'`-style quoting shared by both languages.
    static func quoted(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }
}
