extension Plot {
    /// A point worth naming on a curve, its coordinates correctly rounded.
    public struct Mark: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case root, minimum, maximum
            case yIntercept = "y-intercept"
        }

        public let kind: Kind
        /// Where to draw it.
        public let x: Double
        public let y: Double
        /// The coordinates as shown, correctly rounded to `Plot.markDigits` significant digits.
        public let xText: String
        public let yText: String

        /// `root x = 1.41421356`, `minimum (0, -2)`, `y-intercept y = -2`.
        public var description: String {
            switch kind {
            case .root: return "root x = \(xText)"
            case .yIntercept: return "y-intercept y = \(yText)"
            case .minimum, .maximum: return "\(kind.rawValue) (\(xText), \(yText))"
            }
        }

        /// The label drawn beside the point.
        public var label: String {
            switch kind {
            case .root: return xText
            case .yIntercept: return yText
            case .minimum, .maximum: return "(\(xText), \(yText))"
            }
        }
    }
}
