import CitizenClient
import Foundation

extension RequestAccess {
    static let defaultRetryForSeconds = RequestSender.defaultRetryFor

    var journal: RequestJournal {
        RequestJournal(stateDirectory: context.paths.stateDirectory, clock: context.world.clock)
    }

    /// A sender for this device, created on first use; it waits with the world's clock and sleep.
    /// A state folder that takes no files stops it here, before anything is sent.
    func sender(journal: RequestJournal) throws -> RequestSender {
        try StateFolder(directory: context.paths.stateDirectory).prepareForWriting()
        let deviceId: String
        do {
            deviceId = try identity.loadOrCreate()
        } catch let error as UserFacingError {
            throw error
        } catch {
            throw RequestSendError.journalUnwritable(path: identity.file.path,
                                                     detail: SystemErrorReason(error).text(in: .english))
        }
        return RequestSender(api: api, journal: journal, deviceId: deviceId, clock: context.world.clock,
                             sleep: context.world.sleep)
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
