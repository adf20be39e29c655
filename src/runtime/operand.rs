//! Raw and vector operands (`visa-binary-format.md` §2.5 and §2.6; `5_operands.md`).

use core::fmt;

use super::names::{AddressId, PredicateId, SamplerIndex, SurfaceIndex, VarId};
use super::types::{Modifier, Region, VisaType};

/// A raw operand: a general variable plus a byte offset, always 6 bytes (reference §2.5).
///
/// Why separate from [`VectorOperand`]: memory and sampler instructions address contiguous
/// registers and take neither regions nor modifiers (`5_operands.md`, "Raw Operands").
///
/// ```
/// use visa_isa::{RawOperand, VarId};
///
/// assert_eq!(RawOperand::new(33, 32).to_string(), "V33.32");
/// assert_eq!(VarId(33).raw(32), RawOperand::new(33, 32));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct RawOperand {
    /// Variable id: 0 is `%null`, 1..=31 are predefined, declared variables start at 32.
    pub var: u32,
    /// Byte offset from the start of the variable.
    pub offset: u16,
}

impl RawOperand {
    /// `%null.0`, the "no operand" raw operand.
    ///
    /// ```
    /// assert_eq!(visa_isa::RawOperand::NULL.to_string(), "%null.0");
    /// ```
    pub const NULL: RawOperand = RawOperand { var: 0, offset: 0 };

    /// Encoded size: `ud` id + `uw` offset (reference §2.5).
    ///
    /// ```
    /// use visa_isa::RawOperand;
    ///
    /// // A `ud` variable id and a `uw` byte offset.
    /// assert_eq!(RawOperand::ENCODED_LEN, 4 + 2);
    /// ```
    pub const ENCODED_LEN: usize = 6;

    /// Builds `<var>.<offset>`.
    ///
    /// ```
    /// let raw = visa_isa::RawOperand::new(40, 64);
    /// assert_eq!((raw.var, raw.offset), (40, 64));
    /// ```
    #[inline]
    pub const fn new(var: u32, offset: u16) -> Self {
        RawOperand { var, offset }
    }
}

impl fmt::Display for RawOperand {
    /// `<name>.<byte offset>`, e.g. `V34.0`, `%null.0` (reference §6.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", VarId(self.var), self.offset)
    }
}

/// Operand class, bits `[2:0]` of a vector operand's tag byte (reference §2.6, `Common_ISA.h:72-81`).
///
/// Class 4 (address-of) never appears in a binary and is therefore absent.
///
/// ```
/// use visa_isa::{OperandClass, VectorOperand};
///
/// assert_eq!(VectorOperand::imm_ud(1).class(), OperandClass::Immediate);
/// assert_eq!(OperandClass::from_code(OperandClass::State.code()), Some(OperandClass::State));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum OperandClass {
    /// A general variable with row/column offset and region (code 0).
    General = 0,
    /// An address variable (code 1).
    Address = 1,
    /// A predicate variable (code 2).
    Predicate = 2,
    /// Indirect access through an address variable (code 3).
    Indirect = 3,
    /// An immediate constant (code 5).
    Immediate = 5,
    /// A sampler or surface state variable (code 6).
    State = 6,
}

impl OperandClass {
    /// The 3-bit class code.
    ///
    /// ```
    /// assert_eq!(visa_isa::OperandClass::Immediate.code(), 5);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// Decodes a class code; `None` for 4 (address-of), 7 and above.
    ///
    /// ```
    /// use visa_isa::OperandClass;
    ///
    /// assert_eq!(OperandClass::from_code(0), Some(OperandClass::General));
    /// assert_eq!(OperandClass::from_code(4), None); // address-of never appears in a binary
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0 => Some(OperandClass::General),
            1 => Some(OperandClass::Address),
            2 => Some(OperandClass::Predicate),
            3 => Some(OperandClass::Indirect),
            5 => Some(OperandClass::Immediate),
            6 => Some(OperandClass::State),
            _ => None,
        }
    }

    /// Lower-case name, as used by serde and in messages.
    ///
    /// ```
    /// assert_eq!(visa_isa::OperandClass::Indirect.name(), "indirect");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            OperandClass::General => "general",
            OperandClass::Address => "address",
            OperandClass::Predicate => "predicate",
            OperandClass::Indirect => "indirect",
            OperandClass::Immediate => "immediate",
            OperandClass::State => "state",
        }
    }
}

impl fmt::Display for OperandClass {
    /// Prints [`name`](OperandClass::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Storage class of a state operand (reference §2.6, class 6).
///
/// ```
/// use visa_isa::StateClass;
///
/// assert_eq!(StateClass::from_code(StateClass::Sampler.code()), Some(StateClass::Sampler));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum StateClass {
    /// A surface (code 0), printed with the surface names (`T6`, `%bss`, ...).
    Surface = 0,
    /// A sampler (code 1), printed `S<id>`.
    Sampler = 1,
}

impl StateClass {
    /// The `ub state_class` code.
    ///
    /// ```
    /// assert_eq!(visa_isa::StateClass::Surface.code(), 0);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// Decodes a state class code; `None` for 2 and above.
    ///
    /// ```
    /// use visa_isa::StateClass;
    ///
    /// assert_eq!(StateClass::from_code(1), Some(StateClass::Sampler));
    /// assert_eq!(StateClass::from_code(2), None);
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0 => Some(StateClass::Surface),
            1 => Some(StateClass::Sampler),
            _ => None,
        }
    }
}

