/// Stop names cut to a width without two of them becoming the same: cutting the end turns
/// "Weilerbach Rathaus", "Weilerbach Schulstraße" and "Weilerbach Kreuzstraße" into three
/// "Weilerbach …". Names that would look alike (among all `names`, so that a name shown alone is not
/// mistaken for one left out) are shortened by the next way instead, as a group:
/// the end cut, then the first word to its initial ("W. Schulstraße"), then the middle cut
/// ("W. … Nord"), so the part that tells them apart stays in sight; a form too wide has its streets
/// abbreviated as addresses are ("Schulstr.") before it is cut. A name whose end cut would keep only
/// its first word (the village) goes the next way too, where no other village of the list begins
/// with the same letter. Every cut falls between words (issue 24: "Schulstr…" reads as another name;
/// "Schulstr." is how every address says it); only a word wider than the whole width is cut inside.
enum DistinctShortNames {
    static func shorten(_ names: [String], to width: Int, ellipsis: String) -> [String] {
        // A form that fits stands as it is; one that does not has its streets abbreviated first.
        let fitted = { (form: String, abbreviated: String) in
            DisplayWidth.of(form, upTo: width) <= width
                ? form : DisplayWidth.truncateBetweenWords(abbreviated, to: width, ellipsis: ellipsis)
        }
        let ways: [(String) -> String] = [
            { fitted($0, streetsAbbreviated($0)) },
            { fitted(initialled($0), initialled(streetsAbbreviated($0))) },
            { middleCut(initialled(streetsAbbreviated($0)), to: width, ellipsis: ellipsis) },
        ]
        // An initial stands for a village only where no other village of the list shares it: on a line
        // through Rodenbach and Rödelbach, "R. Schulzentrum" could be either (a new user's trial).
        let firstWords = Set(names.compactMap { $0.split(separator: " ").first.map(String.init) })
        let sharedInitials = Dictionary(grouping: firstWords, by: { $0.prefix(1) }).filter { $0.value.count > 1 }
        let initialIsClear = { (name: String) in
            name.split(separator: " ").first.map { sharedInitials[$0.prefix(1)] == nil } ?? false
        }
        var level = names.map { _ in 0 }
        var shown = names.map(ways[0])
        // Each round moves every group of different names shown alike one way further.
        for _ in 1..<ways.count {
            // Grouped by what is shown, so that a long line is not compared name by name with itself.
            var namesShownAs: [String: Set<String>] = [:]
            for index in names.indices { namesShownAs[shown[index], default: []].insert(names[index]) }
            var moved = false
            for index in names.indices where level[index] + 1 < ways.count {
                let clashes = (namesShownAs[shown[index]]?.count ?? 0) > 1
                guard clashes || keepsOnlyTheFirstWord(shown[index], of: names[index], ellipsis: ellipsis) else {
                    continue
                }
                let next = ways[level[index] + 1](names[index])
                // A cut that names only the village goes on only where the next way shows more than an
                // initial ("Marie-Luise …" stays, "M. …" would say less).
                if !clashes,
                    !initialIsClear(names[index])
                        || keepsOnlyTheFirstWord(next, of: initialled(names[index]), ellipsis: ellipsis)
                {
                    continue
                }
                level[index] += 1
                shown[index] = next
                moved = true
            }
            guard moved else { break }
        }
        return shown
    }

    /// "Weilerbach …" for "Weilerbach Schulstraße" names only the village, which every stop around
    /// shares: not a name to find a stop by, even where no other row is cut the same way.
    static func keepsOnlyTheFirstWord(_ shown: String, of name: String, ellipsis: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1, let first = words.first, shown.hasSuffix(ellipsis) else { return false }
        return shown.dropLast(ellipsis.count).trimmingCharacters(in: .whitespaces) == first
    }

    /// "Weilerbach Schulstraße" → "Weilerbach Schulstr.": the abbreviation every German address uses,
    /// tried before any cut, so the village can stay whole (a new user's trial: "W. Schulstraße" asks
    /// her to know which village W is).
    static func streetsAbbreviated(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: true).map { word -> String in
            if word == "Straße" || word == "Strasse" { return "Str." }
            for suffix in ["straße", "strasse"] where word.count > suffix.count && word.hasSuffix(suffix) {
                return word.dropLast(suffix.count) + "str."
            }
            return String(word)
        }.joined(separator: " ")
    }

    /// "Weilerbach Große Gasse" → "W. Große Gasse": the first word, usually the village, to its initial.
    static func initialled(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1, let initial = words[0].first else { return name }
        return (["\(initial)."] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// The first word and as many of the last words as fit, around an ellipsis, within `width`
    /// columns ("W. … Nord"); the end cut when not even the last word fits beside the first.
    static func middleCut(_ text: String, to width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text, upTo: width) > width else { return text }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count > 2 else { return DisplayWidth.truncateBetweenWords(text, to: width, ellipsis: ellipsis) }
        var tail: [String] = []
        for word in words.dropFirst().reversed() {
            let candidate = ([words[0], ellipsis] + [word] + tail).joined(separator: " ")
            guard DisplayWidth.of(candidate) <= width else { break }
            tail.insert(word, at: 0)
        }
        guard !tail.isEmpty else { return DisplayWidth.truncateBetweenWords(text, to: width, ellipsis: ellipsis) }
        return ([words[0], ellipsis] + tail).joined(separator: " ")
    }
}
