import Foundation

/// `runs.tsv` in the soak's folder: one line per run (its group, installation, request name, planned
/// kill, times and ending), so a lost or duplicated request can be traced to its runs' output files
/// (`runs/run-NNNN.err`) when the folder is kept with `--work`.
enum ProcessSoakRecord {
    static func write(plan: ProcessSoakPlan, runner: ProcessSoakRunner) throws {
        var lines = ["run\tgroup\tinstallation\tfresh\ttwin\tname\tkill_after_ms\tstarted_s\tended_s\tending"]
        for run in plan.runs {
            let group = plan.groups[run.group]
            let ending = runner.runs[run.index]
            lines.append(
                [
                    String(run.index + 1), String(run.group + 1), String(group.installation + 1),
                    group.isFresh ? "yes" : "no", run.isTwin ? "yes" : "no", plan.intents[run.intent].name,
                    run.killAfter.map { String(Int($0 * 1000)) } ?? "",
                    ending.map { String(format: "%.3f", $0.startedAt) } ?? "",
                    ending?.endedAt.map { String(format: "%.3f", $0) } ?? "",
                    ProcessSoakTally.label(ending),
                ].joined(separator: "\t"))
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8)
            .write(to: runner.workFolder.appendingPathComponent("runs.tsv"))
    }
}
