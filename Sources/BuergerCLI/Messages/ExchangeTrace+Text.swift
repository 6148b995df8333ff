import CitizenClient

extension ExchangeTrace {
    /// `GET http://…/lines/ → 200, 143 bytes, 12 ms`, or `→ failed (connection refused), 3 ms`.
    public func line(in language: Language) -> String {
        let outcome: String
        if let status {
            outcome = LocalizedText("\(status), \(bytes) bytes", de: "\(status), \(bytes) Bytes").text(in: language)
        } else {
            let why =
                failure?.text(in: language) ?? LocalizedText("no response", de: "keine Antwort").text(in: language)
            outcome = LocalizedText("failed (\(why))", de: "fehlgeschlagen (\(why))").text(in: language)
        }
        return "\(method) \(url) → \(outcome), \(milliseconds) ms"
    }
}
