//! The validation rules of an instruction, evaluated on plain values.
//!
//! [`validate`] checks what the generated `validate` checks, in the same order, so that the
//! first rule it finds broken is the one `validate` reports: each member's own checks in
//! member order (`members.rs`), then the cross-field rules (value requirements, zero and null
//! operands, the mask taken from another field, descriptor lengths, value combinations, the
//! parameter count, the predicate mode). `tests/validation.rs` holds the two to the same
//! verdict on every vector and on arbitrary instructions.

use super::members;
use super::operand_rules::{is_zero_or_null, mask_allowed, SAT};
use super::{enum_value, Assignment, Operand, Val};
use crate::layout::{self, Member, MemberKind};
use crate::model::*;
use std::fmt;

/// The rule an instruction breaks, as the runtime's `ValidationError` names it: its `code()`
/// and its `field()`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Broken {
    /// `ValidationError::code()`, e.g. `value_out_of_range`.
    pub code: &'static str,
    /// `ValidationError::field()`: the spec field (`Field.bitfield` for a bitfield), when the
    /// error names one.
    pub field: Option<String>,
}

impl Broken {
    /// A broken rule that names no field.
    pub fn new(code: &'static str) -> Self {
        Broken { code, field: None }
    }

    /// A broken rule about `field`.
    pub fn at(code: &'static str, field: impl Into<String>) -> Self {
        Broken {
            code,
            field: Some(field.into()),
        }
    }
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => write!(f, "{field}: {}", self.code),
            None => f.write_str(self.code),
        }
    }
}

impl std::error::Error for Broken {}

/// Whether assignment `a` of `variant` is valid; if not, the first rule it breaks, in the
/// generated `validate`'s order.
pub fn validate(op: &Opcode, variant: &Variant, a: &Assignment) -> Result<(), Broken> {
    let members: Vec<Member> = a.iter().map(|(m, _)| m.clone()).collect();
    let rules = Rules {
        op,
        variant,
        members: &members,
        a,
    };
    for (m, v) in a {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        members::check(op, variant, field, m, v, a)?;
    }
    rules.value_requires()?;
    rules.zero_operands()?;
    rules.null_operands()?;
    rules.exec_from()?;
    rules.lengths()?;
    rules.combinations()?;
    rules.params()?;
    rules.predicate_modes()
}

/// A [`Rule::ValueRequires`] of a variant: the members holding its conditions' values with
/// the values, then the member holding the required value with the values allowed.
pub type RequiresRule<'m> = (Vec<(&'m Member, &'m ValueSet)>, &'m Member, &'m ValueSet);

/// The first [`Rule::ValueRequires`] that assignment `a` of `variant` (whose members are
/// `members`) breaks, for a caller that makes it hold (the vector generator).
pub fn broken_value_requires<'m>(
    op: &'m Opcode,
    variant: &'m Variant,
    members: &'m [Member],
    a: &Assignment,
) -> Option<RequiresRule<'m>> {
    Rules {
        op,
        variant,
        members,
        a,
    }
    .broken_value_requires()
}

/// The first [`Rule::ZeroOperandWhen`] that assignment `a` (whose members are `members`)
/// breaks: the operand's field, and the member and values of the rule's first condition.
pub fn broken_zero_operand<'m>(
    op: &'m Opcode,
    variant: &'m Variant,
    members: &'m [Member],
    a: &Assignment,
) -> Option<(&'m str, &'m Member, &'m ValueSet)> {
    Rules {
        op,
        variant,
        members,
        a,
    }
    .broken_zero_operand()
}

/// Whether every set of `when` holds in assignment `a` of `variant` (whose members are
/// `members`): the conditions of a [`Rule::NullOperand`] or [`Rule::OperandTypesWhen`].
pub fn conditions_hold<'m>(
    op: &'m Opcode,
    variant: &'m Variant,
    members: &'m [Member],
    a: &Assignment,
    when: &'m [ValueSet],
) -> bool {
    Rules {
        op,
        variant,
        members,
        a,
    }
    .conditions_hold(when)
}

/// The lanes of the execution size of `a`, if it has one.
pub(super) fn lanes(a: &Assignment) -> Option<u8> {
    a.iter().find_map(|(_, v)| match v {
        Val::ExecSize { lanes, .. } => Some(*lanes),
        _ => None,
    })
}

