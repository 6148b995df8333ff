/// Every failure the library reports: a value with a sentence for the user (English and German),
/// an optional next step, and the exit code the command-line contract assigns to it.
public enum ClientError: Error, Equatable, Sendable {
    // Configuration and arguments.
    case invalidServerURL(String)
    case invalidCoordinate(String)
    case unknownAlias(String)
    case configUnreadable(path: String, detail: String)
    case fileNotWritable(path: String, reason: SystemErrorReason)

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

    /// The server could not be reached (or, offline, nothing was saved to answer from): what an
    /// offline fallback, a retry or a request kept as typed reacts to. A domain question, so that
    /// remapping an exit code never changes what the library does.
    public var isConnectivityFailure: Bool {
        switch self {
        case .serverUnreachable, .timedOut, .noCachedData: return true
        default: return false
        }
    }

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
        case .fileNotWritable(let path, let reason):
            return language.pick("Unable to write \(path): \(reason.text(in: language)).",
                                 "\(path) kann nicht geschrieben werden: \(reason.text(in: language)).")
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
            return language.pick("The Bürgerbus server at \(server) did not answer within \(shown) seconds.",
                                 "Der Bürgerbus-Server \(server) hat nicht innerhalb von \(shown) Sekunden geantwortet.")
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

    private static func format(_ seconds: Double) -> String {
        // Int(_:) traps outside its range, so only whole numbers of a sane size are shortened.
        if seconds == seconds.rounded(), abs(seconds) < 1_000_000_000 { return String(Int(seconds)) }
        return String(seconds)
    }
}

extension ClientError: CustomStringConvertible {
    public var description: String { message(in: .english) }
}
