//! The vectors of the opcode's rules: the predicate mode, descriptor lengths and register
//! counts, value combinations.

use super::consistent::{val_key, val_of};
use super::operands::{allows, default_region, general_with};
use super::{combination_vars, raw_var, vector_var, Generator};
use crate::layout::{self, MemberKind};
use crate::model::*;
use crate::names;
use crate::reference::{self, Assignment, Operand, Pred, Raw, Val};

impl Generator<'_> {
    /// For each [`Rule::PredicateMode`]: every operand of the mode a predicate (valid, at the
    /// mode's execution size), and the same predicated (invalid).
    pub(super) fn predicate_mode_vectors(&mut self, base: &Assignment) {
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
                self.invalid("predicate_mode_predicated", a, "predicate_mode_predicated");
            }
        }
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
    pub(super) fn length_rule_vectors(&mut self, base: &Assignment, original: &Assignment) {
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
    pub(super) fn count_rule_vectors(
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
        );
        Self::set(&mut a, |m| m.field == count, Val::Int(1));
        self.valid(&format!("{operand_key}_with_{count_key}"), a);
    }

    /// One valid vector per legal combination but the base's (its first checkable values),
    /// named after them.
    pub(super) fn combination_vectors(&mut self, base: &Assignment) {
        let vars = combination_vars(self.op);
        for (ri, (members, combinations)) in reference::combination_rules(self.op, &self.members)
            .into_iter()
            .enumerate()
        {
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

    /// For each [`Rule::NullOperand`] with conditions: the base with the first value of each
    /// condition (its operands made to follow the rules, [`Self::with_null_operands`]) and the
    /// rule's operand the other way, its own variable where it must be `%null` and `%null`
    /// where it may not be (invalid).
    pub(super) fn null_operand_vectors(&mut self, base: &Assignment) {
        let op = self.op;
        for r in &op.rules {
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
            if when.is_empty() || !ops.contains(&self.variant.name) {
                continue;
            }
            let Some(own) = op.field(field).map(|f| raw_var(op, f)) else {
                continue;
            };
            let mut a = base.clone();
            let mut name = Vec::new();
            for w in when {
                let Some(m) = layout::value_set_member(op, &self.members, w) else {
                    return;
                };
                let Some(v) = w
                    .values
                    .first()
                    .and_then(|first| self.value_named(m, &w.bitfield, first))
                else {
                    return;
                };
                name.push(format!("{}_{}", m.key, val_key(&v)));
                let m = m.clone();
                Self::set(&mut a, |x| x == &m, v);
            }
            let mut a = self.with_null_operands(a);
            let (var, what, code) = if *null {
                (own, "given", "operand_must_be_null")
            } else {
                (0, "null", "operand_must_not_be_null")
            };
            Self::set(
                &mut a,
                |m| &m.field == field,
                Val::Raw(Some(Raw { var, offset: 0 })),
            );
            let what = format!("{}_{what}_when_{}", names::field_key(field), name.join("_"));
            self.invalid(&what, a, code);
        }
    }
}
