//! Embeds Battleball's shipped data, `data/battleball/`.

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    gridiron_embed::write_table("../..", |path| path.starts_with("data/battleball/"))
}
