extension FrameworkStubs {
    /// Core Motion as the iOS Simulator has it: no accelerometer, gyroscope or magnetometer, so
    /// every `is…Available` is false, the data stays nil and no update arrives. Starting updates
    /// says so once in the console (a game that tilts falls back to its Simulator code path).
    static let coreMotion = """
        public struct CMAcceleration: Sendable { public var x: Double, y: Double, z: Double
            public init() { (x, y, z) = (0, 0, 0) }
            public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) } }
        public struct CMRotationRate: Sendable { public var x: Double, y: Double, z: Double
            public init() { (x, y, z) = (0, 0, 0) }
            public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) } }
        open class CMLogItem: NSObject { open var timestamp: TimeInterval { 0 } }
        open class CMAccelerometerData: CMLogItem { open var acceleration: CMAcceleration { CMAcceleration() } }
        open class CMGyroData: CMLogItem { open var rotationRate: CMRotationRate { CMRotationRate() } }
        open class CMDeviceMotion: CMLogItem {
            open var gravity: CMAcceleration { CMAcceleration() }
            open var userAcceleration: CMAcceleration { CMAcceleration() }
            open var rotationRate: CMRotationRate { CMRotationRate() } }
        public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
        public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
        public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void
        nonisolated(unsafe) private var saidNoSensors = false
        private func noSensors(_ method: String) {
            guard !saidNoSensors else { return }
            saidNoSensors = true
            print("[LifecycleLab] CMMotionManager.\\(method): the simulated device has no motion sensors, as the iOS Simulator has none: no updates arrive")
        }
        open class CMMotionManager: NSObject {
            public override init() { super.init() }
            open var accelerometerUpdateInterval: TimeInterval = 0.01
            open var gyroUpdateInterval: TimeInterval = 0.01
            open var deviceMotionUpdateInterval: TimeInterval = 0.01
            open var isAccelerometerAvailable: Bool { false }
            open var isGyroAvailable: Bool { false }
            open var isMagnetometerAvailable: Bool { false }
            open var isDeviceMotionAvailable: Bool { false }
            open var isAccelerometerActive: Bool { false }
            open var isGyroActive: Bool { false }
            open var isDeviceMotionActive: Bool { false }
            open var accelerometerData: CMAccelerometerData? { nil }
            open var gyroData: CMGyroData? { nil }
            open var deviceMotion: CMDeviceMotion? { nil }
            open func startAccelerometerUpdates() { noSensors("startAccelerometerUpdates()") }
            open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
                noSensors("startAccelerometerUpdates(to:withHandler:)") }
            open func stopAccelerometerUpdates() {}
            open func startGyroUpdates() { noSensors("startGyroUpdates()") }
            open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
                noSensors("startGyroUpdates(to:withHandler:)") }
            open func stopGyroUpdates() {}
            open func startDeviceMotionUpdates() { noSensors("startDeviceMotionUpdates()") }
            open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
                noSensors("startDeviceMotionUpdates(to:withHandler:)") }
            open func stopDeviceMotionUpdates() {}
        }
        """
}
