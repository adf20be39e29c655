//! IGC's vISA assembly text, read back: a cursor over one line of text, the [`ParseAsm`] trait
//! every printable type implements, and located errors (`visa-binary-format.md` §6).
//!
//! Every parser here inverts a `Display` of this crate exactly: `parse(x.to_string()) == x`
//! for everything the text can express. Between the items of an instruction (predicate,
//! mnemonic with its suffixes, execution size, operands) any run of spaces and tabs is
//! accepted, so IGC's two-space separator and a single space both parse; inside the execution
//! size `(M1, 16)` spaces are optional. Operands themselves contain no spaces, as printed.
//!
//! Columns count characters (Unicode scalar values) from 1; lines are given by the caller
//! ([`parse_asm_line`]) or start at 1 ([`FromStr`]). Nothing here
//! panics, whatever the input.
//!
//! ```
//! use visa_isa::{parse_asm_line, AsmErrorKind, RawOperand, VectorOperand};
//!
//! let raw: RawOperand = "V33.16".parse()?;
//! assert_eq!(raw, RawOperand::new(33, 16));
//! let imm: VectorOperand = "0x3f000000:f".parse()?;
//! assert_eq!(imm.to_string(), "0x3f000000:f");
//!
//! let err = parse_asm_line::<RawOperand>("  V33.x", 7).unwrap_err();
//! assert_eq!((err.line, err.column), (7, 7));
//! assert!(matches!(err.kind, AsmErrorKind::Expected { .. }));
//! # Ok::<(), visa_isa::AsmError>(())
//! ```

use core::fmt;
use core::str::FromStr;

use super::channels::{ChannelMask, ParseChannelMaskError};
use super::error::VariableTypes;
use super::kernel::{type_bytes, LabelId};
use super::names::{predefined_surface_id, predefined_var_id, NameId, SamplerIndex, SurfaceIndex};
use super::operand::{
    AddressOperand, GeneralOperand, Immediate, IndirectOperand, PredicateOperand, RawOperand,
    StateClass, StateOperand, VectorOperand,
};
use super::predicate::{Predicate, PredicateControl};
use super::types::{Modifier, Region, VisaType};

/// Why a piece of assembly text does not parse, and where.
///
/// Displays as `line:column: message`, e.g. `3:12: unknown mnemonic `sample_x``.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct AsmError {
    /// Line, as given to [`parse_asm_line`] (1 for [`FromStr`]).
    pub line: usize,
    /// Column of the offending text, in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: AsmErrorKind,
}

