import CitizenClient
import Foundation

/// The one rendering of a request (`RequestView`) in every shape, for every command that shows one:
/// the read-back, `request-stop`, `status`, `status --wait`, `cancel`, `requests`, `watch request` and
/// batch rows.
struct RequestOutput {
    let words: RequestStrings
    let strings: StringTable
    let times: TimeText
    let terminal: Terminal
    let now: Date

    // MARK: JSON

    /// The contract's request object, with additions the contract allows: `place` (as the person gave
    /// it), `name` (whom the driver picks up; the address stays out: the driver needs it, a script
    /// reading the list does not), `journalId` and `returnOf`.
    func json(_ request: RequestView) -> JSONValue {
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
            ("stopName", .optional(request.place.stopName)),
            ("place", Self.json(request.place)),
            ("name", request.name.isEmpty ? .null : .string(request.name)),
            ("journalId", .optional(request.journalId)),
            ("returnOf", .optional(request.returnOf)),
            ("pickupEstimate", pickupJSON(request.pickupEstimate)),
        ])
    }

    /// `{"estimated", "earliest", "latest", "positionSeenAt", "busId", "place"}`; null without a basis.
    private func pickupJSON(_ estimate: PickupEstimate?) -> JSONValue {
        guard let estimate else { return .null }
        return .object([
            ("estimated", .string(times.iso(estimate.estimated))),
            ("earliest", .string(times.iso(estimate.earliest))),
            ("latest", .string(times.iso(estimate.latest))),
            ("positionSeenAt", JSONShapes.time(estimate.positionSeenAt, times)),
            ("busId", .integer(estimate.busId)),
            ("place", .string(estimate.place == .door ? "door" : "stop")),
        ])
    }

    /// `{"kind": "stop" | "savedPlace" | "position" | "unknown", "name", "nearStop"}`.
    static func json(_ place: RequestPlace) -> JSONValue {
        switch place {
        case .stop(let name): return .object([("kind", .string("stop")), ("name", .string(name))])
        case .savedPlace(let name, let near):
            return .object([("kind", .string("savedPlace")), ("name", .string(name)), ("nearStop", .optional(near))])
        case .position(_, let near): return .object([("kind", .string("position")), ("nearStop", .optional(near))])
        case .unknown: return .object([("kind", .string("unknown"))])
        }
    }

    /// `{"request": {…}}`.
    func document(_ request: RequestView) -> JSONValue {
        .object([("request", json(request))])
    }

    /// `requests --json`: the requests, and `unfinishedFiles`, runs of batch files that stopped before
    /// their last row.
    func list(_ list: RequestList) -> JSONValue {
        .object([
            ("requests", .array(list.requests.map(json))), ("unfinishedFiles", unfinishedFiles(list.unfinishedBatches)),
        ])
    }

    private func unfinishedFiles(_ batches: [UnfinishedBatch]) -> JSONValue {
        .array(
            batches.map { batch in
                .object([
                    ("file", .string(batch.file)), ("startedAt", .string(times.iso(batch.startedAt))),
                    ("rows", .integer(Int64(batch.rows))), ("rowsNotBegun", .integer(Int64(batch.rowsNotBegun))),
                    ("rowsKeptUnsent", .integer(Int64(batch.rowsKeptUnsent))),
                    ("rowsKeptAnswerLost", .integer(Int64(batch.rowsKeptAnswerLost))),
                ])
            })
    }

    /// The note for each such run (stderr), its beginning as a clock time.
    func unfinishedNotes(_ batches: [UnfinishedBatch]) -> [String] {
        batches.map { batch in
            words.unfinishedBatch(
                file: batch.file, begun: times.clock(batch.startedAt, today: now),
                rowsNotBegun: batch.rowsNotBegun, kept: batch.rowsKeptUnsent, answerLost: batch.rowsKeptAnswerLost)
        }
    }

    // MARK: Plain

    /// `id, status, statusCode, lineId, pickUpTime, lat, lon, persons, acceptingBus, assistance, journalId,
    /// returnOf`; empty where unknown.
    func plain(_ request: RequestView) -> String {
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

    /// The answer in one sentence, then the details line, then the estimate. `forCaller`: a batch
    /// row's request, filed by the office for someone else, whom its line already names: no "your",
    /// and no "For …" again. `withEstimate: false` where the estimate follows as a line of its own
    /// (`watch request` says it as its first change).
    func human(_ request: RequestView, forCaller: Bool = false, withEstimate: Bool = true) -> [String] {
        let details = words.details(
            line: lineText(request), persons: request.persons, help: request.assistanceWords,
            name: forCaller ? "" : request.name)
        let sentence = sentence(request, forCaller: forCaller)
        // A details line with no detail is a lone full stop: a reader would say "dot".
        let lines = (terminal.mode == .accessible) && details == "." ? [sentence] : [sentence, details]
        guard withEstimate, let estimate = pickupText(request) else { return lines }
        return lines + [estimate]
    }

    /// "Bus 1 is at Rodenbach Kirche; expected at your door at about 09:53, in 12–16 min." for an
    /// accepted pick-up whose bus can be placed; in accessible mode with the time and minutes in words.
    func pickupText(_ request: RequestView) -> String? {
        guard let estimate = request.pickupEstimate else { return nil }
        return pickupText(estimate, stopName: request.place.stopName, at: now)
    }

    /// The estimate's sentence as of `now` (`watch request` says it again as the bus moves).
    func pickupText(_ estimate: PickupEstimate, stopName: String?, at now: Date) -> String {
        let place = words.pickupPlace(estimate.place, stopName: stopName)
        if estimate.busIs == .arrived { return words.pickupArrived(bus: estimate.busId, place: place) }
        let spoken = terminal.mode == .accessible
        let minutes = estimate.minutesAway(from: now)
        let clock =
            spoken ? AccessibleTime(times: times, now: now).clock(estimate.estimated) : times.clock(estimate.estimated)
        var text = words.pickupEstimate(
            busIs: words.busIs(estimate.busId, estimate.busIs), place: place, clock: clock,
            within: words.within(minutes.earliest, minutes.latest, spoken: spoken, dash: terminal.unicode ? "–" : "-"))
        // A bus at a stop stands there for its time: its unchanged position says nothing more, and
        // "reported at the same place for 11 min" read as a broken bus (new-user trial).
        var standsAtStop = false
        if case .atStop = estimate.busIs { standsAtStop = true }
        if !standsAtStop, let seen = estimate.positionSeenAt, now.timeIntervalSince(seen) >= Self.oldPositionSeconds {
            if !text.hasSuffix("Min.") { text.removeLast() }
            text += words.positionAge(minutes: Int(now.timeIntervalSince(seen) / 60)) + "."
        }
        return text
    }

    /// A position this old is said with the estimate: the bus may have moved on since.
    static let oldPositionSeconds: TimeInterval = 3 * 60

    func sentence(_ request: RequestView, forCaller: Bool = false) -> String {
        let forCaller = forCaller || request.filedForCaller
        let when = whenText(request.pickUpTime)
        var text: String
        switch request.standing {
        case .unsent:
            text = words.unsentSentence(when: when, place: placeText(request))
        case .withdrawn:
            text = words.withdrawnSentence(when: when, place: placeText(request))
        case .toBeSent:
            text = words.readBackSentence(when: when, place: placeText(request))
        case .notReadable:
            text = words.notReadableSentence
        case .stored(let id, .cancelled) where request.pickUpTime.map { $0 > now } ?? false:
            text = words.cancelledAheadSentence(id: id, when: when, place: placeText(request), forCaller: forCaller)
        case .stored(let id, let state):
            text = words.sentence(
                id: id, state: state, bus: request.acceptingBus, when: when, place: placeText(request),
                forCaller: forCaller)
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
            text = words.refusedSentence(reason: request.refusal?.message(in: words.language))
        case .refusedByServer:
            text = words.refusedByServerSentence(when: when, place: placeText(request))
        case .storedStateUnknown(let id):
            text = words.stateUnknownSentence(id: id, when: when, place: placeText(request))
        case .answerLost:
            text = words.answerLostSentence(when: when, place: placeText(request))
        }
        if let outward = request.returnOf { text += " (" + words.wayBackFor(outward) + ")" }
        return text
    }

    /// The read-back before sending: the pick-up with its time as every command says it ("tomorrow at
    /// 09:30"; in accessible mode in words),
    /// then whom, the line, persons and help ("help: none" said, so a forgotten walker is noticed).
    func readBack(_ request: RequestView, wayBack: Bool) -> [String] {
        let pickUp = words.readBackSentence(when: whenText(request.pickUpTime), place: placeText(request))
        let help = request.assistanceWords.isEmpty ? [words.noHelp] : request.assistanceWords
        // The address the driver gets, unless the place already says it: a slip there is seen here.
        var whom = request.name
        let address = request.address.trimmingCharacters(in: .whitespaces)
        if case .savedPlace = request.place {
        } else if !address.isEmpty {
            whom += whom.isEmpty ? address : " (\(address))"
        }
        let details = words.details(line: lineText(request), persons: request.persons, help: help, name: whom)
        return wayBack ? [words.wayBackLabel + pickUp] : [pickUp, details]
    }

    /// What happens next (for stderr), nil when nothing more happens.
    func nextStep(_ request: RequestView) -> String? {
        switch request.standing {
        case .unsent: return words.unsentNextStep
        case .toBeSent, .withdrawn: return nil
        case .notReadable: return words.notReadableNextStep
        // The bus is at the door or stop already: "be there a few minutes early" comes too late
        // (new-user trial: it stood under "Bus 1 ist da, an Ihrer Tür.").
        case .stored(_, .accepted) where request.pickupEstimate?.busIs == .arrived:
            return nil
        case .stored(let id, let state):
            return words.nextStep(
                id: id, state: state, atDoor: request.place.isDoor, forCaller: request.filedForCaller)
        case .waitingForServer: return words.waitingNextStep
        case .refusedWhenChecked: return words.refusedNextStep
        case .refusedByServer: return words.refusedByServerNextStep
        case .storedStateUnknown(let id): return words.stateUnknownNextStep(id: id)
        case .answerLost: return words.answerLostNextStep
        }
    }

    /// `requests`: one row per request, unsent ones first as given.
    func table(_ requests: [RequestView]) -> [String] {
        // `--accessible`: no columns to navigate; each request is its sentence and its details.
        if terminal.mode == .accessible { return requests.map { human($0).joined(separator: " ") } }
        let dash = terminal.unicode ? "–" : "-"
        // As the terminal narrows: "Linie 1" with the line's name under the table, names cut between
        // words, then the bus, the persons, the line and the name go, in that order.
        let columns = [
            TableColumn(strings.idHeader, alignRight: true), TableColumn(words.statusHeader),
            TableColumn(words.pickUpHeader),
            TableColumn(strings.lineHeader, truncatable: true, dropOrder: 3, explainsShortForms: true),
            TableColumn(words.placeHeader, truncatable: true, names: true),
            TableColumn(words.nameHeader, truncatable: true, dropOrder: 4, names: true),
            TableColumn(words.personsHeader, alignRight: true, dropOrder: 2),
            TableColumn(strings.busHeader, dropOrder: 1),
        ]
        let rows = requests.map { request -> [TableCell] in
            let status: String
            switch request.standing {
            case .stored(_, let state): status = words.stateName(state)
            case .unsent, .toBeSent: status = words.unsentName
            case .withdrawn: status = words.withdrawnName
            case .notReadable: status = words.notReadableName
            case .waitingForServer: status = words.waitingName
            case .refusedWhenChecked: status = words.refusedName
            case .refusedByServer: status = words.refusedByServerName
            case .storedStateUnknown: status = words.stateUnknownName
            case .answerLost: status = words.answerLostName
            }
            var place = shortPlace(request.place) ?? dash
            var roughCoordinates = roughPlace(request.place)
            if let outward = request.returnOf {
                let wayBack = " (" + words.wayBackFor(outward) + ")"
                place += wayBack
                roughCoordinates = roughCoordinates.map { $0 + wayBack }
            }
            return [
                TableCell(request.id.map(String.init) ?? dash),
                TableCell(status, style: style(request)),
                TableCell(request.pickUpTime.map { times.clock($0, today: now) } ?? request.typedTime ?? dash),
                lineCell(request) ?? TableCell(dash),
                TableCell(place, narrow: roughCoordinates),
                TableCell(request.name.isEmpty ? dash : request.name),
                TableCell(request.persons.map(String.init) ?? dash),
                TableCell(request.acceptingBus.map(String.init) ?? dash),
            ]
        }
        // Under the table, each accepted pick-up's bus as it drives now; on a screen, wrapped under
        // its text, not under the request's number.
        let estimates = requests.flatMap { request -> [String] in
            guard let text = pickupText(request) else { return [] }
            let number = request.id.map { "\($0): " } ?? ""
            guard terminal.truncatesToWidth, !number.isEmpty else { return [number + text] }
            let indent = String(repeating: " ", count: number.count)
            return TextWrapper.wrap(text, width: max(20, terminal.width - number.count)).enumerated().map {
                ($0.offset == 0 ? number : indent) + $0.element
            }
        }
        return TableRenderer(terminal: terminal).render(columns: columns, rows: rows) + estimates
    }

    // MARK: Pieces

    private func style(_ request: RequestView) -> TextStyle? {
        // Not sent yet (or kept as typed) wants attention; taken back, nothing more happens.
        guard let state = request.state else { return request.standing == .withdrawn ? nil : .yellow }
        if state.endedWell { return .green }
        if state.endedBadly { return .red }
        return nil
    }

    private func lineText(_ request: RequestView) -> String? {
        switch (request.lineName, request.lineId) {
        case (let name?, let id?): return "\(name) (\(id))"
        case (nil, let id?): return String(id)
        case (let name?, nil): return name
        case (nil, nil): return nil
        }
    }

    /// The line in a table cell, "Linie 1 Rodenbach – Siegelbach (1)", short "Linie 1".
    private func lineCell(_ request: RequestView) -> TableCell? {
        guard let text = lineText(request) else { return nil }
        let short = request.lineName.flatMap { LineShortName.label($0, id: request.lineId, word: strings.lineLabel) }
        return TableCell(
            text, short: short,
            meanings: short.map { [ShortFormMeaning(short: $0, full: request.lineName ?? text)] })
    }

    private func whenText(_ date: Date?) -> String {
        if terminal.mode == .accessible, let date { return AccessibleTime(times: times, now: now).at(date) }
        guard let date else { return words.when(clock: "?", otherDay: nil) }
        let calendar = Calendar.gregorian(in: times.timeZone)
        let clock = times.clock(date)
        guard !calendar.isDate(date, inSameDayAs: now) else { return words.when(clock: clock, otherDay: nil) }
        // "tomorrow at 09:30", as she said it, in every command; later days by their date.
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(date, inSameDayAs: tomorrow)
        {
            return words.whenTomorrow(clock: clock)
        }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return words.when(clock: clock, otherDay: (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1))
    }

    /// "at Weilerbach Mühlweg", "at @zuhause (Lindenweg 2), near Edeka-Markt", "at 49.47935, 7.64585,
    /// near Edeka-Markt": the place as the person gave it; a stop near a door is only its landmark.
    func placeText(_ request: RequestView) -> String {
        switch request.place {
        case .stop(let name):
            return words.atStop(name)
        case .savedPlace(let name, let near):
            let address = request.address.trimmingCharacters(in: .whitespaces)
            return words.atSavedPlace("@" + name, address: address.isEmpty ? nil : address) + nearText(near)
        case .position(let location, let near):
            return words.atLocation(
                latitude: Self.degrees(location.latitude), longitude: Self.degrees(location.longitude))
                + nearText(near)
        case .unknown:
            return words.somewhere
        }
    }

    private func nearText(_ stop: String?) -> String {
        stop.map { ", " + words.near($0) } ?? ""
    }

    /// The place in a table cell: the stop, `@zuhause`, or the numbers.
    private func shortPlace(_ place: RequestPlace) -> String? {
        switch place {
        case .stop(let name): return name
        case .savedPlace(let name, _): return "@" + name
        case .position(let location, _): return coordinateText(location)
        case .unknown: return nil
        }
    }

    /// A door's numbers to three decimals (about 100 m), for a table too narrow for five: cut to
    /// "49.47900 …" at 60 columns, they said nothing of where (new-user trial). `status` has them whole.
    private func roughPlace(_ place: RequestPlace) -> String? {
        guard case .position(let location, _) = place else { return nil }
        return coordinateText(location, decimals: 3)
    }

    private func coordinateText(_ location: Coordinate, decimals: Int = 5) -> String {
        Self.degrees(location.latitude, decimals: decimals) + ", "
            + Self.degrees(location.longitude, decimals: decimals)
    }

    /// Five decimals by default: about a metre, enough to find the door.
    private static func degrees(_ value: Double, decimals: Int = 5) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
