import Foundation

/// The lines table once more, in `TabularText`, read without JSONDecoder (see `QuickTable`):
///
///     line-table 1 N                          one line
///     id ⇥ name ⇥ routeId ⇥ busIds            one line per line; an empty routeId is none
enum LineTableFile {
    static let version = 1
    static let magic = "line-table"

    static func encode(_ lines: [Line]) -> Data {
        var text = "\(magic) \(version) \(lines.count)\n"
        for line in lines {
            text +=
                [
                    String(line.id), TabularText.escaped(line.name), line.routeId.map(String.init) ?? "",
                    line.busIds.map(String.init).joined(separator: ","),
                ].joined(separator: "\t") + "\n"
        }
        return Data(text.utf8)
    }

    /// Nil when the file is damaged or of another version.
    static func decode(_ body: Data) -> [Line]? {
        TabularText.records(body, magic: magic, version: version) { bytes, fields in
            guard fields.count == 4, let id = TabularText.int64(bytes, fields[0]),
                let name = TabularText.text(bytes, fields[1]),
                let busIds = TabularText.int64List(bytes, fields[3])
            else { return nil }
            let routeId = fields[2].isEmpty ? nil : TabularText.int64(bytes, fields[2])
            guard fields[2].isEmpty || routeId != nil else { return nil }
            return Line(id: id, name: name, routeId: routeId, busIds: busIds)
        }
    }
}
