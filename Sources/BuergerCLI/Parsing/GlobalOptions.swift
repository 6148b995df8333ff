import CitizenClient

/// The options every command accepts, as typed values.
public struct GlobalOptions: Equatable, Sendable {
    public var server: String?
    public var json = false
    public var plain = false
    public var noColor = false
    public var language: Language?
    public var now: String?
    public var offline = false
    public var accessible = false
    public var refresh = false
    public var quiet = false
    public var verbose = false
    /// `-v` 1, `-vv` 2: the second level also shows names and addresses in traced request bodies.
    public var verbosity = 0

    public init() {}

    /// The specs the parser knows everywhere, in the order help lists them.
    public static let specs: [OptionSpec] = [
        OptionSpec("server", value: "url", help: LocalizedText(
            "Bürgerbus server base URL (…/services/rest).", de: "Adresse des Bürgerbus-Servers (…/services/rest).")),
        OptionSpec("json", help: LocalizedText("Print JSON on stdout.", de: "JSON auf stdout ausgeben.")),
        OptionSpec("plain", help: LocalizedText(
            "Print tab-separated lines without header, for cut and awk.",
            de: "Tabulator-getrennte Zeilen ohne Kopf ausgeben, für cut und awk.")),
        OptionSpec("no-color", help: LocalizedText("Never use colours.", de: "Keine Farben verwenden.")),
        OptionSpec("lang", value: "lang", help: LocalizedText("Language of all text.", de: "Sprache aller Texte."),
                   allowedValues: ["de", "en"]),
        OptionSpec("now", value: "time", help: LocalizedText(
            "Pretend it is this time (ISO 8601 or HH:MM today).",
            de: "So tun, als wäre es diese Zeit (ISO 8601 oder HH:MM heute).")),
        OptionSpec("offline", help: LocalizedText(
            "Answer from saved data only.", de: "Nur mit gespeicherten Daten antworten.")),
        OptionSpec("accessible", help: LocalizedText(
            "Full sentences for screen readers: no tables, no colour.",
            de: "Ganze Sätze für Bildschirmleser: keine Tabellen, keine Farben.")),
        OptionSpec("refresh", help: LocalizedText(
            "Ignore saved data and fetch everything.", de: "Gespeicherte Daten ignorieren, alles neu laden.")),
        OptionSpec("quiet", short: "q", help: LocalizedText("Fewer messages.", de: "Weniger Meldungen.")),
        OptionSpec("verbose", short: "v", help: LocalizedText(
            "Trace every HTTP exchange on stderr; -vv also shows names and addresses sent.",
            de: "Jeden HTTP-Austausch auf stderr zeigen; -vv zeigt auch gesendete Namen und Adressen.")),
        OptionSpec("help", short: "h", help: LocalizedText("Show help information.", de: "Hilfe anzeigen.")),
        OptionSpec("version", help: LocalizedText("Show the version.", de: "Die Version anzeigen.")),
    ]

    /// Reads the parsed values and the environment (`BUERGER_ACCESSIBLE`, `BUERGER_NOW`, `NO_COLOR`).
    public static func resolve(_ values: OptionValues, environment: [String: String]) -> Result<GlobalOptions, UsageError> {
        var options = GlobalOptions()
        options.server = values.value("server")
        options.json = values.isSet("json")
        options.plain = values.isSet("plain")
        // no-color.org: only a non-empty value turns colour off; `NO_COLOR=` is the same as unset.
        options.noColor = values.isSet("no-color") || !(environment["NO_COLOR"] ?? "").isEmpty
        options.now = values.value("now") ?? environment["BUERGER_NOW"].flatMap { $0.isEmpty ? nil : $0 }
        options.offline = values.isSet("offline")
        options.accessible = values.isSet("accessible") || isTruthy(environment["BUERGER_ACCESSIBLE"])
        options.refresh = values.isSet("refresh")
        options.quiet = values.isSet("quiet")
        options.verbosity = values.count("verbose")
        options.verbose = options.verbosity > 0
        if let code = values.value("lang") {
            guard let language = Language(rawValue: code.lowercased()) else {
                return .failure(UsageError(.invalidValue(code, for: "--lang <lang>", reason: LocalizedText(
                    "use 'de' or 'en'", de: "bitte 'de' oder 'en' angeben"))))
            }
            options.language = language
        }
        if options.json, options.plain {
            return .failure(UsageError(.mutuallyExclusive("--json", "--plain")))
        }
        if options.offline, options.refresh {
            return .failure(UsageError(.mutuallyExclusive("--offline", "--refresh")))
        }
        if options.quiet, options.verbose {
            return .failure(UsageError(.mutuallyExclusive("--quiet", "--verbose")))
        }
        return .success(options)
    }

    /// An environment switch is on when set to anything but empty, `0` or `false`.
    private static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
