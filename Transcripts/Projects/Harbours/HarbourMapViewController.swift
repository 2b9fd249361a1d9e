import MapKit
import UIKit

/// Harbours on a map: the delegate's annotation views, a callout with an accessory button,
/// a region that leaves some harbours out, and an overlay with its renderer.
class HarbourMapViewController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView()
    let oslo = Harbour(title: "Oslo", latitude: 59.91, longitude: 10.75, founded: 1048)
    let harbours = [Harbour(title: "Lisbon", latitude: 38.71, longitude: -9.14, founded: -1200),
                    Harbour(title: "Sydney", latitude: -33.86, longitude: 151.21, founded: 1788)]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harbours"
        mapView.frame = UIScreen.main.bounds
        mapView.delegate = self
        view.addSubview(mapView)
        mapView.addAnnotation(oslo)
        mapView.addAnnotations(harbours)
        let lighthouse = MKPointAnnotation()
        lighthouse.coordinate = CLLocationCoordinate2D(latitude: 58.0, longitude: 7.05)
        lighthouse.title = "Lindesnes"
        mapView.addAnnotation(lighthouse)
        mapView.addOverlay(MKCircle(center: oslo.coordinate, radius: 5000))
        print("viewDidLoad: \(mapView.annotations.count) annotations, views so far: \(mapView.annotations.compactMap { mapView.view(for: $0) }.count)")
        for (title, action) in [("Select Oslo", #selector(selectOslo)), ("Europe", #selector(zoomToEurope))] {
            navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [UIBarButtonItem(title: title, style: .plain, target: self, action: action)]
        }
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        guard annotation is Harbour else {
            print("viewFor \((annotation.title ?? nil) ?? "?"): nil, so MapKit's marker")
            return nil
        }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "Harbour") as? MKPinAnnotationView
            ?? MKPinAnnotationView(annotation: annotation, reuseIdentifier: "Harbour")
        view.canShowCallout = true
        let info = UIButton(type: .system)
        info.setTitle("Info", for: .normal)
        view.rightCalloutAccessoryView = info
        print("viewFor \((annotation.title ?? nil) ?? "?"): a pin")
        return view
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
        let placed = views.map { "\(($0.annotation?.title ?? nil) ?? "?") at (\(Int($0.center.x)), \(Int($0.center.y)))" }
        print("didAdd: \(placed.joined(separator: ", "))")
    }

    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
        print("didSelect \((view.annotation?.title ?? nil) ?? "?")")
    }

    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
        guard let harbour = view.annotation as? Harbour else { return }
        let alert = UIAlertController(title: harbour.title, message: "Founded \(harbour.founded)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        let renderer = MKCircleRenderer(overlay: overlay as! MKCircle)
        renderer.strokeColor = .systemBlue
        return renderer
    }

    @objc func selectOslo() {
        mapView.selectAnnotation(oslo, animated: true)
        let circle = mapView.overlays[0]
        print("overlay renderer: \(type(of: mapView.renderer(for: circle)!))")
    }

    @objc func zoomToEurope() {
        mapView.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 50, longitude: 10),
                                             span: MKCoordinateSpan(latitudeDelta: 30, longitudeDelta: 40)), animated: true)
        let shown = mapView.annotations.filter { mapView.view(for: $0) != nil }.map { ($0.title ?? nil) ?? "?" }
        print("in the region now: \(shown.joined(separator: ", "))")
    }
}
