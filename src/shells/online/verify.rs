//! Placeholder while the verify helper writes it.
pub fn run(
    path: &std::path::Path,
    loc: &gridiron_core::i18n::Localizer,
) -> crate::shells::kit::exit::Done {
    let _ = (path, loc);
    Err(crate::shells::kit::exit::Failure::Problem)
}
