import LabWire

/// A date picker: its date, limits and mode, kept in the app. The device shows the date as the
/// picker's text (UTC, as the app process's clock reads it), so `views` and `screen` show it and
/// `tap` with that text sends the picker's `valueChanged` action — the user confirming the date
/// shown (no wheel is simulated to pick another).
open class UIDatePicker: UIControl {
    open var date: Date = Date() {
        didSet {
            clampDate()
            showDate()
        }
    }
    open var minimumDate: Date? {
        didSet { clampDate() }
    }
    open var maximumDate: Date? {
        didSet { clampDate() }
    }
    open var datePickerMode: Mode = .dateAndTime {
        didSet { showDate() }
    }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style in use: `.automatic` resolves to `.compact` on iOS 14+ for date and time modes.
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var minuteInterval: Int = 1
    open var locale: Locale?
    open var timeZone: TimeZone?
    open var countDownDuration: TimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        showDate()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showDate()
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A date outside the limits moves to the nearest limit, as the wheel does.
    private func clampDate() {
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
    }

    private func showDate() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        formatter.dateFormat = switch datePickerMode {
        case .time: "HH:mm"
        case .date: "yyyy-MM-dd"
        case .dateAndTime, .yearAndMonth: "yyyy-MM-dd HH:mm"
        case .countDownTimer: "'countdown'"
        }
        AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), formatter.string(from: date))
    }

    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
}

public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
