//! The cursor over one line of assembly text ([`AsmCursor`]), with the helpers generated
//! parsers call, and the lexing of names and ids every operand parser shares.

use super::context::AsmContext;
use super::error::{AsmError, AsmErrorKind};
use crate::runtime::layout::Layout;
use crate::runtime::names::{predefined_var_id, LabelId, NameClass};
use crate::runtime::operand::{GeneralOperand, Immediate, RawOperand, VectorOperand};
use crate::runtime::predicate::Predicate;
use crate::runtime::types::{Modifier, Region, VisaType};
/// A type with an assembly text form that can be read back: the inverse of its `Display`.
///
/// Implemented by every generated instruction type and enum and by the runtime types they
/// contain. Use [`parse_asm_line`] or `str::parse` to parse a whole string; implement this
/// trait (or call [`AsmCursor::parse`]) to parse a piece of a larger text.
///
/// ```
/// use visa_isa::{parse_asm_line, RawOperand, SurfaceIndex};
///
/// assert_eq!(parse_asm_line::<SurfaceIndex>("T6", 1)?, SurfaceIndex(6));
/// assert_eq!(parse_asm_line::<RawOperand>("V33.0", 1)?, RawOperand::new(33, 0));
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
pub trait ParseAsm: Sized {
    /// What the text looks like, for error messages: `"a raw operand such as `V33.0`"`.
    const EXPECTED: &'static str;

    /// Parses one item at the cursor and leaves the cursor after it. Does not skip
    /// whitespace before or after the item.
    ///
    /// # Errors
    ///
    /// The first thing that does not fit, located at its column.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError>;
}

/// Parses `text` as exactly one `T`, with optional spaces and tabs around it; errors are
/// located on line `line`, columns counted from 1 at the start of `text`.
///
/// For a file, call it once per instruction line (after stripping IGC's ` /// $N` comment,
/// which is not part of the instruction).
///
/// ```
/// use visa_isa::{parse_asm_line, AnyInstruction};
///
/// let inst: AnyInstruction = parse_asm_line("    sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0", 12)?;
/// let err = parse_asm_line::<AnyInstruction>("sample_x.RGBA (M1, 16)", 13).unwrap_err();
/// assert_eq!(err.to_string(), "13:1: unknown mnemonic `sample_x`");
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
///
/// # Errors
///
/// [`AsmError`] at the first character that does not fit.
pub fn parse_asm_line<T: ParseAsm>(text: &str, line: usize) -> Result<T, AsmError> {
    let mut asm = line_start(text, line);
    let value = T::parse_asm(&mut asm)?;
    asm.finish()?;
    Ok(value)
}

/// A cursor at the first non-blank character of `text`, line `line`: what every
/// [`parse_asm_line`] starts with, once (the function is instantiated for every type).
#[inline(never)]
fn line_start(text: &str, line: usize) -> AsmCursor<'_> {
    let mut asm = AsmCursor::at(text, line, 1);
    asm.skip_whitespace();
    asm
}

/// [`parse_asm_line`] with an [`AsmContext`], for text whose address-of operands give byte
/// offsets (`&V101[40]`).
///
/// ```
/// use visa_isa::{parse_asm_line_in, Align, AsmContext, Kernel, RawOperand, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var_named("dst", VisaType::F, 8, Align::Grf)?;
/// let raw: RawOperand = parse_asm_line_in("dst.0", 1, AsmContext::new(32, &kernel))?;
/// assert_eq!(raw, v.raw(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`AsmError`] at the first character that does not fit.
pub fn parse_asm_line_in<T: ParseAsm>(
    text: &str,
    line: usize,
    context: AsmContext<'_>,
) -> Result<T, AsmError> {
    let mut asm = AsmCursor::at(text, line, 1).with_context(context);
    asm.skip_whitespace();
    let value = asm.parse()?;
    asm.finish()?;
    Ok(value)
}

/// Characters that end a word: whitespace and the punctuation of the operand syntax.
fn ends_word(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '.' | ',' | '(' | ')' | '<' | '>' | ';' | ':' | '[' | ']' | '!'
    ) || c.is_whitespace()
}

fn is_space(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// Longest piece of text quoted in an error.
const QUOTE_LEN: usize = 32;

/// A position in one line of assembly text, with the helpers the generated parsers use.
///
/// Cheap to clone (a clone is a saved position). Every method advances by whole characters,
/// so the cursor is always on a character boundary.
///
/// ```
/// use visa_isa::{AsmCursor, SurfaceIndex};
///
/// let mut asm = AsmCursor::new("T6 rest");
/// assert_eq!(asm.parse::<SurfaceIndex>()?, SurfaceIndex(6));
/// assert!(asm.skip_whitespace());
/// assert_eq!((asm.rest(), asm.column()), ("rest", 4));
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
#[derive(Debug, Clone)]
pub struct AsmCursor<'a> {
    pub(super) text: &'a str,
    pub(super) pos: usize,
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) context: Option<AsmContext<'a>>,
}

impl<'a> AsmCursor<'a> {
    /// A cursor at the start of `text`, which is line 1, column 1.
    ///
    /// ```
    /// let asm = visa_isa::AsmCursor::new("nop");
    /// assert_eq!((asm.line(), asm.column()), (1, 1));
    /// ```
    pub fn new(text: &'a str) -> Self {
        Self::at(text, 1, 1)
    }

    /// A cursor at the start of `text`, which is at `line`, `column` of a larger document.
    ///
    /// ```
    /// let asm = visa_isa::AsmCursor::at("V33", 7, 5);
    /// assert_eq!((asm.line(), asm.column()), (7, 5));
    /// ```
    pub fn at(text: &'a str, line: usize, column: usize) -> Self {
        AsmCursor {
            text,
            pos: 0,
            line,
            column,
            context: None,
        }
    }

