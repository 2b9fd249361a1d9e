import BundleFormats
import Foundation
import LabCore

/// Converts Interface Builder XML elements (a controller, a view and its subviews) into the
/// `NibObject`s a compiled nib archives: class, custom class, simple attributes, view tree.
struct InterfaceBuilderObjects {
    /// The file being compiled, for messages.
    var file: String
    var isCocoaTouch: Bool

    /// One object with its keyed children folded into attributes and its subviews as children.
    /// `viewKey` children (a controller's `<view key="view">`) are returned separately.
    func object(from element: XMLTreeElement) throws(BuildFailure) -> NibObject {
        guard let id = element.attributes["id"] else {
            throw BuildFailure(.error(file, line: element.line, tr("<%@> has no id attribute", element.name)))
        }
        var object = NibObject(id: id, uikitClass: InterfaceBuilderClasses.className(forElement: element.name, cocoaTouch: isCocoaTouch),
                               customClass: element.attributes["customClass"], customModule: element.attributes["customModule"])
        for (name, value) in element.attributes where !InterfaceBuilderClasses.structuralAttributes.contains(name) {
            object.attributes[name] = value
        }
        for child in element.children {
            if let menuObjects = try menuChildren(of: child) {
                object.children += menuObjects
                continue
            }
            switch child.name {
            case "subviews":
                for subview in child.children { object.children.append(try self.object(from: subview)) }
            case "cells", "prototypes":
                // A collection view's or table view's prototype cells: archived with it, marked
                // with their reuse identifier, made (a copy each time) when the app dequeues it.
                for cell in child.children where cell.name == "collectionViewCell" || cell.name == "tableViewCell" {
                    var prototype = try self.object(from: cell)
                    prototype.attributes[NibObject.prototypeAttribute] = cell.attributes["reuseIdentifier"] ?? ""
                    object.children.append(prototype)
                }
            case "connections":
                for connection in child.children { record(connection, into: &object) }
            case "userDefinedRuntimeAttributes":
                let lines = child.children.compactMap(Self.runtimeAttribute)
                if !lines.isEmpty { object.attributes[NibObject.runtimeAttributesAttribute] = lines.joined(separator: "\n") }
            case "color":
                if let key = child.attributes["key"] { object.attributes[key] = Self.describeColor(child) }
            case "rect":
                if let key = child.attributes["key"] { object.attributes[key] = Self.describeRect(child) }
            case "fontDescription":
                let font = [child.attributes["type"] ?? child.attributes["name"], child.attributes["pointSize"]].compactMap { $0 }
                object.attributes["font"] = font.joined(separator: " ")
            case "string":
                if let key = child.attributes["key"] { object.attributes[key] = child.text }
            case "state":
                if let title = child.attributes["title"] { object.attributes["title"] = title }
            case "buttonConfiguration":
                if let title = child.attributes["title"] { object.attributes["title"] = title }
            case "navigationItem", "tabBarItem":
                if let title = child.attributes["title"] { object.attributes[child.name + ".title"] = title }
                if child.name == "tabBarItem", let tag = child.attributes["tag"] { object.attributes["tabBarItem.tag"] = tag }
                if child.name == "navigationItem" { object.children += try barButtonItems(of: child) }
            default:
                if !isCocoaTouch, child.attributes["key"] == "cell" {
                    Self.foldCocoaCell(child, into: &object)
                } else if child.attributes["key"] == "contentView" {
                    // Xcode 9 wrote a collection view cell's content view without an id; ibtool takes it.
                    var content = child
                    if content.attributes["id"] == nil { content.attributes["id"] = id + "-contentView" }
                    object.children.append(try self.object(from: content))
                }
            }
        }
        addMenuItemAttributes(of: element, to: &object)
        if element.name == "tableViewCell" {
            // A Basic, Right Detail, Left Detail or Subtitle cell names its labels, which are
            // its textLabel and detailTextLabel (`textLabel="…"` on the cell, or `key=` on the label).
            for key in ["textLabel", "detailTextLabel"] {
                if let labelID = object.attributes.removeValue(forKey: key) { object.attributes["outlet." + key] = labelID }
            }
            var stack = element.children
            while let current = stack.popLast() {
                if let key = current.attributes["key"], ["textLabel", "detailTextLabel"].contains(key), let labelID = current.attributes["id"] {
                    object.attributes["outlet." + key] = labelID
                }
                stack += current.children
            }
        }
        return object
    }

