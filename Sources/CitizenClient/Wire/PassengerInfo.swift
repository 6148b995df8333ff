import Foundation

/// Who is to be picked up and what help they need (custom-stop `info`).
public struct PassengerInfo: Equatable, Sendable, Decodable {
    public let name: String?
    public let address: String?
    /// Assistance codes: 0 luggage, 1 wheelchair, 2 shopping (citizen app); others are kept as sent.
    public let assistance: [Int]

    public init(name: String?, address: String?, assistance: [Int]) {
        self.name = name
        self.address = address
        self.assistance = assistance
    }

    private enum CodingKeys: String, CodingKey { case name, address, assistance }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // The server's `info` keeps Jettison's escapes (`\/`, `\"`) literally; undo them.
        name = try container.stringIfPresent(.name).map(PassengerInfo.unescapeJettison)
        address = try container.stringIfPresent(.address).map(PassengerInfo.unescapeJettison)
        let codes = (try? container.decodeIfPresent([Int64].self, forKey: .assistance)) ?? nil
        assistance = (codes ?? []).compactMap { Int(exactly: $0) }
    }

    /// Parses the raw `userInfo` JSON text; nil when it is not a JSON object.
    /// Read without the Jettison unescaping: JSON parsing has already turned `\/` into `/`.
    init?(userInfoJSON text: String) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return nil
        }
        name = object["name"] as? String
        address = object["address"] as? String
        assistance = (object["assistance"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
    }

    static func unescapeJettison(_ text: String) -> String {
        text.replacingOccurrences(of: "\\/", with: "/").replacingOccurrences(of: "\\\"", with: "\"")
    }
}
