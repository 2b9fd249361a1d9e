import SpriteKit

/// Catch the star: each touch on it scores a point, against a clock of 60 seconds of play.
/// The Pause button stops the game and shows "Paused" until Resume.
class GameScene: SKScene {
    let scoreLabel = SKLabelNode(text: "Score: 0")
    let bestLabel = SKLabelNode(text: "Best: 0")
    let clockLabel = SKLabelNode(text: "Time: 60")
    let star = SKSpriteNode(color: .yellow, size: CGSize(width: 44, height: 44))
    let pauseButton = SKLabelNode(text: "Pause")
    let pausedBanner = SKLabelNode(text: "Paused")
    let resumeButton = SKLabelNode(text: "Resume")

    var score = 0 {
        didSet {
            scoreLabel.text = "Score: \(score)"
            if score > best { best = score }
        }
    }
    /// The best score so far.
    var best = 0 {
        didSet { bestLabel.text = "Best: \(best)" }
    }
    /// Seconds of play left: they run down in update(_:) while the game is not paused.
    var timeLeft: TimeInterval = 60
    /// The game's own pause, which the Pause button sets.
    private(set) var isGamePaused = false
    private var lastUpdateTime: TimeInterval?
    private var shownSeconds = 60

    override func didMove(to view: SKView) {
        backgroundColor = .black
        if UserDefaults.standard.object(forKey: "best") != nil {
            best = UserDefaults.standard.integer(forKey: "best")
            print("best score restored: \(best)")
        }
        scoreLabel.position = CGPoint(x: 100, y: size.height - 100)
        bestLabel.position = CGPoint(x: 290, y: size.height - 100)
        clockLabel.position = CGPoint(x: size.width / 2, y: size.height - 150)
        star.name = "Star"
        star.position = CGPoint(x: size.width / 2, y: size.height / 2)
        pauseButton.position = CGPoint(x: size.width / 2, y: 100)
        pausedBanner.position = CGPoint(x: size.width / 2, y: size.height / 2 + 120)
        resumeButton.position = CGPoint(x: size.width / 2, y: size.height / 2 - 120)
        pausedBanner.isHidden = true
        resumeButton.isHidden = true
        for node in [scoreLabel, bestLabel, clockLabel, star, pauseButton, pausedBanner, resumeButton] { addChild(node) }
        print("game on: Score 0, Best \(best), Time 60")
    }

    override func update(_ currentTime: TimeInterval) {
        defer { lastUpdateTime = currentTime }
        // currentTime is the system's clock: the seconds since the last frame.
        guard let last = lastUpdateTime, !isGamePaused, timeLeft > 0 else { return }
        timeLeft = max(0, timeLeft - (currentTime - last))
        let seconds = Int(timeLeft.rounded(.up))
        if seconds != shownSeconds {
            shownSeconds = seconds
            clockLabel.text = "Time: \(seconds)"
            print("Time: \(seconds)")
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        let touched = atPoint(point)
        if touched === star, !isGamePaused, timeLeft > 0 {
            score += 1
            print("caught: Score \(score), Best \(best)")
        } else if touched === pauseButton {
            pauseGame()
        } else if touched === resumeButton {
            resumeGame()
        }
    }

    /// Stops the game: the clock stands still and "Paused" shows until the player taps Resume.
    func pauseGame() {
        guard !isGamePaused else { return }
        isGamePaused = true
        pausedBanner.isHidden = false
        resumeButton.isHidden = false
        pauseButton.isHidden = true
        print("game paused: Score \(score), Time \(shownSeconds)")
    }

    func resumeGame() {
        guard isGamePaused else { return }
        isGamePaused = false
        pausedBanner.isHidden = true
        resumeButton.isHidden = true
        pauseButton.isHidden = false
        print("game resumed: Time \(shownSeconds)")
    }
}
