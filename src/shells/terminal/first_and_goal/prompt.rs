//! Every decision as a question in the rules' words, offering exactly the engine's legal options.
//! Calls that cost a discard (punt, field goal, sneak, kneel) are asked in two steps: the call,
//! then the card, so the first list stays short.

use crate::games::first_and_goal::engine::{
    Decision, Game, Hand, KickoffKind, Pending, Role, Seat, SeatView, Setup, TimeoutAction,
};

use crate::common::i18n::Localizer;
use crate::common::palette::Palette;
use crate::common::wrap;
use crate::games::first_and_goal::display::words::{self, arg};
use crate::games::first_and_goal::display::{board, chart, odds};
use crate::shells::terminal::screen::{Asked, Closed, Pick, Screen, Shortcut, ROWS};

/// The seat's own hand, headed with whose it is (tests check no other hand is on screen);
/// nothing before the cards are dealt, such as at the coin toss.
pub fn hand_block(
    loc: &Localizer,
    setup: &Setup,
    seat: Seat,
    hand: &Hand,
    palette: Palette,
) -> String {
    if hand.iter().all(|&n| n == 0) {
        return String::new();
    }
    let mut out =
        palette.bold(&loc.text_with("hand-title", &[arg("seat", words::seat(loc, setup, seat))]));
    out.push('\n');
    let cards: Vec<String> = hand
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(i, &n)| words::card(loc, setup, seat.role, i as u8, n))
        .collect();
    // A card's name stays on one line, its separator with it: the wrap breaks only between
    // cards, at the spaces no-break spaces have not replaced.
    let unbroken: Vec<String> = cards.iter().map(|c| wrap::unbroken(c)).collect();
    let line = unbroken.join(&format!("{}· ", wrap::NO_BREAK));
    out.push_str(&wrap::fill(&line, "  ", "  "));
    out
}

/// Whether the coach needs their hand in view to decide: not for a coin toss, a kickoff, a
/// return, a penalty or a try, where the screen's rows go to the play log instead.
pub fn needs_hand(pending: Pending) -> bool {
    matches!(
        pending,
        Pending::OffenseCall { .. }
            | Pending::DefenseTimeout
            | Pending::TimeoutAction
            | Pending::RunClock
            | Pending::StopBurn
            | Pending::BurnFromHand
    )
}

/// Groups decisions that differ only in the card they discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    Kneel,
    Redraw,
    TakeFromDiscard,
}

fn group(decision: Decision) -> Option<Group> {
    match decision {
        Decision::Kneel { .. } => Some(Group::Kneel),
        Decision::Redraw { .. } => Some(Group::Redraw),
        Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(_)) => Some(Group::TakeFromDiscard),
        _ => None,
    }
}

enum Entry {
    One(Decision),
    Many(Group),
}

/// What a coach answered: a decision, a group of options to pick one from on a screen of its
/// own, a request to see the rules summary or the whole play log first, or another shortcut's
/// key (online: table talk).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Decision(Decision),
    Narrow(Group),
    Help,
    Log,
    Key(char),
}

/// The key that shows the whole play log at any question, in the game's language.
pub fn log_shortcut(loc: &Localizer) -> crate::shells::terminal::screen::Shortcut {
    let key = loc
        .text("log-key")
        .chars()
        .next()
        .map_or('l', |c| c.to_ascii_lowercase());
    crate::shells::terminal::screen::Shortcut {
        key,
        label: loc.text("log-key-hint"),
    }
}

