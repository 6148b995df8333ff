import Foundation

/// Batch files as JSON lines: one object per line, keys as the CSV columns. Values may be text or
/// numbers (`"persons": 2`); `help` may also be a list of words and `at` an object `{"lat", "lon"}`.
enum JSONLinesBatch {
    static func read(_ text: String) throws(BatchFileProblem) -> [BatchFile.Entry] {
        var entries: [BatchFile.Entry] = []
        var unknown: [String] = []
        for (offset, line) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        )
        .enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let number = offset + 1
            guard trimmed.utf8.count <= BatchFile.maximumRowBytes else {
                entries.append(
                    .failure(BatchRowProblem(number: number, reason: .tooLong(limit: BatchFile.maximumRowBytes))))
                continue
            }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any] else {
                entries.append(.failure(BatchRowProblem(number: number, reason: .notJSONObject)))
                continue
            }
            var values: [String: String] = [:]
            var unusable: String?
            for (rawKey, rawValue) in object {
                let key = BatchFile.columnName(rawKey)
                guard BatchFile.columns.contains(key) else {
                    if !unknown.contains(rawKey) { unknown.append(rawKey) }
                    continue
                }
                if rawValue is NSNull { continue }
                guard let value = fieldText(rawValue, key: key) else {
                    unusable = unusable ?? rawKey
                    continue
                }
                values[key] = value
            }
            if let unusable {
                entries.append(.failure(BatchRowProblem(number: number, reason: .unusableValue(key: unusable))))
            } else {
                entries.append(.success(BatchRow(number: number, form: BatchFile.form(values))))
            }
        }
        guard unknown.isEmpty else { throw .unknownColumns(unknown) }
        guard !entries.isEmpty else { throw .empty }
        return entries
    }

    private static func fieldText(_ value: Any, key: String) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber, !isBoolean(number) { return numberText(number) }
        if key == "help", let words = value as? [Any] {
            let texts = words.compactMap { $0 as? String }
            return texts.count == words.count ? texts.joined(separator: ";") : nil
        }
        if key == "at", let place = value as? [String: Any],
            let lat = (place["lat"] as? NSNumber).flatMap({ isBoolean($0) ? nil : $0 }),
            let lon = (place["lon"] as? NSNumber).flatMap({ isBoolean($0) ? nil : $0 })
        {
            return numberText(lat) + "," + numberText(lon)
        }
        return nil
    }

    private static func numberText(_ number: NSNumber) -> String {
        let double = number.doubleValue
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return String(double)
    }

    /// JSON `true`/`false` arrive as NSNumber too; they are no count, line or coordinate.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}
