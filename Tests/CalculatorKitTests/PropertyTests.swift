import BigInt
import PropertyBased
import Testing

@testable import CalculatorKit

/// A random expression tree, kept next to its value computed directly with
/// Rational operations (no parser), so the two paths check each other.
indirect enum Tree: CustomStringConvertible {
    case literal(Int, scale: Int)  // value / 10^scale
    case add(Tree, Tree), subtract(Tree, Tree), multiply(Tree, Tree), divide(Tree, Tree)
    case negate(Tree), power(Tree, Int)

    var description: String {
        switch self {
        case let .literal(n, scale):
            if scale == 0 { return String(n) }
            let digits = String(repeating: "0", count: Swift.max(0, scale + 1 - String(n).count)) + String(n)
            return digits.dropLast(scale) + "." + digits.suffix(scale)
        case let .add(a, b): return "(\(a))+(\(b))"
        case let .subtract(a, b): return "(\(a))-(\(b))"
        case let .multiply(a, b): return "(\(a))×(\(b))"
        case let .divide(a, b): return "(\(a))÷(\(b))"
        case let .negate(a): return "-(\(a))"
        case let .power(a, n): return "(\(a))^(\(n))"
        }
    }

    /// nil where the expression divides by zero.
    var value: Rational? {
        switch self {
        case let .literal(n, scale): return Rational(n) / Rational(Rational.powerOfTen(scale))
        case let .add(a, b): return a.value.flatMap { x in b.value.map { x + $0 } }
        case let .subtract(a, b): return a.value.flatMap { x in b.value.map { x - $0 } }
        case let .multiply(a, b): return a.value.flatMap { x in b.value.map { x * $0 } }
        case let .divide(a, b):
            guard let x = a.value, let y = b.value, !y.isZero else { return nil }
            return x / y
        case let .negate(a): return a.value.map { -$0 }
        case let .power(a, n):
            guard let x = a.value else { return nil }
            if x.isZero { return n < 0 ? nil : (n == 0 ? 1 : 0) }
            var result = Rational.one
            for _ in 0..<Swift.abs(n) { result = result * x }
            return n < 0 ? result.reciprocal : result
        }
    }
}

/// Trees are built from a generated list of random numbers (a "recipe"), which
/// keeps generation simple and lets the library shrink failing cases.
enum Trees {
    static func tree(depth: Int) -> Generator<Tree, some SendableSequenceType> {
        Gen.int(in: 0...Int.max).array(of: 80).map { recipe in
            var cursor = recipe.makeIterator()
            return build(depth: depth, next: { cursor.next() ?? 0 })
        }
    }

    private static func build(depth: Int, next: () -> Int) -> Tree {
        let choice = depth == 0 ? 0 : next() % 9
        switch choice {
        case 0, 1: return .literal(next() % 1_000_000_000_000, scale: next() % 5)
        case 2: return .add(build(depth: depth - 1, next: next), build(depth: depth - 1, next: next))
        case 3: return .subtract(build(depth: depth - 1, next: next), build(depth: depth - 1, next: next))
        case 4: return .multiply(build(depth: depth - 1, next: next), build(depth: depth - 1, next: next))
        case 5: return .divide(build(depth: depth - 1, next: next), build(depth: depth - 1, next: next))
        case 6: return .negate(build(depth: depth - 1, next: next))
        default: return .power(build(depth: depth - 1, next: next), next() % 7 - 3)
        }
    }
}

/// Pieces that random "typing" strings are made of: valid tokens, near misses and junk.
let fragments = [
    "1", "23", "0", ".", "4.5", "1e3", "e", "+", "-", "−", "*", "×", "/", "÷", "^", "**", "%", "!",
    "(", ")", " ", "mod", "sqrt", "√", "∛", "pi", "π", "ans", "sin(", "log(", ",", "1,234",
    "9^9^9", "#", "x", "é", "0.000", "99999999999999999999", "÷0", "(-1)", "2.5!",
]

@Suite("Random expressions")
struct PropertyTests {
    @Test func parsedTreesAgreeWithDirectArithmetic() async {
        await propertyCheck(count: 500, input: Trees.tree(depth: 4)) { tree in
            let text = tree.description
            if let expected = tree.value {
                #expect((try? exact(text)) == expected, "\(text)")
            } else {
                #expect(
                    calcError(text)?.kind == .divisionByZero
                        || calcError(text)?.kind == .domain("0 cannot be raised to a negative power"), "\(text)")
            }
        }
    }

    @Test func algebraicIdentities() async {
        await propertyCheck(count: 300, input: Trees.tree(depth: 2), Trees.tree(depth: 2)) { a, b in
            guard let x = a.value, let y = b.value else { return }
            let (s, t) = (a.description, b.description)
            #expect((try? exact("((\(s))+(\(t)))-(\(t))")) == x)
            #expect((try? exact("(\(s))-(\(s))")) == 0)
            if !y.isZero {
                #expect((try? exact("((\(s))×(\(t)))÷(\(t))")) == x)
                #expect((try? exact("(\(s)) mod (\(t))")) == x - y * Rational((x / y).floor))
            }
            #expect((try? exact("((\(s))+(\(t)))^2")) == (x + y) * (x + y))
        }
    }

    @Test func randomTypingNeverCrashes() async {
        let typing = Gen.element(of: fragments).compactMap { $0 }.array(of: 0...14).map { $0.joined() }
        await propertyCheck(count: 3000, input: typing) { text in
            do throws(CalculationError) {
                let value = try Evaluator(answer: Number(7)).evaluate(text)
                let shown = try NumberFormat().string(value)
                #expect(!shown.isEmpty)
            } catch {
                // Every error that has a place points inside the text or just past its end.
                if let column = error.column {
                    #expect(column >= 1 && column <= text.unicodeScalars.count + 1, "\(text): \(error)")
                }
                #expect(!error.message.isEmpty)
            }
        }
    }
}
