//! The types of an opcode module: per-field enums, packed immediates, the member
//! declarations of a variant struct, and the crate-wide `ExecSize`/`ExecMask`.

use super::*;

/// One enumerated value of a generated enum.
pub(super) struct EnumItem {
    pub(super) ident: Ident,
    pub(super) code: u64,
    /// The spec writes the code in hex ([`EnumValue::hex`]).
    pub(super) hex: bool,
    pub(super) name: String,
    pub(super) asm: String,
    pub(super) doc: TokenStream,
}

/// A `#[non_exhaustive]` enum with `code`, `from_code`, `name`, `asm` and `Display`; `path` is
/// its path under the crate root, for its rustdoc example.
pub(super) fn gen_enum(
    name: &Ident,
    path: &str,
    docs: TokenStream,
    bits: u8,
    items: &[EnumItem],
    default: Option<usize>,
    extra: TokenStream,
) -> TokenStream {
    let code_ty = uint_type(bits);
    // Each code as the spec writes it.
    let code = |i: &EnumItem| {
        if i.hex {
            hex_literal(i.code)
        } else {
            int(i.code)
        }
    };
    // Each value's discriminant is its code, so that `code` is a cast, not a `match` that
    // every encoder, decoder and check which inlines it would carry.
    let variants = items.iter().enumerate().map(|(n, i)| {
        let (id, d, c) = (&i.ident, &i.doc, code(i));
        let default = (default == Some(n)).then(|| quote! { #[default] });
        quote! { #d #default #id = #c }
    });
    let derive_default = default.map(|_| quote! { Default, });
    let all = items.iter().map(|i| &i.ident);
    // An enum without values (a folder whose specs give no execution size) takes no `repr`.
    let (repr, code_of_self) = if items.is_empty() {
        (TokenStream::new(), quote! { match self {} })
    } else {
        (quote! { #[repr(#code_ty)] }, quote! { self as #code_ty })
    };
    let from = items.iter().map(|i| {
        let (id, c) = (&i.ident, code(i));
        quote! { #c => Some(Self::#id) }
    });
    let doc_names = items.iter().map(|i| {
        let (id, n) = (&i.ident, &i.name);
        quote! { Self::#id => #n }
    });
    let asms = items.iter().map(|i| {
        let (id, n) = (&i.ident, &i.asm);
        quote! { Self::#id => #n }
    });
    let from_asm = from_asm_arms(items);
    // `arbitrary` cannot make a value of an enum without one (a folder whose specs give no
    // execution size has an empty `ExecSize`, which no instruction then holds).
    let arbitrary = (!items.is_empty())
        .then(|| quote! { #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))] });
    // The example, of every method: the first value's names, and every value's code and
    // spelling read back to it (one doctest per enumeration, not one per method).
    let example = items.first().map(|first| {
        let value = format!("{name}::{}", first.ident);
        doc_lines(&example_section(&[
            format!("use visa_isa::{path};"),
            String::new(),
            format!("assert_eq!({value}.name(), {:?});", first.name),
            format!("assert_eq!({value}.asm(), {:?});", first.asm),
            format!("for &value in {name}::ALL {{"),
            format!("    assert_eq!({name}::from_code(value.code()), Some(value));"),
            "    // Where two values share a spelling, it reads as the lower code.".to_owned(),
            format!("    let read = {name}::from_asm(value.asm()).map({name}::asm);"),
            "    assert_eq!(read, Some(value.asm()));".to_owned(),
            "}".to_owned(),
        ]))
    });
    quote! {
        #docs
        #example
        #[derive(Debug, Clone, Copy, #derive_default PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #arbitrary
        #[non_exhaustive]
        #repr
        pub enum #name { #(#variants,)* }

        impl #name {
            /// Every value, in documentation order.
            pub const ALL: &'static [Self] = &[#(Self::#all),*];

            /// The binary code.
            #[inline]
            pub const fn code(self) -> #code_ty {
                #code_of_self
            }

            /// The value with that binary code.
            pub const fn from_code(code: #code_ty) -> Option<Self> {
                match code { #(#from,)* _ => None }
            }

            /// The name the spec uses.
            pub const fn name(self) -> &'static str {
                match self { #(#doc_names,)* }
            }

            /// The spelling in IGC's vISA assembly.
            pub const fn asm(self) -> &'static str {
                match self { #(#asms,)* }
            }

            /// The value spelled `text` in IGC's vISA assembly (the inverse of
            /// [`asm`](Self::asm); where two values share a spelling, the lower code).
            pub fn from_asm(text: &str) -> Option<Self> {
                match text { #(#from_asm,)* _ => None }
            }

            #extra
        }

        impl core::fmt::Display for #name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.asm())
            }
        }
    }
}

/// `"spelling" => Some(Self::Value)` for each distinct spelling, the lowest code first (as
/// IGC's parser maps a name to the lowest code that prints it, reference §6.1).
pub(super) fn from_asm_arms(items: &[EnumItem]) -> Vec<TokenStream> {
    let mut sorted: Vec<&EnumItem> = items.iter().collect();
    sorted.sort_by_key(|i| i.code);
    let mut seen = std::collections::BTreeSet::new();
    sorted
        .into_iter()
        .filter(|i| seen.insert(i.asm.as_str()))
        .map(|i| {
            let (id, text) = (&i.ident, &i.asm);
            quote! { #text => Some(Self::#id) }
        })
        .collect()
}

pub(super) fn common_items(model: &Model) -> TokenStream {
    let sizes = layout::all_exec_sizes(model);
    let size_items: Vec<EnumItem> = sizes
        .iter()
        .map(|(lanes, code)| {
            let d = doc(&format!("{lanes} lanes."));
            EnumItem {
                ident: format_ident!("Simd{}", lanes),
                code: *code,
                hex: false,
                name: format!("{lanes} elements"),
                asm: lanes.to_string(),
                doc: d,
            }
        })
        .collect();
    let lanes_example = sizes.first().map(|(l, _)| {
        doc_lines(&example_section(&[
            "use visa_isa::ExecSize;".to_owned(),
            String::new(),
            format!("assert_eq!(ExecSize::Simd{l}.lanes(), {l});"),
        ]))
    });
    let lanes = sizes.iter().map(|(l, _)| {
        let id = format_ident!("Simd{}", l);
        let l = int(*l);
        quote! { Self::#id => #l }
    });
    let exec_size = gen_enum(
        &format_ident!("ExecSize"),
        "ExecSize",
        doc("The execution size: bits [3:0] of an `Exec_size` byte (the specs say [2:0]; IGC reads four bits). Every size any spec documents; each instruction's `validate` checks its own list."),
        4,
        &size_items,
        // The fewest lanes any spec documents (one, a scalar instruction, in IGC's docs).
        (!size_items.is_empty()).then_some(0),
        quote! {
            /// The number of lanes.
            #lanes_example
            #[inline]
            pub const fn lanes(self) -> u8 {
                match self { #(#lanes,)* }
            }
        },
    );
    let masks = layout::all_exec_masks(model);
    let mask_items: Vec<EnumItem> = masks
        .iter()
        .map(|(name, code)| EnumItem {
            ident: format_ident!("{}", names::camel_case(name)),
            code: *code,
            hex: false,
            name: name.to_string(),
            asm: name.to_string(),
            doc: doc(&format!("`{name}`.")),
        })
        .collect();
    let exec_mask = gen_enum(
        &format_ident!("ExecMask"),
        "ExecMask",
        doc("The execution mask: bits [7:4] of an `Exec_size` byte. M1…M8 select a group of channels; the `_NM` forms also disable the channel enables."),
        4,
        &mask_items,
        // M1: the first group of channels, enabled as the channel enables say.
        (!mask_items.is_empty()).then_some(0),
        TokenStream::new(),
    );
    let size_parse = enum_parse_impl(
        &format_ident!("ExecSize"),
        &size_items,
        "an execution size",
        quote! { |found| crate::AsmErrorKind::UnsupportedExecSize { found } },
        false,
    );
    let mask_parse = enum_parse_impl(
        &format_ident!("ExecMask"),
        &mask_items,
        "an execution mask",
        quote! { |found| crate::AsmErrorKind::UnknownExecMask { found } },
        false,
    );
    // The runtime's byte reader decodes both through its `FromCode` trait: it names no
    // generated type.
    let from_code = quote! {
        impl crate::FromCode for ExecSize {
            #[inline]
            fn from_code(code: u8) -> Option<Self> {
                ExecSize::from_code(code)
            }
        }
        impl crate::FromCode for ExecMask {
            #[inline]
            fn from_code(code: u8) -> Option<Self> {
                ExecMask::from_code(code)
            }
        }
    };
    quote! { #exec_size #size_parse #exec_mask #mask_parse #from_code }
}

/// The opcode's `READER_OMISSIONS`: what the vISA 4.1 reader does not print (errata).
pub(super) fn reader_omissions(op: &Opcode) -> TokenStream {
    let items = omission_items(op, &op.reader_omissions);
    let current = omission_items(op, &op.current_reader_omissions);
    let example = omissions_example(op, "READER_OMISSIONS", &op.reader_omissions);
    let current_example =
        omissions_example(op, "CURRENT_READER_OMISSIONS", &op.current_reader_omissions);
    quote! {
        /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
        /// see [`crate::ReaderExpectation`].
        #example
        pub const READER_OMISSIONS: &[crate::ReaderOmission] = &[#(#items),*];
        /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
        #current_example
        pub const CURRENT_READER_OMISSIONS: &[crate::ReaderOmission] = &[#(#current),*];
    }
}

/// The rustdoc example of omission list `list` of `op`: the errata its `omissions` come from.
fn omissions_example(op: &Opcode, list: &str, omissions: &[ReaderOmission]) -> TokenStream {
    let module = names::module_name(&op.name);
    let errata: Vec<String> = omissions
        .iter()
        .map(|o| format!("{:?}", o.erratum()))
        .collect();
    let check = if errata.is_empty() {
        format!("assert!({module}::{list}.is_empty());")
    } else {
        format!(
            "let errata: Vec<&str> = {module}::{list}.iter().map(|o| o.erratum()).collect();\n\
             assert_eq!(errata, [{}]);",
            errata.join(", ")
        )
    };
    let mut code = vec![format!("use visa_isa::{module};"), String::new()];
    code.extend(check.lines().map(str::to_owned));
    doc_lines(&example_section(&code))
}

/// The `crate::ReaderOmission` expressions of `omissions` (of `op`).
fn omission_items(op: &Opcode, omissions: &[ReaderOmission]) -> Vec<TokenStream> {
    // The mnemonics of the op variants an omission names.
    let mnemonics_of = |ops: &[String]| -> Vec<&str> {
        op.variants
            .iter()
            .filter(|v| ops.contains(&v.name))
            .map(|v| v.mnemonic.as_str())
            .collect()
    };
    omissions
        .iter()
        .map(|o| match o {
            ReaderOmission::Flag { flag, erratum } => quote! {
                crate::ReaderOmission::Flag { flag: #flag, erratum: #erratum }
            },
            ReaderOmission::Predicate { erratum } => quote! {
                crate::ReaderOmission::Predicate { erratum: #erratum }
            },
            ReaderOmission::ExecMask { erratum } => quote! {
                crate::ReaderOmission::ExecMask { erratum: #erratum }
            },
            ReaderOmission::LabelNames { erratum } => quote! {
                crate::ReaderOmission::LabelNames { erratum: #erratum }
            },
            ReaderOmission::OpName {
                ops,
                prints,
                suffixes,
                erratum,
            } => {
                let suffixes = suffixes
                    .iter()
                    .map(|(ours, theirs)| quote! { (#ours, #theirs) });
                let mnemonics = mnemonics_of(ops);
                quote! {
                    crate::ReaderOmission::OpName {
                        mnemonics: &[#(#mnemonics),*],
                        prints: #prints,
                        suffixes: &[#(#suffixes),*],
                        erratum: #erratum,
                    }
                }
            }
            ReaderOmission::SuffixValue {
                suffixes,
                prints,
                erratum,
            } => quote! {
                crate::ReaderOmission::SuffixValue {
                    suffixes: &[#(#suffixes),*],
                    prints: #prints,
                    erratum: #erratum,
                }
            },
            ReaderOmission::UncheckedSuffix {
                suffixes,
                reason,
                erratum,
            } => quote! {
                crate::ReaderOmission::UncheckedSuffix {
                    suffixes: &[#(#suffixes),*],
                    reason: #reason,
                    erratum: #erratum,
                }
            },
            ReaderOmission::UncheckedOperand {
                operands,
                reason,
                erratum,
            } => quote! {
                crate::ReaderOmission::UncheckedOperand {
                    operands: &[#(#operands),*],
                    reason: #reason,
                    erratum: #erratum,
                }
            },
            ReaderOmission::CompileFails { reason, erratum } => quote! {
                crate::ReaderOmission::CompileFails { reason: #reason, erratum: #erratum }
            },
            ReaderOmission::Unreadable {
                reason,
                ops,
                erratum,
            } => {
                let mnemonics = mnemonics_of(ops);
                quote! {
                    crate::ReaderOmission::Unreadable {
                        reason: #reason,
                        mnemonics: &[#(#mnemonics),*],
                        erratum: #erratum,
                    }
                }
            }
        })
        .collect()
}

/// The per-opcode enum of an enumerated bitfield (sub-ops included).
pub(super) fn field_enum(op: &Opcode, field: &Field, b: &Bitfield) -> Option<TokenStream> {
    if !matches!(b.kind, BitfieldKind::Enum | BitfieldKind::SubOp) {
        return None;
    }
    let name = format_ident!("{}", layout::enum_type_name(field, b));
    let items: Vec<EnumItem> = b
        .values
        .iter()
        .map(|v| {
            let mut text = v.description.clone();
            if let Some(p) = &v.platform {
                text = format!("{{{p}}} {text}");
            }
            if let Some(d) = v.documented_code {
                text.push_str(&format!(" The doc gives code {d:#x}; IGC uses {:#x} (see the errata).", v.code));
            }
            if !v.documented {
                text.push_str(" Not in the doc: added from IGC (see the errata); no Format is documented for it.");
            }
            let has_variant = op.variants.iter().any(|x| x.name == v.name);
            if b.kind == BitfieldKind::SubOp && has_variant {
                let ty = names::camel_case(&v.name);
                text.push_str(&format!(" Instruction type: [`{ty}`]."));
            }
            let text = if text.trim().is_empty() { format!("`{}`", v.name) } else { format!("`{}`: {}", v.name, text.trim()) };
            let line = if v.line > 0 { format!("\nSpec: `{}` line {}.", op.source, v.line) } else { String::new() };
            EnumItem {
                ident: format_ident!("{}", names::camel_case(&v.name)),
                code: v.code,
                hex: v.hex,
                name: v.name.clone(),
                asm: layout::value_spelling(b, v),
                doc: doc_lines(&text.lines().map(|l| escape(l).replace("\\[", "[").replace("\\]", "]")).chain(line.lines().map(str::to_owned)).collect::<Vec<_>>()),
            }
        })
        .collect();
    let docs = doc(&format!(
        "{} Bit[{}..{}]: {}",
        field.name, b.hi, b.lo, b.description
    ));
    let label = field_enum_what(field, b);
    let by_layout = layout_spellings(
        b,
        &items,
        &format!("{}::{name}", names::module_name(&op.name)),
    );
    let parse = enum_parse_impl(
        &name,
        &items,
        &format!("a `{label}` value"),
        quote! { |found| crate::AsmErrorKind::UnknownValue { what: #label, found } },
        by_layout.is_some(),
    );
    let body = gen_enum(
        &name,
        &format!("{}::{name}", names::module_name(&op.name)),
        docs,
        b.width(),
        &items,
        default_item(field, b),
        by_layout.unwrap_or_default(),
    );
    Some(quote! { #body #parse })
}

/// `asm_in` and `from_asm_in` of an enumeration some of whose values the current layout's
/// text spells otherwise ([`EnumValue::asm_current`]); `None` when it spells none so.
fn layout_spellings(b: &Bitfield, items: &[EnumItem], path: &str) -> Option<TokenStream> {
    let current: Vec<EnumItem> = b
        .values
        .iter()
        .zip(items)
        .map(|(v, i)| EnumItem {
            ident: i.ident.clone(),
            code: i.code,
            hex: i.hex,
            name: i.name.clone(),
            asm: v.asm_current.clone().unwrap_or_else(|| i.asm.clone()),
            doc: TokenStream::new(),
        })
        .collect();
    if b.values.iter().all(|v| v.asm_current.is_none()) {
        return None;
    }
    let arms = b.values.iter().zip(items).filter_map(|(v, i)| {
        let (id, text) = (&i.ident, v.asm_current.as_ref()?);
        Some(quote! { Self::#id => #text })
    });
    let from_current = from_asm_arms(&current);
    // The examples: the first value the layouts spell apart, both ways.
    let (value, current_text) = b
        .values
        .iter()
        .zip(items)
        .find_map(|(v, i)| Some((i, v.asm_current.as_ref()?)))?;
    let ty = path.rsplit("::").next().unwrap_or(path);
    let value_path = format!("{ty}::{}", value.ident);
    let example = |check: Vec<String>| {
        let mut code = vec![
            format!("use visa_isa::{path};"),
            "use visa_isa::Layout;".to_owned(),
            String::new(),
        ];
        code.extend(check);
        doc_lines(&example_section(&code))
    };
    let asm_in_example = example(vec![
        format!("assert_eq!({value_path}.asm_in(Layout::Current), {current_text:?});"),
        format!(
            "assert_eq!({value_path}.asm_in(Layout::Igc2022), {:?});",
            value.asm
        ),
    ]);
    let from_asm_in_example = example(vec![
        format!(
            "assert_eq!({ty}::from_asm_in(Layout::Current, {current_text:?}), Some({value_path}));"
        ),
        format!(
            "assert_eq!({ty}::from_asm_in(Layout::Igc2022, {:?}), Some({value_path}));",
            value.asm
        ),
    ]);
    Some(quote! {
        /// The spelling in the vISA assembly of IGC's printer for `layout`: today's IGC
        /// ([`Layout::Current`](crate::Layout::Current)) spells some values otherwise than
        /// [`asm`](Self::asm), the 2022 one.
        #asm_in_example
        pub const fn asm_in(self, layout: crate::Layout) -> &'static str {
            match layout {
                crate::Layout::Current => match self {
                    #(#arms,)*
                    _ => self.asm(),
                },
                _ => self.asm(),
            }
        }

        /// The value spelled `text` in the vISA assembly of `layout` (the inverse of
        /// [`asm_in`](Self::asm_in); where two values share a spelling, the lower code).
        #from_asm_in_example
        pub fn from_asm_in(layout: crate::Layout, text: &str) -> Option<Self> {
            match layout {
                crate::Layout::Current => match text { #(#from_current,)* _ => None },
                _ => Self::from_asm(text),
            }
        }
    })
}

/// The value an enumerated bitfield's type takes by `Default`: the first value in
/// documentation order that the model does not exclude. IGC numbers many enumerations from an
/// `…_INVALID = 0` sentinel its verifier and translator refuse (LSC's address type, address
/// size, data size, data order, elements per address: erratum `lsc-untyped-invalid-codes`); the
/// model records such a value as excluded (`Constraints::excluded`), so the default is the
/// first value an instruction may hold, as the doc lists it (`default` for a cache control,
/// `ugm` for an SFID, `flat` for an address type). `None` for an enumeration without values.
pub(super) fn default_item(field: &Field, b: &Bitfield) -> Option<usize> {
    // An excluded value is a value of the whole field: it applies to a bitfield that is the
    // field's only one.
    let whole = field
        .bitfields
        .iter()
        .filter(|x| x.kind != BitfieldKind::SubOp)
        .count()
        <= 1;
    let excluded = |code: u64| {
        whole
            && field
                .constraints
                .excluded
                .iter()
                .any(|e| u64::from(e.value) == code)
    };
    b.values
        .iter()
        .position(|v| !excluded(v.code))
        .or((!b.values.is_empty()).then_some(0))
}

/// The name of an enumerated bitfield in messages: the field (`Op`), or `Field.bitfield`.
pub(super) fn field_enum_what(field: &Field, b: &Bitfield) -> String {
    if b.kind == BitfieldKind::SubOp || field.bitfields.len() == 1 {
        field.name.clone()
    } else {
        format!("{}.{}", field.name, b.name)
    }
}

/// The struct of a vector field whose immediate packs bitfields (e.g. Aoffimmi), with a
/// rustdoc example that reads back the base test vector's value of it.
pub(super) fn packed_struct(op: &Opcode, field: &Field) -> TokenStream {
    let name = format_ident!("{}", layout::packed_type_name(field));
    let members = layout::packed_members(field);
    let decls = members
        .iter()
        .map(|m| member::declaration(field_doc_for(field, m), m));
    let field_name = &field.name;
    let ty_name = field
        .constraints
        .types
        .first()
        .cloned()
        .unwrap_or_else(|| "UD".into());
    let ty = visa_type(&ty_name);
    let width = field.packed_width();
    let bits_ty = uint_type(width);
    let parts: Vec<TokenStream> = members
        .iter()
        .filter_map(|m| member::to_bits(field, m, &bits_ty))
        .collect();
    let parts = or_parts(&parts);
    let checks = members.iter().map(|m| member::own_checks(field, m));
    let from_bits = packed_from_bits(field, &members);
    let reserved = field
        .bitfields
        .iter()
        .filter(|b| b.kind == BitfieldKind::Reserved)
        .fold(0u64, |m, b| m | b.mask());
    let reserved = hex_literal(reserved);
    let docs = doc(&format!("{}: {}", field.name, field.description));
    let example = crate::emit::vectors::packed_example(op, field)
        .map(|example| doc_lines(&packed_example_doc(op, &name.to_string(), example)));
    // Each member by its own `Default` (an enumeration's is the model's default value, not
    // necessarily code 0).
    let default = members
        .iter()
        .all(member::has_default)
        .then(|| quote! { Default, });
    quote! {
        #docs
        #example
        #[derive(Debug, Clone, Copy, #default PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
        #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
        pub struct #name { #(#decls,)* }

        impl crate::PackedImmediate for #name {
            const TYPE: crate::VisaType = #ty;
            const FIELD: &'static str = #field_name;
            const RESERVED_MASK: u64 = #reserved;

            #[inline]
            fn bits(&self) -> u64 {
                let bits: #bits_ty = #parts;
                u64::from(bits)
            }

            #[inline]
            fn check(&self) -> Result<(), crate::ValidationError> {
                #(#checks)*
                Ok(())
            }

            #from_bits
        }
    }
}

/// The rustdoc example of packed type `ty` of `op`: `bits` read back by bitfield, checked,
/// and printed as the operand `asm`.
fn packed_example_doc(op: &Opcode, ty: &str, (bits, asm): (u64, String)) -> Vec<String> {
    let module = names::module_name(&op.name);
    let bits = format!("{bits:#x}");
    example_section(&[
        &format!("use visa_isa::{module}::{ty};"),
        "use visa_isa::{PackedImmediate, PackedOperand};",
        "",
        &format!("let value = {ty}::from_bits({bits}).expect(\"each bitfield has a value for these bits\");"),
        "value.check()?;",
        &format!("assert_eq!(value.bits(), {bits});"),
        &format!("assert_eq!(PackedOperand::Immediate(value).to_string(), {asm:?});"),
        "# Ok::<(), visa_isa::ValidationError>(())",
    ])
}

/// `PackedImmediate::from_bits` of a packed struct: each bitfield read back from its bits
/// (signed ones sign-extended), `None` for bits outside every bitfield or an unknown code.
pub(super) fn packed_from_bits(field: &Field, members: &[Member]) -> TokenStream {
    let covered = field.bitfields.iter().fold(0u64, |m, b| m | b.mask());
    let covered = hex_literal(covered);
    let reads = members
        .iter()
        .filter_map(|m| member::from_packed_bits(field, m));
    quote! {
        #[inline]
        fn from_bits(bits: u64) -> Option<Self> {
            if bits & !#covered != 0 {
                return None;
            }
            Some(Self { #(#reads,)* })
        }
    }
}
