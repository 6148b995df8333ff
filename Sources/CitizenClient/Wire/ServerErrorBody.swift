/// The OASP error JSON of the original server: `{"message":..,"code":..,"uuid":..}`.
public struct ServerErrorBody: Equatable, Sendable, Decodable {
    public let message: String?
    public let code: String?
    public let uuid: String?

    private enum CodingKeys: String, CodingKey { case message, code, uuid }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try container.stringIfPresent(.message)
        code = try container.stringIfPresent(.code)
        uuid = try container.stringIfPresent(.uuid)
    }
}
