import Foundation

/// The process soak's sheets (issue 23 §5): a community office's batch file run by several
/// `buerger request-stop --from-file` processes at once in one installation, some killed; then the
/// same sheet changed (some rows' time, persons or help moved) and run with `--replace` by several
/// processes at once, some killed; then run again until every run ends normally. Drawn from the soak's
/// seed, but from a random stream of its own, so the groups' plan of a seed stays what it was.
struct ProcessSoakSheetPlan {
    /// One person's row. Each person is picked up at one place, so person, place and day name one
    /// request the final sheet wants.
    struct Row: Equatable {
        var name: String
        var address: String
        var stopId: Int64
        var lineId: Int64
        /// `yyyy-MM-ddTHH:mm`, tomorrow in Europe/Berlin.
        var time: String
        var persons: Int
        var helpWith: String?

        /// A `;` row as a German spreadsheet exports it (the help word has no `,` or `;`).
        var csvLine: String {
            [name, address, String(stopId), String(lineId), time, String(persons), helpWith ?? ""]
                .joined(separator: ";")
        }
    }

    /// One sheet, in its own installation: the rows as first filed, and as changed.
    struct Sheet {
        var index: Int
        var first: [Row]
        var changed: [Row]

        var changedRows: Int { zip(first, changed).filter { $0 != $1 }.count }

        static let header = "Name;Adresse;Haltestelle;Linie;Zeit;Personen;Hilfe"

        /// The file's bytes: a BOM, CRLF line ends, the changed version re-sorted (by name from the
        /// end), as a clerk's spreadsheet might save it; the rows' keys do not depend on their order.
        func file(changed isChanged: Bool) -> Data {
            let rows = isChanged ? changed.sorted { $0.name > $1.name } : first
            let text = ([Self.header] + rows.map(\.csvLine)).joined(separator: "\r\n") + "\r\n"
            return Data(("\u{FEFF}" + text).utf8)
        }
    }

    /// What one round runs: the first version, the changed one with `--replace`, or a rerun of it.
    enum Stage: Equatable {
        case first
        case changed
        case rerun(Int)

        var usesChangedSheet: Bool { self != .first }
    }

    /// One `buerger request-stop --from-file` process of a round.
    struct Run {
        var sheet: Int
        /// SIGKILL this many seconds after the round's release; nil for a run left alone.
        var killAfter: Double?
        /// Killed with every other run of its sheet in the round, at the same moment.
        var isCrash = false
    }

    /// Every sheet person's name begins so; the groups' intents' with "Soak ".
    static let namePrefix = "Sheet "
    static let killChance = 0.4
    /// When a killed run dies: most within its usual life (0.2–0.5 s for six rows, twelve processes
    /// on two cores, debug build), some later, when only the slow ones, which waited for a row
    /// another run was sending, are still alive.
    static let killEarly = 0.0...0.5
    static let killLate = 0.5...2.0
    static let killLateShare = 0.2
    /// A sheet's round in which every run is killed at one moment (a crash, a power cut). The first
    /// round has at least one: what its killed runs left unsent, no other run of it finished.
    static let crashChance = 0.25
    /// While the rows are being filed: a run starts in 0.1–0.15 s (debug build, twelve at once) and
    /// files six rows in 0.1–0.2 s more, so a crash then most often finds one row journalled and in
    /// flight.
    static let crashMoments = 0.12...0.35
    /// Reruns (never killed) until one in which every run ends with exit 0; more is a shortfall.
    static let rerunLimit = 4

    var sheets: [Sheet] = []
    var runsPerSheet: Int
    /// The first two rounds' runs, sheet by sheet; reruns are drawn from no plan (nothing to draw).
    var firstRuns: [Run] = []
    var changedRuns: [Run] = []

    var rowCount: Int { sheets.reduce(0) { $0 + $1.first.count } }
    /// Rounds of a sheet in which every run is killed at once.
    var crashCount: Int {
        Set(firstRuns.filter(\.isCrash).map(\.sheet)).count + Set(changedRuns.filter(\.isCrash).map(\.sheet)).count
    }
    var changedRowCount: Int { sheets.reduce(0) { $0 + $1.changedRows } }