    /// The cursor, reading in `context`.
    ///
    /// ```
    /// use visa_isa::{AsmContext, AsmCursor, Kernel};
    ///
    /// let kernel = Kernel::new("k")?;
    /// let asm = AsmCursor::new("V33").with_context(AsmContext::new(64, &kernel));
    /// assert_eq!(asm.context().map(|c| c.grf_bytes), Some(64));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn with_context(mut self, context: AsmContext<'a>) -> Self {
        self.context = Some(context);
        self
    }

    /// The context the text is read in ([`parse_asm_line_in`]), if any.
    ///
    /// ```
    /// assert!(visa_isa::AsmCursor::new("V33").context().is_none());
    /// ```
    pub fn context(&self) -> Option<AsmContext<'a>> {
        self.context
    }

    /// The byte layout whose printer's text is read: the context's, else the default one.
    ///
    /// ```
    /// use visa_isa::{AsmContext, AsmCursor, Layout, VisaType};
    ///
    /// assert_eq!(AsmCursor::new("V33").layout(), Layout::Igc2022);
    /// let types: [(u32, VisaType); 0] = [];
    /// let context = AsmContext::new(32, &types).in_layout(Layout::Current);
    /// assert_eq!(AsmCursor::new("V33").with_context(context).layout(), Layout::Current);
    /// ```
    pub fn layout(&self) -> Layout {
        self.context.map_or(Layout::default(), |c| c.layout)
    }

    /// The text not yet read.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("add (M1, 8)");
    /// asm.word();
    /// assert_eq!(asm.rest(), " (M1, 8)");
    /// ```
    pub fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// Whether the whole text has been read.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("nop");
    /// asm.word();
    /// assert!(asm.is_at_end());
    /// ```
    pub fn is_at_end(&self) -> bool {
        self.rest().is_empty()
    }

    /// The line of the cursor.
    ///
    /// ```
    /// assert_eq!(visa_isa::AsmCursor::at("nop", 3, 1).line(), 3);
    /// ```
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column of the cursor, in characters.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("  nop");
    /// asm.skip_whitespace();
    /// assert_eq!(asm.column(), 3);
    /// ```
    pub fn column(&self) -> usize {
        let read = self.text.get(..self.pos).unwrap_or("");
        self.column.saturating_add(read.chars().count())
    }

    /// An error of `kind` at the cursor.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, AsmErrorKind};
    ///
    /// let asm = AsmCursor::at("x", 2, 4);
    /// let e = asm.error(AsmErrorKind::Expected { expected: "a number", found: asm.found() });
    /// assert_eq!((e.line, e.column), (2, 4));
    /// ```
    pub fn error(&self, kind: AsmErrorKind) -> AsmError {
        AsmError {
            line: self.line,
            column: self.column(),
            kind,
        }
    }

    /// The text at the cursor up to the next whitespace (at most 32 characters; control
    /// characters escaped), as quoted in errors; the whitespace character itself when the
    /// cursor is on one; `None` at the end.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("bogus rest").found().as_deref(), Some("bogus"));
    /// assert_eq!(AsmCursor::new("").found(), None);
    /// ```
    pub fn found(&self) -> Option<String> {
        let rest = self.rest();
        let first = rest.chars().next()?;
        let token: Vec<char> = if first.is_whitespace() {
            vec![first]
        } else {
            rest.chars()
                .take_while(|c| !c.is_whitespace())
                .take(QUOTE_LEN)
                .collect()
        };
        let mut quoted = String::new();
        for c in token {
            if c.is_control() || c.is_whitespace() {
                quoted.extend(c.escape_debug());
            } else {
                quoted.push(c);
            }
        }
        Some(quoted)
    }

    /// An [`AsmErrorKind::Expected`] error at the cursor.
    ///
    /// ```
    /// let e = visa_isa::AsmCursor::new("x").expected("a number");
    /// assert_eq!(e.to_string(), "1:1: expected a number, found `x`");
    /// ```
    pub fn expected(&self, expected: &'static str) -> AsmError {
        self.error(AsmErrorKind::Expected {
            expected,
            found: self.found(),
        })
    }

    /// Moves the cursor `bytes` bytes on (a character boundary of the rest, as a reader of its
    /// own found it); to the end when fewer are left.
    pub(crate) fn advance(&mut self, bytes: usize) {
        let rest = self.rest();
        let mut to = bytes.min(rest.len());
        while !rest.is_char_boundary(to) {
            to -= 1;
        }
        self.pos += to;
    }

    pub(crate) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Skips spaces and tabs; true when there were any.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(" \tV33");
    /// assert!(asm.skip_whitespace());
    /// assert!(!asm.skip_whitespace());
    /// ```
    pub fn skip_whitespace(&mut self) -> bool {
        let start = self.pos;
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
        self.pos > start
    }

    /// Consumes `token` if the text continues with it.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("(M1, 8)");
    /// assert!(asm.eat("(") && !asm.eat(")"));
    /// assert_eq!(asm.rest(), "M1, 8)");
    /// ```
    pub fn eat(&mut self, token: &str) -> bool {
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    /// Consumes `token`, or fails with "expected `what`".
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("(M1");
    /// asm.expect("(", "`(`")?;
    /// assert!(asm.expect(")", "`)`").is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] when the text does not continue with `token`.
    pub fn expect(&mut self, token: &str, what: &'static str) -> Result<(), AsmError> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    /// Reads a word: the longest run of characters other than whitespace and `.,()<>;:[]!`
    /// (possibly empty).
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("add.sat (M1, 8)");
    /// assert_eq!(asm.word(), "add");
    /// assert_eq!(asm.rest(), ".sat (M1, 8)");
    /// ```
    pub fn word(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest.find(ends_word).unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// Reads a word and looks it up; on failure reports `unknown(word)` at the word.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, AsmErrorKind, VisaType};
    ///
    /// let mut asm = AsmCursor::new("hf");
    /// let ty = asm.lookup("a type", VisaType::from_doc_name, |found| AsmErrorKind::UnknownValue {
    ///     what: "type",
    ///     found: found.to_owned(),
    /// })?;
    /// assert_eq!(ty, VisaType::Hf);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] for an empty word, `unknown(word)` for one `lookup` rejects.
    pub fn lookup<T>(
        &mut self,
        expected: &'static str,
        lookup: impl FnOnce(&str) -> Option<T>,
        unknown: impl FnOnce(String) -> AsmErrorKind,
    ) -> Result<T, AsmError> {
        let start = self.clone();
        let word = self.word();
        if word.is_empty() {
            return Err(start.expected(expected));
        }
        lookup(word).ok_or_else(|| start.error(unknown(word.to_owned())))
    }

    /// Reads an unsigned decimal number in `0..=max`.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("16").unsigned("a size", 32)?, 16);
    /// assert!(AsmCursor::new("64").unsigned("a size", 32).is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without digits, [`AsmErrorKind::NumberOutOfRange`] above
    /// `max`.
    pub fn unsigned(&mut self, expected: &'static str, max: u64) -> Result<u64, AsmError> {
        let start = self.clone();
        let rest = self.rest();
        let len = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if len == 0 {
            return Err(self.expected(expected));
        }
        self.pos += len;
        let digits = &rest[..len];
        match digits.parse::<u64>() {
            Ok(value) if value <= max => Ok(value),
            _ => Err(start.error(AsmErrorKind::NumberOutOfRange {
                found: digits.to_owned(),
                min: 0,
                max: i128::from(max),
            })),
        }
    }

    /// Reads an unsigned hexadecimal number written `0x…` in `0..=max`.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("0x1f").hex("a value", 0xff)?, 0x1f);
    /// assert!(AsmCursor::new("31").hex("a value", 0xff).is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without `0x` and digits,
    /// [`AsmErrorKind::NumberOutOfRange`] above `max`.
    pub fn hex(&mut self, expected: &'static str, max: u64) -> Result<u64, AsmError> {
        let start = self.clone();
        if !self.eat("0x") {
            return Err(self.expected(expected));
        }
        let rest = self.rest();
        let len = rest
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len());
        if len == 0 {
            *self = start;
            return Err(self.expected(expected));
        }
        self.pos += len;
        let digits = &rest[..len];
        match u64::from_str_radix(digits, 16) {
            Ok(value) if value <= max => Ok(value),
            _ => Err(start.error(AsmErrorKind::NumberOutOfRange {
                found: format!("0x{digits}"),
                min: 0,
                max: i128::from(max),
            })),
        }
    }

    /// Reads a decimal number with an optional `-` in `min..=max`.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("-8").signed("an offset", -8, 7)?, -8);
    /// assert!(AsmCursor::new("8").signed("an offset", -8, 7).is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without digits, [`AsmErrorKind::NumberOutOfRange`] outside
    /// the range.
    pub fn signed(&mut self, expected: &'static str, min: i64, max: i64) -> Result<i64, AsmError> {
        let start = self.clone();
        let negative = self.eat("-");
        let rest = self.rest();
        let len = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if len == 0 {
            return Err(start.expected(expected));
        }
        self.pos += len;
        let digits = &rest[..len];
        let value = digits
            .parse::<i64>()
            .ok()
            .map(|v| if negative { -v } else { v });
        match value {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(start.error(AsmErrorKind::NumberOutOfRange {
                found: format!("{}{digits}", if negative { "-" } else { "" }),
                min: i128::from(min),
                max: i128::from(max),
            })),
        }
    }

    /// Reads literal text of a template (erratum `lsc-untyped-text`): a space in `text`
    /// matches any run of spaces or tabs, or none; anything else must match exactly.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// let mut asm = AsmCursor::new("[  V33 ]");
    /// asm.literal("[ ", "`[`")?;
    /// assert_eq!(asm.rest(), "V33 ]");
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] naming `what` where the text differs.
    pub fn literal(&mut self, text: &str, what: &'static str) -> Result<(), AsmError> {
        for (i, part) in text.split(' ').enumerate() {
            if i > 0 {
                self.skip_whitespace();
            }
            self.expect(part, what)?;
        }
        Ok(())
    }

    /// Reads one of `values`, each spelled as `spelling` says: the one with the longest
    /// spelling the text continues with (a spelling may be empty: it is read when no other
    /// matches); of two with one spelling, the first.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, ExecMask};
    ///
    /// let mut asm = AsmCursor::new("M1_NM");
    /// let mask = asm.one_of(ExecMask::ALL, ExecMask::asm, "an execution mask")?;
    /// assert_eq!(mask, ExecMask::M1Nm);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] naming `expected` when no spelling matches.
    pub fn one_of<T: Copy>(
        &mut self,
        values: &[T],
        spelling: impl Fn(T) -> &'static str,
        expected: &'static str,
    ) -> Result<T, AsmError> {
        let rest = self.rest();
        let mut best: Option<(usize, T)> = None;
        for &value in values {
            let text = spelling(value);
            let longer = best.map_or(true, |(len, _)| text.len() > len);
            if rest.starts_with(text) && longer {
                best = Some((text.len(), value));
            }
        }
        let (len, value) = best.ok_or_else(|| self.expected(expected))?;
        self.pos += len;
        Ok(value)
    }

    /// Reads a raw operand in its compact form, `V32` or `V50.64` (see
    /// [`CompactRaw`](crate::CompactRaw)).
    ///
    /// ```
    /// use visa_isa::{AsmCursor, RawOperand};
    ///
    /// assert_eq!(AsmCursor::new("V32").compact_raw()?, RawOperand::new(32, 0));
    /// assert_eq!(AsmCursor::new("V50.64").compact_raw()?, RawOperand::new(50, 64));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without a variable name, or a bad offset.
    pub fn compact_raw(&mut self) -> Result<RawOperand, AsmError> {
        let var = named(self, "a raw operand such as `V33`", variable)?;
        let offset = if self.eat(".") {
            self.unsigned("a byte offset", u64::from(u16::MAX))? as u16
        } else {
            0
        };
        Ok(RawOperand { var, offset })
    }

    /// Reads a source vector operand in its bare form (see [`Bare`](crate::Bare)): `0x1F`
    /// is an immediate of type `ty`, `V102` or `V102(1,2)` a general operand with `region`
    /// and no modifier; other classes read as [`VectorOperand`] does.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, Region, VectorOperand, VisaType};
    ///
    /// let imm = AsmCursor::new("0x1F").bare_vector(VisaType::Ud, Region::SCALAR)?;
    /// assert_eq!(imm, VectorOperand::imm_ud(0x1f));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A number too large for `ty`, or the operand's error.
    pub fn bare_vector(&mut self, ty: VisaType, region: Region) -> Result<VectorOperand, AsmError> {
        if self.rest().starts_with("0x") {
            // As for a typed immediate: the type's encoding, B and W possibly sign-extended.
            let limit = if ty.immediate_len() == 8 {
                u64::MAX
            } else {
                u64::from(u32::MAX)
            };
            let bits = self.hex("an immediate such as `0x0`", limit)?;
            return Ok(VectorOperand::Immediate(Immediate::from_printed(ty, bits)));
        }
        let start = self.clone();
        let name = name(self);
        if let Some(var) = variable(name, &start) {
            let var = var?;
            let (row, col) = if self.rest().starts_with('(') {
                row_and_column(self)?
            } else {
                (0, 0)
            };
            return Ok(VectorOperand::General(GeneralOperand {
                var,
                row,
                col,
                region,
                modifier: Modifier::None,
            }));
        }
        self.clone_from(&start);
        match self.parse()? {
            // Only the bare forms above stand for these classes: a region, a modifier or a
            // type would not print back.
            VectorOperand::General(_) | VectorOperand::Immediate(_) => Err(start.expected(
                "a bare operand such as `V102`, `V102(1,2)` or `0x0` (no region, modifier or type)",
            )),
            other => Ok(other),
        }
    }

    /// Reads an unsigned number in `0..=max`, hexadecimal (`0x1F`) or decimal (`31`).
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("0x1F").number("a count", 255)?, 31);
    /// assert_eq!(AsmCursor::new("31").number("a count", 255)?, 31);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without digits, [`AsmErrorKind::NumberOutOfRange`] above
    /// `max`.
    pub fn number(&mut self, expected: &'static str, max: u64) -> Result<u64, AsmError> {
        if self.rest().starts_with("0x") {
            self.hex(expected, max)
        } else {
            self.unsigned(expected, max)
        }
    }

    /// Reads a sign and a number in `min..=max`: hexadecimal as IGC prints LSC offsets
    /// (`+0x10`, `-0x4`), or decimal, which IGC's parser also reads (`+16`).
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert_eq!(AsmCursor::new("+0x10").signed_hex("an offset", -64, 64)?, 16);
    /// assert_eq!(AsmCursor::new("-0x4").signed_hex("an offset", -64, 64)?, -4);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] without the sign or digits,
    /// [`AsmErrorKind::NumberOutOfRange`] outside the range.
    pub fn signed_hex(
        &mut self,
        expected: &'static str,
        min: i64,
        max: i64,
    ) -> Result<i64, AsmError> {
        let start = self.clone();
        let negative = if self.eat("-") {
            true
        } else if self.eat("+") {
            false
        } else {
            return Err(self.expected(expected));
        };
        let magnitude = self.number(expected, u64::MAX)?;
        let value = i128::from(magnitude) * if negative { -1 } else { 1 };
        match i64::try_from(value) {
            Ok(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(start.error(AsmErrorKind::NumberOutOfRange {
                found: start.rest()[..self.pos - start.pos].to_owned(),
                min: i128::from(min),
                max: i128::from(max),
            })),
        }
    }

    /// Whether `read` succeeds on the text at the cursor, which does not move (a look-ahead).
    ///
    /// ```
    /// let asm = visa_isa::AsmCursor::new("(M1");
    /// assert!(asm.check(|a| a.expect("(", "`(`")).is_ok());
    /// assert_eq!(asm.rest(), "(M1"); // not moved
    /// ```
    ///
    /// # Errors
    ///
    /// `read`'s error.
    pub fn check(
        &self,
        read: impl FnOnce(&mut AsmCursor<'a>) -> Result<(), AsmError>,
    ) -> Result<(), AsmError> {
        read(&mut self.clone())
    }

    /// Runs `read` on the text at the cursor: when it succeeds the cursor moves past what it
    /// read, else it does not move. True when it succeeded.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new("(M1");
    /// assert!(!asm.attempt(|a| a.expect(")", "`)`")));
    /// assert!(asm.attempt(|a| a.expect("(", "`(`")));
    /// assert_eq!(asm.rest(), "M1");
    /// ```
    pub fn attempt(
        &mut self,
        read: impl FnOnce(&mut AsmCursor<'a>) -> Result<(), AsmError>,
    ) -> bool {
        let mut attempt = self.clone();
        let read = read(&mut attempt).is_ok();
        if read {
            *self = attempt;
        }
        read
    }

    /// One reading of the text at the cursor among several (instructions of different types
    /// that print the same mnemonic): reads a `T` from a copy of the cursor. When it reads, the
    /// cursor moves past it and the value is returned; when it does not, the cursor stays and
    /// `failed` keeps whichever error of the readings so far got furthest
    /// ([`AsmError::further`]: the first on a tie).
    ///
    /// ```
    /// use visa_isa::{AsmCursor, AsmError, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new("T6");
    /// let mut failed: Option<AsmError> = None;
    /// assert_eq!(asm.reading::<u8>(&mut failed), None);
    /// assert_eq!(asm.reading::<SurfaceIndex>(&mut failed), Some(SurfaceIndex(6)));
    /// assert!(asm.is_at_end());
    /// assert_eq!(failed.map(|e| e.column), Some(1));
    /// ```
    pub fn reading<T: ParseAsm>(&mut self, failed: &mut Option<AsmError>) -> Option<T> {
        let mut attempt = self.clone();
        match T::parse_asm(&mut attempt) {
            Ok(value) => {
                *self = attempt;
                Some(value)
            }
            Err(e) => {
                *failed = Some(match failed.take() {
                    Some(before) => before.further(e),
                    None => e,
                });
                None
            }
        }
    }

    /// The last reading of the text at the cursor among several ([`reading`](Self::reading)):
    /// a `T`, or the error of whichever reading got furthest, this one or `failed`.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, AsmError, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new("T6");
    /// let mut failed: Option<AsmError> = None;
    /// assert_eq!(asm.reading::<u8>(&mut failed), None);
    /// assert_eq!(asm.last_reading::<SurfaceIndex>(failed)?, SurfaceIndex(6));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The furthest of `failed` and `T::parse_asm`'s error.
    pub fn last_reading<T: ParseAsm>(&mut self, failed: Option<AsmError>) -> Result<T, AsmError> {
        T::parse_asm(self).map_err(|e| match failed {
            Some(before) => before.further(e),
            None => e,
        })
    }

    /// Parses a `T` at the cursor.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, SamplerIndex};
    ///
    /// assert_eq!(AsmCursor::new("S0").parse::<SamplerIndex>()?, SamplerIndex(0));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Whatever `T::parse_asm` reports.
    pub fn parse<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        T::parse_asm(self)
    }

    /// Skips trailing spaces and tabs and requires the end of the text.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// let mut asm = AsmCursor::new("nop  ");
    /// asm.word();
    /// asm.finish()?;
    /// let mut more = AsmCursor::new("nop x");
    /// more.word();
    /// assert!(more.finish().is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] at the first character left.
    #[inline(never)]
    pub fn finish(&mut self) -> Result<(), AsmError> {
        self.skip_whitespace();
        if self.is_at_end() {
            Ok(())
        } else {
            Err(self.expected("the end of the line"))
        }
    }

    // ---------------------------------------------------------------- instruction helpers

    /// An optional instruction predicate `(P3) ` / `(!P3.any) ` and the whitespace after it.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, Predicate};
    ///
    /// let mut asm = AsmCursor::new("(P1) add");
    /// assert_eq!(asm.predicate()?, Some(Predicate::new(1)));
    /// assert_eq!(asm.rest(), "add");
    /// assert_eq!(AsmCursor::new("add").predicate()?, None);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A malformed predicate, or no whitespace after it.
    pub fn predicate(&mut self) -> Result<Option<Predicate>, AsmError> {
        if self.peek() != Some('(') {
            return Ok(None);
        }
        let predicate = self.parse()?;
        if !self.skip_whitespace() {
            return Err(self.expected("a space after the predicate"));
        }
        Ok(Some(predicate))
    }

    /// The mnemonic at the cursor (after an optional predicate), without moving the cursor;
    /// for dispatching on it.
    ///
    /// ```
    /// let asm = visa_isa::AsmCursor::new("(P1) add.sat (M1, 8)");
    /// assert_eq!(asm.peek_mnemonic()?, "add");
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A malformed predicate, or no mnemonic.
    pub fn peek_mnemonic(&self) -> Result<&'a str, AsmError> {
        let mut probe = self.clone();
        probe.predicate()?;
        let word = probe.mnemonic_word();
        if word.is_empty() {
            return Err(probe.expected("an instruction mnemonic"));
        }
        Ok(word)
    }

    /// [`AsmErrorKind::UnknownMnemonic`] at the mnemonic (after an optional predicate).
    ///
    /// ```
    /// let e = visa_isa::AsmCursor::new("(P1) bogus").unknown_mnemonic();
    /// assert_eq!((e.column, e.to_string().contains("bogus")), (6, true));
    /// ```
    pub fn unknown_mnemonic(&self) -> AsmError {
        let mut probe = self.clone();
        if let Err(e) = probe.predicate() {
            return e;
        }
        let at = probe.clone();
        let found = probe.mnemonic_word().to_owned();
        at.error(AsmErrorKind::UnknownMnemonic { found })
    }

    fn mnemonic_word(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// The mnemonic `expected` (case-sensitive, as IGC's lexer).
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// AsmCursor::new("ret (M1, 1)").mnemonic("ret")?;
    /// assert!(AsmCursor::new("RET").mnemonic("ret").is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::MnemonicMismatch`], or [`AsmErrorKind::Expected`] without a mnemonic.
    pub fn mnemonic(&mut self, expected: &'static str) -> Result<(), AsmError> {
        let start = self.clone();
        // A mnemonic with a dot (`add3.o`) is matched whole.
        if expected.contains('.') && self.at_dotted_mnemonic(expected) {
            self.pos += expected.len();
            return Ok(());
        }
        let word = self.mnemonic_word();
        if word.is_empty() && start.peek() == Some('(') {
            Err(start.expected("the mnemonic (this instruction takes no predicate)"))
        } else if word.is_empty() {
            Err(start.expected("an instruction mnemonic"))
        } else if word != expected {
            Err(start.error(AsmErrorKind::MnemonicMismatch {
                expected,
                found: word.to_owned(),
            }))
        } else {
            Ok(())
        }
    }

    /// Whether the text at the cursor (after an optional predicate) is the mnemonic `text`,
    /// which has a dot (`add3.o`), followed by anything but a letter, digit or `_`. For
    /// dispatching on such a mnemonic before its first word (`add3`) is taken as another.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert!(AsmCursor::new("add3.o (M1, 8)").at_mnemonic("add3.o"));
    /// assert!(!AsmCursor::new("add3 (M1, 8)").at_mnemonic("add3.o"));
    /// ```
    pub fn at_mnemonic(&self, text: &str) -> bool {
        let mut probe = self.clone();
        probe.predicate().is_ok() && probe.at_dotted_mnemonic(text)
    }

    fn at_dotted_mnemonic(&self, text: &str) -> bool {
        self.rest().strip_prefix(text).is_some_and(|after| {
            !after
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    }

    /// A mnemonic that is itself a value (`raw_send` / `raw_sendc`): the word looked up by
    /// `lookup`; `expected` names the accepted spellings.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, LabelKind};
    ///
    /// let lookup = |w: &str| match w {
    ///     "block" => Some(LabelKind::Block),
    ///     _ => None,
    /// };
    /// assert_eq!(AsmCursor::new("block").mnemonic_with("`block`", lookup)?, LabelKind::Block);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::MnemonicMismatch`] when `lookup` knows no such word, or
    /// [`AsmErrorKind::Expected`] without a mnemonic.
    pub fn mnemonic_with<T>(
        &mut self,
        expected: &'static str,
        lookup: impl FnOnce(&str) -> Option<T>,
    ) -> Result<T, AsmError> {
        let start = self.clone();
        let word = self.mnemonic_word();
        if word.is_empty() {
            return Err(start.expected("an instruction mnemonic"));
        }
        lookup(word).ok_or_else(|| {
            start.error(AsmErrorKind::MnemonicMismatch {
                expected,
                found: word.to_owned(),
            })
        })
    }

    /// [`mnemonic_with`](Self::mnemonic_with) of a mnemonic that may end with the flag
    /// `joined` (`_eot`: today's `raw_sends_eot`): the value, and whether the flag is there.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, LabelKind};
    ///
    /// let lookup = |w: &str| (w == "block").then_some(LabelKind::Block);
    /// let mut asm = AsmCursor::new("block_eot.1");
    /// assert_eq!(asm.mnemonic_flag_with("`block`", lookup, "_eot")?, (LabelKind::Block, true));
    /// assert_eq!(asm.rest(), ".1");
    /// let read = AsmCursor::new("block").mnemonic_flag_with("`block`", lookup, "_eot")?;
    /// assert_eq!(read, (LabelKind::Block, false));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`mnemonic_with`](Self::mnemonic_with), for the word with or without the flag.
    pub fn mnemonic_flag_with<T>(
        &mut self,
        expected: &'static str,
        lookup: impl Fn(&str) -> Option<T>,
        joined: &str,
    ) -> Result<(T, bool), AsmError> {
        let start = self.clone();
        let word = self.mnemonic_word();
        if word.is_empty() {
            return Err(start.expected("an instruction mnemonic"));
        }
        if let Some(value) = lookup(word) {
            return Ok((value, false));
        }
        word.strip_suffix(joined)
            .and_then(&lookup)
            .map(|value| (value, true))
            .ok_or_else(|| {
                start.error(AsmErrorKind::MnemonicMismatch {
                    expected,
                    found: word.to_owned(),
                })
            })
    }

    /// [`mnemonic`](Self::mnemonic) `expected`, which may end with the flag `joined`
    /// (`_eot`): whether the flag is there.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert!(AsmCursor::new("sends_eot.1").mnemonic_flag("sends", "_eot")?);
    /// assert!(!AsmCursor::new("sends.1").mnemonic_flag("sends", "_eot")?);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`mnemonic_flag_with`](Self::mnemonic_flag_with).
    pub fn mnemonic_flag(
        &mut self,
        expected: &'static str,
        joined: &str,
    ) -> Result<bool, AsmError> {
        let lookup = |word: &str| (word == expected).then_some(());
        self.mnemonic_flag_with(expected, lookup, joined)
            .map(|((), set)| set)
    }

    /// The text of the next `.suffix`, if the mnemonic continues with one.
    pub(super) fn suffix_text(&self) -> Option<&'a str> {
        let rest = self.rest().strip_prefix('.')?;
        let len = rest
            .find(|c: char| c == '.' || c.is_whitespace())
            .unwrap_or(rest.len());
        Some(&rest[..len])
    }

    /// A number suffix written `.<prefix><hex digits>`, as IGC prints BFN's function table
    /// (`bfn.xfe`).
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(".xfe");
    /// assert_eq!(asm.hex_suffix::<u8>("x", "a function table")?, 0xfe);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] when there is no such suffix or its value does not fit `T`.
    pub fn hex_suffix<T: TryFrom<u64>>(
        &mut self,
        prefix: &str,
        expected: &'static str,
    ) -> Result<T, AsmError> {
        let value = self.suffix_text().and_then(|text| {
            let digits = text.strip_prefix(prefix)?;
            let value = u64::from_str_radix(digits, 16).ok()?;
            Some((text.len(), T::try_from(value).ok()?))
        });
        match value {
            Some((len, value)) => {
                self.pos += 1 + len;
                Ok(value)
            }
            None => Err(self.expected(expected)),
        }
    }

    /// An optional flag suffix `.flag`: consumed and true when the next suffix is exactly
    /// `flag`.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(".sat (M1, 8)");
    /// assert!(!asm.flag("nm"));
    /// assert!(asm.flag("sat"));
    /// ```
    pub fn flag(&mut self, flag: &str) -> bool {
        if self.suffix_text() == Some(flag) {
            self.pos += 1 + flag.len();
            true
        } else {
            false
        }
    }

    /// A flag suffix printed either way: `.set` (true) or `.clear` (false), one of which must
    /// be next (today's SVM_BLOCK_LD `.unaligned` / `.aligned`).
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(".aligned (1)");
    /// assert!(!asm.flag_or("unaligned", "aligned")?);
    /// assert!(visa_isa::AsmCursor::new(".unaligned").flag_or("unaligned", "aligned")?);
    /// assert!(visa_isa::AsmCursor::new(" (1)").flag_or("unaligned", "aligned").is_err());
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmError`] expecting the two suffixes when neither is next.
    pub fn flag_or(&mut self, set: &str, clear: &str) -> Result<bool, AsmError> {
        if self.flag(set) {
            Ok(true)
        } else if self.flag(clear) {
            Ok(false)
        } else {
            Err(self.expected("a flag suffix (`.<set>` or `.<clear>`)"))
        }
    }

    /// A run of flags after one `.`, with no separator between them, in any order (RT_WRITE's
    /// `.<A><Z>`): whether each of `flags` is in it. No suffix, or one that does not start
    /// with one of `flags`: none is.
    ///
    /// ```
    /// let mut asm = visa_isa::AsmCursor::new(".AZ (M1, 8)");
    /// assert_eq!(asm.flag_run(["A", "Z", "S"])?, [true, true, false]);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::UnknownSuffix`] when the suffix has text that is no flag of the run, or
    /// one flag twice.
    pub fn flag_run<const N: usize>(&mut self, flags: [&str; N]) -> Result<[bool; N], AsmError> {
        let mut set = [false; N];
        self.flag_run_into(&flags, &mut set)?;
        Ok(set)
    }

    /// [`flag_run`](Self::flag_run) over a run of any length: sets `set[i]` for each flag
    /// `flags[i]` the suffix holds (`set` starts all false and is as long as `flags`).
    pub(super) fn flag_run_into(
        &mut self,
        flags: &[&str],
        set: &mut [bool],
    ) -> Result<(), AsmError> {
        let Some(text) = self.suffix_text() else {
            return Ok(());
        };
        if !flags.iter().any(|f| text.starts_with(f)) {
            return Ok(());
        }
        let mut rest = text;
        while !rest.is_empty() {
            match flags.iter().position(|f| rest.starts_with(f)) {
                Some(i) if !set[i] => {
                    set[i] = true;
                    rest = &rest[flags[i].len()..];
                }
                _ => {
                    return Err(self.error(AsmErrorKind::UnknownSuffix {
                        found: text.to_owned(),
                    }))
                }
            }
        }
        self.pos += 1 + text.len();
        Ok(())
    }

    /// A required suffix `.value`, where the value is a `T` spanning the whole suffix (e.g. a
    /// channel mask `.RGBA`, an output format `.16-full`). An empty suffix is given to `T`
    /// as the empty string.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, ChannelMask};
    ///
    /// let mut asm = AsmCursor::new(".RGBA S0");
    /// assert_eq!(asm.suffix::<ChannelMask>()?, ChannelMask::RGBA);
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// No suffix; [`AsmErrorKind::UnknownSuffix`] when the suffix is not a `T` but the next
    /// one is (a misspelled or misplaced flag, `.cpz.RGBA`), or when `T` does not span it;
    /// otherwise `T`'s error.
    pub fn suffix<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        let Some(text) = self.suffix_text() else {
            return Err(self.expected(T::EXPECTED));
        };
        let mut after = self.clone();
        after.pos += 1 + text.len();
        match self.suffix_value::<T>(text) {
            Ok(value) => {
                *self = after;
                Ok(value)
            }
            Err(e) => {
                let next_fits = after
                    .suffix_text()
                    .is_some_and(|next| after.suffix_value::<T>(next).is_ok());
                Err(if next_fits {
                    self.error(AsmErrorKind::UnknownSuffix {
                        found: text.to_owned(),
                    })
                } else {
                    e
                })
            }
        }
    }

    /// An optional suffix `.value` (`[.16|.64]`): consumed and `Some` when the next suffix
    /// is a `T` spanning it, else `None` and nothing consumed.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// let mut asm = AsmCursor::new(".16 (M1, 8)");
    /// assert_eq!(asm.optional_suffix::<u8>(), Some(16));
    /// assert_eq!(asm.optional_suffix::<u8>(), None);
    /// ```
    pub fn optional_suffix<T: ParseAsm>(&mut self) -> Option<T> {
        let text = self.suffix_text()?;
        let value = self.suffix_value::<T>(text).ok()?;
        self.pos += 1 + text.len();
        Some(value)
    }

    /// `text`, the suffix after the dot at the cursor, as a `T`.
    fn suffix_value<T: ParseAsm>(&self, text: &str) -> Result<T, AsmError> {
        let mut inner = AsmCursor::at(text, self.line, self.column().saturating_add(1));
        let value = inner.parse::<T>()?;
        if inner.is_at_end() {
            Ok(value)
        } else {
            Err(self.error(AsmErrorKind::UnknownSuffix {
                found: text.to_owned(),
            }))
        }
    }

    /// Requires that no suffix is left after the mnemonic's suffixes.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// let mut asm = AsmCursor::new(".sat (M1, 8)");
    /// assert!(asm.end_of_suffixes().is_err());
    /// asm.flag("sat");
    /// asm.end_of_suffixes()?;
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::UnknownSuffix`] at the first suffix left.
    pub fn end_of_suffixes(&self) -> Result<(), AsmError> {
        match self.suffix_text() {
            Some(text) => Err(self.error(AsmErrorKind::UnknownSuffix {
                found: text.to_owned(),
            })),
            None => Ok(()),
        }
    }

    /// The execution size ` (M1, 16)`, with the whitespace before it: mask and lanes, each
    /// parsed by its type (spaces inside the parentheses are optional).
    ///
    /// ```
    /// use visa_isa::{AsmCursor, ExecMask, ExecSize};
    ///
    /// let mut asm = AsmCursor::new(" (M1, 16) V33");
    /// assert_eq!(asm.exec_size::<ExecMask, ExecSize>()?, (ExecMask::M1, ExecSize::Simd16));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// A missing or malformed group, an unknown mask or size.
    pub fn exec_size<M: ParseAsm, S: ParseAsm>(&mut self) -> Result<(M, S), AsmError> {
        let had_space = self.skip_whitespace();
        if !had_space || self.peek() != Some('(') {
            return Err(self.expected("an execution size such as `(M1, 16)`"));
        }
        self.bump();
        self.skip_whitespace();
        let mask = self.parse()?;
        self.skip_whitespace();
        self.expect(",", "`,` between execution mask and size")?;
        self.skip_whitespace();
        let size = self.parse()?;
        self.skip_whitespace();
        self.expect(")", "`)` after the execution size")?;
        Ok((mask, size))
    }

    /// The text of an instruction that places a label: `<prefix><label><suffix>` (LABEL
    /// `L3:`, SUBROUTINE `.function "L3"`), after optional whitespace.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, LabelId};
    ///
    /// assert_eq!(AsmCursor::new("L3:").label_definition("", ":")?, LabelId(3));
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] when the text is not of that form, or the label's error.
    pub fn label_definition(&mut self, prefix: &str, suffix: &str) -> Result<LabelId, AsmError> {
        self.skip_whitespace();
        if !self.eat(prefix) {
            return Err(self.expected("the text that places a label (`L3:`, `.function \"L3\"`)"));
        }
        let label = self.parse()?;
        if !self.eat(suffix) {
            return Err(self.expected("the end of the label (`:` or `\"`)"));
        }
        Ok(label)
    }

    /// Whether the rest of the line is `<prefix><label><suffix>`, as
    /// [`label_definition`](AsmCursor::label_definition) reads it, and nothing else but
    /// whitespace. Does not move the cursor.
    ///
    /// ```
    /// use visa_isa::AsmCursor;
    ///
    /// assert!(AsmCursor::new("L3:  ").is_label_definition("", ":"));
    /// assert!(!AsmCursor::new("L3: nop").is_label_definition("", ":"));
    /// ```
    pub fn is_label_definition(&self, prefix: &str, suffix: &str) -> bool {
        let mut probe = self.clone();
        probe.label_definition(prefix, suffix).is_ok() && {
            probe.skip_whitespace();
            probe.is_at_end()
        }
    }

    /// Starts reading the operands of an instruction that takes `min` to `max` of them.
    ///
    /// ```
    /// use visa_isa::{AsmCursor, RawOperand, SurfaceIndex};
    ///
    /// let mut asm = AsmCursor::new(" T6 V33.0");
    /// let mut ops = asm.operands(2, 2);
    /// assert_eq!(ops.required::<SurfaceIndex>()?, SurfaceIndex(6));
    /// assert_eq!(ops.required::<RawOperand>()?, RawOperand::new(33, 0));
    /// ops.end()?;
    /// # Ok::<(), visa_isa::AsmError>(())
    /// ```
    pub fn operands(&mut self, min: usize, max: usize) -> AsmOperands<'_, 'a> {
        AsmOperands {
            asm: self,
            min,
            max,
            count: 0,
        }
    }
}

