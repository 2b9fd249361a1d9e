import LabCore

/// A Cocoa document's menus as ibtool archives them: a `<menu>` keeps its `<menuItem>`s in
/// order as children, an item keeps its submenu as its child, and an item's action (its
/// selector and the object it targets: an object of the nib, File's Owner, the Application, or
/// First Responder for the responder chain) and its key equivalent's modifiers as attributes.
extension InterfaceBuilderObjects {
    /// A menu's `<items>`, or the menu an item or the application holds (`key="submenu"`, `key="mainMenu"`).
    func menuChildren(of child: XMLTreeElement) throws(BuildFailure) -> [NibObject]? {
        if child.name == "items" {
            var items: [NibObject] = []
            for item in child.children where item.name == "menuItem" { items.append(try object(from: item)) }
            return items
        }
        if child.name == "menu", ["submenu", "mainMenu"].contains(child.attributes["key"] ?? "") { return [try object(from: child)] }
        return nil
    }

    /// A menu item's action and the modifiers of its key equivalent.
    func addMenuItemAttributes(of element: XMLTreeElement, to object: inout NibObject) {
        guard element.name == "menuItem" else { return }
        for child in element.children {
            if child.name == "modifierMask", child.attributes["key"] == "keyEquivalentModifierMask" {
                let names = ["shift", "control", "option", "command"].filter { child.attributes[$0] == "YES" }
                object.attributes[NibObject.keyEquivalentModifiersAttribute] = names.joined(separator: " ")
            }
            guard child.name == "connections" else { continue }
            for action in child.children where action.name == "action" {
                object.attributes[NibObject.menuActionAttribute] = action.attributes["selector"] ?? ""
                if let target = action.attributes["target"] { object.attributes[NibObject.menuTargetAttribute] = target }
            }
        }
    }
}
