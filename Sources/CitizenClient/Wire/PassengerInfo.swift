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
    init?(userInfoJSON text: String) {
        guard let data = text.data(using: .utf8),
              let decoded = try? JSONDecoder().decode(PassengerInfo.self, from: data)
        else { return nil }
        self = decoded
    }

    static func unescapeJettison(_ text: String) -> String {
        text.replacingOccurrences(of: "\\/", with: "/").replacingOccurrences(of: "\\\"", with: "\"")
    }
}
