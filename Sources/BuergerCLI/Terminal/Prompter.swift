import CitizenClient
import Foundation

/// Asks a person for what is missing, one question at a time: the question on stderr, the answer from
/// stdin. Only where both are terminals (`canAsk`); a script never waits on a question it cannot see.
struct Prompter {
    /// Wrong answers tolerated per question before giving up, so a stuck session ends.
    static let attempts = 3

    let canAsk: Bool
    let err: TextSink
    let readLine: () -> String?
    let language: Language

    init(terminal: Terminal, readLine: @escaping () -> String?, language: Language) {
        canAsk = terminal.canPrompt
        err = terminal.err
        self.readLine = readLine
        self.language = language
    }

    /// "Name [Emma Meier]: ". An empty answer takes the default. `interpret` turns the text into a value or
    /// says what is wrong; nil after too many wrong answers, at end of input, or off a terminal.
    /// - Parameter shownDefault: how the default is shown, when that must differ from the default
    ///   itself (a server address without its password).
    func ask<Value>(
        _ label: String, default defaultText: String? = nil, shownDefault: String? = nil,
        interpret: (String) -> Result<Value, PromptRejection>
    ) -> Value? {
        guard canAsk else { return nil }
        let suffix = (shownDefault ?? defaultText).flatMap { $0.isEmpty ? nil : " [\(TextSanitizer.clean($0))]" } ?? ""
        for _ in 0..<Self.attempts {
            err.write(TextSanitizer.clean(label) + suffix + ": ")
            err.flush()
            guard let raw = readLine() else {
                err.write("\n")
                return nil
            }
            let answer = raw.trimmingCharacters(in: .whitespaces)
            let text = answer.isEmpty ? (defaultText ?? "") : answer
            switch interpret(text) {
            case .success(let value): return value
            case .failure(let rejection): err.write("  " + TextSanitizer.clean(rejection.message) + "\n")
            }
        }
        return nil
    }

    /// A line of text that must not be empty (a name, an address).
    func askText(_ label: String, default defaultText: String? = nil) -> String? {
        ask(label, default: defaultText) { text in
            text.isEmpty
                ? .failure(
                    PromptRejection(
                        LocalizedText(
                            "Please type an answer.",
                            de: "Bitte eine Antwort eingeben."
                        )
                        .text(in: language))) : .success(text)
        }
    }

    /// "Cancel request 10000003? [y/N]: ". Only an explicit yes counts; anything else, or no terminal, is no.
    func confirm(_ question: String) -> Bool {
        guard canAsk else { return false }
        let hint = LocalizedText("[y/N]", de: "[j/N]").text(in: language)
        err.write(TextSanitizer.clean(question) + " " + hint + ": ")
        err.flush()
        guard let answer = readLine() else {
            err.write("\n")
            return false
        }
        return Self.yesWords.contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Lists the choices numbered from 1 and returns the index picked; nil as `ask` gives nil.
    func choose(_ question: String, among choices: [String]) -> Int? {
        guard canAsk, !choices.isEmpty else { return nil }
        err.write(TextSanitizer.clean(question) + "\n")
        for (index, choice) in choices.enumerated() {
            err.write("  \(index + 1)) " + TextSanitizer.clean(choice) + "\n")
        }
        let range = "1-\(choices.count)"
        let wrong = LocalizedText(
            "Please type a number from 1 to \(choices.count).",
            de: "Bitte eine Zahl von 1 bis \(choices.count) eingeben.")
        return ask(LocalizedText("Number [\(range)]", de: "Nummer [\(range)]").text(in: language)) { text in
            guard let number = Int(text), choices.indices.contains(number - 1) else {
                return .failure(PromptRejection(wrong.text(in: language)))
            }
            return .success(number - 1)
        }
    }

    static let yesWords: Set<String> = ["y", "yes", "j", "ja"]
}

/// Why an answer was not taken, said to the person before asking again.
struct PromptRejection: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
