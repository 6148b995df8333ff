import XCTest

@testable import BuergerCLI

/// Usage lines are made from the specs: arguments in capitals, options as help lists them, sub-commands
/// side by side, and the option forms of request-stop.
final class UsageLineTests: XCTestCase {
    func testEveryCommandsUsageLine() {
        let lines = Dictionary(uniqueKeysWithValues: CommandTableProbe.specs.map { ($0.name, $0.usageLine) })
        XCTAssertEqual(
            lines,
            [
                "stops": "buerger stops [SEARCH] [--near <lat,lon>] [--limit <n>] [--timeout <duration>]",
                "stop": "buerger stop STOP [--limit <n>] [--all] [--timeout <duration>]",
                "bus": "buerger bus BUS [--timeout <duration>]",
                "map":
                    "buerger map [LINE] [--bus <n>] [--near <place>] [--follow] [--every <duration>] [--timeout <duration>]",
                "lines": "buerger lines [--timeout <duration>]",
                "config":
                    "buerger config [init | get KEY | set KEY VALUE | unset KEY | alias NAME STOP | unalias NAME | "
                    + "place NAME LAT,LON | unplace NAME | path]",
                "watch": "buerger watch stop STOP [--interval <seconds>] [--count <n>] [--notify] | "
                    + "bus BUS [--interval <seconds>] [--count <n>] [--notify] [--map] | "
                    + "request REQUEST [--until <moment>] [--alert <duration>] [--timeout <duration>] [--notify]",
                "request-stop": "buerger request-stop (--stop <stop> | --at <lat,lon>) --time <time> [options] | "
                    + "--from-file <file>",
                "status": "buerger status REQUEST [--wait] [--timeout <duration>]",
                "requests": "buerger requests [--resume] [--retry-for <duration>] [--ics <file>]",
                "cancel": "buerger cancel REQUEST [--yes]",
                "forget": "buerger forget [--yes]",
                "completion": "buerger completion (bash | zsh | fish)",
                "manual": "buerger manual",
                "help": "buerger help [COMMAND]",
            ])
    }

    func testSubcommandsWithTheSameOptionsShareThemAndUnlistedOnesAreLeftOut() {
        let option = OptionSpec("fast", help: LocalizedText("f", de: "f"))
        let spec = CommandSpec(
            name: "x", abstract: LocalizedText("x", de: "x"),
            subcommands: Subcommands([
                SubcommandSpec("a", arguments: [ArgumentSpec("one")], options: [option]),
                SubcommandSpec("b", options: [option]),
                SubcommandSpec("c", arguments: [ArgumentSpec("rest", optional: true, variadic: true)]),
                SubcommandSpec("secret", listed: false),
            ]), examples: [])
        XCTAssertEqual(spec.usage, "(a ONE | b) [--fast] | c [REST...]")
    }
}
