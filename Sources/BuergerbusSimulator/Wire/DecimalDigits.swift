/// A double's shortest round-trip decimal digits: value = 0.d₁d₂… × 10^exponent. Java's
/// `Double.toString` and `BigDecimal.valueOf(double)` start from the same digits Swift prints.
struct DecimalDigits: Equatable {
    var isNegative: Bool
    /// No leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    var exponent: Int

    /// nil for infinities and NaN, which JSON cannot carry.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        isNegative = value.sign == .minus
        // Swift's description is the shortest text that reads back as the same double.
        var text = Substring(String(describing: value.magnitude))
        var powerOfTen = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            powerOfTen = Int(text[text.index(after: marker)...]) ?? 0
            text = text[..<marker]
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = parts.first.map(String.init) ?? ""
        let fractionPart = parts.count > 1 ? String(parts[1]) : ""
        var all = Array((integerPart + fractionPart).utf8).map { $0 &- UInt8(ascii: "0") }
        var pointPosition = integerPart.count + powerOfTen
        while let first = all.first, first == 0 {
            all.removeFirst()
            pointPosition -= 1
        }
        while let last = all.last, last == 0 { all.removeLast() }
        digits = all
        exponent = all.isEmpty ? 0 : pointPosition
    }

    /// Rounds half-up (away from zero on a tie) to `places` digits after the decimal point.
    func rounded(toFractionDigits places: Int) -> DecimalDigits {
        let keep = exponent + places
        guard keep < digits.count else { return self }
        var result = self
        guard keep >= 0 else {
            result.digits = []
            result.exponent = 0
            return result
        }
        let roundUp = digits[keep] >= 5
        var kept = Array(digits[0..<keep])
        var newExponent = exponent
        if roundUp {
            var position = kept.count - 1
            while position >= 0 && kept[position] == 9 {
                kept[position] = 0
                position -= 1
            }
            if position >= 0 {
                kept[position] += 1
            } else {
                kept.insert(1, at: 0)
                newExponent += 1
            }
        }
        while let last = kept.last, last == 0 { kept.removeLast() }
        result.digits = kept
        result.exponent = kept.isEmpty ? 0 : newExponent
        return result
    }

    /// Plain notation with at least one digit after the point, e.g. `7.60497`, `15.0`, `0.001`.
    var plainText: String {
        guard !digits.isEmpty else { return "0.0" }
        let characters = digits.map { Character(String($0)) }
        var integer = ""
        var fraction = ""
        if exponent <= 0 {
            integer = "0"
            fraction = String(repeating: "0", count: -exponent) + String(characters)
        } else if exponent >= characters.count {
            integer = String(characters) + String(repeating: "0", count: exponent - characters.count)
        } else {
            integer = String(characters[0..<exponent])
            fraction = String(characters[exponent...])
        }
        return (isNegative ? "-" : "") + integer + "." + (fraction.isEmpty ? "0" : fraction)
    }
}