impl fmt::Display for StateClass {
    /// `surface` or `sampler`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StateClass::Surface => "surface",
            StateClass::Sampler => "sampler",
        })
    }
}

/// A general operand `V<id>(row,col)<v;w,h>` (reference §2.6, class 0; 9 bytes).
///
/// ```
/// use visa_isa::{Region, VarId, VectorOperand};
///
/// let VectorOperand::General(g) = VarId(33).region(1, 2, Region::new(8, 8, 1)) else {
///     unreachable!()
/// };
/// assert_eq!((g.var, g.row, g.col), (33, 1, 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct GeneralOperand {
    /// Variable id (ids below 32 are predefined, reference §2.7).
    pub var: u32,
    /// Row offset, in GRFs.
    pub row: u8,
    /// Column offset, in elements.
    pub col: u8,
    /// Access region.
    pub region: Region,
    /// Source modifier (tag bits `[5:3]`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub modifier: Modifier,
}

/// An address operand `A<id>(offset)<width>` (reference §2.6, class 1; 5 bytes).
///
/// ```
/// use visa_isa::{AddressId, VectorOperand};
///
/// let VectorOperand::Address(a) = AddressId(0).operand(1, 1) else { unreachable!() };
/// assert_eq!((a.addr, a.offset, a.width), (0, 1, 1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct AddressOperand {
    /// Address variable id.
    pub addr: u16,
    /// Offset, in address elements.
    pub offset: u8,
    /// Number of address elements used: 1, 2, 4, 8, 16 or 32, encoded as an exec-size code.
    pub width: u8,
}

/// A predicate operand `P<id>` (reference §2.6, class 2; 3 bytes).
///
/// ```
/// use visa_isa::{PredicateOperand, VectorOperand};
///
/// let p = VectorOperand::Predicate(PredicateOperand { id: 1 });
/// assert_eq!(p.to_string(), "P1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct PredicateOperand {
    /// Predicate id, 1..=4095 (only the low 12 bits are read).
    pub id: u16,
}

/// An indirect operand `r[A<id>(off),imm]<v;w,h>:<type>` (reference §2.6, class 3; 9 bytes).
///
/// ```
/// use visa_isa::{IndirectOperand, Modifier, Region, VectorOperand, VisaType};
///
/// let ind = IndirectOperand {
///     addr: 0,
///     addr_offset: 0,
///     imm_offset: 4,
///     ty: VisaType::F,
///     region: Region::SCALAR,
///     modifier: Modifier::None,
/// };
/// assert!(IndirectOperand::IMM_OFFSET_RANGE.contains(&ind.imm_offset));
/// assert_eq!(VectorOperand::Indirect(ind).encoded_len(), 9);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct IndirectOperand {
    /// Address variable id.
    pub addr: u16,
    /// Offset applied to the address variable, in elements.
    pub addr_offset: u8,
    /// Signed byte offset applied after the indirection, -512..=511 (`5_operands.md`).
    pub imm_offset: i16,
    /// Element type of the access (4-bit field).
    pub ty: VisaType,
    /// Access region.
    pub region: Region,
    /// Source modifier (tag bits `[5:3]`).
    #[cfg_attr(feature = "serde", serde(default))]
    pub modifier: Modifier,
}

/// An immediate `0x<hex>:<type>` (reference §2.6, class 5; 6 or 10 bytes).
///
/// ```
/// use visa_isa::{Immediate, VectorOperand, VisaType};
///
/// let imm = Immediate { ty: VisaType::Ud, bits: 5 };
/// assert_eq!(VectorOperand::Immediate(imm).to_string(), "0x5:ud");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct Immediate {
    /// Type of the constant; never BOOL (reference §5.1).
    pub ty: VisaType,
    /// The value's bit pattern, written little-endian: the low 4 bytes, or all 8 when
    /// `ty.immediate_len() == 8` (DF, UQ, Q). E.g. 0.5f32 is `0x3f00_0000`.
    pub bits: u64,
}

impl Immediate {
    /// Types an immediate may have: everything but BOOL (reference §5.1; `5_operands.md`).
    ///
    /// ```
    /// use visa_isa::{Immediate, VisaType};
    ///
    /// assert!(Immediate::ALLOWED_TYPES.contains(&VisaType::F));
    /// assert!(!Immediate::ALLOWED_TYPES.contains(&VisaType::Bool));
    /// ```
    pub const ALLOWED_TYPES: &'static [VisaType] = &[
        VisaType::Ud,
        VisaType::D,
        VisaType::Uw,
        VisaType::W,
        VisaType::Ub,
        VisaType::B,
        VisaType::Df,
        VisaType::F,
        VisaType::V,
        VisaType::Vf,
        VisaType::Uq,
        VisaType::Uv,
        VisaType::Q,
        VisaType::Hf,
        VisaType::Bf,
    ];

    /// The bits that are actually encoded (the low 32 for 4-byte types).
    ///
    /// ```
    /// use visa_isa::{Immediate, VisaType};
    ///
    /// // A 4-byte type encodes the low 32 bits only.
    /// assert_eq!(Immediate { ty: VisaType::Ud, bits: 0x1_0000_0005 }.encoded_bits(), 5);
    /// ```
    #[inline]
    pub const fn encoded_bits(&self) -> u64 {
        if self.ty.immediate_len() == 8 {
            self.bits
        } else {
            self.bits & 0xFFFF_FFFF
        }
    }
}

