import CalculatorKit

extension Output {
    /// A value in programmer terms (`0xFF`, every digit of a whole number), and on stderr
    /// what happened to it (it wrapped, it was cut), so that stdout keeps one line per result.
    func inBase(_ number: Number, _ shown: WordShown) {
        let (text, notes) = shown.text(number)
        print(text)
        for note in notes { standardError("note: \(note)\n") }
    }
}
