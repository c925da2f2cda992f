//! Every Battleball decision as a question in the rules' words, offering exactly the engine's
//! legal options (pure). Three kinds of answer, never confused: a square is picked by the
//! number the board shows on it (or by its name, "E14"), a player by its label ("R1"), and
//! anything else by a letter listed in the panel. Enter takes the default, which the input line
//! names; `?` shows the rules.

use crate::common::i18n::{arg, Localizer};
use crate::common::side::Side;
use crate::common::wrap;

use crate::games::battleball::coach::{block_face_preference, BbCoachKind};
use crate::games::battleball::display::board::{self, Marks};
use crate::games::battleball::display::narrate::Memory;
use crate::games::battleball::display::words;
use crate::games::battleball::odds;
use crate::games::battleball::{Ball, BlockFace, Decision, Game, Pending, Place, PlayerId, Sq};

/// One way to answer a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub decision: Decision,
    /// What to type: a square's number, a listed option's letter, a player's label.
    pub key: String,
    /// The square it marks on the field.
    pub square: Option<Sq>,
    /// The player it names: typing the player's label picks it.
    pub player: Option<PlayerId>,
    /// Its line in the panel; squares and the players to choose from are not listed.
    pub text: Option<String>,
    /// Its entry in a short list picked by label (passes: "R1 16 d20").
    pub brief: Option<String>,
}

/// A question ready to be shown and answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub title: String,
    pub answers: Vec<Answer>,
    /// The answer Enter takes.
    pub default: usize,
    /// Players the question is about, highlighted on the field.
    pub focus: Vec<PlayerId>,
    /// Where a move would stop next to an opponent (the engine's tackle zones), marked `×`
    /// while a player is chosen and moved.
    pub contact: Vec<Sq>,
}

/// What a line typed at a question means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parsed {
    /// The answer at this index.
    Pick(usize),
    Help,
    Unknown,
}

/// The letter key of the `i`th listed option: a .. z, then aa, ab, ..
fn letter(i: usize) -> String {
    words::column(u8::try_from(i).unwrap_or(u8::MAX)).to_lowercase()
}

fn square_of(decision: Decision) -> Option<Sq> {
    match decision {
        Decision::Place(sq)
        | Decision::MoveTo(sq)
        | Decision::PlaceBall(sq)
        | Decision::PushTo(sq)
        | Decision::FollowUp(sq) => Some(sq),
        _ => None,
    }
}