impl Immediate {
    /// The value as IGC's printer shows it: the encoded bits, except that a B or W value is
    /// sign-extended to 32 bits, `0xff:b` printing as `0xffffffff:b` (✔ GenX_IR 12504.6).
    /// Bits above the type's width (an invalid immediate) are printed as they are.
    ///
    /// ```
    /// use visa_isa::{Immediate, VisaType};
    ///
    /// let imm = Immediate { ty: VisaType::Ud, bits: 7 };
    /// assert_eq!(imm.printed_bits(), 7);
    /// assert_eq!(Immediate::from_printed(VisaType::Ud, imm.printed_bits()), imm);
    /// ```
    #[inline]
    pub const fn printed_bits(&self) -> u64 {
        match self.ty {
            VisaType::B if self.bits <= 0xff => self.bits as u8 as i8 as i32 as u32 as u64,
            VisaType::W if self.bits <= 0xffff => self.bits as u16 as i16 as i32 as u32 as u64,
            _ => self.encoded_bits(),
        }
    }

    /// Inverse of [`printed_bits`](Immediate::printed_bits): a B or W value written
    /// sign-extended to 32 bits is the narrow value (both `0xff:b` and `0xffffffff:b` read as
    /// `0xff`).
    ///
    /// ```
    /// use visa_isa::{Immediate, VisaType};
    ///
    /// let imm = Immediate::from_printed(VisaType::Uw, 3);
    /// assert_eq!(imm.printed_bits(), 3);
    /// ```
    #[inline]
    pub const fn from_printed(ty: VisaType, bits: u64) -> Self {
        let bits = match ty {
            VisaType::B if bits >= 0xffff_ff80 && bits <= 0xffff_ffff => bits & 0xff,
            VisaType::W if bits >= 0xffff_8000 && bits <= 0xffff_ffff => bits & 0xffff,
            _ => bits,
        };
        Immediate { ty, bits }
    }
}

impl IndirectOperand {
    /// Types an indirect operand may have: everything but V, UV, VF and BOOL
    /// (`5_operands.md`, "Indirect Operands").
    ///
    /// ```
    /// use visa_isa::{IndirectOperand, VisaType};
    ///
    /// assert!(!IndirectOperand::ALLOWED_TYPES.contains(&VisaType::V));
    /// ```
    pub const ALLOWED_TYPES: &'static [VisaType] = &[
        VisaType::Ud,
        VisaType::D,
        VisaType::Uw,
        VisaType::W,
        VisaType::Ub,
        VisaType::B,
        VisaType::Df,
        VisaType::F,
        VisaType::Uq,
        VisaType::Q,
        VisaType::Hf,
        VisaType::Bf,
    ];

    /// Range of [`imm_offset`](IndirectOperand::imm_offset) (`5_operands.md`).
    ///
    /// ```
    /// use visa_isa::IndirectOperand;
    ///
    /// assert!(IndirectOperand::IMM_OFFSET_RANGE.contains(&-512));
    /// assert!(!IndirectOperand::IMM_OFFSET_RANGE.contains(&512));
    /// ```
    pub const IMM_OFFSET_RANGE: core::ops::RangeInclusive<i16> = -512..=511;
}

/// A state operand: surface `T<id>(offset)` or sampler `S<id>(offset)` (reference §2.6,
/// class 6; 5 bytes). Only ADDR_ADD and MOVS use it; the sampler/surface fields of the
/// sampler and data-port instructions are plain indexes instead (reference §2.7).
///
/// ```
/// use visa_isa::{StateClass, StateOperand, VectorOperand};
///
/// let t = StateOperand { class: StateClass::Surface, id: 6, offset: 0 };
/// assert_eq!(VectorOperand::State(t).class(), visa_isa::OperandClass::State);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct StateOperand {
    /// Surface or sampler.
    pub class: StateClass,
    /// State variable id.
    pub id: u16,
    /// Offset, in elements.
    pub offset: u8,
}

impl StateOperand {
    /// The bytes per element of a state operand's address as IGC prints it: `&T6[8]` for
    /// offset 1, `&S0[24]` for offset 3 (✔ GenX_IR 12504.6 on SKL, TGLLP and PVC). Not the 4
    /// bytes per element of the kernel's state variables (`4_visa_header.md`, surface_info,
    /// which [`Kernel`](crate::Kernel) inputs follow).
    ///
    /// ```
    /// assert_eq!(visa_isa::StateOperand::ADDRESS_ELEMENT_BYTES, 8);
    /// ```
    pub const ADDRESS_ELEMENT_BYTES: u32 = 8;
}

impl GeneralOperand {
    /// The byte offset of the operand's first element in its variable,
    /// `row * grf_bytes + col * element_bytes`, as IGC prints an address-of operand
    /// (`&V101[40]`: row 1, column 2 of a UD variable with 32-byte GRFs).
    ///
    /// ```
    /// use visa_isa::{Region, VarId, VectorOperand};
    ///
    /// let VectorOperand::General(g) = VarId(33).region(1, 2, Region::SCALAR) else { unreachable!() };
    /// // Row 1 of 32-byte GRFs, then 2 elements of 4 bytes.
    /// assert_eq!(g.byte_offset(32, 4), 40);
    /// ```
    #[inline]
    pub const fn byte_offset(&self, grf_bytes: u32, element_bytes: u32) -> u32 {
        self.row as u32 * grf_bytes + self.col as u32 * element_bytes
    }
}

