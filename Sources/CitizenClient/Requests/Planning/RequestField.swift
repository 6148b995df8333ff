/// One question of a request: what a dialogue asks, and what `RequestPlanner.check` checks on its own.
public enum RequestField: Sendable, CaseIterable {
    case place, time, persons, name, address, help
}
