/// SystemConfiguration's network reachability, answered as the simulated device is: without a
/// network. Every target's flags are empty (not reachable), the answer never changes, so a
/// callback set is never called; the first answer says so on the console.
extension DeclaredFrameworks {
    static let systemConfiguration = """
        #if canImport(Glibc)
        import Glibc
        #endif
        public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
            public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
            public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
            public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
            public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
            public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
            public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
            public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
            public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
            public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
        }
        /// A host name or address whose reachability the app asks about.
        public final class SCNetworkReachability {
            let target: String
            init(target: String) { self.target = target }
        }
        /// A Swift function in the lab (Core Foundation's C callback on iOS): a closure literal is both.
        public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void
        public struct SCNetworkReachabilityContext {
            public var version: CFIndex
            public var info: UnsafeMutableRawPointer?
            public var retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?
            public var release: ((UnsafeRawPointer) -> Void)?
            public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
            public init() { version = 0; info = nil; retain = nil; release = nil; copyDescription = nil }
            public init(version: CFIndex, info: UnsafeMutableRawPointer?, retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?,
                        release: ((UnsafeRawPointer) -> Void)?, copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?) {
                self.version = version
                self.info = info
                self.retain = retain
                self.release = release
                self.copyDescription = copyDescription
            }
        }
        public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
            SCNetworkReachability(target: String(cString: nodename))
        }
        public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
            SCNetworkReachability(target: "an address")
        }
        /// Not reachable: the simulated device has no network.
        public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
            __LabNotSimulated.say("a network (SCNetworkReachability)", instead: "the simulated device has no network: every host is not reachable")
            flags.pointee = []
            return true
        }
        /// Kept; never called, since the answer never changes.
        public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                                     _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool { true }
        public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: CFString) -> Bool { true }
        public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ runLoopMode: CFString) -> Bool { true }
        public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool { true }
        """
}