/// The question for `side`'s decision among `legal`, with the board turned as `flip` says (so
/// square numbers run in reading order).
pub fn question(
    loc: &Localizer,
    game: &Game,
    side: Side,
    legal: &[Decision],
    memory: &Memory,
    flip: bool,
) -> Question {
    let label = |id: PlayerId| words::label(loc, game, id);
    let short = |id: PlayerId| words::short(loc, game, id);
    let full = |id: PlayerId| words::player(loc, game, id);
    let setup = game.setup();
    // A Heavy Tackle's move or place is decided by its west square; on a board turned round that
    // is the right one on the screen, so the number goes on its east square, the left one there.
    let heavy = match game.pending() {
        Pending::Move { .. } => memory.mover.is_some_and(|m| game.player(m).heavy),
        Pending::LineUp => game
            .team_ids(side)
            .find(|&id| game.player(id).place == Place::Waiting)
            .is_some_and(|id| game.player(id).heavy),
        _ => false,
    };
    let shown = |sq: Sq| {
        if heavy && flip {
            game.setup().board.east(sq).unwrap_or(sq)
        } else {
            sq
        }
    };
    // Squares in reading order, numbered from 1.
    let mut squares: Vec<(Sq, Decision)> = legal
        .iter()
        .filter_map(|&d| square_of(d).map(|sq| (shown(sq), d)))
        .collect();
    squares.sort_by_key(|&(sq, _)| board::reading_order(game, flip, sq));
    let mut answers: Vec<Answer> = squares
        .iter()
        .enumerate()
        .map(|(i, &(sq, decision))| Answer {
            decision,
            key: (i + 1).to_string(),
            square: Some(sq),
            player: None,
            text: None,
            brief: None,
        })
        .collect();
    let contact = match (game.pending(), memory.mover) {
        (Pending::Move { .. }, Some(mover)) => {
            let zone = game.zones_against(game.team_of(mover));
            let mut contact: Vec<Sq> = (0..zone.len())
                .filter(|&i| zone[i])
                .filter_map(|i| Sq::try_from(i).ok())
                .collect();
            // A Heavy Tackle's number is on one of its two squares: the engine says whether
            // the pair would stand next to an opponent.
            for &(shown, decision) in &squares {
                let stops = square_of(decision).is_some_and(|sq| game.next_to_opponent(mover, sq));
                if stops && !contact.contains(&shown) {
                    contact.push(shown);
                }
            }
            contact
        }
        // Before a player is chosen: where any of this team's moves would stop.
        (Pending::ChoosePlayer, _) => {
            let zone = game.zones_against(side);
            (0..zone.len())
                .filter(|&i| zone[i])
                .filter_map(|i| Sq::try_from(i).ok())
                .collect()
        }
        _ => Vec::new(),
    };
    let mut listed = 0;
    let mut list = |answers: &mut Vec<Answer>, decision, player, text: String| {
        answers.push(Answer {
            decision,
            key: letter(listed),
            square: None,
            player,
            text: Some(text),
            brief: None,
        });
        listed += 1;
    };
    let mut focus = Vec::new();
    let die_text = |value: u8| loc.text_with("bb-opt-die", &[arg("value", value)]);
    let title;
    match game.pending() {
        Pending::RollOff => {
            title = loc.text("bb-q-roll-off");
            list(
                &mut answers,
                Decision::RollOff,
                None,
                loc.text("bb-opt-roll"),
            );
        }
        Pending::LineUp => {
            let next = game
                .team_ids(side)
                .find(|&id| game.player(id).place == Place::Waiting);
            let formations = legal.iter().any(|d| matches!(d, Decision::Formation(_)));
            title = match next {
                Some(id) => loc.text_with(
                    if formations {
                        "bb-q-line-up"
                    } else {
                        "bb-q-line-up-one"
                    },
                    &[arg("player", short(id)), arg("label", label(id))],
                ),
                None => loc.text("bb-q-line-up-done"),
            };
            for &d in legal {
                if let Decision::Formation(f) = d {
                    let name = words::formation(loc, setup, f);
                    list(
                        &mut answers,
                        d,
                        None,
                        loc.text_with("bb-opt-formation", &[arg("formation", name)]),
                    );
                }
            }
        }
        Pending::ChoosePlayer => {
            title = loc.text("bb-q-choose");
            for &d in legal {
                if let Decision::Choose(id) = d {
                    answers.push(Answer {
                        decision: d,
                        key: label(id),
                        square: None,
                        player: Some(id),
                        text: None,
                        brief: None,
                    });
                }
            }
        }
        Pending::HeavyDie | Pending::TackleDie | Pending::PassDie => {
            let (who, dice) = die_choice(game, side, memory);
            title = match game.pending() {
                Pending::HeavyDie => loc.text_with(
                    "bb-q-heavy-die",
                    &[arg("player", who.map(short).unwrap_or_default())],
                ),
                Pending::TackleDie => loc.text_with(
                    "bb-q-tackle-die",
                    &[arg("player", who.map(short).unwrap_or_default())],
                ),
                _ => loc.text_with(
                    "bb-q-pass-die",
                    &[arg("player", who.map(short).unwrap_or_default())],
                ),
            };
            focus.extend(who);
            for &d in legal {
                if let Decision::UseDie(i) = d {
                    let value = dice[usize::from(i).min(1)];
                    list(&mut answers, d, None, die_text(value));
                }
            }
        }
        Pending::Move { picked, blitzed } => {
            let mover = memory.mover;
            focus.extend(mover);
            let roll = mover.map_or(0, |id| {
                if game.player(id).heavy {
                    0
                } else {
                    memory.roll[0]
                }
            });
            let mut text = if blitzed {
                loc.text_with(
                    "bb-q-move-on-blitz",
                    &[arg("player", mover.map(short).unwrap_or_default())],
                )
            } else if picked {
                loc.text_with(
                    "bb-q-move-on",
                    &[arg("player", mover.map(short).unwrap_or_default())],
                )
            } else if roll > 0 {
                loc.text_with(
                    "bb-q-move",
                    &[
                        arg("player", mover.map(short).unwrap_or_default()),
                        arg("roll", roll),
                    ],
                )
            } else {
                loc.text_with(
                    "bb-q-move-heavy",
                    &[arg("player", mover.map(short).unwrap_or_default())],
                )
            };
            // BT4: the way through a loose ball is a move onto its square, then the rest.
            if let Ball::Loose(ball) = game.ball() {
                let covers = |sq: Sq| sq == ball || (heavy && setup.board.east(sq) == Some(ball));
                if legal.iter().any(|&d| square_of(d).is_some_and(covers)) {
                    let square = words::square(&setup.board, ball);
                    text.push(' ');
                    text.push_str(&loc.text_with("bb-q-move-ball", &[arg("square", square)]));
                }
            }
            title = text;
            for &d in legal {
                match d {
                    Decision::EndZone => list(&mut answers, d, None, loc.text("bb-opt-end-zone")),
                    Decision::Stop => list(&mut answers, d, None, loc.text("bb-opt-stop")),
                    Decision::Blitz(id) => {
                        focus.push(id);
                        list(
                            &mut answers,
                            d,
                            Some(id),
                            loc.text_with("bb-opt-blitz", &[arg("player", label(id))]),
                        );
                    }
                    _ => {}
                }
            }
        }
        Pending::Blitz => {
            focus.extend(memory.mover);
            title = loc.text_with(
                "bb-q-blitz",
                &[arg("player", memory.mover.map(short).unwrap_or_default())],
            );
            for &d in legal {
                match d {
                    Decision::Blitz(id) => {
                        focus.push(id);
                        list(
                            &mut answers,
                            d,
                            Some(id),
                            loc.text_with("bb-opt-blitz", &[arg("player", label(id))]),
                        );
                    }
                    Decision::Stop => list(&mut answers, d, None, loc.text("bb-opt-no-blitz")),
                    _ => {}
                }
            }
        }
        Pending::AfterMove => {
            let forced = legal.iter().any(|d| matches!(d, Decision::Tackle { .. }));
            let carrier = game.carrier();
            let hand_off = legal.iter().any(|d| matches!(d, Decision::HandOff(_)));
            let pass = legal.iter().any(|d| matches!(d, Decision::Pass(_)));
            title = loc.text_with(
                match (forced, setup.options.blocks, hand_off, pass) {
                    (true, false, ..) => "bb-q-tackle",
                    (true, true, ..) => "bb-q-block",
                    (false, _, true, true) => "bb-q-after-move",
                    (false, _, false, _) => "bb-q-after-move-pass",
                    (false, _, true, false) => "bb-q-after-move-hand-off",
                },
                &[arg("carrier", carrier.map(label).unwrap_or_default())],
            );
            for &d in legal {
                match d {
                    Decision::Tackle { attacker, defender } => {
                        focus.push(attacker);
                        focus.push(defender);
                        let text = if setup.options.blocks {
                            // Strengths with their assists, as the block will count them.
                            let dice = game.block_dice(attacker, defender);
                            loc.text_with(
                                "bb-opt-block",
                                &[
                                    arg("attacker", label(attacker)),
                                    arg("defender", label(defender)),
                                    arg("a", dice.strength[0]),
                                    arg("d", dice.strength[1]),
                                    arg("dice", dice.count),
                                    arg("yours", if dice.picker == side { "yes" } else { "no" }),
                                ],
                            )
                        } else {
                            let (win, lose) = tackle_chances(game, attacker, defender);
                            loc.text_with(
                                "bb-opt-tackle",
                                &[
                                    arg("attacker", label(attacker)),
                                    arg("defender", label(defender)),
                                    arg("a", game.player(attacker).die),
                                    arg("d", game.player(defender).die),
                                    arg("win", win),
                                    arg("lose", lose),
                                ],
                            )
                        };
                        list(&mut answers, d, None, text);
                    }
                    Decision::EndTurn => {
                        list(&mut answers, d, None, loc.text("bb-opt-end-turn"));
                    }
                    Decision::HandOff(id) => {
                        focus.push(id);
                        list(
                            &mut answers,
                            d,
                            Some(id),
                            loc.text_with(
                                "bb-opt-hand-off",
                                &[
                                    arg("from", carrier.map(label).unwrap_or_default()),
                                    arg("to", label(id)),
                                ],
                            ),
                        );
                    }
                    Decision::Pass(id) => {
                        // Passes go by the receiver's label: the list stays short.
                        let distance = carrier.map_or(0, |c| game.distance_between(c, id));
                        answers.push(Answer {
                            decision: d,
                            key: label(id),
                            square: None,
                            player: Some(id),
                            text: None,
                            brief: Some(loc.text_with(
                                "bb-pass-entry",
                                &[
                                    arg("to", label(id)),
                                    arg("distance", distance),
                                    arg("die", game.player(id).die),
                                ],
                            )),
                        });
                    }
                    _ => {}
                }
            }
            if let Some(carrier) = carrier.filter(|_| !forced) {
                focus.push(carrier);
            }
        }
        Pending::PlaceBall => {
            let fumbler = memory.fumbler;
            focus.extend(fumbler.filter(|&f| game.player(f).place != Place::Waiting));
            title = loc.text_with(
                "bb-q-place-ball",
                &[arg("player", fumbler.map(full).unwrap_or_default())],
            );
            give_options(loc, game, legal, &mut focus, &mut list, &mut answers, None);
        }
        Pending::PlaceIncompletePass => {
            let (receiver, passing) = memory.incomplete.unzip();
            focus.extend(receiver);
            title = loc.text_with(
                "bb-q-incomplete",
                &[
                    arg("player", receiver.map(full).unwrap_or_default()),
                    arg("distance", passing.unwrap_or(0)),
                ],
            );
            let passers = receiver.map(|r| game.team_of(r));
            give_options(
                loc,
                game,
                legal,
                &mut focus,
                &mut list,
                &mut answers,
                passers,
            );
        }
        Pending::BlockDie => {
            let dice = memory
                .block
                .as_ref()
                .map(|b| b.3.clone())
                .unwrap_or_default();
            if let Some((a, d, _, _)) = memory.block {
                focus.push(a);
                focus.push(d);
            }
            title = loc.text("bb-q-block-die");
            for &d in legal {
                if let Decision::UseDie(i) = d {
                    let roll = dice.get(usize::from(i)).copied().unwrap_or(3);
                    list(
                        &mut answers,
                        d,
                        None,
                        words::face(loc, BlockFace::from_roll(roll)),
                    );
                }
            }
        }
        Pending::Push => {
            title = loc.text("bb-q-push");
            if let Some((a, d, _, _)) = memory.block {
                focus.push(a);
                focus.push(d);
            }
        }
        Pending::FollowUp => {
            title = loc.text("bb-q-follow-up");
            if let Some((a, _, _, _)) = memory.block {
                focus.push(a);
            }
            for &d in legal {
                if d == Decision::HoldGround {
                    list(&mut answers, d, None, loc.text("bb-opt-hold"));
                }
            }
        }
        Pending::None => title = String::new(),
    }
    let default = default_answer(game, side, legal, &answers, memory);
    focus.sort_unstable();
    focus.dedup();
    Question {
        title,
        answers,
        default,
        focus,
        contact,
    }
}

