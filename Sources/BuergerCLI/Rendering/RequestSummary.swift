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
    }

    var standing: Standing
    var lineId: Int64?
    var lineName: String?
    var pickUpTime: Date?
    var location: Coordinate?
    var persons: Int?
    var acceptingBus: Int64?
    /// As received; known codes are shown as words, others as numbers.
    var assistanceCodes: [Int]
    /// The stop of the pick-up, when it was asked at a stop or lies at one.
    var stopName: String?
    /// The journal entry behind it, when this installation filed it.
    var journalId: String?
    /// For a way back (#SF_C8): the outward request's id once it is stored.
    var returnOf: Int64?

    var id: Int64? {
        if case .stored(let id, _) = standing { return id }
        return nil
    }

    var state: RequestState? {
        if case .stored(_, let state) = standing { return state }
        return nil
    }

    init(standing: Standing, lineId: Int64?, lineName: String? = nil, pickUpTime: Date?, location: Coordinate?,
         persons: Int?, acceptingBus: Int64?, assistanceCodes: [Int], stopName: String? = nil,
         journalId: String? = nil, returnOf: Int64? = nil) {
        self.standing = standing
        self.lineId = lineId
        self.lineName = lineName
        self.pickUpTime = pickUpTime
        self.location = location
        self.persons = persons
        self.acceptingBus = acceptingBus
        self.assistanceCodes = assistanceCodes
        self.stopName = stopName
        self.journalId = journalId
        self.returnOf = returnOf
    }

    /// A request as the server answered it (E10/E11). A missing status is shown as unknown, not guessed.
    init(_ stop: CustomStop) {
        self.init(standing: .stored(id: stop.id, state: RequestState(code: stop.status ?? 0)), lineId: stop.lineId,
                  pickUpTime: stop.pickUpTime, location: stop.location, persons: stop.numberOfPersons,
                  acceptingBus: stop.acceptingBus, assistanceCodes: stop.passenger.assistance)
    }

    /// A request the journal holds but the server does not have yet.
    init(unsent intent: RequestIntent, journalId: String) {
        self.init(standing: .unsent, lineId: intent.lineId, pickUpTime: intent.pickUpTime, location: intent.location,
                  persons: intent.persons, acceptingBus: nil, assistanceCodes: intent.assistance.map(\.rawValue),
                  stopName: intent.stopName, journalId: journalId)
    }

    /// The contract's status name, or `unsent` for a journal entry.
    var statusName: String { state?.name ?? "unsent" }

    /// Known help codes as words, other codes as their number.
    var assistanceWords: [String] { assistanceCodes.map(AssistanceNeed.describe(code:)) }
}
