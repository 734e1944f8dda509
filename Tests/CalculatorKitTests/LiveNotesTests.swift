import Testing

@testable import CalculatorKit

/// The one notes engine: edits never calculate; a job brings the results up to the text.
@Suite("LiveNotes")
struct LiveNotesTests {
    let limits = CalculationLimits(timeLimit: .seconds(120))

    @Test("an edit changes the text at once and shows no result until the job's answer is received")
    func editsDoNotCalculate() {
        var live = LiveNotes(text: "r = 2\npi r^2", limits: limits)
        #expect(live.lines == ["r = 2", "pi r^2"] && !live.isWorkedOut)
        #expect(live.shown(of: 1) == .nothing && live.result(of: 1) == nil)
        live.workOutNow()
        #expect(live.isWorkedOut && live.shown(of: 1) == .value("4π ≈ 12.5663706144"))
        live.apply(.replaceLine(0, "r = 3"))
        // The edited line and the one below it wait for the job; the text is already new.
        #expect(live.text == "r = 3\npi r^2" && live.shown(of: 0) == .nothing && live.shown(of: 1) == .nothing)
        let work = live.work()
        live.apply(.insertLine(2, "1 + 1"))
        live.receive(work(Cancellation()))
        // An answer for an older text is kept as the newest results, but the new line still waits.
        #expect(live.shown(of: 1) == .value("9π ≈ 28.2743338823") && live.shown(of: 2) == .nothing)
        live.workOutNow()
        #expect(live.shown(of: 2) == .value("2") && live.worked.notes.evaluatedLines == 1)
    }

    @Test("an older job's answer never replaces a newer one's")
    func olderAnswersAreDropped() {
        var live = LiveNotes(text: "1 + 1", limits: limits)
        let old = live.work()
        live.apply(.replaceLine(0, "2 + 2"))
        live.workOutNow()
        live.receive(old(Cancellation()))
        #expect(live.shown(of: 0) == .value("4") && live.isWorkedOut)
    }

    @Test("a cancelled job stops between lines")
    func cancelledJobStops() {
        let text = (0..<200).map { "x\($0) = \($0) + 1" }.joined(separator: "\n")
        let live = LiveNotes(text: text, limits: limits)
        let cancellation = Cancellation()
        cancellation.cancel()
        let worked = live.work()(cancellation)
        #expect(worked.notes.evaluatedLines < 200)
    }

    @Test("the terminal's plots are sampled by the job, not by whoever draws them")
    func plotsComeFromTheJob() {
        var live = LiveNotes(text: "plot x^2 from -1 to 1", limits: limits)
        #expect(live.plot(of: 0) == nil)
        live.workOutNow()
        guard case .success? = live.plot(of: 0)?.result else {
            Issue.record("no plot: \(String(describing: live.plot(of: 0)))")
            return
        }
        #expect(live.isPlotLine(0))
        let web = LiveNotes(text: "plot x^2 from -1 to 1", limits: limits, samplesPlots: false)
        var worked = web
        worked.workOutNow()
        #expect(worked.plot(of: 0) == nil)
    }
}
