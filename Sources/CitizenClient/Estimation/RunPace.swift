import Foundation

/// How this bus drives, learned from what it has shown (`PaceEvidence`) on this run and on its
/// earlier runs in the position history: the lateness it gains (or makes up) per second of timetable,
/// stops included, how much that varies, whether it waits for its time at stops, and how late it
/// starts its runs. Nothing is assumed about any network: with nothing seen the bus keeps its
/// lateness (plain delay propagation), and each stretch seen pulls the pace towards what it showed.
///
/// Road and stops are not told apart: between sightings a minute apart, road seen on its own is
/// mostly road where the bus was slow (on short stretches only a slow bus is seen twice between
/// stops), so keeping them apart learned a bias (buerger-bench eta's fleet: 16.6 % instead of 10.7 %).
struct RunPace: Equatable {
    /// Lateness gained per second of timetable; negative while it makes up delay.
    var rate = 0.0
    /// The same while driving, where seen between two stops; it can only shorten the stretch under
    /// way, which has no stop left in it (`ArrivalProjection`).
    var drivingRate = 0.0
    /// Variance of the lateness gained, per second of timetable (s²/s), from what came out earlier
    /// than the rate says and from what came out later (each side counted as half of a whole).
    var earlyVariance: Double
    var lateVariance: Double
    /// Variance of `rate` itself: a rate learned from little is unsure.
    var rateVariance: Double
    /// Never leaves a stop before its time (until seen doing so on this run).
    var holds = true
    /// How late it starts a run, and one standard deviation of that, seconds.
    var startLateness = 0.0
    var startSpread: Double
    /// How late it started each earlier run whose start was seen, seconds, and what each counts for:
    /// one for a start of this bus today, less for the line's on earlier days (`lineStartWeight` for
    /// all of them together).
    var starts: [Double] = []
    var startWeights: [Double] = []
    /// Earlier runs whose start was seen.
    var startsSeen: Int { starts.count }

    /// Before anything is seen: the lateness stays, spread as `DrivingAssumptions.stretchSpread` says;
    /// the start as `ErrorBands.notStarted` measured it.
    static func prior(meanGap: Double) -> RunPace {
        RunPace(evidence: PaceEvidence(), earlier: [], meanGap: meanGap)
    }

