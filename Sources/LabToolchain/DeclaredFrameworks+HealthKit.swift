/// HealthKit: the simulated device keeps no health data. Authorization completes as granted
/// (the sheet is not shown), saving a sample fails, and every query finds no samples — a
/// statistics query answers statistics with no quantity; the first of these says so.
extension DeclaredFrameworks {
    static let healthKit = """
        private func noHealthData(_ api: String) {
            __LabNotSimulated.say("HealthKit (\\(api))", instead: "the simulated device keeps no health data: queries find no samples")
        }
        public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let stepCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStepCount")
            public static let distanceWalkingRunning = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWalkingRunning")
            public static let activeEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierActiveEnergyBurned")
            public static let heartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRate")
            public static let bodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMass")
            public static let height = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeight")
            public static let flightsClimbed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierFlightsClimbed")
        }
        public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let sleepAnalysis = HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
            public static let mindfulSession = HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifierMindfulSession")
        }
        open class HKObjectType: NSObject {
            public let identifier: String
            init(identifier: String) { self.identifier = identifier }
            open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier: identifier.rawValue) }
            open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier: identifier.rawValue) }
            open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
            open override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
            open override var hash: Int { identifier.hashValue }
        }
        open class HKSampleType: HKObjectType {}
        open class HKQuantityType: HKSampleType {}
        open class HKCategoryType: HKSampleType {}
        open class HKWorkoutType: HKSampleType {}
        open class HKUnit: NSObject {
            public let unitString: String
            public init(from string: String) { unitString = string }
            open class func count() -> HKUnit { HKUnit(from: "count") }
            open class func meter() -> HKUnit { HKUnit(from: "m") }
            open class func mile() -> HKUnit { HKUnit(from: "mi") }
            open class func gram() -> HKUnit { HKUnit(from: "g") }
            open class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
            open class func minute() -> HKUnit { HKUnit(from: "min") }
            open class func second() -> HKUnit { HKUnit(from: "s") }
            open func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(from: unitString + "/" + unit.unitString) }
        }
        open class HKQuantity: NSObject {
            public let unit: HKUnit
            public let value: Double
            public init(unit: HKUnit, doubleValue value: Double) { self.unit = unit; self.value = value }
            open func doubleValue(for unit: HKUnit) -> Double { value }
            open func `is`(compatibleWith unit: HKUnit) -> Bool { true }
        }
        open class HKSample: NSObject {
            public let startDate: Date
            public let endDate: Date
            init(start: Date, end: Date) { startDate = start; endDate = end }
        }
        open class HKQuantitySample: HKSample {
            public let quantityType: HKQuantityType
            public let quantity: HKQuantity
            public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
                self.quantityType = quantityType
                self.quantity = quantity
                super.init(start: startDate, end: endDate)
            }
        }
        public struct HKQueryOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
            public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
        }
        public struct HKStatisticsOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
            public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
            public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
            public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
        }
        open class HKQuery: NSObject {
            open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
                NSPredicate(value: true)
            }
            /// Runs on the store: it finds no samples.
            func run() {}
        }
        /// Statistics over no samples: every quantity is nil.
        open class HKStatistics: NSObject {
            public let quantityType: HKQuantityType
            public let startDate: Date
            public let endDate: Date
            init(type: HKQuantityType, start: Date, end: Date) { quantityType = type; startDate = start; endDate = end }
            open func sumQuantity() -> HKQuantity? { nil }
            open func averageQuantity() -> HKQuantity? { nil }
            open func minimumQuantity() -> HKQuantity? { nil }
            open func maximumQuantity() -> HKQuantity? { nil }
        }
        open class HKStatisticsQuery: HKQuery {
            let type: HKQuantityType
            let handler: (HKStatisticsQuery, HKStatistics?, Error?) -> Void
            public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, Error?) -> Void) {
                type = quantityType
                self.handler = handler
            }
            override func run() {
                noHealthData("HKStatisticsQuery")
                let now = Date(timeIntervalSinceReferenceDate: 0)
                handler(self, HKStatistics(type: type, start: now, end: now), nil)
            }
        }
        open class HKSampleQuery: HKQuery {
            let handler: (HKSampleQuery, [HKSample]?, Error?) -> Void
            public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                        resultsHandler: @escaping (HKSampleQuery, [HKSample]?, Error?) -> Void) {
                handler = resultsHandler
            }
            override func run() {
                noHealthData("HKSampleQuery")
                handler(self, [], nil)
            }
        }
        public let HKObjectQueryNoLimit = 0
        public enum HKAuthorizationStatus: Int, Sendable { case notDetermined = 0, sharingDenied, sharingAuthorized }
        open class HKHealthStore: NSObject {
            /// An iPhone keeps health data.
            open class func isHealthDataAvailable() -> Bool { true }
            public override init() { super.init() }
            /// Granted, in a later turn (no sheet is shown).
            open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                           completion: @escaping (Bool, Error?) -> Void) {
                DispatchQueue.main.async { completion(true, nil) }
            }
            open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .sharingAuthorized }
            /// Queries answer on a background queue on iOS; here on the main queue, in a later turn.
            open func execute(_ query: HKQuery) { DispatchQueue.main.async { query.run() } }
            open func stop(_ query: HKQuery) {}
            open func save(_ object: HKSample, withCompletion completion: @escaping (Bool, Error?) -> Void) {
                noHealthData("HKHealthStore.save")
                DispatchQueue.main.async { completion(false, NSError(domain: "com.apple.healthkit", code: 1, userInfo: [NSLocalizedDescriptionKey: "Health data is unavailable on this device"])) }
            }
        }
        """
}
