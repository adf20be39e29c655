//! Ids, one type per entity, and how they print: general variables ([`VarId`]), predicates
//! ([`PredicateId`]), address variables ([`AddressId`]), samplers ([`SamplerIndex`]), surfaces
//! ([`SurfaceIndex`]), labels ([`LabelId`]) and string-pool names ([`NameId`]).
//!
//! The bottom layer of the runtime: it imports nothing of the crate. The operands an id makes
//! (`VarId::raw`, `PredicateId::predicate`, ...) are defined in the operand layer.
//!
//! An id prints as its own name: the predefined names of `visa-binary-format.md` §2.7 for
//! reserved ids, and `V<id>`, `P<id>`, `A<id>`, `S<id>`, `T<id>` otherwise (§6.1: a dump
//! declares state variables under exactly these index names). Printing allocates nothing.
//! Declared names ([`NameClass`]) are the kernel's: an instruction printed in a kernel's
//! context prints them instead ([`Instruction::display_in`](crate::Instruction::display_in)).

use core::fmt;

/// First id of a declared general variable; 0..=31 are predefined (reference §2.5, §2.7,
/// `COMMON_ISA_NUM_PREDEFINED_VAR_VER_3`).
///
/// ```
/// use visa_isa::{Align, Kernel, VarId, VisaType, FIRST_GENERAL_VAR};
///
/// let mut kernel = Kernel::new("k")?;
/// assert_eq!(kernel.declare_var(VisaType::F, 1, Align::Dword)?, VarId(FIRST_GENERAL_VAR));
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
pub const FIRST_GENERAL_VAR: u32 = 32;

/// First id of a declared surface; T0..=T5 are predefined (reference §2.7, errata #23).
///
/// ```
/// use visa_isa::{Kernel, SurfaceIndex, FIRST_SURFACE};
///
/// let mut kernel = Kernel::new("k")?;
/// assert_eq!(kernel.declare_surface(1)?, SurfaceIndex(FIRST_SURFACE));
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
pub const FIRST_SURFACE: u8 = 6;

/// First id of a declared predicate; P0 encodes "no predicate" (reference §2.4, §2.7).
///
/// ```
/// use visa_isa::{Kernel, PredicateId, FIRST_PREDICATE};
///
/// let mut kernel = Kernel::new("k")?;
/// assert_eq!(kernel.declare_predicate(8)?, PredicateId(FIRST_PREDICATE));
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
pub const FIRST_PREDICATE: u16 = 1;

/// Predefined general variable names V0..=V20, as printed by GenX_IR 12504.6 (reference §2.7,
/// errata #25). V21..=V31 are reserved and have no name.
const PREDEFINED_VARS: [&str; 21] = [
    "%null",
    "%thread_x",
    "%thread_y",
    "%group_id_x",
    "%group_id_y",
    "%group_id_z",
    "%tsc",
    "%r0",
    "%arg",
    "%retval",
    "%sp",
    "%fp",
    "%hw_id",
    "%sr0",
    "%cr0",
    "%ce0",
    "%dbg0",
    "%color",
    "%impl_arg_buf_ptr",
    "%local_id_buf_ptr",
    "%msg0",
];

/// Predefined surface names T0..=T5 (reference §2.7, `printSurfaceName`).
const PREDEFINED_SURFACES: [&str; 6] = ["%slm", "T1", "T2", "TSS", "%bss", "%scratch"];

/// The printed name of a predefined general variable (ids 0..=20), or `None`.
///
/// Example: `predefined_var_name(0) == Some("%null")`.
///
/// ```
/// use visa_isa::predefined_var_name;
///
/// assert_eq!(predefined_var_name(0), Some("%null"));
/// assert_eq!(predefined_var_name(32), None);
/// ```
#[inline]
pub const fn predefined_var_name(id: u32) -> Option<&'static str> {
    if id < PREDEFINED_VARS.len() as u32 {
        Some(PREDEFINED_VARS[id as usize])
    } else {
        None
    }
}

/// The printed name of a predefined surface (ids 0..=5), or `None`.
///
/// Example: `predefined_surface_name(0) == Some("%slm")`.
///
/// ```
/// use visa_isa::predefined_surface_name;
///
/// assert_eq!(predefined_surface_name(0), Some("%slm"));
/// assert_eq!(predefined_surface_name(6), None);
/// ```
#[inline]
pub const fn predefined_surface_name(id: u8) -> Option<&'static str> {
    if (id as usize) < PREDEFINED_SURFACES.len() {
        Some(PREDEFINED_SURFACES[id as usize])
    } else {
        None
    }
}