/// A vector operand (`vec_operand` / `scalar`): a tag byte plus a class payload
/// (reference §2.6).
///
/// Why an enum: the class decides the payload layout, the allowed modifiers and the text form;
/// instructions restrict the classes per field with
/// [`check_operand_class`](crate::runtime::check_operand_class).
///
/// Serde is externally tagged in snake_case, e.g. `{immediate: {ty: uw, bits: 0}}`.
///
/// ```
/// use visa_isa::{OperandClass, VarId, VectorOperand};
///
/// let src = VarId(33).src(0, 0, 8);
/// assert_eq!(src.to_string(), "V33(0,0)<8;8,1>");
/// assert_eq!(src.class(), OperandClass::General);
/// assert_eq!(VectorOperand::imm_ud(1).encoded_len(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum VectorOperand {
    /// Class 0.
    General(GeneralOperand),
    /// Class 1.
    Address(AddressOperand),
    /// Class 2.
    Predicate(PredicateOperand),
    /// Class 3.
    Indirect(IndirectOperand),
    /// Class 5.
    Immediate(Immediate),
    /// Class 6.
    State(StateOperand),
}

/// Maps an element count to an exec-size code (reference §2.3), as used by address widths.
#[inline]
pub(crate) const fn exec_size_code(lanes: u8) -> Option<u8> {
    match lanes {
        1 => Some(0),
        2 => Some(1),
        4 => Some(2),
        8 => Some(3),
        16 => Some(4),
        32 => Some(5),
        _ => None,
    }
}

impl Default for VectorOperand {
    /// [`VectorOperand::NULL`], IGC's "no operand": what a generated instruction's
    /// `Default` leaves in every vector operand a user does not set.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    ///
    /// assert_eq!(VectorOperand::default(), VectorOperand::NULL);
    /// assert!(VectorOperand::default().is_zero_or_null());
    /// ```
    #[inline]
    fn default() -> Self {
        VectorOperand::NULL
    }
}

impl VectorOperand {
    /// `%null(0,0)<0;1,0>`: the null variable (V0) as a scalar, IGC's "no operand".
    ///
    /// ```
    /// assert_eq!(visa_isa::VectorOperand::NULL.to_string(), "%null(0,0)<0;1,0>");
    /// ```
    pub const NULL: VectorOperand = VectorOperand::general_scalar(0);

    /// Whether the operand is an immediate 0 (of any type) or `%null` (V0, IGC's "no
    /// operand").
    ///
    /// ```
    /// use visa_isa::{VarId, VectorOperand};
    ///
    /// assert!(VectorOperand::imm_ud(0).is_zero_or_null());
    /// assert!(VectorOperand::NULL.is_zero_or_null());
    /// assert!(!VarId(33).scalar().is_zero_or_null());
    /// ```
    #[inline]
    pub fn is_zero_or_null(&self) -> bool {
        match self {
            VectorOperand::Immediate(i) => i.bits == 0,
            VectorOperand::General(g) => g.var == 0,
            _ => false,
        }
    }

    /// An immediate of type `ty` with bit pattern `bits`, e.g. `immediate(VisaType::F,
    /// 0x3f00_0000)` is `0x3f000000:f`.
    ///
    /// ```
    /// use visa_isa::{VectorOperand, VisaType};
    ///
    /// assert_eq!(VectorOperand::immediate(VisaType::F, 0x3f00_0000).to_string(), "0x3f000000:f");
    /// ```
    #[inline]
    pub const fn immediate(ty: VisaType, bits: u64) -> Self {
        VectorOperand::Immediate(Immediate { ty, bits })
    }

    /// `V<var>(0,0)<0;1,0>`: a scalar general operand without modifier (`5_operands.md`,
    /// "Scalar Operands").
    ///
    /// ```
    /// assert_eq!(visa_isa::VectorOperand::general_scalar(33).to_string(), "V33(0,0)<0;1,0>");
    /// ```
    #[inline]
    pub const fn general_scalar(var: u32) -> Self {
        VectorOperand::General(GeneralOperand {
            var,
            row: 0,
            col: 0,
            region: Region::SCALAR,
            modifier: Modifier::None,
        })
    }

    /// A general operand with its row and column set (others are returned unchanged).
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    ///
    /// let op = VectorOperand::general_scalar(33).with_row_col(1, 2);
    /// assert_eq!(op.to_string(), "V33(1,2)<0;1,0>");
    /// ```
    #[inline]
    #[must_use]
    pub const fn with_row_col(self, row: u8, col: u8) -> Self {
        match self {
            VectorOperand::General(mut g) => {
                g.row = row;
                g.col = col;
                VectorOperand::General(g)
            }
            other => other,
        }
    }

    /// The operand class (tag bits `[2:0]`).
    ///
    /// ```
    /// use visa_isa::{OperandClass, VarId};
    ///
    /// assert_eq!(VarId(33).scalar().class(), OperandClass::General);
    /// ```
    #[inline]
    pub const fn class(&self) -> OperandClass {
        match self {
            VectorOperand::General(_) => OperandClass::General,
            VectorOperand::Address(_) => OperandClass::Address,
            VectorOperand::Predicate(_) => OperandClass::Predicate,
            VectorOperand::Indirect(_) => OperandClass::Indirect,
            VectorOperand::Immediate(_) => OperandClass::Immediate,
            VectorOperand::State(_) => OperandClass::State,
        }
    }

