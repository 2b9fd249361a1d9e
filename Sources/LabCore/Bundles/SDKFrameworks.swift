import BundleFormats

/// Which SDK framework provides a class an interface file names, so the loader can refuse to
/// unarchive `MKMapView` from an app that does not link MapKit, as iOS does ("Could not
/// instantiate class named MKMapView").
public enum SDKFrameworks {
    /// Frameworks every app links (Xcode adds them; Swift's `import UIKit` autolinks them).
    public static func implicit(for layout: BundleLayout) -> [String] {
        layout == .iOS ? ["Foundation", "UIKit"] : ["AppKit", "Foundation"]
    }

    /// Class-name prefixes and the framework whose classes carry them. Longest prefix wins.
    public static let prefixes: [(prefix: String, framework: String)] = [
        ("ARSCN", "ARKit"), ("ARSK", "ARKit"), ("AVPlayer", "AVKit"), ("AVRoutePicker", "AVKit"),
        ("CL", "CoreLocation"), ("GLK", "GLKit"), ("MK", "MapKit"), ("MTK", "MetalKit"),
        ("NS", "AppKit"), ("PK", "PassKit"), ("SCN", "SceneKit"), ("SK", "SpriteKit"),
        ("UI", "UIKit"), ("WK", "WebKit"),
    ]

    /// The framework a class name belongs to, or nil for a class no SDK framework provides
    /// (then it must be one of the app's own classes).
    public static func framework(forClass name: String) -> String? {
        if name == "NSObject" { return "Foundation" }
        let matches = prefixes.filter { entry in
            name.hasPrefix(entry.prefix) && name.dropFirst(entry.prefix.count).first?.isUppercase == true
        }
        return matches.max { $0.prefix.count < $1.prefix.count }?.framework
    }

    /// The SDK framework that provides `className` when the app does not link it (so the class
    /// cannot be unarchived); nil for the app's own classes and classes of linked frameworks.
    static func unlinkedFramework(for className: String, linked: [String], appDeclares: (String) -> Bool) -> String? {
        guard !appDeclares(className), let framework = framework(forClass: className),
              !linked.contains(framework) else { return nil }
        return framework
    }
}
