//! What is particular to each member kind in the interpreter: the checks of the member's own
//! value (the generated `validate`'s per-member checks, in `validate_body` and
//! the member checks of `emit/rust/member.rs`), and how its value reads from the crate's serde form.

use super::operand_rules as rules;
use super::serde_form::{self, FormError};
use super::validate::{lanes, Broken};
use super::{Assignment, Packed, Val};
use crate::layout::{self, Member, MemberKind};
use crate::model::*;
use crate::names;
use serde_yaml::Value;

/// The checks of member `m` (of `field`) holding `v`, in the generated `validate`'s order;
/// `a` is the whole assignment (the execution size some checks depend on).
pub(super) fn check(
    op: &Opcode,
    variant: &Variant,
    field: &Field,
    m: &Member,
    v: &Val,
    a: &Assignment,
) -> Result<(), Broken> {
    let name = field.name.as_str();
    if let Some(when) = &m.present {
        // Present exactly when its condition holds; its own checks apply when it is.
        let holds = super::val(a, |x| *x == when.member).is_some_and(|h| match h {
            Val::Flag(set) => *set,
            Val::Enum { name, .. } => when.values.contains(name),
            _ => false,
        });
        // An operand of one layout may also be left out under its condition (written as its
        // null value).
        let broken = if m.layout.is_some() {
            !holds && *v != Val::Absent
        } else {
            holds == (*v == Val::Absent)
        };
        if broken {
            return Err(Broken::at("operand_presence", name));
        }
    }
    match (&m.kind, v) {
        (MemberKind::ExecSize, Val::ExecSize { lanes, .. })
            if !layout::exec_sizes(op).iter().any(|(l, _)| l == lanes) =>
        {
            return Err(Broken::new("exec_size_not_allowed"));
        }
        (MemberKind::ExecMask, Val::ExecMask { code, .. }) => {
            // IGC widens the instruction: the wider size's masks apply.
            let least = field.constraints.mask_lanes_at_least.unwrap_or(1);
            let lanes = lanes(a).unwrap_or(1).max(least);
            if !rules::mask_allowed(lanes, *code) || (field.constraints.no_mask_only && *code < 8) {
                return Err(Broken::new("exec_mask_not_allowed"));
            }
        }
        (MemberKind::Predicate, Val::Predicate(p)) => match p {
            None if field.constraints.required => return Err(Broken::new("predicate_required")),
            Some(p) if p.id == 0 || p.id > 0x0fff => {
                return Err(Broken::new("predicate_id_out_of_range"))
            }
            _ => {}
        },
        (MemberKind::Flag { bitfield }, Val::Flag(true)) => {
            flag_rules(op, variant, field, bitfield, lanes(a).unwrap_or(1))?
        }
        (MemberKind::Channels { .. } | MemberKind::Int { .. } | MemberKind::Reserved { .. }, _) => {
            bitfield_check(field, m, v)?
        }
        (MemberKind::Value { .. }, Val::Int(i)) => {
            if let Some(r) = field.constraints.range {
                if *i < r.min || *i > r.max {
                    return Err(Broken::at("value_out_of_range", name));
                }
            }
            excluded_index(field, *i)?;
        }
        (MemberKind::Variable { .. }, Val::Variable(_, id)) => {
            if let Some(bits) = field.ty.bits().filter(|b| *b < 32) {
                if u64::from(*id) >= 1 << bits {
                    return Err(Broken::at("value_out_of_range", name));
                }
            }
        }
        (MemberKind::Name { ty }, Val::Name(n)) => {
            if let Some(bits) = ty.bits().filter(|b| *b < 32) {
                if u64::from(*n) >= 1 << bits {
                    return Err(Broken::at("value_out_of_range", name));
                }
            }
        }
        (MemberKind::Labels { min, max, .. }, Val::Labels(labels))
            if !(usize::from(*min)..=usize::from(*max)).contains(&labels.len()) =>
        {
            return Err(Broken::new("param_count_out_of_range"));
        }
        (MemberKind::Sampler | MemberKind::Surface, Val::Index(i)) => {
            excluded_index(field, i64::from(*i))?
        }
        (MemberKind::Vector, Val::Vector(o)) if field.destination => {
            // `[.sat]` in the Text syntax and a Saturation property.
            let saturate = op.syntax.saturate.as_deref() == Some(name) && op.saturation.is_some();
            let classes = &field.constraints.classes;
            // The documented classes first (the more precise message), then the
            // destination's own rules.
            if !classes.is_empty() {
                rules::check_class(name, o, classes)?;
            }
            rules::check_destination(name, o, saturate)?;
            let has_exec_size = a.iter().any(|(x, _)| x.kind == MemberKind::ExecSize);
            if has_exec_size && (classes.is_empty() || classes.contains(&OperandClass::Address)) {
                rules::check_address_destination(name, o, lanes(a).unwrap_or(1))?;
            }
            if !field.constraints.types.is_empty() {
                rules::check_immediate_type(name, o, &field.constraints.types)?;
            }
            if field.constraints.grf_aligned {
                rules::check_grf_aligned(name, o)?;
            }
        }
        (MemberKind::Vector, Val::Vector(o)) => {
            match op.source_modifier {
                Some(modifiers) => rules::check_source(name, o, source_modifiers(modifiers))?,
                None => rules::check(name, o)?,
            }
            if field.ty == FieldType::Scalar {
                rules::check_scalar_region(name, o)?;
            }
            if let Some(r) = &field.constraints.implied_region {
                rules::check_implied_region(name, o, [r.vstride, r.width, r.hstride])?;
            }
            if !field.constraints.classes.is_empty() {
                rules::check_class(name, o, &field.constraints.classes)?;
            }
            if op.syntax.address_of.contains(&field.name) {
                rules::check_address_of(name, o)?;
            }
            if !field.constraints.types.is_empty() {
                rules::check_immediate_type(name, o, &field.constraints.types)?;
            }
            if let Some(max) = field.constraints.immediate_max {
                rules::check_immediate_max(name, o, max)?;
            }
            if field.constraints.grf_aligned {
                rules::check_grf_aligned(name, o)?;
            }
        }
        (MemberKind::Raw { counted: false }, Val::Raw(Some(r)))
            if field.constraints.grf_aligned && r.offset % rules::MIN_GRF_BYTES != 0 =>
        {
            return Err(Broken::at("operand_not_grf_aligned", name));
        }
        (MemberKind::Raw { counted: false }, Val::Raw(Some(r)))
            if field.constraints.whole_variable && r.offset != 0 =>
        {
            return Err(Broken::at("operand_offset_not_zero", name));
        }
        (MemberKind::Packed { .. }, Val::Packed(p)) => check_packed(field, p)?,
        // Values an erratum excludes (LSC_UNTYPED's `invalid` codes).
        (MemberKind::Enum { .. }, Val::Enum { code, .. })
            if field
                .constraints
                .excluded
                .iter()
                .any(|e| u64::from(e.value) == *code) =>
        {
            return Err(Broken::at("value_not_allowed", name));
        }
        _ => {}
    }
    Ok(())
}

