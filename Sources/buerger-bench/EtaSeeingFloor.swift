import Foundation

/// Arrival times drawn with weights: a posterior by importance weighting, resampled one at a time.
struct EtaWeightedDraws {
    let values: [Double]
    /// Running sums of the weights, for drawing by binary search.
    let cumulative: [Double]

    init?(values: [Double], weights: [Double]) {
        var sum = 0.0
        cumulative = weights.map {
            sum += $0
            return sum
        }
        guard sum > 1e-9, values.count == weights.count else { return nil }
        self.values = values
    }

    func draw(_ random: inout BenchRandom) -> Double {
        let target = random.uniform(0, cumulative[cumulative.count - 1])
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return values[low]
    }
}

/// The seeing floor: the floor, except in the first sighting gap of a stretch, where a client
/// has seen the bus on the stretch once. There the stretch's end is not taken from the truth but drawn
/// from its posterior given what a client has seen, knowing the family:
///
/// * the bus reached the stop it left at some time in the sighting gap before its first sighting
///   there (uniform: the sightings' phase is random against the bus) — or, not seen at the stop at
///   all, in the gap before now; at the first stop, when it was ready;
/// * it was still at the stop a sighting gap ago, and now is where it is (on the road or off it);
/// * the departure as the family draws it (a dwell, never before its time for a bus that holds; at
///   the first stop the family's start), the stretch as the family draws it (pace, incident, stand,
///   detour, where on the stretch these begin).
///
/// Draws whose departure the sighting a gap ago rules out are dropped; the rest are weighed by how
/// close the drawn position now lies to the seen one (a Gaussian of `sigma` metres, approximate
/// Bayesian computation). Not used, and so not known: the sighting a gap ago when the bus was still
/// on the stretch before (it would narrow the arrival at the stop a little), and the bus's earlier
/// stretches and runs (in these families every stretch is drawn afresh, so they tell nothing).
extension EtaTrace {
    static let seeingDraws = 3000
    static let seeingTries = 60_000
    static let seeingSigma = 15.0

    /// The posterior of the end of the stretch under way, in the first sighting gap of a stretch;
    /// nil elsewhere, or when no draw comes near what was seen.
    func seenStretchEnd(at time: Double, sightingGap: Double, random: inout BenchRandom) -> EtaWeightedDraws? {
        guard phase(at: time, sightingGap: sightingGap) == 1 else { return nil }
        let next = nextStop(at: time)
        let stop = next - 1
        let seen = position(at: time)
        let firstSeenThere = time - sightingGap * ((time - arrivals[stop]) / sightingGap).rounded(.down)
        var values: [Double] = []
        var weights: [Double] = []
        var tries = 0
        while values.count < Self.seeingDraws && tries < Self.seeingTries {
            tries += 1
            let departure =
                stop == 0
                ? max(ready, scheduled[0] + random.uniform(family.startLate))
                : leaving(
                    stop, arrival: random.uniform(firstSeenThere - sightingGap, firstSeenThere),
                    dwell: random.uniform(family.dwell))
            guard departure > time - sightingGap else { continue }
            let draw = EtaStretchDraw.draw(family, gap: gaps[stop], random: &random)
            let driven = Self.drive(draw, departure: departure, from: stopMeters[stop], to: stopMeters[next])
            let miss = Self.meters(Self.position(in: driven.frames, at: time), seen)
            values.append(driven.arrival)
            weights.append(exp(-miss * miss / (2 * Self.seeingSigma * Self.seeingSigma)))
        }
        return EtaWeightedDraws(values: values, weights: weights)
    }
}
