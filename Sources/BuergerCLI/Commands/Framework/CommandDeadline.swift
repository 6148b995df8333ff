import CitizenClient

/// `--timeout DURATION` of the commands that only read (`stop`, `stops`, `bus`, `lines`): how long the
/// whole command may wait for the server, every question together — master data, `/update` and each
/// bus's position. The `timeout` setting is its default. (`status --wait --timeout` and `watch request
/// --timeout` are how long to wait for a request to change, a different thing with the same name.)
enum CommandDeadline {
    static let option = OptionSpec(
        "timeout", value: "duration",
        help: LocalizedText(
            "Give up waiting for the server after this long, all its answers together (default: the timeout setting, 5s).",
            de: "Nach dieser Zeit nicht mehr auf den Server warten, alle Antworten zusammen "
                + "(Standard: die Einstellung timeout, 5s)."))

    static let defaultSeconds = 5.0

    /// The deadline in seconds: `--timeout`, else the `timeout` setting, else 5 s.
    static func seconds(_ context: CommandContext) throws -> Double {
        try DurationOption.read(context, option: option, default: context.config.timeoutSeconds ?? defaultSeconds)
    }
}