/// What is wrong with a piece of assembly text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AsmErrorKind {
    /// The syntax requires `expected` here.
    Expected {
        /// What the syntax requires, e.g. `"a raw operand such as `V33.0`"`.
        expected: &'static str,
        /// The text found (up to the next space, at most 32 characters); `None` at the end of
        /// the line.
        found: Option<String>,
    },
    /// The mnemonic is not the one of the instruction type being parsed.
    MnemonicMismatch {
        /// The type's mnemonic, e.g. `"sample_3d"`.
        expected: &'static str,
        /// The mnemonic found.
        found: String,
    },
    /// No instruction of the type being parsed has this mnemonic.
    UnknownMnemonic {
        /// The mnemonic found.
        found: String,
    },
    /// A `.suffix` of the mnemonic that the instruction does not have (or not at this place).
    UnknownSuffix {
        /// The suffix, without its dot.
        found: String,
    },
    /// A word that is not one of the spellings of an enumerated value.
    UnknownValue {
        /// What was expected, e.g. `"Output_format"`.
        what: &'static str,
        /// The word found.
        found: String,
    },
    /// A channel-mask suffix that is not letters in R, G, B, A order.
    BadChannelMask {
        /// The suffix found.
        found: String,
        /// Why it is not a mask.
        reason: ParseChannelMaskError,
    },
    /// An execution mask other than `M1`…`M8`, `M1_NM`…`M8_NM`.
    UnknownExecMask {
        /// The word found.
        found: String,
    },
    /// An execution size (lane count) no instruction has.
    UnsupportedExecSize {
        /// The word found.
        found: String,
    },
    /// Fewer operands than the instruction requires.
    TooFewOperands {
        /// Fewest operands the instruction takes.
        min: usize,
        /// Most operands the instruction takes.
        max: usize,
        /// Operands given.
        found: usize,
    },
    /// More operands than the instruction can take.
    TooManyOperands {
        /// Fewest operands the instruction takes.
        min: usize,
        /// Most operands the instruction takes.
        max: usize,
        /// Operands given (space-separated words).
        found: usize,
    },
    /// A decimal number outside the range of its field.
    NumberOutOfRange {
        /// The number as written.
        found: String,
        /// Smallest value the field holds.
        min: i128,
        /// Largest value the field holds.
        max: i128,
    },
    /// An immediate whose value cannot be encoded with its type (more than 32 bits for a
    /// 4-byte type, more than 64 bits for DF, UQ and Q). Whether the value fits the type's own
    /// width (e.g. 16 bits for UW) is `validate`'s business.
    ImmediateOutOfRange {
        /// The hexadecimal value as written.
        found: String,
        /// The immediate's type.
        ty: VisaType,
    },
    /// A type suffix other than `ud`, `d`, `uw`, … (reference §2.6).
    UnknownType {
        /// The word found.
        found: String,
    },
    /// An operand name that is neither a predefined name nor `V`, `A`, `P`, `S`, `T` and an id.
    UnknownName {
        /// The name found.
        found: String,
    },
    /// An address-of operand's byte offset (`&V101[40]`) read without an [`AsmContext`], or
    /// with one that does not know the variable's type: the row and column it stands for
    /// depend on the GRF size and on the element size.
    OffsetNeedsContext {
        /// The variable id.
        var: u32,
    },
    /// An address-of operand's byte offset that is not the start of an element of the
    /// variable (`&V101[3]` of a UD variable, `&T6[12]`), or whose row, column or state offset
    /// does not fit a byte.
    OffsetNotAnElement {
        /// The byte offset as written.
        offset: u64,
        /// The element size the offset must be a multiple of, in bytes.
        element_bytes: u32,
    },
}

impl fmt::Display for AsmErrorKind {
    /// A sentence without location.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts = |f: &mut fmt::Formatter<'_>, min: usize, max: usize| {
            if min == max {
                write!(f, "{min}")
            } else {
                write!(f, "{min} to {max}")
            }
        };
        match self {
            AsmErrorKind::Expected { expected, found } => match found {
                Some(found) => write!(f, "expected {expected}, found `{found}`"),
                None => write!(f, "expected {expected}, found the end of the line"),
            },
            AsmErrorKind::MnemonicMismatch { expected, found } => {
                write!(f, "expected mnemonic `{expected}`, found `{found}`")
            }
            AsmErrorKind::UnknownMnemonic { found } => write!(f, "unknown mnemonic `{found}`"),
            AsmErrorKind::UnknownSuffix { found } => write!(f, "unknown suffix `.{found}`"),
            AsmErrorKind::UnknownValue { what, found } => write!(f, "unknown {what} `{found}`"),
            AsmErrorKind::BadChannelMask { found, reason } => {
                write!(f, "bad channel mask `{found}`: {reason}")
            }
            AsmErrorKind::UnknownExecMask { found } => write!(
                f,
                "unknown execution mask `{found}`: expected M1…M8 or M1_NM…M8_NM"
            ),
            AsmErrorKind::UnsupportedExecSize { found } => {
                write!(f, "unsupported execution size `{found}`")
            }
            AsmErrorKind::TooFewOperands { min, max, found } => {
                f.write_str("too few operands: expected ")?;
                counts(f, *min, *max)?;
                write!(f, ", found {found}")
            }
            AsmErrorKind::TooManyOperands { min, max, found } => {
                f.write_str("too many operands: expected ")?;
                counts(f, *min, *max)?;
                write!(f, ", found {found}")
            }
            AsmErrorKind::NumberOutOfRange { found, min, max } => {
                write!(f, "`{found}` is out of range: expected {min}..={max}")
            }
            AsmErrorKind::ImmediateOutOfRange { found, ty } => {
                write!(f, "immediate `{found}` does not fit type `{ty}`")
            }
            AsmErrorKind::UnknownType { found } => write!(f, "unknown type `{found}`"),
            AsmErrorKind::UnknownName { found } => write!(f, "unknown operand name `{found}`"),
            AsmErrorKind::OffsetNeedsContext { var } => write!(
                f,
                "the byte offset of V{var} needs the GRF size and the variable's declared type \
                 (parse with an AsmContext that knows them, or write `&V{var}(<row>,<col>)`)"
            ),
            AsmErrorKind::OffsetNotAnElement {
                offset,
                element_bytes,
            } => write!(
                f,
                "byte offset {offset} is not the start of a {element_bytes}-byte element the \
                 operand can address (row, column and offset are at most 255)"
            ),
        }
    }
}

