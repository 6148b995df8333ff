/// bash puts in place of the typed word what all its candidates share. Candidates found by folding
/// case and accents can share less than was typed: `rod` finds `Rodenbach Kirche`, `Rodenbach
/// Schulzentrum` and `Rödelbach Brücke`, which share only `R`, and the typed `rod` became `R`.
/// Such a set is narrowed to candidates that keep the typed text whole: those spelled exactly as
/// typed, else alike but for case, else the largest group that spells the typed part alike.
enum TypedWordKeeper {
    static func narrow(_ candidates: [CompletionCandidate], typed: String) -> [CompletionCandidate] {
        guard candidates.count > 1, !typed.isEmpty, !keeps(candidates, typed) else { return candidates }
        let exact = candidates.filter { $0.value.hasPrefix(typed) }
        if !exact.isEmpty { return exact }
        let lowered = typed.lowercased()
        let caseless = candidates.filter { $0.value.lowercased().hasPrefix(lowered) }
        if !caseless.isEmpty, keeps(caseless, typed) { return caseless }
        // Groups in the order of their first candidate, so the answer does not depend on hashing.
        var groups: [(spelling: String, members: [CompletionCandidate])] = []
        for candidate in candidates {
            let spelling = String(candidate.value.prefix(typed.count))
            if let index = groups.firstIndex(where: { $0.spelling == spelling }) {
                groups[index].members.append(candidate)
            } else {
                groups.append((spelling, [candidate]))
            }
        }
        let largest = groups.map(\.members.count).max() ?? 0
        return groups.first { $0.members.count == largest }?.members ?? candidates
    }

    /// Whether the shared beginning, which the shell inserts, is at least as long as the typed word.
    private static func keeps(_ candidates: [CompletionCandidate], _ typed: String) -> Bool {
        guard var shared = candidates.first.map({ Array($0.value) }) else { return true }
        for candidate in candidates.dropFirst() {
            let characters = Array(candidate.value)
            var length = 0
            while length < min(shared.count, characters.count), shared[length] == characters[length] { length += 1 }
            shared = Array(shared.prefix(length))
        }
        return shared.count >= typed.count
    }
}
