import Foundation

/// Decides, request by request, whether a fault replaces the normal answer. Thread-safe.
/// The first rule that matches and fires wins; `next=N` rules count down only when they fire.
public final class FaultInjector: @unchecked Sendable {
    private let lock = NSLock()
    private var rules: [FaultRule]
    private var specText: String
    private var random: FaultRandom

    public init(spec: String = "", seed: UInt64 = 0) throws {
        rules = try FaultSpec.parse(spec)
        specText = spec
        random = FaultRandom(seed: seed)
    }

    /// The SPEC in force, as it was given.
    public var spec: String {
        lock.lock()
        defer { lock.unlock() }
        return specText
    }

    /// Rules still in force (exhausted `next=` rules included, with 0 left).
    public var activeRules: [FaultRule] {
        lock.lock()
        defer { lock.unlock() }
        return rules
    }

    public func replace(spec: String) throws {
        let parsed = try FaultSpec.parse(spec)
        lock.lock()
        defer { lock.unlock() }
        rules = parsed
        specText = spec
    }

    /// The fault for this request, if any. `refuse` too is decided here, once the path is read, so that
    /// `/sim/` (never asked) can always clear it.
    func fault(method: String, path: String) -> FaultKind? {
        fire { $0.matches(method: method, path: path) }
    }

    private func fire(where applies: (FaultRule) -> Bool) -> FaultKind? {
        lock.lock()
        defer { lock.unlock() }
        for index in rules.indices where applies(rules[index]) {
            switch rules[index].trigger {
            case .always: return rules[index].kind
            case .rate(let rate):
                if random.nextUnit() < rate { return rules[index].kind }
            case .next(let remaining):
                guard remaining > 0 else { continue }
                rules[index].trigger = .next(remaining - 1)
                return rules[index].kind
            }
        }
        return nil
    }
}
