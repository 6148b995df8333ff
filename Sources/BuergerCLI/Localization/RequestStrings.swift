import CitizenClient

/// The words of the request commands (`request-stop`, `status`, `requests`, `cancel`, `forget`), each
/// in both languages side by side. Kept apart from `StringTable` so the request commands grow
/// without touching it.
struct RequestStrings: LocalizedTable {
    let language: Language

    /// A state for a person: "accepted" / "angenommen"; other codes as "unknown (7)".
    func stateName(_ state: RequestState) -> String {
        switch state {
        case .pending: return say(state.name, de: "offen")
        case .accepted: return say(state.name, de: "angenommen")
        case .declined: return say(state.name, de: "abgelehnt")
        case .completed: return say(state.name, de: "erledigt")
        case .noShow: return say(state.name, de: "nicht erschienen")
        case .cancelled: return say(state.name, de: "storniert")
        case .unknown(let code): return say("unknown (\(code))", de: "unbekannt (\(code))")
        }
    }
    var unsentName: String { say("not sent yet", de: "noch nicht gesendet") }
    var withdrawnName: String { say("withdrawn", de: "zurückgezogen") }

    /// "at 07:30" today, "on 2026-11-24 at 07:30" on another day.
    func when(clock: String, otherDay: (year: Int, month: Int, day: Int)?) -> String {
        guard let day = otherDay else { return say("at \(clock)", de: "um \(clock)") }
        let (month, dayOfMonth) = (Self.two(day.month), Self.two(day.day))
        return say(
            "on \(day.year)-\(month)-\(dayOfMonth) at \(clock)", de: "am \(dayOfMonth).\(month).\(day.year) um \(clock)"
        )
    }
    func whenTomorrow(clock: String) -> String { say("tomorrow at \(clock)", de: "morgen um \(clock)") }
    func atStop(_ name: String) -> String { say("at \(name)", de: "an der Haltestelle \(name)") }
    func atLocation(latitude: String, longitude: String) -> String {
        say("at \(latitude), \(longitude)", de: "bei \(latitude), \(longitude)")
    }
    /// "at @zuhause (Lindenweg 2)": the saved place by its name, with the address the driver gets.
    func atSavedPlace(_ name: String, address: String?) -> String {
        let at = say("at \(name)", de: "bei \(name)")
        return address.map { at + " (\($0))" } ?? at
    }
    /// The help asked for when none was: said in the read-back.
    var noHelp: String { say("none", de: "keine") }
    var wayBackLabel: String { say("Way back: ", de: "Rückfahrt: ") }
    /// A landmark: "near Edeka-Markt".
    func near(_ stop: String) -> String { say("near \(stop)", de: "nahe \(stop)") }
    var somewhere: String {
        say("at a place the server did not send", de: "an einem Ort, den der Server nicht mitgeteilt hat")
    }

    /// "For Erna Schmidt, line: Pirmasens (1), 2 persons, help: wheelchair."
    func details(line: String?, persons: Int?, help: [String], name: String = "") -> String {
        var parts: [String] = []
        let name = name.trimmingCharacters(in: .whitespaces)
        if !name.isEmpty { parts.append(say("For \(name)", de: "Für \(name)")) }
        if let line {
            parts.append(
                parts.isEmpty ? say("Line: \(line)", de: "Linie: \(line)") : say("line: \(line)", de: "Linie: \(line)"))
        }
        if let persons { parts.append(self.persons(persons)) }
        if !help.isEmpty {
            // The help words stay the option words in JSON; a person reads them as words ("walking
            // aid", "Gehhilfe"), not as the option's spelling (a new user took "walking-aid" for a code).
            let shown = help.map { word in
                AssistanceNeed(rawValue: word).map { say($0.englishWord, de: $0.germanWord) } ?? word
            }
            parts.append(say("help: ", de: "Hilfe: ") + shown.joined(separator: ", "))
        }
        return parts.joined(separator: ", ") + "."
    }
    func persons(_ count: Int) -> String {
        count == 1 ? say("1 person", de: "1 Person") : say("\(count) persons", de: "\(count) Personen")
    }
    func wayBackFor(_ id: Int64) -> String { say("way back for \(id)", de: "Rückfahrt zu \(id)") }

