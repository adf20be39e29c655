//! Consistency checks on the corrected model, run before anything is emitted: bitfields that
//! do not fit or overlap, values too wide for their bits, duplicate codes, two variants that
//! would encode the same bytes, syntax that names missing fields.

use crate::diag::Diagnostics;
use crate::model::*;
use std::collections::BTreeMap;

/// Checks one opcode, reporting every problem.
pub fn check(op: &Opcode, diag: &mut Diagnostics) {
    for field in &op.fields {
        check_field(field, diag);
    }
    check_variants(op, diag);
    check_param_table(op, diag);
    check_syntax(op, diag);
}

fn check_field(field: &Field, diag: &mut Diagnostics) {
    let width = field.packed_width();
    let mut used: u64 = 0;
    for b in &field.bitfields {
        if b.hi >= width {
            diag.error(
                b.line,
                format!(
                    "bitfield `{}.{}` Bit[{}..{}] does not fit the {width}-bit field",
                    field.name, b.name, b.hi, b.lo
                ),
            );
            continue;
        }
        if used & b.mask() != 0 {
            diag.error(
                b.line,
                format!(
                    "bitfield `{}.{}` overlaps another bitfield",
                    field.name, b.name
                ),
            );
        }
        used |= b.mask();
        let mut idents: BTreeMap<String, &str> = BTreeMap::new();
        for v in &b.values {
            let ident = crate::names::camel_case(&v.name);
            if ident.is_empty() {
                diag.error(
                    v.line,
                    format!(
                        "value `{}` of `{}.{}` has no letters or digits to name it by",
                        v.name, field.name, b.name
                    ),
                );
            } else if let Some(other) = idents.insert(ident.clone(), &v.name) {
                diag.error(
                    v.line,
                    format!(
                        "values `{other}` and `{}` of `{}.{}` both name `{ident}`",
                        v.name, field.name, b.name
                    ),
                );
            }
        }
        let max_code = (1u128 << b.width()) - 1;
        let mut codes: BTreeMap<u64, &str> = BTreeMap::new();
        for v in &b.values {
            if u128::from(v.code) > max_code {
                diag.error(
                    v.line,
                    format!(
                        "value `{}` = {:#x} does not fit the {} bits of `{}.{}`",
                        v.name,
                        v.code,
                        b.width(),
                        field.name,
                        b.name
                    ),
                );
            }
            if let Some(other) = codes.insert(v.code, &v.name) {
                diag.error(
                    v.line,
                    format!(
                        "values `{other}` and `{}` of `{}.{}` share code {:#x}",
                        v.name, field.name, b.name, v.code
                    ),
                );
            }
        }
        if let Some(r) = b.range {
            let (lo, hi) = if b.kind == BitfieldKind::Signed {
                (-(1i64 << (b.width() - 1)), (1i64 << (b.width() - 1)) - 1)
            } else {
                (0, (1i64 << b.width()) - 1)
            };
            if r.min < lo || r.max > hi {
                diag.error(
                    b.line,
                    format!(
                        "range [{}, {}] of `{}.{}` does not fit its {} bits",
                        r.min,
                        r.max,
                        field.name,
                        b.name,
                        b.width()
                    ),
                );
            }
        }
        if crate::names::snake_case(&b.name).is_empty() {
            diag.error(
                b.line,
                format!(
                    "bitfield `{}` of `{}` has no usable name",
                    b.name, field.name
                ),
            );
        }
        if b.kind == BitfieldKind::Enum && b.values.is_empty() {
            diag.error(
                b.line,
                format!(
                    "enumerated bitfield `{}.{}` has no values",
                    field.name, b.name
                ),
            );
        }
    }
    if field.role == Role::ExecSize {
        for kind in [BitfieldKind::ExecSize, BitfieldKind::ExecMask] {
            if field.bitfield_of_kind(kind).is_none() {
                diag.error(
                    field.line,
                    format!("`{}` lacks its {kind:?} bitfield", field.name),
                );
            }
        }
    }
    if let (Some(r), Some(bits)) = (field.constraints.range, field.ty.bits()) {
        if r.min < 0 || (bits < 64 && r.max >= 1i64 << bits) {
            diag.error(
                field.line,
                format!(
                    "range [{}, {}] of `{}` does not fit a {}",
                    r.min,
                    r.max,
                    field.name,
                    field.ty.doc_name()
                ),
            );
        }
    }
}

