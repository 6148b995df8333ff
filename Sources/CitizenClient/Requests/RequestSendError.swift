import Foundation

/// Why a request could not be sent and will not be retried on its own, or why the journal that
/// keeps it failed. Retryable trouble is not an error: it ends as `SendResult.unsent` (exit 7).
public enum RequestSendError: Error, Equatable, Sendable {
    /// The server refused the body (a 4xx, or a 500 with its error JSON): sending it again cannot help.
    case rejected(ClientError, entryId: UUID)
    /// The journal could not be read (other than being damaged, which is repaired with a warning).
    case journalUnreadable(path: String, detail: String)
    /// The journal could not be written; when this happens before the first attempt nothing was sent.
    case journalUnwritable(path: String, detail: String)
    /// Nothing can be written in the state folder, so no request can be kept: found before sending.
    case stateFolderUnusable(folder: String, reason: SystemErrorReason)
    /// The server stored the request but the journal could not record it: it must not be filed again.
    case storedButNotRecorded(requestId: Int64, path: String, detail: String)
    /// The device id is not one the server can store (empty, over 50 characters, or not plain ASCII).
    case invalidDeviceId(String)
    /// `resume(entryId:)` for an id the journal does not hold.
    case entryNotFound(UUID)
    /// `resume(entryId:)` for an entry that belongs to another server.
    case entryOfOtherServer(entryId: UUID, server: String)
    /// `resume(entryId:)` for an entry already stored or given up.
    case entryNotUnsent(entryId: UUID, state: JournalEntry.State)
}

extension RequestSendError: UserFacingError {
    public var exitStatus: ExitStatus {
        switch self {
        case .rejected: return .badServerAnswer
        case .entryNotFound: return .notFound
        case .entryOfOtherServer: return .usage
        case .journalUnreadable, .journalUnwritable, .stateFolderUnusable, .storedButNotRecorded, .invalidDeviceId,
             .entryNotUnsent:
            return .failure
        }
    }

    public func message(in language: Language) -> String {
        switch self {
        case .rejected(let error, _):
            return language.pick("The server refused the request, so it was not stored: \(error.message(in: language))",
                                 "Der Server hat die Anfrage abgelehnt, sie wurde nicht gespeichert: \(error.message(in: language))")
        case .journalUnreadable(let path, let detail):
            return language.pick("Unable to read the request journal \(path): \(detail)",
                                 "Das Anfragen-Journal \(path) ist nicht lesbar: \(detail)")
        case .journalUnwritable(let path, let detail):
            return language.pick("Unable to write the request journal \(path): \(detail)",
                                 "Das Anfragen-Journal \(path) kann nicht geschrieben werden: \(detail)")
        case .stateFolderUnusable(let folder, let reason):
            let why = reason.text(in: language)
            return language.pick(
                "Nothing was sent: your requests are kept in the folder \(folder), and nothing can be saved there (\(why)).",
                "Es wurde nichts gesendet: Ihre Anfragen werden im Ordner \(folder) festgehalten, "
                    + "und dort kann nichts gespeichert werden (\(why)).")
        case .storedButNotRecorded(let requestId, let path, let detail):
            return language.pick(
                "The request was stored as \(requestId), but the journal \(path) could not record it: \(detail)",
                "Die Anfrage wurde als \(requestId) gespeichert, aber das Journal \(path) konnte das nicht festhalten: \(detail)")
        case .invalidDeviceId(let id):
            return language.pick("'\(id)' cannot be used as a device id (1 to 50 plain characters).",
                                 "'\(id)' ist als Gerätekennung nicht verwendbar (1 bis 50 einfache Zeichen).")
        case .entryNotFound(let id):
            return language.pick("The journal holds no request \(id.uuidString).",
                                 "Das Journal enthält keine Anfrage \(id.uuidString).")
        case .entryOfOtherServer(let id, let server):
            return language.pick("The request \(id.uuidString) belongs to the server \(server).",
                                 "Die Anfrage \(id.uuidString) gehört zum Server \(server).")
        case .entryNotUnsent(let id, let state):
            switch state {
            case .stored(let requestId):
                return language.pick("The request \(id.uuidString) was already stored as \(requestId).",
                                     "Die Anfrage \(id.uuidString) ist bereits als \(requestId) gespeichert.")
            case .gaveUp, .unsent:
                return language.pick("The request \(id.uuidString) was refused by the server and is not sent again.",
                                     "Die Anfrage \(id.uuidString) wurde vom Server abgelehnt und wird nicht erneut gesendet.")
            }
        }
    }

    public func suggestion(in language: Language) -> String? {
        switch self {
        case .rejected:
            return language.pick("Check the details of the request; if they are right, tell the Bürgerbus office.",
                                 "Prüfen Sie die Angaben; wenn sie stimmen, wenden Sie sich an das Bürgerbus-Büro.")
        case .journalUnreadable, .journalUnwritable:
            return language.pick(
                "Check that the state folder ('buerger config path' shows it) is yours, writable and has room.",
                "Prüfen Sie, ob der Zustandsordner ('buerger config path' zeigt ihn) Ihnen gehört, beschreibbar ist und Platz hat.")
        case .stateFolderUnusable:
            // A request that is not kept could be sent twice, or never be found again to cancel.
            return language.pick(
                "Make the folder writable for you, or set XDG_STATE_HOME to a folder you can write to; "
                    + "'buerger config path' shows where it is.",
                "Machen Sie den Ordner für sich beschreibbar, oder setzen Sie XDG_STATE_HOME auf einen Ordner, "
                    + "in den Sie schreiben dürfen; 'buerger config path' zeigt, wo er ist.")
        case .storedButNotRecorded(let requestId, _, _):
            return language.pick("Do not file it again; see it with 'buerger status \(requestId)'.",
                                 "Bitte nicht erneut stellen; anzeigen mit 'buerger status \(requestId)'.")
        case .entryOfOtherServer(_, let server):
            return language.pick("Resume it with --server \(server).", "Fortsetzen mit --server \(server).")
        case .entryNotFound, .entryNotUnsent:
            return language.pick("List the requests with 'buerger requests'.",
                                 "Die Anfragen zeigt 'buerger requests'.")
        case .invalidDeviceId:
            // buerger itself only sends the id DeviceIdentity made; a caller passing its own needs the rule.
            return language.pick(
                "Use 1 to 50 letters, digits or signs without spaces or accents, such as buerger-4f2a; "
                    + "buerger keeps its own in the file device-id of its state folder ('buerger config path').",
                "Verwenden Sie 1 bis 50 Buchstaben, Ziffern oder Zeichen ohne Leerzeichen und Umlaute, etwa buerger-4f2a; "
                    + "buerger hat seine eigene in der Datei device-id seines Zustandsordners ('buerger config path').")
        }
    }
}

extension RequestSendError: CustomStringConvertible {
    public var description: String { message(in: .english) }
}
