import CitizenClient
import Foundation

/// `process-soak` (issue 12 §8): "exactly once" shown with real `buerger` processes on one machine, as
/// a citizen runs them. Groups of `request-stop` runs are released at the same instant, half of them
/// twins; a quarter of the groups start on a fresh installation; some runs are killed with SIGKILL
/// and followed by `requests --resume`; the server is stopped and started again (with its state)
/// twice. After a final `requests --resume` in every installation the server's requests are counted:
/// lost, duplicated, device ids per installation. Goal: 0, 0, 1.
///
/// Then the sheets (issue 23 §5, `ProcessSoakSheetPlan`): batch files run by several processes at once,
/// changed and run with `--replace`, some runs killed, then run until every run ends normally. Goal: per
/// person of a sheet, one open request, the changed sheet's, every earlier one cancelled, none twice.
///
/// Exit 0 when the goal is met, 1 when it is not (the figures say how), 3 when the soak itself could
/// not run; `make bench` prints the figures and goes on either way.
enum ProcessSoakBenchmark {
    static let command = BenchmarkCommand(
        name: "process-soak",
        summary:
            "exactly once with real buerger processes: twins, fresh installations, kill -9, server restarts,"
            + " changed sheets with --replace",
        run: run)

    static let usage =
        "usage: buerger-bench process-soak [--bin-dir DIR] [--groups 28] [--group-size 8] "
        + "[--sheets 3] [--sheet-rows 6] [--sheet-runs 4] [--retry-for 30] [--seed N] [--work DIR] [--time-limit 600]\n"
        + "  SEED=N in the environment also sets the seed; --work keeps the folders (journals, outputs) afterwards."

    struct Settings {
        var binDirectory: URL
        var groups: Int
        var groupSize: Int
        var sheets: Int
        var sheetRows: Int
        var sheetRuns: Int
        var retryFor: Int
        var seed: UInt64
        var seedSource: String
        var work: URL?
        var timeLimit: Int
    }

    static func run(_ arguments: [String]) -> Int32 {
        let settings: Settings
        do {
            settings = try parse(arguments)
        } catch let error as BenchmarkUsageError {
            printError("buerger-bench process-soak: \(error.message)\n\(usage)")
            return 2
        } catch {
            printError("buerger-bench process-soak: \(error)")
            return 2
        }
        do {
            return try soak(settings)
        } catch {
            let message = (error as? BenchmarkUsageError)?.message ?? String(describing: error)
            printError("buerger-bench process-soak: \(message)")
            print("verdict                  NOT MEASURED: \(message)")
            return 3
        }
    }

    private static func parse(_ arguments: [String]) throws -> Settings {
        let options = try BenchmarkOptions(
            arguments,
            allowed: [
                "bin-dir", "groups", "group-size", "sheets", "sheet-rows", "sheet-runs", "retry-for",
                "seed", "work", "time-limit",
            ])
        // Beside this executable by default, found even when it was started through PATH.
        let ownDirectory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let binDirectory = (try? options.string("bin-dir")).map { URL(fileURLWithPath: $0) } ?? ownDirectory
        for program in ["buerger", "buerger-sim"]
        where !FileManager.default.isExecutableFile(atPath: binDirectory.appendingPathComponent(program).path) {
            throw BenchmarkUsageError(message: "no \(program) in \(binDirectory.path) (give --bin-dir)")
        }
        let seedText = (try? options.string("seed")) ?? ProcessInfo.processInfo.environment["SEED"]
        let seed: UInt64
        let source: String
        if let seedText, !seedText.isEmpty {
            guard let value = UInt64(seedText) else {
                throw BenchmarkUsageError(message: "the seed must be a whole number from 0, not '\(seedText)'")
            }
            (seed, source) = (value, "given")
        } else {
            (seed, source) = (UInt64.random(in: 1...999_999), "drawn at random")
        }
        let groupSize = try options.positiveInteger("group-size", default: 8)
        guard groupSize >= 2 else {
            throw BenchmarkUsageError(message: "'--group-size' needs at least 2 (one pair of twins)")
        }
        return Settings(
            binDirectory: binDirectory, groups: try options.positiveInteger("groups", default: 28),
            groupSize: groupSize, sheets: try options.positiveInteger("sheets", default: 3),
            sheetRows: try options.positiveInteger("sheet-rows", default: 6),
            sheetRuns: try options.positiveInteger("sheet-runs", default: 4),
            retryFor: try options.positiveInteger("retry-for", default: 30),
            seed: seed, seedSource: source, work: (try? options.string("work")).map { URL(fileURLWithPath: $0) },
            timeLimit: try options.positiveInteger("time-limit", default: 600))
    }

