import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Carries out a `ProcessSoakSheetPlan` after the groups, while the server stays up: round by round,
/// every sheet's runs of the round are released at once behind the groups' barrier (each stops
/// itself before exec; one SIGCONT to the round's process group), the chosen ones killed, and the
/// next round starts once all have ended. Then `requests --resume` in every sheet's installation,
/// which must not send anything a replaced row left behind.
///
/// It waits for its own children by pid, never for any child, so the simulator (reaped by the
/// groups' runner) is not touched; and it alone signals them, so a pid is never signalled after it
/// was reaped.
final class ProcessSoakSheetRunner {
    /// One process of a round.
    struct RoundRun {
        var sheet: Int
        var killAfter: Double?
        var ending: ProcessSoakRunner.Ending
        var stdout: String
    }

    struct Round {
        var stage: ProcessSoakSheetPlan.Stage
        var runs: [RoundRun]

        var endedNormally: Bool { runs.allSatisfy { $0.ending.status == .exited(0) } }
    }

    let plan: ProcessSoakSheetPlan
    let installations: [ProcessSoakInstallation]
    let folder: URL
    private let buerger: String
    private let retryFor: Int
    private let hangAfter: Double
    private let server: String
    private let interrupt: InterruptFlag
    private let startedAt = ProcessInfo.processInfo.systemUptime

    private(set) var rounds: [Round] = []
    /// One `requests --resume` per sheet's installation, at the end.
    private(set) var finalResumes: [RoundRun] = []
    /// Where each live child is kept: a round's run, or (round nil) a final resume.
    private var live: [pid_t: (round: Int?, run: Int)] = [:]

    init(
        plan: ProcessSoakSheetPlan, buerger: String, retryFor: Int, hangAfter: Double, server: String, work: URL,
        interrupt: InterruptFlag
    ) {
        self.plan = plan
        self.buerger = buerger
        self.retryFor = retryFor
        self.hangAfter = hangAfter
        self.server = server
        self.interrupt = interrupt
        folder = work.appendingPathComponent("sheets")
        installations = plan.sheets.map {
            ProcessSoakInstallation(index: $0.index, work: work, name: String(format: "sheet-%02d", $0.index + 1))
        }
    }

    private var now: Double { ProcessInfo.processInfo.systemUptime - startedAt }

    /// Both versions under one name, as a clerk edits one file: `--replace` takes a changed row for a
    /// change of an earlier run's only in a file of the same name.
    func sheetFile(_ sheet: Int, changed: Bool) -> URL {
        folder.appendingPathComponent(changed ? "changed" : "first")
            .appendingPathComponent(String(format: "fahrten-%02d.csv", sheet + 1))
    }

