import CitizenClient

/// A `RequestProblem` of a batch row, said in the file's terms: columns to fill or add ("add a column
/// Linie"), never options, and dates the way the file writes them. The cases that name no option
/// read as for a single request.
extension RequestProblem {
    func message(in file: BatchFileWording) -> String {
        let language = file.language
        switch self {
        case .missingPlace:
            return LocalizedText(
                "The row does not say where to pick up.", de: "Die Zeile sagt nicht, wo abgeholt wird."
            ).text(in: language)
        case .twoPlaces:
            let (stop, at) = (file.column(.stop), file.column(.at))
            return LocalizedText(
                "The row gives both \(stop) and \(at).", de: "Die Zeile nennt \(stop) und \(at) zugleich."
            ).text(in: language)
        case .missingTime:
            return LocalizedText(
                "The row does not say when to pick up.", de: "Die Zeile sagt nicht, wann abgeholt wird."
            ).text(in: language)
        case .ambiguousLine(let text, let choices):
            return LocalizedText(
                "'\(text)' matches several lines: \(Self.list(choices)).",
                de: "'\(text)' passt zu mehreren Linien: \(Self.list(choices))."
            ).text(in: language)
        case .lineUndecided(let choices, .severalLinesAtStop):
            // At a stop the lines' routes usually all pass through it: "0 m" each would only be noise.
            let list = Self.list(
                choices, distances: choices.contains { ($0.distanceMeters ?? 0) > LineDecision.tieMeters })
            return LocalizedText(
                "Several lines call at this stop: \(list).",
                de: "An dieser Haltestelle halten mehrere Linien: \(list)."
            ).text(in: language)
        case .lineUndecided(let choices, .routesEquallyNear):
            return LocalizedText(
                "Several lines pass about equally near: \(Self.list(choices)).",
                de: "Mehrere Linien fahren etwa gleich nah vorbei: \(Self.list(choices))."
            ).text(in: language)
        default:
            return message(in: language)
        }
    }

