/// The OASP error JSON of the original server: `{"message":..,"code":..,"uuid":..}`.
public struct ServerErrorBody: Equatable, Sendable, Decodable {
    /// The longest message kept, in characters: the original's messages are a sentence; a longer one
    /// (the trial sent 1 MB) is cut and ends with "…", on the screen and in the journal alike.
    public static let messageCap = 500

    public let message: String?
    public let code: String?
    public let uuid: String?

    private enum CodingKeys: String, CodingKey { case message, code, uuid }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try container.stringIfPresent(.message).map(Self.cut)
        code = try container.stringIfPresent(.code)
        uuid = try container.stringIfPresent(.uuid)
    }

    static func cut(_ message: String) -> String {
        message.count > messageCap ? message.prefix(messageCap - 1) + "…" : message
    }
}