fn check_variants(op: &Opcode, diag: &mut Diagnostics) {
    let mut codes: BTreeMap<u64, &str> = BTreeMap::new();
    for v in &op.variants {
        if let Some(c) = &v.condition {
            if let Some(other) = codes.insert(c.code, &v.name) {
                diag.error(
                    v.line,
                    format!(
                        "ops `{other}` and `{}` would encode the same bytes (code {:#x})",
                        v.name, c.code
                    ),
                );
            }
        }
        for (i, s) in v.layout.iter().enumerate() {
            let Some(count) = &s.count else {
                continue;
            };
            // The one list the member kinds hold: label ids (`uw`) after a `ub` count.
            let element = op.field(&s.field);
            let counter = op.field(count);
            let counted_before = v.layout[..i].iter().any(|x| &x.field == count);
            let supported = element.is_some_and(|f| f.role == Role::Label && f.ty == FieldType::Uw)
                && counter.is_some_and(|c| c.role == Role::ListCount && c.ty == FieldType::Ub)
                && counted_before;
            if !supported {
                diag.error(
                    v.line,
                    format!(
                        "`{}` is a list, `{count}` long: only a list of `uw` label ids after its `ub` count can be held (`{}` is {}, `{count}` {})",
                        s.field,
                        s.field,
                        element.map_or("not described".to_owned(), |f| format!("a {} {:?}", f.ty.doc_name(), f.role)),
                        match counter {
                            Some(c) if counted_before => format!("a {}", c.ty.doc_name()),
                            Some(_) => "after it".to_owned(),
                            None => "not described".to_owned(),
                        }
                    ),
                );
            }
        }
        let counts = v
            .layout
            .iter()
            .filter(|s| {
                op.field(&s.field)
                    .is_some_and(|f| f.role == Role::ParamCount)
            })
            .count();
        if counts > 1 {
            diag.error(
                v.line,
                format!("op `{}` has {counts} parameter counts", v.name),
            );
        }
        for p in v.params(op) {
            if op.field(&p.field).is_some_and(|f| f.role != Role::Raw) {
                diag.error(
                    v.line,
                    format!(
                        "counted parameter `{}` of `{}` is not a raw operand",
                        p.field, v.name
                    ),
                );
            }
        }
    }
}

fn check_syntax(op: &Opcode, diag: &mut Diagnostics) {
    for flag in &op.syntax.unbound_flags {
        diag.unknown(0, format!("text flag `[.{flag}]` matches no single-bit field and no erratum binds it; it is not printed"));
    }
    for s in &op.syntax.suffixes {
        let Some(field) = op.field(&s.field) else {
            diag.error(0, format!("syntax names missing field `{}`", s.field));
            continue;
        };
        if let Some(b) = &s.bitfield {
            if field.bitfield(b).is_none() {
                diag.error(
                    0,
                    format!("syntax names missing bitfield `{}.{b}`", s.field),
                );
            }
        }
    }
    for o in &op.syntax.operands {
        if op.field(o).is_none() {
            diag.error(0, format!("syntax names missing field `{o}`"));
        }
    }
}

/// The Notes' parameter table against the Format tables: the same parameters, in order.
fn check_param_table(op: &Opcode, diag: &mut Diagnostics) {
    for row in &op.param_table {
        let Some(variant) = op
            .variants
            .iter()
            .find(|v| v.name.eq_ignore_ascii_case(&row.op))
        else {
            diag.warning(
                row.line,
                format!(
                    "the Notes table lists operation `{}`, which has no Format table",
                    row.op
                ),
            );
            continue;
        };
        let format: Vec<String> = variant
            .params(op)
            .iter()
            .map(|s| s.field.to_ascii_lowercase())
            .collect();
        let table: Vec<String> = row.params.iter().map(|p| p.to_ascii_lowercase()).collect();
        if format != table {
            diag.warning(
                row.line,
                format!(
                    "the Notes table gives `{}` the parameters [{}], its Format table [{}]; the Format is used",
                    row.op,
                    table.join(", "),
                    format.join(", ")
                ),
            );
        }
    }
}

/// Checks an opcode's place among the sub-opcode families (errors in `op.source`'s sink): a
/// family member's header, when the folder has one read without errors, gives the same opcode
/// byte; an opcode of its own does not take a family's byte.
pub fn family(families: &[Family], op: &Opcode, diag: &mut Diagnostics) {
    match &op.sub_opcode {
        Some(sub) => {
            if let Some(f) = families.iter().find(|f| f.name == sub.family) {
                if f.value != op.value {
                    diag.error(
                        0,
                        format!(
                            "{} is in family {} at {:#04x}, but {} gives the family {:#04x}",
                            op.name, sub.family, op.value, f.source, f.value
                        ),
                    );
                }
            }
        }
        None => {
            if let Some(f) = families.iter().find(|f| f.value == op.value) {
                diag.error(
                    0,
                    format!(
                        "{} has the opcode byte {:#04x} of family {} ({})",
                        op.name, op.value, f.name, f.source
                    ),
                );
            }
        }
    }
}
