import Foundation

// A model class in a file that imports only Foundation, with a selector-based timer and a
// `Timer()` placeholder until it starts.
class Clock: NSObject {
    var timer = Timer()
    var seconds = 0

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(reset(_:)), name: NSNotification.Name("ScoreReset"), object: nil)
    }

    @objc func reset(_ note: Notification) {
        print("clock: reset by \(note.name.rawValue)")
    }

    @objc func tick() {
        seconds += 1
        print("clock: \(seconds) s")
        if seconds == 3 { timer.invalidate() }
    }
}
