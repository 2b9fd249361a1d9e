@_spi(LifecycleLab) import UIKit

/// A map: the region it shows and the annotations on it, kept as state (docs/lifecycle.md,
/// "MapKit"). No tiles are drawn; each annotation inside the region gets a view — the
/// delegate's `mapView(_:viewFor:)`, or a marker — placed at its point by the Web Mercator
/// projection MapKit uses, in the next layout pass (once the app's current code has returned
/// and the map has its size, as iOS asks when the map next draws). A selected annotation whose view can show a
/// callout shows its title, subtitle and accessory views; tapping an accessory control tells
/// the delegate.
open class MKMapView: UIView {
    open weak var delegate: MKMapViewDelegate?
    open var mapType: MKMapType = .standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    open var showsUserLocation = false {
        didSet { if showsUserLocation { __LabNotSimulated.say("MKMapView.showsUserLocation", instead: "the map shows no user location") } }
    }
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }

    /// The annotations on the map, in the order they were added.
    open private(set) var annotations: [MKAnnotation] = []
    open private(set) var overlays: [MKOverlay] = []
    open var selectedAnnotations: [MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set { if let first = newValue.first { selectAnnotation(first, animated: false) } else if let selected { deselectAnnotation(selected, animated: false) } }
    }

    /// **Choice**: a new map shows the world between 45°S and 85°N (iOS starts on the country of
    /// the device's region).
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                         span: MKCoordinateSpan(latitudeDelta: 130, longitudeDelta: 360)) {
        didSet { placeAnnotationViews() }
    }
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    private var views: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reusable: [String: [MKAnnotationView]] = [:]
    private var registered: [String: MKAnnotationView.Type] = [:]
    private var selected: MKAnnotation?
    private var callout: UIView?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The storyboard connects a map view's delegate as an outlet.
    open override func __labSetOutlet(_ name: String, _ value: AnyObject?) -> Bool {
        guard name == "delegate" else { return super.__labSetOutlet(name, value) }
        delegate = value as? MKMapViewDelegate
        return true
    }

    // MARK: The region

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        self.region = region
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
    }

    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    /// Zooms out (or in) until every annotation given is inside the region.
    open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        addAnnotations(annotations.filter { new in !self.annotations.contains { $0 === new } })
        let latitudes = annotations.map(\.coordinate.latitude), longitudes = annotations.map(\.coordinate.longitude)
        guard let south = latitudes.min(), let north = latitudes.max(), let west = longitudes.min(), let east = longitudes.max() else { return }
        let center = CLLocationCoordinate2D(latitude: (north + south) / 2, longitude: (east + west) / 2)
        setRegion(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.2, 0.01),
                                                                           longitudeDelta: max((east - west) * 1.2, 0.01))), animated: animated)
    }

    /// The point in `view` where `coordinate` is on the map (Web Mercator, as MapKit projects).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let point = point(for: coordinate)
        guard let view, view !== self else { return point }
        return self.convert(point, to: view)
    }

    /// The coordinate at `point` in `view`.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = (view.map { $0 === self ? point : $0.convert(point, to: self) }) ?? point
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let (top, bottom) = mercatorEdges
        let y = top - Double(local.y) / max(Double(bounds.height), 1) * (top - bottom)
        return CLLocationCoordinate2D(latitude: atan(sinh(y)) * 180 / .pi,
                                      longitude: west + Double(local.x) / max(Double(bounds.width), 1) * region.span.longitudeDelta)
    }

    private func mercator(_ latitude: Double) -> Double {
        let clamped = min(max(latitude, -85.05), 85.05)
        return log(tan(.pi / 4 + clamped * .pi / 360))
    }

    private var mercatorEdges: (top: Double, bottom: Double) {
        (mercator(region.center.latitude + region.span.latitudeDelta / 2), mercator(region.center.latitude - region.span.latitudeDelta / 2))
    }

    private func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let x = (coordinate.longitude - west) / max(region.span.longitudeDelta, 0.000_001) * Double(bounds.width)
        let (top, bottom) = mercatorEdges
        let y = (top - mercator(coordinate.latitude)) / max(top - bottom, 0.000_001) * Double(bounds.height)
        return CGPoint(x: x, y: y)
    }

    private func isInRegion(_ coordinate: CLLocationCoordinate2D) -> Bool {
        abs(coordinate.latitude - region.center.latitude) <= region.span.latitudeDelta / 2
            && abs(coordinate.longitude - region.center.longitude) <= region.span.longitudeDelta / 2
    }

    // MARK: Annotations

    open func addAnnotation(_ annotation: MKAnnotation) { addAnnotations([annotation]) }

    open func addAnnotations(_ annotations: [MKAnnotation]) {
        self.annotations += annotations
        queueDisplay()
    }

    open func removeAnnotation(_ annotation: MKAnnotation) { removeAnnotations([annotation]) }

    open func removeAnnotations(_ annotations: [MKAnnotation]) {
        for annotation in annotations {
            if selected === annotation { deselectAnnotation(annotation, animated: false) }
            self.annotations.removeAll { $0 === annotation }
            if let view = views.removeValue(forKey: ObjectIdentifier(annotation)) { enqueueForReuse(view) }
        }
    }

    /// The view shown for `annotation`, if it is on screen.
    open func view(for annotation: MKAnnotation) -> MKAnnotationView? { views[ObjectIdentifier(annotation)] }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass as? MKAnnotationView.Type
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusable[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    /// A reused view, or a new one of the class registered for `identifier` (a registered class is required).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let viewClass = registered[identifier] else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException",
                                   "unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier")
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        // Swift cannot make an app's own subclass by its metatype (the initialiser is not `required`).
        switch viewClass {
        case is MKPinAnnotationView.Type where viewClass == MKPinAnnotationView.self:
            return MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case is MKMarkerAnnotationView.Type where viewClass == MKMarkerAnnotationView.self:
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        default:
            __LabNotSimulated.say("dequeuing a registered \(viewClass) (an app's own annotation view class)", instead: "the map shows a marker")
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
    }

    private func enqueueForReuse(_ view: MKAnnotationView) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { reusable[identifier, default: []].append(view) }
    }

    /// Views are asked for in the next layout pass, once the app's current code has returned and
    /// the map has its size, as iOS asks when the map next draws.
    private func queueDisplay() { setNeedsLayout() }

    /// Gives each annotation inside the region a view (asking the delegate for new ones), places
    /// it at its point, and takes away the views of annotations outside; the delegate hears of
    /// the views added.
    private func placeAnnotationViews() {
        var added: [MKAnnotationView] = []
        for annotation in annotations {
            let key = ObjectIdentifier(annotation)
            guard isInRegion(annotation.coordinate) else {
                if let view = views.removeValue(forKey: key) { enqueueForReuse(view) }
                continue
            }
            let view: MKAnnotationView
            if let shown = views[key] {
                view = shown
            } else {
                view = delegate?.mapView(self, viewFor: annotation) ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                view.annotation = annotation
                views[key] = view
                addSubview(view)
                added.append(view)
            }
            let point = point(for: annotation.coordinate)
            let size = view.bounds.size == .zero ? type(of: view).defaultSize : view.bounds.size
            view.frame = CGRect(x: point.x - size.width / 2 + view.centerOffset.x, y: point.y - size.height / 2 + view.centerOffset.y,
                                width: size.width, height: size.height)
        }
        placeCallout()
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeAnnotationViews()
    }

    // MARK: Selection and callouts

    open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) {
        if let selected, selected !== annotation { deselectAnnotation(selected, animated: animated) }
        guard selected !== annotation else { return }
        selected = annotation
        guard let view = views[ObjectIdentifier(annotation)] else { return }
        view.setSelected(true, animated: animated)
        placeCallout()
        delegate?.mapView(self, didSelect: view)
        delegate?.mapView(self, didSelect: annotation)
    }

    open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        guard let current = selected, annotation == nil || annotation === current else { return }
        selected = nil
        callout?.removeFromSuperview()
        callout = nil
        guard let view = views[ObjectIdentifier(current)] else { return }
        view.setSelected(false, animated: animated)
        delegate?.mapView(self, didDeselect: view)
        delegate?.mapView(self, didDeselect: current)
    }

    /// The selected annotation's callout above its view: its title and subtitle as labels, its
    /// accessory views, whose controls tell the delegate when tapped.
    private func placeCallout() {
        callout?.removeFromSuperview()
        callout = nil
        guard let annotation = selected, let view = views[ObjectIdentifier(annotation)], view.canShowCallout,
              let title = annotation.title ?? nil else { return }
        let bubble = UIView(frame: CGRect(x: view.center.x - 100, y: view.frame.minY - 52, width: 200, height: 48))
        bubble.backgroundColor = .systemBackground
        let titleLabel = UILabel(frame: CGRect(x: 40, y: 4, width: 120, height: 20))
        titleLabel.text = title
        bubble.addSubview(titleLabel)
        if let subtitle = annotation.subtitle ?? nil {
            let subtitleLabel = UILabel(frame: CGRect(x: 40, y: 24, width: 120, height: 20))
            subtitleLabel.text = subtitle
            bubble.addSubview(subtitleLabel)
        }
        for (accessory, x) in [(view.leftCalloutAccessoryView, CGFloat(4)), (view.rightCalloutAccessoryView, CGFloat(164))] {
            guard let accessory else { continue }
            accessory.frame = CGRect(x: x, y: 8, width: 32, height: 32)
            bubble.addSubview(accessory)
            if let control = accessory as? UIControl, !wiredAccessories.contains(ObjectIdentifier(control)) {
                wiredAccessories.insert(ObjectIdentifier(control))
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let self, let control, let selected = self.selected, let view = self.views[ObjectIdentifier(selected)] else { return }
                    self.delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: control)
                }, for: .touchUpInside)
            }
        }
        addSubview(bubble)
        callout = bubble
    }
    private var wiredAccessories: Set<ObjectIdentifier> = []

    // MARK: Overlays

    open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
    open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
    open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
    open func removeOverlays(_ overlays: [MKOverlay]) { for overlay in overlays { removeOverlay(overlay) } }

    /// The renderer the delegate gave for `overlay` (asked when this is called: no tiles are drawn).
    open func renderer(for overlay: MKOverlay) -> MKOverlayRenderer? {
        delegate?.mapView(self, rendererFor: overlay)
    }
}

/// What a map view tells its delegate.
public protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
}
