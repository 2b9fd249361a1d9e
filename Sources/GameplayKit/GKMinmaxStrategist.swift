@_exported import Foundation

/// A player of a turn-based game, as a strategist sees it.
public protocol GKGameModelPlayer: NSObjectProtocol {
    var playerId: Int { get }
}

/// One move of a game; the strategist writes its score into `value`.
public protocol GKGameModelUpdate: NSObjectProtocol {
    var value: Int { get set }
}

/// A game's state, as a strategist searches it: who plays, what moves each may make, and how
/// good a state is for a player. `copy(with:)` must give an independent state.
public protocol GKGameModel: NSObjectProtocol, NSCopying {
    var players: [GKGameModelPlayer]? { get }
    var activePlayer: GKGameModelPlayer? { get }
    func setGameModel(_ gameModel: GKGameModel)
    func gameModelUpdates(for player: GKGameModelPlayer) -> [GKGameModelUpdate]?
    func apply(_ gameModelUpdate: GKGameModelUpdate)
    func score(for player: GKGameModelPlayer) -> Int
    func isWin(for player: GKGameModelPlayer) -> Bool
    func isLoss(for player: GKGameModelPlayer) -> Bool
    func unapplyGameModelUpdate(_ gameModelUpdate: GKGameModelUpdate)
}

extension GKGameModel {
    public func score(for player: GKGameModelPlayer) -> Int { 0 }
    public func isWin(for player: GKGameModelPlayer) -> Bool { false }
    public func isLoss(for player: GKGameModelPlayer) -> Bool { false }
    public func unapplyGameModelUpdate(_ gameModelUpdate: GKGameModelUpdate) {}
}

/// The best and worst scores a game state may have (a win, a loss).
public let GKGameModelMaxScore = 1 << 24
public let GKGameModelMinScore = -(1 << 24)

/// Something that chooses moves for a game model.
public protocol GKStrategist: NSObjectProtocol {
    var gameModel: GKGameModel? { get set }
    var randomSource: GKRandom? { get set }
    func bestMoveForActivePlayer() -> GKGameModelUpdate?
}

/// Minimax search over a game model's moves, `maxLookAheadDepth` moves deep: each move of the
/// player is scored by the worst the other players can then do to it (a win scores
/// `GKGameModelMaxScore`, a loss `GKGameModelMinScore`, other states `score(for:)`), and
/// `bestMove(for:)` is the highest scored. Equal scores go to the first move the model listed,
/// or, with a `randomSource`, to one drawn from it (deterministic in the lab, as its sources are).
/// Alpha-beta pruning skips moves that cannot change the answer.
open class GKMinmaxStrategist: NSObject, GKStrategist {
    open var gameModel: GKGameModel?
    open var randomSource: GKRandom?
    open var maxLookAheadDepth = 1

    public override init() { super.init() }

    open func bestMoveForActivePlayer() -> GKGameModelUpdate? {
        guard let player = gameModel?.activePlayer else { return nil }
        return bestMove(for: player)
    }

    open func bestMove(for player: GKGameModelPlayer) -> GKGameModelUpdate? {
        let scored = scoredMoves(for: player)
        guard let best = scored.map(\.value).max() else { return nil }
        let tied = scored.filter { $0.value == best }
        guard let randomSource, tied.count > 1 else { return tied.first }
        return tied[randomSource.nextInt(upperBound: tied.count)]
    }

    /// One of the `numMovesToConsider` best moves, drawn from `randomSource` (the first without one).
    open func randomMove(for player: GKGameModelPlayer, fromNumberOfBestMoves numMovesToConsider: Int) -> GKGameModelUpdate? {
        let best = scoredMoves(for: player).sorted { $0.value > $1.value }.prefix(max(numMovesToConsider, 1))
        guard !best.isEmpty else { return nil }
        guard let randomSource else { return best.first }
        return best[best.startIndex + randomSource.nextInt(upperBound: best.count)]
    }

    /// The player's moves in the model's order, each with its `value` set to its score.
    private func scoredMoves(for player: GKGameModelPlayer) -> [GKGameModelUpdate] {
        guard let model = gameModel, let moves = model.gameModelUpdates(for: player) else { return [] }
        for var move in moves {
            let next = Self.copy(of: model)
            next.apply(move)
            move.value = Self.search(next, for: player, depth: maxLookAheadDepth - 1, alpha: GKGameModelMinScore, beta: GKGameModelMaxScore)
        }
        return moves
    }

    private static func copy(of model: GKGameModel) -> GKGameModel {
        guard let copy = model.copy(with: nil) as? GKGameModel else {
            fatalError("[LifecycleLab] GKMinmaxStrategist: copy(with:) of \(type(of: model)) must return a GKGameModel")
        }
        return copy
    }

    /// The score of `model` for `player` when each side plays its best for `depth` more moves.
    private static func search(_ model: GKGameModel, for player: GKGameModelPlayer, depth: Int, alpha: Int, beta: Int) -> Int {
        if model.isWin(for: player) { return GKGameModelMaxScore }
        if model.isLoss(for: player) { return GKGameModelMinScore }
        guard depth > 0, let mover = model.activePlayer, let moves = model.gameModelUpdates(for: mover), !moves.isEmpty else {
            return model.score(for: player)
        }
        let maximising = mover.playerId == player.playerId
        var alpha = alpha, beta = beta
        var best = maximising ? Int.min : Int.max
        for move in moves {
            let next = copy(of: model)
            next.apply(move)
            let value = search(next, for: player, depth: depth - 1, alpha: alpha, beta: beta)
            if maximising {
                best = max(best, value)
                alpha = max(alpha, value)
            } else {
                best = min(best, value)
                beta = min(beta, value)
            }
            if beta <= alpha { break }
        }
        return best
    }
}
