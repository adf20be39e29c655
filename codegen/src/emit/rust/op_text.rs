//! The op-text templates of an opcode (erratum `lsc-untyped-text`): one `read_text_N` /
//! `write_text_N` pair per distinct template, shared by the variants that use it.

use super::*;

/// A variant's use of one op-text template (the suffix, or an operand), resolved against its
/// type ([`layout::Piece::resolve`]: the members its rules fix are constants): the members it
/// refers to that an earlier template of the variant reads (its helper takes them), and those
/// it reads itself.
pub(super) struct TemplateUse<'m> {
    /// The pieces.
    pieces: &'m [layout::Piece<'m>],
    /// What makes two uses one helper: the resolved pieces, and the members given.
    key: String,
    /// Members read before that it refers to.
    given: Vec<&'m Member>,
    /// Members it reads.
    reads: Vec<&'m Member>,
}

/// The template uses of op text `t`: its mnemonic (when it spells one), the suffix, then the
/// operands.
pub(super) fn template_uses<'m>(t: &'m layout::OpTextLayout<'m>) -> Vec<TemplateUse<'m>> {
    let mut read: Vec<&Member> = Vec::new();
    let seen = |list: &[&Member], m: &Member| list.iter().any(|x| std::ptr::eq(*x, m));
    t.mnemonic
        .iter()
        .chain(std::iter::once(&t.suffix))
        .chain(&t.operands)
        .map(|pieces| {
            let given: Vec<&Member> = layout::Piece::referenced(pieces)
                .into_iter()
                .filter(|m| seen(&read, m))
                .collect();
            let mut reads: Vec<&Member> = Vec::new();
            for m in layout::Piece::printed(pieces) {
                if !seen(&reads, m) && !seen(&given, m) {
                    reads.push(m);
                }
            }
            read.extend(reads.iter().copied());
            let given_fields: Vec<&str> = given.iter().map(|m| m.field.as_str()).collect();
            TemplateUse {
                pieces,
                key: format!("{pieces:?} | {}", given_fields.join(",")),
                given,
                reads,
            }
        })
        .collect()
}

/// The variants of `op` with an op text, in the order of its op texts and their ops.
fn op_text_variants(op: &Opcode) -> Vec<&Variant> {
    op.syntax
        .op_texts
        .iter()
        .flat_map(|t| &t.ops)
        .filter_map(|name| op.variants.iter().find(|v| &v.name == name))
        .collect()
}

/// The distinct template keys of an opcode's op texts, in order: the helpers of the `k`-th
/// are `read_text_k` and `write_text_k`.
pub(super) fn template_keys(op: &Opcode) -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    let current = op.current_text();
    // The current layout's text may have templates of its own.
    for op in std::iter::once(op).chain(current.as_ref()) {
        for v in op_text_variants(op) {
            let (members, _) = layout::type_members(op, v);
            let text = layout::text_layout(op, v, &members);
            for u in text.op_text.iter().flat_map(template_uses) {
                if !keys.contains(&u.key) {
                    keys.push(u.key);
                }
            }
        }
    }
    keys
}