/// In whole per cent, the chance that `attacker` wins the tackle (only the defender is out)
/// and that it loses it (only the attacker is out), as `battleball::odds` counts them; a tie
/// takes out both, the rest.
fn tackle_chances(game: &Game, attacker: PlayerId, defender: PlayerId) -> (u32, u32) {
    let mut chances = (0.0, 0.0);
    for outcome in odds::tackle_odds(game, attacker, defender) {
        match (
            outcome.result.attacker.is_out(),
            outcome.result.defender.is_out(),
        ) {
            (false, true) => chances.0 += outcome.chance,
            (true, false) => chances.1 += outcome.chance,
            _ => {}
        }
    }
    let per_cent = |chance: f64| (chance * 100.0).round() as u32;
    (per_cent(chances.0), per_cent(chances.1))
}

/// The ball given to a player (BF1, BA4): listed with a letter and picked by label too.
/// `passers` is the passing team of an incomplete pass (an opponent is an interception).
#[allow(clippy::too_many_arguments)]
fn give_options(
    loc: &Localizer,
    game: &Game,
    legal: &[Decision],
    focus: &mut Vec<PlayerId>,
    list: &mut impl FnMut(&mut Vec<Answer>, Decision, Option<PlayerId>, String),
    answers: &mut Vec<Answer>,
    passers: Option<Side>,
) {
    for &d in legal {
        if let Decision::GiveBall(id) = d {
            focus.push(id);
            let message = match passers {
                Some(team) if team == game.team_of(id) => "bb-opt-recover",
                Some(_) => "bb-opt-intercept",
                None => "bb-opt-give",
            };
            list(
                answers,
                d,
                Some(id),
                loc.text_with(message, &[arg("player", words::label(loc, game, id))]),
            );
        }
    }
}

