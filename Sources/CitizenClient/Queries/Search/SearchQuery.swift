/// A search text prepared once, to be held against many folded stop names (`SearchFolding.fold`).
public struct SearchQuery: Sendable {
    /// Words this long or longer forgive one typo; shorter ones would find too much ("Park" is one
    /// slip away from "Mark", "Bank", "Parz").
    public static let typoMinimumLetters = 5

    /// The search text as `SearchFolding` writes names.
    public let folded: String
    /// Nothing typed but white space: every stop fits. Punctuation alone ("–") is typed and fits none.
    private let isBlank: Bool
    private let bytes: [UInt8]
    private let words: [Word]

    private struct Word: Sendable {
        let bytes: [UInt8]
        /// The letters, for comparing a word outside ASCII letter by letter; nil for ASCII.
        let scalars: [Unicode.Scalar]?
        let forgivesTypo: Bool
    }

    public init(_ text: String?) {
        folded = SearchFolding.fold(text ?? "")
        isBlank = (text ?? "").allSatisfy(\.isWhitespace)
        bytes = Array(folded.utf8)
        words = bytes.split(separator: SearchFolding.space).map { word in
            let scalars =
                word.allSatisfy { $0 < 0x80 } ? nil : Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            return Word(
                bytes: Array(word), scalars: scalars,
                forgivesTypo: (scalars?.count ?? word.count) >= Self.typoMinimumLetters)
        }
    }

    /// True for a blank search, which every stop matches.
    public var isEmpty: Bool { isBlank }

    /// How well a folded name fits; nil when it does not. A blank search fits every name exactly.
    public func rank(ofFolded name: String) -> SearchRank? {
        guard !isBlank else { return .exact }
        guard !bytes.isEmpty else { return nil }
        var name = name
        return name.withUTF8(rank(of:))
    }

    /// The items that fit, best first; equally good ones by folded name, then id. A blank search
    /// keeps every item in its given order.
    func ranked<Item>(_ items: [Item], folded: (Item) -> String, id: (Item) -> Int64) -> [Item] {
        guard !isEmpty else { return items }
        let fitting = items.compactMap { item -> (item: Item, rank: SearchRank, folded: String, id: Int64)? in
            let name = folded(item)
            return rank(ofFolded: name).map { (item, $0, name, id(item)) }
        }
        return fitting.sorted { ($0.rank, $0.folded, $0.id) < ($1.rank, $1.folded, $1.id) }.map(\.item)
    }

    private func rank(of name: UnsafeBufferPointer<UInt8>) -> SearchRank? {
        if name.elementsEqual(bytes) { return .exact }
        switch Self.occurrence(of: bytes, in: name) {
        case .wordStart: return .prefix
        case .inside: return .contains
        case .none: break
        }
        // Cheap refusals first: most names of a county fail on a short word, which allows no typo.
        for word in words where !word.forgivesTypo && Self.occurrence(of: word.bytes, in: name) == .none {
            return nil
        }
        // All words, in any order: each a whole word of the name, the last one perhaps only begun.
        if words.count > 1,
            words.indices.allSatisfy({ index in
                let word = words[index]
                let isLast = index == words.count - 1
                return Self.anyWord(of: name) { isLast ? $0.starts(with: word.bytes) : $0.elementsEqual(word.bytes) }
            })
        {
            return .allWords
        }
        // With typos, the words must stand in the name as typed, one after the other: "ort 42 haltestele"
        // finds "Ort 42 Haltestelle 7", not every stop of a county with "42" somewhere in its name.
        return Self.anyWordStart(of: name) { fitsWithTypos(name, from: $0) } ? .typo : nil
    }

    /// True when the search's words fit the name's words from `start` on, one by one: whole words
    /// but the last, which may be only begun; each of five letters or more with one typo forgiven.
    private func fitsWithTypos(_ name: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var position = start
        for (index, word) in words.enumerated() {
            guard position < name.count else { return false }
            var end = position
            while end < name.count, name[end] != SearchFolding.space { end += 1 }
            let nameWord = name[position..<end]
            let whole = index < words.count - 1
            let fits = whole ? nameWord.elementsEqual(word.bytes) : nameWord.starts(with: word.bytes)
            guard fits || (word.forgivesTypo && Self.isNear(word, nameWord, whole: whole)) else { return false }
            position = end + 1
        }
        return true
    }

    /// True when `test` holds for a word of `name`; walks the words in place, as ten thousand names
    /// split into arrays cost a county search more than the comparing does.
    private static func anyWord(
        of name: UnsafeBufferPointer<UInt8>,
        where test: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool
    ) -> Bool {
        var start = 0
        for end in 0...name.count where end == name.count || name[end] == SearchFolding.space {
            if end > start, test(name[start..<end]) { return true }
            start = end + 1
        }
        return false
    }

    /// True when `test` holds for the start of a word of `name` (an offset).
    private static func anyWordStart(of name: UnsafeBufferPointer<UInt8>, where test: (Int) -> Bool) -> Bool {
        for start in 0..<name.count
        where (start == 0 || name[start - 1] == SearchFolding.space)
            && name[start] != SearchFolding.space && test(start)
        {
            return true
        }
        return false
    }

    private enum Occurrence { case none, inside, wordStart }

    /// Where `part` occurs in `name` at its best: at the start of a word, inside one, or not at all.
    private static func occurrence(of part: [UInt8], in name: UnsafeBufferPointer<UInt8>) -> Occurrence {
        guard !part.isEmpty, part.count <= name.count else { return part.isEmpty ? .wordStart : .none }
        var found = Occurrence.none
        for start in 0...(name.count - part.count) {
            var offset = 0
            while offset < part.count, name[start + offset] == part[offset] { offset += 1 }
            guard offset == part.count else { continue }
            if start == 0 || name[start - 1] == SearchFolding.space { return .wordStart }
            found = .inside
        }
        return found
    }

    /// One typo away from the word (`whole`) or from the word or a beginning of it. A street name
    /// also meets its long spelling with a typo in it ("Schulstrase" for "Schulstr.").
    private static func isNear(_ typed: Word, _ nameWord: Slice<UnsafeBufferPointer<UInt8>>, whole: Bool) -> Bool {
        if typed.scalars == nil, nameWord.allSatisfy({ $0 < 0x80 }) {
            if TypoDistance.isNear(typed.bytes, nameWord, wholeWord: whole) { return true }
            return streetSpelledOut(nameWord).map { TypoDistance.isNear(typed.bytes, $0, wholeWord: whole) } == true
        }
        let letters = { (word: [UInt8]) in Array(String(decoding: word, as: UTF8.self).unicodeScalars) }
        let typedLetters = typed.scalars ?? letters(typed.bytes)
        if TypoDistance.isNear(typedLetters, letters(Array(nameWord)), wholeWord: whole) { return true }
        return streetSpelledOut(nameWord).map { TypoDistance.isNear(typedLetters, letters($0), wholeWord: whole) }
            == true
    }

    private static let streetRest = Array("asse".utf8)

    /// "schulstr." as "schulstrasse", or nil for a word that is no street.
    private static func streetSpelledOut(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8]? {
        guard word.count >= SearchFolding.street.count,
            word.suffix(SearchFolding.street.count).elementsEqual(SearchFolding.street)
        else { return nil }
        return Array(word.dropLast()) + streetRest
    }
}
