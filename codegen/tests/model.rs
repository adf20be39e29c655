//! The model: YAML → model → YAML is byte-identical, and generation is deterministic.

use std::path::{Path, PathBuf};
use visa_isa_codegen::{emit, load_dir, model::Opcode};

fn specs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs")
}

fn load() -> visa_isa_codegen::Loaded {
    let dir = specs();
    let loaded = load_dir(&dir, &[dir.join("errata.yaml")]).expect("specs readable");
    assert!(
        !loaded.has_errors(),
        "{:#?}",
        loaded.errors().collect::<Vec<_>>()
    );
    loaded
}

#[test]
fn yaml_round_trip_is_byte_identical() {
    for op in load().model.opcodes {
        let yaml = op.to_yaml();
        let back = Opcode::from_yaml(&yaml).unwrap_or_else(|e| panic!("{}: {e}", op.name));
        assert_eq!(back, op, "{}: the model changes through YAML", op.name);
        assert_eq!(back.to_yaml(), yaml, "{}: YAML is not stable", op.name);
    }
}

#[test]
fn unknown_model_keys_are_rejected() {
    let op = &load().model.opcodes[0];
    let yaml = op.to_yaml().replacen("value:", "surprise: 1\nvalue:", 1);
    assert!(Opcode::from_yaml(&yaml).is_err());
}

#[test]
fn generation_is_deterministic() {
    let a = load();
    let b = load();
    assert_eq!(emit::artifacts(&a.model), emit::artifacts(&b.model));
    assert_eq!(
        emit::rust::crate_source(&a.model),
        emit::rust::crate_source(&b.model)
    );
}

#[test]
fn the_seed_model_has_every_variant() {
    let model = load().model;
    let count = |name: &str| {
        model
            .opcodes
            .iter()
            .find(|o| o.name == name)
            .map_or(0, |o| o.variants.len())
    };
    assert_eq!(count("3D_SAMPLE"), 11);
    assert_eq!(count("3D_SAMPLE4"), 13);
    assert_eq!(count("GATHER4_TYPED"), 1);
    assert_eq!(count("SCATTER4_SCALED"), 1);
    assert_eq!(count("SAMPLE_UNORM"), 1);
}
