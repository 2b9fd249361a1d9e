/// The microphone: `AVAudioSession`'s record permission (Settings › Privacy › Microphone).
extension HostCalls {
    /// `requestRecordPermission(_:)`: whether the app may record; the first request asks the user.
    public static let requestRecordPermission = HostCall<Void, Bool>("requestRecordPermission")
    /// `recordPermission`: the app's answer, nil when it never asked (`.undetermined`).
    public static let recordPermission = HostCall<Void, Bool?>("recordPermission")
}
