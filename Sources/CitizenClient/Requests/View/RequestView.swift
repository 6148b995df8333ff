import Foundation

/// One request as every command tells it: the read-back before sending, `request-stop`, `status`,
/// `status --wait`, `cancel`, `requests`, `watch request` and batch rows. Built in one place
/// (`RequestViewBuilder`) from what the server has and what this installation's journal knows, so a
/// request reads the same everywhere: the place as the person gave it, every help word asked
/// (shopping has no code on the server), the name, where it stands, the bus and the way back.
public struct RequestView: Equatable, Sendable {
    public enum Standing: Equatable, Sendable {
        /// Written to the journal, not confirmed by the server yet.
        case unsent
        case stored(id: Int64, state: RequestState)
        /// Kept as typed while the server was away; not checked yet.
        case waitingForServer
        /// Kept as typed, then checked once the server answered and found wrong; never sent.
        case refusedWhenChecked
        /// Stored under this id (the journal says so), but the server cannot be asked now: its state
        /// is not known.
        case storedStateUnknown(id: Int64)
        /// Checked and read back, not journalled yet: what a yes will send.
        case toBeSent
        /// In the journal, but not readable by this version (a newer one's, or damaged): kept as it
        /// is, never sent, never deleted.
        case notReadable
        /// Taken back before it was ever sent (a changed batch row stands in for it, or its outward
        /// ride was cancelled): it never will be.
        case withdrawn
        /// Sent, and refused by the server (or sent elsewhere): never stored, and `requests --resume`
        /// does not send it again. "Unsent" would promise it does.
        case refusedByServer
        /// Sent, and the answer lost (`JournalEntry.mayBeStored`): the server may have it. "Not sent"
        /// would have a clerk file it again by hand; `requests` and `requests --resume` look it up.
        case answerLost
    }

    /// One piece of help asked for: a need buerger knows, or a code from the server it does not.
    public enum HelpItem: Equatable, Sendable {
        case need(AssistanceNeed)
        case code(Int)

        /// A code from the server, read as the original driver app reads it.
        public init(code: Int) {
            self = AssistanceNeed(driverCode: code).map(HelpItem.need) ?? .code(code)
        }

        /// The need's word (the option word), or the unknown code as a number.
        public var word: String {
            switch self {
            case .need(let need): return need.word
            case .code(let code): return String(code)
            }
        }
    }

    public var standing: Standing
    public var lineId: Int64?
    public var lineName: String?
    public var pickUpTime: Date?
    /// The time as typed, for a request kept as typed (its pick-up time is not known yet).
    public var typedTime: String?
    public var place: RequestPlace
    /// The position sent (or kept as typed, when it was numbers).
    public var location: Coordinate?
    public var persons: Int?
    public var help: [HelpItem]
    /// The passenger's name and address as the driver gets them; empty when none was given.
    public var name: String
    public var address: String
    public var acceptingBus: Int64?
    /// The journal entry behind it, when this installation filed it.
    public var journalId: String?
    /// Filed from a file by the office for someone who rang (a batch row): every command tells it as
    /// "Request N", not "Your request N" (new-user trial: `status` of a clerk's row said "Ihre Anfrage").
    public var filedForCaller = false
    /// For a way back (#SF_C8): the outward request's id once it is stored.
    public var returnOf: Int64?
    /// Why a request kept as typed failed its check (found again by checking it again).
    public var refusal: RequestProblem?
    /// For an accepted pick-up: when the accepting bus is expected there, as it drives now (issue 25).
    public var pickupEstimate: PickupEstimate?

    public init(
        standing: Standing, lineId: Int64? = nil, lineName: String? = nil, pickUpTime: Date? = nil,
        typedTime: String? = nil, place: RequestPlace, location: Coordinate? = nil, persons: Int? = nil,
        help: [HelpItem] = [], name: String = "", address: String = "", acceptingBus: Int64? = nil,
        journalId: String? = nil, returnOf: Int64? = nil, refusal: RequestProblem? = nil
    ) {
        self.standing = standing
        self.lineId = lineId
        self.lineName = lineName
        self.pickUpTime = pickUpTime
        self.typedTime = typedTime
        self.place = place
        self.location = location
        self.persons = persons
        self.help = help
        self.name = name
        self.address = address
        self.acceptingBus = acceptingBus
        self.journalId = journalId
        self.returnOf = returnOf
        self.refusal = refusal
    }

    public var id: Int64? {
        switch standing {
        case .stored(let id, _), .storedStateUnknown(let id): return id
        default: return nil
        }
    }

    public var state: RequestState? {
        if case .stored(_, let state) = standing { return state }
        return nil
    }

    /// The contract's status name, or `unsent` for a journal entry (`withdrawn` for one taken back,
    /// `waitingForServer`, `refused` for one kept as typed that failed its check or one the server
    /// refused, `stateUnknown` when the server could not be asked).
    public var statusName: String {
        switch standing {
        case .unsent, .toBeSent: return "unsent"
        case .answerLost: return "answerLost"
        case .stored(_, let state): return state.name
        case .waitingForServer: return "waitingForServer"
        case .refusedWhenChecked, .refusedByServer: return "refused"
        case .storedStateUnknown: return "stateUnknown"
        case .notReadable: return "notReadable"
        case .withdrawn: return "withdrawn"
        }
    }

    /// Known help codes as words, other codes as their number.
    public var assistanceWords: [String] { help.map(\.word) }
}
