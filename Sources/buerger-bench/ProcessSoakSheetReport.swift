import Foundation

/// The sheets' part of the process soak: what was planned, what ran, and the count.
struct ProcessSoakSheetResult {
    var plan: ProcessSoakSheetPlan
    var runner: ProcessSoakSheetRunner
    var tally: ProcessSoakSheetTally
}

extension ProcessSoakReport {
    /// The sheets' figures, after the groups'.
    func printSheets(_ sheets: ProcessSoakSheetResult) {
        let plan = sheets.plan
        let tally = sheets.tally
        let rows = plan.sheets.first?.first.count ?? 0
        line(
            "sheets",
            "\(plan.sheets.count) batch files of \(rows) rows (\(plan.rowCount) persons), each in an installation"
                + " of its own, \(plan.runsPerSheet) 'request-stop --from-file' runs per file and round, released at once"
        )
        line(
            "",
            "then changed: \(plan.changedRowCount) rows' time, persons or help moved, run with --replace;"
                + " then again (never killed) until every run ends with exit 0")
        for round in sheets.runner.rounds {
            line("  " + Self.label(round.stage), histogram(round.runs.map(\.ending)) + lifetimes(round))
        }
        let runs = sheets.runner.rounds.flatMap(\.runs)
        let planned = runs.filter { $0.killAfter != nil }.count
        let killed = runs.filter(\.ending.wasKilled).count
        line(
            "  kills",
            "\(planned) planned (\(Int(ProcessSoakSheetPlan.killChance * 100)) % of the first two rounds' runs,"
                + " 0–\(Int(ProcessSoakSheetPlan.killEarly.upperBound * 1000)) ms after release,"
                + " \(Int(ProcessSoakSheetPlan.killLateShare * 100)) % up to \(Int(ProcessSoakSheetPlan.killLate.upperBound)) s):"
                + " \(killed) hit a running process, \(planned - killed) came after it had ended;"
                + " \(plan.crashCount) of them sheet rounds \"crashed\" (every run of the sheet killed at one moment)")
        line("  final resumes", histogram(sheets.runner.finalResumes.map(\.ending)) + " (one per sheet)")
        let reports = tally.outcomeReports.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) ×\($0.value)" }
        line(
            "  replaced",
            "\(tally.replacedReported) earlier requests cancelled as the runs reported; their 'superseded' outcomes: "
                + (reports.isEmpty ? "none" : reports.joined(separator: " · ")))
        line("  cancelled on server", "\(tally.cancelledOnServer)")
        line("  open/cancelled", "per person: " + openCancelled(tally) + "   (goal: 1 open, the sheet's)")
        line("  lost", "\(tally.lost)   (goal 0: a person of the changed sheet with no open request)")
        line("  two open", "\(tally.twoOpen)   (goal 0)")
        line("  open not the sheet's", "\(tally.openNotWanted)   (goal 0: time, persons or help not as changed)")
        line(
            "  filed twice",
            "\(tally.filedTwice)   (goal 0)" + (tally.filedTwice > 0 ? " — \(tally.extraCopies) extra copies" : ""))
        if tally.otherStates > 0 { line("  other states", "\(tally.otherStates) neither open nor cancelled") }
        if tally.strays > 0 { line("  unknown", "\(tally.strays) requests of no sheet person") }
        line(
            "  device ids",
            "goal 1 per installation: \(tally.installationsWithOneId) of \(plan.sheets.count) have 1")
    }

    private static func label(_ stage: ProcessSoakSheetPlan.Stage) -> String {
        switch stage {
        case .first: return "first version"
        case .changed: return "changed, --replace"
        case .rerun(let number): return "rerun \(number)"
        }
    }

    /// How long the round's runs that were not killed lived: what the kills' moments have to cover.
    private func lifetimes(_ round: ProcessSoakSheetRunner.Round) -> String {
        let lives = round.runs.filter { !$0.ending.wasKilled }.compactMap { run in
            run.ending.endedAt.map { $0 - run.ending.startedAt }
        }.sorted()
        guard let shortest = lives.first, let longest = lives.last else { return "" }
        return String(format: " — the others lived %.0f–%.0f ms", shortest * 1000, longest * 1000)
    }

    /// "1/1 ×9 · 1/0 ×9": open/cancelled per person, most frequent first.
    private func openCancelled(_ tally: ProcessSoakSheetTally) -> String {
        var counts: [String: Int] = [:]
        tally.persons.forEach { counts["\($0.open)/\($0.cancelled)", default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) ×\($0.value)" }.joined(separator: " · ")
    }
}
