import LabCore

/// A command's arguments as a pattern, so that every command gets the same checks and the same
/// one-line errors for missing, extra and unknown arguments. Commands build it from their declared
/// arguments (`UsageItem`); it can also be read from the usage notation, which `help` shows:
///
/// The notation is the one `help` shows: `UPPERCASE` is a value, `lowercase` a literal word,
/// `[ … ]` optional, `a|b` either, `X...` one or more, `--name VALUE` or `--flag` an option
/// (options may come in any order and anywhere after the command name).
///
///     launch APP
///     log [--last N] [--verbose]
///     lesson list|start ID|check|hint|next|reset
public struct UsagePattern: Sendable {
    /// The command name (the usage line's first word).
    public let name: String
    /// Every way the positional arguments may be laid out.
    let layouts: [[Slot]]
    /// Options by name (`--last`), with whether each takes a value.
    let options: [String: Bool]
    /// The placeholder of each option that takes a value (`-o` → `DIR`), so Tab can complete
    /// the value as it completes a positional of that name.
    let optionValues: [String: String]
    /// The declared type of each placeholder (empty for a pattern read from text), for Tab and
    /// for the values bodies read.
    let types: [String: ValueType]
    /// The declared type of each option that takes a value, by the option's name (`--last`).
    let optionTypes: [String: ValueType]

    /// One positional argument position in a layout.
    struct Slot: Sendable, Equatable {
        var text: String
        var isLiteral: Bool
        var repeats: Bool
        /// Whether the value may have spaces (an app's name, a path, a title), so that extra
        /// words after it are worth the hint to quote; a number or a duration never has any.
        var mayHaveSpaces: Bool

        init(text: String, isLiteral: Bool, repeats: Bool, mayHaveSpaces: Bool? = nil) {
            self.text = text
            self.isLiteral = isLiteral
            self.repeats = repeats
            self.mayHaveSpaces = mayHaveSpaces ?? (!isLiteral && !["N", "DURATION", "ID", "COORDINATE", "CODE", "COMMAND"].contains(text))
        }

        func accepts(_ word: String) -> Bool { !isLiteral || word == text }
    }

    /// Reads a usage line; nil when it does not follow the notation (tests read every command's
    /// generated line back with it).
    public init?(_ usage: String) {
        var parser = UsageParser(usage)
        guard let name = parser.name(), let tree = parser.alternatives(), parser.atEnd else { return nil }
        self.init(name: name, tree: tree, types: [:], optionTypes: [:])
    }

