import Foundation

/// Checks a typed request against the network and the clock, and turns it into what is sent.
/// Nothing here talks to the server: the master data, the current time and the time zone come in.
public struct RequestPlanner {
    public let data: MasterData
    public let now: Date
    public let timeZone: TimeZone
    public let stopResolver: StopResolver
    /// Used when the form has no name or address (the config's remembered values). `""` is a
    /// valid value: the server stores it unchanged.
    public let defaultName: String
    public let defaultAddress: String

    public init(
        data: MasterData, now: Date, timeZone: TimeZone, stopResolver: StopResolver = StopResolver(),
        defaultName: String = "", defaultAddress: String = ""
    ) {
        self.data = data
        self.now = now
        self.timeZone = timeZone
        self.stopResolver = stopResolver
        self.defaultName = defaultName
        self.defaultAddress = defaultAddress
    }

    /// The validated request, or the first thing wrong with it.
    ///
    /// The way back: `returnAt` as `HH:MM` is on the day of the way there and `+3h` counts from the
    /// way there's pick-up (people say "back three hours later"); its line is decided from
    /// `returnFrom` like the outward one, and where that is undecided but the outward line is
    /// among the choices, the outward line is taken (people usually ride back on it).
    public func plan(_ form: RequestForm) throws(RequestProblem) -> RequestPlan {
        let place = try outwardPlace(form)
        let wanted = try wantedTime(form.time, day: now, base: now)
        let lineId = try decideLine(form.line, place: place, time: wanted.date)
        let pickUp = try outwardTime(wanted, lineId: lineId, place: place.location)
        try checkServiceHours(lineId: lineId, at: pickUp, place: place.location)
        let capacity = SeatCapacity.limit(lineId: lineId, data: data)
        let persons = try readPersons(form.persons, capacity: capacity.seats)
        let name = try readText(form.name ?? defaultName, field: .name)
        let address = try readText(form.address ?? defaultAddress, field: .address)
        let assistance = try readHelp(form.help)
        let outward = RequestIntent(
            lineId: lineId, pickUpTime: pickUp, location: place.location, persons: persons,
            name: name, address: address, assistance: assistance,
            stopId: place.stop?.id, stopName: place.stop?.name, placeName: place.savedName)
        var notes = capacity.note.map { [$0] } ?? []
        if let note = lineChoiceNote(form.line, place: place, lineId: lineId, time: pickUp) { notes.append(note) }
        let wayBack: RequestIntent?
        do {
            wayBack = try planWayBack(form, outward: outward)
        } catch {
            throw error == .returnPlaceMissing || error == .returnTimeMissing ? error : .wayBack(error)
        }
        if let wayBack {
            let backCapacity = SeatCapacity.limit(lineId: wayBack.lineId, data: data)
            if let note = backCapacity.note, !notes.contains(note) { notes.append(note) }
            do {
                _ = try readPersons(form.persons, capacity: backCapacity.seats)
            } catch {
                throw .wayBack(error)
            }
        }
        return RequestPlan(outward: outward, wayBack: wayBack, notes: notes)
    }

    private var calendar: PlanningCalendar { PlanningCalendar(timeZone: timeZone) }
    private var decision: LineDecision { LineDecision(data: data) }

    func outwardPlace(_ form: RequestForm) throws(RequestProblem) -> PickupPlace {
        switch (Self.given(form.stop), Self.given(form.at)) {
        case (nil, nil): throw .missingPlace
        case (.some, .some): throw .twoPlaces
        case (let stop?, nil): return try PickupPlace.stop(stop, in: data, resolver: stopResolver)
        case (nil, let at?): return try PickupPlace.coordinate(at, resolver: stopResolver)
        }
    }

    /// `time`, when known, decides between several lines at a stop: the one calling nearest it.
    func decideLine(_ lineText: String?, place: PickupPlace, time: Date? = nil) throws(RequestProblem) -> Int64 {
        if let lineText = Self.given(lineText) {
            let lineId = try decision.line(named: lineText)
            if place.stop == nil { try decision.checkCatchment(of: place.location, line: lineId) }
            return lineId
        }
        if let stop = place.stop {
            return try decision.line(for: stop, at: place.location, secondsOfDay: time.flatMap(secondsOfDay))
        }
        return try decision.line(near: place.location)
    }

    func wantedTime(_ text: String?, day: Date, base: Date) throws(RequestProblem) -> WantedTime {
        try WantedTime(text, day: day, base: base, now: now, calendar: calendar)
    }

    private func secondsOfDay(_ date: Date) -> Int? {
        Timetable(timeZone: timeZone).timeOfDay(of: date)?.secondsSinceMidnight
    }

