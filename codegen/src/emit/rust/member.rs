//! Everything particular to a member kind ([`MemberKind`]), in one place: its Rust type and
//! serde form, how it is written into and read from its bytes, checked, visited, printed and
//! parsed. A new member kind is an arm in each function here, and nowhere else.

use super::*;
use crate::layout::MemberKind;

/// The Rust type of member `m` in its struct: an operand present only under a condition is an
/// `Option` of its own type.
pub(super) fn rust_type(m: &Member) -> TokenStream {
    let own = own_type(m);
    if m.optional() {
        quote!(Option<#own>)
    } else {
        own
    }
}

/// `ts`, statements about member `m` that name its value `self.<m>`, for a member present only
/// under a condition: run when it is there, on the value it holds (bound to a local of the
/// member's name, which `self.<m>` in `ts` then names).
pub(super) fn when_present(m: &Member, ts: TokenStream) -> TokenStream {
    if !m.optional() || ts.is_empty() {
        return ts;
    }
    let id = ident(&m.ident);
    let body = rebind(ts, &id);
    quote! {
        if let Some(#id) = &self.#id {
            #body
        }
    }
}

/// `ts` with every `self.<id>` replaced by the local `<id>`.
fn rebind(ts: TokenStream, id: &Ident) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    let tokens: Vec<TokenTree> = ts.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let is_self = matches!(&tokens[i], TokenTree::Ident(x) if x == "self");
        let dot = matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '.');
        let named = matches!(tokens.get(i + 2), Some(TokenTree::Ident(x)) if x == id);
        if is_self && dot && named {
            out.push(TokenTree::Ident(id.clone()));
            i += 3;
            continue;
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => {
                let mut group = Group::new(g.delimiter(), rebind(g.stream(), id));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            t => t.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// Whether member `m`'s condition of presence holds, given the value of the member that holds
/// it as `holder`: the flag, or `matches!` of the enumerated values.
pub(super) fn presence_holds(m: &Member, holder: TokenStream) -> Option<TokenStream> {
    let when = m.present.as_ref()?;
    Some(if when.values.is_empty() {
        holder
    } else {
        let patterns = when.values.iter().map(|v| value_pattern(&when.member, v));
        quote! { matches!(#holder, #(#patterns)|*) }
    })
}

/// The statement that binds `<m>` to `Some(value)` when `m`'s condition holds over the locals
/// already read (its holder's local), else to `None`; `read` binds `<m>` to the value.
pub(super) fn read_when_present(m: &Member, read: TokenStream) -> TokenStream {
    let Some(when) = &m.present else {
        return read;
    };
    let id = ident(&m.ident);
    let holder = ident(&when.member.ident);
    let holds = presence_holds(m, quote! { #holder }).unwrap_or_default();
    quote! {
        let #id = if #holds {
            #read
            Some(#id)
        } else {
            None
        };
    }
}

/// The runtime's `Layout` value for `layout` (`crate::Layout::Current`).
pub(super) fn layout_value(layout: LayoutName) -> TokenStream {
    let v = format_ident!("{}", layout.variant());
    quote! { crate::Layout::#v }
}

/// The null value a member of one layout (`Member::layout`) is written as when absent in its
/// layout (`%null.0`, `%null(0,0)<0;1,0>`, 0); the decoder reads that value back as absent.
fn layout_null(field: &Field) -> TokenStream {
    match field.ty {
        FieldType::RawOperand => quote! { crate::RawOperand::NULL },
        FieldType::VecOperand | FieldType::Scalar => quote! { crate::VectorOperand::NULL },
        _ => quote! { 0 },
    }
}

/// The statements writing member `m` of one layout (of `field`) to `out`: in its layout only,
/// its value or its null value.
pub(super) fn write_in_layout(field: &Field, m: &Member, layout: LayoutName) -> TokenStream {
    let (id, null, layout) = (ident(&m.ident), layout_null(field), layout_value(layout));
    let value = quote! { self.#id.unwrap_or(#null) };
    let put = match field.ty {
        FieldType::RawOperand => quote! { #value.write(out); },
        FieldType::VecOperand | FieldType::Scalar => {
            quote! { self.#id.as_ref().unwrap_or(&#null).write(out); }
        }
        FieldType::Ub => quote! { out.put_u8(#value); },
        FieldType::Uw => quote! { out.put_u16(#value); },
        FieldType::D => quote! { out.put_u32(#value as u32); },
        _ => quote! { out.put_u32(#value); },
    };
    quote! {
        if out.layout() == #layout {
            #put
        }
    }
}

/// The statement binding member `m` of one layout (of `field`) from `reader`: read in its
/// layout only, absent when it holds its null value (so that it writes back the same bytes).
/// An operand present only under a condition is read whatever the condition: `validate`
/// refuses it where the condition does not hold (`OperandPresence`).
pub(super) fn read_in_layout(field: &Field, m: &Member, layout: LayoutName) -> TokenStream {
    let (id, null, layout, name) = (
        ident(&m.ident),
        layout_null(field),
        layout_value(layout),
        &field.name,
    );
    let read = match field.ty {
        FieldType::RawOperand => quote! { reader.raw(#name)? },
        FieldType::VecOperand | FieldType::Scalar => quote! { reader.vector(#name)? },
        FieldType::Ub => quote! { reader.u8(#name)? },
        FieldType::Uw => quote! { reader.u16(#name)? },
        FieldType::D => quote! { reader.u32(#name)? as i32 },
        _ => quote! { reader.u32(#name)? },
    };
    let value = quote! {
        let value = #read;
        (value != #null).then_some(value)
    };
    quote! {
        let #id = if reader.layout() == #layout {
            #value
        } else {
            None
        };
    }
}

/// The Rust type of the value of member `m`.
fn own_type(m: &Member) -> TokenStream {
    match &m.kind {
        MemberKind::ExecSize => quote!(crate::ExecSize),
        MemberKind::ExecMask => quote!(crate::ExecMask),
        MemberKind::Predicate => quote!(Option<crate::Predicate>),
        MemberKind::Flag { .. } => quote!(bool),
        MemberKind::Enum { type_name, .. } => {
            let t = format_ident!("{}", type_name);
            quote!(#t)
        }
        MemberKind::Channels { .. } => quote!(crate::ChannelMask),
        MemberKind::Int {
            signed: true, bits, ..
        } => int_type(*bits),
        MemberKind::Int {
            signed: false,
            bits,
            ..
        }
        | MemberKind::Reserved { bits, .. } => uint_type(*bits),
        MemberKind::Value { ty } => match ty {
            FieldType::Ub => quote!(u8),
            FieldType::Uw => quote!(u16),
            FieldType::D => quote!(i32),
            _ => quote!(u32),
        },
        MemberKind::Sampler => quote!(crate::SamplerIndex),
        MemberKind::Surface => quote!(crate::SurfaceIndex),
        MemberKind::Label { .. } => quote!(crate::LabelId),
        MemberKind::Labels { .. } => quote!(Vec<crate::LabelId>),
        MemberKind::Name { .. } => quote!(crate::NameId),
        MemberKind::Variable { .. } => quote!(crate::Variable),
        MemberKind::Raw { counted: true } => quote!(Option<crate::RawOperand>),
        MemberKind::Raw { counted: false } => quote!(crate::RawOperand),
        MemberKind::Vector => quote!(crate::VectorOperand),
        MemberKind::Packed { type_name } => {
            let t = format_ident!("{}", type_name);
            quote!(crate::PackedOperand<#t>)
        }
    }
}

/// Whether member `m`'s type has a natural `Default`, so that a struct of such members derives
/// it: `%null` for operands (raw and vector), `None` for a predicate and for an operand present
/// only under a condition, the first value for an execution size or mask, the model's default
/// value for an enumeration (see `types::default_item`), `false` and 0 for flags and integers.
/// An id that names a declared entity (label, surface, sampler, string-pool name, variable) has
/// none: no value of it is right without a declaration, so its variant has no `Default`.
pub(super) fn has_default(m: &Member) -> bool {
    m.present.is_some()
        || !matches!(
            m.kind,
            MemberKind::Sampler
                | MemberKind::Surface
                | MemberKind::Label { .. }
                | MemberKind::Labels { .. }
                | MemberKind::Name { .. }
                | MemberKind::Variable { .. }
        )
}

/// A value of a member without a default ([`has_default`]), as a rustdoc example writes it,
/// and the crate's types it names (comma-separated).
pub(super) fn example_value(m: &Member) -> (String, &'static str) {
    match m.kind {
        MemberKind::Sampler => ("SamplerIndex(0)".into(), "SamplerIndex"),
        MemberKind::Surface => ("SurfaceIndex(1)".into(), "SurfaceIndex"),
        MemberKind::Label { .. } => ("LabelId(0)".into(), "LabelId"),
        MemberKind::Labels { .. } => ("vec![LabelId(0), LabelId(1)]".into(), "LabelId"),
        MemberKind::Name { .. } => ("NameId(1)".into(), "NameId"),
        MemberKind::Variable { .. } => ("Variable::General(VarId(32))".into(), "Variable, VarId"),
        // Members with a default are not arguments.
        _ => ("Default::default()".into(), ""),
    }
}

/// The default of an integer member whose documented range leaves out 0 (LSC's `AddrScale`,
/// 1; a block width, 1 to 64): the bound nearest 0, so that a default instruction takes it.
/// `None` where 0 is in range (or no range is documented): `Default` gives 0.
pub(super) fn nonzero_default(field: &Field, m: &Member) -> Option<TokenStream> {
    if m.present.is_some() {
        return None;
    }
    let range = match &m.kind {
        MemberKind::Value { .. } => field.constraints.range.as_ref()?,
        MemberKind::Int { bitfield, .. } => field.bitfield(bitfield)?.range.as_ref()?,
        _ => return None,
    };
    let value = if range.min > 0 {
        range.min
    } else if range.max < 0 {
        range.max
    } else {
        return None;
    };
    let literal = Literal::i64_unsuffixed(value);
    Some(quote! { #literal })
}

/// The declaration of member `m` in its struct, with its docs and serde attributes.
pub(super) fn declaration(docs: TokenStream, m: &Member) -> TokenStream {
    let id = ident(&m.ident);
    let ty = rust_type(m);
    let serde = match &m.kind {
        // A member of another layout than the default one: absent in what `Arbitrary` draws,
        // which is written in the default layout.
        MemberKind::Flag { .. } if m.layout.is_some_and(|l| l != LayoutName::Igc2022) => quote! {
            #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "core::ops::Not::not"))]
            #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        },
        _ if m.layout.is_some_and(|l| l != LayoutName::Igc2022) => quote! {
            #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
            #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        },
        _ if m.optional() => {
            quote! { #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))] }
        }
        MemberKind::Predicate | MemberKind::Raw { counted: true } => {
            quote! { #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))] }
        }
        MemberKind::Flag { .. } => {
            quote! { #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "core::ops::Not::not"))] }
        }
        MemberKind::Reserved { .. } => quote! { #[cfg_attr(feature = "serde", serde(default))] },
        _ => TokenStream::new(),
    };
    quote! { #docs #serde pub #id: #ty }
}

/// `(bits & mask) << lo` for a member that lives in a bitfield of `field`.
pub(super) fn to_bits(field: &Field, m: &Member, ty: &TokenStream) -> Option<TokenStream> {
    let id = ident(&m.ident);
    let width = field.packed_width();
    // Widen only when the member's own integer type is narrower than the field's.
    let widen = |value: TokenStream, from_bits: u8| {
        if layout::uint_bits(from_bits) == layout::uint_bits(width) {
            value
        } else {
            quote! { #ty::from(#value) }
        }
    };
    let (bitfield, value) = match &m.kind {
        MemberKind::Flag { bitfield } => (bitfield, quote! { #ty::from(self.#id) }),
        MemberKind::Enum { bitfield, .. } => {
            let bits = field.bitfield(bitfield)?.width();
            (bitfield, widen(quote! { self.#id.code() }, bits))
        }
        MemberKind::Channels { bitfield } => (bitfield, widen(quote! { self.#id.bits() }, 8)),
        MemberKind::Int { bitfield, .. } | MemberKind::Reserved { bitfield, .. } => {
            let b = field.bitfield(bitfield)?;
            // A bitfield that is the whole primitive (URB_WRITE's Num_out) is its value.
            if b.lo == 0 && b.width() == layout::uint_bits(width) {
                return Some(match &m.kind {
                    MemberKind::Int {
                        signed: false,
                        bits,
                        ..
                    }
                    | MemberKind::Reserved { bits, .. }
                        if layout::uint_bits(*bits) == layout::uint_bits(width) =>
                    {
                        quote! { self.#id }
                    }
                    _ => quote! { self.#id as #ty },
                });
            }
            (bitfield, quote! { (self.#id as #ty) })
        }
        MemberKind::ExecSize => (
            &field.bitfield_of_kind(BitfieldKind::ExecSize)?.name,
            widen(quote! { self.#id.code() }, 4),
        ),
        MemberKind::ExecMask => (
            &field.bitfield_of_kind(BitfieldKind::ExecMask)?.name,
            widen(quote! { self.#id.code() }, 4),
        ),
        _ => return None,
    };
    let b = field.bitfield(bitfield)?;
    let mask = hex_literal((1u64 << b.width()) - 1);
    let lo = int(b.lo);
    Some(if b.lo == 0 && b.width() == layout::uint_bits(width) {
        // The bitfield is the whole primitive: nothing to mask.
        value
    } else if b.lo == 0 {
        quote! { #value & #mask }
    } else {
        quote! { (#value & #mask) << #lo }
    })
}

/// The statement writing an operand member (raw or vector) into `out`.
pub(super) fn write_operand(field: &Field, m: &Member) -> TokenStream {
    let id = ident(&m.ident);
    when_present(
        m,
        match m.kind {
            MemberKind::Raw { counted: true } => quote! {
                if let Some(operand) = &self.#id {
                    operand.write(out);
                }
            },
            MemberKind::Vector if field.destination => {
                quote! { self.#id.write_destination(out); }
            }
            _ => quote! { self.#id.write(out); },
        },
    )
}

/// The bits of member `m` of primitive field `field` at the value its variant's rules fix
/// ([`layout::fixed_value`]), for the encoder; `None` when they are all clear.
pub(super) fn fixed_bits(
    field: &Field,
    m: &Member,
    fixed: &layout::FixedValue,
) -> Option<TokenStream> {
    let b = m.bitfield(field)?;
    let bits = int(fixed.code << b.lo);
    (fixed.code != 0).then(|| quote! { #bits })
}

/// The decoder's check that member `m`, which its variant's rules fix
/// ([`layout::fixed_value`]), has that value in the bits `local` of its field: any other is
/// `error(found)`, the `ValidationError` `validate` would give for the value `found`, never
/// masked. An enumerated member is read first, so that a code of no value is the error of
/// that.
pub(super) fn check_fixed(
    field: &Field,
    m: &Member,
    fixed: &layout::FixedValue,
    local: &Ident,
    error: impl FnOnce(TokenStream) -> TokenStream,
) -> TokenStream {
    let Some(b) = m.bitfield(field) else {
        return TokenStream::new();
    };
    let lo = int(b.lo);
    let invalid = |error: TokenStream| {
        quote! { return Err(#local.error(crate::DecodeErrorKind::Invalid { error: #error })); }
    };
    match (&m.kind, fixed.value) {
        (MemberKind::Enum { type_name, .. }, Some(value)) => {
            let Some(read) = from_bits(field, m, local) else {
                return TokenStream::new();
            };
            let (id, ty) = (ident(&m.ident), format_ident!("{}", type_name));
            let v = format_ident!("{}", names::camel_case(&value.name));
            // A value the member's own checks exclude gets their error, as in `validate`.
            let excluded = excluded_values(field, m);
            if excluded.is_empty() {
                let invalid = invalid(error(quote! { #id }));
                return quote! {
                    let #id = #read;
                    if #id != #ty::#v {
                        #invalid
                    }
                };
            }
            let arms = excluded
                .iter()
                .map(|(pattern, error)| quote! { #pattern => Some(#error), });
            let values = m.bitfield(field).map_or(0, |b| b.values.len());
            let other = (excluded.len() + 1 < values).then(|| {
                let error = error(quote! { other });
                quote! { other => Some(#error), }
            });
            quote! {
                let #id = #read;
                let error = match #id {
                    #ty::#v => None,
                    #(#arms)*
                    #other
                };
                if let Some(error) = error {
                    return Err(#local.error(crate::DecodeErrorKind::Invalid { error }));
                }
            }
        }
        (MemberKind::Flag { .. }, _) => {
            let set = match fixed.code {
                0 => quote! { #local.flag(#lo) },
                _ => quote! { !#local.flag(#lo) },
            };
            let invalid = invalid(error(TokenStream::new()));
            quote! {
                if #set {
                    #invalid
                }
            }
        }
        _ => {
            let (width, code) = (int(b.width()), int(fixed.code));
            let invalid = invalid(error(TokenStream::new()));
            quote! {
                if #local.uint(#lo, #width) != #code {
                    #invalid
                }
            }
        }
    }
}

/// The value of a member that lives in a bitfield of `field`, taken from the field's `Bits`
/// `local` (the inverse of [`bitfield_bits_expr`]).
pub(super) fn from_bits(field: &Field, m: &Member, local: &Ident) -> Option<TokenStream> {
    let b = m.bitfield(field)?;
    let (lo, width) = (
        Literal::u8_unsuffixed(b.lo),
        Literal::u8_unsuffixed(b.width()),
    );
    Some(match &m.kind {
        MemberKind::ExecSize => quote! { #local.exec_size(#lo)? },
        MemberKind::ExecMask => quote! { #local.exec_mask(#lo)? },
        MemberKind::Flag { .. } => quote! { #local.flag(#lo) },
        MemberKind::Channels { .. } => quote! { #local.channels(#lo) },
        MemberKind::Enum {
            type_name,
            bitfield,
        } => {
            let ty = format_ident!("{}", type_name);
            quote! { #local.code(#lo, #width, #bitfield, #ty::from_code)? }
        }
        MemberKind::Int {
            signed: true, bits, ..
        } => {
            let ty = int_type(*bits);
            quote! { #local.int(#lo, #width) as #ty }
        }
        MemberKind::Int { bits, .. } | MemberKind::Reserved { bits, .. } => {
            let ty = uint_type(*bits);
            quote! { #local.uint(#lo, #width) as #ty }
        }
        _ => return None,
    })
}

/// `member: value` of member `m` of a packed immediate's `from_bits`, read from `bits`
/// (sign-extended when signed; `?` on an unknown code); `None` for members outside a bitfield.
pub(super) fn from_packed_bits(field: &Field, m: &Member) -> Option<TokenStream> {
    let b = m.bitfield(field)?;
    let id = ident(&m.ident);
    let lo = Literal::u8_unsuffixed(b.lo);
    let width = b.width();
    let shifted = if b.lo == 0 {
        quote! { bits }
    } else {
        quote! { (bits >> #lo) }
    };
    let masked = {
        let mask = hex_literal((1u64 << width) - 1);
        quote! { (#shifted & #mask) }
    };
    let value = match &m.kind {
        MemberKind::Flag { .. } => quote! { #masked != 0 },
        MemberKind::Enum { type_name, .. } => {
            let ty = format_ident!("{}", type_name);
            let code = uint_type(width);
            quote! { #ty::from_code(#masked as #code)? }
        }
        MemberKind::ExecSize | MemberKind::ExecMask => {
            let ty = if m.kind == MemberKind::ExecSize {
                quote!(crate::ExecSize)
            } else {
                quote!(crate::ExecMask)
            };
            quote! { #ty::from_code(#masked as u8)? }
        }
        MemberKind::Channels { .. } => quote! { crate::ChannelMask::from_bits(#masked as u8)? },
        MemberKind::Int {
            signed: true, bits, ..
        } => {
            let ty = int_type(*bits);
            let spare = Literal::u8_unsuffixed(layout::uint_bits(*bits) - width);
            if layout::uint_bits(*bits) == width {
                quote! { #shifted as #ty }
            } else {
                // The bitfield's top bit lands on the sign bit, and shifts back with it.
                quote! { ((#shifted as #ty) << #spare) >> #spare }
            }
        }
        MemberKind::Int { bits, .. } | MemberKind::Reserved { bits, .. } => {
            let ty = uint_type(*bits);
            quote! { #masked as #ty }
        }
        _ => return None,
    };
    Some(quote! { #id: #value })
}

/// The statement reading an operand member (raw or vector) from `reader` (the inverse of
/// [`write_operand`]); a counted parameter is read when `count`, read before, reaches it
/// among `params`.
pub(super) fn read_operand(field: &Field, m: &Member, params: &[&Member]) -> TokenStream {
    let id = ident(&m.ident);
    let name = &field.name;
    read_when_present(
        m,
        match m.kind {
            MemberKind::Raw { counted: true } => {
                let index = params
                    .iter()
                    .position(|p| std::ptr::eq(*p, m))
                    .unwrap_or_default();
                let index = Literal::usize_unsuffixed(index);
                quote! { let #id = reader.raw_if(count > #index, #name)?; }
            }
            MemberKind::Raw { counted: false } => quote! { let #id = reader.raw(#name)?; },
            MemberKind::Packed { .. } => quote! { let #id = reader.packed(#name)?; },
            MemberKind::Vector if field.destination => {
                quote! { let #id = reader.destination(#name)?; }
            }
            _ => quote! { let #id = reader.vector(#name)?; },
        },
    )
}

/// The validation statements of one member.
pub(super) fn own_checks(field: &Field, m: &Member) -> TokenStream {
    let id = ident(&m.ident);
    match &m.kind {
        MemberKind::Channels { .. } => {
            let name = &field.name;
            quote! {
                if self.#id.is_empty() {
                    return Err(crate::ValidationError::ChannelMaskZero { field: #name });
                }
            }
        }
        MemberKind::Int {
            bitfield,
            signed,
            bits,
        } => {
            let b = field.bitfield(bitfield);
            let (min, max) = match b.and_then(|b| b.range) {
                Some(r) => (r.min, r.max),
                None if *signed => (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1),
                None => (0, (1i64 << bits) - 1),
            };
            let name = format!("{}.{}", field.name, bitfield);
            let (min, max) = (int(min), int(max));
            quote! { crate::check_range(#name, i64::from(self.#id), #min, #max)?; }
        }
        MemberKind::Reserved { bitfield, .. } => {
            let name = format!("{}.{}", field.name, bitfield);
            quote! {
                if self.#id != 0 {
                    return Err(crate::ValidationError::ReservedBitsSet { field: #name, value: u64::from(self.#id) });
                }
            }
        }
        _ => TokenStream::new(),
    }
}

/// The validation statements of member `m` of `variant` (of field `field`): its own checks
/// and the rules about it alone.
pub(super) fn checks(
    op: &Opcode,
    variant: &Variant,
    members: &[Member],
    field: &Field,
    m: &Member,
) -> TokenStream {
    let mut out = TokenStream::new();
    let id = ident(&m.ident);
    let name = &field.name;
    match &m.kind {
        MemberKind::ExecSize => {
            out.extend(quote! {
                if !EXEC_SIZES.contains(&self.#id.lanes()) {
                    return Err(crate::ValidationError::ExecSizeNotAllowed { lanes: self.#id.lanes(), allowed: EXEC_SIZES });
                }
            });
        }
        MemberKind::ExecMask if field.constraints.no_mask_only => out.extend(quote! {
            // Only the NoMask masks (codes 8-15).
            if self.exec_mask.code() < 8 {
                return Err(crate::ValidationError::ExecMaskNotAllowed { lanes: self.exec_size.lanes(), mask: self.exec_mask.asm() });
            }
            crate::check_exec_mask(self.exec_size.lanes(), self.exec_mask.code(), self.exec_mask.asm())?;
        }),
        MemberKind::ExecMask => out.extend(match field.constraints.mask_lanes_at_least.map(int) {
            // IGC widens the instruction: the wider size's masks apply.
            Some(least) => quote! {
                crate::check_exec_mask(self.exec_size.lanes().max(#least), self.exec_mask.code(), self.exec_mask.asm())?;
            },
            None => quote! {
                crate::check_exec_mask(self.exec_size.lanes(), self.exec_mask.code(), self.exec_mask.asm())?;
            },
        }),
        MemberKind::Predicate if field.constraints.required => out.extend(quote! {
            let Some(predicate) = &self.predicate else {
                return Err(crate::ValidationError::PredicateRequired);
            };
            predicate.check()?;
        }),
        MemberKind::Predicate => out.extend(quote! {
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
        }),
        MemberKind::Flag { bitfield } => out.extend(flag_rules(op, variant, field, bitfield, &id)),
        MemberKind::Channels { .. } | MemberKind::Int { .. } | MemberKind::Reserved { .. } => {
            out.extend(own_checks(field, m))
        }
        MemberKind::Value { .. } => {
            if let Some(r) = field.constraints.range {
                let (min, max) = (int(r.min), int(r.max));
                out.extend(quote! { crate::check_range(#name, i64::from(self.#id), #min, #max)?; });
            }
            out.extend(excluded_check(field, quote! { u32::from(self.#id) }));
        }
        MemberKind::Name { ty } => {
            if let Some(bits) = ty.bits().filter(|b| *b < 32) {
                let max = int((1i64 << bits) - 1);
                out.extend(quote! {
                    crate::check_range(#name, i64::from(self.#id.0), 0, #max)?;
                });
            }
        }
        MemberKind::Label { .. } => {}
        // An id wider than the field cannot be written.
        MemberKind::Variable { .. } => {
            if let Some(bits) = field.ty.bits().filter(|b| *b < 32) {
                let max = int((1i64 << bits) - 1);
                out.extend(quote! {
                    crate::check_range(#name, i64::from(self.#id.id()), 0, #max)?;
                });
            }
        }
        MemberKind::Labels { min, max, .. } => {
            let (min, max) = (int(*min), int(*max));
            out.extend(quote! {
                if !(#min..=#max).contains(&self.#id.len()) {
                    return Err(crate::ValidationError::ParamCountOutOfRange { count: self.#id.len(), min: #min, max: #max });
                }
            });
        }
        MemberKind::Sampler | MemberKind::Surface => {
            out.extend(excluded_check(field, quote! { u32::from(self.#id.0) }));
        }
        MemberKind::Vector if field.destination => {
            // `[.sat]` in the Text syntax and a Saturation property: IGC's verifier rejects
            // `sat` where the doc has no Saturation property (LZD).
            let saturate = op.syntax.saturate.as_deref() == Some(field.name.as_str())
                && op.saturation.is_some();
            // The documented classes first (the more precise message), then the
            // destination's own rules.
            if !field.constraints.classes.is_empty() {
                let classes = field_classes(field);
                out.extend(quote! { crate::check_operand_class(#name, &self.#id, #classes)?; });
            }
            out.extend(quote! { self.#id.check_destination(#name, #saturate)?; });
            let classes = &field.constraints.classes;
            let exec = members.iter().find(|m| is_exec_size(m));
            if let Some(exec) = exec.filter(|_| {
                classes.is_empty() || classes.contains(&OperandClass::Address)
            }) {
                let exec = ident(&exec.ident);
                out.extend(quote! {
                    crate::check_address_destination(#name, &self.#id, self.#exec.lanes())?;
                });
            }
            if !field.constraints.types.is_empty() {
                let types = field_types(field);
                out.extend(quote! { crate::check_immediate_type(#name, &self.#id, #types)?; });
            }
            if field.constraints.grf_aligned {
                out.extend(quote! { crate::check_grf_aligned(#name, &self.#id)?; });
            }
        }
        MemberKind::Vector => {
            out.extend(match op.source_modifier {
                Some(modifiers) => {
                    let allowed = source_modifier_tokens(modifiers);
                    quote! { self.#id.check_source(#name, #allowed)?; }
                }
                None => quote! { self.#id.check(#name)?; },
            });
            if field.ty == FieldType::Scalar {
                out.extend(quote! { crate::check_scalar_region(#name, &self.#id)?; });
            }
            if let Some(region) = &field.constraints.implied_region {
                let region = region_tokens(region);
                out.extend(
                    quote! { crate::check_implied_region(#name, &self.#id, #region)?; },
                );
            }
            if !field.constraints.classes.is_empty() {
                let classes = field_classes(field);
                out.extend(quote! { crate::check_operand_class(#name, &self.#id, #classes)?; });
            }
            if op.syntax.address_of.contains(&field.name) {
                out.extend(quote! { crate::check_address_of(#name, &self.#id)?; });
            }
            if !field.constraints.types.is_empty() {
                let types = field_types(field);
                out.extend(quote! { crate::check_immediate_type(#name, &self.#id, #types)?; });
            }
            if let Some(max) = field.constraints.immediate_max.map(int) {
                out.extend(quote! { crate::check_immediate_max(#name, &self.#id, #max)?; });
            }
            if field.constraints.grf_aligned {
                out.extend(quote! { crate::check_grf_aligned(#name, &self.#id)?; });
            }
        }
        MemberKind::Packed { .. } => {
            let (classes, types) = (field_classes(field), field_types(field));
            out.extend(quote! { self.#id.check(#classes, #types)?; });
            if field.ty == FieldType::Scalar {
                out.extend(quote! {
                    if let crate::PackedOperand::Operand(operand) = &self.#id {
                        crate::check_scalar_region(#name, operand)?;
                    }
                });
            }
        }
        // Values an erratum excludes (LSC_UNTYPED's `invalid` codes).
        MemberKind::Enum { .. } => {
            for (pattern, error) in excluded_values(field, m) {
                out.extend(quote! {
                    if matches!(self.#id, #pattern) {
                        return Err(#error);
                    }
                });
            }
        }
        MemberKind::Raw { counted: false } => {
            if field.constraints.grf_aligned {
                out.extend(quote! { crate::check_raw_grf_aligned(#name, &self.#id)?; });
            }
            if field.constraints.whole_variable {
                out.extend(quote! { crate::check_raw_whole_variable(#name, &self.#id)?; });
            }
        }
        MemberKind::Raw { .. } => {}
    }
    presence_checks(field, m, out)
}

/// Member `m`'s checks `own` for an operand present only under a condition: it must be there
/// exactly when the condition holds, and its own checks apply to the value it holds.
fn presence_checks(field: &Field, m: &Member, own: TokenStream) -> TokenStream {
    let (Some(when), Some(presence)) = (&m.present, &field.constraints.present_when) else {
        return own;
    };
    let id = ident(&m.ident);
    let holder = ident(&when.member.ident);
    let holds = presence_holds(m, quote! { self.#holder }).unwrap_or_default();
    let name = &field.name;
    let condition = presence_text(presence);
    let own = when_present(m, own);
    // An operand of one layout is written as its null value when absent: it may be left out
    // under its condition too.
    if m.layout.is_some() {
        return quote! {
            if !#holds && self.#id.is_some() {
                return Err(crate::ValidationError::OperandPresence { field: #name, when: #condition, present: true });
            }
            #own
        };
    }
    quote! {
        if #holds != self.#id.is_some() {
            return Err(crate::ValidationError::OperandPresence { field: #name, when: #condition, present: self.#id.is_some() });
        }
        #own
    }
}

/// The condition of a [`Presence`], in words: `Mode.si is set`, `Op is resinfo or …`.
pub(super) fn presence_text(p: &Presence) -> String {
    if p.values.is_empty() {
        format!("{}.{} is set", p.field, p.bitfield)
    } else {
        format!("{} is {}", p.field, p.values.join(" or "))
    }
}

/// The values of enumerated member `m` of `field` that an erratum excludes (LSC_UNTYPED's
/// `invalid` codes), each as a pattern (`DataOrder::Invalid`) with the `ValidationError` its
/// own checks give for it.
fn excluded_values(field: &Field, m: &Member) -> Vec<(TokenStream, TokenStream)> {
    let MemberKind::Enum {
        type_name,
        bitfield,
    } = &m.kind
    else {
        return Vec::new();
    };
    let ty = format_ident!("{}", type_name);
    let values = field.bitfield(bitfield).map_or(&[][..], |b| &b.values[..]);
    let name = &field.name;
    field
        .constraints
        .excluded
        .iter()
        .filter_map(|e| {
            let v = values.iter().find(|v| v.code == u64::from(e.value))?;
            let variant = format_ident!("{}", names::camel_case(&v.name));
            let (value, reason) = (&v.name, &e.reason);
            Some((
                quote! { #ty::#variant },
                quote! { crate::ValidationError::ValueNotAllowed { field: #name, value: #value, reason: #reason } },
            ))
        })
        .collect()
}

/// The check that operand member `m` (of field `name`) has one of `types`, in
/// `validate_types`; `None` for members that are not operands.
pub(super) fn type_check(m: &Member, name: &str, types: &TokenStream) -> Option<TokenStream> {
    let id = ident(&m.ident);
    Some(when_present(
        m,
        match &m.kind {
            MemberKind::Raw { counted: false } => {
                quote! { crate::check_raw_type(#name, &self.#id, #types, declarations)?; }
            }
            MemberKind::Raw { counted: true } => quote! {
                if let Some(operand) = &self.#id {
                    crate::check_raw_type(#name, operand, #types, declarations)?;
                }
            },
            MemberKind::Vector => {
                quote! { crate::check_vector_type(#name, &self.#id, #types, declarations)?; }
            }
            MemberKind::Packed { .. } => quote! {
                if let crate::PackedOperand::Operand(operand) = &self.#id {
                    crate::check_vector_type(#name, operand, #types, declarations)?;
                }
            },
            _ => return None,
        },
    ))
}

/// The visitor call of an operand member in `for_each_operand`; `None` for the others.
pub(super) fn visit(m: &Member) -> Option<TokenStream> {
    let id = ident(&m.ident);
    let field = &m.field;
    let visit = |kind: TokenStream| {
        quote! { visit(crate::OperandRef { field: #field, kind: crate::OperandKind::#kind }); }
    };
    Some(when_present(
        m,
        match &m.kind {
            MemberKind::Predicate => {
                let call = visit(quote! { Predicate(predicate) });
                quote! {
                    if let Some(predicate) = &self.#id {
                        #call
                    }
                }
            }
            MemberKind::Sampler => visit(quote! { Sampler(self.#id) }),
            MemberKind::Surface => visit(quote! { Surface(self.#id) }),
            MemberKind::Variable { .. } => visit(quote! { Variable(self.#id) }),
            MemberKind::Label { kind, defines } => {
                let kind = match kind {
                    Some(LabelClass::Block) => quote! { Some(crate::LabelKind::Block) },
                    Some(LabelClass::Subroutine) => quote! { Some(crate::LabelKind::Subroutine) },
                    None => quote! { None },
                };
                visit(quote! {
                    Label(crate::LabelUse { label: self.#id, kind: #kind, defines: #defines })
                })
            }
            MemberKind::Labels { kind, .. } => {
                let kind = match kind {
                    Some(LabelClass::Block) => quote! { Some(crate::LabelKind::Block) },
                    Some(LabelClass::Subroutine) => quote! { Some(crate::LabelKind::Subroutine) },
                    None => quote! { None },
                };
                let call = visit(quote! {
                    Label(crate::LabelUse { label: *label, kind: #kind, defines: false })
                });
                quote! {
                    for label in &self.#id {
                        #call
                    }
                }
            }
            MemberKind::Name { .. } => visit(quote! { Name(self.#id) }),
            MemberKind::Raw { counted: true } => {
                let call = visit(quote! { Raw(operand) });
                quote! {
                    if let Some(operand) = &self.#id {
                        #call
                    }
                }
            }
            // An optional one is bound by reference already (`when_present`).
            MemberKind::Raw { counted: false } if m.present.is_some() || m.layout.is_some() => {
                visit(quote! { Raw(self.#id) })
            }
            MemberKind::Raw { counted: false } => visit(quote! { Raw(&self.#id) }),
            MemberKind::Vector => visit(quote! { Vector(&self.#id) }),
            MemberKind::Packed { .. } => {
                let call = visit(quote! { Vector(&operand) });
                quote! {
                    let operand = self.#id.to_operand();
                    #call
                }
            }
            MemberKind::ExecSize
            | MemberKind::ExecMask
            | MemberKind::Flag { .. }
            | MemberKind::Enum { .. }
            | MemberKind::Channels { .. }
            | MemberKind::Int { .. }
            | MemberKind::Reserved { .. }
            | MemberKind::Value { .. } => return None,
        },
    ))
}

/// The statement printing operand member `m` of a variant's text with format string `fmt`.
pub(super) fn print_operand(
    op: &Opcode,
    text: &layout::TextLayout,
    m: &Member,
    fmt: &str,
) -> TokenStream {
    let id = ident(&m.ident);
    when_present(
        m,
        match m.kind {
            MemberKind::Raw { counted: true } => quote! {
                if let Some(operand) = &self.#id {
                    write!(f, #fmt, operand)?;
                }
            },
            MemberKind::Vector if layout::is_destination(op, m) => {
                quote! { write!(f, #fmt, crate::Destination(&self.#id))?; }
            }
            MemberKind::Vector if implied_region(op, m).is_some() => {
                quote! { write!(f, #fmt, crate::Unregioned(&self.#id))?; }
            }
            _ if text.address_of.iter().any(|a| std::ptr::eq(*a, m)) => quote! {
                write!(f, #fmt, crate::AddressOf { operand: &self.#id, context })?;
            },
            // `(L0, L1)`: a list in parentheses, its elements separated by `, ` (IGC's printer).
            MemberKind::Labels { .. } => quote! { write!(f, #fmt, crate::List(&self.#id))?; },
            // A surface in an operand form is its number (`T0`), not its name (`%slm`).
            MemberKind::Surface if op.syntax.operand_form(&m.field).is_some() => {
                quote! { write!(f, #fmt, self.#id.0)?; }
            }
            _ => quote! { write!(f, #fmt, self.#id)?; },
        },
    )
}

/// The statement reading operand member `m` of a variant's text (the inverse of
/// [`print_operand`]), in its operand group `group`.
pub(super) fn parse_operand(
    op: &Opcode,
    text: &layout::TextLayout,
    m: &Member,
    group: &layout::Group,
) -> TokenStream {
    let id = ident(&m.ident);
    let (opens, closes) = (group.opens, group.closes);
    let form = op
        .syntax
        .operand_form(&m.field)
        .filter(|_| matches!(m.kind, MemberKind::Value { .. } | MemberKind::Surface));
    if let Some(form) = form {
        return parse_operand_form(form, m);
    }
    let quoted = text.quoted.iter().any(|q| std::ptr::eq(*q, m));
    read_when_present(
        m,
        match m.kind {
            _ if group.inside => quote! { let #id = operands.grouped(#opens, #closes)?; },
            MemberKind::Labels { .. } => quote! { let #id = operands.required_list()?; },
            MemberKind::Raw { counted: true } => quote! { let #id = operands.optional()?; },
            MemberKind::Vector if layout::is_destination(op, m) => {
                quote! { let #id = operands.required_destination()?; }
            }
            MemberKind::Vector if implied_region(op, m).is_some() => {
                let region = implied_region(op, m).map(region_tokens);
                quote! { let #id = operands.required_unregioned(#region)?; }
            }
            _ if quoted => quote! { let #id = operands.required_quoted()?; },
            _ if text.address_of.iter().any(|a| std::ptr::eq(*a, m)) => {
                quote! { let #id = operands.required_address_of()?; }
            }
            _ => quote! { let #id = operands.required()?; },
        },
    )
}

/// Reads a plain-value operand printed in `form` (`T0`, `0x1f`).
pub(super) fn parse_operand_form(form: &OperandForm, m: &Member) -> TokenStream {
    let id = ident(&m.ident);
    // A surface index is read as its number and wrapped.
    let (ty, wrap) = match m.kind {
        MemberKind::Surface => (quote!(u8), quote!(crate::SurfaceIndex)),
        _ => (rust_type(m), TokenStream::new()),
    };
    let prefix = form.prefix.as_ref().map(|p| {
        let what = format!("`{p}` before the number");
        quote! { asm.expect(#p, #what)?; }
    });
    let number = if form.hex {
        let what = format!("a hexadecimal number such as `{}`", form.text(0x1f));
        quote! { asm.hex(#what, u64::from(#ty::MAX)).map(|v| v as #ty) }
    } else {
        quote! { asm.parse::<#ty>() }
    };
    let read = quote! {
        operands.required_with(|asm| {
            #prefix
            #number
        })?
    };
    if wrap.is_empty() {
        quote! { let #id = #read; }
    } else {
        quote! { let #id = #wrap(#read); }
    }
}

/// The value a member the text does not carry parses as: zero, false, none, or the
/// enumerated value with code 0 (else the first one).
pub(super) fn unprinted_value(op: &Opcode, m: &Member) -> TokenStream {
    fn first(b: Option<&Bitfield>) -> Option<&EnumValue> {
        let b = b?;
        b.values
            .iter()
            .find(|v| v.code == 0)
            .or_else(|| b.values.first())
    }
    if m.layout.is_some() && m.optional() {
        return quote! { None };
    }
    let field = op.field(&m.field);
    match &m.kind {
        MemberKind::Enum { type_name, .. } => {
            let ty = format_ident!("{}", type_name);
            match first(field.and_then(|f| m.bitfield(f))) {
                Some(v) => {
                    let v = format_ident!("{}", names::camel_case(&v.name));
                    quote! { #ty::#v }
                }
                None => quote! { Default::default() },
            }
        }
        MemberKind::ExecSize | MemberKind::ExecMask => {
            let ty = if m.kind == MemberKind::ExecSize {
                quote!(crate::ExecSize)
            } else {
                quote!(crate::ExecMask)
            };
            match first(field.and_then(|f| m.bitfield(f))) {
                Some(v) => match v.lanes {
                    Some(lanes) => {
                        let v = format_ident!("Simd{}", lanes);
                        quote! { #ty::#v }
                    }
                    None => {
                        let v = format_ident!("{}", names::camel_case(&v.name));
                        quote! { #ty::#v }
                    }
                },
                None => quote! { Default::default() },
            }
        }
        MemberKind::Flag { .. } => quote! { false },
        MemberKind::Int { .. } | MemberKind::Reserved { .. } | MemberKind::Value { .. } => {
            quote! { 0 }
        }
        MemberKind::Predicate | MemberKind::Raw { counted: true } => quote! { None },
        // A vector operand the text does not carry reads back as the immediate 0:ud.
        MemberKind::Vector => quote! {
            crate::VectorOperand::Immediate(crate::Immediate { ty: crate::VisaType::Ud, bits: 0 })
        },
        _ => quote! { Default::default() },
    }
}

/// The statement printing one member of an op text.
pub(super) fn op_text_print(
    op: &Opcode,
    m: &Member,
    form: NumberForm,
    spellings: &[Spelling],
) -> TokenStream {
    let id = ident(&m.ident);
    match &m.kind {
        MemberKind::Raw { counted: false } => {
            quote! { write!(f, "{}", crate::CompactRaw(&#id))?; }
        }
        MemberKind::Raw { counted: true } => quote! {
            if let Some(operand) = &#id {
                write!(f, "{}", crate::CompactRaw(operand))?;
            }
        },
        MemberKind::Vector => quote! { write!(f, "{}", crate::Bare(&#id))?; },
        MemberKind::Enum { .. } if !spellings.is_empty() => {
            let spell = enum_spelling(op, m, spellings, quote! { #id });
            quote! { f.write_str(#spell)?; }
        }
        // A flag spells both its values (the errata check).
        MemberKind::Flag { .. } => {
            let (clear, set) = flag_spellings(spellings);
            quote! { f.write_str(if #id { #set } else { #clear })?; }
        }
        // A member of one layout prints its null value, 0, when absent.
        MemberKind::Value { .. } if m.layout.is_some() => {
            let unwrapped = Member {
                ident: "value".to_owned(),
                layout: None,
                ..m.clone()
            };
            let print = op_text_print(op, &unwrapped, form, spellings);
            quote! {{
                let value = #id.unwrap_or_default();
                #print
            }}
        }
        MemberKind::Value { ty } => match (form, ty) {
            (NumberForm::Hex, _) => quote! { write!(f, "0x{:X}", #id)?; },
            (NumberForm::SignedHex, FieldType::D) => quote! {
                if #id < 0 {
                    write!(f, "-0x{:X}", #id.unsigned_abs())?;
                } else {
                    write!(f, "+0x{:X}", #id)?;
                }
            },
            (NumberForm::SignedHex, _) => quote! { write!(f, "+0x{:X}", #id)?; },
            (NumberForm::Signed, _) => quote! { write!(f, "{:+}", #id)?; },
            (NumberForm::Plain, _) => quote! { write!(f, "{}", #id)?; },
        },
        MemberKind::Enum { .. } if by_layout(op, m) => {
            let spelled = value_text(op, m, quote! { #id });
            quote! { f.write_str(#spelled)?; }
        }
        _ => quote! { write!(f, "{}", #id)?; },
    }
}

/// Whether `m` is an enumeration some of whose values the current layout's text spells
/// otherwise ([`EnumValue::asm_current`]): its text depends on the local `layout`.
pub(super) fn by_layout(op: &Opcode, m: &Member) -> bool {
    matches!(&m.kind, MemberKind::Enum { bitfield, .. } if op.spelled_by_layout(&m.field, bitfield))
}

/// The spelling of the enumerated `value` of member `m`: `value.asm()`, or
/// `value.asm_in(layout)` for a member whose spellings depend on the layout ([`by_layout`]).
pub(super) fn value_text(op: &Opcode, m: &Member, value: TokenStream) -> TokenStream {
    if by_layout(op, m) {
        quote! { #value.asm_in(layout) }
    } else {
        quote! { #value.asm() }
    }
}

/// The spelling of enumerated member `m`'s `value` in an op text that spells some values its
/// own way: `match value { DataOrder::Nontranspose => "", …, other => other.asm() }`.
pub(super) fn enum_spelling(
    op: &Opcode,
    m: &Member,
    spellings: &[Spelling],
    value: TokenStream,
) -> TokenStream {
    let MemberKind::Enum { type_name, .. } = &m.kind else {
        return quote! { #value.asm() };
    };
    let ty = format_ident!("{}", type_name);
    let arms = spellings.iter().map(|s| {
        let v = format_ident!("{}", names::camel_case(&s.value));
        let text = &s.text;
        quote! { #ty::#v => #text, }
    });
    let values = op
        .field(&m.field)
        .and_then(|f| m.bitfield(f))
        .map_or(0, |b| b.values.len());
    let rest = (spellings.len() < values).then(|| {
        let spelled = value_text(op, m, quote! { other });
        quote! { other => #spelled, }
    });
    quote! {
        match #value {
            #(#arms)*
            #rest
        }
    }
}

/// The texts an op text spells a flag's values with: `false`, then `true`.
fn flag_spellings(spellings: &[Spelling]) -> (&str, &str) {
    let text = |value: &str| {
        spellings
            .iter()
            .find(|s| s.value == value)
            .map_or("", |s| s.text.as_str())
    };
    (text("false"), text("true"))
}

/// The pattern of value `name` of a member: an enumerated value's variant, a flag's `false`
/// or `true`, or a number.
pub(super) fn value_pattern(m: &Member, name: &str) -> TokenStream {
    match &m.kind {
        MemberKind::Flag { .. } => {
            let set = name == "true";
            quote! { #set }
        }
        MemberKind::Enum { type_name, .. } => {
            let ty = format_ident!("{}", type_name);
            let v = format_ident!("{}", names::camel_case(name));
            quote! { #ty::#v }
        }
        // A raw operand's one value a condition names (the errata check): `%null`.
        MemberKind::Raw { counted: false } => quote! { crate::RawOperand::NULL },
        _ => {
            // The errata check that a plain member's condition values are numbers.
            let n: i64 = name.parse().unwrap_or_default();
            let magnitude = Literal::u64_unsuffixed(n.unsigned_abs());
            if n < 0 {
                quote! { -#magnitude }
            } else {
                quote! { #magnitude }
            }
        }
    }
}

/// The value `name` of member `m` as an expression (an op text reads it where it leaves the
/// member out): [`value_pattern`]'s, `None` or `Some(n)` for a member of one layout, and for a
/// vector operand the value the text leaves out, the immediate 0 ([`unprinted_value`]).
pub(super) fn named_value(op: &Opcode, m: &Member, name: &str) -> TokenStream {
    match &m.kind {
        MemberKind::Vector => unprinted_value(op, m),
        _ if m.layout.is_some() => {
            let value = value_pattern(m, name);
            if name == "0" {
                quote! { None }
            } else {
                quote! { Some(#value) }
            }
        }
        _ => value_pattern(m, name),
    }
}

/// The expression reading one member of an op text (the inverse of [`member_display`]).
pub(super) fn op_text_parse(
    op: &Opcode,
    m: &Member,
    form: NumberForm,
    spellings: &[Spelling],
) -> TokenStream {
    let Some(field) = op.field(&m.field) else {
        return quote! { asm.parse()? };
    };
    match &m.kind {
        MemberKind::Raw { counted: false } => quote! { asm.compact_raw()? },
        MemberKind::Raw { counted: true } => quote! { Some(asm.compact_raw()?) },
        MemberKind::Vector => {
            let ty = visa_type(&layout::element_type(op, field));
            let region = implied_region(op, m).map_or_else(
                || {
                    region_tokens(&RegionSpec {
                        vstride: 0,
                        width: 1,
                        hstride: 0,
                    })
                },
                region_tokens,
            );
            quote! { asm.bare_vector(#ty, #region)? }
        }
        MemberKind::Enum { type_name, .. } => {
            let ty = format_ident!("{}", type_name);
            let spelling = if spellings.is_empty() && !by_layout(op, m) {
                quote! { #ty::asm }
            } else if spellings.is_empty() {
                quote! { |value: #ty| value.asm_in(layout) }
            } else {
                let spell = enum_spelling(op, m, spellings, quote! { value });
                quote! { |value| #spell }
            };
            let expected = format!("a `{}` value", field.name);
            if by_layout(op, m) {
                quote! {{
                    let layout = asm.layout();
                    asm.one_of(#ty::ALL, #spelling, #expected)?
                }}
            } else {
                quote! { asm.one_of(#ty::ALL, #spelling, #expected)? }
            }
        }
        MemberKind::Flag { bitfield } => {
            let (clear, set) = flag_spellings(spellings);
            let expected = format!("`{}.{bitfield}`", field.name);
            quote! { asm.one_of(&[false, true], |set| if set { #set } else { #clear }, #expected)? }
        }
        // A member of one layout reads as absent when it holds its null value, 0 (as the
        // decoder does).
        MemberKind::Value { .. } if m.layout.is_some() => {
            let unwrapped = Member {
                layout: None,
                ..m.clone()
            };
            let read = op_text_parse(op, &unwrapped, form, spellings);
            quote! {{
                let value = #read;
                (value != 0).then_some(value)
            }}
        }
        MemberKind::Value { ty } => {
            let rust = rust_type(m);
            let expected = format!("a `{}` number", field.name);
            match (form, ty) {
                (NumberForm::SignedHex | NumberForm::Signed, FieldType::D) => {
                    quote! { asm.signed_hex(#expected, i64::from(i32::MIN), i64::from(i32::MAX))? as i32 }
                }
                (NumberForm::SignedHex | NumberForm::Signed, _) => {
                    quote! { asm.signed_hex(#expected, 0, i64::from(#rust::MAX))? as #rust }
                }
                (NumberForm::Hex, FieldType::D) => {
                    quote! { asm.number(#expected, u64::from(u32::MAX))? as u32 as i32 }
                }
                (NumberForm::Hex, _) => {
                    quote! { asm.number(#expected, u64::from(#rust::MAX))? as #rust }
                }
                (NumberForm::Plain, FieldType::D) => {
                    quote! { asm.signed(#expected, i64::from(i32::MIN), i64::from(i32::MAX))? as i32 }
                }
                (NumberForm::Plain, _) => {
                    quote! { asm.unsigned(#expected, u64::from(#rust::MAX))? as #rust }
                }
            }
        }
        _ => quote! { asm.parse()? },
    }
}

/// Whether `m` is a list (of labels).
pub(super) fn is_list(m: &Member) -> bool {
    matches!(m.kind, MemberKind::Labels { .. })
}

/// The count field of a list member.
pub(super) fn list_count(m: &Member) -> Option<&String> {
    match &m.kind {
        MemberKind::Labels { count, .. } => Some(count),
        _ => None,
    }
}

pub(super) fn counted(members: &[Member]) -> Vec<&Member> {
    members
        .iter()
        .filter(|m| matches!(m.kind, MemberKind::Raw { counted: true }))
        .collect()
}

/// Whether `m` is a counted parameter (`Option<RawOperand>`, after a count field).
pub(super) fn is_counted(m: &Member) -> bool {
    matches!(m.kind, MemberKind::Raw { counted: true })
}

/// Whether `m` is a raw operand that is not a counted parameter.
pub(super) fn is_uncounted_raw(m: &Member) -> bool {
    matches!(m.kind, MemberKind::Raw { counted: false })
}

/// Whether `m` is an operand with a type (raw or vector): [`type_check`] checks it.
pub(super) fn is_typed_operand(m: &Member) -> bool {
    matches!(
        m.kind,
        MemberKind::Raw { .. } | MemberKind::Vector | MemberKind::Packed { .. }
    )
}

/// Whether `m` is a vector operand, packed or not (whose checks name its field's classes).
pub(super) fn is_vector_operand(m: &Member) -> bool {
    matches!(m.kind, MemberKind::Vector | MemberKind::Packed { .. })
}

/// Whether `m` is a (not packed) vector operand.
pub(super) fn is_vector(m: &Member) -> bool {
    m.kind == MemberKind::Vector
}

/// Whether `m` is a plain primitive value.
pub(super) fn is_value(m: &Member) -> bool {
    matches!(m.kind, MemberKind::Value { .. })
}

/// Whether `m` is the execution size.
pub(super) fn is_exec_size(m: &Member) -> bool {
    m.kind == MemberKind::ExecSize
}

/// Whether `m` is the predicate.
pub(super) fn is_predicate(m: &Member) -> bool {
    m.kind == MemberKind::Predicate
}

/// The bitfield and enum type of an enumerated member.
pub(super) fn enumeration(m: &Member) -> Option<(&str, &str)> {
    match &m.kind {
        MemberKind::Enum {
            bitfield,
            type_name,
        } => Some((bitfield, type_name)),
        _ => None,
    }
}

/// The codes a variable's class bitfield gives the general, address and predicate classes.
pub(super) fn variable_class_codes(op: &Opcode, class: &EnumMember) -> [u64; 3] {
    let code = |name: &str| {
        op.field(&class.field)
            .and_then(|f| f.bitfield(&class.bitfield))
            .and_then(|b| b.values.iter().find(|v| v.name == name))
            .map_or(0, |v| v.code)
    };
    ["general", "address", "predicate"].map(code)
}

/// The local holding the class code of variable member `m`, read with its class bitfield.
pub(super) fn variable_class_local(m: &Member) -> Ident {
    format_ident!("{}_class", m.ident.trim_start_matches("r#"))
}
