import CalculatorKit
import Foundation

/// The daily rates' cache as files in a folder, for each front end that keeps one (the command
/// line's `$XDG_CACHE_HOME/calculator`, the Apple app's Caches folder); the front end brings the
/// fetch. The feed is `eurofxref-daily.xml`, written whole beside it and renamed over it, so
/// that a reader (this copy of the calculator or another sharing the folder) never sees half a
/// feed; the last failed fetch is the date of `eurofxref-daily.tried`. A folder that cannot be
/// written is no error: `DailyRates` keeps the fetch and the failure in memory as well.
public enum RatesCacheFolder {
    public static let feedName = "eurofxref-daily.xml"
    public static let failureName = "eurofxref-daily.tried"

    public static func access(
        folder: URL, fetch: @escaping @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure>
    ) -> RatesFeedAccess {
        let cacheFile = folder.appendingPathComponent(feedName)
        let failureFile = folder.appendingPathComponent(failureName)
        return RatesFeedAccess(
            fetch: fetch,
            readCache: { maxBytes in
                guard let written = modified(cacheFile), let handle = try? FileHandle(forReadingFrom: cacheFile)
                else { return nil }
                defer { try? handle.close() }
                guard let data = try? handle.read(upToCount: maxBytes + 1) else { return nil }
                return (data, written)
            },
            replaceCache: { data in
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let part = folder.appendingPathComponent("eurofxref-daily.\(getpid()).\(UUID().uuidString).part")
                guard (try? data.write(to: part)) != nil else { return }
                if rename(part.path, cacheFile.path) != 0 { try? FileManager.default.removeItem(at: part) }
            },
            lastFailure: { modified(failureFile) },
            noteFailure: { date in
                guard let date else {
                    try? FileManager.default.removeItem(at: failureFile)
                    return
                }
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: failureFile.path, contents: Data())
                try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: failureFile.path)
            },
            cacheWritten: { modified(cacheFile) })
    }

    /// When a file was last written.
    static func modified(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }
}
