/// What `buerger config` does: the word after `config` and the arguments it takes.
enum ConfigAction: SubcommandChoice {
    case initialize, get, set, unset, alias, unalias, place, unplace, path

    var spec: SubcommandSpec {
        switch self {
        case .initialize: return SubcommandSpec("init")
        case .get: return SubcommandSpec("get", arguments: [Self.key])
        case .set: return SubcommandSpec("set", arguments: [Self.key, ArgumentSpec("value")])
        case .unset: return SubcommandSpec("unset", arguments: [Self.key])
        case .alias:
            return SubcommandSpec(
                "alias", arguments: [ArgumentSpec("name"), ArgumentSpec("stop", completes: .stop, joinsWords: true)])
        case .unalias: return SubcommandSpec("unalias", arguments: [ArgumentSpec("name")])
        case .place: return SubcommandSpec("place", arguments: [ArgumentSpec("name"), ArgumentSpec("lat,lon")])
        case .unplace: return SubcommandSpec("unplace", arguments: [ArgumentSpec("name")])
        case .path: return SubcommandSpec("path")
        }
    }

    private static let key = ArgumentSpec("key", completes: .configKey)
}
