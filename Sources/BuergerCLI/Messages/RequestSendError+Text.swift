import CitizenClient
import Foundation

/// The sentence, next step and exit code for each `RequestSendError`.
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
            return LocalizedText(
                "The server refused the request, so it was not stored: \(error.message(in: language))",
                de: "Der Server hat die Anfrage abgelehnt, sie wurde nicht gespeichert: \(error.message(in: language))"
            ).text(in: language)
        case .journalUnreadable(let path, let trouble):
            let detail = trouble.text(in: language)
            return LocalizedText(
                "Unable to read the request journal \(path): \(detail)",
                de: "Das Anfragen-Journal \(path) ist nicht lesbar: \(detail)"
            ).text(in: language)
        case .journalUnwritable(let path, let trouble):
            let detail = trouble.text(in: language)
            return LocalizedText(
                "Unable to write the request journal \(path): \(detail)",
                de: "Das Anfragen-Journal \(path) kann nicht geschrieben werden: \(detail)"
            ).text(in: language)
        case .stateFolderUnusable(let folder, let reason):
            let why = reason.text(in: language)
            return LocalizedText(
                "Nothing was sent: your requests are kept in the folder \(folder), and nothing can be saved there (\(why)).",
                de: "Es wurde nichts gesendet: Ihre Anfragen werden im Ordner \(folder) festgehalten, "
                    + "und dort kann nichts gespeichert werden (\(why))."
            ).text(in: language)
        case .storedButNotRecorded(let requestId, let path, let trouble):
            let detail = trouble.text(in: language)
            return LocalizedText(
                "The request was stored as \(requestId), but the journal \(path) could not record it: \(detail)",
                de:
                    "Die Anfrage wurde als \(requestId) gespeichert, aber das Journal \(path) konnte das nicht festhalten: \(detail)"
            ).text(in: language)
        case .invalidDeviceId(let id):
            return LocalizedText(
                "'\(id)' cannot be used as a device id (1 to 50 plain characters).",
                de: "'\(id)' ist als Gerätekennung nicht verwendbar (1 bis 50 einfache Zeichen)."
            ).text(in: language)
        case .entryNotFound(let id):
            return LocalizedText(
                "The journal holds no request \(id.uuidString).",
                de: "Das Journal enthält keine Anfrage \(id.uuidString)."
            ).text(in: language)
        case .entryOfOtherServer(let id, let server):
            return LocalizedText(
                "The request \(id.uuidString) belongs to the server \(server).",
                de: "Die Anfrage \(id.uuidString) gehört zum Server \(server)."
            ).text(in: language)
        case .entryNotUnsent(let id, let state):
            switch state {
            case .stored(let requestId):
                return LocalizedText(
                    "The request \(id.uuidString) was already stored as \(requestId).",
                    de: "Die Anfrage \(id.uuidString) ist bereits als \(requestId) gespeichert."
                ).text(in: language)
            case .gaveUp, .unsent:
                return LocalizedText(
                    "The request \(id.uuidString) was refused by the server and is not sent again.",
                    de: "Die Anfrage \(id.uuidString) wurde vom Server abgelehnt und wird nicht erneut gesendet."
                ).text(in: language)
            }
        }
    }

    public func suggestion(in language: Language) -> String? {
        switch self {
        case .rejected:
            return LocalizedText(
                "Check the details of the request; if they are right, tell the Bürgerbus office.",
                de: "Prüfen Sie die Angaben; wenn sie stimmen, wenden Sie sich an das Bürgerbus-Büro."
            ).text(in: language)
        case .journalUnreadable, .journalUnwritable:
            return LocalizedText(
                "Check that the state folder ('buerger config path' shows it) is yours, writable and has room.",
                de:
                    "Prüfen Sie, ob der Zustandsordner ('buerger config path' zeigt ihn) Ihnen gehört, beschreibbar ist und Platz hat."
            ).text(in: language)
        case .stateFolderUnusable:
            // A request that is not kept could be sent twice, or never be found again to cancel.
            return LocalizedText(
                "Make the folder writable for you, or set XDG_STATE_HOME to a folder you can write to; "
                    + "'buerger config path' shows where it is.",
                de: "Machen Sie den Ordner für sich beschreibbar, oder setzen Sie XDG_STATE_HOME auf einen Ordner, "
                    + "in den Sie schreiben dürfen; 'buerger config path' zeigt, wo er ist."
            ).text(in: language)
        case .storedButNotRecorded(let requestId, _, _):
            return LocalizedText(
                "Do not file it again; see it with 'buerger status \(requestId)'.",
                de: "Bitte nicht erneut stellen; anzeigen mit 'buerger status \(requestId)'."
            ).text(in: language)
        case .entryOfOtherServer(_, let server):
            return LocalizedText("Resume it with --server \(server).", de: "Fortsetzen mit --server \(server).").text(
                in: language)
        case .entryNotFound, .entryNotUnsent:
            return LocalizedText(
                "List the requests with 'buerger requests'.",
                de: "Die Anfragen zeigt 'buerger requests'."
            ).text(in: language)
        case .invalidDeviceId:
            // buerger itself only sends the id DeviceIdentity made; a caller passing its own needs the rule.
            return LocalizedText(
                "Use 1 to 50 letters, digits or signs without spaces or accents, such as buerger-4f2a; "
                    + "buerger keeps its own in the file device-id of its state folder ('buerger config path').",
                de:
                    "Verwenden Sie 1 bis 50 Buchstaben, Ziffern oder Zeichen ohne Leerzeichen und Umlaute, etwa buerger-4f2a; "
                    + "buerger hat seine eigene in der Datei device-id seines Zustandsordners ('buerger config path')."
            ).text(in: language)
        }
    }
}
