//! `fmt_asm` (and so `Display`): IGC's assembly text of a variant.

use super::*;

pub(super) fn display_body(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    keys: &[String],
) -> TokenStream {
    out_of_line_writes(display_statements(op, variant, members, keys))
}

/// Each `write!(f, "<prefix>{}", <value>)` of `tokens` as the one call
/// `crate::write_item(f, "<prefix>", &<value>)`: the same text, without a copy of the
/// formatting machinery per item per variant.
fn out_of_line_writes(tokens: TokenStream) -> TokenStream {
    use proc_macro2::{Delimiter, Group, TokenTree};
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = TokenStream::new();
    let mut i = 0;
    while i < trees.len() {
        if let (TokenTree::Ident(w), Some(TokenTree::Punct(bang)), Some(TokenTree::Group(args))) =
            (&trees[i], trees.get(i + 1), trees.get(i + 2))
        {
            if w == "write" && bang.as_char() == '!' && args.delimiter() == Delimiter::Parenthesis {
                if let Some(call) = write_item_call(args.stream()) {
                    out.extend(call);
                    i += 3;
                    continue;
                }
            }
        }
        match &trees[i] {
            TokenTree::Group(g) => {
                let mut group = Group::new(g.delimiter(), out_of_line_writes(g.stream()));
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
            }
            other => out.extend([other.clone()]),
        }
        i += 1;
    }
    out
}