/// The options of a question, in order: decisions differing only in a discarded card are one
/// entry (asked in a second step), and punt options whose dice are the same are one.
fn entries(setup: &Setup, view: &SeatView, legal: &[Decision]) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    let punt_dice = &setup.team(view.table.offense).special.punt;
    let faces = |index: u8| punt_dice.get(usize::from(index)).map(|d| d.die.faces);
    for &decision in legal {
        if let Decision::PuntReplacingDie(index) = decision {
            let same = entries.iter().any(|e| {
                matches!(e, Entry::One(Decision::PuntReplacingDie(other)) if faces(*other) == faces(index))
            });
            if same {
                continue;
            }
        }
        match group(decision) {
            None => entries.push(Entry::One(decision)),
            Some(g) => {
                if !entries
                    .iter()
                    .any(|e| matches!(e, Entry::Many(h) if *h == g))
                {
                    entries.push(Entry::Many(g));
                }
            }
        }
    }
    let letter = |entry: &Entry| match entry {
        Entry::Many(Group::TakeFromDiscard) => 0,
        Entry::One(Decision::TimeoutAction(TimeoutAction::Reshuffle)) => 1,
        Entry::One(Decision::TimeoutAction(TimeoutAction::Nothing)) => 2,
        _ => 3,
    };
    entries.sort_by_key(letter);
    entries
}

/// Whether the question picks a card from the hand, shown as the chart.
fn card_question(view: &SeatView) -> bool {
    matches!(view.table.pending, Pending::Card { .. }) && view.hand.is_some()
}

/// A question ready to be asked: its text, options and notes, measured before it is shown so
/// the board can give the play log exactly the rows that are left.
pub struct Prepared {
    entries: Vec<Entry>,
    question: String,
    labels: Vec<String>,
    unavailable: Vec<String>,
    notes: Vec<String>,
}

impl Prepared {
    /// The question with one more option, `decision` worded `label`, before the rules summary.
    pub fn with_option(mut self, decision: Decision, label: String) -> Prepared {
        self.entries.push(Entry::One(decision));
        let at = self.labels.len().saturating_sub(1);
        self.labels.insert(at, label);
        self
    }

    /// The rows the question takes on an 80-column screen, its answer line included.
    pub fn rows(&self) -> usize {
        let wrapped = |text: &str, indent: usize| {
            if wrap::width(text) + indent <= wrap::COLUMNS {
                1
            } else {
                wrap::wrap(
                    text,
                    &" ".repeat(indent),
                    &" ".repeat(indent),
                    wrap::COLUMNS,
                )
                .len()
            }
        };
        let question: usize = self.question.lines().map(|l| wrapped(l, 0)).sum();
        let options: usize = self.labels.iter().map(|l| wrapped(l, 6)).sum();
        let unavailable: usize = self.unavailable.iter().map(|l| wrapped(l, 5)).sum();
        let notes: usize = self.notes.iter().map(|l| wrapped(l, 2)).sum();
        question + options + unavailable + notes + 1
    }

    /// The question as it reads where answers are typed as numbers (a pipe), without its
    /// answer line: what [`Prepared::rows`] measures, as text.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for line in self.question.lines() {
            // Lines that fit keep their spacing (the chart's columns), as the screen keeps them.
            if wrap::width(line) <= wrap::COLUMNS {
                out.push_str(line);
                out.push('\n');
            } else {
                out.push_str(&wrap::fill(line, "", ""));
            }
        }
        // Numbered as the screen numbers them; a label that fits keeps its spacing (the
        // chart's columns).
        for (i, label) in self.labels.iter().enumerate() {
            let number = format!("  {:>2}) ", i + 1);
            if wrap::width(label) + number.len() <= wrap::COLUMNS {
                out.push_str(&format!("{number}{label}\n"));
            } else {
                out.push_str(&wrap::fill(label, &number, "      "));
            }
        }
        for line in &self.unavailable {
            out.push_str(&wrap::fill(&format!("   - {line}"), "", "     "));
        }
        for line in &self.notes {
            out.push_str(&wrap::fill(line, "", "  "));
        }
        out
    }
}

