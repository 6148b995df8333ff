import CitizenClient
import Foundation

/// `buerger forget [--yes]`: removes what this installation keeps about the person: name and address
/// in the config, the device id, the request journal and the cache (#issue 4 §5 Privacy).
struct ForgetCommand: Command {
    static let yes = OptionSpec(
        "yes",
        help: LocalizedText(
            "Do not ask for confirmation (needed when not at a terminal).",
            de: "Nicht nachfragen (nötig, wenn nicht an einem Terminal)."))

    let spec = CommandSpec(
        name: "forget",
        abstract: LocalizedText(
            "Delete your name, address, device id, request journal and cache.",
            de: "Name, Adresse, Gerätekennung, Anfragen-Journal und Zwischenspeicher löschen."),
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

    /// One thing that can be forgotten, named as JSON and `--plain` show it.
    private enum Item: String {
        case name, address, deviceId, journal, cache

        var text: LocalizedText {
            switch self {
            case .name: return LocalizedText("your name (config)", de: "Ihr Name (Einstellungen)")
            case .address: return LocalizedText("your address (config)", de: "Ihre Adresse (Einstellungen)")
            case .deviceId: return LocalizedText("the device id", de: "die Gerätekennung")
            case .journal: return LocalizedText("the request journal", de: "das Anfragen-Journal")
            case .cache: return LocalizedText("the cache", de: "der Zwischenspeicher")
            }
        }
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let identity = DeviceIdentity(stateDirectory: context.paths.stateDirectory)
        let journal = RequestJournal(stateDirectory: context.paths.stateDirectory, clock: context.world.clock)
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
            let unsent = ((try? journal.load()) ?? []).filter(\.isUnsent).count
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
                "Delete your name, address, device id, request journal and cache?",
                de: "Name, Adresse, Gerätekennung, Anfragen-Journal und Zwischenspeicher löschen?")
            guard prompter.confirm(question.text(in: context.language)) else {
                throw CommandFailure(
                    LocalizedText("Nothing was deleted.", de: "Es wurde nichts gelöscht."),
                    suggestion: LocalizedText(
                        "Run 'buerger forget' again when you want it deleted.",
                        de: "'buerger forget' erneut aufrufen, wenn alles gelöscht werden soll."))
            }
        }
        var removed: [Item] = []
        var config = try context.configStore.load()
        if config.name != nil { removed.append(.name) }
        if config.address != nil { removed.append(.address) }
        if config.name != nil || config.address != nil {
            config.name = nil
            config.address = nil
            try context.configStore.save(config)
        }
        if try remove(identity.file) { removed.append(.deviceId) }
        if try journal.removeAll() { removed.append(.journal) }
        // Only after the journal: removing it takes the lock, which would make the file again.
        _ = try remove(journal.lockFile)
        if try remove(context.paths.cacheDirectory) { removed.append(.cache) }
        show(removed, context)
        return .success
    }

    private func remove(_ url: URL) throws -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw ClientError.fileNotWritable(path: url.path, reason: SystemErrorReason(error))
        }
        return true
    }

    private func show(_ removed: [Item], _ context: CommandContext) {
        switch context.terminal.mode {
        case .json:
            context.output(JSONValue.object([("removed", .array(removed.map { .string($0.rawValue) }))]).serialized())
        case .plain:
            removed.forEach { context.output($0.rawValue) }
        case .human:
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
            guard !context.terminal.accessible else {
                return removed.forEach {
                    context.output(AccessibleText.sentence(deleted + " " + $0.text.text(in: context.language)))
                }
            }
            context.output(deleted)
            removed.forEach { context.output("  " + $0.text.text(in: context.language)) }
        }
    }
}
