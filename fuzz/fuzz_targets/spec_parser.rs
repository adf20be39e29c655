//! Arbitrary bytes as a spec markdown file (and, after a NUL byte, as an errata file) through
//! the whole codegen pipeline: read → lower → errata → check, then every emitter when there
//! are no errors.
//!
//! Input: `SPEC [\0 ERRATA]`. Without a NUL the repository's `specs/errata.yaml` is applied,
//! so that the seed specs exercise the real corrections.
//!
//! Checked: nothing panics; an input with an error (in the spec or the errata) yields no
//! model; a model without errors goes through the Rust, YAML, docs and vectors emitters, and its
//! YAML reads back to the same opcode.

#![no_main]

use libfuzzer_sys::fuzz_target;
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

    // One spec: an error anywhere (the spec, or an errata file that cannot be read) means no
    // model at all (`load_sources`' contract).
    if loaded.has_errors() {
        let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
        assert!(
            loaded.model.opcodes.is_empty(),
            "a model of {} opcodes despite errors: {errors:?}",
            loaded.model.opcodes.len()
        );
        // The spec is left out, with its first error when the errors are its own; when the
        // errata file cannot be read, no build accepts the result.
        let own_errors = loaded.errors().any(|e| e.file == "FUZZ.md");
        assert!(
            loaded.model.omitted.len() <= 1
                && (loaded.model.omitted.len() == 1 || !loaded.errata_read)
                && (!own_errors || loaded.model.omitted.len() == 1),
            "left out: {:?}; errors: {errors:?}",
            loaded.model.omitted
        );
        assert_eq!(loaded.buildable(false).is_ok(), loaded.errata_read);
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
