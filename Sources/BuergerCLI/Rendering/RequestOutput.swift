import CitizenClient
import Foundation

/// The three shapes of a request (`request-stop`, `status`, `cancel`, `requests`).
struct RequestOutput {
    let words: RequestStrings
    let strings: StringTable
    let times: TimeText
    let terminal: Terminal
    let now: Date

    // MARK: JSON

    /// The contract's request object. Name and address are never in it (privacy: the journal has them,
    /// the output does not need them); `journalId` and `returnOf` are additions the contract allows.
    func json(_ request: RequestSummary) -> JSONValue {
        .object([
            ("id", .optional(request.id)),
            ("status", .string(request.statusName)),
            ("statusCode", .optional(request.state?.code)),
            ("lineId", .optional(request.lineId)),
            ("pickUpTime", JSONShapes.time(request.pickUpTime, times)),
            ("location", JSONShapes.location(request.location)),
            ("numberOfPersons", .optional(request.persons)),
            ("acceptingBus", .optional(request.acceptingBus)),
            (
                "assistance",
                .array(
                    request.help.map { item in
                        switch item {
                        case .need(let need): return .string(need.word)
                        case .code(let code): return .integer(Int64(code))
                        }
                    })
            ),
            ("stopName", .optional(request.stopName)),
            ("journalId", .optional(request.journalId)),
            ("returnOf", .optional(request.returnOf)),
        ])
    }

    /// `{"request": {…}}`.
    func document(_ request: RequestSummary) -> JSONValue {
        .object([("request", json(request))])
    }

    /// `{"requests": [{…}, …]}`.
    func list(_ requests: [RequestSummary]) -> JSONValue {
        .object([("requests", .array(requests.map(json)))])
    }

    // MARK: Plain

    /// `id, status, statusCode, lineId, pickUpTime, lat, lon, persons, acceptingBus, assistance, journalId,
    /// returnOf`; empty where unknown.
    func plain(_ request: RequestSummary) -> String {
        PlainLine.make([
            request.id.map(String.init) ?? "", request.statusName, request.state.map { String($0.code) } ?? "",
            request.lineId.map(String.init) ?? "", request.pickUpTime.map(times.iso) ?? "",
            request.location.map { String($0.latitude) } ?? "", request.location.map { String($0.longitude) } ?? "",
            request.persons.map(String.init) ?? "", request.acceptingBus.map(String.init) ?? "",
            request.assistanceWords.joined(separator: ","), request.journalId ?? "",
            request.returnOf.map(String.init) ?? "",
        ])
    }

    // MARK: Human

    /// The answer in one sentence, then the details line.
    func human(_ request: RequestSummary) -> [String] {
        let details = words.details(line: lineText(request), persons: request.persons, help: request.assistanceWords)
        // A details line with no detail is a lone full stop: a reader would say "dot".
        return terminal.accessible && details == "." ? [sentence(request)] : [sentence(request), details]
    }

    func sentence(_ request: RequestSummary) -> String {
        let when = whenText(request.pickUpTime)
        var text: String
        switch request.standing {
        case .unsent:
            text = words.unsentSentence(when: when, place: placeText(request))
        case .stored(let id, .cancelled) where request.pickUpTime.map { $0 > now } ?? false:
            text = words.cancelledAheadSentence(id: id, when: when, place: placeText(request))
        case .stored(let id, let state):
            text = words.sentence(
                id: id, state: state, bus: request.acceptingBus, when: when, place: placeText(request))
        case .waitingForServer:
            // "um 9:30" for a clock time; words as typed stay words, quoted: "um morgen 9:30" reads wrong.
            let typed =
                request.typedTime.map { text in
                    text.allSatisfy { $0.isNumber || $0 == ":" }
                        ? words.when(clock: text, otherDay: nil)
                        : (LocalizedText("\"\(text)\"", de: "„\(text)“").text(in: words.language))
                } ?? when
            text = words.waitingSentence(when: typed, place: placeText(request))
        case .refusedWhenChecked:
            text = words.refusedSentence(reason: request.refusal)
        case .storedStateUnknown(let id):
            text = words.stateUnknownSentence(id: id, when: when, place: placeText(request))
        }
        if let outward = request.returnOf { text += " (" + words.wayBackFor(outward) + ")" }
        return text
    }

