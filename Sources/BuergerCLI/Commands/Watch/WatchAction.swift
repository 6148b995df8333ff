/// What `buerger watch` follows: the word after `watch` and what it takes.
enum WatchAction: SubcommandChoice {
    case stop, bus, request

    var spec: SubcommandSpec {
        switch self {
        case .stop:
            return SubcommandSpec(
                "stop", arguments: [ArgumentSpec("stop", completes: .stop, joinsWords: true)],
                options: Self.lookingOptions)
        case .bus:
            return SubcommandSpec(
                "bus", arguments: [ArgumentSpec("bus")], options: Self.lookingOptions + [WatchCommand.map])
        case .request:
            return SubcommandSpec(
                "request", arguments: [ArgumentSpec("request")],
                options: [WatchCommand.until, WatchCommand.alert, WatchCommand.timeout, WatchCommand.notify])
        }
    }

    /// A stop or a bus is looked at on a schedule; a request is followed until it is decided.
    private static let lookingOptions = [WatchCommand.interval, WatchCommand.count, WatchCommand.notify]
}
