import MapKit

/// A harbour on the map: the app's own annotation class.
class Harbour: NSObject, MKAnnotation {
    let title: String?
    let coordinate: CLLocationCoordinate2D
    let founded: Int

    init(title: String, latitude: Double, longitude: Double, founded: Int) {
        self.title = title
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        self.founded = founded
    }
}
