import CitizenClient

/// The next step for each `RequestProblem` (issue 6 §2). A problem with the way back names the
/// way back's own options (`--return-at`, `--return-from`), because `--time` and `--at` would
/// change the way there.
extension RequestProblem {
    public func suggestion(in language: Language) -> String? {
        advice(in: language, wayBack: false)
    }

    /// The hint for a person answering a question of the dialogue: only the advice that is in words.
    /// Advice in options or commands ("--line ID", "'buerger stops'") is what the question itself
    /// replaces, so it is nil there; decided per case, never by looking into the words.
    func dialogueHint(in language: Language) -> String? {
        switch self {
        case .timeInPast(_, .some):
            // Asked at the time question: a yes takes tomorrow at that time (`RequestPlanning`).
            return LocalizedText(
                "Did you mean tomorrow? Answer yes, or give another time.",
                de: "Meinten Sie morgen? Antworten Sie „ja“, oder nennen Sie eine andere Zeit."
            ).text(in: language)
        case .nonexistentTime, .beyondHorizon, .outsideServiceHours,
            .personsOutOfRange(_, .some), .unsafeText:
            return suggestion(in: language)
        case .unknownPlace:
            // Asked in the dialogue ("zu Hause" with nothing saved): what to answer now, and how the
            // door is saved for next time.
            return LocalizedText(
                "Give a stop near you now; 'buerger config init' saves your home for next time.",
                de: "Nennen Sie jetzt eine Haltestelle in Ihrer Nähe; 'buerger config init' speichert Ihr Zuhause "
                    + "für das nächste Mal."
            ).text(in: language)
        default:
            return nil
        }
    }