/// The per-opcode helpers that read and write each distinct op-text template (one pair per
/// template the variants share, instead of a copy in each variant).
pub(super) fn text_helpers(op: &Opcode) -> TokenStream {
    let mut out = TokenStream::new();
    let mut done: Vec<String> = Vec::new();
    let current = op.current_text();
    // In the order of [`template_keys`]: the model's text, then the current layout's.
    for op in std::iter::once(op).chain(current.as_ref()) {
        for v in op_text_variants(op) {
            let Some(t) = op.syntax.op_text(&v.name) else {
                continue;
            };
            let (members, _) = layout::type_members(op, v);
            let text = layout::text_layout(op, v, &members);
            let Some(layout) = &text.op_text else {
                continue;
            };
            for u in template_uses(layout) {
                if done.contains(&u.key) {
                    continue;
                }
                done.push(u.key.clone());
                let k = done.len() - 1;
                let (read_fn, write_fn) = (
                    format_ident!("read_text_{k}"),
                    format_ident!("write_text_{k}"),
                );
                let syntax = format!(" `{}`", layout::Piece::syntax(u.pieces));
                let source = format!(" (erratum `{}`)", t.source);
                let read_doc = format!(" Reads IGC's text{source}:");
                let write_doc = format!(" Writes IGC's text{source}:");
                let given_ids: Vec<Ident> = u.given.iter().map(|m| ident(&m.ident)).collect();
                let given_types: Vec<TokenStream> =
                    u.given.iter().map(|m| member::rust_type(m)).collect();
                let read_ids: Vec<Ident> = u.reads.iter().map(|m| ident(&m.ident)).collect();
                let read_types: Vec<TokenStream> =
                    u.reads.iter().map(|m| member::rust_type(m)).collect();
                let mut bound = u.given.clone();
                let read = pieces_parse(op, u.pieces, &mut bound, false);
                let given_param = (!u.given.is_empty()).then(|| {
                    quote! { , (#(#given_ids,)*): (#(#given_types,)*) }
                });
                let referenced = layout::Piece::referenced(u.pieces);
                let ref_ids: Vec<Ident> = referenced.iter().map(|m| ident(&m.ident)).collect();
                let ref_types: Vec<TokenStream> =
                    referenced.iter().map(|m| member::rust_type(m)).collect();
                let write = pieces_display(op, u.pieces);
                // A template that spells a value by the layout takes it.
                let layout_param =
                    needs_layout(op, u.pieces).then(|| quote! { layout: crate::Layout, });
                // The members the template reads, as one type (the writer takes them too when
                // it refers to no other).
                let fields = format_ident!("Text{k}");
                let fields_doc = format!(" The members{syntax} reads.");
                let same = ref_ids == read_ids;
                let write_type = if same {
                    quote! { #fields }
                } else {
                    quote! { (#(#ref_types,)*) }
                };
                out.extend(quote! {
                    #[doc = #fields_doc]
                    type #fields = (#(#read_types,)*);

                    #[doc = #read_doc]
                    #[doc = #syntax]
                    fn #read_fn(
                        asm: &mut crate::AsmCursor<'_> #given_param
                    ) -> Result<#fields, crate::AsmError> {
                        #read
                        Ok((#(#read_ids,)*))
                    }

                    #[doc = #write_doc]
                    #[doc = #syntax]
                    fn #write_fn(
                        f: &mut core::fmt::Formatter<'_>,
                        #layout_param
                        (#(#ref_ids,)*): #write_type,
                    ) -> core::fmt::Result {
                        #write
                        Ok(())
                    }
                });
            }
        }
    }
    out
}

/// A variant's calls of the text helpers, one per template use: the members the read binds,
/// the read call (on `asm`) and the write statement.
pub(super) struct TextCall {
    pub(super) binds: Vec<Ident>,
    /// The read call on `asm`.
    pub(super) read: TokenStream,
    /// The reader as a function of `asm` (the helper, or a closure giving it what it needs).
    pub(super) reader: TokenStream,
    pub(super) write: TokenStream,
}

/// The number of helper calls of a variant's op text that precede the execution size: the
/// mnemonic's, when the op text spells it, and the suffix's (none without an op text).
pub(super) fn head_calls(text: &layout::TextLayout) -> usize {
    text.op_text
        .as_ref()
        .map_or(0, |t| 1 + usize::from(t.mnemonic.is_some()))
}

/// The helper calls of a variant's op text (its mnemonic's when it spells one, the suffix's,
/// then the operands'), with the members in `self`; none without an op text. `keys` are its
/// opcode's [`template_keys`], computed once per opcode: they take every op-text variant's
/// layout.
pub(super) fn text_helper_calls(
    op: &Opcode,
    keys: &[String],
    text: &layout::TextLayout,
) -> Vec<TextCall> {
    let Some(t) = &text.op_text else {
        return Vec::new();
    };
    template_uses(t)
        .iter()
        .map(|u| {
            let k = keys.iter().position(|k| *k == u.key).unwrap_or_default();
            let (read_fn, write_fn) = (
                format_ident!("read_text_{k}"),
                format_ident!("write_text_{k}"),
            );
            let given: Vec<Ident> = u.given.iter().map(|m| ident(&m.ident)).collect();
            let reader = if given.is_empty() {
                quote! { #read_fn }
            } else {
                quote! { |asm| #read_fn(asm, (#(#given,)*)) }
            };
            let given = (!given.is_empty()).then(|| quote! { , (#(#given,)*) });
            let referenced: Vec<Ident> = layout::Piece::referenced(u.pieces)
                .iter()
                .map(|m| ident(&m.ident))
                .collect();
            TextCall {
                binds: u.reads.iter().map(|m| ident(&m.ident)).collect(),
                read: quote! { #read_fn(asm #given) },
                reader,
                write: if needs_layout(op, u.pieces) {
                    quote! { #write_fn(f, layout, (#(self.#referenced,)*))?; }
                } else {
                    quote! { #write_fn(f, (#(self.#referenced,)*))?; }
                },
            }
        })
        .collect()
}

/// Whether op-text pieces print a value whose spelling depends on the layout
/// ([`member::by_layout`]).
fn needs_layout(op: &Opcode, pieces: &[layout::Piece]) -> bool {
    pieces.iter().any(|p| match p {
        layout::Piece::Text(_) => false,
        layout::Piece::Member { member, .. } => member::by_layout(op, member),
        layout::Piece::Optional { pieces, .. } => needs_layout(op, pieces),
    })
}

/// The `Display` statements of op-text pieces (erratum `lsc-untyped-text`): literal text,
/// members in their compact forms, and the optional pieces under their conditions.
pub(super) fn pieces_display(op: &Opcode, pieces: &[layout::Piece]) -> TokenStream {
    let mut out = TokenStream::new();
    for piece in pieces {
        out.extend(match piece {
            layout::Piece::Text(text) => quote! { f.write_str(#text)?; },
            layout::Piece::Member {
                member,
                form,
                spellings,
            } => member::op_text_print(op, member, *form, spellings),
            layout::Piece::Optional {
                printed_when,
                conditions,
                pieces,
            } => {
                let holds = group_printed(*printed_when, conditions);
                let inner = pieces_display(op, pieces);
                quote! {
                    if #holds {
                        #inner
                    }
                }
            }
        });
    }
    out
}

/// Whether an optional group is printed, its conditions on the members' values in locals of
/// their names: when they all hold (`when`), or unless they all do (`unless`). A condition is
/// `matches!(<member>, Enum::A | Enum::B)`.
pub(super) fn group_printed(
    printed_when: bool,
    conditions: &[(&Member, Vec<String>)],
) -> TokenStream {
    // One condition on a flag: the flag itself, or its negation.
    if let [(m, values)] = conditions {
        if let layout::MemberKind::Flag { .. } = m.kind {
            let id = ident(&m.ident);
            let (set, clear) = (
                values.iter().any(|v| v == "true"),
                values.iter().any(|v| v == "false"),
            );
            if set != clear {
                return if set == printed_when {
                    quote! { #id }
                } else {
                    quote! { !#id }
                };
            }
        }
    }
    let tests = conditions.iter().map(|(m, values)| {
        let id = ident(&m.ident);
        // A raw operand's condition: it is `%null`.
        if let layout::MemberKind::Raw { counted: false } = m.kind {
            return quote! { #id.var == 0 };
        }
        // A flag tests itself (`sw`, `!sw`).
        if let layout::MemberKind::Flag { .. } = m.kind {
            let set = values.iter().any(|v| v == "true");
            let clear = values.iter().any(|v| v == "false");
            return match (set, clear) {
                (true, true) => quote! { true },
                (true, false) => quote! { #id },
                _ => quote! { !#id },
            };
        }
        // A vector operand's: the immediate 0, a general operand at row and column 0.
        if let layout::MemberKind::Vector = m.kind {
            let tests = values.iter().map(|v| {
                if v == VARIABLE_VALUE {
                    quote! { matches!(#id, crate::VectorOperand::General(g) if (g.row, g.col) == (0, 0)) }
                } else {
                    quote! { matches!(#id, crate::VectorOperand::Immediate(i) if i.bits == 0) }
                }
            });
            return quote! { (#(#tests)||*) };
        }
        let patterns = values.iter().map(|name| member::value_pattern(m, name));
        // A member of one layout holds its null value, 0, when absent.
        if m.layout.is_some() {
            return quote! { matches!(#id.unwrap_or_default(), #(#patterns)|*) };
        }
        quote! { matches!(#id, #(#patterns)|*) }
    });
    let holds = quote! { #(#tests)&&* };
    if printed_when {
        holds
    } else {
        quote! { !(#holds) }
    }
}

/// The statements parsing op-text pieces, binding each member they print (the inverse of
/// [`pieces_display`]). `bound` holds the members read so far (a condition on one of them
/// decides its optional pieces); in a `probe`, nothing is bound, only checked.
///
/// An optional piece whose condition is on members read before is present exactly when the
/// condition says; otherwise it is present when its pieces, and those after it up to the
/// next optional piece, read, and when absent its members take the values the condition
/// names (an `unless` condition: the text leaves them out when they have them).
pub(super) fn pieces_parse<'m>(
    op: &Opcode,
    pieces: &[layout::Piece<'m>],
    bound: &mut Vec<&'m Member>,
    probe: bool,
) -> TokenStream {
    let mut out = TokenStream::new();
    // Groups of literal text read before the members their conditions test: whether each was
    // present, checked against its condition once those members are read.
    let mut deferred: Vec<(Ident, Ident, TokenStream, Vec<&'m Member>)> = Vec::new();
    for (i, piece) in pieces.iter().enumerate() {
        match piece {
            layout::Piece::Text(text) => {
                let what = format!("`{}`", text.trim());
                out.extend(quote! { asm.literal(#text, #what)?; });
            }
            layout::Piece::Member {
                member,
                form,
                spellings,
            } => {
                let read = member::op_text_parse(op, member, *form, spellings);
                let id = ident(&member.ident);
                if probe {
                    out.extend(quote! { let _ = #read; });
                } else if bound.iter().any(|b| std::ptr::eq(*b, *member)) {
                    // A member printed twice (the append counter's data size) reads the same.
                    let what = format!("the same `{}` as before", member.field);
                    out.extend(quote! {
                        let again = asm.clone();
                        if #read != #id {
                            return Err(again.expected(#what));
                        }
                    });
                } else {
                    out.extend(quote! { let #id = #read; });
                    bound.push(member);
                }
            }
            layout::Piece::Optional {
                printed_when,
                conditions,
                pieces: inner,
            } => {
                if probe {
                    // Inside a probe an optional piece is read when it can be.
                    let read = pieces_parse(op, inner, &mut Vec::new(), true);
                    out.extend(quote! { asm.attempt(|asm| { #read Ok(()) }); });
                    continue;
                }
                let decided = conditions
                    .iter()
                    .all(|(m, _)| bound.iter().any(|b| std::ptr::eq(*b, *m)));
                let members: Vec<&Member> = layout::Piece::printed(inner)
                    .into_iter()
                    .filter(|m| !bound.iter().any(|b| std::ptr::eq(*b, *m)))
                    .collect();
                let mut inner_bound = bound.clone();
                let read = pieces_parse(op, inner, &mut inner_bound, false);
                let ids: Vec<Ident> = members.iter().map(|m| ident(&m.ident)).collect();
                let absent: Vec<TokenStream> = members
                    .iter()
                    .map(|m| {
                        let named = conditions
                            .iter()
                            .find(|(c, _)| std::ptr::eq(*c, *m))
                            .filter(|_| !*printed_when)
                            .and_then(|(_, values)| values.first());
                        match named {
                            Some(name) => member::named_value(op, m, name),
                            None => member::unprinted_value(op, m),
                        }
                    })
                    .collect();
                out.extend(if decided && members.is_empty() {
                    // Only members read before (printed twice): nothing to bind.
                    let present = group_printed(*printed_when, conditions);
                    quote! {
                        if #present {
                            #read
                        }
                    }
                } else if decided {
                    let present = group_printed(*printed_when, conditions);
                    quote! {
                        let (#(#ids,)*) = if #present {
                            #read
                            (#(#ids,)*)
                        } else {
                            (#(#absent,)*)
                        };
                    }
                } else if members.is_empty() {
                    // Nothing to bind (literal text): the same choice, as a statement.
                    let tail: Vec<layout::Piece> = pieces[i + 1..]
                        .iter()
                        .take_while(|p| !matches!(p, layout::Piece::Optional { .. }))
                        .cloned()
                        .collect();
                    let tail_is_empty = tail.is_empty();
                    let tail = pieces_parse(op, &tail, &mut Vec::new(), true);
                    let absent = if tail_is_empty {
                        quote! { Err(_) => false, }
                    } else {
                        quote! {
                            Err(present) => {
                                if let Err(absent) = asm.check(|asm| {
                                    #tail
                                    Ok(())
                                }) {
                                    return Err(present.further(absent));
                                }
                                false
                            }
                        }
                    };
                    let (present, at) = (format_ident!("present_{i}"), format_ident!("at_{i}"));
                    let tested: Vec<&Member> = conditions.iter().map(|(m, _)| *m).collect();
                    deferred.push((
                        present.clone(),
                        at.clone(),
                        group_printed(*printed_when, conditions),
                        tested,
                    ));
                    quote! {
                        let #at = asm.clone();
                        let group = |asm: &mut crate::AsmCursor<'_>| {
                            #read
                            Ok::<_, crate::AsmError>(())
                        };
                        let #present = match asm.check(|asm| {
                            group(asm)?;
                            #tail
                            Ok(())
                        }) {
                            Ok(()) => {
                                group(asm)?;
                                true
                            }
                            #absent
                        };
                    }
                } else {
                    // The pieces up to the next optional one must read after the group.
                    let tail: Vec<layout::Piece> = pieces[i + 1..]
                        .iter()
                        .take_while(|p| !matches!(p, layout::Piece::Optional { .. }))
                        .cloned()
                        .collect();
                    let tail_is_empty = tail.is_empty();
                    let tail = pieces_parse(op, &tail, &mut Vec::new(), true);
                    // Neither reading works: report the one that got further (with nothing
                    // after the group, its absence always reads).
                    let absent_reads = if tail_is_empty {
                        TokenStream::new()
                    } else {
                        quote! {
                            if let Err(absent) = asm.check(|asm| {
                                #tail
                                Ok(())
                            }) {
                                return Err(present.further(absent));
                            }
                        }
                    };
                    let present = if tail_is_empty {
                        quote! { Err(_) }
                    } else {
                        quote! { Err(present) }
                    };
                    quote! {
                        let (#(#ids,)*) = {
                            let group = |asm: &mut crate::AsmCursor<'_>| {
                                #read
                                Ok::<_, crate::AsmError>((#(#ids,)*))
                            };
                            match asm.check(|asm| {
                                group(asm)?;
                                #tail
                                Ok(())
                            }) {
                                Ok(()) => group(asm)?,
                                #present => {
                                    #absent_reads
                                    (#(#absent,)*)
                                }
                            }
                        };
                    }
                });
                bound.extend(members);
            }
        }
    }
    // Text IGC prints exactly when its condition holds: present otherwise, it is not IGC's.
    for (present, at, holds, tested) in deferred {
        let decided = tested
            .iter()
            .all(|m| bound.iter().any(|b| std::ptr::eq(*b, *m)));
        out.extend(if decided && !probe {
            quote! {
                if #present != (#holds) {
                    return Err(#at.expected("the text IGC prints for these values"));
                }
            }
        } else {
            quote! { let _ = (#present, #at); }
        });
    }
    out
}
