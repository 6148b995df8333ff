import Foundation

/// The busses table once more, in `TabularText`, read without JSONDecoder (see `QuickTable`):
///
///     bus-table 1 N                                                  one line
///     id ⇥ numberPlate ⇥ lineId ⇥ color ⇥ picture ⇥ totalSeats       one line per bus
///
/// An empty field is nil; present text starts with `=`, so empty text differs from none.
enum BusTableFile {
    static let version = 1
    static let magic = "bus-table"

    static func encode(_ busses: [Bus]) -> Data {
        func optional(_ text: String?) -> String { text.map { "=" + TabularText.escaped($0) } ?? "" }
        var text = "\(magic) \(version) \(busses.count)\n"
        for bus in busses {
            text +=
                [
                    String(bus.id), optional(bus.numberPlate), bus.lineId.map(String.init) ?? "", optional(bus.color),
                    optional(bus.picture), String(bus.totalSeats),
                ].joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }

    /// Nil when the file is damaged or of another version.
    static func decode(_ body: Data) -> [Bus]? {
        TabularText.records(body, magic: magic, version: version) { bytes, fields in
            guard fields.count == 6, let id = TabularText.int64(bytes, fields[0]),
                let seats = TabularText.int64(bytes, fields[5]), let totalSeats = Int(exactly: seats), totalSeats >= 0,
                let numberPlate = TabularText.optionalText(bytes, fields[1]),
                let color = TabularText.optionalText(bytes, fields[3]),
                let picture = TabularText.optionalText(bytes, fields[4])
            else { return nil }
            let lineId = fields[2].isEmpty ? nil : TabularText.int64(bytes, fields[2])
            guard fields[2].isEmpty || lineId != nil else { return nil }
            return Bus(
                id: id, numberPlate: numberPlate, lineId: lineId, color: color, picture: picture,
                totalSeats: totalSeats)
        }
    }
}
