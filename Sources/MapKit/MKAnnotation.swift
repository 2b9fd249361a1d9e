@_exported import CoreLocation
@_exported import UIKit

/// Something shown at a place on a map: its coordinate, and the title and subtitle its callout shows.
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation whose coordinate, title and subtitle the app sets.
open class MKPointAnnotation: NSObject, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String?
    open var subtitle: String?

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.init()
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// A span of latitude and longitude, in degrees.
public struct MKCoordinateSpan: Equatable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Equatable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`
    /// (111,320 m to a degree of latitude; a degree of longitude shrinks with the latitude's cosine).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
    }
}

public enum MKMapType: UInt, Sendable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// The user's location as the map shows it (`showsUserLocation`).
open class MKUserLocation: NSObject, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    open internal(set) var location: CLLocation?
    open var title: String? = "My Location"
    open var subtitle: String?
    open var isUpdating: Bool { false }
}