    /// What happens next (for stderr), nil when nothing more happens.
    func nextStep(_ request: RequestSummary) -> String? {
        switch request.standing {
        case .unsent: return words.unsentNextStep
        case .stored(let id, let state): return words.nextStep(id: id, state: state)
        case .waitingForServer: return words.waitingNextStep
        case .refusedWhenChecked: return words.refusedNextStep
        case .storedStateUnknown(let id): return words.stateUnknownNextStep(id: id)
        }
    }

    /// `requests`: one row per request, unsent ones first as given.
    func table(_ requests: [RequestSummary]) -> [String] {
        // `--accessible`: no columns to navigate; each request is its sentence and its details.
        if terminal.accessible { return requests.map { human($0).joined(separator: " ") } }
        let dash = terminal.unicode ? "–" : "-"
        let columns = [
            TableColumn(strings.idHeader, alignRight: true), TableColumn(words.statusHeader),
            TableColumn(words.pickUpHeader), TableColumn(strings.lineHeader, truncatable: true),
            TableColumn(words.placeHeader, truncatable: true),
            TableColumn(words.personsHeader, alignRight: true), TableColumn(strings.busHeader),
        ]
        let rows = requests.map { request -> [TableCell] in
            let status: String
            switch request.standing {
            case .stored(_, let state): status = words.stateName(state)
            case .unsent: status = words.unsentName
            case .waitingForServer: status = words.waitingName
            case .refusedWhenChecked: status = words.refusedName
            case .storedStateUnknown: status = words.stateUnknownName
            }
            var place = request.stopName ?? request.location.map(coordinateText) ?? dash
            if let outward = request.returnOf { place += " (" + words.wayBackFor(outward) + ")" }
            return [
                TableCell(request.id.map(String.init) ?? dash),
                TableCell(status, style: style(request)),
                TableCell(request.pickUpTime.map { times.clock($0, today: now) } ?? request.typedTime ?? dash),
                TableCell(lineText(request) ?? dash),
                TableCell(place),
                TableCell(request.persons.map(String.init) ?? dash),
                TableCell(request.acceptingBus.map(String.init) ?? dash),
            ]
        }
        return TableRenderer(terminal: terminal).render(columns: columns, rows: rows)
    }

    // MARK: Pieces

    private func style(_ request: RequestSummary) -> TextStyle? {
        guard let state = request.state else { return .yellow }
        if state.endedWell { return .green }
        if state.endedBadly { return .red }
        return nil
    }

    private func lineText(_ request: RequestSummary) -> String? {
        switch (request.lineName, request.lineId) {
        case (let name?, let id?): return "\(name) (\(id))"
        case (nil, let id?): return String(id)
        case (let name?, nil): return name
        case (nil, nil): return nil
        }
    }

    private func whenText(_ date: Date?) -> String {
        if terminal.accessible, let date { return AccessibleTime(times: times, now: now).at(date) }
        guard let date else { return words.when(clock: "?", otherDay: nil) }
        let calendar = Calendar.gregorian(in: times.timeZone)
        let clock = times.clock(date)
        guard !calendar.isDate(date, inSameDayAs: now) else { return words.when(clock: clock, otherDay: nil) }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return words.when(clock: clock, otherDay: (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1))
    }

    private func placeText(_ request: RequestSummary) -> String {
        if let stop = request.stopName { return words.atStop(stop) }
        guard let location = request.location else { return words.somewhere }
        return words.atLocation(latitude: Self.degrees(location.latitude), longitude: Self.degrees(location.longitude))
    }

    private func coordinateText(_ location: Coordinate) -> String {
        Self.degrees(location.latitude) + ", " + Self.degrees(location.longitude)
    }

    /// Five decimals: about a metre, enough to find the door.
    private static func degrees(_ value: Double) -> String {
        String(format: "%.5f", value)
    }
}
