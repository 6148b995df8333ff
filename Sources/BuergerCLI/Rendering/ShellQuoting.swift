/// Arguments written so that a POSIX shell reads them back unchanged: plain words stay as they are,
/// anything else goes in single quotes (a quote inside as `'\''`).
enum ShellQuoting {
    private static let plain = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-".unicodeScalars)

    static func quote(_ argument: String) -> String {
        if !argument.isEmpty, argument.unicodeScalars.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func commandLine(_ arguments: [String]) -> String {
        arguments.map(quote).joined(separator: " ")
    }
}
