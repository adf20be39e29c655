//! `ParseAsm`/`FromStr`: the inverse of `fmt_asm`, and the parser of a generated enum.

use super::*;

/// `ParseAsm` and `FromStr` for a generated enum: one word, looked up by `from_asm`; an
/// unknown word is reported as `unknown`, a closure from the word to an `AsmErrorKind`.
pub(super) fn enum_parse_impl(
    name: &Ident,
    items: &[EnumItem],
    what: &str,
    unknown: TokenStream,
    by_layout: bool,
) -> TokenStream {
    let examples: Vec<String> = items
        .iter()
        .take(3)
        .map(|i| format!("`{}`", i.asm))
        .collect();
    let more = if items.len() > 3 { ", …" } else { "" };
    let expected = format!("{what} ({}{more})", examples.join(", "));
    let (doc, lookup) = if by_layout {
        (
            format!(" Parses the spelling [`{name}::asm`] prints (that of the 2022 layout)."),
            quote! {
                let layout = asm.layout();
                asm.lookup(Self::EXPECTED, |text| Self::from_asm_in(layout, text), #unknown)
            },
        )
    } else {
        (
            format!(" Parses the spelling [`{name}::asm`] prints."),
            quote! { asm.lookup(Self::EXPECTED, Self::from_asm, #unknown) },
        )
    };
    quote! {
        impl crate::ParseAsm for #name {
            const EXPECTED: &'static str = #expected;

            fn parse_asm(asm: &mut crate::AsmCursor<'_>) -> Result<Self, crate::AsmError> {
                #lookup
            }
        }

        impl core::str::FromStr for #name {
            type Err = crate::AsmError;

            #[doc = #doc]
            #[inline]
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                crate::parse_asm_line(text, 1)
            }
        }
    }
}

