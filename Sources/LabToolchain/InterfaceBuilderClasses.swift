/// Which UIKit (or AppKit) class each Interface Builder XML element stands for.
enum InterfaceBuilderClasses {
    /// iOS elements whose class is not simply `UI` + the capitalised element name.
    static let cocoaTouch: [String: String] = [
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "sceneKitView": "SCNView", "skView": "SKView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "glkView": "GLKView", "mtkView": "MTKView", "glkViewController": "GLKViewController",
        "avPlayerViewController": "AVPlayerViewController", "containerView": "UIView",
        "customObject": "NSObject", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
    ]

    /// macOS elements whose class is not simply `NS` + the capitalised element name.
    static let cocoa: [String: String] = [
        "customObject": "NSObject", "customView": "NSView", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "sceneKitView": "SCNView", "skView": "SKView",
    ]

    /// The class for `element` in a Cocoa Touch (iOS) or Cocoa (macOS) document.
    static func className(forElement element: String, cocoaTouch isCocoaTouch: Bool) -> String {
        if let name = (isCocoaTouch ? cocoaTouch : cocoa)[element] { return name }
        return (isCocoaTouch ? "UI" : "NS") + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// Element attributes that describe the document's structure rather than the object.
    static let structuralAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "key", "sceneMemberID",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "misplaced", "ambiguous",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "adjustsLetterSpacingToFitWidth", "useAutolayout",
        "usesSafeAreas", "colorMatched",
    ]
}
