import Foundation

/// Turns master data, bus positions and saved places into the `MapScene` a request asks for. Pure:
/// the service fetches, this decides what is on the map.
public struct MapSceneBuilder: Sendable {
    /// How far around a place or stop `--near` shows (half the side of the area held).
    public static let nearRadiusMeters = 700.0

    /// Saved places (name → `LAT,LON`), from the config file.
    public let places: [String: String]
    public let aliases: [String: String]

    public init(places: [String: String] = [:], aliases: [String: String] = [:]) {
        self.places = places
        self.aliases = aliases
    }

    /// What the request names, looked up in the data.
    public func focus(for request: MapRequest, in data: MasterData) throws -> MapFocus {
        switch request {
        case .network:
            return .network
        case .line(let text):
            let line = try Self.line(text, in: data)
            return .line(LineReference(id: line.id, name: data.lineName(id: line.id) ?? line.name))
        case .bus(let busId):
            guard let bus = data.bus(id: busId) else { throw ClientError.busNotFound(busId) }
            return .bus(busId: busId, lineId: bus.lineId)
        case .near(let text):
            let resolver = StopResolver(aliases: aliases, places: places)
            if let place = resolver.savedPlace(text), let center = try? Coordinate(parsing: place) {
                return .near(name: text.trimmingCharacters(in: .whitespaces), center: center)
            }
            if let center = try? Coordinate(parsing: text) { return .near(name: text, center: center) }
            let stop = try resolver.resolve(text, in: data.stops)
            guard let center = stop.location else { throw ClientError.stopNotFound(text) }
            return .near(name: stop.name, center: center)
        }
    }

    /// The buses whose positions the map needs.
    public func busIds(for focus: MapFocus, in data: MasterData) -> [Int64] {
        let lineIds = self.lineIds(for: focus, in: data)
        var seen = Set<Int64>()
        var ids: [Int64] = []
        for lineId in lineIds { ids += data.busIds(onLine: lineId).filter { seen.insert($0).inserted } }
        if case .bus(let busId, _) = focus, seen.insert(busId).inserted { ids.insert(busId, at: 0) }
        return ids
    }

    /// The scene: `positions` are the buses' last known places, with when they were seen (nil: now).
    public func scene(
        focus: MapFocus, data: MasterData, positions: [Int64: (Coordinate, Date?)], offlineSince: Date?, now: Date
    ) -> MapScene {
        let lineIds = self.lineIds(for: focus, in: data)
        let tracks = lineIds.compactMap { lineId -> MapScene.Track? in
            guard let line = data.line(id: lineId), let route = data.route(for: line), !route.points.isEmpty else {
                return nil
            }
            return MapScene.Track(
                line: LineReference(id: lineId, name: data.lineName(id: lineId) ?? line.name),
                points: route.points.filter(Self.isUsable))
        }
        let shown = Set(lineIds)
        let stops = data.stops.compactMap { stop -> MapScene.StopMark? in
            guard let location = stop.location, Self.isUsable(location) else { return nil }
            let calling = stop.lineIds
            if case .line = focus, !calling.contains(where: shown.contains) { return nil }
            if case .bus = focus, !shown.isEmpty, !calling.contains(where: shown.contains) { return nil }
            return MapScene.StopMark(id: stop.id, name: stop.name, coordinate: location, lineIds: calling)
        }
        let buses = busIds(for: focus, in: data).compactMap { busId -> MapScene.BusMark? in
            guard let (coordinate, seenAt) = positions[busId], Self.isUsable(coordinate) else { return nil }
            return MapScene.BusMark(
                busId: busId, lineId: data.bus(id: busId)?.lineId, coordinate: coordinate, seenAt: seenAt)
        }
        let places = self.places.sorted { $0.key < $1.key }.compactMap { name, text -> MapScene.PlaceMark? in
            guard let coordinate = try? Coordinate(parsing: text) else { return nil }
            return MapScene.PlaceMark(name: name, coordinate: coordinate)
        }
        return MapScene(
            focus: focus, tracks: tracks, stops: stops, buses: buses, places: places,
            frame: Self.frame(for: focus, tracks: tracks, stops: stops, buses: buses), offlineSince: offlineSince,
            takenAt: now)
    }

    private func lineIds(for focus: MapFocus, in data: MasterData) -> [Int64] {
        switch focus {
        case .network, .near: return data.lines.map(\.id)
        case .line(let line): return [line.id]
        case .bus(_, let lineId): return lineId.map { [$0] } ?? []
        }
    }

    private static func frame(
        for focus: MapFocus, tracks: [MapScene.Track], stops: [MapScene.StopMark], buses: [MapScene.BusMark]
    ) -> [Coordinate] {
        if case .near(_, let center) = focus { return around(center) }
        var points = tracks.flatMap(\.points) + stops.map(\.coordinate)
        if case .bus(let busId, _) = focus, let bus = buses.first(where: { $0.busId == busId }) {
            points.append(bus.coordinate)
            if tracks.isEmpty { points += around(bus.coordinate) }
        }
        return points
    }

    /// The four points `nearRadiusMeters` north, south, east and west of `center`.
    private static func around(_ center: Coordinate) -> [Coordinate] {
        let latitudeStep = nearRadiusMeters / Geodesy.earthRadiusMeters * 180 / .pi
        let longitudeStep = latitudeStep / max(0.01, cos(Geodesy.radians(center.latitude)))
        return [
            Coordinate(latitude: center.latitude + latitudeStep, longitude: center.longitude),
            Coordinate(latitude: center.latitude - latitudeStep, longitude: center.longitude),
            Coordinate(latitude: center.latitude, longitude: center.longitude + longitudeStep),
            Coordinate(latitude: center.latitude, longitude: center.longitude - longitudeStep),
        ]
    }

    /// A position a map can draw: the server sends 0,0 for a missing one, and never a pole.
    static func isUsable(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) < 85
            && !(coordinate.latitude == 0 && coordinate.longitude == 0)
    }

    /// A line by id, by its whole name, or by the number in its name; one only.
    static func line(_ text: String, in data: MasterData) throws -> Line {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let id = Int64(trimmed), let line = data.line(id: id) { return line }
        let wanted = TextMatching.normalized(trimmed)
        guard !wanted.isEmpty else { throw ClientError.lineNotFound(text) }
        let named = data.lines.filter { TextMatching.normalized(data.lineName(id: $0.id) ?? $0.name) == wanted }
        if named.count == 1, let line = named.first { return line }
        let byWord = data.lines.filter { line in
            (data.lineName(id: line.id) ?? line.name).split(separator: " ").contains {
                TextMatching.normalized(String($0)) == wanted
            }
        }
        guard byWord.count == 1, let line = byWord.first else { throw ClientError.lineNotFound(text) }
        return line
    }
}
