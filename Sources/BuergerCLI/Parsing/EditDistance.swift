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

    /// Optimal string alignment distance over characters: Levenshtein plus the swap of two adjacent
    /// characters as one edit, because a swap is the most common typing slip (`stpo` is one edit from
    /// `stop`, two from `stops`).
    static func editDistance(_ first: String, _ second: String) -> Int {
        let source = Array(first)
        let target = Array(second)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        // Three rows suffice: a transposition looks back two rows.
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        for sourceIndex in 0..<source.count {
            var current = [sourceIndex + 1]
            for targetIndex in 0..<target.count {
                let cost = source[sourceIndex] == target[targetIndex] ? 0 : 1
                var distance = min(
                    previous[targetIndex + 1] + 1, current[targetIndex] + 1, previous[targetIndex] + cost)
                if sourceIndex > 0, targetIndex > 0,
                    source[sourceIndex] == target[targetIndex - 1], source[sourceIndex - 1] == target[targetIndex]
                {
                    distance = min(distance, beforePrevious[targetIndex - 1] + 1)
                }
                current.append(distance)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[target.count]
    }
}