/// The player whose dice a die question is about and its two dice.
fn die_choice(game: &Game, side: Side, memory: &Memory) -> (Option<PlayerId>, [u8; 2]) {
    match game.pending() {
        Pending::HeavyDie => (memory.mover, memory.roll),
        Pending::TackleDie => match memory.tackle {
            Some((attacker, defender, a, d)) => {
                if game.team_of(attacker) == side && game.player(attacker).heavy && a[0] != a[1] {
                    (Some(attacker), a)
                } else {
                    (Some(defender), d)
                }
            }
            None => (None, [0, 0]),
        },
        Pending::PassDie => match memory.pass {
            Some((receiver, dice, _, _)) => (Some(receiver), dice),
            None => (None, [0, 0]),
        },
        _ => (None, [0, 0]),
    }
}

/// What Enter takes: a sensible move, never a rule (every answer is legal). A line-up: a
/// formation while one is offered, then the square the heuristic coach would place the player
/// on. A die: the lower for a tackle (the lower wins), the higher to move or catch; a block
/// die: the face the computer coach would pick for the side asked. A move: into the end zone, onto a
/// loose ball, towards an opposing carrier, else as far forward as it goes. A player: the own
/// carrier, or the one nearest a loose ball or the opposing carrier. Else the first answer.
fn default_answer(
    game: &Game,
    side: Side,
    legal: &[Decision],
    answers: &[Answer],
    memory: &Memory,
) -> usize {
    let board = &game.setup().board;
    let pick = |better: &dyn Fn(&Answer) -> Option<i32>| -> Option<usize> {
        answers
            .iter()
            .enumerate()
            .filter_map(|(i, a)| better(a).map(|score| (score, std::cmp::Reverse(i))))
            .max()
            .map(|(_, std::cmp::Reverse(i))| i)
    };
    let ball_square = game.ball_square();
    let opposing_carrier = game.carrier().filter(|&c| game.team_of(c) != side);
    let loose = matches!(game.ball(), Ball::Loose(_));
    let found = match game.pending() {
        Pending::HeavyDie | Pending::PassDie | Pending::TackleDie => {
            let (_, dice) = die_choice(game, side, memory);
            let lower = game.pending() == Pending::TackleDie;
            pick(&|a| match a.decision {
                Decision::UseDie(i) => {
                    let v = i32::from(dice[usize::from(i).min(1)]);
                    Some(if lower { -v } else { v })
                }
                _ => None,
            })
        }
        Pending::LineUp => answers
            .iter()
            .position(|a| matches!(a.decision, Decision::Formation(_)))
            .or_else(|| {
                // The first free square put a team pressing Enter all in one row.
                let placed = BbCoachKind::Heuristic.build(0).decide(game, side, legal)?;
                answers.iter().position(|a| a.decision == placed)
            }),
        Pending::Move { .. } => {
            let heavy = memory.mover.is_some_and(|m| game.player(m).heavy);
            let covers =
                |sq: Sq, target: Sq| sq == target || (heavy && board.east(sq) == Some(target));
            let last = board.last_row(side);
            let centre = board.coords(board.centre()).1;
            answers
                .iter()
                .position(|a| a.decision == Decision::EndZone)
                .or_else(|| {
                    let ball = ball_square.filter(|_| loose)?;
                    answers
                        .iter()
                        .position(|a| square_of(a.decision).is_some_and(|sq| covers(sq, ball)))
                })
                .or_else(|| {
                    let target = opposing_carrier.and(ball_square)?;
                    pick(&|a| a.square.map(|sq| -i32::from(board.distance(sq, target))))
                })
                .or_else(|| {
                    pick(&|a| {
                        let (row, x) = board.coords(a.square?);
                        let ahead = 30 - i32::from(row.abs_diff(last));
                        Some(ahead * 100 - i32::from(x.abs_diff(centre)))
                    })
                })
        }
        Pending::ChoosePlayer => {
            let own_carrier = game.carrier().filter(|&c| game.team_of(c) == side);
            let target = ball_square.filter(|_| loose || opposing_carrier.is_some());
            answers
                .iter()
                .position(|a| a.player.is_some() && a.player == own_carrier)
                .or_else(|| {
                    let target = target?;
                    pick(&|a| {
                        let id = a.player?;
                        let near = game
                            .squares_of(id)
                            .map(|sq| board.distance(sq, target))
                            .min()?;
                        Some(-i32::from(near))
                    })
                })
        }
        Pending::Blitz => answers.iter().position(|a| a.decision == Decision::Stop),
        // The coach asked is the stronger side's, the attacker's or the defender's (BB3).
        Pending::BlockDie => memory.block.as_ref().and_then(|(attacker, _, _, dice)| {
            let attacking = game.team_of(*attacker);
            pick(&|a| match a.decision {
                Decision::UseDie(i) => {
                    let face = BlockFace::from_roll(dice.get(usize::from(i)).copied()?);
                    Some(i32::from(block_face_preference(face, side, attacking)))
                }
                _ => None,
            })
        }),
        _ => None,
    };
    found.unwrap_or(0)
}

