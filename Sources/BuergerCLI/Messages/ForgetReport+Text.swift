import CitizenClient

extension ForgetReport.Item {
    /// The item as JSON and `--plain` name it.
    var code: String {
        switch self {
        case .name: return "name"
        case .address: return "address"
        case .places: return "places"
        case .aliases: return "aliases"
        case .deviceId: return "deviceId"
        case .journal: return "journal"
        case .cache: return "cache"
        }
    }

    /// The saved places' or aliases' names; none for the other items.
    var names: [String] {
        switch self {
        case .places(let names), .aliases(let names): return names
        default: return []
        }
    }

    /// What was removed, for a person: "your saved places @zuhause, @arzt (config)".
    var text: LocalizedText {
        let listed = names.map { "@" + $0 }.joined(separator: ", ")
        switch self {
        case .name: return LocalizedText("your name (config)", de: "Ihr Name (Einstellungen)")
        case .address: return LocalizedText("your address (config)", de: "Ihre Adresse (Einstellungen)")
        case .places:
            return LocalizedText(
                "your saved places \(listed) (config)", de: "Ihre gespeicherten Orte \(listed) (Einstellungen)")
        case .aliases:
            return LocalizedText(
                "your stop aliases \(listed) (config)", de: "Ihre Haltestellen-Kurznamen \(listed) (Einstellungen)")
        case .deviceId: return LocalizedText("the device id", de: "die Gerätekennung")
        case .journal: return LocalizedText("the request journal", de: "das Anfragen-Journal")
        case .cache: return LocalizedText("the cache", de: "der Zwischenspeicher")
        }
    }
}
