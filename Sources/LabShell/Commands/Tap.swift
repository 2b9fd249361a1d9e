import LabCore

extension Command {
    static let tap = Command(
        .tap, group: .apps, runsOnMac: false,
        summary: "Tap a control on screen by its title: UIKit sends its action to its target",
        arguments: [.value(.title)],
        example: "Add",
        details: "The action is the one the storyboard connects (an @IBAction) or addTarget(_:action:for:) set;\na bar button item in the navigation bar goes by its title (a system item by its name: Add, Done);\na control connected to a storyboard segue triggers it; a table row goes by its text (it is selected); `tap Back` is the navigation bar's back button;\na node of a SpriteKit scene goes by its label's text, its name or its sprite's image (the scene is touched there).\n`views` shows each control's actions.\nThe app in front must be active."
    ) { invocation, session throws(CommandError) in
        try session.onDevice { device throws(DeviceError) in try device.tap(invocation.positionals[0], entry: .record(arguments: invocation.positionals)) }
    }
}
