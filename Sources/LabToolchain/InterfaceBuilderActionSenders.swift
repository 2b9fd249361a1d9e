import BundleFormats
import Foundation
import LabCore

/// Which class sends each action a project's storyboards and xibs connect: for the class that
/// receives the action (the destination's custom class) and the action's selector (`tapped:`),
/// the class of the control, bar button item or gesture recognizer the connection starts from.
///
/// An action method typed `sender: AnyObject` (Xcode 8's templates) that uses `sender.tag`
/// relies on Objective-C finding members at run time; the build reads such a sender as the
/// class found here (`SourceRewriter`). Documents that do not parse are skipped: compiling them
/// reports their errors.
struct InterfaceBuilderActionSenders {
    /// receiving class → selector → sending class, when every connection of that action in
    /// every document starts from the same class.
    private(set) var senders: [String: [String: String]] = [:]
    private var conflicting: Set<String> = []

    init(documents: [(file: String, data: Data, kind: InterfaceBuilderDocument.Kind)]) {
        for document in documents {
            guard let parsed = try? InterfaceBuilderDocument(file: document.file, data: document.data, kind: document.kind),
                  parsed.isCocoaTouch else { continue }
            read(parsed)
        }
    }

    /// The sending class for `selector` received by `receiver`, if the nibs agree on one.
    func sender(of selector: String, receivedBy receiver: String) -> String? {
        senders[receiver]?[selector]
    }

    private mutating func read(_ document: InterfaceBuilderDocument) {
        var classes: [String: String] = [:]
        var actions: [(selector: String, destination: String, sender: String)] = []
        // (element, the element whose connections list holds it)
        var stack: [(XMLTreeElement, XMLTreeElement?)] = [(document.root, nil)]
        while let (element, owner) = stack.popLast() {
            if let id = element.attributes["id"] {
                classes[id] = element.attributes["customClass"]
                    ?? InterfaceBuilderClasses.className(forElement: element.name, cocoaTouch: true)
            }
            if element.name == "action", let owner, let selector = element.attributes["selector"],
               let destination = element.attributes["destination"] {
                let sender = owner.attributes["customClass"] ?? InterfaceBuilderClasses.className(forElement: owner.name, cocoaTouch: true)
                actions.append((selector, destination, sender))
            }
            for child in element.children {
                stack.append((child, element.name == "connections" ? owner : element))
            }
        }
        for action in actions {
            guard let receiver = classes[action.destination] else { continue }
            add(sender: action.sender, of: action.selector, receivedBy: receiver)
        }
    }

    /// One connection of `selector` to `receiver` from `sender` (a nib's, or app code's
    /// `addTarget`, `CodeActionSenders`); connections from different classes leave it untyped.
    mutating func add(sender: String, of selector: String, receivedBy receiver: String) {
        let key = receiver + " " + selector
        if conflicting.contains(key) { return }
        if let known = senders[receiver]?[selector], known != sender {
            senders[receiver]?[selector] = nil
            conflicting.insert(key)
        } else {
            senders[receiver, default: [:]][selector] = sender
        }
    }
}
