//! `read_unchecked`: the inverse of `write_unchecked`, slot by slot, and the sub-op reader of
//! a per-opcode enum.

use super::*;

/// The body of `read_unchecked`: the inverse of [`write_body`], field by field in Format order.
/// Each primitive split into bitfields is read once, with the bits its bitfields cover (any
/// other bit set is an error), then taken apart member by member.
pub(super) fn read_body(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    fixed: &[Fixed],
) -> TokenStream {
    let mut out = quote! { reader.opcode(OPCODE)?; };
    if let Some(sub) = &op.sub_opcode {
        // A family member (SVM): its sub-opcode byte follows the opcode.
        let (family, value) = (&sub.family, hex_literal(u64::from(sub.value)));
        out.extend(quote! { reader.sub_opcode(#family, #value)?; });
    }
    let params = member::counted(members);
    for slot in &variant.layout {
        let Some(field) = op.field(&slot.field) else {
            continue;
        };
        let name = &field.name;
        let own: Vec<&Member> = members.iter().filter(|m| m.field == field.name).collect();
        let in_layout = own.first().and_then(|m| m.layout);
        if let Some((m, l)) = own.first().zip(in_layout).filter(|(m, _)| m.optional()) {
            out.extend(member::read_in_layout(field, m, l));
            continue;
        }
        // A field of one layout whose members have absent values of their own (flags, a
        // predicate): read as any other field in that layout, absent in the others.
        let outer = in_layout.map(|_| std::mem::take(&mut out));
        match field.role {
            Role::SubOp | Role::Bits | Role::ExecSize => {
                let width = field.packed_width();
                let (local, read) = read_bits(field, &format_ident!("reader"));
                out.extend(read);
                if let Some(c) = variant.condition.as_ref().filter(|c| c.field == field.name) {
                    let (lo, bits) = field
                        .bitfield(&c.bitfield)
                        .map_or((0, width), |b| (b.lo, b.width()));
                    let (lo, bits) = (Literal::u8_unsuffixed(lo), Literal::u8_unsuffixed(bits));
                    out.extend(quote! { #local.sub_op(#lo, #bits, u64::from(Self::OP.code()))?; });
                }
                for (m, value) in fixed.iter().filter(|(m, _)| m.field == field.name) {
                    let error = |found| fixed_value_error(op, variant, m, value, found);
                    out.extend(member::check_fixed(field, m, value, &local, error));
                }
                for m in &own {
                    let id = ident(&m.ident);
                    if let Some(value) = member::from_bits(field, m, &local) {
                        out.extend(quote! { let #id = #value; });
                    }
                }
                // The class of a variable another field holds: 0, 1, 2 for general, address,
                // predicate.
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
                    let class_local = member::variable_class_local(m);
                    let [g, a, p] = member::variable_class_codes(op, class).map(int);
                    let (lo, width) = (
                        Literal::u8_unsuffixed(b.lo),
                        Literal::u8_unsuffixed(b.width()),
                    );
                    let what = &b.name;
                    out.extend(quote! {
                        let #class_local = #local.code(#lo, #width, #what, |code: u64| match code {
                            #g => Some(crate::VariableClass::General),
                            #a => Some(crate::VariableClass::Address),
                            #p => Some(crate::VariableClass::Predicate),
                            _ => None,
                        })?;
                    });
                }
            }
            Role::Variable => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    let class_local = member::variable_class_local(m);
                    let read = match field.ty {
                        FieldType::Ub => quote! { u32::from(reader.u8(#name)?) },
                        FieldType::Uw => quote! { u32::from(reader.u16(#name)?) },
                        _ => quote! { reader.u32(#name)? },
                    };
                    // An address or predicate id wider than 16 bits names no variable.
                    out.extend(quote! {
                        let at = reader.clone();
                        let id = #read;
                        let #id = #class_local.variable(id).ok_or_else(|| {
                            at.error(crate::DecodeErrorKind::InvalidCode {
                                field: #name,
                                what: "variable id",
                                code: u64::from(id),
                            })
                        })?;
                    });
                }
            }
            Role::Predicate => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    out.extend(quote! { let #id = reader.predicate(#name)?; });
                }
            }
            Role::Name => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    let read = match field.ty {
                        FieldType::Ub => quote! { u32::from(reader.u8(#name)?) },
                        FieldType::Uw => quote! { u32::from(reader.u16(#name)?) },
                        _ => quote! { reader.u32(#name)? },
                    };
                    out.extend(quote! { let #id = crate::NameId(#read); });
                }
            }
            Role::ListCount => {
                // The list's length, at most the documented maximum (IGC's reader asserts it).
                let list = members
                    .iter()
                    .find(|m| member::list_count(m) == Some(&field.name));
                if let Some(layout::MemberKind::Labels { max, .. }) = list.map(|m| &m.kind) {
                    let local = list_count_local(field);
                    let max = Literal::u8_unsuffixed(*max);
                    out.extend(quote! { let #local = reader.param_count(#name, 0, #max)?; });
                }
            }
            Role::Label if own.first().is_some_and(|m| member::is_list(m)) => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    let count = member::list_count(m)
                        .and_then(|c| op.field(c))
                        .map(list_count_local);
                    out.extend(quote! {
                        let mut #id = Vec::with_capacity(usize::from(#count));
                        for _ in 0..#count {
                            #id.push(crate::LabelId(reader.u16(#name)?));
                        }
                    });
                }
            }
            Role::Sampler | Role::Surface | Role::Value | Role::Label => {
                if let Some(m) = own.first() {
                    let id = ident(&m.ident);
                    let read = match (field.role, field.ty) {
                        (Role::Sampler, _) => quote! { reader.sampler(#name)? },
                        (Role::Surface, _) => quote! { reader.surface(#name)? },
                        (Role::Label, _) => quote! { crate::LabelId(reader.u16(#name)?) },
                        (_, FieldType::Ub) => quote! { reader.u8(#name)? },
                        (_, FieldType::Uw) => quote! { reader.u16(#name)? },
                        (_, FieldType::D) => quote! { reader.i32(#name)? },
                        _ => quote! { reader.u32(#name)? },
                    };
                    out.extend(quote! { let #id = #read; });
                }
            }
            Role::ParamCount => {
                // The count can be at most the documented maximum and the parameter slots.
                let range = field
                    .constraints
                    .range
                    .unwrap_or(Range { min: 0, max: 255 });
                let slots = params.len() as i64;
                let max = range.max.min(slots).clamp(0, 255) as u8;
                let min = range.min.clamp(0, 255) as u8;
                let (min, max) = (Literal::u8_unsuffixed(min), Literal::u8_unsuffixed(max));
                out.extend(quote! { let count = reader.param_count(#name, #min, #max)?; });
            }
            Role::Raw | Role::Vector => {
                if let Some(m) = own.first() {
                    out.extend(member::read_operand(field, m, &params));
                }
            }
        }
        if let Some((l, outer)) = in_layout.zip(outer) {
            let (body, l) = (std::mem::replace(&mut out, outer), member::layout_value(l));
            let ids: Vec<Ident> = own.iter().map(|m| ident(&m.ident)).collect();
            let absent: Vec<TokenStream> =
                own.iter().map(|m| member::unprinted_value(op, m)).collect();
            out.extend(if let ([id], [none]) = (&ids[..], &absent[..]) {
                quote! {
                    let #id = if reader.layout() == #l {
                        #body
                        #id
                    } else {
                        #none
                    };
                }
            } else {
                quote! {
                    let (#(#ids,)*) = if reader.layout() == #l {
                        #body
                        (#(#ids,)*)
                    } else {
                        (#(#absent,)*)
                    };
                }
            });
        }
    }
    let ids = members.iter().map(|m| ident(&m.ident));
    out.extend(quote! { Ok(Self { #(#ids,)* }) });
    out
}

/// `let <field>_bits = <reader>.bits::<uN>("<Field>", <covered>)?;`: reads a primitive split
/// into bitfields, which together cover `<covered>`. Returns the local and the statement.
pub(super) fn read_bits(field: &Field, reader: &Ident) -> (Ident, TokenStream) {
    let width = field.packed_width();
    let ty = uint_type(width);
    let covered = hex_literal(field.bitfields.iter().fold(0u64, |m, b| m | b.mask()));
    let local = format_ident!("{}_bits", names::snake_case(&field.name));
    let name = &field.name;
    let read = quote! { let #local = #reader.bits::<#ty>(#name, #covered)?; };
    (local, read)
}

/// The body of a per-opcode enum's `read_dispatch::<VALIDATE>` (its `read` and
/// `read_unchecked`): reads ahead (on a clone of the reader) up to the
/// sub-op field, then lets the variant of that sub-op read the instruction. Sub-ops without an
/// instruction type (the errata's additions) and unknown ones are errors at the sub-op field.
pub(super) fn sub_op_read_body(op: &Opcode) -> TokenStream {
    let Some((variant, cond)) = op
        .variants
        .iter()
        .find_map(|v| v.condition.as_ref().map(|c| (v, c)))
    else {
        return quote! { Err(reader.error(crate::DecodeErrorKind::UnknownOpcode { opcode: OPCODE })) };
    };
    let Some(field) = op.field(&cond.field) else {
        return quote! { Err(reader.error(crate::DecodeErrorKind::UnknownOpcode { opcode: OPCODE })) };
    };
    let mut out = quote! {
        let mut ahead = reader.clone();
        ahead.opcode(OPCODE)?;
    };
    // The fields before the sub-op field, skipped.
    for slot in variant.layout.iter().take_while(|s| s.field != cond.field) {
        let Some(f) = op.field(&slot.field) else {
            continue;
        };
        let name = &f.name;
        out.extend(match f.ty {
            FieldType::Ub => quote! { ahead.u8(#name)?; },
            FieldType::Uw => quote! { ahead.u16(#name)?; },
            FieldType::Ud | FieldType::D => quote! { ahead.u32(#name)?; },
            FieldType::RawOperand => quote! { ahead.raw(#name)?; },
            FieldType::VecOperand | FieldType::Scalar => quote! { ahead.vector(#name)?; },
        });
    }
    let (local, read) = read_bits(field, &format_ident!("ahead"));
    out.extend(read);
    let bitfield = field.bitfield(&cond.bitfield);
    let (lo, width) = bitfield.map_or((0, 8), |b| (b.lo, b.width()));
    let sub = format_ident!("{}", names::camel_case(&cond.field));
    let code_ty = uint_type(width);
    let (lo, width) = (Literal::u8_unsuffixed(lo), Literal::u8_unsuffixed(width));
    let opcode_name = &op.name;
    let field_name = &field.name;
    let values = bitfield.map(|b| b.values.as_slice()).unwrap_or_default();
    let mut arms: Vec<TokenStream> = Vec::new();
    for x in op.variants.iter().filter(|x| x.condition.is_some()) {
        if values.iter().any(|v| v.name == x.name) {
            let value = format_ident!("{}", names::camel_case(&x.name));
            let id = format_ident!("{}", layout::variant_type_name(op, x));
            arms.push(quote! { Some(#sub::#value) => crate::read_as::<#id, VALIDATE>(reader).map(Self::#id) });
        }
    }
    for from_errata in [false, true] {
        let without: Vec<Ident> = values
            .iter()
            .filter(|v| v.documented != from_errata)
            .filter(|v| {
                !op.variants
                    .iter()
                    .any(|x| x.name == v.name && x.condition.is_some())
            })
            .map(|v| format_ident!("{}", names::camel_case(&v.name)))
            .collect();
        if !without.is_empty() {
            arms.push(quote! {
                Some(op @ (#(#sub::#without)|*)) => Err(#local.error(crate::DecodeErrorKind::SubOpWithoutType {
                    opcode: #opcode_name,
                    field: #field_name,
                    code,
                    name: op.name(),
                    from_errata: #from_errata,
                }))
            });
        }
    }
    out.extend(quote! {
        let code = #local.uint(#lo, #width);
        match #sub::from_code(code as #code_ty) {
            #(#arms,)*
            None => Err(#local.error(crate::DecodeErrorKind::UnknownSubOp {
                opcode: #opcode_name,
                field: #field_name,
                code,
            })),
        }
    });
    out
}

/// The local holding the count a list's length was read from (`num_labels_count`).
fn list_count_local(field: &Field) -> Ident {
    format_ident!("{}_count", names::snake_case(&field.name))
}
