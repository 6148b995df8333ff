/// Plain German for older citizens: short sentences, 24-hour times, "in 7 Min.", "8 von 10 Plätzen frei".
struct GermanStrings: StringTable {
    let usageLabel = "Aufruf:"
    func seeHelp(_ command: String) -> String { "Mehr dazu zeigt '\(command) --help'." }
    let missingCommand = "Es fehlt ein Befehl."
    func unknownCommand(_ name: String) -> String { "Unbekannter Befehl '\(name)'." }
    func unknownOption(_ name: String) -> String { "Unbekannte Option '\(name)'." }
    func didYouMean(_ suggestion: String) -> String { "Meinten Sie '\(suggestion)'?" }
    func missingValue(_ option: String) -> String { "Es fehlt ein Wert für '\(option)'." }
    func flagTakesNoValue(_ option: String, value: String) -> String {
        "Die Option '\(option)' nimmt keinen Wert, aber '\(value)' wurde angegeben."
    }
    func missingArgument(_ name: String) -> String { "Es fehlt das Argument '\(name)'." }
    func unexpectedArguments(_ values: [String]) -> String {
        values.count == 1 ? "Unerwartetes Argument \(Strings.quoted(values))."
            : "\(values.count) unerwartete Argumente: \(Strings.quoted(values))."
    }
    func invalidValue(_ value: String, for option: String) -> String {
        "Der Wert '\(value)' ist ungültig für '\(option)'"
    }
    func mutuallyExclusive(_ first: String, _ second: String) -> String {
        "'\(first)' und '\(second)' gehen nicht zusammen."
    }
    let expectedWholeNumber = "erwartet wird eine ganze Zahl ab 1"
    func unexpectedError(_ detail: String) -> String { "Unerwarteter Fehler: \(detail)" }

    let overviewHeading = "ÜBERSICHT:"
    let usageHeading = "AUFRUF:"
    let argumentsHeading = "ARGUMENTE:"
    let optionsHeading = "OPTIONEN:"
    let globalOptionsHeading = "ALLGEMEINE OPTIONEN:"
    let commandsHeading = "BEFEHLE:"
    let examplesHeading = "BEISPIELE:"
    func defaultValue(_ value: String) -> String { "Standard: \(value)" }
    func allowedValues(_ values: [String]) -> String { "Werte: \(values.joined(separator: ", "))" }
    let seeCommandHelp = "Ausführliche Hilfe zeigt 'buerger help <Befehl>'."
    let globalOptionsHint = "Allgemeine Optionen wie --json, --plain und --lang zeigt 'buerger --help'."
    let programAbstract = "Der Bürgerbus Weilerbach im Terminal: Haltestellen, Abfahrten, Busse und Linien."

    func relativeMinutes(_ minutes: Int) -> String {
        if minutes == 0 { return "jetzt" }
        let amount = abs(minutes) < 60 ? "\(abs(minutes)) Min."
            : "\(abs(minutes) / 60) Std." + (abs(minutes) % 60 == 0 ? "" : " \(abs(minutes) % 60) Min.")
        return minutes > 0 ? "in \(amount)" : "vor \(amount)"
    }
    func otherDay(_ clock: String, daysAhead: Int, weekday: Int) -> String {
        if daysAhead == 1 { return "morgen \(clock)" }
        let names = ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."]
        return (names.indices.contains(weekday - 1) ? names[weekday - 1] : "") + " \(clock)"
    }
    func delay(_ minutes: Int) -> String {
        if minutes == 0 { return "pünktlich" }
        return minutes > 0 ? "+\(minutes) Min." : "\(-minutes) Min. früher"
    }
    func distance(meters: Int) -> String {
        meters < 1000 ? "\(meters) m" : "\(NumberText.decimal(Double(meters) / 1000, separator: ",")) km"
    }
    func seatsFree(_ free: Int, of total: Int) -> String {
        total == 1 ? "\(free) von 1 Platz frei" : "\(free) von \(total) Plätzen frei"
    }
    let seatsUnknown = "Plätze unbekannt"
    let almostFull = "fast voll"
    let full = "voll"
    func seatsFreeShort(_ free: Int, of total: Int) -> String { "\(free)/\(total) frei" }
    let seatsNowNote = "* Freie Plätze im Moment: Der Bus ist noch nicht auf dieser Fahrt."
    let unknownValue = "unbekannt"