    /// The modifier, for the classes that have one.
    ///
    /// ```
    /// use visa_isa::{Modifier, VarId};
    ///
    /// assert_eq!(VarId(33).scalar().neg().modifier(), Modifier::Neg);
    /// ```
    #[inline]
    pub const fn modifier(&self) -> Modifier {
        match self {
            VectorOperand::General(g) => g.modifier,
            VectorOperand::Indirect(i) => i.modifier,
            _ => Modifier::None,
        }
    }

    /// Encoded size in bytes, tag included: general 9, address 5, predicate 3, indirect 9,
    /// immediate 6 (10 for DF/UQ/Q), state 5 (reference §2.6).
    ///
    /// ```
    /// use visa_isa::{VarId, VectorOperand};
    ///
    /// assert_eq!(VarId(33).scalar().encoded_len(), 9);
    /// assert_eq!(VectorOperand::imm_ud(1).encoded_len(), 6);
    /// ```
    #[inline]
    pub const fn encoded_len(&self) -> usize {
        match self {
            VectorOperand::General(_) | VectorOperand::Indirect(_) => 9,
            VectorOperand::Address(_) | VectorOperand::State(_) => 5,
            VectorOperand::Predicate(_) => 3,
            VectorOperand::Immediate(imm) => 2 + imm.ty.immediate_len(),
        }
    }

    /// The tag byte: class in bits `[2:0]`, modifier in bits `[5:3]`, bits `[7:6]` zero.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    ///
    /// // Class 5 (immediate), no modifier.
    /// assert_eq!(VectorOperand::imm_ud(1).tag(), 5);
    /// ```
    #[inline]
    pub const fn tag(&self) -> u8 {
        self.class().code() | (self.modifier().code() << 3)
    }

    /// The classes a destination may have at most: any but an immediate (each instruction's
    /// Operand class list narrows it).
    ///
    /// ```
    /// use visa_isa::{OperandClass, VectorOperand};
    ///
    /// assert!(!VectorOperand::DESTINATION_CLASSES.contains(&OperandClass::Immediate));
    /// ```
    pub const DESTINATION_CLASSES: &'static [OperandClass] = &[
        OperandClass::General,
        OperandClass::Address,
        OperandClass::Predicate,
        OperandClass::Indirect,
        OperandClass::State,
    ];

    /// The operand with its modifier replaced (general and indirect operands; others are
    /// returned unchanged).
    ///
    /// ```
    /// use visa_isa::{Modifier, VarId};
    ///
    /// let op = VarId(33).scalar().with_modifier(Modifier::Abs);
    /// assert_eq!(op.to_string(), "(abs)V33(0,0)<0;1,0>");
    /// ```
    #[inline]
    #[must_use]
    pub const fn with_modifier(self, modifier: Modifier) -> Self {
        match self {
            VectorOperand::General(mut g) => {
                g.modifier = modifier;
                VectorOperand::General(g)
            }
            VectorOperand::Indirect(mut i) => {
                i.modifier = modifier;
                VectorOperand::Indirect(i)
            }
            other => other,
        }
    }
}

impl From<Immediate> for VectorOperand {
    #[inline]
    fn from(v: Immediate) -> Self {
        VectorOperand::Immediate(v)
    }
}

impl From<GeneralOperand> for VectorOperand {
    #[inline]
    fn from(v: GeneralOperand) -> Self {
        VectorOperand::General(v)
    }
}

impl From<IndirectOperand> for VectorOperand {
    #[inline]
    fn from(v: IndirectOperand) -> Self {
        VectorOperand::Indirect(v)
    }
}

impl From<AddressOperand> for VectorOperand {
    #[inline]
    fn from(v: AddressOperand) -> Self {
        VectorOperand::Address(v)
    }
}

impl From<PredicateOperand> for VectorOperand {
    #[inline]
    fn from(v: PredicateOperand) -> Self {
        VectorOperand::Predicate(v)
    }
}

impl From<StateOperand> for VectorOperand {
    #[inline]
    fn from(v: StateOperand) -> Self {
        VectorOperand::State(v)
    }
}

impl GeneralOperand {
    /// `<name>(<row>,<col>)`: the element, as every text form of the operand starts (after a
    /// source modifier) and goes on with its region in its own way.
    fn fmt_element(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({},{})", VarId(self.var), self.row, self.col)
    }
}

impl fmt::Display for GeneralOperand {
    /// `[<mod>]<name>(<row>,<col>)<v;w,h>`, e.g. `V37(0,0)<0;1,0>`, `(-)V40(1,2)<8;8,1>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.modifier.source_prefix())?;
        self.fmt_element(f)?;
        self.region.fmt(f)
    }
}

impl fmt::Display for AddressOperand {
    /// `A<id>(<offset>)<<width>>`, e.g. `A3(0)<1>` (assembly-syntax appendix, source form).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}({})<{}>",
            AddressId(self.addr),
            self.offset,
            self.width
        )
    }
}

impl fmt::Display for PredicateOperand {
    /// `P<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        PredicateId(self.id).fmt(f)
    }
}

