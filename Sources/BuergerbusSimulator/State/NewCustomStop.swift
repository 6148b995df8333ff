/// A parsed E10 body, ready to be stored. The API layer has already answered 500 for anything that
/// the original could not parse; what is left can only fail "at commit" (which answers 204).
public struct NewCustomStop: Sendable, Equatable {
    public var lineId: Int64
    /// Epoch seconds as sent, or nil when the value was not an integer (the original stores null and
    /// the NOT NULL column then fails at commit).
    public var pickUpTimeSeconds: Int64?
    public var location: GeoPoint
    public var numberOfPersons: Int
    public var deviceId: String
    /// Passenger info as Jettison wrote it (see `PassengerInfoText`).
    public var userInfo: String

    public init(
        lineId: Int64, pickUpTimeSeconds: Int64?, location: GeoPoint, numberOfPersons: Int,
        deviceId: String, userInfo: String
    ) {
        self.lineId = lineId
        self.pickUpTimeSeconds = pickUpTimeSeconds
        self.location = location
        self.numberOfPersons = numberOfPersons
        self.deviceId = deviceId
        self.userInfo = userInfo
    }
}