/// The id of a predefined general variable name (the inverse of [`predefined_var_name`]).
///
/// Example: `predefined_var_id("%r0") == Some(7)`.
///
/// ```
/// use visa_isa::predefined_var_id;
///
/// assert_eq!(predefined_var_id("%null"), Some(0));
/// assert_eq!(predefined_var_id("V32"), None);
/// ```
#[inline]
pub fn predefined_var_id(name: &str) -> Option<u32> {
    PREDEFINED_VARS
        .iter()
        .position(|n| *n == name)
        .map(|id| id as u32)
}

/// The id of a predefined surface name (the inverse of [`predefined_surface_name`]).
///
/// Example: `predefined_surface_id("TSS") == Some(3)`.
///
/// ```
/// use visa_isa::predefined_surface_id;
///
/// assert_eq!(predefined_surface_id("%slm"), Some(0));
/// assert_eq!(predefined_surface_id("T6"), None);
/// ```
#[inline]
pub fn predefined_surface_id(name: &str) -> Option<u8> {
    PREDEFINED_SURFACES
        .iter()
        .position(|n| *n == name)
        .map(|id| id as u8)
}

/// A general variable: its id, `V<id>` for declared variables (from
/// [`FIRST_GENERAL_VAR`], as a [`Kernel`](crate::Kernel) declares them), the predefined names
/// of reference §2.7 below that. Prints as IGC's printer does: the predefined name for
/// 0..=20 (`%null`, `%r0`, ...), otherwise `V<id>`. Serializes as the bare number.
///
/// Operands built from it are in the operand layer ([`VarId::raw`], [`VarId::scalar`],
/// [`VarId::region`]).
///
/// ```
/// use visa_isa::VarId;
///
/// assert_eq!(VarId(32).to_string(), "V32");
/// assert_eq!(VarId(0).to_string(), "%null");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct VarId(pub u32);

impl VarId {
    /// The variable id.
    ///
    /// ```
    /// assert_eq!(visa_isa::VarId(40).id(), 40);
    /// ```
    #[inline]
    pub const fn id(self) -> u32 {
        self.0
    }
}

impl fmt::Display for VarId {
    /// `%null`, `%thread_x`, ..., `%msg0`, or `V<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match predefined_var_name(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "V{}", self.0),
        }
    }
}

/// A predicate variable: its id, `P<id>`, from [`FIRST_PREDICATE`] (P0 is reserved). IGC's
/// printer always uses the numeric id, never the declared name (reference §6.1).
///
/// The instruction predicate it makes is [`PredicateId::predicate`].
///
/// ```
/// use visa_isa::PredicateId;
///
/// assert_eq!(PredicateId(1).to_string(), "P1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PredicateId(pub u16);

impl PredicateId {
    /// The predicate id.
    ///
    /// ```
    /// assert_eq!(visa_isa::PredicateId(3).id(), 3);
    /// ```
    #[inline]
    pub const fn id(self) -> u16 {
        self.0
    }
}

impl fmt::Display for PredicateId {
    /// `P<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0)
    }
}

/// An address variable: its id, `A<id>`, from 0 (assembly-syntax appendix, e.g.
/// `A3(0)<1>`).
///
/// The operand it makes is [`AddressId::operand`].
///
/// ```
/// use visa_isa::AddressId;
///
/// assert_eq!(AddressId(0).to_string(), "A0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct AddressId(pub u16);

impl AddressId {
    /// The variable id.
    ///
    /// ```
    /// assert_eq!(visa_isa::AddressId(2).id(), 2);
    /// ```
    #[inline]
    pub const fn id(self) -> u16 {
        self.0
    }
}

impl fmt::Display for AddressId {
    /// `A<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "A{}", self.0)
    }
}

/// A variable an instruction names by its id alone, of the class another of its fields gives
/// (LIFETIME's `variable`, whose class is its properties' Bit[5..4]): a general variable, an
/// address variable or a predicate. Prints as IGC's printer prints each (`V33`, `%null`, `A1`,
/// `P2`); serializes as a one-key map, `{general: 33}`.
///
/// ```
/// use visa_isa::{AddressId, Variable, VarId};
///
/// assert_eq!(Variable::General(VarId(33)).to_string(), "V33");
/// assert_eq!(Variable::Address(AddressId(1)).id(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Variable {
    /// A general variable.
    General(VarId),
    /// An address variable.
    Address(AddressId),
    /// A predicate variable.
    Predicate(PredicateId),
}

impl Variable {
    /// The id, whatever the class.
    ///
    /// ```
    /// use visa_isa::{PredicateId, Variable};
    ///
    /// assert_eq!(Variable::Predicate(PredicateId(2)).id(), 2);
    /// ```
    #[inline]
    pub const fn id(self) -> u32 {
        match self {
            Self::General(v) => v.0,
            Self::Address(a) => a.0 as u32,
            Self::Predicate(p) => p.0 as u32,
        }
    }
}