/// `crate::write_item(f, "<prefix>", &<value>)` for the arguments `f, "<prefix>{}", <value>`
/// of a `write!`; `None` for any other format.
fn write_item_call(args: TokenStream) -> Option<TokenStream> {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = args.into_iter().collect();
    let (
        TokenTree::Ident(f),
        TokenTree::Punct(c1),
        TokenTree::Literal(format),
        TokenTree::Punct(c2),
    ) = (trees.first()?, trees.get(1)?, trees.get(2)?, trees.get(3)?)
    else {
        return None;
    };
    if f != "f" || c1.as_char() != ',' || c2.as_char() != ',' {
        return None;
    }
    let format = syn::parse_str::<syn::LitStr>(&format.to_string())
        .ok()?
        .value();
    let prefix = format.strip_suffix("{}")?;
    if prefix.contains(['{', '}']) {
        return None;
    }
    let value: TokenStream = trees[4..].iter().cloned().collect();
    // One argument: no comma outside its groups.
    if value.is_empty()
        || trees[4..]
            .iter()
            .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
    {
        return None;
    }
    Some(quote! { crate::write_item(f, #prefix, &#value) })
}

/// The statements of `fmt_asm`, with `write!`s.
fn display_statements(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    keys: &[String],
) -> TokenStream {
    let text = layout::text_layout(op, variant, members);
    let mut out = TokenStream::new();
    if let Some((m, prefix, suffix)) = &text.definition {
        let id = ident(&m.ident);
        let escape = |t: &str| t.replace('{', "{{").replace('}', "}}");
        let fmt = format!("{}{{}}{}", escape(prefix), escape(suffix));
        out.extend(quote! { write!(f, #fmt, self.#id)?; });
        return out;
    }
    if let Some(m) = text.predicate {
        let id = ident(&m.ident);
        out.extend(quote! {
            if let Some(predicate) = &self.#id {
                write!(f, "{predicate} ")?;
            }
        });
    }
    let mnemonic = &text.mnemonic;
    let spelled = text.op_text.as_ref().is_some_and(|t| t.mnemonic.is_some());
    out.extend(match text.mnemonic_member {
        Some(m) => {
            let id = ident(&m.ident);
            quote! { write!(f, "{}", self.#id)?; }
        }
        // The op text's first call writes the mnemonic.
        None if spelled => TokenStream::new(),
        None => quote! { f.write_str(#mnemonic)?; },
    });
    let op_text_calls = text_helper_calls(op, keys, &text);
    let head = head_calls(&text);
    for call in op_text_calls.iter().take(head) {
        out.extend(call.write.clone());
    }
    for (i, s) in text.suffixes.iter().enumerate() {
        let id = ident(&s.member.ident);
        if s.joined {
            // A run of flags after one `.` (RT_WRITE's `.<A><Z>`): the dot when any is set.
            if i == 0 || !text.suffixes[i - 1].joined {
                let run = text.suffixes[i..].iter().take_while(|x| x.joined).map(|x| {
                    let id = ident(&x.member.ident);
                    quote! { self.#id }
                });
                out.extend(quote! {
                    if #(#run)||* {
                        f.write_str(".")?;
                    }
                });
            }
            let flag = s.flag.clone().unwrap_or_default();
            out.extend(quote! {
                if self.#id {
                    f.write_str(#flag)?;
                }
            });
            continue;
        }
        out.extend(match &s.flag {
            // A flag on the mnemonic (`raw_sends_eot`).
            Some(flag) if s.on_mnemonic => {
                let text = format!("_{flag}");
                quote! {
                    if self.#id {
                        f.write_str(#text)?;
                    }
                }
            }
            // A flag printed either way (`.unaligned`, `.aligned`).
            Some(flag) if s.clear.is_some() => {
                let set = format!(".{flag}");
                let clear = format!(".{}", s.clear.as_deref().unwrap_or_default());
                quote! { f.write_str(if self.#id { #set } else { #clear })?; }
            }
            Some(flag) => {
                let text = format!(".{flag}");
                quote! {
                    if self.#id {
                        f.write_str(#text)?;
                    }
                }
            }
            None => match &s.prefix {
                // IGC prints the number in hex after the letter: `bfn.xfe`.
                Some(prefix) => {
                    let fmt = format!(".{prefix}{{:x}}");
                    quote! { write!(f, #fmt, self.#id)?; }
                }
                None => {
                    // A value spelled by the layout prints its spelling in the text's.
                    let value = if member::by_layout(op, s.member) {
                        quote! { self.#id.asm_in(layout) }
                    } else {
                        quote! { self.#id }
                    };
                    match default_variant(s) {
                        // `[.16|.64]`: the default value prints no suffix.
                        Some(default) => quote! {
                            if self.#id != #default {
                                write!(f, ".{}", #value)?;
                            }
                        },
                        None => quote! { write!(f, ".{}", #value)?; },
                    }
                }
            },
        });
    }
    if let Some(m) = layout::saturated_member(op, members) {
        let id = ident(&m.ident);
        out.extend(quote! {
            if self.#id.modifier() == crate::Modifier::Sat {
                f.write_str(".sat")?;
            }
        });
    }
    if let Some((mask, size_member)) = text.exec {
        let (mask, size) = (ident(&mask.ident), ident(&size_member.ident));
        out.extend(if member::is_exec_size(size_member) {
            quote! { write!(f, " ({}, {})", self.#mask, self.#size.lanes())?; }
        } else {
            // An enumeration of lane counts (GATHER's Num_elts) prints its count.
            quote! { write!(f, " ({}, {})", self.#mask, self.#size)?; }
        });
    }
    for call in op_text_calls.iter().skip(head) {
        let write = &call.write;
        out.extend(quote! {
            f.write_str(" ")?;
            #write
        });
    }
    for (i, (m, group)) in text.operands.iter().zip(&text.groups).enumerate() {
        let value = match op.syntax.operand_form(&m.field) {
            Some(form) => format!(
                "{}{}",
                form.prefix.as_deref().unwrap_or(""),
                if form.hex { "{:#x}" } else { "{}" }
            ),
            None => "{}".to_owned(),
        };
        // FILE's name prints in double quotes.
        let value = if text.quoted.iter().any(|q| std::ptr::eq(*q, *m)) {
            format!("\"{value}\"")
        } else {
            value
        };
        let fmt = format!(
            "{}{value}{}",
            group.before(i == 0, &text.separator),
            group.after()
        );
        out.extend(member::print_operand(op, &text, m, &fmt));
    }
    out
}

/// The enum variant of an optional value suffix's default (`V32Bit` of `[.16|.64]`).
pub(super) fn default_variant(s: &layout::TextSuffix) -> Option<TokenStream> {
    let default = s.default.as_ref()?;
    let (_, type_name) = member::enumeration(s.member)?;
    let ty = format_ident!("{}", type_name);
    let v = format_ident!("{}", names::camel_case(default));
    Some(quote! { #ty::#v })
}
