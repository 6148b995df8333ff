import Foundation

/// Builds `BatchRow.key`: normalized fields, hashed with FNV-1a (stable across runs, unlike
/// Swift's seeded `Hasher`) twice with different seeds, giving 128 bits: two different rows
/// sharing a key is out of the question for any file a person writes.
enum BatchKey {
    static func key(for form: RequestForm) -> String {
        let fields: [(String, String)] = [
            ("time", text(form.time)),
            ("persons", persons(form.persons)),
            ("name", text(form.name)),
            ("address", text(form.address)),
            ("stop", text(form.stop)),
            ("at", compact(form.at)),
            ("line", text(form.line)),
            ("help", help(form.help)),
        ]
        let canonical = fields.map { "\($0.0)=\($0.1)" }.joined(separator: "\u{1F}")
        let bytes = Array(canonical.utf8)
        return "row1-" + StableHash.hex(StableHash.fnv1a(bytes))
            + StableHash.hex(StableHash.fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4))
    }

    private static func text(_ value: String?) -> String {
        TextMatching.normalized(value ?? "")
    }

    private static func compact(_ value: String?) -> String {
        (value ?? "").filter { !$0.isWhitespace }
    }

    private static func persons(_ value: String?) -> String {
        let trimmed = (value ?? "").trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "1" }
        return Int(trimmed).map(String.init) ?? trimmed
    }

    private static func help(_ value: String?) -> String {
        guard let needs = try? AssistanceNeed.parseList(value ?? "") else { return text(value) }
        return needs.map(\.word).joined(separator: ",")
    }
}
