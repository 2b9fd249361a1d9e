/// The simulated nib format: how a `Nib` is written to and read from a `.nib` file.
///
/// A real compiled nib is a binary keyed archive (`NIBArchive`) that only UIKit reads.
/// LifecycleLab writes a property list instead, so `cat APP Base.lproj/Main.storyboardc/…nib`
/// shows exactly what was archived. Layout (format 1):
/// ```
/// LifecycleLabNib   string   names the format and says it is simulated
/// objects           array    top-level objects, each a dict:
///     id            string   Interface Builder object id (BYZ-38-t0r)
///     class         string   the UIKit class the element stands for (UIViewController, UILabel)
///     customClass   string   optional, IB's custom class (ViewController)
///     customModule  string   optional
///     attributes    dict     simple attributes, strings (backgroundColor, text, frame, view nib name)
///     children      array    subviews / the controller's view, same shape
/// ```
public enum NibArchive {
    public static let formatNote =
        "LifecycleLab simulated nib, format 1: a property list standing in for Xcode's binary NIBArchive"

    public static func plist(for nib: Nib) -> PlistValue {
        .dictionary([
            "LifecycleLabNib": .string(formatNote),
            "objects": .array(nib.objects.map(plist(for:))),
        ])
    }

    public static func plist(for object: NibObject) -> PlistValue {
        var dict: [String: PlistValue] = [
            "id": .string(object.id),
            "class": .string(object.uikitClass),
            "attributes": .dictionary(object.attributes.mapValues(PlistValue.string)),
            "children": .array(object.children.map(plist(for:))),
        ]
        if let customClass = object.customClass { dict["customClass"] = .string(customClass) }
        if let customModule = object.customModule { dict["customModule"] = .string(customModule) }
        return .dictionary(dict)
    }

    /// Reads a nib written by `plist(for:)`; the message names what is missing.
    public static func nib(from value: PlistValue) throws(DamagedArchive) -> Nib {
        guard value.dictionary?["LifecycleLabNib"] != nil, let objects = value.dictionary?["objects"]?.array else {
            throw DamagedArchive(.notANib)
        }
        var result: [NibObject] = []
        for object in objects { result.append(try nibObject(from: object)) }
        return Nib(objects: result)
    }

    private static func nibObject(from value: PlistValue) throws(DamagedArchive) -> NibObject {
        guard let dict = value.dictionary, let id = dict["id"]?.string, let uikitClass = dict["class"]?.string else {
            throw DamagedArchive(.nibObjectIncomplete)
        }
        var attributes: [String: String] = [:]
        for (key, attribute) in dict["attributes"]?.dictionary ?? [:] {
            attributes[key] = attribute.string ?? ""
        }
        var children: [NibObject] = []
        for child in dict["children"]?.array ?? [] { children.append(try nibObject(from: child)) }
        return NibObject(id: id, uikitClass: uikitClass, customClass: dict["customClass"]?.string,
                         customModule: dict["customModule"]?.string, attributes: attributes, children: children)
    }
}
