import OpenCombine

// Combine's CombineLatest and Merge families, which OpenCombine 0.14 lacks, on
// `CombiningSubscription`. Generated in shape by arity: CombineLatest, CombineLatest3,
// CombineLatest4; Merge, Merge3, Merge4 and MergeMany.

extension Publishers {
    /// Combine's `Publishers.CombineLatest`: a tuple of each upstream's latest value, once every one has sent a value.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 2, rule: .latest { values in (values[0] as! A.Output, values[1] as! B.Output) },
                                                               name: "CombineLatest", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
        }
    }

    /// Combine's `Publishers.CombineLatest3`: a tuple of each upstream's latest value, once every one has sent a value.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 3, rule: .latest { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output) },
                                                               name: "CombineLatest3", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
        }
    }

    /// Combine's `Publishers.CombineLatest4`: a tuple of each upstream's latest value, once every one has sent a value.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 4, rule: .latest { values in (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output) },
                                                               name: "CombineLatest4", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
            inner.attach(d, at: 3)
        }
    }

    /// Combine's `Publishers.Merge`: every upstream's values as they come; finished when all are.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 2, rule: .merge, name: "Merge", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
        }
    }

    /// Combine's `Publishers.Merge3`: every upstream's values as they come; finished when all are.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 3, rule: .merge, name: "Merge3", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
        }
    }

    /// Combine's `Publishers.Merge4`: every upstream's values as they come; finished when all are.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output, A.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: 4, rule: .merge, name: "Merge4", downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
            inner.attach(d, at: 3)
        }
    }

    /// Combine's `Publishers.MergeMany`: the values of any number of publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(count: publishers.count, rule: .merge, name: "MergeMany",
                                                               downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: inner)
            for (index, publisher) in publishers.enumerated() { inner.attach(publisher, at: index) }
            if publishers.isEmpty { inner.request(.none) }
        }

        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    public func combineLatest<P1: Publisher>(_ p1: P1) -> Publishers.CombineLatest<Self, P1> where Failure == P1.Failure {
        Publishers.CombineLatest(self, p1)
    }

    public func combineLatest<P1: Publisher, T>(_ p1: P1, _ transform: @escaping (Output, P1.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P1>, T> where Failure == P1.Failure {
        Publishers.CombineLatest(self, p1).map(transform)
    }

    public func combineLatest<P1: Publisher, P2: Publisher>(_ p1: P1, _ p2: P2) -> Publishers.CombineLatest3<Self, P1, P2> where Failure == P1.Failure, Failure == P2.Failure {
        Publishers.CombineLatest3(self, p1, p2)
    }

    public func combineLatest<P1: Publisher, P2: Publisher, T>(_ p1: P1, _ p2: P2, _ transform: @escaping (Output, P1.Output, P2.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P1, P2>, T> where Failure == P1.Failure, Failure == P2.Failure {
        Publishers.CombineLatest3(self, p1, p2).map(transform)
    }

    public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher>(_ p1: P1, _ p2: P2, _ p3: P3) -> Publishers.CombineLatest4<Self, P1, P2, P3> where Failure == P1.Failure, Failure == P2.Failure, Failure == P3.Failure {
        Publishers.CombineLatest4(self, p1, p2, p3)
    }

    public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, T>(_ p1: P1, _ p2: P2, _ p3: P3, _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P1, P2, P3>, T> where Failure == P1.Failure, Failure == P2.Failure, Failure == P3.Failure {
        Publishers.CombineLatest4(self, p1, p2, p3).map(transform)
    }

    public func merge<P1: Publisher>(with p1: P1) -> Publishers.Merge<Self, P1> where Output == P1.Output, Failure == P1.Failure {
        Publishers.Merge(self, p1)
    }

    public func merge<P1: Publisher, P2: Publisher>(with p1: P1, _ p2: P2) -> Publishers.Merge3<Self, P1, P2> where Output == P1.Output, Failure == P1.Failure, Output == P2.Output, Failure == P2.Failure {
        Publishers.Merge3(self, p1, p2)
    }

    public func merge<P1: Publisher, P2: Publisher, P3: Publisher>(with p1: P1, _ p2: P2, _ p3: P3) -> Publishers.Merge4<Self, P1, P2, P3> where Output == P1.Output, Failure == P1.Failure, Output == P2.Output, Failure == P2.Failure, Output == P3.Output, Failure == P3.Failure {
        Publishers.Merge4(self, p1, p2, p3)
    }

}
