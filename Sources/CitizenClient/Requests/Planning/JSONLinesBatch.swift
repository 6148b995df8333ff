import Foundation

/// Batch files as JSON lines: one object per line, keys as the CSV columns. Values may be text or
/// numbers (`"persons": 2`); `help` may also be a list of words and `at` an object `{"lat", "lon"}`.
enum JSONLinesBatch {
    static func read(_ text: String) throws(BatchFileProblem) -> BatchFileContents {
        var entries: [BatchFile.Entry] = []
        var ignored: [String] = []
        var headers: [BatchColumn: String] = [:]
        var rows: [[BatchColumn: String]] = []
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
            var values: [BatchColumn: String] = [:]
            var unusable: String?
            // Sorted, so that which of two spellings of a key names the column does not depend on hashing.
            for (rawKey, rawValue) in object.sorted(by: { $0.key < $1.key }) {
                guard let column = BatchColumn(header: rawKey) else {
                    if !ignored.contains(rawKey) { ignored.append(rawKey) }
                    continue
                }
                if headers[column] == nil { headers[column] = rawKey }
                if rawValue is NSNull { continue }
                guard let value = fieldText(rawValue, column: column) else {
                    unusable = unusable ?? rawKey
                    continue
                }
                values[column] = value
            }
            if let unusable {
                entries.append(.failure(BatchRowProblem(number: number, reason: .unusableValue(key: unusable))))
            } else {
                rows.append(values)
                entries.append(.success(BatchRow(number: number, form: BatchFile.form(values))))
            }
        }
        guard !entries.isEmpty else { throw .empty }
        return BatchFileContents(
            entries: entries, ignoredColumns: ignored, headers: headers, dateStyle: BatchFile.dateStyle(of: rows))
    }

    private static func fieldText(_ value: Any, column: BatchColumn) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber, !isBoolean(number) { return numberText(number) }
        if column == .help, let words = value as? [Any] {
            let texts = words.compactMap { $0 as? String }
            return texts.count == words.count ? texts.joined(separator: ";") : nil
        }
        if column == .at, let place = value as? [String: Any],
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
