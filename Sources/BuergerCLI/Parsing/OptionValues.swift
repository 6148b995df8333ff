import Foundation

/// The options given on a command line, read through their specs (`options.value(Self.limit)`), so a
/// misspelt name does not compile. A later occurrence overrides an earlier one.
public struct OptionValues: Equatable, Sendable {
    private var values: [String: String] = [:]
    private var occurrences: [String: Int] = [:]
    /// The options the parser knew where these were given. Reading another one is a slip in the code
    /// that would read nothing for ever: `reads` notes it, and tests fail on it.
    private let declared: Set<String>
    /// Shared by every copy of these values.
    let reads = OptionReadLog()

    public init(declared: [OptionSpec] = []) {
        self.declared = Set(declared.map(\.name))
    }

    mutating func record(_ option: OptionSpec, value: String?) {
        values[option.name] = value ?? ""
        occurrences[option.name, default: 0] += 1
    }

    /// How often the option was given: `-vv` is `verbose` twice.
    public func count(_ option: OptionSpec) -> Int {
        checkDeclared(option)
        return occurrences[option.name] ?? 0
    }

    /// Whether the option was given at all.
    public func isSet(_ option: OptionSpec) -> Bool {
        checkDeclared(option)
        return values[option.name] != nil
    }

    /// The value of an option that takes one; nil when it was not given.
    public func value(_ option: OptionSpec) -> String? {
        checkDeclared(option)
        return values[option.name]
    }

    private func checkDeclared(_ option: OptionSpec) {
        reads.note(option.name, declared: declared.contains(option.name))
    }

    public static func == (lhs: OptionValues, rhs: OptionValues) -> Bool {
        lhs.values == rhs.values && lhs.occurrences == rhs.occurrences && lhs.declared == rhs.declared
    }
}

/// The names of the options read, in the order first read, and those among them not declared.
final class OptionReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [String] = []
    private var notDeclared: [String] = []

    func note(_ name: String, declared: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if !all.contains(name) { all.append(name) }
        if !declared, !notDeclared.contains(name) { notDeclared.append(name) }
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return all
    }

    var undeclared: [String] {
        lock.lock()
        defer { lock.unlock() }
        return notDeclared
    }
}
