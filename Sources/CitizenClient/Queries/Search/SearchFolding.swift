import Foundation

/// The one form stop names and search texts are compared in, so that the ways people write German
/// place names meet: "Mühle", "Muehle" and "Muhle"; "Schulstraße", "Schulstrasse", "Schulstr." and
/// "Schul Str" (all "schulstr."); "Kottweiler-Schwanden" and "kottweiler schwanden".
///
/// Both sides go through the same folding, so a word where "ue" is no umlaut ("Quelle", "Steuer")
/// still meets itself; the rules below only keep such words readable where that is cheap.
public enum SearchFolding {
    /// Lower-case words of letters and digits, separated by one space; a street ending is "str.".
    public static func fold(_ text: String) -> String {
        var words: [[UInt8]] = []
        for word in letterWords(text) {
            let folded = foldStreet(foldUmlautSpellings(word))
            // "Mainzer Str." and "Mainzerstraße" are the same street: a lone "str." joins the word before.
            if folded == street, let last = words.indices.last {
                words[last].append(contentsOf: street)
            } else {
                words.append(folded)
            }
        }
        return String(decoding: Array(words.joined(separator: [space])), as: UTF8.self)
    }

    static let space = UInt8(ascii: " ")
    /// A street ending as folded. The dot, which no other folded word holds, keeps "Straße" from
    /// finding the "str" inside "Industriegebiet" and lets a name still being typed ("Stra…") find "Strand".
    static let street = Array("str.".utf8)
    /// What a street ending is written as, longest first; "strass", "stras" and "stra" are what a
    /// person has typed so far ("Hauptstra…") and must still find "Hauptstraße".
    private static let streetEndings = ["strasse", "strass", "stras", "stra", "str"].map { Array($0.utf8) }

    /// The words of `text`, lower-cased, accents dropped, ß as ss; everything but letters and digits separates.
    static func letterWords(_ text: String) -> [[UInt8]] {
        // Plain ASCII needs no Unicode tables: Foundation's folding costs a county's index build most of its time.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiWords(text.utf8)
        }
        var plain = ""
        plain.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            // Spelled out, not left to Foundation: its folding turns "ß" into "ß" and needs the umlauts kept as base letters.
            case "ß", "ẞ": plain.unicodeScalars.append(contentsOf: "ss".unicodeScalars)
            default: plain.unicodeScalars.append(scalar)
            }
        }
        let folded = plain.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix
        )
        .lowercased()
        if folded.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(folded.utf8) }
        var words: [[UInt8]] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(Array(current.utf8))
                current = ""
            }
        }
        if !current.isEmpty { words.append(Array(current.utf8)) }
        return words
    }

    /// Built once: making a Locale for every name cost a board that resolves a stop name a few per cent.
    private static let posix = Locale(identifier: "en_US_POSIX")

    private static func asciiWords(_ bytes: String.UTF8View) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            default:
                if !current.isEmpty {
                    words.append(current)
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "ae", "oe", "ue" as the umlaut they stand for: "muehle" → "muhle", like "mühle" after accents
    /// are dropped. Not after a vowel or q ("bauer", "steuer", "quelle"), where "ue" is never an umlaut.
    static func foldUmlautSpellings(_ word: [UInt8]) -> [UInt8] {
        let a = UInt8(ascii: "a")
        let e = UInt8(ascii: "e")
        let o = UInt8(ascii: "o")
        let q = UInt8(ascii: "q")
        let u = UInt8(ascii: "u")
        guard word.contains(e) else { return word }
        var result: [UInt8] = []
        result.reserveCapacity(word.count)
        var index = 0
        while index < word.count {
            let byte = word[index]
            result.append(byte)
            let umlautSpelling = index + 1 < word.count && word[index + 1] == e && (byte == a || byte == o || byte == u)
            let before = result.count >= 2 ? result[result.count - 2] : 0
            let diphthong = byte == u && (before == a || before == e || before == q)
            index += umlautSpelling && !diphthong ? 2 : 1
        }
        return result
    }

    /// "schulstrasse", "schulstr" (and the typed beginnings "schulstra…") as "schulstr.".
    static func foldStreet(_ word: [UInt8]) -> [UInt8] {
        for ending in streetEndings where word.count >= ending.count && word.suffix(ending.count).elementsEqual(ending)
        {
            return Array(word.dropLast(ending.count)) + street
        }
        return word
    }
}
