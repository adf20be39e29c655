//! The model the crate under test was built from, for tests that compare the generated code
//! with it.

use serde_yaml::{Mapping, Value};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use visa_isa::AnyInstruction;
use visa_isa_codegen::layout;
use visa_isa_codegen::model::{Model, Opcode, Variant};

/// The checked model of the specs build.rs used (less the opcodes it left out): `VISA_ISA_SPECS` (and `VISA_ISA_ERRATA`)
/// when set, else `specs/` with `specs/errata.yaml`. Loaded once per test binary.
pub fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut errata = vec![root.join("specs/errata.yaml")];
        errata.extend(std::env::var_os("VISA_ISA_ERRATA").map(PathBuf::from));
        let specs =
            std::env::var_os("VISA_ISA_SPECS").map_or_else(|| root.join("specs"), PathBuf::from);
        let loaded = visa_isa_codegen::load_dir(&specs, &errata).expect("the specs are readable");
        // As build.rs: opcodes with errors are left out, unless VISA_ISA_STRICT=1.
        match loaded.buildable(visa_isa_codegen::strict_from_env()) {
            Ok(model) => model.clone(),
            Err(errors) => panic!("the specs have errors: {errors:#?}"),
        }
    })
}

/// An instruction's serde form, `{ OPCODE: { variant: fields } }`.
pub fn to_value(inst: &AnyInstruction) -> Value {
    serde_yaml::with::singleton_map_recursive::serialize(inst, serde_yaml::value::Serializer)
        .expect("an instruction serializes")
}

/// `(opcode, variant, fields)` of an instruction's serde form; `variant` is the opcode's name
/// for opcodes without op variants.
pub fn unwrap(model: &Model, value: &Value) -> (String, String, Mapping) {
    let (opcode, inner) = value
        .as_mapping()
        .and_then(|m| m.iter().next())
        .expect("{ OPCODE: … }");
    let opcode = opcode.as_str().expect("opcode key").to_owned();
    let inner = inner.as_mapping().expect("a mapping");
    let op = model
        .opcodes
        .iter()
        .find(|o| o.name == opcode)
        .unwrap_or_else(|| panic!("opcode {opcode} not in the model"));
    if layout::has_sub_ops(op) {
        let (variant, fields) = inner.iter().next().expect("one variant");
        let fields = fields.as_mapping().expect("fields").clone();
        (
            opcode,
            variant.as_str().expect("variant").to_owned(),
            fields,
        )
    } else {
        (opcode.clone(), opcode, inner.clone())
    }
}

/// The opcode and op variant named by [`unwrap`]'s `(opcode, variant)`.
pub fn op_and_variant<'m>(
    model: &'m Model,
    opcode: &str,
    variant: &str,
) -> (&'m Opcode, &'m Variant) {
    let op = model
        .opcodes
        .iter()
        .find(|o| o.name == opcode)
        .unwrap_or_else(|| panic!("opcode {opcode} not in the model"));
    let v = op
        .variants
        .iter()
        .find(|v| v.name == variant)
        .or_else(|| (variant == opcode).then(|| &op.variants[0]))
        .unwrap_or_else(|| panic!("variant {opcode}/{variant} not in the model"));
    (op, v)
}
