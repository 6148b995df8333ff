import CitizenClient

/// Free seats in words ("8 of 10 seats free", "1 von 10 Plätzen frei – fast voll", "0 von 8 Plätzen frei –
/// voll") with the band's colour, and a short form for narrow terminals ("8/10 free", "1/10 fast voll",
/// "0/8 voll"). The words always say what the colour says. Seats of a bus not yet on the run are its
/// load now, not that departure's: they carry a `*` that a note under the table explains.
struct SeatText {
    let strings: StringTable
    let unicode: Bool

    /// Whether `seats` shown for a departure need the load-now mark.
    static func marksLoadNow(_ seats: SeatInfo, busOnRun: Bool) -> Bool {
        !busOnRun && seats.freeSeats != nil && (seats.totalSeats ?? 0) > 0
    }

    func text(_ seats: SeatInfo) -> String {
        guard let free = seats.freeSeats, let total = seats.totalSeats, total > 0 else { return strings.seatsUnknown }
        let base = strings.seatsFree(free, of: total)
        guard let band = bandWord(seats) else { return base }
        return base + (unicode ? " – " : " - ") + band
    }

    /// "17/20 frei"; in the scarce band the band word takes the place of "free": "1/8 fast voll", "0/8 voll".
    func short(_ seats: SeatInfo) -> String {
        guard let free = seats.freeSeats, let total = seats.totalSeats, total > 0 else { return strings.unknownValue }
        guard let band = bandWord(seats) else { return strings.seatsFreeShort(free, of: total) }
        return "\(free)/\(total) " + band
    }

    /// "voll" with no seat free, "fast voll" in the scarce band, nil otherwise.
    private func bandWord(_ seats: SeatInfo) -> String? {
        if seats.isFull { return strings.full }
        return seats.band == .scarce ? strings.almostFull : nil
    }

    func style(_ seats: SeatInfo) -> TextStyle? {
        switch seats.band {
        case .plenty: return .green
        case .limited: return .yellow
        case .scarce: return .red
        case nil: return nil
        }
    }

    func cell(_ seats: SeatInfo, busOnRun: Bool = true) -> TableCell {
        let mark = Self.marksLoadNow(seats, busOnRun: busOnRun) ? "*" : ""
        return TableCell(text(seats) + mark, style: style(seats), short: short(seats) + mark)
    }
}
