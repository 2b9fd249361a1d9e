import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document read into memory with the line each element starts on, so the property-list
/// reader and the storyboard compiler can point at the line a problem is on.
///
/// Foundation's `XMLParser` is not enough on its own: on Linux, `parse()` returns `true` for
/// truncated documents and reports most problems as error 5. So the tree checks the result,
/// `parserError`, and that every element it opened was closed. Worse, it traps (SIGILL) on
/// bytes that are not UTF-8 inside an element or attribute name, so the bytes are checked
/// before the parser sees them; and the tree stops at `maximumDepth`, so the readers that walk
/// it recursively (property lists, Interface Builder objects) cannot run out of stack.
public struct XMLTreeElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLTreeElement]
    /// Character data directly inside the element (whitespace kept).
    public var text: String
    /// 1-based line of the start tag.
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [XMLTreeElement] = [],
                text: String = "", line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// Children with this element name, in document order.
    public func children(named name: String) -> [XMLTreeElement] { children.filter { $0.name == name } }

    public func child(named name: String) -> XMLTreeElement? { children.first { $0.name == name } }
}

/// Why an XML document could not be read: what is wrong and the line it is on.
public struct XMLReadError: Error, Sendable, Equatable {
    public var line: Int
    public var problem: XMLProblem

    public init(line: Int, problem: XMLProblem) {
        self.line = line
        self.problem = problem
    }
}

public enum XMLTree {
    /// Parses `data` into its root element, or says which line is wrong.
    public static func parse(_ data: Data) throws(XMLReadError) -> XMLTreeElement {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw XMLReadError(line: 1, problem: .empty)
        }
        try checkEncoding(data)
        try refuseEntityDeclarations(data)
        try refuseProcessingInstructions(data)
        let parser = XMLParser(data: data)
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        let lastLine = max(1, lastContentLine(of: data))
        if let tooDeep = builder.tooDeep { throw tooDeep }
        if let mismatch = builder.mismatch { throw mismatch }
        if let first = builder.firstError, first.code != 5 {
            // libxml2 recovers from a mismatched tag and carries on; its first complaint is the real one.
            if first.code == 76, let open = first.open {
                throw XMLReadError(line: first.line, problem: .closingTagMismatch(open: open.name, openedOnLine: open.line))
            }
            throw XMLReadError(line: first.line, problem: .notWellFormedHere(parserError: first.code))
        }
        if let open = builder.stack.last {
            if parser.parserError != nil, parser.lineNumber > 0, parser.lineNumber < lastLine {
                throw XMLReadError(line: parser.lineNumber, problem: .notClosedProperly(open: open.name, openedOnLine: open.line))
            }
            throw XMLReadError(line: lastLine, problem: .endsBeforeClosing(open: open.name, openedOnLine: open.line))
        }
        if !finished || parser.parserError != nil || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let line = builder.root == nil && builder.sawElement == false ? 1 : max(1, parser.lineNumber)
            throw XMLReadError(line: line, problem: .notWellFormed(parserError: code))
        }
        return builder.root!
    }

    /// How deep elements may nest. Real documents stay far below it (a storyboard's deepest
    /// view is a few dozen levels down); a document past it is damaged or made to do harm.
    public static let maximumDepth = 256

    /// Refuses bytes FoundationXML cannot take: a UTF-16 or UTF-32 document (its byte order
    /// mark), and any byte sequence that is not UTF-8, named by line and byte offset.
    /// Property lists and Interface Builder files never declare entities; one that does is
    /// damaged or hostile (an external entity reads another file, nested ones expand a few
    /// bytes into gigabytes), so it is refused before the parser could expand anything.
    static func refuseEntityDeclarations(_ data: Data) throws(XMLReadError) {
        let line = data.withUnsafeBytes { bytes in
            ByteSearch.firstOffset(of: "<!ENTITY", in: bytes).map { ByteSearch.line(at: $0, in: bytes) }
        }
        if let line { throw XMLReadError(line: line, problem: .entityDeclared) }
    }

    /// A processing instruction past the XML declaration (`<?x?>`): FoundationXML's handler
    /// reads a missing data part as a C string and crashes the process (found by Fuzz/run.sh);
    /// property lists and Interface Builder files hold none, so one is refused before parsing.
    static func refuseProcessingInstructions(_ data: Data) throws(XMLReadError) {
        let line = data.withUnsafeBytes { bytes -> Int? in
            var from = 0
            while let start = ByteSearch.firstOffset(of: "<?", in: bytes, from: from) {
                if !isDeclaration(at: start, in: bytes) { return ByteSearch.line(at: start, in: bytes) }
                from = start + 2
            }
            return nil
        }
        if let line { throw XMLReadError(line: line, problem: .processingInstruction) }
    }

    /// Whether the `<?` at `start` opens the XML declaration: only white space or a byte order
    /// mark before it, and `xml` and white space after it.
    private static func isDeclaration(at start: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        let leading: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard start + 5 < bytes.count, bytes[..<start].allSatisfy(leading.contains) else { return false }
        return bytes[start + 2] == UInt8(ascii: "x") && bytes[start + 3] == UInt8(ascii: "m") && bytes[start + 4] == UInt8(ascii: "l")
            && space.contains(bytes[start + 5])
    }

    static func checkEncoding(_ data: Data) throws(XMLReadError) {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw XMLReadError(line: 1, problem: .notUTF8Encoding)
        }
        guard let invalid = UTF8Validation.firstInvalid(in: data) else { return }
        throw XMLReadError(line: invalid.line, problem: .invalidUTF8(offset: invalid.offset, bytes: invalid.bytes))
    }

    /// The line of the last character that is not white space.
    private static func lastContentLine(of data: Data) -> Int {
        let end = data.lastIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } ?? data.startIndex
        return data[..<end].filter { $0 == 0x0A }.count + 1
    }
}

/// Collects `XMLParser` callbacks into `XMLTreeElement`s.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLTreeElement] = []
    var root: XMLTreeElement?
    var sawElement = false
    var mismatch: XMLReadError?
    /// Set, and the parse aborted, when elements nest deeper than `XMLTree.maximumDepth`.
    var tooDeep: XMLReadError?
    /// The parser's first complaint, with the element open at that moment.
    var firstError: (code: Int, line: Int, open: XMLTreeElement?)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil {
            firstError = ((parseError as NSError).code, max(1, parser.lineNumber), stack.last)
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        sawElement = true
        guard tooDeep == nil else { return }
        if stack.count >= XMLTree.maximumDepth {
            tooDeep = XMLReadError(line: max(1, parser.lineNumber), problem: .nestsTooDeep(element: elementName, limit: XMLTree.maximumDepth))
            parser.abortParsing()
            return
        }
        if root != nil && stack.isEmpty && mismatch == nil {
            mismatch = XMLReadError(line: max(1, parser.lineNumber), problem: .secondRoot(element: elementName))
        }
        stack.append(XMLTreeElement(name: elementName, attributes: attributes, line: max(1, parser.lineNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        guard tooDeep == nil else { return }
        guard let element = stack.popLast() else { return }
        if element.name != elementName, mismatch == nil {
            mismatch = XMLReadError(line: max(1, parser.lineNumber),
                                    problem: .closesAnother(closing: elementName, open: element.name, openedOnLine: element.line))
        }
        if stack.isEmpty {
            if root == nil { root = element }
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }
}
