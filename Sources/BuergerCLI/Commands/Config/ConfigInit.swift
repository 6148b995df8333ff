import CitizenClient
import Foundation

/// `buerger config init`: a short setup at a terminal. Asks for the server (and checks it answers
/// before going on), the language, name and address for requests, and a home stop saved as
/// `@zuhause`, and the front door as a saved place (`--at @zuhause`); saves only when every question is answered. Off a terminal it asks nothing.
struct ConfigInit {
    static let homeAlias = "zuhause"

    let context: CommandContext

    func run() throws -> ExitStatus {
        guard context.terminal.canPrompt else {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'buerger config init' asks questions and needs a terminal; in a script use "
                            + "'buerger config set KEY VALUE', e.g. 'buerger config set server URL'.",
                        de: "'buerger config init' stellt Fragen und braucht ein Terminal; in einem Skript bitte "
                            + "'buerger config set SCHLÜSSEL WERT' nutzen, z. B. 'buerger config set server URL'.")))
        }
        var language = context.language
        context.note(Self.intro.text(in: language))
        let current = context.config
        let currentServer = EffectiveSettings.server(
            option: context.globals.server, config: current,
            environment: context.world.variables
        ).0
        guard
            let server = prompter(language).ask(
                Self.serverQuestion.text(in: language), default: currentServer,
                shownDefault: ServerAddress.hidingUserInfo(currentServer),
                interpret: { answer in checkServer(answer, language: language) }),
            let chosenLanguage = prompter(language).ask(
                Self.languageQuestion.text(in: language),
                default: language.rawValue, interpret: Self.language)
        else { throw Self.stopped }
        language = chosenLanguage
        let ask = prompter(language)
        guard let name = ask.ask(Self.nameQuestion.text(in: language), default: current.name, interpret: Self.optional),
            let address = ask.ask(
                Self.addressQuestion.text(in: language), default: current.address,
                interpret: Self.optional),
            let home = ask.ask(
                Self.homeQuestion.text(in: language),
                default: current.aliases?[Self.homeAlias],
                interpret: { answer in homeStop(answer, server: server, language: language) })
        else { throw Self.stopped }
        // The door, for pick-ups at home rather than at a stop (`--at @zuhause`); the end of input skips it.
        let doorName = Self.doorName(language)
        let door =
            ask.ask(
                Self.doorQuestion(doorName).text(in: language), default: current.places?[doorName],
                interpret: Self.door) ?? nil

        try context.configStore.update(replacingUnreadable: true) { config in
            if let door { config.places = (config.places ?? [:]).merging([doorName: door]) { $1 } }
            config.server = server.withUserInfo
            config.language = language.rawValue
            config.name = name.isEmpty ? nil : name
            config.address = address.isEmpty ? nil : address
            if let home { config.aliases = (config.aliases ?? [:]).merging([Self.homeAlias: String(home.id)]) { $1 } }
        }
        context.note(Self.saved(context.paths.configFile.path, home: home).text(in: language))
        return .success
    }

    private func prompter(_ language: Language) -> Prompter {
        Prompter(terminal: context.terminal, readLine: context.world.terminal.readLine, language: language)
    }

    private func transport() -> HTTPTransport {
        context.world.makeTransport(TransportTimeouts(seconds: context.config.timeoutSeconds ?? 5))
    }

    /// A valid address whose `/update` answers like a Bürgerbus server; otherwise why not, to ask again.
    private func checkServer(_ text: String, language: Language) -> Result<ServerAddress, PromptRejection> {
        do {
            let address = try ServerAddress(text)
            _ = try BuergerbusAPI(server: address, transport: transport()).updateStamps()
            return .success(address)
        } catch let error as ClientError {
            let tip = LocalizedText(
                "Type another address, or start a local server with 'buerger-sim --port 8080'.",
                de: "Bitte eine andere Adresse eingeben oder lokal 'buerger-sim --port 8080' starten.")
            return .failure(PromptRejection(error.message(in: language) + " " + tip.text(in: language)))
        } catch {
            return .failure(PromptRejection(String(describing: error)))
        }
    }

    /// The stop the answer names on the chosen server; an empty answer skips it (`.success(nil)`).
    private func homeStop(_ text: String, server: ServerAddress, language: Language) -> Result<Stop?, PromptRejection> {
        guard !text.isEmpty else { return .success(nil) }
        let settings = CitizenService.Settings(
            server: server, cacheHome: context.paths.cacheDirectory,
            timeZone: context.timeZone)
        let service = CitizenService(
            settings: settings, transport: transport(), clock: context.world.clock,
            events: { _ in })
        do {
            // An ambiguous name gets the same numbered choice as every STOP argument at a terminal.
            return .success(try context.stopChoice.resolving(text) { try service.resolveStop($0) })
        } catch let error as ClientError {
            let next = error.suggestion(in: language).map { " " + $0 } ?? ""
            return .failure(PromptRejection(error.message(in: language) + next))
        } catch {
            return .failure(PromptRejection(String(describing: error)))
        }
    }

    private static func language(_ text: String) -> Result<Language, PromptRejection> {
        guard let language = Language(rawValue: text.lowercased()) else {
            return .failure(PromptRejection("de / en"))
        }
        return .success(language)
    }

    /// Any text, also none: name and address are only needed for requests.
    private static func optional(_ text: String) -> Result<String, PromptRejection> { .success(text) }

    private static let stopped = CommandFailure(
        .setupStopped,
        LocalizedText(
            "Setup stopped; nothing was saved.", de: "Einrichtung abgebrochen; nichts wurde gespeichert."),
        suggestion: LocalizedText(
            "Run 'buerger config init' again, or set one value with 'buerger config set KEY VALUE'.",
            de: "'buerger config init' erneut starten oder einen Wert mit 'buerger config set' setzen."))

    private static let intro = LocalizedText(
        "Setting up buerger. Press Enter to keep the value in [brackets].",
        de: "buerger einrichten. Mit Enter bleibt der Wert in [Klammern].")
    private static let serverQuestion = LocalizedText("Bürgerbus server address", de: "Adresse des Bürgerbus-Servers")
    private static let languageQuestion = LocalizedText("Language (de/en)", de: "Sprache (de/en)")
    private static let nameQuestion = LocalizedText(
        "Your name, for requests (may stay empty)",
        de: "Ihr Name, für Anfragen (darf leer bleiben)")
    private static let addressQuestion = LocalizedText(
        "Your address, for requests (may stay empty)",
        de: "Ihre Adresse, für Anfragen (darf leer bleiben)")
    private static let homeQuestion = LocalizedText(
        "Your home stop, saved as @zuhause (may stay empty)",
        de: "Ihre Haltestelle zu Hause, als @zuhause (darf leer bleiben)")

    /// `zuhause` in German, `home` in English: the name a person would type after `@`.
    static func doorName(_ language: Language) -> String { LocalizedText("home", de: "zuhause").text(in: language) }

    private static func doorQuestion(_ name: String) -> LocalizedText {
        LocalizedText(
            "Your front door as LAT,LON, for pick-ups at home, saved as @\(name) (may stay empty)",
            de: "Ihre Haustür als BREITE,LÄNGE, für Abholungen zu Hause, als @\(name) (darf leer bleiben)")
    }

    /// `LAT,LON` as saved (six decimals, about 10 cm); empty skips it.
    private static func door(_ text: String) -> Result<String?, PromptRejection> {
        guard !text.isEmpty else { return .success(nil) }
        guard let position = TypedPosition.parse(text, places: [:]) else {
            return .failure(
                PromptRejection(
                    "BREITE,LÄNGE / LAT,LON: 49.4785,7.6405. "
                        + TypedPosition.howToFind.text(in: .german) + " / "
                        + TypedPosition.howToFind.text(in: .english)))
        }
        return .success(String(format: "%.6f,%.6f", position.latitude, position.longitude))
    }

    private static func saved(_ path: String, home: Stop?) -> LocalizedText {
        guard let home else { return LocalizedText("Saved in \(path).", de: "Gespeichert in \(path).") }
        return LocalizedText(
            "Saved in \(path). Try 'buerger stop @zuhause' for the next buses at \(home.name).",
            de: "Gespeichert in \(path). 'buerger stop @zuhause' zeigt die nächsten Busse an \(home.name).")
    }
}
