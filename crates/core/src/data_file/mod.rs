//! Reading data files and reporting what is wrong in them with file:line:column: the bytes of a
//! file (`source`), its TOML with spans (`document`), the expected tables and keys (`shape`),
//! typed values with every problem kept (`checker`), the problems themselves (`problem`), and a
//! user team file left out of play for them (`skipped`).

pub mod checker;
pub mod document;
pub mod problem;
pub mod shape;
pub mod skipped;
pub mod source;
