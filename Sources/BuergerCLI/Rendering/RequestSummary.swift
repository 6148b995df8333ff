import CitizenClient
import Foundation

/// One request as the request commands show it: as the server has it, or from the journal while it
/// has not reached the server. Names and addresses are deliberately not part of it: they are the
/// passenger's, and nothing the commands print needs them.
struct RequestSummary: Equatable {
    enum Standing: Equatable {
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
    }

    var standing: Standing
    var lineId: Int64?
    var lineName: String?
    var pickUpTime: Date?
    var location: Coordinate?
    var persons: Int?
    var acceptingBus: Int64?
    /// One piece of help asked for: a need buerger knows, or a code from the server it does not.
    enum HelpItem: Equatable {
        case need(AssistanceNeed)
        case code(Int)

        /// A code from the server, read as the original driver app reads it.
        init(code: Int) {
            self = AssistanceNeed(driverCode: code).map(HelpItem.need) ?? .code(code)
        }

        var word: String {
            switch self {
            case .need(let need): return need.word
            case .code(let code): return String(code)
            }
        }
    }

    /// Known needs as words, unknown codes as numbers. For a request this installation filed, the
    /// journal's words (what was asked; shopping has no code the server keeps).
    var help: [HelpItem]
    /// The stop of the pick-up, when it was asked at a stop or lies at one.
    var stopName: String?
    /// The journal entry behind it, when this installation filed it.
    var journalId: String?
    /// For a way back (#SF_C8): the outward request's id once it is stored.
    var returnOf: Int64?
    /// The time as typed, for a request kept as typed (its pick-up time is not known yet).
    var typedTime: String?
    /// Why a request kept as typed failed its check, for a person (found again when shown).
    var refusal: String?

    var id: Int64? {
        switch standing {
        case .stored(let id, _), .storedStateUnknown(let id): return id
        default: return nil
        }
    }

    var state: RequestState? {
        if case .stored(_, let state) = standing { return state }
        return nil
    }

    init(
        standing: Standing, lineId: Int64?, lineName: String? = nil, pickUpTime: Date?, location: Coordinate?,
        persons: Int?, acceptingBus: Int64?, assistanceCodes: [Int], stopName: String? = nil,
        journalId: String? = nil, returnOf: Int64? = nil
    ) {
        self.standing = standing
        self.lineId = lineId
        // Names come from the server or the journal: one line each, like every other cell.
        self.lineName = lineName.map(TextSanitizer.clean)
        self.pickUpTime = pickUpTime
        self.location = location
        self.persons = persons
        self.acceptingBus = acceptingBus
        self.help = assistanceCodes.map(HelpItem.init(code:))
        self.stopName = stopName.map(TextSanitizer.clean)
        self.journalId = journalId
        self.returnOf = returnOf
    }

    /// A request as the server answered it (E10/E11). A missing status is shown as unknown, not guessed.
    init(_ stop: CustomStop) {
        self.init(
            standing: .stored(id: stop.id, state: RequestState(code: stop.status ?? 0)), lineId: stop.lineId,
            pickUpTime: stop.pickUpTime, location: stop.location, persons: stop.numberOfPersons,
            acceptingBus: stop.acceptingBus, assistanceCodes: stop.passenger.assistance)
    }

    /// A request the journal holds but the server does not have yet.
    init(unsent intent: RequestIntent, journalId: String) {
        self.init(
            standing: .unsent, lineId: intent.lineId, pickUpTime: intent.pickUpTime, location: intent.location,
            persons: intent.persons, acceptingBus: nil, assistanceCodes: [],
            stopName: intent.stopName, journalId: journalId)
        help = intent.assistance.map(HelpItem.need)
    }

    /// A request kept as typed (`TypedRequest`): the place and time as typed, the rest as far as known.
    init(typed: TypedRequest) {
        let form = typed.form
        let persons = form.persons.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        self.init(
            standing: typed.state == .waiting ? .waitingForServer : .refusedWhenChecked,
            lineId: form.line.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }, pickUpTime: typed.pickUpTime,
            location: form.at.flatMap { try? Coordinate(parsing: $0) }, persons: persons, acceptingBus: nil,
            assistanceCodes: [],
            stopName: form.stop, journalId: typed.id.uuidString)
        typedTime = form.time
        help = (form.help.flatMap { try? AssistanceNeed.parseList($0) } ?? []).map(HelpItem.need)
    }

    /// The contract's status name, or `unsent` for a journal entry (`waitingForServer`, `refused` for
    /// one kept as typed).
    var statusName: String {
        switch standing {
        case .unsent: return "unsent"
        case .stored(_, let state): return state.name
        case .waitingForServer: return "waitingForServer"
        case .refusedWhenChecked: return "refused"
        case .storedStateUnknown: return "stateUnknown"
        }
    }

    /// Known help codes as words, other codes as their number.
    var assistanceWords: [String] { help.map(\.word) }
}
