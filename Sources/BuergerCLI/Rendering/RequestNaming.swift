import CitizenClient
import Foundation

extension RequestSummary {
    /// A pick-up this close to a stop is taken to be at that stop (the journal's own stop name wins).
    static let sameStopMeters = 30.0

    /// Fills in the line's name and, for a pick-up at a stop's position, the stop's name: each one line
    /// (a server's line break would start a line of its own inside a sentence about the request).
    func named(using data: MasterData) -> RequestSummary {
        var named = self
        if let lineId, named.lineName == nil { named.lineName = data.lineName(id: lineId).map(TextSanitizer.clean) }
        if named.stopName == nil, let location {
            let nearest = data.stops
                .compactMap { stop in stop.location.map { (stop, Geodesy.distanceMeters(location, $0)) } }
                .min { $0.1 < $1.1 }
            if let nearest, nearest.1 <= Self.sameStopMeters { named.stopName = TextSanitizer.clean(nearest.0.name) }
        }
        return named
    }
}
