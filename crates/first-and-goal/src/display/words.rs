//! Naming the game's things in the user's language: spots, downs, plays, dice, faces, seats.
//! Pure: a `Localizer` and the game's `Setup` in, text out.

use fluent_bundle::FluentValue;

use crate::data::model::{PenaltyFace, PlayKind, Symbol};
use crate::dice::DieRef;
use crate::engine::{FaceValue, Half, Role, Seat, Setup, Side, Table, FIELD};

use crate::record::{SaveError, MAX_DECISIONS};
use gridiron_core::i18n::Localizer;
use gridiron_core::record::SaveProblem;

pub use gridiron_core::i18n::arg;

/// The `yards` argument of a penalty message.
pub fn penalty_yards(face: PenaltyFace) -> (&'static str, FluentValue<'static>) {
    arg("yards", face.yards)
}

/// The `automatic` argument of a penalty message: `yes` when it gives an automatic 1st down,
/// which a 5A does only against the defense.
pub fn penalty_automatic(face: PenaltyFace, against: Role) -> (&'static str, FluentValue<'static>) {
    arg(
        "automatic",
        if face.automatic_first_down && against == Role::Defense {
            "yes"
        } else {
            "no"
        },
    )
}

pub fn team(setup: &Setup, side: Side) -> &str {
    &setup.team(side).name
}

pub(crate) fn code(setup: &Setup, side: Side) -> &str {
    &setup.team(side).code
}

/// "own 35", "midfield", "opp 12": `yards` from the goal line of the team with the ball.
pub(crate) fn spot(loc: &Localizer, yards: i16) -> String {
    let yards = yards.clamp(0, FIELD);
    if yards == 0 {
        return loc.text("spot-own-goal");
    }
    if yards == FIELD {
        return loc.text("spot-opp-goal");
    }
    match yards.cmp(&(FIELD / 2)) {
        std::cmp::Ordering::Less => loc.text_with("spot-own", &[arg("yards", yards)]),
        std::cmp::Ordering::Equal => loc.text("spot-midfield"),
        std::cmp::Ordering::Greater => loc.text_with("spot-opp", &[arg("yards", FIELD - yards)]),
    }
}

/// A spot named by the half it lies in, as a decision needs it: "BAS 29" rather than "own 29"
/// when the coach reading it is not the one whose "own" it is. `yards` are `team`'s.
pub fn spot_of(loc: &Localizer, setup: &Setup, team: Side, yards: i16) -> String {
    let yards = yards.clamp(0, FIELD);
    let (side, distance) = match yards.cmp(&(FIELD / 2)) {
        std::cmp::Ordering::Equal => return loc.text("spot-midfield"),
        std::cmp::Ordering::Less => (team, yards),
        std::cmp::Ordering::Greater => (team.other(), FIELD - yards),
    };
    loc.text_with(
        if distance == 0 {
            "spot-team-goal"
        } else {
            "spot-team"
        },
        &[arg("code", code(setup, side)), arg("yards", distance)],
    )
}

/// "3rd & 4", or "1st & Goal" when the goal line is the line to gain (F3).
pub(crate) fn down_and_distance(loc: &Localizer, table: &Table) -> String {
    if table.try_snap {
        return loc.text("down-try");
    }
    if table.goal_to_go() {
        return loc.text_with("down-goal", &[arg("down", table.down)]);
    }
    loc.text_with(
        "down-distance",
        &[arg("down", table.down), arg("to_go", table.to_go())],
    )
}

pub(crate) fn half(loc: &Localizer, half: Half) -> String {
    loc.text(match half {
        Half::First => "half-first",
        Half::Second => "half-second",
        Half::Overtime => "half-overtime",
    })
}

pub(crate) fn role(loc: &Localizer, role: Role) -> String {
    loc.text(match role {
        Role::Offense => "role-offense",
        Role::Defense => "role-defense",
    })
}

/// "Defense (Toronto Thunder)".
pub fn seat(loc: &Localizer, setup: &Setup, seat: Seat) -> String {
    loc.text_with(
        "seat-name",
        &[
            arg("role", role(loc, seat.role)),
            arg("team", team(setup, seat.team)),
        ],
    )
}

/// "Defense, Toronto Thunder": a seat in a list of seats, as online play lists them.
pub fn seat_listed(loc: &Localizer, setup: &Setup, seat: Seat) -> String {
    loc.text_with(
        "online-seat-name",
        &[
            arg("role", role(loc, seat.role)),
            arg("team", team(setup, seat.team)),
        ],
    )
}

