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
                .map(|v| crate::emit::vectors::example(op, v, &exec_sizes))
                .collect()
        })
        .collect();
    // The opcode `AnyInstruction::opcode_name` names for each byte: the first in model order.
    let mut byte_names = std::collections::BTreeMap::new();
    for op in &model.opcodes {
        byte_names.entry(op.value).or_insert(op.name.as_str());
    }
    let modules = model
        .opcodes
        .iter()
        .zip(&examples)
        .map(|(op, examples)| opcode_module(op, examples, byte_names[&op.value]));
    let first_example = model
        .opcodes
        .iter()
        .zip(&examples)
        .find_map(|(op, examples)| {
            op.variants
                .iter()
                .zip(examples)
                .find_map(|(variant, e)| Some((op, variant, e.as_ref()?)))
        });
    let any = any_instruction(model, first_example);
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
    let mut code = vec![
        "for omitted in visa_isa::OMITTED_OPCODES {".to_owned(),
        "    eprintln!(\"{}:{}: {} left out: {}\", omitted.file, omitted.line, omitted.name, omitted.message);".to_owned(),
        "}".to_owned(),
    ];
    let names: Vec<String> = model
        .omitted
        .iter()
        .map(|o| format!("{:?}", o.name))
        .collect();
    code.push(if names.is_empty() {
        "assert!(visa_isa::OMITTED_OPCODES.is_empty());".to_owned()
    } else {
        format!(
            "let names: Vec<&str> = visa_isa::OMITTED_OPCODES.iter().map(|o| o.name).collect();\n\
             assert_eq!(names, [{}]);",
            names.join(", ")
        )
    });
    let code: Vec<&str> = code.iter().flat_map(|c| c.lines()).collect();
    let example = doc_lines(&example_section(&code));
    quote! {
        /// The opcodes left out of this build because their spec, an erratum for them or their
        /// family has an error, each with its first error (`visa-isa-codegen check` lists every
        /// diagnostic); empty when the specs read without errors. Nothing else in the crate
        /// refers to them. With `VISA_ISA_STRICT=1`, such an error fails the build instead.
        #example
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

/// `examples`: each variant's example ([`crate::emit::vectors::example`]), in variant order;
/// `byte_name`: the opcode that `AnyInstruction::opcode_name` names for `op`'s byte.
fn opcode_module(op: &Opcode, examples: &[Option<Example>], byte_name: &str) -> TokenStream {
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
        .map(|f| packed_struct(op, f));
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
    let group_example = op
        .variants
        .iter()
        .zip(examples)
        .find_map(|(v, e)| Some((v, e.as_ref()?)));
    let group = layout::has_sub_ops(op).then(|| sub_op_enum(op, group_example));
    let omissions = reader_omissions(op);
    let text_helpers = text_helpers(op);
    let shared = shared_consts(op);
    let opcode_example = doc_lines(&example_section(&[
        format!("use visa_isa::{{{module}, AnyInstruction}};"),
        String::new(),
        format!("assert_eq!({module}::OPCODE, {value});"),
        format!("assert_eq!(AnyInstruction::opcode_name({module}::OPCODE), Some({byte_name:?}));"),
    ]));
    let body = paths::with_imports(quote! {
        /// The opcode byte, the first byte of each of its instructions.
        #opcode_example
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

/// An instruction's text and bytes, for a rustdoc example.
type Example = (String, Vec<u8>);

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
        format!("use visa_isa::{{{import}, Instruction}};"),
        String::new(),
    ];
    lines.extend(bytes_literal(bytes));
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
    ]);
    example_section(&lines)
}

