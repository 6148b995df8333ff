import Foundation

/// What a person wants: one pick-up, validated and complete, before anything is sent. It is what
/// the journal keeps (so a killed run can be resumed) and what an answer from the server is
/// compared with when the outcome of a send is unknown (so it is adopted, never sent twice).
public struct RequestIntent: Codable, Equatable, Sendable {
    public var lineId: Int64
    /// The pick-up time; the wire carries whole seconds, so it is kept to whole seconds.
    public var pickUpTime: Date
    public var latitude: Double
    public var longitude: Double
    public var persons: Int
    public var name: String
    public var address: String
    public var assistance: [AssistanceNeed]
    /// The stop asked at (`--stop`), for people reading `requests`; nil for `--at`.
    public var stopId: Int64?
    public var stopName: String?
    /// The saved place asked at (`--at @zuhause`), by its name without `@`: told back as that place,
    /// not as numbers. Nil for a stop or a position typed as numbers (and in journals of earlier versions).
    public var placeName: String?
    /// How the place was given, written by this version: with it, numbers stay numbers when told back
    /// even where a stop or a saved place lies. Nil in journals of earlier versions, whose place is
    /// then told as a saved place or stop found at it.
    public var placeGiven: PlaceGiven?

    public enum PlaceGiven: String, Codable, Sendable {
        case stop, savedPlace, position
    }
    /// For the way back (#SF_C8): the journal id of the outward request it belongs to.
    public var outwardEntryId: UUID?

    public init(
        lineId: Int64, pickUpTime: Date, location: Coordinate, persons: Int, name: String,
        address: String, assistance: [AssistanceNeed], stopId: Int64? = nil, stopName: String? = nil,
        placeName: String? = nil, outwardEntryId: UUID? = nil
    ) {
        self.lineId = lineId
        self.pickUpTime = Date(timeIntervalSince1970: pickUpTime.timeIntervalSince1970.rounded(.down))
        self.latitude = location.latitude
        self.longitude = location.longitude
        self.persons = persons
        self.name = name
        self.address = address
        self.assistance = assistance
        self.stopId = stopId
        self.stopName = stopName
        self.placeName = placeName
        self.placeGiven = stopName != nil ? .stop : (placeName != nil ? .savedPlace : .position)
        self.outwardEntryId = outwardEntryId
    }

    public var location: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    /// The same wish as `other`: everything the driver gets and the journal links by, but not how the
    /// place is told back (`placeName`, `placeGiven`), so a request journalled by an earlier version
    /// is found again and not filed a second time.
    public func isSameWish(as other: RequestIntent) -> Bool {
        var told = other
        told.placeName = placeName
        told.placeGiven = placeGiven
        return self == told
    }

    /// The E10 body for this intent, sent from `deviceId`.
    public func draft(deviceId: String) -> CustomStopDraft {
        CustomStopDraft(
            lineId: lineId, pickUpTime: pickUpTime, location: location, numberOfPersons: persons,
            deviceId: deviceId,
            passenger: PassengerInfo(
                name: name, address: address,
                assistance: AssistanceNeed.driverCodes(assistance)))
    }
}
