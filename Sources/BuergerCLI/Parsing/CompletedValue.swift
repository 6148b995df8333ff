/// What a typed value names, so completion knows what to offer for an argument or an option's value.
public enum CompletedValue: Equatable, Sendable {
    /// Nothing to offer beyond an option's allowed words.
    case anything
    /// A stop or a saved @alias, from the cache.
    case stop
    /// A setting's key.
    case configKey
    /// A command's name.
    case command
}
