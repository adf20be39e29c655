//! What is particular to each member kind: its value in the base instruction, and the vectors
//! that vary it (ranges, enumerated values, masks, predicates, operands, parameters).

use super::consistent::{base_enum_index, enum_val, excluded_enum, val_key};
use super::{raw_var, Generator};
use crate::layout::{self, Member, MemberKind};
use crate::model::*;
use crate::names;
use crate::reference::{self, Assignment, Operand, Packed, Pred, Raw, Val};

/// A packed immediate's value in the base instruction: each bitfield at zero, an enumerated
/// one at its first value an erratum does not exclude.
pub(super) fn base_packed(op: &Opcode, field: &Field) -> Packed {
    Packed::Immediate(
        layout::packed_members(field)
            .into_iter()
            .map(|pm| {
                let v = match &pm.kind {
                    MemberKind::Enum { bitfield, .. } => {
                        enum_val(field, bitfield, base_enum_index(op, field, bitfield))
                    }
                    _ => Val::Int(0),
                };
                (pm, v)
            })
            .collect(),
    )
}

impl Generator<'_> {
    /// The valid instruction every other vector is a change of.
    pub(super) fn base(&self) -> Assignment {
        let raw = |field: &Field| Raw {
            var: raw_var(self.op, field),
            offset: 0,
        };
        let max_params = self.param_range().1;
        let mut counted = 0i64;
        let a: Assignment = self
            .members
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
                    MemberKind::ExecMask if field.constraints.no_mask_only => {
                        self.mask("M1_NM").unwrap_or(Val::ExecMask {
                            name: "M1_NM".into(),
                            code: 8,
                        })
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
                        enum_val(field, bitfield, base_enum_index(self.op, field, bitfield))
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
                    // The shortest list the count allows.
                    MemberKind::Labels { min, .. } => Val::Labels(vec![0; usize::from(*min)]),
                    // String 0 is the kernel name; names are declared from 1.
                    MemberKind::Name { .. } => Val::Name(1),
                    // A declared general variable.
                    MemberKind::Variable { .. } => {
                        Val::Variable(OperandClass::General, raw_var(self.op, field))
                    }
                    MemberKind::Raw { counted: true } => {
                        counted += 1;
                        Val::Raw((counted <= max_params).then(|| raw(field)))
                    }
                    MemberKind::Raw { counted: false } => Val::Raw(Some(raw(field))),
                    MemberKind::Vector => Val::Vector(self.default_operand(field)),
                    MemberKind::Packed { .. } => Val::Packed(base_packed(self.op, field)),
                };
                (m.clone(), v)
            })
            .collect();
        // An operand present only under a condition: left out unless it holds.
        a.iter()
            .map(|(m, v)| {
                let v = if self.presence_holds(&a, m) {
                    v.clone()
                } else {
                    Val::Absent
                };
                (m.clone(), v)
            })
            .collect()
    }

    /// Whether the condition of `m`'s presence holds in `a`.
    pub(super) fn presence_holds(&self, a: &Assignment, m: &Member) -> bool {
        // The vectors are in the default layout, 12504.6's.
        if m.layout.is_some_and(|l| l != LayoutName::Igc2022) {
            return false;
        }
        let Some(when) = &m.present else {
            return true;
        };
        a.iter()
            .find(|(x, _)| *x == when.member)
            .is_some_and(|(_, v)| match v {
                Val::Flag(set) => *set,
                Val::Enum { name, .. } => when.values.contains(name),
                _ => false,
            })
    }

    /// The value an operand present only under a condition has when it is there.
    fn present_value(&self, m: &Member) -> Val {
        let field = self.field(m);
        match m.kind {
            MemberKind::Vector => Val::Vector(self.default_operand(field)),
            _ => Val::Raw(Some(Raw {
                var: raw_var(self.op, field),
                offset: 0,
            })),
        }
    }

    /// `a` with every operand present only under a condition there exactly when it holds: a
    /// vector that gives such an operand a value of its own (not its base value) sets its
    /// condition (the flag, or the first value under which it is present); one that changes
    /// the condition adds or leaves out the operand.
    pub(super) fn presence_consistent(&self, mut a: Assignment) -> Assignment {
        let members: Vec<Member> = self
            .members
            .iter()
            .filter(|m| m.present.is_some())
            .cloned()
            .collect();
        if members.is_empty() {
            return a;
        }
        let base = self.base();
        for m in &members {
            let Some(when) = &m.present else { continue };
            let holds = self.presence_holds(&a, m);
            let v = a.iter().find(|(x, _)| x == m).map(|(_, v)| v.clone());
            let given = v.as_ref().is_some_and(|v| *v != Val::Absent);
            let own = v != base.iter().find(|(x, _)| x == m).map(|(_, v)| v.clone());
            match (holds, given) {
                (true, false) => Self::set(&mut a, |x| x == m, self.present_value(m)),
                (false, true) if own => {
                    let condition = if when.values.is_empty() {
                        Some(Val::Flag(true))
                    } else {
                        let bitfield = when.member.enum_bitfield().unwrap_or_default();
                        self.value_named(&when.member, bitfield, &when.values[0])
                    };
                    if let Some(c) = condition {
                        Self::set(&mut a, |x| *x == when.member, c);
                    }
                }
                (false, true) => Self::set(&mut a, |x| x == m, Val::Absent),
                _ => {}
            }
        }
        a
    }

    /// For each operand present only under a condition: its condition holding without it
    /// (invalid). The other breach, the operand given without its condition, is no vector: its
    /// bytes are those of the valid instruction without it, followed by the operand's, so they
    /// would not show it (`validate` and the reference interpreter still agree on it for
    /// arbitrary instructions, `tests/validation.rs`).
    pub(super) fn presence_vectors(&mut self, base: &Assignment) {
        for m in self.members.clone() {
            let Some(when) = &m.present else { continue };
            let mut a = self.presence_consistent(base.clone());
            // An operand of one layout is written as its null value when absent, so it may be
            // left out under its condition; its bytes are there without the condition too,
            // so giving it then is a vector (of the default layout's operands only).
            if let Some(layout) = m.layout {
                if layout != LayoutName::Igc2022 {
                    continue;
                }
                let bitfield = when.member.enum_bitfield().unwrap_or_default();
                let field = self.field(&when.member);
                let other = if when.values.is_empty() {
                    Some(Val::Flag(false))
                } else {
                    field
                        .bitfield(bitfield)
                        .and_then(|b| b.values.iter().find(|v| !when.values.contains(&v.name)))
                        .map(|v| v.name.clone())
                        .and_then(|name| self.value_named(&when.member, bitfield, &name))
                };
                if let Some(other) = other {
                    let value = self.present_value(&m);
                    Self::set(&mut a, |x| *x == when.member, other);
                    Self::set(&mut a, |x| *x == m, value);
                    self.invalid(&format!("{}_unexpected", m.key), a, "operand_presence");
                }
                continue;
            }
            if self.presence_holds(&a, &m) {
                Self::set(&mut a, |x| *x == m, Val::Absent);
                self.invalid(&format!("{}_missing", m.key), a, "operand_presence");
            } else if when.values.is_empty() {
                Self::set(&mut a, |x| *x == when.member, Val::Flag(true));
                self.invalid(&format!("{}_missing", m.key), a, "operand_presence");
            }
        }
    }

    /// The value named `name` of `m`'s bitfield, as an assignment value.
    pub(super) fn value_named(&self, m: &Member, bitfield: &str, name: &str) -> Option<Val> {
        if let MemberKind::Flag { .. } = m.kind {
            return Some(Val::Flag(name == "true"));
        }
        if let MemberKind::Raw { counted: false } = m.kind {
            return (name == NULL_VALUE).then_some(Val::Raw(Some(Raw { var: 0, offset: 0 })));
        }
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

    pub(super) fn member_vectors(&mut self, base: &Assignment, m: &Member, field: &Field) {
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
                    self.invalid("pred_none", a, "predicate_required");
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
                    self.invalid(what, a, "predicate_id_out_of_range");
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
                        self.invalid(&what, a, "value_not_allowed");
                        continue;
                    }
                    // The operands a `NullOperand` rule ties to the value set as it says.
                    let a = self.with_null_operands(a);
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
                self.invalid(&format!("{}_zero", m.key), a, "channel_mask_zero");
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
                    .any(|p| {
                        p.field == field.name
                            && matches!(p.form, NumberForm::SignedHex | NumberForm::Signed)
                    });
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
                    self.invalid(&format!("{}_{}", m.key, e.value), a, "index_not_allowed");
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
            MemberKind::Labels { min, max, .. } => {
                // Two labels, and the longest list (ids stay small: a kernel declares every
                // label up to the largest id used).
                let (min, max) = (usize::from(*min), usize::from(*max));
                for (what, len) in [("2", 2), ("max", max)] {
                    if (min..=max).contains(&len) && len > min {
                        let mut a = base.clone();
                        let labels = (0..len).map(|i| (i % 2) as u16).collect();
                        Self::set(&mut a, is, Val::Labels(labels));
                        self.valid(&format!("{}_{what}", m.key), a);
                    }
                }
                let short = (min > 0).then(|| ("too_short", min - 1));
                let long = (max < 255).then_some(("too_long", max + 1));
                for (what, len) in short.into_iter().chain(long) {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Labels(vec![0; len]));
                    self.invalid(&format!("{}_{what}", m.key), a, "param_count_out_of_range");
                }
            }
            MemberKind::Variable { .. } => {
                // An address and a predicate (P0 is no predicate variable).
                for (what, v) in [
                    ("address", Val::Variable(OperandClass::Address, 0)),
                    ("predicate", Val::Variable(OperandClass::Predicate, 1)),
                ] {
                    let mut a = base.clone();
                    Self::set(&mut a, is, v);
                    self.valid(&format!("{}_{what}", m.key), a);
                }
                if let Some(bits) = field.ty.bits().filter(|b| *b < 32) {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Variable(OperandClass::General, 1 << bits));
                    self.invalid(&format!("{}_too_large", m.key), a, "value_out_of_range");
                }
            }
            MemberKind::Name { ty } => {
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Name(2));
                self.valid(&format!("{}_2", m.key), a);
                if let Some(bits) = ty.bits().filter(|b| *b < 32) {
                    let mut a = base.clone();
                    Self::set(&mut a, is, Val::Name(1 << bits));
                    self.invalid(&format!("{}_too_large", m.key), a, "value_out_of_range");
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
                    self.invalid(&format!("{}_{}", m.key, e.value), a, "index_not_allowed");
                }
            }
            MemberKind::Raw { counted: false } => {
                let mut a = base.clone();
                Self::set(&mut a, is, Val::Raw(Some(Raw { var: 0, offset: 0 })));
                // Invalid where a `NullOperand` rule wants a variable (the reference says so);
                // the operands a rule wants `%null` once this one is (LSC_TYPED's R after V)
                // follow it.
                let a = self.with_nulls_following(a);
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
                if field.constraints.whole_variable {
                    self.invalid(&format!("{}_offset", m.key), a, "operand_offset_not_zero");
                } else {
                    self.valid(&format!("{}_offset", m.key), a);
                }
                if field.constraints.grf_aligned {
                    // Half the smallest GRF: past the start of a register.
                    let mut a = base.clone();
                    Self::set(
                        &mut a,
                        is,
                        Val::Raw(Some(Raw {
                            var: raw_var(self.op, field),
                            offset: 16,
                        })),
                    );
                    self.invalid(
                        &format!("{}_not_grf_aligned", m.key),
                        a,
                        "operand_not_grf_aligned",
                    );
                }
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
                        Some(e) => self.invalid(&format!("{}_{what}", m.key), a, e),
                    }
                }
            }
            MemberKind::Packed { .. } => {
                for pm in layout::packed_members(field) {
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
                    let bitfield = match &pm.kind {
                        MemberKind::Int { bitfield, .. }
                        | MemberKind::Reserved { bitfield, .. } => bitfield.clone(),
                        // Every value of an enumerated bitfield (VME_FBR's block shapes).
                        MemberKind::Enum { bitfield, .. } => {
                            let values = field.bitfield(bitfield).map_or(0, |b| b.values.len());
                            for i in 0..values {
                                let v = enum_val(field, bitfield, i);
                                let what = format!("{key}_{}", val_key(&v));
                                self.valid(&what, make(v));
                            }
                            continue;
                        }
                        _ => continue,
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
                        Some(e) => self.invalid(&format!("{}_{what}", m.key), a, e),
                    }
                }
            }
            MemberKind::ExecMask => {}
        }
    }

    /// Min/max (valid) and just outside (invalid) of an integer bitfield; one set bit of a
    /// reserved one.
    pub(super) fn packed_int_vectors(
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
        match &m.kind {
            MemberKind::Reserved { .. } => {
                self.invalid(
                    &format!("{key}_set"),
                    make(Val::Int(1)),
                    "reserved_bits_set",
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
                    );
                }
                if max < hi {
                    self.invalid(
                        &format!("{key}_above_max"),
                        make(Val::Int(max + 1)),
                        "value_out_of_range",
                    );
                }
            }
            _ => {}
        }
    }

    pub(super) fn exec_vectors(&mut self, base: &Assignment) {
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
        let no_mask_only = exec_field.constraints.no_mask_only;
        let base_mask = if no_mask_only { 8 } else { 0 };
        for v in &b.values {
            let ok_at = |lanes: u8| {
                reference::mask_allowed(lanes.max(least), v.code) && (!no_mask_only || v.code >= 8)
            };
            let mut a = base.clone();
            Self::set_mask(&mut a, v);
            let what = format!("mask_{}", names::snake_case(&v.name));
            match sizes.iter().find(|(l, _)| ok_at(*l)) {
                Some((lanes, code)) => {
                    Self::set_exec(&mut a, *lanes, *code);
                    if v.code != base_mask {
                        self.valid(&what, a);
                    }
                }
                None => {
                    let Some(&(lanes, code)) = sizes.first() else {
                        continue;
                    };
                    Self::set_exec(&mut a, lanes, code);
                    self.invalid(&what, a, "exec_mask_not_allowed");
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
                    self.invalid(&what, a, "exec_mask_not_allowed");
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
            self.invalid(&format!("simd{lanes}"), a, "exec_size_not_allowed");
        }
    }

    pub(super) fn flag_vectors(
        &mut self,
        base: &Assignment,
        m: &Member,
        field: &Field,
        bitfield: &str,
    ) {
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
                self.invalid(&format!("{}_set", m.key), a, "flag_not_allowed_for_op");
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
                    );
                }
            }
            _ => {
                self.valid(&format!("{}_set", m.key), a.clone());
                // A flag that requires other flags clear (FENCE's sw bit): each set with it,
                // which the rule rejects.
                for r in &self.op.rules {
                    let Rule::ValueRequires { when, then, .. } = r else {
                        continue;
                    };
                    let on_flag =
                        |set: &ValueSet| set.field == field.name && set.bitfield == *bitfield;
                    if !(when.len() == 1 && on_flag(&when[0]) && when[0].values == ["true"]) {
                        continue;
                    }
                    let Some(t) = layout::value_set_member(self.op, &self.members, then) else {
                        continue;
                    };
                    let (t, Some(v)) = (t.clone(), self.value_outside(t, then)) else {
                        continue;
                    };
                    let mut b = a.clone();
                    let state = match &v {
                        Val::Flag(true) => "set".to_owned(),
                        Val::Flag(false) => "clear".to_owned(),
                        other => val_key(other),
                    };
                    let what = format!("{}_set_with_{}_{state}", m.key, t.key);
                    Self::set(&mut b, |x| x == &t, v);
                    self.valid(&what, b);
                }
            }
        }
    }

    pub(super) fn param_vectors(&mut self, base: &Assignment) {
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
            self.invalid("params_none", with(&|_| false), "param_count_out_of_range");
        }
        if n > max {
            self.invalid(
                "params_too_many",
                with(&|_| true),
                "param_count_out_of_range",
            );
        }
        if params.len() >= 2 {
            self.invalid(
                "param_after_skipped",
                with(&|i| i != 0),
                "param_after_skipped",
            );
        }
    }
}
