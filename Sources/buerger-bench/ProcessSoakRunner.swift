import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Carries out a `ProcessSoakPlan` with real processes, on one thread that polls every 2 ms: starts
/// each group behind a barrier, kills the chosen runs, follows each kill with `requests --resume`
/// (0–3 s later),
/// takes the server away and back, and reaps every child (the simulator too, once it is handed over
/// running). One thread that both reaps and kills means a pid is never signalled after it was reaped
/// (and perhaps reused).
///
/// The barrier: each run is `sh -c 'kill -STOP $$ && exec buerger …'` in the group's own process
/// group. When waitpid has reported every one of them stopped, one `kill(-group, SIGCONT)` wakes them
/// all in the same system call; each then execs buerger, so twins load and run side by side on the
/// cores there are, as closely as a double Enter could start them.
final class ProcessSoakRunner {
    struct Settings {
        var buerger: String
        var retryFor: Int
        /// Runs (not counting resumes) alive at once; a group waits for room.
        var maximumLiveRuns = 64
        /// A child alive this long after its start is killed and counted as hung.
        var hangAfter: Double
        var timeLimit: Double
    }

    /// How a child ended, and what the soak did to it.
    struct Ending {
        var status: ChildStatus?
        var startedAt: Double
        var endedAt: Double?
        /// SIGKILL was sent while it was alive (it may still have ended on its own just before).
        var killSent = false
        /// Its kill was due after it had already ended.
        var killTooLate = false
        var hung = false

        var wasKilled: Bool { killSent && status == .signalled(SIGKILL) }
    }

    /// A `requests --resume` run: after a kill, or the final one in each installation.
    struct Helper {
        var installation: Int
        var ending: Ending
    }

    /// When the server was away: from its stop to the moment it listened again.
    struct Away {
        var from: Double
        var to: Double?
    }

    struct Interrupted: Error, CustomStringConvertible {
        var description: String
    }

    private enum Role {
        case run(Int)
        case resume(Int)
        case finalResume(Int)
        case simulator
    }

    private struct Live {
        var role: Role
        var startedAt: Double
        var killAt: Double?
    }

    let plan: ProcessSoakPlan
    let settings: Settings
    let simulator: ProcessSoakSimulator
    let installations: [ProcessSoakInstallation]
    let workFolder: URL
    private let interrupt: InterruptFlag
    private let startedAt: Double

    private(set) var runs: [Ending?]
    private(set) var resumes: [Helper] = []
    private(set) var finalResumes: [Helper] = []
    private(set) var away: [Away] = []
    /// Largest spread between the first and the last of a group reporting itself stopped: how long
    /// the early ones waited at the barrier.
    private(set) var barrierWaits: [Double] = []

    private var live: [pid_t: Live] = [:]
    private var nextGroup = 0
    private var nextLaunchAt = 0.0
    private var launching: (group: Int, processGroup: pid_t, waiting: Set<pid_t>, since: Double, firstStop: Double?)?
    private var outageStops: [Double?]
    private var nextOutage = 0
    private var awayUntil: Double?
    private var nextStartTry = 0.0
    private var stopSentAt: Double?
    /// Killed runs whose `requests --resume` is still to come, with when.
    private var pendingResumes: [(due: Double, run: Int)] = []
    /// Only the run phase starts groups; the other phases only keep the server and reap.
    private var launchesGroups = false

    init(
        plan: ProcessSoakPlan, settings: Settings, simulator: ProcessSoakSimulator,
        installations: [ProcessSoakInstallation], work: URL, interrupt: InterruptFlag
    ) {
        self.plan = plan
        self.settings = settings
        self.simulator = simulator
        self.installations = installations
        self.workFolder = work
        self.interrupt = interrupt
        startedAt = ProcessInfo.processInfo.systemUptime
        runs = Array(repeating: nil, count: plan.runs.count)
        outageStops = Array(repeating: nil, count: plan.outages.count)
        if let pid = simulator.pid { live[pid] = Live(role: .simulator, startedAt: 0) }
    }

    /// Seconds since the runner was made.
    var now: Double { ProcessInfo.processInfo.systemUptime - startedAt }

    // MARK: - Phases

    /// Every group, every kill, every outage, until all runs and resumes have ended and the server is up.
    func runGroups() throws {
        launchesGroups = true
        defer { launchesGroups = false }
        try loop(
            until: { [self] in
                nextGroup == plan.groups.count && launching == nil && nextOutage == plan.outages.count
                    && pendingResumes.isEmpty
                    && awayUntil.map { now >= $0 } ?? true && simulator.state == .up
                    && !live.values.contains { if case .simulator = $0.role { return false } else { return true } }
            }, limit: settings.timeLimit, what: "the runs to end")
    }

