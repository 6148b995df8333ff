import CitizenClient

/// A bus's colour as the server sends it ("blue") is how people recognise their bus at the stop, so
/// a German reader gets it in German. Only a whole, known colour word is translated; anything else
/// (a hex code, "blue/white", a word we do not know) is shown as it came.
enum ColourWord {
    private static let german: [String: String] = [
        "black": "schwarz", "white": "weiß", "red": "rot", "green": "grün", "blue": "blau",
        "yellow": "gelb", "orange": "orange", "grey": "grau", "gray": "grau", "silver": "silber",
        "brown": "braun", "purple": "lila", "violet": "violett", "pink": "rosa", "beige": "beige",
        "turquoise": "türkis", "gold": "gold",
        "light blue": "hellblau", "dark blue": "dunkelblau", "light green": "hellgrün", "dark green": "dunkelgrün",
        "light grey": "hellgrau", "light gray": "hellgrau", "dark grey": "dunkelgrau", "dark gray": "dunkelgrau",
        "dark red": "dunkelrot",
    ]

    static func shown(_ colour: String, in language: Language) -> String {
        guard language == .german else { return colour }
        let key = colour.trimmingCharacters(in: .whitespaces).lowercased()
        return german[key] ?? colour
    }
}
