import Foundation

public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputColorKey = "inputColor"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputEVKey = "inputEV"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputTimeKey = "inputTime"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputExtentKey = "inputExtent"
public let kCIOutputImageKey = "outputImage"
public let kCIAttributeFilterName = "CIAttributeFilterName"
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
public let kCICategoryBlur = "CICategoryBlur"
public let kCICategoryGradient = "CICategoryGradient"
public let kCICategoryGenerator = "CICategoryGenerator"
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
public let kCICategoryColorEffect = "CICategoryColorEffect"
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
public let kCICategoryStillImage = "CICategoryStillImage"

/// Core Image's filter: a named recipe with inputs set by key. `CIFilter(name:)` makes one
/// of the built-in filters the lab implements (`CoreImageFilters`); another name gives nil,
/// as iOS does for a name it does not know, and the console says the lab does not simulate
/// it yet. An app's subclass computes its own `outputImage`; its `@objc` inputs are set by key
/// (`setValue(_:forKey:)`, `setValuesForKeys(_:)`) through code the build adds.
open class CIFilter: NSObject {
    /// The filter's name (`CIGaussianBlur`); a layer's filters are found by it in key paths.
    open var name: String
    private var inputs: [String: Any] = [:]
    private let builtIn: CoreImageFilters.Filter?

    /// An app's own filter: named by its class.
    public override init() {
        builtIn = nil
        name = ""
        super.init()
        name = String(describing: type(of: self))
    }

    private init(builtIn: CoreImageFilters.Filter) {
        self.builtIn = builtIn
        name = builtIn.name
        super.init()
        setDefaults()
    }

    /// A built-in filter as a subclass of the CoreImage module's (`CIFilter.radialGradient()`)
    /// makes it; the name is one of `CoreImageFilters`.
    @_spi(CoreImageBuiltIns) public init(builtInNamed name: String) {
        builtIn = CoreImageFilters.named(name)
        self.name = name
        super.init()
        setDefaults()
    }

    public convenience init?(name: String) {
        guard let found = CoreImageFilters.named(name) else {
            CoreImageFilters.sayUnsimulated(name)
            return nil
        }
        self.init(builtIn: found)
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The built-in filter's own name, whatever `name` was set to.
    var builtInName: String? { builtIn?.name }

    /// The result of the filter on its inputs; nil when an input it needs is missing.
    open var outputImage: CIImage? { builtIn?.output(self) }

    /// The default of each input with one (a blur's radius 10, a gradient's colours…).
    open func setDefaults() {
        for (key, value) in builtIn?.defaults ?? [:] { inputs[key] = value }
    }

    open var inputKeys: [String] { builtIn?.inputKeys ?? [] }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open var attributes: [String: Any] {
        [kCIAttributeFilterName: name, kCIAttributeFilterCategories: builtIn?.categories ?? []]
    }

    /// Sets an input: an app subclass's `@objc` property of that name, else the filter's own
    /// input; `value(forKey:)` reads the same way.
    open func setValue(_ value: Any?, forKey key: String) {
        if __labSetValue(value, forKey: key) { return }
        if key == "name", let text = value as? String { name = text; return }
        inputs[key] = value
    }

    open func value(forKey key: String) -> Any? {
        let own = __labGetValue(forKey: key)
        if own.found { return own.value }
        switch key {
        case kCIOutputImageKey: return outputImage
        case "name": return name
        default: return inputs[key]
        }
    }

    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for key in keyedValues.keys.sorted() { setValue(keyedValues[key], forKey: key) }
    }

    /// The names of the built-in filters in all of `categories` (nil: every one), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        CoreImageFilters.all.filter { filter in (categories ?? []).allSatisfy { filter.categories.contains($0) } }.map(\.name).sorted()
    }

    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    // The hooks the build overrides in an app's subclass (Linux Swift has no key-value coding).
    open func __labSetValue(_ value: Any?, forKey key: String) -> Bool { false }
    open func __labGetValue(forKey key: String) -> (found: Bool, value: Any?) { (false, nil) }
    open func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool { false }
    open func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool { false }
    open func __labPerform(_ selector: String, _ arguments: [Any?]) -> Bool { false }

    // Inputs as the built-in filters read them.
    func image(_ key: String) -> CIImage? { inputs[key] as? CIImage }
    func number(_ key: String) -> Double? {
        switch inputs[key] {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
    func vector(_ key: String) -> CIVector? { inputs[key] as? CIVector }
    func color(_ key: String) -> CIColor? { inputs[key] as? CIColor }

    open override var description: String { "<CIFilter \(name)>" }
}
