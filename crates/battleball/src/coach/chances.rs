//! The dice's chances a coach looks up again and again: each player's move roll and each pair's
//! tackle, from `battleball::odds`, computed once per game (they depend on the players' dice
//! alone) and the block dice's faces as the picking coach would choose them.

use std::cell::OnceCell;

use gridiron_core::side::Side;

use super::evaluation::Weights;
use crate::engine::board::Sq;
use crate::engine::decision::PlayerId;
use crate::engine::event::BlockFace;
use crate::engine::game::{Game, Place};
use crate::engine::tackle::{BallFate, Carrying, Fate, TackleResult};
use crate::odds::{self, Outcome};

/// Steps enough to cross the board any way round.
pub(crate) const ANY_LENGTH: u8 = 200;

/// `board::DIRECTIONS`' west.
const WEST: usize = 1;

/// One tackle's chances, summed over its outcomes.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct TackleChances {
    pub attacker_out: f64,
    pub attacker_box: f64,
    pub defender_out: f64,
    pub defender_box: f64,
    /// The winner takes the ball from the carrier (BK2).
    pub taken: f64,
    pub fumbled: f64,
    pub outcomes: Vec<Outcome<TackleResult>>,
}

impl TackleChances {
    fn from_outcomes(outcomes: Vec<Outcome<TackleResult>>) -> TackleChances {
        let mut c = TackleChances::default();
        for o in &outcomes {
            let r = o.result;
            c.attacker_out += if r.attacker.is_out() { o.chance } else { 0.0 };
            c.attacker_box += if r.attacker == Fate::SeriouslyInjured {
                o.chance
            } else {
                0.0
            };
            c.defender_out += if r.defender.is_out() { o.chance } else { 0.0 };
            c.defender_box += if r.defender == Fate::SeriouslyInjured {
                o.chance
            } else {
                0.0
            };
            match r.ball {
                BallFate::Taken => c.taken += o.chance,
                BallFate::Fumbled => c.fumbled += o.chance,
                BallFate::Untouched => {}
            }
        }
        c.outcomes = outcomes;
        c
    }

    /// What the tackle is worth to the attacker's side in players alone: each side's players out
    /// and in the box.
    pub(crate) fn players_gain(&self, w: &Weights) -> f64 {
        self.defender_out * w.player + self.defender_box * w.boxed
            - self.attacker_out * w.player
            - self.attacker_box * w.boxed
    }
}

/// The block's face once the picking coach has chosen, as chances.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct BlockChances {
    pub attacker_down: f64,
    pub both_down: f64,
    pub pushed: f64,
    pub defender_down: f64,
}

/// How much the attacking side likes a face (the defending side likes it the other way round).
pub(crate) fn attacker_preference(face: BlockFace) -> u8 {
    match face {
        BlockFace::AttackerDown => 0,
        BlockFace::BothDown => 1,
        BlockFace::Pushed => 2,
        BlockFace::DefenderStumbles | BlockFace::DefenderDown => 3,
    }
}

/// How much `picker`'s coach likes a face of a block `attacker_side` makes.
pub fn preference(face: BlockFace, picker: Side, attacker_side: Side) -> u8 {
    let a = attacker_preference(face);
    if picker == attacker_side {
        a
    } else {
        // The defender would rather both fall than only itself, and nobody fall than both.
        match face {
            BlockFace::AttackerDown => 3,
            BlockFace::Pushed => 2,
            BlockFace::BothDown => 1,
            _ => 0,
        }
    }
}

/// The dice's chances a coach has worked out, and the evaluation's weights it judges by.
#[derive(Debug, Clone, Default)]
pub(crate) struct Chances {
    pub weights: Weights,
    /// Each player's die and whether it is a Heavy Tackle: the cache's key.
    players: Vec<(u8, bool)>,
    moves: Vec<Vec<f64>>,
    /// The most squares each player's roll can give: the last of its `moves` above nought.
    most: Vec<u8>,
    /// Each player's kind: the index of its die and heaviness among the different ones. A
    /// tackle's odds are the kinds' (`odds::tackle_odds` asks nothing else of the players), so
    /// each pair of kinds is worked out once, not each pair of players.
    kinds: Vec<usize>,
    kind_count: usize,
    /// By the attacker's kind, the defender's and who carries (neither, attacker, defender).
    tackles: Vec<Option<TackleChances>>,
    /// `TackleChances::players_gain` of a tackle in which nobody carries, by the attacker's kind
    /// and the defender's: a search's every leaf asks it of every pair within reach.
    untouched: Vec<Option<f64>>,
    /// By the number of block dice and whether the attacker's coach picks.
    blocks: [[Option<BlockChances>; 2]; 4],
    /// `block_extremes`, once worked out.
    block_extremes: Option<(f64, f64)>,
    /// The position as the decision began (`map_reach`), and what has been asked of it.
    reached: Option<Reached>,
    /// `evaluation::shot`'s lists of targets and of attackers (with their squares' coordinates
    /// and the most they can reach), kept so that no leaf of a search allocates them.
    pub shot_lists: (Vec<PlayerId>, ShotAttackers),
    /// Positions valued by `fitted` where it has coefficients for the game's variant.
    pub fitted: bool,
}

