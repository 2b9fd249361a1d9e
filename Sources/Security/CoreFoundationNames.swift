@_exported import Foundation

// Core Foundation's names for the toll-free bridged Foundation classes, as the Keychain's
// dictionaries use them (`query as CFDictionary`, `kSecClass as String`). On iOS they come
// with Foundation; Swift on Linux has no Core Foundation types, so each is its Foundation class.
public typealias CFString = NSString
public typealias CFDictionary = NSDictionary
public typealias CFMutableDictionary = NSMutableDictionary
public typealias CFData = NSData
public typealias CFMutableData = NSMutableData
public typealias CFURL = NSURL
public typealias CFNumber = NSNumber
public typealias CFBoolean = NSNumber
public typealias CFTypeRef = AnyObject
public typealias OSStatus = Int32

public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// `NSErrorPointer` (Foundation on Linux lacks it): `var error: NSError?`, passed as `&error`.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// Core Foundation's index, allocator and run loop, as SystemConfiguration's reachability
/// calls name them: an `Int`; an allocator that is always the default (`nil`); Foundation's
/// `RunLoop`, with its modes' names.
public typealias CFIndex = Int
public final class CFAllocator {}
public let kCFAllocatorDefault: CFAllocator? = nil
public typealias CFRunLoop = RunLoop
public func CFRunLoopGetCurrent() -> CFRunLoop { RunLoop.current }
public func CFRunLoopGetMain() -> CFRunLoop { RunLoop.main }
public let kCFRunLoopDefaultMode: CFString = "kCFRunLoopDefaultMode"
public let kCFRunLoopCommonModes: CFString = "kCFRunLoopCommonModes"

/// A new empty mutable data (`capacity` is a hint; 0 means no limit), as ImageIO's destinations write into.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity))
}
