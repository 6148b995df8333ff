import CitizenClient

/// `docs/buerger.1`: the man page, built from the same command and option specs as `buerger help`,
/// so the two cannot disagree. `make man` writes it; a test keeps the committed copy equal to it.
struct ManualPage {
    let commands: [CommandSpec]
    let globalOptions: [OptionSpec]
    let strings: StringTable
    let language: Language

    var text: String {
        var lines = [
            ".TH BUERGER 1 \"\" \"buerger\" \"User Commands\"",
            ".SH NAME",
            "buerger \\- " + Roff.escape(strings.programAbstract),
            ".SH SYNOPSIS",
            ".B buerger",
            ".I command",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            Roff.escape(Self.description.text(in: language)),
            ".SH COMMANDS",
        ]
        lines += commands.flatMap(section)
        lines += [".SH GLOBAL OPTIONS"] + globalOptions.flatMap(optionItem)
        lines +=
            [".SH ENVIRONMENT"]
            + Self.environment.flatMap { name, text in
                [".TP", Roff.bold(name), Roff.escape(text.text(in: language))]
            }
        lines +=
            [".SH FILES"]
            + Self.files.flatMap { path, text in
                [".TP", Roff.italic(path), Roff.escape(text.text(in: language))]
            }
        lines +=
            [".SH EXIT STATUS"]
            + Self.exitCodes.flatMap { code, text in
                [".TP", Roff.bold(String(code.rawValue)), Roff.escape(text.text(in: language))]
            }
        lines += [".SH SEE ALSO", Roff.bold("buerger-sim") + " " + Roff.escape("--help")]
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(_ spec: CommandSpec) -> [String] {
        var lines = [
            ".SS " + "\"" + Roff.escape(spec.usageLine).replacingOccurrences(of: "\"", with: "\\(dq") + "\"",
            Roff.escape(spec.abstract.text(in: language)),
        ]
        for argument in spec.arguments {
            lines += [".TP", Roff.italic(argument.name.uppercased()), Roff.escape(argument.help.text(in: language))]
        }
        lines += spec.options.flatMap(optionItem)
        if !spec.examples.isEmpty {
            lines += [".PP", Roff.escape(strings.examplesHeading.capitalized.trimmingCharacters(in: [":"]) + ":")]
            for example in spec.examples {
                lines += [
                    ".TP", Roff.bold("$ " + example.commandLine), Roff.escape(example.explanation.text(in: language)),
                ]
            }
        }
        return lines
    }

    private func optionItem(_ option: OptionSpec) -> [String] {
        var label = option.short.map { Roff.bold("-\($0)") + ", " } ?? ""
        label += Roff.bold("--" + option.name)
        if let value = option.valueName { label += " " + Roff.italic(value) }
        var notes: [String] = []
        if !option.allowedValues.isEmpty { notes.append(strings.allowedValues(option.allowedValues)) }
        if let value = option.defaultValue { notes.append(strings.defaultValue(value)) }
        let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
        return [".TP", label, Roff.escape(option.help.text(in: language) + suffix)]
    }

    private static let description = LocalizedText(
        "buerger shows the Bürgerbus (village bus) of Weilerbach: its stops, the next departures with estimated "
            + "times and free seats, where each bus is, and the lines. It talks to a Bürgerbus server over HTTP; "
            + "buerger-sim runs one locally. Messages go to stderr and data to stdout; --json and --plain "
            + "print for scripts. Run 'buerger help COMMAND' for the same text as below.",
        de: "buerger zeigt den Bürgerbus von Weilerbach: Haltestellen, die nächsten Abfahrten mit geschätzten "
            + "Zeiten und freien Plätzen, wo jeder Bus ist, und die Linien. Es spricht über HTTP mit einem "
            + "Bürgerbus-Server; buerger-sim startet einen lokal. Meldungen gehen auf stderr, Daten auf stdout; "
            + "--json und --plain geben für Skripte aus. 'buerger help BEFEHL' zeigt denselben Text wie unten.")

    private static let environment: [(String, LocalizedText)] = [
        (
            "BUERGER_SERVER",
            LocalizedText(
                "Server base URL, used when --server is not given (default http://localhost:8080/services/rest).",
                de: "Adresse des Servers, wenn --server fehlt (Standard http://localhost:8080/services/rest).")
        ),
        (
            "BUERGER_NOW",
            LocalizedText("Pretend the current time, as --now.", de: "Die aktuelle Zeit vorgeben, wie --now.")
        ),
        ("BUERGER_ACCESSIBLE", LocalizedText("Full sentences, as --accessible.", de: "Ganze Sätze, wie --accessible.")),
        (
            "NO_COLOR",
            LocalizedText(
                "Any non-empty value turns colours off.", de: "Jeder nicht leere Wert schaltet Farben aus.")
        ),
        (
            "LC_ALL, LC_MESSAGES, LANG",
            LocalizedText(
                "German for de* locales, unless --lang or the saved lang says otherwise.",
                de: "Deutsch bei de*-Locales, wenn nicht --lang oder die gespeicherte Sprache anderes sagt.")
        ),
        (
            "XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME",
            LocalizedText(
                "Where configuration, saved data and the request journal live.",
                de: "Wo Konfiguration, gespeicherte Daten und das Anfragen-Journal liegen.")
        ),
    ]

    private static let files: [(String, LocalizedText)] = [
        (
            "~/.config/buerger/config.json",
            LocalizedText(
                "Settings and stop aliases (buerger config).",
                de: "Einstellungen und Haltestellen-Namen (buerger config).")
        ),
        (
            "~/.cache/buerger/",
            LocalizedText(
                "Saved server data, used offline and for completion.",
                de: "Gespeicherte Serverdaten, für offline und die Vervollständigung.")
        ),
        ("~/.local/state/buerger/", LocalizedText("The request journal.", de: "Das Anfragen-Journal.")),
    ]

    private static let exitCodes: [(ExitStatus, LocalizedText)] = [
        (.success, LocalizedText("Success.", de: "Erfolg.")),
        (.failure, LocalizedText("Any other failure.", de: "Jeder andere Fehler.")),
        (
            .usage,
            LocalizedText(
                "Usage error: unknown command or option, missing or malformed argument.",
                de: "Aufruffehler: unbekannter Befehl oder Option, fehlendes oder falsches Argument.")
        ),
        (
            .notFound,
            LocalizedText(
                "Not found: unknown stop, bus, line or request.",
                de: "Nicht gefunden: unbekannte Haltestelle, Bus, Linie oder Anfrage.")
        ),
        (
            .unreachable,
            LocalizedText(
                "The server could not be reached and no saved data could answer.",
                de: "Der Server war nicht erreichbar und keine gespeicherten Daten konnten antworten.")
        ),
        (
            .badServerAnswer,
            LocalizedText(
                "The server answered with an error or not as a Bürgerbus server.",
                de: "Der Server antwortete mit einem Fehler oder nicht wie ein Bürgerbus-Server.")
        ),
        (
            .requestEndedBadly,
            LocalizedText(
                "A request was declined, not met or cancelled.",
                de: "Eine Anfrage wurde abgelehnt, nicht wahrgenommen oder storniert.")
        ),
        (.gaveUp, LocalizedText("Gave up waiting.", de: "Das Warten wurde aufgegeben.")),
    ]
}