pub(crate) type ShotAttackers = Vec<ShotAttacker>;

/// A player who could tackle, as `evaluation::shot` measures every pair: its squares'
/// coordinates (a one-square player's twice), the most it can reach, its kind.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ShotAttacker {
    pub id: PlayerId,
    pub at: [(u8, u8); 2],
    pub most: u8,
    pub kind: usize,
}

/// A player's square and the steps it needs to each square from there.
type ReachMap = (Sq, Vec<u8>);

/// `Chances::steps_to` for one player: its map's steps, or hex distance from its squares.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Ways<'a> {
    /// Off the field: no square is reached.
    Nowhere,
    /// Where the map was made; a Heavy Tackle covers a square from the square west of it too.
    Mapped {
        steps: &'a [u8],
        heavy: bool,
    },
    Distance(PlayerId),
}

impl Ways<'_> {
    /// The fewest steps to cover `t` (`u8::MAX`: never).
    pub(crate) fn to(&self, game: &Game, t: Sq) -> u8 {
        match *self {
            Ways::Nowhere => u8::MAX,
            Ways::Mapped { steps, heavy } => {
                let direct = steps.get(usize::from(t)).copied().unwrap_or(u8::MAX);
                if heavy {
                    // A Heavy Tackle covers `t` with its right square from the square west of it.
                    let west = game.setup().board.step(t, WEST);
                    let from_west = west
                        .and_then(|w| steps.get(usize::from(w)).copied())
                        .unwrap_or(u8::MAX);
                    direct.min(from_west)
                } else {
                    direct
                }
            }
            Ways::Distance(id) => {
                let board = &game.setup().board;
                game.squares_of(id)
                    .map(|s| board.distance(s, t))
                    .min()
                    .unwrap_or(u8::MAX)
            }
        }
    }
}

/// What `Chances` measures on the position a decision began in, each part when first asked: a
/// decision asks after a few players only, and the next decision often begins in the same
/// position (the move after choosing the player, the dice after the tackle), which keeps them.
#[derive(Debug, Clone)]
struct Reached {
    game: Game,
    /// Where each player on the field could get in one move of any length: its square then and
    /// the steps to each square.
    maps: Vec<OnceCell<Option<ReachMap>>>,
    /// Each side's ground to cover from each square to its last row around carnage
    /// (`Game::open_distance_to_last_row`).
    ground: [OnceCell<Vec<u8>>; 2],
}

impl Reached {
    fn new(game: &Game) -> Reached {
        Reached {
            game: game.sandbox(),
            maps: vec![OnceCell::new(); game.players().len()],
            ground: [OnceCell::new(), OnceCell::new()],
        }
    }

    fn map(&self, id: PlayerId) -> Option<&ReachMap> {
        let game = &self.game;
        self.maps
            .get(usize::from(id))?
            .get_or_init(|| match game.player(id).place {
                Place::Field(at) if !game.player(id).prone => {
                    Some((at, game.reach_now(id, ANY_LENGTH).steps))
                }
                _ => None,
            })
            .as_ref()
    }

    fn ground(&self, side: Side) -> &[u8] {
        self.ground[side.index()].get_or_init(|| self.game.open_distance_to_last_row(side))
    }
}

impl Chances {
    /// Drops what was learnt if `game` has other players than the last one.
    pub(crate) fn prepare(&mut self, game: &Game) {
        let same = self.players.len() == game.players().len()
            && self
                .players
                .iter()
                .zip(game.players())
                .all(|(&(die, heavy), p)| p.die == die && p.heavy == heavy);
        if same {
            return;
        }
        let n = game.players().len();
        self.players = game.players().iter().map(|p| (p.die, p.heavy)).collect();
        self.moves = (0..n as PlayerId)
            .map(|id| odds::move_odds(game, id))
            .collect();
        self.most = self
            .moves
            .iter()
            .map(|odds| odds.iter().rposition(|&p| p > 0.0).unwrap_or(0) as u8)
            .collect();
        let mut distinct: Vec<(u8, bool)> = Vec::new();
        self.kinds = self
            .players
            .iter()
            .map(|&kind| match distinct.iter().position(|&d| d == kind) {
                Some(at) => at,
                None => {
                    distinct.push(kind);
                    distinct.len() - 1
                }
            })
            .collect();
        self.kind_count = distinct.len();
        self.tackles = vec![None; distinct.len() * distinct.len() * 3];
        self.untouched = vec![None; distinct.len() * distinct.len()];
    }

