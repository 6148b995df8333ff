import CitizenClient

/// `WireProblem` as the words after "is not what a Bürgerbus server sends: ". Key paths and the
/// decoder's or the file system's own words are shown as they are.
extension WireProblem {
    public func text(in language: Language) -> String {
        switch self {
        case .emptyBody: return LocalizedText("the body is empty", de: "der Inhalt ist leer").text(in: language)
        case .notJSON: return LocalizedText("the body is not JSON", de: "der Inhalt ist kein JSON").text(in: language)
        case .unreadable:
            return LocalizedText("the body cannot be read", de: "der Inhalt ist nicht lesbar").text(in: language)
        case .emptyRequestList:
            return LocalizedText(
                "an empty answer where a list of requests belongs",
                de: "eine leere Antwort, wo eine Liste von Anfragen hingehört"
            ).text(in: language)
        case .missing(let at):
            return LocalizedText("\(place(at, language)) is missing", de: "\(place(at, language)) fehlt").text(
                in: language)
        case .nullOrMissing(let at):
            return LocalizedText(
                "\(place(at, language)) is null or missing",
                de: "\(place(at, language)) ist null oder fehlt"
            ).text(in: language)
        case .wrongType(let at):
            return LocalizedText(
                "\(place(at, language)) has the wrong type",
                de: "\(place(at, language)) hat den falschen Typ"
            ).text(in: language)
        case .badValue(let at, let fault):
            return "\(place(at, language)): \(fault.text(in: language))"
        case .corrupted(let at, let systemText):
            return "\(place(at, language)): \(systemText)"
        case .cutOff(let problem):
            return problem.text(in: language)
        case .text(let words):
            return words
        }
    }

    /// The key path, or the body itself when the fault is at its top.
    private func place(_ keyPath: String, _ language: Language) -> String {
        keyPath.isEmpty ? LocalizedText("the body", de: "der Inhalt").text(in: language) : keyPath
    }
}

extension WireValueFault {
    public func text(in language: Language) -> String {
        switch self {
        case .notWholeNumber:
            return LocalizedText("expected a whole number", de: "ganze Zahl erwartet").text(in: language)
        case .outOfRange:
            return LocalizedText("number out of range", de: "Zahl außerhalb des Bereichs").text(in: language)
        case .notText: return LocalizedText("expected text", de: "Text erwartet").text(in: language)
        case .notAPosition:
            return LocalizedText(
                "a position needs [longitude, latitude]",
                de: "eine Position braucht [Länge, Breite]"
            ).text(in: language)
        case .notATime(let text):
            return LocalizedText("'\(text)' is not a time HH:mm:ss", de: "'\(text)' ist keine Uhrzeit HH:mm:ss").text(
                in: language)
        }
    }
}
