import Foundation

/// What the estimator assumes about how a Bürgerbus is driven where nothing is observed. Plain
/// rules of thumb of rural timetabling, not fitted to any one network (see docs/eta.md).
enum DrivingAssumptions {
    /// A timetable's gap between two stops includes about this much time standing at a stop.
    static let plannedDwellSeconds = 30.0
    /// What a call usually takes (doors, one or two passengers).
    static let typicalDwellSeconds = 15.0
    /// Within this distance of a stop the bus counts as standing at it.
    static let atStopMeters = 40.0
    /// The driver app reports a position every 60 s, or sooner once the bus has moved 75 m (concept,
    /// #SF_B3.2), so the bus may be up to this far beyond the position the server holds: a bus that
    /// drew up at a stop is often last reported this far short of it.
    static let reportingMeters = 75.0
    static let reportingSeconds = 60.0
    /// So a bus moving at `speed` (metres per second) is, on average, beyond its last reported position
    /// by half of what it covers between two reports: 37.5 m, or half a minute's way where it is too
    /// slow to cover 75 m in a minute (the client looks at a moment unrelated to the reports).
    /// buerger-bench eta's fleet, whose buses report by the rule: the next stop of a bus on the road
    /// came 13 s sooner than estimated, more the older the report (2 s for reports under 5 s old, 20 s
    /// for 15–30 s); with the lead the bias is 2 s. On exact positions (the trace families) it costs a
    /// tenth of a point of MAPE. (37.5 m whatever the speed put a bus on the original network, whose
    /// stops are 165 m and 10 minutes apart, 2 minutes early: WatchStopIntegrationTests.)
    static func reportedLead(speed: Double) -> Double {
        min(reportingMeters, max(0, speed) * reportingSeconds) / 2
    }
    /// And a bus reported standing at a stop was, on average, already standing there half the
    /// reporting period before the report reached the client: a standing bus is reported only every
    /// 60 s (`StandAtStop`). Taking it to have just drawn up put its departure 30 s late, and often
    /// after it had already gone (buerger-bench eta's fleet, docs/eta.md round 6).
    static let reportedStandSeconds = reportingSeconds / 2

    /// The stop (of `stopMeters`, metres along the route) a bus reported at `meters` may be standing
    /// at: within `atStopMeters` of it, or short of it by no more than `reportingMeters` and a third of
    /// the stretch from the stop before. On lines whose stops are 150 m apart, 75 m short of one is
    /// the middle of the stretch, where a bus is on the road.
    static func stop(mayBeAt meters: Double, stopMeters: [Double]) -> Int? {
        stopMeters.indices.first { index in
            let stretch = index > 0 ? stopMeters[index] - stopMeters[index - 1] : .infinity
            let short = max(atStopMeters, min(reportingMeters, stretch / 3))
            return meters <= stopMeters[index] + atStopMeters && meters >= stopMeters[index] - short
        }
    }
    /// Farther than this from the route, the bus is off its route (fetching a custom stop).
    static let offRouteMeters = 150.0
    /// Places along the route this much farther than the closest still count as "the bus may be here".
    static let candidateSlackMeters = 40.0
    /// A position unchanged for this long while the bus should be driving means the driver app has
    /// stopped reporting.
    static let stalePositionSeconds = 12.0 * 60
    /// A bus may be seen waiting for its run this long before it starts.
    static let waitingWindowSeconds = 45.0 * 60
    /// A run is looked for this long after its scheduled end (a very late bus).
    static let lateWindowSeconds = 60.0 * 60
    /// Cross-country back from a custom stop, metres per second (little roads).
    static let detourSpeed = 25.0 / 3.6
    /// A pickup at a custom stop: the passenger boards, the driver reports it.
    static let pickupSeconds = 60.0
    /// Before a run has shown how it goes, the time of one stretch is taken to vary by this share of
    /// its gap (one standard deviation); what the run shows replaces it stretch by stretch (`RunPace`).
    static let stretchSpread = 0.25
    /// How far a bus's own pace is taken to differ from keeping its lateness, as a share of the
    /// timetable (one standard deviation): a rate learned from a few uneven stretches is mostly their
    /// unevenness, so it is weighed against this by how unsure it is (`RunPace`). The trace families
    /// gain or make up about a fifth of the timetable ((a) +0.19, (b) −0.19). buerger-bench eta, no
    /// such weighing → 0.2: the fleet 9.0 → 8.5 % (the loops 8.6 → 8.0 %, propagation 8.7 %); families
    /// (a) 14.8 → 14.5, (b) 13.1 → 13.2, (d) 21.0 → 20.7 %, (c) and (e) unchanged (held-out 15.5 → 15.0,
    /// 13.5 → 13.6, 22.7 → 22.4 %); family (a)'s bias further ahead 57 → 74 s (docs/eta.md, round 7).
    static let paceSpread = 0.2
    /// Seen on the road this long before the time of the stop behind it: the bus does leave early.
    static let leftEarlySeconds = 30.0
    /// Stands seen between stops are weighed against this many stretches without one (the pace against
    /// one). buerger-bench eta, family (d), 1 → 3: MAPE 22.2 → 21.3 % (held-out 24.3 → 23.5 %, plain
    /// propagation 22.6 / 24.4 %), the day's first runs from 1.06× to 1.01× propagation's; the other
    /// families and the fleet unchanged; bias further ahead 48 → 89 s (docs/eta.md).
    static let standPriorStretches = 3.0
    /// The line's runs seen before the position history (`SeenRun`: earlier days) count as at most
    /// this many stretches of timetable beside what the bus shows today, and their last
    /// `lineStartsKept` starts together as `lineStartWeight` starts of today: another day may have had
    /// another volunteer at the wheel. buerger-bench eta, an installation through the days (development
    /// seed, MAPE; (e) has another driver each day): 10 stretches and 20 starts gave (a) 13.4, (b) 12.6,
    /// (e) 10.2 % (worse than a new installation's 8.9 %); 3 and 3 give 13.2, 12.4 and 8.8 % (docs/eta.md).
    static let lineRunStretches = 3.0
    static let lineStartsKept = 20
    static let lineStartWeight = 3.0
    /// How far off a reported position may put the bus's progress, seconds (one standard deviation):
    /// a position is up to a minute old.
    static let positionSpreadSeconds = 20.0
}