    private func advice(in language: Language, wayBack: Bool) -> String {
        let timeOption = wayBack ? "--return-at" : "--time"
        switch self {
        case .missingPlace:
            return LocalizedText(
                "Example: buerger request-stop --stop Kirche --time 09:30; 'buerger stops' lists the stops.",
                de: "Beispiel: buerger request-stop --stop Kirche --time 09:30; 'buerger stops' zeigt die Haltestellen."
            ).text(in: language)
        case .twoPlaces:
            return LocalizedText(
                "Keep --stop for a stop, or --at for a place that is no stop.",
                de: "Behalten Sie --stop für eine Haltestelle oder --at für einen Ort ohne Haltestelle."
            ).text(in: language)
        case .stop(let error):
            return error.suggestion(in: language)
                ?? LocalizedText(
                    "List all stops with 'buerger stops'.",
                    de: "Alle Haltestellen zeigt 'buerger stops'."
                ).text(in: language)
        case .stopWithoutPosition:
            let option = wayBack ? "--return-from" : "--at"
            return LocalizedText(
                "Give the place as \(option) LAT,LON instead, or choose another stop ('buerger stops').",
                de:
                    "Geben Sie den Ort stattdessen als \(option) BREITE,LÄNGE an oder wählen Sie eine andere Haltestelle ('buerger stops')."
            ).text(in: language)
        case .invalidCoordinate, .coordinateOutOfRange:
            let option = wayBack ? "--return-from" : "--at"
            return LocalizedText(
                "Write the latitude first, then a comma and the longitude, with points: \(option) 49.2093,7.6014.",
                de:
                    "Schreiben Sie zuerst die Breite, dann ein Komma und die Länge, mit Punkten: \(option) 49.2093,7.6014."
            ).text(in: language)
        case .lineLooksLikeFormula:
            return LocalizedText(
                "Give the line's number or name as 'buerger lines' shows it, e.g. --line 1; "
                    + "in a spreadsheet, store the line column as text, without '=', '+', '-' or '@' in front.",
                de: "Geben Sie Nummer oder Namen der Linie an, wie 'buerger lines' sie zeigt, z. B. --line 1; "
                    + "in einer Tabellenkalkulation die Linienspalte als Text speichern, ohne '=', '+', '-' oder '@' davor."
            ).text(in: language)
        case .unknownLine, .ambiguousLine, .lineWithoutTimetable:
            return LocalizedText("List the lines with 'buerger lines'.", de: "Die Linien zeigt 'buerger lines'.").text(
                in: language)
        case .lineUndecided where wayBack:
            // No option picks the way back's line: it follows from the place, or is chosen at a terminal.
            return LocalizedText(
                "Start the way back at a stop of the line you came on, "
                    + "or run the command at a terminal to choose the line.",
                de: "Beginnen Sie den Rückweg an einer Haltestelle der Linie des Hinwegs "
                    + "oder rufen Sie den Befehl an einem Terminal auf, um die Linie zu wählen."
            ).text(in: language)
        case .lineUndecided(let choices, _) where choices.isEmpty:
            return LocalizedText(
                "List the lines with 'buerger lines' and choose one with --line ID.",
                de: "Die Linien zeigt 'buerger lines'; wählen Sie eine mit --line NUMMER."
            ).text(in: language)
        case .lineUndecided:
            return LocalizedText("Choose one with --line ID.", de: "Wählen Sie eine mit --line NUMMER.").text(
                in: language)
        case .unknownPlace(let text):
            let name = text.hasPrefix("@") ? String(text.dropFirst()) : text
            return LocalizedText(
                "Save it with 'buerger config place \(name) LAT,LON'; 'buerger config' lists the saved ones.",
                de:
                    "Speichern mit 'buerger config place \(name) BREITE,LÄNGE'; 'buerger config' zeigt die gespeicherten."
            ).text(in: language)
        case .farFromRoutes:
            return LocalizedText(
                "Check the position (latitude first, such as 49.4832,7.6385), or give a stop with \(wayBack ? "--return-from" : "--stop").",
                de:
                    "Prüfen Sie die Position (Breite zuerst, etwa 49.4832,7.6385), oder geben Sie eine Haltestelle mit \(wayBack ? "--return-from" : "--stop") an."
            ).text(in: language)
        case .missingTime:
            return LocalizedText(
                "Example: \(timeOption) 09:30, or \(timeOption) +45m for in 45 minutes.",
                de: "Beispiel: \(timeOption) 09:30 oder \(timeOption) +45m für in 45 Minuten."
            ).text(in: language)
        case .invalidTime:
            return LocalizedText(
                "Write it as 09:30, \"tomorrow 9:30\" or \"in 45 min\", such as \(timeOption) \"tomorrow 9:30\".",
                de: "Schreiben Sie etwa 09:30, „morgen 9:30“ oder „in 45 Minuten“, so: \(timeOption) \"morgen 9:30\"."
            ).text(in: language)
        case .nonexistentTime:
            return LocalizedText(
                "Choose a time outside the skipped hour, such as one hour later.",
                de: "Wählen Sie eine Zeit außerhalb der übersprungenen Stunde, etwa eine Stunde später."
            ).text(in: language)
        case .timeInPast(_, let tomorrow?):
            let clock = tomorrow.split(separator: "T").last.map(String.init) ?? tomorrow
            return LocalizedText(
                "Did you mean tomorrow? Use \"tomorrow \(clock)\" or \(tomorrow).",
                de: "Meinten Sie morgen? Geben Sie „morgen \(clock)“ oder \(tomorrow) an."
            ).text(in: language)
        case .beyondHorizon:
            return LocalizedText(
                "Ask again nearer the day, or check the year.",
                de: "Fragen Sie näher am Tag noch einmal, oder prüfen Sie das Jahr."
            ).text(in: language)
        case .timeInPast, .notInFuture:
            return LocalizedText(
                "Give a later time, such as \(timeOption) +30m, or a date such as 2026-11-24T09:30.",
                de: "Geben Sie eine spätere Zeit an, etwa \(timeOption) +30m, oder ein Datum wie 2026-11-24T09:30."
            ).text(in: language)
        case .outsideServiceHours:
            return LocalizedText(
                "Choose a time within the service hours.", de: "Wählen Sie eine Zeit innerhalb der Betriebszeit."
            ).text(in: language)
        case .invalidPersons:
            return LocalizedText(
                "Give the number in digits, such as --persons 2.",
                de: "Geben Sie die Zahl in Ziffern an, etwa --persons 2."
            ).text(in: language)
        case .personsOutOfRange(_, let capacity?):
            return LocalizedText(
                "Give a number from 1 to \(capacity); for a larger group, ask the Bürgerbus office.",
                de:
                    "Geben Sie eine Zahl von 1 bis \(capacity) an; für eine größere Gruppe fragen Sie das Bürgerbus-Büro."
            ).text(in: language)
        case .personsOutOfRange:
            return LocalizedText(
                "Give at least one person, such as --persons 1.",
                de: "Geben Sie mindestens eine Person an, etwa --persons 1."
            ).text(in: language)
        case .unknownHelpWord:
            return LocalizedText(
                "Use the words above with --help-with, several separated by commas: --help-with luggage,wheelchair.",
                de:
                    "Verwenden Sie die Wörter oben mit --help-with, mehrere durch Kommas getrennt: --help-with Gepäck,Rollstuhl."
            ).text(in: language)
        case .unsafeText:
            return LocalizedText(
                "Leave that part out or write it differently.",
                de: "Lassen Sie diesen Teil weg oder schreiben Sie ihn anders."
            ).text(in: language)
        case .returnPlaceMissing:
            return LocalizedText(
                "Example: --return-at 12:00 --return-from Kirche (a stop, or LAT,LON).",
                de: "Beispiel: --return-at 12:00 --return-from Kirche (eine Haltestelle oder BREITE,LÄNGE)."
            ).text(in: language)
        case .returnTimeMissing:
            return LocalizedText(
                "Example: --return-from Kirche --return-at 12:00 (or +3h after the pick-up).",
                de: "Beispiel: --return-from Kirche --return-at 12:00 (oder +3h nach der Abholung)."
            ).text(in: language)
        case .returnBeforeOutward:
            return LocalizedText(
                "Give a later --return-at, such as +3h for three hours after the pick-up.",
                de: "Geben Sie ein späteres --return-at an, etwa +3h für drei Stunden nach der Abholung."
            ).text(in: language)
        case .wayBack(let inner):
            return inner.advice(in: language, wayBack: true)
        }
    }
}
