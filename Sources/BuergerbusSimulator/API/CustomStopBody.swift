import Foundation

/// Reads an E10 body the way `LinemanagementRestServiceImpl` does (wire-contract §4.10). nil means the
/// original throws while reading, which answers 500.
enum CustomStopBody {
    static func parse(_ body: Data) -> NewCustomStop? {
        guard let json = RequestJSON.parse(body),
            let lineId = JavaValueText.long(json["lineId"]),
            let pickUpTime = json["pickUpTime"],
            let location = location(json["location"]),
            let persons = JavaValueText.int(json["numberOfPersons"]),
            let deviceId = JavaValueText.string(json["deviceId"]),
            let userInfo = userInfo(json["info"])
        else { return nil }
        // A pickUpTime that is not an integer becomes null inside a try; the commit fails later (204).
        return NewCustomStop(
            lineId: lineId, pickUpTimeSeconds: JavaValueText.long(pickUpTime), location: location,
            numberOfPersons: Int(persons), deviceId: deviceId, userInfo: userInfo)
    }

    /// The coordinates' `toString()`s joined with commas, then split at the first comma into lon and lat:
    /// integers are fine, and a third element spoils the latitude.
    static func location(_ value: RequestJSON?) -> GeoPoint? {
        guard case .array(let items)? = value?["coordinates"] else { return nil }
        let joined = items.map { JavaValueText.string($0) ?? "null" }.joined(separator: ",")
        guard let comma = joined.firstIndex(of: ","),
            let lon = JavaNumberParsing.double(String(joined[..<comma])),
            let lat = JavaNumberParsing.double(String(joined[joined.index(after: comma)...]))
        else { return nil }
        return GeoPoint(lon: lon, lat: lat)
    }

    /// `info.name` and `info.address` cast to String (absent or null: dropped), `info.assistance` a list
    /// of `Integer`s, all stored through Jettison.
    static func userInfo(_ value: RequestJSON?) -> String? {
        guard case .object? = value,
            let name = optionalString(value?["name"]),
            let address = optionalString(value?["address"]),
            case .array(let items)? = value?["assistance"]
        else { return nil }
        var assistance: [Int32?] = []
        for item in items {
            switch item {
            case .null: assistance.append(nil)
            case .integer(let number):
                guard let small = Int32(exactly: number) else { return nil }
                assistance.append(small)
            default: return nil
            }
        }
        return PassengerInfoText.userInfo(name: name.value, address: address.value, assistance: assistance)
    }

    /// `.some(nil)` for absent or null, nil for a value that is not a string (ClassCastException).
    private static func optionalString(_ value: RequestJSON?) -> OptionalText? {
        switch value {
        case nil: return OptionalText(value: nil)
        case .string(let text)?: return OptionalText(value: text)
        default: return nil
        }
    }

    private struct OptionalText { let value: String? }
}
