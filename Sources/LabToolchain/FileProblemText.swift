import LabCore

// The build's English words for LabCore's facts about files it reads: a property list or an
// XML document that cannot be read, a path that would leave its folder. Build diagnostics
// (`Info.plist:12: error: …`) are worded here, in English, like the rest of LabToolchain's.

extension PlistReader.Failure {
    /// What is wrong, as a build diagnostic says it (the line is the diagnostic's).
    public var message: String { problem.text }
}

extension XMLReadError {
    public var message: String { problem.text }
}

extension PlistProblem {
    public var text: String {
        switch self {
        case let .xml(problem): problem.text
        case let .notAPlistDocument(root): "expected a <plist> document, found <\(root)>"
        case let .notOneValue(count): "<plist> must hold exactly one value, found \(count)"
        case .topLevelNotADictionary: "the top-level value is not a <dict>"
        case let .notAWholeNumber(text): "<integer> holds \"\(text)\", which is not a whole number"
        case let .notANumber(text): "<real> holds \"\(text)\", which is not a number"
        case let .notADate(text): "<date> holds \"\(text)\"; expected a date like 2024-01-31T12:00:00Z"
        case .notBase64: "<data> does not hold valid base64"
        case let .notAPlistElement(name): "<\(name)> is not a property-list element"
        case let .keyWithoutValue(key, atEnd): "<key>\(key)</key> has no value before \(atEnd ? "</dict>" : "the next <key>")"
        case let .keyTwice(key): "the key \"\(key)\" appears twice in this <dict>"
        case let .valueWithoutKey(element): "<\(element)> in a <dict> needs a <key> before it"
        case let .notEmpty(element): "<\(element)/> must be empty"
        case .binaryTooShort: "the binary property list is too short to hold its trailer"
        case .binaryTrailerDamaged: "the binary property list's trailer is damaged"
        case let .binaryHoldsSet(object): "the binary property list holds a set (object \(object)), which property lists do not"
        case let .binaryObjectDamaged(object): "the binary property list's object \(object) is damaged"
        case let .binaryStringNotUTF16(object): "the binary property list's string (object \(object)) is not valid UTF-16"
        case let .binaryNestsTooDeep(limit): "the binary property list nests deeper than \(limit) levels"
        case let .binaryReferenceOutOfRange(object, count): "the binary property list refers to object \(object) of \(count)"
        case let .binaryObjectHoldsItself(object): "the binary property list's object \(object) contains itself"
        case .binaryDamaged: "the binary property list is damaged"
        case .binaryValueNotAPlistValue: "the binary property list holds a value a plist cannot hold"
        }
    }
}

extension XMLProblem {
    public var text: String {
        switch self {
        case .empty: "the file is empty"
        case let .closingTagMismatch(open, line): "the closing tag here does not match <\(open)> (opened on line \(line))"
        case let .notWellFormedHere(code): "the XML is not well-formed here (XMLParser error \(code))"
        case let .notClosedProperly(open, line): "the XML is not well-formed here: <\(open)> (opened on line \(line)) is not closed properly"
        case let .endsBeforeClosing(open, line): "the document ends before <\(open)> (opened on line \(line)) is closed — is the file truncated?"
        case let .notWellFormed(code): "the XML is not well-formed (XMLParser error \(code))"
        case .entityDeclared:
            "the file declares an XML entity (<!ENTITY …>); property lists and Interface Builder files never do, so it is not read"
        case .processingInstruction:
            "the file holds an XML processing instruction (<?…?>) past its declaration; property lists and Interface Builder files never do, so it is not read"
        case .notUTF8Encoding: "the file is in UTF-16 or UTF-32; save it as UTF-8"
        case let .invalidUTF8(offset, bytes): "the file is not valid UTF-8 at byte offset \(offset) (bytes \(bytes)); save it as UTF-8 or remove those bytes"
        case let .nestsTooDeep(element, limit):
            "<\(element)> nests deeper than \(limit) elements; the file is damaged (no real property list or Interface Builder file nests this deep)"
        case let .secondRoot(element): "a second top-level element <\(element)> follows the document's root"
        case let .closesAnother(closing, open, line): "</\(closing)> closes <\(open)> opened on line \(line)"
        }
    }
}

extension PathRefusal {
    /// The refusal as a build diagnostic says it.
    public var buildText: String {
        switch self {
        case let .absolute(path): "\"\(path)\" is an absolute path; give a path inside the folder instead"
        case let .leavesFolder(path): "\"\(path)\" leaves its folder (`..` is not allowed)"
        case let .linkLeadsOutside(path): "\"\(path)\" leads outside its folder through a symbolic link"
        }
    }
}

extension Uncopyable {
    /// What the entry is, as a build diagnostic says it after "is".
    public var buildText: String {
        switch self {
        case .fileNotFolder: "a file, not a folder"
        case .linkNotToFolder: "a symbolic link, not a folder"
        case .linkLeavesContainer: "a symbolic link that leads outside its folder"
        case .linkLeavesFolder: "a symbolic link that leads outside the folder"
        case let .linkTo(special): "a symbolic link to \(special.buildText)"
        case let .special(special): special.buildText
        }
    }
}

extension SpecialFile {
    public var buildText: String {
        switch self {
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
