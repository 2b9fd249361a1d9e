import Foundation

/// How often a beacon signals, in seconds.
public let beaconInterval: TimeInterval = 2
