import Foundation

/// A run of a batch file that has not dealt with all its rows. Rows not begun are not journalled, so
/// a run killed part way (`kill -9`, a closed terminal whose Ctrl-C note nobody reads) would leave
/// callers without a ride and nothing on disk that knew of them (new-user trial: four callers never
/// filed, `requests` silent). Each run records how many of its rows it has begun; `requests`
/// tells the runs that stopped, until the same file has been run to its end. Values only: the file's
/// name and counts, no sentence.
public struct UnfinishedBatch: Codable, Equatable, Sendable {
    /// The file's name as the run was given it (`-` for standard input).
    public let file: String
    let server: String
    public let startedAt: Date
    /// Rows of the file, good and bad, and how many the run had begun when it stopped (the last of
    /// them perhaps under way: journalled, unsent).
    public let rows: Int
    public var rowsBegun: Int
    /// Each row's `BatchRow.key` in the file's order, nil for a row that is not a request: a row
    /// this run did not begin may have been filed by an earlier run of the same file. Nil in records
    /// of the version before.
    var rowKeys: [String?]?

    /// Rows this run did not begin.
    var rowsNotBegunByThisRun: Int { max(0, rows - rowsBegun) }
    /// Rows this run did not begin and no run of the file has filed (set when listed, from the journal;
    /// not kept in the record). A run stopped at its first row, whose other rows an earlier run had
    /// kept, said "2 rows not filed" of rides in the journal (new-user trial).
    public var rowsNotBegun = 0
    /// Requests of this file's rows the journal keeps unsent (set when listed, not kept in the record):
    /// running the same file again sends them too, so that is the one thing to say for them.
    public var rowsKeptUnsent = 0
    /// Of those, how many were sent and their answer lost while the server cannot be asked: it may
    /// have them (`JournalEntry.mayBeStored`).
    public var rowsKeptAnswerLost = 0

    /// The keys of `file`'s rows the journal holds as filed or kept (not given up): rows a later run
    /// need not begin to have a request.
    static func filedKeys(_ entries: [JournalEntry], file: String) -> Set<String> {
        var keys = Set<String>()
        for entry in entries where entry.batchFile == file && !entry.isGivenUp {
            if let key = entry.batchKey { keys.insert(key) }
        }
        return keys
    }

    /// The rows not begun that no journal entry of this file stands for (`filedKeys`).
    func rowsNotFiled(filedKeys: Set<String>) -> Int {
        guard let rowKeys, rowKeys.count == rows else { return rowsNotBegunByThisRun }
        var count = 0
        for key in rowKeys.dropFirst(min(rowsBegun, rows)) where key.map({ !filedKeys.contains($0) }) ?? true {
            count += 1
        }
        return count
    }

    private enum CodingKeys: String, CodingKey {
        case file, server, startedAt, rows, rowsBegun, rowKeys
    }
}

/// Where runs of batch files keep their `UnfinishedBatch`, one small file each (0600) in the state
/// folder: written when the run begins, its count brought up to date as each row begins, removed when
/// it has dealt with every row, together with what earlier runs of the same file left.
struct UnfinishedBatches {
    let directory: URL
    let clock: () -> Date

    init(stateDirectory: URL, clock: @escaping () -> Date) {
        directory = stateDirectory.appendingPathComponent("batch-runs")
        self.clock = clock
    }

    /// One run's record; nil where it cannot be written (the rows are still filed: the record only
    /// tells of a run that stops).
    struct Run {
        let url: URL
        var record: UnfinishedBatch
    }

    /// - Parameter keys: each row's key, nil for a row that is not a request (`UnfinishedBatch.rowKeys`).
    func begin(file: String, server: String, keys: [String?]) -> Run? {
        let run = Run(
            url: directory.appendingPathComponent("run-\(UUID().uuidString).json"),
            record: UnfinishedBatch(
                file: file, server: server, startedAt: clock(), rows: keys.count, rowsBegun: 0, rowKeys: keys))
        guard (try? FolderMaker.create(directory)) != nil, write(run) else { return nil }
        return run
    }

    /// As each row begins: the count a killed run leaves behind.
    func advance(_ run: inout Run, rowsBegun: Int) {
        run.record.rowsBegun = rowsBegun
        _ = write(run)
    }

    /// Every row dealt with: this run's record goes, and those of earlier runs of the same file that
    /// stopped, since this run has filed what they left.
    func finish(_ run: Run) {
        for (url, record) in records() where record.file == run.record.file && record.server == run.record.server {
            try? FileManager.default.removeItem(at: url)
        }
        try? FileManager.default.removeItem(at: run.url)
    }

    /// The runs on `server` that stopped before their last row, oldest first. A run still going shows
    /// too: from the outside it cannot be told from one that stopped.
    func unfinished(server: String) -> [UnfinishedBatch] {
        records().map(\.record).filter { $0.server == server && $0.rowsNotBegunByThisRun > 0 }
            .sorted { $0.startedAt < $1.startedAt }
    }

    private func records() -> [(url: URL, record: UnfinishedBatch)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return names.filter { $0.hasPrefix("run-") && $0.hasSuffix(".json") }.compactMap { name in
            let url = directory.appendingPathComponent(name)
            // A damaged record tells nothing and is passed over.
            guard let data = try? Data(contentsOf: url),
                let record = try? decoder.decode(UnfinishedBatch.self, from: data)
            else { return nil }
            return (url, record)
        }
    }

    private func write(_ run: Run) -> Bool {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        guard let data = try? encoder.encode(run.record) else { return false }
        return (try? AtomicFile.write(data, to: run.url)) != nil
    }
}
