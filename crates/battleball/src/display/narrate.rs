//! Battleball's events as play-by-play (pure): one line per turn, told as it happens ("Black
//! Harts Linebacker 2 rolls 7 (blue d10), moves to E14, tackles Iron Wolves Safety 1: 3
//! against 9, Safety 1 to the locker room"), and a line of its own for the toss, each team's
//! line-up (once every player stands), touchdowns, halts and the end. A turn's line grows over
//! several decisions, so the narrator hands out pieces: a new line, or more of the open one.
//!
//! `Memory` carries from one batch of events to the next what a question needs to be asked in
//! the rules' words (the roll a player moves with, the tackle's dice, who fumbled).

use fluent_bundle::FluentValue;

use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::side::Side;
use gridiron_core::wrap;

use crate::engine::board::Sq;
use crate::engine::decision::PlayerId;
use crate::engine::event::{BlockFace, Event, HaltCause};
use crate::engine::game::{Game, Pending, MAX_DECISIONS};

use super::words;

/// A piece of play-by-play: a line of its own, or more of the line that is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Line(String),
    More(String),
    /// The turn is over: whatever comes next starts a new line.
    End,
}

/// What the latest events said that a question is worded from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Memory {
    /// The player chosen this turn and its roll (a Heavy Tackle's two dice).
    pub mover: Option<PlayerId>,
    pub roll: [u8; 2],
    /// The last tackle: attacker, defender and their dice.
    pub tackle: Option<(PlayerId, PlayerId, [u8; 2], [u8; 2])>,
    /// The last pass: receiver, its dice, the passing die and the distance.
    pub pass: Option<(PlayerId, [u8; 2], u8, u8)>,
    /// The last player who fumbled.
    pub fumbler: Option<PlayerId>,
    /// The last incomplete pass: the intended receiver and the passing die.
    pub incomplete: Option<(PlayerId, u8)>,
    /// The last block: attacker, defender, strengths and dice.
    pub block: Option<(PlayerId, PlayerId, [u8; 2], Vec<u8>)>,
    /// The line-up so far, a team at a time in the order they began placing: the formation it
    /// used, or each player's label and square. Told once every player stands (`told_line_up`).
    pub line_up: Vec<(Side, LinedUp)>,
    /// The players named on the open line, its subject first: who a short name may stand for.
    pub named: Vec<PlayerId>,
}

/// How one team lined up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinedUp {
    /// "Black Harts in the wall formation".
    Formation(String),
    /// "r1 E18", a player at a time.
    Placed(Vec<String>),
}

/// Words events with the game as it stands after them (players keep their names and
/// positions for the whole game, so the state after a batch names everyone in it).
pub struct Narrator<'a> {
    loc: &'a Localizer,
    game: &'a Game,
    memory: Memory,
}

