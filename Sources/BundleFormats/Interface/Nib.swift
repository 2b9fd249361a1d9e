/// A compiled interface file: the objects a storyboard scene or a xib archives.
///
/// Written by the build (LabToolchain) into `.nib` files; read back when the app loads a
/// storyboard or a view controller's view.
public struct Nib: Sendable, Equatable {
    /// Top-level objects: a scene's view controller, or a xib's views and owner connections.
    public var objects: [NibObject]

    public init(objects: [NibObject]) { self.objects = objects }
}

/// One archived object with its attributes and subviews.
public struct NibObject: Sendable, Equatable {
    /// Interface Builder object id (`BYZ-38-t0r`).
    public var id: String
    /// The UIKit class the element stands for (`UIViewController`, `UIView`, `UILabel`, `MKMapView`).
    public var uikitClass: String
    /// `customClass` from Interface Builder, when set.
    public var customClass: String?
    /// The module a custom class lives in, when IB recorded one.
    public var customModule: String?
    /// Simple attributes by name: `backgroundColor` = `systemBackgroundColor`, `text` = `Hello`.
    public var attributes: [String: String]
    public var children: [NibObject]

    public init(id: String, uikitClass: String, customClass: String? = nil, customModule: String? = nil,
                attributes: [String: String] = [:], children: [NibObject] = []) {
        self.id = id
        self.uikitClass = uikitClass
        self.customClass = customClass
        self.customModule = customModule
        self.attributes = attributes
        self.children = children
    }

    /// Marks a prototype cell among a collection view's children; its value is the reuse identifier.
    public static let prototypeAttribute = "prototype"
    /// User-defined runtime attributes (and `@IBInspectable` values), in document order: one
    /// line each, key path, Interface Builder's type and the value as text, tab-separated.
    public static let runtimeAttributesAttribute = "userDefinedRuntimeAttributes"
    /// Marks a bar button item among a controller's children; its value is the bar's side (`left`, `right`).
    public static let barItemAttribute = "barItem"
    /// The `placeholder` value of a Cocoa xib's Application object (NSApp).
    public static let applicationPlaceholder = "IBApplication"

    /// The class the runtime instantiates: the custom class when there is one.
    public var effectiveClass: String { customClass ?? uikitClass }
}
