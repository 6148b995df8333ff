import Foundation

/// `StopTimetable` on disk, in `TabularText`:
///
///     stop-timetable 2 N                                                        one line
///     id ⇥ lineIds ⇥ name ⇥ latitude ⇥ longitude ⇥ reportedLineIds ⇥ rows…      one line per stop
///
/// Id lists are comma-separated. Each timetable row is four fields: line id, line name, stop id
/// and seconds since midnight. Coordinates are IEEE 754 bits in hexadecimal. An empty field is nil (both coordinates are empty without a
/// location); a present line name starts with `=`, so an empty name differs from none.
enum StopTimetableFile {
    /// Bumped whenever the layout changes, so a file from an older build is rebuilt.
    static let version = 2
    static let magic = "stop-timetable"
    /// Fields before the rows.
    private static let outlineFields = 6
    private static let rowFields = 4

    static func encode(_ stops: [Stop]) -> Data {
        var text = "\(magic) \(version) \(stops.count)\n"
        for stop in stops {
            var fields = [
                String(stop.id), list(stop.lineIds), TabularText.escaped(stop.name),
                stop.location.map { TabularText.hexBits($0.latitude) } ?? "",
                stop.location.map { TabularText.hexBits($0.longitude) } ?? "",
                list(stop.reportedLineIds),
            ]
            for row in stop.schedule {
                fields += [
                    row.lineId.map(String.init) ?? "", row.lineName.map { "=" + TabularText.escaped($0) } ?? "",
                    row.stopId.map(String.init) ?? "", String(row.arrivingTime.secondsSinceMidnight),
                ]
            }
            text += fields.joined(separator: "\t")
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// The outlines of every stop, rows left unread; nil when the file is damaged or of another version.
    static func decode(_ body: Data) -> StopTimetable? {
        let bytes = [UInt8](body)
        let lines = TabularText.split(bytes, 0..<bytes.count, on: TabularText.newline)
        guard let first = lines.first, let header = String(validating: bytes[first], as: UTF8.self) else { return nil }
        let parts = header.split(separator: " ")
        guard parts.count == 3, parts[0] == magic, Int(parts[1]) == version, let count = Int(parts[2]), count >= 0,
            // The header, N stops and the empty rest after the final newline.
            lines.count == count + 2, lines.last?.isEmpty == true
        else { return nil }
        var outlines: [Stop] = []
        var reported: [[Int64]] = []
        var rowRanges: [Range<Int>] = []
        outlines.reserveCapacity(count)
        for line in lines.dropFirst().prefix(count) {
            guard let (outline, reportedIds, rows) = self.outline(bytes, line) else { return nil }
            outlines.append(outline)
            reported.append(reportedIds)
            rowRanges.append(rows)
        }
        return StopTimetable(outlines: outlines, reportedLineIds: reported, bytes: bytes, rowRanges: rowRanges)
    }

    /// One stop's fields before its rows, and where its rows are.
    private static func outline(_ bytes: [UInt8], _ line: Range<Int>) -> (Stop, [Int64], Range<Int>)? {
        var fields: [Range<Int>] = []
        var start = line.lowerBound
        var offset = line.lowerBound
        while fields.count < outlineFields, offset < line.upperBound {
            if bytes[offset] == TabularText.tab {
                fields.append(start..<offset)
                start = offset + 1
            }
            offset += 1
        }
        if fields.count < outlineFields {
            // A stop without rows: its line ends after the sixth field.
            guard fields.count == outlineFields - 1 else { return nil }
            fields.append(start..<line.upperBound)
            start = line.upperBound
        }
        guard let id = TabularText.int64(bytes, fields[0]),
            let lineIds = TabularText.int64List(bytes, fields[1]),
            let name = TabularText.text(bytes, fields[2]),
            let reportedIds = TabularText.int64List(bytes, fields[5])
        else { return nil }
        let location: Coordinate?
        if fields[3].isEmpty, fields[4].isEmpty {
            location = nil
        } else {
            guard let latitude = TabularText.double(bytes, fields[3]),
                let longitude = TabularText.double(bytes, fields[4])
            else { return nil }
            location = Coordinate(latitude: latitude, longitude: longitude)
        }
        let outline = Stop(id: id, name: name, location: location, schedule: [], reportedLineIds: lineIds)
        return (outline, reportedIds, start..<line.upperBound)
    }

    /// The timetable rows in `range`; nil when one is damaged.
    static func rows(_ bytes: [UInt8], _ range: Range<Int>) -> [ScheduleEntry]? {
        guard !range.isEmpty else { return [] }
        let fields = TabularText.split(bytes, range, on: TabularText.tab)
        guard fields.count % rowFields == 0 else { return nil }
        var rows: [ScheduleEntry] = []
        rows.reserveCapacity(fields.count / rowFields)
        var index = 0
        while index + rowFields <= fields.count {
            let lineField = fields[index]
            let nameField = fields[index + 1]
            let stopField = fields[index + 2]
            let lineId = lineField.isEmpty ? nil : TabularText.int64(bytes, lineField)
            let stopId = stopField.isEmpty ? nil : TabularText.int64(bytes, stopField)
            guard lineField.isEmpty || lineId != nil, stopField.isEmpty || stopId != nil,
                let seconds = TabularText.int64(bytes, fields[index + 3]), (0..<86_400).contains(seconds),
                let time = TimeOfDay(
                    hour: Int(seconds / 3600), minute: Int(seconds / 60 % 60), second: Int(seconds % 60))
            else { return nil }
            var lineName: String?
            if !nameField.isEmpty {
                guard bytes[nameField.lowerBound] == UInt8(ascii: "="),
                    let name = TabularText.text(bytes, (nameField.lowerBound + 1)..<nameField.upperBound)
                else { return nil }
                lineName = name
            }
            rows.append(ScheduleEntry(lineId: lineId, lineName: lineName, stopId: stopId, arrivingTime: time))
            index += rowFields
        }
        return rows
    }

    private static func list(_ ids: [Int64]) -> String {
        ids.map(String.init).joined(separator: ",")
    }
}