impl AsmError {
    /// Of two errors of one line, the one further into it (the first on a tie): when two
    /// readings of a text fail, the one that read more says best what is wrong.
    #[must_use]
    pub fn further(self, other: AsmError) -> AsmError {
        if other.column > self.column {
            other
        } else {
            self
        }
    }
}

impl fmt::Display for AsmError {
    /// `line:column: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for AsmError {}

/// A type with an assembly text form that can be read back: the inverse of its `Display`.
///
/// Implemented by every generated instruction type and enum and by the runtime types they
/// contain. Use [`parse_asm_line`] or `str::parse` to parse a whole string; implement this
/// trait (or call [`AsmCursor::parse`]) to parse a piece of a larger text.
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
    let mut asm = AsmCursor::at(text, line, 1);
    asm.skip_whitespace();
    let value = asm.parse()?;
    asm.finish()?;
    Ok(value)
}

/// What the text of an instruction needs beyond the instruction: the GRF size of the target
/// platform and the declared types of the general variables.
///
/// Only address-of operands use it (ADDR_ADD's Src0): IGC prints the address of a general
/// variable's element as a byte offset, `&V101[40]` for row 1, column 2 of a UD variable with
/// 32-byte GRFs, and the offset's row and column depend on both. Without a context the crate
/// prints and reads the row and column themselves, `&V101(1,2)`, a form of its own that IGC
/// does not read; `&V101` (row and column 0) and state operands (`&T6[8]`) need no context.
/// [`Kernel::to_asm`](crate::Kernel::to_asm) prints with its own context
/// ([`Kernel::asm_context`](crate::Kernel::asm_context));
/// [`Instruction::display_in`](crate::Instruction::display_in) and [`parse_asm_line_in`] take
/// one.
///
/// ```
/// use visa_isa::{AddressOf, AsmContext, AsmCursor, AsmErrorKind, VectorOperand, VisaType};
///
/// let types = [(101, VisaType::Ud)];
/// let context = AsmContext::new(32, &types);
/// let operand = VectorOperand::general_scalar(101).with_row_col(1, 2);
/// let text = AddressOf { operand: &operand, context: Some(context) }.to_string();
/// assert_eq!(text, "&V101[40]");
/// assert_eq!(AddressOf { operand: &operand, context: None }.to_string(), "&V101(1,2)");
///
/// let mut asm = AsmCursor::new(" &V101[40]").with_context(context);
/// assert_eq!(asm.operands(1, 1).required_address_of()?, operand);
/// let mut asm = AsmCursor::new(" &V101[40]");
/// let e = asm.operands(1, 1).required_address_of().unwrap_err();
/// assert_eq!(e.kind, AsmErrorKind::OffsetNeedsContext { var: 101 });
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
#[derive(Clone, Copy)]
pub struct AsmContext<'a> {
    /// Bytes in a GRF: 32 up to DG2, 64 on PVC.
    pub grf_bytes: u32,
    /// The declared types of the general variables.
    pub variables: &'a dyn VariableTypes,
}

