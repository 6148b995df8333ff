import CitizenClient

/// Where the bus is among a line's stops, for the one-line route picture.
enum BusSlot: Equatable {
    /// At (within `atStopMeters` of) the stop with this index.
    case atStop(Int)
    /// Between the stop with this index and the next one.
    case after(Int)

    /// Closer than this to a stop counts as being at it.
    static let atStopMeters = 60.0

    /// The slot of `position` among `stops` (in route order): at the nearest stop, else just before
    /// `nextStop` (the index of the stop the forecast has the bus reach next, on its run), else on the
    /// side of the nearest stop where the neighbouring stop is closer, which a winding road can get
    /// wrong. Nil without a position or stop positions.
    static func locate(_ position: Coordinate?, among stops: [Coordinate?], nextStop: Int? = nil) -> BusSlot? {
        guard let position else { return nil }
        let distances = stops.map { $0.map { Geodesy.distanceMeters(position, $0) } }
        let known = distances.indices.compactMap { index in distances[index].map { (index, $0) } }
        guard let nearest = known.min(by: { $0.1 < $1.1 }) else { return nil }
        if nearest.1 <= atStopMeters { return .atStop(nearest.0) }
        if let nextStop, nextStop > 0, nextStop < stops.count { return .after(nextStop - 1) }
        // The closest stops with a known position on either side decide the side; stops without one are skipped.
        let before = known.last { $0.0 < nearest.0 }?.1
        let after = known.first { $0.0 > nearest.0 }?.1
        switch (before, after) {
        case (let before?, let after?): return before < after ? .after(nearest.0 - 1) : .after(nearest.0)
        case (_?, nil): return .after(nearest.0 - 1)
        case (nil, _?): return .after(nearest.0)
        case (nil, nil): return .atStop(nearest.0)
        }
    }
}

/// `Kirche ── Brunnen ─●─ Park ── Markt`: the line's stops with the bus on it, fitted to a width.
/// ASCII (`Kirche -- Brunnen -*- Park`) when the terminal is not UTF-8.
struct RoutePicture {
    let unicode: Bool

    /// Names are first shortened to this, so that they stay readable while stops far from the bus go.
    static let readableName = 12
    /// Names are never shortened below this.
    static let shortestName = 6

    private var link: String { unicode ? " ── " : " -- " }
    private var busLink: String { unicode ? " ─●─ " : " -*- " }
    private var busMark: String { unicode ? "●" : "*" }
    private var ellipsis: String { unicode ? "…" : "..." }

    func render(stopNames: [String], bus: BusSlot?, width: Int) -> String {
        fitted(stopNames: stopNames, bus: bus, width: width).picture
    }

    /// The picture with every name whole (or the village as its initial), nil when not even the stop
    /// by the bus fits so: a terminal shows no picture rather than cut names.
    func wholeNames(stopNames: [String], bus: BusSlot?, width: Int) -> String? {
        let fit = fitted(stopNames: stopNames, bus: bus, width: width)
        return fit.namesWhole ? fit.picture : nil
    }

    /// The picture, and how many name widths were tried for it: at most the picture's width and a few,
    /// however long a name is (a name of 5,000 characters was shortened one column at a time, each
    /// time shortening every name again: 2.5 s).
    func fitted(
        stopNames: [String], bus: BusSlot?, width: Int
    ) -> (picture: String, widthsTried: Int, namesWhole: Bool) {
        let names = stopNames.map(TextSanitizer.clean)
        let focus =
            bus.map { slot -> Int in
                switch slot {
                case .atStop(let index), .after(let index): return index
                }
            } ?? 0
        // A name wider than the whole picture never fits, so no wider name width is worth a try; one
        // column more than the picture still tells whether a lone stop fits unshortened.
        let longest = names.map { DisplayWidth.of($0, upTo: width + 1) }.max() ?? 0
        var fit = Fit(window: 0..<names.count, nameWidth: min(longest, max(width, 0) + 1))
        var shortened: [Int: [String]] = [:]
        let shown = { (nameWidth: Int) -> [String] in
            if let known = shortened[nameWidth] { return known }
            let names = DistinctShortNames.shorten(names, to: nameWidth, ellipsis: unicode ? "…" : "~")
            shortened[nameWidth] = names
            return names
        }
        let fits = { (fit: Fit) in
            DisplayWidth.of(compose(shown(fit.nameWidth), window: fit.window, bus: bus)) <= width
        }
        // Whole names first, then with the village as its initial ("W. Schulstraße"), each with fewer
        // stops down to three (the far end from the bus goes): a name cut short is the last resort.
        // Three stops are a picture of where the bus is; two, or the one by the bus, only when three
        // do not fit at all.
        let initialled = Self.initialledWhereDistinct(names)
        for (whole, fewest) in [(names, 3), (initialled, 3), (names, 2), (initialled, 2), (names, 1), (initialled, 1)] {
            var window = 0..<names.count
            let fitsWhole = { DisplayWidth.of(self.compose(whole, window: window, bus: bus)) <= width }
            while !fitsWhole(), window.count > fewest {
                window = Fit(window: window, nameWidth: 0).narrowed(around: focus)
            }
            if fitsWhole() { return (compose(whole, window: window, bus: bus), 1, true) }
        }
        // Then readable names, fewer stops, shorter names, each cut between words (DistinctShortNames).
        while !fits(fit), fit.nameWidth > Self.readableName { fit.nameWidth -= 1 }
        while !fits(fit), fit.window.count > 3 { fit.window = fit.narrowed(around: focus) }
        while !fits(fit), fit.nameWidth > Self.shortestName { fit.nameWidth -= 1 }
        while !fits(fit), fit.window.count > 2 { fit.window = fit.narrowed(around: focus) }
        return (compose(shown(fit.nameWidth), window: fit.window, bus: bus), shortened.count, false)
    }

    /// "Weilerbach Schulstraße" → "W. Schulstraße", unless two names would then read alike.
    static func initialledWhereDistinct(_ names: [String]) -> [String] {
        let initialled = names.map(DistinctShortNames.initialled)
        var namesShownAs: [String: Set<String>] = [:]
        for index in names.indices { namesShownAs[initialled[index], default: []].insert(names[index]) }
        return names.indices.map { (namesShownAs[initialled[$0]]?.count ?? 0) > 1 ? names[$0] : initialled[$0] }
    }

    /// Which stops are drawn and how wide a name may be.
    private struct Fit {
        var window: Range<Int>
        var nameWidth: Int

        /// The window without the stop at whichever end lies farther from `focus`.
        func narrowed(around focus: Int) -> Range<Int> {
            focus - window.lowerBound > window.upperBound - 1 - focus ? window.dropFirst() : window.dropLast()
        }
    }

    /// The stops in `window`, each under its name in `shown` (all the line's stops, shortened alike:
    /// two stops under the same shortened name would leave the reader guessing which is which).
    private func compose(_ shown: [String], window: Range<Int>, bus: BusSlot?) -> String {
        var text = window.lowerBound > 0 ? ellipsis + link : ""
        for index in window {
            var name = shown[index]
            if bus == .atStop(index) { name = busMark + name }
            text += name
            if index + 1 < window.upperBound {
                text += bus == .after(index) ? busLink : link
            }
        }
        if window.upperBound < shown.count {
            text += (bus == .after(window.upperBound - 1) ? busLink : link) + ellipsis
        }
        return text
    }
}
