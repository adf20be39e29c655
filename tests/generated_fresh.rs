//! `generated/` is exactly what the codegen makes from `specs/` (rust-analyzer style): this
//! test fails when it is stale and names the command that rewrites it. With
//! `UPDATE_GENERATED=1` it rewrites the files instead. It also checks that the Rust build.rs
//! wrote into `OUT_DIR` for this build is the checked-in `generated/rust/` (the same tokens,
//! unformatted).

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
    for sub in ["model", "docs", "vectors", "rust"] {
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

/// The code this crate was compiled from is the reviewed `generated/rust/`, when build.rs read
/// the repository's own specs and errata (else there is nothing to compare it with).
#[test]
fn built_rust_is_the_checked_in_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = Path::new(env!("OUT_DIR"));
    let inputs = std::fs::read_to_string(out_dir.join("visa_isa.inputs"))
        .expect("build.rs writes visa_isa.inputs beside visa_isa.rs");
    let own = [
        format!("specs {}", root.join("specs").display()),
        format!("errata {}", root.join("specs/errata.yaml").display()),
    ];
    if !inputs.lines().eq(own.iter().map(String::as_str)) {
        eprintln!(
            "skipped: build.rs did not read the repository's own specs and errata \
             (VISA_ISA_SPECS or VISA_ISA_ERRATA was set); it read:\n{inputs}"
        );
        return;
    }
    let built = std::fs::read_to_string(out_dir.join("visa_isa.rs")).expect("build.rs output");
    let checked_in = std::fs::read_to_string(
        root.join("generated")
            .join(visa_isa_codegen::emit::RUST_FILE),
    )
    .unwrap_or_default();
    // build.rs writes the tokens unformatted, generated/ has them formatted: formatted, the
    // same text after the header line (which names the command that wrote it).
    let body = |source: &str| source.split_once('\n').map(|(_, rest)| rest.to_owned());
    let built = visa_isa_codegen::emit::rust::format_source(&built).ok();
    assert!(
        built.is_some() && built == body(&checked_in),
        "the Rust build.rs wrote ({}) is not generated/{}; rewrite it with:\n  {REWRITE}",
        out_dir.join("visa_isa.rs").display(),
        visa_isa_codegen::emit::RUST_FILE
    );
}
