import Foundation

/// How a scroll key moves the result: digits on demand, as far as a person asks.
public enum ResultScroll: Hashable, Sendable {
    /// By this many digits: later ones (positive) or earlier ones (negative).
    case by(Int)
    /// So that the last digit shown is this place after the point; 0 is the resting display.
    case to(Int)
}

/// A result scrolled past the display's end. The resting display is the value correctly
/// rounded at its last digit; once scrolled, the digits shown are cut instead, so that
/// every digit shown is a digit of the value and none changes as more come into view
/// (rounded, 0.1999… would read 0.2 and then 0.19 a digit later). More digits are worked
/// out by a job (`CalculatorState`), never while a key is applied.
struct ScrolledDigits: Equatable, Sendable {
    let value: Number
    /// Digits after the point on the resting display: scrolling starts past them.
    let restingPlaces: Int
    /// The resting display was in scientific notation: the exponent stays at the end.
    let isScientific: Bool
    /// The place after the point of the last digit wanted on screen.
    var place: Int
    /// The value's digits known so far, cut (never rounded).
    var known: DecimalApproximation?
    /// Significant digits asked of the job running, nil while none runs.
    var asked: Int?
    /// The request the running job answers.
    var revision = 0
    /// Why no digit follows the known ones (a limit, a digit that could not be decided).
    var stop: String?

    /// A scroll of the resting screen `view`, nil when it shows the whole value, or no value.
    init?(resting view: ViewState, separators: NumberFormat.Separators) {
        guard view.isScrollable, let value = view.value else { return nil }
        self.value = value
        let text = view.display
        isScientific = text.contains("e")
        let mantissa = text.split(separator: "e", maxSplits: 1).first.map(String.init) ?? text
        if let point = mantissa.range(of: separators.decimalPoint) {
            restingPlaces = mantissa[point.upperBound...].filter(\.isNumber).count
        } else {
            restingPlaces = 0
        }
        place = restingPlaces
    }

    /// Most significant digits worked out for one value: as far as the precision limit
    /// lets an irrational value go (about 157,000 digits), rational or not.
    static func mostDigits(_ limits: CalculationLimits) -> Int {
        Int(Double(limits.maxPrecisionBits) * log10(2.0))
    }

    /// Significant digits that show every digit to `place` after the point, with the first digit at 10^exponent.
    func significantDigits(toPlace place: Int, exponent e: Int) -> Int {
        if isScientific { return 1 + place }
        return e >= 0 ? e + 1 + place : Swift.max(1, place + e + 1)
    }

    /// The place after the point that `count` significant digits reach.
    func place(ofDigits count: Int, exponent e: Int) -> Int {
        Swift.max(0, isScientific ? count - 1 : count - e - 1)
    }

    /// The digits to ask for so that `place` shows: exact once the exponent is known,
    /// an upper bound before (a plain integer part is no wider than the display).
    func digitsNeeded(width: Int) -> Int {
        if let known { return significantDigits(toPlace: place, exponent: known.exponent) }
        return place + width + 2
    }

    /// The last place the known digits reach; for a value that ends there, its last place.
    var knownPlace: Int? {
        known.map { place(ofDigits: $0.digits.utf8.count, exponent: $0.exponent) }
    }

    /// The place shown: the one wanted, or the furthest known while more are worked out.
    var shownPlace: Int { Swift.min(place, knownPlace ?? restingPlaces) }

    /// Takes newer digits unless one of those known would change (a value in the
    /// undecidable band, decided one way at first and the other way with more precision).
    mutating func take(_ digits: DecimalApproximation) {
        if let known, !digits.continues(known) {
            stop = Self.undecided
            return
        }
        known = digits
    }

    static let undecided = "the next digit could not be decided"

