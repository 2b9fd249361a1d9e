import GameplayKit

/// Nim with one heap: players take 1, 2 or 3 sticks in turn; whoever takes the last one wins.
final class StickPlayer: NSObject, GKGameModelPlayer {
    let playerId: Int
    init(_ id: Int) { playerId = id }
}

final class Take: NSObject, GKGameModelUpdate {
    var value = 0
    let count: Int
    init(_ count: Int) { self.count = count }
}

final class Sticks: NSObject, GKGameModel {
    static let players = [StickPlayer(0), StickPlayer(1)]
    var left: Int
    var mover = 0
    /// Who took the last stick, once the heap is empty.
    var winner: Int?

    init(left: Int) { self.left = left }

    var players: [GKGameModelPlayer]? { Sticks.players }
    var activePlayer: GKGameModelPlayer? { Sticks.players[mover] }

    func copy(with zone: NSZone? = nil) -> Any {
        let copy = Sticks(left: left)
        copy.setGameModel(self)
        return copy
    }

    func setGameModel(_ gameModel: GKGameModel) {
        guard let other = gameModel as? Sticks else { return }
        left = other.left
        mover = other.mover
        winner = other.winner
    }

    func gameModelUpdates(for player: GKGameModelPlayer) -> [GKGameModelUpdate]? {
        guard left > 0 else { return nil }
        return (1...min(3, left)).map(Take.init)
    }

    func apply(_ gameModelUpdate: GKGameModelUpdate) {
        guard let take = gameModelUpdate as? Take else { return }
        left -= take.count
        if left == 0 { winner = mover }
        mover = 1 - mover
    }

    func isWin(for player: GKGameModelPlayer) -> Bool { winner == player.playerId }
    func isLoss(for player: GKGameModelPlayer) -> Bool { winner != nil && winner != player.playerId }
}