/// The class of a [`Variable`], as an instruction's class bits give it (decoding).
///
/// ```
/// use visa_isa::{AddressId, Variable, VariableClass};
///
/// assert_eq!(VariableClass::Address.variable(1), Some(Variable::Address(AddressId(1))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum VariableClass {
    /// A general variable.
    General,
    /// An address variable.
    Address,
    /// A predicate variable.
    Predicate,
}

impl VariableClass {
    /// The variable of this class with id `id`; `None` for an address or predicate id wider
    /// than 16 bits.
    ///
    /// ```
    /// use visa_isa::{Variable, VariableClass, VarId};
    ///
    /// assert_eq!(VariableClass::General.variable(33), Some(Variable::General(VarId(33))));
    /// assert_eq!(VariableClass::Predicate.variable(1 << 20), None);
    /// ```
    #[inline]
    pub fn variable(self, id: u32) -> Option<Variable> {
        Some(match self {
            Self::General => Variable::General(VarId(id)),
            Self::Address => Variable::Address(AddressId(u16::try_from(id).ok()?)),
            Self::Predicate => Variable::Predicate(PredicateId(u16::try_from(id).ok()?)),
        })
    }
}

impl fmt::Display for Variable {
    /// `V<id>` (or a predefined name), `A<id>`, `P<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::General(v) => v.fmt(f),
            Self::Address(a) => a.fmt(f),
            Self::Predicate(p) => p.fmt(f),
        }
    }
}

#[cfg(feature = "arbitrary")]
impl<'a> arbitrary::Arbitrary<'a> for Variable {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(match u.int_in_range(0..=2u8)? {
            0 => Self::General(VarId(u.arbitrary()?)),
            1 => Self::Address(AddressId(u.arbitrary()?)),
            _ => Self::Predicate(PredicateId(u.arbitrary()?)),
        })
    }
}

/// A label: its index in the kernel's label table, `L<id>`, from 0; a Label field (`uw`) holds
/// it. Serializes as the bare number.
///
/// ```
/// use visa_isa::LabelId;
///
/// assert_eq!(LabelId(5).to_string(), "L5");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct LabelId(pub u16);

impl LabelId {
    /// The label id, as a Label field holds it.
    ///
    /// ```
    /// assert_eq!(visa_isa::LabelId(5).id(), 5);
    /// ```
    #[inline]
    pub const fn id(self) -> u16 {
        self.0
    }
}

impl fmt::Display for LabelId {
    /// `L<id>`, the name written to the string pool.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "L{}", self.0)
    }
}

/// The kind of a label (`label_info.kind`, bit 0).
///
/// ```
/// use visa_isa::LabelKind;
///
/// assert_eq!(LabelKind::from_code(LabelKind::Subroutine.code()), Some(LabelKind::Subroutine));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LabelKind {
    /// Starts a basic block; the only jump target (code 0).
    #[default]
    Block,
    /// Starts a subroutine; the only call target (code 1).
    Subroutine,
}

impl LabelKind {
    /// The `ub kind` code.
    ///
    /// ```
    /// use visa_isa::LabelKind;
    ///
    /// assert_eq!((LabelKind::Block.code(), LabelKind::Subroutine.code()), (0, 1));
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        match self {
            LabelKind::Block => 0,
            LabelKind::Subroutine => 1,
        }
    }

    /// `block` or `subroutine`, for messages.
    ///
    /// ```
    /// assert_eq!(visa_isa::LabelKind::Block.name(), "block");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            LabelKind::Block => "block",
            LabelKind::Subroutine => "subroutine",
        }
    }

    /// The kind with that code; `None` for 2 and above.
    ///
    /// ```
    /// use visa_isa::LabelKind;
    ///
    /// assert_eq!(LabelKind::from_code(0), Some(LabelKind::Block));
    /// assert_eq!(LabelKind::from_code(2), None);
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0 => Some(LabelKind::Block),
            1 => Some(LabelKind::Subroutine),
            _ => None,
        }
    }
}

/// A string-pool index naming a function (FCALL, FADDR `Func_id`) or a source file (FILE):
/// string `N` of the kernel's pool, printed `fn<N>` (the crate's convention, as `V<N>` for
/// variables). A [`Kernel`](crate::Kernel) writes the string `fn<N>` at index `N` for every
/// name it declares ([`Kernel::declare_name`](crate::Kernel::declare_name)); string 0 is the
/// kernel name. Serializes as the bare number.
///
/// ```
/// use visa_isa::NameId;
///
/// assert_eq!(NameId(1).get(), 1);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct NameId(pub u32);

impl NameId {
    /// The string-pool index written to the binary.
    ///
    /// ```
    /// assert_eq!(visa_isa::NameId(2).get(), 2);
    /// ```
    #[inline]
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for NameId {
    /// `fn<index>`, e.g. `fn1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "fn{}", self.0)
    }
}

