import Foundation

/// Where a pick-up is: a stop (its position) or a typed position.
struct PickupPlace {
    let location: Coordinate
    let stop: Stop?
    /// The saved place's name (without `@`) when the place was given as one.
    var savedName: String? = nil

    /// `--stop` text through the stop resolver.
    static func stop(_ text: String, in data: MasterData, resolver: StopResolver) throws(RequestProblem) -> PickupPlace
    {
        // `--stop @zuhause` where @zuhause is a saved door, not a stop: the door is meant.
        if let saved = resolver.savedPlace(text) { return try named(coordinate(saved), text) }
        let stop: Stop
        do {
            stop = try resolver.resolve(text, in: data.stops)
        } catch let error as ClientError {
            throw .stop(error)
        } catch {
            throw .stop(.stopNotFound(text))
        }
        guard let location = stop.location else { throw .stopWithoutPosition(stop.name) }
        return PickupPlace(location: location, stop: stop)
    }

    /// `LAT,LON`; a latitude of 95 is refused with its own reason, not as a typing error.
    static func coordinate(_ text: String, resolver: StopResolver? = nil) throws(RequestProblem) -> PickupPlace {
        if let resolver, text.trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            guard let saved = resolver.place(text) else { throw .unknownPlace(text) }
            return try named(coordinate(saved), text)
        }
        guard let numbers = numbers(text) else { throw .invalidCoordinate(text) }
        guard (-90...90).contains(numbers.latitude), (-180...180).contains(numbers.longitude) else {
            throw .coordinateOutOfRange(text)
        }
        return PickupPlace(location: Coordinate(latitude: numbers.latitude, longitude: numbers.longitude), stop: nil)
    }

    /// `--return-from`: a position when it is two numbers, a stop otherwise.
    static func stopOrCoordinate(_ text: String, in data: MasterData, resolver: StopResolver) throws(RequestProblem)
        -> PickupPlace
    {
        numbers(text) == nil ? try stop(text, in: data, resolver: resolver) : try coordinate(text, resolver: resolver)
    }

    /// `place` as the saved place `text` (`@zuhause`) names it.
    private static func named(_ place: PickupPlace, _ text: String) -> PickupPlace {
        var named = place
        let name = text.trimmingCharacters(in: .whitespaces)
        named.savedName = name.hasPrefix("@") ? String(name.dropFirst()) : name
        return named
    }

    private static func numbers(_ text: String) -> (latitude: Double, longitude: Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            latitude.isFinite, longitude.isFinite
        else { return nil }
        return (latitude, longitude)
    }
}
