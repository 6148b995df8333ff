import Foundation

/// Decides which line a pick-up belongs to: the line named with `--line`, the line of the stop, or
/// the line whose route passes nearest to a place.
public struct LineDecision {
    /// Routes closer to each other than this, seen from the place, are a tie: asking is better
    /// than guessing between two lines that both pass by.
    public static let tieMeters = 50.0
    /// Farther than this from every route, no line is an obvious choice.
    public static let farMeters = 1500.0

    let data: MasterData

    /// Every line the network knows: the lines table and any line a timetable names.
    var lineIds: [Int64] {
        var seen = Set<Int64>()
        return (data.lines.map(\.id) + data.stops.flatMap(\.lineIds)).filter { seen.insert($0).inserted }
    }

    func name(of lineId: Int64) -> String { data.lineName(id: lineId) ?? String(lineId) }

    /// The first characters that make a spreadsheet read a cell as a formula (and a signed number
    /// is an expression too): a line is a number or a name, never one of these.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@"]

    /// `--line`: an id (digits only), or a name found as stop names are (`SearchQuery`); an exact name
    /// wins over a part. Text that starts like a formula (`=1+1`, `+7`) is refused: `Int64("+7")` is 7,
    /// and a name search ignores the punctuation, so either would quietly pick a real line.
    func line(named text: String) throws(RequestProblem) -> Int64 {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let first = trimmed.first, Self.formulaStarts.contains(first) { throw .lineLooksLikeFormula(text) }
        if trimmed.allSatisfy(\.isASCII), trimmed.allSatisfy(\.isNumber), let id = Int64(trimmed) {
            guard lineIds.contains(id) else { throw .unknownLine(text) }
            return id
        }
        let matches = SearchQuery(trimmed).candidates(among: lineIds, name: name(of:))
        guard let first = matches.first else { throw .unknownLine(text) }
        guard matches.count == 1 else {
            throw .ambiguousLine(
                text, choices: matches.map { LineChoice(id: $0, name: name(of: $0), distanceMeters: nil) })
        }
        return first
    }

    /// The line of a stop: its only line; among several, the one that calls there nearest the wanted
    /// time of day (`secondsOfDay`), asked only on a true tie or without a time. A stop without a
    /// timetable is treated as a place.
    func line(for stop: Stop, at place: Coordinate, secondsOfDay: Int? = nil) throws(RequestProblem) -> Int64 {
        let lines = stop.lineIds
        if lines.count == 1, let only = lines.first { return only }
        if lines.isEmpty { return try line(near: place) }
        if let secondsOfDay {
            let nearest = lines.compactMap { line in
                nearestCall(of: line, at: stop, to: secondsOfDay).map { (line, $0.gap) }
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            if let best = nearest.first, nearest.count == 1 || nearest[1].1 - best.1 >= Self.timeTieSeconds {
                return best.0
            }
        }
        let choices = lines.map {
            LineChoice(id: $0, name: name(of: $0), distanceMeters: distance(from: place, toLine: $0))
        }
        throw .lineUndecided(choices: choices, reason: .severalLinesAtStop)
    }

    /// Calls this close in time to the wanted one from two lines are a tie: either bus suits.
    static let timeTieSeconds = 5 * 60

    /// The line's call at `stop` nearest `secondsOfDay` (seconds after midnight), and how far off it is.
    func nearestCall(of lineId: Int64, at stop: Stop, to secondsOfDay: Int) -> (call: TimeOfDay, gap: Int)? {
        stop.schedule.filter { $0.lineId == lineId }.map { entry -> (call: TimeOfDay, gap: Int) in
            let difference = abs(entry.arrivingTime.secondsSinceMidnight - secondsOfDay) % 86_400
            return (entry.arrivingTime, min(difference, 86_400 - difference))
        }.min { $0.gap < $1.gap }
    }

    /// The line whose route passes nearest to `place`, by perpendicular distance to the polyline.
    func line(near place: Coordinate) throws(RequestProblem) -> Int64 {
        let choices = nearestFirst(place)
        guard let best = choices.first, let bestDistance = best.distanceMeters else {
            throw .lineUndecided(choices: choices, reason: .noLineNearby)
        }
        // A refusal, not a choice: offering lines kilometres away would send a bus where it cannot go.
        guard bestDistance <= Self.farMeters else { throw .farFromRoutes(lineName: nil, meters: bestDistance) }
        let tied = choices.filter { ($0.distanceMeters ?? .infinity) - bestDistance <= Self.tieMeters }
        guard tied.count == 1 else { throw .lineUndecided(choices: tied, reason: .routesEquallyNear) }
        return best.id
    }

    /// A place given with `--line` must be within the line's catchment too: `--at 0,0 --line 3` is a
    /// slip (or a wrong line), and a request there would be filed for a bus that never comes.
    func checkCatchment(of place: Coordinate, line lineId: Int64) throws(RequestProblem) {
        guard let meters = distance(from: place, toLine: lineId), meters > Self.farMeters else { return }
        throw .farFromRoutes(lineName: name(of: lineId), meters: meters)
    }

    /// All lines with their distance to `place`, nearest first; lines without geometry last.
    func nearestFirst(_ place: Coordinate) -> [LineChoice] {
        lineIds.map { LineChoice(id: $0, name: name(of: $0), distanceMeters: distance(from: place, toLine: $0)) }
            .sorted { ($0.distanceMeters ?? .infinity, $0.id) < ($1.distanceMeters ?? .infinity, $1.id) }
    }

    /// Metres from `place` to the line's route; without a route, to the line of its stops in
    /// driving order. Nil when neither exists.
    func distance(from place: Coordinate, toLine lineId: Int64) -> Double? {
        geometry(ofLine: lineId)?.project(place)?.distanceFromRouteMeters
    }

    private func geometry(ofLine lineId: Int64) -> RouteGeometry? {
        let line = data.line(id: lineId)
        if let route = line.flatMap(data.route(for:)), route.points.count > 1 {
            return RouteGeometry(points: route.points)
        }
        let route = line.flatMap(data.route(for:))
        let stops = RouteOrdering.order(data.stops(onLine: lineId), lineId: lineId, route: route).compactMap(\.location)
        return stops.isEmpty ? nil : RouteGeometry(points: stops)
    }
}
