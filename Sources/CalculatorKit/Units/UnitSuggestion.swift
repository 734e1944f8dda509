/// "unknown unit 'fortnite' (did you mean 'fortnight'?)": the nearest symbols or names of
/// the unit table by edit distance, so a typo gets its fix.
extension UnitTable {
    static func unknownUnit(_ word: String) -> String {
        let shown = CalculationError.visible(word)
        guard let nearest = nearest(to: word) else { return "unknown unit '\(shown)'" }
        return "unknown unit '\(shown)' (did you mean '\(nearest)'?)"
    }

    /// The table's name closest to `word`, within about a third of its length; nil if none is.
    static func nearest(to word: String) -> String? {
        let typed = Array(word.lowercased())
        guard (1...24).contains(typed.count) else { return nil }
        let allowed = max(1, (typed.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for name in units.keys.sorted() where abs(name.count - typed.count) <= allowed {
            let distance = editDistance(typed, Array(name.lowercased()), limit: allowed)
            // Equal distances: the name nearest in length (fortnite: fortnight, not fortnights).
            func rank(_ name: String, _ distance: Int) -> (Int, Int) { (distance, abs(name.count - typed.count)) }
            if distance <= allowed, best.map({ rank(name, distance) < rank($0.name, $0.distance) }) ?? true {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, given up (limit + 1) once every path exceeds `limit`.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
