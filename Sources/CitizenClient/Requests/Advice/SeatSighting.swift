import Foundation

/// A bus seen with this many seats taken at this time (from the position history).
public struct SeatSighting: Equatable, Sendable {
    public let busId: Int64
    public let time: Date
    public let takenSeats: Int

    public init(busId: Int64, time: Date, takenSeats: Int) {
        self.busId = busId
        self.time = time
        self.takenSeats = takenSeats
    }
}
