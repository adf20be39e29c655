//! Generates the instruction bindings from the vISA markdown specs into `OUT_DIR`.
//!
//! The specs come from `specs/` or from the folder named by `VISA_ISA_SPECS`; the errata from
//! `specs/errata.yaml` plus the file named by `VISA_ISA_ERRATA`. Nothing is written into the
//! source tree. The source is formatted (prettyplease: a fraction of the generation time), so
//! that it equals `generated/rust/` line for line when it comes from `specs/`; beside it,
//! `visa_isa.inputs` names the spec folder and errata files read, for `tests/generated_fresh.rs`.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=VISA_ISA_SPECS");
    println!("cargo:rerun-if-env-changed=VISA_ISA_ERRATA");
    let manifest = PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"),
    );
    let own_specs = manifest.join("specs");
    let specs = std::env::var_os("VISA_ISA_SPECS").map_or_else(|| own_specs.clone(), PathBuf::from);
    let mut errata = vec![own_specs.join("errata.yaml")];
    if let Some(extra) = std::env::var_os("VISA_ISA_ERRATA") {
        errata.push(PathBuf::from(extra));
    }
    println!("cargo:rerun-if-changed={}", specs.display());
    for e in &errata {
        println!("cargo:rerun-if-changed={}", e.display());
    }
    let files = visa_isa_codegen::spec_files(&specs).unwrap_or_else(|e| {
        fail(&format!(
            "cannot read the spec folder {}: {e}",
            specs.display()
        ))
    });
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let loaded = visa_isa_codegen::load_dir(&specs, &errata).unwrap_or_else(|e| {
        fail(&format!(
            "cannot read the specs in {}: {e}",
            specs.display()
        ))
    });
    for d in &loaded.diagnostics {
        // Errata about opcodes this folder does not have (the seeds lack most of the corpus)
        // are expected here; `visa-isa-codegen check` still lists them.
        let absent_opcode =
            d.file.ends_with(".yaml") && d.message.contains("which no spec defines");
        if d.level == visa_isa_codegen::diag::Level::Warning && !absent_opcode {
            println!("cargo:warning={}/{d}", specs.display());
        }
    }
    if loaded.has_errors() {
        let errors: Vec<String> = loaded
            .errors()
            .map(|d| format!("{}/{d}", specs.display()))
            .collect();
        fail(&format!(
            "the vISA specs have errors:\n{}",
            errors.join("\n")
        ));
    }
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let out = out_dir.join("visa_isa.rs");
    let source = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
    if let Err(e) = std::fs::write(&out, source) {
        fail(&format!("cannot write {}: {e}", out.display()));
    }
    // One line per input: `specs <folder>`, then `errata <file>` for each errata file.
    let mut inputs = format!("specs {}\n", specs.display());
    for e in &errata {
        inputs.push_str(&format!("errata {}\n", e.display()));
    }
    let marker = out_dir.join("visa_isa.inputs");
    if let Err(e) = std::fs::write(&marker, inputs) {
        fail(&format!("cannot write {}: {e}", marker.display()));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1);
}
