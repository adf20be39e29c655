//! The Rust bindings: one module per opcode, one struct per op variant, with `validate`,
//! `encode`, `decode`, `Display` (IGC's assembly text) and `FromStr`. build.rs writes the tokens as
//! they are; the checked-in copy is formatted with prettyplease.
//!
//! Only this emitter and the runtime know byte layouts; it reads them from the model's Format
//! (slot order), field kinds and bitfield positions, through [`layout`]. One file per output
//! (`types`, `validate`, `encode`, `decode`, `print`, `parse`, `visit`, `op_text`, `dispatch`,
//! `docs`); what is particular to a member kind lives in `member`. This file assembles them:
//! the crate, each opcode module and each variant's `Instruction` impl.

mod decode;
mod dispatch;
mod docs;
mod encode;
mod member;
mod op_text;
mod parse;
mod paths;
mod print;
mod table;
mod types;
mod validate;
mod visit;

use crate::layout::{self, Fixed, Member};
use crate::model::*;
use crate::names;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use decode::*;
use dispatch::*;
use docs::*;
use encode::*;
use op_text::*;
use parse::*;
use print::*;
use types::*;
use validate::*;
use visit::*;

pub use validate::flag_text;

/// The whole generated source as build.rs writes it to `OUT_DIR`: the tokens as text, one
/// top-level item per line, not formatted. Formatting would more than double what a consumer's
/// build script costs (`syn` and prettyplease in an unoptimized build script); the same tokens,
/// formatted, are the reviewed `generated/rust/` ([`checked_in_source`], compared through
/// [`format_source`]).
pub fn crate_source(model: &Model) -> String {
    let mut source = String::from(BUILD_HEADER);
    source.push('\n');
    write_tokens(crate_tokens(model), &mut source);
    source
}

/// The checked-in copy of the generated source (`generated/rust/`): the tokens of
/// [`crate_source`], formatted by prettyplease, under [`CHECKED_IN_HEADER`].
pub fn checked_in_source(model: &Model) -> String {
    format!("{CHECKED_IN_HEADER}\n{}", formatted(model))
}

/// Rust source formatted as [`checked_in_source`] formats it (comments other than doc comments
/// dropped), to compare what build.rs wrote ([`crate_source`]) with `generated/rust/`.
pub fn format_source(source: &str) -> Result<String, syn::Error> {
    syn::parse_file(source).map(|file| prettyplease::unparse(&file))
}

/// `tokens` as text, unformatted but with a line break after each `;` and `}`: the lines stay
/// short for compiler messages, and no block shares its line with the next statement (which
/// clippy would read as a missing `else`).
fn write_tokens(tokens: TokenStream, out: &mut String) {
    use proc_macro2::{Delimiter, Spacing, TokenTree};
    let mut after_pound = false;
    for tree in tokens {
        let pound = matches!(&tree, TokenTree::Punct(p) if p.as_char() == '#');
        match tree {
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{\n", "}\n"),
                    // An attribute has its own line.
                    Delimiter::Bracket if after_pound => ("[", "]\n"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                out.push_str(open);
                write_tokens(g.stream(), out);
                out.push_str(close);
            }
            TokenTree::Punct(p) => {
                out.push(p.as_char());
                match (p.as_char(), p.spacing()) {
                    (';', _) => out.push('\n'),
                    (_, Spacing::Alone) => out.push(' '),
                    (_, Spacing::Joint) => {}
                }
            }
            TokenTree::Ident(i) => {
                out.push_str(&i.to_string());
                out.push(' ');
            }
            TokenTree::Literal(l) => {
                out.push_str(&l.to_string());
                out.push(' ');
            }
        }
        after_pound = pound;
    }
}

/// The first line of [`crate_source`].
pub const BUILD_HEADER: &str =
    "// Written by build.rs (visa-isa-codegen) from the vISA specs; do not edit.";

/// The first line of [`checked_in_source`]: the command that rewrites it.
pub const CHECKED_IN_HEADER: &str =
    "// Written by `cargo run -p visa-isa-codegen -- generate specs generated`; do not edit.";

/// The generated source after its header line, formatted by prettyplease.
fn formatted(model: &Model) -> String {
    let file: syn::File = syn::parse2(crate_tokens(model))
        .unwrap_or_else(|e| panic!("the Rust emitter produced invalid tokens: {e}"));
    prettyplease::unparse(&file)
}

