import CitizenClient

/// One setting as in effect now, with where its value came from.
struct ConfigSetting: Equatable {
    let key: ConfigKey
    let value: String?
    let source: SettingSource
}

/// The shapes of `buerger config` and its confirmations.
struct ConfigOutput {
    let context: CommandContext

    private var strings: StringTable { context.strings }

    /// Every key's value in effect for this run: options and environment included, as the other commands see it.
    /// - Parameter current: the config file as it now is (after a change); nil: as read at the start.
    static func effectiveSettings(_ context: CommandContext, current: BuergerConfig? = nil) -> [ConfigSetting] {
        let config = current ?? context.config
        let environment = context.world.variables
        let server = EffectiveSettings.server(option: context.globals.server, config: config, environment: environment)
        let language = EffectiveSettings.language(
            option: context.globals.language, config: config,
            environment: environment)
        let zone = EffectiveSettings.timeZone(config: config, environment: environment)
        func saved(_ key: ConfigKey, default fallback: String? = nil) -> ConfigSetting {
            if let value = key.saved(in: config) { return ConfigSetting(key: key, value: value, source: .configFile) }
            return ConfigSetting(key: key, value: fallback, source: .builtIn)
        }
        return [
            // A password in the address stays in the config file: never shown.
            ConfigSetting(key: .server, value: ServerAddress.hidingUserInfo(server.0), source: server.1),
            ConfigSetting(key: .lang, value: language.0.rawValue, source: language.1),
            ConfigSetting(key: .timezone, value: zone.0.identifier, source: zone.1),
            saved(.name), saved(.address),
            saved(.freshness, default: ConfigKey.seconds(EffectiveSettings.defaultFreshnessSeconds)),
            saved(.timeout, default: ConfigKey.seconds(EffectiveSettings.defaultTimeoutSeconds)),
        ]
    }

    /// Settings, stop aliases and saved places (doors, `--at @name`); a place is listed even when a
    /// stop alias has its name, its value marked as a place.
    func show(settings: [ConfigSetting], aliases: [String: String], places: [String: String] = [:]) {
        let placeWord = LocalizedText(" (place)", de: " (Ort)").text(in: context.language)
        let sortedAliases = (aliases.map { ($0.key, $0.value) } + places.map { ($0.key, $0.value + placeWord) })
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map { (key: $0.0, value: $0.1) }
        switch context.terminal.mode {
        case .json:
            let values = settings.map { ($0.key.rawValue, Self.json($0)) }
            let aliasValues = aliases.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
            let placeValues = places.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
            context.outputJSON(
                JSONValue.object([
                    ("settings", .object(values)), ("aliases", .object(aliasValues)),
                    ("places", .object(placeValues)),
                ]))
        case .plain:
            settings.forEach { context.output(PlainLine.make([$0.key.rawValue, $0.value ?? "", $0.source.code])) }
            sortedAliases.forEach { context.output(PlainLine.make(["@" + $0.key, $0.value, "config"])) }
        case .accessible:
            AccessibleConfig(words: AccessibleText(language: context.language))
                .settings(settings, aliases: sortedAliases.map { ($0.key, $0.value) }).forEach(context.output)
        case .human:
            // A value is never cut (a server address cut short is a wrong one): where the table is too
            // wide, where each value comes from goes first, then the value wraps under itself.
            let columns = [
                TableColumn(strings.keyHeader), TableColumn(strings.valueHeader),
                TableColumn(strings.sourceHeader, dropOrder: 1),
            ]
            let rows =
                settings.map { setting in
                    [
                        TableCell(setting.key.label.text(in: context.language)),
                        TableCell(setting.value ?? strings.notSetValue),
                        TableCell(setting.source.text(in: context.language)),
                    ]
                }
                + sortedAliases.map { alias in
                    [
                        TableCell("@" + alias.key), TableCell(alias.value),
                        TableCell(SettingSource.configFile.text(in: context.language)),
                    ]
                }
            TableRenderer(terminal: context.terminal).render(columns: columns, rows: rows).forEach(context.output)
        }
    }

    private static func json(_ setting: ConfigSetting) -> JSONValue {
        .object([("value", .optional(setting.value)), ("source", .string(setting.source.code))])
    }

    /// After `set` and `unset` with `--json`: the setting as it now stands (options and environment
    /// included), in the shape of `config --json` with this one key, `{"settings": {KEY: {value, source}}}`.
    func setting(_ key: ConfigKey, config: BuergerConfig) {
        guard context.terminal.mode == .json,
            let setting = Self.effectiveSettings(context, current: config).first(where: { $0.key == key })
        else { return }
        context.outputJSON(.object([("settings", .object([(key.rawValue, Self.json(setting))]))]))
    }

    /// The two lists of names `alias` and `place` keep.
    enum NamedEntries: String {
        case aliases, places
    }

    /// After `alias`, `unalias`, `place`, `unplace` with `--json`: the name as it now stands, in the
    /// shape of `config --json`, `{"aliases": {NAME: value}}` (`null` once removed).
    func entry(_ list: NamedEntries, name: String, config: BuergerConfig) {
        guard context.terminal.mode == .json else { return }
        let value = (list == .aliases ? config.aliases : config.places)?[name]
        context.outputJSON(.object([(list.rawValue, .object([(name, .optional(value))]))]))
    }

    /// After `set`, `unset`, `alias`, `unalias`, `place`, `unplace`: one line on stderr (the JSON of
    /// `setting` and `entry` is for scripts).
    func confirm(key: String, value given: String?) {
        // A password in a server address is saved, never shown.
        let value = key == ConfigKey.server.rawValue ? given.map(ServerAddress.hidingUserInfo) : given
        if context.terminal.mode == .accessible {
            return context.note(
                AccessibleConfig(words: AccessibleText(language: context.language))
                    .confirmation(key: key, value: value))
        }
        context.note(value.map { strings.saved(key, $0) } ?? strings.removed(key))
    }

    /// `config get KEY`: the bare value, which scripts read; a sentence with `--accessible`.
    func value(key: ConfigKey, value: String) {
        guard context.terminal.mode == .accessible else {
            return context.output(TextSanitizer.clean(value))
        }
        context.output(
            AccessibleConfig(words: AccessibleText(language: context.language))
                .value(key: key.rawValue, value: value))
    }

    /// `buerger config path`: the files and folders in use.
    func paths(_ paths: BuergerPaths) {
        let entries = [
            ("config", paths.configFile.path), ("cache", paths.cacheDirectory.path),
            ("state", paths.stateDirectory.path),
        ]
        switch context.terminal.mode {
        case .json:
            context.outputJSON(JSONValue.object(entries.map { ($0.0, .string($0.1)) }))
        case .plain:
            entries.forEach { context.output(PlainLine.make([$0.0, $0.1])) }
        case .accessible:
            AccessibleConfig(words: AccessibleText(language: context.language))
                .paths(
                    config: paths.configFile.path, cache: paths.cacheDirectory.path, state: paths.stateDirectory.path
                )
                .forEach(context.output)
        case .human:
            entries.forEach { context.output(DisplayWidth.pad($0.0, to: 8) + $0.1) }
        }
    }
}
