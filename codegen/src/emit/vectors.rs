//! Test vectors (`generated/vectors/<OPCODE>.yaml`): for every op variant, valid instructions
//! covering the minimum and maximum of every ranged field and every enumerated value, and one
//! invalid instruction per validation rule. Bytes and assembly come from the reference
//! interpreter ([`crate::reference`]), not from the generated code they will test.

use crate::layout::{self, Member, MemberKind};
use crate::model::*;
use crate::names;
use crate::reference::{self, fields, Assignment, Operand, Packed, Pred, Raw, Val};
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
fn raw_var(op: &Opcode, field: &Field) -> u32 {
    let index = op
        .fields
        .iter()
        .filter(|f| f.role == Role::Raw)
        .position(|f| f.name == field.name)
        .unwrap_or(0);
    FIRST_RAW_VAR + index as u32
}

/// The variable the general operands of vector field `field` use.
fn vector_var(op: &Opcode, field: &Field) -> u32 {
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
fn combination_vars(op: &Opcode) -> Vec<CombinationVar> {
    let vector_fields = op.fields.iter().filter(|f| f.role == Role::Vector).count() as u32;
    let mut next = FIRST_VECTOR_VAR + vector_fields;
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

/// The variables with a type of their own: those of the raw fields that must have a type (the
/// first one listed), those of the vector fields that may be general operands, and those of the
/// legal combinations' raw operands (`combination_vars`). The other raw variables (and the
/// parameters') are declared F.
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
        .collect()
}

/// The vector file of one opcode.
///
/// `exec_sizes` are the execution sizes the generated `ExecSize` enum can express (every size
/// any spec of the model documents), so that sizes this opcode rejects get invalid vectors.
pub fn opcode(op: &Opcode, exec_sizes: &[(u8, u64)]) -> String {
    let vectors = vectors(op, exec_sizes);
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
    format!("{}{body}", super::yaml::HEADER)
}

/// Every vector of an opcode, variant by variant.
pub fn vectors(op: &Opcode, exec_sizes: &[(u8, u64)]) -> Vec<Vector> {
    let mut out = Vec::new();
    for variant in &op.variants {
        let mut gen = Generator {
            op,
            variant,
            members: layout::members(op, variant),
            exec_sizes,
            out: Vec::new(),
        };
        gen.run();
        out.extend(gen.out);
    }
    out
}

struct Generator<'a> {
    op: &'a Opcode,
    variant: &'a Variant,
    members: Vec<Member>,
    exec_sizes: &'a [(u8, u64)],
    out: Vec<Vector>,
}

/// Whether execution mask `code` may go with `lanes` lanes: reference §5.3 and §5.1 (the
/// runtime's `check_exec_mask` applies the same rule).
fn mask_allowed(lanes: u8, code: u64) -> bool {
    let group = code & 7;
    (match lanes {
        16 | 32 => group == 0 || group == 4,
        8 => group % 2 == 0,
        _ => true,
    }) && u64::from(lanes) + 4 * group <= 32
}

/// Whether a vector field takes operands of `class`: its documented classes (all when none
/// are), and never an immediate for a destination.
fn allows(field: &Field, class: OperandClass) -> bool {
    let classes = &field.constraints.classes;
    (classes.is_empty() || classes.contains(&class))
        && !(field.destination && class == OperandClass::Immediate)
}

/// The region of a field's default operands: the one its text implies, if any; else one
/// element, `<1>` for a destination (reference §2.6) and `<0;1,0>` for a source.
fn default_region(field: &Field) -> [u8; 3] {
    if let Some(r) = &field.constraints.implied_region {
        [r.vstride, r.width, r.hstride]
    } else if field.destination {
        [0, 1, 1]
    } else {
        [0, 1, 0]
    }
}

/// A general operand of `var` at row 1, column 2 (an element past the first row), with
/// `region` and modifier code `modifier`.
fn general_offset(var: u32, region: [u8; 3], modifier: u8) -> Operand {
    Operand::General {
        var,
        row: 1,
        col: 2,
        region,
        modifier,
    }
}

fn general_with(var: u32, region: [u8; 3]) -> Operand {
    Operand::General {
        var,
        row: 0,
        col: 0,
        region,
        modifier: 0,
    }
}

