import CitizenClient

struct GermanRequestStrings: RequestStrings {
    func stateName(_ state: RequestState) -> String {
        switch state {
        case .pending: return "offen"
        case .accepted: return "angenommen"
        case .declined: return "abgelehnt"
        case .completed: return "erledigt"
        case .noShow: return "nicht erschienen"
        case .cancelled: return "storniert"
        case .unknown(let code): return "unbekannt (\(code))"
        }
    }

    let unsentName = "noch nicht gesendet"

    func when(clock: String, otherDay: (year: Int, month: Int, day: Int)?) -> String {
        guard let day = otherDay else { return "um \(clock)" }
        return "am \(Self.two(day.day)).\(Self.two(day.month)).\(day.year) um \(clock)"
    }

    func atStop(_ name: String) -> String { "an der Haltestelle \(name)" }
    func atLocation(latitude: String, longitude: String) -> String { "bei \(latitude), \(longitude)" }
    let somewhere = "an einem Ort, den der Server nicht mitgeteilt hat"

    func sentence(id: Int64, state: RequestState, bus: Int64?, when: String, place: String) -> String {
        let busText = bus.map { "Bus \($0)" } ?? "ein Bus"
        switch state {
        case .pending:
            return "Ihre Anfrage \(id) ist noch offen: Abholung gewünscht \(when) \(place)."
        case .accepted:
            return "Ihre Anfrage \(id) ist angenommen: \(busText) holt Sie \(when) \(place) ab."
        case .declined:
            return "Ihre Anfrage \(id) wurde abgelehnt: kein Bus kann Sie \(when) \(place) abholen."
        case .completed:
            return "Ihre Anfrage \(id) ist erledigt: \(busText) hat Sie \(when) \(place) abgeholt."
        case .noShow:
            return "Ihre Anfrage \(id) ist als nicht erschienen vermerkt: \(busText) war \(when) \(place) da, "
                + "aber niemand ist eingestiegen."
        case .cancelled:
            return "Ihre Anfrage \(id) ist storniert (Abholung war \(when) \(place))."
        case .unknown:
            return "Ihre Anfrage \(id) hat einen Zustand, den buerger nicht kennt, \(stateName(state)): "
                + "Abholung \(when) \(place)."
        }
    }

    func cancelledAheadSentence(id: Int64, when: String, place: String) -> String {
        "Ihre Anfrage \(id) ist storniert: Die Abholung \(when) \(place) entfällt."
    }

    func unsentSentence(when: String, place: String) -> String {
        "Anfrage noch nicht gesendet: Abholung \(when) \(place)."
    }

    func details(line: String?, persons: Int?, help: [String]) -> String {
        var parts: [String] = []
        if let line { parts.append("Linie: \(line)") }
        if let persons { parts.append(self.persons(persons)) }
        if !help.isEmpty { parts.append("Hilfe: " + help.map(Self.helpWord).joined(separator: ", ")) }
        return parts.joined(separator: ", ") + "."
    }

    func persons(_ count: Int) -> String { count == 1 ? "1 Person" : "\(count) Personen" }

    func nextStep(id: Int64, state: RequestState) -> String? {
        switch state {
        case .pending:
            return "Die Fahrer haben noch nicht geantwortet. Verfolgen mit 'buerger status \(id) --wait'."
        case .accepted:
            return "Bitte seien Sie ein paar Minuten vorher da. Absagen: 'buerger cancel \(id)'."
        case .declined:
            return "Versuchen Sie eine andere Zeit oder rufen Sie die Gemeindeverwaltung an."
        case .noShow:
            return "Wenn das nicht stimmt, rufen Sie bitte die Gemeindeverwaltung an."
        case .completed, .cancelled:
            return nil
        case .unknown:
            return "Fragen Sie die Gemeindeverwaltung, was dieser Zustand bedeutet."
        }
    }

