//! Reading operands: the operand list of one instruction ([`AsmOperands`]) and [`ParseAsm`]
//! for the runtime's own types (operands, ids, predicates, channel masks, types, regions,
//! packed operands), each the inverse of that type's `Display`.

use core::str::FromStr;

use super::cursor::{
    class_id, name, named, parse_asm_line, row_and_column, variable, AsmCursor, AsmOperands,
    ParseAsm,
};
use super::error::{AsmError, AsmErrorKind};
use crate::runtime::channels::ChannelMask;
use crate::runtime::names::{
    predefined_surface_id, AddressId, LabelId, NameClass, NameId, PredicateId, SamplerIndex,
    SurfaceIndex, VarId, Variable,
};
use crate::runtime::operand::{
    AddressOperand, GeneralOperand, Immediate, IndirectOperand, PredicateOperand, RawOperand,
    StateClass, StateOperand, VectorOperand,
};
use crate::runtime::packed::{PackedImmediate, PackedOperand};
use crate::runtime::predicate::{Predicate, PredicateControl};
use crate::runtime::types::{Modifier, Region, VisaType};

impl AsmOperands<'_, '_> {
    /// Whitespace, then true when an operand follows.
    pub(super) fn next_operand(&mut self) -> Result<bool, AsmError> {
        let had_space = self.asm.skip_whitespace();
        if self.asm.is_at_end() {
            return Ok(false);
        }
        if !had_space {
            return Err(self.asm.expected("a space before the next operand"));
        }
        Ok(true)
    }

