import Foundation

/// The stops table as `buerger stop` reads it on a warm run. A board needs the names of all stops
/// (to resolve its argument) but the timetables only of the stops on its own lines; and JSONDecoder's
/// cost per value made decoding the whole 60 kB demo table a fifth of a warm `buerger stop`. So the
/// stops are kept once more in a plain text layout (`StopTimetableFile`) whose outlines are read at
/// once and whose timetable rows are read only for the stops a board asks for.
///
/// Derived from the stops table when it is stored, and used only with that very table (same stamp
/// and fetch time, checked by `MasterDataCache`), like `StopIndex`.
struct StopTimetable: Equatable, Sendable {
    /// Every stop without its timetable rows; `reportedLineIds` holds its `lineIds`, which
    /// `Stop.lineIds` falls back to.
    let outlines: [Stop]
    /// The file's bytes and, per stop, where its rows are (parsed on demand).
    private let bytes: [UInt8]
    private let rowRanges: [Range<Int>]
    /// The server's own `lines` field per stop (kept so a full stop equals the decoded one).
    private let reportedLineIds: [[Int64]]

    init(outlines: [Stop], reportedLineIds: [[Int64]], bytes: [UInt8], rowRanges: [Range<Int>]) {
        self.outlines = outlines
        self.reportedLineIds = reportedLineIds
        self.bytes = bytes
        self.rowRanges = rowRanges
    }

    /// The stops a board of `stop` needs: itself and every stop sharing one of its lines (the line
    /// forecasts need their whole timetables), complete and in table order. Nil when a row is damaged.
    func stops(sharingLinesWith stop: Stop) -> [Stop]? {
        let lines = Set(stop.lineIds)
        var result: [Stop] = []
        for (position, outline) in outlines.enumerated()
        where outline.id == stop.id || outline.lineIds.contains(where: lines.contains) {
            guard let full = complete(at: position) else { return nil }
            result.append(full)
        }
        return result
    }

    /// The stop at `position` with its timetable rows.
    func complete(at position: Int) -> Stop? {
        guard position >= 0, position < outlines.count, position < rowRanges.count, position < reportedLineIds.count,
            let schedule = StopTimetableFile.rows(bytes, rowRanges[position])
        else { return nil }
        let outline = outlines[position]
        return Stop(
            id: outline.id, name: outline.name, location: outline.location, schedule: schedule,
            reportedLineIds: reportedLineIds[position])
    }
}
