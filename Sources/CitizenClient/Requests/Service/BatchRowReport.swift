import Foundation

/// How one row of a batch file ended.
public struct BatchRowReport {
    public enum Outcome {
        /// Filed now; on the server.
        case filed
        /// Filed by an earlier run of the same file (the same row, pick-up still ahead): not filed again.
        case alreadyFiled
        /// Kept (in the journal, or as typed), not on the server yet: `requests --resume` sends it.
        case notSentYet
        /// Not filed: the row is wrong, the server refused it, or the journal failed.
        case failed(Error)
    }

    public let row: Int
    public let outcome: Outcome
    /// The row's request, when it got as far as being one.
    public let request: RequestView?
    /// Ctrl-C came while this row was being sent: it stays kept.
    public let interrupted: Bool
    /// Earlier requests this row changes (`SupersededRequest`), cancelled when the run replaces.
    public var superseded: [SupersededRequest] = []

    public init(row: Int, outcome: Outcome, request: RequestView?, interrupted: Bool) {
        self.row = row
        self.outcome = outcome
        self.request = request
        self.interrupted = interrupted
    }

    public var failure: Error? {
        if case .failed(let error) = outcome { return error }
        return nil
    }
}