    /// A required operand.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new(" T6");
    /// assert_eq!(asm.operands(1, 1).required::<SurfaceIndex>()?, SurfaceIndex(6));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, or the operand's error.
    pub fn required<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        if !self.next_operand()? {
            return Err(self.asm.error(AsmErrorKind::TooFewOperands {
                min: self.min,
                max: self.max,
                found: self.count,
            }));
        }
        let value = self.asm.parse()?;
        self.count += 1;
        Ok(value)
    }

    /// A required operand inside parentheses (`(1)`, `(8,4)`): `opens` when it is the first of
    /// its group (a space and `(` precede it, or `(` alone right after the mnemonic), else a
    /// `,` precedes it; `closes` when `)`
    /// follows it. Spaces inside the parentheses are optional.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(" (8,4)");
    /// let mut ops = asm.operands(2, 2);
    /// assert_eq!((ops.grouped::<u8>(true, false)?, ops.grouped::<u8>(false, true)?), (8, 4));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, a missing `(`, `,` or `)`, or
    /// the operand's error.
    pub fn grouped<T: ParseAsm>(&mut self, opens: bool, closes: bool) -> Result<T, AsmError> {
        self.grouped_with(opens, closes, |asm| asm.parse())
    }

    /// [`grouped`](AsmOperands::grouped) with the operand read by `read`.
    pub(super) fn grouped_with<T>(
        &mut self,
        opens: bool,
        closes: bool,
        read: impl FnOnce(&mut AsmCursor<'_>) -> Result<T, AsmError>,
    ) -> Result<T, AsmError> {
        if opens && self.count == 0 && self.asm.peek() == Some('(') {
            // A group right after the mnemonic (`vme_ime(0,0)`): IGC's lexer needs no space.
            self.asm.expect("(", "`(` before a parenthesized operand")?;
        } else if opens {
            if !self.next_operand()? {
                return Err(self.asm.error(AsmErrorKind::TooFewOperands {
                    min: self.min,
                    max: self.max,
                    found: self.count,
                }));
            }
            self.asm.expect("(", "`(` before a parenthesized operand")?;
        } else {
            self.asm.skip_whitespace();
            self.asm.expect(",", "`,` between parenthesized operands")?;
        }
        self.asm.skip_whitespace();
        let value = read(self.asm)?;
        self.count += 1;
        if closes {
            self.asm.skip_whitespace();
            self.asm.expect(")", "`)` after a parenthesized operand")?;
        }
        Ok(value)
    }

    /// A required list operand: its elements in parentheses, separated by `,` (spaces around
    /// them optional), as [`List`](crate::runtime::operand::List) prints them: `(L0, L1)`.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, LabelId};
    ///
    /// let mut asm = AsmCursor::new(" (L0, L1)");
    /// assert_eq!(asm.operands(1, 1).required_list::<LabelId>()?, [LabelId(0), LabelId(1)]);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, a missing `(`, `,` or `)`, or
    /// an element's error.
    pub fn required_list<T: ParseAsm>(&mut self) -> Result<Vec<T>, AsmError> {
        self.required_with(|asm| {
            asm.expect("(", "`(` before a list")?;
            let mut elements = Vec::new();
            asm.skip_whitespace();
            if asm.eat(")") {
                return Ok(elements);
            }
            loop {
                asm.skip_whitespace();
                elements.push(asm.parse()?);
                asm.skip_whitespace();
                if asm.eat(")") {
                    return Ok(elements);
                }
                asm.expect(",", "`,` or `)` after a list element")?;
            }
        })
    }

    /// A required operand read by `read` (a number in a form of its own: `T0`, `0x1f`).
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(" 0x1f");
    /// let value = asm.operands(1, 1).required_with(|a| a.hex("a value", 0xff))?;
    /// assert_eq!(value, 0x1f);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, or `read`'s error.
    pub fn required_with<T>(
        &mut self,
        read: impl FnOnce(&mut AsmCursor<'_>) -> Result<T, AsmError>,
    ) -> Result<T, AsmError> {
        if !self.next_operand()? {
            return Err(self.asm.error(AsmErrorKind::TooFewOperands {
                min: self.min,
                max: self.max,
                found: self.count,
            }));
        }
        let value = read(self.asm)?;
        self.count += 1;
        Ok(value)
    }

    /// A required operand in double quotes (FILE's `"fn1"`).
    ///
    /// ```
    /// use visa_isa::{AsmCursor, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new(" \"T6\"");
    /// assert_eq!(asm.operands(1, 1).required_quoted::<SurfaceIndex>()?, SurfaceIndex(6));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`required`](AsmOperands::required), or [`AsmErrorKind::Expected`] without the
    /// quotes.
    pub fn required_quoted<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        self.quoted_with(|asm| asm.parse())
    }

    /// [`required_quoted`](AsmOperands::required_quoted) with the operand read by `read`.
    pub(super) fn quoted_with<T>(
        &mut self,
        read: impl FnOnce(&mut AsmCursor<'_>) -> Result<T, AsmError>,
    ) -> Result<T, AsmError> {
        self.required_with(|asm| {
            asm.expect("\"", "`\"` before the operand")?;
            let value = read(asm)?;
            asm.expect("\"", "`\"` after the operand")?;
            Ok(value)
        })
    }

    /// A required destination vector operand, in IGC's destination form: a general or
    /// indirect operand's region is `<hstride>` and it has no modifier prefix (`sat` is on the
    /// mnemonic). Other classes read as [`VectorOperand`] does.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, VarId};
    ///
    /// let mut asm = AsmCursor::new(" V33(0,0)<1>");
    /// assert_eq!(asm.operands(1, 1).required_destination()?, VarId(33).dst(0, 0));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, or the operand's error.
    pub fn required_destination(&mut self) -> Result<VectorOperand, AsmError> {
        self.required_with(destination)
    }

    /// A required source vector operand whose general operands print without their region
    /// (see [`Unregioned`](crate::Unregioned)): `V40(0,0)` reads as a general operand with
    /// region `implied`. Other classes read as [`VectorOperand`] does.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, Region, VarId};
    ///
    /// let mut asm = AsmCursor::new(" V33(0,0)");
    /// let op = asm.operands(1, 1).required_unregioned(Region::SCALAR)?;
    /// assert_eq!(op, VarId(33).scalar());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, or the operand's error.
    pub fn required_unregioned(&mut self, implied: Region) -> Result<VectorOperand, AsmError> {
        self.required_with(|asm| {
            let start = asm.clone();
            let modifier = modifier(asm);
            let name = name(asm);
            if let Some(var) = variable(name, &start) {
                return general_rest_with(asm, var?, modifier, |_| Ok(implied))
                    .map(VectorOperand::General);
            }
            asm.clone_from(&start);
            asm.parse()
        })
    }

    /// A required source vector operand in IGC's address-of form when it is a general or
    /// state operand: `&V101`, `&V101[40]` (a byte offset, read with the cursor's
    /// [`AsmContext`](super::AsmContext)), `&V101(1,2)` (row and column, the crate's form without a context),
    /// `&T6`, `&T6[8]`, `&S0[16]` (a byte offset of 8-byte elements,
    /// [`StateOperand::ADDRESS_ELEMENT_BYTES`]). A general operand reads
    /// with the region `<0;1,0>` and no modifier. Other classes read as [`VectorOperand`]
    /// does (`A0(0)<1>`).
    ///
    /// ```
    /// use visa_isa::{AsmCursor, VarId};
    ///
    /// let mut asm = AsmCursor::new(" &V33");
    /// assert_eq!(asm.operands(1, 1).required_address_of()?, VarId(33).scalar());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, the operand's error,
    /// [`AsmErrorKind::OffsetNeedsContext`] or [`AsmErrorKind::OffsetNotAnElement`].
    pub fn required_address_of(&mut self) -> Result<VectorOperand, AsmError> {
        self.required_with(|asm| {
            if asm.eat("&") {
                address_of(asm)
            } else {
                asm.parse()
            }
        })
    }

    /// Applies a `.sat` read on the mnemonic to the destination just read: its modifier
    /// becomes `sat`. Only a general or indirect operand carries a modifier.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, Modifier, VarId};
    ///
    /// let mut asm = AsmCursor::new(" V33(0,0)<1>");
    /// let ops = asm.operands(1, 1);
    /// let dst = ops.saturate(true, VarId(33).dst(0, 0))?;
    /// assert_eq!(dst.modifier(), Modifier::Sat);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] at the operand's end when `.sat` was given for another class.
    pub fn saturate(
        &self,
        saturated: bool,
        destination: VectorOperand,
    ) -> Result<VectorOperand, AsmError> {
        match destination {
            _ if !saturated => Ok(destination),
            VectorOperand::General(_) | VectorOperand::Indirect(_) => {
                Ok(destination.with_modifier(Modifier::Sat))
            }
            _ => Err(self
                .asm
                .expected("a general or indirect destination, which `.sat` needs")),
        }
    }

    /// An optional trailing operand: `None` at the end of the line.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, RawOperand};
    ///
    /// let mut asm = AsmCursor::new(" V33.0");
    /// let mut ops = asm.operands(0, 2);
    /// assert!(ops.optional::<RawOperand>()?.is_some());
    /// assert_eq!(ops.optional::<RawOperand>()?, None);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The operand's error.
    pub fn optional<T: ParseAsm>(&mut self) -> Result<Option<T>, AsmError> {
        if !self.next_operand()? {
            return Ok(None);
        }
        let value = self.asm.parse()?;
        self.count += 1;
        Ok(Some(value))
    }

    /// Requires the end of the line.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new(" T6 T7");
    /// let mut ops = asm.operands(1, 1);
    /// ops.required::<SurfaceIndex>()?;
    /// assert!(ops.end().is_err()); // one operand too many
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooManyOperands`] at the first operand left, or
    /// [`AsmErrorKind::Expected`] when an operand is followed by something other than a space.
    pub fn end(self) -> Result<(), AsmError> {
        let had_space = self.asm.skip_whitespace();
        if self.asm.is_at_end() {
            return Ok(());
        }
        if !had_space {
            return Err(self.asm.expected("a space or the end of the line"));
        }
        let extra = self.asm.rest().split_whitespace().count();
        Err(self.asm.error(AsmErrorKind::TooManyOperands {
            min: self.min,
            max: self.max,
            found: self.count.saturating_add(extra),
        }))
    }
}

// ---------------------------------------------------------------- runtime types

/// A surface name: a predefined name (`%slm`, `T1`, `T2`, `TSS`, `%bss`, `%scratch`), a
/// declared name, or `T<id>`.
fn surface(name: &str, at: &AsmCursor<'_>, max: u64) -> Option<Result<u64, AsmError>> {
    match predefined_surface_id(name) {
        Some(id) => Some(Ok(u64::from(id))),
        None => class_id(name, NameClass::Surface, at, max),
    }
}

/// An id of `class` with an id up to `max`: a declared name or the id's own name (`A3`); an
/// `expected` error otherwise.
fn prefixed(
    asm: &mut AsmCursor<'_>,
    class: NameClass,
    max: u64,
    expected: &'static str,
) -> Result<u64, AsmError> {
    named(asm, expected, |name, at| class_id(name, class, at, max))
}

impl ParseAsm for RawOperand {
    const EXPECTED: &'static str = "a raw operand such as `V33.0`";

    /// `<name>.<byte offset>`, e.g. `V34.0`, `%null.0`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let var = named(asm, Self::EXPECTED, variable)?;
        asm.expect(".", "`.` and a byte offset after the variable")?;
        let offset = asm.unsigned("a byte offset", u64::from(u16::MAX))? as u16;
        Ok(RawOperand { var, offset })
    }
}

impl ParseAsm for Region {
    const EXPECTED: &'static str = "a region such as `<8;8,1>`";

    /// `<vstride;width,hstride>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.expect("<", Self::EXPECTED)?;
        let vstride = asm.unsigned("a vertical stride", 255)? as u8;
        asm.expect(";", "`;` after the vertical stride")?;
        let width = asm.unsigned("a width", 255)? as u8;
        asm.expect(",", "`,` after the width")?;
        let hstride = asm.unsigned("a horizontal stride", 255)? as u8;
        asm.expect(">", "`>` after the horizontal stride")?;
        Ok(Region {
            vstride,
            width,
            hstride,
        })
    }
}

