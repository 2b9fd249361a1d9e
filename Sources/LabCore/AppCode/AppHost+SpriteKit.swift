/// What an app's `SKView` tells the device (docs/lifecycle.md, "SpriteKit").
extension AppHost {
    /// The view's scene and nodes changed (reported at the end of the turn that changed them).
    public func setSpriteScene(_ scene: SpriteScene?, of view: ObjectRef) {
        process.objects.view(view)?.spriteScene = scene
    }

    /// `presentScene(_:)`: the view shows `scene`; its `didMove(to:)` runs next.
    public func scenePresented(_ scene: String, width: Double, height: Double, by view: ObjectRef) {
        device.record(.system(.scenePresented(view: view.className, scene: scene, width: width, height: height)), app: process.bundleIdentifier)
    }

    /// The view's `isPaused` changed: `automatically` when the app resigned active or became
    /// active again (SpriteKit sets it then), else app code set it.
    public func sceneViewPaused(_ paused: Bool, automatically: Bool, view: ObjectRef) {
        device.record(.system(.sceneViewPaused(view: view.className, paused: paused, automatically: automatically)), app: process.bundleIdentifier)
    }
}
