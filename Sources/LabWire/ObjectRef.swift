/// A UIKit or app object of one app process, as the device and the app name it: an id the
/// device gave it and its class.
public struct ObjectRef: Hashable, Sendable, CustomStringConvertible {
    /// Unique within its process.
    public let id: Int
    /// The object's class: an app class (`AppDelegate`, `ViewController`) or a UIKit one.
    public let className: String

    public init(id: Int, className: String) {
        self.id = id
        self.className = className
    }

    public var description: String { "<\(className) #\(id)>" }
}

/// A closure app code handed to the system; the app code keeps what it captures.
public struct ClosureRef: Hashable, Sendable {
    public let id: Int

    public init(id: Int) { self.id = id }
}
