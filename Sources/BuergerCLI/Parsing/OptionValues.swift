import Foundation

/// The options given on a command line, read through their specs (`options.value(Self.limit)`), so a
/// misspelt name does not compile. A later occurrence overrides an earlier one.
public struct OptionValues: Equatable, Sendable {
    private var values: [String: String] = [:]
    private var occurrences: [String: Int] = [:]
    /// The options the parser knew where these were given. Reading another one is a slip in the code
    /// that would read nothing for ever: it is noted in `undeclaredReads`, which tests fail on.
    private let declared: Set<String>
    /// Shared by every copy of these values.
    let undeclaredReads = UndeclaredOptionReads()

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
        if !declared.contains(option.name) { undeclaredReads.note(option.name) }
    }

    public static func == (lhs: OptionValues, rhs: OptionValues) -> Bool {
        lhs.values == rhs.values && lhs.occurrences == rhs.occurrences && lhs.declared == rhs.declared
    }
}

/// The names of options read that the command line's spec does not declare, in the order read.
final class UndeclaredOptionReads: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    func note(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        if !noted.contains(name) { noted.append(name) }
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return noted
    }
}