    /// Where every player on the field could get this turn, by the engine's reach (around
    /// carnage and players, stopping next to opponents), each worked out when first asked.
    /// Positions tried out during the decision keep these: the players who did not move there
    /// still get where they could.
    pub(crate) fn map_reach(&mut self, game: &Game) {
        match &mut self.reached {
            Some(reached) if reached.game.reaches_as(game) => {}
            Some(reached) if reached.game.same_carnage(game) => {
                let ground = std::mem::take(&mut reached.ground);
                *reached = Reached {
                    ground,
                    ..Reached::new(game)
                };
            }
            _ => self.reached = Some(Reached::new(game)),
        }
    }

    /// How far along `side` is on `sq` towards the end zone it attacks, 0 to 1: by the ground
    /// left to cover around carnage once `map_reach` has measured it, else by rows.
    pub(crate) fn progress(&self, game: &Game, side: Side, sq: Sq) -> f64 {
        let board = &game.setup().board;
        let rows = f64::from(board.rows().max(2) - 1);
        let ground = self.reached.as_ref().map(|r| r.ground(side));
        match ground.and_then(|g| g.get(usize::from(sq))) {
            Some(&d) if d != u8::MAX => (1.0 - f64::from(d) / rows).max(0.0),
            Some(_) => 0.0,
            None => {
                let row = f64::from(board.row(sq));
                match side {
                    Side::Home => (row - 1.0) / rows,
                    Side::Away => (f64::from(board.rows()) - row) / rows,
                }
            }
        }
    }

    /// The fewest steps `id` needs to cover square `t`: by its map while it still stands where
    /// the map was made, else (a player that moved, or no map) by hex distance.
    pub(crate) fn steps_to(&self, game: &Game, id: PlayerId, t: Sq) -> u8 {
        self.ways_of(game, id).to(game, t)
    }