    /// A navigation item's bar button items (`leftBarButtonItem`, `rightBarButtonItems`, …),
    /// archived with the controller and marked with their side of the bar.
    private func barButtonItems(of navigationItem: XMLTreeElement) throws(BuildFailure) -> [NibObject] {
        var items: [NibObject] = []
        for child in navigationItem.children {
            let side: String
            let elements: [XMLTreeElement]
            switch (child.name, child.attributes["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): (side, elements) = ("left", [child])
            case ("barButtonItem", "rightBarButtonItem"): (side, elements) = ("right", [child])
            case ("leftBarButtonItems", _): (side, elements) = ("left", child.children.filter { $0.name == "barButtonItem" })
            case ("rightBarButtonItems", _): (side, elements) = ("right", child.children.filter { $0.name == "barButtonItem" })
            default: continue
            }
            for element in elements {
                var item = try object(from: element)
                item.attributes[NibObject.barItemAttribute] = side
                items.append(item)
            }
        }
        return items
    }

    /// Outlets, segues and actions, as attributes naming their destination.
    private func record(_ connection: XMLTreeElement, into object: inout NibObject) {
        let destination = connection.attributes["destination"] ?? ""
        switch connection.name {
        case "outlet":
            if let property = connection.attributes["property"] { object.attributes["outlet.\(property)"] = destination }
        case "outletCollection":
            // Its destinations, in order, space-separated.
            if let property = connection.attributes["property"] {
                let key = "outletCollection.\(property)"
                object.attributes[key] = object.attributes[key].map { $0 + " " + destination } ?? destination
            }
        case "segue":
            if let relationship = connection.attributes["relationship"] {
                // A tab bar controller has several: their destinations, in order, space-separated.
                let key = "relationship.\(relationship)"
                object.attributes[key] = object.attributes[key].map { $0 + " " + destination } ?? destination
            } else {
                let kind = connection.attributes["kind"] ?? "show"
                // An exit (unwind) segue's destination is the scene's Exit placeholder: what
                // matters is its action, which UIKit looks for up the chain of controllers.
                let target = kind == "unwind" ? connection.attributes["unwindAction"] ?? "" : destination
                object.attributes["segue.\(connection.attributes["identifier"] ?? connection.attributes["id"] ?? kind)"] = "\(kind) \(target)"
            }
        case "action":
            if let selector = connection.attributes["selector"] {
                object.attributes["action.\(connection.attributes["eventType"] ?? "primaryActionTriggered")"] = selector
                // A Cocoa action names its target (File's Owner, First Responder, an object).
                if let target = connection.attributes["target"] { object.attributes[NibObject.actionTargetAttribute] = target }
            }
        default: break
        }
    }

    /// A Cocoa control's cell (`<textFieldCell key="cell" title="Name" editable="YES">`,
    /// `<buttonCell key="cell" type="check" title="…">`, `<imageCell key="cell" image="…">`):
    /// AppKit's control decodes its cell's title, state, image and placeholder; they are archived
    /// on the control (the control's own attributes win).
    private static func foldCocoaCell(_ cell: XMLTreeElement, into object: inout NibObject) {
        for (name, value) in cell.attributes where !InterfaceBuilderClasses.structuralAttributes.contains(name) && object.attributes[name] == nil {
            object.attributes[name] = value
        }
        // The key equivalent (`<string key="keyEquivalent">`, base64 when it is a control character: Return is "DQ").
        if let key = cell.children.first(where: { $0.name == "string" && $0.attributes["key"] == "keyEquivalent" }) {
            let text = key.attributes["base64-UTF8"] == "YES" ? Data(base64Encoded: Self.padded(key.text)).flatMap { String(data: $0, encoding: .utf8) } : key.text
            if let text { object.attributes["keyEquivalent"] = text }
        }
    }

    /// Interface Builder writes base64 without its `=` padding.
    private static func padded(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed + String(repeating: "=", count: (4 - trimmed.count % 4) % 4)
    }

    /// One user-defined runtime attribute as its archived line: key path, type and value,
    /// tab-separated (`layer.cornerRadius	number	10`); nil without a key path.
    static func runtimeAttribute(_ element: XMLTreeElement) -> String? {
        guard element.name == "userDefinedRuntimeAttribute", let keyPath = element.attributes["keyPath"] else { return nil }
        let type = element.attributes["type"] ?? "nil"
        var value = element.attributes["value"] ?? ""
        if let child = element.children.first(where: { $0.attributes["key"] == "value" }) {
            let attributes = child.attributes
            switch child.name {
            case "color": value = describeColor(child)
            case "rect": value = describeRect(child)
            case "point": value = "{\(attributes["x"] ?? "0"), \(attributes["y"] ?? "0")}"
            case "size": value = "{\(attributes["width"] ?? "0"), \(attributes["height"] ?? "0")}"
            case "range": value = "{\(attributes["location"] ?? "0"), \(attributes["length"] ?? "0")}"
            case "string": value = child.text
            default: value = attributes["value"] ?? child.text
            }
        }
        let clean = { (text: String) in text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
        return [keyPath, type, value].map(clean).joined(separator: "\t")
    }

    /// `systemBackgroundColor`, `rgba(1, 0, 0, 1)`, `white(1, 1)`, `named AccentColor`.
    static func describeColor(_ color: XMLTreeElement) -> String {
        let attributes = color.attributes
        if let system = attributes["systemColor"] ?? attributes["cocoaTouchSystemColor"] { return system }
        if let name = attributes["name"] { return "named \(name)" }
        if let white = attributes["white"] { return "white(\(white), \(attributes["alpha"] ?? "1"))" }
        let components = ["red", "green", "blue", "alpha"].map { attributes[$0] ?? ($0 == "alpha" ? "1" : "0") }
        return "rgba(\(components.joined(separator: ", ")))"
    }

    /// `{{x, y}, {width, height}}`, as `NSStringFromCGRect` prints a frame.
    static func describeRect(_ rect: XMLTreeElement) -> String {
        let value = { (name: String) in rect.attributes[name] ?? "0" }
        return "{{\(value("x")), \(value("y"))}, {\(value("width")), \(value("height"))}}"
    }
}