    let unsentNextStep = "Sie ist gespeichert und wird mit 'buerger requests --resume' gesendet."
    let stateUnknownName = "gesendet, Stand unbekannt"
    func stateUnknownSentence(id: Int64, when: String, place: String) -> String {
        "Anfrage \(id) wurde gesendet; ihr Stand ist nicht abrufbar, solange der Server weg ist: Abholung \(when) \(place)."
    }
    func stateUnknownNextStep(id: Int64) -> String { "Erneut nachsehen mit 'buerger status \(id)', sobald der Server antwortet." }
    let waitingName = "wartet auf den Server"
    let refusedName = "nicht gesendet: Prüfung fehlgeschlagen"
    func waitingSentence(when: String, place: String) -> String {
        "Anfrage wartet auf den Server: Abholung gewünscht \(when) \(place); sie wird geprüft und gesendet, sobald der Server antwortet."
    }
    func refusedSentence(reason: String?) -> String {
        "Anfrage nicht gesendet: " + (reason ?? "sie hat die Prüfung nicht bestanden, als der Server antwortete.")
    }
    let waitingNextStep = "Sie ist gespeichert und wird mit 'buerger requests --resume' geprüft und gesendet, sobald der Server antwortet."
    let refusedNextStep = "Es wurde nichts gesendet. Bitte mit berichtigten Angaben neu anfragen: 'buerger request-stop …'."
    let keptAsTyped = "Der Server ist nicht erreichbar und seine Haltestellen und Linien sind hier noch nicht gespeichert: die Anfrage wird so gespeichert, wie sie eingegeben wurde, und geprüft und gesendet, sobald der Server antwortet."
    func wayBackFor(_ id: Int64) -> String { "Rückfahrt zu \(id)" }

    let statusHeader = "STATUS"
    let pickUpHeader = "ABHOLUNG"
    let placeHeader = "ORT"
    let personsHeader = "PERSONEN"
    let noRequests = "Noch keine Anfragen von diesem Gerät."

    func unsentHint(_ count: Int) -> String {
        let subject = count == 1 ? "1 Anfrage wurde" : "\(count) Anfragen wurden"
        return "\(subject) noch nicht gesendet — 'buerger requests --resume' ausführen"
    }

    /// The help words stay the option words in JSON; a person reads them in German.
    private static func helpWord(_ word: String) -> String {
        AssistanceNeed(rawValue: word)?.germanWord ?? word
    }

    func watchState(id: Int64, state: RequestState, bus: Int64?) -> String {
        let busText = bus.map { "Bus \($0)" } ?? "ein Bus"
        switch state {
        case .pending: return "Ihre Anfrage \(id) wartet auf die Antwort eines Fahrers"
        case .accepted: return "Ihre Anfrage \(id) wurde von \(bus.map { "Bus \($0)" } ?? "einem Bus") angenommen"
        case .declined: return "Ihre Anfrage \(id) wurde abgelehnt"
        case .completed: return "Ihre Anfrage \(id) ist erledigt: \(busText) hat Sie abgeholt"
        case .noShow: return "Ihre Anfrage \(id) ist als nicht erschienen vermerkt: niemand ist in \(busText) eingestiegen"
        case .cancelled: return "Ihre Anfrage \(id) wurde storniert"
        case .unknown: return "Ihre Anfrage \(id) hat jetzt einen Zustand, den buerger nicht kennt: \(stateName(state))"
        }
    }

    func watchReminder(minutes: Int, place: String) -> String {
        switch minutes {
        case ...0: return "Abholung jetzt \(place)"
        case 1: return "Abholung in 1 Minute \(place)"
        default: return "Abholung in \(minutes) Minuten \(place)"
        }
    }

    func watchGone(id: Int64) -> String { "Ihre Anfrage \(id) ist nicht mehr auf dem Server" }

    func watchStarted(id: Int64) -> String {
        "Verfolge Anfrage \(id), alle 5 bis 10 Sekunden. Änderungen erscheinen unten; Strg-C beendet."
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
