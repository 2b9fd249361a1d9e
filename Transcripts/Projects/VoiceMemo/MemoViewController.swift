import UIKit
import AVFoundation
import UserNotifications

class MemoViewController: UIViewController, AVAudioRecorderDelegate {
    let recordButton = UIButton(type: .system)
    var recorder: AVAudioRecorder!

    override func viewDidLoad() {
        super.viewDidLoad()
        recordButton.setTitle("Record", for: UIControlState.normal)
        recordButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        recordButton.addTarget(self, action: #selector(recordTapped), for: .touchUpInside)
        view.addSubview(recordButton)

        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(AVAudioSessionCategoryPlayAndRecord, with: [.defaultToSpeaker])
            try session.overrideOutputAudioPort(AVAudioSessionPortOverride.speaker)
            try session.setActive(true)
            print("category: \(session.category.rawValue), input available: \(session.isInputAvailable)")
        } catch {
            print("session: \(error)")
        }
        print("permission before asking: \(session.recordPermission() == .undetermined ? "undetermined" : "answered")")
        session.requestRecordPermission { allowed in
            print(allowed ? "microphone allowed" : "microphone denied")
        }
        session.requestRecordPermission { allowed in
            print("asked again: \(allowed)")
        }
        print("permission now: \(session.recordPermission() == AVAudioSessionRecordPermission.granted ? "granted" : "not granted")")
    }

    @objc func recordTapped() {
        let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("memo.m4a")
        let settings: [String: Any] = [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
            AVSampleRateKey: 12000,
            AVNumberOfChannelsKey: 1,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ]
        do {
            recorder = try AVAudioRecorder(url: url, settings: settings)
            recorder.delegate = self
            print("recording: \(recorder.record())")
        } catch {
            print("recorder: \(error)")
        }
        remind()
    }

    func remind() {
        let content = UNMutableNotificationContent()
        content.title = "Listen to your memo"
        content.sound = UNNotificationSound.default()
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "memo", content: content, trigger: trigger)) { error in
            print("reminder added: \(error == nil)")
        }
    }
}
