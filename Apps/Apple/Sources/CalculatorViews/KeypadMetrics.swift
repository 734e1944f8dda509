import CalculatorKit
import SwiftUI

/// Sizes of the keys for the space the screen has: round keys in portrait, capsules
/// where the columns are wider than the rows are tall (landscape, iPad).
struct KeypadMetrics: Equatable {
    /// One column's width and one row's height.
    var cell: CGSize
    var spacing: CGFloat
    var fontSize: CGFloat

    /// Keys never grow taller than this, so an iPad keeps room for the display.
    static let tallestKey: CGFloat = 120

    init(layout: KeypadLayout, available: CGSize) {
        let isLandscape = available.width > available.height
        let columns = CGFloat(max(layout.columns, 1)), rows = CGFloat(max(layout.rows.count, 1))
        spacing = isLandscape ? 8 : 14
        let width = (available.width - spacing * (columns - 1)) / columns
        // The keypad leaves the rest of the height to the display and the top bar.
        let keypadHeight = available.height * (isLandscape ? 0.70 : 0.64)
        let height = min(width, (keypadHeight - spacing * (rows - 1)) / rows, Self.tallestKey)
        cell = CGSize(width: max(width, 1), height: max(height, 1))
        fontSize = cell.height * (isLandscape ? 0.40 : 0.42)
    }

    /// The width of a key spanning `columns` columns, the gaps between them included.
    func width(columns: Int) -> CGFloat {
        cell.width * CGFloat(columns) + spacing * CGFloat(columns - 1)
    }
}
