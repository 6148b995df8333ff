/// The positional shapes a usage line allows, read from the spec's own usage text so completion
/// never needs a second list: `(stop STOP | bus BUS) [--count <n>]` allows `stop STOP` or `bus BUS`.
///
/// Lower-case words are literal words to type (`stop`, `alias`); upper-case words name an argument
/// (`STOP`, `KEY`). Options (`--x`, `<value>`) and brackets are ignored.
struct UsageGrammar: Equatable {
    enum Token: Equatable {
        case literal(String)
        case argument(String)
    }

    /// Each way the positional arguments may look.
    let alternatives: [[Token]]

    init(usage: String) {
        var text = ""
        var insideValue = false
        // `<stop|lat,lon>` names an option's value and may hold a `|`: drop it before splitting.
        for character in usage {
            if character == "<" { insideValue = true; continue }
            if character == ">" { insideValue = false; continue }
            if !insideValue { text.append("[]()".contains(character) ? " " : character) }
        }
        alternatives = text.split(separator: "|").map { part in
            part.split(separator: " ").filter { !$0.hasPrefix("-") }.map { word in
                let name = String(word)
                return name.first?.isUppercase == true ? .argument(name) : .literal(name)
            }
        }.filter { !$0.isEmpty }
    }

    /// What may stand at position `given.count`, after the positional words already `given`.
    func next(after given: [String]) -> [Token] {
        var found: [Token] = []
        for alternative in alternatives where alternative.count > given.count {
            let fits = zip(alternative, given).allSatisfy { token, word in
                if case .literal(let literal) = token { return literal == word }
                return true
            }
            if fits, !found.contains(alternative[given.count]) { found.append(alternative[given.count]) }
        }
        return found
    }
}
