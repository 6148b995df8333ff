import CitizenClient

/// `buerger config --accessible`: each setting, alias and path as a sentence, no table.
/// "Einstellung server ist http://…, aus der Konfigurationsdatei."
struct AccessibleConfig {
    let words: AccessibleText

    func settings(_ settings: [ConfigSetting], aliases: [(key: String, value: String)]) -> [String] {
        settings.map { setting in
            let value = setting.value.map(words.name) ?? words.say("not set", de: "nicht gesetzt")
            return AccessibleText.sentence(
                words.say(
                    "Setting \(setting.key.rawValue) is \(value), ",
                    de: "Einstellung \(setting.key.label.text(in: .german)) ist \(value), ")
                    + source(setting.source))
        }
            + aliases.map { alias in
                AccessibleText.sentence(
                    words.say(
                        "Alias @\(alias.key) stands for \(words.name(alias.value)), from the config file",
                        de: "Kürzel @\(alias.key) steht für \(words.name(alias.value)), "
                            + "aus der Konfigurationsdatei"))
            }
    }

    /// `config get KEY`: "The setting server is http://…."
    func value(key: String, value: String) -> String {
        AccessibleText.sentence(
            words.say(
                "The setting \(key) is \(words.name(value))",
                de: "Die Einstellung \(key) ist \(words.name(value))"))
    }

    /// After `set`, `unset`, `alias`, `unalias`.
    func confirmation(key: String, value: String?) -> String {
        guard let value else { return AccessibleText.sentence(words.say("Removed: \(key)", de: "Entfernt: \(key)")) }
        return AccessibleText.sentence(
            words.say(
                "Saved: \(key) is now \(words.name(value))",
                de: "Gespeichert: \(key) ist jetzt \(words.name(value))"))
    }

    /// `config path`: "Konfigurationsdatei: /home/emma/.config/buerger/config.json."
    func paths(config: String, cache: String, state: String) -> [String] {
        [
            words.say("Config file: ", de: "Konfigurationsdatei: ") + config,
            words.say("Cache folder: ", de: "Zwischenspeicher-Ordner: ") + cache,
            words.say("State folder: ", de: "Zustands-Ordner: ") + state,
        ].map(AccessibleText.sentence)
    }

    private func source(_ source: SettingSource) -> String {
        switch source {
        case .option(let name): return words.say("set by the option \(name)", de: "gesetzt mit der Option \(name)")
        case .environment(let name):
            return words.say("from the environment variable \(name)", de: "aus der Umgebungsvariable \(name)")
        case .configFile: return words.say("from the config file", de: "aus der Konfigurationsdatei")
        case .builtIn: return words.say("the default", de: "der Standardwert")
        }
    }
}
