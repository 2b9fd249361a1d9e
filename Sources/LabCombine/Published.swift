import Foundation
import OpenCombine

/// What an `ObservableObject`'s `@Published` properties share: the object's `objectWillChange`.
class PublishedSlot {
    var objectWillChange: ObservableObjectPublisher?
}

/// A `@Published` property's storage, found by `ObservableObject`'s `objectWillChange` through a mirror.
protocol PublishedField {
    var slot: PublishedSlot { get }
}

/// Combine's `@Published`: setting the property tells `objectWillChange` and then the `$property`
/// publisher's subscribers (in the order they subscribed) before the value changes, as willSet does.
@propertyWrapper
public struct Published<Value>: PublishedField {
    final class Storage: PublishedSlot {
        var value: Value
        var subject: CurrentValueSubject<Value, Never>?
        init(_ value: Value) { self.value = value }

        var publisher: CurrentValueSubject<Value, Never> {
            if let subject { return subject }
            let made = CurrentValueSubject<Value, Never>(value)
            subject = made
            return made
        }
    }

    private var storage: Storage
    var slot: PublishedSlot { storage }

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange?.send()
            storage.subject?.send(newValue)
            storage.value = newValue
        }
    }

    /// `$property`: the values from now on, starting with the current one.
    public var projectedValue: Publisher {
        get { Publisher(subject: storage.publisher) }
        set { storage = newValue.storage ?? storage }
    }

    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let subject: CurrentValueSubject<Value, Never>
        fileprivate var storage: Storage?

        fileprivate init(subject: CurrentValueSubject<Value, Never>, storage: Storage? = nil) {
            self.subject = subject
            self.storage = storage
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}

extension OpenCombine.Publisher where Failure == Never {
    /// `assign(to: &$property)`: every value becomes the `@Published` property's, for as long as the
    /// property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        subscribe(AnySubscriber(receiveSubscription: { $0.request(.unlimited) },
                                receiveValue: { [weak subject] value in
                                    subject?.send(value)
                                    return .none
                                }))
    }
}

/// Combine's `ObservableObject`: by default its `objectWillChange` is one publisher shared by its
/// `@Published` properties, which tell it before they change.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: OpenCombine.Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        var slots: [PublishedSlot] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let field = child.value as? PublishedField { slots.append(field.slot) }
            }
            mirror = current.superclassMirror
        }
        let publisher = slots.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for slot in slots { slot.objectWillChange = publisher }
        return publisher
    }
}

/// Combine's `ObservableObjectPublisher`: `send()` tells its subscribers, in the order they subscribed.
public final class ObservableObjectPublisher: OpenCombine.Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = OrderedFanOut<Void, Never>(name: "ObservableObjectPublisher")

    public init() {}

    public func send() { subscribers.send((), keep: false) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.add(subscriber)
    }
}
