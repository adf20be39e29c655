//! The crate's serde form of an instruction (`serde_yaml` with singleton maps): what a
//! vector's `fields` holds, and what an instruction of the generated code serializes to.
//! [`fields`] writes it; [`assignment`] reads it back, for the members of a variant. A member
//! the variant's rules fix to one value ([`layout::fixed_value`]) is in the form only when it
//! has another (an invalid vector: no instruction type holds it).

use super::text::channels;
use super::{members, Assignment, Operand, Packed, Pred, Raw, Val};
use crate::layout;
use crate::model::{Model, Opcode, OperandClass, Variant};
use crate::names;
use serde_yaml::{Mapping, Value};
use std::fmt;

/// A serde form that is not an instruction of the variant: the member and what was expected.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FormError {
    /// The member's serde key.
    pub member: String,
    /// What the member's value should have been.
    pub expected: String,
    /// The value found, as YAML (empty when absent).
    pub found: String,
}

impl FormError {
    pub(super) fn new(member: &str, expected: &str, found: Option<&Value>) -> Self {
        FormError {
            member: member.to_owned(),
            expected: expected.to_owned(),
            found: found
                .and_then(|v| serde_yaml::to_string(v).ok())
                .map_or_else(String::new, |s| s.trim_end().to_owned()),
        }
    }
}

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: expected {}", self.member, self.expected)?;
        if self.found.is_empty() {
            f.write_str(", found nothing")
        } else {
            write!(f, ", found {}", self.found)
        }
    }
}

impl std::error::Error for FormError {}

/// The assignment of `variant` (of `op`, in `model`) an instruction's serde form `fields` (a
/// mapping of member keys) gives: every member of the variant, in member order. The model gives
/// the execution masks the crate's `ExecMask` has (all the model's), which an instruction may
/// hold whether or not its opcode documents them.
///
/// # Errors
///
/// A [`FormError`] for a member whose value is not one of its kind, or a key no member has.
pub fn assignment(
    model: &Model,
    op: &Opcode,
    variant: &Variant,
    fields: &Value,
) -> Result<Assignment, FormError> {
    let map = fields
        .as_mapping()
        .ok_or_else(|| FormError::new("fields", "a mapping", Some(fields)))?;
    let exec_masks = layout::all_exec_masks(model);
    let members = layout::members(op, variant);
    if let Some((key, _)) = map
        .iter()
        .find(|(k, _)| !members.iter().any(|m| k.as_str() == Some(m.key.as_str())))
    {
        let key = key.as_str().unwrap_or("?");
        return Err(FormError::new(key, "a member of the variant", None));
    }
    members
        .into_iter()
        .map(|m| {
            let field = op
                .field(&m.field)
                .expect("members come from described fields");
            let value = map.get(m.key.as_str());
            // A member the variant's rules fix is left out of the form: it has that value.
            let v = match layout::fixed_value(op, variant, &m) {
                Some(fixed) if value.is_none() => members::fixed(&fixed),
                _ => members::parse(field, &m, value, &exec_masks)?,
            };
            Ok((m, v))
        })
        .collect()
}

fn get<'v>(map: &'v Mapping, key: &str) -> Option<&'v Value> {
    map.get(key)
}

fn number<T: TryFrom<i64>>(map: &Mapping, key: &str) -> Option<T> {
    get(map, key)?.as_i64()?.try_into().ok()
}

/// A predicate `{id, control, inverted}` (control `none` and not inverted when left out).
pub(super) fn predicate(v: Option<&Value>) -> Option<Pred> {
    let map = v?.as_mapping()?;
    let control = match get(map, "control").map(Value::as_str) {
        None | Some(Some("none")) => 0,
        Some(Some("any")) => 1,
        Some(Some("all")) => 2,
        _ => return None,
    };
    Some(Pred {
        id: number(map, "id")?,
        control,
        inverted: get(map, "inverted").map_or(Some(false), Value::as_bool)?,
    })
}

/// A raw operand `{var, offset}`.
pub(super) fn raw(v: Option<&Value>) -> Option<Raw> {
    let map = v?.as_mapping()?;
    Some(Raw {
        var: number(map, "var")?,
        offset: number(map, "offset")?,
    })
}

fn region_of(map: &Mapping) -> Option<[u8; 3]> {
    let r = get(map, "region")?.as_mapping()?;
    Some([
        number(r, "vstride")?,
        number(r, "width")?,
        number(r, "hstride")?,
    ])
}

/// A modifier (none when left out).
fn modifier_of(map: &Mapping) -> Option<u8> {
    match get(map, "modifier") {
        None => Some(0),
        Some(m) => MODIFIERS
            .iter()
            .position(|x| Some(*x) == m.as_str())
            .map(|i| i as u8),
    }
}

fn type_of(map: &Mapping) -> Option<String> {
    let ty = get(map, "ty")?.as_str()?;
    super::TYPE_CODES.contains(&ty).then(|| ty.to_owned())
}

