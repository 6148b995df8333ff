/// `buerger map`: its title, legend, status line and spoken sentences.
extension StringTable {
    func mapTitleNetwork(lines: Int, stops: Int) -> String {
        say(
            "Bürgerbus network: \(lines) \(lines == 1 ? "line" : "lines"), \(stops) \(stops == 1 ? "stop" : "stops")",
            de: "Bürgerbus-Netz: \(lines) \(lines == 1 ? "Linie" : "Linien"), \(stops) Haltestellen")
    }
    func mapTitleLine(_ line: String) -> String { language.line(line, capitalized: true) }
    func mapTitleBus(_ busId: Int64, line: String?) -> String { watchBus(busId, line: line) }
    func mapTitleNear(_ name: String) -> String { say("Around \(name)", de: "Rund um \(name)") }
    var mapNorth: String { say("north ↑", de: "Norden ↑") }
    var mapNorthASCII: String { say("north ^", de: "Norden ^") }
    var mapStopKey: String { say("stop", de: "Halt") }
    var mapBusKey: String { say("bus number", de: "Busnummer") }
    var mapPlaceKey: String { say("place", de: "Ort") }
    func mapLive(_ clock: String) -> String { say("live \(clock)", de: "Stand \(clock)") }
    func mapSavedData(_ clock: String, age: String) -> String {
        say("offline: saved data of \(clock) (\(age) old)", de: "offline: gespeicherte Daten von \(clock) (\(age) alt)")
    }
    func mapPositionsSeen(_ clock: String) -> String {
        say("positions last seen \(clock)", de: "Positionen zuletzt \(clock)")
    }
    func mapAge(minutes: Int) -> String {
        if minutes < 60 { return say("\(minutes) min", de: "\(minutes) Min.") }
        if minutes < 48 * 60 { return say("\(minutes / 60) h", de: "\(minutes / 60) Std.") }
        return say("\(minutes / (24 * 60)) days", de: "\(minutes / (24 * 60)) Tage")
    }
    func mapUnlabelled(_ count: Int) -> String {
        say(
            "\(count) \(count == 1 ? "stop" : "stops") without a name here (too dense): 'buerger map --near STOP' shows closer",
            de:
                "\(count) \(count == 1 ? "Haltestelle" : "Haltestellen") ohne Namen (zu dicht): 'buerger map --near HALT' zeigt näher"
        )
    }
    func mapOutside(buses: Int) -> String {
        say(
            "\(buses) \(buses == 1 ? "bus is" : "buses are") outside this map",
            de: "\(buses) \(buses == 1 ? "Bus ist" : "Busse sind") außerhalb dieser Karte")
    }
    var mapNoBuses: String { say("no bus position known", de: "keine Busposition bekannt") }

    // Sentences for a screen reader (`AccessibleText.sentence` ends each).

    func mapSpokenNetwork(lines: Int, stops: Int, buses: Int) -> String {
        say(
            "The map shows \(lines) \(lines == 1 ? "line" : "lines"), \(stops) \(stops == 1 ? "stop" : "stops") and \(buses) \(buses == 1 ? "bus" : "buses")",
            de:
                "Die Karte zeigt \(lines) \(lines == 1 ? "Linie" : "Linien"), \(stops) Haltestellen und \(buses) \(buses == 1 ? "Bus" : "Busse")"
        )
    }
    func mapSpokenAt(_ subject: String, stop: String) -> String {
        say("\(subject) is at \(stop)", de: "\(subject) ist an \(stop)")
    }
    func mapSpokenNear(_ subject: String, distance: String, direction: MapDirection, stop: String) -> String {
        say(
            "\(subject) is \(distance) \(mapDirection(direction)) of \(stop)",
            de: "\(subject) ist \(distance) \(mapDirection(direction)) von \(stop)")
    }
    func mapDirection(_ direction: MapDirection) -> String {
        switch direction {
        case .north: return say("north", de: "nördlich")
        case .northEast: return say("north-east", de: "nordöstlich")
        case .east: return say("east", de: "östlich")
        case .southEast: return say("south-east", de: "südöstlich")
        case .south: return say("south", de: "südlich")
        case .southWest: return say("south-west", de: "südwestlich")
        case .west: return say("west", de: "westlich")
        case .northWest: return say("north-west", de: "nordwestlich")
        }
    }
    func mapSpokenSeen(_ clock: String) -> String { say("Last seen \(clock)", de: "Zuletzt gesehen \(clock)") }
    func mapSpokenLive(_ clock: String) -> String {
        say("Positions as of \(clock)", de: "Positionen von \(clock)")
    }
    func mapSpokenOffline(_ clock: String, age: String) -> String {
        say(
            "Offline: saved data of \(clock), \(age) old",
            de: "Offline: gespeicherte Daten von \(clock), \(age) alt")
    }
    var mapSpokenNoBuses: String { say("No bus position is known", de: "Keine Busposition ist bekannt") }
    /// `map --follow` ended (Ctrl-C); where things stood follows.
    var mapFollowStopped: String { say("Stopped following the map.", de: "Karte wird nicht mehr verfolgt.") }
}

/// Which way one thing lies from another, in eight directions, as a sentence says it.
enum MapDirection: CaseIterable {
    case north, northEast, east, southEast, south, southWest, west, northWest

    /// The direction of a bearing in degrees clockwise from north.
    init(bearing: Double) {
        let index = Int(((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8
        self = Self.allCases[index]
    }
}
