import Foundation

// AVFoundation's audio engine and media classes that LifecycleLab does not simulate: using one
// is a compile error that says so, rather than swiftc's "cannot find in scope".

@available(*, unavailable, message: "LifecycleLab does not simulate AVFoundation (AVAudioEngine) yet")
open class AVAudioEngine: NSObject {}
@available(*, unavailable, message: "LifecycleLab does not simulate AVFoundation (AVAudioPlayerNode) yet")
open class AVAudioPlayerNode: NSObject {}
@available(*, unavailable, message: "LifecycleLab does not simulate AVFoundation (AVAudioUnitReverb) yet")
open class AVAudioUnitReverb: NSObject {}
@available(*, unavailable, message: "LifecycleLab does not simulate AVFoundation (AVAudioUnitReverbPreset) yet")
public enum AVAudioUnitReverbPreset: Int { case smallRoom }
@available(*, unavailable, message: "LifecycleLab does not simulate AVFoundation (AVSpeechSynthesizer) yet")
open class AVSpeechSynthesizer: NSObject {}