impl ParseAsm for VisaType {
    const EXPECTED: &'static str = "a type such as `ud` or `f`";

    /// The lower-case spelling (`ud`, `hf`, …).
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.lookup(
            Self::EXPECTED,
            |w| VisaType::ALL.iter().copied().find(|t| t.asm_name() == w),
            |found| AsmErrorKind::UnknownType { found },
        )
    }
}

impl ParseAsm for Immediate {
    const EXPECTED: &'static str = "an immediate such as `0x0:uw`";

    /// `0x<hex>:<type>`, as IGC prints it; the value must fit the type's encoding (32 bits,
    /// or 64 for DF, UQ and Q). A B or W value may be written sign-extended, as IGC prints it
    /// ([`Immediate::from_printed`]).
    ///
    /// Also the other forms IGC's text reader takes (CISA.l, CISA.y `SrcImmOperand`): a
    /// decimal integer with an optional `-` (`16:ud`, `-1:d`), in the type's range; a decimal
    /// float with a fraction or an exponent (`1.0:f`, `-2.5e-3:f`, `1e+3:df`), rounded to the
    /// type; and, as IGC reads them, a bare decimal before `:f`, `:df` or `:hf` is the value's
    /// bit pattern (`1:f` is the smallest denormal), as a hexadecimal one is.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let start = asm.clone();
        if asm.eat("0x") || asm.eat("0X") {
            return hex_immediate(asm, &start);
        }
        let negative = asm.eat("-");
        let rest = asm.rest();
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if digits == 0 {
            return Err(start.expected(Self::EXPECTED));
        }
        // A float: digits, then a fraction, an exponent, or both.
        let mut len = digits;
        let mut float = false;
        if rest[len..].starts_with('.') {
            let fraction = rest[len + 1..]
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len() - len - 1);
            if fraction > 0 {
                len += 1 + fraction;
                float = true;
            }
        }
        let after = &rest[len..];
        if let Some(exp) = after.strip_prefix(['e', 'E']) {
            if let Some(exp_digits) = exp.strip_prefix(['+', '-']) {
                let n = exp_digits
                    .find(|c: char| !c.is_ascii_digit())
                    .unwrap_or(exp_digits.len());
                if n > 0 {
                    len += 2 + n;
                    float = true;
                }
            }
        }
        let text = &rest[..len];
        asm.pos += len;
        asm.expect(":", "`:` and a type after the immediate value")?;
        let ty: VisaType = asm.parse()?;
        let found = || format!("{}{text}", if negative { "-" } else { "" });
        let out_of_range = || start.error(AsmErrorKind::ImmediateOutOfRange { found: found(), ty });
        if float {
            let value: f64 = found().parse().map_err(|_| out_of_range())?;
            let bits = match ty {
                VisaType::F => u64::from((value as f32).to_bits()),
                VisaType::Df => value.to_bits(),
                _ => return Err(start.expected("a float immediate of type `f` or `df`")),
            };
            return Ok(Immediate { ty, bits });
        }
        let magnitude: u64 = text.parse().map_err(|_| out_of_range())?;
        let value = if negative {
            -i128::from(magnitude)
        } else {
            i128::from(magnitude)
        };
        let (min, max): (i128, i128) = match ty {
            VisaType::Ub => (0, 0xff),
            VisaType::B => (-0x80, 0x7f),
            VisaType::Uw => (0, 0xffff),
            VisaType::W => (-0x8000, 0x7fff),
            VisaType::D => (i128::from(i32::MIN), i128::from(i32::MAX)),
            VisaType::Q => (i128::from(i64::MIN), i128::from(i64::MAX)),
            // A bit pattern (CISA.y `FloatLit`, `DoubleFloatLit`): never negative.
            VisaType::Df | VisaType::Uq => (0, i128::from(u64::MAX)),
            _ => (0, i128::from(u32::MAX)),
        };
        if !(min..=max).contains(&value) {
            return Err(out_of_range());
        }
        let width_mask = if ty.immediate_len() == 8 {
            u64::MAX
        } else {
            u64::from(u32::MAX)
        };
        let bits = match ty {
            VisaType::B => (value as u64) & 0xff,
            VisaType::W => (value as u64) & 0xffff,
            _ => (value as u64) & width_mask,
        };
        Ok(Immediate { ty, bits })
    }
}