    /// What the screen shows: the display text and what it says about it; nil while no
    /// digit past the resting display is known yet.
    func shown(_ fit: DisplayFit, limits: CalculationLimits) -> (text: String, result: ScrolledResult) {
        let place = shownPlace
        var result = ScrolledResult(
            lastPlace: place, moreFollow: true, isWorking: asked != nil,
            digitsKnown: known?.digits.utf8.count ?? 0, note: "", copyText: "")
        guard let known, place > restingPlaces else {
            result.lastPlace = restingPlaces
            result.note = Self.note(result, stop: stop, wanted: self.place, grouping: fit.separators.grouping)
            return ("", result)
        }
        let point = fit.separators.decimalPoint
        let digits = Array(known.digits.utf8)
        let sign = known.isNegative ? "-" : ""
        let e = known.exponent
        // The number up to the last shown place: its head (sign, integer part, point) and its places.
        var head: String, places: ArraySlice<UInt8>, suffix = ""
        let zero = UInt8(ascii: "0")
        func padded(_ slice: ArraySlice<UInt8>, to count: Int) -> ArraySlice<UInt8> {
            slice.count >= count ? slice : slice + Array(repeating: zero, count: count - slice.count)
        }
        if isScientific {
            head = sign + String(decoding: digits.prefix(1), as: UTF8.self)
            places = padded(digits.dropFirst().prefix(place), to: place)
            suffix = "e" + String(e)
        } else if e >= 0 {
            let integer = padded(digits.prefix(e + 1), to: e + 1).map { Character(Unicode.Scalar($0)) }
            head = sign + DisplayFit.group(integer, separator: fit.separators.grouping)
            places = padded(digits.dropFirst(e + 1).prefix(place), to: place)
        } else {
            head = sign + "0"
            let zeros = -e - 1
            places = padded(
                (Array(repeating: zero, count: Swift.min(zeros, place)) + digits.prefix(Swift.max(0, place - zeros)))[
                    ...],
                to: place)
        }
        if !places.isEmpty { head += point }
        let ends = known.isExact && place >= knownPlace ?? 0
        result.moreFollow = !ends
        let most = Self.mostDigits(limits)
        let atBound = !ends && known.digits.utf8.count >= most && place >= knownPlace ?? 0
        result.note = Self.note(
            result, stop: stop ?? (atBound ? "the size bound (\(most) digits)" : nil), wanted: self.place,
            grouping: fit.separators.grouping)
        result.copyText = copyText(head: head, places: places, suffix: suffix, point: point)
        // The window: the end of the number, a mark at the left when its start is out of
        // view, and one at the right when digits follow.
        let room = fit.width - suffix.count - (ends ? 0 : 1)
        var body: String
        if head.count + places.count <= room {
            body = head + String(decoding: places, as: UTF8.self)
        } else if places.count >= room - 1 {
            body = Self.cut + String(decoding: places.suffix(room - 1), as: UTF8.self)
        } else {
            body = Self.cut + head.suffix(room - 1 - places.count) + String(decoding: places, as: UTF8.self)
        }
        return (body + (ends ? "" : Self.cut) + suffix, result)
    }

    /// Marks digits out of view: before the first one shown, after the last.
    static let cut = "…"

    /// Copy takes what is shown: the number to its last shown digit, without grouping.
    private func copyText(head: String, places: ArraySlice<UInt8>, suffix: String, point: String) -> String {
        let plainHead = head.filter { $0.isNumber || $0 == "-" }
        let shownPlaces = String(decoding: places, as: UTF8.self)
        return plainHead + (places.isEmpty ? "" : ".") + shownPlaces + suffix
    }

    private static func note(_ result: ScrolledResult, stop: String?, wanted: Int, grouping: String) -> String {
        func number(_ n: Int) -> String { DisplayFit.group(String(n), separator: grouping) }
        let shown = "to digit \(number(result.lastPlace)) after the point"
        if result.isWorking { return shown + "; working out digits to \(number(wanted))…" }
        if let stop { return shown + "; no more: " + stop }
        return shown + (result.moreFollow ? "; more follow" : ", the last")
    }
}

/// What a screen shows of a scrolled result, beside the display's text.
public struct ScrolledResult: Equatable, Sendable {
    /// The place after the point of the last digit shown (1,000: the thousandth digit;
    /// in scientific notation, of the digits after the point before the exponent).
    public var lastPlace: Int
    /// Whether digits follow the last one shown (the display then ends in "…").
    public var moreFollow: Bool
    /// Whether digits further on are being worked out.
    public var isWorking: Bool
    /// Significant digits worked out so far.
    public var digitsKnown: Int
    /// The screen's words about it: "to digit 1,000 after the point; more follow".
    public var note: String
    /// What copy takes: the number to its last shown digit, cut, without grouping.
    public var copyText: String
}

extension DecimalApproximation {
    /// Whether these cut digits go on from `shorter` without changing any of them.
    func continues(_ shorter: DecimalApproximation) -> Bool {
        isNegative == shorter.isNegative && exponent == shorter.exponent
            && digits.utf8.starts(with: shorter.digits.utf8)
    }
}

extension ViewState {
    /// Whether the result can be scrolled for more digits: a value shown rounded, at rest.
    public var isScrollable: Bool {
        value != nil && !isComplete && error == nil && emphasis == .result && !isStale && converter == nil
            && !display.isEmpty
    }
}
