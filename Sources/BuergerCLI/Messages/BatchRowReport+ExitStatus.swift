import CitizenClient

extension BatchRowReport {
    /// The error the row is reported with: its failure, or "not sent yet" for a row kept for later
    /// ("answer lost" where the server may have it).
    var shownError: Error? {
        if case .notSentYet = outcome {
            return request?.standing == .answerLost ? RequestBatchRun.answerLost : RequestBatchRun.unsent
        }
        return failure
    }

    /// The row's exit status; the run's is the most serious of its rows' (`RequestBatchRun.severity`).
    var exitStatus: ExitStatus {
        let replacing = superseded.compactMap(\.failure).map(ExitStatus.init(for:))
        return replacing.reduce(shownError.map(ExitStatus.init(for:)) ?? .success, RequestBatchRun.worse)
    }
}

extension SupersededRequest {
    /// Why `--replace` did not cancel or withdraw it, when it tried.
    var failure: Error? {
        switch outcome {
        case .notCancelled(let error): return error
        case .notWithdrawn(let reason): return RequestBatchRun.notWithdrawn(reason)
        case .stillOpen, .cancelled, .notSentYet, .withdrawn: return nil
        }
    }

    /// The outcome as scripts read it (`superseded[].outcome`).
    var outcomeCode: String {
        switch outcome {
        case .stillOpen: return "stillOpen"
        case .cancelled: return "cancelled"
        case .notSentYet: return "notSentYet"
        case .withdrawn: return "withdrawn"
        case .notWithdrawn: return "notWithdrawn"
        case .notCancelled: return "notCancelled"
        }
    }
}
