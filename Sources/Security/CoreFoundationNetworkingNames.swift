import Foundation

// More of Core Foundation's names, as networking code spells them on iOS (Alamofire's string
// encodings, bundle keys, boolean detection and trust errors). Each is its Foundation value.

public typealias CFOptionFlags = UInt
public typealias CFTypeID = UInt
/// Core Foundation's error is toll-free bridged to `NSError`.
public typealias CFError = NSError

/// The keys of a bundle's Info.plist, as Core Foundation names them.
public let kCFBundleVersionKey: CFString = "CFBundleVersion"
public let kCFBundleIdentifierKey: CFString = "CFBundleIdentifier"
public let kCFBundleExecutableKey: CFString = "CFBundleExecutable"
public let kCFBundleNameKey: CFString = "CFBundleName"
public let kCFBundleInfoDictionaryVersionKey: CFString = "CFBundleInfoDictionaryVersion"
public let kCFBundleDevelopmentRegionKey: CFString = "CFBundleDevelopmentRegion"

/// Type identifiers, as Core Foundation's `CFGetTypeID` tells its kinds apart: a boolean is an
/// `NSNumber` made from a `Bool` (Foundation on Linux keeps its Objective-C type, "c").
private enum TypeIDs {
    static let boolean: CFTypeID = 21, number: CFTypeID = 22, string: CFTypeID = 7, array: CFTypeID = 19,
               dictionary: CFTypeID = 18, data: CFTypeID = 20, date: CFTypeID = 42, other: CFTypeID = 1
}

public func CFBooleanGetTypeID() -> CFTypeID { TypeIDs.boolean }
public func CFNumberGetTypeID() -> CFTypeID { TypeIDs.number }
public func CFStringGetTypeID() -> CFTypeID { TypeIDs.string }
public func CFArrayGetTypeID() -> CFTypeID { TypeIDs.array }
public func CFDictionaryGetTypeID() -> CFTypeID { TypeIDs.dictionary }
public func CFDataGetTypeID() -> CFTypeID { TypeIDs.data }

public func CFGetTypeID(_ cf: CFTypeRef?) -> CFTypeID {
    switch cf {
    case let number as NSNumber: return String(cString: number.objCType) == "c" ? TypeIDs.boolean : TypeIDs.number
    case is NSString: return TypeIDs.string
    case is NSArray: return TypeIDs.array
    case is NSDictionary: return TypeIDs.dictionary
    case is NSData: return TypeIDs.data
    case is NSDate: return TypeIDs.date
    default: return TypeIDs.other
    }
}

/// Core Foundation's string encodings (`CFStringEncoding`), and their conversions to IANA
/// character set names and to Foundation's `String.Encoding` raw values.
public typealias CFStringEncoding = UInt32
public let kCFStringEncodingInvalidId: CFStringEncoding = 0xffffffff
public let kCFStringEncodingMacRoman: CFStringEncoding = 0
public let kCFStringEncodingWindowsLatin1: CFStringEncoding = 0x0500
public let kCFStringEncodingISOLatin1: CFStringEncoding = 0x0201
public let kCFStringEncodingASCII: CFStringEncoding = 0x0600
public let kCFStringEncodingUnicode: CFStringEncoding = 0x0100
public let kCFStringEncodingUTF8: CFStringEncoding = 0x08000100
public let kCFStringEncodingUTF16: CFStringEncoding = 0x0100
public let kCFStringEncodingUTF16BE: CFStringEncoding = 0x10000100
public let kCFStringEncodingUTF16LE: CFStringEncoding = 0x14000100
public let kCFStringEncodingUTF32: CFStringEncoding = 0x0c000100

/// (IANA name, Core Foundation encoding, Foundation encoding) for the encodings Foundation names.
private let knownEncodings: [(iana: String, cf: CFStringEncoding, ns: UInt)] = [
    ("utf-8", kCFStringEncodingUTF8, String.Encoding.utf8.rawValue),
    ("us-ascii", kCFStringEncodingASCII, String.Encoding.ascii.rawValue),
    ("iso-8859-1", kCFStringEncodingISOLatin1, String.Encoding.isoLatin1.rawValue),
    ("iso-8859-2", 0x0202, String.Encoding.isoLatin2.rawValue),
    ("windows-1252", kCFStringEncodingWindowsLatin1, String.Encoding.windowsCP1252.rawValue),
    ("windows-1251", 0x0502, String.Encoding.windowsCP1251.rawValue),
    ("windows-1250", 0x0501, String.Encoding.windowsCP1250.rawValue),
    ("macintosh", kCFStringEncodingMacRoman, String.Encoding.macOSRoman.rawValue),
    ("utf-16", kCFStringEncodingUTF16, String.Encoding.utf16.rawValue),
    ("utf-16be", kCFStringEncodingUTF16BE, String.Encoding.utf16BigEndian.rawValue),
    ("utf-16le", kCFStringEncodingUTF16LE, String.Encoding.utf16LittleEndian.rawValue),
    ("utf-32", kCFStringEncodingUTF32, String.Encoding.utf32.rawValue),
    ("shift_jis", 0x0a01, String.Encoding.shiftJIS.rawValue),
    ("euc-jp", 0x0920, String.Encoding.japaneseEUC.rawValue),
    ("iso-2022-jp", 0x0820, String.Encoding.iso2022JP.rawValue),
]

/// The encoding an IANA character set name (a response's `charset`) names, case-insensitively;
/// `kCFStringEncodingInvalidId` for a name not known.
public func CFStringConvertIANACharSetNameToEncoding(_ theString: CFString!) -> CFStringEncoding {
    guard let name = theString.map({ String(describing: $0).lowercased() }) else { return kCFStringEncodingInvalidId }
    let aliases = ["utf8": "utf-8", "ascii": "us-ascii", "latin1": "iso-8859-1", "iso_8859-1": "iso-8859-1", "cp1252": "windows-1252"]
    let canonical = aliases[name] ?? name
    return knownEncodings.first { $0.iana == canonical }?.cf ?? kCFStringEncodingInvalidId
}

/// Foundation's raw value for a Core Foundation encoding (Core Foundation's own rule for the others).
public func CFStringConvertEncodingToNSStringEncoding(_ encoding: CFStringEncoding) -> UInt {
    if let known = knownEncodings.first(where: { $0.cf == encoding }) { return known.ns }
    return encoding == kCFStringEncodingInvalidId ? 0xffffffff : 0x80000000 | UInt(encoding)
}

public func CFStringConvertNSStringEncodingToEncoding(_ encoding: UInt) -> CFStringEncoding {
    if let known = knownEncodings.first(where: { $0.ns == encoding }) { return known.cf }
    return encoding & 0x80000000 != 0 ? CFStringEncoding(encoding & 0x7fffffff) : kCFStringEncodingInvalidId
}

public func CFStringConvertEncodingToIANACharSetName(_ encoding: CFStringEncoding) -> CFString? {
    knownEncodings.first { $0.cf == encoding }.map { NSString(string: $0.iana) }
}