    /// How `steps_to` measures `id`'s steps, worked out once for a caller that asks after many
    /// squares.
    pub(crate) fn ways_of(&self, game: &Game, id: PlayerId) -> Ways<'_> {
        let here = match game.player(id).place {
            Place::Field(at) => at,
            _ => return Ways::Nowhere,
        };
        match self.reached.as_ref().and_then(|r| r.map(id)) {
            Some((at, steps)) if *at == here => Ways::Mapped {
                steps,
                heavy: game.player(id).heavy,
            },
            _ => Ways::Distance(id),
        }
    }

    /// The chance `player` can move at least `steps` squares this turn (0 steps: certain).
    pub(crate) fn reach(&self, player: PlayerId, steps: u8) -> f64 {
        if steps == 0 {
            return 1.0;
        }
        self.moves
            .get(usize::from(player))
            .and_then(|odds| odds.get(usize::from(steps)))
            .copied()
            .unwrap_or(0.0)
    }

    /// The most squares `player`'s roll can give.
    pub(crate) fn most(&self, player: PlayerId) -> u8 {
        self.most.get(usize::from(player)).copied().unwrap_or(0)
    }

    /// The squares `player`'s roll gives on average (0 for no move).
    pub(crate) fn mean(&self, player: PlayerId) -> f64 {
        self.moves
            .get(usize::from(player))
            .map_or(0.0, |odds| odds.iter().skip(1).sum())
    }

    /// The chances of each move roll: `(steps, chance)` for every roll that moves.
    pub(crate) fn rolls(&self, player: PlayerId) -> Vec<(u8, f64)> {
        let Some(odds) = self.moves.get(usize::from(player)) else {
            return Vec::new();
        };
        (1..odds.len())
            .map(|k| {
                let next = odds.get(k + 1).copied().unwrap_or(0.0);
                (k as u8, odds[k] - next)
            })
            .filter(|&(_, chance)| chance > 0.0)
            .collect()
    }

    pub(crate) fn tackle(
        &mut self,
        game: &Game,
        attacker: PlayerId,
        defender: PlayerId,
    ) -> &TackleChances {
        if self.kinds.len() != game.players().len() {
            self.prepare(game);
        }
        let kind = |id: PlayerId| self.kinds.get(usize::from(id)).copied().unwrap_or(0);
        let n = self.kind_count;
        let carrying = match game.carrier() {
            Some(c) if c == attacker => Carrying::Attacker,
            Some(c) if c == defender => Carrying::Defender,
            _ => Carrying::Neither,
        };
        let k = carrying as usize;
        let index = (kind(attacker) * n + kind(defender)) * 3 + k;
        if index >= self.tackles.len() {
            self.tackles.resize(index + 1, None);
        }
        self.tackles[index].get_or_insert_with(|| {
            TackleChances::from_outcomes(odds::tackle_odds(game, attacker, defender))
        })
    }

    /// Works the players' kinds out again if `game` has a different number of players (as
    /// `tackle` does), so that `kind` answers for it.
    pub(crate) fn know_kinds(&mut self, game: &Game) {
        if self.kinds.len() != game.players().len() {
            self.prepare(game);
        }
    }

    /// A player's kind: its die and heaviness, by which two players tackle alike.
    pub(crate) fn kind(&self, id: PlayerId) -> usize {
        self.kinds.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// `untouched_gain` of kinds, where it has been worked out.
    pub(crate) fn known_untouched_gain(&self, attacker: usize, defender: usize) -> Option<f64> {
        self.untouched
            .get(attacker * self.kind_count + defender)
            .copied()
            .flatten()
    }

    /// `TackleChances::players_gain` of `attacker` tackling `defender`, neither of whom carries
    /// the ball.
    pub(crate) fn untouched_gain(
        &mut self,
        game: &Game,
        attacker: PlayerId,
        defender: PlayerId,
    ) -> f64 {
        debug_assert!(game.carrier() != Some(attacker) && game.carrier() != Some(defender));
        if self.kinds.len() != game.players().len() {
            self.prepare(game);
        }
        let kind = |id: PlayerId| self.kinds.get(usize::from(id)).copied().unwrap_or(0);
        let at = kind(attacker) * self.kind_count + kind(defender);
        if let Some(&Some(gain)) = self.untouched.get(at) {
            return gain;
        }
        let w = self.weights;
        let gain = self.tackle(game, attacker, defender).players_gain(&w);
        if at >= self.untouched.len() {
            self.untouched.resize(at + 1, None);
        }
        self.untouched[at] = Some(gain);
        gain
    }

    /// Over every number of block dice and either picker: the most chance that the defender
    /// goes down (alone or with the attacker) and the least that the attacker does. They bound
    /// what a block can be worth before its dice, dear to work out (assists), are counted.
    pub(crate) fn block_extremes(&mut self) -> (f64, f64) {
        if let Some(known) = self.block_extremes {
            return known;
        }
        let mut defender_most: f64 = 0.0;
        let mut attacker_least = f64::INFINITY;
        for count in 1..=3 {
            for attacker_picks in [false, true] {
                let b = self.block(count, attacker_picks);
                defender_most = defender_most.max(b.defender_down + b.both_down);
                attacker_least = attacker_least.min(b.attacker_down + b.both_down);
            }
        }
        self.block_extremes = Some((defender_most, attacker_least));
        (defender_most, attacker_least)
    }

    /// The face of `count` block dice as the picking coach takes it.
    pub(crate) fn block(&mut self, count: u8, attacker_picks: bool) -> BlockChances {
        let c = usize::from(count.clamp(1, 3));
        if let Some(known) = self.blocks[c][usize::from(attacker_picks)] {
            return known;
        }
        let (attacker, defender) = (Side::Home, Side::Away);
        let picker = if attacker_picks { attacker } else { defender };
        let mut chances = BlockChances::default();
        let total = 6usize.pow(c as u32);
        for mut code in 0..total {
            let mut best: Option<BlockFace> = None;
            for _ in 0..c {
                let face = BlockFace::from_roll((code % 6) as u8 + 1);
                code /= 6;
                if best.is_none_or(|b| {
                    preference(face, picker, attacker) > preference(b, picker, attacker)
                }) {
                    best = Some(face);
                }
            }
            let each = 1.0 / total as f64;
            match best {
                Some(BlockFace::AttackerDown) => chances.attacker_down += each,
                Some(BlockFace::BothDown) => chances.both_down += each,
                Some(BlockFace::Pushed) => chances.pushed += each,
                _ => chances.defender_down += each,
            }
        }
        self.blocks[c][usize::from(attacker_picks)] = Some(chances);
        chances
    }
}
