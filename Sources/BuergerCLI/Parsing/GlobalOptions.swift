import CitizenClient

/// The options every command accepts, as typed values.
public struct GlobalOptions: Equatable, Sendable {
    public var server: String?
    public var json = false
    public var plain = false
    public var noColor = false
    public var language: Language?
    public var now: String?
    public var offline = false
    public var accessible = false
    public var refresh = false
    public var quiet = false
    public var verbose = false
    /// `-v` 1, `-vv` 2: the second level also shows names and addresses in traced request bodies.
    public var verbosity = 0

    public init() {}

    /// The specs the parser knows everywhere, in the order help lists them.
    public static var specs: [OptionSpec] { GlobalOption.all }

    /// Reads the parsed values and the environment (`BUERGER_ACCESSIBLE`, `BUERGER_NOW`, `NO_COLOR`).
    public static func resolve(_ values: OptionValues, environment: [String: String]) -> Result<
        GlobalOptions, UsageError
    > {
        var options = GlobalOptions()
        options.server = values.value(GlobalOption.server)
        options.json = values.isSet(GlobalOption.json)
        options.plain = values.isSet(GlobalOption.plain)
        // no-color.org: only a non-empty value turns colour off; `NO_COLOR=` is the same as unset.
        options.noColor = values.isSet(GlobalOption.noColor) || !(environment["NO_COLOR"] ?? "").isEmpty
        options.now = values.value(GlobalOption.now) ?? environment["BUERGER_NOW"].flatMap { $0.isEmpty ? nil : $0 }
        options.offline = values.isSet(GlobalOption.offline)
        options.accessible = values.isSet(GlobalOption.accessible) || isTruthy(environment["BUERGER_ACCESSIBLE"])
        options.refresh = values.isSet(GlobalOption.refresh)
        options.quiet = values.isSet(GlobalOption.quiet)
        options.verbosity = values.count(GlobalOption.verbose)
        options.verbose = options.verbosity > 0
        if let code = values.value(GlobalOption.lang) {
            guard let language = Language(rawValue: code.lowercased()) else {
                return .failure(
                    UsageError(
                        .invalidValue(
                            code, for: GlobalOption.lang.synopsis,
                            reason: LocalizedText(
                                "use 'de' or 'en'", de: "bitte 'de' oder 'en' angeben"))))
            }
            options.language = language
        }
        if options.json, options.plain {
            return .failure(UsageError(.mutuallyExclusive(GlobalOption.json.flag, GlobalOption.plain.flag)))
        }
        if options.offline, options.refresh {
            return .failure(UsageError(.mutuallyExclusive(GlobalOption.offline.flag, GlobalOption.refresh.flag)))
        }
        if options.quiet, options.verbose {
            return .failure(UsageError(.mutuallyExclusive(GlobalOption.quiet.flag, GlobalOption.verbose.flag)))
        }
        return .success(options)
    }

    /// An environment switch is on when set to anything but empty, `0` or `false`.
    private static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