/// A play by its Fluent name `play-<id>`; `role` says which deck the index belongs to.
pub fn play(loc: &Localizer, setup: &Setup, role: Role, play: u8) -> String {
    let id = match role {
        Role::Offense => setup.cards.offense.get(usize::from(play)).map(|p| &p.id),
        Role::Defense => setup.cards.defense.get(usize::from(play)).map(|p| &p.id),
    };
    match id {
        Some(id) => loc.text(&format!("play-{id}")),
        None => format!("#{play}"),
    }
}

/// A card as shown in a hand: the play, run or pass, its red-zone mark and the copies held.
pub fn card(loc: &Localizer, setup: &Setup, role: Role, index: u8, count: u8) -> String {
    let name = play(loc, setup, role, index);
    let detail = match role {
        Role::Offense => setup.cards.offense.get(usize::from(index)).map(|p| {
            let kind = loc.text(match p.kind {
                PlayKind::Run => "kind-run",
                PlayKind::Pass => "kind-pass",
            });
            match p.red_zone {
                Some(mark) => format!(
                    "{kind}, {}",
                    loc.text_with("card-red-zone", &[arg("mark", mark)])
                ),
                None => kind,
            }
        }),
        Role::Defense => setup.cards.defense.get(usize::from(index)).map(|p| {
            loc.text(match p.leans_against {
                PlayKind::Run => "kind-against-run",
                PlayKind::Pass => "kind-against-pass",
            })
        }),
    };
    let copies = if count > 1 {
        format!(" ×{count}")
    } else {
        String::new()
    };
    match detail {
        Some(detail) => format!("{name} ({detail}){copies}"),
        None => format!("{name}{copies}"),
    }
}

/// A die by colour or special-teams name; a special die's name is the data's own.
pub fn die(loc: &Localizer, setup: &Setup, team: Option<Side>, die: DieRef) -> String {
    match die {
        DieRef::Colour(colour) => loc.text(&format!("die-{}", colour.id())),
        DieRef::Black => loc.text("die-black"),
        DieRef::Play => loc.text("die-play"),
        DieRef::Referee => loc.text("die-referee"),
        DieRef::Penalty => loc.text("die-penalty"),
        DieRef::Special { roll, index } => {
            let name = team
                .and_then(|side| {
                    setup
                        .team(side)
                        .special
                        .dice(roll)
                        .get(usize::from(index))
                        .map(|d| d.name.clone())
                })
                .unwrap_or_else(|| roll.id().to_string());
            let shared = format!("die-special-{name}");
            match crate::data::model::Colour::from_id(&name) {
                Some(colour) => loc.text(&format!("die-{}", colour.id())),
                None if loc.has(&shared) => loc.text(&shared),
                None => loc.text_with("die-kicking", &[arg("name", name)]),
            }
        }
    }
}

pub(crate) fn face(loc: &Localizer, value: FaceValue) -> String {
    match value {
        // The other symbols are printed on the die; a blank face is only a word.
        FaceValue::Symbol(Symbol::Blank) => loc.text("face-blank"),
        FaceValue::Yards(yards) => yards.to_string(),
        FaceValue::Symbol(symbol) => symbol.id().to_string(),
        FaceValue::Penalty(face) => penalty_face(face),
    }
}

pub(crate) fn penalty_face(face: PenaltyFace) -> String {
    if face.automatic_first_down {
        format!("{}A", face.yards)
    } else {
        face.yards.to_string()
    }
}

/// What is wrong with a 1st & Goal record, as every shell words it: an illegal decision names
/// the seat that owed it.
pub fn save_problem(loc: &Localizer, error: SaveError) -> SaveProblem {
    match error {
        SaveError::Malformed { detail, place } => SaveProblem::Malformed { detail, place },
        SaveError::Impossible(problem) => problem,
        SaveError::Foreign => SaveProblem::Foreign,
        SaveError::Version { found } => SaveProblem::Version { found },
        SaveError::Stream { found } => SaveProblem::Stream { found },
        SaveError::TooManyDecisions { count } => SaveProblem::TooManyDecisions {
            count,
            limit: MAX_DECISIONS,
        },
        SaveError::Data { file, problems } => SaveProblem::Data { file, problems },
        SaveError::UnknownTeam { file } => SaveProblem::UnknownTeam { file },
        SaveError::Illegal {
            number,
            seat: owed,
            setup,
            ..
        } => SaveProblem::Illegal {
            number,
            id: "app-error-save-illegal",
            who: ("seat", seat(loc, &setup, owed)),
        },
        SaveError::NotRecordable { file } => SaveProblem::NotRecordable { file },
        SaveError::RecordDiffers => SaveProblem::RecordDiffers,
    }
}
