import CitizenClient

/// One cell of a human table: sanitized text, and an optional colour that never carries meaning alone.
public struct TableCell: Equatable {
    public let text: String
    public let style: TextStyle?
    /// The same said shorter ("17/20 free", "Linie 2"), used for its whole column when the table is too wide.
    public let short: String?
    /// What the short form stands for, for the legend under the table: the cell's text, or for a list
    /// ("Linie 1, Linie 2") each of its names.
    public let meanings: [ShortFormMeaning]
    /// Shown instead of the text cut with "…" where the column is too narrow for the text and wide
    /// enough for this (a door's numbers rounded, not cut to "49.47900 …").
    public let narrow: String?

    public init(
        _ text: String, style: TextStyle? = nil, short: String? = nil, meanings: [ShortFormMeaning]? = nil,
        narrow: String? = nil
    ) {
        self.text = TextSanitizer.clean(text)
        self.style = style
        self.narrow = narrow.map(TextSanitizer.clean)
        self.short = short.map(TextSanitizer.clean)
        self.meanings =
            meanings ?? short.map {
                [ShortFormMeaning(short: TextSanitizer.clean($0), full: TextSanitizer.clean(text))]
            }
            ?? []
    }
}

/// A short form and the full text it stands for ("Linie 1" for "Linie 1 Rodenbach – Siegelbach").
public struct ShortFormMeaning: Equatable {
    public let short: String
    public let full: String

    public init(short: String, full: String) {
        self.short = short
        self.full = full
    }
}

/// A column: its header, its alignment, and whether it may be shortened to fit the terminal.
public struct TableColumn: Equatable {
    public let header: String
    public let alignRight: Bool
    /// Names may be cut with "…" (between words); times and numbers must not be.
    public let truncatable: Bool
    /// When the table is too wide, columns with short forms use them in this order, lowest first.
    public let shortenOrder: Int
    /// When the table is still too wide with every short form taken, columns are left out in this
    /// order, lowest first (the least needed first); nil for a column that always stays.
    public let dropOrder: Int?
    /// Short forms of this column are explained under the table, once each ("Linie 1: Rodenbach –
    /// Siegelbach"), so the full name is still on the screen.
    public let explainsShortForms: Bool
    /// A truncatable column cut before the others when the table is still too wide (a list of lines
    /// beside the stop it is about).
    public let cutsFirst: Bool
    /// Each cell is one name (a stop, a place, a person), cut so that no two read alike and no place
    /// is cut down to its village (`DistinctShortNames`); a list of names is cut at its end.
    public let names: Bool

    public init(
        _ header: String, alignRight: Bool = false, truncatable: Bool = false, shortenOrder: Int = 0,
        dropOrder: Int? = nil, explainsShortForms: Bool = false, cutsFirst: Bool = false, names: Bool = false
    ) {
        self.header = header
        self.alignRight = alignRight
        self.truncatable = truncatable
        self.shortenOrder = shortenOrder
        self.dropOrder = dropOrder
        self.explainsShortForms = explainsShortForms
        self.cutsFirst = cutsFirst
        self.names = names
    }
}