/// A name token of an operand: `V33`, `%null`, `T6`, `A0`, … (letters, digits, `_`, `%`).
pub(super) fn name<'a>(asm: &mut AsmCursor<'a>) -> &'a str {
    let rest = asm.rest();
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '%'))
        .unwrap_or(rest.len());
    asm.pos += len;
    &rest[..len]
}

/// The id after a one-letter prefix (`V33` → 33), or `None` when `name` is not prefix + digits.
pub(super) fn numbered(
    name: &str,
    prefix: char,
    at: &AsmCursor<'_>,
    max: u64,
) -> Option<Result<u64, AsmError>> {
    let digits = name.strip_prefix(prefix)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut probe = at.clone();
    probe.pos += prefix.len_utf8();
    Some(probe.unsigned("an id", max))
}

/// The id of `class` that `name` names, read at `at`: a name the cursor's context declares
/// ([`VariableTypes::id_of`](crate::runtime::error::VariableTypes::id_of)), else the id's own
/// name, the class's letter and the id (`A3`) up to `max`; `None` when `name` is neither.
pub(super) fn class_id(
    name: &str,
    class: NameClass,
    at: &AsmCursor<'_>,
    max: u64,
) -> Option<Result<u64, AsmError>> {
    if let Some(id) = at.context.and_then(|c| c.variables.id_of(class, name)) {
        let id = u64::from(id);
        return Some(if id <= max {
            Ok(id)
        } else {
            Err(at.error(AsmErrorKind::NumberOutOfRange {
                found: id.to_string(),
                min: 0,
                max: i128::from(max),
            }))
        });
    }
    numbered(name, class.prefix(), at, max)
}

