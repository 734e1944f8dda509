import Testing

@testable import CalculatorKit

/// A speed and a runner's pace (time per distance) convert into each other, as one is the
/// other's reciprocal. Values: 12 km/h is 5 min/km; 1 mi in 8 min is 1609.344 m in 480 s,
/// 12.07008 km/h; 1 km in 4 min is 15000/1609.344 mph, 9.3205678836 (mpmath).
@Suite("Speed and pace: km/h and min/km")
struct SpeedAndPaceTests {
    @Test(
        "both ways; other dimensions still refused, pace named",
        arguments: [
            ("12 km/h to min/km", "5 min/km"), ("5 min/km to km/h", "12 km/h"),
            ("10 mph to min/mi", "6 min/mi"), ("8 min/mi to km/h", "12.07008 km/h"),
            ("4 min/km to mph", "9.320567884 mph"), ("10 km / 50 min to km/h", "12 km/h"),
            ("1 m/s to s", "error: cannot convert speed to time"),
            ("1 min/km to kg", "error: cannot convert pace to mass"),
        ])
    func converts(line: String, expected: String) {
        #expect(said(line) == expected)
    }
}