    /// A command's declared arguments as a pattern.
    init(name: String, arguments: [UsageItem]) {
        var types: [String: ValueType] = [:]
        // A placeholder's positional type comes first; options are typed by name.
        for item in arguments {
            if case .option = item { continue }
            for type in item.types where types[type.placeholder] == nil { types[type.placeholder] = type }
        }
        for type in arguments.flatMap(\.types) where types[type.placeholder] == nil { types[type.placeholder] = type }
        let optionTypes = Dictionary(arguments.flatMap(\.optionTypes).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        self.init(name: name, tree: UsageItem.node(arguments), types: types, optionTypes: optionTypes)!
    }

    private init?(name: String, tree: UsageNode, types: [String: ValueType], optionTypes: [String: ValueType]) {
        self.name = name
        self.types = types
        self.optionTypes = optionTypes
        var options: [String: String?] = [:]
        tree.collectOptions(into: &options)
        self.options = options.mapValues { $0 != nil }
        self.optionValues = options.compactMapValues { $0 }
        let layouts = tree.layouts()
        guard layouts.count <= 256 else { return nil }
        self.layouts = layouts
    }

    /// Splits `invocation.arguments` into options and positionals and checks them against
    /// the pattern; throws one line naming what is wrong, with `usage` appended.
    public func check(_ invocation: Invocation, usage: String) throws(CommandError) -> Invocation {
        var checked = invocation
        var positionals: [String] = []
        var found: [String: String] = [:]
        var index = 0
        var optionsEnded = false
        let arguments = invocation.arguments
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            // `—ios` or `–ios`: a book's or a web page's rendering of `--ios`.
            if let dash = word.first, dash == "—" || dash == "–", !optionsEnded {
                let name = String(word.dropFirst().prefix { $0 != "=" })
                if let meant = ["--" + name, "-" + name].first(where: { options[$0] != nil }) {
                    throw CommandError(tr("%@ starts with a typographic dash (books and web pages turn hyphens into dashes); type %@", InputLine.quoted(word), meant))
                }
            }
            if optionsEnded || !Self.isOptionName(word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word) || word == "--" {
                if word == "--" && !optionsEnded { optionsEnded = true } else { positionals.append(word) }
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            let optionName = parts[0]
            guard let takesValue = options[optionName] else {
                throw CommandError(tr("%@ — usage: %@", unknownOption(optionName), usage))
            }
            guard found[optionName] == nil else {
                throw CommandError(tr("%@ is given twice — usage: %@", optionName, usage))
            }
            if takesValue {
                if parts.count == 2 {
                    found[optionName] = parts[1]
                } else if index < arguments.count {
                    found[optionName] = arguments[index]
                    index += 1
                } else {
                    throw CommandError(tr("%@ needs a value — usage: %@", optionName, usage))
                }
            } else {
                guard parts.count == 1 else { throw CommandError(tr("%@ takes no value — usage: %@", optionName, usage)) }
                found[optionName] = ""
            }
        }
        if let problem = positionalProblem(positionals) {
            throw CommandError(tr("%@ — usage: %@", problem, usage))
        }
        checked.positionals = positionals
        checked.options = found
        return checked
    }

    /// The values of `checked`'s arguments whose types make one (`ValueType.convert`, and with a
    /// session `ValueType.resolve`): positionals by placeholder, read from the layout they fit
    /// (`layout(for:)`), options by name; throws the type's one-line error, options' first.
    func values(of checked: Invocation, usage: String, session: Session?) throws(CommandError) -> [String: any Sendable] {
        var values: [String: any Sendable] = [:]
        for (option, word) in checked.options.sorted(by: { $0.key < $1.key }) {
            if let convert = optionTypes[option]?.convert { values[option] = try convert(word, usage) }
        }
        guard types.values.contains(where: \.makesValue), let layout = layout(for: checked) else { return values }
        for (slot, word) in zip(layout, checked.positionals) where !slot.isLiteral {
            guard let type = types[slot.text] else { continue }
            if let convert = type.convert {
                values[slot.text] = try convert(word, usage)
            } else if let resolve = type.resolve, let session {
                values[slot.text] = try resolve(word, session)
            }
        }
        return values
    }

    /// The layout `checked`'s positionals fit, its literal words matching, and none that takes
    /// positionally a placeholder an option already gave (`push APP --file FILE`). When several
    /// fit, a slot whose type claims words by form (`ValueType.claims`) decides: the layout whose
    /// slots claim the most words and refuse none, else the first.
    func layout(for checked: Invocation) -> [Slot]? {
        let words = checked.positionals
        let given = Set(checked.options.keys.compactMap { optionValues[$0] })
        let fitting = layouts.filter { layout in
            layout.count == words.count && !layout.contains(where: \.repeats) && zip(layout, words).allSatisfy { $0.accepts($1) }
                && !layout.contains { !$0.isLiteral && given.contains($0.text) }
        }
        func claimed(_ layout: [Slot]) -> Int? {
            var count = 0
            for (slot, word) in zip(layout, words) {
                guard let claims = types[slot.text]?.claims else { continue }
                guard claims(word) else { return nil }
                count += 1
            }
            return count
        }
        let scored = fitting.compactMap { layout in claimed(layout).map { (layout, $0) } }
        guard let best = scored.map(\.1).max() else { return fitting.first }
        return scored.first { $0.1 == best }?.0
    }

    /// `--name`, or a one-letter `-o` as build's (both may stand anywhere after the command name).
    static func isOptionName(_ word: String) -> Bool {
        (word.hasPrefix("--") && word.count > 2) || (word.count == 2 && word.first == "-" && word.last!.isLetter)
    }

    /// What may stand at positional `index` after `before` (the positionals already typed), by
    /// every layout that fits them: a literal word, or a placeholder's name (`APP`, `PATH`).
    func slots(at index: Int, after before: [String]) -> [Slot] {
        var found: [Slot] = []
        for layout in layouts {
            var slots = layout
            if let last = layout.last, last.repeats { while slots.count <= index { slots.append(last) } }
            guard index < slots.count, zip(slots, before).allSatisfy({ $0.accepts($1) }) else { continue }
            if !found.contains(slots[index]) { found.append(slots[index]) }
        }
        return found
    }

    private func unknownOption(_ option: String) -> String {
        guard !options.isEmpty else { return tr("%@ takes no options, so %@ is not understood", name, InputLine.quoted(option)) }
        let close = NameMatch.closest(to: String(option.dropFirst(2)), among: options.keys.map { String($0.dropFirst(2)) }.sorted())
        if let best = close.first { return tr("%@ has no option %@ — did you mean --%@?", name, option, best) }
        return tr("%@ has no option %@", name, option)
    }

    /// nil when some layout matches; otherwise what is missing, extra or unexpected.
    func positionalProblem(_ words: [String]) -> String? {
        if layouts.contains(where: { Self.matches($0, words[...]) }) { return nil }
        // Too few: the words are the start of some layout.
        let needed = layouts.compactMap { Self.nextNeeded($0[...], words[...]) }
        if !needed.isEmpty {
            let names = needed.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return tr("%@ needs %@", name, Suggestion.alternatives(names))
        }
        // Too many: some layout matches the first words.
        let prefixes = layouts.flatMap { layout in (0..<words.count).filter { Self.matches(layout, words[..<$0]) } }
        if let longest = prefixes.max() {
            let extra = words[longest...].map(InputLine.quoted).joined(separator: " ")
            var problem = words.count - longest == 1 ? tr("unexpected argument %@ for %@", extra, name) : tr("unexpected arguments %@ for %@", extra, name)
            // `launch Empty Window`: the learner most likely meant one name with a space.
            if longest > 0, layouts.contains(where: { $0.count == longest && $0[longest - 1].mayHaveSpaces }) {
                let together = words[(longest - 1)...].joined(separator: " ")
                problem += tr("; a name with spaces goes in quotes: %@", Tokenizer.quote(together))
            }
            // `wait 1m 30s`, `location 51.5, -0.12`: the parts belong together.
            let oneWord = ["DURATION": tr("a duration is one word, larger units first, such as 1m30s"),
                           "COORDINATE": tr("a coordinate is one word, such as 51.5,-0.12")]
            if longest > 0, let last = layouts.first(where: { $0.count == longest && oneWord[$0[longest - 1].text] != nil })?[longest - 1] {
                problem += tr("; %@", oneWord[last.text]!)
            }
            return problem
        }
        // A wrong literal word.
        var bestDepth = -1
        var expected: [String] = []
        for layout in layouts {
            let depth = Self.matchedDepth(layout, words)
            guard depth < layout.count, layout[depth].isLiteral else { continue }
            if depth > bestDepth { bestDepth = depth; expected = [] }
            if depth == bestDepth, !expected.contains(layout[depth].text) { expected.append(layout[depth].text) }
        }
        if bestDepth >= 0, bestDepth < words.count {
            return tr("%@ expects %@ here, not %@", name, Suggestion.alternatives(expected), InputLine.quoted(words[bestDepth]))
        }
        return tr("%@ does not understand these arguments", name)
    }

    static func matches(_ layout: [Slot], _ words: ArraySlice<String>) -> Bool {
        guard let slot = layout.first else { return words.isEmpty }
        guard let word = words.first, slot.accepts(word) else { return false }
        let rest = Array(layout.dropFirst())
        if matches(rest, words.dropFirst()) { return true }
        return slot.repeats && matches(layout, words.dropFirst())
    }

    /// When `words` are a proper beginning of `layout`, the first slot still needed.
    static func nextNeeded(_ layout: ArraySlice<Slot>, _ words: ArraySlice<String>) -> String? {
        guard let slot = layout.first else { return nil }
        guard let word = words.first else { return slot.text }
        guard slot.accepts(word) else { return nil }
        if let next = nextNeeded(layout.dropFirst(), words.dropFirst()) { return next }
        guard slot.repeats, words.count > 1 else { return nil }
        return nextNeeded(layout, words.dropFirst())
    }

    /// How many leading words fit the layout, slot by slot.
    static func matchedDepth(_ layout: [Slot], _ words: [String]) -> Int {
        var depth = 0
        while depth < min(layout.count, words.count), layout[depth].accepts(words[depth]) { depth += 1 }
        return depth
    }
}

extension Command {
    /// The invocation with options and positionals separated, or the usage error.
    public func check(_ invocation: Invocation) throws(CommandError) -> Invocation {
        try usagePattern.check(invocation, usage: usage)
    }

    /// A checked invocation with its typed values (`Invocation.value(_:)`), or the first
    /// value's error. Separate from `check` so that a command the device refuses is refused first.
    /// With a session, the words that name something in it (`APP`) are resolved too, so a body
    /// gets the installed app, or never runs.
    public func typed(_ checked: Invocation, in session: Session? = nil) throws(CommandError) -> Invocation {
        var typed = checked
        typed.values = try usagePattern.values(of: checked, usage: usage, session: session)
        return typed
    }
}
