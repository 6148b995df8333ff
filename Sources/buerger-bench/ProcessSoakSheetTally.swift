import Foundation

/// The sheets' count after the final resumes, from the server's own state: per person of a sheet
/// (one place, one day), the requests with her name. Exactly one must be open (pending or accepted)
/// and ask what the changed sheet asks (time, persons, help); every other one must be cancelled; no
/// version of a row may be on the server twice; every installation uses one device id. And what the
/// runs said they replaced (`superseded` with outcome `cancelled` in their JSON rows).
struct ProcessSoakSheetTally {
    struct Person {
        var sheet: Int
        var name: String
        var open = 0
        var cancelled = 0
        /// Neither open nor cancelled (declined, …): with no fleet, none should be.
        var other = 0
        var openIsWanted = false
    }

    var persons: [Person] = []
    /// Versions of a row (name, time, persons, help) on the server more than once, and their extra copies.
    var filedTwice = 0
    var extraCopies = 0
    var strays = 0
    var installationsWithManyIds = 0
    var installationsWithOneId = 0
    /// From the runs' JSON rows: earlier requests reported cancelled (each once), and how often each
    /// `superseded` outcome was reported in all (`cancelled`, `withdrawn`, `notSentYet`, …).
    var replacedReported = 0
    var outcomeReports: [String: Int] = [:]
    var hung = 0

    var lost: Int { persons.filter { $0.open == 0 }.count }
    var twoOpen: Int { persons.filter { $0.open > 1 }.count }
    var openNotWanted: Int { persons.filter { $0.open == 1 && !$0.openIsWanted }.count }
    var otherStates: Int { persons.reduce(0) { $0 + $1.other } }
    var cancelledOnServer: Int { persons.reduce(0) { $0 + $1.cancelled } }

    var shortfalls: [String] {
        var list: [String] = []
        if lost > 0 { list.append("sheets: \(lost) persons with no open request") }
        if twoOpen > 0 { list.append("sheets: \(twoOpen) persons with more than one open request") }
        if openNotWanted > 0 { list.append("sheets: \(openNotWanted) persons whose open request is not the sheet's") }
        if otherStates > 0 { list.append("sheets: \(otherStates) requests neither open nor cancelled") }
        if filedTwice > 0 { list.append("sheets: \(filedTwice) rows filed twice") }
        if strays > 0 { list.append("sheets: \(strays) unknown requests") }
        if installationsWithManyIds > 0 {
            list.append("sheets: \(installationsWithManyIds) installations with more than one device id")
        }
        if hung > 0 { list.append("sheets: \(hung) processes hung") }
        return list
    }

    init(plan: ProcessSoakSheetPlan, runner: ProcessSoakSheetRunner, server: [ProcessSoakServerRequest]) throws {
        let times = try Self.timeReader()
        var byName: [String: [ProcessSoakServerRequest]] = [:]
        for request in server {
            byName[request.name ?? "", default: []].append(request)
        }
        var known: Set<String> = []
        var deviceIds = Array(repeating: Set<String>(), count: plan.sheets.count)
        for sheet in plan.sheets {
            for wanted in sheet.changed {
                known.insert(wanted.name)
                var person = Person(sheet: sheet.index, name: wanted.name)
                let requests = byName[wanted.name] ?? []
                requests.compactMap(\.deviceId).forEach { deviceIds[sheet.index].insert($0) }
                for request in requests {
                    switch request.status {
                    case 1?, 2?:
                        person.open += 1
                        person.openIsWanted =
                            request.pickUpTime == times(wanted.time) && request.persons == wanted.persons
                            && request.assistance == (wanted.helpWith == nil ? [] : [1])
                    case 6?: person.cancelled += 1
                    default: person.other += 1
                    }
                }
                var versions: [String: Int] = [:]
                for request in requests {
                    let version = "\(request.pickUpTime ?? 0)|\(request.persons ?? 0)|\(request.assistance)"
                    versions[version, default: 0] += 1
                }
                for count in versions.values where count > 1 {
                    filedTwice += 1
                    extraCopies += count - 1
                }
                persons.append(person)
            }
        }
        strays = byName.filter { !known.contains($0.key) }.reduce(0) { $0 + $1.value.count }
        installationsWithOneId = deviceIds.filter { $0.count == 1 }.count
        installationsWithManyIds = deviceIds.filter { $0.count > 1 }.count

        var cancelledIds: Set<Int64> = []
        for round in runner.rounds {
            for run in round.runs {
                for earlier in Self.superseded(in: run.stdout) {
                    outcomeReports[earlier.outcome, default: 0] += 1
                    if earlier.outcome == "cancelled", let id = earlier.id { cancelledIds.insert(id) }
                }
            }
        }
        replacedReported = cancelledIds.count
        hung = (runner.rounds.flatMap(\.runs) + runner.finalResumes).filter(\.ending.hung).count
    }

    /// Each `superseded` item of the JSON rows a run printed (a killed run's last line may be cut).
    private static func superseded(in file: String) -> [(outcome: String, id: Int64?)] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        return data.split(separator: 0x0A).flatMap { line -> [(outcome: String, id: Int64?)] in
            guard let row = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let items = row["superseded"] as? [[String: Any]]
            else { return [] }
            return items.map { item in
                let request = item["request"] as? [String: Any]
                return (item["outcome"] as? String ?? "?", (request?["id"] as? NSNumber)?.int64Value)
            }
        }
    }

    /// `yyyy-MM-ddTHH:mm` in Europe/Berlin as epoch milliseconds, as the server keeps a pick-up time.
    private static func timeReader() throws -> (String) -> Int64? {
        guard let zone = TimeZone(identifier: "Europe/Berlin") else {
            throw BenchmarkUsageError(message: "no Europe/Berlin zone")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return { text in formatter.date(from: text).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) } }
    }
}
