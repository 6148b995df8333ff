import Foundation

/// The process soak's figures, one per line in a fixed order, ending with the verdict line.
struct ProcessSoakReport {
    var plan: ProcessSoakPlan
    var runner: ProcessSoakRunner
    var tally: ProcessSoakTally
    var sheets: ProcessSoakSheetResult?
    var seedSource: String
    var wallSeconds: Double

    func print() {
        let runCount = plan.runs.count
        let twins = plan.runs.filter(\.isTwin).count
        let fresh = plan.groups.filter(\.isFresh).count
        line("seed", "\(plan.seed) (\(seedSource); SEED=\(plan.seed) repeats the plan, not the processes' timing)")
        line(
            "plan",
            "\(runCount) runs of 'buerger request-stop' in \(plan.groups.count) groups, each group released at once")
        line("", "\(twins) of them twins (\(twins / 2) pairs: the same request twice at the same instant)")
        line(
            "",
            "\(fresh) groups on a fresh installation, \(plan.groups.count - fresh) on one that had filed before"
                + " (\(plan.installationCount) installations; a fresh one first met while the server is away is not reused)"
        )
        let planned = plan.runs.filter { $0.killAfter != nil }.count
        line(
            "",
            "\(planned) runs to be killed (SIGKILL) 0–\(Int(ProcessSoakPlan.killEarly.upperBound * 1000)) ms after"
                + " release (\(Int(ProcessSoakPlan.killLateShare * 100)) % up to \(Int(ProcessSoakPlan.killLate.upperBound)) s),"
                + " each followed by 'requests --resume' 0–\(Int(ProcessSoakPlan.resumeDelays.upperBound)) s later")
        line("", "--retry-for \(runner.settings.retryFor) s for every run and resume")
        line("server away", awayText())
        line("barrier", barrierText())

        line("runs", histogram(plan.runs.map { runner.runs[$0.index] }))
        line("  twins", histogram(plan.runs.filter(\.isTwin).map { runner.runs[$0.index] }))
        line("  single", histogram(plan.runs.filter { !$0.isTwin }.map { runner.runs[$0.index] }))
        line(
            "  fresh installation",
            histogram(plan.runs.filter { plan.groups[$0.group].isFresh }.map { runner.runs[$0.index] }))
        line("  server away meanwhile", histogram(plan.runs.map { runner.runs[$0.index] }.filter(overlapsAway)))
        let killed = runner.runs.filter { $0?.wasKilled == true }.count
        let late = runner.runs.filter { $0?.killTooLate == true || ($0?.killSent == true && $0?.wasKilled == false) }
            .count
        line("kills", "\(planned) planned: \(killed) hit a running process, \(late) came after it had ended")
        line("resumes after a kill", histogram(runner.resumes.map(\.ending)))
        line("final resumes", histogram(runner.finalResumes.map(\.ending)) + " (one per installation)")

        line(
            "requests intended",
            "\(tally.intended) distinct"
                + (tally.withdrawn > 0
                    ? " (\(tally.withdrawn) more withdrawn: every run killed before the journal had it)" : ""))
        line("stored", "\(tally.stored)")
        line("lost", "\(tally.lost)   (goal 0)")
        for (reason, count) in tally.lostBecause.sorted(by: { $0.value > $1.value }) {
            line("", "\(count)× \(reason)")
        }
        line(
            "duplicated",
            "\(tally.duplicated)   (goal 0)"
                + (tally.duplicated > 0
                    ? " — \(tally.duplicatedTwins) of twins; \(tally.extraCopies) extra copies" : ""))
        line(
            "device ids",
            "goal 1 per installation: \(tally.installationsWithOneId) of \(tally.installations.count) have 1")
        for installation in tally.installations {
            line(String(format: "  installation %02d", installation.index + 1), installationText(installation))
        }
        if tally.strays > 0 { line("unknown requests", "\(tally.strays) on the server without a soak name") }
        if let sheets { printSheets(sheets) }
        if runner.simulator.unplannedEnds > 0 {
            line("server hiccups", "\(runner.simulator.unplannedEnds) unplanned ends of buerger-sim (restarted)")
        }
        line("wall time", String(format: "%.1f s", wallSeconds))
        printMessages()
        let shortfalls = tally.shortfalls + (sheets?.tally.shortfalls ?? [])
        line(
            "verdict",
            shortfalls.isEmpty
                ? "goal met: 0 lost, 0 duplicated, 1 device id per installation"
                    + (sheets == nil ? "" : "; per sheet person 1 open (the sheet's), the rest cancelled")
                : "GOAL NOT MET: " + shortfalls.joined(separator: ", "))
    }

