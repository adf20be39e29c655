//! The model the crate under test was built from, for tests that compare the generated code
//! with it.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use visa_isa_codegen::model::Model;

/// The checked model of the specs build.rs used: `VISA_ISA_SPECS` (and `VISA_ISA_ERRATA`)
/// when set, else `specs/` with `specs/errata.yaml`. Loaded once per test binary.
pub fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut errata = vec![root.join("specs/errata.yaml")];
        errata.extend(std::env::var_os("VISA_ISA_ERRATA").map(PathBuf::from));
        let specs =
            std::env::var_os("VISA_ISA_SPECS").map_or_else(|| root.join("specs"), PathBuf::from);
        let loaded = visa_isa_codegen::load_dir(&specs, &errata).expect("the specs are readable");
        assert!(!loaded.has_errors(), "the specs have errors");
        loaded.model
    })
}