/// A vector operand `{class: {…}}`.
pub(super) fn operand(v: Option<&Value>) -> Option<Operand> {
    let (tag, body) = v?.as_mapping()?.iter().next()?;
    let b = body.as_mapping()?;
    Some(match tag.as_str()? {
        "general" => Operand::General {
            var: number(b, "var")?,
            row: number(b, "row")?,
            col: number(b, "col")?,
            region: region_of(b)?,
            modifier: modifier_of(b)?,
        },
        "address" => Operand::Address {
            addr: number(b, "addr")?,
            offset: number(b, "offset")?,
            width: number(b, "width")?,
        },
        "predicate" => Operand::Predicate {
            id: number(b, "id")?,
        },
        "indirect" => Operand::Indirect {
            addr: number(b, "addr")?,
            addr_offset: number(b, "addr_offset")?,
            imm_offset: number(b, "imm_offset")?,
            ty: type_of(b)?,
            region: region_of(b)?,
            modifier: modifier_of(b)?,
        },
        "immediate" => Operand::Immediate {
            ty: type_of(b)?,
            bits: get(b, "bits")?.as_u64()?,
        },
        "state" => Operand::State {
            class: match get(b, "class")?.as_str()? {
                "surface" => 0,
                "sampler" => 1,
                _ => return None,
            },
            id: number(b, "id")?,
            offset: number(b, "offset")?,
        },
        _ => return None,
    })
}

/// An assignment of `variant` in the crate's serde form (a vector's `fields`): each member by
/// its key, members that are none or a clear flag left out, and those the variant's rules fix
/// ([`layout::fixed_value`]) when they have that value (its type has no such member).
pub fn fields(op: &Opcode, variant: &Variant, a: &Assignment) -> Value {
    let mut map = Mapping::new();
    for (m, v) in a {
        let fixed = layout::fixed_value(op, variant, m).map(|f| members::fixed(&f));
        if fixed.as_ref() == Some(v) {
            continue;
        }
        if let Some(value) = value_of(v) {
            map.insert(Value::from(m.key.clone()), value);
        }
    }
    Value::Mapping(map)
}

fn obj(pairs: &[(&str, Value)]) -> Value {
    let mut map = Mapping::new();
    for (k, v) in pairs {
        map.insert(Value::from(*k), v.clone());
    }
    Value::Mapping(map)
}

fn region(r: [u8; 3]) -> Value {
    obj(&[
        ("vstride", r[0].into()),
        ("width", r[1].into()),
        ("hstride", r[2].into()),
    ])
}

/// The serde names of the modifier codes.
const MODIFIERS: [&str; 6] = ["none", "abs", "neg", "neg_abs", "sat", "not"];

fn operand_value(o: &Operand) -> Value {
    let (tag, body) = match o {
        Operand::General {
            var,
            row,
            col,
            region: r,
            modifier,
        } => (
            "general",
            obj(&[
                ("var", (*var).into()),
                ("row", (*row).into()),
                ("col", (*col).into()),
                ("region", region(*r)),
                ("modifier", MODIFIERS[*modifier as usize].into()),
            ]),
        ),
        Operand::Address {
            addr,
            offset,
            width,
        } => (
            "address",
            obj(&[
                ("addr", (*addr).into()),
                ("offset", (*offset).into()),
                ("width", (*width).into()),
            ]),
        ),
        Operand::Predicate { id } => ("predicate", obj(&[("id", (*id).into())])),
        Operand::Indirect {
            addr,
            addr_offset,
            imm_offset,
            ty,
            region: r,
            modifier,
        } => (
            "indirect",
            obj(&[
                ("addr", (*addr).into()),
                ("addr_offset", (*addr_offset).into()),
                ("imm_offset", (*imm_offset).into()),
                ("ty", ty.as_str().into()),
                ("region", region(*r)),
                ("modifier", MODIFIERS[*modifier as usize].into()),
            ]),
        ),
        Operand::Immediate { ty, bits } => (
            "immediate",
            obj(&[("ty", ty.as_str().into()), ("bits", (*bits).into())]),
        ),
        Operand::State { class, id, offset } => (
            "state",
            obj(&[
                (
                    "class",
                    if *class == 0 { "surface" } else { "sampler" }.into(),
                ),
                ("id", (*id).into()),
                ("offset", (*offset).into()),
            ]),
        ),
    };
    obj(&[(tag, body)])
}

/// A value's serde form; `None` for a value the form leaves out.
fn value_of(v: &Val) -> Option<Value> {
    Some(match v {
        Val::ExecSize { lanes, .. } => format!("Simd{lanes}").into(),
        Val::ExecMask { name, .. } => names::camel_case(name).into(),
        Val::Predicate(None) | Val::Raw(None) | Val::Flag(false) | Val::Absent => return None,
        Val::Predicate(Some(p)) => obj(&[
            ("id", p.id.into()),
            (
                "control",
                ["none", "any", "all"][p.control as usize % 3].into(),
            ),
            ("inverted", p.inverted.into()),
        ]),
        Val::Flag(true) => true.into(),
        Val::Enum { name, .. } => names::camel_case(name).into(),
        Val::Channels(c) => channels(*c).into(),
        Val::Int(i) => (*i).into(),
        Val::Index(i) => (*i).into(),
        Val::Label(i) => (*i).into(),
        Val::Labels(labels) => Value::Sequence(labels.iter().map(|l| (*l).into()).collect()),
        Val::Name(i) => (*i).into(),
        Val::Variable(class, id) => obj(&[(
            match class {
                OperandClass::Address => "address",
                OperandClass::Predicate => "predicate",
                _ => "general",
            },
            (*id).into(),
        )]),
        Val::Raw(Some(r)) => obj(&[("var", r.var.into()), ("offset", r.offset.into())]),
        Val::Vector(o) => operand_value(o),
        Val::Packed(Packed::Operand(o)) => obj(&[("operand", operand_value(o))]),
        Val::Packed(Packed::Immediate(members)) => {
            let mut map = Mapping::new();
            for (m, v) in members {
                if let Some(value) = value_of(v) {
                    map.insert(Value::from(m.key.clone()), value);
                }
            }
            obj(&[("immediate", Value::Mapping(map))])
        }
    })
}
