/// One way to combine a command's options when some are needed: `(--stop <stop> | --at <lat,lon>)
/// --time <time> [options]`. Only the usage line reads it; the command checks the combination.
public struct OptionForm: Equatable, Sendable {
    /// Each group needs one of its options.
    public let required: [[OptionSpec]]
    /// Whether the command's other options may be added (`[options]`).
    public let allowsOthers: Bool

    public init(required: [[OptionSpec]], allowsOthers: Bool = false) {
        self.required = required
        self.allowsOthers = allowsOthers
    }
}
