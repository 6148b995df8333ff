/// The status switch of the original's `updateCustomStopStatus` (wire-contract §5.1–§5.2), bugs included.
enum CustomStopTransition {
    static func apply(
        status: Int, busId: Int64?, to stop: inout CustomStopRecord,
        busesOnLine: (Int64) -> Int, busExists: (Int64) -> Bool
    ) -> CustomStopUpdate {
        switch status {
        case CustomStopStatus.accepted:
            guard stop.status == CustomStopStatus.pending else { return .ignored }
            // acceptingBus has a foreign key to BUS(id); the failure marks the transaction rollback-only.
            if let bus = busId, !busExists(bus) { return .rolledBack }
            stop.status = CustomStopStatus.accepted
            stop.acceptingBus = busId
            return .applied
        case CustomStopStatus.declined:
            // Java string concatenation: a missing busId is appended as "null".
            let entry = busId.map(String.init) ?? "null"
            stop.rejectingBus = stop.rejectingBus.map { $0 + "," + entry } ?? entry
            let rejections = stop.rejectingBus?.split(separator: ",", omittingEmptySubsequences: false).count ?? 0
            if stop.status == CustomStopStatus.pending && rejections == busesOnLine(stop.lineId) {
                stop.status = CustomStopStatus.declined
            }
            return .applied
        case CustomStopStatus.completed, CustomStopStatus.noShow:
            guard stop.status == CustomStopStatus.accepted,
                sameBoxedLong(stop.acceptingBus, busId)
            else { return .ignored }
            stop.status = status
            return .applied
        default:
            // Cancel (6), back to pending (1) and any other number: stored without a check.
            stop.status = status
            return .applied
        }
    }

    /// Java compares two `Long` objects with `==`, which is identity: equal only for nulls and for
    /// the cached values −128…127.
    static func sameBoxedLong(_ lhs: Int64?, _ rhs: Int64?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let left?, let right?): return left == right && (-128...127).contains(left)
        default: return false
        }
    }
}