impl fmt::Display for IndirectOperand {
    /// `[<mod>]r[A<id>(<addr_offset>),<imm_offset>]<v;w,h>:<type>`, e.g.
    /// `r[A3(0),448]<8;8,1>:ud` (assembly-syntax appendix).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}r[{}({}),{}]{}:{}",
            self.modifier.source_prefix(),
            AddressId(self.addr),
            self.addr_offset,
            self.imm_offset,
            self.region,
            self.ty
        )
    }
}

impl fmt::Display for Immediate {
    /// `0x<lower-case hex of the encoded bits>:<type>`, e.g. `0x0:uw`, `0x3f000000:f`
    /// (reference §6.1). For 4-byte types only the low 32 bits are encoded, so only those
    /// are printed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x{:x}:{}", self.printed_bits(), self.ty)
    }
}

impl fmt::Display for StateOperand {
    /// `<name>(<offset>)`: surfaces use the surface names (`T6(0)`, `%bss(0)`), samplers
    /// `S<id>(<offset>)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_name(f)?;
        write!(f, "({})", self.offset)
    }
}

impl StateOperand {
    /// The variable's name: a surface name (`T6`, `%bss`) or `S<id>`.
    pub(crate) fn fmt_name(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.class, u8::try_from(self.id)) {
            (StateClass::Surface, Ok(id)) => fmt::Display::fmt(&SurfaceIndex(id), f),
            (StateClass::Surface, Err(_)) => write!(f, "T{}", self.id),
            (StateClass::Sampler, Ok(id)) => fmt::Display::fmt(&SamplerIndex(id), f),
            (StateClass::Sampler, Err(_)) => write!(f, "S{}", self.id),
        }
    }
}

/// A list operand: its elements in parentheses, separated by `, ` (SWITCHJMP's jump table,
/// `(L0, L1, L2)`, as IGC prints it).
///
/// ```
/// use visa_isa::{LabelId, List};
///
/// assert_eq!(List(&[LabelId(0), LabelId(1)]).to_string(), "(L0, L1)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct List<'a, T>(pub &'a [T]);

impl<T: fmt::Display> fmt::Display for List<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, element) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            element.fmt(f)?;
        }
        f.write_str(")")
    }
}

/// Writes `prefix`, then `value` as `{}` prints it: `write!(f, " {}", value)` as one call, which
/// is what each variant's `fmt_asm` does for each of its items (out of line, so that the
/// formatting machinery is not repeated in every one of them).
///
/// ```
/// use core::fmt;
/// use visa_isa::write_item;
///
/// struct Two;
/// impl fmt::Display for Two {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write_item(f, " ", &"a")?;
///         write_item(f, " ", &"b")
///     }
/// }
/// assert_eq!(Two.to_string(), " a b");
/// ```
///
/// # Errors
///
/// What `f` gives.
#[inline(never)]
pub fn write_item(
    f: &mut fmt::Formatter<'_>,
    prefix: &str,
    value: &dyn fmt::Display,
) -> fmt::Result {
    f.write_str(prefix)?;
    write!(f, "{value}")
}

/// A vector operand printed as a destination: a general or indirect operand's region is only
/// its horizontal stride, `V40(0,0)<1>`, `r[A0(0),0]<1>:ud`, and `sat` is left to the
/// mnemonic (reference §6.1; ✔ GenX_IR). Other classes print as sources do.
///
/// ```
/// use visa_isa::{Destination, VarId};
///
/// assert_eq!(Destination(&VarId(33).dst(0, 0)).to_string(), "V33(0,0)<1>");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Destination<'a>(pub &'a VectorOperand);

impl fmt::Display for Destination<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            VectorOperand::General(g) => {
                g.fmt_element(f)?;
                write!(f, "<{}>", g.region.hstride)
            }
            VectorOperand::Indirect(i) => write!(
                f,
                "r[{}({}),{}]<{}>:{}",
                AddressId(i.addr),
                i.addr_offset,
                i.imm_offset,
                i.region.hstride,
                i.ty
            ),
            other => other.fmt(f),
        }
    }
}

/// A source vector operand whose region its field implies: a general operand prints without
/// its region, `V40(0,0)` (DPAS's Src2; ✔ GenX_IR). Other classes print as sources do.
///
/// ```
/// use visa_isa::{Unregioned, VarId};
///
/// assert_eq!(Unregioned(&VarId(33).scalar()).to_string(), "V33(0,0)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Unregioned<'a>(pub &'a VectorOperand);

impl fmt::Display for Unregioned<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            VectorOperand::General(g) => {
                f.write_str(g.modifier.source_prefix())?;
                g.fmt_element(f)
            }
            other => other.fmt(f),
        }
    }
}

/// A raw operand as IGC prints it inside LSC operands: `V32`, `%null` at offset 0, else
/// `V50.64` (erratum `lsc-untyped-text`).
/// [`AsmCursor::compact_raw`](crate::AsmCursor::compact_raw) reads it back.
///
/// ```
/// use visa_isa::{CompactRaw, RawOperand};
///
/// assert_eq!(CompactRaw(&RawOperand::new(32, 0)).to_string(), "V32");
/// assert_eq!(CompactRaw(&RawOperand::NULL).to_string(), "%null");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompactRaw<'a>(pub &'a RawOperand);

impl fmt::Display for CompactRaw<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&VarId(self.0.var), f)?;
        if self.0.offset != 0 {
            write!(f, ".{}", self.0.offset)?;
        }
        Ok(())
    }
}

