//! Embeds 1st & Goal's shipped data, `data/first-and-goal/`: the white dice, cards and special
//! teams files and the teams in `teams/`.

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    gridiron_embed::write_table("../..", |path| path.starts_with("data/first-and-goal/"))
}
