//! Keeping an instruction within the cross-field rules (value requirements, value
//! combinations, descriptor lengths, `%null` operands), and the value lookups the vector
//! generator shares.

use super::file::typed_vars;
use super::{raw_var, Generator};
use crate::layout::{self, Member};
use crate::model::*;
use crate::names;
use crate::reference::{self, combination_holds, Assignment, Operand, Raw, RequiresRule, Val};

impl Generator<'_> {
    pub(super) fn param_range(&self) -> (i64, i64) {
        self.op
            .field_with_role(Role::ParamCount)
            .and_then(|f| f.constraints.range)
            .map_or((0, i64::MAX), |r| (r.min, r.max))
    }

    pub(super) fn mask(&self, name: &str) -> Option<Val> {
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

    /// `a` with the members of each combination rule set to the first values of its first
    /// combination that GenX_IR can check, when `a` breaks the rule.
    pub(super) fn with_legal_combination(&self, mut a: Assignment) -> Assignment {
        for (members, combinations) in reference::combination_rules(self.op, &self.members) {
            if combination_holds(&a, &members, combinations) {
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
    pub(super) fn checkable_enum(&self, m: &Member, values: &[String]) -> Val {
        let field = self.field(m);
        let Some(bitfield) = m.enum_bitfield() else {
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
    pub(super) fn unchecked(&self, field: &Field, bitfield: &str, index: usize) -> bool {
        field
            .bitfield(bitfield)
            .and_then(|b| b.values.get(index))
            .is_some_and(|v| unchecked_value(self.op, v))
    }

    /// `a` made to follow every [`Rule::ValueRequires`], and the members changed (named in
    /// the vectors that show a rule's condition valid). `keep` (the member a vector varies)
    /// never changes: the value it requires is set instead. Without one (the base), the
    /// condition is dropped instead when it can be: the base stays as plain as possible.
    pub(super) fn satisfying_value_requires(
        &self,
        mut a: Assignment,
        keep: Option<&Member>,
    ) -> (Assignment, Vec<(Member, Val)>) {
        let mut changed: Vec<(Member, Val)> = Vec::new();
        // Each round satisfies one rule; the bound stops a set of rules that cannot all hold.
        for _ in 0..2 * self.op.rules.len() {
            let Some((when, t, then)) = self.broken_value_requires(&a) else {
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

    /// The first [`Rule::ValueRequires`] `a` breaks, with the members of its conditions and
    /// of the value it requires.
    pub(super) fn broken_value_requires(&self, a: &Assignment) -> Option<RequiresRule<'_>> {
        reference::broken_value_requires(self.op, self.variant, &self.members, a)
    }

    /// When `a` breaks a [`Rule::ZeroOperandWhen`]: `a` with the first condition's field set to
    /// its first allowed value outside the condition, and that value's name part.
    pub(super) fn without_zero_operand_condition(
        &self,
        a: &Assignment,
    ) -> Option<(String, Assignment)> {
        let (_, m, w) = reference::broken_zero_operand(self.op, self.variant, &self.members, a)?;
        let v = self.value_outside(m, w)?;
        let name = format!("{}_{}", m.key, val_key(&v));
        let m = m.clone();
        let mut a = a.clone();
        Self::set(&mut a, |x| x == &m, v);
        Some((name, a))
    }

    /// The first value of `m`'s bitfield outside `set` that no erratum excludes.
    pub(super) fn value_outside(&self, m: &Member, set: &ValueSet) -> Option<Val> {
        if let layout::MemberKind::Flag { .. } = m.kind {
            return ["false", "true"]
                .into_iter()
                .find(|v| !set.values.iter().any(|s| s == v))
                .map(|v| Val::Flag(v == "true"));
        }
        let field = self.field(m);
        let b = field.bitfield(&set.bitfield)?;
        let index = (0..b.values.len()).find(|&i| {
            !set.values.contains(&b.values[i].name)
                && excluded_enum(field, &set.bitfield, i).is_none()
        })?;
        self.value_named(m, &set.bitfield, &b.values[index].name)
    }

    /// The raw operands a [`Rule::NullOperand`] constrains in this variant where `a` meets
    /// its conditions, and whether each must be `%null`.
    pub(super) fn null_operand_rules<'s>(
        &'s self,
        a: &'s Assignment,
    ) -> impl Iterator<Item = (&'s str, bool)> + 's {
        self.op.rules.iter().filter_map(move |r| match r {
            Rule::NullOperand {
                field,
                ops,
                when,
                null,
                ..
            } if ops.contains(&self.variant.name)
                && reference::conditions_hold(self.op, self.variant, &self.members, a, when) =>
            {
                Some((field.as_str(), *null))
            }
            _ => None,
        })
    }

    /// `a` with each raw operand a [`Rule::NullOperand`] constrains where `a` meets its
    /// conditions set so: `%null`, or its own variable (the one [`raw_var`] gives) where it
    /// may not be `%null` and is; and an operand that a rule with conditions `a` does not meet
    /// would make `%null` given its own variable (the base's cmpxchg has a Src1 again).
    pub(super) fn with_null_operands(&self, mut a: Assignment) -> Assignment {
        let applying: Vec<(String, bool)> = self
            .null_operand_rules(&a)
            .map(|(f, null)| (f.to_owned(), null))
            .collect();
        let lifted = self.op.rules.iter().filter_map(|r| match r {
            Rule::NullOperand {
                field,
                ops,
                when,
                null: true,
                ..
            } if !when.is_empty()
                && ops.contains(&self.variant.name)
                && !applying.iter().any(|(f, _)| f == field) =>
            {
                Some((field.clone(), false))
            }
            _ => None,
        });
        let rules: Vec<(String, bool)> = lifted.chain(applying.iter().cloned()).collect();
        for (field, null) in rules {
            let own = match self.op.field(&field) {
                Some(f) => raw_var(self.op, f),
                None => continue,
            };
            let is_null = matches!(val_of(&a, &field), Some(Val::Raw(Some(r))) if r.var == 0);
            let var = match (null, is_null) {
                (true, false) => 0,
                (false, true) => own,
                _ => continue,
            };
            Self::set(
                &mut a,
                |m| m.field == field,
                Val::Raw(Some(Raw { var, offset: 0 })),
            );
        }
        a
    }

    /// `a` with every raw operand that a [`Rule::NullOperand`] wants `%null` where `a` meets
    /// its conditions set so, until none is left: a condition may be another operand being
    /// `%null` (LSC_TYPED's coordinates: R after V, then LOD after R).
    pub(super) fn with_nulls_following(&self, mut a: Assignment) -> Assignment {
        loop {
            let next: Option<String> = self
                .null_operand_rules(&a)
                .find(|(field, null)| {
                    *null && !matches!(val_of(&a, field), Some(Val::Raw(Some(r))) if r.var == 0)
                })
                .map(|(field, _)| field.to_owned());
            let Some(field) = next else {
                return a;
            };
            Self::set(
                &mut a,
                |m| m.field == field,
                Val::Raw(Some(Raw { var: 0, offset: 0 })),
            );
        }
    }

    /// `a` with the raw operands of each [`Rule::OperandTypesWhen`] whose conditions it meets
    /// on a variable of a type the rule allows ([`typed_vars`]), where they use their own.
    pub(super) fn with_typed_vars(&self, mut a: Assignment) -> Assignment {
        let vars = typed_vars(self.op);
        let rules = self.op.rules.iter().filter_map(|r| match r {
            Rule::OperandTypesWhen { when, .. } => Some(when),
            _ => None,
        });
        for (ri, when) in rules.enumerate() {
            if !reference::conditions_hold(self.op, self.variant, &self.members, &a, when) {
                continue;
            }
            for (_, v) in vars.iter().filter(|(r, _)| *r == ri) {
                let Some(field) = self.op.field(&v.field) else {
                    continue;
                };
                let own = raw_var(self.op, field);
                if let Some(Val::Raw(Some(r))) = val_of(&a, &v.field) {
                    if r.var == own {
                        let typed = Val::Raw(Some(Raw {
                            var: v.var,
                            offset: r.offset,
                        }));
                        Self::set(&mut a, |m| m.field == v.field, typed);
                    }
                }
            }
        }
        a
    }

    /// `a` with the length bits `[hi, lo]` of its immediate descriptor `field` set to
    /// `length`, its other bits kept (the other lengths it carries).
    pub(super) fn with_length(
        &self,
        a: &Assignment,
        field: &str,
        bits: [u8; 2],
        length: u64,
    ) -> Assignment {
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
    pub(super) fn with_descriptor_lengths(&self, mut base: Assignment) -> Assignment {
        base = self.with_null_operands(base);
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
}

/// Whether GenX_IR cannot check an instruction with enumerated value `v` (a
/// [`ReaderOmission::UncheckedSuffix`] or [`ReaderOmission::UncheckedOperand`] names its
/// spelling).
pub(super) fn unchecked_value(op: &Opcode, v: &EnumValue) -> bool {
    let spelled = v.asm.as_ref().unwrap_or(&v.name);
    op.reader_omissions.iter().any(|o| match o {
        ReaderOmission::UncheckedSuffix { suffixes: s, .. }
        | ReaderOmission::UncheckedOperand { operands: s, .. } => s.contains(spelled),
        _ => false,
    })
}

/// The index of the base vector's value of `field.bitfield`: the first one no erratum excludes
/// and GenX_IR can check (so that the vectors varying other fields stay checkable), else the
/// first one no erratum excludes, else 0.
pub(super) fn base_enum_index(op: &Opcode, field: &Field, bitfield: &str) -> usize {
    let values = field.bitfield(bitfield).map_or(&[][..], |b| &b.values[..]);
    let allowed = |i: &usize| excluded_enum(field, bitfield, *i).is_none();
    (0..values.len())
        .filter(allowed)
        .find(|&i| !unchecked_value(op, &values[i]))
        .or_else(|| (0..values.len()).find(allowed))
        .unwrap_or(0)
}

/// A value as part of a vector name (`slm`, `simd1`).
pub(super) fn val_key(v: &Val) -> String {
    match v {
        Val::Enum { name, .. } => names::snake_case(name),
        Val::ExecSize { lanes, .. } => format!("simd{lanes}"),
        _ => String::new(),
    }
}

/// The erratum's exclusion of the `index`th value of an enumerated bitfield, if any.
pub(super) fn excluded_enum<'f>(
    field: &'f Field,
    bitfield: &str,
    index: usize,
) -> Option<&'f ExcludedValue> {
    let code = field.bitfield(bitfield)?.values.get(index)?.code;
    field
        .constraints
        .excluded
        .iter()
        .find(|e| u64::from(e.value) == code)
}

pub(super) fn enum_val(field: &Field, bitfield: &str, index: usize) -> Val {
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

/// The length bits `[hi, lo]` of `field`'s immediate in `a` (None when it is no immediate).
pub(super) fn descriptor_length(a: &Assignment, field: &str, bits: [u8; 2]) -> Option<u64> {
    let Some(Val::Vector(Operand::Immediate { bits: value, .. })) = val_of(a, field) else {
        return None;
    };
    Some((value >> bits[1]) & layout::length_bits_max(bits))
}

/// The value of the member living in `field` (a whole-field member).
pub(super) fn val_of<'a>(a: &'a Assignment, field: &str) -> Option<&'a Val> {
    a.iter().find(|(m, _)| m.field == field).map(|(_, v)| v)
}