/// A source vector operand as IGC prints it inside LSC operands (erratum `lsc-untyped-text`):
/// an immediate as `0x` and its upper-case hex digits without a type (`0xFFFFFFFF`), a general
/// operand without region or modifier (`V102` at row and column 0, else `V102(1,2)`); other
/// classes as [`VectorOperand`] prints them. So the text stands for a region, no modifier and
/// an immediate type, which the fields printed so require (LSC_UNTYPED's errata: `<0;1,0>`,
/// none, UD).
/// [`AsmCursor::bare_vector`](crate::AsmCursor::bare_vector) reads it back.
///
/// ```
/// use visa_isa::{Bare, VectorOperand};
///
/// // The type is left out, as in IGC's LSC operands.
/// assert_eq!(Bare(&VectorOperand::imm_ud(0)).to_string(), "0x0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bare<'a>(pub &'a VectorOperand);

impl fmt::Display for Bare<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            VectorOperand::Immediate(i) => write!(f, "0x{:X}", i.printed_bits()),
            VectorOperand::General(g) if (g.row, g.col) == (0, 0) => {
                fmt::Display::fmt(&VarId(g.var), f)
            }
            VectorOperand::General(g) => g.fmt_element(f),
            other => other.fmt(f),
        }
    }
}

impl fmt::Display for VectorOperand {
    /// The class's text form, as IGC prints a source operand (reference §6.1 and the
    /// assembly-syntax appendix).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VectorOperand::General(g) => g.fmt(f),
            VectorOperand::Address(a) => a.fmt(f),
            VectorOperand::Predicate(p) => p.fmt(f),
            VectorOperand::Indirect(i) => i.fmt(f),
            VectorOperand::Immediate(imm) => imm.fmt(f),
            VectorOperand::State(s) => s.fmt(f),
        }
    }
}

impl VarId {
    /// The raw operand `V<id>.<offset>` (byte offset).
    ///
    /// ```
    /// assert_eq!(visa_isa::VarId(33).raw(0).to_string(), "V33.0");
    /// ```
    #[inline]
    pub const fn raw(self, offset: u16) -> RawOperand {
        RawOperand::new(self.0, offset)
    }

    /// The scalar general operand `V<id>(0,0)<0;1,0>`.
    ///
    /// ```
    /// assert_eq!(visa_isa::VarId(33).scalar().to_string(), "V33(0,0)<0;1,0>");
    /// ```
    #[inline]
    pub const fn scalar(self) -> VectorOperand {
        VectorOperand::general_scalar(self.0)
    }

    /// The general operand `V<id>(row,col)<region>`, without modifier.
    ///
    /// ```
    /// use visa_isa::{Region, VarId};
    ///
    /// assert_eq!(VarId(33).region(0, 4, Region::new(8, 8, 1)).to_string(), "V33(0,4)<8;8,1>");
    /// ```
    #[inline]
    pub const fn region(self, row: u8, col: u8, region: Region) -> VectorOperand {
        VectorOperand::General(GeneralOperand {
            var: self.0,
            row,
            col,
            region,
            modifier: Modifier::None,
        })
    }
}

impl VarId {
    /// The destination `V<id>(row,col)<1>`: consecutive elements from `(row, col)`. Other
    /// strides: [`VarId::dst_strided`].
    ///
    /// ```
    /// use visa_isa::{Destination, VarId};
    /// assert_eq!(Destination(&VarId(40).dst(0, 2)).to_string(), "V40(0,2)<1>");
    /// ```
    #[inline]
    pub const fn dst(self, row: u8, col: u8) -> VectorOperand {
        self.dst_strided(row, col, 1)
    }

    /// The destination `V<id>(row,col)<hstride>` ([`Region::destination`]).
    ///
    /// ```
    /// use visa_isa::{Destination, VarId};
    /// assert_eq!(Destination(&VarId(40).dst_strided(1, 0, 2)).to_string(), "V40(1,0)<2>");
    /// ```
    #[inline]
    pub const fn dst_strided(self, row: u8, col: u8, hstride: u8) -> VectorOperand {
        self.region(row, col, Region::destination(hstride))
    }

    /// The source `V<id>(row,col)<width;width,1>`: `width` consecutive elements per row, rows
    /// back to back (the region of a contiguous SIMD`width` source). Strided and broadcast
    /// regions: [`VarId::region`]; one element: [`VarId::scalar`].
    ///
    /// ```
    /// use visa_isa::VarId;
    /// assert_eq!(VarId(41).src(0, 0, 8).to_string(), "V41(0,0)<8;8,1>");
    /// ```
    #[inline]
    pub const fn src(self, row: u8, col: u8, width: u8) -> VectorOperand {
        self.region(row, col, Region::new(width, width, 1))
    }
}

impl PredicateId {
    /// The predicate operand `P<id>`: the destination of a CMP, a source of the predicate
    /// moves (the instruction predicate is [`PredicateId::predicate`]).
    ///
    /// ```
    /// use visa_isa::PredicateId;
    /// assert_eq!(PredicateId(1).operand().to_string(), "P1");
    /// ```
    #[inline]
    pub const fn operand(self) -> VectorOperand {
        VectorOperand::Predicate(PredicateOperand { id: self.0 })
    }
}

