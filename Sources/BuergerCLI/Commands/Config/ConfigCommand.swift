import CitizenClient

/// `buerger config [init | get KEY | set KEY VALUE | unset KEY | alias NAME STOP | unalias NAME |
/// place NAME LAT,LON | unplace NAME | path]`.
struct ConfigCommand: Command {
    let spec = CommandSpec(
        name: "config",
        abstract: LocalizedText(
            "Show and change settings and stop aliases.",
            de: "Einstellungen und gespeicherte Haltestellen zeigen und ändern."),
        arguments: [
            ArgumentSpec(
                "action",
                help: LocalizedText(
                    "What to do; without one, every setting and where its value comes from. 'init' asks for each at a "
                        + "terminal. Keys: server, lang, timezone, name, address, freshness, timeout.",
                    de: "Was zu tun ist; ohne Angabe alle Einstellungen und woher ihr Wert kommt. 'init' fragt sie am "
                        + "Terminal ab. Einstellungen: server, lang, timezone, name, address, freshness, timeout."),
                optional: true, variadic: true)
        ],
        subcommands: Subcommands(ConfigAction.specs, optional: true),
        examples: [
            CommandExample(
                "buerger config init",
                LocalizedText(
                    "Set up server, language, name, address and home stop by answering questions.",
                    de: "Server, Sprache, Name, Adresse und Haltestelle zu Hause durch Fragen einrichten.")),
            CommandExample(
                "buerger config set lang de",
                LocalizedText(
                    "Always answer in German.", de: "Immer auf Deutsch antworten.")),
            CommandExample(
                "buerger config alias zuhause \"Weilerbach Mühlweg\"",
                LocalizedText(
                    "Save Weilerbach Mühlweg as @zuhause, then use 'buerger stop @zuhause'.",
                    de: "Weilerbach Mühlweg als @zuhause speichern, dann 'buerger stop @zuhause' nutzen.")),
            CommandExample(
                "buerger config place zuhause 49.4785,7.6405",
                LocalizedText(
                    "Save your door as @zuhause, then 'buerger request-stop --at @zuhause --time \"morgen 9:30\"'.",
                    de:
                        "Ihre Haustür als @zuhause speichern, dann 'buerger request-stop --at @zuhause --time \"morgen 9:30\"'."
                )),
            CommandExample(
                "buerger config",
                LocalizedText(
                    "Show every setting and where it comes from.", de: "Alle Einstellungen zeigen und woher sie kommen."
                )),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let output = ConfigOutput(context: context)
        // The parser has checked the word and the number of arguments after it.
        let first = context.argument(0) ?? ""
        let second = context.argument(1) ?? ""
        switch ConfigAction.picked(context.subcommand) {
        case nil:
            output.show(
                settings: ConfigOutput.effectiveSettings(context), aliases: context.config.aliases ?? [:],
                places: context.config.places ?? [:])
        case .initialize:
            return try ConfigInit(context: context).run()
        case .get:
            let key = try ConfigKey.named(first)
            guard let setting = ConfigOutput.effectiveSettings(context).first(where: { $0.key == key }),
                let value = setting.value
            else {
                context.note(context.strings.notSet(key.rawValue))
                return .failure
            }
            output.value(key: key, value: value)
        case .set:
            let key = try ConfigKey.named(first)
            let config = try update(context) { try key.store(second, in: &$0) }
            output.confirm(key: key.rawValue, value: second)
            output.setting(key, config: config)
        case .unset:
            let key = try ConfigKey.named(first)
            let config = try update(context) { try key.store(nil, in: &$0) }
            output.confirm(key: key.rawValue, value: nil)
            output.setting(key, config: config)
        case .alias:
            let name = try Self.aliasName(first)
            let target = try AliasTarget.resolve(second, context: context)
            let config = try update(context) { $0.aliases = ($0.aliases ?? [:]).merging([name: target.saved]) { $1 } }
            output.confirm(key: "@" + name, value: target.description)
            output.entry(.aliases, name: name, config: config)
        case .unalias:
            let name = try Self.aliasName(first)
            guard context.config.aliases?[name] != nil else { throw ClientError.unknownAlias(name) }
            let config = try update(context) { $0.aliases?[name] = nil }
            output.confirm(key: "@" + name, value: nil)
            output.entry(.aliases, name: name, config: config)
        case .place:
            let name = try Self.aliasName(first)
            guard let position = TypedPosition.parse(second, places: [:]) else {
                throw CommandFailure(
                    .invalidCoordinate,
                    LocalizedText(
                        "'\(second)' is no position: expected LAT,LON such as 49.4785,7.6405.",
                        de: "'\(second)' ist keine Position: erwartet BREITE,LÄNGE wie 49.4785,7.6405."),
                    suggestion: TypedPosition.howToFind, status: .usage)
            }
            let saved = String(format: "%.6f,%.6f", position.latitude, position.longitude)
            let config = try update(context) { $0.places = ($0.places ?? [:]).merging([name: saved]) { $1 } }
            output.confirm(key: "@" + name, value: saved)
            output.entry(.places, name: name, config: config)
        case .unplace:
            let name = try Self.aliasName(first)
            guard context.config.places?[name] != nil else { throw RequestProblem.unknownPlace("@" + name) }
            let config = try update(context) { $0.places?[name] = nil }
            output.confirm(key: "@" + name, value: nil)
            output.entry(.places, name: name, config: config)
        case .path:
            output.paths(context.paths)
        }
        return .success
    }

    /// Loads the file again (not the copy read at start), changes it and saves it; returns it as saved.
    private func update(
        _ context: CommandContext, _ change: (inout BuergerConfig) throws -> Void
    ) throws -> BuergerConfig {
        var saved = BuergerConfig()
        try context.configStore.update(replacingUnreadable: true) { config in
            try change(&config)
            saved = config
        }
        return saved
    }

    /// `zuhause` or `@zuhause`: letters, digits, `-` and `_`.
    private static func aliasName(_ text: String) throws -> String {
        let name = text.hasPrefix("@") ? String(text.dropFirst()) : text
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw UsageError(
                .invalidValue(
                    text, for: "<name>",
                    reason: LocalizedText(
                        "use letters, digits, '-' and '_'", de: "bitte Buchstaben, Ziffern, '-' und '_'")))
        }
        return name
    }
}
