import LabCore

/// Which device `--device` and `--macos` ask for (`lab --device mac`, `reset --device mac --macos 10.6`).
public struct DeviceChoice: Sendable, Equatable {
    /// A Mac on this version; nil for the iPhone (or the device kind kept).
    public var macOS: MacOSVersion?
    /// `--device iphone`: back to the iPhone.
    public var iPhone: Bool

    public static func parse(device: String?, macOS: String?, iosGiven: Bool = false) throws(CommandError) -> DeviceChoice {
        var version: MacOSVersion?
        if let macOS {
            guard let parsed = MacOSVersion(parsing: macOS) else {
                throw CommandError(tr("--macos needs a simulated macOS version from %@ to %@ (such as 10.6, 10.9 or 14), not %@",
                                      MacOSVersion.oldest.description, MacOSVersion.newest.description, InputLine.quoted(macOS)))
            }
            version = parsed
        }
        switch device?.lowercased() {
        case nil:
            return DeviceChoice(macOS: version, iPhone: false)
        case "mac"?:
            if iosGiven { throw CommandError(tr("--ios is the iPhone's; a Mac takes --macos VERSION")) }
            return DeviceChoice(macOS: version ?? .current, iPhone: false)
        case "iphone"?:
            if version != nil { throw CommandError(tr("--macos is the Mac's; the iPhone takes --ios N")) }
            return DeviceChoice(macOS: nil, iPhone: true)
        case let other?:
            throw CommandError(tr("--device is iphone or mac, not %@", InputLine.quoted(other)))
        }
    }
}
