//! The vector file of an opcode: its YAML, and the general variables its vectors use (one per
//! operand field, so that every vector of the file agrees on them).

use crate::layout;
use crate::model::*;
use serde::Serialize;
use serde_yaml::Value;

/// One vector.
#[derive(Debug, Clone, Serialize)]
pub struct Vector {
    /// Unique name within the file.
    pub name: String,
    /// Op variant (or the opcode name).
    pub variant: String,
    /// Whether `validate` accepts it.
    pub valid: bool,
    /// The platforms the instruction needs, when it uses values the doc tags with some
    /// (`PVC`, `XEHP+`; several tags, all of which must hold, as `XEHP+, -PVC`); none when it
    /// holds wherever the opcode does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// The instruction in the crate's serde form.
    pub fields: Value,
    /// IGC assembly (valid vectors).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub asm: Option<String>,
    /// Encoding, hex bytes separated by spaces (valid vectors).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bytes: Option<String>,
    /// The `ValidationError::code()` (invalid vectors).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The `ValidationError::field()` (invalid vectors), when the error names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_field: Option<String>,
}

#[derive(Serialize)]
struct VectorFile<'a> {
    opcode: &'a str,
    value: u8,
    /// The general variables the vector operands use, with the type to declare them with
    /// (one variable per vector field, so that every vector of the file agrees).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    variables: Vec<Variable>,
    /// The GRF size the `asm` texts assume, when they depend on one (the byte offsets of
    /// address-of operands, `&V101[40]`).
    #[serde(skip_serializing_if = "Option::is_none")]
    grf_bytes: Option<u32>,
    vectors: &'a [Vector],
}

/// A general variable of a vector file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Variable {
    /// Variable id.
    pub var: u32,
    /// vISA type, lower case.
    #[serde(rename = "type")]
    pub ty: String,
    /// The field whose operands use it.
    pub field: String,
}

/// The first variable id of raw operands: one per raw field of the opcode, from here up.
const FIRST_RAW_VAR: u32 = 32;

/// The GRF size of the vectors' text: 32 bytes, as on SKL to DG2, where the GenX_IR
/// conformance decodes the opcodes that have address-of operands (ADDR_ADD).
pub const GRF_BYTES: u32 = 32;

/// The first variable id of vector operands: above the raw operands' and parameters' ids, so
/// that they never share a variable.
const FIRST_VECTOR_VAR: u32 = 100;

/// The variable the raw operands of raw field `field` use: one per field of the opcode, so that
/// every variant (and the file's `variables:` header) agrees on it.
pub(super) fn raw_var(op: &Opcode, field: &Field) -> u32 {
    // Fields of one layout last, so that they do not renumber the others.
    let raw = |f: &&Field| f.role == Role::Raw;
    let index = op
        .fields
        .iter()
        .filter(|f| raw(f) && f.constraints.in_layout.is_none())
        .chain(
            op.fields
                .iter()
                .filter(|f| raw(f) && f.constraints.in_layout.is_some()),
        )
        .position(|f| f.name == field.name)
        .unwrap_or(0);
    FIRST_RAW_VAR + index as u32
}

/// The variable the general operands of vector field `field` use.
pub(super) fn vector_var(op: &Opcode, field: &Field) -> u32 {
    let index = op
        .fields
        .iter()
        .filter(|f| f.role == Role::Vector)
        .position(|f| f.name == field.name)
        .unwrap_or(0);
    FIRST_VECTOR_VAR + index as u32
}

/// A raw operand variable of one legal combination of a [`Rule::ValueCombinations`] whose
/// types exclude the field's own variable's (DPAS's Dst with bf precisions is F or BF, its
/// variable D): `(rule index, combination index, the variable)`.
type CombinationVar = (usize, usize, Variable);

/// The raw field's own variable type: its first "Must have type", lower case.
fn raw_type(field: &Field) -> Option<String> {
    Some(field.constraints.types.first()?.to_ascii_lowercase())
}

