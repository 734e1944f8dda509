import CalculatorKit
import SwiftUI

/// The grid of keys, drawn row by row from the kit's layout.
struct KeypadView: View {
    let layout: KeypadLayout
    let model: CalculatorModel
    let metrics: KeypadMetrics

    var body: some View {
        VStack(spacing: metrics.spacing) {
            ForEach(layout.rows.indices, id: \.self) { row in
                HStack(spacing: metrics.spacing) {
                    ForEach(layout.rows[row].indices, id: \.self) { column in
                        KeyButton(cell: layout.rows[row][column], model: model, metrics: metrics)
                    }
                }
            }
        }
    }
}
