import CitizenClient
import Foundation

/// `buerger map` for each output mode: the picture with its title, legend and status line (in line
/// colours, or dashed lines without colour), the marks and their cells as JSON, or sentences.
struct MapOutput {
    let strings: StringTable
    let times: TimeText
    let now: Date
    /// The wall clock's now: saved tables carry its time (not `--now`'s), so their age is told by it.
    let wallClock: Date
    let unicode: Bool
    let useColor: Bool

    /// The colour of each line, in track order, round the palette.
    static let palette: [TextStyle] = [.blue, .magenta, .cyan, .green, .yellow, .red]

    /// The smallest map worth drawing; a smaller terminal gets one this size.
    static let minimumColumns = 20
    static let minimumRows = 6

    var drawer: MapDrawer { MapDrawer(symbols: unicode ? .unicode : .ascii, dashed: !useColor) }

    /// The whole screen: title, map, legend and status, in `height` lines of at most `width` columns
    /// (one line is left for the shell's prompt).
    func screen(_ scene: MapScene, width: Int, height: Int) -> (lines: [String], drawing: MapDrawing) {
        let columns = max(Self.minimumColumns, width)
        let legend = legendLines(scene, width: columns)
        var rows = max(Self.minimumRows, height - 1 - 1 - legend.count - 1)
        var drawing = drawer.draw(scene, columns: columns, rows: rows)
        var notes: [String] = []
        if drawing.unlabelledStops > 0 {
            // The note takes a line of the window, so the map gives it one.
            rows = max(Self.minimumRows, rows - 1)
            drawing = drawer.draw(scene, columns: columns, rows: rows)
            if drawing.unlabelledStops > 0 {
                notes.append(
                    DisplayWidth.truncate(
                        strings.mapUnlabelled(drawing.unlabelledStops), to: columns, ellipsis: unicode ? "…" : "..."))
            }
        }
        let lines =
            [title(scene, width: columns)] + drawing.glyphs.map(row) + legend
            + [status(scene, drawing: drawing, width: columns)] + notes
        return (lines, drawing)
    }

    private func title(_ scene: MapScene, width: Int) -> String {
        let text: String
        switch scene.focus {
        case .network: text = strings.mapTitleNetwork(lines: scene.tracks.count, stops: scene.stops.count)
        case .line(let line): text = strings.mapTitleLine(line.name.isEmpty ? String(line.id) : line.name)
        case .bus(let busId, _): text = strings.mapTitleBus(busId, line: scene.tracks.first?.line.name)
        case .near(let name, _): text = strings.mapTitleNear(name)
        }
        let north = unicode ? strings.mapNorth : strings.mapNorthASCII
        let room = width - DisplayWidth.of(north) - 2
        let shown = DisplayWidth.truncate(TextSanitizer.clean(text), to: max(1, room), ellipsis: unicode ? "…" : ".")
        return TextStyle.bold.apply(to: shown, colorEnabled: useColor)
            + String(repeating: " ", count: max(2, width - DisplayWidth.of(shown) - DisplayWidth.of(north))) + north
    }

