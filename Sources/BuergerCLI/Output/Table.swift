import CitizenClient

/// One cell of a human table: sanitized text, and an optional colour that never carries meaning alone.
public struct TableCell: Equatable {
    public let text: String
    public let style: TextStyle?
    /// The same said shorter ("17/20 free", "Linie 2"), used for its whole column when the table is too wide.
    public let short: String?

    public init(_ text: String, style: TextStyle? = nil, short: String? = nil) {
        self.text = TextSanitizer.clean(text)
        self.style = style
        self.short = short.map(TextSanitizer.clean)
    }
}

/// A column: its header, its alignment, and whether it may be shortened to fit the terminal.
public struct TableColumn: Equatable {
    public let header: String
    public let alignRight: Bool
    /// Names may be cut with "…"; times and numbers must not be.
    public let truncatable: Bool
    /// When the table is too wide, columns with short forms use them in this order, lowest first.
    public let shortenOrder: Int

    public init(_ header: String, alignRight: Bool = false, truncatable: Bool = false, shortenOrder: Int = 0) {
        self.header = header
        self.alignRight = alignRight
        self.truncatable = truncatable
        self.shortenOrder = shortenOrder
    }
}

/// Renders rows as aligned columns by display width, two spaces apart.
public struct TableRenderer {
    /// A truncatable column never shrinks below this, so a name stays recognisable.
    static let minimumTruncatedWidth = 6
    /// Nor grows beyond this, on a terminal or not: a longer name is cut with "…", so one 100,000
    /// character name from the server does not pad every other row of the table to its length.
    static let maximumTruncatableWidth = 60
    static let gap = "  "

    public let terminal: Terminal

    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// The table as lines (without trailing spaces), header first and bold on colour terminals.
    /// On a terminal too narrow for it, step by step until it fits: columns no row says anything in
    /// are left out; then, by `shortenOrder`, columns take their short forms and truncatable columns
    /// are cut, never below `minimumTruncatedWidth` nor below a short form. Columns that are not
    /// truncatable are never cut: a wider table is better than a cut number of free seats.
    public func render(columns: [TableColumn], rows: [[TableCell]]) -> [String] {
        if terminal.mode == .accessible { return sentences(columns: columns, rows: rows) }
        guard terminal.truncatesToWidth else {
            return lay(columns: columns, rows: rows, widths: naturalWidths(columns, rows))
        }
        var columns = columns
        var rows = rows
        if total(naturalWidths(columns, rows)) > terminal.width {
            (columns, rows) = droppingEmptyColumns(columns, rows)
        }
        var floors = columns.map { _ in Self.minimumTruncatedWidth }
        var widths = naturalWidths(columns, rows)
        let orders = Set(
            columns.indices.filter { index in rows.contains { $0[safe: index]?.short != nil } }
                .map { columns[$0].shortenOrder }
        ).sorted()
        // Each step gives up what its columns can: their short forms, then cutting down to those.
        for order in orders where total(widths) > terminal.width {
            for index in columns.indices where columns[index].shortenOrder == order {
                let shorts = rows.compactMap { $0[safe: index]?.short }
                floors[index] = max(floors[index], shorts.map(DisplayWidth.of).max() ?? 0)
                rows = rows.map { row in Self.shortened(row, at: index) }
            }
            widths = fit(naturalWidths(columns, rows), columns: columns, floors: floors) {
                columns[$0].shortenOrder <= order
            }
        }
        widths = fit(widths, columns: columns, floors: floors) { _ in true }
        return lay(columns: columns, rows: rows, widths: widths)
    }

    private func lay(columns: [TableColumn], rows: [[TableCell]], widths: [Int]) -> [String] {
        let header = columns.map { TableCell($0.header) }
        let ellipsis = terminal.unicode ? "…" : "~"
        let lines = ([header] + rows).enumerated().map { rowIndex, row -> String in
            let cells = columns.indices.map { index -> String in
                let text = DisplayWidth.truncate(cellText(row, index), to: widths[index], ellipsis: ellipsis)
                let isLast = index == columns.count - 1
                let padded =
                    isLast && !columns[index].alignRight
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

    private func naturalWidths(_ columns: [TableColumn], _ rows: [[TableCell]]) -> [Int] {
        let header = columns.map { TableCell($0.header) }
        return columns.indices.map { index in
            let widest = ([header] + rows).map { DisplayWidth.of(cellText($0, index)) }.max() ?? 0
            return columns[index].truncatable ? min(widest, Self.maximumTruncatableWidth) : widest
        }
    }

    private func total(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + Self.gap.count * max(0, widths.count - 1)
    }

    /// Shrinks the widest truncatable column that may give, one column at a time, until the table fits
    /// or no such column is above its floor.
    private func fit(_ widths: [Int], columns: [TableColumn], floors: [Int], mayGive: (Int) -> Bool) -> [Int] {
        var widths = widths
        while total(widths) > terminal.width {
            let candidates = widths.indices.filter { columns[$0].truncatable && widths[$0] > floors[$0] && mayGive($0) }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// Without the columns in which no row says anything (empty, or only a dash).
    private func droppingEmptyColumns(_ columns: [TableColumn], _ rows: [[TableCell]]) -> ([TableColumn], [[TableCell]])
    {
        let kept = columns.indices.filter { index in
            rows.isEmpty || rows.contains { !Self.sayNothing.contains(cellText($0, index)) }
        }
        guard kept.count < columns.count, !kept.isEmpty else { return (columns, rows) }
        return (kept.map { columns[$0] }, rows.map { row in kept.map { row[safe: $0] ?? TableCell("") } })
    }

    /// What a cell shows when it has nothing to say.
    private static let sayNothing: Set<String> = ["", "–", "-"]

    private static func shortened(_ row: [TableCell], at index: Int) -> [TableCell] {
        guard let cell = row[safe: index], let short = cell.short else { return row }
        var row = row
        row[index] = TableCell(short, style: cell.style)
        return row
    }

    private func trimTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// `--plain` lines: tab-separated sanitized fields, no header, no colour.
public enum PlainLine {
    public static func make(_ fields: [String]) -> String {
        fields.map(TextSanitizer.clean).joined(separator: "\t")
    }
}