/// The rest of `0x<hex>:<type>` after the `0x`, `start` at the `0x`.
fn hex_immediate(asm: &mut AsmCursor<'_>, start: &AsmCursor<'_>) -> Result<Immediate, AsmError> {
    let rest = asm.rest();
    let len = rest
        .find(|c: char| !c.is_ascii_hexdigit())
        .unwrap_or(rest.len());
    if len == 0 {
        return Err(asm.expected("hexadecimal digits"));
    }
    asm.pos += len;
    let digits = &rest[..len];
    let bits = u64::from_str_radix(digits, 16).ok();
    asm.expect(":", "`:` and a type after the immediate value")?;
    let ty: VisaType = asm.parse()?;
    let limit = if ty.immediate_len() == 8 {
        u64::MAX
    } else {
        u64::from(u32::MAX)
    };
    match bits {
        Some(bits) if bits <= limit => Ok(Immediate::from_printed(ty, bits)),
        _ => Err(start.error(AsmErrorKind::ImmediateOutOfRange {
            found: format!("0x{digits}"),
            ty,
        })),
    }
}

/// A source modifier prefix `(abs)`, `(-)`, `(-abs)`, `(~)`, if the text starts with one.
fn modifier(asm: &mut AsmCursor<'_>) -> Modifier {
    const PREFIXES: [Modifier; 4] = [
        Modifier::NegAbs,
        Modifier::Abs,
        Modifier::Neg,
        Modifier::Not,
    ];
    PREFIXES
        .into_iter()
        .find(|m| asm.eat(m.source_prefix()))
        .unwrap_or(Modifier::None)
}

