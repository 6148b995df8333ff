import CitizenClient
import Foundation

/// `watch bus N --map`: the map of the bus's line above the change lines, drawn again when the bus has
/// moved. On a terminal for a person the screen holds the map and the latest change lines under it (on
/// the alternate screen, left when the watch ends); elsewhere (a pipe, `--plain`, sentences) a new
/// picture is printed when the bus has moved, and the change lines follow as they come.
final class WatchBusMap {
    private let context: CommandContext
    private let busId: Int64
    /// Where the bus was when last drawn; nil before the first picture.
    private var drawnAt: Coordinate?
    private var drawnOnce = false
    /// The change lines shown under the map on a terminal, the latest last.
    private var recent: [String] = []
    /// The last scene drawn, drawn again with new change lines when no new one could be had.
    private var lastScene: MapScene?

    /// At most this many change lines stay under the map on a terminal; the map takes the rest.
    static let linesKept = 6

    init(context: CommandContext, busId: Int64) {
        self.context = context
        self.busId = busId
        context.terminal.control(.enterAlternateScreen)
    }

    /// Shows this poll: the map when the bus has moved (or at first), and `lines`, the changes found.
    func show(_ service: CitizenService, lines: [String]) {
        let terminal = context.terminal
        // A map that cannot be drawn this time (its data gone meanwhile) costs the picture, not the watch:
        // the change lines still say what happened.
        let scene = try? service.mapScene(.bus(busId))
        let position = scene?.buses.first { $0.busId == busId }?.coordinate
        let moved = scene != nil && (!drawnOnce || position != drawnAt)
        guard terminal.controlsScreen else {
            if moved, let scene {
                if drawnOnce, terminal.mode != .accessible { terminal.document("\n") }
                MapCommand.show(scene, context)
                drawnAt = position
                drawnOnce = true
            }
            lines.forEach(context.output)
            return
        }
        recent = Array((recent + lines).suffix(Self.linesKept))
        if let scene { lastScene = scene }
        guard let shown = lastScene else { return lines.forEach(context.output) }
        guard moved || !lines.isEmpty else { return }
        terminal.control(.clearScreen)
        MapCommand.show(shown, context, height: max(MapOutput.minimumRows + 4, terminal.height - recent.count))
        recent.forEach(terminal.line)
        terminal.flush()
        drawnAt = position ?? drawnAt
        drawnOnce = true
    }

    private var ended = false

    /// Gives the shell's screen back, once; the watch's last words go there.
    func end() {
        guard !ended else { return }
        ended = true
        context.terminal.control(.leaveAlternateScreen)
    }
}
