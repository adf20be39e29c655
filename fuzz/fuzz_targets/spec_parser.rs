//! Arbitrary bytes as a spec markdown file (and, after a NUL byte, as an errata file) through
//! the whole codegen pipeline: read → lower → errata → check, then every emitter when there
//! are no errors.
//!
//! Input: `SPEC [\0 ERRATA]`. Without a NUL the repository's `specs/errata.yaml` is applied,
//! so that the seed specs exercise the real corrections.
//!
//! Checked: nothing panics; an opcode whose file has an error never reaches the model; a
//! model without errors goes through the Rust, YAML, docs and vectors emitters, and its YAML
//! reads back to the same opcode.

#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_isa_codegen::diag::Level;
use visa_isa_codegen::model::Opcode;
use visa_isa_codegen::{emit, load_sources, Source};

const REPO_ERRATA: &[u8] = include_bytes!("../../specs/errata.yaml");

fuzz_target!(|data: &[u8]| {
    let (spec, errata) = match data.iter().position(|&b| b == 0) {
        Some(nul) => (&data[..nul], &data[nul + 1..]),
        None => (data, REPO_ERRATA),
    };
    let specs = [Source {
        name: "FUZZ.md".into(),
        bytes: spec.to_vec(),
    }];
    let errata = [Source {
        name: "errata.yaml".into(),
        bytes: errata.to_vec(),
    }];
    let loaded = load_sources(&specs, &errata);

    for op in &loaded.model.opcodes {
        let errors: Vec<_> = loaded
            .diagnostics
            .iter()
            .filter(|d| d.level == Level::Error && d.file == op.source)
            .collect();
        assert!(
            errors.is_empty(),
            "opcode {} is in the model although its file has errors: {errors:?}",
            op.name
        );
    }
    if loaded.has_errors() {
        return;
    }

    let source = emit::rust::crate_source(&loaded.model);
    assert!(!source.is_empty());
    for (path, content) in emit::artifacts(&loaded.model) {
        assert!(!content.is_empty(), "{path} is empty");
    }
    for op in &loaded.model.opcodes {
        let yaml = op.to_yaml();
        let back = Opcode::from_yaml(&yaml).unwrap_or_else(|e| {
            panic!(
                "the model YAML of {} does not read back: {e}\n{yaml}",
                op.name
            )
        });
        assert_eq!(
            &back, op,
            "the model YAML of {} reads back differently",
            op.name
        );
    }
});
