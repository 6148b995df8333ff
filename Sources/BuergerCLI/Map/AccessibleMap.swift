import CitizenClient
import Foundation

/// `buerger map --accessible`: sentences instead of a picture. What the map holds, then each bus and
/// saved place by the stop nearest to it: "Bus 2 (line 1) is 200 m north-east of Kirche."
struct AccessibleMap {
    let words: AccessibleText
    let time: AccessibleTime
    let strings: StringTable
    /// The wall clock's now: saved tables carry its time (not `--now`'s), so their age is told by it.
    let wallClock: Date

    /// Closer than this, a bus or place is "at" the stop.
    static let atStopMeters = 30.0

    func lines(_ scene: MapScene) -> [String] {
        let summary = strings.mapSpokenNetwork(
            lines: scene.tracks.count, stops: scene.stops.count, buses: scene.buses.count)
        let places = scene.places.map { place in
            whereIs("@" + words.name(place.name), at: place.coordinate, among: scene.stops)
        }
        return ([summary] + busSentences(scene) + places + [ageSentence(scene)]).map(AccessibleText.sentence)
    }

    /// Where things stand, in a line: where each bus is, or, with none known, that and how old the data
    /// are (`map --follow` says it when it ends).
    func standing(_ scene: MapScene) -> String {
        let buses = busSentences(scene)
        let sentences = scene.buses.isEmpty ? buses + [ageSentence(scene)] : buses
        return sentences.map(AccessibleText.sentence).joined(separator: " ")
    }

    /// Each bus by the stop nearest to it, or that none is known.
    private func busSentences(_ scene: MapScene) -> [String] {
        let names = Dictionary(
            scene.tracks.map { ($0.line.id, $0.line.name) }, uniquingKeysWith: { first, _ in first })
        guard !scene.buses.isEmpty else { return [strings.mapSpokenNoBuses] }
        return scene.buses.map { bus in
            let subject = strings.watchBus(bus.busId, line: bus.lineId.flatMap { names[$0] }.map(words.name))
            var sentence = whereIs(subject, at: bus.coordinate, among: scene.stops)
            if let seen = bus.seenAt { sentence += ". " + strings.mapSpokenSeen(time.clock(seen)) }
            return sentence
        }
    }

    private func ageSentence(_ scene: MapScene) -> String {
        guard let since = scene.offlineSince else { return strings.mapSpokenLive(time.clock(scene.takenAt)) }
        let minutes = max(0, Int(wallClock.timeIntervalSince(since) / 60))
        return strings.mapSpokenOffline(time.clock(since), age: words.duration(minutes: minutes))
    }

    private func whereIs(_ subject: String, at point: Coordinate, among stops: [MapScene.StopMark]) -> String {
        let nearest = stops.min { a, b in
            (Geodesy.distanceMeters(point, a.coordinate), a.id) < (Geodesy.distanceMeters(point, b.coordinate), b.id)
        }
        guard let stop = nearest else {
            return strings.mapSpokenAt(
                subject, stop: "\(NumberText.coordinate(point.latitude)), \(NumberText.coordinate(point.longitude))")
        }
        let meters = Geodesy.distanceMeters(point, stop.coordinate)
        guard meters >= Self.atStopMeters else { return strings.mapSpokenAt(subject, stop: words.name(stop.name)) }
        let rounded = Int((meters / 10).rounded() * 10)
        return strings.mapSpokenNear(
            subject, distance: words.distance(meters: rounded),
            direction: MapDirection(from: stop.coordinate, to: point),
            stop: words.name(stop.name))
    }
}

extension MapDirection {
    /// The way `to` lies from `from`, on the flat map (north up, metres alike both ways).
    init(from: Coordinate, to: Coordinate) {
        let north = to.latitude - from.latitude
        let east = (to.longitude - from.longitude) * cos(from.latitude * .pi / 180)
        self.init(bearing: atan2(east, north) * 180 / .pi)
    }
}
