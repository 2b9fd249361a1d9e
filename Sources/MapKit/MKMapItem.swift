@_spi(LifecycleLab) import UIKit

/// MapKit's place, which apps make to open a place in Maps.
open class MKPlacemark: CLPlacemark {
    public init(coordinate: CLLocationCoordinate2D) { super.init(coordinate: coordinate) }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { super.init(coordinate: coordinate) }
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
}

/// A place to open in Maps; the simulated device has no Maps app, so opening one says so and
/// answers false.
open class MKMapItem: NSObject {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public init(placemark: MKPlacemark) { self.placemark = placemark; super.init() }
    open var isCurrentLocation: Bool { false }
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        print("[LifecycleLab] MKMapItem.openInMaps(launchOptions:): the simulated device has no Maps app; nothing opens")
        return false
    }
}
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
