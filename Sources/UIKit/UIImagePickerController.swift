import LabWire

/// The system's photo picker. The simulated device has no camera (as the iOS Simulator has
/// none): `isSourceTypeAvailable(.camera)` is false, and choosing `.camera` anyway raises
/// NSInvalidArgumentException "Source type 1 not available", as UIKit does. Its photo library
/// is empty, so the picker, once presented, shows "No Photos or Videos" and a Cancel button:
/// `tap Cancel` tells the delegate (`imagePickerControllerDidCancel(_:)`, whose default
/// dismisses the picker, as UIKit does for a delegate without it). No image is ever picked.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }

    /// The keys of `imagePickerController(_:didFinishPickingMediaWithInfo:)`'s dictionary.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The picker's delegate is the navigation controller's `delegate` (UIKit retypes it as
    /// `UIImagePickerControllerDelegate & UINavigationControllerDelegate`, which Swift cannot
    /// redeclare): a delegate that is a `UIImagePickerControllerDelegate` hears the picker.
    private var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }
    open var allowsEditing: Bool = false
    open var mediaTypes: [String] = ["public.image"]
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls: Bool = true

    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            AppRuntimeBridge.raise("NSInvalidArgumentException", "Source type \(sourceType.rawValue) not available")
        }
    }

    /// The simulated device has a photo library but no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    private var cancelButton: UIButton?

    /// Shows the empty library and its Cancel button, once presented.
    open override func __labDidPresent() {
        guard cancelButton == nil, let root = view else { return }
        let label = UILabel()
        label.text = "No Photos or Videos"
        root.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addTarget(self, action: Selector("cancelTapped:"), for: .touchUpInside)
        root.addSubview(button)
        cancelButton = button
    }

    open override func __labPerformAction(_ selector: String, _ sender: AnyObject?) -> Bool {
        guard selector == "cancelTapped:" else { return super.__labPerformAction(selector, sender) }
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
        return true
    }
}

/// What the picker tells its delegate.
/// Swift 4.0 spelled the info dictionary `[String: Any]` (InfoKey came with Swift 4.2). Both
/// spellings are requirements (Swift allows no per-version requirement outside `@objc`
/// protocols), so a Swift 4 delegate's method matches; a Swift 5 one with the old spelling gets
/// no warning, where Xcode would say it nearly matches. No image is ever picked, so neither is called.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String: Any]) {
        picker.dismiss(animated: true)
    }
    /// UIKit dismisses the picker itself when its delegate does not implement this.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}


@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.SourceType")
public typealias UIImagePickerControllerSourceType = UIImagePickerController.SourceType
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.CameraDevice")
public typealias UIImagePickerControllerCameraDevice = UIImagePickerController.CameraDevice

// Swift 4.0's info keys were strings (its delegate method took `[String: Any]`).
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = "UIImagePickerControllerOriginalImage"
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = "UIImagePickerControllerEditedImage"
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = "UIImagePickerControllerMediaType"
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaURL")
public let UIImagePickerControllerMediaURL = "UIImagePickerControllerMediaURL"
@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.imageURL")
public let UIImagePickerControllerImageURL = "UIImagePickerControllerImageURL"
