/// Stop names cut to a width without two of them becoming the same: cutting the end turns
/// "Weilerbach Rathaus", "Weilerbach Schulstraße" and "Weilerbach Kreuzstraße" into three
/// "Weilerbach …". Names that would look alike (among all `names`, so that a name shown alone is not
/// mistaken for one left out) are shortened by the next way instead, as a group:
/// the end cut, then the first word to its initial ("W. Schulstr…"), then the middle cut
/// ("W. Sc…straße"), so the part that tells them apart stays in sight.
enum DistinctShortNames {
    static func shorten(_ names: [String], to width: Int, ellipsis: String) -> [String] {
        let ways: [(String) -> String] = [
            { DisplayWidth.truncate($0, to: width, ellipsis: ellipsis) },
            { DisplayWidth.truncate(initialled($0), to: width, ellipsis: ellipsis) },
            { middleCut(initialled($0), to: width, ellipsis: ellipsis) },
        ]
        var level = names.map { _ in 0 }
        var shown = names.map(ways[0])
        // Each round moves every group of different names shown alike one way further.
        for _ in 1..<ways.count {
            // Grouped by what is shown, so that a long line is not compared name by name with itself.
            var namesShownAs: [String: Set<String>] = [:]
            for index in names.indices { namesShownAs[shown[index], default: []].insert(names[index]) }
            let clashing = names.indices.filter { (namesShownAs[shown[$0]]?.count ?? 0) > 1 }
            guard !clashing.isEmpty else { break }
            for index in clashing where level[index] + 1 < ways.count {
                level[index] += 1
                shown[index] = ways[level[index]](names[index])
            }
        }
        return shown
    }

    /// "Weilerbach Große Gasse" → "W. Große Gasse": the first word, usually the village, to its initial.
    static func initialled(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1, let initial = words[0].first else { return name }
        return (["\(initial)."] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// The beginning and the end of `text` around an ellipsis, within `width` columns.
    static func middleCut(_ text: String, to width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text, upTo: width) > width else { return text }
        let room = width - DisplayWidth.of(ellipsis)
        guard room > 1 else { return DisplayWidth.truncate(text, to: width, ellipsis: ellipsis) }
        let characters = Array(text)
        var head = ""
        var tail = ""
        var used = 0
        var front = 0
        var back = characters.count - 1
        // The end says more ("…straße Nord"), so it gets the larger half.
        while front <= back {
            let takeBack = DisplayWidth.of(tail) <= DisplayWidth.of(head) * 2
            let character = takeBack ? characters[back] : characters[front]
            let cost = DisplayWidth.of(character)
            if used + cost > room { break }
            used += cost
            if takeBack {
                tail = String(character) + tail
                back -= 1
            } else {
                head.append(character)
                front += 1
            }
        }
        return head + ellipsis + tail
    }
}