/// What a decision's screen is drawn from: the seat's view and the game's setup (never a whole
/// game, which a client online does not hold), the play log, and status lines above the
/// question (online: who is awaited, table talk; none in hot-seat play).
pub struct Sitting<'a> {
    pub loc: &'a Localizer,
    pub setup: &'a Setup,
    pub view: &'a SeatView,
    pub log: board::Log<'a>,
    pub status: &'a [String],
    pub palette: Palette,
}

/// The whole screen of one decision, measured to fit `ROWS`: the board with as much play log
/// as the rows leave, the hand where it matters, the status lines (returned as text), and the
/// question (prepared, to be asked with [`ask`]).
pub fn decision_screen(
    sitting: &Sitting<'_>,
    legal: &[Decision],
    narrowed: Option<Group>,
    extra: Option<String>,
) -> (String, Prepared) {
    let Sitting {
        loc,
        setup,
        view,
        palette,
        ..
    } = *sitting;
    let hand = view
        .hand
        .filter(|_| needs_hand(view.table.pending))
        .map(|hand| hand_block(loc, setup, view.seat, &hand, palette))
        .unwrap_or_default();
    let mut prepared = prepare(loc, setup, view, legal, palette, narrowed);
    if let Some(label) = extra {
        prepared = prepared.with_option(Decision::Timeout, label);
    }
    let status = status_block(sitting.status);
    let asked = prepared.rows() + hand.lines().count() + status.lines().count();
    let fixed = board::fixed_rows(&view.table, setup, loc);
    let room = ROWS.saturating_sub(fixed + asked);
    let mut top = board::render(&view.table, setup, loc, palette, sitting.log.clone(), room);
    top.push_str(&hand);
    top.push_str(&status);
    (top, prepared)
}

/// Status lines as they are shown: escaped (they carry people's names and table talk) and
/// wrapped to the screen's width.
pub fn status_block(status: &[String]) -> String {
    status
        .iter()
        .map(|line| wrap::fill(&crate::common::text::printable(line), "", "  "))
        .collect()
}

/// The rules summary for `view`'s decision, until the coach goes back to the question.
pub fn show_help(
    loc: &Localizer,
    setup: &Setup,
    view: &SeatView,
    screen: &Screen,
) -> Result<(), Closed> {
    screen.clear();
    screen.say(&paragraphs(&help(loc, setup, view)));
    screen.say("\n");
    screen.pause(&loc.text("help-back"))
}

/// The whole play log, a screen at a time.
pub fn whole_log(loc: &Localizer, screen: &Screen, log: &[String]) -> Result<(), Closed> {
    let lines: Vec<String> = log
        .iter()
        .flat_map(|line| wrap::wrap(line, "", "  ", wrap::COLUMNS))
        .collect();
    let lines = if lines.is_empty() {
        vec![loc.text("log-empty")]
    } else {
        lines
    };
    screen.page(&loc.text("log-title"), &lines, |page, pages| {
        loc.text_with(
            "log-page",
            &[
                arg("page", page),
                arg("pages", pages),
                arg("last", if page == pages { "yes" } else { "no" }),
            ],
        )
    })
}

