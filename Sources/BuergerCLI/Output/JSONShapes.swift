import CitizenClient
import Foundation

/// Building blocks of the contract's JSON schemas, shared by every command.
enum JSONShapes {
    /// `{"lat": …, "lon": …}`, never the server's `[lon, lat]`; `null` without a position.
    static func location(_ coordinate: Coordinate?) -> JSONValue {
        guard let coordinate else { return .null }
        return .object([("lat", .number(coordinate.latitude)), ("lon", .number(coordinate.longitude))])
    }

    /// Whole metres, or `null`.
    static func meters(_ distance: Double?) -> JSONValue {
        guard let distance, distance.isFinite else { return .null }
        return .integer(Int64(distance.rounded()))
    }

    /// A capacity of 0 means unknown on the wire, so it is `null` here.
    static func totalSeats(_ seats: SeatInfo) -> JSONValue {
        .optional(seats.totalSeats.flatMap { $0 > 0 ? $0 : nil })
    }

    static func seatBand(_ seats: SeatInfo) -> JSONValue {
        .optional(seats.band?.rawValue)
    }

    static func time(_ date: Date?, _ times: TimeText) -> JSONValue {
        .optional(date.map(times.iso))
    }

    /// `{"earliest": …, "latest": …}` when the estimate has a range, else `null`.
    static func range(_ estimate: ArrivalEstimate?, _ times: TimeText) -> JSONValue {
        guard let estimate, estimate.earliest != nil || estimate.latest != nil else { return .null }
        return .object([("earliest", time(estimate.earliest, times)), ("latest", time(estimate.latest, times))])
    }
}