    /// `buerger requests --resume` in every installation at once, to send whatever is still unsent.
    func resumeEverywhere() throws {
        for installation in installations {
            let pid = try spawnHelper(installation: installation.index, name: "final-\(installation.index + 1)")
            finalResumes.append(Helper(installation: installation.index, ending: Ending(startedAt: now)))
            live[pid] = Live(role: .finalResume(finalResumes.count - 1), startedAt: now)
        }
        try loop(
            until: { [self] in
                !live.values.contains { if case .finalResume = $0.role { return true } else { return false } }
            }, limit: Double(settings.retryFor) + 60, what: "the final resumes")
    }

    /// Kills and reaps every run and resume still alive, on any path out of the soak. The
    /// simulator is left to `ProcessSoakSimulator.stopAndWait`, so its state file is written.
    func terminateRuns() {
        for (pid, child) in live {
            if case .simulator = child.role { continue }
            kill(pid, SIGKILL)
        }
        try? loop(
            until: {
                self.live.values.allSatisfy { if case .simulator = $0.role { return true } else { return false } }
            },
            limit: 5, what: "the runs to die", checked: false)
    }

    // MARK: - The loop

    private func loop(until done: () -> Bool, limit: Double, what: String, checked: Bool = true) throws {
        let deadline = now + limit
        while true {
            reap()
            if done() { return }
            if checked, let signal = interrupt.received { throw Interrupted(description: "stopped by \(signal)") }
            guard now < deadline else {
                throw Interrupted(description: "gave up after \(Int(limit)) s waiting for \(what)")
            }
            if checked { try step() }
            usleep(2000)
        }
    }

    private func step() throws {
        simulator.poll()
        try keepServer()
        let time = now
        for (pid, child) in live {
            if let killAt = child.killAt, time >= killAt {
                kill(pid, SIGKILL)
                live[pid]?.killAt = nil
                if case .run(let index) = child.role { runs[index]?.killSent = true }
            }
            if case .simulator = child.role { continue }
            if time - child.startedAt > settings.hangAfter {
                kill(pid, SIGKILL)
                mark(child.role) { $0.hung = true }
            }
        }
        for pending in pendingResumes where time >= pending.due { resumeAfterKill(of: pending.run) }
        pendingResumes.removeAll { time >= $0.due }
        try release()
        try launch()
    }

    /// The server's side of the plan: away from an outage's stop for its duration, up otherwise.
    private func keepServer() throws {
        let time = now
        if simulator.state == .up, let last = away.last, last.to == nil { away[away.count - 1].to = time }
        if nextOutage < plan.outages.count, let stopAt = outageStops[nextOutage], time >= stopAt,
            simulator.state == .up
        {
            awayUntil = time + plan.outages[nextOutage].duration
            away.append(Away(from: time))
            nextOutage += 1
            stopSentAt = time
            simulator.stop()
        }
        if simulator.state == .stopping, let sent = stopSentAt, time - sent > 5 { simulator.forceKill() }
        let wantedUp = awayUntil.map { time >= $0 } ?? true
        if wantedUp, simulator.state == .down, time >= nextStartTry {
            guard simulator.unplannedEnds < 40 else {
                throw Interrupted(description: "the simulator does not start again: \(simulator.lastError)")
            }
            try startSimulator()
            nextStartTry = time + 0.25
        }
    }

    private func startSimulator() throws {
        try simulator.start()
        if let pid = simulator.pid { live[pid] = Live(role: .simulator, startedAt: now) }
    }

    private func launch() throws {
        guard launchesGroups, launching == nil, nextGroup < plan.groups.count, now >= nextLaunchAt else { return }
        let group = plan.groups[nextGroup]
        if let outage = plan.outages.firstIndex(where: { $0.groupsStartedWhileAway.contains(group.index) }) {
            // Once its outage has begun and the server is really gone (or, if the barrier was slow,
            // back already: never wait for an outage that is over).
            guard nextOutage > outage, simulator.state == .down || simulator.state == .up else { return }
        } else {
            guard simulator.state == .up, awayUntil.map({ now >= $0 }) ?? true else { return }
        }
        let liveRuns = live.values.filter { if case .run = $0.role { return true } else { return false } }.count
        guard liveRuns + group.runs.count <= settings.maximumLiveRuns else { return }
        let installation = installations[group.installation]
        var processGroup: pid_t = 0
        var waiting: Set<pid_t> = []
        for index in group.runs {
            let run = plan.runs[index]
            let intent = plan.intents[run.intent]
            let arguments =
                SpawnedChild.orphanGuard(signal: "KILL")
                + ["/bin/sh", "-c", "kill -STOP $$ && exec \"$0\" \"$@\"", settings.buerger]
                + intent.requestStopArguments(retryFor: settings.retryFor)
            let pid = try SpawnedChild.spawn(
                arguments, environment: installation.environment(server: simulator.restRoot),
                stdout: output("runs", index, ".out"), stderr: output("runs", index, ".err"),
                processGroup: processGroup)
            if processGroup == 0 { processGroup = pid }
            live[pid] = Live(role: .run(index), startedAt: now)
            runs[index] = Ending(startedAt: now)
            waiting.insert(pid)
        }
        launching = (nextGroup, processGroup, waiting, now, nil)
        nextGroup += 1
    }

