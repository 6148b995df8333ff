import Foundation

/// The routes table once more, in `TabularText`: JSONDecoder spends about 18,000 instructions on
/// each `[lon, lat]` pair of a GeoJSON line, so decoding the demo's routes was a seventh of a warm
/// `buerger stop`. Derived from the routes table when it is stored, and used only with that very
/// table (same stamp and fetch time, checked by `MasterDataCache`).
///
///     route-table 2 N                                  one line
///     id ⇥ latitude,longitude ⇥ latitude,longitude …   one line per route
///
/// Numbers are their IEEE 754 bits in hexadecimal (`TabularText.hexBits`): exact, and quick to read.
enum RouteTableFile {
    /// Bumped whenever the layout changes, so a file from an older build is rebuilt.
    static let version = 2
    static let magic = "route-table"

    static func encode(_ routes: [Route]) -> Data {
        var text = "\(magic) \(version) \(routes.count)\n"
        for route in routes {
            text += String(route.id)
            for point in route.points {
                text += "\t\(TabularText.hexBits(point.latitude)),\(TabularText.hexBits(point.longitude))"
            }
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// The routes; nil when the file is damaged or of another version.
    static func decode(_ body: Data) -> [Route]? {
        TabularText.records(body, magic: magic, version: version) { bytes, fields in
            guard let idField = fields.first, let id = TabularText.int64(bytes, idField) else { return nil }
            var points: [Coordinate] = []
            points.reserveCapacity(fields.count - 1)
            for field in fields.dropFirst() {
                let pair = TabularText.split(bytes, field, on: UInt8(ascii: ","))
                guard pair.count == 2, let latitude = TabularText.double(bytes, pair[0]),
                    let longitude = TabularText.double(bytes, pair[1])
                else { return nil }
                points.append(Coordinate(latitude: latitude, longitude: longitude))
            }
            return Route(id: id, points: points)
        }
    }
}
