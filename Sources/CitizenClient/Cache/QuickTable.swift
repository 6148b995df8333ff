import Foundation

/// Lines, busses and routes once more in a tab layout (`LineTableFile`, `BusTableFile`,
/// `RouteTableFile`) beside their cached JSON. JSONDecoder costs far more per value than a byte
/// scan, and every decoded type costs a first-use lookup of its conformances; on a warm
/// `buerger stop` these three tables took a fifth of the run. Derived when a table is stored or
/// first decoded; used only with that very table (stamp and fetch time, checked by `MasterDataCache`).
/// Stops have their own derived forms (`StopIndex`, `StopTimetable`).
enum QuickTable {
    /// The header kind of a quick form, or nil for stops.
    static func kind(of table: MasterDataKind) -> String? {
        switch table {
        case .lines: return "lineTable"
        case .busses: return "busTable"
        case .routes: return "routeTable"
        case .stops: return nil
        }
    }

    /// The first-line magic and version of a quick form, or nil for stops.
    static func header(of table: MasterDataKind) -> (magic: String, version: Int)? {
        switch table {
        case .lines: return (LineTableFile.magic, LineTableFile.version)
        case .busses: return (BusTableFile.magic, BusTableFile.version)
        case .routes: return (RouteTableFile.magic, RouteTableFile.version)
        case .stops: return nil
        }
    }

    static func encode(_ table: DecodedTable) -> Data? {
        switch table {
        case .lines(let list): return LineTableFile.encode(list.items)
        case .busses(let list): return BusTableFile.encode(list.items)
        case .routes(let list): return RouteTableFile.encode(list.items)
        case .stops: return nil
        }
    }

    /// The table read from its quick form; nil when damaged (or for stops).
    static func decode(_ kind: MasterDataKind, body: Data, stamp: Int64?) -> DecodedTable? {
        switch kind {
        case .lines: return LineTableFile.decode(body).map { .lines(StampedList(stamp: stamp, items: $0)) }
        case .busses: return BusTableFile.decode(body).map { .busses(StampedList(stamp: stamp, items: $0)) }
        case .routes: return RouteTableFile.decode(body).map { .routes(StampedList(stamp: stamp, items: $0)) }
        case .stops: return nil
        }
    }
}
