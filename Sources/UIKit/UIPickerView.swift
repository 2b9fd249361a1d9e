import LabWire

/// A picker (the spinning wheels): its components and rows come from the data source, their
/// titles from the delegate, as UIKit asks them when the picker lays out; the selected row of
/// each component is kept in the app. The device shows the selected titles as the picker's
/// text in `views` and `screen` (**choice**: UIKit asks for the titles of the rows in sight
/// around the selection; the lab asks for the selected ones). No finger spins it: the app's
/// `selectRow(_:inComponent:animated:)` chooses, and, as on iOS, that calls no delegate method.
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    /// The selected row of each component (0 until the app selects another).
    private var selectedRows: [Int: Int] = [:]
    open var showsSelectionIndicator: Bool = true

    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The selected row, or -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selectedRows[component] = min(max(row, 0), rows - 1)
        showSelection()
    }

    open func reloadAllComponents() { showSelection() }
    open func reloadComponent(_ component: Int) { showSelection() }

    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(max(numberOfComponents, 1))
        return CGSize(width: width, height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }

    /// The view the delegate gave for a row in sight, if it gives views (the selected row here).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard row == selectedRow(inComponent: component) else { return nil }
        return delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showSelection()
    }

    /// Asks for the selected row's title in each component and shows them on the device.
    private func showSelection() {
        let titles = (0..<numberOfComponents).map { component -> String in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return "" }
            if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
            if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
            return "?"  // a picker whose delegate gives views: the device shows no title
        }
        AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), titles.isEmpty ? nil : titles.joined(separator: " | "))
    }
}

public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Every method optional, as in UIKit: the defaults say "not given".
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView { UIView() }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1)) }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
