import CitizenClient
import Foundation

/// At a terminal, what will be sent is read back — the place as given, the time in words, persons,
/// help, name — and sent only on a yes: a slip (the help words typed as the address, "halb zehn"
/// read as 21:30) is seen before a driver sees it. The same `RequestView` and `RequestOutput` as
/// every other command, so the read-back says it as `status` will. `--yes` skips it; without a
/// terminal nothing is asked.
struct RequestConfirmation {
    let prompter: Prompter
    let output: RequestOutput

    static let nothingSent = CommandFailure(
        .notConfirmed,
        LocalizedText("Nothing was sent.", de: "Es wurde nichts gesendet."),
        suggestion: LocalizedText(
            "Run 'buerger request-stop' again to start over.",
            de: "Mit 'buerger request-stop' neu beginnen."))

    /// The read-back on stderr, then "Send the request? [y/N]"; true on an explicit yes.
    func confirm(_ preview: (outward: RequestView, wayBack: RequestView?)) -> Bool {
        prompter.err.write(output.words.say("Your request:", de: "Ihre Anfrage:") + "\n")
        for line in output.readBack(preview.outward, wayBack: false)
            + (preview.wayBack.map { output.readBack($0, wayBack: true) } ?? [])
        {
            prompter.err.write("  " + TextSanitizer.clean(line) + "\n")
        }
        return prompter.confirm(output.words.say("Send the request?", de: "Anfrage senden?"))
    }
}
