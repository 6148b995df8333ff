/// One slip of the finger, as Damerau–Levenshtein counts it: a letter too many, too few, wrong, or
/// two neighbours swapped. Written out per case instead of a distance table: a search asks this of
/// every word of ten thousand stop names, and only "at most one" matters.
enum TypoDistance {
    /// True when `typed` is at most one edit away from `word` or, unless `wholeWord`, from a
    /// beginning of it, so that a name still being typed ("Fridh") finds its stop ("Friedhof").
    static func isNear<Typed: RandomAccessCollection, Word: RandomAccessCollection>(
        _ typed: Typed, _ word: Word,
        wholeWord: Bool = false
    ) -> Bool
    where Typed.Element == Word.Element, Typed.Element: Equatable, Typed.Index == Int, Word.Index == Int {
        let typedCount = typed.count
        let wordCount = word.count
        func typedAt(_ offset: Int) -> Typed.Element { typed[typed.startIndex + offset] }
        func wordAt(_ offset: Int) -> Word.Element { word[word.startIndex + offset] }
        /// Whether this many letters of the word (all of it for `wholeWord`) may be compared.
        func compared(_ length: Int) -> Bool { wholeWord ? wordCount == length : wordCount >= length }
        // A slip anywhere but the first two letters leaves the first letter alike; one there leaves
        // one of these pairs alike. Most words of a county fail here, before any counting.
        if typedCount >= 2, wordCount >= 2 {
            let typed0 = typedAt(0)
            let typed1 = typedAt(1)
            let word0 = wordAt(0)
            let word1 = wordAt(1)
            guard typed0 == word0 || typed1 == word1 || typed1 == word0 || typed0 == word1 else { return false }
        }
        /// Where the two first differ when `typed` is read from `typedStart` and `word` from `wordStart`, for `length` letters.
        func firstDifference(_ typedStart: Int, _ wordStart: Int, _ length: Int) -> Int? {
            (0..<length).first { typedAt(typedStart + $0) != wordAt(wordStart + $0) }
        }
        // As many letters as typed: one letter wrong, or two neighbours swapped.
        if compared(typedCount) {
            guard let slip = firstDifference(0, 0, typedCount) else { return true }
            let after = slip + 1
            if firstDifference(after, after, typedCount - after) == nil { return true }
            if after < typedCount, typedAt(slip) == wordAt(after), typedAt(after) == wordAt(slip),
                firstDifference(after + 1, after + 1, typedCount - after - 1) == nil
            {
                return true
            }
        }
        // One letter too many typed.
        if typedCount >= 1, compared(typedCount - 1) {
            let length = typedCount - 1
            guard let slip = firstDifference(0, 0, length) else { return true }
            if firstDifference(slip + 1, slip, length - slip) == nil { return true }
        }
        // One letter left out.
        if compared(typedCount + 1) {
            guard let slip = firstDifference(0, 0, typedCount) else { return true }
            if firstDifference(slip, slip + 1, typedCount - slip) == nil { return true }
        }
        return false
    }
}
