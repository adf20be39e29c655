//! What printing and reading an instruction needs beyond the instruction ([`AsmContext`]: GRF
//! size, declared variable types), and the one text form that uses it, the address-of operand
//! ([`AddressOf`]).

use core::fmt;

use crate::runtime::error::VariableTypes;
use crate::runtime::names::VarId;
use crate::runtime::operand::{StateOperand, VectorOperand};
use crate::runtime::types::type_bytes;

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
/// [`Instruction::display_in`](crate::Instruction::display_in) and [`parse_asm_line_in`](super::parse_asm_line_in) take
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

/// A source vector operand printed as IGC prints ADDR_ADD's Src0: a general or state operand
/// as its address, other classes as [`VectorOperand`] does (`A0(0)<1>`).
///
/// - General: `&V101` at row and column 0; else the byte offset of the element, `&V101[40]`,
///   which takes the GRF size and the variable's type from the [`AsmContext`]; without a
///   context (or one that does not know the variable) the crate's own form `&V101(1,2)`,
///   which IGC does not read. No region or modifier is printed: `validate` requires `<0;1,0>`
///   and none. A column past the end of its GRF prints as the next row's element would
///   (IGC's text keeps only the byte offset).
/// - State: `&T6`, `&S0` at offset 0; else a byte offset of 8-byte elements, `&T6[8]` for
///   offset 1 ([`StateOperand::ADDRESS_ELEMENT_BYTES`]).
///
/// [`AsmOperands::required_address_of`](crate::AsmOperands::required_address_of) reads it back.
#[derive(Debug, Clone, Copy)]
pub struct AddressOf<'a> {
    /// The operand.
    pub operand: &'a VectorOperand,
    /// What the byte offset of a general operand needs.
    pub context: Option<AsmContext<'a>>,
}

impl fmt::Display for AddressOf<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.operand {
            VectorOperand::General(g) => {
                write!(f, "&{}", VarId(g.var))?;
                if (g.row, g.col) == (0, 0) {
                    return Ok(());
                }
                let sizes = self
                    .context
                    .and_then(|c| Some((c.grf_bytes, c.element_bytes(g.var)?)));
                match sizes {
                    Some((grf, element)) => write!(f, "[{}]", g.byte_offset(grf, element)),
                    None => write!(f, "({},{})", g.row, g.col),
                }
            }
            VectorOperand::State(s) => {
                f.write_str("&")?;
                s.fmt_name(f)?;
                if s.offset != 0 {
                    write!(
                        f,
                        "[{}]",
                        u32::from(s.offset) * StateOperand::ADDRESS_ELEMENT_BYTES
                    )?;
                }
                Ok(())
            }
            other => other.fmt(f),
        }
    }
}
