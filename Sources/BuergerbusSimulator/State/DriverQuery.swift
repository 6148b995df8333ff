/// E11 branch 3 (`CustomStopDaoImpl.getCustomStopLine`): requests a driver of a bus sees.
enum DriverQuery {
    static func visibleRequests(in table: [CustomStopRecord], lineId: Int64, busId: Int64) -> [CustomStopRecord] {
        // The original's "not in the past" filter compares with a date in January 1970: it keeps all.
        var rows = table.filter { stop in
            guard stop.lineId == lineId else { return false }
            switch stop.status {
            case CustomStopStatus.pending: return true
            case CustomStopStatus.accepted, CustomStopStatus.cancelled: return stop.acceptingBus == busId
            default: return false
            }
        }
        // The original removes rejected rows inside an index loop without stepping back, so the row
        // after a removed one is never looked at; a bus listed twice removes twice and can run past
        // the end, and the caught IndexOutOfBoundsException turns the answer into [].
        let busText = String(busId)
        var index = 0
        while index < rows.count {
            let rejecting = rows[index].rejectingBus?.split(separator: ",", omittingEmptySubsequences: false) ?? []
            for entry in rejecting where entry == busText {
                guard index < rows.count else { return [] }
                rows.remove(at: index)
            }
            index += 1
        }
        return rows
    }
}
