//! `validate` and `validate_types`: each member's own checks, then the cross-field rules of
//! the model (the reference interpreter's `reference/validate.rs` evaluates the same rules in the
//! same order; `tests/validation.rs` fails when the two disagree).

use super::*;

pub(super) fn validate_body(op: &Opcode, variant: &Variant, members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    for m in members {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        out.extend(member::checks(op, variant, members, field, m));
    }
    // The cross-field rules; `reference/validate.rs` evaluates them in this order too.
    out.extend(value_requires_rules(op, variant, members));
    out.extend(zero_operand_rules(op, variant, members));
    out.extend(null_operand_rules(op, variant, members));
    out.extend(exec_from_rules(op, members));
    out.extend(length_rules(op, members));
    out.extend(combination_rules(op, members));
    let params = member::counted(members);
    if !params.is_empty() {
        let present = params.iter().map(|m| {
            let id = ident(&m.ident);
            quote! { self.#id.is_some() }
        });
        let fields = params.iter().map(|m| &m.field);
        let range = op
            .field_with_role(Role::ParamCount)
            .and_then(|f| f.constraints.range)
            .unwrap_or(Range { min: 0, max: 255 });
        let (min, max) = (int(range.min), int(range.max));
        out.extend(quote! {
            let count = crate::count_params(&[#(#present),*], &[#(#fields),*])?;
            if !(#min..=#max).contains(&count) {
                return Err(crate::ValidationError::ParamCountOutOfRange { count, min: #min, max: #max });
            }
        });
    }
    out.extend(predicate_mode_rules(op, members));
    out
}

/// A [`Rule::ValueCombinations`] of a variant: the tuple of its members' values
/// (`(self.w, self.a)`), its fields' names, and each combination with its `matches!` pattern
/// (`(W::Bf, A::Bf)`).
pub(super) struct CombinationMatch<'a> {
    given: TokenStream,
    fields: Vec<&'a str>,
    patterns: Vec<(&'a Combination, TokenStream)>,
}

/// The [`CombinationMatch`] of each rule whose members the variant has
/// ([`layout::combination_members`]).
pub(super) fn combination_matches<'a>(
    op: &'a Opcode,
    members: &'a [Member],
) -> Vec<CombinationMatch<'a>> {
    layout::combination_members(op, members)
        .into_iter()
        .map(|(found, combinations)| {
            // Each member's enum type, for the patterns.
            let found: Vec<(&Member, &str)> = found
                .into_iter()
                .map(|m| {
                    let (_, type_name) =
                        member::enumeration(m).expect("combination members are enumerated");
                    (m, type_name)
                })
                .collect();
            let given = found.iter().map(|(m, _)| {
                let id = ident(&m.ident);
                quote! { self.#id }
            });
            let patterns = combinations
                .iter()
                .map(|combination| {
                    let sets = found
                        .iter()
                        .zip(&combination.values)
                        .map(|((_, ty), values)| {
                            let ty = format_ident!("{}", ty);
                            let values = values
                                .iter()
                                .map(|v| format_ident!("{}", names::camel_case(v)));
                            quote! { #(#ty::#values)|* }
                        });
                    (combination, quote! { (#(#sets),*) })
                })
                .collect();
            CombinationMatch {
                given: quote! { (#(#given),*) },
                fields: found.iter().map(|(m, _)| m.field.as_str()).collect(),
                patterns,
            }
        })
        .collect()
}

/// [`Rule::ValueCombinations`] in `validate`: the members' values are one of the combinations.
pub(super) fn combination_rules(op: &Opcode, members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    for CombinationMatch {
        given,
        fields,
        patterns,
    } in combination_matches(op, members)
    {
        let legal = patterns.iter().map(|(_, p)| p);
        out.extend(quote! {
            if !matches!(#given, #(#legal)|*) {
                return Err(crate::ValidationError::CombinationNotAllowed { fields: &[#(#fields),*] });
            }
        });
    }
    out
}

/// [`Rule::ValueCombinations`] in `validate_types`: the operand types the members' combination
/// allows (after `validate`, so one combination matches).
pub(super) fn combination_type_rules(op: &Opcode, members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    for CombinationMatch {
        given, patterns, ..
    } in combination_matches(op, members)
    {
        let arms: Vec<TokenStream> = patterns
            .iter()
            .filter(|(c, _)| !c.types.is_empty())
            .map(|(c, pattern)| {
                let checks = c.types.iter().filter_map(|(field, types)| {
                    let m = members.iter().find(|m| &m.field == field)?;
                    member::type_check(m, field, &type_list(types))
                });
                quote! { #pattern => { #(#checks)* } }
            })
            .collect();
        if !arms.is_empty() {
            out.extend(quote! {
                match #given {
                    #(#arms)*
                    _ => {}
                }
            });
        }
    }
    out
}

/// The patterns of the codes of the values of `set`: a run of three or more consecutive codes
/// as one range (`1..=4`), as one would write it.
pub(super) fn value_set_codes(op: &Opcode, set: &ValueSet) -> Vec<TokenStream> {
    let mut codes: Vec<u64> = op
        .field(&set.field)
        .and_then(|f| f.bitfield(&set.bitfield))
        .map(|b| {
            b.values
                .iter()
                .filter(|v| set.values.contains(&v.name))
                .map(|v| v.code)
                .collect()
        })
        .unwrap_or_default();
    codes.sort_unstable();
    codes.dedup();
    let mut patterns = Vec::new();
    let mut i = 0;
    while i < codes.len() {
        let mut j = i;
        while j + 1 < codes.len() && codes[j + 1] == codes[j] + 1 {
            j += 1;
        }
        let (first, last) = (
            Literal::u64_unsuffixed(codes[i]),
            Literal::u64_unsuffixed(codes[j]),
        );
        if j - i >= 2 {
            patterns.push(quote! { #first..=#last });
            i = j + 1;
        } else {
            patterns.push(quote! { #first });
            i += 1;
        }
    }
    patterns
}

/// A rule's condition `set` in `validate` of `variant`, whose type has `members` (see
/// [`Condition`]).
fn condition(op: &Opcode, variant: &Variant, members: &[Member], set: &ValueSet) -> Condition {
    match layout::value_set_holder(op, variant, members, set) {
        None => Condition::Missing,
        Some(layout::SetHolder::Fixed { holds: true, value }) => Condition::Holds {
            value: value.name(),
        },
        Some(layout::SetHolder::Fixed { holds: false, .. }) => Condition::Fails,
        Some(layout::SetHolder::Member(m)) => {
            let (test, value) = set_test(op, m, set);
            Condition::Test { test, value }
        }
    }
}

/// Whether member `m` of `self` holds one of the values of `set`, and the name of its value:
/// an enumerated member by its code, a flag as `false` or `true`.
fn set_test(op: &Opcode, m: &Member, set: &ValueSet) -> (TokenStream, TokenStream) {
    let id = ident(&m.ident);
    if let layout::MemberKind::Raw { counted: false } = m.kind {
        return (quote! { self.#id.var == 0 }, quote! { "%null" });
    }
    if let layout::MemberKind::Flag { .. } = m.kind {
        let values = set.values.iter().map(|v| v == "true");
        return (
            quote! { matches!(self.#id, #(#values)|*) },
            quote! { if self.#id { "true" } else { "false" } },
        );
    }
    let codes = value_set_codes(op, set);
    (
        quote! { matches!(self.#id.code(), #(#codes)|*) },
        quote! { self.#id.name() },
    )
}

/// The field and value of a rule's first condition, which its error names.
type Because = Option<(String, TokenStream)>;

/// A rule's conditions in a variant's `validate`: the tests left to run, and the first
/// condition's field and value, which the error names; `None` when a condition cannot hold
/// (the rule does not apply to the variant).
fn conditions(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    when: &[ValueSet],
) -> Option<(Vec<TokenStream>, Because)> {
    let mut tests = Vec::new();
    let mut because = None;
    for w in when {
        match condition(op, variant, members, w) {
            Condition::Missing | Condition::Fails => return None,
            Condition::Holds { value } => {
                because.get_or_insert((w.field.clone(), quote! { #value }));
            }
            Condition::Test { test, value } => {
                tests.push(test);
                because.get_or_insert((w.field.clone(), value));
            }
        }
    }
    Some((tests, because))
}

/// A rule's condition in a variant's `validate`.
enum Condition {
    /// The variant has no member holding its values: the rule does not apply.
    Missing,
    /// On a member the variant's rules fix ([`layout::fixed_value`]), whose value (named)
    /// it holds.
    Holds { value: String },
    /// On a member the variant's rules fix, whose value it does not hold.
    Fails,
    /// On a member of the type: the test, and the member's value's name.
    Test {
        test: TokenStream,
        value: TokenStream,
    },
}

/// The field and value a [`Rule::ValueRequires`] without conditions names as its reason: the
/// op (the sub-op field, or the opcode, and the mnemonic).
fn requires_reason(op: &Opcode, variant: &Variant) -> (String, TokenStream) {
    let selector = variant
        .condition
        .as_ref()
        .map_or_else(|| op.name.clone(), |c| c.field.clone());
    let mnemonic = &variant.mnemonic;
    (selector, quote! { #mnemonic })
}

/// The `ValidationError::ValueRequires` of a rule requiring `then` (`value`: the name of the
/// value found).
fn value_requires_error(
    then: &ValueSet,
    value: TokenStream,
    because_field: &str,
    because_value: TokenStream,
) -> TokenStream {
    let field = &then.field;
    let allowed = &then.values;
    quote! {
        crate::ValidationError::ValueRequires {
            field: #field,
            value: #value,
            allowed: &[#(#allowed),*],
            because_field: #because_field,
            because_value: #because_value,
        }
    }
}

/// The [`Rule::ValueRequires`] that apply to this variant. A condition on a member the
/// variant's rules fix is decided here: the rule is left out when it fails, the condition when
/// it holds; so is a rule whose required member is fixed to an allowed value.
pub(super) fn value_requires_rules(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> TokenStream {
    let mut out = TokenStream::new();
    for r in &op.rules {
        let Rule::ValueRequires {
            ops, when, then, ..
        } = r
        else {
            continue;
        };
        if !ops.is_empty() && !ops.contains(&variant.name) {
            continue;
        }
        let Some(required) = layout::value_set_holder(op, variant, members, then) else {
            continue;
        };
        let Some((conditions, because)) = conditions(op, variant, members, when) else {
            continue;
        };
        // Without a condition, the op itself requires it.
        let (because_field, because_value) =
            because.unwrap_or_else(|| requires_reason(op, variant));
        let tcodes = value_set_codes(op, then);
        // No value allowed: the conditions alone break the rule.
        let (broken, value) = match required {
            layout::SetHolder::Member(t) => {
                let (test, name) = set_test(op, t, then);
                let broken = (!then.values.is_empty()).then(|| quote! { !#test });
                (broken, name)
            }
            layout::SetHolder::Fixed { holds: true, .. } if !tcodes.is_empty() => continue,
            layout::SetHolder::Fixed { value, .. } => {
                let name = value.name();
                (None, quote! { #name })
            }
        };
        let condition = match (conditions.is_empty(), broken) {
            (_, None) if !conditions.is_empty() => quote! { #(#conditions)&&* },
            (_, None) => quote! { true },
            (true, Some(broken)) => broken,
            (false, Some(broken)) => quote! { #(#conditions)&&* && #broken },
        };
        let error = value_requires_error(then, value, &because_field, because_value);
        out.extend(quote! {
            if #condition {
                return Err(#error);
            }
        });
    }
    out
}

/// The vector operands a [`Rule::ZeroOperandWhen`] wants 0 or `%null` in this variant (a
/// condition on a member its rules fix decided here, as in [`value_requires_rules`]).
pub(super) fn zero_operand_rules(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> TokenStream {
    let mut out = TokenStream::new();
    for r in &op.rules {
        let Rule::ZeroOperandWhen { field, when, .. } = r else {
            continue;
        };
        let Some(m) = members
            .iter()
            .find(|m| &m.field == field && member::is_vector(m))
        else {
            continue;
        };
        let Some((mut tests, because)) = conditions(op, variant, members, when) else {
            continue;
        };
        // (A rule without conditions is refused by the errata.)
        let Some((because_field, because_value)) = because else {
            continue;
        };
        let id = ident(&m.ident);
        tests.push(quote! { !self.#id.is_zero_or_null() });
        out.extend(quote! {
            if #(#tests)&&* {
                return Err(crate::ValidationError::OperandMustBeZero {
                    field: #field,
                    because_field: #because_field,
                    because_value: #because_value,
                });
            }
        });
    }
    out
}

/// The raw operands a [`Rule::NullOperand`] wants `%null` (or not) in this variant.
pub(super) fn null_operand_rules(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> TokenStream {
    let mut out = TokenStream::new();
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
        let Some(m) = members
            .iter()
            .find(|m| &m.field == field && member::is_uncounted_raw(m))
        else {
            continue;
        };
        if !ops.contains(&variant.name) {
            continue;
        }
        // With conditions, the error names the first condition's value as the op.
        let Some((mut tests, because)) = conditions(op, variant, members, when) else {
            continue;
        };
        let mnemonic = &variant.mnemonic;
        let op_name = because.map_or(quote! { #mnemonic }, |(_, value)| value);
        let id = ident(&m.ident);
        let (test, error) = if *null {
            (quote! { self.#id.var != 0 }, quote! { OperandMustBeNull })
        } else {
            (
                quote! { self.#id.var == 0 },
                quote! { OperandMustNotBeNull },
            )
        };
        tests.push(test);
        // An operand present only under a condition: the rule is about it when it is there.
        out.extend(member::when_present(
            m,
            quote! {
                if #(#tests)&&* {
                    return Err(crate::ValidationError::#error { field: #field, op: #op_name });
                }
            },
        ));
    }
    out
}

/// The [`Rule::OperandTypesWhen`] in `validate_types`: where the conditions hold, the types
/// of the operands of the rule's fields (a condition on a member the variant's rules fix
/// decided here, as in [`value_requires_rules`]).
pub(super) fn operand_type_rules(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> TokenStream {
    let mut out = TokenStream::new();
    for r in &op.rules {
        let Rule::OperandTypesWhen {
            fields,
            when,
            types,
            ..
        } = r
        else {
            continue;
        };
        let Some((tests, _)) = conditions(op, variant, members, when) else {
            continue;
        };
        let checks: Vec<TokenStream> = fields
            .iter()
            .filter_map(|field| {
                let m = members.iter().find(|m| &m.field == field)?;
                member::type_check(m, field, &type_list(types))
            })
            .collect();
        if checks.is_empty() {
            continue;
        }
        out.extend(if tests.is_empty() {
            quote! { #(#checks)* }
        } else {
            quote! {
                if #(#tests)&&* {
                    #(#checks)*
                }
            }
        });
    }
    out
}

/// The execution mask taken from another field (GATHER's Num_elts) is legal at the lane count
/// of its size bitfield (reference §5.3).
pub(super) fn exec_from_rules(op: &Opcode, members: &[Member]) -> TokenStream {
    let Some(from) = &op.syntax.exec_from else {
        return TokenStream::new();
    };
    let Some(field) = op.field(&from.field) else {
        return TokenStream::new();
    };
    let member = |bitfield: &str| {
        members.iter().find(|m| {
            m.field == from.field && member::enumeration(m).is_some_and(|(b, _)| b == bitfield)
        })
    };
    let (Some(mask), Some(size), Some(sizes)) = (
        member(&from.mask),
        member(&from.size),
        field.bitfield(&from.size),
    ) else {
        return TokenStream::new();
    };
    let ty = format_ident!("{}", layout::enum_type_name(field, sizes));
    let arms = sizes.values.iter().map(|v| {
        let variant = format_ident!("{}", names::camel_case(&v.name));
        let lanes = int(v.lanes.unwrap_or(1));
        quote! { #ty::#variant => #lanes }
    });
    let (mask, size) = (ident(&mask.ident), ident(&size.ident));
    quote! {
        let lanes: u8 = match self.#size { #(#arms,)* };
        crate::check_exec_mask(lanes, self.#mask.code(), self.#mask.asm())?;
    }
}

/// The checks of each [`Rule::PredicateMode`], after the field checks.
pub(super) fn predicate_mode_rules(op: &Opcode, members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    let member_of = |field: &str| members.iter().find(|m| m.field == field);
    for (operands, exec_size) in op.rules.iter().filter_map(Rule::predicate_mode) {
        let entries = operands.iter().filter_map(|name| {
            let id = ident(&member_of(name)?.ident);
            Some(quote! { (#name, &self.#id) })
        });
        let predicated = match members.iter().find(|m| member::is_predicate(m)) {
            Some(m) => {
                let id = ident(&m.ident);
                quote! { self.#id.is_some() }
            }
            None => quote! { false },
        };
        let saturated = layout::saturated_member(op, members).map_or(quote! { None }, |m| {
            let id = ident(&m.ident);
            let name = &m.field;
            quote! { (self.#id.modifier() == crate::Modifier::Sat).then_some(#name) }
        });
        let lanes = match members.iter().find(|m| member::is_exec_size(m)) {
            Some(m) => {
                let id = ident(&m.ident);
                quote! { self.#id.lanes() }
            }
            None => quote! { 1 },
        };
        let sizes = exec_size.iter().copied().map(int);
        out.extend(quote! {
            crate::check_predicate_mode(&[#(#entries),*], #predicated, #saturated, #lanes, &[#(#sizes),*])?;
        });
    }
    out
}

/// The `DescriptorLength` rules (a length packed in an immediate descriptor may not exceed, or
/// must equal, a register count; a count the length must equal must fit its bits) and the
/// `NullWhenCountZero` rules (an operand of no registers is `%null`), in the model's order.
pub(super) fn length_rules(op: &Opcode, members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    for rule in &op.rules {
        if let Rule::NullWhenCountZero { operand, count, .. } = rule {
            let (Some(given), Some(registers)) = (
                members.iter().find(|m| &m.field == operand),
                members
                    .iter()
                    .find(|m| &m.field == count && member::is_value(m)),
            ) else {
                continue;
            };
            let (given, registers) = (ident(&given.ident), ident(&registers.ident));
            out.extend(quote! {
                if self.#registers == 0 && self.#given.var != 0 {
                    return Err(crate::ValidationError::OperandWithoutLength {
                        field: #operand,
                        length_field: #count,
                        what: "register count",
                    });
                }
            });
            continue;
        }
        let Rule::DescriptorLength {
            field,
            what,
            bits,
            count,
            relation,
            null_when_zero,
            ..
        } = rule
        else {
            continue;
        };
        let null_check = null_when_zero.as_ref().and_then(|operand| {
            let m = members.iter().find(|m| &m.field == operand)?;
            let id = ident(&m.ident);
            Some(quote! {
                if length == 0 && self.#id.var != 0 {
                    return Err(crate::ValidationError::OperandWithoutLength {
                        field: #operand,
                        length_field: #field,
                        what: #what,
                    });
                }
            })
        });
        let (Some(desc), Some(limit)) = (
            members
                .iter()
                .find(|m| &m.field == field && member::is_vector(m)),
            members
                .iter()
                .find(|m| &m.field == count && member::is_value(m)),
        ) else {
            continue;
        };
        let (desc, limit) = (ident(&desc.ident), ident(&limit.ident));
        let lo = int(bits[1]);
        let widest = layout::length_bits_max(*bits);
        let mask = hex_literal(widest);
        let compare = match relation {
            LengthRelation::AtMost => quote! {
                if length > count {
                    return Err(crate::ValidationError::LengthExceedsCount {
                        field: #field,
                        what: #what,
                        length,
                        count_field: #count,
                        count,
                    });
                }
            },
            LengthRelation::Equal => quote! {
                if length != count {
                    return Err(crate::ValidationError::LengthMismatchesCount {
                        field: #field,
                        what: #what,
                        length,
                        count_field: #count,
                        count,
                    });
                }
            },
        };
        // Whatever the descriptor is, the length it carries is built from the count, which
        // must then fit its bits.
        let encodable = (*relation == LengthRelation::Equal).then(|| {
            let min = op
                .field(count)
                .and_then(|f| f.constraints.range)
                .map_or(0, |r| r.min);
            let (min, widest) = (
                Literal::i64_unsuffixed(min),
                Literal::u64_unsuffixed(widest),
            );
            quote! {
                if u64::from(self.#limit) > #mask {
                    return Err(crate::ValidationError::ValueOutOfRange {
                        field: #count,
                        value: i64::from(self.#limit),
                        min: #min,
                        max: #widest,
                    });
                }
            }
        });
        out.extend(quote! {
            #encodable
            if let crate::VectorOperand::Immediate(immediate) = &self.#desc {
                let length = ((immediate.bits >> #lo) & #mask) as u32;
                let count = u32::from(self.#limit);
                #compare
                #null_check
            }
        });
    }
    out
}

pub(super) fn flag_rules(
    op: &Opcode,
    variant: &Variant,
    field: &Field,
    bitfield: &str,
    id: &Ident,
) -> TokenStream {
    let mut out = TokenStream::new();
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
        let flag = flag_text(op, field, bitfield);
        // A variant the rule does not list has no such member (`layout::fixed_value`): its
        // decoder gives `fixed_value_error`.
        if ops.contains(&variant.name) && !exec_sizes.is_empty() {
            let exec_sizes = exec_sizes.iter().copied().map(int);
            out.extend(quote! {
                if self.#id && !matches!(self.exec_size.lanes(), #(#exec_sizes)|*) {
                    return Err(crate::ValidationError::FlagNotAllowedForExecSize { flag: #flag, lanes: self.exec_size.lanes() });
                }
            });
        }
    }
    out
}

/// The error `validate` would give for member `m` of `variant` set against `fixed.rule`, which
/// leaves it one value ([`layout::fixed_value`]): what its decoder reports for any other,
/// `found` (an expression of the member's type, for an enumerated member).
pub(super) fn fixed_value_error(
    op: &Opcode,
    variant: &Variant,
    m: &Member,
    fixed: &layout::FixedValue,
    found: TokenStream,
) -> TokenStream {
    match fixed.rule {
        Rule::FlagRestricted { bitfield, .. } => {
            let field = op
                .field(&m.field)
                .expect("members come from described fields");
            let (flag, op_name) = (flag_text(op, field, bitfield), &variant.name);
            quote! { crate::ValidationError::FlagNotAllowedForOp { flag: #flag, op: #op_name } }
        }
        Rule::ValueRequires { then, .. } => {
            let (because_field, because_value) = requires_reason(op, variant);
            value_requires_error(
                then,
                quote! { #found.name() },
                &because_field,
                because_value,
            )
        }
        other => panic!("layout::fixed_value fixes no member by {other:?}"),
    }
}

/// The text spelling of a flag (`cps`), or its bitfield name when the syntax has none.
pub fn flag_text(op: &Opcode, field: &Field, bitfield: &str) -> String {
    op.syntax
        .suffixes
        .iter()
        .find(|s| s.field == field.name && s.bitfield.as_deref() == Some(bitfield))
        .and_then(|s| s.flag.clone())
        .unwrap_or_else(|| bitfield.to_owned())
}

pub(super) fn validate_types_body(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> TokenStream {
    let mut out = TokenStream::new();
    for m in members {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        if field.constraints.types.is_empty() {
            continue;
        }
        out.extend(member::type_check(m, &field.name, &field_types(field)));
    }
    out.extend(combination_type_rules(op, members));
    out.extend(operand_type_rules(op, variant, members));
    out.extend(operand_type_maps(op, members));
    out.extend(region_bounds(op, members));
    out
}

/// The check that each vector operand's region stays within its variable
/// (`check_region_bounds`), at the execution size of the variant's own `Exec_size` member:
/// nothing for a variant without one.
fn region_bounds(op: &Opcode, members: &[Member]) -> TokenStream {
    let Some(exec) = members.iter().find(|m| member::is_exec_size(m)) else {
        return TokenStream::new();
    };
    let exec = ident(&exec.ident);
    let mut out = TokenStream::new();
    for m in members.iter().filter(|m| member::is_vector(m)) {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        let (id, name, destination) = (ident(&m.ident), &field.name, field.destination);
        out.extend(member::when_present(
            m,
            quote! {
                crate::check_region_bounds(#name, &self.#id, self.#exec.lanes(), #destination, declarations)?;
            },
        ));
    }
    out
}

/// Whether `op` states types for its operands as a whole (Supported Types, operand type
/// maps), which [`operand_type_maps`] checks.
fn has_operand_types(op: &Opcode) -> bool {
    !op.supported_types.is_empty() || !op.type_maps.is_empty()
}

/// The check of the opcode's Supported Types and operand type maps over the vector operands
/// of `members` (`check_operand_types`): the destination fields' types against the source
/// fields'. Nothing when the opcode states neither, or has no vector operand.
fn operand_type_maps(op: &Opcode, members: &[Member]) -> TokenStream {
    if !has_operand_types(op) {
        return TokenStream::new();
    }
    let (mut dsts, mut srcs) = (Vec::new(), Vec::new());
    for m in members.iter().filter(|m| member::is_vector(m)) {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        let (id, name) = (ident(&m.ident), &field.name);
        let ty = if m.present.is_some() {
            quote! {
                match &self.#id {
                    Some(operand) => crate::operand_element_type(#name, operand, declarations)?,
                    None => None,
                }
            }
        } else {
            quote! { crate::operand_element_type(#name, &self.#id, declarations)? }
        };
        let entry = quote! { (#name, #ty) };
        if field.destination {
            dsts.push(entry);
        } else {
            srcs.push(entry);
        }
    }
    if dsts.is_empty() && srcs.is_empty() {
        return TokenStream::new();
    }
    quote! {
        crate::check_operand_types(&[#(#dsts),*], &[#(#srcs),*], SUPPORTED_TYPES, TYPE_MAPS)?;
    }
}

/// The opcode's Supported Types together with the types its operand type maps name, and the
/// maps, of every platform (`check_operand_types` applies no platform tag).
fn operand_type_consts(op: &Opcode) -> TokenStream {
    let mut supported: Vec<String> = Vec::new();
    let all = op
        .supported_types
        .iter()
        .flat_map(|t| &t.types)
        .chain(op.type_maps.iter().flat_map(|m| m.dst.iter().chain(&m.src)));
    for t in all {
        if !supported.contains(t) {
            supported.push(t.clone());
        }
    }
    let supported = type_list(&supported);
    let maps = op.type_maps.iter().map(|m| {
        let (dst, src) = (type_list(&m.dst), type_list(&m.src));
        quote! { crate::TypeMap { dst: #dst, src: #src } }
    });
    quote! {
        /// The types the opcode's operands may have: its Supported Types and the types its
        /// operand type maps name, of every platform.
        const SUPPORTED_TYPES: &[crate::VisaType] = #supported;
        /// The opcode's operand type maps (destination types, source types), of every
        /// platform.
        const TYPE_MAPS: &[crate::TypeMap] = &[#(#maps),*];
    }
}

/// The constants an opcode's variants share in their checks: the execution sizes it takes,
/// and the types and operand classes each operand field allows (where a check names them).
pub(super) fn shared_consts(op: &Opcode) -> TokenStream {
    let mut out = TokenStream::new();
    let members: Vec<Member> = op
        .variants
        .iter()
        .flat_map(|v| layout::type_members(op, v).0)
        .collect();
    if members.iter().any(member::is_exec_size) {
        let lanes = layout::exec_sizes(op).into_iter().map(|(l, _)| int(l));
        out.extend(quote! {
            /// The execution sizes (lanes) the opcode takes.
            const EXEC_SIZES: &[u8] = &[#(#lanes),*];
        });
    }
    if has_operand_types(op) && members.iter().any(member::is_vector) {
        out.extend(operand_type_consts(op));
    }
    for field in &op.fields {
        let of_field: Vec<&Member> = members.iter().filter(|m| m.field == field.name).collect();
        if !field.constraints.types.is_empty()
            && of_field.iter().any(|m| member::is_typed_operand(m))
        {
            let (name, types) = (field_types(field), type_list(&field.constraints.types));
            let doc = format!(" The types the spec allows for `{}`.", field.name);
            out.extend(quote! {
                #[doc = #doc]
                const #name: &[crate::VisaType] = #types;
            });
        }
        if !field.constraints.classes.is_empty()
            && of_field.iter().any(|m| member::is_vector_operand(m))
        {
            let (name, classes) = (
                field_classes(field),
                class_tokens(&field.constraints.classes),
            );
            let doc = format!(" The operand classes the spec allows for `{}`.", field.name);
            out.extend(quote! {
                #[doc = #doc]
                const #name: &[crate::OperandClass] = #classes;
            });
        }
    }
    out
}

/// The types `field` allows in its checks: the constant [`shared_consts`] names for them
/// (`DST_TYPES`), or `&[]` when it lists none.
pub(super) fn field_types(field: &Field) -> TokenStream {
    if field.constraints.types.is_empty() {
        return quote! { &[] };
    }
    let name = format_ident!("{}_TYPES", names::snake_case(&field.name).to_uppercase());
    quote! { #name }
}

/// The operand classes `field` allows in its checks: the constant [`shared_consts`] names for
/// them (`AOFFIMMI_CLASSES`), or `&[]` when it lists none.
pub(super) fn field_classes(field: &Field) -> TokenStream {
    if field.constraints.classes.is_empty() {
        return quote! { &[] };
    }
    let name = format_ident!("{}_CLASSES", names::snake_case(&field.name).to_uppercase());
    quote! { #name }
}

/// The check that `value` (a `u32` expression) is none of the values `field` excludes
/// ([`Constraints::excluded`]); nothing when it excludes none.
pub(super) fn excluded_check(field: &Field, value: TokenStream) -> TokenStream {
    if field.constraints.excluded.is_empty() {
        return TokenStream::new();
    }
    let name = &field.name;
    let arms = field.constraints.excluded.iter().map(|e| {
        let excluded = int(e.value);
        let reason = &e.reason;
        quote! { #excluded => return Err(crate::ValidationError::IndexNotAllowed { field: #name, value: #excluded, reason: #reason }), }
    });
    quote! { match #value { #(#arms)* _ => {} } }
}

/// The checks several op variants of an opcode make alike, each written once: a statement
/// `if <test> { return Err(<error>); }` of their `validate` that reads only members (by value)
/// becomes a function of the opcode's module, `rule_<k>`, which each variant calls in the
/// statement's place (the order of the checks, and so the error found first, is unchanged).
/// LSC's caching and SFID rules, for example, are then one function each instead of one copy
/// per sub-op.
///
/// `bodies` are the variants' `validate` bodies with their types' members; gives the bodies
/// back, rewritten, and the functions.
pub(super) fn share_checks(
    op: &Opcode,
    bodies: Vec<(&Variant, Vec<Member>, TokenStream)>,
) -> (Vec<TokenStream>, TokenStream) {
    struct Lifted {
        key: String,
        args: Vec<Ident>,
        item: (Vec<TokenStream>, TokenStream),
    }
    let mut split: Vec<Vec<(TokenStream, Option<Lifted>)>> = Vec::new();
    // How many variants make each check, and its function once numbered.
    let mut users: Vec<(String, Vec<&str>)> = Vec::new();
    for (variant, members, body) in &bodies {
        let mut statements = Vec::new();
        let all = statements_of(body.clone());
        let locals = let_bindings(&all);
        for statement in all {
            let lifted = liftable(&statement, members, &locals).map(|(params, test_body)| {
                let args: Vec<Ident> = params.iter().map(|m| ident(&m.ident)).collect();
                let decls: Vec<TokenStream> = params
                    .iter()
                    .map(|m| {
                        let (id, ty) = (ident(&m.ident), member::rust_type(m));
                        quote! { #id: #ty }
                    })
                    .collect();
                let key = format!("{} -> {}", quote! { #(#decls),* }, test_body);
                Lifted {
                    key,
                    args,
                    item: (decls, test_body),
                }
            });
            if let Some(l) = &lifted {
                match users.iter_mut().find(|(k, _)| k == &l.key) {
                    Some((_, names)) if !names.contains(&variant.name.as_str()) => {
                        names.push(&variant.name)
                    }
                    Some(_) => {}
                    None => users.push((l.key.clone(), vec![&variant.name])),
                }
            }
            statements.push((statement, lifted));
        }
        split.push(statements);
    }
    let shared: Vec<&(String, Vec<&str>)> = users.iter().filter(|(_, v)| v.len() > 1).collect();
    // Each function is named after the field its error names: `check_caching_l3`, then
    // `check_caching_l3_2`, … in the order the checks come.
    let mut names_of: Vec<Ident> = Vec::new();
    for (key, _) in &shared {
        let test = split
            .iter()
            .flatten()
            .find_map(|(_, l)| l.as_ref().filter(|l| &l.key == key))
            .map(|l| l.item.1.clone())
            .unwrap_or_default();
        let base = format!(
            "check_{}",
            error_field(test.clone())
                .or_else(|| error_kind(test))
                .map_or_else(|| "rule".to_owned(), |f| names::snake_case(&f))
        );
        let mut name = base.clone();
        let mut n = 1;
        while names_of.iter().any(|i| i == &name) {
            n += 1;
            name = format!("{base}_{n}");
        }
        names_of.push(format_ident!("{}", name));
    }
    let mut items = TokenStream::new();
    let mut emitted: Vec<&str> = Vec::new();
    let bodies = split
        .into_iter()
        .map(|statements| {
            let mut out = TokenStream::new();
            for (statement, lifted) in statements {
                let Some(l) = lifted else {
                    out.extend(statement);
                    continue;
                };
                let Some(k) = shared.iter().position(|(key, _)| key == &l.key) else {
                    out.extend(statement);
                    continue;
                };
                let name = &names_of[k];
                if !emitted.contains(&shared[k].0.as_str()) {
                    emitted.push(&shared[k].0);
                    let (decls, test) = &l.item;
                    let doc = format!(
                        " A check of `validate` that the op variants {} of {} make alike.",
                        shared[k]
                            .1
                            .iter()
                            .map(|v| format!("`{v}`"))
                            .collect::<Vec<_>>()
                            .join(", "),
                        op.name
                    );
                    items.extend(quote! {
                        #[doc = #doc]
                        #[inline]
                        fn #name(#(#decls),*) -> Result<(), crate::ValidationError> {
                            #test
                            Ok(())
                        }
                    });
                }
                let args = &l.args;
                out.extend(quote! { #name(#(self.#args),*)?; });
            }
            out
        })
        .collect();
    (bodies, items)
}

/// The field an error of `tokens` names (`field: "CachingL3"`).
fn error_field(tokens: TokenStream) -> Option<String> {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees
        .iter()
        .enumerate()
        .find_map(|(i, t)| match (t, trees.get(i + 1), trees.get(i + 2)) {
            (TokenTree::Ident(f), Some(TokenTree::Punct(c)), Some(TokenTree::Literal(l)))
                if f == "field" && c.as_char() == ':' =>
            {
                syn::parse_str::<syn::LitStr>(&l.to_string())
                    .ok()
                    .map(|s| s.value())
            }
            (TokenTree::Group(g), _, _) => error_field(g.stream()),
            _ => None,
        })
}

/// The kind of the `ValidationError` of `tokens` (`ExecSizeNotAllowed`).
fn error_kind(tokens: TokenStream) -> Option<String> {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees
        .iter()
        .enumerate()
        .find_map(|(i, t)| match (t, trees.get(i + 3)) {
            (TokenTree::Ident(e), Some(TokenTree::Ident(kind))) if e == "ValidationError" => {
                Some(kind.to_string())
            }
            (TokenTree::Group(g), _) => error_kind(g.stream()),
            _ => None,
        })
}

/// The statements of a `validate` body: each ends at a `;`, or at a block not followed by
/// `else`.
fn statements_of(body: TokenStream) -> Vec<TokenStream> {
    use proc_macro2::{Delimiter, TokenTree};
    let mut statements = Vec::new();
    let mut current = TokenStream::new();
    let mut trees = body.into_iter().peekable();
    while let Some(tree) = trees.next() {
        let ends = match &tree {
            TokenTree::Punct(p) => p.as_char() == ';',
            TokenTree::Group(g) => {
                g.delimiter() == Delimiter::Brace
                    && !matches!(trees.peek(), Some(TokenTree::Ident(i)) if i == "else")
            }
            _ => false,
        };
        current.extend([tree]);
        if ends {
            statements.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        statements.push(current);
    }
    statements
}

/// A statement `if <test> { return Err(…); }` that reads only members of `members` that are
/// passed by value, at most seven: the members in order of first use, and the statement with
/// `self.<member>` read as `<member>`.
fn liftable<'m>(
    statement: &TokenStream,
    members: &'m [Member],
    locals: &[String],
) -> Option<(Vec<&'m Member>, TokenStream)> {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = statement.clone().into_iter().collect();
    match (trees.first(), trees.get(1), trees.last()) {
        (Some(TokenTree::Ident(first)), Some(second), Some(TokenTree::Group(block)))
            if first == "if"
                && !matches!(second, TokenTree::Ident(i) if i == "let")
                && matches!(block.stream().into_iter().next(), Some(TokenTree::Ident(r)) if r == "return") =>
            {}
        _ => return None,
    }
    if mentions(statement.clone(), locals) {
        return None;
    }
    let mut params: Vec<&Member> = Vec::new();
    let rewritten = without_self(statement.clone(), members, &mut params)?;
    let by_value = |m: &Member| !matches!(m.kind, layout::MemberKind::Labels { .. });
    (params.len() <= 7 && params.iter().all(|m| by_value(m))).then_some((params, rewritten))
}

/// The names the `let` statements among `statements` bind (every identifier of their patterns).
fn let_bindings(statements: &[TokenStream]) -> Vec<String> {
    use proc_macro2::TokenTree;
    fn idents(tokens: TokenStream, out: &mut Vec<String>) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(i) => out.push(i.to_string()),
                TokenTree::Group(g) => idents(g.stream(), out),
                _ => {}
            }
        }
    }
    let mut names = Vec::new();
    for statement in statements {
        let mut trees = statement.clone().into_iter();
        if !matches!(trees.next(), Some(TokenTree::Ident(i)) if i == "let") {
            continue;
        }
        let pattern: TokenStream = trees
            .take_while(|t| !matches!(t, TokenTree::Punct(p) if p.as_char() == '='))
            .collect();
        idents(pattern, &mut names);
    }
    names
}

/// Whether `tokens` use one of `names` as an identifier.
fn mentions(tokens: TokenStream, names: &[String]) -> bool {
    use proc_macro2::TokenTree;
    tokens.into_iter().any(|tree| match tree {
        TokenTree::Ident(i) => names.iter().any(|n| i == n),
        TokenTree::Group(g) => mentions(g.stream(), names),
        _ => false,
    })
}

/// `tokens` with each `self.<member>` read as `<member>` (the members collected in `params`);
/// `None` when `self` or `Self` is used otherwise.
fn without_self<'m>(
    tokens: TokenStream,
    members: &'m [Member],
    params: &mut Vec<&'m Member>,
) -> Option<TokenStream> {
    use proc_macro2::{Group, TokenTree};
    let mut out = TokenStream::new();
    let mut trees = tokens.into_iter().peekable();
    while let Some(tree) = trees.next() {
        match tree {
            TokenTree::Ident(i) if i == "Self" => return None,
            TokenTree::Ident(i) if i == "self" => {
                match trees.next() {
                    Some(TokenTree::Punct(p)) if p.as_char() == '.' => {}
                    _ => return None,
                }
                let Some(TokenTree::Ident(name)) = trees.next() else {
                    return None;
                };
                let m = members.iter().find(|m| ident(&m.ident) == name)?;
                if !params.iter().any(|p| std::ptr::eq(*p, m)) {
                    params.push(m);
                }
                out.extend([TokenTree::Ident(name)]);
            }
            TokenTree::Group(g) => {
                let inner = without_self(g.stream(), members, params)?;
                let mut group = Group::new(g.delimiter(), inner);
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            other => out.extend([other]),
        }
    }
    Some(out)
}