    private func release() throws {
        guard let current = launching else { return }
        guard current.waiting.isEmpty else {
            if now - current.since > 15 {
                throw Interrupted(description: "group \(current.group + 1) did not reach its barrier within 15 s")
            }
            return
        }
        kill(-current.processGroup, SIGCONT)
        let time = now
        launching = nil
        if let firstStop = current.firstStop { barrierWaits.append(time - firstStop) }
        let group = plan.groups[current.group]
        for (pid, child) in live {
            guard case .run(let index) = child.role, plan.runs[index].group == current.group else { continue }
            live[pid]?.startedAt = time
            runs[index]?.startedAt = time
            live[pid]?.killAt = plan.runs[index].killAfter.map { time + $0 }
        }
        if let outage = plan.outages.firstIndex(where: { $0.group == group.index }) {
            outageStops[outage] = time + plan.outages[outage].offset
        }
        if current.group + 1 < plan.groups.count { nextLaunchAt = time + plan.groups[current.group + 1].gapBefore }
    }

    // MARK: - Children

    private func reap() {
        while true {
            var raw: Int32 = 0
            let pid = waitpid(-1, &raw, WNOHANG | WUNTRACED)
            guard pid > 0 else { return }
            guard let status = ChildStatus(raw), let child = live[pid] else { continue }
            if status == .stopped {
                if launching?.waiting.remove(pid) != nil, launching?.firstStop == nil { launching?.firstStop = now }
                continue
            }
            live[pid] = nil
            launching?.waiting.remove(pid)
            let time = now
            switch child.role {
            case .simulator:
                simulator.ended(status)
            case .run(let index):
                runs[index]?.status = status
                runs[index]?.endedAt = time
                // Still due: the run ended before its moment came.
                if child.killAt != nil { runs[index]?.killTooLate = true }
                if runs[index]?.wasKilled == true {
                    pendingResumes.append((time + plan.runs[index].resumeAfter, index))
                }
            case .resume(let index):
                resumes[index].ending.status = status
                resumes[index].ending.endedAt = time
            case .finalResume(let index):
                finalResumes[index].ending.status = status
                finalResumes[index].ending.endedAt = time
            }
        }
    }

    /// What a citizen does after a run died: `requests --resume` in that installation.
    private func resumeAfterKill(of run: Int) {
        let installation = plan.groups[plan.runs[run].group].installation
        do {
            let pid = try spawnHelper(installation: installation, name: "resume-after-\(run + 1)")
            resumes.append(Helper(installation: installation, ending: Ending(startedAt: now)))
            live[pid] = Live(role: .resume(resumes.count - 1), startedAt: now)
        } catch {
            var failed = Helper(installation: installation, ending: Ending(startedAt: now))
            failed.ending.status = .exited(127)
            resumes.append(failed)
        }
    }

    private func spawnHelper(installation: Int, name: String) throws -> pid_t {
        let arguments =
            SpawnedChild.orphanGuard(signal: "KILL")
            + [settings.buerger, "requests", "--resume", "--retry-for", "\(settings.retryFor)s"]
        let folder = workFolder.appendingPathComponent("resumes")
        return try SpawnedChild.spawn(
            arguments, environment: installations[installation].environment(server: simulator.restRoot),
            stdout: folder.appendingPathComponent(name + ".out").path,
            stderr: folder.appendingPathComponent(name + ".err").path, processGroup: 0)
    }

    func output(_ folder: String, _ index: Int, _ suffix: String) -> String {
        workFolder.appendingPathComponent(folder).appendingPathComponent(String(format: "run-%04d", index + 1) + suffix)
            .path
    }

    private func mark(_ role: Role, _ change: (inout Ending) -> Void) {
        switch role {
        case .run(let index):
            if var ending = runs[index] {
                change(&ending)
                runs[index] = ending
            }
        case .resume(let index): change(&resumes[index].ending)
        case .finalResume(let index): change(&finalResumes[index].ending)
        case .simulator: break
        }
    }
}
