//! The enums that dispatch to instruction types: each opcode's enum over its op variants,
//! and `AnyInstruction` over every opcode.

use super::*;

/// The per-opcode enum over its op variants.
/// `example`: the first variant with a rustdoc example, and it: what the examples of the enum
/// and its `op` decode.
pub(super) fn sub_op_enum(op: &Opcode, example: Option<(&Variant, &Example)>) -> TokenStream {
    let name = format_ident!("{}", names::opcode_type_name(&op.name));
    let arms: Vec<DispatchArm> = op
        .variants
        .iter()
        .map(|v| {
            let id = format_ident!("{}", layout::variant_type_name(op, v));
            DispatchArm {
                path: quote! { #id },
                ident: id,
                key: v.name.clone(),
            }
        })
        .collect();
    let sub = op
        .variants
        .iter()
        .find_map(|v| v.condition.as_ref())
        .map(|c| format_ident!("{}", names::camel_case(&c.field)));
    let sub_arms = arms.iter().map(|a| {
        let id = &a.ident;
        quote! { Self::#id(_) => #id::OP }
    });
    let module = names::module_name(&op.name);
    let own = name.to_string();
    let mut docs = vec![format!("Any op variant of {}.", op.name)];
    let mut op_example = TokenStream::new();
    if let (Some((variant, e)), Some(sub)) = (example, &sub) {
        let ty = layout::variant_type_name(op, variant);
        docs.extend(example_doc(
            &format!("{module}::{own}"),
            &own,
            e,
            &format!("assert!(matches!(inst, {own}::{ty}(_)));"),
        ));
        let mut code = vec![
            format!("use visa_isa::{module}::{{{own}, {sub}}};"),
            "use visa_isa::Instruction;".to_owned(),
            String::new(),
        ];
        code.extend(bytes_literal(&e.1));
        code.extend([
            format!("let (inst, _) = {own}::decode(&bytes)?;"),
            format!(
                "assert_eq!(inst.op(), {sub}::{});",
                names::camel_case(&variant.name)
            ),
            "# Ok::<(), visa_isa::DecodeError>(())".to_owned(),
        ]);
        op_example = doc_lines(&example_section(&code));
    }
    let docs = doc_lines(&docs);
    let read = sub_op_read_body(op);
    let body = dispatch_enum(&name, docs, &arms, quote! { OPCODE }, read);
    let mnemonics: Vec<Vec<String>> = op
        .variants
        .iter()
        .map(|v| layout::variant_mnemonics_read(op, v))
        .collect();
    let parse = dispatch_parse_impl(
        &name,
        &arms,
        &mnemonics,
        &[],
        &format!("a {} instruction", op.name),
    );
    quote! {
        #body

        #parse

        impl #name {
            /// The sub-op of the variant.
            #op_example
            pub const fn op(&self) -> #sub {
                match self { #(#sub_arms,)* }
            }
        }
    }
}

/// The first op variant of the model that has a rustdoc example, with it: what the examples
/// of `AnyInstruction` and its methods decode.
pub(super) type FirstExample<'m> = Option<(&'m Opcode, &'m Variant, &'m Example)>;