impl<'a> AsmContext<'a> {
    /// A context of `grf_bytes`-byte GRFs and the variable types `variables`.
    pub fn new(grf_bytes: u32, variables: &'a dyn VariableTypes) -> Self {
        AsmContext {
            grf_bytes,
            variables,
        }
    }

    /// Size in bytes of one element of general variable `var`, when its type is known.
    pub fn element_bytes(&self, var: u32) -> Option<u32> {
        self.variables.type_of(var).map(type_bytes)
    }
}

impl fmt::Debug for AsmContext<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AsmContext")
            .field("grf_bytes", &self.grf_bytes)
            .finish_non_exhaustive()
    }
}

/// [`parse_asm_line`] with an [`AsmContext`], for text whose address-of operands give byte
/// offsets (`&V101[40]`).
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
#[derive(Debug, Clone)]
pub struct AsmCursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    column: usize,
    context: Option<AsmContext<'a>>,
}

impl<'a> AsmCursor<'a> {
    /// A cursor at the start of `text`, which is line 1, column 1.
    pub fn new(text: &'a str) -> Self {
        Self::at(text, 1, 1)
    }

    /// A cursor at the start of `text`, which is at `line`, `column` of a larger document.
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
    #[must_use]
    pub fn with_context(mut self, context: AsmContext<'a>) -> Self {
        self.context = Some(context);
        self
    }