/// The modifier codes a Source Modifier property allows: arithmetic `(abs)`, `(-)`,
/// `(-abs)`; logic `(~)`; none.
fn source_modifiers(modifiers: SourceModifier) -> &'static [u8] {
    match modifiers {
        SourceModifier::None => &[],
        SourceModifier::Arithmetic => &[1, 2, 3],
        SourceModifier::Logic => &[5],
    }
}

/// A value the field's erratum excludes.
fn excluded_index(field: &Field, value: i64) -> Result<(), Broken> {
    if field
        .constraints
        .excluded
        .iter()
        .any(|e| i64::from(e.value) == value)
    {
        return Err(Broken::at("index_not_allowed", field.name.clone()));
    }
    Ok(())
}

/// The [`Rule::FlagRestricted`] rules of a set flag: allowed for some op variants only, or at
/// some execution sizes only.
fn flag_rules(
    op: &Opcode,
    variant: &Variant,
    field: &Field,
    bitfield: &str,
    lanes: u8,
) -> Result<(), Broken> {
    for rule in &op.rules {
        let Rule::FlagRestricted {
            field: f,
            bitfield: b,
            ops,
            exec_sizes,
            ..
        } = rule
        else {
            continue;
        };
        if f != &field.name || b != bitfield {
            continue;
        }
        if !ops.contains(&variant.name) {
            return Err(Broken::new("flag_not_allowed_for_op"));
        }
        if !exec_sizes.is_empty() && !exec_sizes.contains(&lanes) {
            return Err(Broken::new("flag_not_allowed_for_exec_size"));
        }
    }
    Ok(())
}

/// The checks of a bitfield member (of an instruction, or of a packed immediate): a channel
/// mask enables a channel, an integer is in its range, reserved bits are clear.
fn bitfield_check(field: &Field, m: &Member, v: &Val) -> Result<(), Broken> {
    let qualified = |bitfield: &str| format!("{}.{bitfield}", field.name);
    match (&m.kind, v) {
        (MemberKind::Channels { .. }, Val::Channels(0)) => {
            Err(Broken::at("channel_mask_zero", field.name.clone()))
        }
        (
            MemberKind::Int {
                bitfield,
                signed,
                bits,
            },
            Val::Int(i),
        ) => {
            let (min, max) = match field.bitfield(bitfield).and_then(|b| b.range) {
                Some(r) => (r.min, r.max),
                None if *signed => (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1),
                None => (0, (1i64 << bits) - 1),
            };
            if *i < min || *i > max {
                return Err(Broken::at("value_out_of_range", qualified(bitfield)));
            }
            Ok(())
        }
        (MemberKind::Reserved { bitfield, .. }, Val::Int(i)) if *i != 0 => {
            Err(Broken::at("reserved_bits_set", qualified(bitfield)))
        }
        _ => Ok(()),
    }
}

