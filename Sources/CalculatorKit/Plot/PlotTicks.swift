import Foundation

extension Plot {
    /// A labelled position on an axis.
    public struct Tick: Sendable, Equatable {
        public let value: Double
        public let label: String
    }

    /// Round positions (1, 2 or 5 times a power of ten) about `count` of them across `range`.
    static func ticks(_ range: ClosedRange<Double>, count: Int) -> [Tick] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite, count > 0 else { return [] }
        let rough = span / Double(count)
        let power = Foundation.pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let places = Swift.max(0, -Int(log10(step).rounded(.down)))
        var ticks: [Tick] = []
        var k = (range.lowerBound / step).rounded(.up)
        while k * step <= range.upperBound + step * 1e-9, ticks.count < 100 {
            let value = k * step == 0 ? 0 : k * step  // no "-0"
            ticks.append(Tick(value: value, label: Plot.label(value, places: places)))
            k += 1
        }
        return ticks
    }

    static func label(_ value: Double, places: Int) -> String {
        if value != 0 && (Swift.abs(value) >= 1e6 || Swift.abs(value) < 1e-4) {
            return String(format: "%.3g", value)
        }
        return String(format: "%.\(places)f", value)
    }
}
