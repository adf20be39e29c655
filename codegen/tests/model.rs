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

#[test]
fn vectors_cover_every_enumerated_value_and_every_variant() {
    let model = load().model;
    let sizes = visa_isa_codegen::layout::all_exec_sizes(&model);
    for op in &model.opcodes {
        let vectors = visa_isa_codegen::emit::vectors::vectors(op, &sizes);
        let text = serde_yaml::to_string(&vectors).expect("vectors serialize");
        for v in &op.variants {
            assert!(
                vectors.iter().any(|x| x.variant == v.name && x.valid),
                "{}/{}: no valid vector",
                op.name,
                v.name
            );
            assert!(
                vectors.iter().any(|x| x.variant == v.name && !x.valid),
                "{}/{}: no invalid vector",
                op.name,
                v.name
            );
        }
        for f in &op.fields {
            for b in &f.bitfields {
                use visa_isa_codegen::model::BitfieldKind::*;
                if !matches!(b.kind, Enum | ExecMask | ExecSize) {
                    continue;
                }
                for value in &b.values {
                    let spelled = match b.kind {
                        ExecSize => format!("Simd{}", value.lanes.expect("lanes")),
                        _ => visa_isa_codegen::names::camel_case(&value.name),
                    };
                    assert!(
                        text.contains(&format!(": {spelled}\n")),
                        "{}: {}.{} value {} is in no vector",
                        op.name,
                        f.name,
                        b.name,
                        value.name
                    );
                }
            }
        }
        let names: std::collections::BTreeSet<&str> =
            vectors.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(
            names.len(),
            vectors.len(),
            "{}: vector names are unique",
            op.name
        );
    }
}