/// Renders rows as aligned columns by display width, two spaces apart.
public struct TableRenderer {
    /// A truncatable column never shrinks below this, so a name stays recognisable.
    static let minimumTruncatedWidth = 6
    /// Before any column is left out, names are cut no shorter than this.
    static let readableWidth = 16
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
    /// are cut between words, never below `minimumTruncatedWidth` nor below a short form; then columns
    /// are left out by `dropOrder`; then truncatable columns are cut further, between words. Columns
    /// that are not truncatable are never cut: a column left out is better than a cut number of free
    /// seats.
    /// Short forms a column explains are listed under the table.
    /// - Parameters:
    ///   - width: the room the table has, when less than the terminal's width (a table beside a label).
    ///   - header: false for a table whose label says what its columns hold.
    public func render(columns: [TableColumn], rows: [[TableCell]], width: Int? = nil, header: Bool = true) -> [String]
    {
        if terminal.mode == .accessible { return sentences(columns: columns, rows: rows) }
        guard terminal.truncatesToWidth else {
            return lay(columns: columns, rows: rows, widths: naturalWidths(columns, rows, header), header: header)
        }
        let width = width ?? terminal.width
        let given = (columns: columns, rows: rows)
        var columns = columns
        var rows = rows
        var kept = Array(columns.indices)
        if total(naturalWidths(columns, rows, header)) > width {
            kept = keptNonEmpty(columns, rows)
            (columns, rows) = only(kept, columns, rows)
        }
        var floors = columns.map { _ in Self.minimumTruncatedWidth }
        var widths = naturalWidths(columns, rows, header)
        let orders = Set(
            columns.indices.filter { index in rows.contains { $0[safe: index]?.short != nil } }
                .map { columns[$0].shortenOrder }
        ).sorted()
        // Each step gives up what its columns can: their short forms, then cutting down to those.
        var shortenedColumns: Set<Int> = []
        for order in orders where total(widths) > width {
            for index in columns.indices where columns[index].shortenOrder == order {
                let shorts = rows.compactMap { $0[safe: index]?.short }
                guard !shorts.isEmpty else { continue }
                floors[index] = max(floors[index], shorts.map(DisplayWidth.of).max() ?? 0)
                rows = rows.map { row in Self.shortened(row, at: index) }
                shortenedColumns.insert(kept[index])
            }
            widths = fit(naturalWidths(columns, rows, header), columns: columns, floors: floors, width: width) {
                columns[$0].shortenOrder <= order && shortenedColumns.contains(kept[$0])
            }
        }
        // Which columns go is decided with names cut between words to a readable width (a long name
        // must not cost the table its line or its name column); the least needed go first, one at
        // a time, until the rest fits.
        var trial = fit(widths, columns: columns, floors: wordFloors(columns, rows, floors), width: width) {
            columns[$0].cutsFirst
        }
        let readable = columns.indices.map { index in
            max(floors[index], min(trial[index], Self.readableWidth), Self.widestFirstWord(rows, index) + 2)
        }
        trial = fit(trial, columns: columns, floors: readable, width: width) { _ in true }
        let droppable = columns.indices.filter { columns[$0].dropOrder != nil }
            .sorted { (columns[$0].dropOrder ?? 0) < (columns[$1].dropOrder ?? 0) }
        var dropped: Set<Int> = []
        for index in droppable where total(trial.indices.filter { !dropped.contains($0) }.map { trial[$0] }) > width {
            dropped.insert(index)
        }
        // A name column left out comes back where it fits with names cut between words: whose ride
        // it is reads better as "Maria …" than not at all (new-user trial: `requests` at 60 columns,
        // a clerk filing for several callers). The most needed first, and only while each fits.
        let cutToWords = wordFloors(columns, rows, floors)
        for index in droppable.reversed() where dropped.contains(index) {
            guard columns[index].names else { break }
            let shown = columns.indices.filter { !dropped.contains($0) || $0 == index }
            guard total(shown.map { columns[$0].truncatable ? min(trial[$0], cutToWords[$0]) : trial[$0] }) <= width
            else { break }
            dropped.remove(index)
        }
        if !dropped.isEmpty {
            let left = columns.indices.filter { !dropped.contains($0) }
            kept = left.map { kept[$0] }
            floors = left.map { floors[$0] }
            widths = left.map { widths[$0] }
            (columns, rows) = only(left, columns, rows)
        }
        // Then names are cut in the room the kept columns leave: first the columns cut first, then
        // the widest, between words (no column below its longest first word). Never inside a word:
        // a row still too wide is wrapped between words on its way out (`FittingSink`), which a
        // reader can follow; a cut word not.
        let wordFloors = wordFloors(columns, rows, floors)
        widths = fit(widths, columns: columns, floors: wordFloors, width: width) { columns[$0].cutsFirst }
        widths = fit(widths, columns: columns, floors: wordFloors, width: width) { _ in true }
        let explained = kept.filter { shortenedColumns.contains($0) && given.columns[$0].explainsShortForms }
        return lay(columns: columns, rows: rows, widths: widths, header: header)
            + legend(explained, rows: given.rows)
    }

    private func only(_ kept: [Int], _ columns: [TableColumn], _ rows: [[TableCell]]) -> ([TableColumn], [[TableCell]])
    {
        (kept.map { columns[$0] }, rows.map { row in kept.map { row[safe: $0] ?? TableCell("") } })
    }

    /// How far each column may be cut between words: its floor, and its widest first word and the
    /// ellipsis after it (a column cut first may go below its short form, to "Linie 1 …").
    private func wordFloors(_ columns: [TableColumn], _ rows: [[TableCell]], _ floors: [Int]) -> [Int] {
        columns.indices.map { index in
            max(
                columns[index].cutsFirst ? Self.minimumTruncatedWidth : floors[index],
                Self.widestFirstWord(rows, index) + 2)
        }
    }

