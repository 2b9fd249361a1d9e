@_spi(LifecycleLab) import UIKit

// Capture, declared so an app using the camera compiles (docs/lifecycle.md, "Frameworks
// declared, not simulated"): the simulated iPhone, like the iOS Simulator, has no camera or
// microphone to capture from — `AVCaptureDevice.default(for:)` is nil — and the first use says so.

func captureNotSimulated(_ api: String) {
    __LabNotSimulated.say("capture (\(api))", instead: "the simulated device has no camera or microphone, as the iOS Simulator has none: no device, no frames")
}

public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let metadata = AVMediaType("meta")
}
@available(*, unavailable, renamed: "AVMediaType.video")
public let AVMediaTypeVideo = AVMediaType.video
@available(*, unavailable, renamed: "AVMediaType.audio")
public let AVMediaTypeAudio = AVMediaType.audio

public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// A camera or microphone: the simulated device has none.
open class AVCaptureDevice: NSObject {
    public enum Position: Int, Sendable { case unspecified = 0, back, front }
    public enum TorchMode: Int, Sendable { case off = 0, on, auto }
    public enum FlashMode: Int, Sendable { case off = 0, on, auto }
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus, continuousAutoFocus }
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    }
    public let uniqueID: String = ""
    public let localizedName: String = ""
    open var position: Position { .unspecified }
    open var hasTorch: Bool { false }
    open var hasFlash: Bool { false }
    open var torchMode: TorchMode = .off
    open var focusMode: FocusMode = .continuousAutoFocus

    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        captureNotSimulated("AVCaptureDevice.default(for:)")
        return nil
    }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        captureNotSimulated("AVCaptureDevice.default(_:for:position:)")
        return nil
    }
    /// Camera access is the user's to give; with no camera there is nothing to ask for.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .authorized }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        captureNotSimulated("AVCaptureDevice.requestAccess(for:)")
        handler(true)
    }
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
}

open class AVCaptureInput: NSObject {}

open class AVCaptureDeviceInput: AVCaptureInput {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws { self.device = device }
}

open class AVCaptureOutput: NSObject {
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

public enum AVCaptureVideoOrientation: Int, Sendable { case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft }

open class AVCaptureConnection: NSObject {
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    open var isVideoOrientationSupported: Bool { true }
    open var isEnabled = true
}

/// A capture session: inputs and outputs are kept; with no device, no frames flow.
open class AVCaptureSession: NSObject {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    }
    open var sessionPreset: Preset = .high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open private(set) var isRunning = false
    public override init() { super.init() }
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func startRunning() {
        captureNotSimulated("AVCaptureSession.startRunning()")
        isRunning = true
    }
    open func stopRunning() { isRunning = false }
}

public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// The camera's picture as a layer: it shows nothing (no frames come).
open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var connection: AVCaptureConnection? { nil }
    public init(session: AVCaptureSession) { self.session = session; super.init() }
    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?)
}
extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {}
}
open class AVCapturePhoto: NSObject {
    open func fileDataRepresentation() -> Data? { nil }
}
open class AVCapturePhotoSettings: NSObject {
    open var flashMode: AVCaptureDevice.FlashMode = .off
    public override init() { super.init() }
}
open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() { super.init() }
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: AVCapturePhotoCaptureDelegate) {
        captureNotSimulated("AVCapturePhotoOutput.capturePhoto(with:delegate:)")
    }
}
open class AVCaptureMovieFileOutput: AVCaptureOutput {
    public override init() { super.init() }
    open var isRecording: Bool { false }
    open func stopRecording() {}
}

/// Machine-readable codes and faces the camera would see (none: it sees nothing).
open class AVMetadataObject: NSObject {
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let code128 = ObjectType(rawValue: "com.intermec.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let face = ObjectType(rawValue: "face")
    }
    open var type: ObjectType { .qr }
    open var bounds: CGRect { .zero }
}
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    open var stringValue: String? { nil }
}
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}
open class AVCaptureMetadataOutput: AVCaptureOutput {
    public override init() { super.init() }
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [.qr, .ean13, .ean8, .code128, .pdf417, .face] }
    open func setMetadataObjectsDelegate(_ objectsDelegate: AVCaptureMetadataOutputObjectsDelegate?, queue objectsCallbackQueue: DispatchQueue?) {}
}
