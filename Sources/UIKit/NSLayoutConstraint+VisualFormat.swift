import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (`H:|-[a]-(>=20)-[b(==a)]-|`), parsed
    /// by Apple's grammar of the visual format language. A format that does not parse raises
    /// `NSInvalidArgumentException` with UIKit's message: what went wrong, the format, a caret.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            let parsed = try parser.parse()
            return try parsed.constraints(options: opts)
        } catch {
            AppRuntimeBridge.raise("NSInvalidArgumentException", error.message(for: format))
        }
    }
}

/// A format string that does not parse: the problem and where (UTF-8 offset) it was found.
struct VisualFormatError: Error {
    let problem: String
    let position: Int?

    /// UIKit's shape: "Unable to parse constraint format: \n<problem> \n<format> \n<caret>".
    func message(for format: String) -> String {
        var text = "Unable to parse constraint format: \n\(problem) \n\(format) "
        if let position { text += "\n" + String(repeating: " ", count: position) + "^" }
        return text
    }
}

/// One relation of a predicate: `>=20@750`, `==a`.
struct VisualPredicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority: UILayoutPriority = .required
}

/// What a connection between two items is: the standard space, a fixed or related gap, or
/// none at all (`[a][b]`).
enum VisualConnection {
    case adjacent
    case standard
    case predicates([VisualPredicate])
}

/// A parsed format: the axis, the views with their size predicates, the connections between
/// them, and whether it starts or ends at the superview's edge.
struct ParsedVisualFormat {
    var vertical = false
    var views: [(view: UIView, predicates: [VisualPredicate])] = []
    /// `connections[i]` joins item i and item i+1, counting a leading `|` as item 0.
    var connections: [VisualConnection] = []
    var leadingSuperview = false
    var trailingSuperview = false
    /// Where the superview bars are, for UIKit's "no superview" message.
    var barPositions: [Int] = []

    /// The spacing UIKit's standard connection stands for: 8 between siblings, 20 to the
    /// superview's edge (**choice**: the values of the iOS versions the book covers).
    static let siblingSpacing: CGFloat = 8
    static let superviewSpacing: CGFloat = 20

    func constraints(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let leadingEdge: NSLayoutConstraint.Attribute
        let trailingEdge: NSLayoutConstraint.Attribute
        if vertical {
            (leadingEdge, trailingEdge) = (.top, .bottom)
        } else if options.contains(.directionLeftToRight) {
            (leadingEdge, trailingEdge) = (.left, .right)
        } else if options.contains(.directionRightToLeft) {
            (leadingEdge, trailingEdge) = (.right, .left)
        } else {
            (leadingEdge, trailingEdge) = (.leading, .trailing)
        }
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        let superview = views.first?.view.superview
        if (leadingSuperview || trailingSuperview), superview == nil {
            throw VisualFormatError(problem: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                    position: barPositions.first)
        }
        // Each view's own size predicates: `[b(==a)]`, `[b(50@750)]`.
        for (view, predicates) in views {
            for predicate in predicates {
                let constraint = NSLayoutConstraint(view, size, predicate.relation, predicate.view,
                                                    predicate.view == nil ? .notAnAttribute : size, constant: predicate.constant)
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        // The connections, first item to last.
        var items: [UIView?] = views.map(\.view)
        if leadingSuperview { items.insert(nil, at: 0) }
        if trailingSuperview { items.append(nil) }
        for (index, connection) in connections.enumerated() {
            let before = items[index], after = items[index + 1]
            let toSuperview = before == nil || after == nil
            let predicates: [VisualPredicate]
            switch connection {
            case .adjacent: predicates = [VisualPredicate()]
            case .standard: predicates = [VisualPredicate(constant: toSuperview ? Self.superviewSpacing : Self.siblingSpacing)]
            case let .predicates(list): predicates = list
            }
            for predicate in predicates {
                // after.leading == before.trailing + gap (a superview's own edge for `|`).
                let first: UIView = after ?? superview!
                let second: UIView = before ?? superview!
                let constraint = NSLayoutConstraint(first, after == nil ? trailingEdge : leadingEdge, predicate.relation,
                                                    second, before == nil ? leadingEdge : trailingEdge, constant: predicate.constant)
                if after == nil {
                    // `…-|`: written superview.trailing == view.trailing + gap, as UIKit does.
                    let flipped = NSLayoutConstraint(superview!, trailingEdge, predicate.relation, before!, trailingEdge, constant: predicate.constant)
                    flipped.priority = predicate.priority
                    made.append(flipped)
                    continue
                }
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        // Alignment options: every view lined up with the first on the given edges.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            let horizontalEdge = [.left, .right, .leading, .trailing, .centerX].contains(attribute)
            if horizontalEdge != vertical {
                let edge = horizontalEdge ? "horizontal" : "vertical"
                throw VisualFormatError(problem: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                                        position: nil)
            }
            for index in views.indices.dropFirst() {
                made.append(NSLayoutConstraint(views[index - 1].view, attribute, .equal, views[index].view, attribute, constant: 0))
            }
        }
        return made
    }
}

/// Apple's grammar of the visual format language, read left to right.
struct VisualFormatParser {
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ problem: String) -> VisualFormatError {
        VisualFormatError(problem: problem, position: index)
    }

    private mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var parsed = ParsedVisualFormat()
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": parsed.vertical = false
            case "V": parsed.vertical = true
            default: throw fail("Expected 'H' or 'V' before ':'")
            }
            index = 2
        }
        if current == "|" {
            parsed.barPositions.append(index)
            index += 1
            parsed.leadingSuperview = true
            parsed.connections.append(try connection())
        }
        guard current == "[" else { throw fail("Expected a '[' here. That is how you give a view in the formatting language.") }
        parsed.views.append(try view())
        while current != nil {
            let link = try connection()
            if current == "|" {
                parsed.barPositions.append(index)
                index += 1
                parsed.trailingSuperview = true
                parsed.connections.append(link)
                guard current == nil else { throw fail("Expected the end of the format string after '|'") }
                break
            }
            guard current == "[" else {
                throw fail(current == nil ? "Expected a view after the connection" : "Expected a '[' here. That is how you give a view in the formatting language.")
            }
            parsed.connections.append(link)
            parsed.views.append(try view())
        }
        return parsed
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(VisualFormatError) -> (view: UIView, predicates: [VisualPredicate]) {
        _ = skip("[")
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view") }
        guard let view = views[name] as? UIView else {
            index = start
            throw fail("\(name) is not a key in the views dictionary.")
        }
        var predicates: [VisualPredicate] = []
        if current == "(" { predicates = try predicateList() }
        guard skip("]") else { throw fail("Expected ']'") }
        return (view, predicates)
    }

