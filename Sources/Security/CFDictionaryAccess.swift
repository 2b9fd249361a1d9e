import Foundation

// Core Foundation's dictionary calls on raw pointers, as code of the Objective-C era reads
// ImageIO's property dictionaries: `CFDictionaryGetValue(properties,
// Unmanaged.passUnretained(kCGImagePropertyGIFDictionary).toOpaque())`, then
// `unsafeBitCast(value, to: CFDictionary.self)`. A `CFDictionary` is its Foundation class in the
// lab (CoreFoundationNames.swift), and a pointer is an object's: a key pointer is the object
// `Unmanaged` made it from, a value pointer the object the dictionary holds. Keys are compared as
// `kCFTypeDictionaryKeyCallBacks` compare them (`isEqual`, so any string equal to the key finds it).

/// The value for `key`, or nil: the Get rule — the pointer is the dictionary's object, valid
/// while the dictionary lives, not retained for the caller.
public func CFDictionaryGetValue(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> UnsafeRawPointer! {
    guard let theDict, let key, let value = theDict.object(forKey: Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()) else {
        return nil
    }
    return UnsafeRawPointer(Unmanaged.passUnretained(CFDictionaryValues.object(value)).toOpaque())
}

/// Whether the dictionary has `key`; when it has, `value` (if given) receives the value as
/// `CFDictionaryGetValue` gives it.
public func CFDictionaryGetValueIfPresent(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!,
                                          _ value: UnsafeMutablePointer<UnsafeRawPointer?>!) -> Bool {
    guard let found = CFDictionaryGetValue(theDict, key) else { return false }
    value?.pointee = found
    return true
}

public func CFDictionaryContainsKey(_ theDict: CFDictionary!, _ key: UnsafeRawPointer!) -> Bool {
    CFDictionaryGetValue(theDict, key) != nil
}

public func CFDictionaryGetCount(_ theDict: CFDictionary!) -> CFIndex { theDict?.count ?? 0 }

enum CFDictionaryValues {
    /// Values swift-corelibs-foundation hands out as Swift values (a stored `true` comes back as
    /// `Bool`): bridged once each and kept, so the pointer given for them stays valid as the
    /// dictionary's own object would.
    nonisolated(unsafe) private static var bridged: [AnyObject] = []

    static func object(_ value: Any) -> AnyObject {
        let object = value as AnyObject
        if !(type(of: value) is AnyClass) { bridged.append(object) }
        return object
    }
}