    /// The first version, the changed one with `--replace`, reruns of it until one ends normally
    /// everywhere, then the resumes.
    func runAll() throws {
        for version in ["first", "changed"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(version), withIntermediateDirectories: true)
        }
        for sheet in plan.sheets {
            try installations[sheet.index].create()
            try sheet.file(changed: false).write(to: sheetFile(sheet.index, changed: false))
            try sheet.file(changed: true).write(to: sheetFile(sheet.index, changed: true))
        }
        try runRound(.first, plan.firstRuns)
        try runRound(.changed, plan.changedRuns)
        for rerun in 1...ProcessSoakSheetPlan.rerunLimit {
            let runs = plan.changedRuns.map { ProcessSoakSheetPlan.Run(sheet: $0.sheet, killAfter: nil) }
            try runRound(.rerun(rerun), runs)
            if rounds.last?.endedNormally == true { break }
        }
        try resumeEverywhere()
    }

    /// Kills and reaps whatever it started that is still alive, on any path out of the soak.
    func terminate() {
        for pid in live.keys {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
        }
        live = [:]
    }

    private func runRound(_ stage: ProcessSoakSheetPlan.Stage, _ planned: [ProcessSoakSheetPlan.Run]) throws {
        let roundIndex = rounds.count
        rounds.append(Round(stage: stage, runs: []))
        var processGroup: pid_t = 0
        var waiting: Set<pid_t> = []
        for (index, run) in planned.enumerated() {
            var arguments = [
                "request-stop", "--from-file", sheetFile(run.sheet, changed: stage.usesChangedSheet).path,
                "--retry-for", "\(retryFor)s", "--json",
            ]
            if stage.usesChangedSheet { arguments.append("--replace") }
            let name = String(format: "round-%d-sheet-%02d-run-%d", roundIndex + 1, run.sheet + 1, index + 1)
            let stdout = folder.appendingPathComponent(name + ".out").path
            let pid = try SpawnedChild.spawn(
                SpawnedChild.orphanGuard(signal: "KILL")
                    + ["/bin/sh", "-c", "kill -STOP $$ && exec \"$0\" \"$@\"", buerger] + arguments,
                environment: installations[run.sheet].environment(server: server), stdout: stdout,
                stderr: folder.appendingPathComponent(name + ".err").path, processGroup: processGroup)
            if processGroup == 0 { processGroup = pid }
            rounds[roundIndex].runs.append(
                RoundRun(
                    sheet: run.sheet, killAfter: run.killAfter, ending: .init(startedAt: now), stdout: stdout))
            live[pid] = (roundIndex, index)
            waiting.insert(pid)
        }
        // The barrier: every run stopped before its exec, then one signal wakes them all.
        let barrierSince = now
        while !waiting.isEmpty {
            for pid in waiting {
                var raw: Int32 = 0
                guard waitpid(pid, &raw, WNOHANG | WUNTRACED) == pid, let status = ChildStatus(raw) else { continue }
                waiting.remove(pid)
                if status != .stopped { ended(pid, status) }
            }
            guard now - barrierSince < 15 else {
                throw ProcessSoakRunner.Interrupted(description: "a sheet round did not reach its barrier within 15 s")
            }
            usleep(1000)
        }
        kill(-processGroup, SIGCONT)
        let released = now
        for index in rounds[roundIndex].runs.indices { rounds[roundIndex].runs[index].ending.startedAt = released }
        try waitForAll(limit: hangAfter + 5, what: "a sheet round")
    }

    /// `requests --resume` in every sheet's installation at once.
    private func resumeEverywhere() throws {
        for installation in installations {
            let name = String(format: "resume-sheet-%02d", installation.index + 1)
            let stdout = folder.appendingPathComponent(name + ".out").path
            let pid = try SpawnedChild.spawn(
                SpawnedChild.orphanGuard(signal: "KILL")
                    + [buerger, "requests", "--resume", "--retry-for", "\(retryFor)s"],
                environment: installation.environment(server: server), stdout: stdout,
                stderr: folder.appendingPathComponent(name + ".err").path, processGroup: 0)
            finalResumes.append(
                RoundRun(sheet: installation.index, killAfter: nil, ending: .init(startedAt: now), stdout: stdout))
            live[pid] = (nil, finalResumes.count - 1)
        }
        try waitForAll(limit: hangAfter + 5, what: "the sheets' resumes")
    }

    private func change(_ place: (round: Int?, run: Int), _ body: (inout RoundRun) -> Void) {
        if let round = place.round {
            body(&rounds[round].runs[place.run])
        } else {
            body(&finalResumes[place.run])
        }
    }

    private func waitForAll(limit: Double, what: String) throws {
        let deadline = now + limit
        while !live.isEmpty {
            if let signal = interrupt.received {
                throw ProcessSoakRunner.Interrupted(description: "stopped by \(signal)")
            }
            guard now < deadline else {
                throw ProcessSoakRunner.Interrupted(description: "gave up after \(Int(limit)) s waiting for \(what)")
            }
            let time = now
            for (pid, place) in live {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid, let status = ChildStatus(raw), status != .stopped {
                    ended(pid, status)
                    continue
                }
                change(place) { run in
                    let age = time - run.ending.startedAt
                    if let killAfter = run.killAfter, !run.ending.killSent, age >= killAfter {
                        kill(pid, SIGKILL)
                        run.ending.killSent = true
                    }
                    if age > hangAfter, !run.ending.hung {
                        kill(pid, SIGKILL)
                        run.ending.hung = true
                    }
                }
            }
            usleep(2000)
        }
    }

    private func ended(_ pid: pid_t, _ status: ChildStatus) {
        guard let place = live.removeValue(forKey: pid) else { return }
        let time = now
        change(place) { run in
            run.ending.status = status
            run.ending.endedAt = time
            if run.killAfter != nil, !run.ending.killSent { run.ending.killTooLate = true }
        }
    }
}
