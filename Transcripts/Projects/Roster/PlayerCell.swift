import UIKit

/// A cell that says when it goes into or out of editing.
class PlayerCell: UITableViewCell {
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        if let name = textLabel?.text {
            print("\(name): showing edit control \(state.contains(.showingEditControl))")
        }
    }
}