impl ParseAsm for GeneralOperand {
    const EXPECTED: &'static str = "a general operand such as `V33(0,0)<0;1,0>`";

    /// `[<mod>]<name>(<row>,<col>)<v;w,h>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let modifier = modifier(asm);
        let var = named(asm, Self::EXPECTED, variable)?;
        general_rest(asm, var, modifier)
    }
}

fn general_rest(
    asm: &mut AsmCursor<'_>,
    var: u32,
    modifier: Modifier,
) -> Result<GeneralOperand, AsmError> {
    general_rest_with(asm, var, modifier, source_region)
}

/// A source region, `<vstride;width,hstride>`.
fn source_region(asm: &mut AsmCursor<'_>) -> Result<Region, AsmError> {
    asm.parse()
}

/// A region as IGC prints it for a destination: `<hstride>` ([`Region::destination`]).
fn destination_region(asm: &mut AsmCursor<'_>) -> Result<Region, AsmError> {
    asm.expect("<", "a destination region such as `<1>`")?;
    let hstride = asm.unsigned("a horizontal stride", 255)? as u8;
    asm.expect(">", "`>` after the horizontal stride")?;
    Ok(Region::destination(hstride))
}

fn general_rest_with(
    asm: &mut AsmCursor<'_>,
    var: u32,
    modifier: Modifier,
    region: impl FnOnce(&mut AsmCursor<'_>) -> Result<Region, AsmError>,
) -> Result<GeneralOperand, AsmError> {
    let (row, col) = row_and_column(asm)?;
    let region = region(asm)?;
    Ok(GeneralOperand {
        var,
        row,
        col,
        region,
        modifier,
    })
}

impl ParseAsm for AddressOperand {
    const EXPECTED: &'static str = "an address operand such as `A0(0)<1>`";

    /// `A<id>(<offset>)<<width>>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let addr = prefixed(asm, NameClass::Address, u64::from(u16::MAX), Self::EXPECTED)?;
        address_rest(asm, addr as u16)
    }
}

fn address_rest(asm: &mut AsmCursor<'_>, addr: u16) -> Result<AddressOperand, AsmError> {
    asm.expect("(", "`(` and an offset")?;
    let offset = asm.unsigned("an offset", 255)? as u8;
    asm.expect(")", "`)` after the offset")?;
    asm.expect("<", "`<` and a width")?;
    let width = asm.unsigned("a width", 255)? as u8;
    asm.expect(">", "`>` after the width")?;
    Ok(AddressOperand {
        addr,
        offset,
        width,
    })
}

impl ParseAsm for PredicateOperand {
    const EXPECTED: &'static str = "a predicate operand such as `P1`";

    /// `P<id>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = prefixed(
            asm,
            NameClass::Predicate,
            u64::from(u16::MAX),
            Self::EXPECTED,
        )?;
        Ok(PredicateOperand { id: id as u16 })
    }
}

impl ParseAsm for IndirectOperand {
    const EXPECTED: &'static str = "an indirect operand such as `r[A0(0),0]<1;1,0>:ud`";

    /// `[<mod>]r[A<id>(<addr_offset>),<imm_offset>]<v;w,h>:<type>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let modifier = modifier(asm);
        if !asm.eat("r[") {
            return Err(asm.expected(Self::EXPECTED));
        }
        indirect_rest(asm, modifier)
    }
}

fn indirect_rest(asm: &mut AsmCursor<'_>, modifier: Modifier) -> Result<IndirectOperand, AsmError> {
    indirect_rest_with(asm, modifier, source_region)
}