    /// The context the text is read in ([`parse_asm_line_in`]), if any.
    pub fn context(&self) -> Option<AsmContext<'a>> {
        self.context
    }

    /// The text not yet read.
    pub fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// Whether the whole text has been read.
    pub fn is_at_end(&self) -> bool {
        self.rest().is_empty()
    }

    /// The line of the cursor.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column of the cursor, in characters.
    pub fn column(&self) -> usize {
        let read = self.text.get(..self.pos).unwrap_or("");
        self.column.saturating_add(read.chars().count())
    }

    /// An error of `kind` at the cursor.
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
    pub fn expected(&self, expected: &'static str) -> AsmError {
        self.error(AsmErrorKind::Expected {
            expected,
            found: self.found(),
        })
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Skips spaces and tabs; true when there were any.
    pub fn skip_whitespace(&mut self) -> bool {
        let start = self.pos;
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
        self.pos > start
    }

    /// Consumes `token` if the text continues with it.
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
    pub fn word(&mut self) -> &'a str {
        let rest = self.rest();
        let len = rest.find(ends_word).unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// Reads a word and looks it up; on failure reports `unknown(word)` at the word.
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

    /// Parses a `T` at the cursor.
    ///
    /// # Errors
    ///
    /// Whatever `T::parse_asm` reports.
    pub fn parse<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        T::parse_asm(self)
    }

    /// Skips trailing spaces and tabs and requires the end of the text.
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::Expected`] at the first character left.
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

    /// The text of the next `.suffix`, if the mnemonic continues with one.
    fn suffix_text(&self) -> Option<&'a str> {
        let rest = self.rest().strip_prefix('.')?;
        let len = rest
            .find(|c: char| c == '.' || c.is_whitespace())
            .unwrap_or(rest.len());
        Some(&rest[..len])
    }

    /// A number suffix written `.<prefix><hex digits>`, as IGC prints BFN's function table
    /// (`bfn.xfe`).
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
    pub fn flag(&mut self, flag: &str) -> bool {
        if self.suffix_text() == Some(flag) {
            self.pos += 1 + flag.len();
            true
        } else {
            false
        }
    }

    /// A required suffix `.value`, where the value is a `T` spanning the whole suffix (e.g. a
    /// channel mask `.RGBA`, an output format `.16-full`). An empty suffix is given to `T`
    /// as the empty string.
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
    pub fn is_label_definition(&self, prefix: &str, suffix: &str) -> bool {
        let mut probe = self.clone();
        probe.label_definition(prefix, suffix).is_ok() && {
            probe.skip_whitespace();
            probe.is_at_end()
        }
    }

    /// Starts reading the operands of an instruction that takes `min` to `max` of them.
    pub fn operands(&mut self, min: usize, max: usize) -> AsmOperands<'_, 'a> {
        AsmOperands {
            asm: self,
            min,
            max,
            count: 0,
        }
    }
}

/// Reads the space-separated operands of one instruction and counts them, so that missing and
/// extra operands are reported with the instruction's operand counts.
#[derive(Debug)]
pub struct AsmOperands<'c, 'a> {
    asm: &'c mut AsmCursor<'a>,
    min: usize,
    max: usize,
    count: usize,
}

impl AsmOperands<'_, '_> {
    /// Whitespace, then true when an operand follows.
    fn next_operand(&mut self) -> Result<bool, AsmError> {
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
    /// its group (a space and `(` precede it), else a `,` precedes it; `closes` when `)`
    /// follows it. Spaces inside the parentheses are optional.
    ///
    /// # Errors
    ///
    /// [`AsmErrorKind::TooFewOperands`] at the end of the line, a missing `(`, `,` or `)`, or
    /// the operand's error.
    pub fn grouped<T: ParseAsm>(&mut self, opens: bool, closes: bool) -> Result<T, AsmError> {
        if opens {
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
        let value = self.asm.parse()?;
        self.count += 1;
        if closes {
            self.asm.skip_whitespace();
            self.asm.expect(")", "`)` after a parenthesized operand")?;
        }
        Ok(value)
    }

    /// A required operand read by `read` (a number in a form of its own: `T0`, `0x1f`).
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
    /// # Errors
    ///
    /// As [`required`](AsmOperands::required), or [`AsmErrorKind::Expected`] without the
    /// quotes.
    pub fn required_quoted<T: ParseAsm>(&mut self) -> Result<T, AsmError> {
        self.required_with(|asm| {
            asm.expect("\"", "`\"` before the operand")?;
            let value = asm.parse()?;
            asm.expect("\"", "`\"` after the operand")?;
            Ok(value)
        })
    }

    /// A required destination vector operand, in IGC's destination form: a general or
    /// indirect operand's region is `<hstride>` and it has no modifier prefix (`sat` is on the
    /// mnemonic). Other classes read as [`VectorOperand`] does.
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
    /// [`AsmContext`]), `&V101(1,2)` (row and column, the crate's form without a context),
    /// `&T6`, `&T6[8]`, `&S0[16]` (a byte offset of 8-byte elements,
    /// [`StateOperand::ADDRESS_ELEMENT_BYTES`]). A general operand reads
    /// with the region `<0;1,0>` and no modifier. Other classes read as [`VectorOperand`]
    /// does (`A0(0)<1>`).
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

/// A name token of an operand: `V33`, `%null`, `T6`, `A0`, … (letters, digits, `_`, `%`).
fn name<'a>(asm: &mut AsmCursor<'a>) -> &'a str {
    let rest = asm.rest();
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '%'))
        .unwrap_or(rest.len());
    asm.pos += len;
    &rest[..len]
}

