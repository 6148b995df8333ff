import CitizenClient
import Foundation

/// `buerger status REQUEST [--wait] [--timeout D]` (#SF_S16).
struct StatusCommand: Command {
    static let defaultTimeoutSeconds = 30.0 * 60

    static let wait = OptionSpec(
        "wait",
        help: LocalizedText(
            "Follow the request until a driver decides; print each change. Exit 0 when accepted or "
                + "completed, 6 when declined, no-show or cancelled, 7 at the timeout.",
            de: "Die Anfrage verfolgen, bis ein Fahrer entscheidet; jede Änderung ausgeben. Ende 0 bei "
                + "angenommen oder erledigt, 6 bei abgelehnt, nicht erschienen oder storniert, 7 nach Ablauf."))
    static let timeout = OptionSpec(
        "timeout", value: "duration",
        help: LocalizedText(
            "How long --wait follows it, e.g. 90s, 10m, 1h.", de: "Wie lange --wait verfolgt, z. B. 90s, 10m, 1h."),
        defaultValue: "30m")

    let spec = CommandSpec(
        name: "status",
        abstract: LocalizedText(
            "Show where one of your requests stands.",
            de: "Zeigen, wie es um eine Ihrer Anfragen steht."),
        arguments: [RequestAccess.requestArgument],
        options: [Self.wait, Self.timeout],
        examples: [
            CommandExample(
                "buerger status 10000003",
                LocalizedText(
                    "Where request 10000003 stands, in one sentence.",
                    de: "Wie es um Anfrage 10000003 steht, in einem Satz.")),
            CommandExample(
                "buerger status 10000003 --wait --timeout 10m",
                LocalizedText(
                    "Wait up to 10 minutes for a driver's answer.", de: "Bis zu 10 Minuten auf die Antwort warten.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let id = try RequestAccess.requestId(context.argument(0) ?? "")
        let timeout = try DurationOption.read(context, option: Self.timeout, default: Self.defaultTimeoutSeconds)
        if context.options.value(Self.timeout) != nil, !context.options.isSet(Self.wait) {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--timeout' only works together with '--wait'.",
                        de: "'--timeout' wirkt nur zusammen mit '--wait'.")))
        }
        let access = try RequestAccess(context)
        let (request, stop) = try access.requests.status(id)
        guard context.options.isSet(Self.wait) else {
            access.showWithAdvice(request, stop: stop)
            return .success
        }
        return try RequestWaiter(access: access, timeoutSeconds: timeout).follow(request, seen: stop)
    }
}
