/// A command made of several device operations, recorded as one action: `run` (Xcode's Cmd-R:
/// install a new build or stop the running copy, then launch) and `relaunch` (Home, stop,
/// launch). `Device.perform` records the action once, then hands the command the operations
/// as steps of it: each validates and acts as the operation does, and records only its
/// consequences. Only `perform` (and `boot`, for the apps a device comes with) makes steps,
/// so no operation runs unrecorded.
public struct ActionSteps {
    let device: Device

    /// `install`'s work: the bundle replaces an installed app with its identifier.
    public func install(_ bundle: AppBundle, containerPath: String?) throws(DeviceError) {
        try device.install(bundle, containerPath: containerPath, entry: .step)
    }

    /// The Home button.
    public func home() throws(DeviceError) {
        try device.home(entry: .step)
    }

    /// Xcode's stop button.
    public func terminate(_ app: InstalledApp) throws(DeviceError) {
        try device.terminate(app, entry: .step)
    }

    /// A tap on the app's icon, or on the Mac an open from the Finder; `debugger`: started by
    /// Xcode, with the debugger attached (the iPhone's launch watchdog is off).
    public func launch(_ app: InstalledApp, debugger: Bool = false) throws(DeviceError) {
        if device.isMac { try device.macLaunch(app, entry: .step) } else {
            try device.launch(app, entry: .step, debugger: debugger)
        }
    }
}

extension Device {
    /// Records `action` (the command's, with its arguments as typed) as the one action of a
    /// compound command, then runs `steps`, whose operations record no action of their own.
    /// A step that fails stops the command; what the steps before it did stays, as on iOS.
    public func perform<Failure: Error>(_ action: DeviceAction, arguments: [String],
                                        _ steps: (ActionSteps) throws(Failure) -> Void) throws(Failure) {
        recordAction(action, arguments: arguments)
        try steps(ActionSteps(device: self))
    }

    /// Boots the device with the apps it comes with (the sample apps): `steps` install them as
    /// steps of no action, since nobody typed a command.
    public func boot<Failure: Error>(_ steps: (ActionSteps) throws(Failure) -> Void) throws(Failure) {
        try steps(ActionSteps(device: self))
    }
}