/// The question of `view`'s decision, or with `narrowed` the follow-up that picks one option of
/// that group (which card a kneel discards, which card a timeout takes back).
pub fn prepare(
    loc: &Localizer,
    setup: &Setup,
    view: &SeatView,
    legal: &[Decision],
    palette: Palette,
    narrowed: Option<Group>,
) -> Prepared {
    if let Some(g) = narrowed {
        let members: Vec<Decision> = legal
            .iter()
            .copied()
            .filter(|&d| group(d) == Some(g))
            .collect();
        let labels = members
            .iter()
            .map(|&d| label(loc, setup, view, d))
            .collect();
        return Prepared {
            entries: members.into_iter().map(Entry::One).collect(),
            question: loc.text(match g {
                Group::TakeFromDiscard => "q-take-which",
                Group::Redraw => "q-redraw-which",
                Group::Kneel => "q-discard-which",
            }),
            labels,
            unavailable: Vec::new(),
            notes: Vec::new(),
        };
    }
    let entries = entries(setup, view, legal);
    let chart = card_question(view);
    let mut labels: Vec<String> = entries
        .iter()
        .map(|entry| match entry {
            Entry::One(Decision::Card(play)) if chart => {
                chart::row(loc, setup, view.seat.role, *play, hand_count(view, *play))
            }
            Entry::One(decision) => label(loc, setup, view, *decision),
            Entry::Many(g) => group_label(loc, *g),
        })
        .collect();
    labels.push(loc.text("opt-help"));
    let unavailable = unavailable_in_view(loc, setup, view, legal);
    let mut question = question(loc, setup, view);
    let mut notes = Vec::new();
    if chart {
        question.push('\n');
        question.push_str(&chart::header(loc, setup, view.seat.role, palette));
        notes.push(chart::legend(loc));
        let held: Vec<(u8, u8)> = entries
            .iter()
            .filter_map(|entry| match entry {
                Entry::One(Decision::Card(play)) => Some((*play, hand_count(view, *play))),
                _ => None,
            })
            .collect();
        notes.extend(chart::abbreviations(loc, setup, view.seat.role, &held));
    }
    Prepared {
        entries,
        question,
        labels,
        unavailable,
        notes,
    }
}

/// The copies of `play` in the coach's hand.
fn hand_count(view: &SeatView, play: u8) -> u8 {
    view.hand
        .and_then(|h| h.get(usize::from(play)).copied())
        .unwrap_or(1)
}

/// Asks the prepared question: an option with more than one member (which card to discard)
/// comes back as `Answer::Narrow`, to be asked on a screen of its own; a key of `shortcuts`
/// (besides the whole log's, always taken) as `Answer::Key`.
pub fn ask(
    loc: &Localizer,
    legal: &[Decision],
    prepared: &Prepared,
    screen: &Screen,
    shortcuts: &[Shortcut],
) -> Result<Answer, Closed> {
    let invalid = loc.text("prompt-invalid");
    // A timeout's options read A, B, C as the rules letter them; Enter still does nothing.
    let default = prepared
        .entries
        .iter()
        .position(|e| {
            matches!(
                e,
                Entry::One(Decision::TimeoutAction(TimeoutAction::Nothing))
            )
        })
        .unwrap_or(0);
    let log = log_shortcut(loc);
    let keys: Vec<Shortcut> = std::iter::once(log)
        .chain(shortcuts.iter().map(|s| Shortcut {
            key: s.key,
            label: s.label.clone(),
        }))
        .collect();
    let asked = Asked {
        question: &prepared.question,
        options: &prepared.labels,
        unavailable: &prepared.unavailable,
        notes: &prepared.notes,
        invalid: &invalid,
        default,
    };
    let pick = match screen.choose_or_key(&asked, &keys)? {
        Pick::Option(pick) => pick,
        Pick::Key(key) if key == keys[0].key => return Ok(Answer::Log),
        Pick::Key(key) => return Ok(Answer::Key(key)),
    };
    let Some(entry) = prepared.entries.get(pick) else {
        return Ok(Answer::Help);
    };
    match *entry {
        Entry::One(decision) => Ok(Answer::Decision(decision)),
        Entry::Many(g) => {
            let mut members = legal.iter().copied().filter(|&d| group(d) == Some(g));
            match (members.next(), members.next()) {
                (Some(only), None) => Ok(Answer::Decision(only)),
                _ => Ok(Answer::Narrow(g)),
            }
        }
    }
}

/// The rules summary and, where the coach holds cards, the chart's columns in full; at a
/// kicking decision the kicking game instead, as both do not fit one 80x24 screen.
pub fn help(loc: &Localizer, setup: &Setup, view: &SeatView) -> String {
    if kicking_decision(view.table.pending) {
        return format!("{}\n", loc.text("rules-kicking"));
    }
    let mut out = loc.text("rules-general");
    out.push('\n');
    if view.hand.is_some() {
        out.push_str(&chart::legend(loc));
        out.push('\n');
        let other = match view.seat.role {
            Role::Offense => Role::Defense,
            Role::Defense => Role::Offense,
        };
        out.push_str(&chart::columns(loc, setup, other));
        out.push('\n');
    }
    out
}

