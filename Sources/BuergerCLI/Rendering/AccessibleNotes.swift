import CitizenClient
import Foundation

/// The library's notes on stderr as sentences for `--accessible`: the usual "offline — data from 14:27"
/// has a clock a reader spells digit by digit and no full stop to pause at.
struct AccessibleNotes {
    let words: AccessibleText
    let time: AccessibleTime

    /// The sentence for `event`; nil where the usual note is already fit to be read aloud.
    func sentence(for event: ClientEvent) -> String? {
        // Only for a server that could not be reached: `--offline` asked for saved data, nothing to explain.
        guard case .offline(let dataFrom, asked: false) = event else { return nil }
        let when = time.at(dataFrom)
        // "p.m." already ends the sentence.
        return AccessibleText.sentence(
            words.say(
                "Offline: the server could not be reached. The data were saved \(when)",
                de: "Offline: Der Server war nicht erreichbar. Die Daten wurden \(when) gespeichert."))
    }

    /// For `CommandContext.service`, which every command's library calls go through: in accessible mode, says the notes it has a sentence for
    /// (as `note` does: not with `--quiet`) and keeps the usual ones off stderr.
    static func intercept(_ context: CommandContext) -> (ClientEvent) -> Bool {
        guard context.terminal.mode == .accessible else { return { _ in false } }
        // The data were saved on the real clock, not at `--now`: days are counted from the real one.
        let notes = AccessibleNotes(
            words: AccessibleText(strings: context.strings),
            time: AccessibleTime(times: context.times, now: context.world.clock()))
        return { event in
            guard let sentence = notes.sentence(for: event) else { return false }
            context.note(sentence)
            return true
        }
    }
}