    /// One map row, each run of cells of one kind in its style.
    private func row(_ glyphs: [MapGlyph]) -> String {
        var line = ""
        var run = ""
        var style: TextStyle?
        for glyph in glyphs {
            let next = self.style(glyph.ink)
            if next != style {
                line += style.map { $0.apply(to: run, colorEnabled: useColor) } ?? run
                run = ""
                style = next
            }
            run += glyph.text
        }
        line += style.map { $0.apply(to: run, colorEnabled: useColor) } ?? run
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    private func style(_ ink: MapInk) -> TextStyle? {
        switch ink {
        case .blank, .label, .stop: return nil
        case .route(let track): return Self.palette[track % Self.palette.count]
        case .bus: return .bold
        case .place: return .yellow
        }
    }

    /// Each line's sample stroke and name, packed into as few lines as the width allows.
    private func legendLines(_ scene: MapScene, width: Int) -> [String] {
        let dashed = !useColor
        let items = scene.tracks.enumerated().map { index, track -> (String, Int) in
            let pattern = dashed ? LinePattern.allCases[index % LinePattern.allCases.count] : .solid
            let sample = self.sample(pattern)
            let name = DisplayWidth.truncateBetweenWords(
                TextSanitizer.clean(track.line.name.isEmpty ? String(track.line.id) : track.line.name),
                to: max(8, width - 4), ellipsis: unicode ? "…" : "...")
            let styled = Self.palette[index % Self.palette.count].apply(to: sample, colorEnabled: useColor)
            return (styled + " " + name, DisplayWidth.of(sample) + 1 + DisplayWidth.of(name))
        }
        var lines: [String] = []
        var current = ""
        var used = 0
        for (text, itemWidth) in items {
            if used > 0, used + 3 + itemWidth > width {
                lines.append(current)
                current = ""
                used = 0
            }
            current += (used > 0 ? "   " : "") + text
            used += (used > 0 ? 3 : 0) + itemWidth
        }
        if used > 0 { lines.append(current) }
        return lines
    }

    /// A short horizontal stroke in the line's pattern, as the map draws it.
    private func sample(_ pattern: LinePattern) -> String {
        guard unicode else { return pattern == .solid ? "---" : "-.-" }
        var canvas = BrailleCanvas(columns: 3, rows: 1)
        canvas.stroke(from: (0, 1), to: (5.9, 1), owner: 0, pattern: pattern)
        return (0..<3).map { String(canvas.character(MapCell(column: $0, row: 0))) }.joined()
    }

    /// The scale bar, the keys to the marks, and how old the data are; parts that do not fit are left out.
    private func status(_ scene: MapScene, drawing: MapDrawing, width: Int) -> String {
        let scale = MapScaleBar(metersPerCell: drawing.projection.metersPerCell, columns: width)
        let bar =
            (unicode
                ? "├" + String(repeating: "─", count: max(0, scale.cells - 2)) + "┤"
                : "|" + String(repeating: "-", count: max(0, scale.cells - 2)) + "|")
            + " " + strings.distance(meters: scale.meters)
        let symbols = drawer.symbols
        var parts: [(text: String, width: Int)] = [bar, age(scene)].map { ($0, DisplayWidth.of($0)) }
        if drawing.busesOutside > 0 {
            let text = strings.mapOutside(buses: drawing.busesOutside)
            parts.append((text, DisplayWidth.of(text)))
        }
        if scene.buses.isEmpty { parts.append((strings.mapNoBuses, DisplayWidth.of(strings.mapNoBuses))) }
        let stopKey = "\(symbols.stop) \(strings.mapStopKey)"
        parts.append((stopKey, DisplayWidth.of(stopKey)))
        parts.append(
            (
                TextStyle.bold.apply(to: "12", colorEnabled: useColor) + " " + strings.mapBusKey,
                3 + DisplayWidth.of(strings.mapBusKey)
            ))
        if !drawing.places.isEmpty {
            let placeKey = "\(symbols.place) \(strings.mapPlaceKey)"
            parts.append(
                (
                    TextStyle.yellow.apply(to: symbols.place, colorEnabled: useColor) + " " + strings.mapPlaceKey,
                    DisplayWidth.of(placeKey)
                ))
        }
        var line = ""
        var used = 0
        for part in parts {
            if used > 0, used + 3 + part.width > width { continue }
            line += (used > 0 ? " · " : "") + part.text
            used += (used > 0 ? 3 : 0) + part.width
        }
        return line
    }

    /// "live 07:42", or when the data are saved ones, how old.
    private func age(_ scene: MapScene) -> String {
        if let since = scene.offlineSince {
            let minutes = max(0, Int(wallClock.timeIntervalSince(since) / 60))
            return strings.mapSavedData(times.clock(since, today: wallClock), age: strings.mapAge(minutes: minutes))
        }
        if let oldest = scene.buses.compactMap(\.seenAt).min() {
            return strings.mapPositionsSeen(times.clock(oldest, today: now))
        }
        return strings.mapLive(times.clock(scene.takenAt))
    }
}
