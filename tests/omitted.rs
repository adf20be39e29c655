//! `OMITTED_OPCODES` lists exactly the opcodes build.rs left out of this build, each with the
//! first error the code generator gives for it, and nothing of them is in the crate: built from
//! `specs/` (no errors) it is empty; built from a folder with broken specs
//! (`VISA_ISA_SPECS=../shared/visa-spec/instructions-all`) it lists them.

mod support;

use support::model::model;
use visa_isa::{AnyInstruction, OMITTED_OPCODES};

#[test]
fn omitted_opcodes_are_the_models() {
    let model = model();
    let listed: Vec<String> = OMITTED_OPCODES.iter().map(ToString::to_string).collect();
    let expected: Vec<String> = model
        .omitted
        .iter()
        .map(|o| {
            let e = &o.error;
            format!("{}:{}: {} left out: {}", e.file, e.line, o.name, e.message)
        })
        .collect();
    assert_eq!(listed, expected);
    for (o, m) in OMITTED_OPCODES.iter().zip(&model.omitted) {
        assert_eq!(o.source, m.source);
    }
    if !listed.is_empty() {
        eprintln!("left out of this build:\n  {}", listed.join("\n  "));
    }
}

/// An omitted opcode is not in the model the crate was built from, and its name is no serde
/// form of an instruction.
#[test]
fn omitted_opcodes_are_no_instructions() {
    let model = model();
    for o in OMITTED_OPCODES {
        assert!(
            model.opcodes.iter().all(|op| op.name != o.name),
            "{} is both left out and in the model",
            o.name
        );
        let serde_form: serde_yaml::Value =
            serde_yaml::from_str(&format!("{}: {{}}", o.name)).expect("YAML");
        let err =
            serde_yaml::with::singleton_map_recursive::deserialize::<AnyInstruction, _>(serde_form)
                .expect_err("an omitted opcode has no serde form");
        assert!(
            err.to_string().contains("unknown variant"),
            "{}: {err}",
            o.name
        );
    }
}
