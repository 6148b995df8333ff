import Foundation

/// Turns response bodies of the original server into values. Every failure becomes
/// `ClientError.badResponse` naming the endpoint and the spot, never a crash.
public enum WireDecoder {
    /// A stop whose name is not valid UTF-8 is left out (its id in `unreadableIds`), not the whole
    /// table: one damaged name must not take every stop with it.
    public static func stops(_ body: Data, path: String = "/stops/") throws -> StampedList<Stop> {
        let list = try stampedList(Stop.self, itemsKey: "stops", body: body, path: path)
        guard !isValidUTF8(body) else { return list }
        let unreadable = list.items.filter { $0.name.unicodeScalars.contains(replacement) }
        guard !unreadable.isEmpty else { return list }
        return StampedList(
            stamp: list.stamp, items: list.items.filter { !$0.name.unicodeScalars.contains(replacement) },
            unreadableIds: unreadable.map(\.id))
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    static func isValidUTF8(_ body: Data) -> Bool {
        String(data: body, encoding: .utf8) != nil
    }

    public static func lines(_ body: Data, path: String = "/lines/") throws -> StampedList<Line> {
        try stampedList(Line.self, itemsKey: "lines", body: body, path: path)
    }

    public static func busses(_ body: Data, path: String = "/busses/") throws -> StampedList<Bus> {
        try stampedList(Bus.self, itemsKey: "busses", body: body, path: path)
    }

    public static func routes(_ body: Data, path: String = "/routes/") throws -> StampedList<Route> {
        try stampedList(Route.self, itemsKey: "routes", body: body, path: path)
    }

    public static func updateStamps(_ body: Data, path: String = "/update/") throws -> UpdateStamps {
        try decode(UpdateStamps.self, body: body, path: path)
    }

    /// E7. An empty body (the server's 204 for a bus without data) means "no position": nil.
    public static func busPosition(_ body: Data, path: String) throws -> BusPosition? {
        if isBlank(body) { return nil }
        return try decode(BusPosition.self, body: body, path: path)
    }

    public static func schedules(_ body: Data, path: String = "/schedules/") throws -> [ScheduleEntry] {
        try decode([ScheduleEntry].self, body: body, path: path)
    }

    public static func customStop(_ body: Data, path: String = "/customStops") throws -> CustomStop {
        try decode(CustomStop.self, body: body, path: path)
    }

    /// E11. An empty body (204) reads as no requests.
    public static func customStops(_ body: Data, path: String = "/customStops") throws -> [CustomStop] {
        if isBlank(body) { return [] }
        return try decode([CustomStop].self, body: body, path: path)
    }

    /// The error JSON, if the body is one.
    public static func serverError(_ body: Data) -> ServerErrorBody? {
        guard !isBlank(body) else { return nil }
        return try? JSONDecoder().decode(ServerErrorBody.self, from: body)
    }

    static func isBlank(_ body: Data) -> Bool {
        body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    static func stampedList<Element: Decodable & Sendable & Equatable>(
        _ type: Element.Type, itemsKey: String, body: Data, path: String
    ) throws -> StampedList<Element> {
        var userInfo: [CodingUserInfoKey: Any] = [:]
        if let key = StampedListBody<Element>.itemsKeyInfo { userInfo[key] = itemsKey }
        return try decode(StampedListBody<Element>.self, body: body, path: path, userInfo: userInfo).list
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, body: Data, path: String, userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> Value {
        if isBlank(body) { throw ClientError.badResponse(path: path, problem: .emptyBody) }
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        // JSONDecoder rejects a whole body for one byte that is not UTF-8: read each such byte as
        // U+FFFD instead, so the damage stays in the one value that holds it.
        let readable = isValidUTF8(body) ? body : Data(String(decoding: body, as: UTF8.self).utf8)
        do {
            return try decoder.decode(Value.self, from: readable)
        } catch let error as DecodingError {
            throw ClientError.badResponse(path: path, problem: describe(error))
        } catch {
            throw ClientError.badResponse(path: path, problem: .notJSON)
        }
    }

    /// Where decoding failed and why, as a value; the key path as people read it (`stops[2].id`).
    static func describe(_ error: DecodingError) -> WireProblem {
        func location(_ path: [CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return .notJSON }
            if let fault = context.underlyingError as? WireValueFault {
                return .badValue(at: location(context.codingPath), fault: fault)
            }
            return .corrupted(at: location(context.codingPath), systemText: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .missing(at: location(context.codingPath + [key]))
        case .typeMismatch(_, let context):
            return .wrongType(at: location(context.codingPath))
        case .valueNotFound(_, let context):
            return .nullOrMissing(at: location(context.codingPath))
        @unknown default:
            return .unreadable
        }
    }
}
