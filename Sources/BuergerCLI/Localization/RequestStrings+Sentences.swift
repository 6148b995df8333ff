import CitizenClient

/// The one-sentence answers about a request and what happens next.
extension RequestStrings {
    /// "Request 10000003 is accepted: bus 2 picks you up at 07:30 at Kirche." For a caller's request
    /// (`forCaller`: a row of a batch, filed by the office for someone who rang) it says neither
    /// "your" nor "you": "bus 2 comes for the pick-up at 07:30 at Kirche".
    func sentence(
        id: Int64, state: RequestState, bus: Int64?, when: String, place: String, forCaller: Bool = false
    ) -> String {
        let busText = say(bus.map { "bus \($0)" } ?? "a bus", de: bus.map { "Bus \($0)" } ?? "ein Bus")
        let request = requestLabel(id, forCaller: forCaller)
        switch state {
        case .pending:
            return say(
                "\(request) is pending: pick-up wanted \(when) \(place).",
                de: "\(request) ist noch offen: Abholung gewünscht \(when) \(place).")
        case .accepted where forCaller:
            return say(
                "\(request) is accepted: \(busText) comes for the pick-up \(when) \(place).",
                de: "\(request) ist angenommen: \(busText) kommt zur Abholung \(when) \(place).")
        case .accepted:
            return say(
                "\(request) is accepted: \(busText) picks you up \(when) \(place).",
                de: "\(request) ist angenommen: \(busText) holt Sie \(when) \(place) ab.")
        case .declined where forCaller:
            return say(
                "\(request) was declined: no bus can come for the pick-up \(when) \(place).",
                de: "\(request) wurde abgelehnt: kein Bus kann zur Abholung \(when) \(place) kommen.")
        case .declined:
            return say(
                "\(request) was declined: no bus can pick you up \(when) \(place).",
                de: "\(request) wurde abgelehnt: kein Bus kann Sie \(when) \(place) abholen.")
        case .completed where forCaller:
            return say(
                "\(request) is completed: \(busText) made the pick-up \(when) \(place).",
                de: "\(request) ist erledigt: \(busText) hat \(when) \(place) abgeholt.")
        case .completed:
            return say(
                "\(request) is completed: \(busText) picked you up \(when) \(place).",
                de: "\(request) ist erledigt: \(busText) hat Sie \(when) \(place) abgeholt.")
        case .noShow:
            return say(
                "\(request) is marked no-show: \(busText) came \(when) \(place), but nobody got on.",
                de: "\(request) ist als nicht erschienen vermerkt: \(busText) war \(when) \(place) da, "
                    + "aber niemand ist eingestiegen.")
        case .cancelled:
            return say(
                "\(request) is cancelled (pick-up was \(when) \(place)).",
                de: "\(request) ist storniert (Abholung war \(when) \(place)).")
        case .unknown:
            return say(
                "\(request) is in a state buerger does not know, \(stateName(state)): pick-up \(when) \(place).",
                de: "\(request) hat einen Zustand, den buerger nicht kennt, \(stateName(state)): "
                    + "Abholung \(when) \(place).")
        }
    }

    /// A cancelled request whose pick-up is still ahead: "the pick-up … will not take place", never "was".
    func cancelledAheadSentence(id: Int64, when: String, place: String, forCaller: Bool = false) -> String {
        let request = requestLabel(id, forCaller: forCaller)
        return say(
            "\(request) is cancelled: the pick-up \(when) \(place) will not take place.",
            de: "\(request) ist storniert: Die Abholung \(when) \(place) entfällt.")
    }

    /// "Ihre Anfrage 10000003" to the person who asked; "Anfrage 10000003" for a caller's request.
    private func requestLabel(_ id: Int64, forCaller: Bool) -> String {
        forCaller ? say("Request \(id)", de: "Anfrage \(id)") : say("Request \(id)", de: "Ihre Anfrage \(id)")
    }

    /// A journal entry this version cannot read.
    var notReadableSentence: String {
        say(
            "A request in the journal is not readable by this version of buerger: it is kept as it is and never sent.",
            de:
                "Eine Anfrage im Journal ist für diese Version von buerger nicht lesbar: sie bleibt, wie sie ist, und wird nie gesendet."
        )
    }
    var notReadableNextStep: String {
        say(
            "A newer buerger may have written it; that version shows it.",
            de: "Vielleicht hat ein neueres buerger sie geschrieben; diese Version zeigt sie.")
    }
    var notReadableName: String { say("not readable", de: "nicht lesbar") }

