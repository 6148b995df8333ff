/// A master-data answer: the items plus the table's `timeStamp` (epoch ms) the server sent with them.
public struct StampedList<Element: Sendable & Equatable>: Equatable, Sendable {
    public let stamp: Int64?
    public let items: [Element]
    /// The ids of items left out because their text was not valid UTF-8 (stops only).
    public let unreadableIds: [Int64]

    public init(stamp: Int64?, items: [Element], unreadableIds: [Int64] = []) {
        self.stamp = stamp
        self.items = items
        self.unreadableIds = unreadableIds
    }
}

/// Reads `{"timeStamp":ms,"<itemsKey>":[...]}` in any key order; `timestamp` is accepted too, and a
/// null list (the server sends `"busses":null` when loading fails) reads as empty.
struct StampedListBody<Element: Decodable & Sendable & Equatable>: Decodable {
    let list: StampedList<Element>

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The decoder's userInfo carries the name of the items key.
    static var itemsKeyInfo: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "buerger.itemsKey") }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let itemsKey = Self.itemsKeyInfo.flatMap { decoder.userInfo[$0] as? String } ?? "items"
        let stamp =
            try container.int64IfPresent(Key(stringValue: "timeStamp"))
            ?? container.int64IfPresent(Key(stringValue: "timestamp"))
        let key = Key(stringValue: itemsKey)
        guard container.contains(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: container.codingPath, debugDescription: "the list '\(itemsKey)' is missing"))
        }
        list = StampedList(stamp: stamp, items: try container.arrayIfPresent(Element.self, key))
    }
}
