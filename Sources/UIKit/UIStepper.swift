import Foundation

/// A stepper: its value, kept within its minimum and maximum and moved by whole steps. The lab
/// simulates no touch on its − and + halves, so only the app changes the value (setting it sends
/// no action, as on iOS).
open class UIStepper: UIControl {
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
    open var minimumValue: Double = 0 { didSet { value = clamped(value) } }
    open var maximumValue: Double = 100 { didSet { value = clamped(value) } }
    open var stepValue: Double = 1
    open var value: Double = 0 {
        didSet { if value != clamped(value) { value = clamped(value) } }
    }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }
}

/// The time of the device's clock, in seconds, as Core Animation counts it (virtual time).
public func CACurrentMediaTime() -> CFTimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}