    // `requests`
    var statusHeader: String { say("STATUS", de: "STATUS") }
    var pickUpHeader: String { say("PICK-UP", de: "ABHOLUNG") }
    var placeHeader: String { say("PLACE", de: "ORT") }
    var personsHeader: String { say("PERSONS", de: "PERSONEN") }
    /// Whom the driver picks up.
    var nameHeader: String { say("NAME", de: "NAME") }
    var noRequests: String { say("No requests from this device yet.", de: "Noch keine Anfragen von diesem Gerät.") }
    /// A run of a batch file that stopped before its last row (`UnfinishedBatch`): its callers of the
    /// rows not begun have no request anywhere. `begun`: when the run began, as a clock time.
    /// `kept`: its rows' requests the journal keeps unsent, `answerLost` of them sent without an
    /// answer; the same file run again sends them too (looking first where the answer was lost).
    func unfinishedBatch(file: String, begun: String, rowsNotBegun: Int, kept: Int, answerLost: Int = 0) -> String {
        let lead = say(
            "The file '\(file)' (begun \(begun)) was not filed to its end: ",
            de: "Die Datei „\(file)“ (begonnen \(begun)) wurde nicht zu Ende gestellt: ")
        let rows = say(
            rowsNotBegun == 1 ? "1 row is" : "\(rowsNotBegun) rows are",
            de: rowsNotBegun == 1 ? "1 Zeile ist" : "\(rowsNotBegun) Zeilen sind")
        guard kept > 0 else {
            return lead
                + say(
                    "\(rows) not filed. Run the same file again: it files the rest; rows already filed are not "
                        + "filed twice.",
                    de: "\(rows) nicht gestellt. Dieselbe Datei noch einmal ausführen: sie stellt die übrigen; schon "
                        + "gestellte Zeilen werden nicht doppelt gestellt.")
        }
        let requests = { (count: Int) in
            self.say(
                count == 1 ? "1 request is" : "\(count) requests are",
                de: count == 1 ? "1 Anfrage ist" : "\(count) Anfragen sind")
        }
        return lead + keptParts(kept: kept, answerLost: answerLost, requests: requests)
            + (rowsNotBegun > 0 ? say(", \(rows) not filed. ", de: ", \(rows) nicht gestellt. ") : ". ")
            + (rowsNotBegun > 0 ? sameFileSendsTheKept : sameFileSendsThem)
    }

    /// An interrupted batch run with rows not begun, and the one way to finish it: rows not begun are not
    /// journalled, so only the same file run again files them (and it sends the kept ones too);
    /// `requests --resume` alone would leave their callers without a ride.
    func stoppedBatch(kept: Int, notBegun: Int, answerLost: Int = 0) -> String {
        let rows = say(
            notBegun == 1 ? "1 more row" : "\(notBegun) more rows",
            de: notBegun == 1 ? "1 weitere Zeile" : "\(notBegun) weitere Zeilen")
        guard kept > 0 else {
            return say(
                "Stopped: \(rows) not filed. Run the same file again to file them; rows already filed are not filed twice.",
                de:
                    "Abgebrochen: \(rows) nicht gestellt. Dieselbe Datei noch einmal ausführen; schon gestellte Zeilen werden nicht doppelt gestellt."
            )
        }
        let requests = { (count: Int) in
            self.say(count == 1 ? "1 request" : "\(count) requests", de: count == 1 ? "1 Anfrage" : "\(count) Anfragen")
        }
        return say("Stopped: ", de: "Abgebrochen: ") + keptParts(kept: kept, answerLost: answerLost, requests: requests)
            + say(", \(rows) not filed. ", de: ", \(rows) nicht gestellt. ") + sameFileSendsTheKept
    }

