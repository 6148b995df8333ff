import Foundation

/// Numbers as text without Foundation locales, so output is the same on every machine.
enum NumberText {
    /// One decimal place with the given separator: `1.2` or `1,2`.
    static func decimal(_ value: Double, separator: Character) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10)\(separator)\(abs(tenths % 10))"
    }

    /// Coordinates with up to six decimals (about 0.1 m), the precision of the server's data.
    static func coordinate(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A number of seconds: whole ones without a fraction (`5`, not `5.0`), others as they are.
    /// Int(_:) traps outside its range, so only whole numbers of a sane size are shortened.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1_000_000_000 ? String(Int(value)) : String(value)
    }
}
