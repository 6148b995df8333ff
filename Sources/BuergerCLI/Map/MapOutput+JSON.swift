import CitizenClient
import Foundation

extension MapOutput {
    /// What was drawn: the projection, each line's colour or dash, and every mark with its cell.
    func json(_ scene: MapScene, drawing: MapDrawing) -> JSONValue {
        let projection = drawing.projection
        let scale = MapScaleBar(metersPerCell: projection.metersPerCell, columns: projection.columns)
        return .object([
            ("focus", focusJSON(scene.focus)),
            (
                "projection",
                .object([
                    ("centerLatitude", .number(projection.center.latitude)),
                    ("centerLongitude", .number(projection.center.longitude)),
                    ("metersPerDot", .number(projection.metersPerDot)),
                    ("columns", .integer(Int64(projection.columns))),
                    ("rows", .integer(Int64(projection.rows))),
                    ("dotsPerColumn", .integer(Int64(MapProjection.dotsPerColumn))),
                    ("dotsPerRow", .integer(Int64(MapProjection.dotsPerRow))),
                ])
            ),
            (
                "lines",
                .array(
                    drawing.tracks.enumerated().map { index, track in
                        .object([
                            ("id", .integer(track.line.id)), ("name", .string(track.line.name)),
                            ("colour", .string(ColourName.of(Self.palette[index % Self.palette.count]))),
                            ("pattern", .string(PatternName.of(drawing.patterns[index]))),
                        ])
                    })
            ),
            (
                "stops",
                .array(
                    drawing.stops.map { drawn in
                        .object(
                            [("id", .integer(drawn.stop.id)), ("name", .string(drawn.stop.name))]
                                + position(drawn.stop.coordinate, drawn.cell) + [("label", labelJSON(drawn.label))])
                    })
            ),
            (
                "buses",
                .array(
                    drawing.buses.map { drawn in
                        .object(
                            [("id", .integer(drawn.bus.busId)), ("lineId", .optional(drawn.bus.lineId))]
                                + position(drawn.bus.coordinate, drawn.cell) + [
                                    ("seenAt", .optional(drawn.bus.seenAt.map(times.iso)))
                                ])
                    })
            ),
            (
                "places",
                .array(
                    drawing.places.map { drawn in
                        .object(
                            [("name", .string(drawn.place.name))] + position(drawn.place.coordinate, drawn.cell) + [
                                ("label", labelJSON(drawn.label))
                            ])
                    })
            ),
            ("unlabelledStops", .integer(Int64(drawing.unlabelledStops))),
            ("stopsOutside", .integer(Int64(drawing.stopsOutside))),
            ("busesOutside", .integer(Int64(drawing.busesOutside))),
            (
                "scaleBar",
                .object([("meters", .integer(Int64(scale.meters))), ("cells", .integer(Int64(scale.cells)))])
            ),
            ("takenAt", .string(times.iso(scene.takenAt))),
        ])
    }

    private func position(_ coordinate: Coordinate, _ cell: MapCell) -> [(String, JSONValue)] {
        [
            ("latitude", .number(coordinate.latitude)), ("longitude", .number(coordinate.longitude)),
            ("column", .integer(Int64(cell.column))), ("row", .integer(Int64(cell.row))),
        ]
    }

    private func labelJSON(_ label: PlacedLabel?) -> JSONValue {
        guard let label else { return .null }
        return .object([
            ("text", .string(label.text)), ("column", .integer(Int64(label.cell.column))),
            ("row", .integer(Int64(label.cell.row))), ("width", .integer(Int64(label.width))),
        ])
    }

    private func focusJSON(_ focus: MapFocus) -> JSONValue {
        switch focus {
        case .network: return .object([("kind", .string("network"))])
        case .line(let line):
            return .object([("kind", .string("line")), ("id", .integer(line.id)), ("name", .string(line.name))])
        case .bus(let busId, let lineId):
            return .object([("kind", .string("bus")), ("id", .integer(busId)), ("lineId", .optional(lineId))])
        case .near(let name, let center):
            return .object([
                ("kind", .string("near")), ("name", .string(name)), ("latitude", .number(center.latitude)),
                ("longitude", .number(center.longitude)),
            ])
        }
    }
}

/// The names `--json` gives a line's colour and dash: stable words for a script, not for people.
enum ColourName {
    static func of(_ style: TextStyle) -> String {
        switch style {
        case .blue: return "blue"
        case .magenta: return "magenta"
        case .cyan: return "cyan"
        case .green: return "green"
        case .yellow: return "yellow"
        case .red: return "red"
        case .bold, .dim: return "default"
        }
    }
}

enum PatternName {
    static func of(_ pattern: LinePattern) -> String {
        switch pattern {
        case .solid: return "solid"
        case .dashed: return "dashed"
        case .dotted: return "dotted"
        case .dashDotted: return "dashDotted"
        }
    }
}
