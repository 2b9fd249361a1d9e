/// Modules an app may import: the SDK's frameworks and Swift's own libraries. Importing an
/// SDK framework links it (Swift autolinking), which matters to nibs that use its classes.
enum SDKModules {
    static let frameworks: Set<String> = [
        "ARKit", "AVFoundation", "AVKit", "AppKit", "BackgroundTasks", "Combine", "CoreData", "CoreGraphics",
        "CoreImage", "CoreLocation", "CoreMotion", "Foundation", "GLKit", "MapKit", "MessageUI", "Metal",
        "MetalKit", "PassKit", "Photos", "QuartzCore", "SceneKit", "SpriteKit", "StoreKit", "SwiftUI",
        "UIKit", "UserNotifications", "WebKit",
        // The rest of the iOS SDK's frameworks: they import; what the lab does not simulate says so.
        "Accelerate", "Accounts", "AdSupport", "AppTrackingTransparency", "AudioToolbox", "AuthenticationServices",
        "AVRouting", "CallKit", "CarPlay", "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth",
        "CoreHaptics", "CoreML", "CoreMedia", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony",
        "CoreText", "CoreVideo", "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI", "ExternalAccessory",
        "FileProvider", "GameController", "GameKit", "GameplayKit", "HealthKit", "HomeKit", "IdentityLookup",
        "ImageIO", "Intents", "IntentsUI", "LinkPresentation", "LocalAuthentication", "MediaPlayer",
        "MetricKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "NaturalLanguage",
        "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter", "OSLog", "PDFKit",
        "PencilKit", "PhotosUI", "PushKit", "QuickLook", "QuickLookThumbnailing", "RealityKit", "ReplayKit",
        "SafariServices", "Security", "SensorKit", "Social", "Speech", "SystemConfiguration", "UniformTypeIdentifiers",
        "UserNotificationsUI", "VideoToolbox", "Vision", "VisionKit", "WatchConnectivity", "WidgetKit",
        "AVFAudio", "Charts", "StoreKitTest",
    ]
    static let swiftLibraries: Set<String> = ["Swift", "Darwin", "Dispatch", "ObjectiveC", "os", "Observation"]

    static func exists(_ module: String) -> Bool {
        frameworks.contains(module) || swiftLibraries.contains(module)
    }
}
