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
//! ([`parse_asm_line`]) or start at 1 ([`FromStr`](core::str::FromStr)). Nothing here
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

mod context;
mod cursor;
mod error;
mod operands;
mod text;

pub(crate) use context::write_named;
pub use context::{AddressOf, AsmContext};
pub use cursor::{parse_asm_line, parse_asm_line_in, AsmCursor, AsmOperands, ParseAsm};
pub use error::{AsmError, AsmErrorKind};
pub use text::{parse_text, print_text, Field, OperandText, Slot, TextItem, TextOption, TextValue};
