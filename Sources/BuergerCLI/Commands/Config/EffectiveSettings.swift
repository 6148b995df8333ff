import CitizenClient
import Foundation

/// Where the value of a setting came from, for `buerger config`.
enum SettingSource: Equatable {
    case option(String)
    case environment(String)
    case configFile
    case builtIn

    /// The machine word for `--json` and `--plain`.
    var code: String {
        switch self {
        case .option: return "option"
        case .environment: return "environment"
        case .configFile: return "config"
        case .builtIn: return "default"
        }
    }

    func text(in language: Language) -> String {
        switch self {
        case .option(let name): return name
        case .environment(let name): return name
        case .configFile: return LocalizedText("config file", de: "Konfigurationsdatei").text(in: language)
        case .builtIn: return LocalizedText("default", de: "Standard").text(in: language)
        }
    }
}

/// How language, time zone and server are chosen; the runner and `buerger config` share these rules.
enum EffectiveSettings {
    /// The zone of the Bürgerbus of Weilerbach: timetables are its wall-clock times.
    static let defaultTimeZone = "Europe/Berlin"
    static let defaultFreshnessSeconds = 60.0
    static let defaultTimeoutSeconds = 5.0

    /// `--lang`, then the saved `lang`, then `LC_ALL`, `LC_MESSAGES`, `LANG` (German for `de*`).
    /// The saved setting outranks the locale because it was made for buerger, the locale for everything.
    static func language(
        option: Language?, config: BuergerConfig,
        environment: [String: String]
    ) -> (Language, SettingSource) {
        if let option { return (option, .option("--lang")) }
        if let saved = config.language.flatMap({ Language(rawValue: $0.lowercased()) }) { return (saved, .configFile) }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[variable], !value.isEmpty {
                return (Language(localeIdentifier: value), .environment(variable))
            }
        }
        return (.english, .builtIn)
    }

    /// The saved `timezone`, else the bus's own zone. Not `TZ`: the original server's timetable has no
    /// zone, it is the local time in the village, and a helper's machine set to UTC must not move it.
    static func timeZone(config: BuergerConfig, environment: [String: String]) -> (TimeZone, SettingSource) {
        if let zone = config.resolvedTimeZone { return (zone, .configFile) }
        return (TimeZone(identifier: defaultTimeZone) ?? TimeZone(secondsFromGMT: 3600) ?? .gmt, .builtIn)
    }

    /// The server text in use and its source (same order as `ServerAddress.resolve`).
    static func server(option: String?, config: BuergerConfig, environment: [String: String]) -> (String, SettingSource)
    {
        func usable(_ text: String?) -> String? {
            text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        if let option = usable(option) { return (option, .option("--server")) }
        if let variable = usable(environment["BUERGER_SERVER"]) { return (variable, .environment("BUERGER_SERVER")) }
        if let saved = usable(config.server) { return (saved, .configFile) }
        return (ServerAddress.defaultURL, .builtIn)
    }
}
