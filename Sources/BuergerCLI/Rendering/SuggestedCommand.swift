import CitizenClient
import Foundation

/// The `buerger request-stop …` line that asks for the request the advice suggests, quoted for a
/// shell so that it can be pasted as it stands.
struct SuggestedCommand {
    let timeZone: TimeZone
    /// The run's "today": a run today is written `HH:MM`, as `request-stop` reads it, else with its date.
    let now: Date
    /// The help words in the person's language ("Rollstuhl" in German, which `--help-with` takes as
    /// well); nil for the option's own words, for scripts (`--json`).
    var language: Language? = nil

    func line(for advice: RequestAdvice) -> String? {
        advice.suggestion.map { ShellQuoting.commandLine(arguments(for: $0)) }
    }

    func arguments(for request: SuggestedRequest) -> [String] {
        var arguments = [
            "buerger", "request-stop", "--stop", String(request.stopId), "--line", String(request.lineId),
            "--time", timeArgument(request.time),
        ]
        if request.persons > 1 { arguments += ["--persons", String(request.persons)] }
        if !request.assistance.isEmpty {
            let words = request.assistance.map { need in language == .german ? need.germanWord : need.word }
            arguments += ["--help-with", words.joined(separator: ",")]
        }
        return arguments
    }

    private func timeArgument(_ time: Date) -> String {
        let calendar = Calendar.gregorian(in: timeZone)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: time)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let clock = two(parts.hour) + ":" + two(parts.minute)
        guard !calendar.isDate(time, inSameDayAs: now) else { return clock }
        return String(parts.year ?? 1970) + "-" + two(parts.month) + "-" + two(parts.day) + "T" + clock
    }
}
