import CitizenClient

/// The words of a pick-up's estimate (issue 25): "Bus 1 is at Rodenbach Kirche; expected at your door
/// at about 09:53, in 12–16 min", and the alert of `watch request --alert`.
extension RequestStrings {
    /// Where the bus is: "Bus 1 is at Rodenbach Kirche".
    func busIs(_ bus: Int64, _ whereabouts: PickupEstimate.Whereabouts) -> String {
        switch whereabouts {
        case .atStop(let name):
            return say("Bus \(bus) is at \(name)", de: "Bus \(bus) ist an der Haltestelle \(name)")
        case .onWayTo(let name):
            return say("Bus \(bus) is on its way to \(name)", de: "Bus \(bus) ist unterwegs nach \(name)")
        case .nearStop(let name): return say("Bus \(bus) is near \(name)", de: "Bus \(bus) ist nahe \(name)")
        case .comingToYou: return say("Bus \(bus) is on its way to you", de: "Bus \(bus) ist auf dem Weg zu Ihnen")
        case .arrived: return say("Bus \(bus) is there", de: "Bus \(bus) ist da")
        // Off the route a bus is most often fetching someone; "off its route" alone read as a fault
        // to a helper waiting at a door (new-user trial).
        case .elsewhere:
            return say(
                "Bus \(bus) is away from its line just now, on a pick-up perhaps",
                de: "Bus \(bus) fährt gerade abseits seiner Linie, wohl zu einer Abholung")
        }
    }

    /// Under `bus N`: its next stops are the run's, without the way to a door it is to fetch.
    var nextStopsLeaveOutDoor: String {
        say(
            "The next stops' times above leave out the way to this door.",
            de: "Die Zeiten der nächsten Halte oben rechnen den Weg zu dieser Tür nicht mit.")
    }

    /// "at your door" or "at Weilerbach Rathaus" (the stop's name when the request names it).
    func pickupPlace(_ place: PickupEstimate.Place, stopName: String?) -> String {
        switch (place, stopName) {
        case (.door, _): return say("at your door", de: "an Ihrer Tür")
        case (.stop, let name?): return say("at \(name)", de: "an der Haltestelle \(name)")
        case (.stop, nil): return say("at the stop", de: "an der Haltestelle")
        }
    }

    /// "in 12–16 min" (`minutes` written out in accessible mode: "in 12 to 16 minutes").
    func within(_ early: Int, _ late: Int, spoken: Bool, dash: String) -> String {
        if spoken {
            if early == late {
                return early == 1
                    ? say("in 1 minute", de: "in 1 Minute") : say("in \(early) minutes", de: "in \(early) Minuten")
            }
            return say("in \(early) to \(late) minutes", de: "in \(early) bis \(late) Minuten")
        }
        if early == late { return say("in \(early) min", de: "in \(early) Min.") }
        return say("in \(early)\(dash)\(late) min", de: "in \(early)\(dash)\(late) Min.")
    }

    /// "Bus 1 is at Rodenbach Kirche; expected at your door at about 09:53, in 12–16 min."
    func pickupEstimate(busIs: String, place: String, clock: String, within: String) -> String {
        // "in 12–16 Min." already ends the sentence.
        let end = within.hasSuffix(".") ? "" : "."
        return say(
            "\(busIs); expected \(place) at about \(clock), \(within)\(end)",
            de: "\(busIs); \(place) erwartet gegen \(clock), \(within)\(end)")
    }

    /// The bus at the party's place: "Bus 1 is at your door."
    func pickupArrived(bus: Int64, place: String) -> String {
        say("Bus \(bus) is \(place).", de: "Bus \(bus) ist da, \(place).")
    }

    /// " (reported at the same place for 6 min)": the bus stands, or its app has stopped sending, and
    /// the server does not say which. "Position 12 min old" read as stale data while the bus stood
    /// reporting every minute (new-user trial).
    func positionAge(minutes: Int) -> String {
        say(" (reported at the same place for \(minutes) min)", de: " (seit \(minutes) Min. am selben Ort gemeldet)")
    }

    /// `watch request --alert`: "Bus 1 is about 5 minutes away"; at the place already, or due this
    /// minute, said so rather than "about 0 minutes away". `expected`: the estimate's clock, where it
    /// lies later than the early end the alert rang on: "about 3 minutes away" for a bus that waited
    /// to leave and came 9 minutes later told a helper the bus was coming (new-user trial).
    func busAlert(bus: Int64, minutes: Int, arrived: Bool = false, expected: String? = nil) -> String {
        if arrived { return say("Bus \(bus) is there", de: "Bus \(bus) ist da") }
        if let expected {
            return minutes <= 1
                ? say(
                    "Bus \(bus) may be here any minute; expected at about \(expected)",
                    de: "Bus \(bus) kann jeden Moment da sein; erwartet gegen \(expected)")
                : say(
                    "Bus \(bus) may be here in \(minutes) minutes; expected at about \(expected)",
                    de: "Bus \(bus) kann in \(minutes) Minuten da sein; erwartet gegen \(expected)")
        }
        if minutes == 0 { return say("Bus \(bus) is coming now", de: "Bus \(bus) kommt jetzt") }
        return minutes == 1
            ? say("Bus \(bus) is about 1 minute away", de: "Bus \(bus) ist etwa 1 Minute entfernt")
            : say("Bus \(bus) is about \(minutes) minutes away", de: "Bus \(bus) ist etwa \(minutes) Minuten entfernt")
    }
}
