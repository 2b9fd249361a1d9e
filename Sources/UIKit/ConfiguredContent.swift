import LabWire

/// The content view a content configuration made for a cell or header: kept while the
/// configuration's view supports the new one (it takes it), replaced otherwise. The cell's
/// own text labels leave the content view, as the configuration's view takes their place.
final class ConfiguredContent {
    private var view: (UIView & UIContentView)?

    func show(_ configuration: UIContentConfiguration?, in contentView: UIView, replacing labels: [UILabel?]) {
        for case let label? in labels where label.superview === contentView { label.removeFromSuperview() }
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentView.addSubview(made)
        view = made
    }
}

/// The section index a table shows along its side (`sectionIndexTitles(for:)`): its titles
/// are its text on the device, so `views` shows them after the last section.
final class UITableViewIndex: UIView {
    init(titles: [String]) {
        super.init(frame: .zero)
        AppRuntime.shared.call(HostCalls.setText, AppRuntime.shared.ref(self), titles.joined(separator: " "))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
