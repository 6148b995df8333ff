import Foundation

/// A new pick-up request as E10 expects it. The JSON is written by hand because the original
/// server needs things `JSONEncoder` does not promise: coordinates always with a fraction
/// (`7.0`, never `7`), `pickUpTime` in whole epoch SECONDS, and `name`/`address` always present.
public struct CustomStopDraft: Equatable, Sendable {
    public var lineId: Int64
    public var pickUpTime: Date
    public var location: Coordinate
    public var numberOfPersons: Int
    public var deviceId: String
    public var passenger: PassengerInfo

    public init(
        lineId: Int64, pickUpTime: Date, location: Coordinate, numberOfPersons: Int, deviceId: String,
        passenger: PassengerInfo
    ) {
        self.lineId = lineId
        self.pickUpTime = pickUpTime
        self.location = location
        self.numberOfPersons = numberOfPersons
        self.deviceId = deviceId
        self.passenger = passenger
    }

    /// The request body.
    public var json: Data {
        let seconds = Int64(exactly: pickUpTime.timeIntervalSince1970.rounded(.down)) ?? 0
        let assistance = passenger.assistance.map(String.init).joined(separator: ",")
        let text =
            "{\"lineId\":\(lineId),\"pickUpTime\":\(seconds),"
            + "\"location\":{\"type\":\"Point\",\"coordinates\":[\(Self.decimal(location.longitude)),\(Self.decimal(location.latitude))]},"
            + "\"numberOfPersons\":\(numberOfPersons),\"deviceId\":\(Self.quoted(deviceId)),"
            + "\"info\":{\"name\":\(Self.quoted(passenger.name ?? "")),\"address\":\(Self.quoted(passenger.address ?? "")),"
            + "\"assistance\":[\(assistance)]}}"
        return Data(text.utf8)
    }

    /// A JSON number that always has a fraction digit: the server casts coordinates to Double.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        var text = String(format: "%.9f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text += "0" }
        return text
    }

    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
