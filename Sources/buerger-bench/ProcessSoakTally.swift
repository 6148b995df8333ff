import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process soak's count after the final resumes: per intent, how many requests with its name
/// the server holds; per installation, under how many device ids. An intent is *lost* when the
/// server has none, *duplicated* when it has more than one. An intent whose every run was killed
/// before it reached the journal was never taken from the citizen (no answer, nothing saved): it
/// is *withdrawn*, not lost, and left out of the intended.
struct ProcessSoakTally {
    struct Installation {
        var index: Int
        var firstGroup: Int
        var groups: Int
        var runs: Int
        var deviceIdsOnServer: Set<String>
        var deviceIdFile: String?
    }

    var intents = 0
    var withdrawn = 0
    var stored = 0
    var lost = 0
    /// Why each lost intent is missing: how its runs ended and what its journal says.
    var lostBecause: [String: Int] = [:]
    var duplicated = 0
    var duplicatedTwins = 0
    var extraCopies = 0
    /// Requests on the server with no soak name: none should exist.
    var strays = 0
    var hung = 0
    var installations: [Installation] = []

    var intended: Int { intents - withdrawn }
    var installationsWithOneId: Int { installations.filter { $0.deviceIdsOnServer.count == 1 }.count }

    /// What keeps the goal (0 lost, 0 duplicated, one device id per installation) from being met.
    var shortfalls: [String] {
        var list: [String] = []
        if lost > 0 { list.append("\(lost) lost") }
        if duplicated > 0 { list.append("\(duplicated) duplicated") }
        let many = installations.filter { $0.deviceIdsOnServer.count > 1 }.count
        if many > 0 { list.append("\(many) of \(installations.count) installations with more than one device id") }
        if strays > 0 { list.append("\(strays) unknown requests on the server") }
        if hung > 0 { list.append("\(hung) processes hung") }
        return list
    }

    init(plan: ProcessSoakPlan, runner: ProcessSoakRunner, server: [ProcessSoakServerRequest]) {
        let names = Set(plan.intents.map(\.name))
        var byName: [String: [ProcessSoakServerRequest]] = [:]
        for request in server {
            guard let name = request.name, names.contains(name) else {
                strays += 1
                continue
            }
            byName[name, default: []].append(request)
        }
        let journals = runner.installations.map { $0.journalStates() }
        var runsOfIntent: [[ProcessSoakPlan.Run]] = Array(repeating: [], count: plan.intents.count)
        plan.runs.forEach { runsOfIntent[$0.intent].append($0) }

        installations = runner.installations.map { installation in
            let groups = plan.groups.filter { $0.installation == installation.index }
            return Installation(
                index: installation.index, firstGroup: groups.first?.index ?? 0, groups: groups.count,
                runs: groups.reduce(0) { $0 + $1.runs.count }, deviceIdsOnServer: [],
                deviceIdFile: installation.deviceIdFile())
        }
        intents = plan.intents.count
        for intent in plan.intents {
            let copies = byName[intent.name] ?? []
            let endings = runsOfIntent[intent.index].map { runner.runs[$0.index] }
            let journalled = journals[intent.installation][intent.name]
            copies.compactMap(\.deviceId).forEach { installations[intent.installation].deviceIdsOnServer.insert($0) }
            if copies.isEmpty, journalled == nil, endings.allSatisfy({ $0?.wasKilled == true }) {
                withdrawn += 1
                continue
            }
            if copies.isEmpty {
                lost += 1
                let journal =
                    journalled.map { "in the journal as " + $0.joined(separator: ", ") } ?? "not in the journal"
                lostBecause[
                    "runs: " + endings.map(Self.label).sorted().joined(separator: " + ") + "; " + journal,
                    default: 0] += 1
            } else {
                stored += 1
            }
            if copies.count > 1 {
                duplicated += 1
                extraCopies += copies.count - 1
                if runsOfIntent[intent.index].contains(where: \.isTwin) { duplicatedTwins += 1 }
            }
        }
        hung =
            runner.runs.filter { $0?.hung == true }.count
            + (runner.resumes + runner.finalResumes).filter { $0.ending.hung }.count
    }

    /// "exit 0", "killed", "hung", … for one ending.
    static func label(_ ending: ProcessSoakRunner.Ending?) -> String {
        guard let ending, let status = ending.status else { return "did not run" }
        if ending.hung { return "hung" }
        if ending.wasKilled { return "killed" }
        switch status {
        case .exited(let code): return "exit \(code)"
        case .signalled(let signal): return "signal \(signal)"
        case .stopped: return "stopped"
        }
    }
}
