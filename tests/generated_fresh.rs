//! `generated/` is exactly what the codegen makes from `specs/` (rust-analyzer style): this
//! test fails when it is stale and names the command that rewrites it. With
//! `UPDATE_GENERATED=1` it rewrites the files instead.

use std::path::Path;

const REWRITE: &str = "cargo run -p visa-isa-codegen -- generate specs generated";

#[test]
fn generated_artifacts_are_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let specs = root.join("specs");
    let loaded =
        visa_isa_codegen::load_dir(&specs, &[specs.join("errata.yaml")]).expect("specs readable");
    assert!(
        !loaded.has_errors(),
        "{:#?}",
        loaded.errors().collect::<Vec<_>>()
    );
    let generated = root.join("generated");
    let expected = visa_isa_codegen::emit::artifacts(&loaded.model);
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        visa_isa_codegen::emit::write_artifacts(&loaded.model, &generated).expect("writable");
        return;
    }
    let mut stale = Vec::new();
    for (path, content) in &expected {
        match std::fs::read_to_string(generated.join(path)) {
            Ok(on_disk) if &on_disk == content => {}
            Ok(_) => stale.push(format!("{path} is stale")),
            Err(_) => stale.push(format!("{path} is missing")),
        }
    }
    for sub in ["model", "docs", "vectors"] {
        for entry in std::fs::read_dir(generated.join(sub))
            .into_iter()
            .flatten()
            .flatten()
        {
            let rel = format!("{sub}/{}", entry.file_name().to_string_lossy());
            if !expected.iter().any(|(p, _)| p == &rel) {
                stale.push(format!("{rel} is not generated from the specs any more"));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "generated/ is out of date:\n  {}\nRewrite it with:\n  {REWRITE}",
        stale.join("\n  ")
    );
}