    /// What a yes will send, read back before it is sent.
    func readBackSentence(when: String, place: String) -> String {
        say("Pick-up \(when) \(place).", de: "Abholung \(when) \(place).")
    }

    func unsentSentence(when: String, place: String) -> String {
        say(
            "Request not sent yet: pick-up \(when) \(place).",
            de: "Anfrage noch nicht gesendet: Abholung \(when) \(place).")
    }

    func withdrawnSentence(when: String, place: String) -> String {
        say(
            "Request withdrawn, never sent: pick-up \(when) \(place).",
            de: "Anfrage zurückgezogen, nie gesendet: Abholung \(when) \(place).")
    }

    /// What happens next, for a person; nil when nothing more will happen. `atDoor`: the bus comes
    /// to the person's own place rather than a stop. `forCaller`: a request the office filed for
    /// someone who rang; the clerk reads it, and the passenger is to be ready, not "you".
    func nextStep(id: Int64, state: RequestState, atDoor: Bool = false, forCaller: Bool = false) -> String? {
        switch state {
        case .accepted where forCaller:
            return say(
                "The passenger should be ready \(atDoor ? "at the door " : "")a few minutes early. To cancel: "
                    + "'buerger cancel \(id)'.",
                de: "Die Person sollte ein paar Minuten vorher \(atDoor ? "an der Tür " : "")bereit sein. Absagen: "
                    + "'buerger cancel \(id)'.")
        case .pending:
            return say(
                "The drivers have not answered yet. Follow it with 'buerger status \(id) --wait'.",
                de: "Die Fahrer haben noch nicht geantwortet. Verfolgen mit 'buerger status \(id) --wait'.")
        case .accepted where atDoor:
            return say(
                "Please be ready at the door a few minutes early. To cancel: 'buerger cancel \(id)'.",
                de: "Bitte seien Sie ein paar Minuten vorher an der Tür bereit. Absagen: 'buerger cancel \(id)'.")
        case .accepted:
            return say(
                "Please be there a few minutes early. To cancel: 'buerger cancel \(id)'.",
                de: "Bitte seien Sie ein paar Minuten vorher da. Absagen: 'buerger cancel \(id)'.")
        case .declined:
            return say(
                "Try another time, or call the community office.",
                de: "Versuchen Sie eine andere Zeit oder rufen Sie die Gemeindeverwaltung an.")
        case .noShow:
            return say(
                "If this is wrong, call the community office.",
                de: "Wenn das nicht stimmt, rufen Sie bitte die Gemeindeverwaltung an.")
        case .completed, .cancelled:
            return nil
        case .unknown:
            return say(
                "Ask the community office what this state means.",
                de: "Fragen Sie die Gemeindeverwaltung, was dieser Zustand bedeutet.")
        }
    }
    /// While `--wait` follows a pending request.
    var waitingForDrivers: String {
        say(
            "Waiting for the drivers' answer, looking every 5 to 10 seconds; Ctrl-C stops waiting (the request stays).",
            de:
                "Warte auf die Antwort der Fahrer, alle 5 bis 10 Sekunden; Strg-C beendet das Warten (die Anfrage bleibt)."
        )
    }
    var unsentNextStep: String {
        say(
            "It is saved and will be sent by 'buerger requests --resume'.",
            de: "Sie ist gespeichert und wird mit 'buerger requests --resume' gesendet.")
    }

    /// Sent, its answer lost: the server may have it (`RequestView.Standing.answerLost`). Never "not
    /// sent": a clerk told so would file it again by hand.
    var answerLostName: String { say("sent, answer lost", de: "gesendet, ohne Antwort") }
    func answerLostSentence(when: String, place: String) -> String {
        say(
            "Request sent, but the server's answer was lost; it may have it: pick-up \(when) \(place).",
            de: "Anfrage gesendet, aber die Antwort des Servers blieb aus; er hat sie vielleicht: "
                + "Abholung \(when) \(place).")
    }
    var answerLostNextStep: String {
        say(
            "'buerger requests' shows whether the server has it; 'buerger requests --resume' sends it only if not. "
                + "Please do not file it again by hand.",
            de: "'buerger requests' zeigt, ob der Server sie hat; 'buerger requests --resume' sendet sie nur, wenn "
                + "nicht. Bitte nicht von Hand neu stellen.")
    }