fn indirect_rest_with(
    asm: &mut AsmCursor<'_>,
    modifier: Modifier,
    region: impl FnOnce(&mut AsmCursor<'_>) -> Result<Region, AsmError>,
) -> Result<IndirectOperand, AsmError> {
    let addr = prefixed(
        asm,
        NameClass::Address,
        u64::from(u16::MAX),
        "an address variable such as `A0`",
    )? as u16;
    asm.expect("(", "`(` and an address offset")?;
    let addr_offset = asm.unsigned("an address offset", 255)? as u8;
    asm.expect(")", "`)` after the address offset")?;
    asm.expect(",", "`,` and an immediate offset")?;
    let imm_offset = asm.signed(
        "an immediate offset",
        i64::from(i16::MIN),
        i64::from(i16::MAX),
    )? as i16;
    asm.expect("]", "`]` after the immediate offset")?;
    let region = region(asm)?;
    asm.expect(":", "`:` and a type")?;
    let ty = asm.parse()?;
    Ok(IndirectOperand {
        addr,
        addr_offset,
        imm_offset,
        ty,
        region,
        modifier,
    })
}

impl ParseAsm for StateOperand {
    const EXPECTED: &'static str = "a state operand such as `T6(0)` or `S0(0)`";

    /// `<surface name>(<offset>)` or `S<id>(<offset>)`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let start = asm.clone();
        let name = name(asm);
        let (class, id) =
            state_name(name, &start).unwrap_or_else(|| Err(start.expected(Self::EXPECTED)))?;
        state_rest(asm, class, id)
    }
}

fn state_rest(
    asm: &mut AsmCursor<'_>,
    class: StateClass,
    id: u16,
) -> Result<StateOperand, AsmError> {
    asm.expect("(", "`(` and an offset")?;
    let offset = asm.unsigned("an offset", 255)? as u8;
    asm.expect(")", "`)` after the offset")?;
    Ok(StateOperand { class, id, offset })
}

impl ParseAsm for VectorOperand {
    const EXPECTED: &'static str = "a vector operand";

    /// Any class, told apart by its first token: a modifier or a variable name (general),
    /// `r[` (indirect), `0x` (immediate), `A<id>` (address), `P<id>` (predicate), a surface
    /// name or `S<id>` (state).
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let modifier = modifier(asm);
        if asm.eat("r[") {
            return indirect_rest(asm, modifier).map(VectorOperand::Indirect);
        }
        if modifier == Modifier::None && starts_decimal_immediate(asm.rest()) {
            return asm.parse().map(VectorOperand::Immediate);
        }
        let start = asm.clone();
        let name = name(asm);
        if name.is_empty() {
            return Err(start.expected(if modifier == Modifier::None {
                Self::EXPECTED
            } else {
                "a general or indirect operand after the modifier"
            }));
        }
        if let Some(var) = variable(name, &start) {
            return general_rest(asm, var?, modifier).map(VectorOperand::General);
        }
        if modifier != Modifier::None {
            return Err(start.expected("a general or indirect operand after the modifier"));
        }
        if name.starts_with("0x") || name.starts_with("0X") {
            let mut imm = start;
            let value = imm.parse::<Immediate>()?;
            asm.clone_from(&imm);
            return Ok(VectorOperand::Immediate(value));
        }
        let max = u64::from(u16::MAX);
        if let Some(addr) = class_id(name, NameClass::Address, &start, max) {
            return address_rest(asm, addr? as u16).map(VectorOperand::Address);
        }
        if let Some(id) = class_id(name, NameClass::Predicate, &start, max) {
            return Ok(VectorOperand::Predicate(PredicateOperand {
                id: id? as u16,
            }));
        }
        if let Some(id) = surface(name, &start, max) {
            return state_rest(asm, StateClass::Surface, id? as u16).map(VectorOperand::State);
        }
        if let Some(id) = class_id(name, NameClass::Sampler, &start, max) {
            return state_rest(asm, StateClass::Sampler, id? as u16).map(VectorOperand::State);
        }
        Err(start.error(AsmErrorKind::UnknownName {
            found: name.to_owned(),
        }))
    }
}

/// Whether `text` starts with a decimal immediate (`1.0:f`, `-1:d`): a digit other than the
/// `0x` of a hexadecimal one, or `-` and a digit.
fn starts_decimal_immediate(text: &str) -> bool {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    unsigned.starts_with(|c: char| c.is_ascii_digit())
        && !(unsigned.starts_with("0x") || unsigned.starts_with("0X"))
}

/// A destination vector operand (see [`AsmOperands::required_destination`]).
fn destination(asm: &mut AsmCursor<'_>) -> Result<VectorOperand, AsmError> {
    if asm.eat("r[") {
        return indirect_rest_with(asm, Modifier::None, destination_region)
            .map(VectorOperand::Indirect);
    }
    let start = asm.clone();
    let name = name(asm);
    if let Some(var) = variable(name, &start) {
        return general_rest_with(asm, var?, Modifier::None, destination_region)
            .map(VectorOperand::General);
    }
    asm.clone_from(&start);
    asm.parse()
}

/// A surface name (`T6`, `%bss`) or sampler name (`S0`) read at `at`: its class and id; `None`
/// when `name` is neither.
fn state_name(name: &str, at: &AsmCursor<'_>) -> Option<Result<(StateClass, u16), AsmError>> {
    let max = u64::from(u16::MAX);
    if let Some(id) = surface(name, at, max) {
        return Some(id.map(|id| (StateClass::Surface, id as u16)));
    }
    class_id(name, NameClass::Sampler, at, max)
        .map(|id| id.map(|id| (StateClass::Sampler, id as u16)))
}