/// The question's keys on the field.
pub fn marks(question: &Question) -> Marks {
    Marks {
        squares: question
            .answers
            .iter()
            .filter_map(|a| a.square.map(|sq| (sq, a.key.clone())))
            .collect(),
        players: question.focus.clone(),
        contact: question.contact.clone(),
    }
}

/// The question as panel lines: its title and the listed options with their letters.
pub fn panel_lines(loc: &Localizer, question: &Question) -> Vec<String> {
    let mut out = board::panel_wrap(&question.title, "");
    for answer in &question.answers {
        if let Some(text) = &answer.text {
            let line = format!("{:<2} {text}", answer.key);
            out.extend(board::panel_wrap(&line, "   "));
        }
    }
    let briefs: Vec<&str> = question
        .answers
        .iter()
        .filter_map(|a| a.brief.as_deref())
        .collect();
    if !briefs.is_empty() {
        out.extend(board::panel_wrap(&loc.text("bb-pass-list"), ""));
        // Entries kept whole: no-break spaces inside, plain spaces between.
        let joined: Vec<String> = briefs.iter().map(|b| wrap::unbroken(b)).collect();
        out.extend(board::panel_wrap(&joined.join(" · "), ""));
    }
    out
}

/// What the default answer is called on the input line: its key, and a square's name.
fn default_name(game: &Game, question: &Question) -> String {
    match question.answers.get(question.default) {
        Some(answer) => match answer.square {
            Some(sq) => format!(
                "{} ({})",
                answer.key,
                words::square(&game.setup().board, sq)
            ),
            None => answer.key.clone(),
        },
        None => String::new(),
    }
}

