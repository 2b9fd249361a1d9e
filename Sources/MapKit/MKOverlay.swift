@_spi(LifecycleLab) import UIKit

/// A shape over the map (a circle, a line, a polygon), kept by the map view as state: no tiles
/// or overlays are drawn.
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
}

/// A rectangle in MapKit's flat map points (kept, not used for drawing).
public struct MKMapRect: Equatable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
}

public struct MKMapPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The point of `coordinate` on MapKit's world map, 2²⁸ points wide (Web Mercator).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = 268_435_456.0
        let latitude = min(max(coordinate.latitude, -85.05), 85.05) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }
}

public struct MKMapSize: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A circle of `radius` metres around a centre.
open class MKCircle: NSObject, MKOverlay {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    open var title: String?
    open var subtitle: String?
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = center
        self.radius = radius
    }
    open var boundingMapRect: MKMapRect {
        // MapKit's map points per metre at the circle's latitude: the world's 2²⁸ points over the equator's 40,075,017 m.
        let perMetre = 268_435_456.0 / (40_075_016.686 * max(cos(coordinate.latitude * .pi / 180), 0.000_001))
        let point = MKMapPoint(coordinate), side = radius * 2 * perMetre
        return MKMapRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
    }
}

/// A line or a shape through coordinates.
open class MKMultiPoint: NSObject {
    public let coordinates: [CLLocationCoordinate2D]
    open var title: String?
    open var subtitle: String?
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: count))
    }
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    open var pointCount: Int { coordinates.count }
    open var coordinate: CLLocationCoordinate2D {
        guard !coordinates.isEmpty else { return CLLocationCoordinate2D() }
        return CLLocationCoordinate2D(latitude: coordinates.map(\.latitude).reduce(0, +) / Double(coordinates.count),
                                      longitude: coordinates.map(\.longitude).reduce(0, +) / Double(coordinates.count))
    }
    open var boundingMapRect: MKMapRect {
        let points = coordinates.map(MKMapPoint.init)
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return .null }
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

open class MKPolyline: MKMultiPoint, MKOverlay {}
open class MKPolygon: MKMultiPoint, MKOverlay {}

/// What draws an overlay: its colours and line width are kept (no overlay is drawn).
open class MKOverlayRenderer: NSObject {
    public let overlay: MKOverlay
    open var alpha: CGFloat = 1
    public init(overlay: MKOverlay) { self.overlay = overlay }
}

open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    open var lineWidth: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}

open class MKCircleRenderer: MKOverlayPathRenderer {
    public init(circle: MKCircle) { super.init(overlay: circle) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
}

open class MKPolylineRenderer: MKOverlayPathRenderer {
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
}

open class MKPolygonRenderer: MKOverlayPathRenderer {
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
    public override init(overlay: MKOverlay) { super.init(overlay: overlay) }
}
