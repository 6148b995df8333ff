import CitizenClient
import Foundation

/// `buerger forget [--yes]`: removes what this installation keeps about the person (#issue 4 §5
/// Privacy) through `RequestService.forget`: name, address, saved places and stop aliases in the
/// config, the device id, the request journal and the cache; and says exactly what was removed.
struct ForgetCommand: Command {
    static let yes = OptionSpec(
        "yes",
        help: LocalizedText(
            "Do not ask for confirmation (needed when not at a terminal).",
            de: "Nicht nachfragen (nötig, wenn nicht an einem Terminal)."))

    let spec = CommandSpec(
        name: "forget",
        abstract: LocalizedText(
            "Delete your name, address, saved places, stop aliases, device id, request journal and cache.",
            de: "Name, Adresse, gespeicherte Orte, Haltestellen-Kurznamen, Gerätekennung, Anfragen-Journal und "
                + "Zwischenspeicher löschen."),
        options: [Self.yes],
        examples: [
            CommandExample(
                "buerger forget",
                LocalizedText(
                    "Ask, then delete everything buerger keeps about you.",
                    de: "Nachfragen, dann alles löschen, was buerger über Sie speichert.")),
            CommandExample(
                "buerger forget --yes --json",
                LocalizedText(
                    "Delete without asking; list what was removed as JSON.",
                    de: "Ohne Rückfrage löschen; das Entfernte als JSON auflisten.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let access = try RequestAccess(context)
        if !context.options.isSet(Self.yes) {
            let prompter = Prompter(
                terminal: context.terminal, readLine: context.world.terminal.readLine,
                language: context.language)
            guard prompter.canAsk else {
                throw UsageError(
                    .invalidUse(
                        LocalizedText(
                            "Not at a terminal, so buerger cannot ask: add --yes to delete your data.",
                            de: "Kein Terminal, buerger kann nicht nachfragen: mit --yes werden Ihre Daten gelöscht.")))
            }
            let unsent = access.requests.notSentAnywhere()
            if unsent > 0 {
                context.note(
                    LocalizedText(
                        "\(unsent) request(s) not sent yet will be lost.",
                        de: "\(unsent) noch nicht gesendete Anfrage(n) gehen verloren."
                    ).text(in: context.language))
            }
            context.note(
                LocalizedText(
                    "Requests already sent stay on the server; cancel them first if needed.",
                    de: "Bereits gesendete Anfragen bleiben auf dem Server; bei Bedarf vorher absagen."
                )
                .text(in: context.language))
            let question = LocalizedText(
                "Delete your name, address, saved places, stop aliases, device id, request journal and cache? "
                    + "Your other settings (server, language) stay.",
                de: "Name, Adresse, gespeicherte Orte, Haltestellen-Kurznamen, Gerätekennung, Anfragen-Journal und "
                    + "Zwischenspeicher löschen? Ihre übrigen Einstellungen (Server, Sprache) bleiben.")
            guard prompter.confirm(question.text(in: context.language)) else {
                throw CommandFailure(
                    .notConfirmed,
                    LocalizedText("Nothing was deleted.", de: "Es wurde nichts gelöscht."),
                    suggestion: LocalizedText(
                        "Run 'buerger forget' again when you want it deleted.",
                        de: "'buerger forget' erneut aufrufen, wenn alles gelöscht werden soll."))
            }
        }
        let report = try access.requests.forget(
            config: context.configStore, cacheDirectory: context.paths.cacheDirectory)
        show(report.removed, context)
        return .success
    }

    private func show(_ removed: [ForgetReport.Item], _ context: CommandContext) {
        switch context.terminal.mode {
        case .json:
            context.outputJSON(
                JSONValue.object([
                    ("removed", .array(removed.map { .string($0.code) })),
                    ("places", .array(removed.flatMap { $0.code == "places" ? $0.names : [] }.map(JSONValue.string))),
                    ("aliases", .array(removed.flatMap { $0.code == "aliases" ? $0.names : [] }.map(JSONValue.string))),
                ]))
        case .plain:
            removed.forEach { context.output(PlainLine.make([$0.code] + $0.names)) }
        case .human, .accessible:
            guard !removed.isEmpty else {
                context.output(
                    LocalizedText(
                        "Nothing to delete: buerger kept nothing about you.",
                        de: "Nichts zu löschen: buerger hatte nichts über Sie gespeichert."
                    )
                    .text(in: context.language))
                return
            }
            let deleted = LocalizedText("Deleted:", de: "Gelöscht:").text(in: context.language)
            // `--accessible`: one sentence per item; a reader gives an indented list no meaning.
            guard !(context.terminal.mode == .accessible) else {
                return removed.forEach {
                    context.output(AccessibleText.sentence(deleted + " " + $0.text.text(in: context.language)))
                }
            }
            context.output(deleted)
            removed.forEach { context.output("  " + $0.text.text(in: context.language)) }
        }
    }
}
