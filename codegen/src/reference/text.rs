//! IGC's assembly text of an instruction.

use super::encode::packed_operand;
use super::operand::{surface_name, var_name, TextContext};
use super::{enum_value, val, Assignment, Operand, Val};
use crate::layout::MemberKind;
use crate::model::*;

/// Prints an assignment of `variant` in IGC's vISA assembly.
pub fn asm(op: &Opcode, variant: &Variant, a: &Assignment, context: &TextContext<'_>) -> String {
    let syntax = &op.syntax;
    if let Some(d) = &syntax.definition {
        // An instruction that places a label is the label's own text (`L3:`).
        if let Some(v) = val(a, |m| m.field == d.field) {
            if let Some(f) = op.field(&d.field) {
                return format!("{}{}{}", d.prefix, operand_text(f, v), d.suffix);
            }
        }
    }
    let op_text = syntax.op_text(&variant.name);
    let mut s = String::new();
    if syntax.predicate {
        if let Some(Val::Predicate(Some(p))) = val(a, |m| m.kind == MemberKind::Predicate) {
            let control = ["", ".any", ".all"][p.control as usize % 3];
            s.push_str(&format!(
                "({}P{}{control}) ",
                if p.inverted { "!" } else { "" },
                p.id
            ));
        }
    }
    // `{raw_send|raw_sendc}`: the mnemonic is the name of the bitfield's value.
    let from_value = syntax.mnemonic_from.as_ref().and_then(|from| {
        match enum_value(a, &from.field, from.bitfield.as_deref()?) {
            Some(Val::Enum { asm, .. }) => Some(asm.clone()),
            _ => None,
        }
    });
    match op_text.filter(|t| !t.mnemonic.is_empty()) {
        Some(t) => s.push_str(&template_text(&t.mnemonic.0, a)),
        None => s.push_str(from_value.as_deref().unwrap_or(&variant.mnemonic)),
    }
    if let Some(t) = op_text {
        s.push_str(&template_text(&t.suffix.0, a));
        if t.exec_size {
            s.push_str(&exec_text(a).unwrap_or_default());
        }
        for operand in &t.operands {
            s.push(' ');
            s.push_str(&template_text(&operand.0, a));
        }
        return s;
    }
    let flag_set = |suffix: &crate::model::Suffix| {
        a.iter().any(|(m, v)| {
            m.field == suffix.field
                && matches!(&m.kind, MemberKind::Flag { bitfield } if Some(bitfield) == suffix.bitfield.as_ref())
                && *v == Val::Flag(true)
        })
    };
    for (i, suffix) in syntax.suffixes.iter().enumerate() {
        if suffix.joined && suffix.flag.is_some() {
            // A run of flags after one `.` (RT_WRITE's `.<A><Z>`).
            if i == 0 || !syntax.suffixes[i - 1].joined {
                let run = syntax.suffixes[i..].iter().take_while(|x| x.joined);
                if run.clone().any(flag_set) {
                    s.push('.');
                }
            }
            if flag_set(suffix) {
                s.push_str(suffix.flag.as_deref().unwrap_or_default());
            }
            continue;
        }
        let found = a.iter().find(|(m, _)| {
            m.field == suffix.field
                && match (&suffix.bitfield, &m.kind) {
                    (None, _) => true,
                    (
                        Some(b),
                        MemberKind::Flag { bitfield }
                        | MemberKind::Enum { bitfield, .. }
                        | MemberKind::Channels { bitfield },
                    ) => b == bitfield,
                    _ => false,
                }
        });
        match (found.map(|(_, v)| v), &suffix.flag) {
            (Some(Val::Flag(true)), Some(flag)) => s.push_str(&format!(".{flag}")),
            (Some(Val::Channels(c)), None) => s.push_str(&format!(".{}", channels(*c))),
            // `[.16|.64]`: the default value prints no suffix.
            (Some(Val::Enum { name, .. }), None) if suffix.default.as_ref() == Some(name) => {}
            (Some(Val::Enum { asm, .. }), None) => s.push_str(&format!(".{asm}")),
            // A number: `.x<hex>` after a letter (BFN), else decimal.
            (Some(Val::Int(i)), None) => match &suffix.prefix {
                Some(prefix) => s.push_str(&format!(".{prefix}{i:x}")),
                None => s.push_str(&format!(".{i}")),
            },
            _ => {}
        }
    }
    // `.sat`: the saturation modifier of the destination the Text syntax's `[.sat]` names.
    if let Some(field) = syntax.saturate.as_deref() {
        let saturated = op.field(field).is_some_and(|f| f.destination)
            && matches!(val(a, |m| m.field == field), Some(Val::Vector(o)) if o.modifier() == 4);
        if saturated {
            s.push_str(".sat");
        }
    }
    let mut separator = syntax.exec_separator.clone();
    // GATHER: the mask and lane count of Num_elts, printed as an execution size.
    if let Some(from) = &syntax.exec_from {
        let value = |bitfield: &str| match enum_value(a, &from.field, bitfield) {
            Some(Val::Enum { asm, .. }) => Some(asm.clone()),
            _ => None,
        };
        if let (Some(mask), Some(lanes)) = (value(&from.mask), value(&from.size)) {
            s.push_str(&format!(" ({mask}, {lanes})"));
            separator = syntax.exec_separator.clone();
        }
    } else if syntax.exec_size {
        if let Some(exec) = exec_text(a) {
            s.push_str(&exec);
            separator = syntax.exec_separator.clone();
        }
    }
    // Each operand with whether it is parenthesized; a run of parenthesized operands shares one
    // pair of parentheses, its operands separated by `,`.
    let mut operands: Vec<(String, bool)> = Vec::new();
    for field in &syntax.operands {
        let Some(f) = op.field(field) else { continue };
        if let Some(v) = val(a, |m| &m.field == field).filter(|v| **v != Val::Absent) {
            let address_of = syntax.address_of.contains(field);
            let text = match (syntax.operand_form(field), v) {
                (Some(form), Val::Int(i)) => form.text(*i as u64),
                (Some(form), Val::Index(i)) => form.text(u64::from(*i)),
                (_, Val::Vector(o)) if address_of => o.asm_address_of(context),
                _ => operand_text(f, v),
            };
            let text = if syntax.quoted.contains(field) {
                format!("\"{text}\"")
            } else {
                text
            };
            // IGC's printOperand starts an operand field with a space, which shows inside
            // parentheses (`( 0x0:ud, 0x0:ud)`); a plain number is printed bare (`(1,1)`).
            let text = if syntax.parenthesized.contains(field) && f.ty.is_operand() {
                format!(" {text}")
            } else {
                text
            };
            operands.push((text, syntax.parenthesized.contains(field)));
        }
    }
    for (m, v) in a
        .iter()
        .filter(|(m, _)| matches!(m.kind, MemberKind::Raw { counted: true }))
    {
        if let (Some(f), Val::Raw(Some(_))) = (op.field(&m.field), v) {
            operands.push((operand_text(f, v), false));
        }
    }
    for (i, (o, inside)) in operands.iter().enumerate() {
        let previous_inside = i > 0 && operands[i - 1].1;
        match (inside, previous_inside) {
            // IGC prints `(1,1)` (MEDIA_ST): no space after the comma.
            (true, true) => s.push(','),
            (true, false) => {
                s.push_str(if i == 0 { &separator } else { " " });
                s.push('(');
            }
            (false, _) => s.push_str(if i == 0 { &separator } else { " " }),
        }
        s.push_str(o);
        if *inside && !matches!(operands.get(i + 1), Some((_, true))) {
            s.push(')');
        }
    }
    s
}