/// The crate-level enum over every opcode.
pub(super) fn any_instruction(model: &Model, first: FirstExample<'_>) -> TokenStream {
    let example = first.map_or_else(Vec::new, |(_, _, e)| {
        example_doc("AnyInstruction", "AnyInstruction", e, "")
    });
    let arms: Vec<DispatchArm> = model
        .opcodes
        .iter()
        .map(|op| {
            let module = ident(&names::module_name(&op.name));
            let ty = format_ident!("{}", names::opcode_type_name(&op.name));
            DispatchArm {
                path: quote! { #module::#ty },
                ident: ty,
                key: op.name.clone(),
            }
        })
        .collect();
    let docs = doc_lines(
        &[
            "Any instruction of any opcode. Serde form: `{ OPCODE: { op: fields } }`, or"
                .to_owned(),
            "`{ OPCODE: fields }` for opcodes without op variants.".to_owned(),
        ]
        .into_iter()
        .chain(example)
        .collect::<Vec<_>>(),
    );
    let opcode = dispatch(&arms, quote! { inner.opcode() });
    let any = format_ident!("AnyInstruction");
    // Opcodes of their own dispatch on the opcode byte; the members of a sub-opcode family
    // (SVM) share it and dispatch on the sub-opcode byte after it.
    let read_arm = |a: &DispatchArm| {
        let (id, path) = (&a.ident, &a.path);
        quote! { crate::read_as::<#path, VALIDATE>(reader).map(Self::#id) }
    };
    let mut read_arms = Vec::new();
    for (op, a) in model.opcodes.iter().zip(&arms) {
        if op.sub_opcode.is_none() {
            let module = ident(&names::module_name(&op.name));
            let read = read_arm(a);
            read_arms.push(quote! { #module::OPCODE => #read });
        }
    }
    // Every family some opcode is a member of, with its byte; its selector field as its header
    // names it (a folder may hold members without their header).
    let mut families: Vec<(&str, u8)> = model
        .opcodes
        .iter()
        .filter_map(|op| Some((op.sub_opcode.as_ref()?.family.as_str(), op.value)))
        .collect();
    families.sort_unstable();
    families.dedup();
    for (name, byte) in families {
        let selector = model
            .families
            .iter()
            .find(|f| f.name == name)
            .map_or("sub-opcode", |f| f.selector.as_str());
        let value = hex_literal(u64::from(byte));
        let members = model
            .opcodes
            .iter()
            .zip(&arms)
            .filter(|(op, _)| {
                op.value == byte && op.sub_opcode.as_ref().is_some_and(|s| s.family == name)
            })
            .map(|(op, a)| {
                let sub = hex_literal(op.sub_opcode.as_ref().map_or(0, |s| u64::from(s.value)));
                let read = read_arm(a);
                quote! { #sub => #read }
            });
        read_arms.push(quote! {
            #value => match reader.peek_sub_opcode()? {
                #(#members,)*
                code => Err(reader.error(crate::DecodeErrorKind::UnknownSubOp {
                    opcode: #name,
                    field: #selector,
                    code: u64::from(code),
                })),
            }
        });
    }
    let read = quote! {
        match reader.peek_opcode()? {
            #(#read_arms,)*
            opcode => Err(reader.error(crate::DecodeErrorKind::UnknownOpcode { opcode })),
        }
    };
    let body = dispatch_enum(&any, docs, &arms, opcode, read);
    let omissions = model.opcodes.iter().map(|op| {
        let module = ident(&names::module_name(&op.name));
        let ty = format_ident!("{}", names::opcode_type_name(&op.name));
        quote! { Self::#ty(_) => #module::READER_OMISSIONS }
    });
    let current_omissions = model.opcodes.iter().map(|op| {
        let module = ident(&names::module_name(&op.name));
        let ty = format_ident!("{}", names::opcode_type_name(&op.name));
        quote! { Self::#ty(_) => #module::CURRENT_READER_OMISSIONS }
    });
    let mnemonics: Vec<Vec<String>> = model
        .opcodes
        .iter()
        .map(|op| {
            let mut all: Vec<String> = op
                .variants
                .iter()
                .flat_map(|v| layout::variant_mnemonics_read(op, v))
                .collect();
            all.sort();
            all.dedup();
            all
        })
        .collect();
    // Instructions that place a label have no mnemonic: their text is the label's own form.
    let definitions: Vec<(usize, String, String)> = model
        .opcodes
        .iter()
        .enumerate()
        .filter_map(|(i, op)| {
            let d = op.syntax.definition.as_ref()?;
            Some((i, d.prefix.clone(), d.suffix.clone()))
        })
        .collect();
    let parse = dispatch_parse_impl(&any, &arms, &mnemonics, &definitions, "a vISA instruction");
    let variants = variant_list(model, first);
    let (omissions_example, omissions_in_example) = omissions_examples(first);
    quote! {
        #body
        #parse
        #variants

        impl #any {
            /// What IGC's vISA 4.1 reader leaves out when it prints this instruction's opcode.
            #omissions_example
            pub const fn reader_omissions(&self) -> &'static [crate::ReaderOmission] {
                match self { #(#omissions,)* }
            }

            /// What the reader of `layout` leaves out when it prints this instruction's opcode:
            /// [`reader_omissions`](Self::reader_omissions) for [`crate::Layout::Igc2022`],
            /// those of IGC's reader of today (`GenX_IR-head`) for [`crate::Layout::Current`].
            #omissions_in_example
            pub const fn reader_omissions_in(&self, layout: crate::Layout) -> &'static [crate::ReaderOmission] {
                match layout {
                    crate::Layout::Current => match self { #(#current_omissions,)* },
                    _ => self.reader_omissions(),
                }
            }
        }
    }
}

/// The rustdoc examples of `AnyInstruction::reader_omissions` and `reader_omissions_in`: the
/// first example's instruction decoded, and its opcode's lists.
fn omissions_examples(first: FirstExample<'_>) -> (TokenStream, TokenStream) {
    let Some((op, _, (_, bytes))) = first else {
        return Default::default();
    };
    let module = names::module_name(&op.name);
    let example = |imports: &str, check: String| {
        let mut code = vec![
            format!("use visa_isa::{{{module}, AnyInstruction, Instruction{imports}}};"),
            String::new(),
        ];
        code.extend(bytes_literal(bytes));
        code.push("let (inst, _) = AnyInstruction::decode(&bytes)?;".to_owned());
        code.push(check);
        code.push("# Ok::<(), visa_isa::DecodeError>(())".to_owned());
        doc_lines(&example_section(&code))
    };
    (
        example(
            "",
            format!("assert_eq!(inst.reader_omissions(), {module}::READER_OMISSIONS);"),
        ),
        example(
            ", Layout",
            format!(
                "assert_eq!(inst.reader_omissions_in(Layout::Current), \
                 {module}::CURRENT_READER_OMISSIONS);"
            ),
        ),
    )
}

/// `AnyInstruction::VARIANTS`, every op variant of every opcode in model order, and
/// `AnyInstruction::variant`, an instruction's entry in it.
fn variant_list(model: &Model, first: FirstExample<'_>) -> TokenStream {
    // Opcodes that share a byte (the SVM family's specs) are named by the first in model
    // order, the one whose arm matches first.
    let mut seen = std::collections::BTreeSet::new();
    let opcode_arms: Vec<TokenStream> = model
        .opcodes
        .iter()
        .filter(|op| seen.insert(op.value))
        .map(|op| {
            let module = ident(&names::module_name(&op.name));
            let name = &op.name;
            quote! { #module::OPCODE => Some(#name) }
        })
        .collect();
    let mut entries = Vec::new();
    let mut index_arms = Vec::new();
    for op in &model.opcodes {
        let module = ident(&names::module_name(&op.name));
        let own = format_ident!("{}", names::opcode_type_name(&op.name));
        let opcode = &op.name;
        if layout::has_sub_ops(op) {
            let mut sub_arms = Vec::new();
            for v in &op.variants {
                let ty = format_ident!("{}", layout::variant_type_name(op, v));
                let (name, index) = (&v.name, Literal::usize_unsuffixed(entries.len()));
                entries.push(quote! {
                    crate::InstructionVariant::new::<#module::#ty, #module::#own>(#opcode, #name)
                });
                sub_arms.push(quote! { #module::#own::#ty(_) => #index });
            }
            index_arms.push(quote! { Self::#own(inner) => match inner { #(#sub_arms,)* } });
        } else {
            let name = op.variants.first().map_or(opcode, |v| &v.name);
            let index = Literal::usize_unsuffixed(entries.len());
            entries.push(quote! {
                crate::InstructionVariant::new::<#module::#own, #module::#own>(#opcode, #name)
            });
            index_arms.push(quote! { Self::#own(_) => #index });
        }
    }
    let index = if index_arms.is_empty() {
        quote! { match *self {} }
    } else {
        quote! { match self { #(#index_arms,)* } }
    };
    let variant_example = first.map(|(op, variant, (_, bytes))| {
        let mut code = vec![
            "use visa_isa::{AnyInstruction, Instruction};".to_owned(),
            String::new(),
        ];
        code.extend(bytes_literal(bytes));
        code.extend([
            "let (inst, _) = AnyInstruction::decode(&bytes)?;".to_owned(),
            "let variant = inst.variant();".to_owned(),
            format!(
                "assert_eq!((variant.opcode, variant.name), ({:?}, {:?}));",
                op.name, variant.name
            ),
            "# Ok::<(), visa_isa::DecodeError>(())".to_owned(),
        ]);
        doc_lines(&example_section(&code))
    });
    let variants_example = first.map(|(op, variant, (_, bytes))| {
        let mut code = vec![
            "use visa_isa::AnyInstruction;".to_owned(),
            String::new(),
            format!(
                "assert_eq!(AnyInstruction::VARIANTS.len(), {});",
                entries.len()
            ),
            "let entry = AnyInstruction::VARIANTS".to_owned(),
            "    .iter()".to_owned(),
            format!(
                "    .find(|v| (v.opcode, v.name) == ({:?}, {:?}))",
                op.name, variant.name
            ),
            "    .expect(\"a variant of the build\");".to_owned(),
        ];
        code.extend(bytes_literal(bytes));
        code.extend([
            "let (inst, len) = (entry.decode)(&bytes)?;".to_owned(),
            "assert_eq!(len, bytes.len());".to_owned(),
            "assert!(std::ptr::eq(inst.variant(), entry));".to_owned(),
            "# Ok::<(), visa_isa::DecodeError>(())".to_owned(),
        ]);
        doc_lines(&example_section(&code))
    });
    // A byte no opcode of the model has, for the example's `None`.
    let unused = (0..=u8::MAX)
        .rev()
        .find(|b| model.opcodes.iter().all(|op| op.value != *b));
    let name_example = model.opcodes.first().map(|op| {
        let mut code = vec![
            "use visa_isa::AnyInstruction;".to_owned(),
            String::new(),
            format!(
                "assert_eq!(AnyInstruction::opcode_name({:#04x}), Some({:?}));",
                op.value, op.name
            ),
        ];
        code.extend(
            unused.map(|b| format!("assert_eq!(AnyInstruction::opcode_name({b:#04x}), None);")),
        );
        doc_lines(&example_section(&code))
    });
    quote! {
        impl AnyInstruction {
            /// Every op variant of every opcode, by opcode name and then in the order of the
            /// opcode's spec: its names and its own type's entry points (decoding, and with
            /// the `arbitrary` feature an arbitrary instruction of it), so that code can go over
            /// every variant of the specs the crate was built from without naming their types.
            #variants_example
            pub const VARIANTS: &'static [crate::InstructionVariant<Self>] = &[#(#entries),*];

            /// The instruction's op variant: its entry of [`VARIANTS`](Self::VARIANTS).
            ///
            /// Inline, like every use of `VARIANTS`: its entries point at every variant's
            /// decoders, which a crate compiles only when it names them (the library does not).
            #variant_example
            #[inline]
            pub fn variant(&self) -> &'static crate::InstructionVariant<Self> {
                let index: usize = #index;
                &Self::VARIANTS[index]
            }

            /// The name of the opcode whose byte is `code`, among the opcodes the crate was
            /// built with (of several that share the byte, the first by name).
            #name_example
            pub fn opcode_name(code: u8) -> Option<&'static str> {
                match code {
                    #(#opcode_arms,)*
                    _ => None,
                }
            }
        }
    }
}

/// `From<variant> for AnyInstruction` for every op-variant struct of an opcode with sub-ops,
/// through the per-opcode enum, so that anything taking `impl Into<AnyInstruction>` (the kernel
/// writer) takes a variant struct directly.
pub(super) fn variants_into_any(model: &Model) -> TokenStream {
    let impls = model
        .opcodes
        .iter()
        .filter(|op| layout::has_sub_ops(op))
        .flat_map(|op| {
            let module = ident(&names::module_name(&op.name));
            let group = format_ident!("{}", names::opcode_type_name(&op.name));
            op.variants.iter().map(move |v| {
                let ty = format_ident!("{}", layout::variant_type_name(op, v));
                quote! {
                    impl From<#module::#ty> for AnyInstruction {
                        fn from(inner: #module::#ty) -> Self {
                            Self::#group(inner.into())
                        }
                    }
                }
            })
        });
    quote! { #(#impls)* }
}

/// `ParseAsm` and `FromStr` for a dispatch enum, whose `mnemonics` are listed in arm order:
/// every arm that prints the mnemonic at the cursor (after an optional predicate) is a reading
/// of the line, tried in arm order, those of a mnemonic with a dot (`add3.o`, whose first word
/// may be another instruction's mnemonic) first. The first that reads the whole line is the
/// instruction; when none does, the error of the one that got furthest.
pub(super) fn dispatch_parse_impl(
    name: &Ident,
    arms: &[DispatchArm],
    mnemonics: &[Vec<String>],
    definitions: &[(usize, String, String)],
    expected: &str,
) -> TokenStream {
    let definitions = definitions.iter().filter_map(|(i, prefix, suffix)| {
        let id = &arms.get(*i)?.ident;
        Some(quote! {
            if asm.is_label_definition(#prefix, #suffix) {
                return asm.parse().map(Self::#id);
            }
        })
    });
    // Each mnemonic with the arms that print it, in the order of first appearance.
    let mut readers: Vec<(&str, Vec<&Ident>)> = Vec::new();
    for (a, texts) in arms.iter().zip(mnemonics) {
        for t in texts {
            match readers.iter_mut().find(|(m, _)| m == t) {
                Some((_, ids)) if !ids.contains(&&a.ident) => ids.push(&a.ident),
                Some(_) => {}
                None => readers.push((t, vec![&a.ident])),
            }
        }
    }
    // Readings that may fail for a later one to read the line.
    let tries = |ids: &[&Ident]| -> Vec<TokenStream> {
        ids.iter()
            .map(|id| {
                quote! {
                    if let Some(inner) = asm.reading(&mut failed) {
                        return Ok(Self::#id(inner));
                    }
                }
            })
            .collect()
    };
    let dotted: Vec<TokenStream> = readers
        .iter()
        .filter(|(m, _)| m.contains('.'))
        .map(|(m, ids)| {
            let tries = tries(ids);
            quote! {
                if asm.at_mnemonic(#m) {
                    #(#tries)*
                }
            }
        })
        .collect();
    // Plain mnemonics read by the same arms share a match arm.
    let mut plain: Vec<(Vec<&str>, &[&Ident])> = Vec::new();
    for (m, ids) in readers.iter().filter(|(m, _)| !m.contains('.')) {
        match plain.iter_mut().find(|(_, same)| *same == ids.as_slice()) {
            Some((texts, _)) => texts.push(m),
            None => plain.push((vec![m], ids)),
        }
    }
    // A plain mnemonic that is the first word of a dotted one (`add3` of `add3.o`) carries the
    // dotted readings' error along, as does an unknown word.
    let dotted_words: Vec<&str> = readers
        .iter()
        .filter_map(|(m, _)| m.split_once('.').map(|(word, _)| word))
        .collect();
    let plain_arms = plain.iter().filter_map(|(texts, ids)| {
        let (last, before) = ids.split_last()?;
        let carried = texts.iter().any(|t| dotted_words.contains(t));
        let body = match (before.is_empty(), carried) {
            (true, false) => quote! { asm.parse().map(Self::#last) },
            (true, true) => quote! { asm.last_reading(failed).map(Self::#last) },
            (false, carried) => {
                let tries = tries(before);
                let start = (!carried).then(|| quote! { let mut failed = None; });
                quote! {{
                    #start
                    #(#tries)*
                    asm.last_reading(failed).map(Self::#last)
                }}
            }
        };
        Some(quote! { #(#texts)|* => #body, })
    });
    let carried = !dotted.is_empty();
    let unknown = if carried {
        quote! { Err(failed.unwrap_or_else(|| asm.unknown_mnemonic())) }
    } else {
        quote! { Err(asm.unknown_mnemonic()) }
    };
    let word = if plain.is_empty() {
        unknown
    } else {
        quote! {
            match asm.peek_mnemonic()? {
                #(#plain_arms)*
                _ => #unknown,
            }
        }
    };
    let read = if carried {
        quote! {
            let mut failed = None;
            #(#dotted)*
            #word
        }
    } else {
        word
    };
    quote! {
        impl crate::ParseAsm for #name {
            const EXPECTED: &'static str = #expected;

            fn parse_asm(asm: &mut crate::AsmCursor<'_>) -> Result<Self, crate::AsmError> {
                #(#definitions)*
                #read
            }
        }

        impl core::str::FromStr for #name {
            type Err = crate::AsmError;

            /// Parses IGC's vISA assembly of any of its instructions: each instruction that
            /// prints the mnemonic (after an optional predicate) is tried in turn, and the
            /// first that reads the line is the result; when none does, the error is that of
            /// the one that read furthest. Fields the text does not carry parse as their
            /// default; see each instruction type's `FromStr`.
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                crate::parse_asm_line(text, 1)
            }
        }
    }
}

/// One variant of an enum that dispatches to the instruction type it wraps.
pub(super) struct DispatchArm {
    ident: Ident,
    path: TokenStream,
    key: String,
}

pub(super) fn dispatch(arms: &[DispatchArm], body: TokenStream) -> TokenStream {
    let arms = arms.iter().map(|a| {
        let id = &a.ident;
        quote! { Self::#id(inner) => #body }
    });
    quote! { match self { #(#arms,)* } }
}

/// A `#[non_exhaustive]` enum over instruction types, implementing `Instruction`, `Display`
/// and `From` by dispatch. Its serde form is tagged by each arm's key.
pub(super) fn dispatch_enum(
    name: &Ident,
    docs: TokenStream,
    arms: &[DispatchArm],
    opcode: TokenStream,
    read: TokenStream,
) -> TokenStream {
    let variants = arms.iter().map(|a| {
        let (id, path, key) = (&a.ident, &a.path, &a.key);
        let d = format!(" `{key}`.");
        quote! { #[doc = #d] #[cfg_attr(feature = "serde", serde(rename = #key))] #id(#path) }
    });
    let validate = dispatch(arms, quote! { inner.validate() });
    let types = dispatch(arms, quote! { inner.validate_types(declarations) });
    let len = dispatch(arms, quote! { inner.encoded_len() });
    let len_for = dispatch(arms, quote! { inner.encoded_len_for(layout) });
    let check_layout = dispatch(arms, quote! { inner.check_layout(layout) });
    let write = dispatch(arms, quote! { inner.write_unchecked(out) });
    let encode = dispatch(arms, quote! { inner.encode(out) });
    let encode_into = dispatch(arms, quote! { inner.encode_into(buf) });
    let operands = dispatch(arms, quote! { inner.for_each_operand(visit) });
    let display = dispatch(arms, quote! { inner.fmt_asm(f, context) });
    let froms = arms.iter().map(|a| {
        let (id, path) = (&a.ident, &a.path);
        quote! {
            impl From<#path> for #name {
                fn from(inner: #path) -> Self {
                    Self::#id(inner)
                }
            }
        }
    });
    quote! {
        #docs
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
        #[non_exhaustive]
        pub enum #name { #(#variants,)* }

        impl crate::Instruction for #name {
            #[inline]
            fn opcode(&self) -> u8 {
                #opcode
            }

            #[inline]
            fn validate(&self) -> Result<(), crate::ValidationError> {
                #validate
            }

            #[inline]
            fn validate_types(&self, declarations: &impl crate::VariableTypes) -> Result<(), crate::ValidationError> {
                #types
            }

            #[inline]
            fn encoded_len(&self) -> usize {
                #len
            }

            #[inline]
            fn encoded_len_for(&self, layout: crate::Layout) -> usize {
                #len_for
            }

            #[inline]
            fn check_layout(&self, layout: crate::Layout) -> Result<(), crate::ValidationError> {
                #check_layout
            }

            #[inline]
            fn write_unchecked(&self, out: &mut impl crate::Sink) {
                #write
            }

            #[inline]
            fn read_unchecked(reader: &mut crate::ByteReader<'_>) -> Result<Self, crate::DecodeError> {
                Self::read_dispatch::<false>(reader)
            }

            #[inline]
            fn read(reader: &mut crate::ByteReader<'_>) -> Result<Self, crate::DecodeError> {
                Self::read_dispatch::<true>(reader)
            }

            #[inline]
            fn encode(&self, out: &mut Vec<u8>) -> Result<usize, crate::ValidationError> {
                #encode
            }

            #[inline]
            fn encode_into(&self, buf: &mut [u8]) -> Result<usize, crate::EncodeError> {
                #encode_into
            }

            #[inline]
            fn for_each_operand(&self, visit: &mut dyn FnMut(crate::OperandRef<'_>)) {
                #operands
            }

            fn fmt_asm(&self, f: &mut core::fmt::Formatter<'_>, context: Option<crate::AsmContext<'_>>) -> core::fmt::Result {
                #display
            }
        }

        impl #name {
            /// Reads the instruction of the type the bytes name, validated when `VALIDATE`:
            /// one dispatch for `read` and `read_unchecked`, which validates the type it reads
            /// directly.
            #[inline]
            fn read_dispatch<const VALIDATE: bool>(reader: &mut crate::ByteReader<'_>) -> Result<Self, crate::DecodeError> {
                #read
            }
        }

        impl core::fmt::Display for #name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.fmt_asm(f, None)
            }
        }

        #(#froms)*
    }
}