    /// "1 request was sent, its answer lost (the server may have it), 2 kept but not sent yet": a row
    /// whose answer was lost said "kept but not sent yet" right under its own "sent, answer lost"
    /// (new-user trial). `requests` words the count of those kept unsent, with its verb where the
    /// sentence has one.
    private func keptParts(kept: Int, answerLost: Int, requests: (Int) -> String) -> String {
        let unsent = kept - answerLost
        var parts: [String] = []
        if answerLost > 0 {
            // Its own verb: "1 request is sent, the answer lost" read as a slip.
            parts.append(
                say(
                    answerLost == 1
                        ? "1 request was sent, its answer lost (the server may have it)"
                        : "\(answerLost) requests were sent, their answers lost (the server may have them)",
                    de: answerLost == 1
                        ? "1 Anfrage wurde gesendet, ohne Antwort (der Server hat sie vielleicht)"
                        : "\(answerLost) Anfragen wurden gesendet, ohne Antwort (der Server hat sie vielleicht)"))
        }
        if unsent > 0 {
            parts.append(
                requests(unsent) + say(" kept but not sent yet", de: " gespeichert, aber noch nicht gesendet"))
        }
        return parts.joined(separator: ", ")
    }

    private var sameFileSendsTheKept: String {
        say(
            "Run the same file again: it sends the kept ones and files the rest; rows already filed are not filed twice.",
            de:
                "Dieselbe Datei noch einmal ausführen: sie sendet die gespeicherten und stellt die übrigen; schon gestellte Zeilen werden nicht doppelt gestellt."
        )
    }

    /// Every row has a request: the kept ones are what is left.
    private var sameFileSendsThem: String {
        say(
            "Run the same file again: it sends the kept ones, looking first where an answer was lost; nothing is filed twice.",
            de:
                "Dieselbe Datei noch einmal ausführen: sie sendet die gespeicherten und sieht zuerst nach, wo eine Antwort ausblieb; nichts wird doppelt gestellt."
        )
    }

    /// "1 request was sent, but the server's answer was lost — …": a clerk told "not sent yet" of a
    /// ride the server may have would file it again by hand (new-user trial).
    func answerLostHint(_ count: Int) -> String {
        if count == 1 {
            return say(
                "1 request was sent, but the server's answer was lost — 'buerger requests --resume' looks "
                    + "whether it has it and sends it only if not",
                de: "1 Anfrage wurde gesendet, aber die Antwort des Servers blieb aus — 'buerger requests "
                    + "--resume' sieht nach, ob er sie hat, und sendet sie nur, wenn nicht")
        }
        return say(
            "\(count) requests were sent, but the server's answers were lost — 'buerger requests --resume' "
                + "looks whether it has them and sends only those it has not",
            de: "\(count) Anfragen wurden gesendet, aber die Antworten des Servers blieben aus — 'buerger "
                + "requests --resume' sieht nach, ob er sie hat, und sendet nur die fehlenden")
    }

    /// "2 requests were not sent yet — run 'buerger requests --resume'".
    func unsentHint(_ count: Int) -> String {
        if count == 1 {
            return say(
                "1 request was not sent yet — run 'buerger requests --resume'",
                de: "1 Anfrage wurde noch nicht gesendet — 'buerger requests --resume' ausführen")
        }
        return say(
            "\(count) requests were not sent yet — run 'buerger requests --resume'",
            de: "\(count) Anfragen wurden noch nicht gesendet — 'buerger requests --resume' ausführen")
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}

enum RequestWords {
    static func table(for language: Language) -> RequestStrings {
        RequestStrings(language: language)
    }

    /// A state's name in both languages, for messages built as `LocalizedText`; nil is "not sent yet".
    static func stateText(_ state: RequestState?) -> (english: String, german: String) {
        let english = RequestStrings(language: .english)
        let german = RequestStrings(language: .german)
        return (state.map(english.stateName) ?? english.unsentName, state.map(german.stateName) ?? german.unsentName)
    }
}
