/// The next step for each `RequestProblem` (issue 6 §2). A problem with the way back names the
/// way back's own options (`--return-at`, `--return-from`), because `--time` and `--at` would
/// change the way there.
extension RequestProblem {
    public func suggestion(in language: Language) -> String? {
        advice(in: language, wayBack: false)
    }

    private func advice(in language: Language, wayBack: Bool) -> String {
        let timeOption = wayBack ? "--return-at" : "--time"
        switch self {
        case .missingPlace:
            return language.pick("Example: buerger request-stop --stop Kirche --time 09:30; 'buerger stops' lists the stops.",
                                 "Beispiel: buerger request-stop --stop Kirche --time 09:30; 'buerger stops' zeigt die Haltestellen.")
        case .twoPlaces:
            return language.pick("Keep --stop for a stop, or --at for a place that is no stop.",
                                 "Behalten Sie --stop für eine Haltestelle oder --at für einen Ort ohne Haltestelle.")
        case .stop(let error):
            return error.suggestion(in: language) ?? language.pick("List all stops with 'buerger stops'.",
                                                                   "Alle Haltestellen zeigt 'buerger stops'.")
        case .stopWithoutPosition:
            let option = wayBack ? "--return-from" : "--at"
            return language.pick("Give the place as \(option) LAT,LON instead, or choose another stop ('buerger stops').",
                                 "Geben Sie den Ort stattdessen als \(option) BREITE,LÄNGE an oder wählen Sie eine andere Haltestelle ('buerger stops').")
        case .invalidCoordinate, .coordinateOutOfRange:
            let option = wayBack ? "--return-from" : "--at"
            return language.pick(
                "Write the latitude first, then a comma and the longitude, with points: \(option) 49.2093,7.6014.",
                "Schreiben Sie zuerst die Breite, dann ein Komma und die Länge, mit Punkten: \(option) 49.2093,7.6014.")
        case .unknownLine, .ambiguousLine, .lineWithoutTimetable:
            return language.pick("List the lines with 'buerger lines'.", "Die Linien zeigt 'buerger lines'.")
        case .lineUndecided where wayBack:
            // No option picks the way back's line: it follows from the place, or is chosen at a terminal.
            return language.pick("Start the way back at a stop of the line you came on, "
                                     + "or run the command at a terminal to choose the line.",
                                 "Beginnen Sie den Rückweg an einer Haltestelle der Linie des Hinwegs "
                                     + "oder rufen Sie den Befehl an einem Terminal auf, um die Linie zu wählen.")
        case .lineUndecided(let choices, _) where choices.isEmpty:
            return language.pick("List the lines with 'buerger lines' and choose one with --line ID.",
                                 "Die Linien zeigt 'buerger lines'; wählen Sie eine mit --line NUMMER.")
        case .lineUndecided:
            return language.pick("Choose one with --line ID.", "Wählen Sie eine mit --line NUMMER.")
        case .unknownPlace(let text):
            let name = text.hasPrefix("@") ? String(text.dropFirst()) : text
            return language.pick("Save it with 'buerger config place \(name) LAT,LON'; 'buerger config' lists the saved ones.",
                                 "Speichern mit 'buerger config place \(name) BREITE,LÄNGE'; 'buerger config' zeigt die gespeicherten.")
        case .farFromRoutes:
            return language.pick("Check the position (latitude first, such as 49.4832,7.6385), or give a stop with \(wayBack ? "--return-from" : "--stop").",
                                 "Prüfen Sie die Position (Breite zuerst, etwa 49.4832,7.6385), oder geben Sie eine Haltestelle mit \(wayBack ? "--return-from" : "--stop") an.")
        case .missingTime:
            return language.pick("Example: \(timeOption) 09:30, or \(timeOption) +45m for in 45 minutes.",
                                 "Beispiel: \(timeOption) 09:30 oder \(timeOption) +45m für in 45 Minuten.")
        case .invalidTime:
            return language.pick("Write it as 09:30, \"tomorrow 9:30\" or \"in 45 min\", such as \(timeOption) \"tomorrow 9:30\".",
                                 "Schreiben Sie etwa 09:30, „morgen 9:30“ oder „in 45 Minuten“, so: \(timeOption) \"morgen 9:30\".")
        case .nonexistentTime:
            return language.pick("Choose a time outside the skipped hour, such as one hour later.",
                                 "Wählen Sie eine Zeit außerhalb der übersprungenen Stunde, etwa eine Stunde später.")
        case .timeInPast(_, let tomorrow?):
            let clock = tomorrow.split(separator: "T").last.map(String.init) ?? tomorrow
            return language.pick("Did you mean tomorrow? Use \"tomorrow \(clock)\" or \(tomorrow).",
                                 "Meinten Sie morgen? Geben Sie „morgen \(clock)“ oder \(tomorrow) an.")
        case .beyondHorizon:
            return language.pick("Ask again nearer the day, or check the year.",
                                 "Fragen Sie näher am Tag noch einmal, oder prüfen Sie das Jahr.")
        case .timeInPast, .notInFuture:
            return language.pick("Give a later time, such as \(timeOption) +30m, or a date such as 2026-11-24T09:30.",
                                 "Geben Sie eine spätere Zeit an, etwa \(timeOption) +30m, oder ein Datum wie 2026-11-24T09:30.")
        case .outsideServiceHours:
            return language.pick("Choose a time within the service hours.", "Wählen Sie eine Zeit innerhalb der Betriebszeit.")
        case .invalidPersons:
            return language.pick("Give the number in digits, such as --persons 2.",
                                 "Geben Sie die Zahl in Ziffern an, etwa --persons 2.")
        case .personsOutOfRange(_, let capacity?):
            return language.pick("Give a number from 1 to \(capacity); for a larger group, ask the Bürgerbus office.",
                                 "Geben Sie eine Zahl von 1 bis \(capacity) an; für eine größere Gruppe fragen Sie das Bürgerbus-Büro.")
        case .personsOutOfRange:
            return language.pick("Give at least one person, such as --persons 1.",
                                 "Geben Sie mindestens eine Person an, etwa --persons 1.")
        case .unknownHelpWord:
            return language.pick("Use the words above with --help-with, several separated by commas: --help-with luggage,wheelchair.",
                                 "Verwenden Sie die Wörter oben mit --help-with, mehrere durch Kommas getrennt: --help-with Gepäck,Rollstuhl.")
        case .unsafeText:
            return language.pick("Leave that part out or write it differently.",
                                 "Lassen Sie diesen Teil weg oder schreiben Sie ihn anders.")
        case .returnPlaceMissing:
            return language.pick("Example: --return-at 12:00 --return-from Kirche (a stop, or LAT,LON).",
                                 "Beispiel: --return-at 12:00 --return-from Kirche (eine Haltestelle oder BREITE,LÄNGE).")
        case .returnTimeMissing:
            return language.pick("Example: --return-from Kirche --return-at 12:00 (or +3h after the pick-up).",
                                 "Beispiel: --return-from Kirche --return-at 12:00 (oder +3h nach der Abholung).")
        case .returnBeforeOutward:
            return language.pick("Give a later --return-at, such as +3h for three hours after the pick-up.",
                                 "Geben Sie ein späteres --return-at an, etwa +3h für drei Stunden nach der Abholung.")
        case .wayBack(let inner):
            return inner.advice(in: language, wayBack: true)
        }
    }
}