impl<'a> Narrator<'a> {
    pub fn new(loc: &'a Localizer, game: &'a Game, memory: Memory) -> Narrator<'a> {
        Narrator { loc, game, memory }
    }

    pub fn memory(self) -> Memory {
        self.memory
    }

    fn full_name(&self, id: PlayerId) -> String {
        words::player(self.loc, self.game, id)
    }

    fn short(&self, id: PlayerId) -> String {
        words::short(self.loc, self.game, id)
    }

    fn team(&self, side: Side) -> String {
        words::team(self.game.setup(), side).to_string()
    }

    fn square(&self, sq: Sq) -> String {
        words::square(&self.game.setup().board, sq)
    }

    fn text(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.loc.text_with(id, args)
    }

    /// A new line starts: nobody is named on it yet.
    fn new_line(&mut self) {
        self.memory.named.clear();
    }

    /// A player named on the open line with the team's name ("Iron Wolves Safety 1"), where the
    /// reader needs the team.
    fn full(&mut self, id: PlayerId) -> String {
        self.memory.named.push(id);
        self.full_name(id)
    }

    /// A player named on the open line: the short name ("Safety 1") when it can stand for no one
    /// else there (the player is on the line's subject's team or was named on it already, and no
    /// other player named on it goes by that short name), else the full one. Both teams have a
    /// Linebacker 2, so "Linebacker 2 to the locker room" after a tackle between the two would
    /// leave the reader guessing.
    fn name(&mut self, id: PlayerId) -> String {
        let short = self.short(id);
        let named = &self.memory.named;
        let team = self.game.team_of(id);
        let known =
            named.contains(&id) || named.first().is_some_and(|&s| self.game.team_of(s) == team);
        let clash = named.iter().any(|&o| o != id && self.short(o) == short);
        self.memory.named.push(id);
        if known && !clash {
            short
        } else {
            self.full_name(id)
        }
    }

    /// The pieces of play-by-play for one batch of events.
    pub fn pieces(&mut self, events: &[Event]) -> Vec<Piece> {
        let mut out = Vec::new();
        for (i, event) in events.iter().enumerate() {
            let rest = &events[i + 1..];
            // A touchdown run ends the turn's line: into the end zone (BG1).
            if let Event::Touchdown {
                by_elimination: false,
                ..
            } = event
            {
                out.push(Piece::More(self.text("bb-ev-end-zone", &[])));
            }
            if let Some(piece) = self.piece(event, rest) {
                out.push(piece);
            }
        }
        if self.game.pending() != Pending::LineUp {
            self.told_line_up(&mut out);
        }
        out
    }

    /// The line-up, told once it is complete: a line a team. BS3's line-up alternates player by
    /// player, and told as it happened the two teams' placements read as one list.
    fn told_line_up(&mut self, out: &mut Vec<Piece>) {
        for (team, lined_up) in std::mem::take(&mut self.memory.line_up) {
            let line = match lined_up {
                LinedUp::Formation(text) => text,
                LinedUp::Placed(placements) => self.text(
                    "bb-ev-line-up-team",
                    &[
                        arg("team", self.team(team)),
                        arg("placements", placements.join(", ")),
                    ],
                ),
            };
            out.push(Piece::Line(line));
            out.push(Piece::End);
        }
    }

    /// `team`'s entry in the line-up told so far, made at its first placement.
    fn lining_up(&mut self, team: Side) -> &mut LinedUp {
        let line_up = &mut self.memory.line_up;
        let at = match line_up.iter().position(|(side, _)| *side == team) {
            Some(at) => at,
            None => {
                line_up.push((team, LinedUp::Placed(Vec::new())));
                line_up.len() - 1
            }
        };
        &mut line_up[at].1
    }

    fn piece(&mut self, event: &Event, rest: &[Event]) -> Option<Piece> {
        use Piece::{Line, More};
        let score = || {
            [
                arg("home", self.game.score(Side::Home)),
                arg("away", self.game.score(Side::Away)),
            ]
        };
        Some(match *event {
            Event::Toss { home, away } => Line(self.text(
                "bb-ev-toss",
                &[
                    arg("home", self.team(Side::Home)),
                    arg("home_roll", home),
                    arg("away", self.team(Side::Away)),
                    arg("away_roll", away),
                ],
            )),
            Event::FirstToMove(side) => {
                Line(self.text("bb-ev-first", &[arg("team", self.team(side))]))
            }
            Event::LineUpBegins { period } => {
                self.memory.mover = None;
                self.new_line();
                self.memory.line_up.clear();
                Line(self.text(
                    "bb-ev-line-up",
                    &[arg("period", words::period(self.loc, period))],
                ))
            }
            Event::FormationUsed { team, formation: f } => {
                let text = self.text(
                    "bb-ev-formation",
                    &[
                        arg("team", self.team(team)),
                        arg(
                            "formation",
                            words::formation(self.loc, self.game.setup(), f),
                        ),
                    ],
                );
                *self.lining_up(team) = LinedUp::Formation(text);
                return None;
            }
            Event::Placed { player, square } => {
                let text = format!(
                    "{}{}{}",
                    words::label(self.loc, self.game, player),
                    wrap::NO_BREAK,
                    self.square(square)
                );
                let team = self.game.team_of(player);
                // A formation's placements are told by its name.
                if let LinedUp::Placed(placements) = self.lining_up(team) {
                    placements.push(text);
                }
                return None;
            }
            Event::Chosen { player } => {
                self.memory.mover = Some(player);
                self.memory.roll = [0, 0];
                return None;
            }
            Event::MoveRoll { player, dice, .. } => {
                self.memory.roll = dice;
                self.new_line();
                self.memory.named.push(player);
                Line(self.text(
                    "bb-ev-roll",
                    &[
                        arg("player", self.full_name(player)),
                        arg("roll", words::dice(self.loc, dice)),
                        arg("die", words::player_die(self.loc, self.game, player)),
                    ],
                ))
            }
            Event::StoodUp { player } => {
                self.new_line();
                let player = self.full(player);
                Line(self.text("bb-ev-stood-up", &[arg("player", player)]))
            }
            Event::Malfunction { .. } => More(self.text("bb-ev-malfunction", &[])),
            Event::NoMove { .. } => More(self.text("bb-ev-no-move", &[])),
            Event::Moved { player, .. } => More(self.text(
                "bb-ev-moved",
                &[arg("square", words::squares(self.game, player))],
            )),
            Event::PickedUp { .. } => More(self.text("bb-ev-picked-up", &[])),
            Event::Tackle {
                attacker,
                defender,
                attacker_dice,
                defender_dice,
            } => {
                self.memory.tackle = Some((attacker, defender, attacker_dice, defender_dice));
                let same = self.memory.mover == Some(attacker);
                let attacker = self.name(attacker);
                let defender = self.name(defender);
                More(self.text(
                    if same {
                        "bb-ev-tackle"
                    } else {
                        "bb-ev-tackle-other"
                    },
                    &[
                        arg("attacker", attacker),
                        arg("defender", defender),
                        arg("a", words::dice(self.loc, attacker_dice)),
                        arg("d", words::dice(self.loc, defender_dice)),
                    ],
                ))
            }
            Event::Injured { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-injured", &[arg("player", player)]))
            }
            Event::SeriouslyInjured { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-seriously-injured", &[arg("player", player)]))
            }
            // The injuries that follow say who lost.
            Event::Carnage { .. } | Event::TackleWon { .. } => return None,
            Event::TookBall { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-took-ball", &[arg("player", player)]))
            }
            Event::Fumble { player } => {
                self.memory.fumbler = Some(player);
                let player = self.name(player);
                More(self.text("bb-ev-fumble", &[arg("player", player)]))
            }
            Event::HandOff { from, to, dice } => {
                let shown: Vec<String> = dice
                    .iter()
                    .filter(|&&d| d != 0)
                    .map(u8::to_string)
                    .collect();
                let fumbled = rest.iter().any(|e| matches!(e, Event::Fumble { .. }));
                let same = self.memory.mover == Some(from);
                let (from, to) = (self.name(from), self.name(to));
                More(self.text(
                    if same {
                        "bb-ev-hand-off"
                    } else {
                        "bb-ev-hand-off-other"
                    },
                    &[
                        arg("from", from),
                        arg("to", to),
                        arg("dice", shown.join(", ")),
                        arg("fumbled", if fumbled { "yes" } else { "no" }),
                    ],
                ))
            }
            Event::Pass { from, to, distance } => {
                self.memory.pass = Some((to, [0, 0], 0, distance));
                let same = self.memory.mover == Some(from);
                let (from, to) = (self.name(from), self.name(to));
                More(self.text(
                    if same {
                        "bb-ev-pass"
                    } else {
                        "bb-ev-pass-other"
                    },
                    &[arg("from", from), arg("to", to), arg("distance", distance)],
                ))
            }
            Event::PassRoll {
                receiver_dice,
                passing,
            } => {
                if let Some(pass) = self.memory.pass.as_mut() {
                    pass.1 = receiver_dice;
                    pass.2 = passing;
                }
                More(self.text(
                    "bb-ev-pass-roll",
                    &[
                        arg("receiver", words::dice(self.loc, receiver_dice)),
                        arg("passing", passing),
                    ],
                ))
            }
            Event::Complete { .. } => More(self.text("bb-ev-complete", &[])),
            Event::Incomplete { receiver, passing } => {
                self.memory.incomplete = Some((receiver, passing));
                More(self.text("bb-ev-incomplete", &[]))
            }
            Event::Intercepted { player } => {
                let player = self.full(player);
                More(self.text("bb-ev-intercepted", &[arg("player", player)]))
            }
            Event::Recovered { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-recovered", &[arg("player", player)]))
            }
            Event::BallPlaced { square } => {
                More(self.text("bb-ev-ball-placed", &[arg("square", self.square(square))]))
            }
            Event::BallGiven { player } => {
                let player = self.full(player);
                More(self.text("bb-ev-ball-given", &[arg("player", player)]))
            }
            Event::Touchdown {
                team,
                by_elimination,
            } => {
                let [home, away] = score();
                Line(self.text(
                    if by_elimination {
                        "bb-ev-touchdown-elimination"
                    } else {
                        "bb-ev-touchdown"
                    },
                    &[
                        arg("team", self.team(team)),
                        arg("other", self.team(team.other())),
                        home,
                        away,
                    ],
                ))
            }
            Event::Halted { cause } => Line(self.text(
                match cause {
                    HaltCause::Walled => "bb-ev-halted-walled",
                    HaltCause::NowhereForTheBall => "bb-ev-halted-nowhere",
                    HaltCause::OutOfPlay => "bb-ev-halted-out",
                },
                &[],
            )),
            Event::Restart => Line(self.text("bb-ev-restart", &[])),
            Event::Called => Line(self.text("bb-ev-called", &[arg("decisions", MAX_DECISIONS)])),
            Event::TurnEnds { .. } => {
                self.memory.mover = None;
                self.new_line();
                Piece::End
            }
            Event::Block {
                attacker,
                defender,
                blitz,
            } => {
                self.memory.block = Some((attacker, defender, [0, 0], Vec::new()));
                // A forced block may be made by a teammate of the player who moved (BT5).
                let message = match (blitz, self.memory.mover == Some(attacker)) {
                    (true, _) => "bb-ev-blitz",
                    (false, true) => "bb-ev-block",
                    (false, false) => "bb-ev-block-other",
                };
                let (attacker, defender) = (self.name(attacker), self.name(defender));
                More(self.text(
                    message,
                    &[arg("attacker", attacker), arg("defender", defender)],
                ))
            }
            Event::Assist { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-assist", &[arg("player", player)]))
            }
            Event::BlockDice {
                strength, ref dice, ..
            } => {
                if let Some(block) = self.memory.block.as_mut() {
                    block.2 = strength;
                    block.3 = dice.clone();
                }
                let faces: Vec<String> = dice
                    .iter()
                    .map(|&d| words::face(self.loc, BlockFace::from_roll(d)))
                    .collect();
                More(self.text(
                    "bb-ev-block-dice",
                    &[
                        arg("attacker", strength[0]),
                        arg("defender", strength[1]),
                        arg("faces", faces.join(" / ")),
                    ],
                ))
            }
            // One die: its face was told with the dice.
            Event::BlockResult { .. }
                if self.memory.block.as_ref().is_some_and(|b| b.3.len() == 1) =>
            {
                return None
            }
            Event::BlockResult { face } => More(self.text(
                "bb-ev-block-result",
                &[arg("face", words::face(self.loc, face))],
            )),
            Event::Pushed { player, to } => {
                let player = self.name(player);
                match to {
                    Some(sq) => More(self.text(
                        "bb-ev-pushed",
                        &[arg("player", player), arg("square", self.square(sq))],
                    )),
                    None => More(self.text("bb-ev-pushed-crowd", &[arg("player", player)])),
                }
            }
            Event::PushAbsorbed { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-push-absorbed", &[arg("player", player)]))
            }
            Event::CrowdInjured { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-crowd-injured", &[arg("player", player)]))
            }
            Event::FollowedUp { player, to } => {
                let player = self.name(player);
                More(self.text(
                    "bb-ev-followed-up",
                    &[arg("player", player), arg("square", self.square(to))],
                ))
            }
            Event::KnockedDown { player } => {
                let player = self.name(player);
                More(self.text("bb-ev-knocked-down", &[arg("player", player)]))
            }
            Event::InjuryRoll { roll, .. } => {
                More(self.text("bb-ev-injury-roll", &[arg("roll", roll)]))
            }
            Event::Scatter { .. } => return None,
            Event::BallLands { square, holder } => match holder {
                Some(player) => {
                    let player = self.full(player);
                    More(self.text(
                        "bb-ev-ball-lands-held",
                        &[arg("square", self.square(square)), arg("player", player)],
                    ))
                }
                None => More(self.text("bb-ev-ball-lands", &[arg("square", self.square(square))])),
            },
            Event::Turnover { .. } => More(self.text("bb-ev-turnover", &[])),
            Event::GameOver { winner, score } => {
                let args = [
                    arg("home_team", self.team(Side::Home)),
                    arg("away_team", self.team(Side::Away)),
                    arg("home", score[0]),
                    arg("away", score[1]),
                ];
                match winner {
                    Some(side) => {
                        let mut all = args.to_vec();
                        all.push(arg("team", self.team(side)));
                        Line(self.text("bb-ev-game-over", &all))
                    }
                    None => Line(self.text("bb-ev-game-over-tie", &args)),
                }
            }
        })
    }
}