/// The checks of a packed operand (the runtime's `PackedOperand::check`): the immediate's
/// bitfields, or the operand's own checks, an immediate of the packed type neither setting
/// reserved bits nor being one the bitfields could write, the documented classes and types;
/// then a scalar field's region.
fn check_packed(field: &Field, p: &Packed) -> Result<(), Broken> {
    let name = field.name.as_str();
    let o = match p {
        Packed::Immediate(members) => {
            for (m, v) in members {
                bitfield_check(field, m, v)?;
            }
            return Ok(());
        }
        Packed::Operand(o) => o,
    };
    rules::check(name, o)?;
    if let super::Operand::Immediate { ty, bits } = o {
        if *ty == packed_type(field) {
            let reserved = field
                .bitfields
                .iter()
                .filter(|b| b.kind == BitfieldKind::Reserved)
                .fold(0, |m, b| m | b.mask());
            if bits & reserved != 0 {
                return Err(Broken::at("reserved_bits_set", name));
            }
            if bitfields_hold(field, *bits) {
                return Err(Broken::at("packed_immediate_as_operand", name));
            }
        }
    }
    if !field.constraints.classes.is_empty() {
        rules::check_class(name, o, &field.constraints.classes)?;
    }
    if !field.constraints.types.is_empty() {
        rules::check_immediate_type(name, o, &field.constraints.types)?;
    }
    if field.ty == FieldType::Scalar {
        rules::check_scalar_region(name, o)?;
    }
    Ok(())
}

/// The type of a packed field's immediates: its first "Must have type", else UD (lower case).
pub(super) fn packed_type(field: &Field) -> String {
    field
        .constraints
        .types
        .first()
        .map_or("ud".to_owned(), |t| t.to_ascii_lowercase())
}

/// Whether the packed immediate's bitfields can hold `bits` (the generated `from_bits`): no
/// bit outside every bitfield, and a known code in each enumerated one.
fn bitfields_hold(field: &Field, bits: u64) -> bool {
    let covered = field.bitfields.iter().fold(0, |m, b| m | b.mask());
    bits & !covered == 0
        && layout::packed_members(field).iter().all(|m| {
            let Some(b) = m.bitfield(field) else {
                return true;
            };
            let code = (bits >> b.lo) & ((1u64 << b.width()) - 1);
            match &m.kind {
                MemberKind::Enum { .. } | MemberKind::ExecSize | MemberKind::ExecMask => {
                    b.values.iter().any(|v| v.code == code)
                }
                _ => true,
            }
        })
}

/// The value of member `m` (of `field`) in the crate's serde form, `value` (`None` when the
/// member's key is absent: an optional member that is none, a flag that is clear).
/// `exec_masks` are the `(name, code)` of the crate's `ExecMask`.
/// The value of a member its variant's rules fix ([`layout::fixed_value`]): what an
/// instruction's serde form, which has no such member, means.
pub(super) fn fixed(value: &layout::FixedValue) -> Val {
    match value.value {
        Some(v) => enum_val(v),
        None => Val::Flag(value.code != 0),
    }
}

fn enum_val(v: &EnumValue) -> Val {
    Val::Enum {
        name: v.name.clone(),
        code: v.code,
        asm: v.asm.clone().unwrap_or_else(|| v.name.clone()),
    }
}