impl Generator<'_> {
    fn field(&self, m: &Member) -> &Field {
        self.op
            .field(&m.field)
            .expect("members come from described fields")
    }

    fn prefix(&self) -> String {
        names::snake_case(&self.variant.name)
    }

    /// The valid instruction every other vector is a change of.
    fn base(&self) -> Assignment {
        let raw = |field: &Field| Raw {
            var: raw_var(self.op, field),
            offset: 0,
        };
        let max_params = self.param_range().1;
        let mut counted = 0i64;
        self.members
            .iter()
            .map(|m| {
                let field = self.field(m);
                let v = match &m.kind {
                    MemberKind::ExecSize => {
                        let sizes = layout::exec_sizes(self.op);
                        let (lanes, code) = sizes
                            .iter()
                            .rev()
                            .find(|(l, _)| *l <= 16)
                            .or(sizes.first())
                            .copied()
                            .unwrap_or((1, 0));
                        Val::ExecSize { lanes, code }
                    }
                    MemberKind::ExecMask => self.mask("M1").unwrap_or(Val::ExecMask {
                        name: "M1".into(),
                        code: 0,
                    }),
                    // A required predicate: P1 (declared by every kernel that uses it).
                    MemberKind::Predicate if field.constraints.required => {
                        Val::Predicate(Some(Pred {
                            id: 1,
                            control: 0,
                            inverted: false,
                        }))
                    }
                    MemberKind::Predicate => Val::Predicate(None),
                    MemberKind::Flag { .. } => Val::Flag(false),
                    // The first value an erratum does not exclude (and GenX_IR can check).
                    MemberKind::Enum { bitfield, .. } => {
                        enum_val(field, bitfield, base_value(self.op, field, bitfield))
                    }
                    MemberKind::Channels { .. } => Val::Channels(0xf),
                    MemberKind::Int { bitfield, .. } => Val::Int(
                        field
                            .bitfield(bitfield)
                            .and_then(|b| b.range)
                            .map_or(0, |r| r.min.max(0).min(r.max)),
                    ),
                    MemberKind::Reserved { .. } => Val::Int(0),
                    MemberKind::Value { .. } => {
                        Val::Int(field.constraints.range.map_or(0, |r| r.min))
                    }
                    MemberKind::Sampler => Val::Index(0),
                    MemberKind::Surface => Val::Index(6),
                    MemberKind::Label { .. } => Val::Label(0),
                    // String 0 is the kernel name; names are declared from 1.
                    MemberKind::Name { .. } => Val::Name(1),
                    MemberKind::Raw { counted: true } => {
                        counted += 1;
                        Val::Raw((counted <= max_params).then(|| raw(field)))
                    }
                    MemberKind::Raw { counted: false } => Val::Raw(Some(raw(field))),
                    MemberKind::Vector => Val::Vector(self.default_operand(field)),
                    MemberKind::Packed { .. } => Val::Packed(Packed::Immediate(
                        layout::packed_members(field)
                            .into_iter()
                            .map(|pm| (pm, Val::Int(0)))
                            .collect(),
                    )),
                };
                (m.clone(), v)
            })
            .collect()
    }

    fn default_operand(&self, field: &Field) -> Operand {
        let allowed = |c: OperandClass| allows(field, c);
        let var = vector_var(self.op, field);
        if allowed(OperandClass::Immediate) {
            let ty = layout::element_type(self.op, field);
            Operand::Immediate { ty, bits: 0 }
        } else if allowed(OperandClass::General) {
            general_with(var, default_region(field))
        } else if allowed(OperandClass::Predicate) {
            Operand::Predicate { id: 1 }
        } else if allowed(OperandClass::Address) {
            Operand::Address {
                addr: 0,
                offset: 0,
                width: 1,
            }
        } else if allowed(OperandClass::Indirect) {
            Operand::Indirect {
                addr: 0,
                addr_offset: 0,
                imm_offset: 0,
                ty: layout::element_type(self.op, field),
                region: default_region(field),
                modifier: 0,
            }
        } else {
            Operand::State {
                class: 0,
                id: 6,
                offset: 0,
            }
        }
    }

    fn param_range(&self) -> (i64, i64) {
        self.op
            .field_with_role(Role::ParamCount)
            .and_then(|f| f.constraints.range)
            .map_or((0, i64::MAX), |r| (r.min, r.max))
    }

    fn mask(&self, name: &str) -> Option<Val> {
        let f = self.op.field_with_role(Role::ExecSize)?;
        let b = f.bitfield_of_kind(BitfieldKind::ExecMask)?;
        b.values
            .iter()
            .find(|v| v.name == name)
            .map(|v| Val::ExecMask {
                name: v.name.clone(),
                code: v.code,
            })
    }

    fn set(a: &mut Assignment, pick: impl Fn(&Member) -> bool, v: Val) {
        if let Some(slot) = a.iter_mut().find(|(m, _)| pick(m)) {
            slot.1 = v;
        }
    }

    fn set_mask(a: &mut Assignment, v: &EnumValue) {
        Self::set(
            a,
            |m| m.kind == MemberKind::ExecMask,
            Val::ExecMask {
                name: v.name.clone(),
                code: v.code,
            },
        );
    }

    fn set_exec(a: &mut Assignment, lanes: u8, code: u64) {
        Self::set(
            a,
            |m| m.kind == MemberKind::ExecSize,
            Val::ExecSize { lanes, code },
        );
    }

    fn valid(&mut self, what: &str, a: Assignment) {
        // A vector built as valid for one member may break a cross-field rule: checked in
        // `validate`'s order (rust.rs `validate_body`): the fields' own checks (the address
        // destination's among them), value requirements, zero and null operands, the mask
        // taken from another field, length rules, combinations, then the predicate mode.
        if let Some(field) = self.address_destination_too_wide(&a) {
            return self.invalid(what, a, "address_destination_too_wide", Some(field));
        }
        if let Some((m, _)) = self.broken_value_requires(&a) {
            let field = m.field.clone();
            return self.invalid(what, a, "value_requires", Some(field));
        }
        if let Some((field, _, _)) = self.broken_zero_operand(&a) {
            return self.invalid(what, a, "operand_must_be_zero", Some(field));
        }
        if let Some((error, field)) = self.broken_null_operand_rule(&a) {
            return self.invalid(what, a, error, Some(field));
        }
        if self.exec_from_mask_not_allowed(&a) {
            return self.invalid(what, a, "exec_mask_not_allowed", None);
        }
        if let Some((error, field)) = self.broken_length_rule(&a) {
            return self.invalid(what, a, error, Some(field));
        }
        if self
            .combination_rules()
            .iter()
            .any(|(members, combinations)| !combination_holds(&a, members, combinations))
        {
            return self.invalid(what, a, "combination_not_allowed", None);
        }
        if let Some((error, field)) = self.predicate_mode_error(&a) {
            return self.invalid(what, a, error, field);
        }
        let name = format!("{}_{what}", self.prefix());
        let types: Vec<(u32, String)> = variables(self.op)
            .into_iter()
            .map(|v| (v.var, v.ty))
            .collect();
        let context = reference::TextContext {
            grf_bytes: GRF_BYTES,
            types: &types,
        };
        let bytes = reference::encode(self.op, self.variant, &a);
        let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
        self.out.push(Vector {
            name,
            variant: self.variant.name.clone(),
            valid: true,
            platform: self.platform(&a),
            fields: fields(&a),
            asm: Some(reference::asm(self.op, self.variant, &a, &context)),
            bytes: Some(hex.join(" ")),
            error: None,
            error_field: None,
        });
    }

    /// The platform tags of the values of `a` the doc tags (execution sizes and enumerated
    /// values), distinct, in member order and joined by `, ` (all must hold); `None` without.
    fn platform(&self, a: &Assignment) -> Option<String> {
        let mut tags: Vec<String> = Vec::new();
        for tag in a.iter().filter_map(|(m, v)| {
            let field = self.field(m);
            let (bitfield, code) = match (&m.kind, v) {
                (MemberKind::ExecSize, Val::ExecSize { code, .. }) => {
                    (field.bitfield_of_kind(BitfieldKind::ExecSize)?, *code)
                }
                (MemberKind::Enum { bitfield, .. }, Val::Enum { code, .. }) => {
                    (field.bitfield(bitfield)?, *code)
                }
                _ => return None,
            };
            bitfield
                .values
                .iter()
                .find(|value| value.code == code)?
                .platform
                .clone()
        }) {
            if !tags.contains(&tag) {
                tags.push(tag);
            }
        }
        (!tags.is_empty()).then(|| tags.join(", "))
    }

    /// The error a [`Rule::PredicateMode`] gives an otherwise valid assignment, as `validate`
    /// checks it after the fields: an operand of the mode that is not a predicate while
    /// another is, then predication, saturation, execution size.
    fn predicate_mode_error(&self, a: &Assignment) -> Option<(&'static str, Option<String>)> {
        for (operands, exec_size) in self.op.rules.iter().filter_map(Rule::predicate_mode) {
            let classes: Vec<(&String, bool)> = operands
                .iter()
                .filter_map(|name| {
                    let (_, v) = a.iter().find(|(m, _)| &m.field == name)?;
                    Some((name, matches!(v, Val::Vector(Operand::Predicate { .. }))))
                })
                .collect();
            if !classes.iter().any(|(_, p)| *p) {
                continue;
            }
            if let Some((name, _)) = classes.iter().find(|(_, p)| !*p) {
                return Some(("predicate_mode_operand", Some((*name).clone())));
            }
            if a.iter().any(|(_, v)| matches!(v, Val::Predicate(Some(_)))) {
                return Some(("predicate_mode_predicated", None));
            }
            if let Some(field) = self.op.syntax.saturate.as_deref() {
                let sat = a.iter().any(|(m, v)| {
                    m.field == field && matches!(v, Val::Vector(o) if o.modifier() == 4)
                });
                if sat {
                    return Some(("modifier_not_allowed", Some(field.to_owned())));
                }
            }
            let lanes = a.iter().find_map(|(_, v)| match v {
                Val::ExecSize { lanes, .. } => Some(*lanes),
                _ => None,
            });
            if let (Some(want), Some(lanes)) = (exec_size, lanes) {
                if want != lanes {
                    return Some(("exec_size_not_allowed", None));
                }
            }
        }
        None
    }

    /// For each [`Rule::PredicateMode`]: every operand of the mode a predicate (valid, at the
    /// mode's execution size), and the same predicated (invalid).
    fn predicate_mode_vectors(&mut self, base: &Assignment) {
        let rules = self.op.rules.clone();
        for (operands, exec_size) in rules.iter().filter_map(Rule::predicate_mode) {
            let mut a = base.clone();
            for (i, name) in operands.iter().enumerate() {
                Self::set(
                    &mut a,
                    |m| &m.field == name,
                    Val::Vector(Operand::Predicate { id: 1 + i as u16 }),
                );
            }
            if let Some(want) = exec_size {
                let sizes = layout::exec_sizes(self.op);
                if let Some((lanes, code)) = sizes.iter().find(|(l, _)| *l == want) {
                    Self::set_exec(&mut a, *lanes, *code);
                }
            }
            self.valid("predicate_mode", a.clone());
            if self.members.iter().any(|m| m.kind == MemberKind::Predicate) {
                Self::set(
                    &mut a,
                    |m| m.kind == MemberKind::Predicate,
                    Val::Predicate(Some(Pred {
                        id: 1,
                        control: 0,
                        inverted: false,
                    })),
                );
                self.invalid(
                    "predicate_mode_predicated",
                    a,
                    "predicate_mode_predicated",
                    None,
                );
            }
        }
    }

    fn invalid(&mut self, what: &str, a: Assignment, error: &str, field: Option<String>) {
        self.out.push(Vector {
            name: format!("{}_{what}", self.prefix()),
            variant: self.variant.name.clone(),
            valid: false,
            platform: None,
            fields: fields(&a),
            asm: None,
            bytes: None,
            error: Some(error.to_owned()),
            error_field: field,
        });
    }

    /// The destination of `a` that is an address operand writing past the 16 elements of an
    /// address variable (one per lane from its offset), as `validate` checks it.
    fn address_destination_too_wide(&self, a: &Assignment) -> Option<String> {
        let lanes = a.iter().find_map(|(_, v)| match v {
            Val::ExecSize { lanes, .. } => Some(u32::from(*lanes)),
            _ => None,
        })?;
        a.iter().find_map(|(m, v)| match v {
            Val::Vector(Operand::Address { offset, .. })
                if layout::is_destination(self.op, m) && u32::from(*offset) + lanes > 16 =>
            {
                Some(m.field.clone())
            }
            _ => None,
        })
    }

    /// Whether `a`'s execution mask taken from another field (GATHER's Num_elts) is illegal
    /// at the lane count of that field's size bitfield.
    fn exec_from_mask_not_allowed(&self, a: &Assignment) -> bool {
        let Some(from) = &self.op.syntax.exec_from else {
            return false;
        };
        let code = |bitfield: &str| {
            a.iter().find_map(|(m, v)| match (&m.kind, v) {
                (MemberKind::Enum { bitfield: b, .. }, Val::Enum { code, .. })
                    if m.field == from.field && b == bitfield =>
                {
                    Some(*code)
                }
                _ => None,
            })
        };
        let lanes = self
            .op
            .field(&from.field)
            .and_then(|f| f.bitfield(&from.size))
            .zip(code(&from.size))
            .and_then(|(b, size)| b.values.iter().find(|v| v.code == size)?.lanes);
        match (lanes, code(&from.mask)) {
            (Some(lanes), Some(mask)) => !mask_allowed(lanes, mask),
            _ => false,
        }
    }

    /// The first `DescriptorLength` or `NullWhenCountZero` rule `a` breaks, as `validate`
    /// reports it: the error code and the field it names.
    fn broken_length_rule(&self, a: &Assignment) -> Option<(&'static str, String)> {
        self.op.rules.iter().find_map(|r| {
            if let Rule::NullWhenCountZero { operand, count, .. } = r {
                let given = matches!(val_of(a, operand), Some(Val::Raw(Some(r))) if r.var != 0);
                let none = matches!(val_of(a, count), Some(Val::Int(0)));
                return (none && given).then(|| ("operand_without_length", operand.clone()));
            }
            let Rule::DescriptorLength {
                field,
                bits,
                count,
                relation,
                null_when_zero,
                ..
            } = r
            else {
                return None;
            };
            let Some(Val::Int(count_value)) = val_of(a, count) else {
                return None;
            };
            let count_value = *count_value;
            if *relation == LengthRelation::Equal
                && count_value as u64 > layout::length_bits_max(*bits)
            {
                return Some(("value_out_of_range", count.clone()));
            }
            let length = descriptor_length(a, field, *bits)? as i64;
            match relation {
                LengthRelation::AtMost if length > count_value => {
                    return Some(("length_exceeds_count", field.clone()));
                }
                LengthRelation::Equal if length != count_value => {
                    return Some(("length_mismatches_count", field.clone()));
                }
                _ => {}
            }
            let operand = null_when_zero.as_ref()?;
            let given = matches!(val_of(a, operand), Some(Val::Raw(Some(r))) if r.var != 0);
            (length == 0 && given).then(|| ("operand_without_length", operand.clone()))
        })
    }

    /// The [`Rule::ValueRequires`] of this variant: the members holding the conditions' and
    /// the requirement's values, and the rule's value sets.
    fn value_requires_rules(&self) -> Vec<RequiresRule<'_>> {
        self.op
            .rules
            .iter()
            .filter_map(|r| match r {
                Rule::ValueRequires {
                    ops, when, then, ..
                } if ops.is_empty() || ops.contains(&self.variant.name) => {
                    let conditions = when
                        .iter()
                        .map(|w| Some((layout::value_set_member(self.op, &self.members, w)?, w)))
                        .collect::<Option<Vec<_>>>()?;
                    let t = layout::value_set_member(self.op, &self.members, then)?;
                    Some((conditions, t, then))
                }
                _ => None,
            })
            .collect()
    }

    /// The first [`Rule::ValueRequires`] `a` breaks: the member whose value it requires, and
    /// the values it allows there.
    fn broken_value_requires(&self, a: &Assignment) -> Option<(&Member, &ValueSet)> {
        self.broken_value_requires_rule(a)
            .map(|(_, t, then)| (t, then))
    }

    /// The first [`Rule::ValueRequires`] `a` breaks, with its conditions' members.
    fn broken_value_requires_rule(&self, a: &Assignment) -> Option<RequiresRule<'_>> {
        let code = |m: &Member| {
            a.iter().find(|(x, _)| x == m).and_then(|(_, v)| match v {
                Val::Enum { code, .. } | Val::ExecSize { code, .. } => Some(*code),
                _ => None,
            })
        };
        let holds = |set: &ValueSet, code: Option<u64>| {
            let b = self
                .op
                .field(&set.field)
                .and_then(|f| f.bitfield(&set.bitfield));
            b.is_some_and(|b| {
                b.values
                    .iter()
                    .any(|v| Some(v.code) == code && set.values.contains(&v.name))
            })
        };
        self.value_requires_rules()
            .into_iter()
            .find(|(when, t, then)| {
                when.iter().all(|(m, w)| holds(w, code(m))) && !holds(then, code(t))
            })
    }

    /// Whether `a` breaks a [`Rule::ZeroOperandWhen`]: the operand's field and the first
    /// condition's member and values.
    fn broken_zero_operand(&self, a: &Assignment) -> Option<(String, &Member, &ValueSet)> {
        self.op.rules.iter().find_map(|r| {
            let Rule::ZeroOperandWhen { field, when, .. } = r else {
                return None;
            };
            let mut first = None;
            for w in when {
                let m = layout::value_set_member(self.op, &self.members, w)?;
                let b = self.field(m).bitfield(&w.bitfield)?;
                let holds = a.iter().any(|(x, v)| {
                    x == m
                        && matches!(v, Val::Enum { code, .. } | Val::ExecSize { code, .. }
                            if b.values.iter().any(|e| e.code == *code && w.values.contains(&e.name)))
                });
                if !holds {
                    return None;
                }
                first.get_or_insert((m, w));
            }
            // As the runtime's `is_zero_or_null`: only the immediate 0 and `%null` are.
            let zero = match val_of(a, field)? {
                Val::Vector(Operand::Immediate { bits, .. }) => *bits == 0,
                Val::Vector(Operand::General { var, .. }) => *var == 0,
                Val::Vector(_) => false,
                _ => return None,
            };
            let (m, w) = first?;
            (!zero).then(|| (field.clone(), m, w))
        })
    }

    /// When `a` breaks a [`Rule::ZeroOperandWhen`]: `a` with the first condition's field set to
    /// its first allowed value outside the condition, and that value's name part.
    fn without_zero_operand_condition(&self, a: &Assignment) -> Option<(String, Assignment)> {
        let (_, m, w) = self.broken_zero_operand(a)?;
        let v = self.value_outside(m, w)?;
        let name = format!("{}_{}", m.key, val_key(&v));
        let m = m.clone();
        let mut a = a.clone();
        Self::set(&mut a, |x| x == &m, v);
        Some((name, a))
    }

    /// `a` made to follow every [`Rule::ValueRequires`], and the members changed (named in
    /// the vectors that show a rule's condition valid). `keep` (the member a vector varies)
    /// never changes: the value it requires is set instead. Without one (the base), the
    /// condition is dropped instead when it can be: the base stays as plain as possible.
    fn satisfying_value_requires(
        &self,
        mut a: Assignment,
        keep: Option<&Member>,
    ) -> (Assignment, Vec<(Member, Val)>) {
        let mut changed: Vec<(Member, Val)> = Vec::new();
        // Each round satisfies one rule; the bound stops a set of rules that cannot all hold.
        for _ in 0..2 * self.op.rules.len() {
            let Some((when, t, then)) = self.broken_value_requires_rule(&a) else {
                break;
            };
            let required = then
                .values
                .first()
                .filter(|_| keep.is_some() && keep != Some(t))
                .and_then(|first| Some((t.clone(), self.value_named(t, &then.bitfield, first)?)));
            let outside = when
                .iter()
                .filter(|(m, _)| Some(*m) != keep)
                .find_map(|(m, w)| Some(((*m).clone(), self.value_outside(m, w)?)));
            let fallback = then
                .values
                .first()
                .filter(|_| keep != Some(t))
                .and_then(|first| Some((t.clone(), self.value_named(t, &then.bitfield, first)?)));
            let Some((m, v)) = required.or(outside).or(fallback) else {
                break;
            };
            Self::set(&mut a, |x| x == &m, v.clone());
            changed.retain(|(x, _)| x != &m);
            changed.push((m, v));
        }
        (a, changed)
    }

    /// The first value of `m`'s bitfield outside `set` that no erratum excludes.
    fn value_outside(&self, m: &Member, set: &ValueSet) -> Option<Val> {
        let field = self.field(m);
        let b = field.bitfield(&set.bitfield)?;
        let index = (0..b.values.len()).find(|&i| {
            !set.values.contains(&b.values[i].name)
                && excluded_enum(field, &set.bitfield, i).is_none()
        })?;
        self.value_named(m, &set.bitfield, &b.values[index].name)
    }

    /// The value named `name` of `m`'s bitfield, as an assignment value.
    fn value_named(&self, m: &Member, bitfield: &str, name: &str) -> Option<Val> {
        let field = self.field(m);
        let b = field.bitfield(bitfield)?;
        let index = b.values.iter().position(|v| v.name == name)?;
        let v = &b.values[index];
        Some(match m.kind {
            MemberKind::ExecSize => Val::ExecSize {
                lanes: v.lanes?,
                code: v.code,
            },
            _ => enum_val(field, bitfield, index),
        })
    }

    /// The [`Rule::NullOperand`] `a` breaks in this variant, as `validate` reports it.
    fn broken_null_operand_rule(&self, a: &Assignment) -> Option<(&'static str, String)> {
        self.null_operand_rules().find_map(|(field, null)| {
            let Some(Val::Raw(Some(r))) = val_of(a, field) else {
                return None;
            };
            match (null, r.var == 0) {
                (true, false) => Some(("operand_must_be_null", field.to_owned())),
                (false, true) => Some(("operand_must_not_be_null", field.to_owned())),
                _ => None,
            }
        })
    }

    /// The raw operands a [`Rule::NullOperand`] constrains in this variant, and whether each
    /// must be `%null`.
    fn null_operand_rules(&self) -> impl Iterator<Item = (&str, bool)> + '_ {
        self.op.rules.iter().filter_map(|r| match r {
            Rule::NullOperand {
                field, ops, null, ..
            } if ops.contains(&self.variant.name) => Some((field.as_str(), *null)),
            _ => None,
        })
    }

    /// `a` with the length bits `[hi, lo]` of its immediate descriptor `field` set to
    /// `length`, its other bits kept (the other lengths it carries).
    fn with_length(&self, a: &Assignment, field: &str, bits: [u8; 2], length: u64) -> Assignment {
        let mut a = a.clone();
        let Some(descriptor) = self.op.field(field) else {
            return a;
        };
        let others = match val_of(&a, field) {
            Some(Val::Vector(Operand::Immediate { bits: value, .. })) => {
                value & !(layout::length_bits_max(bits) << bits[1])
            }
            _ => 0,
        };
        Self::set(
            &mut a,
            |m| m.field == field,
            Val::Vector(Operand::Immediate {
                ty: layout::element_type(self.op, descriptor),
                bits: others | (length << bits[1]),
            }),
        );
        a
    }

    /// The base made a consistent send: each immediate descriptor carries the lengths its
    /// counts give (where they fit), so every payload operand has the registers the counts
    /// say; then each operand a rule wants `%null` (its length or count is 0, or a
    /// `NullOperand` rule for its op) set so.
    /// IGC's local scheduler cannot place a raw operand at a non-zero register offset whose
    /// length is 0 (errata `raw-send-descriptor-lengths`, `raw-sends-descriptor-lengths`).
    fn with_descriptor_lengths(&self, mut base: Assignment) -> Assignment {
        for (field, null) in self.null_operand_rules() {
            if null {
                Self::set(
                    &mut base,
                    |m| m.field == field,
                    Val::Raw(Some(Raw { var: 0, offset: 0 })),
                );
            }
        }
        for r in &self.op.rules {
            let Rule::DescriptorLength {
                field, bits, count, ..
            } = r
            else {
                continue;
            };
            if let (Some(_), Some(&Val::Int(count_value))) =
                (descriptor_length(&base, field, *bits), val_of(&base, count))
            {
                if count_value >= 0 && count_value as u64 <= layout::length_bits_max(*bits) {
                    base = self.with_length(&base, field, *bits, count_value as u64);
                }
            }
        }
        for r in &self.op.rules {
            if let Rule::DescriptorLength {
                field,
                bits,
                null_when_zero: Some(operand),
                ..
            } = r
            {
                if descriptor_length(&base, field, *bits) == Some(0) {
                    Self::set(
                        &mut base,
                        |m| &m.field == operand,
                        Val::Raw(Some(Raw { var: 0, offset: 0 })),
                    );
                }
            }
            if let Rule::NullWhenCountZero { operand, count, .. } = r {
                if matches!(val_of(&base, count), Some(Val::Int(0))) {
                    Self::set(
                        &mut base,
                        |m| &m.field == operand,
                        Val::Raw(Some(Raw { var: 0, offset: 0 })),
                    );
                }
            }
        }
        base
    }

    /// For each `DescriptorLength` rule: a length that breaks it (over the count, with the
    /// operand a zero length makes `%null` given; or not the count); where the length must
    /// equal the count, the widest length with that count
    /// (valid) and that count plus one with a descriptor that is no immediate (invalid: the
    /// count no longer fits the bits); and, where a zero length makes an operand `%null`,
    /// that operand given with length 1 and a count of at least 1 (valid), with the variable
    /// it has in `original` (the base before
    /// [`with_descriptor_lengths`](Self::with_descriptor_lengths): a variable other vectors
    /// also use would make IGC's scheduler complain). Other lengths within the count are no
    /// vectors: IGC's scheduler wants them to match the message it sees.
    fn length_rule_vectors(&mut self, base: &Assignment, original: &Assignment) {
        let op = self.op;
        for r in &op.rules {
            if let Rule::NullWhenCountZero { operand, count, .. } = r {
                self.count_rule_vectors(base, original, operand, count);
                continue;
            }
            let Rule::DescriptorLength {
                field,
                bits,
                count,
                relation,
                null_when_zero,
                ..
            } = r
            else {
                continue;
            };
            let (Some(&Val::Int(limit)), Some(descriptor)) = (val_of(base, count), op.field(field))
            else {
                continue;
            };
            let key = names::field_key(field);
            let widest = layout::length_bits_max(*bits);
            // The operand a zero length makes `%null`, with its own variable.
            let own_operand = null_when_zero
                .as_ref()
                .and_then(|operand| Some((operand, val_of(original, operand)?.clone())));
            match relation {
                LengthRelation::AtMost => {
                    // With the operand given, IGC rejects a length over the count whether
                    // or not it checks it for a `%null` operand.
                    let mut a = self.with_length(base, field, *bits, (limit + 1) as u64);
                    if let Some((operand, own)) = &own_operand {
                        Self::set(&mut a, |m| &m.field == *operand, own.clone());
                    }
                    self.invalid(
                        &format!("{key}_bits_{}_{}_over_count", bits[0], bits[1]),
                        a,
                        "length_exceeds_count",
                        Some(field.clone()),
                    );
                }
                LengthRelation::Equal => {
                    let other = if (limit as u64) < widest {
                        limit + 1
                    } else {
                        limit - 1
                    };
                    self.invalid(
                        &format!("{key}_bits_{}_{}_not_count", bits[0], bits[1]),
                        self.with_length(base, field, *bits, other as u64),
                        "length_mismatches_count",
                        Some(field.clone()),
                    );
                    let in_range = |v: i64| {
                        op.field(count)
                            .and_then(|f| f.constraints.range)
                            .map_or(true, |r| r.min <= v && v <= r.max)
                    };
                    if in_range(widest as i64) {
                        let mut a = self.with_length(base, field, *bits, widest);
                        Self::set(&mut a, |m| &m.field == count, Val::Int(widest as i64));
                        self.valid(&format!("{key}_bits_{}_{}_widest", bits[0], bits[1]), a);
                    }
                    if in_range(widest as i64 + 1) && allows(descriptor, OperandClass::General) {
                        let mut a = base.clone();
                        Self::set(
                            &mut a,
                            |m| &m.field == field,
                            Val::Vector(general_with(
                                vector_var(op, descriptor),
                                default_region(descriptor),
                            )),
                        );
                        Self::set(&mut a, |m| &m.field == count, Val::Int(widest as i64 + 1));
                        self.invalid(
                            &format!(
                                "{}_over_{key}_bits_{}_{}",
                                names::field_key(count),
                                bits[0],
                                bits[1]
                            ),
                            a,
                            "value_out_of_range",
                            Some(count.clone()),
                        );
                    }
                }
            }
            if let Some((operand, own)) = own_operand {
                let mut a = self.with_length(base, field, *bits, 1);
                Self::set(&mut a, |m| &m.field == count, Val::Int(limit.max(1)));
                Self::set(&mut a, |m| &m.field == operand, own);
                let what = format!(
                    "{}_with_{key}_bits_{}_{}",
                    names::field_key(operand),
                    bits[0],
                    bits[1]
                );
                self.valid(&what, a);
            }
        }
    }

    /// For a `NullWhenCountZero` rule: `operand` given (with its variable in `original`) and
    /// a count of 0 (invalid), and the same with a count of 1 (valid).
    fn count_rule_vectors(
        &mut self,
        base: &Assignment,
        original: &Assignment,
        operand: &str,
        count: &str,
    ) {
        let Some(own) = val_of(original, operand).cloned() else {
            return;
        };
        let mut a = base.clone();
        Self::set(&mut a, |m| m.field == operand, own);
        let (operand_key, count_key) = (names::field_key(operand), names::field_key(count));
        Self::set(&mut a, |m| m.field == count, Val::Int(0));
        self.invalid(
            &format!("{operand_key}_without_{count_key}"),
            a.clone(),
            "operand_without_length",
            Some(operand.to_owned()),
        );
        Self::set(&mut a, |m| m.field == count, Val::Int(1));
        self.valid(&format!("{operand_key}_with_{count_key}"), a);
    }

    fn run(&mut self) {
        let (original, _) =
            self.satisfying_value_requires(self.with_legal_combination(self.base()), None);
        let base = self.with_descriptor_lengths(original.clone());
        self.valid("base", base.clone());
        for m in self.members.clone() {
            let field = self.field(&m).clone();
            self.member_vectors(&base, &m, &field);
        }
        self.param_vectors(&base);
        self.predicate_mode_vectors(&base);
        self.length_rule_vectors(&base, &original);
        self.combination_vectors(&base);
    }

    /// The enumerated members of a [`Rule::ValueCombinations`] in `a`, with the rule's
    /// combinations; none when this variant lacks one of them.
    fn combination_rules(&self) -> Vec<(Vec<Member>, Vec<Combination>)> {
        self.op
            .rules
            .iter()
            .filter_map(|r| match r {
                Rule::ValueCombinations {
                    members,
                    combinations,
                    ..
                } => {
                    let found: Option<Vec<Member>> = members
                        .iter()
                        .map(|e| {
                            self.members
                                .iter()
                                .find(|m| {
                                    m.field == e.field
                                        && matches!(&m.kind, MemberKind::Enum { bitfield, .. } if *bitfield == e.bitfield)
                                })
                                .cloned()
                        })
                        .collect();
                    Some((found?, combinations.clone()))
                }
                _ => None,
            })
            .collect()
    }

    /// `a` with the members of each combination rule set to the first values of its first
    /// combination that GenX_IR can check, when `a` breaks the rule.
    fn with_legal_combination(&self, mut a: Assignment) -> Assignment {
        for (members, combinations) in self.combination_rules() {
            if combination_holds(&a, &members, &combinations) {
                continue;
            }
            for (m, values) in members.iter().zip(&combinations[0].values) {
                let v = self.checkable_enum(m, values);
                Self::set(&mut a, |x| x == m, v);
            }
        }
        a
    }

    /// The first of `values` (names) of member `m`'s bitfield that GenX_IR can check, else the
    /// first.
    fn checkable_enum(&self, m: &Member, values: &[String]) -> Val {
        let field = self.field(m);
        let MemberKind::Enum { bitfield, .. } = &m.kind else {
            return Val::Int(0);
        };
        let index = |name: &String| {
            field
                .bitfield(bitfield)
                .and_then(|b| b.values.iter().position(|v| &v.name == name))
        };
        let at = values
            .iter()
            .filter_map(index)
            .find(|i| !self.unchecked(field, bitfield, *i))
            .or_else(|| values.first().and_then(index))
            .unwrap_or(0);
        enum_val(field, bitfield, at)
    }

    /// Whether value `index` of `field.bitfield` is one GenX_IR cannot check.
    fn unchecked(&self, field: &Field, bitfield: &str, index: usize) -> bool {
        field
            .bitfield(bitfield)
            .and_then(|b| b.values.get(index))
            .is_some_and(|v| unchecked_value(self.op, v))
    }

    /// One valid vector per legal combination but the base's (its first checkable values),
    /// named after them.
    fn combination_vectors(&mut self, base: &Assignment) {
        let vars = combination_vars(self.op);
        for (ri, (members, combinations)) in self.combination_rules().into_iter().enumerate() {
            for (ci, combination) in combinations.iter().enumerate() {
                let mut a = base.clone();
                let mut name = Vec::new();
                for (m, values) in members.iter().zip(&combination.values) {
                    let v = self.checkable_enum(m, values);
                    if let Val::Enum { name: value, .. } = &v {
                        name.push(format!("{}_{}", m.key, names::snake_case(value)));
                    }
                    Self::set(&mut a, |x| x == m, v);
                }
                // The raw operands whose own variable's type the combination excludes take a
                // variable of a type it allows.
                for (_, _, v) in vars.iter().filter(|(r, c, _)| (*r, *c) == (ri, ci)) {
                    let raw = Val::Raw(Some(Raw {
                        var: v.var,
                        offset: 0,
                    }));
                    Self::set(&mut a, |m| m.field == v.field, raw);
                }
                // The base already is one.
                if a != *base {
                    self.valid(&format!("combination_{}", name.join("_")), a);
                }
            }
        }
    }

    fn member_vectors(&mut self, base: &Assignment, m: &Member, field: &Field) {
        let is = |x: &Member| x == m;
        match &m.kind {
            MemberKind::ExecSize => self.exec_vectors(base),
            MemberKind::Predicate => {
                for (what, p) in [
                    (
                        "pred_p1",
                        Pred {
                            id: 1,
                            control: 0,
                            inverted: false,
                        },
                    ),
                    (
                        "pred_not_any",
                        Pred {
                            id: 1,
                            control: 1,
                            inverted: true,
                        },
                    ),
                    (
                        "pred_all_max_id",
                        Pred {
                            id: 4095,
                            control: 2,
                            inverted: false,
                        },
                    ),
                ] {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Predicate(Some(p)));
                    self.valid(what, a);
                }
                if field.constraints.required {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Predicate(None));
                    self.invalid("pred_none", a, "predicate_required", None);
                }
                for (what, id) in [("pred_id_zero", 0), ("pred_id_too_large", 4096)] {
                    let mut a = base.clone();
                    Self::set(
                        &mut a,
                        is,
                        Val::Predicate(Some(Pred {
                            id,
                            control: 0,
                            inverted: false,
                        })),
                    );
                    self.invalid(what, a, "predicate_id_out_of_range", None);
                }
            }
            MemberKind::Flag { bitfield } => self.flag_vectors(base, m, field, bitfield),
            MemberKind::Enum { bitfield, .. } => {
                let count = field.bitfield(bitfield).map_or(0, |b| b.values.len());
                for i in 0..count {
                    let v = enum_val(field, bitfield, i);
                    if base.iter().any(|(x, old)| x == m && old == &v) {
                        continue;
                    }
                    let Val::Enum { name, .. } = &v else { continue };
                    let what = format!("{}_{}", m.key, names::snake_case(name));
                    let mut a = base.clone();
                    Self::set(&mut a, is, v);
                    if excluded_enum(field, bitfield, i).is_some() {
                        self.invalid(&what, a, "value_not_allowed", Some(field.name.clone()));
                        continue;
                    }
                    // A value another field must follow: also valid with that field's first
                    // allowed value.
                    let (consistent, changed) = self.satisfying_value_requires(a.clone(), Some(m));
                    self.valid(&what, a);
                    if !changed.is_empty()
                        && !changed.iter().any(|(x, _)| x == m)
                        && self.broken_value_requires(&consistent).is_none()
                    {
                        let with: Vec<String> = changed
                            .iter()
                            .map(|(m, v)| format!("{}_{}", m.key, val_key(v)))
                            .collect();
                        self.valid(&format!("{what}_with_{}", with.join("_")), consistent);
                    }
                }
            }
            MemberKind::Channels { .. } => {
                for mask in [1u8, 2, 4, 8, 0xe] {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Channels(mask));
                    self.valid(
                        &format!(
                            "{}_{}",
                            m.key,
                            reference::channels(mask).to_ascii_lowercase()
                        ),
                        a,
                    );
                }
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Channels(0));
                self.invalid(
                    &format!("{}_zero", m.key),
                    a,
                    "channel_mask_zero",
                    Some(field.name.clone()),
                );
            }
            MemberKind::Int { bitfield, .. } | MemberKind::Reserved { bitfield, .. } => {
                let make = |v: Val| {
                    let mut a = base.clone();
                    Self::set(&mut a, is, v);
                    a
                };
                self.packed_int_vectors(&m.key, field, m, bitfield, make);
            }
            MemberKind::Value { .. } => {
                if let Some(r) = field.constraints.range {
                    for (what, v) in [("min", r.min), ("max", r.max)] {
                        let mut a = base.clone();
                        Self::set(&mut a, is, Val::Int(v));
                        self.valid(&format!("{}_{what}", m.key), a);
                    }
                }
                // A number the text prints with its sign (`+0x10`, `-0x4`): one of each.
                let signed_text = self
                    .op
                    .syntax
                    .op_text(&self.variant.name)
                    .into_iter()
                    .flat_map(|t| std::iter::once(&t.suffix).chain(&t.operands))
                    .flat_map(|t| t.printed())
                    .any(|p| p.field == field.name && p.form == NumberForm::SignedHex);
                if signed_text && field.constraints.range.is_none() {
                    for (what, v) in [("positive", 0x10), ("negative", -0x4)] {
                        let mut a = base.clone();
                        Self::set(&mut a, is, Val::Int(v));
                        self.valid(&format!("{}_{what}", m.key), a);
                    }
                }
                for e in &field.constraints.excluded {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Int(i64::from(e.value)));
                    self.invalid(
                        &format!("{}_{}", m.key, e.value),
                        a,
                        "index_not_allowed",
                        Some(field.name.clone()),
                    );
                }
            }
            MemberKind::Sampler => {
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Index(15));
                self.valid(&format!("{}_15", m.key), a);
            }
            MemberKind::Label { .. } => {
                // A kernel declares every label up to the largest id used, so ids stay small.
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Label(1));
                self.valid(&format!("{}_1", m.key), a);
            }
            MemberKind::Name { ty } => {
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Name(2));
                self.valid(&format!("{}_2", m.key), a);
                if let Some(bits) = ty.bits().filter(|b| *b < 32) {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Name(1 << bits));
                    self.invalid(
                        &format!("{}_too_large", m.key),
                        a,
                        "value_out_of_range",
                        Some(field.name.clone()),
                    );
                }
            }
            MemberKind::Surface => {
                let mut a = base.clone();
                // Any declared surface: IGC's reader crashes on an undeclared id, and a kernel
                // can declare at most 249 (T6..T254), so vectors stay with small ids.
                Self::set(&mut a, is, Val::Index(7));
                self.valid(&format!("{}_7", m.key), a);
                for e in &field.constraints.excluded {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Index(e.value as u8));
                    self.invalid(
                        &format!("{}_{}", m.key, e.value),
                        a,
                        "index_not_allowed",
                        Some(field.name.clone()),
                    );
                }
            }
            MemberKind::Raw { counted: false } => {
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Raw(Some(Raw { var: 0, offset: 0 })));
                // Invalid where a `NullOperand` rule wants a variable (`valid` sees to it).
                self.valid(&format!("{}_null", m.key), a);
                let mut a = base.clone();
                Self::set(
                    &mut a,
                    is,
                    Val::Raw(Some(Raw {
                        var: raw_var(self.op, field),
                        offset: 64,
                    })),
                );
                self.valid(&format!("{}_offset", m.key), a);
            }
            MemberKind::Raw { counted: true } => {}
            MemberKind::Vector => {
                let ops = self.operand_cases(field);
                for (what, o, error) in ops {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Vector(o));
                    match error {
                        None => {
                            let what = format!("{}_{what}", m.key);
                            // An operand another field wants 0: also valid with that field's
                            // first other value.
                            if let Some(other) = self.without_zero_operand_condition(&a) {
                                let (consistent, _) =
                                    self.satisfying_value_requires(other.1, Some(m));
                                if self.broken_value_requires(&consistent).is_none() {
                                    self.valid(&format!("{what}_with_{}", other.0), consistent);
                                }
                            }
                            self.valid(&what, a);
                        }
                        Some(e) => self.invalid(
                            &format!("{}_{what}", m.key),
                            a,
                            e,
                            Some(field.name.clone()),
                        ),
                    }
                }
            }
            MemberKind::Packed { .. } => {
                for pm in layout::packed_members(field) {
                    let bitfield = match &pm.kind {
                        MemberKind::Int { bitfield, .. }
                        | MemberKind::Reserved { bitfield, .. } => bitfield.clone(),
                        _ => continue,
                    };
                    let pis = |x: &Member| x == &pm;
                    let key = format!("{}_{}", m.key, pm.key);
                    let make = |v: Val| -> Assignment {
                        let mut a = base.clone();
                        if let Some((_, Val::Packed(Packed::Immediate(inner)))) =
                            a.iter_mut().find(|(x, _)| is(x))
                        {
                            Self::set(inner, pis, v);
                        }
                        a
                    };
                    self.packed_int_vectors(&key, field, &pm, &bitfield, make);
                }
                for (what, o, error) in self.operand_cases(field) {
                    // An immediate of the packed type is written by its bitfields (above); as a
                    // plain operand it is a second spelling of the same value, and rejected.
                    let packed_type = field
                        .constraints
                        .types
                        .first()
                        .map(|t| t.to_ascii_lowercase());
                    let (what, error) = match (&o, error) {
                        (Operand::Immediate { ty, .. }, None)
                            if Some(ty) == packed_type.as_ref() =>
                        {
                            (
                                "immediate_as_operand".to_owned(),
                                Some("packed_immediate_as_operand"),
                            )
                        }
                        _ => (what, error),
                    };
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Packed(Packed::Operand(o)));
                    match error {
                        None => self.valid(&format!("{}_{what}", m.key), a),
                        Some(e) => self.invalid(
                            &format!("{}_{what}", m.key),
                            a,
                            e,
                            Some(field.name.clone()),
                        ),
                    }
                }
            }
            MemberKind::ExecMask => {}
        }
    }

    /// Min/max (valid) and just outside (invalid) of an integer bitfield; one set bit of a
    /// reserved one.
    fn packed_int_vectors(
        &mut self,
        key: &str,
        field: &Field,
        m: &Member,
        bitfield: &str,
        make: impl Fn(Val) -> Assignment,
    ) {
        let Some(b) = field.bitfield(bitfield) else {
            return;
        };
        let name = format!("{}.{}", field.name, b.name);
        match &m.kind {
            MemberKind::Reserved { .. } => {
                self.invalid(
                    &format!("{key}_set"),
                    make(Val::Int(1)),
                    "reserved_bits_set",
                    Some(name),
                );
            }
            MemberKind::Int { signed, bits, .. } => {
                let (min, max) = match b.range {
                    Some(r) => (r.min, r.max),
                    None if *signed => (-(1i64 << (b.width() - 1)), (1i64 << (b.width() - 1)) - 1),
                    None => (0, (1i64 << b.width()) - 1),
                };
                self.valid(&format!("{key}_min"), make(Val::Int(min)));
                self.valid(&format!("{key}_max"), make(Val::Int(max)));
                let rust_bits = layout::uint_bits(*bits);
                let (lo, hi) = if *signed {
                    (-(1i64 << (rust_bits - 1)), (1i64 << (rust_bits - 1)) - 1)
                } else {
                    (0, (1i64 << rust_bits) - 1)
                };
                if min > lo {
                    self.invalid(
                        &format!("{key}_below_min"),
                        make(Val::Int(min - 1)),
                        "value_out_of_range",
                        Some(name.clone()),
                    );
                }
                if max < hi {
                    self.invalid(
                        &format!("{key}_above_max"),
                        make(Val::Int(max + 1)),
                        "value_out_of_range",
                        Some(name),
                    );
                }
            }
            _ => {}
        }
    }

    /// Operand cases for a vector field: each allowed class (valid), and each operand rule
    /// broken once (invalid).
    fn operand_cases(&self, field: &Field) -> Vec<(String, Operand, Option<&'static str>)> {
        let allowed = |c: OperandClass| allows(field, c);
        let types: Vec<String> = field
            .constraints
            .types
            .iter()
            .map(|t| t.to_ascii_lowercase())
            .collect();
        let imm_ty = layout::element_type(self.op, field);
        let var = vector_var(self.op, field);
        // A packed immediate keeps its reserved bits clear even when written as a plain operand.
        let reserved = field
            .bitfields
            .iter()
            .filter(|b| b.kind == BitfieldKind::Reserved)
            .fold(0, |m, b| m | b.mask());
        let immediate_max = field
            .constraints
            .immediate_max
            .map_or(type_max(&imm_ty), |max| max.min(type_max(&imm_ty)));
        let mut cases = Vec::new();
        let dst = field.destination;
        let region = default_region(field);
        let candidates = [
            (OperandClass::General, "general", general_with(var, region)),
            (
                OperandClass::Immediate,
                "immediate_max",
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: immediate_max & !reserved,
                },
            ),
            (
                OperandClass::Indirect,
                "indirect",
                Operand::Indirect {
                    addr: 0,
                    addr_offset: 0,
                    imm_offset: 0,
                    ty: imm_ty.clone(),
                    region,
                    modifier: 0,
                },
            ),
            (
                OperandClass::Address,
                "address",
                Operand::Address {
                    addr: 0,
                    offset: 0,
                    width: 1,
                },
            ),
            (
                OperandClass::Predicate,
                "predicate",
                Operand::Predicate { id: 1 },
            ),
            (
                OperandClass::State,
                "state",
                Operand::State {
                    class: 0,
                    id: 6,
                    offset: 0,
                },
            ),
        ];
        for (class, what, o) in candidates.iter().cloned() {
            if allowed(class) {
                cases.push((what.to_owned(), o, None));
            } else {
                cases.push((
                    format!("{what}_class"),
                    o,
                    Some("operand_class_not_allowed"),
                ));
            }
        }
        let has_exec_size = self.members.iter().any(|m| m.kind == MemberKind::ExecSize);
        if allowed(OperandClass::Address) && dst && has_exec_size {
            // A destination writes one address element per lane from its offset: from 16 on,
            // past the 16 an address variable has.
            cases.push((
                "address_offset_16".into(),
                Operand::Address {
                    addr: 0,
                    offset: 16,
                    width: 1,
                },
                Some("address_destination_too_wide"),
            ));
        }
        if allowed(OperandClass::Address) {
            // An address operand's width is an execution size (1, 2, 4, …, 32).
            cases.push((
                "address_width_3".into(),
                Operand::Address {
                    addr: 0,
                    offset: 0,
                    width: 3,
                },
                Some("address_width_not_encodable"),
            ));
        }
        if immediate_max < type_max(&imm_ty) && allowed(OperandClass::Immediate) {
            cases.push((
                "immediate_over_max".into(),
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: immediate_max + 1,
                },
                Some("value_out_of_range"),
            ));
        }
        if reserved != 0 && allowed(OperandClass::Immediate) {
            cases.push((
                "immediate_reserved_bits".into(),
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: reserved,
                },
                Some("reserved_bits_set"),
            ));
        }
        for t in types
            .iter()
            .skip(1)
            .filter(|_| allowed(OperandClass::Immediate))
        {
            cases.push((
                format!("immediate_{t}"),
                Operand::Immediate {
                    ty: t.clone(),
                    bits: 0,
                },
                None,
            ));
        }
        let address_of = self.op.syntax.address_of.contains(&field.name);
        if address_of && allowed(OperandClass::State) {
            // Printed as a byte offset of 8-byte elements (`&T6[16]`), a sampler as `&S0[8]`.
            cases.push((
                "state_offset_2".into(),
                Operand::State {
                    class: 0,
                    id: 6,
                    offset: 2,
                },
                None,
            ));
            cases.push((
                "sampler_offset_1".into(),
                Operand::State {
                    class: 1,
                    id: 0,
                    offset: 1,
                },
                None,
            ));
        }
        if allowed(OperandClass::General) && dst {
            self.destination_cases(field, &mut cases);
        } else if allowed(OperandClass::General) && address_of {
            self.address_of_cases(field, &mut cases);
        } else if allowed(OperandClass::General) {
            let scalar = field.ty == FieldType::Scalar;
            let wide = [8, 8, 1];
            let implied = field.constraints.implied_region.is_some();
            let modified = |modifier: u8| {
                general_offset(var, if scalar || implied { region } else { wide }, modifier)
            };
            // The Source Modifier property decides (arithmetic: abs/neg; logic: not; false:
            // none); without it, the arithmetic ones are allowed.
            let (negate, invert) = match self.op.source_modifier {
                None | Some(SourceModifier::Arithmetic) => (None, Some("modifier_not_allowed")),
                Some(SourceModifier::Logic) => (Some("modifier_not_allowed"), None),
                Some(SourceModifier::None) => {
                    (Some("modifier_not_allowed"), Some("modifier_not_allowed"))
                }
            };
            cases.push(("general_negated".into(), modified(2), negate));
            if self.op.source_modifier.is_some() {
                cases.push(("general_inverted".into(), modified(5), invert));
            }
            if scalar {
                cases.push((
                    "region_not_scalar".into(),
                    Operand::General {
                        var,
                        row: 0,
                        col: 0,
                        region: wide,
                        modifier: 0,
                    },
                    Some("region_not_scalar"),
                ));
            }
            if implied {
                // A scalar operand's other one-element region (the wide one is not scalar).
                let other = if scalar {
                    [1, 1, 0]
                } else if region == wide {
                    [0, 1, 0]
                } else {
                    wide
                };
                cases.push((
                    "region_not_implied".into(),
                    general_with(var, other),
                    Some("region_not_implied"),
                ));
            }
            cases.push((
                "region_width_3".into(),
                Operand::General {
                    var,
                    row: 0,
                    col: 0,
                    region: [0, 3, 0],
                    modifier: 0,
                },
                Some("region_not_encodable"),
            ));
            cases.push((
                "saturated_source".into(),
                Operand::General {
                    var,
                    row: 0,
                    col: 0,
                    region: [0, 1, 0],
                    modifier: 4,
                },
                Some("modifier_not_allowed"),
            ));
        }
        if allowed(OperandClass::Immediate) && !types.is_empty() {
            let wrong = ["ud", "f", "uw"]
                .into_iter()
                .find(|t| !types.iter().any(|x| x == t))
                .unwrap_or("d");
            cases.push((
                format!("immediate_{wrong}"),
                Operand::Immediate {
                    ty: wrong.to_owned(),
                    bits: 0,
                },
                Some("immediate_type_not_allowed"),
            ));
        }
        cases
    }

    /// The general-operand cases of a destination: a saturated one (valid where the Text
    /// syntax has `[.sat]`), a source modifier, a source region and a zero stride (invalid).
    fn destination_cases(
        &self,
        field: &Field,
        cases: &mut Vec<(String, Operand, Option<&'static str>)>,
    ) {
        let var = vector_var(self.op, field);
        let with = |region: [u8; 3], modifier: u8| general_offset(var, region, modifier);
        let in_text = self.op.syntax.saturate.as_deref() == Some(field.name.as_str());
        // "Only when type is float": IGC's verifier accepts `sat` on F and HF destinations
        // (not DF); with another element type the vector would be valid for `validate` (which
        // does not know declared types) and rejected by IGC, so there is none.
        let float = matches!(layout::element_type(self.op, field).as_str(), "f" | "hf");
        // `Some(error)`: a saturated vector with that error (none: valid); `None`: no vector.
        let saturated = match (in_text, self.op.saturation) {
            (true, Some(Saturation::Yes)) => Some(None),
            (true, Some(Saturation::FloatOnly)) if float => Some(None),
            (true, Some(Saturation::FloatOnly)) => None,
            _ => Some(Some("modifier_not_allowed")),
        };
        if let Some(error) = saturated {
            cases.push(("saturated".into(), with([0, 1, 1], 4), error));
        }
        for (what, region, modifier, error) in [
            ("stride_2", [0, 1, 2], 0, None),
            ("negated", [0, 1, 1], 2, Some("modifier_not_allowed")),
            (
                "source_region",
                [8, 8, 1],
                0,
                Some("destination_region_not_allowed"),
            ),
            (
                "stride_0",
                [0, 1, 0],
                0,
                Some("destination_region_not_allowed"),
            ),
        ] {
            cases.push((what.into(), with(region, modifier), error));
        }
    }

    /// The general-operand cases of an operand printed as an address (`&V101[40]`): an
    /// element past the first row (valid), and a modifier, a region other than `<0;1,0>` and
    /// an unencodable region (invalid; the text can carry neither).
    fn address_of_cases(
        &self,
        field: &Field,
        cases: &mut Vec<(String, Operand, Option<&'static str>)>,
    ) {
        let var = vector_var(self.op, field);
        let with = |region: [u8; 3], modifier: u8| general_offset(var, region, modifier);
        for (what, region, modifier, error) in [
            ("general_offset", [0, 1, 0], 0, None),
            (
                "general_negated",
                [0, 1, 0],
                2,
                Some("modifier_not_allowed"),
            ),
            ("region_not_scalar", [8, 8, 1], 0, Some("region_not_scalar")),
            ("region_width_3", [0, 3, 0], 0, Some("region_not_encodable")),
            (
                "saturated_source",
                [0, 1, 0],
                4,
                Some("modifier_not_allowed"),
            ),
        ] {
            cases.push((what.into(), with(region, modifier), error));
        }
    }

    fn exec_vectors(&mut self, base: &Assignment) {
        let sizes = layout::exec_sizes(self.op);
        for (lanes, code) in &sizes {
            let mut a = base.clone();
            Self::set_exec(&mut a, *lanes, *code);
            self.valid(&format!("simd{lanes}"), a);
        }
        // Every documented mask, at a size that allows it (reference §5.3), or rejected.
        let Some(exec_field) = self.op.field_with_role(Role::ExecSize) else {
            return;
        };
        let Some(b) = exec_field.bitfield_of_kind(BitfieldKind::ExecMask) else {
            return;
        };
        let least = exec_field.constraints.mask_lanes_at_least.unwrap_or(1);
        for v in &b.values {
            let ok_at = |lanes: u8| mask_allowed(lanes.max(least), v.code);
            let mut a = base.clone();
            Self::set_mask(&mut a, v);
            let what = format!("mask_{}", names::snake_case(&v.name));
            match sizes.iter().find(|(l, _)| ok_at(*l)) {
                Some((lanes, code)) => {
                    Self::set_exec(&mut a, *lanes, *code);
                    if v.code != 0 {
                        self.valid(&what, a);
                    }
                }
                None => {
                    let Some(&(lanes, code)) = sizes.first() else {
                        continue;
                    };
                    Self::set_exec(&mut a, lanes, code);
                    self.invalid(&what, a, "exec_mask_not_allowed", None);
                }
            }
        }
        if let Some((lanes, code)) = sizes.iter().find(|(l, _)| *l >= 8) {
            let bad = b.values.iter().find(|v| (v.code & 7) % 2 == 1);
            if let Some(v) = bad {
                let mut a = base.clone();
                Self::set_exec(&mut a, *lanes, *code);
                Self::set_mask(&mut a, v);
                let what = format!("simd{lanes}_mask_{}", names::snake_case(&v.name));
                if !self.out.iter().any(|x| {
                    x.name
                        .ends_with(&format!("_mask_{}", names::snake_case(&v.name)))
                        && !x.valid
                }) {
                    self.invalid(&what, a, "exec_mask_not_allowed", None);
                }
            }
        }
        // A mask whose channel offset runs past lane 32 (SIMD32 at M5).
        if let (Some(&(lanes, code)), Some(v)) = (
            sizes.iter().find(|(l, _)| *l == 32),
            b.values.iter().find(|v| v.code & 7 == 4),
        ) {
            let mut a = base.clone();
            Self::set_exec(&mut a, lanes, code);
            Self::set_mask(&mut a, v);
            self.invalid(
                &format!("simd32_mask_{}_past_lane_32", names::snake_case(&v.name)),
                a,
                "exec_mask_not_allowed",
                None,
            );
        }
        // Sizes other opcodes document but this one does not.
        for (lanes, code) in self
            .exec_sizes
            .iter()
            .filter(|(l, _)| !sizes.iter().any(|(x, _)| x == l))
        {
            let mut a = base.clone();
            Self::set_exec(&mut a, *lanes, *code);
            self.invalid(&format!("simd{lanes}"), a, "exec_size_not_allowed", None);
        }
    }

    fn flag_vectors(&mut self, base: &Assignment, m: &Member, field: &Field, bitfield: &str) {
        let is = |x: &Member| x == m;
        let rule = self.op.rules.iter().find_map(|r| {
            let Rule::FlagRestricted {
                field: f,
                bitfield: b,
                ops,
                exec_sizes,
                ..
            } = r
            else {
                return None;
            };
            (f == &field.name && b == bitfield).then_some((ops.clone(), exec_sizes.clone()))
        });
        let mut a = base.clone();
        Self::set(&mut a, is, Val::Flag(true));
        match rule {
            Some((ops, _)) if !ops.contains(&self.variant.name) => {
                self.invalid(
                    &format!("{}_set", m.key),
                    a,
                    "flag_not_allowed_for_op",
                    None,
                );
            }
            Some((_, sizes)) if !sizes.is_empty() => {
                let documented = layout::exec_sizes(self.op);
                if let Some((lanes, code)) = documented.iter().find(|(l, _)| sizes.contains(l)) {
                    Self::set_exec(&mut a, *lanes, *code);
                    self.valid(&format!("{}_set", m.key), a.clone());
                }
                // A size this opcode documents but the flag does not allow; failing that, a size
                // of another opcode (which this one rejects too, but the flag's rule comes
                // first in `validate`).
                let outside = documented
                    .iter()
                    .chain(self.exec_sizes)
                    .find(|(l, _)| !sizes.contains(l));
                if let Some((lanes, code)) = outside {
                    Self::set_exec(&mut a, *lanes, *code);
                    self.invalid(
                        &format!("{}_simd{lanes}", m.key),
                        a,
                        "flag_not_allowed_for_exec_size",
                        None,
                    );
                }
            }
            _ => self.valid(&format!("{}_set", m.key), a),
        }
    }

    fn param_vectors(&mut self, base: &Assignment) {
        let params: Vec<Member> = self
            .members
            .iter()
            .filter(|m| matches!(m.kind, MemberKind::Raw { counted: true }))
            .cloned()
            .collect();
        if params.is_empty() {
            return;
        }
        let (min, max) = self.param_range();
        // Each parameter in its own field's variable, declared with the field's type.
        let op = self.op;
        let with = |present: &dyn Fn(usize) -> bool| {
            let mut a = base.clone();
            let mut i = 0;
            for (m, v) in a.iter_mut() {
                if matches!(m.kind, MemberKind::Raw { counted: true }) {
                    let var = op.field(&m.field).map_or(0, |f| raw_var(op, f));
                    *v = Val::Raw(present(i).then_some(Raw { var, offset: 0 }));
                    i += 1;
                }
            }
            a
        };
        let n = params.len() as i64;
        if min <= n && min >= 1 {
            self.valid("params_min", with(&|i| (i as i64) < min));
        }
        if max.min(n) > min {
            self.valid("params_max", with(&|i| (i as i64) < max.min(n)));
        }
        if min >= 1 {
            self.invalid(
                "params_none",
                with(&|_| false),
                "param_count_out_of_range",
                None,
            );
        }
        if n > max {
            self.invalid(
                "params_too_many",
                with(&|_| true),
                "param_count_out_of_range",
                None,
            );
        }
        if params.len() >= 2 {
            self.invalid(
                "param_after_skipped",
                with(&|i| i != 0),
                "param_after_skipped",
                Some(params[1].field.clone()),
            );
        }
    }
}

/// Whether GenX_IR cannot check an instruction with enumerated value `v` (a
/// [`ReaderOmission::UncheckedSuffix`] names its spelling).
fn unchecked_value(op: &Opcode, v: &EnumValue) -> bool {
    let spelled = v.asm.as_ref().unwrap_or(&v.name);
    op.reader_omissions.iter().any(|o| {
        matches!(o, ReaderOmission::UncheckedSuffix { suffixes, .. } if suffixes.contains(spelled))
    })
}

/// The index of the base vector's value of `field.bitfield`: the first one no erratum excludes
/// and GenX_IR can check (so that the vectors varying other fields stay checkable), else the
/// first one no erratum excludes, else 0.
fn base_value(op: &Opcode, field: &Field, bitfield: &str) -> usize {
    let values = field.bitfield(bitfield).map_or(&[][..], |b| &b.values[..]);
    let allowed = |i: &usize| excluded_enum(field, bitfield, *i).is_none();
    (0..values.len())
        .filter(allowed)
        .find(|&i| !unchecked_value(op, &values[i]))
        .or_else(|| (0..values.len()).find(allowed))
        .unwrap_or(0)
}

/// A [`Rule::ValueRequires`] of a variant: the members holding its conditions' values with
/// the values, then the member holding the required value with the values allowed.
type RequiresRule<'a> = (Vec<(&'a Member, &'a ValueSet)>, &'a Member, &'a ValueSet);

/// A value as part of a vector name (`slm`, `simd1`).
fn val_key(v: &Val) -> String {
    match v {
        Val::Enum { name, .. } => names::snake_case(name),
        Val::ExecSize { lanes, .. } => format!("simd{lanes}"),
        _ => String::new(),
    }
}

/// The erratum's exclusion of the `index`th value of an enumerated bitfield, if any.
fn excluded_enum<'f>(field: &'f Field, bitfield: &str, index: usize) -> Option<&'f ExcludedValue> {
    let code = field.bitfield(bitfield)?.values.get(index)?.code;
    field
        .constraints
        .excluded
        .iter()
        .find(|e| u64::from(e.value) == code)
}

