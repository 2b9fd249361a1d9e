import LabCore

/// Which device `--device` and `--macos` ask for (`lab --device mac`, `reset --device mac --macos 10.6`).
public struct DeviceChoice: Sendable, Equatable {
    /// A Mac on this version; nil for the iPhone (or the device kind kept).
    public var macOS: MacOSVersion?
    /// `--device iphone`: back to the iPhone.
    public var iPhone: Bool

    /// `lab --device … --macos …`: the words as typed, read as `reset`'s typed values are.
    public static func parse(device: String?, macOS: String?, iosGiven: Bool = false) throws(CommandError) -> DeviceChoice {
        var version: MacOSVersion?
        if let macOS { version = try Self.macOS(macOS) }
        var kind: DeviceKind?
        if let device { kind = try DeviceKind(typed: device) }
        return try choose(device: kind, macOS: version, iosGiven: iosGiven)
    }

    /// The device the typed values ask for; `--ios` on a Mac and `--macos` on the iPhone are refused.
    public static func choose(device: DeviceKind?, macOS version: MacOSVersion?, iosGiven: Bool) throws(CommandError) -> DeviceChoice {
        switch device {
        case nil:
            return DeviceChoice(macOS: version, iPhone: false)
        case .mac?:
            if iosGiven { throw CommandError(tr("--ios is the iPhone's; a Mac takes --macos VERSION")) }
            return DeviceChoice(macOS: version ?? .current, iPhone: false)
        case .iphone?:
            if version != nil { throw CommandError(tr("--macos is the Mac's; the iPhone takes --ios N")) }
            return DeviceChoice(macOS: nil, iPhone: true)
        }
    }

    /// `--macos VERSION` as a simulated macOS version.
    public static func macOS(_ typed: String) throws(CommandError) -> MacOSVersion {
        guard let parsed = MacOSVersion(parsing: typed) else {
            throw CommandError(tr("--macos needs a simulated macOS version from %@ to %@ (such as 10.6, 10.9 or 14), not %@",
                                  MacOSVersion.oldest.description, MacOSVersion.newest.description, InputLine.quoted(typed)))
        }
        return parsed
    }
}

/// `--device iphone|mac` (any case).
public enum DeviceKind: String, CaseIterable, Sendable {
    case iphone, mac

    public init(typed: String) throws(CommandError) {
        let word = typed.lowercased()
        guard let kind = DeviceKind(rawValue: word) else { throw CommandError(tr("--device is iphone or mac, not %@", InputLine.quoted(word))) }
        self = kind
    }
}