/// An address-of operand after its `&` (see [`AsmOperands::required_address_of`]).
fn address_of(asm: &mut AsmCursor<'_>) -> Result<VectorOperand, AsmError> {
    let start = asm.clone();
    let name = name(asm);
    if let Some(var) = variable(name, &start) {
        return general_address(asm, var?).map(VectorOperand::General);
    }
    let (class, id) = state_name(name, &start)
        .unwrap_or_else(|| Err(start.expected("a general, surface or sampler name after `&`")))?;
    let offset = match byte_offset(asm)? {
        None => 0,
        Some((at, bytes)) => {
            let element_bytes = StateOperand::ADDRESS_ELEMENT_BYTES;
            let index = bytes / u64::from(element_bytes);
            match u8::try_from(index) {
                Ok(index) if bytes % u64::from(element_bytes) == 0 => index,
                _ => {
                    return Err(at.error(AsmErrorKind::OffsetNotAnElement {
                        offset: bytes,
                        element_bytes,
                    }))
                }
            }
        }
    };
    Ok(VectorOperand::State(StateOperand { class, id, offset }))
}

/// The rest of a general address-of operand after its name: nothing (row and column 0), a
/// byte offset `[40]` (read in the cursor's context), or the crate's `(1,2)`.
fn general_address(asm: &mut AsmCursor<'_>, var: u32) -> Result<GeneralOperand, AsmError> {
    let (row, col) = if asm.rest().starts_with('(') {
        row_and_column(asm)?
    } else {
        match byte_offset(asm)? {
            None | Some((_, 0)) => (0, 0),
            Some((at, bytes)) => {
                let sizes = asm
                    .context
                    .and_then(|c| Some((c.grf_bytes, c.element_bytes(var)?)));
                let Some((grf_bytes, element_bytes)) = sizes else {
                    return Err(at.error(AsmErrorKind::OffsetNeedsContext { var }));
                };
                general_offset(bytes, grf_bytes, element_bytes).ok_or_else(|| {
                    at.error(AsmErrorKind::OffsetNotAnElement {
                        offset: bytes,
                        element_bytes,
                    })
                })?
            }
        }
    };
    Ok(GeneralOperand {
        var,
        row,
        col,
        region: Region::SCALAR,
        modifier: Modifier::None,
    })
}

/// An optional `[<bytes>]` after an address-of name: the cursor at the number, and the number.
fn byte_offset<'a>(asm: &mut AsmCursor<'a>) -> Result<Option<(AsmCursor<'a>, u64)>, AsmError> {
    if !asm.eat("[") {
        return Ok(None);
    }
    let at = asm.clone();
    let bytes = asm.unsigned("a byte offset", u64::from(u32::MAX))?;
    asm.expect("]", "`]` after the byte offset")?;
    Ok(Some((at, bytes)))
}

/// The row and column of the element at byte `bytes` of a general variable (the inverse of
/// [`GeneralOperand::byte_offset`]), when `bytes` starts an element and both fit a byte.
fn general_offset(bytes: u64, grf_bytes: u32, element_bytes: u32) -> Option<(u8, u8)> {
    let (grf_bytes, element_bytes) = (u64::from(grf_bytes), u64::from(element_bytes));
    if element_bytes == 0 || grf_bytes == 0 || bytes % element_bytes != 0 {
        return None;
    }
    let row = u8::try_from(bytes / grf_bytes).ok()?;
    let col = u8::try_from(bytes % grf_bytes / element_bytes).ok()?;
    Some((row, col))
}

impl ParseAsm for Predicate {
    const EXPECTED: &'static str = "a predicate such as `(P1)` or `(!P1.any)`";

    /// `(P<id>)`, `(!P<id>)`, with an optional `.any` or `.all` before the `)`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.expect("(", Self::EXPECTED)?;
        let inverted = asm.eat("!");
        let id = prefixed(
            asm,
            NameClass::Predicate,
            u64::from(u16::MAX),
            "a predicate variable such as `P1`",
        )? as u16;
        let control = if asm.eat(".any") {
            PredicateControl::Any
        } else if asm.eat(".all") {
            PredicateControl::All
        } else {
            PredicateControl::None
        };
        asm.expect(")", "`.any`, `.all` or `)` after the predicate")?;
        Ok(Predicate {
            id,
            control,
            inverted,
        })
    }
}

impl ParseAsm for SamplerIndex {
    const EXPECTED: &'static str = "a sampler such as `S0`";

    /// `S<index>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = prefixed(asm, NameClass::Sampler, u64::from(u8::MAX), Self::EXPECTED)?;
        Ok(SamplerIndex(id as u8))
    }
}

impl ParseAsm for SurfaceIndex {
    const EXPECTED: &'static str = "a surface such as `T6` or `%slm`";

