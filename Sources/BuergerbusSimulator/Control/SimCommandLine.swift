import Foundation

/// Which master data to serve.
public enum SimDataSource: Equatable, Sendable {
    /// The original server's V0002 tables (wire-contract §8).
    case original
    /// The designed network of Weilerbach.
    case demo
    /// A network file.
    case file(String)
}

/// `buerger-sim`'s options, as parsed; times stay text until the data's time zone is known.
public struct SimOptions: Equatable, Sendable {
    public var host = "127.0.0.1"
    public var port: UInt16 = 8080
    public var data = SimDataSource.demo
    public var speed: Double = 1
    /// ISO 8601 or HH:MM; nil means now.
    public var start: String?
    public var seed: UInt64 = 1
    public var faults = ""
    public var stateFile: String?
    public var quiet = false
    /// nil: on for demo and network files, off for `original` (whose buses only move through E8).
    public var fleet: Bool?
    public var drivers = DriverBehaviour.standard

    public init() {}

    /// Whether the simulated buses drive, after defaults.
    public var runsFleet: Bool { fleet ?? (data != .original) }
}

/// What the command line asks for.
public enum SimCommand: Equatable, Sendable {
    case run(SimOptions)
    case help
    case version
}

/// A command line `buerger-sim` cannot run with; the message names the option.
public struct SimUsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// `buerger-sim`'s own small option parser: `--name value` or `--name=value`.
public enum SimCommandLine {
    public static let version = "0.1.0"

    public static func parse(_ arguments: [String]) throws -> SimCommand {
        var options = SimOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                throw SimUsageError(message: "unexpected argument '\(argument)'")
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? argument
            var inlineValue = parts.count == 2 ? parts[1] : nil
            func value() throws -> String {
                if let given = inlineValue {
                    inlineValue = nil
                    return given
                }
                guard let next = remaining.popFirst() else { throw SimUsageError(message: "'\(name)' needs a value") }
                return next
            }
            switch name {
            case "--help": return .help
            case "--version": return .version
            case "--quiet": options.quiet = true
            case "--host": options.host = try value()
            case "--port":
                let text = try value()
                guard let port = UInt16(text) else {
                    throw SimUsageError(message: "'--port' must be 0…65535, not '\(text)'")
                }
                options.port = port
            case "--data":
                let text = try value()
                guard !text.isEmpty else {
                    throw SimUsageError(message: "'--data' needs original, demo or a file path")
                }
                options.data = text == "original" ? .original : text == "demo" ? .demo : .file(text)
            case "--speed":
                let text = try value()
                guard let speed = Double(text), speed.isFinite, speed >= 0 else {
                    throw SimUsageError(message: "'--speed' must be a number of 0 or more, not '\(text)'")
                }
                options.speed = speed
            case "--start": options.start = try value()
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw SimUsageError(message: "'--seed' must be a whole number, not '\(text)'")
                }
                options.seed = seed
            case "--faults":
                let text = try value()
                do { _ = try FaultSpec.parse(text) } catch { throw SimUsageError(message: "'--faults': \(error)") }
                options.faults = text
            case "--state": options.stateFile = try value()
            case "--fleet": options.fleet = true
            case "--no-fleet": options.fleet = false
            case "--decide-after":
                options.drivers.decideAfter = try number(name, try value(), in: 0...86_400)
            case "--accept-rate":
                options.drivers.acceptRate = try number(name, try value(), in: 0...1)
            case "--no-show-rate":
                options.drivers.noShowRate = try number(name, try value(), in: 0...1)
            case "--pickup-habit":
                let text = try value()
                guard let habit = DriverBehaviour.PickupHabit(rawValue: text) else {
                    throw SimUsageError(message: "'--pickup-habit' must be on-time or early, not '\(text)'")
                }
                options.drivers.pickupHabit = habit
            default: throw SimUsageError(message: "unknown option '\(name)'")
            }
            if inlineValue != nil { throw SimUsageError(message: "'\(name)' takes no value") }
        }
        return .run(options)
    }

    private static func number(_ name: String, _ text: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(text), range.contains(value) else {
            throw SimUsageError(
                message: "'\(name)' must be a number from \(JavaNumberText.double(range.lowerBound)) "
                    + "to \(JavaNumberText.double(range.upperBound)), not '\(text)'")
        }
        return value
    }

    public static let helpText = """
        OVERVIEW: A local Bürgerbus server: the original 2016 server's REST API, emulated exactly,
        with simulated buses.

        USAGE: buerger-sim [--host <host>] [--port <port>] [--data <source>] [--speed <n>]
                           [--start <time>] [--seed <n>] [--faults <spec>] [--state <file>]
                           [--fleet | --no-fleet] [--decide-after <s>] [--accept-rate <p>]
                           [--no-show-rate <p>] [--pickup-habit on-time|early] [--quiet]

        OPTIONS:
          --host <host>           Address to listen on. (default: 127.0.0.1)
          --port <port>           Port to listen on; 0 picks a free one. (default: 8080)
          --data <source>         original, demo or the path of a network file. (default: demo)
          --speed <n>             Simulated seconds per real second. (default: 1)
          --start <time>          Simulated start: ISO 8601 or HH:MM today (Europe/Berlin). (default: now)
          --seed <n>              Seed for the fleet and the fault dice. (default: 1)
          --faults <spec>         Faults for testing clients, e.g. 500:rate=0.1,drop-after-store:next=1
          --state <file>          Keep custom stops, positions and bus lines across restarts.
          --fleet, --no-fleet     Simulated buses drive their routes. (default: on, off for --data original)
          --decide-after <s>      Simulated seconds before drivers answer a request. (default: 60)
          --accept-rate <p>       Chance a driver with room accepts, 0 to 1. (default: 0.8)
          --no-show-rate <p>      Chance a passenger does not show up, 0 to 1. (default: 0.1)
          --pickup-habit <h>      on-time: drivers wait at a stop and come at the pick-up time;
                                  early: they set off from it and wait at the door. (default: on-time)
          --quiet                 No request log on stderr.
          --help                  Show this help.
          --version               Show the version.

        The first line on stdout is `listening on http://HOST:PORT/services/rest`.
        Control API for tests: /sim/clock, /sim/busses/ID, /sim/customStops/ID, /sim/faults, /sim/state.
        See docs/simulator.md.
        """
}