    /// "Line 1 calls at Weilerbach Schulstraße at 09:32, nearest the time asked for": said whenever the
    /// time, not the person, chose among several lines.
    private func lineChoiceNote(_ lineText: String?, place: PickupPlace, lineId: Int64, time: Date) -> RequestNote? {
        guard Self.given(lineText) == nil, let stop = place.stop, stop.lineIds.count > 1,
            let seconds = secondsOfDay(time), let call = decision.nearestCall(of: lineId, at: stop, to: seconds)
        else { return nil }
        return .lineChosenByTime(
            lineName: decision.name(of: lineId), stopName: stop.name,
            call: String(format: "%02d:%02d", call.call.hour, call.call.minute))
    }

    /// The outward pick-up, ahead of now. "Did you mean tomorrow?" only when tomorrow at that time the
    /// bus runs; otherwise the service hours are the useful answer (05:00 is early for every day).
    /// Without a line yet (`nil`), the hint is given unchecked.
    func outwardTime(_ wanted: WantedTime, lineId: Int64?, place: Coordinate) throws(RequestProblem) -> Date {
        try wanted.ahead(of: now, calendar: calendar) { tomorrow throws(RequestProblem) in
            if let lineId { try checkServiceHours(lineId: lineId, at: tomorrow, place: place) }
        }
    }

    /// `place` goes into the problem, so that the advice can look for what runs near it instead.
    func checkServiceHours(lineId: Int64, at date: Date, place: Coordinate) throws(RequestProblem) {
        let lineName = decision.name(of: lineId)
        guard let hours = ServiceHours(lineId: lineId, data: data) else {
            throw .lineWithoutTimetable(lineName: lineName)
        }
        guard hours.contains(date, timetable: Timetable(timeZone: timeZone)) else {
            throw .outsideServiceHours(lineName: lineName, hours: hours.text, lineId: lineId, place: place, time: date)
        }
    }

    func readPersons(_ text: String?, capacity: Int?) throws(RequestProblem) -> Int {
        guard let text = Self.given(text) else { return 1 }
        // "zwei" as well as "2": the person says how many, not how it is written.
        guard let persons = Int(text) ?? SpokenTime.numberWords[text.lowercased()] else { throw .invalidPersons(text) }
        // The server reads the number as a Java int; anything beyond a bus is refused long before.
        guard persons >= 1, persons <= (capacity ?? Int(Int32.max)) else {
            throw .personsOutOfRange(persons: persons, capacity: capacity)
        }
        return persons
    }

    func readText(_ text: String, field: PassengerField) throws(RequestProblem) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let reason = PassengerText.problem(in: trimmed, field: field) {
            throw .unsafeText(field: field, reason: reason)
        }
        return trimmed
    }

    func readHelp(_ text: String?) throws(RequestProblem) -> [AssistanceNeed] {
        guard let text = Self.given(text) else { return [] }
        do {
            return try AssistanceNeed.parseList(text)
        } catch let unknown as UnknownAssistanceWord {
            throw .unknownHelpWord(unknown.word, known: UnknownAssistanceWord.knownWords)
        } catch {
            throw .unknownHelpWord(text, known: UnknownAssistanceWord.knownWords)
        }
    }

    private func planWayBack(_ form: RequestForm, outward: RequestIntent) throws(RequestProblem) -> RequestIntent? {
        let at = Self.given(form.returnAt)
        let from = Self.given(form.returnFrom)
        guard at != nil || from != nil || Self.given(form.returnLine) != nil else { return nil }
        guard let from else { throw .returnPlaceMissing }
        guard let at else { throw .returnTimeMissing }
        let place = try PickupPlace.stopOrCoordinate(from, in: data, resolver: stopResolver)
        let wanted = try wantedTime(at, day: outward.pickUpTime, base: outward.pickUpTime).date
        let lineId: Int64
        do {
            lineId = try decideLine(form.returnLine, place: place, time: wanted)
        } catch let problem {
            guard case .lineUndecided(let choices, _) = problem, Self.given(form.returnLine) == nil,
                choices.contains(where: { $0.id == outward.lineId })
            else { throw problem }
            lineId = outward.lineId
        }
        let date = wanted
        guard date > outward.pickUpTime else {
            throw .returnBeforeOutward(
                returnTime: calendar.describe(date, relativeTo: outward.pickUpTime),
                outwardTime: calendar.describe(outward.pickUpTime, relativeTo: date))
        }
        try checkServiceHours(lineId: lineId, at: date, place: place.location)
        return RequestIntent(
            lineId: lineId, pickUpTime: date, location: place.location, persons: outward.persons,
            name: outward.name, address: outward.address, assistance: outward.assistance,
            stopId: place.stop?.id, stopName: place.stop?.name, placeName: place.savedName)
    }

    /// Days ahead a pick-up may be asked for. The timetable has no end date, so this is the horizon:
    /// far enough for any planned trip, near enough that `2099` or a wrong month is caught.
    public static let horizonDays = 30

    static func checkHorizon(_ date: Date, typed: String, now: Date) throws(RequestProblem) {
        guard date.timeIntervalSince(now) <= Double(horizonDays * 86_400) else {
            throw .beyondHorizon(typed: typed, days: horizonDays)
        }
    }

    /// The text when something was typed; blank counts as not given.
    static func given(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
