import CitizenClient
import Foundation

/// A setting `buerger config get/set/unset` knows: its name, and how it is read, checked and stored.
enum ConfigKey: String, CaseIterable {
    case server, lang, timezone, name, address, freshness, timeout

    /// The saved value as text, nil when not set.
    func saved(in config: BuergerConfig) -> String? {
        switch self {
        case .server: return config.server
        case .lang: return config.language
        case .timezone: return config.timeZone
        case .name: return config.name
        case .address: return config.address
        case .freshness: return config.freshnessSeconds.map(Self.seconds)
        case .timeout: return config.timeoutSeconds.map(Self.seconds)
        }
    }

    /// Stores a checked value (nil removes it).
    func store(_ text: String?, in config: inout BuergerConfig) throws {
        switch self {
        case .server:
            if let text { _ = try ServerAddress(text) }
            config.server = text
        case .lang:
            config.language = try text.map { value in
                guard let language = Language(rawValue: value.lowercased()) else {
                    throw invalid(value, "use 'de' or 'en'", "bitte 'de' oder 'en'")
                }
                return language.rawValue
            }
        case .timezone:
            if let text, TimeZone(identifier: text) == nil {
                throw invalid(text, "use a zone such as Europe/Berlin", "bitte eine Zone wie Europe/Berlin")
            }
            config.timeZone = text
        case .name: config.name = text
        case .address: config.address = text
        case .freshness: config.freshnessSeconds = try text.map { try positiveSeconds($0) }
        case .timeout: config.timeoutSeconds = try text.map { try positiveSeconds($0) }
        }
    }

    /// What the help and `config` show about the key.
    /// The key as a person reads it on a screen: in English the key itself, in German a German word
    /// with the key beside it ("Sprache (lang)"), which is what `config set` and scripts take.
    var label: LocalizedText {
        let key = rawValue
        switch self {
        case .server: return LocalizedText(key, de: "Server (\(key))")
        case .lang: return LocalizedText(key, de: "Sprache (\(key))")
        case .timezone: return LocalizedText(key, de: "Zeitzone (\(key))")
        case .name: return LocalizedText(key, de: "Name (\(key))")
        case .address: return LocalizedText(key, de: "Adresse (\(key))")
        case .freshness: return LocalizedText(key, de: "Aktualität (\(key))")
        case .timeout: return LocalizedText(key, de: "Zeitlimit (\(key))")
        }
    }

    var help: LocalizedText {
        switch self {
        case .server: return LocalizedText("Bürgerbus server base URL", de: "Adresse des Bürgerbus-Servers")
        case .lang: return LocalizedText("language: de or en", de: "Sprache: de oder en")
        case .timezone: return LocalizedText("time zone of all times", de: "Zeitzone aller Zeiten")
        case .name: return LocalizedText("your name, for the driver", de: "Ihr Name, für den Fahrer")
        case .address: return LocalizedText("your address, for the driver", de: "Ihre Adresse, für den Fahrer")
        case .freshness:
            return LocalizedText(
                "seconds saved data counts as fresh",
                de: "Sekunden, die gespeicherte Daten frisch bleiben")
        case .timeout: return LocalizedText("seconds to wait for the server", de: "Sekunden Wartezeit auf den Server")
        }
    }

    private func positiveSeconds(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0, value <= 86_400 else {
            throw invalid(text, "expected seconds, a number above 0", "erwartet werden Sekunden, eine Zahl über 0")
        }
        return value
    }

    private func invalid(_ value: String, _ english: String, _ german: String) -> UsageError {
        UsageError(.invalidValue(value, for: rawValue, reason: LocalizedText(english, de: german)))
    }

    /// `60`, `2.5`: whole seconds without a fraction.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The key named `text`, or a usage error that suggests the closest key.
    static func named(_ text: String) throws -> ConfigKey {
        if let key = ConfigKey(rawValue: text.lowercased()) { return key }
        let names = allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, among: names)
        throw UsageError(
            .invalidValue(
                text, for: "<key>",
                reason: LocalizedText(
                    suggestion.map { "did you mean '\($0)'?" } ?? "known keys: \(names.joined(separator: ", "))",
                    de: suggestion.map { "meinten Sie '\($0)'?" }
                        ?? "bekannte Einstellungen: \(names.joined(separator: ", "))")))
    }
}