/// Immediates of each type, named after the vISA type they have (`imm_f` is `:f`).
impl VectorOperand {
    /// A `ud` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_ud(16).to_string(), "0x10:ud");
    /// ```
    #[inline]
    pub const fn imm_ud(value: u32) -> Self {
        Self::immediate(VisaType::Ud, value as u64)
    }

    /// A `d` immediate (two's complement).
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_d(-1).to_string(), "0xffffffff:d");
    /// ```
    #[inline]
    pub const fn imm_d(value: i32) -> Self {
        Self::immediate(VisaType::D, value as u32 as u64)
    }

    /// A `uw` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_uw(7).to_string(), "0x7:uw");
    /// ```
    #[inline]
    pub const fn imm_uw(value: u16) -> Self {
        Self::immediate(VisaType::Uw, value as u64)
    }

    /// A `w` immediate (printed sign-extended, as IGC does, [`Immediate::printed_bits`]).
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_w(-2).to_string(), "0xfffffffe:w");
    /// ```
    #[inline]
    pub const fn imm_w(value: i16) -> Self {
        Self::immediate(VisaType::W, value as u16 as u64)
    }

    /// A `ub` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_ub(255).to_string(), "0xff:ub");
    /// ```
    #[inline]
    pub const fn imm_ub(value: u8) -> Self {
        Self::immediate(VisaType::Ub, value as u64)
    }

    /// A `b` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_b(-1).to_string(), "0xffffffff:b");
    /// ```
    #[inline]
    pub const fn imm_b(value: i8) -> Self {
        Self::immediate(VisaType::B, value as u8 as u64)
    }

    /// A `uq` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_uq(1 << 40).to_string(), "0x10000000000:uq");
    /// ```
    #[inline]
    pub const fn imm_uq(value: u64) -> Self {
        Self::immediate(VisaType::Uq, value)
    }

    /// A `q` immediate.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_q(-1).to_string(), "0xffffffffffffffff:q");
    /// ```
    #[inline]
    pub const fn imm_q(value: i64) -> Self {
        Self::immediate(VisaType::Q, value as u64)
    }

    /// An `f` immediate: the bits of `value`.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_f(0.5).to_string(), "0x3f000000:f");
    /// ```
    #[inline]
    pub fn imm_f(value: f32) -> Self {
        Self::immediate(VisaType::F, u64::from(value.to_bits()))
    }

    /// A `df` immediate: the bits of `value`.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_df(1.0).to_string(), "0x3ff0000000000000:df");
    /// ```
    #[inline]
    pub fn imm_df(value: f64) -> Self {
        Self::immediate(VisaType::Df, value.to_bits())
    }

    /// An `hf` immediate from its IEEE half-precision bits (Rust has no stable `f16`).
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    /// assert_eq!(VectorOperand::imm_hf_bits(0x3c00).to_string(), "0x3c00:hf"); // 1.0
    /// ```
    #[inline]
    pub const fn imm_hf_bits(bits: u16) -> Self {
        Self::immediate(VisaType::Hf, bits as u64)
    }
}

/// Source and destination modifiers, applied to general and indirect operands (others are
/// returned unchanged, as by [`VectorOperand::with_modifier`]).
impl VectorOperand {
    /// The operand negated, `(-)`.
    ///
    /// ```
    /// use visa_isa::VarId;
    /// assert_eq!(VarId(41).src(0, 1, 8).neg().to_string(), "(-)V41(0,1)<8;8,1>");
    /// ```
    #[inline]
    #[must_use]
    pub const fn neg(self) -> Self {
        self.with_modifier(Modifier::Neg)
    }

    /// The operand's absolute value, `(abs)`.
    ///
    /// ```
    /// use visa_isa::VarId;
    /// assert_eq!(VarId(41).scalar().abs().to_string(), "(abs)V41(0,0)<0;1,0>");
    /// ```
    #[inline]
    #[must_use]
    pub const fn abs(self) -> Self {
        self.with_modifier(Modifier::Abs)
    }

    /// The negated absolute value, `(-abs)`.
    ///
    /// ```
    /// use visa_isa::VarId;
    /// assert_eq!(VarId(41).scalar().neg_abs().to_string(), "(-abs)V41(0,0)<0;1,0>");
    /// ```
    #[inline]
    #[must_use]
    pub const fn neg_abs(self) -> Self {
        self.with_modifier(Modifier::NegAbs)
    }

    /// The destination saturated (printed as `.sat` on the mnemonic).
    ///
    /// ```
    /// use visa_isa::{Modifier, VarId};
    /// assert_eq!(VarId(40).dst(0, 0).sat().modifier(), Modifier::Sat);
    /// ```
    #[inline]
    #[must_use]
    pub const fn sat(self) -> Self {
        self.with_modifier(Modifier::Sat)
    }
}

impl From<VarId> for RawOperand {
    /// `V<id>.0`.
    #[inline]
    fn from(v: VarId) -> Self {
        v.raw(0)
    }
}

impl AddressId {
    /// The address operand `A<id>(offset)<width>`.
    ///
    /// ```
    /// assert_eq!(visa_isa::AddressId(0).operand(0, 1).to_string(), "A0(0)<1>");
    /// ```
    #[inline]
    pub const fn operand(self, offset: u8, width: u8) -> VectorOperand {
        VectorOperand::Address(AddressOperand {
            addr: self.0,
            offset,
            width,
        })
    }
}
