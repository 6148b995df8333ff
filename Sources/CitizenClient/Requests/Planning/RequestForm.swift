/// A request as a person typed it, before anything is checked: options of `request-stop`, a
/// prompt's answers, or one row of a batch file. Every field is the raw text; `RequestPlanner`
/// turns it into a `RequestIntent` or says what is wrong.
public struct RequestForm: Equatable, Hashable, Sendable, Codable {
    /// `--stop`: a stop id, `@alias` or name.
    public var stop: String?
    /// `--at`: `LAT,LON`.
    public var at: String?
    /// `--line`: a line id or name; decides the line when the place alone cannot.
    public var line: String?
    /// `--time`: `HH:MM`, `+30m`, `+1h30m`, or ISO 8601 (with or without offset).
    public var time: String?
    /// `--persons`; absent means 1.
    public var persons: String?
    /// `--name`, `--address`; absent means the planner's defaults (from the config).
    public var name: String?
    public var address: String?
    /// `--help-with`: words separated by `,` or `;`.
    public var help: String?
    /// `--return-at`: the pick-up time for the way back.
    public var returnAt: String?
    /// `--return-from`: where to be picked up for the way back (a stop or `LAT,LON`).
    public var returnFrom: String?
    /// The line for the way back, when its place alone cannot decide it.
    public var returnLine: String?

    public init(
        stop: String? = nil, at: String? = nil, line: String? = nil, time: String? = nil,
        persons: String? = nil, name: String? = nil, address: String? = nil, help: String? = nil,
        returnAt: String? = nil, returnFrom: String? = nil, returnLine: String? = nil
    ) {
        self.stop = stop
        self.at = at
        self.line = line
        self.time = time
        self.persons = persons
        self.name = name
        self.address = address
        self.help = help
        self.returnAt = returnAt
        self.returnFrom = returnFrom
        self.returnLine = returnLine
    }
}
