// The simulated SDK's Combine. Apps `import Combine`; the build maps that name to this module
// (`-module-alias Combine=LabCombine`), which re-exports OpenCombine 0.14 under Combine's names:
// publishers, subjects, `AnyCancellable`, `@Published`, `ObservableObject`, the operators; from
// OpenCombineFoundation `NotificationCenter.default.publisher(for:)`, `URLSession`'s
// `dataTaskPublisher(for:)` and RunLoop as a scheduler; from OpenCombineDispatch DispatchQueue as
// a scheduler. `Timer.publish(every:on:in:)` is this module's own, on the device's virtual clock.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