    static func make(
        seed: UInt64, sheets sheetCount: Int, rows rowCount: Int, runsPerSheet: Int,
        places: [ProcessSoakPlan.Place], day: String
    ) -> ProcessSoakSheetPlan {
        // A stream apart from the groups' (whose seed is used as it is).
        var random = BenchRandom(seed: seed ^ 0x5EE7_5EE7_5EE7_5EE7)
        var plan = ProcessSoakSheetPlan(runsPerSheet: runsPerSheet)
        for index in 0..<sheetCount {
            var first: [Row] = []
            var changed: [Row] = []
            for person in 0..<rowCount {
                let place = places[random.integer(in: 0...(places.count - 1))]
                let minute = random.integer(in: 0...599)
                let row = Row(
                    name: namePrefix + String(format: "S%02d P%02d", index + 1, person + 1),
                    address: "Bogenweg \(person + 1)", stopId: place.stopId, lineId: place.lineId,
                    time: time(day: day, minute: minute), persons: random.integer(in: 1...3),
                    helpWith: random.uniform(in: 0...1) < 0.3 ? "luggage" : nil)
                first.append(row)
                changed.append(
                    random.uniform(in: 0...1) < 0.5
                        ? moved(row, minute: minute, day: day, random: &random) : row)
            }
            // At least one row changed, so every sheet has something to replace.
            if first == changed, let row = first.first {
                changed[0] = moved(row, minute: minute(of: row), day: day, random: &random)
            }
            plan.sheets.append(Sheet(index: index, first: first, changed: changed))
        }
        let firstCrashes = crashes(sheets: sheetCount, atLeastOne: true, random: &random)
        plan.firstRuns = runs(sheets: sheetCount, each: runsPerSheet, crashes: firstCrashes, random: &random)
        let changedCrashes = crashes(sheets: sheetCount, atLeastOne: false, random: &random)
        plan.changedRuns = runs(sheets: sheetCount, each: runsPerSheet, crashes: changedCrashes, random: &random)
        return plan
    }

    /// A round's runs: each killed by chance; or, for a sheet the office's machine "goes down" on,
    /// all of them at one moment, so no run of the round is left to finish what the killed ones began.
    private static func runs(sheets: Int, each: Int, crashes: Set<Int>, random: inout BenchRandom) -> [Run] {
        (0..<sheets).flatMap { sheet in
            let crash = random.uniform(in: crashMoments)
            return (0..<each).map { _ in
                if crashes.contains(sheet) { return Run(sheet: sheet, killAfter: crash, isCrash: true) }
                let kill = random.uniform(in: 0...1) < killChance
                let moment = random.uniform(in: random.uniform(in: 0...1) < killLateShare ? killLate : killEarly)
                return Run(sheet: sheet, killAfter: kill ? moment : nil, isCrash: false)
            }
        }
    }

    /// The sheets whose round crashes: each by chance, and in the first round at least one.
    private static func crashes(sheets: Int, atLeastOne: Bool, random: inout BenchRandom) -> Set<Int> {
        var drawn = Set((0..<sheets).filter { _ in random.uniform(in: 0...1) < crashChance })
        if atLeastOne, drawn.isEmpty { drawn.insert(random.integer(in: 0...(sheets - 1))) }
        return drawn
    }

    /// The row with its time (15–120 min, same day, inside 08:00–17:59), its persons or its help
    /// changed: what a clerk moves in a sheet.
    private static func moved(_ row: Row, minute: Int, day: String, random: inout BenchRandom) -> Row {
        var changed = row
        switch random.integer(in: 0...2) {
        case 0:
            let shift = random.integer(in: 15...120) * (random.uniform(in: 0...1) < 0.5 ? -1 : 1)
            let shifted = minute + shift
            changed.time = time(day: day, minute: (0...599).contains(shifted) ? shifted : minute - shift)
        case 1:
            changed.persons = row.persons % 3 + 1
        default:
            changed.helpWith = row.helpWith == nil ? "luggage" : nil
        }
        return changed
    }

    private static func time(day: String, minute: Int) -> String {
        "\(day)T" + String(format: "%02d:%02d", 8 + minute / 60, minute % 60)
    }

    private static func minute(of row: Row) -> Int {
        let clock = row.time.split(separator: "T").last?.split(separator: ":").compactMap { Int($0) } ?? []
        return clock.count == 2 ? (clock[0] - 8) * 60 + clock[1] : 0
    }
}
