//! Cards, dice and teams: their validated model and the loader that builds it from data files.

pub mod model;