    /// A request the journal knows as stored while the server cannot be asked (`requests` offline).
    var stateUnknownName: String { say("sent, state unknown", de: "gesendet, Stand unbekannt") }
    func stateUnknownSentence(id: Int64, when: String, place: String) -> String {
        say(
            "Request \(id) was sent; its state cannot be read while the server is away: pick-up \(when) \(place).",
            de: "Anfrage \(id) wurde gesendet; ihr Stand ist nicht abrufbar, solange der Server weg ist: "
                + "Abholung \(when) \(place).")
    }
    func stateUnknownNextStep(id: Int64) -> String {
        say(
            "Look again with 'buerger status \(id)' once the server answers.",
            de: "Erneut nachsehen mit 'buerger status \(id)', sobald der Server antwortet.")
    }

    /// A request kept as typed while the server was away, and one that failed its check later.
    var waitingName: String { say("waiting for the server", de: "wartet auf den Server") }
    var refusedName: String { say("not sent: failed its check", de: "nicht gesendet: Prüfung fehlgeschlagen") }
    func waitingSentence(when: String, place: String) -> String {
        say(
            "Request waiting for the server: pick-up wanted \(when) \(place); it is checked and sent once the server answers.",
            de: "Anfrage wartet auf den Server: Abholung gewünscht \(when) \(place); sie wird geprüft und gesendet, "
                + "sobald der Server antwortet.")
    }
    func refusedSentence(reason: String?) -> String {
        say("Request not sent: ", de: "Anfrage nicht gesendet: ")
            + (reason
                ?? say(
                    "it did not pass its check once the server answered.",
                    de: "sie hat die Prüfung nicht bestanden, als der Server antwortete."))
    }
    var waitingNextStep: String {
        say(
            "It is kept and will be checked and sent by 'buerger requests --resume' once the server answers.",
            de: "Sie ist gespeichert und wird mit 'buerger requests --resume' geprüft und gesendet, "
                + "sobald der Server antwortet.")
    }
    /// A request the server refused: sent, never stored, not sent again.
    var refusedByServerName: String { say("refused by the server", de: "vom Server abgelehnt") }
    func refusedByServerSentence(when: String, place: String) -> String {
        say(
            "Request refused by the server, not stored: pick-up wanted \(when) \(place).",
            de: "Anfrage vom Server abgelehnt, nicht gespeichert: Abholung gewünscht \(when) \(place).")
    }
    var refusedByServerNextStep: String {
        say(
            "It is not sent again. Ask again with the details corrected: 'buerger request-stop …'.",
            de:
                "Sie wird nicht noch einmal gesendet. Bitte mit berichtigten Angaben neu anfragen: 'buerger request-stop …'."
        )
    }
    var refusedNextStep: String {
        say(
            "Nothing was sent. Ask again with the details corrected: 'buerger request-stop …'.",
            de: "Es wurde nichts gesendet. Bitte mit berichtigten Angaben neu anfragen: 'buerger request-stop …'.")
    }
    /// Said when a request goes out with no name (no terminal to ask at, none saved).
    var sentWithoutName: String {
        say(
            "No name is given: the driver will not know whom to pick up. Add --name, or save yours once "
                + "with 'buerger config set name \"…\"'.",
            de: "Kein Name angegeben: Der Fahrer weiß nicht, wen er abholt. Mit --name angeben oder einmal "
                + "speichern mit 'buerger config set name \"…\"'.")
    }
    /// Said when `request-stop` keeps a request as typed: the server is away and nothing is saved.
    var keptAsTyped: String {
        say(
            "The server cannot be reached and its stops and lines are not saved here yet: the request is kept as "
                + "typed, and checked and sent as soon as the server answers.",
            de: "Der Server ist nicht erreichbar und seine Haltestellen und Linien sind hier noch nicht gespeichert: "
                + "die Anfrage wird so gespeichert, wie sie eingegeben wurde, und geprüft und gesendet, "
                + "sobald der Server antwortet.")
    }
}
