//! `encoded_len` and `write_unchecked`: the bytes of a variant, slot by slot in Format order.

use super::*;

/// `a | b | c`, or `0` when there are no parts.
pub(super) fn or_parts(parts: &[TokenStream]) -> TokenStream {
    if parts.is_empty() {
        quote! { 0 }
    } else {
        quote! { #(#parts)|* }
    }
}

/// The fixed byte count and the variable-length terms of an encoding.
pub(super) fn length_parts(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
) -> (usize, Vec<TokenStream>) {
    // The opcode byte, and the sub-opcode byte of a family member.
    let mut fixed = 1 + usize::from(op.sub_opcode.is_some());
    let mut dynamic = Vec::new();
    for slot in &variant.layout {
        let Some(field) = op.field(&slot.field) else {
            continue;
        };
        if let Some((m, l)) = members
            .iter()
            .find(|m| m.field == field.name)
            .and_then(|m| Some((m, m.layout?)))
        {
            // A field of one layout: its bytes in that layout only.
            if matches!(field.ty, FieldType::VecOperand | FieldType::Scalar) {
                let (id, l) = (ident(&m.ident), member::layout_value(l));
                dynamic.push(quote! {
                    (if layout == #l {
                        self.#id.as_ref().unwrap_or(&crate::VectorOperand::NULL).encoded_len()
                    } else {
                        0
                    })
                });
                continue;
            }
            let size = Literal::usize_unsuffixed(match field.ty {
                FieldType::RawOperand => 6,
                ty => usize::from(ty.bits().unwrap_or(32) / 8),
            });
            let l = member::layout_value(l);
            dynamic.push(quote! { #size * usize::from(layout == #l) });
            continue;
        }
        if let Some(m) = members
            .iter()
            .find(|m| member::is_list(m) && m.field == field.name)
        {
            let id = ident(&m.ident);
            let size = Literal::usize_unsuffixed(usize::from(field.ty.bits().unwrap_or(16) / 8));
            dynamic.push(quote! { #size * self.#id.len() });
            continue;
        }
        match field.ty {
            FieldType::Ub => fixed += 1,
            FieldType::Uw => fixed += 2,
            FieldType::Ud | FieldType::D => fixed += 4,
            FieldType::RawOperand => {
                let m = members.iter().find(|m| m.field == field.name);
                match m.filter(|m| member::is_counted(m) || m.present.is_some()) {
                    Some(m) => {
                        let id = ident(&m.ident);
                        dynamic.push(quote! { 6 * usize::from(self.#id.is_some()) });
                    }
                    _ => fixed += 6,
                }
            }
            FieldType::VecOperand | FieldType::Scalar => {
                if let Some(m) = members.iter().find(|m| m.field == field.name) {
                    let id = ident(&m.ident);
                    dynamic.push(if m.present.is_some() {
                        quote! { self.#id.as_ref().map_or(0, |operand| operand.encoded_len()) }
                    } else {
                        quote! { self.#id.encoded_len() }
                    });
                }
            }
        }
    }
    (fixed, dynamic)
}

pub(super) fn write_body(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    fixed: &[Fixed],
) -> TokenStream {
    let mut out = quote! { out.put_u8(OPCODE); };
    if let Some(sub) = &op.sub_opcode {
        let v = hex_literal(u64::from(sub.value));
        out.extend(quote! { out.put_u8(#v); });
    }
    for slot in &variant.layout {
        let Some(field) = op.field(&slot.field) else {
            continue;
        };
        let own: Vec<&Member> = members.iter().filter(|m| m.field == field.name).collect();
        let in_layout = own.first().and_then(|m| m.layout);
        if let Some((m, l)) = own.first().zip(in_layout).filter(|(m, _)| m.optional()) {
            out.extend(member::write_in_layout(field, m, l));
            continue;
        }
        // A field of one layout whose members have absent values of their own (flags, a
        // predicate): written as any other field, in that layout only.
        let outer = in_layout.map(|_| std::mem::take(&mut out));
        let put = |value: TokenStream| match field.ty {
            FieldType::Ub => quote! { out.put_u8(#value); },
            FieldType::Uw => quote! { out.put_u16(#value); },
            FieldType::D => quote! { out.put_u32(#value as u32); },
            _ => quote! { out.put_u32(#value); },
        };
        match field.role {
            Role::SubOp | Role::Bits | Role::ExecSize => {
                let ty = uint_type(field.packed_width());
                let mut parts: Vec<TokenStream> = own
                    .iter()
                    .filter_map(|m| member::to_bits(field, m, &ty))
                    .collect();
                // The class bits of a variable another field holds.
                for m in members {
                    let layout::MemberKind::Variable { class } = &m.kind else {
                        continue;
                    };
                    let Some(b) = field
                        .bitfield(&class.bitfield)
                        .filter(|_| class.field == field.name)
                    else {
                        continue;
                    };
                    let id = ident(&m.ident);
                    let local = member::variable_class_local(m);
                    let [g, a, p] = member::variable_class_codes(op, class).map(int);
                    out.extend(quote! {
                        let #local: #ty = match self.#id {
                            crate::Variable::General(_) => #g,
                            crate::Variable::Address(_) => #a,
                            crate::Variable::Predicate(_) => #p,
                        };
                    });
                    parts.push(if b.lo == 0 {
                        quote! { #local }
                    } else {
                        let lo = int(i64::from(b.lo));
                        quote! { #local << #lo }
                    });
                }
                parts.extend(
                    fixed
                        .iter()
                        .filter(|(m, _)| m.field == field.name)
                        .filter_map(|(m, value)| member::fixed_bits(field, m, value)),
                );
                if let Some(c) = variant
                    .condition
                    .as_ref()
                    .filter(|c| c.field == field.name && c.code != 0)
                {
                    if let Some(b) = field.bitfield(&c.bitfield) {
                        let code = int(c.code << b.lo);
                        parts.insert(0, quote! { #code });
                    }
                }
                let value = or_parts(&parts);
                let local = format_ident!("{}", names::snake_case(&field.name));
                out.extend(quote! { let #local: #ty = #value; });
                out.extend(put(quote! { #local }));
            }
            Role::Predicate => out
                .extend(quote! { out.put_u16(crate::Predicate::encode(self.predicate.as_ref())); }),
            Role::ListCount => {
                // `validate` bounds the list's length by the count's range, which fits it.
                let list = members
                    .iter()
                    .find(|m| member::list_count(m) == Some(&field.name));
                if let Some(m) = list {
                    let id = ident(&m.ident);
                    let ty = uint_type(field.ty.bits().unwrap_or(8));
                    out.extend(put(quote! { self.#id.len() as #ty }));
                }
            }
            Role::Label if own.first().is_some_and(|m| member::is_list(m)) => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    out.extend(quote! {
                        for label in &self.#id {
                            out.put_u16(label.0);
                        }
                    });
                }
            }
            Role::Sampler | Role::Surface | Role::Value | Role::Label => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    let value = match field.role {
                        Role::Value => quote! { self.#id },
                        _ => quote! { self.#id.0 },
                    };
                    out.extend(put(value));
                }
            }
            Role::Variable => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    // `validate` bounds the id to the field's width.
                    out.extend(put(match field.ty {
                        FieldType::Ub => quote! { self.#id.id() as u8 },
                        FieldType::Uw => quote! { self.#id.id() as u16 },
                        _ => quote! { self.#id.id() },
                    }));
                }
            }
            Role::Name => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    // `validate` bounds a `uw` name index to 16 bits.
                    out.extend(put(match field.ty {
                        FieldType::Ub => quote! { self.#id.0 as u8 },
                        FieldType::Uw => quote! { self.#id.0 as u16 },
                        _ => quote! { self.#id.0 },
                    }));
                }
            }
            Role::ParamCount => {
                let flags = member::counted(members).into_iter().map(|m| {
                    let id = ident(&m.ident);
                    quote! { self.#id.is_some() }
                });
                // `validate` bounds the count by the documented range, which fits the field.
                let ty = uint_type(field.ty.bits().unwrap_or(8));
                out.extend(quote! {
                    let count = [#(#flags),*].iter().filter(|present| **present).count() as #ty;
                });
                out.extend(put(quote! { count }));
            }
            Role::Raw | Role::Vector => {
                if let Some(m) = own.first() {
                    out.extend(member::write_operand(field, m));
                }
            }
        }
        if let Some((l, outer)) = in_layout.zip(outer) {
            let (body, l) = (std::mem::replace(&mut out, outer), member::layout_value(l));
            out.extend(quote! {
                if out.layout() == #l {
                    #body
                }
            });
        }
    }
    out
}
