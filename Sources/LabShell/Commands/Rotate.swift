import LabCore

extension Command {
    static let rotate = Command(
        .rotate, group: .interruptions, runsOnMac: false,
        summary: "Turn the device (the Simulator's Rotate Left and Rotate Right)",
        arguments: [.oneOf(DeviceOrientation.typedWords.map(\.word))],
        example: "left",
        details: """
        left turns the device so its top is on the left (UIDevice.orientation .landscapeLeft; the interface shows
        .landscapeRight), right the other way; portrait and upside-down stand it up. The app in front turns with it
        when Info.plist (UISupportedInterfaceOrientations) and its root controller's supportedInterfaceOrientations
        allow: willTransition(to:with:) when the size classes change, viewWillTransition(to:with:), the new size and
        traits, traitCollectionDidChange(_:), the coordinator's animations, the layout pass, its completions. An app
        launched later starts in the device's orientation when it allows it. The home screen stays portrait.
        """
    ) { invocation, session throws(CommandError) in
        let word = invocation.positionals[0]
        // One of the words the usage offers, so one of the orientations.
        let orientation = DeviceOrientation.typedWords.first { $0.word == word }!.orientation
        try session.onDevice { device throws(DeviceError) in try device.rotate(to: orientation, entry: .record(arguments: [word])) }
    }
}

extension DeviceOrientation {
    /// The words `rotate` takes, in the order `help` shows them, and the orientation each names.
    static let typedWords: [(word: String, orientation: DeviceOrientation)] = [
        ("left", .landscapeLeft), ("right", .landscapeRight), ("portrait", .portrait), ("upside-down", .portraitUpsideDown),
    ]

    /// How the learner reads it.
    var words: String {
        switch self {
        case .portrait: tr("portrait")
        case .portraitUpsideDown: tr("upside down")
        case .landscapeLeft: tr("turned left, in landscape")
        case .landscapeRight: tr("turned right, in landscape")
        }
    }
}