    func suggestion(in file: BatchFileWording) -> String? {
        let language = file.language
        let (stop, at, line, time, date) = (
            file.column(.stop), file.column(.at), file.column(.line), file.column(.time), file.column(.date)
        )
        switch self {
        case .missingPlace where file.has(.stop) || file.has(.at):
            return LocalizedText(
                "Write the stop into the column \(stop), such as Kirche (or the place as LAT,LON into \(at)).",
                de: "Tragen Sie die Haltestelle in die Spalte \(stop) ein, etwa Kirche (oder den Ort als "
                    + "BREITE,LÄNGE in \(at))."
            ).text(in: language)
        case .missingPlace:
            return LocalizedText(
                "Add a column \(stop) with each row's stop, such as Kirche (or a column \(at) with LAT,LON).",
                de: "Fügen Sie eine Spalte \(stop) mit der Haltestelle jeder Zeile hinzu, etwa Kirche "
                    + "(oder eine Spalte \(at) mit BREITE,LÄNGE)."
            ).text(in: language)
        case .twoPlaces:
            return LocalizedText(
                "Leave one of them empty: \(stop) for a stop, \(at) for a place that is no stop.",
                de: "Lassen Sie eines leer: \(stop) für eine Haltestelle, \(at) für einen Ort ohne Haltestelle."
            ).text(in: language)
        case .stopWithoutPosition:
            return LocalizedText(
                "Give the place as LAT,LON in the column \(at) instead (and leave \(stop) empty), "
                    + "or choose another stop ('buerger stops').",
                de: "Geben Sie den Ort stattdessen als BREITE,LÄNGE in der Spalte \(at) an (und lassen Sie "
                    + "\(stop) leer), oder wählen Sie eine andere Haltestelle ('buerger stops')."
            ).text(in: language)
        case .invalidCoordinate, .coordinateOutOfRange:
            return LocalizedText(
                "In the column \(at), write the latitude first, then a comma and the longitude, with points: "
                    + "49.2093,7.6014.",
                de: "Schreiben Sie in die Spalte \(at) zuerst die Breite, dann ein Komma und die Länge, "
                    + "mit Punkten: 49.2093,7.6014."
            ).text(in: language)
        case .lineLooksLikeFormula:
            return LocalizedText(
                "In the column \(line), write the line's number or name as 'buerger lines' shows it, "
                    + "stored as text, without '=', '+', '-' or '@' in front.",
                de: "Schreiben Sie in die Spalte \(line) Nummer oder Namen der Linie, wie 'buerger lines' sie "
                    + "zeigt, als Text gespeichert, ohne '=', '+', '-' oder '@' davor."
            ).text(in: language)
        case .lineUndecided(let choices, _) where choices.isEmpty:
            return LocalizedText(
                "List the lines with 'buerger lines', and write one's number into the column \(line).",
                de: "Die Linien zeigt 'buerger lines'; tragen Sie die Nummer einer davon in die Spalte \(line) ein."
            ).text(in: language)
        case .lineUndecided(let choices, _), .ambiguousLine(_, let choices):
            let example = choices.first.map { String($0.id) } ?? "1"
            return file.has(.line)
                ? LocalizedText(
                    "Write the number of one of them into the column \(line), such as \(example).",
                    de: "Tragen Sie die Nummer einer davon in die Spalte \(line) ein, etwa \(example)."
                ).text(in: language)
                : LocalizedText(
                    "Add a column \(line), and write the number of one of them into it, such as \(example).",
                    de: "Fügen Sie eine Spalte \(line) hinzu und tragen Sie die Nummer einer davon ein, "
                        + "etwa \(example)."
                ).text(in: language)
        case .farFromRoutes:
            return LocalizedText(
                "Check the position in the column \(at) (latitude first, such as 49.4832,7.6385), "
                    + "or give a stop in the column \(stop) instead.",
                de: "Prüfen Sie die Position in der Spalte \(at) (Breite zuerst, etwa 49.4832,7.6385), "
                    + "oder geben Sie stattdessen eine Haltestelle in der Spalte \(stop) an."
            ).text(in: language)
        case .missingTime where file.has(.time):
            return LocalizedText(
                "Write the pick-up time into the column \(time), such as 09:30.",
                de: "Tragen Sie die Abholzeit in die Spalte \(time) ein, etwa 09:30."
            ).text(in: language)
        case .missingTime where file.has(.date):
            return LocalizedText(
                "Add a column \(time) beside \(date), with each row's pick-up time, such as 09:30.",
                de: "Fügen Sie neben \(date) eine Spalte \(time) mit der Abholzeit jeder Zeile hinzu, etwa 09:30."
            ).text(in: language)
        case .missingTime:
            return LocalizedText(
                "Add a column \(time) with each row's pick-up time, such as 09:30, "
                    + "or with its day: \(file.tomorrowDate) 09:30.",
                de: "Fügen Sie eine Spalte \(time) mit der Abholzeit jeder Zeile hinzu, etwa 09:30, "
                    + "oder mit dem Tag: \(file.tomorrowDate) 09:30."
            ).text(in: language)
        case .invalidTime where file.has(.date):
            return LocalizedText(
                "Write the day into the column \(date), such as \(file.tomorrowDate), "
                    + "and the time into the column \(time), such as 09:30.",
                de: "Tragen Sie den Tag in die Spalte \(date) ein, etwa \(file.tomorrowDate), "
                    + "und die Uhrzeit in die Spalte \(time), etwa 09:30."
            ).text(in: language)
        case .invalidTime:
            return LocalizedText(
                "Write it into the column \(time) as 09:30, or with its day: \(file.tomorrowDate) 09:30.",
                de: "Schreiben Sie sie in die Spalte \(time) als 09:30, oder mit dem Tag: \(file.tomorrowDate) 09:30."
            ).text(in: language)
        case .timeInPast(_, let tomorrow?):
            guard let written = file.dateAndClock(ofLocalISO: tomorrow) else { return suggestion(in: language) }
            let (day, clock) = written
            return file.has(.date)
                ? LocalizedText(
                    "Did you mean tomorrow? Write \(day) into the column \(date).",
                    de: "Meinten Sie morgen? Tragen Sie \(day) in die Spalte \(date) ein."
                ).text(in: language)
                : LocalizedText(
                    "Did you mean tomorrow? Write \(day) \(clock) into the column \(time).",
                    de: "Meinten Sie morgen? Tragen Sie \(day) \(clock) in die Spalte \(time) ein."
                ).text(in: language)
        case .timeInPast, .notInFuture:
            return file.has(.date)
                ? LocalizedText(
                    "Write a day still ahead into the column \(date), such as \(file.tomorrowDate).",
                    de: "Tragen Sie einen Tag, der noch kommt, in die Spalte \(date) ein, etwa \(file.tomorrowDate)."
                ).text(in: language)
                : LocalizedText(
                    "Write a time still ahead into the column \(time), such as \(file.tomorrowDate) 09:30.",
                    de: "Tragen Sie eine Zeit, die noch kommt, in die Spalte \(time) ein, "
                        + "etwa \(file.tomorrowDate) 09:30."
                ).text(in: language)
        case .invalidPersons:
            return LocalizedText(
                "Write the number in digits into the column \(file.column(.persons)), such as 2.",
                de: "Tragen Sie die Zahl in Ziffern in die Spalte \(file.column(.persons)) ein, etwa 2."
            ).text(in: language)
        case .personsOutOfRange(_, nil):
            return LocalizedText(
                "Write at least 1 into the column \(file.column(.persons)) (empty means 1).",
                de: "Tragen Sie mindestens 1 in die Spalte \(file.column(.persons)) ein (leer heißt 1)."
            ).text(in: language)
        case .unknownHelpWord:
            let help = file.column(.help)
            guard let separator = file.separator.map(String.init) else {
                return LocalizedText(
                    "Use the words above under the key \(help), several as a list: [\"luggage\", \"wheelchair\"].",
                    de: "Verwenden Sie die Wörter oben unter dem Schlüssel \(help), mehrere als Liste: "
                        + "[\"Gepäck\", \"Rollstuhl\"]."
                ).text(in: language)
            }
            let shown = separator == "\t" ? LocalizedText("tab", de: "Tabulator").text(in: language) : separator
            return LocalizedText(
                "Use the words above in the column \(help), several separated by '\(file.helpSeparator)' "
                    + "(the file separates its columns by '\(shown)'): luggage\(file.helpSeparator)wheelchair.",
                de: "Verwenden Sie die Wörter oben in der Spalte \(help), mehrere durch '\(file.helpSeparator)' "
                    + "getrennt (die Datei trennt ihre Spalten durch '\(shown)'): Gepäck\(file.helpSeparator)Rollstuhl."
            ).text(in: language)
        default:
            return suggestion(in: language)
        }
    }

    /// The lines to choose from, each with the number the line column takes: "Linie 1 … (1, 30 m)".
    private static func list(_ choices: [LineChoice], distances: Bool = true) -> String {
        choices.map { choice in
            let distance = distances ? choice.distanceMeters.map { ", \(Int($0.rounded())) m" } ?? "" : ""
            return "\(choice.name) (\(choice.id)\(distance))"
        }.joined(separator: "; ")
    }
}
