//! Battleball's coaches were made faster (issue 22) without changing a single choice: whole
//! games of the heuristic against itself, and of the search against the heuristic in the basic
//! game, the advanced game and with blocks, make exactly the decisions they made before. Each
//! game's decisions are fingerprinted (FNV-1a over their `Debug` text, which no Rust release
//! changes) and compared with the fingerprints of the same seeds taken before the speed-up.

use std::sync::Arc;

use gridiron::common::dice::SeededDice;
use gridiron::common::side::Side;
use gridiron::games::battleball::coach::{self as coach, BbCoachKind, Coach};
use gridiron::games::battleball::{data, Decision, Game, Options, Setup};

fn setup(options: Options) -> Arc<Setup> {
    let library = data::load().expect("the shipped Battleball data loads");
    let home = library.team("Iron Wolves").expect("a boxed team");
    let away = library.team("Black Harts").expect("a boxed team");
    Arc::new(Setup::new(&library, home, away, options))
}

/// A whole game of `coaches` (home, away) with the game's dice from `seed`.
fn game(setup: &Arc<Setup>, seed: u64, mut coaches: [Box<dyn Coach + Send>; 2]) -> Game {
    let mut game = Game::new(setup.clone());
    let mut dice = SeededDice::from_seed(seed);
    coach::play(&mut game, &mut coaches, &mut dice, usize::MAX);
    game
}

fn fingerprint(decisions: &[(Side, Decision)]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for decision in decisions {
        for byte in format!("{decision:?};").bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

#[test]
fn the_heuristic_makes_the_choices_it_made_before_it_was_made_faster() {
    let setup = setup(Options::default());
    for (seed, decisions, before) in [
        (1, 168, 0xe498_64e3_31b1_5ac2),
        (2, 175, 0x6752_f9e7_8a45_2677),
    ] {
        let coaches = [
            BbCoachKind::Heuristic.build(seed + 1),
            BbCoachKind::Heuristic.build(seed + 2),
        ];
        let played = game(&setup, seed, coaches);
        assert!(played.is_over());
        assert_eq!(played.decisions().len(), decisions, "seed {seed}");
        assert_eq!(fingerprint(played.decisions()), before, "seed {seed}");
    }
}

/// One game of each variant, the search coach away (as the bench plays an odd seed).
#[test]
fn the_search_makes_the_choices_it_made_before_it_was_made_faster() {
    let variants = [
        (false, false, 216, 0x3a39_fd01_3108_b287),
        (true, false, 146, 0x6d6a_7106_3157_ca2a),
        (false, true, 378, 0x6d9d_d4f2_7570_2097),
    ];
    let seed = 1;
    for (advanced, blocks, decisions, before) in variants {
        let setup = setup(Options { advanced, blocks });
        let coaches = [
            BbCoachKind::Heuristic.build(seed + 1),
            BbCoachKind::Search.build(seed),
        ];
        let played = game(&setup, seed, coaches);
        assert!(played.is_over());
        assert_eq!(
            played.decisions().len(),
            decisions,
            "advanced {advanced}, blocks {blocks}"
        );
        assert_eq!(
            fingerprint(played.decisions()),
            before,
            "advanced {advanced}, blocks {blocks}"
        );
    }
}
