/// What a person fills in, as usage lines and help show it: `STOP`, `--near <lat,lon>` in English,
/// `HALTESTELLE`, `--near <Breite,Länge>` in German (issue 24 §4: German screens showed `[SEARCH]`).
/// The option names stay as they are, and so does the manual page, which is English.
enum Placeholder {
    static func word(_ name: String, in language: Language) -> String {
        words[name]?.text(in: language) ?? name
    }

    /// Argument names (shown in capitals) and option values, English as the spec names them. Not a
    /// value typed as it stands (`--until pickup`): that one stays as it must be typed.
    private static let words: [String: LocalizedText] = [
        "stop": LocalizedText("stop", de: "Haltestelle"),
        "search": LocalizedText("search", de: "Suche"),
        "bus": LocalizedText("bus", de: "Bus"),
        "request": LocalizedText("request", de: "Anfrage"),
        "key": LocalizedText("key", de: "Schlüssel"),
        "value": LocalizedText("value", de: "Wert"),
        "name": LocalizedText("name", de: "Name"),
        "lat,lon": LocalizedText("lat,lon", de: "Breite,Länge"),
        "words": LocalizedText("words", de: "Wörter"),
        "command": LocalizedText("command", de: "Befehl"),
        "action": LocalizedText("action", de: "Aktion"),
        "what": LocalizedText("what", de: "was"),
        "target": LocalizedText("target", de: "Ziel"),
        "shell": LocalizedText("shell", de: "Shell"),
        "address": LocalizedText("address", de: "Adresse"),
        "duration": LocalizedText("duration", de: "Dauer"),
        "file": LocalizedText("file", de: "Datei"),
        "lang": LocalizedText("lang", de: "Sprache"),
        "line": LocalizedText("line", de: "Linie"),
        "list": LocalizedText("list", de: "Liste"),
        "place": LocalizedText("place", de: "Ort"),
        "moment": LocalizedText("moment", de: "Zeitpunkt"),
        "seconds": LocalizedText("seconds", de: "Sekunden"),
        "time": LocalizedText("time", de: "Zeit"),
        "url": LocalizedText("url", de: "Adresse"),
    ]
}
