import Foundation

/// How long a bus away from its route on a custom-stop detour takes to get back to where it left.
/// A detour goes out, stops for the pickup and comes back the same way. Seen coming back, only the
/// way back is left. Seen standing, the pickup and the way back. Seen going out, it is taken to be
/// halfway there: as far again, the pickup, and the whole way back.
enum DetourReturn {
    /// Getting closer to where it left by less than this is not yet coming back.
    static let approachMeters = 20.0

    static func seconds(_ sighting: BusSighting, position: Coordinate, rejoin: Coordinate, now: Date) -> TimeInterval {
        let away = Geodesy.distanceMeters(position, rejoin)
        let back = away / DrivingAssumptions.detourSpeed
        if let standingSince = sighting.positionSeenAt {
            return max(0, DrivingAssumptions.pickupSeconds - now.timeIntervalSince(standingSince)) + back
        }
        if let before = sighting.earlier.last, Geodesy.distanceMeters(before.position, rejoin) > away + approachMeters {
            return back
        }
        return 3 * back + DrivingAssumptions.pickupSeconds
    }
}