/// The id after a one-letter prefix (`V33` → 33), or `None` when `name` is not prefix + digits.
fn numbered(
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

/// A general variable name: a predefined name (`%null`, `%r0`, …) or `V<id>`.
fn variable(name: &str, at: &AsmCursor<'_>) -> Option<Result<u32, AsmError>> {
    match predefined_var_id(name) {
        Some(id) => Some(Ok(id)),
        None => numbered(name, 'V', at, u64::from(u32::MAX)).map(|r| r.map(|v| v as u32)),
    }
}

/// A surface name: a predefined name (`%slm`, `T1`, `T2`, `TSS`, `%bss`, `%scratch`) or
/// `T<id>`.
fn surface(name: &str, at: &AsmCursor<'_>, max: u64) -> Option<Result<u64, AsmError>> {
    match predefined_surface_id(name) {
        Some(id) => Some(Ok(u64::from(id))),
        None => numbered(name, 'T', at, max),
    }
}

/// A name read with `lookup` (e.g. [`variable`]), or an `expected` error at the name.
fn named<T>(
    asm: &mut AsmCursor<'_>,
    expected: &'static str,
    lookup: impl FnOnce(&str, &AsmCursor<'_>) -> Option<Result<T, AsmError>>,
) -> Result<T, AsmError> {
    let start = asm.clone();
    let name = name(asm);
    lookup(name, &start).unwrap_or_else(|| Err(start.expected(expected)))
}

/// `<prefix><id>` with an id up to `max`, e.g. `A3`; an `expected` error otherwise.
fn prefixed(
    asm: &mut AsmCursor<'_>,
    prefix: char,
    max: u64,
    expected: &'static str,
) -> Result<u64, AsmError> {
    named(asm, expected, |name, at| numbered(name, prefix, at, max))
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

    /// `0x<hex>:<type>`; the value must fit the type's encoding (32 bits, or 64 for DF, UQ
    /// and Q). A B or W value may be written sign-extended, as IGC prints it
    /// ([`Immediate::from_printed`]).
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let start = asm.clone();
        if !(asm.eat("0x") || asm.eat("0X")) {
            return Err(asm.expected(Self::EXPECTED));
        }
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

/// A general operand's element, `(<row>,<col>)`.
fn row_and_column(asm: &mut AsmCursor<'_>) -> Result<(u8, u8), AsmError> {
    asm.expect("(", "`(` and a row offset")?;
    let row = asm.unsigned("a row offset", 255)? as u8;
    asm.expect(",", "`,` after the row offset")?;
    let col = asm.unsigned("a column offset", 255)? as u8;
    asm.expect(")", "`)` after the column offset")?;
    Ok((row, col))
}

impl ParseAsm for AddressOperand {
    const EXPECTED: &'static str = "an address operand such as `A0(0)<1>`";

    /// `A<id>(<offset>)<<width>>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let addr = prefixed(asm, 'A', u64::from(u16::MAX), Self::EXPECTED)?;
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
        let id = prefixed(asm, 'P', u64::from(u16::MAX), Self::EXPECTED)?;
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
        'A',
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
        if let Some(addr) = numbered(name, 'A', &start, max) {
            return address_rest(asm, addr? as u16).map(VectorOperand::Address);
        }
        if let Some(id) = numbered(name, 'P', &start, max) {
            return Ok(VectorOperand::Predicate(PredicateOperand {
                id: id? as u16,
            }));
        }
        if let Some(id) = surface(name, &start, max) {
            return state_rest(asm, StateClass::Surface, id? as u16).map(VectorOperand::State);
        }
        if let Some(id) = numbered(name, 'S', &start, max) {
            return state_rest(asm, StateClass::Sampler, id? as u16).map(VectorOperand::State);
        }
        Err(start.error(AsmErrorKind::UnknownName {
            found: name.to_owned(),
        }))
    }
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
    numbered(name, 'S', at, max).map(|id| id.map(|id| (StateClass::Sampler, id as u16)))
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
            'P',
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
        let id = prefixed(asm, 'S', u64::from(u8::MAX), Self::EXPECTED)?;
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

impl ParseAsm for LabelId {
    const EXPECTED: &'static str = "a label such as `L0`";

    /// `L<index>`.
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        let id = prefixed(asm, 'L', u64::from(u16::MAX), Self::EXPECTED)?;
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
