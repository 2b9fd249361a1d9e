/// An image saved to the device's photo library (`UIImageWriteToSavedPhotosAlbum`). The
/// library keeps what was saved, by whom and its size in pixels, not the pixels (**choice**,
/// docs/lifecycle.md "Privacy: Photos").
public struct SavedPhoto: Sendable, Equatable {
    public var bundleIdentifier: String
    public var width: Int
    public var height: Int
}

/// Adding to Photos as LifecycleLab simulates it (docs/lifecycle.md "Privacy: Photos"): an
/// app without `NSPhotoLibraryAddUsageDescription` in its Info.plist is ended by iOS's privacy
/// check; otherwise the first save asks the user once (the simulated user taps OK) and each
/// save adds the image to the library.
extension AppHost {
    public static let photosAddUsageKey = "NSPhotoLibraryAddUsageDescription"

    /// Saves a `width`×`height`-pixel image; throws when the app is ended for lacking the usage description.
    public func savePhoto(width: Int, height: Int) throws(ProcessEnded) {
        guard process.app.bundle.info[Self.photosAddUsageKey]?.string != nil else {
            device.crash(process, with: .privacyViolation(usageKey: Self.photosAddUsageKey))
            throw ProcessEnded()
        }
        let identifier = process.bundleIdentifier
        if device.permissions.photosAdd.ask(for: identifier, { _ in true }).asked {
            device.record(.system(.photosAddPermissionAsked(app: process.app.displayName)), app: identifier)
        }
        device.stores.save(SavedPhoto(bundleIdentifier: identifier, width: width, height: height))
        device.record(.system(.photoSaved(app: process.app.displayName, width: width, height: height, photos: device.stores.photoLibrary.count)),
                      app: identifier)
    }
}
