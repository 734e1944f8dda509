/// The layouts as JSON, so that a front end outside the process (the browser page)
/// draws the kit's keys instead of a grid of its own. A cell carries its key's id, which
/// `Key(name:)` reads back and the page sends when the cell is pressed, and its name (the
/// label), by which a screen reports the cell's caption and whether it is lit.
extension KeypadLayout: Encodable {
    private enum CodingKeys: String, CodingKey { case columns, displaySize, rows, displayKey }
    private enum DisplaySizeKeys: String, CodingKey { case width, maxDigits }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(columns, forKey: .columns)
        // The fields of `resize`, the action to send when this layout is shown.
        var size = container.nestedContainer(keyedBy: DisplaySizeKeys.self, forKey: .displaySize)
        try size.encode(displayWidth, forKey: .width)
        try size.encode(maxDigits, forKey: .maxDigits)
        try container.encode(rows, forKey: .rows)
        // The cell the display itself is: tapping it sends this key (its id).
        try container.encode(KeypadLayout.displayKey.id, forKey: .displayKey)
    }

    /// Every layout, by mode and orientation: `{"basic": {"portrait": …, "landscape": …}, "expression": …}`.
    public static var all: [String: [String: KeypadLayout]] {
        Dictionary(
            uniqueKeysWithValues: CalculatorState.Mode.allCases.map { mode in
                (
                    mode.rawValue,
                    Dictionary(uniqueKeysWithValues: Orientation.allCases.map { ($0.rawValue, keypad(mode, $0)) })
                )
            })
    }

    /// The keys of every layout, each once: the cells whose captions a screen reports.
    public static let allKeys: [Key] = {
        var seen = Set<Key>()
        return CalculatorState.Mode.allCases.flatMap { mode in Orientation.allCases.map { keypad(mode, $0) } }
            .flatMap { $0.rows.flatMap { $0.map(\.key) } }
            .filter { seen.insert($0).inserted }
    }()
}

extension KeypadLayout.Cell: Encodable {
    private enum CodingKeys: String, CodingKey { case id, name, label, secondLabel, spoken, role, columns }

    /// `{"id": "sin", "name": "sin", "label": "sin", "secondLabel": "sin⁻¹", "spoken": "sine",
    /// "role": "scientific", "columns": 1}`; secondLabel only where 2nd changes the key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key.id, forKey: .id)
        try container.encode(key.label, forKey: .name)
        try container.encode(key.label, forKey: .label)
        let second = key.resolved(second: true).label
        if second != key.label { try container.encode(second, forKey: .secondLabel) }
        try container.encode(key.spokenName, forKey: .spoken)
        try container.encode(key.role.rawValue, forKey: .role)
        try container.encode(columns, forKey: .columns)
    }
}
