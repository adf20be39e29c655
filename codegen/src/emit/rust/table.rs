//! The text of a variant as one table (`crate::TextItem`s) that the runtime's interpreters
//! print and read: what stays per variant is the list of its members in text order, as
//! `crate::Field`s for `fmt_asm` and `crate::Slot`s for `parse_asm`.

use super::*;

/// A variant's text table: the items, the `static` that holds them, and its members in the
/// order the items take them, to print and to read into.
pub(super) struct TextTable {
    /// The `static` holding the items.
    pub(super) name: Ident,
    /// The `static` holding the items of the current layout's text, when they differ and
    /// the members are the same ([`TextTable::with_current`]).
    current: Option<Ident>,
    /// The items.
    items: Vec<TokenStream>,
    /// `crate::Field`s of `self`.
    fields: Vec<TokenStream>,
    /// `crate::Slot`s of the local `value`.
    slots: Vec<TokenStream>,
}

/// The text table of `variant` (type `type_name`, members `members`), or `None` for a text
/// the table cannot express yet: an op text, a label definition, a mnemonic member, value
/// suffixes with a default or a hex prefix, operand forms, lists and members present only
/// under a condition, which keep their own code.
pub(super) fn text_table(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    type_name: &str,
) -> Option<TextTable> {
    let text = layout::text_layout(op, variant, members);
    if text.definition.is_some() || text.op_text.is_some() || text.mnemonic_member.is_some() {
        return None;
    }
    let mut items = Vec::new();
    let mut fields = Vec::new();
    let mut slots = Vec::new();
    if let Some(m) = text.predicate {
        let id = ident(&m.ident);
        items.push(quote! { crate::TextItem::Predicate });
        fields.push(quote! { crate::Field::option(&self.#id) });
        slots.push(quote! { crate::Slot::Predicate(&mut value.#id) });
    }
    let mnemonic = &text.mnemonic;
    items.push(quote! { crate::TextItem::Mnemonic(#mnemonic) });
    for s in &text.suffixes {
        if s.on_mnemonic {
            return None;
        }
        let id = ident(&s.member.ident);
        if s.joined || s.flag.is_some() {
            let flag = s.flag.clone().unwrap_or_default();
            items.push(match &s.clear {
                _ if s.joined => quote! { crate::TextItem::Joined(#flag) },
                Some(clear) => quote! { crate::TextItem::FlagOr(#flag, #clear) },
                None => quote! { crate::TextItem::Flag(#flag) },
            });
            fields.push(quote! { crate::Field::Flag(self.#id) });
            slots.push(quote! { crate::Slot::Flag(&mut value.#id) });
            continue;
        }
        if s.prefix.is_some() || s.default.is_some() {
            return None;
        }
        items.push(quote! { crate::TextItem::Suffix });
        // A value spelled by the layout prints its spelling in the text's.
        fields.push(if member::by_layout(op, s.member) {
            quote! { crate::Field::Value(&self.#id.asm_in(layout)) }
        } else {
            quote! { crate::Field::Value(&self.#id) }
        });
        slots.push(quote! { crate::Slot::Value(&mut value.#id) });
    }
    let saturated = layout::saturated_member(op, members);
    if let Some(m) = saturated {
        if m.kind != layout::MemberKind::Vector {
            return None;
        }
        let id = ident(&m.ident);
        items.push(quote! { crate::TextItem::Saturated });
        fields.push(quote! { crate::Field::Flag(self.#id.modifier() == crate::Modifier::Sat) });
    }
    if let Some((mask, size_member)) = text.exec {
        let (mask, size) = (ident(&mask.ident), ident(&size_member.ident));
        items.push(quote! { crate::TextItem::Exec });
        fields.push(quote! { crate::Field::Value(&self.#mask) });
        fields.push(if member::is_exec_size(size_member) {
            quote! { crate::Field::Value(&self.#size.lanes()) }
        } else {
            // An enumeration of lane counts (GATHER's Num_elts) prints its count.
            quote! { crate::Field::Value(&self.#size) }
        });
        slots.push(quote! { crate::Slot::Value(&mut value.#mask) });
        slots.push(quote! { crate::Slot::Value(&mut value.#size) });
    }
    // Operands of one layout count in their layout only (the interpreter adds them).
    let max = text.operands.iter().filter(|m| m.layout.is_none()).count();
    let min = text
        .operands
        .iter()
        .filter(|m| !member::is_counted(m) && m.present.is_none() && m.layout.is_none())
        .count();
    let (min, max) = (
        Literal::u8_unsuffixed(u8::try_from(min).ok()?),
        Literal::u8_unsuffixed(u8::try_from(max).ok()?),
    );
    items.push(quote! { crate::TextItem::Operands(#min, #max) });
    for (i, (m, group)) in text.operands.iter().zip(&text.groups).enumerate() {
        if m.present.is_some() || op.syntax.operand_form(&m.field).is_some() {
            return None;
        }
        let id = ident(&m.ident);
        if let Some(l) = m.layout {
            // An operand of one layout: in that layout's text only, `%null.0` when absent.
            if group.inside || m.kind != (layout::MemberKind::Raw { counted: false }) {
                return None;
            }
            let l = member::layout_value(l);
            items.push(quote! {
                crate::TextItem::Operand(crate::OperandText::InLayout { layout: #l, null: "%null.0" })
            });
            fields.push(quote! { crate::Field::option(&self.#id) });
            slots.push(quote! { crate::Slot::Optional(&mut value.#id) });
            continue;
        }
        let quoted = text.quoted.iter().any(|q| std::ptr::eq(*q, *m));
        let address_of = text.address_of.iter().any(|a| std::ptr::eq(*a, *m));
        let vector = m.kind == layout::MemberKind::Vector;
        let counted = member::is_counted(m);
        if member::is_list(m) || (quoted && address_of) || (address_of && !vector) {
            return None;
        }
        if group.inside && (vector || counted || quoted || address_of) {
            return None;
        }
        let form = if group.inside {
            let (opens, closes) = (group.opens, group.closes);
            quote! { crate::OperandText::Grouped { opens: #opens, closes: #closes } }
        } else if counted {
            quote! { crate::OperandText::Optional }
        } else if layout::is_destination(op, m) {
            quote! { crate::OperandText::Destination }
        } else if let Some(region) = implied_region(op, m).filter(|_| vector) {
            let region = region_tokens(region);
            quote! { crate::OperandText::Unregioned(#region) }
        } else if quoted {
            quote! { crate::OperandText::Quoted }
        } else if address_of {
            quote! { crate::OperandText::AddressOf }
        } else {
            quote! { crate::OperandText::Plain }
        };
        let (field, slot) = if counted {
            (
                quote! { crate::Field::option(&self.#id) },
                quote! { crate::Slot::Optional(&mut value.#id) },
            )
        } else if vector {
            (
                quote! { crate::Field::Vector(&self.#id) },
                quote! { crate::Slot::Vector(&mut value.#id) },
            )
        } else {
            (
                quote! { crate::Field::Value(&self.#id) },
                quote! { crate::Slot::Value(&mut value.#id) },
            )
        };
        let quote_mark = if quoted { "\"" } else { "" };
        let before = format!("{}{quote_mark}", group.before(i == 0, &text.separator));
        let after = format!("{quote_mark}{}", group.after());
        items.push(if before == " " && after.is_empty() {
            quote! { crate::TextItem::Operand(#form) }
        } else {
            quote! { crate::TextItem::Between(#before, #form, #after) }
        });
        if saturated.is_some_and(|s| std::ptr::eq(s, *m)) {
            items.push(quote! { crate::TextItem::Saturates });
        }
        fields.push(field);
        slots.push(slot);
    }
    Some(TextTable {
        name: format_ident!("{}_TEXT", screaming(type_name)),
        current: None,
        items,
        fields,
        slots,
    })
}

/// `LscLoadBlock2d` → `LSC_LOAD_BLOCK2D`.
fn screaming(type_name: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in type_name.chars() {
        if c.is_ascii_uppercase() && prev_lower {
            out.push('_');
        }
        prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        out.push(c.to_ascii_uppercase());
    }
    out
}

impl TextTable {
    /// The `static` of the items.
    pub(super) fn items(&self, variant: &Variant) -> TokenStream {
        let (name, items) = (&self.name, &self.items);
        let n = Literal::usize_unsuffixed(items.len());
        let doc = format!(" The text of `{}`, item by item.", variant.mnemonic);
        quote! {
            #[doc = #doc]
            static #name: [crate::TextItem; #n] = [#(#items,)*];
        }
    }

    /// This table, whose text in the current layout is `current`'s items over the same
    /// members: printed and read by the layout, one or the other `static`.
    pub(super) fn with_current(self, current: &TextTable) -> Option<TextTable> {
        let same = |a: &[TokenStream], b: &[TokenStream]| {
            quote! { #(#a)* }.to_string() == quote! { #(#b)* }.to_string()
        };
        (same(&self.fields, &current.fields) && same(&self.slots, &current.slots)).then(|| {
            TextTable {
                current: Some(current.name.clone()),
                ..self
            }
        })
    }

    /// The items to print or read, by the layout `layout` (an expression) when the current
    /// layout has its own.
    fn source(&self, layout: TokenStream) -> TokenStream {
        let name = &self.name;
        match &self.current {
            Some(current) => quote! {
                if #layout == crate::Layout::Current { &#current } else { &#name }
            },
            None => quote! { &#name },
        }
    }

    /// The body of `fmt_asm`.
    pub(super) fn print(&self) -> TokenStream {
        let fields = &self.fields;
        let items = self.source(quote! { layout });
        quote! { crate::print_text(f, context, #items, &[#(#fields,)*]) }
    }

    /// The body of `parse_asm`: the members start at the values the text leaves out (those
    /// it carries are read over them).
    pub(super) fn parse(&self, op: &Opcode, members: &[Member]) -> TokenStream {
        let slots = &self.slots;
        let items = self.source(quote! { asm.layout() });
        let init = members.iter().map(|m| {
            let id = ident(&m.ident);
            let value = match m.kind {
                // A packed operand starts as the vector operand the text leaves out.
                layout::MemberKind::Packed { .. } => {
                    quote! {
                        crate::PackedOperand::Operand(crate::VectorOperand::Immediate(
                            crate::Immediate { ty: crate::VisaType::Ud, bits: 0 },
                        ))
                    }
                }
                layout::MemberKind::Variable { .. } => {
                    quote! { crate::Variable::General(crate::VarId(0)) }
                }
                _ => member::unprinted_value(op, m),
            };
            quote! { #id: #value }
        });
        if slots.is_empty() {
            return quote! {
                crate::parse_text(asm, #items, &mut [])?;
                Ok(Self { #(#init,)* })
            };
        }
        // A member of one layout read as its null value is absent, as decoding gives it.
        let canonical = members
            .iter()
            .filter(|m| {
                m.layout.is_some() && m.kind == (layout::MemberKind::Raw { counted: false })
            })
            .map(|m| {
                let id = ident(&m.ident);
                quote! {
                    if value.#id == Some(crate::RawOperand::NULL) {
                        value.#id = None;
                    }
                }
            });
        quote! {
            let mut value = Self { #(#init,)* };
            crate::parse_text(asm, #items, &mut [#(#slots,)*])?;
            #(#canonical)*
            Ok(value)
        }
    }
}