/// ` (<mask>, <lanes>)` of the execution size and mask members, when there are both.
fn exec_text(a: &Assignment) -> Option<String> {
    match (
        val(a, |m| m.kind == MemberKind::ExecSize),
        val(a, |m| m.kind == MemberKind::ExecMask),
    ) {
        (Some(Val::ExecSize { lanes, .. }), Some(Val::ExecMask { name, .. })) => {
            Some(format!(" ({name}, {lanes})"))
        }
        _ => None,
    }
}

/// The text of op-text pieces (erratum `lsc-untyped-text`) for the values of `a`.
fn template_text(pieces: &[TextPiece], a: &Assignment) -> String {
    let value = |field: &str| val(a, |m| m.named(field));
    let mut s = String::new();
    for piece in pieces {
        match piece {
            TextPiece::Text(t) => s.push_str(t),
            TextPiece::Field(f) => match (value(&f.field), f.form) {
                (Some(Val::Raw(Some(r))), _) if r.offset == 0 => s.push_str(&var_name(r.var)),
                (Some(Val::Raw(Some(r))), _) => {
                    s.push_str(&format!("{}.{}", var_name(r.var), r.offset))
                }
                (Some(Val::Vector(o)), _) => s.push_str(&o.asm_bare()),
                (Some(Val::Enum { name, asm, .. }), _) => {
                    s.push_str(f.spelling(name).unwrap_or(asm))
                }
                // A flag spells both its values (the errata check).
                (Some(Val::Flag(set)), _) => {
                    s.push_str(f.spelling(&set.to_string()).unwrap_or_default())
                }
                (Some(Val::Int(i)), NumberForm::Plain) => s.push_str(&i.to_string()),
                // Plain fields are at most 32 bits: a negative `d` prints its two's complement,
                // as the runtime's `{:X}` of an `i32` does.
                (Some(Val::Int(i)), NumberForm::Hex) => s.push_str(&format!("0x{:X}", *i as u32)),
                (Some(Val::Int(i)), NumberForm::Signed) => s.push_str(&format!("{i:+}")),
                (Some(Val::Int(i)), NumberForm::SignedHex) => s.push_str(&format!(
                    "{}0x{:X}",
                    if *i < 0 { '-' } else { '+' },
                    i.unsigned_abs()
                )),
                _ => {}
            },
            TextPiece::Optional(o) => {
                let holds = o.conditions.iter().all(|c| match value(&c.field) {
                    Some(Val::Enum { name, .. }) => c.values.contains(name),
                    Some(Val::Flag(set)) => c.values.contains(&set.to_string()),
                    Some(Val::Int(i)) => c.values.contains(&i.to_string()),
                    Some(Val::Raw(Some(raw))) => {
                        raw.var == 0 && c.values.iter().any(|v| v == NULL_VALUE)
                    }
                    // A vector operand: the immediate 0, or a variable by its name alone.
                    Some(Val::Vector(o)) => c.values.iter().any(|v| match o {
                        Operand::Immediate { bits, .. } => v == ZERO_VALUE && *bits == 0,
                        Operand::General { row, col, .. } => {
                            v == VARIABLE_VALUE && (*row, *col) == (0, 0)
                        }
                        _ => false,
                    }),
                    _ => false,
                });
                if holds == o.printed_when {
                    s.push_str(&template_text(&o.pieces, a));
                }
            }
        }
    }
    s
}

