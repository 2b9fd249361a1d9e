import Foundation

/// `CLLocationCoordinate2DMake`, the C function Swift code of every era calls.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether a coordinate is on the globe.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// Core Location's errors, as Swift sees them (`error as? CLError`, `case CLError.network`).
public struct CLError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
             regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
             geocodeCanceled
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: "The operation couldn’t be completed. (kCLErrorDomain error \(code.rawValue).)"]
    }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
}

extension CLError.Code {
    /// `catch CLError.network`, `case CLError.denied`: a code matches an error of that code.
    public static func ~= (code: CLError.Code, error: Error) -> Bool {
        (error as? CLError)?.code == code || ((error as NSError).domain == kCLErrorDomain && (error as NSError).code == code.rawValue)
    }
}

/// A place a geocoder found: its coordinate and address.
open class CLPlacemark: NSObject {
    open private(set) var location: CLLocation?
    open private(set) var name: String?
    open private(set) var thoroughfare: String?
    open private(set) var subThoroughfare: String?
    open private(set) var locality: String?
    open private(set) var subLocality: String?
    open private(set) var administrativeArea: String?
    open private(set) var subAdministrativeArea: String?
    open private(set) var postalCode: String?
    open private(set) var isoCountryCode: String?
    open private(set) var country: String?
    open private(set) var timeZone: TimeZone?

    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        timeZone = placemark.timeZone
        super.init()
    }

    /// A placemark at a coordinate with no address (what MapKit's `MKPlacemark(coordinate:)` makes).
    public init(coordinate: CLLocationCoordinate2D, name: String? = nil) {
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        self.name = name
        super.init()
    }
}

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// Turns addresses into coordinates and back. On iOS Apple's servers answer; LifecycleLab has
/// no geocoding service, so every request fails as it does on a device without a network:
/// with `CLError.network`, in a later turn of the main run loop, and the console says why once.
open class CLGeocoder: NSObject {
    open private(set) var isGeocoding = false
    nonisolated(unsafe) private static var saidNoService = false

    public override init() { super.init() }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            answer { _, error in continuation.resume(throwing: error ?? CLError(.network)) }
        }
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await geocodeAddressString("")
    }

    /// Cancels the pending request: its handler gets `CLError.geocodeCanceled`, as on iOS.
    open func cancelGeocode() {
        guard isGeocoding, let pending else { return }
        self.pending = nil
        isGeocoding = false
        pending(nil, CLError(.geocodeCanceled))
    }

    private var pending: CLGeocodeCompletionHandler?

    private func answer(_ handler: @escaping CLGeocodeCompletionHandler) {
        if !Self.saidNoService {
            Self.saidNoService = true
            print("[LifecycleLab] CLGeocoder: no geocoding service is simulated; requests fail with kCLErrorNetwork (2), as on a device without a network")
        }
        isGeocoding = true
        pending = handler
        DispatchQueue.main.async { [self] in
            guard let pending else { return }
            self.pending = nil
            isGeocoding = false
            pending(nil, CLError(.network))
        }
    }
}