    let idHeader = "NR."
    let stopHeader = "HALTESTELLE"
    let linesHeader = "LINIEN"
    let lineHeader = "LINIE"
    let distanceHeader = "ENTFERNUNG"
    let departsHeader = "ABFAHRT"
    let expectedHeader = "ERWARTET"
    let delayHeader = "VERSPÄTUNG"
    let whenHeader = "WANN"
    let busHeader = "BUS"
    let busesHeader = "BUSSE"
    let seatsHeader = "PLÄTZE"
    let stopsHeader = "HALTESTELLEN"
    let keyHeader = "EINSTELLUNG"
    let valueHeader = "WERT"
    let sourceHeader = "HERKUNFT"

    func noStopsMatch(_ search: String) -> String { "Keine Haltestelle passt zu '\(search)'." }
    let noStops = "Der Server kennt keine Haltestellen."
    let noDepartures = "Heute fährt hier kein Bus mehr."
    let noLines = "Der Server kennt keine Linien."
    func busTitle(_ id: Int64) -> String { "Bus \(id)" }
    let lineLabel = "Linie"
    let colorLabel = "Farbe"
    let numberPlateLabel = "Kennzeichen"
    let positionLabel = "Position"
    let noPosition = "noch keine Position gemeldet"
    let nearestStopLabel = "Nächste Haltestelle"
    func nearestStop(_ name: String, distance: String) -> String { "\(name), \(distance) entfernt" }
    let mapLabel = "Karte"
    let photoLabel = "Foto"
    let seatsLabel = "Plätze"
    let routeLabel = "Strecke"
    let nextStopsLabel = "Nächste Halte"
    let noNextStops = "heute keine mehr"
    func expectedAt(_ clock: String) -> String { "erwartet \(clock)" }
    func saved(_ key: String, _ value: String) -> String { "Gespeichert: \(key) = \(value)" }
    func removed(_ key: String) -> String { "Entfernt: \(key)" }
    func notSet(_ key: String) -> String { "'\(key)' ist nicht gesetzt; setzen mit 'buerger config set \(key) WERT'." }
    let notSetValue = "(nicht gesetzt)"

    func watchBus(_ id: Int64, line: String?) -> String {
        guard let line, !line.isEmpty else { return "Bus \(id)" }
        let named = line.lowercased().hasPrefix("lin") ? line : "Linie \(line)"
        return "Bus \(id) (\(named))"
    }
    func watchDelay(_ bus: String, stop: String, minutes: Int) -> String {
        if minutes > 0 { return "\(bus) ist jetzt etwa \(minutes) Min. zu spät an \(stop)" }
        if minutes < 0 { return "\(bus) ist jetzt etwa \(-minutes) Min. zu früh an \(stop)" }
        return "\(bus) ist jetzt pünktlich an \(stop)"
    }
    func watchSkippedStop(_ bus: String, stop: String) -> String { "\(bus) hat an \(stop) nicht gehalten" }
    func watchAlmostFull(_ bus: String) -> String { "\(bus) ist fast voll" }
    func watchFull(_ bus: String) -> String { "\(bus) ist voll: kein Platz frei" }
    func watchPositionLost(_ bus: String) -> String { "\(bus) meldet seinen Standort nicht mehr" }
    func watchPositionBack(_ bus: String) -> String { "\(bus) meldet seinen Standort wieder" }
    let watchNetworkLost = "Der Server ist nicht erreichbar; es wird weiter versucht"
    let watchNetworkBack = "Der Server ist wieder erreichbar"
    func watchStarted(_ subject: String, everySeconds: Int) -> String {
        "Beobachte \(subject), alle \(everySeconds) Sekunden. Änderungen erscheinen unten; Strg-C beendet."
    }
    func watchStopSubject(_ name: String) -> String { "die Haltestelle \(name)" }
}