/// The play-by-play so far: whole lines, the last one open while its turn goes on.
#[derive(Debug, Clone, Default)]
pub struct Log {
    pub lines: Vec<String>,
    open: bool,
}

impl Log {
    pub fn add(&mut self, pieces: Vec<Piece>) {
        for piece in pieces {
            match piece {
                Piece::Line(text) => {
                    self.lines.push(text);
                    self.open = true;
                }
                Piece::More(text) => match self.lines.last_mut() {
                    Some(last) if self.open => last.push_str(&text),
                    _ => {
                        let text = text.trim_start_matches([',', ':', ' ']).to_string();
                        self.lines.push(text);
                        self.open = true;
                    }
                },
                Piece::End => self.open = false,
            }
        }
    }

    /// Whether the last line may still grow (its turn goes on).
    pub fn is_open(&self) -> bool {
        self.open
    }
}

/// Rebuilds the play-by-play and the memory of a game from its replay: `each` of
/// `record::replay` calls this with every batch.
pub fn replayed(
    loc: &Localizer,
    game: &Game,
    events: &[Event],
    memory: &mut Memory,
    log: &mut Log,
) {
    let mut narrator = Narrator::new(loc, game, std::mem::take(memory));
    log.add(narrator.pieces(events));
    *memory = narrator.memory();
}
