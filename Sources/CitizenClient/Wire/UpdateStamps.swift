/// The latest-change stamps of the four master tables (E6 `/update/`), epoch ms.
/// Compare them only for equality: they are per-table maxima and depend on the server's time zone.
public struct UpdateStamps: Equatable, Sendable, Decodable {
    public let busses: Int64?
    public let lines: Int64?
    public let routes: Int64?
    public let stops: Int64?

    public init(busses: Int64?, lines: Int64?, routes: Int64?, stops: Int64?) {
        self.busses = busses
        self.lines = lines
        self.routes = routes
        self.stops = stops
    }

    /// The stamp of one kind of master data.
    public func stamp(for kind: MasterDataKind) -> Int64? {
        switch kind {
        case .stops: return stops
        case .lines: return lines
        case .busses: return busses
        case .routes: return routes
        }
    }

    private enum CodingKeys: String, CodingKey { case busses, lines, routes, stops }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        busses = try container.int64IfPresent(.busses)
        lines = try container.int64IfPresent(.lines)
        routes = try container.int64IfPresent(.routes)
        stops = try container.int64IfPresent(.stops)
    }
}

/// The four kinds of master data the server stamps and the client caches.
public enum MasterDataKind: String, CaseIterable, Sendable {
    case stops, lines, busses, routes
}
