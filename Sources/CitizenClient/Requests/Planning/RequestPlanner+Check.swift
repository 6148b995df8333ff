import Foundation

extension RequestPlanner {
    /// Checks one answer as soon as it is given, with what the earlier answers already say, so a
    /// dialogue asks again at once instead of after six more questions (issue 13 §1). The same rules
    /// as `plan`, so an answer taken here is not refused at the end.
    ///
    /// - place: the stop or position, and its line's catchment when a line is known (an undecided
    ///   line is a question for later, once the time can decide it).
    /// - time: the form of the time, that it is ahead and within the horizon, and the service hours
    ///   of the place's line; an undecided line is thrown here, to be chosen.
    /// - persons: a number within the largest bus of the line, when the line is known.
    public func check(_ field: RequestField, in form: RequestForm) throws(RequestProblem) {
        switch field {
        case .place:
            let place = try outwardPlace(form)
            do {
                _ = try decideLine(form.line, place: place)
            } catch {
                guard case .lineUndecided = error else { throw error }
            }
        case .time:
            guard let place = try? outwardPlace(form) else {
                _ = try Self.pickUpTimeAlone(form.time, now: now, timeZone: timeZone)
                return
            }
            // The time's own faults first (a past time, with the "tomorrow?" hint), then the line it decides.
            let wanted = try wantedTime(form.time, day: now, base: now)
            let lineId: Int64
            do {
                lineId = try decideLine(form.line, place: place, time: wanted.date)
            } catch {
                _ = try outwardTime(wanted, lineId: nil, place: place.location)
                throw error
            }
            let pickUp = try outwardTime(wanted, lineId: lineId, place: place.location)
            try checkServiceHours(lineId: lineId, at: pickUp, place: place.location)
        case .persons:
            let lineId = (try? outwardPlace(form)).flatMap { try? decideLine(form.line, place: $0) }
            _ = try readPersons(
                form.persons, capacity: lineId.flatMap { SeatCapacity.limit(lineId: $0, data: data).seats })
        case .name:
            _ = try readText(form.name ?? defaultName, field: .name)
        case .address:
            _ = try readText(form.address ?? defaultAddress, field: .address)
        case .help:
            _ = try readHelp(form.help)
        }
    }
}