/// The field initializers of a variant's `Default` or `new`: each member at its default
/// (`nonzero`: [`member::nonzero_default`], else `Default::default()`), and a member without
/// one ([`member::has_default`]) by the argument of its name.
fn default_fields(members: &[Member], nonzero: &[Option<TokenStream>]) -> Vec<TokenStream> {
    members
        .iter()
        .zip(nonzero)
        .map(|(m, value)| {
            let id = ident(&m.ident);
            match value {
                _ if !member::has_default(m) => quote! { #id },
                Some(value) => quote! { #id: #value },
                None => quote! { #id: Default::default() },
            }
        })
        .collect()
}

/// `new` of a variant without `Default`: its members that name a declared entity (sampler,
/// surface, label, name, variable; [`member::has_default`]) as arguments, in member order,
/// every other member at its default (`nonzero`: [`member::nonzero_default`]), for the
/// struct-update syntax (`Sample { dst, ..Sample::new(sampler, surface) }`).
fn required_constructor(
    op: &Opcode,
    name: &Ident,
    members: &[Member],
    nonzero: &[Option<TokenStream>],
) -> TokenStream {
    let required: Vec<&Member> = members.iter().filter(|m| !member::has_default(m)).collect();
    let params = required.iter().map(|m| {
        let (id, ty) = (ident(&m.ident), member::rust_type(m));
        quote! { #id: #ty }
    });
    let values = default_fields(members, nonzero);
    let names: Vec<String> = required.iter().map(|m| format!("`{}`", m.ident)).collect();
    // The example: each required member given a value of its type, and read back.
    let module = names::module_name(&op.name);
    let (args, types): (Vec<String>, Vec<&str>) =
        required.iter().map(|m| member::example_value(m)).unzip();
    let mut imports: Vec<&str> = types
        .iter()
        .flat_map(|t| t.split(", "))
        .filter(|t| !t.is_empty())
        .collect();
    imports.sort_unstable();
    imports.dedup();
    let fields: Vec<String> = required
        .iter()
        .map(|m| format!("inst.{}", m.ident))
        .collect();
    let tuple = |items: &[String]| match items {
        [one] => one.clone(),
        more => format!("({})", more.join(", ")),
    };
    let mut docs = vec![format!(
        "The instruction with {} as given and every other member at its default: `%null` \
         operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of \
         a range that leaves it out), for the struct-update syntax.",
        names.join(", ")
    )];
    docs.extend(example_section(&[
        format!("use visa_isa::{module}::{name};"),
        format!("use visa_isa::{{{}}};", imports.join(", ")),
        String::new(),
        format!("let inst = {name}::new({});", args.join(", ")),
        format!("assert_eq!({}, {});", tuple(&fields), tuple(&args)),
    ]));
    let docs = doc_lines(&docs);
    quote! {
        impl #name {
            #docs
            pub fn new(#(#params),*) -> Self {
                Self { #(#values,)* }
            }
        }
    }
}

/// `let bytes = [...];`, in rows of 12, for a rustdoc example.
pub(super) fn bytes_literal(bytes: &[u8]) -> Vec<String> {
    let mut lines = vec!["let bytes = [".to_owned()];
    for row in bytes.chunks(12) {
        let row: Vec<String> = row.iter().map(|b| format!("{b:#04x}")).collect();
        lines.push(format!("    {},", row.join(", ")));
    }
    lines.push("];".to_owned());
    lines
}

/// The type of op variant `variant` and its impls; `validate` is its `validate` body
/// ([`validate_body`], its shared checks lifted out by [`share_checks`]).
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
            let given = match m.kind {
                layout::MemberKind::Flag { .. } => quote! { self.#id },
                _ => quote! { self.#id.is_some() },
            };
            quote! {
                if layout != #l && #given {
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
    let mut table = table::text_table(op, variant, &members, &name.to_string());
    let current = op.current_text();
    let current_table = current
        .as_ref()
        .and_then(|c| table::text_table(c, variant, &members, &format!("{name}Current")));
    let mut current_items = None;
    // Another table over the same members: the layout picks the items.
    if let (Some(t), Some(c)) = (&table, &current_table) {
        let (a, b) = (t.items(variant), c.items(variant));
        if a.to_string().replace("CURRENT_TEXT", "TEXT") != b.to_string() {
            if let Some(both) = table.take().and_then(|t| t.with_current(c)) {
                table = Some(both);
                current_items = Some(b);
            } else {
                table = table::text_table(op, variant, &members, &name.to_string());
            }
        }
    }
    let display_of = |op: &Opcode, table: &Option<table::TextTable>| match table {
        Some(table) => table.print(),
        None => {
            let body = display_body(op, variant, &members, keys);
            quote! { #body Ok(()) }
        }
    };
    let mut display = display_of(op, &table);
    let mut parse_body = parse::parse_text_body(op, variant, &members, table.as_ref(), keys);
    let text_items = table.as_ref().map(|t| t.items(variant));
    let mut text_items = quote! { #text_items #current_items };
    // The text of the current layout, where its printer prints this variant otherwise
    // (errata with `layout: current`): printed and read when the context's layout is it.
    if let Some(current) = current.filter(|_| current_items.is_none()) {
        let current_display = display_of(&current, &current_table);
        let current_parse =
            parse::parse_text_body(&current, variant, &members, current_table.as_ref(), keys);
        // A table's tokens name its `static`: compare them as the same name would print.
        let same = |a: &TokenStream, b: &TokenStream| {
            a.to_string().replace("CURRENT_TEXT", "TEXT") == b.to_string()
        };
        let current_items = current_table.as_ref().map(|t| t.items(variant));
        let items_differ = !same(&quote! { #current_items }, &quote! { #text_items });
        if items_differ || !same(&current_display, &display) || !same(&current_parse, &parse_body) {
            display = quote! {
                if layout == crate::Layout::Current {
                    #current_display
                } else {
                    #display
                }
            };
            parse_body = quote! {
                if asm.layout() == crate::Layout::Current {
                    #current_parse
                } else {
                    #parse_body
                }
            };
            text_items = quote! { #text_items #current_items };
        }
    }
    // A text spelled by the layout reads it from the context.
    let by_layout = mentions(&display, "layout");
    if by_layout {
        display = quote! {
            let layout = context.map_or(crate::Layout::default(), |c| c.layout);
            #display
        };
    }
    // Only address-of operands and the layout print differently in a context.
    let context = if op.syntax.address_of.is_empty() && table.is_none() && !by_layout {
        format_ident!("_context")
    } else {
        format_ident!("context")
    };
    let parse = parse_impl(op, variant, &members, &name, parse_body);
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
        let module = names::module_name(&op.name);
        let example = doc_lines(&example_section(&[
            format!("use visa_isa::{module}::{{{name}, {sub}}};"),
            String::new(),
            format!("assert_eq!({name}::OP, {sub}::{v});"),
            format!("assert_eq!({name}::OP.code(), {:#x});", c.code),
        ]));
        quote! {
            impl #name {
                /// The sub-op this instruction encodes.
                #example
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
        let values = default_fields(&members, &nonzero);
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
    let constructor = (!has_default).then(|| required_constructor(op, &name, &members, &nonzero));
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
        #constructor

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

/// Whether `tokens` use the identifier `name` (a local the generated code then defines).
fn mentions(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(i) => i == name,
        proc_macro2::TokenTree::Group(g) => mentions(&g.stream(), name),
        _ => false,
    })
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