    /// What lies between two items: nothing, `-`, `-gap-`, `-(predicates)-`.
    private mutating func connection() throws(VisualFormatError) -> VisualConnection {
        guard skip("-") else { return .adjacent }
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualPredicate]
        if current == "(" {
            predicates = try predicateList()
        } else {
            var single = VisualPredicate()
            single.constant = try constant()
            predicates = [single]
        }
        guard skip("-") else { throw fail("Expected '-' after the connection's space") }
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList() throws(VisualFormatError) -> [VisualPredicate] {
        _ = skip("(")
        var list: [VisualPredicate] = []
        repeat {
            list.append(try predicate())
        } while skip(",")
        guard skip(")") else { throw fail("Expected ')' at the end of the predicate list") }
        return list
    }

    /// `(relation)?(constant|viewName)(@priority)?`.
    private mutating func predicate() throws(VisualFormatError) -> VisualPredicate {
        var predicate = VisualPredicate()
        if skip("=") {
            guard skip("=") else { throw fail("Expected '==' , '<=' or '>='") }
        } else if skip("<") {
            guard skip("=") else { throw fail("Expected '<='") }
            predicate.relation = .lessThanOrEqual
        } else if skip(">") {
            guard skip("=") else { throw fail("Expected '>='") }
            predicate.relation = .greaterThanOrEqual
        }
        if let first = current, first.isLetter || first == "_" {
            let start = index
            let name = identifier()
            if let value = Self.number(metrics[name]) {
                predicate.constant = value
            } else if let view = views[name] as? UIView {
                predicate.view = view
            } else {
                index = start
                throw fail("\(name) is not a key in the views dictionary.")
            }
        } else {
            predicate.constant = try number()
        }
        if skip("@") {
            if let first = current, first.isLetter || first == "_" {
                let start = index
                let name = identifier()
                guard let value = Self.number(metrics[name]) else {
                    index = start
                    throw fail("\(name) is not a key in the metrics dictionary.")
                }
                predicate.priority = UILayoutPriority(Float(value))
            } else {
                predicate.priority = UILayoutPriority(Float(try number()))
            }
        }
        return predicate
    }

    /// A metric's name or a number.
    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        if let first = current, first.isLetter || first == "_" {
            let start = index
            let name = identifier()
            guard let value = Self.number(metrics[name]) else {
                index = start
                throw fail("\(name) is not a key in the metrics dictionary.")
            }
            return value
        }
        return try number()
    }

    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = index
        if current == "-" || current == "+" { index += 1 }
        while let character = current, character.isNumber || character == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            index = start
            throw fail("Expected a number or a metric's name")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let start = index
        while let character = current, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }

    /// A metric's value (NSNumber, CGFloat, Double, Int, Float).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
