import CitizenClient
import Foundation

/// `buerger map … --follow [--every D]`: the map drawn again every `everySeconds` until Ctrl-C. On a
/// terminal for a person each picture replaces the last on the alternate screen, which is left (the
/// shell's screen back as it was) however the run ends; in a pipe, with `--plain`, `--json` or as
/// sentences, the pictures follow one another, with no screen command. Ctrl-C then says in one line
/// where things stood.
struct MapFollowRun {
    let context: CommandContext
    let request: MapRequest
    let everySeconds: Double

    func run() throws -> ExitStatus {
        let terminal = context.terminal
        // Each look has its own moment and service; an unreachable server is the map's status line
        // ("offline: saved data of …"), not a note between two pictures.
        let poller = WatchPoller(context: context)
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        terminal.control(.enterAlternateScreen)
        let last: MapScene?
        do {
            last = try follow(poller: poller, interrupt: interrupt)
        } catch {
            // Left on every way out, so an error is read on the shell's screen.
            terminal.control(.leaveAlternateScreen)
            throw error
        }
        terminal.control(.leaveAlternateScreen)
        guard let signal = interrupt.received else { return .success }
        let standing = last.map { " " + MapCommand.accessible(context).standing($0) } ?? ""
        context.note(context.strings.mapFollowStopped + standing)
        return signal.exitStatus
    }

    /// Draws until a signal comes or the output is gone; returns the last scene drawn.
    private func follow(poller: WatchPoller, interrupt: InterruptCatcher) throws -> MapScene? {
        let terminal = context.terminal
        var last: MapScene?
        while !interrupt.isRaised, !terminal.outputLost {
            let scene = try poller.service(at: poller.moment()).mapScene(request)
            terminal.control(.clearScreen)
            if last != nil, terminal.mode != .json, !terminal.controlsScreen {
                // One picture after another in a file: an empty line tells where the next begins (JSON is a line each).
                terminal.document("\n")
            }
            MapCommand.show(scene, context)
            terminal.flush()
            last = scene
            interrupt.pause(everySeconds, sleep: context.world.sleep)
        }
        return last
    }
}
