// Core Image's typed filters (`import CoreImage.CIFilterBuiltins`): `CIFilter.radialGradient()`
// and the like give a filter whose inputs are properties. Each property reads and writes the
// filter's input of Core Image's name (`radius` is `inputRadius`), so a typed filter and one
// made by name are the same filter. The filters themselves are UIKit's `CoreImageFilters`.

@_exported import UIKit
@_spi(CoreImageBuiltIns) import UIKit
import Foundation

public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

public protocol CIRadialGradient: CIFilterProtocol {
    var center: CGPoint { get set }
    var radius0: Float { get set }
    var radius1: Float { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

public protocol CILinearGradient: CIFilterProtocol {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}

public protocol CIBlendWithMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
    var maskImage: CIImage? { get set }
}

public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

public protocol CIColorMonochrome: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}

public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

public protocol CIAffineTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var transform: CGAffineTransform { get set }
}

/// A built-in filter with typed inputs: each property is the input of its Core Image name.
final class TypedFilter: CIFilter, CIRadialGradient, CILinearGradient, CIConstantColorGenerator, CIBlendWithMask,
    CICompositeOperation, CIGaussianBlur, CIColorInvert, CIPhotoEffect, CISepiaTone, CIColorMonochrome, CIColorControls,
    CIAffineTransform {
    private func floatInput(_ key: String) -> Float {
        switch value(forKey: key) {
        case let number as Double: return Float(number)
        case let number as Float: return number
        case let number as CGFloat: return Float(number)
        case let number as Int: return Float(number)
        default: return 0
        }
    }
    private func pointInput(_ key: String) -> CGPoint { (value(forKey: key) as? CIVector)?.cgPointValue ?? .zero }
    private func colorInput(_ key: String) -> CIColor { value(forKey: key) as? CIColor ?? .black }

    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var backgroundImage: CIImage? {
        get { value(forKey: kCIInputBackgroundImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
    var maskImage: CIImage? {
        get { value(forKey: kCIInputMaskImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputMaskImageKey) }
    }
    var center: CGPoint {
        get { pointInput(kCIInputCenterKey) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var point0: CGPoint {
        get { pointInput("inputPoint0") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") }
    }
    var point1: CGPoint {
        get { pointInput("inputPoint1") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") }
    }
    var radius: Float {
        get { floatInput(kCIInputRadiusKey) }
        set { setValue(Double(newValue), forKey: kCIInputRadiusKey) }
    }
    var radius0: Float {
        get { floatInput("inputRadius0") }
        set { setValue(Double(newValue), forKey: "inputRadius0") }
    }
    var radius1: Float {
        get { floatInput("inputRadius1") }
        set { setValue(Double(newValue), forKey: "inputRadius1") }
    }
    var color: CIColor {
        get { colorInput(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var color0: CIColor {
        get { colorInput("inputColor0") }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get { colorInput("inputColor1") }
        set { setValue(newValue, forKey: "inputColor1") }
    }
    var intensity: Float {
        get { floatInput(kCIInputIntensityKey) }
        set { setValue(Double(newValue), forKey: kCIInputIntensityKey) }
    }
    var saturation: Float {
        get { floatInput(kCIInputSaturationKey) }
        set { setValue(Double(newValue), forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { floatInput(kCIInputBrightnessKey) }
        set { setValue(Double(newValue), forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { floatInput(kCIInputContrastKey) }
        set { setValue(Double(newValue), forKey: kCIInputContrastKey) }
    }
    var transform: CGAffineTransform {
        get { value(forKey: kCIInputTransformKey) as? CGAffineTransform ?? .identity }
        set { setValue(newValue, forKey: kCIInputTransformKey) }
    }
}

extension CIFilter {
    public class func radialGradient() -> CIFilter & CIRadialGradient { TypedFilter(builtInNamed: "CIRadialGradient") }
    public class func linearGradient() -> CIFilter & CILinearGradient { TypedFilter(builtInNamed: "CILinearGradient") }
    public class func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { TypedFilter(builtInNamed: "CIConstantColorGenerator") }
    public class func blendWithMask() -> CIFilter & CIBlendWithMask { TypedFilter(builtInNamed: "CIBlendWithMask") }
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { TypedFilter(builtInNamed: "CIGaussianBlur") }
    public class func colorInvert() -> CIFilter & CIColorInvert { TypedFilter(builtInNamed: "CIColorInvert") }
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { TypedFilter(builtInNamed: "CIPhotoEffectMono") }
    public class func sepiaTone() -> CIFilter & CISepiaTone { TypedFilter(builtInNamed: "CISepiaTone") }
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { TypedFilter(builtInNamed: "CIColorMonochrome") }
    public class func colorControls() -> CIFilter & CIColorControls { TypedFilter(builtInNamed: "CIColorControls") }
    public class func affineTransform() -> CIFilter & CIAffineTransform { TypedFilter(builtInNamed: "CIAffineTransform") }
    public class func sourceOverCompositing() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CISourceOverCompositing") }
    public class func multiplyBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIMultiplyBlendMode") }
    public class func screenBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIScreenBlendMode") }
    public class func overlayBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIOverlayBlendMode") }
    public class func darkenBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIDarkenBlendMode") }
    public class func lightenBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CILightenBlendMode") }
    public class func differenceBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIDifferenceBlendMode") }
    public class func exclusionBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIExclusionBlendMode") }
    public class func hardLightBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIHardLightBlendMode") }
    public class func softLightBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CISoftLightBlendMode") }
    public class func colorDodgeBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIColorDodgeBlendMode") }
    public class func colorBurnBlendMode() -> CIFilter & CICompositeOperation { TypedFilter(builtInNamed: "CIColorBurnBlendMode") }
}
