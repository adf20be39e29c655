//! IGC's instruction corpus through the front end with the repository's errata: the counts of
//! errors and of warnings about constructs the reader does not know are pinned, so progress
//! cannot regress. When a count goes down, lower the constant; the failure message lists what
//! remains.
//!
//! The corpus is all 127 opcode specs of IGC's docs (`../shared/visa-spec/instructions-all`, or
//! the folder `VISA_ISA_CORPUS` names). The tests skip (loudly) when it is absent.

mod support;

use std::path::{Path, PathBuf};
use visa_isa_codegen::{diag::Diagnostic, load_dir, model::Opcode};

/// What a corpus folder reads to today.
struct Pins {
    /// Folder under `../shared`.
    folder: &'static str,
    /// The environment variable that names another folder, if any.
    var: Option<&'static str>,
    /// Spec files.
    files: usize,
    /// Errors.
    errors: usize,
    /// Warnings about constructs the reader does not know (`Diagnostic::unknown`).
    unknown: usize,
    /// Opcodes (one per spec file, less family headers and aliases) and op variants.
    opcodes: usize,
    variants: usize,
}

/// IGC's complete docs: 127 specs.
const ALL: Pins = Pins {
    folder: "visa-spec/instructions-all",
    var: Some("VISA_ISA_CORPUS"),
    files: 127,
    errors: 0,
    unknown: 0,
    opcodes: 125,
    variants: 211,
};

fn corpus() -> Option<PathBuf> {
    folder(&ALL)
}

fn folder(pins: &Pins) -> Option<PathBuf> {
    support::shared_path(pins.var, pins.folder, "corpus test")
}

fn listing(items: &[&Diagnostic]) -> String {
    items
        .iter()
        .map(|d| format!("  {d}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn counts_do_not_regress(pins: &Pins) {
    let Some(dir) = folder(pins) else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    assert_eq!(
        loaded.files, pins.files,
        "the spec files of {}",
        pins.folder
    );
    let errors: Vec<&Diagnostic> = loaded.errors().collect();
    let unknown: Vec<&Diagnostic> = loaded.unknown_constructs().collect();
    eprintln!(
        "{}: {} errors, {} unknown constructs remain:\n{}",
        pins.folder,
        errors.len(),
        unknown.len(),
        listing(&errors.iter().chain(&unknown).copied().collect::<Vec<_>>())
    );
    assert_eq!(
        errors.len(),
        pins.errors,
        "errors on {} changed (lower the pin when it went down):\n{}",
        pins.folder,
        listing(&errors)
    );
    assert_eq!(
        unknown.len(),
        pins.unknown,
        "unknown constructs on {} changed (lower the pin when it went down):\n{}",
        pins.folder,
        listing(&unknown)
    );
    let variants: usize = loaded.model.opcodes.iter().map(|o| o.variants.len()).sum();
    assert_eq!(
        (loaded.model.opcodes.len(), variants),
        (pins.opcodes, pins.variants),
        "opcodes and variants read from {}",
        pins.folder
    );
    // The Rust emitter turns the corpus into parseable Rust (it panics on invalid tokens);
    // whether it compiles: `VISA_ISA_SPECS=… CARGO_TARGET_DIR=/tmp/corpus-target cargo build`.
    let source = visa_isa_codegen::emit::rust::checked_in_source(&loaded.model);
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
fn corpus_counts_do_not_regress() {
    counts_do_not_regress(&ALL);
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
    // IGC's complete docs: SWITCHJMP's jump table is a list, 3D_LOAD's ld2dms_w one variant.
    let op = |name: &str| {
        loaded
            .model
            .opcodes
            .iter()
            .find(|o| o.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    let table = op("SWITCHJMP").variants[0].layout.last().cloned();
    assert_eq!(
        table.map(|s| (s.field, s.count)),
        Some(("Label".to_owned(), Some("Num_labels".to_owned())))
    );
    let ld2dms = op("3D_LOAD").variants.iter().find(|v| v.name == "ld2dms_w");
    assert_eq!(
        ld2dms.map(|v| v.layout.len()),
        Some(17),
        "the UW table, the widest"
    );
}

#[test]
fn corpus_errata_apply() {
    let Some(dir) = corpus() else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    // Every opcode an erratum names is in the corpus (a misspelt name would apply nowhere).
    let stray: Vec<&Diagnostic> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.message.contains("which no spec defines"))
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

/// A code the spec writes in hex is recorded so (`EnumValue::hex`, and the generated code
/// writes it in hex); a binary or decimal one is not.
#[test]
fn corpus_codes_keep_their_hex_form() {
    let Some(dir) = corpus() else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    let value = |op: &str, field: &str, value: &str| {
        let op = loaded.model.opcodes.iter().find(|o| o.name == op)?;
        op.field(field)?
            .bitfields
            .iter()
            .flat_map(|b| &b.values)
            .find(|v| v.name == value)
            .cloned()
    };
    // `| lsc_atomic_load | 0x0A | …` (a pipe table) and `| Signed 1-bit | … | 0x02 | s1 |`.
    let load = value("LSC_UNTYPED", "LscSubOp", "lsc_atomic_load").expect("lsc_atomic_load");
    assert_eq!((load.code, load.hex), (10, true));
    let s1 = value("DPAS", "W", "s1").expect("DPAS s1");
    assert_eq!((s1.code, s1.hex), (2, true));
    // `- 0b11000: sample_lz`.
    let lz = value("3D_SAMPLE", "Op", "sample_lz").expect("sample_lz");
    assert_eq!((lz.code, lz.hex), (24, false));
    let rust = visa_isa_codegen::emit::rust::checked_in_source(&loaded.model);
    assert!(
        rust.contains("LscAtomicLoad = 0xa,"),
        "the code as the spec writes it (the value's discriminant)"
    );
}

/// Every op variant's type carries a rustdoc example (issue 15: each public item has one that
/// compiles; the corpus CI step runs them): its base test vector's text parsed, encoded,
/// decoded and printed back, every variant without exception (ADDR_ADD's address-of operand
/// prints without a context at offset 0, as its base instruction has it).
#[test]
fn corpus_variants_carry_an_example() {
    let Some(dir) = corpus() else {
        return;
    };
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(&dir, &[errata]).expect("corpus readable");
    let rust = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
    let mut missing = Vec::new();
    for op in &loaded.model.opcodes {
        let module = visa_isa_codegen::names::module_name(&op.name);
        for v in &op.variants {
            let ty = visa_isa_codegen::layout::variant_type_name(op, v);
            let import = format!("use visa_isa::{{{module}::{ty}, Instruction}};");
            if !rust.contains(&import) {
                missing.push(format!("{}/{}", op.name, v.name));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "variants without an example: {missing:?}"
    );
}