fn operand_text(field: &Field, v: &Val) -> String {
    match (field.role, v) {
        (Role::Sampler, Val::Index(i)) => format!("S{i}"),
        (Role::Surface, Val::Index(i)) => surface_name(*i),
        (Role::Label, Val::Label(i)) => format!("L{i}"),
        // IGC's printer: the labels in parentheses, separated by `, `.
        (Role::Label, Val::Labels(labels)) => format!(
            "({})",
            labels
                .iter()
                .map(|l| format!("L{l}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        (Role::Name, Val::Name(i)) => format!("fn{i}"),
        (_, Val::Variable(OperandClass::Address, id)) => format!("A{id}"),
        (_, Val::Variable(OperandClass::Predicate, id)) => format!("P{id}"),
        (_, Val::Variable(_, id)) => var_name(*id),
        (_, Val::Raw(Some(r))) => format!("{}.{}", var_name(r.var), r.offset),
        (_, Val::Vector(o)) if field.destination => o.asm_destination(),
        (_, Val::Vector(o)) if field.constraints.implied_region.is_some() => o.asm_unregioned(),
        (_, Val::Vector(o)) => o.asm(),
        (_, Val::Packed(p)) => packed_operand(field, p).asm(),
        (_, Val::Int(i)) => i.to_string(),
        // An enumerated operand (OWORD_LD's Size) prints its value's spelling.
        (_, Val::Enum { asm, .. }) => asm.clone(),
        _ => String::new(),
    }
}

/// `RGBA`-style letters of a channel mask.
pub fn channels(mask: u8) -> String {
    "RGBA"
        .chars()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect()
}
