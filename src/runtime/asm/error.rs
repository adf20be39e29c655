//! Located errors of assembly text: [`AsmError`] (line, column) and what is wrong
//! ([`AsmErrorKind`]).

use core::fmt;

use crate::runtime::channels::ParseChannelMaskError;
use crate::runtime::types::VisaType;

/// Why a piece of assembly text does not parse, and where.
///
/// Displays as `line:column: message`, e.g. `3:12: unknown mnemonic `sample_x``.
///
/// ```
/// use visa_isa::{parse_asm_line, AnyInstruction};
///
/// let e = parse_asm_line::<AnyInstruction>("bogus (M1, 1)", 3).unwrap_err();
/// assert_eq!((e.line, e.column), (3, 1));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct AsmError {
    /// Line, as given to [`parse_asm_line`](super::parse_asm_line) (1 for [`FromStr`](core::str::FromStr)).
    pub line: usize,
    /// Column of the offending text, in characters, from 1.
    pub column: usize,
    /// What is wrong.
    pub kind: AsmErrorKind,
}

/// What is wrong with a piece of assembly text.
///
/// ```
/// use visa_isa::{AnyInstruction, AsmErrorKind};
///
/// let e = "bogus (M1, 1)".parse::<AnyInstruction>().unwrap_err();
/// assert!(matches!(e.kind, AsmErrorKind::UnknownMnemonic { .. }), "{e:?}");
/// ```
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
    /// An address-of operand's byte offset (`&V101[40]`) read without an [`AsmContext`](super::AsmContext), or
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
    ///
    /// ```
    /// use visa_isa::{parse_asm_line, AnyInstruction};
    ///
    /// let near = parse_asm_line::<AnyInstruction>("bogus", 1).unwrap_err();
    /// let far = parse_asm_line::<AnyInstruction>("sample_unorm.R.16-full S0 T6 bad", 1).unwrap_err();
    /// assert_eq!(near.clone().further(far.clone()), far);
    /// ```
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