/// The extra variables the legal combinations' vectors use, numbered after the vector fields'.
pub(super) fn combination_vars(op: &Opcode) -> Vec<CombinationVar> {
    let mut next = FIRST_VECTOR_VAR + vector_field_count(op);
    let mut out = Vec::new();
    let rules = op.rules.iter().filter_map(|r| match r {
        Rule::ValueCombinations { combinations, .. } => Some(combinations),
        _ => None,
    });
    for (ri, combinations) in rules.enumerate() {
        for (ci, c) in combinations.iter().enumerate() {
            for (name, types) in &c.types {
                let Some(field) = op.field(name).filter(|f| f.role == Role::Raw) else {
                    continue;
                };
                let types: Vec<String> = types.iter().map(|t| t.to_ascii_lowercase()).collect();
                if raw_type(field).is_some_and(|own| types.contains(&own)) {
                    continue;
                }
                out.push((
                    ri,
                    ci,
                    Variable {
                        var: next,
                        ty: types[0].clone(),
                        field: name.clone(),
                    },
                ));
                next += 1;
            }
        }
    }
    out
}

/// A raw operand variable of a [`Rule::OperandTypesWhen`] whose types exclude the field's own
/// variable's (DWORD_ATOMIC's Dst of `imin` is D, its own variable F): `(rule index, the
/// variable)`, the rule counted among the opcode's `OperandTypesWhen` rules.
pub(super) type TypedVar = (usize, Variable);

/// The extra variables the vectors of [`Rule::OperandTypesWhen`] rules use, numbered after
/// the legal combinations' (raw fields only: a vector field's general operand keeps its own).
pub(super) fn typed_vars(op: &Opcode) -> Vec<TypedVar> {
    let mut next = combination_vars(op)
        .last()
        .map_or(FIRST_VECTOR_VAR + vector_field_count(op), |(_, _, v)| {
            v.var + 1
        });
    let mut out = Vec::new();
    let rules = op.rules.iter().filter_map(|r| match r {
        Rule::OperandTypesWhen { fields, types, .. } => Some((fields, types)),
        _ => None,
    });
    for (ri, (fields, types)) in rules.enumerate() {
        let types: Vec<String> = types.iter().map(|t| t.to_ascii_lowercase()).collect();
        for name in fields {
            let Some(field) = op.field(name).filter(|f| f.role == Role::Raw) else {
                continue;
            };
            // A raw field without a type of its own is declared F.
            let own = raw_type(field).unwrap_or_else(|| "f".to_owned());
            if types.contains(&own) {
                continue;
            }
            out.push((
                ri,
                Variable {
                    var: next,
                    ty: types[0].clone(),
                    field: name.clone(),
                },
            ));
            next += 1;
        }
    }
    out
}

fn vector_field_count(op: &Opcode) -> u32 {
    op.fields.iter().filter(|f| f.role == Role::Vector).count() as u32
}

/// The variables with a type of their own: those of the raw fields that must have a type (the
/// first one listed), those of the vector fields that may be general operands, those of the
/// legal combinations' raw operands (`combination_vars`) and those of the operand types tied
/// to values (`typed_vars`). The other raw variables (and the parameters') are declared F.
pub fn variables(op: &Opcode) -> Vec<Variable> {
    let raw = op
        .fields
        .iter()
        .filter(|f| f.role == Role::Raw)
        .filter_map(|f| {
            Some(Variable {
                var: raw_var(op, f),
                ty: raw_type(f)?,
                field: f.name.clone(),
            })
        });
    let vector = op
        .fields
        .iter()
        .filter(|f| f.role == Role::Vector)
        .filter(|f| {
            f.constraints.classes.is_empty()
                || f.constraints.classes.contains(&OperandClass::General)
        })
        .map(|f| Variable {
            var: vector_var(op, f),
            ty: layout::element_type(op, f),
            field: f.name.clone(),
        });
    raw.chain(vector)
        .chain(combination_vars(op).into_iter().map(|(_, _, v)| v))
        .chain(typed_vars(op).into_iter().map(|(_, v)| v))
        .collect()
}

/// The vector file of one opcode.
///
/// `exec_sizes` are the execution sizes the generated `ExecSize` enum can express (every size
/// any spec of the model documents), so that sizes this opcode rejects get invalid vectors.
pub fn opcode(op: &Opcode, exec_sizes: &[(u8, u64)]) -> String {
    let vectors = super::vectors(op, exec_sizes);
    let body = crate::yaml::to_string(&VectorFile {
        opcode: &op.name,
        value: op.value,
        variables: variables(op),
        grf_bytes: (!op.syntax.address_of.is_empty()).then_some(GRF_BYTES),
        vectors: &vectors,
    });
    let body = body.replacen(
        &format!("value: {}\n", op.value),
        &format!("value: {:#04x}\n", op.value),
        1,
    );
    format!("{}{body}", crate::emit::yaml::HEADER)
}