    /// A predefined surface name (`%slm`, `T1`, `T2`, `TSS`, `%bss`, `%scratch`) or
    /// `T<index>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = named(asm, Self::EXPECTED, |name, at| {
            surface(name, at, u64::from(u8::MAX))
        })?;
        Ok(SurfaceIndex(id as u8))
    }
}

impl ParseAsm for Variable {
    const EXPECTED: &'static str = "a variable such as `V33`, `A1` or `P2`";

    /// A general variable's name (`%null`, `V<id>`), `A<id>` or `P<id>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        named(asm, Self::EXPECTED, |name, at| {
            if let Some(v) = variable(name, at) {
                return Some(v.map(|id| Variable::General(VarId(id))));
            }
            let max = u64::from(u16::MAX);
            if let Some(a) = class_id(name, NameClass::Address, at, max) {
                return Some(a.map(|id| Variable::Address(AddressId(id as u16))));
            }
            class_id(name, NameClass::Predicate, at, max)
                .map(|p| p.map(|id| Variable::Predicate(PredicateId(id as u16))))
        })
    }
}

impl ParseAsm for LabelId {
    const EXPECTED: &'static str = "a label such as `L0`";

    /// `L<index>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = prefixed(asm, NameClass::Label, u64::from(u16::MAX), Self::EXPECTED)?;
        Ok(LabelId(id as u16))
    }
}

impl ParseAsm for NameId {
    const EXPECTED: &'static str = "a string-pool name such as `fn1`";

    /// `fn<index>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = named(asm, Self::EXPECTED, |name, at| {
            let digits = name.strip_prefix("fn")?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let mut probe = at.clone();
            probe.pos += 2;
            Some(probe.unsigned("a string index", u64::from(u32::MAX)))
        })?;
        Ok(NameId(id as u32))
    }
}

impl ParseAsm for ChannelMask {
    const EXPECTED: &'static str = "a channel mask such as `.RGBA`";

    /// Letters in R, G, B, A order, case-insensitive; the empty word is the empty mask.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let start = asm.clone();
        let word = asm.word();
        word.parse().map_err(|reason| {
            start.error(AsmErrorKind::BadChannelMask {
                found: word.to_owned(),
                reason,
            })
        })
    }
}

/// Plain integers print in decimal (e.g. a `ud` field printed as an operand).
macro_rules! parse_integers {
    (unsigned: $($uty:ty),*; signed: $($ity:ty),*) => {
        $(impl ParseAsm for $uty {
            const EXPECTED: &'static str = "a decimal number";

            /// Decimal digits.
            fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
                Ok(asm.unsigned(Self::EXPECTED, u64::from(<$uty>::MAX))? as $uty)
            }
        })*
        $(impl ParseAsm for $ity {
            const EXPECTED: &'static str = "a decimal number";

            /// Decimal digits, with an optional `-`.
            fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
                let (min, max) = (i64::from(<$ity>::MIN), i64::from(<$ity>::MAX));
                Ok(asm.signed(Self::EXPECTED, min, max)? as $ity)
            }
        })*
    };
}

parse_integers!(unsigned: u8, u16, u32, u64; signed: i8, i16, i32, i64);

/// `FromStr` through [`parse_asm_line`] (line 1), for types whose text is their `Display`.
macro_rules! from_str_via_asm {
    ($($ty:ty),* $(,)?) => {$(
        impl FromStr for $ty {
            type Err = AsmError;

            /// Parses the text `Display` prints, with optional surrounding spaces and tabs.
            fn from_str(text: &str) -> Result<Self, AsmError> {
                parse_asm_line(text, 1)
            }
        }
    )*};
}

from_str_via_asm!(
    RawOperand,
    Region,
    Immediate,
    GeneralOperand,
    AddressOperand,
    PredicateOperand,
    IndirectOperand,
    StateOperand,
    VectorOperand,
    Predicate,
    SamplerIndex,
    SurfaceIndex,
    LabelId,
    NameId,
);

impl FromStr for VisaType {
    type Err = AsmError;

    /// Parses IGC's lower-case spelling (`ud`, `hf`, …); see also
    /// [`VisaType::from_doc_name`] for the spec's upper-case spelling.
    fn from_str(text: &str) -> Result<Self, AsmError> {
        parse_asm_line(text, 1)
    }
}

impl<T: PackedImmediate> ParseAsm for PackedOperand<T> {
    const EXPECTED: &'static str = VectorOperand::EXPECTED;

    /// A vector operand, read into its packed form by [`PackedOperand::from_operand`].
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.parse().map(Self::from_operand)
    }
}

impl<T: PackedImmediate> FromStr for PackedOperand<T> {
    type Err = AsmError;

    /// Parses what `Display` prints; see [`PackedOperand::from_operand`].
    fn from_str(text: &str) -> Result<Self, AsmError> {
        parse_asm_line(text, 1)
    }
}
