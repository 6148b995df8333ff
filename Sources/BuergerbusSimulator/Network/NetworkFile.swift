import Foundation

/// Reads and writes the `--data PATH` network file.
public enum NetworkFile {
    public static func load(path: String) throws -> MasterData {
        try masterData(from: readDocument(path: path), file: path)
    }

    public static func readDocument(path: String) throws -> NetworkDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw NetworkProblem(
                file: path, field: "", message: "cannot read the file",
                suggestion: "Check the path, or use --data demo for the built-in network.")
        }
        return try decode(data, file: path)
    }

    /// Parses a document; problems name `file` when given.
    public static func decode(_ data: Data, file: String? = nil) throws -> NetworkDocument {
        // JSONSerialization first: it tells where a syntax error is, JSONDecoder does not.
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw NetworkProblem(file: file, field: "", message: syntaxMessage(for: error, in: data))
        }
        do {
            return try JSONDecoder().decode(NetworkDocument.self, from: data)
        } catch let error as DecodingError {
            throw problem(for: error, file: file)
        }
    }

    public static func masterData(from document: NetworkDocument, file: String? = nil) throws -> MasterData {
        switch NetworkCompiler.compile(document) {
        case .success(let masterData):
            return masterData
        case .failure(var problem):
            problem.file = file
            throw problem
        }
    }

    /// Pretty, key-sorted JSON so generated files diff well.
    public static func encode(_ document: NetworkDocument) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    public static func write(_ document: NetworkDocument, to path: String) throws {
        try encode(document).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private static func syntaxMessage(for error: Error, in data: Data) -> String {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        guard let offset = characterOffset(in: detail) else { return "not valid JSON" }
        let prefix = data.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "not valid JSON near line \(line), column \(column)"
    }

    /// The number in Foundation's "… around character 22." (line 1 counts from 0).
    private static func characterOffset(in detail: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        let digits = detail[range.upperBound...].prefix(while: \.isNumber)
        return Int(digits)
    }

    private static func problem(for error: DecodingError, file: String?) -> NetworkProblem {
        switch error {
        case .keyNotFound(let key, let context):
            return NetworkProblem(
                file: file, field: fieldPath(context.codingPath),
                message: "\"\(key.stringValue)\" is missing")
        case .typeMismatch(let type, let context):
            return NetworkProblem(
                file: file, field: fieldPath(context.codingPath),
                message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return NetworkProblem(
                file: file, field: fieldPath(context.codingPath),
                message: "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            return NetworkProblem(
                file: file, field: fieldPath(context.codingPath),
                message: context.debugDescription)
        @unknown default:
            return NetworkProblem(file: file, field: "", message: "not a network file")
        }
    }

    static func fieldPath(_ path: [CodingKey]) -> String {
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

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int64.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return type is [Any].Type ? "a list" : "\(type)"
        }
    }
}