/// The body of `ParseAsm::parse_asm`: the inverse of [`display_body`], member by member, in
/// the text layout `text` of `members`.
pub(super) fn parse_body(
    op: &Opcode,
    members: &[Member],
    text: &layout::TextLayout,
    keys: &[String],
) -> TokenStream {
    let mut out = TokenStream::new();
    if let Some((m, prefix, suffix)) = &text.definition {
        let id = ident(&m.ident);
        out.extend(quote! { let #id = asm.label_definition(#prefix, #suffix)?; });
        let fields = members.iter().map(|x| {
            let xid = ident(&x.ident);
            if std::ptr::eq(*m, x) {
                quote! { #xid }
            } else {
                let value = member::unprinted_value(op, x);
                quote! { #xid: #value }
            }
        });
        out.extend(quote! { Ok(Self { #(#fields,)* }) });
        return out;
    }
    if let Some(m) = text.predicate {
        let id = ident(&m.ident);
        out.extend(quote! { let #id = asm.predicate()?; });
    }
    let mnemonic = &text.mnemonic;
    let spelled = text.op_text.as_ref().is_some_and(|t| t.mnemonic.is_some());
    // A flag written on the mnemonic (`raw_sends_eot`) is read with it.
    let on_mnemonic = text.suffixes.first().filter(|s| s.on_mnemonic).map(|s| {
        let joined = format!("_{}", s.flag.as_deref().unwrap_or_default());
        (ident(&s.member.ident), joined)
    });
    out.extend(match (text.mnemonic_member, &on_mnemonic) {
        (Some(m), None) => {
            let id = ident(&m.ident);
            let ty = member::rust_type(m);
            let expected = layout::variant_mnemonics(op, &op.variants[0]).join("` or `");
            quote! { let #id = asm.mnemonic_with(#expected, #ty::from_asm)?; }
        }
        (Some(m), Some((flag, joined))) => {
            let id = ident(&m.ident);
            let ty = member::rust_type(m);
            let expected = layout::variant_mnemonics(op, &op.variants[0]).join("` or `");
            quote! {
                let (#id, #flag) = asm.mnemonic_flag_with(#expected, #ty::from_asm, #joined)?;
            }
        }
        // The op text's first call reads the mnemonic, after an optional predicate.
        (None, _) if spelled => TokenStream::new(),
        (None, Some((flag, joined))) => {
            quote! { let #flag = asm.mnemonic_flag(#mnemonic, #joined)?; }
        }
        (None, None) => quote! { asm.mnemonic(#mnemonic)?; },
    });
    let op_text_calls = text_helper_calls(op, keys, text);
    let head = head_calls(text);
    for call in op_text_calls.iter().take(head) {
        let (ids, read) = (&call.binds, &call.read);
        out.extend(quote! { let (#(#ids,)*) = #read?; });
    }
    for (i, s) in text.suffixes.iter().enumerate() {
        let id = ident(&s.member.ident);
        if s.on_mnemonic {
            continue;
        }
        if s.joined {
            // A run of flags after one `.`, read in any order.
            if i == 0 || !text.suffixes[i - 1].joined {
                let run: Vec<&layout::TextSuffix> =
                    text.suffixes[i..].iter().take_while(|x| x.joined).collect();
                let ids = run.iter().map(|x| ident(&x.member.ident));
                let flags = run.iter().map(|x| x.flag.clone().unwrap_or_default());
                out.extend(quote! { let [#(#ids),*] = asm.flag_run([#(#flags),*])?; });
            }
            continue;
        }
        out.extend(match &s.flag {
            Some(flag) => match &s.clear {
                Some(clear) => quote! { let #id = asm.flag_or(#flag, #clear)?; },
                None => quote! { let #id = asm.flag(#flag); },
            },
            None => match &s.prefix {
                Some(prefix) => {
                    let expected = format!("a `.{prefix}<hex>` suffix");
                    quote! { let #id = asm.hex_suffix(#prefix, #expected)?; }
                }
                None => match default_variant(s) {
                    Some(default) => {
                        quote! { let #id = asm.optional_suffix().unwrap_or(#default); }
                    }
                    None => quote! { let #id = asm.suffix()?; },
                },
            },
        });
    }
    let saturated = layout::saturated_member(op, members);
    if saturated.is_some() {
        out.extend(quote! { let saturated = asm.flag("sat"); });
    }
    out.extend(quote! { asm.end_of_suffixes()?; });
    if let Some((mask, size)) = text.exec {
        let (mask, size) = (ident(&mask.ident), ident(&size.ident));
        out.extend(quote! { let (#mask, #size) = asm.exec_size()?; });
    }
    let op_text_operands = text.op_text.as_ref().map_or(&[][..], |t| &t.operands[..]);
    let max = text.operands.len() + op_text_operands.len();
    let min = text
        .operands
        .iter()
        .filter(|m| !member::is_counted(m) && m.present.is_none())
        .count()
        + op_text_operands.len();
    let (min, max) = (
        Literal::usize_unsuffixed(min),
        Literal::usize_unsuffixed(max),
    );
    out.extend(if text.operands.is_empty() && op_text_operands.is_empty() {
        quote! { let operands = asm.operands(#min, #max); }
    } else {
        quote! { let mut operands = asm.operands(#min, #max); }
    });
    for call in op_text_calls.iter().skip(head) {
        let (ids, reader) = (&call.binds, &call.reader);
        out.extend(quote! {
            let (#(#ids,)*) = operands.required_with(#reader)?;
        });
    }
    for (m, group) in text.operands.iter().zip(&text.groups) {
        let id = ident(&m.ident);
        out.extend(member::parse_operand(op, text, m, group));
        if saturated.is_some_and(|s| std::ptr::eq(s, *m)) {
            out.extend(quote! { let #id = operands.saturate(saturated, #id)?; });
        }
    }
    out.extend(quote! { operands.end()?; });
    let implied = text.op_text.as_ref().map_or(&[][..], |t| &t.implied[..]);
    let fields = members.iter().map(|m| {
        let id = ident(&m.ident);
        if let Some((_, value)) = implied.iter().find(|(i, _)| std::ptr::eq(*i, m)) {
            let value = member::value_pattern(m, value);
            quote! { #id: #value }
        } else if text.unprinted.iter().any(|u| std::ptr::eq(*u, m)) {
            let value = member::unprinted_value(op, m);
            quote! { #id: #value }
        } else {
            quote! { #id }
        }
    });
    out.extend(quote! { Ok(Self { #(#fields,)* }) });
    out
}

/// The body of `parse_asm` of `variant` in the text of `op`: its table's, else its own code.
pub(super) fn parse_text_body(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    table: Option<&super::table::TextTable>,
    keys: &[String],
) -> TokenStream {
    match table {
        Some(table) => table.parse(op, members),
        None => parse_body(
            op,
            members,
            &layout::text_layout(op, variant, members),
            keys,
        ),
    }
}

/// `ParseAsm` and `FromStr` for the instruction type `name` of `variant`, whose
/// `parse_asm` is `body`.
pub(super) fn parse_impl(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    name: &Ident,
    body: TokenStream,
) -> TokenStream {
    let text = layout::text_layout(op, variant, members);
    let expected = format!("a `{}` instruction", variant.mnemonic);
    let mut docs = vec![
        format!(
            " Parses IGC's vISA assembly of `{}`: the text `Display` prints, with any run of",
            variant.mnemonic
        ),
        " spaces or tabs between items and around the instruction:".to_owned(),
        String::new(),
        " ```text".to_owned(),
        format!(" {}", text.syntax_line(op)),
        " ```".to_owned(),
    ];
    // Members as the parser's docs name them: their Rust field names.
    let named = |members: &[&Member]| -> Vec<String> {
        members
            .iter()
            .map(|m| format!("`{}`", m.ident.trim_start_matches("r#")))
            .collect()
    };
    if !text.unprinted.is_empty() {
        let fields = named(&text.unprinted);
        docs.push(String::new());
        docs.push(format!(
            " The text does not carry {}: {} as the default (0).",
            fields.join(", "),
            if fields.len() == 1 {
                "it parses"
            } else {
                "they parse"
            }
        ));
    }
    if !text.address_of.is_empty() {
        let fields = named(&text.address_of);
        docs.push(String::new());
        docs.push(format!(
            " A general or state {} is written as its address (`&V101`, `&T6[16]`); IGC's byte",
            fields.join(", ")
        ));
        docs.push(
            " offset of a general one (`&V101[40]`) needs the GRF size and the variable's type:"
                .to_owned(),
        );
        docs.push(
            " read it with [`crate::parse_asm_line_in`]; here only `&V101(1,2)` gives them."
                .to_owned(),
        );
    }
    let docs = docs.iter().map(|d| quote! { #[doc = #d] });
    quote! {
        impl crate::ParseAsm for #name {
            const EXPECTED: &'static str = #expected;

            fn parse_asm(asm: &mut crate::AsmCursor<'_>) -> Result<Self, crate::AsmError> {
                #body
            }
        }

        impl core::str::FromStr for #name {
            type Err = crate::AsmError;

            #(#docs)*
            // Inline: the library itself parses through `AnyInstruction`, so a variant's own
            // line parser is compiled only in a crate that calls it.
            #[inline]
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                crate::parse_asm_line(text, 1)
            }
        }
    }
}
