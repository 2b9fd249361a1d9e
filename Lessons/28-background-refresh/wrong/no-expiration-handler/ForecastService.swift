import Foundation

/// Talks to the weather server. Each download answers on the main queue some seconds later,
/// unless it is cancelled first.
final class ForecastService {
    /// Bumped by `cancel()`: a download started before answers nothing.
    private var generation = 0

    /// The forecast: about 10 seconds.
    func downloadForecast(completion: @escaping (String) -> Void) {
        let started = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) {
            guard self.generation == started else { return }
            completion("Rain at 4 pm")
        }
    }

    /// The radar map: about 45 seconds — longer than an app refresh task may run.
    func downloadRadar(completion: @escaping () -> Void) {
        let started = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + 45) {
            guard self.generation == started else { return }
            completion()
        }
    }

    /// Stops the downloads under way: their completions are never called.
    func cancel() {
        generation += 1
        print("download cancelled")
    }
}