pub(super) fn parse<'f>(
    field: &'f Field,
    m: &Member,
    value: Option<&Value>,
    exec_masks: &[(String, u64)],
) -> Result<Val, FormError> {
    let error = |what: &str| FormError::new(&m.key, what, value);
    let absent = matches!(value, None | Some(Value::Null));
    let int = || {
        value
            .and_then(Value::as_i64)
            .ok_or_else(|| error("an integer"))
    };
    let named = |bitfield: Option<&'f Bitfield>| -> Result<&'f EnumValue, FormError> {
        let text = value
            .and_then(Value::as_str)
            .ok_or_else(|| error("a name"))?;
        bitfield
            .and_then(|b| b.values.iter().find(|v| names::camel_case(&v.name) == text))
            .ok_or_else(|| error("a documented value"))
    };
    Ok(match &m.kind {
        // A member of another layout than the interpreter's (12504.6's): not in its bytes or
        // text, and no rule of `validate` is about it (`check_layout` is the encoder's).
        _ if m.layout.is_some_and(|l| l != LayoutName::Igc2022) => Val::Absent,
        MemberKind::ExecSize => {
            let text = value
                .and_then(Value::as_str)
                .ok_or_else(|| error("SimdN"))?;
            let lanes: u8 = text
                .strip_prefix("Simd")
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| error("SimdN"))?;
            Val::ExecSize {
                lanes,
                code: u64::from(super::operand::size_code(lanes)),
            }
        }
        MemberKind::ExecMask => {
            let text = value
                .and_then(Value::as_str)
                .ok_or_else(|| error("a mask"))?;
            let (name, code) = exec_masks
                .iter()
                .find(|(name, _)| names::camel_case(name) == text)
                .ok_or_else(|| error("an execution mask"))?;
            Val::ExecMask {
                name: name.clone(),
                code: *code,
            }
        }
        MemberKind::Predicate if absent => Val::Predicate(None),
        MemberKind::Predicate => Val::Predicate(Some(
            serde_form::predicate(value).ok_or_else(|| error("a predicate"))?,
        )),
        MemberKind::Flag { .. } if absent => Val::Flag(false),
        MemberKind::Flag { .. } => Val::Flag(
            value
                .and_then(Value::as_bool)
                .ok_or_else(|| error("a bool"))?,
        ),
        MemberKind::Enum { bitfield, .. } => enum_val(named(field.bitfield(bitfield))?),
        MemberKind::Channels { .. } => {
            let text = value
                .and_then(Value::as_str)
                .ok_or_else(|| error("channels"))?;
            let mut mask = 0;
            for c in text.chars() {
                let bit = "RGBA".find(c).ok_or_else(|| error("RGBA letters"))?;
                mask |= 1 << bit;
            }
            Val::Channels(mask)
        }
        MemberKind::Int { .. } | MemberKind::Reserved { .. } | MemberKind::Value { .. } => {
            Val::Int(int()?)
        }
        MemberKind::Sampler | MemberKind::Surface => {
            Val::Index(int()?.try_into().map_err(|_| error("an index"))?)
        }
        MemberKind::Label { .. } => Val::Label(int()?.try_into().map_err(|_| error("a label"))?),
        MemberKind::Labels { .. } => Val::Labels(
            value
                .and_then(Value::as_sequence)
                .ok_or_else(|| error("a list of labels"))?
                .iter()
                .map(|l| l.as_u64().and_then(|l| u16::try_from(l).ok()))
                .collect::<Option<_>>()
                .ok_or_else(|| error("a list of labels"))?,
        ),
        MemberKind::Name { .. } => Val::Name(int()?.try_into().map_err(|_| error("a name id"))?),
        MemberKind::Raw { .. } | MemberKind::Vector if absent && m.present.is_some() => Val::Absent,
        MemberKind::Variable { .. } => {
            let map = value
                .and_then(Value::as_mapping)
                .filter(|map| map.len() == 1)
                .ok_or_else(|| error("a variable such as `{general: 33}`"))?;
            let (class, id) = map.iter().next().ok_or_else(|| error("a variable"))?;
            let (class, max) = match class.as_str() {
                Some("general") => (OperandClass::General, u64::from(u32::MAX)),
                Some("address") => (OperandClass::Address, u64::from(u16::MAX)),
                Some("predicate") => (OperandClass::Predicate, u64::from(u16::MAX)),
                _ => return Err(error("`general`, `address` or `predicate`")),
            };
            let id = id
                .as_u64()
                .filter(|id| *id <= max)
                .ok_or_else(|| error("a variable id"))?;
            Val::Variable(class, id as u32)
        }
        MemberKind::Raw { counted: true } if absent => Val::Raw(None),
        MemberKind::Raw { .. } => Val::Raw(Some(
            serde_form::raw(value).ok_or_else(|| error("a raw operand"))?,
        )),
        MemberKind::Vector => {
            Val::Vector(serde_form::operand(value).ok_or_else(|| error("a vector operand"))?)
        }
        MemberKind::Packed { .. } => {
            let map = value
                .and_then(Value::as_mapping)
                .ok_or_else(|| error("a packed operand"))?;
            if let Some(operand) = map.get("operand") {
                let o = serde_form::operand(Some(operand)).ok_or_else(|| error("an operand"))?;
                Val::Packed(Packed::Operand(o))
            } else {
                let bitfields = map
                    .get("immediate")
                    .and_then(Value::as_mapping)
                    .ok_or_else(|| error("immediate bitfields"))?;
                let members = layout::packed_members(field)
                    .into_iter()
                    .map(|pm| {
                        let v = parse(field, &pm, bitfields.get(pm.key.as_str()), exec_masks)?;
                        Ok((pm, v))
                    })
                    .collect::<Result<_, FormError>>()?;
                Val::Packed(Packed::Immediate(members))
            }
        }
    })
}