fn kicking_decision(pending: Pending) -> bool {
    matches!(
        pending,
        Pending::KickoffKind
            | Pending::KickoffReturn
            | Pending::FakeOrKick { .. }
            | Pending::PuntMode
            | Pending::FairCatchOrReturn
            | Pending::Try
    )
}

/// Who is asked to take over the keyboard: until the toss is settled nobody is offense or
/// defense yet, so a team's only coach is named by the team. Two coaches of one team keep their
/// seat's name, the one thing that tells them apart.
pub fn coach_taking_over(
    loc: &Localizer,
    setup: &Setup,
    seat: Seat,
    pending: Pending,
    team_has_two_coaches: bool,
) -> String {
    match pending {
        Pending::CoinCall | Pending::ReceiveOrDefer if !team_has_two_coaches => {
            words::team(setup, seat.team).to_string()
        }
        _ => words::seat(loc, setup, seat),
    }
}

/// The help and rules are laid out as every game's are.
pub use crate::shells::kit::text::paragraphs;

/// Offense cards in hand that rule P8 keeps out of play here, with the reason. (The game is
/// not needed: P8 is the setup's; kept for callers that hold one.)
pub fn unavailable_cards(
    loc: &Localizer,
    setup: &Setup,
    _game: &Game,
    view: &SeatView,
    legal: &[Decision],
) -> Vec<String> {
    unavailable_in_view(loc, setup, view, legal)
}

/// Offense cards in hand that rule P8 keeps out of play here, with the reason, from the
/// seat's view alone.
pub fn unavailable_in_view(
    loc: &Localizer,
    setup: &Setup,
    view: &SeatView,
    legal: &[Decision],
) -> Vec<String> {
    let (Pending::Card { .. }, Role::Offense, Some(hand)) =
        (view.table.pending, view.seat.role, view.hand)
    else {
        return Vec::new();
    };
    hand.iter()
        .enumerate()
        .filter(|(i, &n)| n > 0 && !legal.contains(&Decision::Card(*i as u8)))
        .filter(|(i, _)| !setup.card_allowed_at(*i as u8, view.table.ball))
        .map(|(i, &n)| {
            let mark = setup
                .cards
                .offense
                .get(i)
                .and_then(|p| p.red_zone)
                .unwrap_or(0);
            loc.text_with(
                "card-not-allowed",
                &[
                    arg("card", words::card(loc, setup, Role::Offense, i as u8, n)),
                    arg("mark", mark),
                ],
            )
        })
        .collect()
}

/// The question a seat answers now, worded from that seat's point of view.
pub fn question(loc: &Localizer, setup: &Setup, view: &SeatView) -> String {
    let table = &view.table;
    match table.pending {
        Pending::CoinCall => loc.text("q-coin"),
        Pending::ReceiveOrDefer => loc.text("q-receive"),
        Pending::KickoffKind => loc.text("q-kickoff"),
        Pending::KickoffReturn => loc.text("q-kickoff-return"),
        Pending::OffenseCall { try_snap: true } => loc.text("q-call-try"),
        Pending::OffenseCall { try_snap: false } => loc.text("q-call"),
        Pending::DefenseTimeout => loc.text("q-defense-timeout"),
        Pending::TimeoutAction => loc.text("q-timeout-action"),
        Pending::Card { fake: true } => loc.text("q-card-fake"),
        Pending::Card { fake: false } => loc.text("q-card"),
        Pending::Penalty { against, face, .. } => loc.text_with(
            "q-penalty",
            &[
                arg("team", words::team(setup, against).to_string()),
                words::penalty_yards(face),
                words::penalty_automatic(
                    face,
                    if against == table.offense {
                        Role::Offense
                    } else {
                        Role::Defense
                    },
                ),
            ],
        ),
        Pending::RunClock => loc.text("q-run-clock"),
        Pending::StopBurn => loc.text("q-stop-burn"),
        Pending::BurnFromHand => loc.text("q-burn-from-hand"),
        Pending::FakeOrKick { field_goal: true } => loc.text_with(
            "q-fake-or-kick-fg",
            &[arg(
                "kick",
                field_goal(loc, setup, table.offense, table.ball, view.seat.role),
            )],
        ),
        Pending::FakeOrKick { field_goal: false } => loc.text("q-fake-or-kick-punt"),
        Pending::PuntMode => loc.text("q-punt-mode"),
        Pending::FairCatchOrReturn => loc.text("q-fair-catch"),
        Pending::Try => loc.text("q-try"),
        Pending::None => String::new(),
    }
}

