import Foundation

/// Names iOS's Foundation and Core Foundation give app code that swift-corelibs-foundation
/// does not export on Linux.

/// Foundation's integer types of Objective-C (`NSInteger` is `Int` in Swift on iOS).
public typealias NSInteger = Int
public typealias NSUInteger = UInt
/// Their limits, as Foundation's `NSIntegerMax` and relatives give them.
public let NSIntegerMax: Int = .max
public let NSIntegerMin: Int = .min
public let NSUIntegerMax: UInt = .max

/// Core Foundation's absolute time: seconds since 1 January 2001 (Foundation's reference date).
public typealias CFAbsoluteTime = Double

/// Core Foundation's current absolute time, on the device's virtual clock (as `Date()` is).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
