import CitizenClient

extension BatchRowReport {
    /// The error the row is reported with: its failure, or "not sent yet" for a row kept for later.
    var shownError: Error? {
        if case .notSentYet = outcome { return RequestBatchRun.unsent }
        return failure
    }

    /// The row's exit status; the run's is the most serious of its rows' (`RequestBatchRun.severity`).
    var exitStatus: ExitStatus {
        shownError.map(ExitStatus.init(for:)) ?? .success
    }
}
