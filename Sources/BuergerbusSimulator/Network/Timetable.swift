import Foundation

/// When a line's runs call at its stops: explicit times per run, or a departure pattern at the
/// first stop plus minutes from there to each stop.
public enum Timetable: Equatable, Sendable {
    /// One entry per run, one time ("HH:MM" or "HH:MM:SS") per stop.
    case runs([[String]])
    /// Runs leave the first stop at `first`, then every `everyMinutes`, up to and including `last`.
    case interval(first: String, last: String, everyMinutes: Double, offsets: [Double])
    /// Runs leave the first stop at each listed time.
    case departures([String], offsets: [Double])
}

extension Timetable: Codable {
    private enum Keys: String, CodingKey { case runs, first, last, every, departures, offsets }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if container.contains(.runs) {
            self = .runs(try container.decode([[String]].self, forKey: .runs))
        } else if container.contains(.departures) {
            self = .departures(
                try container.decode([String].self, forKey: .departures),
                offsets: try container.decode([Double].self, forKey: .offsets))
        } else if container.contains(.first) || container.contains(.every) {
            self = .interval(
                first: try container.decode(String.self, forKey: .first),
                last: try container.decode(String.self, forKey: .last),
                everyMinutes: try container.decode(Double.self, forKey: .every),
                offsets: try container.decode([Double].self, forKey: .offsets))
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "give either \"runs\", or \"first\"/\"last\"/\"every\" with \"offsets\", "
                        + "or \"departures\" with \"offsets\""))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .runs(let runs):
            try container.encode(runs, forKey: .runs)
        case .interval(let first, let last, let every, let offsets):
            try container.encode(first, forKey: .first)
            try container.encode(last, forKey: .last)
            try container.encode(every, forKey: .every)
            try container.encode(offsets, forKey: .offsets)
        case .departures(let departures, let offsets):
            try container.encode(departures, forKey: .departures)
            try container.encode(offsets, forKey: .offsets)
        }
    }
}

extension Timetable {
    /// Seconds after midnight of every call, `[run][stop]`, or a message saying what is wrong.
    func resolvedRuns(stopCount: Int) -> Result<[[Int]], TimetableProblem> {
        switch self {
        case .runs(let runs):
            var resolved: [[Int]] = []
            for (runIndex, run) in runs.enumerated() {
                guard run.count == stopCount else {
                    return .failure(
                        TimetableProblem(
                            field: "runs[\(runIndex)]",
                            message: "has \(run.count) times but the line has \(stopCount) stops"))
                }
                var times: [Int] = []
                for (stopIndex, text) in run.enumerated() {
                    guard let seconds = ClockTime.seconds(from: text) else {
                        return .failure(
                            TimetableProblem(
                                field: "runs[\(runIndex)][\(stopIndex)]",
                                message: "\"\(text)\" is not a time like 06:30 or 06:30:00"))
                    }
                    if let previous = times.last, seconds < previous {
                        return .failure(
                            TimetableProblem(
                                field: "runs[\(runIndex)][\(stopIndex)]",
                                message: "\(text) is earlier than the stop before it"))
                    }
                    times.append(seconds)
                }
                resolved.append(times)
            }
            return .success(resolved)
        case .interval(let first, let last, let every, let offsets):
            guard let start = ClockTime.seconds(from: first) else {
                return .failure(TimetableProblem(field: "first", message: "\"\(first)\" is not a time like 06:00"))
            }
            guard let end = ClockTime.seconds(from: last) else {
                return .failure(TimetableProblem(field: "last", message: "\"\(last)\" is not a time like 20:00"))
            }
            guard every.isFinite, every >= 1 else {
                return .failure(TimetableProblem(field: "every", message: "must be at least 1 (minutes)"))
            }
            guard end >= start else {
                return .failure(TimetableProblem(field: "last", message: "\(last) is before first \(first)"))
            }
            let step = Int((every * 60).rounded())
            let departures = stride(from: start, through: end, by: step).map { $0 }
            return Self.expand(departures: departures, offsets: offsets, stopCount: stopCount)
        case .departures(let texts, let offsets):
            var departures: [Int] = []
            for (index, text) in texts.enumerated() {
                guard let seconds = ClockTime.seconds(from: text) else {
                    return .failure(
                        TimetableProblem(
                            field: "departures[\(index)]",
                            message: "\"\(text)\" is not a time like 06:30"))
                }
                departures.append(seconds)
            }
            return Self.expand(departures: departures.sorted(), offsets: offsets, stopCount: stopCount)
        }
    }

    private static func expand(
        departures: [Int], offsets: [Double],
        stopCount: Int
    ) -> Result<[[Int]], TimetableProblem> {
        guard offsets.count == stopCount else {
            return .failure(
                TimetableProblem(
                    field: "offsets",
                    message: "has \(offsets.count) entries but the line has \(stopCount) stops"))
        }
        for (index, offset) in offsets.enumerated() {
            guard offset.isFinite, offset >= 0 else {
                return .failure(TimetableProblem(field: "offsets[\(index)]", message: "must be 0 or more minutes"))
            }
            if index > 0, offset < offsets[index - 1] {
                return .failure(
                    TimetableProblem(
                        field: "offsets[\(index)]",
                        message: "\(offset) is smaller than the offset before it"))
            }
        }
        let offsetSeconds = offsets.map { Int(($0 * 60).rounded()) }
        return .success(departures.map { departure in offsetSeconds.map { departure + $0 } })
    }
}

struct TimetableProblem: Error, Equatable {
    var field: String
    var message: String
}

/// "HH:MM" / "HH:MM:SS" ↔ seconds after midnight; the wire type (java.sql.Time) has no day overflow.
enum ClockTime {
    static func seconds(from text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let numbers = parts.map { part -> Int? in
            guard (1...2).contains(part.count), part.allSatisfy(\.isASCII) else { return nil }
            return Int(part)
        }
        guard numbers.count >= 2, let hours = numbers[0], let minutes = numbers[1], hours < 24, minutes < 60
        else { return nil }
        let seconds: Int
        if numbers.count == 3 {
            guard let value = numbers[2], value < 60 else { return nil }
            seconds = value
        } else {
            seconds = 0
        }
        return hours * 3600 + minutes * 60 + seconds
    }

    static func text(_ seconds: Int) -> String {
        let clamped = max(0, seconds)
        let hours = clamped / 3600
        let minutes = clamped % 3600 / 60
        let rest = clamped % 60
        let base = String(format: "%02d:%02d", hours, minutes)
        return rest == 0 ? base : base + String(format: ":%02d", rest)
    }
}
