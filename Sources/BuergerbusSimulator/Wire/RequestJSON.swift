import Foundation

/// A request body as Jackson binds it into `HashMap<String,Object>`: integers stay integers
/// (`Integer`/`Long`/`BigInteger`), numbers with a fraction or exponent are `Double`. The difference
/// matters: E8 casts coordinates to `Double` and fails on `15` (wire-contract §4.8).
indirect enum RequestJSON: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// An integer beyond 64 bits, as its text.
    case bigInteger(String)
    case double(Double)
    case string(String)
    case array([RequestJSON])
    case object([String: RequestJSON])

    /// nil when the body is not JSON at all. An empty body reads as `null`, as the original's
    /// JSON provider allows empty input.
    static func parse(_ body: Data) -> RequestJSON? {
        let blank = body.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if blank { return .null }
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return nil
        }
        return convert(object)
    }

    private static func convert(_ value: Any) -> RequestJSON? {
        switch value {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let list as [Any]:
            var items: [RequestJSON] = []
            for item in list {
                guard let converted = convert(item) else { return nil }
                items.append(converted)
            }
            return .array(items)
        case let map as [String: Any]:
            var members: [String: RequestJSON] = [:]
            for (key, item) in map {
                guard let converted = convert(item) else { return nil }
                members[key] = converted
            }
            return .object(members)
        case let number as NSNumber: return convert(number)
        default: return nil
        }
    }

    private static func convert(_ number: NSNumber) -> RequestJSON {
        if number is NSDecimalNumber {
            let text = number.description
            let integral = text.allSatisfy { $0 == "-" || $0.isNumber }
            return integral ? .bigInteger(text) : .double(number.doubleValue)
        }
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "d", "f": return .double(number.doubleValue)
        default: return .integer(number.int64Value)
        }
    }

    /// The member of an object; nil when absent, when JSON null, or when this is not an object.
    subscript(key: String) -> RequestJSON? {
        guard case .object(let members) = self, let value = members[key], value != .null else { return nil }
        return value
    }
}
