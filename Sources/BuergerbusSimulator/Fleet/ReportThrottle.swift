import Foundation

/// The driver app's sending rule (#SF_B3.2): report every 60 s, or sooner once the bus has moved
/// at least 75 m since the last report.
struct ReportThrottle {
    static let interval: TimeInterval = 60
    static let distanceMetres = 75.0

    private var lastTime: TimeInterval?
    private var lastPosition: GeoPoint?

    func shouldReport(at time: TimeInterval, position: GeoPoint) -> Bool {
        guard let lastTime, let lastPosition, time >= lastTime else { return true }
        // A changed seat count rides along with the next report, as in the driver app (#SF_B4).
        return time - lastTime >= Self.interval || Geodesy.distance(lastPosition, position) >= Self.distanceMetres
    }

    mutating func reported(at time: TimeInterval, position: GeoPoint) {
        lastTime = time
        lastPosition = position
    }
}
