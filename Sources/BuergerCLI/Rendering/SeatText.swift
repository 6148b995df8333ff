import CitizenClient

/// Free seats in words ("8 of 10 seats free", "1 von 10 Plätzen frei – fast voll") with the band's colour.
/// The words always say what the colour says.
struct SeatText {
    let strings: StringTable
    let unicode: Bool

    func text(_ seats: SeatInfo) -> String {
        guard let free = seats.freeSeats, let total = seats.totalSeats, total > 0 else { return strings.seatsUnknown }
        let base = strings.seatsFree(free, of: total)
        guard seats.band == .scarce else { return base }
        return base + (unicode ? " – " : " - ") + strings.almostFull
    }

    func style(_ seats: SeatInfo) -> TextStyle? {
        switch seats.band {
        case .plenty: return .green
        case .limited: return .yellow
        case .scarce: return .red
        case nil: return nil
        }
    }

    func cell(_ seats: SeatInfo) -> TableCell {
        TableCell(text(seats), style: style(seats))
    }
}