/// "Field goal: 38 yards to the goal line, 62% with your kick dice", worded with its odds.
pub fn field_goal(
    loc: &Localizer,
    setup: &Setup,
    team: crate::common::side::Side,
    ball: i16,
    viewer: Role,
) -> String {
    odds::field_goal_option(loc, setup, team, ball, viewer)
}

fn group_label(loc: &Localizer, g: Group) -> String {
    loc.text(match g {
        Group::Kneel => "opt-kneel",
        Group::Redraw => "opt-redraw",
        Group::TakeFromDiscard => "opt-take-from-discard",
    })
}

/// One option in words. Discard cards name the seat's own deck.
pub fn label(loc: &Localizer, setup: &Setup, view: &SeatView, decision: Decision) -> String {
    if let Some(with_odds) = odds::option(loc, setup, view, decision) {
        return with_odds;
    }
    let table = &view.table;
    let own = |play: u8| words::play(loc, setup, view.seat.role, play);
    let offense_card = |play: u8| words::play(loc, setup, Role::Offense, play);
    let timeouts = table.timeouts[view.seat.team.index()];
    match decision {
        Decision::CallCoin(crate::games::first_and_goal::engine::Coin::Heads) => {
            loc.text("coin-heads")
        }
        Decision::CallCoin(crate::games::first_and_goal::engine::Coin::Tails) => {
            loc.text("coin-tails")
        }
        Decision::Receive => loc.text("opt-receive"),
        Decision::Defer => loc.text("opt-defer"),
        Decision::Kickoff(KickoffKind::Normal) => loc.text("opt-kickoff-normal"),
        Decision::Kickoff(KickoffKind::Onside) => loc.text("opt-kickoff-onside"),
        Decision::Kickoff(KickoffKind::Squib) => loc.text("opt-kickoff-squib"),
        Decision::Touchback => loc.text("opt-touchback"),
        Decision::RunOut => loc.text("opt-run-out"),
        Decision::NormalPlay => loc.text("opt-normal-play"),
        Decision::Timeout => loc.text_with("opt-timeout", &[arg("left", timeouts)]),
        Decision::Punt => loc.text("opt-punt"),
        Decision::FieldGoal => {
            field_goal(loc, setup, view.table.offense, table.ball, Role::Offense)
        }
        Decision::QbSneak => loc.text("opt-sneak"),
        Decision::Kneel { discard } => {
            loc.text_with("opt-discard", &[arg("card", offense_card(discard))])
        }
        Decision::HailMary => loc.text("opt-hail-mary"),
        Decision::Redraw { first, second } => match second {
            Some(second) => loc.text_with(
                "opt-redraw-two",
                &[
                    arg("first", offense_card(first)),
                    arg("second", offense_card(second)),
                ],
            ),
            None => loc.text_with("opt-redraw-one", &[arg("first", offense_card(first))]),
        },
        Decision::Pass => loc.text(match table.pending {
            Pending::DefenseTimeout => "opt-no-timeout",
            Pending::RunClock => "opt-no-run-clock",
            Pending::StopBurn => "opt-let-burn",
            _ => "opt-pass",
        }),
        Decision::TimeoutAction(TimeoutAction::TakeFromDiscard(play)) => {
            loc.text_with("opt-take", &[arg("card", own(play))])
        }
        Decision::TimeoutAction(TimeoutAction::Reshuffle) => loc.text("opt-reshuffle"),
        Decision::TimeoutAction(TimeoutAction::Nothing) => loc.text("opt-nothing"),
        Decision::Card(play) => {
            let count = view
                .hand
                .and_then(|h| h.get(usize::from(play)).copied())
                .unwrap_or(1);
            words::card(loc, setup, view.seat.role, play, count)
        }
        Decision::AcceptPenalty | Decision::DeclinePenalty => {
            let Pending::Penalty {
                against,
                face,
                spot_if_accepted,
                spot_if_declined,
            } = table.pending
            else {
                return loc.text("opt-pass");
            };
            let accepted = decision == Decision::AcceptPenalty;
            let spot = if accepted {
                spot_if_accepted
            } else {
                spot_if_declined
            };
            let role = if against == table.offense {
                Role::Offense
            } else {
                Role::Defense
            };
            let first_down = crate::games::first_and_goal::engine::rules::penalty_gives_first_down(
                role,
                face,
                spot_if_accepted,
                table.line_to_gain,
            );
            loc.text_with(
                if !accepted {
                    "opt-decline-penalty"
                } else if first_down {
                    "opt-accept-penalty-first-down"
                } else {
                    "opt-accept-penalty"
                },
                &[
                    arg("spot", words::spot_of(loc, setup, table.offense, spot)),
                    arg("team", words::team(setup, table.offense).to_string()),
                ],
            )
        }
        Decision::BurnFromHand(play) => loc.text_with("opt-burn", &[arg("card", own(play))]),
        Decision::RunClock => loc.text("opt-run-clock"),
        Decision::StopClock => loc.text_with("opt-stop-clock", &[arg("left", timeouts)]),
        Decision::Fake => loc.text("choice-fake"),
        Decision::Kick => loc.text("choice-kick"),
        Decision::PuntAllDice => {
            let dice = &setup.team(table.offense).special.punt;
            let (low, high) = dice.iter().fold((0i32, 0i32), |(low, high), d| {
                let faces = d.die.faces.iter().map(|&f| i32::from(f));
                (
                    low + faces.clone().min().unwrap_or(0),
                    high + faces.max().unwrap_or(0),
                )
            });
            loc.text_with(
                "opt-punt-all-dice",
                &[arg("count", dice.len()), arg("low", low), arg("high", high)],
            )
        }
        Decision::PuntReplacingDie(index) => {
            let dice = &setup.team(table.offense).special.punt;
            let chosen = dice.get(usize::from(index));
            let die = words::die(
                loc,
                setup,
                Some(table.offense),
                crate::games::first_and_goal::dice::DieRef::Special {
                    roll: crate::games::first_and_goal::data::model::SpecialRoll::Punt,
                    index,
                },
            );
            let faces = chosen.map(|d| d.die.faces).unwrap_or_default();
            let low = faces.iter().copied().min().unwrap_or(0);
            let high = faces.iter().copied().max().unwrap_or(0);
            loc.text_with(
                "opt-punt-replace",
                &[
                    arg("die", die),
                    arg("low", low),
                    arg("high", high),
                    arg("kept", dice.len().saturating_sub(1)),
                ],
            )
        }
        Decision::FairCatch => loc.text("opt-fair-catch"),
        Decision::ReturnPunt => loc.text("opt-return"),
        Decision::ExtraPoint => loc.text("opt-extra-point"),
        Decision::TwoPointTry => loc.text("opt-two-point"),
    }
}
