/// Every call app code makes to the device, declared once: the simulated SDK calls these
/// (`AppRuntime.shared.call(HostCalls.isKeyWindow, window)`), `AppHost`'s area files answer
/// them (`HostHandler`). One extension per area, beside this file. A call's name is written
/// only here (`HostCallDeclarationTests` checks).
public enum HostCalls {}

/// Two numbers: a width and a height in points.
public struct Size: Sendable, Equatable, WireCodable {
    public var width: Double, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public func encode(into values: inout [WireValue]) {
        values.append(.double(width))
        values.append(.double(height))
    }

    public init(wire: WireReader) { self.init(width: Double(wire: wire), height: Double(wire: wire)) }
}
