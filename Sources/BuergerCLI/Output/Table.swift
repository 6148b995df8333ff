/// One cell of a human table: sanitized text, and an optional colour that never carries meaning alone.
public struct TableCell: Equatable {
    public let text: String
    public let style: TextStyle?

    public init(_ text: String, style: TextStyle? = nil) {
        self.text = TextSanitizer.clean(text)
        self.style = style
    }
}

/// A column: its header, its alignment, and whether it may be shortened to fit the terminal.
public struct TableColumn: Equatable {
    public let header: String
    public let alignRight: Bool
    /// Names may be cut with "…"; times and numbers must not be.
    public let truncatable: Bool

    public init(_ header: String, alignRight: Bool = false, truncatable: Bool = false) {
        self.header = header
        self.alignRight = alignRight
        self.truncatable = truncatable
    }
}

/// Renders rows as aligned columns by display width, two spaces apart.
public struct TableRenderer {
    /// A truncatable column never shrinks below this, so a name stays recognisable.
    static let minimumTruncatedWidth = 6
    static let gap = "  "

    public let terminal: Terminal

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// The table as lines (without trailing spaces), header first and bold on colour terminals.
    public func render(columns: [TableColumn], rows: [[TableCell]]) -> [String] {
        if terminal.accessible { return sentences(columns: columns, rows: rows) }
        let header = columns.map { TableCell($0.header) }
        var widths = columns.indices.map { index in
            ([header] + rows).map { DisplayWidth.of(cellText($0, index)) }.max() ?? 0
        }
        if terminal.truncatesToWidth {
            widths = fit(widths, columns: columns)
        }
        let ellipsis = terminal.unicode ? "…" : "~"
        let lines = ([header] + rows).enumerated().map { rowIndex, row -> String in
            let cells = columns.indices.map { index -> String in
                let text = DisplayWidth.truncate(cellText(row, index), to: widths[index], ellipsis: ellipsis)
                let isLast = index == columns.count - 1
                let padded = isLast && !columns[index].alignRight
                    ? text : DisplayWidth.pad(text, to: widths[index], alignRight: columns[index].alignRight)
                let style = rowIndex == 0 ? TextStyle.bold : (index < row.count ? row[index].style : nil)
                return style?.apply(to: padded, colorEnabled: terminal.useColor) ?? padded
            }
            return cells.joined(separator: Self.gap)
        }
        return lines.map(trimTrailingSpaces)
    }

    /// `--accessible`: no table to navigate, one sentence per row ("Stop: Kirche, Lines: Pirmasens.").
    private func sentences(columns: [TableColumn], rows: [[TableCell]]) -> [String] {
        rows.map { row in
            columns.indices.compactMap { index -> String? in
                let text = cellText(row, index)
                guard !text.isEmpty else { return nil }
                return Self.sentenceCase(columns[index].header) + ": " + text
            }.joined(separator: ", ") + "."
        }
    }

    /// `STOP` → `Stop`, `NR.` → `Nr.`.
    private static func sentenceCase(_ header: String) -> String {
        header.prefix(1).uppercased() + header.dropFirst().lowercased()
    }

    private func cellText(_ row: [TableCell], _ index: Int) -> String {
        index < row.count ? row[index].text : ""
    }

    /// Shrinks the widest truncatable column, one column at a time, until the table fits or nothing can give.
    private func fit(_ widths: [Int], columns: [TableColumn]) -> [Int] {
        var widths = widths
        let total = { widths.reduce(0, +) + Self.gap.count * max(0, widths.count - 1) }
        while total() > terminal.width {
            let candidates = widths.indices.filter {
                columns[$0].truncatable && widths[$0] > Self.minimumTruncatedWidth
            }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    private func trimTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

/// `--plain` lines: tab-separated sanitized fields, no header, no colour.
public enum PlainLine {
    public static func make(_ fields: [String]) -> String {
        fields.map(TextSanitizer.clean).joined(separator: "\t")
    }
}
