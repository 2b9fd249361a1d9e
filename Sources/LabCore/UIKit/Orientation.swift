import BundleFormats

/// Which way up the device is held (`rotate`), as `UIDevice.Orientation` names it. The
/// device's own orientation; each app's interface follows it only where the app allows.
public enum DeviceOrientation: String, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    /// Turned to the left: the top of the device on the left, the Home button (or bottom
    /// edge) on the right.
    case landscapeLeft
    case landscapeRight

    /// `UIDevice.Orientation`'s raw value.
    public var rawUIKitValue: Int {
        switch self {
        case .portrait: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        case .landscapeRight: 4
        }
    }

    /// The interface orientation that keeps the interface upright: a device turned left shows
    /// its interface in `landscapeRight` (UIKit's two enumerations name landscape the other way round).
    public var interfaceOrientation: InterfaceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        }
    }
}

/// Which way up an app's interface is, as `UIInterfaceOrientation` names it.
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// `UIInterfaceOrientation`'s raw value.
    public var rawUIKitValue: Int {
        switch self {
        case .portrait: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 4
        case .landscapeRight: 3
        }
    }

    /// Its bit in `UIInterfaceOrientationMask`.
    public var maskBit: Int { 1 << rawUIKitValue }

    /// The name Info.plist's `UISupportedInterfaceOrientations` uses.
    public var infoPlistName: String {
        "UIInterfaceOrientation" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Quarter turns (clockwise) from `self` to `other`, for the transition's transform.
    public func quarterTurns(to other: InterfaceOrientation) -> Int {
        let order: [InterfaceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let turns = (order.firstIndex(of: other)! - order.firstIndex(of: self)! + 4) % 4
        return turns == 3 ? -1 : turns
    }
}

/// The orientations an app or a view controller allows (`UIInterfaceOrientationMask`).
public struct InterfaceOrientationMask: Sendable, Equatable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public func contains(_ orientation: InterfaceOrientation) -> Bool { rawValue & orientation.maskBit != 0 }

    /// An iPhone app's default: every orientation but upside down.
    public static let allButUpsideDown = InterfaceOrientationMask(rawValue: 2 | 8 | 16)

    /// Info.plist's `UISupportedInterfaceOrientations` (the iPhone list), in its order; an app
    /// without the key allows portrait and both landscapes (**choice**: Xcode's templates write
    /// those three).
    public static func supported(by info: [String: PlistValue]) -> [InterfaceOrientation] {
        guard case let .array(items)? = info["UISupportedInterfaceOrientations"] else {
            return [.portrait, .landscapeLeft, .landscapeRight]
        }
        let named = items.compactMap { item in InterfaceOrientation.allCases.first { $0.infoPlistName == item.string } }
        return named.isEmpty ? [.portrait, .landscapeLeft, .landscapeRight] : named
    }
}

/// A size class, as `UIUserInterfaceSizeClass` names it.
public enum SizeClass: String, Sendable {
    case compact, regular

    public var rawUIKitValue: Int { self == .compact ? 1 : 2 }
}

/// The traits the device gives an app's interface: an iPhone (not a Max or Plus) is compact
/// wide in either orientation, regular tall in portrait and compact tall in landscape.
public struct InterfaceTraits: Sendable, Equatable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(orientation: InterfaceOrientation) {
        horizontal = .compact
        vertical = orientation.isLandscape ? .compact : .regular
    }
}
