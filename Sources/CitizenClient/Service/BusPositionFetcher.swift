import Foundation

/// Asks E7 for the positions of several buses, as a stop board or a bus report needs them. The first
/// bus is asked alone: an unreachable server will not answer for the next bus either, and each further
/// try would cost another full timeout. When it answers and the transport allows it, the others are
/// asked side by side, at most `maximumAtOnce` at a time: a line's ten buses answering in 4 s each took
/// 40 s one after the other, and a thousand buses must not become a thousand threads and connections.
/// The command's deadline (`DeadlineTransport`) holds for all of them together: what was not asked in
/// time fails at once as timed out, and is reported like any other failure.
struct BusPositionFetcher {
    /// A bus whose position could not be fetched, and why.
    struct Failure {
        let busId: Int64
        let error: ClientError
    }

    /// Requests in flight at once: enough to hide a slow network's round trips, few enough to be polite
    /// to a small village server.
    static let maximumAtOnce = 4

    let concurrent: Bool
    let maximumAtOnce: Int
    let fetch: (Int64) throws -> BusPosition?

    init(api: BuergerbusAPI) {
        self.init(concurrent: api.transport.allowsConcurrentSends, fetch: api.busPosition(busId:))
    }

    init(
        concurrent: Bool, maximumAtOnce: Int = Self.maximumAtOnce,
        fetch: @escaping (Int64) throws -> BusPosition?
    ) {
        self.concurrent = concurrent
        self.maximumAtOnce = max(1, maximumAtOnce)
        self.fetch = fetch
    }

    /// The positions found, and the failures in bus order up to the first unreachable server (after
    /// which nothing more is reported, as if the remaining buses had not been asked). An error that
    /// is not a `ClientError` is thrown, as a one-by-one loop would.
    func positions(of busIds: [Int64]) throws -> (positions: [Int64: BusPosition], failures: [Failure]) {
        guard let first = busIds.first else { return ([:], []) }
        var outcomes = [attempt(first)]
        if !isUnreachable(outcomes[0]) {
            let rest = Array(busIds.dropFirst())
            outcomes +=
                concurrent && rest.count > 1
                ? Self.sideBySide(rest, atMost: maximumAtOnce, attempt) : rest.map(attempt)
        }
        var positions: [Int64: BusPosition] = [:]
        var failures: [Failure] = []
        for (busId, outcome) in zip(busIds, outcomes) {
            switch outcome {
            case .success(let position):
                if let position { positions[busId] = position }
            case .failure(let error as ClientError):
                failures.append(Failure(busId: busId, error: error))
                if error.isConnectivityFailure { return (positions, failures) }
            case .failure(let error):
                throw error
            }
        }
        return (positions, failures)
    }

    private func attempt(_ busId: Int64) -> Result<BusPosition?, Error> {
        Result { try fetch(busId) }
    }

    private func isUnreachable(_ outcome: Result<BusPosition?, Error>) -> Bool {
        if case .failure(let error as ClientError) = outcome { return error.isConnectivityFailure }
        return false
    }

    /// Runs `work` for every id on at most `limit` threads (they mostly wait for the network, so a pool
    /// the size of the CPU count would queue them), each taking the next id when it is done, and
    /// returns the results in id order. The calling thread is one of them.
    static func sideBySide<Value>(_ ids: [Int64], atMost limit: Int, _ work: @escaping (Int64) -> Value) -> [Value] {
        let results = LockedSlots<Value>(count: ids.count)
        let group = DispatchGroup()
        let drain = {
            while let slot = results.claimNext() { results.set(slot, work(ids[slot])) }
        }
        for _ in 1..<max(1, min(limit, ids.count)) {
            group.enter()
            Thread {
                drain()
                group.leave()
            }
            .start()
        }
        drain()
        group.wait()
        return results.values
    }
}

/// Fixed slots handed out one by one and written from several threads, read once all writers are done.
private final class LockedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var nextSlot = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next slot nobody has taken yet, nil when all are taken.
    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextSlot < slots.count else { return nil }
        defer { nextSlot += 1 }
        return nextSlot
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        if slots.indices.contains(index) { slots[index] = value }
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
