/// Every failure the library reports: a value with a sentence for the user (English and German),
/// an optional next step, and the exit code the command-line contract assigns to it.
public enum ClientError: Error, Equatable, Sendable {
    // Configuration and arguments.
    case invalidServerURL(String)
    case invalidCoordinate(String)
    case unknownAlias(String)
    case configUnreadable(path: String, detail: String)
    case fileNotWritable(path: String, detail: String)

    // Things that do not exist on the server.
    case stopNotFound(String)
    case ambiguousStop(query: String, candidates: [StopReference])
    case busNotFound(Int64)
    case lineNotFound(String)

    // Talking to the server.
    case serverUnreachable(server: String, detail: String)
    case timedOut(server: String, seconds: Double)
    case noCachedData(server: String, offline: Bool)
    case serverError(status: Int, path: String, message: String?)
    case badResponse(path: String, detail: String)

    /// The exit code of `cli-contract.md` for this failure.
    public var exitStatus: ExitStatus {
        switch self {
        case .invalidServerURL, .invalidCoordinate, .unknownAlias, .ambiguousStop:
            return .usage
        case .stopNotFound, .busNotFound, .lineNotFound:
            return .notFound
        case .serverUnreachable, .timedOut, .noCachedData:
            return .unreachable
        case .serverError, .badResponse:
            return .badServerAnswer
        case .configUnreadable, .fileNotWritable:
            return .failure
        }
    }

    /// One sentence saying what went wrong.
    public func message(in language: Language) -> String {
        switch self {
        case .invalidServerURL(let text):
            return language.pick(
                "'\(text)' is not a server address (expected http(s)://HOST[:PORT]/services/rest).",
                "'\(text)' ist keine Serveradresse (erwartet: http(s)://HOST[:PORT]/services/rest).")
        case .invalidCoordinate(let text):
            return language.pick(
                "'\(text)' is not a position (expected LAT,LON such as 49.2093,7.6075).",
                "'\(text)' ist keine Position (erwartet: BREITE,LÄNGE wie 49.2093,7.6075).")
        case .unknownAlias(let alias):
            return language.pick("There is no saved stop called '@\(alias)'.",
                                 "Es gibt keine gespeicherte Haltestelle '@\(alias)'.")
        case .configUnreadable(let path, let detail):
            return language.pick("Unable to read the configuration \(path): \(detail)",
                                 "Die Konfiguration \(path) ist nicht lesbar: \(detail)")
        case .fileNotWritable(let path, let detail):
            return language.pick("Unable to write \(path): \(detail)",
                                 "\(path) kann nicht geschrieben werden: \(detail)")
        case .stopNotFound(let query):
            return language.pick("No stop matches '\(query)'.", "Keine Haltestelle passt zu '\(query)'.")
        case .ambiguousStop(let query, let candidates):
            let list = candidates.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            return language.pick("'\(query)' matches several stops: \(list).",
                                 "'\(query)' passt zu mehreren Haltestellen: \(list).")
        case .busNotFound(let id):
            return language.pick("There is no bus \(id).", "Es gibt keinen Bus \(id).")
        case .lineNotFound(let query):
            return language.pick("There is no line '\(query)'.", "Es gibt keine Linie '\(query)'.")
        case .serverUnreachable(let server, let detail):
            return language.pick("The Bürgerbus server at \(server) could not be reached (\(detail)).",
                                 "Der Bürgerbus-Server \(server) ist nicht erreichbar (\(detail)).")
        case .timedOut(let server, let seconds):
            let shown = Self.format(seconds)
            return language.pick("The Bürgerbus server at \(server) did not answer within \(shown) s.",
                                 "Der Bürgerbus-Server \(server) hat nicht innerhalb von \(shown) s geantwortet.")
        case .noCachedData(let server, let offline):
            if offline {
                return language.pick("There is no saved data for \(server) to answer offline.",
                                     "Für \(server) sind keine Daten gespeichert, um offline zu antworten.")
            }
            return language.pick("The server at \(server) could not be reached and no data is saved yet.",
                                 "Der Server \(server) ist nicht erreichbar und es sind noch keine Daten gespeichert.")
        case .serverError(let status, let path, let message):
            let detail = message.map { ": \($0)" } ?? ""
            return language.pick("The server answered \(path) with HTTP \(status)\(detail)",
                                 "Der Server hat \(path) mit HTTP \(status) beantwortet\(detail)")
        case .badResponse(let path, let detail):
            return language.pick("The server's answer to \(path) is not what a Bürgerbus server sends: \(detail)",
                                 "Die Antwort des Servers auf \(path) ist keine Bürgerbus-Antwort: \(detail)")
        }
    }

