import CitizenClient
import Foundation

/// `buerger watch --accessible`: each change as one sentence led by its spoken time, no column.
/// "Um 8 Uhr 30: Bus 1 (Linie Pirmasens) ist jetzt etwa 6 Minuten zu spät an Kirche."
struct AccessibleWatch {
    let words: AccessibleText
    let timeZone: TimeZone

    init(strings: StringTable, timeZone: TimeZone) {
        self.words = AccessibleText(strings: strings)
        self.timeZone = timeZone
    }

    /// The time is said as of itself, so a watch running past midnight never says "tomorrow" for now.
    func line(at date: Date, _ message: String) -> String {
        let when = AccessibleTime(language: words.language, timeZone: timeZone, now: date).at(date)
        return AccessibleText.sentence(when.prefix(1).uppercased() + when.dropFirst() + ": " + message)
    }

    /// The delay with its minutes in words, where the table's sentence says "6 min".
    func delay(bus: String, stop: String, minutes: Int) -> String {
        let amount = words.duration(minutes: abs(minutes))
        if minutes > 0 {
            return words.say(
                "\(bus) is now about \(amount) late at \(stop)",
                de: "\(bus) ist jetzt etwa \(amount) zu spät an \(stop)")
        }
        if minutes < 0 {
            return words.say(
                "\(bus) is now about \(amount) early at \(stop)",
                de: "\(bus) ist jetzt etwa \(amount) zu früh an \(stop)")
        }
        return words.say("\(bus) is now on time at \(stop)", de: "\(bus) ist jetzt pünktlich an \(stop)")
    }
}
