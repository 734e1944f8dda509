import CalculatorKit
import Foundation
import Testing

@testable import CalculatorHistory

@Suite("rates cache folder: the daily rates' files, shared by the command line and the Apple app")
struct RatesCacheFolderTests {
    static let feed = Data(
        """
        <gesmes:Envelope><Cube><Cube time='2026-10-29'>
        <Cube currency='USD' rate='1.1130'/></Cube></Cube></gesmes:Envelope>
        """.utf8)

    let place = FileManager.default.temporaryDirectory.appendingPathComponent("rates-\(UUID().uuidString)")

    /// A fetch that answers `answer` and counts its calls.
    final class Fetches: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        let answer: Result<Data, RatesFetchFailure>
        init(_ answer: Result<Data, RatesFetchFailure>) { self.answer = answer }
        var count: Int { lock.withLock { calls } }
        var fetch: @Sendable (String, Double, Int) -> Result<Data, RatesFetchFailure> {
            { _, _, _ in
                self.lock.withLock { self.calls += 1 }
                return self.answer
            }
        }
    }

    @Test("a fetched feed is cached whole, with no part left beside it; another copy reads it and fetches nothing")
    func sharedByCopies() throws {
        defer { try? FileManager.default.removeItem(at: place) }
        let folder = place.appendingPathComponent("calculator")
        let fetches = Fetches(.success(Self.feed))
        let first = DailyRates(access: RatesCacheFolder.access(folder: folder, fetch: fetches.fetch))
        #expect(first.refresh().warning == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [RatesCacheFolder.feedName])
        let other = DailyRates(access: RatesCacheFolder.access(folder: folder, fetch: fetches.fetch))
        #expect(!other.isDue())
        let answer = other.refresh()
        #expect(answer.rates == first.atHand() && answer.warning == nil)
        #expect(other.atHand().source == "ECB 2026-10-29")
        #expect(fetches.count == 1)
    }

    @Test("a folder that cannot be written: a failed fetch still waits an hour, and a fetched feed answers for the day")
    func unwritableFolder() throws {
        defer { try? FileManager.default.removeItem(at: place) }
        // Its parent is a file: nothing can be made in it (whoever runs the test, root too).
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let file = place.appendingPathComponent("a-file")
        try Data().write(to: file)
        let folder = file.appendingPathComponent("calculator")
        let now = Date()
        let failing = Fetches(.failure(.unreachable))
        let daily = DailyRates(access: RatesCacheFolder.access(folder: folder, fetch: failing.fetch))
        _ = daily.refresh(now: now)
        #expect(!daily.isDue(now: now.addingTimeInterval(60)))
        #expect(daily.refresh(now: now.addingTimeInterval(60)).warning?.contains("less than an hour ago") == true)
        #expect(failing.count == 1)
        let fetching = Fetches(.success(Self.feed))
        let fetched = DailyRates(access: RatesCacheFolder.access(folder: folder, fetch: fetching.fetch))
        #expect(fetched.refresh(now: now).warning == nil)
        #expect(!fetched.isDue(now: now.addingTimeInterval(3600)))
        #expect(fetched.atHand().source == "ECB 2026-10-29")
        #expect(fetching.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
