//! What printing and reading an instruction needs beyond the instruction ([`AsmContext`]: GRF
//! size, declared variable types), and the one text form that uses it, the address-of operand
//! ([`AddressOf`]).

use core::fmt;

use crate::runtime::error::VariableTypes;
use crate::runtime::layout::Layout;
use crate::runtime::names::{NameClass, VarId};
use crate::runtime::operand::{StateOperand, VectorOperand};
use crate::runtime::types::type_bytes;

/// What the text of an instruction needs beyond the instruction: the GRF size of the target
/// platform, the declared types of the general variables and, when the declarations have
/// names ([`VariableTypes::name_of`], [`VariableTypes::id_of`]: a
/// [`Kernel`](crate::Kernel)'s), those names, which an instruction printed in the context
/// prints for its ids (`src.0` for `V32.0`) and the operand parser reads.
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
    /// The byte layout whose reader's printer the text follows: the operands of one layout
    /// (3D_SAMPLE's paired surface) are printed and read in theirs only.
    pub layout: Layout,
}

impl<'a> AsmContext<'a> {
    /// A context of `grf_bytes`-byte GRFs and the variable types `variables`, in the default
    /// [`Layout`].
    ///
    /// ```
    /// use visa_isa::{AsmContext, Kernel};
    ///
    /// let kernel = Kernel::new("k")?;
    /// let context = AsmContext::new(64, &kernel);
    /// assert_eq!(context.grf_bytes, 64);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(grf_bytes: u32, variables: &'a dyn VariableTypes) -> Self {
        AsmContext {
            grf_bytes,
            variables,
            layout: Layout::default(),
        }
    }

    /// The same context, for text in `layout`.
    ///
    /// ```
    /// use visa_isa::{AsmContext, Kernel, Layout};
    ///
    /// let kernel = Kernel::new("k")?;
    /// let context = AsmContext::new(32, &kernel).in_layout(Layout::Current);
    /// assert_eq!(context.layout, Layout::Current);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn in_layout(mut self, layout: Layout) -> Self {
        self.layout = layout;
        self
    }

    /// Size in bytes of one element of general variable `var`, when its type is known.
    ///
    /// ```
    /// use visa_isa::{Align, AsmContext, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::Uw, 8, Align::Grf)?;
    /// assert_eq!(AsmContext::new(32, &kernel).element_bytes(v.0), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
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
///
/// ```
/// use visa_isa::{AddressOf, AsmContext, Kernel, VarId};
///
/// let kernel = Kernel::new("k")?;
/// let src = VarId(33).scalar();
/// let context = Some(AsmContext::new(32, &kernel));
/// assert_eq!(AddressOf { operand: &src, context }.to_string(), "&V33");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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

/// Writes `text`, one instruction as the crate prints it (ids by their own names: `V32.0`,
/// `(P1)`, `T6`, `L0:`), with every id `names` declares under another name printed as that
/// name (`src.0`, `(done)`, `buf`, `loop:`): how an instruction prints in a kernel's context
/// ([`InContext`](crate::InContext)).
///
/// An id is a token of the operand text (a run of letters, digits, `_` and `%`) that is a
/// class's letter and a number (`V32`, [`NameClass::prefix`]); the mnemonic and its suffixes
/// are not operands and are written as they are, but for a label definition (`L0:`), whose
/// label stands where a mnemonic would. Predefined names (`%null`, `T1`) are never
/// declared, so never renamed.
pub(crate) fn write_named(
    f: &mut fmt::Formatter<'_>,
    text: &str,
    names: &dyn VariableTypes,
) -> fmt::Result {
    // The mnemonic's span: after an optional predicate `(…)` and spaces, up to a space.
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && bytes[i] == b' ' {
        i += 1;
    }
    if bytes.get(i) == Some(&b'(') {
        i = text[i..].find(')').map_or(i, |end| i + end + 1);
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
    }
    let mnemonic_end = text[i..].find(' ').map_or(text.len(), |end| i + end);
    let label_definition = text[i..mnemonic_end].ends_with(':');
    let mnemonic = i..mnemonic_end;
    let is_token = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '%';
    let mut pos = 0;
    while pos < text.len() {
        let rest = &text[pos..];
        let len = rest.find(|c: char| !is_token(c)).unwrap_or(rest.len());
        if len == 0 {
            let c = rest.chars().next().map_or(1, char::len_utf8);
            f.write_str(&rest[..c])?;
            pos += c;
            continue;
        }
        let token = &rest[..len];
        let in_mnemonic = mnemonic.contains(&pos);
        let renamed = if in_mnemonic && !label_definition {
            None
        } else {
            renamed_id(token, names)
        };
        f.write_str(renamed.unwrap_or(token))?;
        pos += len;
    }
    Ok(())
}

/// The declared name of the id `token` spells (`V32`), when it differs from the token.
fn renamed_id<'n>(token: &str, names: &'n dyn VariableTypes) -> Option<&'n str> {
    let mut chars = token.chars();
    let class = NameClass::from_prefix(chars.next()?)?;
    let digits = chars.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let id: u32 = digits.parse().ok()?;
    let name = names.name_of(class, id)?;
    (name != token).then_some(name)
}
