/// Two edits of one note joined line by line, as `diff3` does: where only one side changed a
/// stretch of lines it wins; where both added lines at one place both are kept; where both
/// changed the same lines both versions are kept, one after the other, under marking comments.
public enum NoteMerge {
    /// The comment lines put above each version of lines both sides changed.
    public static let theirsMark = "# changed by another copy:"
    public static let mineMark = "# changed here:"

    /// The merged lines, and how many stretches both sides changed.
    public static func merge(base: [String], mine: [String], theirs: [String]) -> (lines: [String], conflicts: Int) {
        let toMine = matches(base, mine), toTheirs = matches(base, theirs)
        var lines: [String] = []
        var conflicts = 0
        var (b, m, t) = (0, 0, 0)
        // Lines that neither side touched anchor the stretches between them.
        let anchors =
            base.indices.compactMap { index in
                toMine[index].flatMap { mineIndex in toTheirs[index].map { (index, mineIndex, $0) } }
            } + [(base.count, mine.count, theirs.count)]
        for (baseEnd, mineEnd, theirsEnd) in anchors {
            let was = Array(base[b..<baseEnd]), ours = Array(mine[m..<mineEnd]), other = Array(theirs[t..<theirsEnd])
            if ours == was {
                lines += other
            } else if other == was || other == ours {
                lines += ours
            } else if was.isEmpty {
                lines += other + ours  // both added lines here: both stay
            } else {
                conflicts += 1
                lines += [theirsMark] + other + [mineMark] + ours
            }
            if baseEnd < base.count { lines.append(base[baseEnd]) }
            (b, m, t) = (baseEnd + 1, mineEnd + 1, theirsEnd + 1)
        }
        return (lines, conflicts)
    }

    /// For each line of `a`, the line of `b` it stays as in a longest common subsequence, or nil.
    static func matches(_ a: [String], _ b: [String]) -> [Int?] {
        var result = [Int?](repeating: nil, count: a.count)
        // The common start and end need no table (the usual edit touches a few lines).
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] {
            result[start] = start
            start += 1
        }
        var (endA, endB) = (a.count, b.count)
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
            result[endA] = endB
        }
        let n = endA - start, m = endB - start
        guard n > 0, m > 0 else { return result }
        // lengths[i][j]: the longest common subsequence of a[start + i...] and b[start + j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] =
                    a[start + i] == b[start + j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        while i < n, j < m {
            if a[start + i] == b[start + j] {
                result[start + i] = start + j
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
