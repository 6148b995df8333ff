/// Numbers written the way the original's libraries wrote them (wire-contract §2).
enum JavaNumberText {
    /// Java's `Double.toString`: plain between 10⁻³ and 10⁷, otherwise `d.dddE±n`; always a fraction digit.
    static func double(_ value: Double) -> String {
        guard let decimal = DecimalDigits(value) else {
            return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity")
        }
        guard !decimal.digits.isEmpty else { return decimal.isNegative ? "-0.0" : "0.0" }
        let magnitude = value.magnitude
        if magnitude >= 1e-3 && magnitude < 1e7 { return decimal.plainText }
        let characters = decimal.digits.map { String($0) }
        let head = characters.first ?? "0"
        let tail = characters.dropFirst().joined()
        return (decimal.isNegative ? "-" : "") + head + "." + (tail.isEmpty ? "0" : tail) + "E"
            + String(decimal.exponent - 1)
    }

    /// geojson-jackson's coordinate format: half-up to 9 decimals, trailing zeros removed, at least
    /// one digit after the point (`15.0`, `-3.4`, `7.608858347`).
    static func coordinate(_ value: Double) -> String {
        guard let decimal = DecimalDigits(value) else { return "0.0" }
        return decimal.rounded(toFractionDigits: 9).plainText
    }
}