    /// The prior counts as one stretch (`meanGap` seconds of timetable) of "the lateness stays", and
    /// as one start on time with the measured spread; the rate the stretches show is then weighed
    /// against "the lateness stays" by how unsure it is (`DrivingAssumptions.paceSpread`).
    /// - Parameter lineRuns: the line's runs seen before the position history (`SeenRun`): pooled with
    ///   this bus's runs, but worth at most `lineRunStretches` stretches of timetable, since another
    ///   day may have had another driver and other roads; their starts count one each (the last
    ///   `lineStartsKept`).
    init(evidence: PaceEvidence, earlier: [PaceEvidence], lineRuns: [PaceEvidence] = [], meanGap: Double) {
        let line = lineRuns.reduce(PaceEvidence(), +)
            .scaled(
                toAtMost: DrivingAssumptions.lineRunStretches * meanGap,
                chunks: Int(DrivingAssumptions.lineRunStretches))
        let all = earlier.reduce(evidence, +) + line
        // Judged on this run alone: an earlier pass goes with the run it fits best, and one matched
        // to a later run than it was on looks early (buerger-bench eta's fleet, whose drivers never
        // leave early: 10.5 % MAPE judged on every pass, 10.3 % on this run; the families unchanged).
        holds = !evidence.leftEarly
        // Standing still between stops (a level crossing) is a rare event, not a pace: one stand seen
        // says little of how often the next stretches will have one, so its prior is "none" for
        // `standPriorStretches` stretches, where the pace's prior is one.
        let standPrior = DrivingAssumptions.standPriorStretches * meanGap
        let paceShown = (all.gained - all.standGained) / (all.planned + meanGap)
        let stands = all.standGained / (all.planned + standPrior)
        // A rate shown by a few uneven stretches is mostly their unevenness: it is weighed against
        // "the lateness stays" by how unsure it is, against how far a bus's pace is taken to differ
        // from that (`paceSpread`). Stands keep their own prior.
        let spreadsShown = Self.spreads(of: all.chunks, around: min(2, max(-0.5, paceShown + stands)), meanGap: meanGap)
        let unsure = (spreadsShown.early + spreadsShown.late) / 2 / (all.planned + meanGap)
        let paceVariance = pow(DrivingAssumptions.paceSpread, 2)
        let rate = min(2, max(-0.5, paceVariance / (paceVariance + unsure) * paceShown + stands))
        self.rate = rate
        // Weighed against one stretch of the run's own rate less the dwell a timetable's gap plans for:
        // the road alone takes the gap's time less the stop's share.
        let roadPrior = rate - min(0.5, DrivingAssumptions.plannedDwellSeconds / meanGap)
        drivingRate = min(2, max(-0.5, (all.roadGained + roadPrior * meanGap) / (all.roadPlanned + meanGap)))
        (earlyVariance, lateVariance) = Self.spreads(of: all.chunks, around: rate, meanGap: meanGap)
        rateVariance = (earlyVariance + lateVariance) / 2 / (all.planned + meanGap)
        let lineStarts = Array(lineRuns.compactMap(\.startLateness).suffix(DrivingAssumptions.lineStartsKept))
        let todays = earlier.compactMap(\.startLateness)
        starts = lineStarts + todays
        let lineWeight = lineStarts.isEmpty ? 0 : min(1, DrivingAssumptions.lineStartWeight / Double(lineStarts.count))
        startWeights = lineStarts.map { _ in lineWeight } + todays.map { _ in 1 }
        let measured = (ErrorBands.notStarted.high - ErrorBands.notStarted.low) / (2 * ErrorBands.tenthToNinetieth)
        let weight = startWeights.reduce(0, +)
        let start = zip(starts, startWeights).map { $0 * $1 }.reduce(0, +) / (weight + 1)
        startLateness = start
        let startSquares = zip(starts, startWeights).map { $1 * pow($0 - start, 2) }.reduce(0, +)
        // The spread of one start, and how unsure the mean of so few is.
        startSpread = ((startSquares + measured * measured) / (weight + 1) * (1 + 1 / (weight + 1))).squareRoot()
    }

    /// Variance of the lateness gained per second of timetable around `rate`, from what came out
    /// earlier than it and from what came out later (each side counted as half of a whole), each
    /// against one stretch of the prior spread (`DrivingAssumptions.stretchSpread`).
    private static func spreads(of chunks: [PaceEvidence.Chunk], around rate: Double, meanGap: Double) -> (
        early: Double, late: Double
    ) {
        let priorVariance = pow(DrivingAssumptions.stretchSpread * meanGap, 2) / meanGap
        let residuals = chunks.map { $0.gained - rate * $0.planned }
        let seen = chunks.map(\.planned).reduce(0, +) + meanGap
        return (
            (2 * residuals.map { pow(min(0, $0), 2) }.reduce(0, +) + meanGap * priorVariance) / seen,
            (2 * residuals.map { pow(max(0, $0), 2) }.reduce(0, +) + meanGap * priorVariance) / seen
        )
    }

    /// How late the bus is expected to leave the first stop of a run, still waiting there `waited`
    /// seconds after its time (negative: before it): the mean of its earlier starts that came later
    /// than that, weighed against one start now, or on time while there is time. A bus still waiting
    /// past its time is not about to leave that instant, when its earlier starts say it often starts
    /// later (issue 14's families: the start drawn up to 8–10 min late).
    func startLateness(waited: TimeInterval) -> TimeInterval {
        let later = zip(starts, startWeights).filter { $0.0 > waited }
        return (later.map { $0.0 * $0.1 }.reduce(0, +) + max(0, waited)) / (later.map(\.1).reduce(0, +) + 1)
    }

    /// Spread of an arrival `plannedAhead` seconds of timetable away.
    func spread(plannedAhead: Double) -> ArrivalSpread {
        let ahead = max(0, plannedAhead)
        return ArrivalSpread(
            early: (earlyVariance * ahead + rateVariance * ahead * ahead).squareRoot(),
            late: (lateVariance * ahead + rateVariance * ahead * ahead).squareRoot())
    }
}
