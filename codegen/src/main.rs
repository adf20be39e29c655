//! The `visa-isa-codegen` command line.
//!
//! ```text
//! visa-isa-codegen check DIR [--errata FILE]...      diagnostics and a summary
//! visa-isa-codegen model DIR [--errata FILE]...      the YAML model on stdout
//! visa-isa-codegen generate DIR OUT [--errata FILE]... model, docs, vectors and Rust into OUT
//! visa-isa-codegen rust DIR FILE [--errata FILE]...    the generated Rust into FILE
//! visa-isa-codegen errata [FILE]...                  the errata counted by scope and effect
//! ```
//!
//! Without `--errata`, DIR's own `errata.yaml` is used, else the repository's `specs/errata.yaml`.
//!
//! As in build.rs, `model`, `generate` and `rust` leave out an opcode whose spec has an error
//! (printing its errors and one `left out` line for it) and write the rest, unless
//! `VISA_ISA_STRICT=1`, where any error fails them. `check` fails on any error.

use std::path::PathBuf;
use std::process::ExitCode;
use visa_isa_codegen::{emit, load_dir, Loaded};

fn usage() -> ExitCode {
    eprintln!(
        "usage:\n  visa-isa-codegen check DIR [--errata FILE]...\n  visa-isa-codegen model DIR [--errata FILE]...\n  visa-isa-codegen generate DIR OUT [--errata FILE]...\n  visa-isa-codegen rust DIR FILE [--errata FILE]...\n  visa-isa-codegen errata [FILE]..."
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "errata") {
        return errata_counts(&args[1..]);
    }
    let mut positional = Vec::new();
    let mut errata = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--errata" {
            match it.next() {
                Some(f) => errata.push(PathBuf::from(f)),
                None => return usage(),
            }
        } else {
            positional.push(a.clone());
        }
    }
    let (Some(command), Some(dir)) = (positional.first(), positional.get(1)) else {
        return usage();
    };
    let dir = PathBuf::from(dir);
    if errata.is_empty() {
        // The folder's own errata, else the repository's (they apply wherever the specs come
        // from, as in build.rs).
        let own = dir.join("errata.yaml");
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
        if own.is_file() {
            errata.push(own);
        } else if repo.is_file() {
            errata.push(repo);
        }
    }
    let loaded = match load_dir(&dir, &errata) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    };
    match command.as_str() {
        "check" => {
            report(&loaded, true);
            if loaded.has_errors() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        "model" => {
            let Some(model) = buildable(&loaded) else {
                return ExitCode::FAILURE;
            };
            for op in &model.opcodes {
                println!("---");
                print!("{}", op.to_yaml());
            }
            ExitCode::SUCCESS
        }
        "generate" => {
            let Some(out) = positional.get(2) else {
                return usage();
            };
            let Some(model) = buildable(&loaded) else {
                return ExitCode::FAILURE;
            };
            match emit::write_artifacts(model, &PathBuf::from(out)) {
                Ok(n) => {
                    eprintln!("wrote {n} files under {out}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        "rust" => {
            // The generated Rust (the tokens build.rs writes to OUT_DIR), formatted for reading.
            let Some(out) = positional.get(2) else {
                return usage();
            };
            let Some(model) = buildable(&loaded) else {
                return ExitCode::FAILURE;
            };
            match std::fs::write(out, emit::rust::checked_in_source(model)) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => usage(),
    }
}

/// `errata [FILE]...`: the counts table of docs/errata.md, for the given files (the
/// repository's `specs/errata.yaml` without one).
fn errata_counts(files: &[String]) -> ExitCode {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let paths: Vec<PathBuf> = if files.is_empty() {
        vec![repo]
    } else {
        files.iter().map(PathBuf::from).collect()
    };
    let mut parsed = Vec::new();
    for p in &paths {
        let text = match std::fs::read_to_string(p) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", p.display());
                return ExitCode::from(2);
            }
        };
        let mut diag = visa_isa_codegen::diag::Diagnostics::new(p.display().to_string());
        let file = visa_isa_codegen::errata::parse(&text, &mut diag);
        for d in &diag.items {
            eprintln!("{d}");
        }
        match file {
            Some(f) if !diag.has_errors() => parsed.push(f),
            _ => return ExitCode::FAILURE,
        }
    }
    print!("{}", visa_isa_codegen::errata::counts_table(&parsed));
    ExitCode::SUCCESS
}

/// The model to write, as build.rs decides ([`Loaded::buildable`] with `VISA_ISA_STRICT`):
/// prints the errors, then a `left out` line per omitted opcode, or returns `None` when the
/// errors refuse it.
fn buildable(loaded: &Loaded) -> Option<&visa_isa_codegen::model::Model> {
    report(loaded, false);
    let model = loaded.buildable(visa_isa_codegen::strict_from_env()).ok()?;
    for o in &model.omitted {
        let e = &o.error;
        eprintln!("{}:{}: {} left out: {}", e.file, e.line, o.name, e.message);
    }
    Some(model)
}

/// Prints diagnostics (all of them, or errors only) and returns false on errors.
fn report(loaded: &Loaded, all: bool) -> bool {
    for d in &loaded.diagnostics {
        if all || d.level == visa_isa_codegen::diag::Level::Error {
            eprintln!("{d}");
        }
    }
    if all {
        let variants: usize = loaded.model.opcodes.iter().map(|o| o.variants.len()).sum();
        let errors = loaded.errors().count();
        let unknown = loaded.unknown_constructs().count();
        if unknown > 0 {
            println!("{unknown} of the warnings are about constructs the reader does not know");
        }
        if !loaded.model.omitted.is_empty() {
            let names: Vec<&str> = loaded
                .model
                .omitted
                .iter()
                .map(|o| o.name.as_str())
                .collect();
            println!(
                "{} left out of the model for their errors: {}",
                names.len(),
                names.join(", ")
            );
        }
        println!(
            "{} files, {} opcodes, {} variants, {} errors, {} warnings",
            loaded.files,
            loaded.model.opcodes.len(),
            variants,
            errors,
            loaded.diagnostics.len() - errors
        );
    }
    !loaded.has_errors()
}
