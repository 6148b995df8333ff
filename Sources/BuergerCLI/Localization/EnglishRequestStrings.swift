import CitizenClient

struct EnglishRequestStrings: RequestStrings {
    func stateName(_ state: RequestState) -> String {
        switch state {
        case .unknown(let code): return "unknown (\(code))"
        default: return state.name
        }
    }

    let unsentName = "not sent yet"

    func when(clock: String, otherDay: (year: Int, month: Int, day: Int)?) -> String {
        guard let day = otherDay else { return "at \(clock)" }
        return "on \(day.year)-\(Self.two(day.month))-\(Self.two(day.day)) at \(clock)"
    }

    func atStop(_ name: String) -> String { "at \(name)" }
    func atLocation(latitude: String, longitude: String) -> String { "at \(latitude), \(longitude)" }
    let somewhere = "at a place the server did not send"

    func sentence(id: Int64, state: RequestState, bus: Int64?, when: String, place: String) -> String {
        let busText = bus.map { "bus \($0)" } ?? "a bus"
        switch state {
        case .pending:
            return "Request \(id) is pending: pick-up wanted \(when) \(place)."
        case .accepted:
            return "Request \(id) is accepted: \(busText) picks you up \(when) \(place)."
        case .declined:
            return "Request \(id) was declined: no bus can pick you up \(when) \(place)."
        case .completed:
            return "Request \(id) is completed: \(busText) picked you up \(when) \(place)."
        case .noShow:
            return "Request \(id) is marked no-show: \(busText) came \(when) \(place), but nobody got on."
        case .cancelled:
            return "Request \(id) is cancelled (pick-up was \(when) \(place))."
        case .unknown:
            return "Request \(id) is in a state buerger does not know, \(stateName(state)): pick-up \(when) \(place)."
        }
    }

    func cancelledAheadSentence(id: Int64, when: String, place: String) -> String {
        "Request \(id) is cancelled: the pick-up \(when) \(place) will not take place."
    }

    func unsentSentence(when: String, place: String) -> String {
        "Request not sent yet: pick-up \(when) \(place)."
    }

    func details(line: String?, persons: Int?, help: [String]) -> String {
        var parts: [String] = []
        if let line { parts.append("Line: \(line)") }
        if let persons { parts.append(self.persons(persons)) }
        if !help.isEmpty { parts.append("help: " + help.joined(separator: ", ")) }
        return parts.joined(separator: ", ") + "."
    }

    func persons(_ count: Int) -> String { count == 1 ? "1 person" : "\(count) persons" }

    func nextStep(id: Int64, state: RequestState) -> String? {
        switch state {
        case .pending:
            return "The drivers have not answered yet. Follow it with 'buerger status \(id) --wait'."
        case .accepted:
            return "Please be there a few minutes early. To cancel: 'buerger cancel \(id)'."
        case .declined:
            return "Try another time, or call the community office."
        case .noShow:
            return "If this is wrong, call the community office."
        case .completed, .cancelled:
            return nil
        case .unknown:
            return "Ask the community office what this state means."
        }
    }

    let unsentNextStep = "It is saved and will be sent by 'buerger requests --resume'."
    let stateUnknownName = "sent, state unknown"
    func stateUnknownSentence(id: Int64, when: String, place: String) -> String {
        "Request \(id) was sent; its state cannot be read while the server is away: pick-up \(when) \(place)."
    }
    func stateUnknownNextStep(id: Int64) -> String { "Look again with 'buerger status \(id)' once the server answers." }
    let waitingName = "waiting for the server"
    let refusedName = "not sent: failed its check"
    func waitingSentence(when: String, place: String) -> String {
        "Request waiting for the server: pick-up wanted \(when) \(place); it is checked and sent once the server answers."
    }
    func refusedSentence(reason: String?) -> String {
        "Request not sent: " + (reason ?? "it did not pass its check once the server answered.")
    }
    let waitingNextStep = "It is kept and will be checked and sent by 'buerger requests --resume' once the server answers."
    let refusedNextStep = "Nothing was sent. Ask again with the details corrected: 'buerger request-stop …'."
    let keptAsTyped = "The server cannot be reached and its stops and lines are not saved here yet: the request is kept as typed, and checked and sent as soon as the server answers."
    func wayBackFor(_ id: Int64) -> String { "way back for \(id)" }

    let statusHeader = "STATUS"
    let pickUpHeader = "PICK-UP"
    let placeHeader = "PLACE"
    let personsHeader = "PERSONS"
    let noRequests = "No requests from this device yet."

    func unsentHint(_ count: Int) -> String {
        let subject = count == 1 ? "1 request was" : "\(count) requests were"
        return "\(subject) not sent yet — run 'buerger requests --resume'"
    }

    func watchState(id: Int64, state: RequestState, bus: Int64?) -> String {
        let busText = bus.map { "bus \($0)" } ?? "a bus"
        switch state {
        case .pending: return "Your request \(id) is waiting for a driver's answer"
        case .accepted: return "Your request \(id) was accepted by \(busText)"
        case .declined: return "Your request \(id) was declined"
        case .completed: return "Your request \(id) is completed: \(busText) picked you up"
        case .noShow: return "Your request \(id) is marked no-show: nobody got on \(busText)"
        case .cancelled: return "Your request \(id) was cancelled"
        case .unknown: return "Your request \(id) is now in a state buerger does not know, \(stateName(state))"
        }
    }

    func watchReminder(minutes: Int, place: String) -> String {
        switch minutes {
        case ...0: return "Pickup now \(place)"
        case 1: return "Pickup in 1 minute \(place)"
        default: return "Pickup in \(minutes) minutes \(place)"
        }
    }

    func watchGone(id: Int64) -> String { "Your request \(id) is no longer on the server" }

    func watchStarted(id: Int64) -> String {
        "Following request \(id), looking every 5 to 10 seconds. Changes appear below; Ctrl-C ends."
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
