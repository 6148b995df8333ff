import Foundation

/// A pattern a guard test keeps out of the sources, and why.
struct SourceRule {
    let pattern: String
    let why: String

    init(_ pattern: String, _ why: String) {
        self.pattern = pattern
        self.why = why
    }

    func matches(_ code: String) -> Bool {
        code.range(of: pattern, options: .regularExpression) != nil
    }
}

/// The guard tests' line-by-line scan of a module's Swift sources (comment lines skipped), shared so
/// each guard states only its rules and exceptions.
enum SourceScan {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// "path:line: why: code" for every line of `module` that a rule matches and `excused` does not
    /// excuse (it gets the path relative to the module folder, the code and the rule), and how many
    /// files were read. Files in `skipping` (relative paths) are not read.
    static func findings(
        in module: String, rules: [SourceRule], skipping: Set<String> = [],
        excused: (String, String, SourceRule) -> Bool = { _, _, _ in false }
    ) throws
        -> (files: Int, findings: [String])
    {
        let root = sources.appendingPathComponent(module)
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var findings: [String] = []
        var read = 0
        for file in files {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            guard !skipping.contains(relative) else { continue }
            read += 1
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for rule in rules where rule.matches(code) && !excused(relative, code, rule) {
                    findings.append("\(module)/\(relative):\(number + 1): \(rule.why): \(code)")
                }
            }
        }
        return (read, findings)
    }
}
