import Foundation

/// A wall-clock time without a date, as the server's `arrivingTime` (`"HH:mm:ss"`).
public struct TimeOfDay: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since midnight, 0 ..< 86 400.
    public let secondsSinceMidnight: Int

    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Parses `HH:mm:ss` and, leniently, `HH:mm`.
    public init?(parsing text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { "0123456789".contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) : 0
        guard let second else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    public var hour: Int { secondsSinceMidnight / 3600 }
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:mm:ss`, as the server writes it.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(hour)):\(two(minute)):\(two(second))"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }
}
