import Foundation

/// Which runs of a line a bus drives when several buses share it: bus `index` of `count`
/// (ordered by bus id) takes every `count`-th run, so two buses on a 30-minute line each run hourly.
public struct RunShare: Sendable, Hashable {
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        self.count = max(1, count)
        self.index = min(max(0, index), self.count - 1)
    }

    public static let all = RunShare(index: 0, count: 1)

    public func includes(run: Int) -> Bool { run % count == index }
}
