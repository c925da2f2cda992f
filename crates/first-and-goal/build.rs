//! Embeds 1st & Goal's shipped data: the files directly in `data/` and the teams in
//! `data/teams/` (another game's files sit in a folder of their own under `data/`).

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    gridiron_embed::write_table("../..", |path| {
        path.starts_with("data/teams/") || path.matches('/').count() == 1
    })
}
