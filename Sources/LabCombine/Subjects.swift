import Foundation
import OpenCombine

/// Combine's `PassthroughSubject`, telling its subscribers in the order they subscribed
/// (`OrderedFanOut`); a value reaches those with demand, as Combine's does.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = OrderedFanOut<Output, Failure>(name: "PassthroughSubject")

    public init() {}

    public func send(_ input: Output) { subscribers.send(input, keep: false) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
    }
}

/// Combine's `CurrentValueSubject`: a new subscriber gets the current value at its first demand;
/// subscribers in the order they subscribed (`OrderedFanOut`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = OrderedFanOut<Output, Failure>(name: "CurrentValueSubject")
    private let lock = NSRecursiveLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        lock.lock()
        guard subscribers.completion == nil else { return lock.unlock() }
        current = input
        lock.unlock()
        subscribers.send(input, keep: true)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func send(subscription: Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, value: subscribers.completion == nil ? value : nil)
    }
}

/// Combine's `Future`: runs its closure at once; every subscriber, in the order it subscribed,
/// gets the one result at its first demand.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let subscribers = OrderedFanOut<Output, Failure>(name: "Future")
    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?

    /// The promise keeps the future alive until it is called, as Combine's does: a future made
    /// inside `Deferred` or `flatMap`, held by nothing else, still delivers.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        lock.unlock()
        switch result {
        case let .success(value): subscribers.finish(.finished, afterValue: value)
        case let .failure(error): subscribers.finish(.failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        let result = self.result
        lock.unlock()
        switch result {
        case nil: subscribers.add(subscriber)
        case let .success(value)?: subscribers.add(subscriber, value: value, then: .finished)
        case let .failure(error)?: subscribers.add(subscriber, then: .failure(error))
        }
    }
}