fn enum_val(field: &Field, bitfield: &str, index: usize) -> Val {
    let b = field.bitfield(bitfield);
    match b.and_then(|b| b.values.get(index)) {
        Some(v) => Val::Enum {
            name: v.name.clone(),
            code: v.code,
            asm: v.asm.clone().unwrap_or_else(|| v.name.clone()),
        },
        None => Val::Int(0),
    }
}

fn type_max(ty: &str) -> u64 {
    match ty {
        "ub" | "b" => 0xff,
        "uw" | "w" | "hf" | "bf" => 0xffff,
        "df" | "uq" | "q" => u64::MAX,
        _ => 0xffff_ffff,
    }
}

/// The length bits `[hi, lo]` of `field`'s immediate in `a` (None when it is no immediate).
fn descriptor_length(a: &Assignment, field: &str, bits: [u8; 2]) -> Option<u64> {
    let Some(Val::Vector(Operand::Immediate { bits: value, .. })) = val_of(a, field) else {
        return None;
    };
    Some((value >> bits[1]) & layout::length_bits_max(bits))
}

/// Whether the values `a` gives `members` are one of `combinations`.
fn combination_holds(a: &Assignment, members: &[Member], combinations: &[Combination]) -> bool {
    combinations.iter().any(|combination| {
        members.iter().zip(&combination.values).all(|(m, values)| {
            a.iter().any(|(x, v)| {
                x == m && matches!(v, Val::Enum { name, .. } if values.contains(name))
            })
        })
    })
}

/// The value of the member living in `field` (a whole-field member).
fn val_of<'a>(a: &'a Assignment, field: &str) -> Option<&'a Val> {
    a.iter().find(|(m, _)| m.field == field).map(|(_, v)| v)
}
