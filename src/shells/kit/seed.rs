//! Seeds for runs that are not given one.

use std::hash::{BuildHasher, Hasher};

/// A seed from the operating system's hash randomness, for runs without `--seed`.
pub fn random_seed() -> u64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default(),
    );
    hasher.finish()
}
