//! Where user team files live: `--data`, else `GRIDIRON_DATA`, else the platform's config folder.

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variable naming user team directories (several joined like `PATH`).
pub const DATA_ENV: &str = "GRIDIRON_DATA";

/// The directories to load user team files from, by precedence: the `--data` flag, else the
/// `GRIDIRON_DATA` variable (split like `PATH`; empty counts as unset), else the `teams`
/// directory of the platform's config directory. Pure: the caller reads the environment and
/// passes `config_dir` only when that directory exists (see [`platform_team_dir`]).
pub fn team_dirs(
    flag: Option<PathBuf>,
    env: Option<OsString>,
    config_dir: Option<PathBuf>,
) -> Vec<PathBuf> {
    if let Some(dir) = flag {
        return vec![dir];
    }
    if let Some(value) = env.filter(|v| !v.is_empty()) {
        let dirs: Vec<PathBuf> = std::env::split_paths(&value)
            .filter(|p| !p.as_os_str().is_empty())
            .collect();
        if !dirs.is_empty() {
            return dirs;
        }
    }
    config_dir.into_iter().collect()
}

/// `<platform config dir>/gridiron/teams` (e.g. `~/.config/gridiron/teams` on Linux), if it
/// exists.
pub fn platform_team_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "gridiron")
        .map(|dirs| dirs.config_dir().join("teams"))
        .filter(|dir| dir.is_dir())
}

/// [`team_dirs`] with the real environment and platform directory.
pub fn team_dirs_from_env(flag: Option<PathBuf>) -> Vec<PathBuf> {
    team_dirs(flag, std::env::var_os(DATA_ENV), platform_team_dir())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_wins_then_the_variable_then_the_config_dir() {
        let flag = Some(PathBuf::from("flag"));
        let env = Some(OsString::from("env"));
        let config = Some(PathBuf::from("config"));
        assert_eq!(
            team_dirs(flag, env.clone(), config.clone()),
            vec![PathBuf::from("flag")]
        );
        assert_eq!(
            team_dirs(None, env, config.clone()),
            vec![PathBuf::from("env")]
        );
        assert_eq!(
            team_dirs(None, Some(OsString::new()), config),
            vec![PathBuf::from("config")]
        );
        assert!(team_dirs(None, None, None).is_empty());
    }

    #[test]
    fn the_variable_holds_several_directories() {
        let joined = std::env::join_paths(["a", "b"]).unwrap_or_default();
        assert_eq!(
            team_dirs(None, Some(joined), None),
            vec![PathBuf::from("a"), PathBuf::from("b")]
        );
    }
}
