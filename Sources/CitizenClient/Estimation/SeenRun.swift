import Foundation

/// One run of a line as this installation saw it: what its track showed of how the bus drove
/// (`PaceEvidence` as plain numbers), kept in the position history's file for weeks after the
/// positions themselves are gone (`PositionHistory.runsSeen`). Before the first sighting of a day the
/// estimator knows nothing of today's buses; how late the line's runs usually start and how its buses
/// usually drive is what the earlier days can tell (issue 14: "earlier runs of the line seen by this
/// installation"). Values only: no sentence, no personal data.
public struct SeenRun: Codable, Equatable, Sendable {
    /// The run's timetable start, epoch milliseconds: the run's identity.
    var start: Int64
    /// Seconds after its time that the bus left the first stop, where seen.
    var startLateness: Double?
    var gained: Double
    var planned: Double
    var standGained: Double
    var roadGained: Double
    var roadPlanned: Double
    /// Per stretch or so: lateness gained, timetable seconds.
    var chunks: [[Double]]
    var leftEarly: Bool

    init(start: Date, evidence: PaceEvidence) {
        self.start = start.epochMilliseconds
        startLateness = evidence.startLateness
        gained = evidence.gained
        planned = evidence.planned
        standGained = evidence.standGained
        roadGained = evidence.roadGained
        roadPlanned = evidence.roadPlanned
        chunks = evidence.chunks.map { [$0.gained, $0.planned] }
        leftEarly = evidence.leftEarly
    }

    var startDate: Date { Date(epochMilliseconds: start) }

    /// As evidence again. A damaged file's odd numbers (NaN, a chunk of the wrong length) count as nothing.
    var evidence: PaceEvidence {
        var evidence = PaceEvidence()
        let finite = [gained, planned, standGained, roadGained, roadPlanned].allSatisfy(\.isFinite)
        guard finite, planned >= 0, roadPlanned >= 0 else { return evidence }
        evidence.gained = gained
        evidence.planned = planned
        evidence.standGained = standGained
        evidence.roadGained = roadGained
        evidence.roadPlanned = roadPlanned
        evidence.chunks = chunks.compactMap { pair in
            guard pair.count == 2, pair.allSatisfy(\.isFinite), pair[1] > 0 else { return nil }
            return PaceEvidence.Chunk(gained: pair[0], planned: pair[1])
        }
        evidence.leftEarly = leftEarly
        evidence.startLateness = startLateness.flatMap { $0.isFinite ? $0 : nil }
        return evidence
    }
}