    /// The widest first word of a column's cells: cut between words, a cell keeps at least that.
    private static func widestFirstWord(_ rows: [[TableCell]], _ index: Int) -> Int {
        rows.map { row in DisplayWidth.of(String((row[safe: index]?.text ?? "").prefix { $0 != " " })) }.max() ?? 0
    }

    /// "Linie 1: Rodenbach – Siegelbach", once per short form the columns at `indices` took: the full
    /// text, without the short form it begins with.
    private func legend(_ indices: [Int], rows: [[TableCell]]) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for index in indices {
            for meaning in rows.flatMap({ $0[safe: index]?.meanings ?? [] }) {
                let (short, full) = (meaning.short, meaning.full)
                guard short != full, seen.insert(short).inserted else { continue }
                let rest = full.hasPrefix(short + " ") ? String(full.dropFirst(short.count + 1)) : full
                lines.append(short + ": " + rest)
            }
        }
        return lines
    }

    private func lay(columns: [TableColumn], rows: [[TableCell]], widths: [Int], header showsHeader: Bool) -> [String] {
        let header = columns.map { TableCell($0.header) }
        let ellipsis = terminal.unicode ? "…" : "~"
        // Names cut to the column's width are cut apart: "Weilerbach Schulstraße" and "Weilerbach
        // Große Gasse" are not both "Weilerbach …" (`DistinctShortNames`).
        let cut = columns.indices.map { index -> [String] in
            let texts = rows.map { cellText($0, index) }
            let shortened =
                columns[index].truncatable && columns[index].names
                ? DistinctShortNames.shorten(texts, to: widths[index], ellipsis: ellipsis)
                : texts.map { DisplayWidth.truncateBetweenWords($0, to: widths[index], ellipsis: ellipsis) }
            return zip(rows, zip(texts, shortened)).map { row, texts in
                guard texts.0 != texts.1, let narrow = row[safe: index]?.narrow,
                    DisplayWidth.of(narrow) <= widths[index]
                else { return texts.1 }
                return narrow
            }
        }
        let lines = ((showsHeader ? [header] : []) + rows).enumerated().map { rowIndex, row -> String in
            let dataRow = rowIndex - (showsHeader ? 1 : 0)
            let cells = columns.indices.map { index -> String in
                let text =
                    dataRow >= 0
                    ? cut[index][dataRow]
                    : DisplayWidth.truncateBetweenWords(cellText(row, index), to: widths[index], ellipsis: ellipsis)
                let isLast = index == columns.count - 1
                let padded =
                    isLast && !columns[index].alignRight
                    ? text : DisplayWidth.pad(text, to: widths[index], alignRight: columns[index].alignRight)
                let style =
                    rowIndex == 0 && showsHeader ? TextStyle.bold : (index < row.count ? row[index].style : nil)
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

    private func naturalWidths(_ columns: [TableColumn], _ rows: [[TableCell]], _ showsHeader: Bool) -> [Int] {
        let header = columns.map { TableCell($0.header) }
        return columns.indices.map { index in
            let widest = ((showsHeader ? [header] : []) + rows).map { DisplayWidth.of(cellText($0, index)) }.max() ?? 0
            return columns[index].truncatable ? min(widest, Self.maximumTruncatableWidth) : widest
        }
    }

    private func total(_ widths: [Int]) -> Int {
        widths.reduce(0, +) + Self.gap.count * max(0, widths.count - 1)
    }

    /// Shrinks the widest truncatable column that may give, one column at a time, until the table fits
    /// or no such column is above its floor.
    private func fit(
        _ widths: [Int], columns: [TableColumn], floors: [Int], width: Int, mayGive: (Int) -> Bool
    ) -> [Int] {
        var widths = widths
        while total(widths) > width {
            let candidates = widths.indices.filter { columns[$0].truncatable && widths[$0] > floors[$0] && mayGive($0) }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// The columns in which some row says something (not empty, not only a dash); all when none does.
    private func keptNonEmpty(_ columns: [TableColumn], _ rows: [[TableCell]]) -> [Int] {
        let kept = columns.indices.filter { index in
            rows.isEmpty || rows.contains { !Self.sayNothing.contains(cellText($0, index)) }
        }
        return kept.isEmpty ? Array(columns.indices) : kept
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
