//! What every game shares and no game owns: dice and the seeded stream, the two sides, the
//! parallel batch runner, languages and wrapping, and the diagnostics of data files. Nothing
//! here names a game.

pub mod batch;
pub mod data_file;
pub mod dice;
pub mod game;
pub mod i18n;
pub mod level;
pub mod match_record;
pub mod palette;
pub mod record;
pub mod side;
pub mod sprt;
pub mod text;
pub mod wrap;
