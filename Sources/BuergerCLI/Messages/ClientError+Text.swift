import CitizenClient

/// The sentence for each `ClientError` and the exit code `cli-contract.md` gives it.
extension ClientError: UserFacingError {
    /// The exit code of `cli-contract.md` for this failure.
    public var exitStatus: ExitStatus {
        switch self {
        case .invalidServerURL, .invalidCoordinate, .unknownAlias, .ambiguousStop:
            return .usage
        case .stopNotFound, .busNotFound, .lineNotFound:
            return .notFound
        case .serverUnreachable, .timedOut, .noCachedData:
            return .unreachable
        case .serverError, .serverMoved, .badResponse:
            return .badServerAnswer
        case .configUnreadable, .fileNotWritable:
            return .failure
        }
    }

    /// One sentence saying what went wrong.
    public func message(in language: Language) -> String {
        switch self {
        case .invalidServerURL(let text):
            return LocalizedText(
                "'\(text)' is not a server address (expected http(s)://HOST[:PORT]/services/rest, PORT 1–65535).",
                de: "'\(text)' ist keine Serveradresse (erwartet: http(s)://HOST[:PORT]/services/rest, PORT 1–65535)."
            ).text(in: language)
        case .invalidCoordinate(let text):
            return LocalizedText(
                "'\(text)' is not a position (expected LAT,LON such as 49.2093,7.6075).",
                de: "'\(text)' ist keine Position (erwartet: BREITE,LÄNGE wie 49.2093,7.6075)."
            ).text(in: language)
        case .unknownAlias(let alias):
            return LocalizedText(
                "There is no saved stop called '@\(alias)'.",
                de: "Es gibt keine gespeicherte Haltestelle '@\(alias)'."
            ).text(in: language)
        case .configUnreadable(let path, let problem):
            let detail = problem.text(in: language)
            return LocalizedText(
                "Unable to read the configuration \(path): \(detail)",
                de: "Die Konfiguration \(path) ist nicht lesbar: \(detail)"
            ).text(in: language)
        case .fileNotWritable(let path, let reason):
            return LocalizedText(
                "Unable to write \(path): \(reason.text(in: language)).",
                de: "\(path) kann nicht geschrieben werden: \(reason.text(in: language))."
            ).text(in: language)
        case .stopNotFound(let query):
            return LocalizedText("No stop matches '\(query)'.", de: "Keine Haltestelle passt zu '\(query)'.").text(
                in: language)
        case .ambiguousStop(let query, let candidates):
            let list = candidates.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            return LocalizedText(
                "'\(query)' matches several stops: \(list).",
                de: "'\(query)' passt zu mehreren Haltestellen: \(list)."
            ).text(in: language)
        case .busNotFound(let id):
            return LocalizedText("There is no bus \(id).", de: "Es gibt keinen Bus \(id).").text(in: language)
        case .lineNotFound(let query):
            return LocalizedText("There is no line '\(query)'.", de: "Es gibt keine Linie '\(query)'.").text(
                in: language)
        case .serverUnreachable(let server, let problem):
            let detail = problem.text(in: language)
            return LocalizedText(
                "The Bürgerbus server at \(server) could not be reached (\(detail)).",
                de: "Der Bürgerbus-Server \(server) ist nicht erreichbar (\(detail))."
            ).text(in: language)
        case .timedOut(let server, let seconds):
            let shown = NumberText.seconds(seconds)
            return LocalizedText(
                "The Bürgerbus server at \(server) did not answer within \(shown) seconds.",
                de: "Der Bürgerbus-Server \(server) hat nicht innerhalb von \(shown) Sekunden geantwortet."
            ).text(in: language)
        case .noCachedData(let server, let offline):
            if offline {
                return LocalizedText(
                    "There is no saved data for \(server) to answer offline.",
                    de: "Für \(server) sind keine Daten gespeichert, um offline zu antworten."
                ).text(in: language)
            }
            return LocalizedText(
                "The server at \(server) could not be reached and no data is saved yet.",
                de: "Der Server \(server) ist nicht erreichbar und es sind noch keine Daten gespeichert."
            ).text(in: language)
        case .serverError(let status, let path, let message):
            let detail = message.map { ": \($0)" } ?? ""
            return LocalizedText(
                "The server answered \(path) with HTTP \(status)\(detail)",
                de: "Der Server hat \(path) mit HTTP \(status) beantwortet\(detail)"
            ).text(in: language)
        case .serverMoved(let status, let path, let location):
            return LocalizedText(
                "The server answered \(path) with HTTP \(status): the server moved to \(location)",
                de: "Der Server hat \(path) mit HTTP \(status) beantwortet: der Server ist umgezogen nach \(location)"
            )
            .text(in: language)
        case .badResponse(let path, let problem):
            let detail = problem.text(in: language)
            return LocalizedText(
                "The server's answer to \(path) is not what a Bürgerbus server sends: \(detail)",
                de: "Die Antwort des Servers auf \(path) ist keine Bürgerbus-Antwort: \(detail)"
            ).text(in: language)
        }
    }
}
