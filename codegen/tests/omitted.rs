//! A broken spec never breaks a build: an opcode whose spec (or an erratum for it) has an
//! error is left out of the model with its first error, nothing else refers to it, and only a
//! strict build refuses. On the project's own fixtures (`tests/fixtures/omitted/`): `COPY_UB.md`
//! reads cleanly, `FILL_UB.md` has a bitfield that does not fit its byte, and `errata.yaml` has
//! an entry for FILL_UB.

use std::path::{Path, PathBuf};
use visa_isa_codegen::diag::{Diagnostic, Level};
use visa_isa_codegen::model::Omitted;
use visa_isa_codegen::{emit, load_dir, load_sources, Loaded, Source};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/omitted")
}

fn load() -> Loaded {
    let dir = fixtures();
    load_dir(&dir, &[dir.join("errata.yaml")]).expect("the fixtures are readable")
}

fn source(name: &str, text: &str) -> Source {
    Source {
        name: name.to_owned(),
        bytes: text.as_bytes().to_vec(),
    }
}

fn fixture(name: &str) -> Source {
    let bytes = std::fs::read(fixtures().join(name)).expect("a fixture");
    Source {
        name: name.to_owned(),
        bytes,
    }
}

fn error(file: &str, line: u32, message: &str) -> Diagnostic {
    Diagnostic {
        file: file.to_owned(),
        line,
        level: Level::Error,
        message: message.to_owned(),
        unknown: false,
    }
}

const FILL_UB_ERROR: &str = "bitfield `Mode.mode` Bit[9..8] does not fit the 8-bit field";

#[test]
fn a_spec_with_an_error_is_left_out_with_its_first_error() {
    let loaded = load();
    let names: Vec<&str> = loaded
        .model
        .opcodes
        .iter()
        .map(|o| o.name.as_str())
        .collect();
    assert_eq!(names, ["COPY_UB"]);
    let first = error("FILL_UB.md", 24, FILL_UB_ERROR);
    assert_eq!(
        loaded.model.omitted,
        [Omitted {
            name: "FILL_UB".to_owned(),
            source: "FILL_UB.md".to_owned(),
            error: first.clone(),
        }]
    );
    // The erratum for FILL_UB is neither applied nor a diagnostic: the spec's error is the one.
    assert_eq!(loaded.diagnostics, [first]);
}

#[test]
fn only_a_strict_build_refuses_a_spec_with_an_error() {
    let loaded = load();
    let model = loaded.buildable(false).expect("a lenient build goes on");
    assert_eq!(model.opcodes.len(), 1);
    let errors = loaded.buildable(true).expect_err("a strict build refuses");
    let errors: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(errors, [format!("FILL_UB.md:24: error: {FILL_UB_ERROR}")]);
}

#[test]
fn the_generated_crate_lists_what_it_left_out_and_nothing_else_names_it() {
    let loaded = load();
    let rust = emit::rust::checked_in_source(&loaded.model);
    assert!(rust.contains("pub mod copy_ub {"), "{rust}");
    assert!(!rust.contains("fill_ub"), "{rust}");
    let listed = format!(
        "pub static OMITTED_OPCODES: &[OmittedOpcode] = &[\n    OmittedOpcode {{\n        name: \"FILL_UB\",\n        source: \"FILL_UB.md\",\n        file: \"FILL_UB.md\",\n        line: 24,\n        message: \"{}\",\n    }},\n];",
        FILL_UB_ERROR
    );
    assert!(rust.contains(&listed), "{rust}");
    // The other outputs are made from the same model: nothing of FILL_UB in them.
    for (path, content) in emit::artifacts(&loaded.model)
        .into_iter()
        .filter(|(path, _)| path != emit::RUST_FILE)
    {
        assert!(!path.contains("FILL_UB"), "{path}");
        assert!(!content.contains("FILL_UB"), "{path} names FILL_UB");
    }
}

#[test]
fn specs_without_errors_leave_nothing_out() {
    let loaded = load_sources(&[fixture("COPY_UB.md")], &[]);
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    assert!(loaded.model.omitted.is_empty());
    assert!(loaded.buildable(true).is_ok());
    let rust = emit::rust::checked_in_source(&loaded.model);
    assert!(rust.contains("pub static OMITTED_OPCODES: &[OmittedOpcode] = &[];"));
}

/// An erratum that does not apply to an opcode leaves that opcode out, with the erratum's
/// line as the first error.
#[test]
fn an_erratum_that_does_not_apply_leaves_its_opcode_out() {
    let errata = "errata:\n- id: copy-ub-third\n  opcodes: [COPY_UB]\n  doc_says: x\n  correction: y\n  evidence: z\n  apply:\n  - value_code: { field: Mode, bitfield: mode, value: third, code: 2 }\n";
    let loaded = load_sources(
        &[fixture("COPY_UB.md"), fixture("FILL_UB.md")],
        &[source("extra.yaml", errata)],
    );
    assert!(loaded.model.opcodes.is_empty());
    let omitted: Vec<(&str, &str, u32)> = loaded
        .model
        .omitted
        .iter()
        .map(|o| (o.name.as_str(), o.error.file.as_str(), o.error.line))
        .collect();
    assert_eq!(
        omitted,
        [("COPY_UB", "extra.yaml", 2), ("FILL_UB", "FILL_UB.md", 24)]
    );
    assert!(loaded.buildable(false).is_ok());
}

/// An errata file that cannot be read is no one opcode's error: every build refuses it.
#[test]
fn an_unreadable_errata_file_refuses_every_build() {
    let loaded = load_sources(
        &[fixture("COPY_UB.md")],
        &[source("broken.yaml", "errata: [")],
    );
    assert!(!loaded.errata_read);
    assert!(loaded.model.opcodes.is_empty());
    assert!(loaded.model.omitted.is_empty());
    assert!(loaded.buildable(false).is_err());
    assert!(loaded.buildable(true).is_err());
}

/// A sub-opcode family header with an error (`tests/fixtures/family/FAM.md`) is left out;
/// its member (`FAM_COPY.md`) is built without it and still decodes: the dispatch reads the
/// family's byte from its members.
#[test]
fn a_family_header_with_an_error_is_left_out_and_its_members_stay() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/family");
    let loaded = load_dir(&dir, &[]).expect("the fixtures are readable");
    let omitted: Vec<(&str, String)> = loaded
        .model
        .omitted
        .iter()
        .map(|o| (o.name.as_str(), o.error.to_string()))
        .collect();
    assert_eq!(
        omitted,
        [(
            "FAM",
            "FAM.md:25: error: unknown field type `unknwn` for field `various`".to_owned()
        )]
    );
    let [op] = loaded.model.opcodes.as_slice() else {
        panic!("one opcode: {:?}", loaded.model.opcodes);
    };
    assert_eq!(
        op.sub_opcode.as_ref().map(|s| (s.family.as_str(), s.value)),
        Some(("FAM", 1))
    );
    let rust = emit::rust::checked_in_source(&loaded.model);
    assert!(
        rust.contains("0x72 => {") && rust.contains("0x1 => {"),
        "{rust}"
    );
    assert!(
        rust.contains("read_as::<fam_copy::FamCopy, VALIDATE>(reader).map(Self::FamCopy)"),
        "{rust}"
    );
}
