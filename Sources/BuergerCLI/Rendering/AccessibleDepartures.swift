import CitizenClient

/// `buerger stop --accessible`: the stop, then one departure per line, times spoken.
/// "Bus 1, Linie Pirmasens, kommt zwischen 9 Uhr 16 und 9 Uhr 20, in 7 bis 11 Minuten, pünktlich. 8 von 10
/// Plätzen frei. Position vor 40 Sekunden gesehen."
struct AccessibleDepartures {
    let words: AccessibleText
    let time: AccessibleTime
    let strings: StringTable

    func lines(_ board: StopBoard) -> [String] {
        let stop = words.name(board.stop.name)
        let id = board.stop.id
        let title =
            board.departures.isEmpty
            ? words.say("Stop \(stop), number \(id).", de: "Haltestelle \(stop), Nummer \(id).")
            : words.say(
                "Departures from stop \(stop), number \(id).",
                de: "Abfahrten an der Haltestelle \(stop), Nummer \(id).")
        // The note on a bus's position is said once, after the first departure of that bus.
        var pending = PositionNote.notes(for: board)
        var lines = [title]
        for departure in board.departures {
            var line = sentence(departure)
            if let index = pending.firstIndex(where: { $0.busId == departure.busId }) {
                if let note = estimates.sentences(pending[index]) { line += " " + note }
                pending.remove(at: index)
            }
            lines.append(line)
        }
        return lines
    }

    private var estimates: AccessibleEstimate {
        AccessibleEstimate(words: words, time: time, now: time.now)
    }

    /// "Bus 1, Linie Pirmasens, kommt zwischen 9 Uhr 16 und 9 Uhr 20, in 6 bis 10 Minuten, 3 Minuten später
    /// als geplant. 8 von 10 Plätzen frei."
    func sentence(_ departure: Departure) -> String {
        let leading =
            departure.busId.map { "Bus \($0), " + words.line(departure.lineName) }
            ?? words.line(departure.lineName, capitalized: true)
        var parts: [String]
        if let estimate = departure.estimate {
            parts = [leading, estimates.arrival(estimate)]
            if let delay = departure.delayMinutes { parts.append(self.delay(delay)) }
        } else {
            let when = time.at(departure.scheduled)
            parts = [
                leading, words.say("arrives \(when) by the timetable", de: "kommt laut Fahrplan \(when)"),
                time.relative(departure.scheduled),
            ]
        }
        return AccessibleText.sentence(parts.joined(separator: ", ")) + " "
            + AccessibleText.sentence(words.seats(departure.seats, strings: strings, busOnRun: departure.busOnRun))
    }

    /// "pünktlich", "3 Minuten später als geplant", "2 Minuten früher als geplant".
    private func delay(_ minutes: Int) -> String {
        if minutes == 0 { return words.say("on time", de: "pünktlich") }
        let amount = words.duration(minutes: abs(minutes))
        return minutes > 0
            ? words.say("\(amount) later than planned", de: "\(amount) später als geplant")
            : words.say("\(amount) earlier than planned", de: "\(amount) früher als geplant")
    }
}
