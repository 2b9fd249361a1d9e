import BundleFormats
import LabCore

// The build's words for LabCore's facts about files it reads: a property list or an XML
// document that cannot be read, a path that would leave its folder. Build diagnostics
// (`Info.plist:12: error: …`) are written here as catalog keys (`BuildText`), like the rest of
// LabToolchain's, and worded by LabShell in the learner's language.

extension PlistReader.Failure {
    /// What is wrong, as a build diagnostic says it (the line is the diagnostic's).
    public var message: String { problem.text }
    public var wording: BuildText { problem.wording }
}

extension XMLReadError {
    public var message: String { problem.text }
    public var wording: BuildText { problem.wording }
}

extension PlistProblem {
    public var text: String { wording.english }

    public var wording: BuildText {
        switch self {
        case let .xml(problem): problem.wording
        case let .notAPlistDocument(root): tr("expected a <plist> document, found <%@>", "\(root)")
        case let .notOneValue(count): tr("<plist> must hold exactly one value, found %@", "\(count)")
        case .topLevelNotADictionary: tr("the top-level value is not a <dict>")
        case let .notAWholeNumber(text): tr("<integer> holds \"%@\", which is not a whole number", "\(text)")
        case let .notANumber(text): tr("<real> holds \"%@\", which is not a number", "\(text)")
        case let .notADate(text): tr("<date> holds \"%@\"; expected a date like 2024-01-31T12:00:00Z", "\(text)")
        case .notBase64: tr("<data> does not hold valid base64")
        case let .notAPlistElement(name): tr("<%@> is not a property-list element", "\(name)")
        case let .keyWithoutValue(key, atEnd): atEnd ? tr("<key>%@</key> has no value before </dict>", key) : tr("<key>%@</key> has no value before the next <key>", key)
        case let .keyTwice(key): tr("the key \"%@\" appears twice in this <dict>", "\(key)")
        case let .valueWithoutKey(element): tr("<%@> in a <dict> needs a <key> before it", "\(element)")
        case let .notEmpty(element): tr("<%@/> must be empty", "\(element)")
        case .binaryTooShort: tr("the binary property list is too short to hold its trailer")
        case .binaryTrailerDamaged: tr("the binary property list's trailer is damaged")
        case let .binaryHoldsSet(object): tr("the binary property list holds a set (object %@), which property lists do not", "\(object)")
        case let .binaryObjectDamaged(object): tr("the binary property list's object %@ is damaged", "\(object)")
        case let .binaryStringNotUTF16(object): tr("the binary property list's string (object %@) is not valid UTF-16", "\(object)")
        case let .binaryNestsTooDeep(limit): tr("the binary property list nests deeper than %@ levels", "\(limit)")
        case let .binaryReferenceOutOfRange(object, count): tr("the binary property list refers to object %@ of %@", "\(object)", "\(count)")
        case let .binaryObjectHoldsItself(object): tr("the binary property list's object %@ contains itself", "\(object)")
        case .binaryDamaged: tr("the binary property list is damaged")
        case .binaryValueNotAPlistValue: tr("the binary property list holds a value a plist cannot hold")
        }
    }
}

extension XMLProblem {
    public var text: String { wording.english }

    public var wording: BuildText {
        switch self {
        case .empty: tr("the file is empty")
        case let .closingTagMismatch(open, line): tr("the closing tag here does not match <%@> (opened on line %@)", "\(open)", "\(line)")
        case let .notWellFormedHere(code): tr("the XML is not well-formed here (XMLParser error %@)", "\(code)")
        case let .notClosedProperly(open, line): tr("the XML is not well-formed here: <%@> (opened on line %@) is not closed properly", "\(open)", "\(line)")
        case let .endsBeforeClosing(open, line): tr("the document ends before <%@> (opened on line %@) is closed — is the file truncated?", "\(open)", "\(line)")
        case let .notWellFormed(code): tr("the XML is not well-formed (XMLParser error %@)", "\(code)")
        case .entityDeclared:
            tr("the file declares an XML entity (<!ENTITY …>); property lists and Interface Builder files never do, so it is not read")
        case .processingInstruction:
            tr("the file holds an XML processing instruction (<?…?>) past its declaration; property lists and Interface Builder files never do, so it is not read")
        case .notUTF8Encoding: tr("the file is in UTF-16 or UTF-32; save it as UTF-8")
        case let .invalidUTF8(offset, bytes): tr("the file is not valid UTF-8 at byte offset %@ (bytes %@); save it as UTF-8 or remove those bytes", "\(offset)", "\(bytes)")
        case let .nestsTooDeep(element, limit):
            tr("<%@> nests deeper than %@ elements; the file is damaged (no real property list or Interface Builder file nests this deep)", "\(element)", "\(limit)")
        case let .secondRoot(element): tr("a second top-level element <%@> follows the document's root", "\(element)")
        case let .closesAnother(closing, open, line): tr("</%@> closes <%@> opened on line %@", "\(closing)", "\(open)", "\(line)")
        }
    }
}

extension PathRefusal {
    /// The refusal as a build diagnostic says it.
    public var buildText: String { buildWording.english }

    public var buildWording: BuildText {
        switch self {
        case let .absolute(path): tr("\"%@\" is an absolute path; give a path inside the folder instead", "\(path)")
        case let .leavesFolder(path): tr("\"%@\" leaves its folder (`..` is not allowed)", "\(path)")
        case let .linkLeadsOutside(path): tr("\"%@\" leads outside its folder through a symbolic link", "\(path)")
        }
    }
}

extension Uncopyable {
    /// What the entry is, as a build diagnostic says it after "is".
    public var buildText: String { buildWording.english }

    public var buildWording: BuildText {
        switch self {
        case .fileNotFolder: tr("a file, not a folder")
        case .linkNotToFolder: tr("a symbolic link, not a folder")
        case .linkLeavesContainer: tr("a symbolic link that leads outside its folder")
        case .linkLeavesFolder: tr("a symbolic link that leads outside the folder")
        case let .linkTo(special): tr("a symbolic link to %@", special.buildWording)
        case let .special(special): special.buildWording
        }
    }
}

extension SpecialFile {
    public var buildText: String { buildWording.english }

    public var buildWording: BuildText {
        switch self {
        case .fifo: tr("a FIFO (named pipe)")
        case .device: tr("a device")
        case .socket: tr("a socket")
        case .other: tr("a special file")
        }
    }
}
