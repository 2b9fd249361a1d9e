import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(CarPlay) && !targetEnvironment(macCatalyst)
import CarPlay
#endif
#if canImport(MapKit)
import MapKit
#endif

// A library's optional support for frameworks, as iOS's SDK has them all: the lab builds the
// parts for what it simulates and leaves out SwiftUI and CarPlay, which it does not, as it
// leaves out AppKit, which the iOS SDK lacks.
#if canImport(SwiftUI)
struct BadgeLabel: View {
    var body: some View { Text("badge") }
}
#endif

#if canImport(CarPlay) && !targetEnvironment(macCatalyst)
extension CPListItem {
    func showBadge() { setText("badge") }
}
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if canImport(SwiftUI)
        print("SwiftUI: built")
        #else
        print("SwiftUI: left out")
        #endif
        #if canImport(CarPlay)
        print("CarPlay: built")
        #else
        print("CarPlay: left out")
        #endif
        #if canImport(MapKit)
        print("MapKit: built, \(MKMapView.self)")
        #endif
        #if canImport(CoreGraphics) && canImport(Accelerate)
        print("Core Graphics and Accelerate: built")
        #endif
        #if canImport(AppKit)
        print("AppKit: built")
        #else
        print("AppKit: left out")
        #endif
        return true
    }
}