    /// The next step for the user, where one helps.
    public func suggestion(in language: Language) -> String? {
        switch self {
        case .invalidServerURL:
            return language.pick("Example: --server http://localhost:8080/services/rest",
                                 "Beispiel: --server http://localhost:8080/services/rest")
        case .unknownAlias:
            return language.pick("Save one with 'buerger config alias NAME STOP'.",
                                 "Speichern Sie eine mit 'buerger config alias NAME HALTESTELLE'.")
        case .stopNotFound:
            return language.pick("List all stops with 'buerger stops'.",
                                 "Alle Haltestellen zeigt 'buerger stops'.")
        case .ambiguousStop:
            return language.pick("Give the stop id or more of the name.",
                                 "Geben Sie die Nummer der Haltestelle oder mehr vom Namen an.")
        case .busNotFound, .lineNotFound:
            return language.pick("List lines and buses with 'buerger lines'.",
                                 "Linien und Busse zeigt 'buerger lines'.")
        case .serverUnreachable(let server, _) where server == ServerAddress.defaultURL,
             .noCachedData(let server, false) where server == ServerAddress.defaultURL:
            return Self.firstRunSuggestion(in: language)
        case .serverUnreachable, .timedOut, .noCachedData(_, false):
            return language.pick(
                "Check the network connection and the server address (--server, BUERGER_SERVER or 'buerger config').",
                "Prüfen Sie die Netzwerkverbindung und die Serveradresse (--server, BUERGER_SERVER oder 'buerger config').")
        case .noCachedData(_, true):
            return language.pick("Run once without --offline while the server is reachable.",
                                 "Einmal ohne --offline aufrufen, solange der Server erreichbar ist.")
        case .serverError(let status, _, _) where status >= 500:
            return language.pick("The server has a problem; try again later.",
                                 "Der Server hat ein Problem; bitte später erneut versuchen.")
        case .badResponse:
            return language.pick("Check that the server address points at a Bürgerbus server (…/services/rest).",
                                 "Prüfen Sie, ob die Serveradresse auf einen Bürgerbus-Server zeigt (…/services/rest).")
        case .invalidCoordinate, .configUnreadable, .fileNotWritable, .serverError:
            return nil
        }
    }

    /// Nobody answers at the built-in address: most likely a first run with no server chosen yet,
    /// so say both ways forward, choosing a server or starting the local simulator.
    private static func firstRunSuggestion(in language: Language) -> String {
        language.pick(
            "No server was chosen, so buerger tried the default address. Choose yours with --server URL, "
                + "BUERGER_SERVER=URL or 'buerger config set server URL' (or 'buerger config init'), "
                + "or start a local test server with 'buerger-sim --port 8080'.",
            "Es wurde kein Server gewählt, daher wurde die Standardadresse versucht. Wählen Sie Ihren Server mit "
                + "--server URL, BUERGER_SERVER=URL oder 'buerger config set server URL' (oder 'buerger config init'), "
                + "oder starten Sie einen lokalen Testserver mit 'buerger-sim --port 8080'.")
    }

    private static func format(_ seconds: Double) -> String {
        // Int(_:) traps outside its range, so only whole numbers of a sane size are shortened.
        if seconds == seconds.rounded(), abs(seconds) < 1_000_000_000 { return String(Int(seconds)) }
        return String(seconds)
    }
}

extension ClientError: CustomStringConvertible {
    public var description: String { message(in: .english) }
}