/// The cross-field rules of one assignment `a` of `variant`, whose members are `members`.
struct Rules<'m, 'a> {
    op: &'m Opcode,
    variant: &'m Variant,
    members: &'m [Member],
    a: &'a Assignment,
}

impl<'m, 'a> Rules<'m, 'a> {
    fn value(&self, m: &Member) -> Option<&'a Val> {
        self.a.iter().find(|(x, _)| x == m).map(|(_, v)| v)
    }

    /// The first member of `field` with the given kind test, and its value.
    fn member_of(&self, field: &str, kind: impl Fn(&MemberKind) -> bool) -> Option<&'a Val> {
        self.a
            .iter()
            .find(|(m, _)| m.field == field && kind(&m.kind))
            .map(|(_, v)| v)
    }

    /// The code of an enumerated or execution-size member's value.
    fn code(&self, m: &Member) -> Option<u64> {
        match self.value(m)? {
            Val::Enum { code, .. } | Val::ExecSize { code, .. } => Some(*code),
            Val::Flag(set) => Some(u64::from(*set)),
            _ => None,
        }
    }

    /// The codes of the values of `set` (a flag's `false` and `true` are 0 and 1).
    fn codes(&self, set: &ValueSet) -> Vec<u64> {
        self.op
            .field(&set.field)
            .and_then(|f| f.bitfield(&set.bitfield))
            .map(|b| match b.kind {
                BitfieldKind::Flag => set.values.iter().map(|v| u64::from(v == "true")).collect(),
                _ => b
                    .values
                    .iter()
                    .filter(|v| set.values.contains(&v.name))
                    .map(|v| v.code)
                    .collect(),
            })
            .unwrap_or_default()
    }

    /// Whether member `m` holds one of the values of `set`.
    fn holds(&self, m: &Member, set: &ValueSet) -> bool {
        if let Some(Val::Raw(Some(raw))) = self.value(m) {
            return set.values.iter().any(|v| v == NULL_VALUE) && raw.var == 0;
        }
        self.code(m).is_some_and(|c| self.codes(set).contains(&c))
    }

    /// The members holding the values of each of `sets`; `None` when the variant lacks one.
    fn set_members(&self, sets: &'m [ValueSet]) -> Option<Vec<(&'m Member, &'m ValueSet)>> {
        sets.iter()
            .map(|w| Some((layout::value_set_member(self.op, self.members, w)?, w)))
            .collect()
    }

    /// Whether every set of `when` holds (a variant without a member for one: it does not).
    fn conditions_hold(&self, when: &'m [ValueSet]) -> bool {
        self.set_members(when)
            .is_some_and(|c| c.iter().all(|(m, w)| self.holds(m, w)))
    }

    /// The first [`Rule::ValueRequires`] the assignment breaks: where the conditions hold,
    /// the required member has one of the values allowed (no value allowed: the conditions
    /// alone break it).
    fn broken_value_requires(&self) -> Option<RequiresRule<'m>> {
        self.op.rules.iter().find_map(|r| {
            let Rule::ValueRequires {
                ops, when, then, ..
            } = r
            else {
                return None;
            };
            if !ops.is_empty() && !ops.contains(&self.variant.name) {
                return None;
            }
            let t = layout::value_set_member(self.op, self.members, then)?;
            let conditions = self.set_members(when)?;
            let allowed = self.codes(then);
            let required_holds = !allowed.is_empty() && self.holds(t, then);
            (conditions.iter().all(|(m, w)| self.holds(m, w)) && !required_holds)
                .then_some((conditions, t, then))
        })
    }

    fn value_requires(&self) -> Result<(), Broken> {
        match self.broken_value_requires() {
            Some((_, _, then)) => Err(Broken::at("value_requires", then.field.clone())),
            None => Ok(()),
        }
    }

    /// The first [`Rule::ZeroOperandWhen`] the assignment breaks (where the conditions hold,
    /// the vector operand is an immediate 0 or `%null`): the operand's field, and the first
    /// condition's member and values.
    fn broken_zero_operand(&self) -> Option<(&'m str, &'m Member, &'m ValueSet)> {
        self.op.rules.iter().find_map(|r| {
            let Rule::ZeroOperandWhen { field, when, .. } = r else {
                return None;
            };
            let Some(Val::Vector(o)) = self.member_of(field, |k| *k == MemberKind::Vector) else {
                return None;
            };
            let conditions = self.set_members(when)?;
            let (first, set) = *conditions.first()?;
            (conditions.iter().all(|(m, w)| self.holds(m, w)) && !is_zero_or_null(o)).then_some((
                field.as_str(),
                first,
                set,
            ))
        })
    }

    fn zero_operands(&self) -> Result<(), Broken> {
        match self.broken_zero_operand() {
            Some((field, _, _)) => Err(Broken::at("operand_must_be_zero", field)),
            None => Ok(()),
        }
    }

    /// [`Rule::NullOperand`]: the raw operand is `%null` (or not) in the rule's variants,
    /// where its conditions hold.
    fn null_operands(&self) -> Result<(), Broken> {
        for r in &self.op.rules {
            let Rule::NullOperand {
                field,
                ops,
                when,
                null,
                ..
            } = r
            else {
                continue;
            };
            let raw = self.member_of(field, |k| *k == MemberKind::Raw { counted: false });
            let Some(Val::Raw(Some(raw))) = raw else {
                continue;
            };
            if !ops.contains(&self.variant.name) || !self.conditions_hold(when) {
                continue;
            }
            match (null, raw.var == 0) {
                (true, false) => return Err(Broken::at("operand_must_be_null", field.clone())),
                (false, true) => return Err(Broken::at("operand_must_not_be_null", field.clone())),
                _ => {}
            }
        }
        Ok(())
    }

    /// The execution mask taken from another field (GATHER's Num_elts) is legal at the lane
    /// count of that field's size bitfield.
    fn exec_from(&self) -> Result<(), Broken> {
        let Some(from) = &self.op.syntax.exec_from else {
            return Ok(());
        };
        let enum_code = |bitfield: &str| match enum_value(self.a, &from.field, bitfield) {
            Some(Val::Enum { code, .. }) => Some(*code),
            _ => None,
        };
        let sizes = self
            .op
            .field(&from.field)
            .and_then(|f| f.bitfield(&from.size));
        let (Some(mask), Some(size), Some(sizes)) =
            (enum_code(&from.mask), enum_code(&from.size), sizes)
        else {
            return Ok(());
        };
        let lanes = sizes
            .values
            .iter()
            .find(|v| v.code == size)
            .and_then(|v| v.lanes)
            .unwrap_or(1);
        if mask_allowed(lanes, mask) {
            Ok(())
        } else {
            Err(Broken::new("exec_mask_not_allowed"))
        }
    }

    /// The `DescriptorLength` and `NullWhenCountZero` rules, in the model's order.
    fn lengths(&self) -> Result<(), Broken> {
        let count_of =
            |count: &str| match self.member_of(count, |k| matches!(k, MemberKind::Value { .. })) {
                Some(Val::Int(i)) => Some(*i),
                _ => None,
            };
        // An operand given: a raw operand other than `%null`.
        let given = |operand: &str| matches!(self.member_of(operand, |_| true), Some(Val::Raw(Some(r))) if r.var != 0);
        for rule in &self.op.rules {
            if let Rule::NullWhenCountZero { operand, count, .. } = rule {
                if self.member_of(operand, |_| true).is_some()
                    && count_of(count) == Some(0)
                    && given(operand)
                {
                    return Err(Broken::at("operand_without_length", operand.clone()));
                }
                continue;
            }
            let Rule::DescriptorLength {
                field,
                bits,
                count,
                relation,
                null_when_zero,
                ..
            } = rule
            else {
                continue;
            };
            let descriptor = self.member_of(field, |k| *k == MemberKind::Vector);
            let (Some(descriptor), Some(count_value)) = (descriptor, count_of(count)) else {
                continue;
            };
            let widest = layout::length_bits_max(*bits);
            // Whatever the descriptor is, the length it carries is built from the count, which
            // must then fit its bits.
            if *relation == LengthRelation::Equal && count_value as u64 > widest {
                return Err(Broken::at("value_out_of_range", count.clone()));
            }
            let Val::Vector(Operand::Immediate { bits: value, .. }) = descriptor else {
                continue;
            };
            let length = ((value >> bits[1]) & widest) as i64;
            match relation {
                LengthRelation::AtMost if length > count_value => {
                    return Err(Broken::at("length_exceeds_count", field.clone()));
                }
                LengthRelation::Equal if length != count_value => {
                    return Err(Broken::at("length_mismatches_count", field.clone()));
                }
                _ => {}
            }
            if let Some(operand) = null_when_zero {
                if length == 0 && given(operand) {
                    return Err(Broken::at("operand_without_length", operand.clone()));
                }
            }
        }
        Ok(())
    }

    /// [`Rule::ValueCombinations`]: the members' values are one of the combinations.
    fn combinations(&self) -> Result<(), Broken> {
        for (members, combinations) in combination_rules(self.op, self.members) {
            if !combination_holds(self.a, &members, combinations) {
                return Err(Broken::new("combination_not_allowed"));
            }
        }
        Ok(())
    }

    /// The counted parameters: none after a skipped one, and as many as the count field's
    /// range allows (0..=255 without one).
    fn params(&self) -> Result<(), Broken> {
        let params: Vec<(&Member, bool)> = self
            .a
            .iter()
            .filter(|(m, _)| m.kind == MemberKind::Raw { counted: true })
            .map(|(m, v)| (m, matches!(v, Val::Raw(Some(_)))))
            .collect();
        if params.is_empty() {
            return Ok(());
        }
        let count = params.iter().take_while(|(_, present)| *present).count();
        if let Some((m, _)) = params[count..].iter().find(|(_, present)| *present) {
            return Err(Broken::at("param_after_skipped", m.field.clone()));
        }
        let range = self
            .op
            .field_with_role(Role::ParamCount)
            .and_then(|f| f.constraints.range)
            .unwrap_or(Range { min: 0, max: 255 });
        let count = count as i64;
        if count < range.min || count > range.max {
            return Err(Broken::new("param_count_out_of_range"));
        }
        Ok(())
    }

    /// [`Rule::PredicateMode`]: when one of the mode's operands is a predicate operand, all
    /// are, and the instruction is neither predicated nor saturated, at the mode's size.
    fn predicate_modes(&self) -> Result<(), Broken> {
        for (operands, exec_size) in self.op.rules.iter().filter_map(Rule::predicate_mode) {
            let classes: Vec<(&String, bool)> = operands
                .iter()
                .filter_map(|name| match self.member_of(name, |_| true)? {
                    Val::Vector(o) => Some((name, matches!(o, Operand::Predicate { .. }))),
                    _ => None,
                })
                .collect();
            if !classes.iter().any(|(_, predicate)| *predicate) {
                continue;
            }
            if let Some((name, _)) = classes.iter().find(|(_, predicate)| !*predicate) {
                return Err(Broken::at("predicate_mode_operand", (*name).clone()));
            }
            let predicated = self
                .a
                .iter()
                .any(|(m, v)| m.kind == MemberKind::Predicate && *v != Val::Predicate(None));
            if predicated {
                return Err(Broken::new("predicate_mode_predicated"));
            }
            if let Some(m) = layout::saturated_member(self.op, self.members) {
                if matches!(self.value(m), Some(Val::Vector(o)) if o.modifier() == SAT) {
                    return Err(Broken::at("modifier_not_allowed", m.field.clone()));
                }
            }
            let lanes = lanes(self.a).unwrap_or(1);
            if exec_size.is_some_and(|want| want != lanes) {
                return Err(Broken::new("exec_size_not_allowed"));
            }
        }
        Ok(())
    }
}

/// The enumerated members of each [`Rule::ValueCombinations`] of a variant with `members`,
/// with the rule's combinations ([`layout::combination_members`], owned, so that a caller may
/// change the instruction it takes them from).
pub fn combination_rules<'o>(
    op: &'o Opcode,
    members: &[Member],
) -> Vec<(Vec<Member>, &'o [Combination])> {
    layout::combination_members(op, members)
        .into_iter()
        .map(|(found, combinations)| (found.into_iter().cloned().collect(), combinations))
        .collect()
}

/// Whether the values `a` gives `members` are one of `combinations`.
pub fn combination_holds(a: &Assignment, members: &[Member], combinations: &[Combination]) -> bool {
    combinations.iter().any(|combination| {
        members.iter().zip(&combination.values).all(|(m, values)| {
            a.iter().any(|(x, v)| {
                x == m && matches!(v, Val::Enum { name, .. } if values.contains(name))
            })
        })
    })
}