/// The whole generated source as tokens, before `syn` and prettyplease (the pipeline
/// benchmark times the stages apart).
pub fn crate_tokens(model: &Model) -> TokenStream {
    let common = common_items(model);
    let exec_sizes = layout::all_exec_sizes(model);
    // Each variant's example, built once: its own type's, its opcode's enum's and (the first)
    // AnyInstruction's.
    let examples: Vec<Vec<Option<Example>>> = model
        .opcodes
        .iter()
        .map(|op| {
            op.variants
                .iter()
                .map(|v| variant_example(op, v, &exec_sizes))
                .collect()
        })
        .collect();
    let modules = model
        .opcodes
        .iter()
        .zip(&examples)
        .map(|(op, examples)| opcode_module(op, examples));
    let any_example = examples
        .iter()
        .flatten()
        .flatten()
        .next()
        .map(|e| example_doc("AnyInstruction", "AnyInstruction", e, ""));
    let any = any_instruction(model, any_example.unwrap_or_default());
    let variants_into_any = variants_into_any(model);
    let omitted = omitted_opcodes(model);
    let errata = errata_module(model);
    let root = paths::at_root(quote! { #common #omitted #any #variants_into_any #errata });
    quote! { #root #(#modules)* }
}

/// `OMITTED_OPCODES`: the opcodes left out of the model, each with its first error.
fn omitted_opcodes(model: &Model) -> TokenStream {
    let items = model.omitted.iter().map(|o| {
        let (name, source) = (&o.name, &o.source);
        let (file, line, message) = (&o.error.file, int(o.error.line), &o.error.message);
        quote! {
            crate::OmittedOpcode {
                name: #name,
                source: #source,
                file: #file,
                line: #line,
                message: #message,
            }
        }
    });
    quote! {
        /// The opcodes left out of this build because their spec, an erratum for them or their
        /// family has an error, each with its first error (`visa-isa-codegen check` lists every
        /// diagnostic); empty when the specs read without errors. Nothing else in the crate
        /// refers to them. With `VISA_ISA_STRICT=1`, such an error fails the build instead.
        pub static OMITTED_OPCODES: &[crate::OmittedOpcode] = &[#(#items),*];
    }
}

fn ident(name: &str) -> Ident {
    match name.strip_prefix("r#") {
        Some(raw) => Ident::new_raw(raw, Span::call_site()),
        None => Ident::new(name, Span::call_site()),
    }
}

/// An integer literal without a suffix: its context gives it its type, as in hand-written code.
fn int(value: impl Into<i128>) -> Literal {
    Literal::i128_unsuffixed(value.into())
}

fn uint_type(bits: u8) -> TokenStream {
    match layout::uint_bits(bits) {
        8 => quote!(u8),
        16 => quote!(u16),
        32 => quote!(u32),
        _ => quote!(u64),
    }
}

fn int_type(bits: u8) -> TokenStream {
    match layout::uint_bits(bits) {
        8 => quote!(i8),
        16 => quote!(i16),
        32 => quote!(i32),
        _ => quote!(i64),
    }
}

fn visa_type(name: &str) -> TokenStream {
    let v = format_ident!("{}", names::camel_case(name));
    quote! { crate::VisaType::#v }
}

fn class_tokens(classes: &[OperandClass]) -> TokenStream {
    let items = classes.iter().map(|c| {
        let v = format_ident!("{}", names::camel_case(&format!("{c:?}")));
        quote! { crate::OperandClass::#v }
    });
    quote! { &[#(#items),*] }
}

fn type_list(types: &[String]) -> TokenStream {
    let items = types.iter().map(|t| visa_type(t));
    quote! { &[#(#items),*] }
}

/// `examples`: each variant's example ([`variant_example`]), in variant order.
fn opcode_module(op: &Opcode, examples: &[Option<Example>]) -> TokenStream {
    let module = ident(&names::module_name(&op.name));
    let value = hex_literal(u64::from(op.value));
    let mut docs = vec![
        format!(
            "`{}` = `{:#04x}`: {}",
            op.name,
            op.value,
            first_sentence(&op.description)
        ),
        String::new(),
    ];
    docs.push(format!("Generated from `{}`.", op.source));
    let docs = doc_lines(&docs.iter().map(|l| escape(l)).collect::<Vec<_>>());
    let semantics = doc_code("Semantics", &op.semantics);
    let description = doc_code("Description", &op.description);
    let text = doc_code("Text", &op.text.join("\n"));
    let notes = doc_code("Notes", &op.notes);
    let errata = errata_doc(op);
    let enums = op
        .fields
        .iter()
        .flat_map(|f| f.bitfields.iter().map(move |b| (f, b)))
        .filter_map(|(f, b)| field_enum(op, f, b));
    let packed = op
        .fields
        .iter()
        .filter(|f| f.role == Role::Vector && !f.bitfields.is_empty())
        .map(packed_struct);
    let (validates, shared_checks) = share_checks(
        op,
        op.variants
            .iter()
            .map(|v| {
                let (members, _) = layout::type_members(op, v);
                let body = validate_body(op, v, &members);
                (v, members, body)
            })
            .collect(),
    );
    let keys = template_keys(op);
    let variants =
        op.variants
            .iter()
            .zip(validates)
            .zip(examples)
            .map(|((v, validate), example)| {
                let ty = layout::variant_type_name(op, v);
                let example = example.as_ref().map_or_else(Vec::new, |e| {
                    example_doc(&format!("{module}::{ty}"), &ty, e, "")
                });
                variant_struct(op, v, validate, &keys, example)
            });
    // The opcode's enum over its variants: the first variant's example, read as the enum.
    let group_example = op.variants.iter().zip(examples).find_map(|(v, e)| {
        let (ty, e) = (layout::variant_type_name(op, v), e.as_ref()?);
        let own = names::opcode_type_name(&op.name);
        Some(example_doc(
            &format!("{module}::{own}"),
            &own,
            e,
            &format!("assert!(matches!(inst, {own}::{ty}(_)));"),
        ))
    });
    let group = layout::has_sub_ops(op).then(|| sub_op_enum(op, group_example.unwrap_or_default()));
    let omissions = reader_omissions(op);
    let text_helpers = text_helpers(op);
    let shared = shared_consts(op);
    let body = paths::with_imports(quote! {
        /// The opcode byte.
        pub const OPCODE: u8 = #value;

        #omissions
        #shared

        #(#enums)*
        #(#packed)*
        #(#variants)*
        #group
        #text_helpers
        #shared_checks
    });
    quote! {
        #docs
        #semantics
        #description
        #text
        #notes
        #errata
        pub mod #module {
            #body
        }
    }
}

/// An unsuffixed hexadecimal literal, `0xffff`.
fn hex_literal(value: u64) -> Literal {
    format!("{value:#x}")
        .parse()
        .expect("a hexadecimal integer is a literal")
}

/// The type of op variant `variant` and its impls; `validate` is its `validate` body
/// ([`validate_body`], its shared checks lifted out by [`share_checks`]).
/// An instruction's text and bytes, for a rustdoc example.
type Example = (String, Vec<u8>);

/// The text and bytes of `variant`'s rustdoc example: its base test vector's (the reference
/// interpreter's, [`crate::emit::vectors::example`]). None where that instruction is not
/// valid, or where its text is printed in an asm context (an address-of operand's
/// `[offset]`), which `Display` does not have.
fn variant_example(op: &Opcode, variant: &Variant, exec_sizes: &[(u8, u64)]) -> Option<Example> {
    if !op.syntax.address_of.is_empty() {
        return None;
    }
    crate::emit::vectors::example(op, variant, exec_sizes)
}

/// A rustdoc example under `# Example`: `bytes` decoded as a `ty` (imported by `import`, a
/// path under the crate), printed as `asm`, and encoded back to `bytes`; `check` is one more
/// line after the decode (`""` for none). Bytes, not text, are the source: a text need not
/// carry every field (IGC's own text reader leaves some at a default).
pub(super) fn example_doc(
    import: &str,
    ty: &str,
    example: &(String, Vec<u8>),
    check: &str,
) -> Vec<String> {
    let (asm, bytes) = example;
    let mut lines = vec![
        String::new(),
        "# Example".to_owned(),
        String::new(),
        "```".to_owned(),
        format!("use visa_isa::{{{import}, Instruction}};"),
        String::new(),
        "let bytes = [".to_owned(),
    ];
    for row in bytes.chunks(12) {
        let row: Vec<String> = row.iter().map(|b| format!("{b:#04x}")).collect();
        lines.push(format!("    {},", row.join(", ")));
    }
    lines.push("];".to_owned());
    lines.push(format!("let (inst, len) = {ty}::decode(&bytes)?;"));
    if !check.is_empty() {
        lines.push(check.to_owned());
    }
    lines.extend([
        "assert_eq!(len, bytes.len());".to_owned(),
        format!("assert_eq!(inst.to_string(), {asm:?});"),
        "let mut encoded = Vec::new();".to_owned(),
        "inst.encode(&mut encoded)?;".to_owned(),
        "assert_eq!(encoded, bytes);".to_owned(),
        "# Ok::<(), Box<dyn std::error::Error>>(())".to_owned(),
        "```".to_owned(),
    ]);
    lines
}

fn variant_struct(
    op: &Opcode,
    variant: &Variant,
    validate: TokenStream,
    keys: &[String],
    example: Vec<String>,
) -> TokenStream {
    let name = format_ident!("{}", layout::variant_type_name(op, variant));
    let (members, fixed_members) = layout::type_members(op, variant);
    let decls = members.iter().map(|m| {
        let field = op
            .field(&m.field)
            .expect("members come from described fields");
        member::declaration(field_doc_for(field, m), m)
    });
    let mut types = validate_types_body(op, variant, &members);
    if types.is_empty() {
        types = quote! { let _ = declarations; };
    }
    let operands = operands_body(&members);
    let (fixed, dynamic) = length_parts(op, variant, &members);
    let fixed = Literal::usize_unsuffixed(fixed);
    // Members of one byte layout: the length depends on the layout, and an encoding in
    // another layout cannot carry a value of theirs.
    let of_one_layout: Vec<&Member> = members.iter().filter(|m| m.layout.is_some()).collect();
    let length = if of_one_layout.is_empty() {
        quote! {
            #[inline]
            fn encoded_len(&self) -> usize {
                #fixed #(+ #dynamic)*
            }
        }
    } else {
        let checks = of_one_layout.iter().map(|m| {
            let (id, field) = (ident(&m.ident), &m.field);
            let l = member::layout_value(m.layout.unwrap_or(LayoutName::Current));
            quote! {
                if layout != #l && self.#id.is_some() {
                    return Err(crate::ValidationError::NotInLayout { field: #field, layout });
                }
            }
        });
        quote! {
            #[inline]
            fn encoded_len(&self) -> usize {
                self.encoded_len_for(crate::Layout::default())
            }

            #[inline]
            fn encoded_len_for(&self, layout: crate::Layout) -> usize {
                #fixed #(+ #dynamic)*
            }

            fn check_layout(&self, layout: crate::Layout) -> Result<(), crate::ValidationError> {
                #(#checks)*
                Ok(())
            }
        }
    };
    let write = write_body(op, variant, &members, &fixed_members);
    let read = read_body(op, variant, &members, &fixed_members);
    let table = table::text_table(op, variant, &members, &name.to_string());
    let display = match &table {
        Some(table) => table.print(),
        None => {
            let body = display_body(op, variant, &members, keys);
            quote! { #body Ok(()) }
        }
    };
    // Only address-of operands print differently in a context.
    let context = if op.syntax.address_of.is_empty() && table.is_none() {
        format_ident!("_context")
    } else {
        format_ident!("context")
    };
    let parse = parse_impl(op, variant, &members, &name, table.as_ref(), keys);
    let text_items = table.as_ref().map(|t| t.items(variant));
    let mut docs_text = format!("`{}`", variant.mnemonic);
    if let Some(c) = &variant.condition {
        docs_text.push_str(&format!(
            ": {} with `{}.{}` = `{}` ({:#x}).",
            op.name, c.field, c.bitfield, variant.name, c.code
        ));
    } else {
        docs_text.push_str(&format!(": {}.", op.name));
    }
    let layout: Vec<String> = variant
        .layout
        .iter()
        .map(|s| format!("{}{}", s.field, if s.optional { "*" } else { "" }))
        .collect();
    let mut docs = vec![
        escape(&docs_text),
        String::new(),
        format!(
            "Format (spec line {}): `{:#04x}` {}",
            variant.line,
            op.value,
            layout.join(" ")
        ),
    ];
    for (m, value) in &fixed_members {
        docs.push(String::new());
        docs.push(fixed_member_doc(op, variant, m, value));
    }
    docs.extend(example);
    let docs = doc_lines(&docs);
    let op_const = variant.condition.as_ref().map(|c| {
        let sub = format_ident!("{}", names::camel_case(&c.field));
        let v = format_ident!("{}", names::camel_case(&variant.name));
        quote! {
            impl #name {
                /// The sub-op this instruction encodes.
                pub const OP: #sub = #sub::#v;
            }
        }
    });
    // `Default` where every member has one (`member::has_default`): the operands a user
    // leaves out are `%null`, the predicate `None`, an enumeration its default value, an
    // integer 0 or, where its range leaves out 0, the bound nearest it (an impl of its own).
    let field_of = |m: &Member| {
        op.field(&m.field)
            .expect("members come from described fields")
    };
    let nonzero: Vec<Option<TokenStream>> = members
        .iter()
        .map(|m| member::nonzero_default(field_of(m), m))
        .collect();
    let has_default = members.iter().all(member::has_default);
    let derived = has_default && nonzero.iter().all(Option::is_none);
    let default = derived.then(|| quote! { Default, });
    let default_impl = (has_default && !derived).then(|| {
        let values = members.iter().zip(&nonzero).map(|(m, value)| {
            let id = ident(&m.ident);
            match value {
                Some(value) => quote! { #id: #value },
                None => quote! { #id: Default::default() },
            }
        });
        quote! {
            impl Default for #name {
                /// Each member's default; an integer whose range leaves out 0 takes the
                /// bound nearest it.
                fn default() -> Self {
                    Self { #(#values,)* }
                }
            }
        }
    });
    // Only `read_unchecked` is `#[inline]`, for decoding speed (the dispatch's reader inlines
    // it; out of line, the stream benchmark's decoding fell from 0.62x to 0.52x the
    // hand-written decoder, for no compile time the A/B could show: docs/benchmarks.md,
    // session 22). `validate` has several callers (reading, encoding, `validate_types`);
    // inlined into each, LLVM optimized it once per caller, which cost the corpus build about
    // 12 % of the library's compile time (A/B, issue 14) for a few per cent of decoding speed.
    // `for_each_operand` likewise (about 9 %, session 22).
    quote! {
        #docs
        #[derive(Debug, Clone, #default PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
        #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
        pub struct #name { #(#decls,)* }

        #default_impl

        #op_const

        #text_items

        impl crate::Instruction for #name {
            #[inline]
            fn opcode(&self) -> u8 {
                OPCODE
            }

            fn validate(&self) -> Result<(), crate::ValidationError> {
                #validate
                Ok(())
            }

            fn validate_types(&self, declarations: &impl crate::VariableTypes) -> Result<(), crate::ValidationError> {
                self.validate()?;
                #types
                Ok(())
            }

            #length

            fn write_unchecked(&self, out: &mut impl crate::Sink) {
                #write
            }

            #[inline]
            fn read_unchecked(reader: &mut crate::ByteReader<'_>) -> Result<Self, crate::DecodeError> {
                #read
            }

            #operands

            fn fmt_asm(&self, f: &mut core::fmt::Formatter<'_>, #context: Option<crate::AsmContext<'_>>) -> core::fmt::Result {
                #display
            }
        }

        impl core::fmt::Display for #name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                crate::Instruction::fmt_asm(self, f, None)
            }
        }

        #parse
    }
}

/// The region a member's field implies (its text shows none), if any.
fn implied_region<'a>(op: &'a Opcode, m: &Member) -> Option<&'a RegionSpec> {
    op.field(&m.field)?.constraints.implied_region.as_ref()
}

/// A region of the model as a `crate::Region` expression.
fn region_tokens(region: &RegionSpec) -> TokenStream {
    let RegionSpec {
        vstride,
        width,
        hstride,
    } = region;
    let (vstride, width, hstride) = (int(*vstride), int(*width), int(*hstride));
    quote! { crate::Region { vstride: #vstride, width: #width, hstride: #hstride } }
}

/// The source modifiers an opcode's Source Modifier property allows, as a `&[Modifier]`.
fn source_modifier_tokens(modifiers: SourceModifier) -> TokenStream {
    match modifiers {
        SourceModifier::None => quote! { &[] },
        SourceModifier::Arithmetic => quote! {
            &[crate::Modifier::Abs, crate::Modifier::Neg, crate::Modifier::NegAbs]
        },
        SourceModifier::Logic => quote! { &[crate::Modifier::Not] },
    }
}
