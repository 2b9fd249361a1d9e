@_spi(LifecycleLab) import UIKit

/// The view that marks an annotation on the map; the map view places it at the annotation's
/// point and shows its callout (title, subtitle, accessory views) while it is selected.
open class MKAnnotationView: UIView {
    open var annotation: MKAnnotation?
    public private(set) var reuseIdentifier: String?
    open var image: UIImage?
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var canShowCallout = false
    open var isEnabled = true
    open var isDraggable = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var displayPriority: Float = 1000
    open var clusteringIdentifier: String?
    open internal(set) var isSelected = false

    /// The size the view takes on the map when the app gives it no frame (a pin's).
    open class var defaultSize: CGSize { CGSize(width: 32, height: 39) }

    public init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(origin: .zero, size: Self.defaultSize))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// The classic pin (deprecated since iOS 16 for MKMarkerAnnotationView, still drawn).
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor? = .systemRed
    open var animatesDrop = false
    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }
}

/// The balloon marker iOS 11 and later draws for an annotation the delegate gives no view for.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphText: String?
    open var glyphTintColor: UIColor?
    open var glyphImage: UIImage?
    open var animatesWhenAdded = false
    open override class var defaultSize: CGSize { CGSize(width: 40, height: 40) }
}
