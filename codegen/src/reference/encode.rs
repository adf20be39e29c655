//! The bytes of an instruction, field by field in Format order.

use super::{val, Assignment, Operand, Packed, Raw, Val};
use crate::layout::{Member, MemberKind};
use crate::model::*;

/// The bits a member contributes to its field.
fn member_bits(field: &Field, m: &Member, v: &Val) -> u64 {
    let Some(b) = m.bitfield(field) else { return 0 };
    let raw = match v {
        Val::ExecSize { code, .. } | Val::ExecMask { code, .. } | Val::Enum { code, .. } => *code,
        Val::Flag(f) => u64::from(*f),
        Val::Channels(c) => u64::from(*c),
        Val::Int(i) => *i as u64,
        _ => 0,
    };
    (raw & ((1u64 << b.width()) - 1)) << b.lo
}

/// The bits of `field` giving a variable's class `c`, when `class` is a bitfield of `field`.
fn variable_class_bits(field: &Field, class: &EnumMember, c: OperandClass) -> u64 {
    let Some(b) = field
        .bitfield(&class.bitfield)
        .filter(|_| class.field == field.name)
    else {
        return 0;
    };
    let name = match c {
        OperandClass::Address => "address",
        OperandClass::Predicate => "predicate",
        _ => "general",
    };
    b.values
        .iter()
        .find(|v| v.name == name)
        .map_or(0, |v| v.code << b.lo)
}

fn put(out: &mut Vec<u8>, ty: FieldType, v: u64) {
    match ty {
        FieldType::Ub => out.push(v as u8),
        FieldType::Uw => out.extend((v as u16).to_le_bytes()),
        _ => out.extend((v as u32).to_le_bytes()),
    }
}

/// The packed immediate of a packed operand, as a plain operand.
pub fn packed_operand(field: &Field, p: &Packed) -> Operand {
    match p {
        Packed::Operand(o) => o.clone(),
        Packed::Immediate(members) => {
            let bits = members
                .iter()
                .map(|(m, v)| member_bits(field, m, v))
                .fold(0, |a, b| a | b);
            let ty = field
                .constraints
                .types
                .first()
                .map_or("ud".to_owned(), |t| t.to_ascii_lowercase());
            Operand::Immediate { ty, bits }
        }
    }
}

/// Encodes an assignment of `variant` following the Format.
pub fn encode(op: &Opcode, variant: &Variant, a: &Assignment) -> Vec<u8> {
    let mut out = vec![op.value];
    out.extend(op.sub_opcode.as_ref().map(|s| s.value));
    let params: Vec<&Raw> = a
        .iter()
        .filter(|(m, _)| matches!(m.kind, MemberKind::Raw { counted: true }))
        .filter_map(|(_, v)| match v {
            Val::Raw(Some(r)) => Some(r),
            _ => None,
        })
        .collect();
    for slot in &variant.layout {
        // The interpreter writes the default layout, IGC 12504.6's.
        let Some(field) = op.field(&slot.field).filter(|f| {
            f.constraints
                .in_layout
                .map_or(true, |l| l == LayoutName::Igc2022)
        }) else {
            continue;
        };
        let own = |m: &Member| m.field == field.name;
        match field.role {
            Role::ExecSize | Role::SubOp | Role::Bits => {
                let mut bits: u64 = a
                    .iter()
                    .filter(|(m, _)| own(m))
                    .map(|(m, v)| member_bits(field, m, v))
                    .fold(0, |x, y| x | y);
                if let Some(c) = variant.condition.as_ref().filter(|c| c.field == field.name) {
                    bits |= c.code << field.bitfield(&c.bitfield).map_or(0, |b| b.lo);
                }
                // The class bits of a variable another field holds.
                for (m, v) in a {
                    if let (MemberKind::Variable { class }, Val::Variable(c, _)) = (&m.kind, v) {
                        bits |= variable_class_bits(field, class, *c);
                    }
                }
                put(&mut out, field.ty, bits);
            }
            Role::Predicate => {
                let bits = match val(a, |m| m.kind == MemberKind::Predicate) {
                    Some(Val::Predicate(Some(p))) => {
                        u64::from(p.id & 0xfff)
                            | u64::from(p.control) << 13
                            | u64::from(p.inverted) << 15
                    }
                    _ => 0,
                };
                put(&mut out, field.ty, bits);
            }
            Role::ListCount => {
                let list = val(
                    a,
                    |m| matches!(&m.kind, MemberKind::Labels { count, .. } if *count == field.name),
                );
                if let Some(Val::Labels(labels)) = list {
                    put(&mut out, field.ty, labels.len() as u64);
                }
            }
            Role::Label if matches!(val(a, own), Some(Val::Labels(_))) => {
                if let Some(Val::Labels(labels)) = val(a, own) {
                    for l in labels {
                        put(&mut out, field.ty, u64::from(*l));
                    }
                }
            }
            Role::Variable => {
                if let Some(Val::Variable(_, id)) = val(a, own) {
                    put(&mut out, field.ty, u64::from(*id));
                }
            }
            Role::Sampler | Role::Surface | Role::Value | Role::Label | Role::Name => {
                let v = match val(a, own) {
                    Some(Val::Index(i)) => u64::from(*i),
                    Some(Val::Label(i)) => u64::from(*i),
                    Some(Val::Name(i)) => u64::from(*i),
                    Some(Val::Int(i)) => *i as u64,
                    _ => 0,
                };
                put(&mut out, field.ty, v);
            }
            Role::ParamCount => put(&mut out, field.ty, params.len() as u64),
            Role::Raw => {
                if let Some(Val::Raw(Some(r))) = val(a, own) {
                    out.extend(r.var.to_le_bytes());
                    out.extend(r.offset.to_le_bytes());
                }
            }
            Role::Vector => match val(a, own) {
                Some(Val::Vector(o)) if field.destination => o.encode_destination(&mut out),
                Some(Val::Vector(o)) => o.encode(&mut out),
                Some(Val::Packed(p)) => packed_operand(field, p).encode(&mut out),
                // An operand of one layout, absent: its bytes are `%null(0,0)<0;1,0>`.
                _ if field.constraints.in_layout.is_some() => Operand::General {
                    var: 0,
                    row: 0,
                    col: 0,
                    region: [0, 1, 0],
                    modifier: 0,
                }
                .encode(&mut out),
                _ => {}
            },
        }
    }
    out
}