/// A general variable name: a predefined name (`%null`, `%r0`, …), a name the cursor's
/// context declares (`src`), or `V<id>`.
pub(super) fn variable(name: &str, at: &AsmCursor<'_>) -> Option<Result<u32, AsmError>> {
    match predefined_var_id(name) {
        Some(id) => Some(Ok(id)),
        None => {
            class_id(name, NameClass::General, at, u64::from(u32::MAX)).map(|r| r.map(|v| v as u32))
        }
    }
}

/// A name read with `lookup` (e.g. [`variable`]), or an `expected` error at the name.
pub(super) fn named<T>(
    asm: &mut AsmCursor<'_>,
    expected: &'static str,
    lookup: impl FnOnce(&str, &AsmCursor<'_>) -> Option<Result<T, AsmError>>,
) -> Result<T, AsmError> {
    let start = asm.clone();
    let name = name(asm);
    lookup(name, &start).unwrap_or_else(|| Err(start.expected(expected)))
}

/// A general operand's element, `(<row>,<col>)`.
pub(super) fn row_and_column(asm: &mut AsmCursor<'_>) -> Result<(u8, u8), AsmError> {
    asm.expect("(", "`(` and a row offset")?;
    let row = asm.unsigned("a row offset", 255)? as u8;
    asm.expect(",", "`,` after the row offset")?;
    let col = asm.unsigned("a column offset", 255)? as u8;
    asm.expect(")", "`)` after the column offset")?;
    Ok((row, col))
}

/// Reads the space-separated operands of one instruction and counts them, so that missing and
/// extra operands are reported with the instruction's operand counts.
#[derive(Debug)]
///
/// Its methods read one operand form each (`required`, `required_destination`, `optional`, …).
///
/// ```
/// use visa_isa::{AsmCursor, SurfaceIndex};
///
/// let mut asm = AsmCursor::new(" T6");
/// let mut ops = asm.operands(2, 2);
/// ops.required::<SurfaceIndex>()?;
/// // The second operand is missing: reported with the instruction's operand count.
/// assert!(ops.required::<SurfaceIndex>().is_err());
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
pub struct AsmOperands<'c, 'a> {
    pub(super) asm: &'c mut AsmCursor<'a>,
    pub(super) min: usize,
    pub(super) max: usize,
    pub(super) count: usize,
}
