/// Suggestions for mistyped command and option names ("did you mean").
enum Suggestion {
    /// Below this edit distance a candidate counts as a likely typo (argument-parser's empirical threshold).
    static let maximumDistance = 4

    /// The closest candidate to `word`, if it is close enough; the first one wins a tie.
    static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance < maximumDistance, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let source = Array(first)
        let target = Array(second)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        for (sourceIndex, sourceCharacter) in source.enumerated() {
            var current = [sourceIndex + 1]
            for (targetIndex, targetCharacter) in target.enumerated() {
                let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(previous[targetIndex + 1] + 1, current[targetIndex] + 1, substitution))
            }
            previous = current
        }
        return previous[target.count]
    }
}