    private static func soak(_ settings: Settings) throws -> Int32 {
        let interrupt = InterruptFlag()
        let work =
            settings.work
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("buerger-process-soak-\(UUID().uuidString.prefix(8))")
        for folder in ["runs", "resumes"] {
            try FileManager.default.createDirectory(
                at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        defer { if settings.work == nil { try? FileManager.default.removeItem(at: work) } }

        let started = Date()
        let simulator = ProcessSoakSimulator(
            binary: settings.binDirectory.appendingPathComponent("buerger-sim").path,
            work: work, seed: settings.seed)
        try simulator.startAndWait(limit: 30)
        defer { simulator.stopAndWait() }

        let places = try places(simulator.restRoot)
        let day = try tomorrow()
        let plan = ProcessSoakPlan.make(
            seed: settings.seed, groups: settings.groups, groupSize: settings.groupSize, places: places, day: day)
        let sheetPlan = ProcessSoakSheetPlan.make(
            seed: settings.seed, sheets: settings.sheets, rows: settings.sheetRows, runsPerSheet: settings.sheetRuns,
            places: places, day: day)
        let installations = (0..<plan.installationCount).map { ProcessSoakInstallation(index: $0, work: work) }
        try installations.forEach { try $0.create() }
        let runner = ProcessSoakRunner(
            plan: plan,
            settings: .init(
                buerger: settings.binDirectory.appendingPathComponent("buerger").path,
                retryFor: settings.retryFor, hangAfter: Double(settings.retryFor) + 60,
                timeLimit: Double(settings.timeLimit)),
            simulator: simulator, installations: installations, work: work, interrupt: interrupt)
        defer { runner.terminateRuns() }

        let sheetRunner = ProcessSoakSheetRunner(
            plan: sheetPlan, buerger: settings.binDirectory.appendingPathComponent("buerger").path,
            retryFor: settings.retryFor, hangAfter: Double(settings.retryFor) + 60, server: simulator.restRoot,
            work: work, interrupt: interrupt)
        defer { sheetRunner.terminate() }

        try runner.runGroups()
        // The sheets after the groups, while the server stays up; their installations are their own.
        try sheetRunner.runAll()
        try runner.resumeEverywhere()
        let server = try ProcessSoakServerRequest.readAll(restRoot: simulator.restRoot)
        let tally = ProcessSoakTally(plan: plan, runner: runner, server: server.filter { !Self.isSheets($0) })
        let sheets = ProcessSoakSheetResult(
            plan: sheetPlan, runner: sheetRunner,
            tally: try ProcessSoakSheetTally(plan: sheetPlan, runner: sheetRunner, server: server.filter(Self.isSheets))
        )
        ProcessSoakReport(
            plan: plan, runner: runner, tally: tally, sheets: sheets, seedSource: settings.seedSource,
            wallSeconds: Date().timeIntervalSince(started)
        ).print()
        if settings.work != nil {
            try? ProcessSoakRecord.write(plan: plan, runner: runner)
            print("work folder              \(work.path) (kept; runs.tsv lists every run)")
        }
        return tally.shortfalls.isEmpty && sheets.tally.shortfalls.isEmpty ? 0 : 1
    }

    /// A request of a sheet's person: their names begin so, the groups' with "Soak ".
    private static func isSheets(_ request: ProcessSoakServerRequest) -> Bool {
        request.name?.hasPrefix(ProcessSoakSheetPlan.namePrefix) == true
    }

    /// Stops of the demo network with a line, read from the server as a client would.
    private static func places(_ restRoot: String) throws -> [ProcessSoakPlan.Place] {
        let api = BuergerbusAPI(
            server: try ServerAddress(restRoot),
            transport: SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 5), environment: [:]),
            userAgent: "buerger-bench process-soak")
        return try RequestSoakPlaces.load(api).map { ProcessSoakPlan.Place(stopId: $0.stopId, lineId: $0.lineId) }
    }

    /// Tomorrow in Europe/Berlin, where the runs' TZ puts their `--time`: always in the future.
    private static func tomorrow() throws -> String {
        guard let zone = TimeZone(identifier: "Europe/Berlin") else {
            throw BenchmarkUsageError(message: "no Europe/Berlin zone")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let day = calendar.date(byAdding: .day, value: 1, to: Date()) else {
            throw BenchmarkUsageError(message: "cannot tell tomorrow's date")
        }
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
