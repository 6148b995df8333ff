import CitizenClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `TransportProblem` as the few words inside "could not be reached (…)". Words that came from
/// outside (curl, the TLS library, the system) are shown as they were given.
extension TransportProblem {
    public func text(in language: Language) -> String {
        switch self {
        case .refused: return LocalizedText("connection refused", de: "Verbindung abgelehnt").text(in: language)
        case .unknownHost: return LocalizedText("unknown host", de: "unbekannter Rechner").text(in: language)
        case .noNetwork: return LocalizedText("no network", de: "kein Netzwerk").text(in: language)
        case .hostUnreachable:
            return LocalizedText("host unreachable", de: "Rechner nicht erreichbar").text(in: language)
        case .system(let code): return String(cString: strerror(code))
        case .lost: return LocalizedText("connection lost", de: "Verbindung abgebrochen").text(in: language)
        case .brokenHTTP: return LocalizedText("broken HTTP answer", de: "fehlerhafte HTTP-Antwort").text(in: language)
        case .notHTTPResponse:
            return LocalizedText("the answer is not HTTP", de: "die Antwort ist kein HTTP").text(in: language)
        case .cutBody(let remaining?):
            return LocalizedText(
                "transfer closed with \(remaining) bytes remaining to read",
                de: "Übertragung beendet, \(remaining) Bytes fehlten noch"
            ).text(in: language)
        case .cutBody(nil):
            return LocalizedText(
                "transfer closed with outstanding read data remaining",
                de: "Übertragung beendet, bevor alle Daten gelesen waren"
            ).text(in: language)
        case .brokenChunks:
            return LocalizedText("broken chunked answer", de: "fehlerhafte Blöcke in der Antwort (chunked)").text(
                in: language)
        case .tooLarge: return LocalizedText("answer too large", de: "Antwort zu groß").text(in: language)
        case .tls(let text): return "TLS: " + text
        case .libcurlMissing(let systemText):
            return LocalizedText(
                "https needs libcurl (Debian/Ubuntu: apt install libcurl4): \(systemText)",
                de: "https braucht libcurl (Debian/Ubuntu: apt install libcurl4): \(systemText)"
            ).text(in: language)
        case .notHTTPAddress(let address):
            return LocalizedText("not an http:// address: \(address)", de: "keine http://-Adresse: \(address)").text(
                in: language)
        case .curl(let code, let text):
            guard text.isEmpty else { return text }
            return LocalizedText("libcurl error \(code)", de: "libcurl-Fehler \(code)").text(in: language)
        case .nothingSaved: return LocalizedText("no data saved", de: "keine Daten gespeichert").text(in: language)
        case .text(let words): return words
        }
    }
}