    private func awayText() -> String {
        guard !runner.away.isEmpty else { return "never" }
        let spans = zip(plan.outages, runner.away).map { outage, away in
            String(format: "%.1f s from group %d", (away.to ?? away.from) - away.from, outage.group + 1)
        }
        return "\(runner.away.count)×: " + spans.joined(separator: ", ")
            + " (SIGTERM, then started again on the same port with its --state file)"
    }

    private func barrierText() -> String {
        let waits = runner.barrierWaits.sorted()
        guard let last = waits.last else { return "no group released" }
        return String(
            format: "each run stops itself before exec; one SIGCONT to the process group releases them"
                + " once all are stopped (a group was ready %.1f ms after its first at most, median %.1f ms)",
            last * 1000, waits[waits.count / 2] * 1000)
    }

    private func installationText(_ installation: ProcessSoakTally.Installation) -> String {
        let ids = installation.deviceIdsOnServer
        let file: String
        if let id = installation.deviceIdFile {
            file = ids.contains(id) ? "device-id file: one of them" : "device-id file: another id"
        } else {
            file = "no device-id file"
        }
        return "\(ids.count) id\(ids.count == 1 ? "" : "s") on the server (\(file)) — fresh in group"
            + " \(installation.firstGroup + 1), \(installation.groups) groups, \(installation.runs) runs"
    }

    private func overlapsAway(_ ending: ProcessSoakRunner.Ending?) -> Bool {
        guard let ending else { return false }
        let end = ending.endedAt ?? runner.now
        return runner.away.contains { $0.from <= end && ($0.to ?? runner.now) >= ending.startedAt }
    }

    /// "exit 0 ×150 · killed ×20 · exit 4 ×8", most frequent first.
    func histogram(_ endings: [ProcessSoakRunner.Ending?]) -> String {
        var counts: [String: Int] = [:]
        endings.forEach { counts[ProcessSoakTally.label($0), default: 0] += 1 }
        let parts = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) ×\($0.value)" }
        return "\(endings.count): " + (parts.isEmpty ? "none" : parts.joined(separator: " · "))
    }

    /// The lines the runs wrote on stderr, numbers as #, most frequent first: what citizens saw.
    private func printMessages() {
        for (title, folder, prefix) in [
            ("what the runs said on stderr", "runs", "run-"),
            ("what the resumes said", "resumes", ""),
        ] {
            let counts = messages(in: folder, prefix: prefix)
            guard !counts.isEmpty else { continue }
            Swift.print("\(title) (numbers as #, most frequent first):")
            for (text, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key })
                .prefix(12)
            {
                Swift.print("  \(String(count).leftPadded(to: 5))  \(text)")
            }
        }
    }

    private func messages(in folder: String, prefix: String) -> [String: Int] {
        let directory = runner.workFolder.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var counts: [String: Int] = [:]
        for file in files where file.hasPrefix(prefix) && file.hasSuffix(".err") {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            for raw in text.split(separator: "\n") {
                let line = Self.normalized(String(raw), work: runner.workFolder.path)
                if !line.isEmpty { counts[line, default: 0] += 1 }
            }
        }
        return counts
    }

    /// Journal ids as `<entry>`, numbers as `#`, a stop's name in "for … right now" and the soak's
    /// folder as `…`, so the same message counts once.
    static func normalized(_ line: String, work: String) -> String {
        var text = line.replacingOccurrences(of: work, with: "…").trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(
            of: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}",
            with: "<entry>", options: .regularExpression)
        text = text.replacingOccurrences(of: " for .+ right now", with: " for … right now", options: .regularExpression)
        text = text.replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression)
        return text.count > 150 ? String(text.prefix(150)) + "…" : text
    }

    func line(_ label: String, _ value: String) {
        Swift.print("\(label.padding(toLength: 24, withPad: " ", startingAt: 0)) \(value)")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
