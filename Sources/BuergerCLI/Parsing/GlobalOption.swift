/// The options every command accepts, each declared once: the parser, help and `GlobalOptions.resolve`
/// all use these values.
enum GlobalOption {
    static let server = OptionSpec(
        "server", value: "url",
        help: LocalizedText(
            "Bürgerbus server base URL (…/services/rest).", de: "Adresse des Bürgerbus-Servers (…/services/rest)."))
    static let json = OptionSpec("json", help: LocalizedText("Print JSON on stdout.", de: "JSON auf stdout ausgeben."))
    static let plain = OptionSpec(
        "plain",
        help: LocalizedText(
            "Print tab-separated lines without header, for cut and awk.",
            de: "Tabulator-getrennte Zeilen ohne Kopf ausgeben, für cut und awk."))
    static let noColor = OptionSpec(
        "no-color", help: LocalizedText("Never use colours.", de: "Keine Farben verwenden."))
    static let lang = OptionSpec(
        "lang", value: "lang", help: LocalizedText("Language of all text.", de: "Sprache aller Texte."),
        allowedValues: ["de", "en"])
    static let now = OptionSpec(
        "now", value: "time",
        help: LocalizedText(
            "Pretend it is this time (ISO 8601 or HH:MM today).",
            de: "So tun, als wäre es diese Zeit (ISO 8601 oder HH:MM heute)."))
    static let offline = OptionSpec(
        "offline",
        help: LocalizedText(
            "Answer from saved data only.", de: "Nur mit gespeicherten Daten antworten."))
    static let accessible = OptionSpec(
        "accessible",
        help: LocalizedText(
            "Full sentences for screen readers: no tables, no colour.",
            de: "Ganze Sätze für Bildschirmleser: keine Tabellen, keine Farben."))
    static let refresh = OptionSpec(
        "refresh",
        help: LocalizedText(
            "Ignore saved data and fetch everything.", de: "Gespeicherte Daten ignorieren, alles neu laden."))
    static let quiet = OptionSpec("quiet", short: "q", help: LocalizedText("Fewer messages.", de: "Weniger Meldungen."))
    static let verbose = OptionSpec(
        "verbose", short: "v",
        help: LocalizedText(
            "Trace every HTTP exchange on stderr; -vv also shows names and addresses sent.",
            de: "Jeden HTTP-Austausch auf stderr zeigen; -vv zeigt auch gesendete Namen und Adressen."))
    static let help = OptionSpec(
        "help", short: "h", help: LocalizedText("Show help information.", de: "Hilfe anzeigen."))
    static let version = OptionSpec("version", help: LocalizedText("Show the version.", de: "Die Version anzeigen."))

    /// In the order help lists them.
    static let all = [
        server, json, plain, noColor, lang, now, offline, accessible, refresh, quiet, verbose, help, version,
    ]
}
