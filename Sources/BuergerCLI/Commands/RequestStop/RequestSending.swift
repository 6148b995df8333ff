import CitizenClient
import Foundation

extension RequestAccess {
    static let defaultRetryForSeconds = RequestSender.defaultRetryFor

    var journal: RequestJournal {
        RequestJournal(stateDirectory: context.paths.stateDirectory, clock: context.world.clock)
    }

    /// A sender for this device, created on first use; it waits with the world's clock and sleep, and
    /// stops between two steps once `interrupt` has caught a signal. A state folder that takes no
    /// files stops it here, before anything is sent.
    func sender(journal: RequestJournal, interrupt: InterruptCatcher? = nil) throws -> RequestSender {
        try StateFolder(directory: context.paths.stateDirectory).prepareForWriting()
        let deviceId: String
        do {
            deviceId = try identity.loadOrCreate()
        } catch let error as UserFacingError {
            throw error
        } catch {
            throw RequestSendError.journalUnwritable(
                path: identity.file.path, trouble: .system(SystemErrorReason(error)))
        }
        let sleep = context.world.sleep
        guard let interrupt else {
            return RequestSender(
                api: api, journal: journal, deviceId: deviceId, clock: context.world.clock, sleep: sleep)
        }
        return RequestSender(
            api: api, journal: journal, deviceId: deviceId, clock: context.world.clock,
            sleep: { interrupt.pause($0, sleep: sleep) }, isInterrupted: { interrupt.isRaised })
    }

    /// The one line an interrupted send leaves: the request is safe, and how it goes out.
    func keptAfterInterrupt(count: Int = 1) -> String {
        let text: LocalizedText
        if context.terminal.accessible {
            text =
                count == 1
                ? LocalizedText(
                    "Not sent yet, but kept. The command buerger requests --resume sends it.",
                    de: "Noch nicht gesendet, aber gespeichert. Der Befehl buerger requests --resume sendet sie.")
                : LocalizedText(
                    "\(count) requests not sent yet, but kept. The command buerger requests --resume sends them.",
                    de:
                        "\(count) Anfragen noch nicht gesendet, aber gespeichert. Der Befehl buerger requests --resume sendet sie."
                )
        } else {
            text =
                count == 1
                ? LocalizedText(
                    "Not sent yet — kept. `buerger requests --resume` sends it.",
                    de: "Noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie.")
                : LocalizedText(
                    "\(count) requests not sent yet — kept. `buerger requests --resume` sends them.",
                    de: "\(count) Anfragen noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie.")
        }
        return text.text(in: context.language)
    }

    /// Prints one progress line of the sender on stderr.
    func report(_ progress: SendProgress) {
        context.note(RequestProgressText.line(progress, language: context.language))
    }

    /// Shows what the journal repaired on its own (a damaged file moved aside).
    func reportWarnings(of journal: RequestJournal) {
        for warning in journal.warnings {
            context.note(warning.message(in: context.language))
            context.note("  " + warning.suggestion(in: context.language))
        }
    }
}
