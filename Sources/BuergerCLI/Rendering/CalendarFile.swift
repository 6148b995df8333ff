import CitizenClient
import Foundation

/// Writes the pick-ups of some requests to an iCalendar file, or stdout for `-`, and says so on
/// stderr (`requests --ics`, `request-stop --ics`). The file is written as a shell redirect would
/// (`UserNamedFile`): a device or FIFO in place, a regular file replaced keeping its mode.
struct CalendarFile {
    let path: String

    /// Writes the calendar and returns how many pick-ups it holds.
    @discardableResult
    func write(_ requests: [RequestView], access: RequestAccess) throws -> Int {
        let context = access.context
        let calendar = CalendarPickups(
            words: access.words, language: context.language,
            serverHost: access.requests.api.server.restRoot.host ?? "localhost", now: context.now)
        let written = calendar.document(requests)
        if path == "-" {
            context.terminal.document(written.text)
        } else {
            do {
                try UserNamedFile.write(Data(written.text.utf8), toPath: path)
            } catch {
                let reason = SystemErrorReason(error)
                throw CommandFailure(
                    .fileNotWritable,
                    LocalizedText(
                        "Could not write the calendar to \(path): \(reason.text(in: .english)).",
                        de: "Der Kalender konnte nicht nach \(path) geschrieben werden: "
                            + reason.text(in: .german) + "."),
                    suggestion: reason.code == EISDIR
                        ? LocalizedText(
                            "Give a file name inside it, e.g. \(path)/abholungen.ics.",
                            de: "Geben Sie einen Dateinamen darin an, z. B. \(path)/abholungen.ics.")
                        : LocalizedText(
                            "Check the folder exists and you may write there.",
                            de: "Prüfen Sie, ob der Ordner existiert und beschreibbar ist."))
            }
        }
        context.note(Self.wroteNote(count: written.count, file: path).text(in: context.language))
        return written.count
    }

    /// "Wrote 2 pick-ups to abholungen.ics." on stderr.
    static func wroteNote(count: Int, file: String) -> LocalizedText {
        let english = count == 1 ? "1 pick-up" : "\(count) pick-ups"
        let german = count == 1 ? "1 Abholung" : "\(count) Abholungen"
        guard file != "-" else {
            return LocalizedText("Wrote \(english) to stdout.", de: "\(german) auf die Standardausgabe geschrieben.")
        }
        return LocalizedText("Wrote \(english) to \(file).", de: "\(german) in \(file) geschrieben.")
    }
}
