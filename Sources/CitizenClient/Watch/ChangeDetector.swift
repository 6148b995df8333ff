import Foundation

/// Compares successive watch polls and says, in events, what changed. Pure: no clock, no I/O.
public struct ChangeDetector {
    /// A delay is reported again only when it moved this many minutes from the last one reported.
    public var delayThresholdMinutes: Int
    /// A bus seen this close to a stop may have stopped there.
    public var nearStopMeters: Double
    /// The shortest time a bus stands at a stop it serves. When two polls lie no further apart, a
    /// bus that stopped between them would have been seen near the stop by one of them.
    public var shortestDwellSeconds: Double

    private var previous: WatchState?
    private var reportedDelays: [Int64: Int] = [:]
    private var networkDown = false

    public init(delayThresholdMinutes: Int = 2, nearStopMeters: Double = 150, shortestDwellSeconds: Double = 20) {
        self.delayThresholdMinutes = max(1, delayThresholdMinutes)
        self.nearStopMeters = nearStopMeters
        self.shortestDwellSeconds = shortestDwellSeconds
    }

    /// A poll that could not reach the server: reported once until a poll succeeds again.
    public mutating func networkFailed(at moment: Date) -> [WatchEvent] {
        guard !networkDown else { return [] }
        networkDown = true
        return [WatchEvent(time: moment, change: .networkLost)]
    }

    /// A successful poll. The first one reports what is already worth knowing (a delay past the
    /// threshold, a nearly full bus); later ones report only what changed since.
    public mutating func observe(_ state: WatchState) -> [WatchEvent] {
        var changes: [WatchChange] = []
        if networkDown {
            networkDown = false
            changes.append(.networkBack)
        }
        let before = previous.map {
            Dictionary($0.buses.map { ($0.bus.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for observation in state.buses {
            let earlier = before?[observation.bus.id]
            changes += positionChanges(earlier, observation)
            if let earlier, let previousState = previous {
                changes += skippedStops(
                    earlier, observation, elapsed: state.takenAt.timeIntervalSince(previousState.takenAt))
            }
            changes += delayChange(observation)
            if observation.isFull, earlier?.isFull != true {
                changes.append(.full(bus: observation.bus))
            } else if observation.seatBand == .scarce, !observation.isFull, earlier?.seatBand != .scarce {
                changes.append(.almostFull(bus: observation.bus))
            }
        }
        previous = state
        return changes.map { WatchEvent(time: state.takenAt, change: $0) }
    }

    private mutating func delayChange(_ observation: BusObservation) -> [WatchChange] {
        guard let minutes = observation.delayMinutes, let stopName = observation.delayStopName else { return [] }
        // Nothing reported yet counts as "on time": a bus that starts on time is no news.
        let last = reportedDelays[observation.bus.id] ?? 0
        guard abs(minutes - last) >= delayThresholdMinutes else { return [] }
        reportedDelays[observation.bus.id] = minutes
        return [.delay(bus: observation.bus, stopName: stopName, minutes: minutes)]
    }

    private func positionChanges(_ earlier: BusObservation?, _ now: BusObservation) -> [WatchChange] {
        guard let was = earlier?.hasPosition, let isKnown = now.hasPosition, was != isKnown else { return [] }
        return [isKnown ? .positionBack(bus: now.bus) : .positionLost(bus: now.bus)]
    }

    /// The next stop of the earlier poll has been passed, and the bus was far from it at both polls,
    /// which lie close enough together that a stop there could not have been missed.
    private func skippedStops(_ earlier: BusObservation, _ now: BusObservation, elapsed: TimeInterval) -> [WatchChange]
    {
        guard elapsed > 0, elapsed <= shortestDwellSeconds,
            let passed = earlier.upcoming.first, let stopLocation = passed.location,
            let firstNow = now.upcoming.first, firstNow != passed,
            !now.upcoming.contains(passed),
            let from = earlier.position, let to = now.position
        else { return [] }
        let farBefore = Geodesy.distanceMeters(from, stopLocation) > nearStopMeters
        let farAfter = Geodesy.distanceMeters(to, stopLocation) > nearStopMeters
        guard farBefore, farAfter else { return [] }
        return [.skippedStop(bus: now.bus, stopName: passed.stopName)]
    }
}
