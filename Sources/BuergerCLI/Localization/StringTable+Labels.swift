/// Table headers, the labels of `bus` and `config`, and the short messages of the read commands.
extension StringTable {
    var idHeader: String { say("ID", de: "NR.") }
    var stopHeader: String { say("STOP", de: "HALTESTELLE") }
    var linesHeader: String { say("LINES", de: "LINIEN") }
    var lineHeader: String { say("LINE", de: "LINIE") }
    var distanceHeader: String { say("DISTANCE", de: "ENTFERNUNG") }
    var departsHeader: String { say("DEPARTS", de: "ABFAHRT") }
    var expectedHeader: String { say("EXPECTED", de: "ERWARTET") }
    var delayHeader: String { say("DELAY", de: "VERSPÄTUNG") }
    var whenHeader: String { say("WHEN", de: "WANN") }
    var busHeader: String { say("BUS", de: "BUS") }
    var busesHeader: String { say("BUSES", de: "BUSSE") }
    var seatsHeader: String { say("SEATS", de: "PLÄTZE") }
    var stopsHeader: String { say("STOPS", de: "HALTESTELLEN") }
    var keyHeader: String { say("KEY", de: "EINSTELLUNG") }
    var valueHeader: String { say("VALUE", de: "WERT") }
    var sourceHeader: String { say("FROM", de: "HERKUNFT") }

    func noStopsMatch(_ search: String) -> String {
        say("No stops match '\(search)'.", de: "Keine Haltestelle passt zu '\(search)'.")
    }
    /// `stops --near` a position far from every stop.
    func nearestStopFarAway(distance: String, position: String) -> String {
        say(
            "The nearest stop is \(distance) from \(position): is the position right? Latitude comes first, "
                + "such as 49.4785,7.6405.",
            de: "Die nächste Haltestelle ist \(distance) von \(position) entfernt: stimmt die Position? Die Breite "
                + "kommt zuerst, etwa 49.4785,7.6405.")
    }
    var noStops: String { say("The server lists no stops.", de: "Der Server kennt keine Haltestellen.") }
    var noDepartures: String { say("No more departures today.", de: "Heute fährt hier kein Bus mehr.") }
    var noLines: String { say("The server lists no lines.", de: "Der Server kennt keine Linien.") }
    func busTitle(_ id: Int64) -> String { "Bus \(id)" }
    var lineLabel: String { say("Line", de: "Linie") }
    var colorLabel: String { say("Colour", de: "Farbe") }
    var numberPlateLabel: String { say("Number plate", de: "Kennzeichen") }
    var positionLabel: String { say("Position", de: "Position") }
    var noPosition: String { say("no position reported yet", de: "noch keine Position gemeldet") }
    // "Nächstgelegene", not "Nächste": beside "Nächste Halte" (where the bus goes next) it read as the next stop.
    var nearestStopLabel: String { say("Nearest stop", de: "Nächstgelegene Haltestelle") }
    func nearestStop(_ name: String, distance: String) -> String {
        say("\(name), \(distance) away", de: "\(name), \(distance) entfernt")
    }
    var mapLabel: String { say("Map", de: "Karte") }
    var photoLabel: String { say("Photo", de: "Foto") }
    var seatsLabel: String { say("Seats", de: "Plätze") }
    var routeLabel: String { say("Route", de: "Strecke") }
    var nextStopsLabel: String { say("Next stops", de: "Nächste Halte") }
    var noNextStops: String { say("none today", de: "heute keine mehr") }
    /// A next stop's estimated time where it differs from the timetable.
    func expectedAt(_ clock: String) -> String { say("expected \(clock)", de: "erwartet \(clock)") }
    func saved(_ key: String, _ value: String) -> String {
        say("Saved: \(key) = \(value)", de: "Gespeichert: \(key) = \(value)")
    }
    func removed(_ key: String) -> String { say("Removed: \(key)", de: "Entfernt: \(key)") }
    func notSet(_ key: String) -> String {
        say(
            "'\(key)' is not set; set it with 'buerger config set \(key) VALUE'.",
            de: "'\(key)' ist nicht gesetzt; setzen mit 'buerger config set \(key) WERT'.")
    }
    var notSetValue: String { say("(not set)", de: "(nicht gesetzt)") }
}
