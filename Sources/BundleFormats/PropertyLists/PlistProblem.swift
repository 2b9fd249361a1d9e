/// What is wrong with a property list, as a fact (`PlistReader.Failure` adds the line);
/// LabToolchain words it for the build's diagnostics.
public enum PlistProblem: Sendable, Equatable {
    /// The XML itself cannot be read.
    case xml(XMLProblem)
    /// The root element is not `<plist>`.
    case notAPlistDocument(root: String)
    /// `<plist>` holds `count` values, not one.
    case notOneValue(count: Int)
    /// The top-level value of an Info.plist is not a `<dict>`.
    case topLevelNotADictionary
    /// `<integer>` holds text that is not a whole number.
    case notAWholeNumber(String)
    /// `<real>` holds text that is not a number.
    case notANumber(String)
    /// `<date>` holds text that is not an ISO 8601 date.
    case notADate(String)
    /// `<data>` does not hold base64.
    case notBase64
    /// An element no property list has.
    case notAPlistElement(String)
    /// A `<key>` with no value after it, before the next `<key>` or (`atEnd`) before `</dict>`.
    case keyWithoutValue(String, atEnd: Bool)
    /// A key written twice in one `<dict>`.
    case keyTwice(String)
    /// A value in a `<dict>` with no `<key>` before it.
    case valueWithoutKey(element: String)
    /// `<true/>` or `<false/>` with something inside.
    case notEmpty(element: String)

    // Binary property lists (`bplist00`)
    case binaryTooShort
    case binaryTrailerDamaged
    /// A set: property lists hold none.
    case binaryHoldsSet(object: Int)
    case binaryObjectDamaged(object: Int)
    case binaryStringNotUTF16(object: Int)
    case binaryNestsTooDeep(limit: Int)
    case binaryReferenceOutOfRange(object: Int, count: Int)
    case binaryObjectHoldsItself(object: Int)
    /// Foundation's reader refused it.
    case binaryDamaged
    /// Foundation read a value no property list holds.
    case binaryValueNotAPlistValue
}

/// What is wrong with an XML document, as a fact (`XMLReadError` adds the line).
public enum XMLProblem: Sendable, Equatable {
    case empty
    /// libxml2's first complaint was a closing tag that does not match `open`.
    case closingTagMismatch(open: String, openedOnLine: Int)
    case notWellFormedHere(parserError: Int)
    case notClosedProperly(open: String, openedOnLine: Int)
    /// The document ends inside `open`: the file looks truncated.
    case endsBeforeClosing(open: String, openedOnLine: Int)
    case notWellFormed(parserError: Int)
    /// `<!ENTITY …>`: refused before parsing.
    case entityDeclared
    /// `<?…?>` past the declaration: refused before parsing.
    case processingInstruction
    /// A UTF-16 or UTF-32 byte order mark.
    case notUTF8Encoding
    case invalidUTF8(offset: Int, bytes: String)
    case nestsTooDeep(element: String, limit: Int)
    case secondRoot(element: String)
    case closesAnother(closing: String, open: String, openedOnLine: Int)
}