/// A sampler index field: a plain `ub`, not a state vector operand (reference §2.2, §2.7).
///
/// Why a newtype: it prints as `S<i>` and must not be confused with a surface index.
/// Serializes as the bare number.
///
/// ```
/// use visa_isa::SamplerIndex;
///
/// assert_eq!(SamplerIndex(0).to_string(), "S0");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct SamplerIndex(pub u8);

impl SamplerIndex {
    /// The `ub` written to the binary.
    ///
    /// ```
    /// assert_eq!(visa_isa::SamplerIndex(1).get(), 1);
    /// ```
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for SamplerIndex {
    /// `S<index>`, e.g. `S0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "S{}", self.0)
    }
}

/// A surface index field: a plain `ub`, not a state vector operand (reference §2.2, §2.7).
///
/// Why a newtype: it prints with the predefined surface names (`%slm`, `T1`, ..., `T6`).
/// Serializes as the bare number.
///
/// ```
/// use visa_isa::SurfaceIndex;
///
/// assert_eq!(SurfaceIndex(6).to_string(), "T6");
/// assert_eq!(SurfaceIndex(0).to_string(), "%slm");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct SurfaceIndex(pub u8);

impl SurfaceIndex {
    /// The `ub` written to the binary.
    ///
    /// ```
    /// assert_eq!(visa_isa::SurfaceIndex(6).get(), 6);
    /// ```
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether this is one of the predefined surfaces T0..=T5 (reference §2.7).
    ///
    /// ```
    /// use visa_isa::SurfaceIndex;
    ///
    /// assert!(SurfaceIndex(5).is_predefined() && !SurfaceIndex(6).is_predefined());
    /// ```
    #[inline]
    pub const fn is_predefined(self) -> bool {
        self.0 < FIRST_SURFACE
    }
}

impl fmt::Display for SurfaceIndex {
    /// The predefined name or `T<index>`, e.g. `T6`, `%slm`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match predefined_surface_name(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "T{}", self.0),
        }
    }
}

/// The kinds of declaration a kernel names, each with the letter its ids print with
/// (`V33`, `A0`, `P1`, `L0`, `S0`, `T6`): what a declared name stands in for in the text.
///
/// A kernel's [`VariableTypes`](crate::VariableTypes) gives the declared name of an id
/// ([`name_of`](crate::VariableTypes::name_of)) and the id of a name
/// ([`id_of`](crate::VariableTypes::id_of)) per class; the printer and the operand parser use
/// them through an [`AsmContext`](crate::AsmContext).
///
/// ```
/// use visa_isa::NameClass;
///
/// assert_eq!(NameClass::Surface.prefix(), 'T');
/// assert_eq!(NameClass::from_prefix('L'), Some(NameClass::Label));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum NameClass {
    /// General variables, `V<id>`.
    General,
    /// Address variables, `A<id>`.
    Address,
    /// Predicates, `P<id>`.
    Predicate,
    /// Labels, `L<id>`.
    Label,
    /// Samplers, `S<id>`.
    Sampler,
    /// Surfaces, `T<id>`.
    Surface,
}

impl NameClass {
    /// Every class, in the order a kernel's symbol tables list them.
    ///
    /// ```
    /// use visa_isa::NameClass;
    ///
    /// assert_eq!(NameClass::ALL.len(), 6);
    /// assert_eq!(NameClass::ALL[0], NameClass::General);
    /// ```
    pub const ALL: [NameClass; 6] = [
        NameClass::General,
        NameClass::Address,
        NameClass::Predicate,
        NameClass::Label,
        NameClass::Sampler,
        NameClass::Surface,
    ];

    /// The letter before the id in the id's own name (`V`, `A`, `P`, `L`, `S`, `T`).
    ///
    /// ```
    /// use visa_isa::NameClass;
    ///
    /// assert_eq!(NameClass::Surface.prefix(), 'T');
    /// ```
    #[inline]
    pub const fn prefix(self) -> char {
        match self {
            NameClass::General => 'V',
            NameClass::Address => 'A',
            NameClass::Predicate => 'P',
            NameClass::Label => 'L',
            NameClass::Sampler => 'S',
            NameClass::Surface => 'T',
        }
    }

    /// The class whose ids print with `prefix`.
    ///
    /// ```
    /// use visa_isa::NameClass;
    ///
    /// assert_eq!(NameClass::from_prefix('V'), Some(NameClass::General));
    /// assert_eq!(NameClass::from_prefix('X'), None);
    /// ```
    #[inline]
    pub const fn from_prefix(prefix: char) -> Option<NameClass> {
        Some(match prefix {
            'V' => NameClass::General,
            'A' => NameClass::Address,
            'P' => NameClass::Predicate,
            'L' => NameClass::Label,
            'S' => NameClass::Sampler,
            'T' => NameClass::Surface,
            _ => return None,
        })
    }
}
