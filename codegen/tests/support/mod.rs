//! What the tests that read `../shared` (the project's reference material beside the
//! repository) share: where a file of it is, and what to do when it is absent.

use std::path::{Path, PathBuf};

/// The path `relative` under `../shared`, or the one the environment variable `var` names.
///
/// When it is absent the test skips, loudly (a `SKIPPED:` line naming it), so that
/// `cargo test --workspace` passes on a fresh clone with nothing beside it; with
/// `VISA_ISA_REQUIRE_CORPUS` set (CI sets it) an absent path fails the test instead.
pub fn shared_path(var: Option<&str>, relative: &str, test: &str) -> Option<PathBuf> {
    let path = match var.and_then(std::env::var_os) {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../shared")
            .join(relative),
    };
    if path.exists() {
        return Some(path);
    }
    let hint = var.map_or_else(String::new, |v| format!(" (set {v})"));
    assert!(
        std::env::var_os("VISA_ISA_REQUIRE_CORPUS").is_none(),
        "{test}: {} is absent{hint}, and VISA_ISA_REQUIRE_CORPUS requires it",
        path.display()
    );
    eprintln!("SKIPPED: {test}: {} is absent{hint}", path.display());
    None
}