/// The input line: what may be typed, what Enter takes, and the prompt's end.
pub fn input_line(
    loc: &Localizer,
    game: &Game,
    question: &Question,
    error: Option<&str>,
) -> String {
    let mut kinds = Vec::new();
    if question.answers.iter().any(|a| a.square.is_some()) {
        kinds.push(loc.text("bb-input-square"));
    }
    if question.answers.iter().any(|a| a.text.is_some()) {
        kinds.push(loc.text("bb-input-letter"));
    }
    if question
        .answers
        .iter()
        .any(|a| a.text.is_none() && a.player.is_some())
    {
        let example = question
            .answers
            .iter()
            .find_map(|a| a.player.filter(|_| a.text.is_none()))
            .map(|id| words::label(loc, game, id))
            .unwrap_or_default();
        kinds.push(loc.text_with("bb-input-label", &[arg("example", example)]));
    }
    let default = default_name(game, question);
    match error {
        // One line, like the input line it replaces: a second one would push the board's top
        // row off a 24-row screen. What may be typed is in the panel still.
        Some(typed) => {
            let typed: String = crate::common::text::printable(typed)
                .chars()
                .take(12)
                .collect();
            loc.text_with(
                "bb-input-invalid",
                &[arg("typed", typed), arg("default", default)],
            )
        }
        None => loc.text_with(
            "bb-input",
            &[
                arg("kinds", kinds.join(loc.text("bb-input-or").as_str())),
                arg("default", default),
            ],
        ),
    }
}

/// Reads a typed line against the question's answers.
pub fn parse(loc: &Localizer, game: &Game, question: &Question, typed: &str) -> Parsed {
    let typed = typed.trim();
    if typed.is_empty() {
        return if question.answers.is_empty() {
            Parsed::Unknown
        } else {
            Parsed::Pick(question.default)
        };
    }
    if typed == "?" {
        return Parsed::Help;
    }
    if let Some(i) = question
        .answers
        .iter()
        .position(|a| a.key.eq_ignore_ascii_case(typed))
    {
        return Parsed::Pick(i);
    }
    if let Some(i) = question.answers.iter().position(|a| {
        a.player
            .is_some_and(|p| words::label(loc, game, p).eq_ignore_ascii_case(typed))
    }) {
        return Parsed::Pick(i);
    }
    if let Some(sq) = words::parse_square(&game.setup().board, typed) {
        if let Some(i) = question.answers.iter().position(|a| a.square == Some(sq)) {
            return Parsed::Pick(i);
        }
    }
    Parsed::Unknown
}
