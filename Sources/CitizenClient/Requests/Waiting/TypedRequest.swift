import Foundation

/// A request kept as the person typed it, because the server was away and the stops, lines or
/// times needed to check it were not saved yet. It is retried like any unsent request; once the
/// server answers it is checked exactly as it would have been when it was typed (`typedAt` is the
/// "now" of "+30m" and "09:30") and becomes ordinary journal entries, the outward one under this
/// same id, so `journalId`s shown while it waited stay valid.
public struct TypedRequest: Codable, Equatable, Sendable {
    public enum State: String, Codable, Sendable {
        /// Not checked yet: waiting for the server's data.
        case waiting
        /// Checked once the server answered, and found wrong (a stop that does not exist, a time
        /// outside the service hours…). Nothing was sent; the reason is found again by checking it
        /// again when it is shown, so the journal keeps no sentence.
        case refused
    }

    public let id: UUID
    /// The options and answers as given, with the name and address the config supplied filled in.
    public var form: RequestForm
    /// When it was typed: relative and clock times are read against this moment.
    public var typedAt: Date
    /// The pick-up time as far as it could be read without the server (for showing it while it
    /// waits); the check once the server answers decides.
    public var pickUpTime: Date?
    public var server: String
    public var deviceId: String
    public var state: State
    /// Tries to reach the server so far, over every run.
    public var attempts: Int
    /// Set for a row of a batch file (`BatchRow.key`), carried into the entries it becomes, so that
    /// the same file run again finds the row while it waits and after it was sent.
    public var batchKey: String?
    /// The batch file's name, as `JournalEntry.batchFile`.
    public var batchFile: String?

    public init(
        id: UUID = UUID(), form: RequestForm, typedAt: Date, pickUpTime: Date? = nil, server: String,
        deviceId: String, state: State = .waiting, attempts: Int = 0, batchKey: String? = nil,
        batchFile: String? = nil
    ) {
        self.id = id
        self.form = form
        self.pickUpTime = pickUpTime
        self.typedAt = Date(timeIntervalSince1970: typedAt.timeIntervalSince1970.rounded(.down))
        self.server = server
        self.deviceId = deviceId
        self.state = state
        self.attempts = attempts
        self.batchKey = batchKey
        self.batchFile = batchFile
    }

    /// Two runs typed the same thing when the text is the same and they were started within
    /// `sameWishWindow` of each other (a double Enter, a script run twice); "09:30" typed today and
    /// again tomorrow are two wishes.
    public static let sameWishWindow: TimeInterval = 300

    func isSameWish(as form: RequestForm, typedAt moment: Date) -> Bool {
        self.form == form && abs(typedAt.timeIntervalSince(moment)) <= Self.sameWishWindow
    }

    /// The content key of `FilingClaim` for a form on a server.
    static func filingKey(_ form: RequestForm, server: String) -> String {
        let fields = [
            form.stop, form.at, form.line, form.time, form.persons, form.name, form.address, form.help,
            form.returnAt, form.returnFrom, form.returnLine,
        ].map { $0 ?? "\u{0}" }
        return FilingClaim.key("typed\u{1f}" + server + "\u{1f}" + fields.joined(separator: "\u{1f}"))
    }
}

/// What checking a typed request against the server's data came to.
public enum TypedRequestCheck {
    /// Checked and complete: what is sent.
    case planned(RequestPlan)
    /// Checked and found wrong; nothing will be sent.
    case refused(RequestProblem)
    /// The server is still away (or its data could not be had): try again later.
    case serverAway(SendFailureReason)
}
