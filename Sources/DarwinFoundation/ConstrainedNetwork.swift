import Foundation
@_weakLinked import FoundationNetworking
@_spi(LifecycleLab) import UIKit

// iOS 13's Low Data Mode and expensive networks. The simulated device has no network at all:
// every request fails as offline (`OfflineNetwork.swift`), which is not a constrained or an
// expensive network's refusal, so an error has no unavailable reason and what a request allows
// changes nothing.

extension URLError {
    public enum NetworkUnavailableReason: Int, Sendable {
        case cellular = 0, expensive = 1, constrained = 2
    }

    /// Why a constrained or expensive network refused the request: never, offline (nil).
    public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}

extension URLRequest {
    /// Whether the request may use a Low Data Mode network. Not simulated: it reads true, and
    /// setting it (which the first time says so) changes nothing, since every request fails offline.
    public var allowsConstrainedNetworkAccess: Bool {
        get { true }
        set {
            __LabNotSimulated.say("URLRequest.allowsConstrainedNetworkAccess",
                                  instead: "the device has no network, every request fails as offline whatever it allows; the value is not kept")
        }
    }

    /// Whether the request may use an expensive (cellular) network: as `allowsConstrainedNetworkAccess`.
    public var allowsExpensiveNetworkAccess: Bool {
        get { true }
        set {
            __LabNotSimulated.say("URLRequest.allowsExpensiveNetworkAccess",
                                  instead: "the device has no network, every request fails as offline whatever it allows; the value is not kept")
        }
    }
}
