@_spi(LifecycleLab) import UIKit
@_exported import Foundation

/// A compiled Core Data model: the entities of one version of the app's `.xcdatamodeld`,
/// read from the bundle's `Name.momd` (LifecycleLab's `.mom` is an XML property list of
/// entities, docs/formats.md).
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// The version's name (`To_Do2`), for the console.
    var versionName = ""

    public override init() { super.init() }

    /// Reads a `.momd` folder (its current version) or a `.mom` file.
    public init?(contentsOf url: URL) {
        super.init()
        var file = url
        if url.pathExtension == "momd" {
            guard let data = try? Data(contentsOf: url.appendingPathComponent("VersionInfo.plist")),
                  let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let current = info["NSManagedObjectModel_CurrentVersionName"] as? String else { return nil }
            file = url.appendingPathComponent(current + ".mom")
        }
        guard let data = try? Data(contentsOf: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              plist["LifecycleLabManagedObjectModel"] != nil,
              let entityList = plist["entities"] as? [[String: Any]] else { return nil }
        versionName = plist["version"] as? String ?? ""
        entities = entityList.map(NSEntityDescription.init(plist:))
        for entity in entities {
            for relationship in entity.relationshipsByName.values {
                relationship.destinationEntity = entitiesByName[relationship.destinationName]
            }
            if let parent = entity.parentName { entity.superentity = entitiesByName[parent] }
        }
        for entity in entities {
            for relationship in entity.relationshipsByName.values {
                if let inverse = relationship.inverseName { relationship.inverseRelationship = relationship.destinationEntity?.relationshipsByName[inverse] }
            }
        }
    }

    /// Every model in the main bundle merged (`NSManagedObjectModel.mergedModel(from: nil)`).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let model = NSManagedObjectModel()
        for url in CoreDataBundle.modelURLs() {
            if let found = NSManagedObjectModel(contentsOf: url) { model.entities += found.entities }
        }
        return model
    }
}

/// An entity: its name, the class its objects are, its attributes and relationships.
open class NSEntityDescription: NSObject {
    open var name: String?
    open var managedObjectClassName: String!
    open var isAbstract = false
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open internal(set) var superentity: NSEntityDescription?
    var parentName: String?
    private var ownAttributes: [NSAttributeDescription] = []
    private var ownRelationships: [NSRelationshipDescription] = []

    public override init() { super.init() }

    init(plist: [String: Any]) {
        super.init()
        name = plist["name"] as? String
        managedObjectClassName = plist["className"] as? String ?? "NSManagedObject"
        isAbstract = plist["isAbstract"] as? Bool ?? false
        parentName = plist["parent"] as? String
        ownAttributes = (plist["attributes"] as? [[String: Any]] ?? []).map(NSAttributeDescription.init(plist:))
        ownRelationships = (plist["relationships"] as? [[String: Any]] ?? []).map(NSRelationshipDescription.init(plist:))
        for relationship in ownRelationships { relationship.entity = self }
        for attribute in ownAttributes { attribute.entity = self }
    }

    /// Own properties and those of the superentities.
    open var attributesByName: [String: NSAttributeDescription] {
        var all = superentity?.attributesByName ?? [:]
        for attribute in ownAttributes { all[attribute.name] = attribute }
        return all
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
        var all = superentity?.relationshipsByName ?? [:]
        for relationship in ownRelationships { all[relationship.name] = relationship }
        return all
    }
    open var properties: [NSPropertyDescription] {
        (superentity?.properties ?? []) + ownAttributes + ownRelationships
    }
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Whether this entity is `other` or inherits from it.
    func isKind(of other: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let entity = current {
            if entity === other { return true }
            current = entity.superentity
        }
        return false
    }

    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            AppRuntimeBridge.raise("NSInternalInconsistencyException", "+entityForName: could not locate an entity named '\(entityName)' in this model.")
        }
        return NSManagedObject.make(entity: entity, in: context)
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "nil")" }
}

open class NSPropertyDescription: NSObject {
    open var name: String = ""
    open var isOptional = true
    open internal(set) weak var entity: NSEntityDescription!
}

public enum NSAttributeType: UInt {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600, stringAttributeType = 700
    case booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000, UUIDAttributeType = 1100
    case URIAttributeType = 1200, transformableAttributeType = 1800, objectIDAttributeType = 2000

    init(modelName: String) {
        self = switch modelName {
        case "Integer 16": .integer16AttributeType
        case "Integer 32": .integer32AttributeType
        case "Integer 64": .integer64AttributeType
        case "Decimal": .decimalAttributeType
        case "Double": .doubleAttributeType
        case "Float": .floatAttributeType
        case "String": .stringAttributeType
        case "Boolean": .booleanAttributeType
        case "Date": .dateAttributeType
        case "Binary": .binaryDataAttributeType
        case "UUID": .UUIDAttributeType
        case "URI": .URIAttributeType
        case "Transformable": .transformableAttributeType
        case "ObjectID": .objectIDAttributeType
        default: .undefinedAttributeType
        }
    }

    var isNumber: Bool {
        [.integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType, .floatAttributeType,
         .booleanAttributeType, .decimalAttributeType].contains(self)
    }
}

open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var defaultValue: Any?

    public override init() { super.init() }

    init(plist: [String: Any]) {
        super.init()
        name = plist["name"] as? String ?? ""
        isOptional = plist["optional"] as? Bool ?? true
        attributeType = NSAttributeType(modelName: plist["type"] as? String ?? "")
        if let text = plist["default"] as? String { defaultValue = ManagedValue.parseDefault(text, type: attributeType) }
    }
}

public enum NSDeleteRule: UInt {
    case noActionDeleteRule = 0, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

open class NSRelationshipDescription: NSPropertyDescription {
    open internal(set) var destinationEntity: NSEntityDescription?
    open internal(set) weak var inverseRelationship: NSRelationshipDescription?
    open var isToMany = false
    open var isOrdered = false
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    var destinationName = ""
    var inverseName: String?

    public override init() { super.init() }

    init(plist: [String: Any]) {
        super.init()
        name = plist["name"] as? String ?? ""
        isOptional = plist["optional"] as? Bool ?? true
        destinationName = plist["destination"] as? String ?? ""
        inverseName = plist["inverse"] as? String
        isToMany = plist["toMany"] as? Bool ?? false
        isOrdered = plist["ordered"] as? Bool ?? false
        deleteRule = switch plist["deletionRule"] as? String {
        case "Cascade": .cascadeDeleteRule
        case "Deny": .denyDeleteRule
        case "No Action": .noActionDeleteRule
        default: .nullifyDeleteRule
        }
    }
}
