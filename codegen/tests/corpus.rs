//! IGC's whole instruction corpus (`../shared/visa-spec/instructions`, 102 opcode specs) through
//! the front end with the repository's errata: the counts of errors and of warnings about
//! constructs the reader does not know are pinned, so progress cannot regress. When a count
//! goes down, lower the constant; the failure message lists what remains.
//!
//! Skips (loudly) when the corpus is absent; `VISA_ISA_CORPUS` names another folder.

mod support;

use std::path::{Path, PathBuf};
use visa_isa_codegen::{diag::Diagnostic, load_dir, model::Opcode};

/// Errors the corpus produces today.
const ERRORS: usize = 0;
/// Warnings about constructs the reader does not know (`Diagnostic::unknown`).
const UNKNOWN_CONSTRUCTS: usize = 0;
/// Opcodes (one per spec file, less family headers and aliases) and op variants.
const OPCODES: usize = 100;
const VARIANTS: usize = 158;

fn corpus() -> Option<PathBuf> {
    support::shared_path(
        Some("VISA_ISA_CORPUS"),
        "visa-spec/instructions",
        "corpus test",
    )
}

fn listing(items: &[&Diagnostic]) -> String {
    items
        .iter()
        .map(|d| format!("  {d}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn corpus_counts_do_not_regress() {
    let Some(dir) = corpus() else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    assert_eq!(loaded.files, 102, "the corpus has 102 opcode specs");
    let errors: Vec<&Diagnostic> = loaded.errors().collect();
    let unknown: Vec<&Diagnostic> = loaded.unknown_constructs().collect();
    eprintln!(
        "corpus: {} errors, {} unknown constructs remain:\n{}",
        errors.len(),
        unknown.len(),
        listing(&errors.iter().chain(&unknown).copied().collect::<Vec<_>>())
    );
    assert_eq!(
        errors.len(),
        ERRORS,
        "errors on the corpus changed (lower ERRORS when it went down):\n{}",
        listing(&errors)
    );
    assert_eq!(
        unknown.len(),
        UNKNOWN_CONSTRUCTS,
        "unknown constructs on the corpus changed (lower UNKNOWN_CONSTRUCTS when it went down):\n{}",
        listing(&unknown)
    );
    let variants: usize = loaded.model.opcodes.iter().map(|o| o.variants.len()).sum();
    assert_eq!(
        (loaded.model.opcodes.len(), variants),
        (OPCODES, VARIANTS),
        "opcodes and variants read from the corpus"
    );
    // The Rust emitter turns the corpus into parseable Rust (it panics on invalid tokens);
    // whether it compiles: `VISA_ISA_SPECS=… CARGO_TARGET_DIR=/tmp/corpus-target cargo build`.
    let source = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
    assert!(
        source.contains("pub mod svm_block_st"),
        "one module per opcode"
    );
    // The corpus model survives its YAML form, like the seeds'.
    for op in &loaded.model.opcodes {
        let yaml = op.to_yaml();
        let back = Opcode::from_yaml(&yaml).unwrap_or_else(|e| panic!("{}: {e}", op.name));
        assert_eq!(&back, op, "{}: the model changes through YAML", op.name);
    }
}

#[test]
fn corpus_families_and_aliases() {
    let Some(dir) = corpus() else {
        return;
    };
    let loaded = load_dir(&dir, &[]).expect("corpus readable");
    let svm = loaded
        .model
        .families
        .iter()
        .find(|f| f.name == "SVM")
        .expect("SVM.md is a family header");
    assert_eq!((svm.value, svm.selector.as_str()), (0x4e, "SVM_ID"));
    let block_st = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "SVM_BLOCK_ST")
        .expect("SVM_BLOCK_ST");
    let sub = block_st.sub_opcode.as_ref().expect("a family member");
    assert_eq!((block_st.value, sub.value), (0x4e, 0x02));
    assert_eq!(
        block_st.variants[0]
            .layout
            .iter()
            .map(|s| s.field.as_str())
            .collect::<Vec<_>>(),
        ["Properties", "Address", "Src"],
        "the cell beyond the header's column count is read"
    );
    let call = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "CALL")
        .expect("CALL");
    assert!(
        call.aliases.iter().any(|a| a.name == "FCCALL"),
        "FCCALL is an alias of CALL"
    );
    let lsc = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "LSC_UNTYPED")
        .expect("LSC_UNTYPED");
    let atomic = lsc
        .syntax
        .templates
        .iter()
        .find(|t| t.pattern == "lsc_atomic*")
        .expect("the lsc_atomic* template");
    assert!(atomic.ops.iter().any(|o| o == "lsc_atomic_iadd"));
    assert!(
        atomic.fields.iter().any(|f| f == "LscSFID"),
        "SFID is LscSFID"
    );
    let barrier = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "BARRIER")
        .expect("BARRIER");
    assert!(
        barrier.variants[0].layout.is_empty(),
        "an empty Format: the opcode byte alone"
    );
}

#[test]
fn corpus_errata_apply() {
    let Some(dir) = corpus() else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    // Every opcode an erratum names is in the corpus (a misspelt name would apply nowhere), or
    // in IGC's full docs beside it: a rule stated for a class of opcodes also names those the
    // older 102-spec folder lacks (SCATTER, DPASW).
    let full = dir.with_file_name("instructions-all");
    let stray: Vec<&Diagnostic> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.message.contains("which no spec defines"))
        .filter(|d| {
            let named = d.message.split('`').nth(3).unwrap_or("");
            !full.join(format!("{named}.md")).is_file()
        })
        .collect();
    assert!(stray.is_empty(), "{}", listing(&stray));
    let op = |name: &str| {
        loaded
            .model
            .opcodes
            .iter()
            .find(|o| o.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    let code = |op: &Opcode, field: &str, value: &str| {
        op.field(field)
            .and_then(|f| {
                f.bitfields
                    .iter()
                    .flat_map(|b| &b.values)
                    .find(|v| v.name == value)
            })
            .map(|v| (v.code, v.asm.clone()))
    };
    let dpas = op("DPAS");
    assert_eq!(
        code(dpas, "W", "tf32"),
        Some((12, None)),
        "GenPrecision::TF32"
    );
    assert_eq!(
        code(dpas, "A", "bf8"),
        Some((11, None)),
        "GenPrecision::BF8"
    );
    assert_eq!(
        code(op("LSC_FENCE"), "LscScope", "system"),
        Some((5, Some("sysrel".to_owned()))),
        "LSC_SCOPE_SYSREL"
    );
    // The 3D_SAMPLE of the corpus already has the 4.x Op layout: the seed's corrections are
    // satisfied, not applied.
    let sample = op("3D_SAMPLE");
    assert!(!sample.errata.iter().any(|e| e.id == "sample3d-op-uw"));
    assert_eq!(
        sample.field("Op").map(|f| f.ty),
        Some(visa_isa_codegen::model::FieldType::Uw)
    );
}
