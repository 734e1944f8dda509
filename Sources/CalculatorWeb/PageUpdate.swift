import CalculatorKit

/// What the server sends the page: the screen after each key, and the rest only when
/// there is something to say. The page draws every text with `textContent`.
struct PageUpdate: Encodable, Sendable {
    /// The tab's session, sent first, so that a reload of the tab resumes its keypad.
    var session: String?
    var screen: Screen?
    /// Sent when it changed since the last update on this connection.
    var history: [HistoryLine]?
    /// Something about saving history the person should know (a bad file).
    var warning: String?
    /// Sent with the first update when the tab asked to resume a keypad the server no
    /// longer has: the page shows it and drops the keys it had queued for the old one.
    var notice: String?
    /// A message the server could not act on.
    var problem: String?
    /// The full-precision value, for the clipboard.
    var copy: String?
    var chinese: ChineseLine?

    struct Screen: Encodable, Sendable {
        var display: String
        var expression: String
        var clearLabel: String
        var pendingOperator: String?
        var error: String?
        /// Which line is emphasised: "expression" while typing one, "result" otherwise.
        var emphasis: String
        var exact: Bool
        var complete: Bool
        var angle: String
        /// The angle key's label: the unit it switches to.
        var angleLabel: String
        var second: Bool
        var memory: Bool
        var mode: String
        /// Keys whose label differs from their name now (sin reads sin⁻¹ with 2nd on).
        var labels: [String: String]

        init(_ view: ViewState) {
            display = view.display
            expression = view.expression
            clearLabel = view.clearLabel
            pendingOperator = view.pendingOperator?.rawValue
            error = view.error
            emphasis = view.emphasis.rawValue
            exact = view.isExact
            complete = view.isComplete
            angle = view.angle.rawValue
            angleLabel = view.angleKey.label
            second = view.isSecond
            memory = view.hasMemory
            mode = view.mode.rawValue
            labels = [:]
            for function in KeyFunction.allCases where view.label(of: .function(function)) != function.rawValue {
                labels[function.rawValue] = view.label(of: .function(function))
            }
        }
    }

    struct HistoryLine: Encodable, Sendable, Equatable {
        var expression: String
        var result: String
    }

    /// The result in Chinese uppercase, or why it has none.
    struct ChineseLine: Encodable, Sendable {
        var text: String?
        var problem: String?
    }
}

extension PageUpdate.HistoryLine {
    init(_ entry: HistoryEntry) {
        self.init(expression: entry.expression, result: entry.result)
    }
}
