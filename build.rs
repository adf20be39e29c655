//! Generates the instruction bindings from the vISA markdown specs into `OUT_DIR`.
//!
//! The specs come from `specs/` or from the folder named by `VISA_ISA_SPECS`; the errata from
//! `specs/errata.yaml` plus the file named by `VISA_ISA_ERRATA`. Nothing is written into the
//! source tree. The source is the generated tokens, one item per line and not formatted (what
//! formatting costs an unoptimized build script is more than the rest of it); when it comes from
//! `specs/` its tokens are those of the formatted `generated/rust/`. Beside it,
//! `visa_isa.inputs` names the spec folder and errata files read, for `tests/generated_fresh.rs`.
//!
//! An opcode whose spec has an error is left out of the crate (`OMITTED_OPCODES` lists it),
//! with one `cargo:warning` at its first error; `VISA_ISA_STRICT=1` makes any error fail the
//! build. Nothing else is printed: `visa-isa-codegen check` lists every diagnostic. Each opcode
//! of the build is the cfg `visa_isa_opcode = "NAME"` of every target of the package.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=VISA_ISA_SPECS");
    println!("cargo:rerun-if-env-changed=VISA_ISA_ERRATA");
    println!("cargo:rerun-if-env-changed=VISA_ISA_STRICT");
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
    // A spec with errors only leaves its opcode out (one warning each, at its first error),
    // unless VISA_ISA_STRICT=1; an unreadable errata file always fails. Other diagnostics are
    // left to `visa-isa-codegen check`.
    let strict = visa_isa_codegen::strict_from_env();
    let path = |file: &str| -> PathBuf {
        errata
            .iter()
            .find(|e| e.file_name().is_some_and(|n| n.to_string_lossy() == file))
            .cloned()
            .unwrap_or_else(|| specs.join(file))
    };
    let model = loaded.buildable(strict).unwrap_or_else(|errors| {
        let errors: Vec<String> = errors
            .iter()
            .map(|d| {
                format!(
                    "{}:{}: {}: {}",
                    path(&d.file).display(),
                    d.line,
                    d.level,
                    d.message
                )
            })
            .collect();
        let why = if strict {
            "VISA_ISA_STRICT is set"
        } else {
            "an errata file cannot be read"
        };
        fail(&format!(
            "the vISA specs have errors ({why}):\n{}",
            errors.join("\n")
        ))
    });
    for o in &model.omitted {
        println!(
            "cargo:warning={}:{}: {} left out of visa-isa: {}",
            path(&o.error.file).display(),
            o.error.line,
            o.name,
            o.error.message
        );
    }
    // Code that names an opcode's module (the examples and tests of whole kernels) compiles
    // only where the build has that opcode: `#[cfg(visa_isa_opcode = "ADD")]`. Cargo passes
    // the cfg to every target of the package (library, examples, tests).
    println!("cargo::rustc-check-cfg=cfg(visa_isa_opcode, values(any()))");
    for o in &model.opcodes {
        println!("cargo::rustc-cfg=visa_isa_opcode=\"{}\"", o.name);
    }
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let out = out_dir.join("visa_isa.rs");
    let source = visa_isa_codegen::emit::rust::crate_source(model);
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
