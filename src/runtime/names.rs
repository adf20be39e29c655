//! How ids print: the crate's naming convention for variables, predicates, state and addresses.
//!
//! IGC's printer prints declared names; this crate has no declaration names, so it prints the
//! names a GenX_IR 12504.6 dump gives them: the predefined names of `visa-binary-format.md`
//! §2.7 for reserved ids, and `V<id>`, `P<id>`, `A<id>`, `S<id>`, `T<id>` otherwise (§6.1: a
//! dump declares state variables under exactly these index names). All adaptors here are
//! zero-allocation [`Display`](core::fmt::Display) wrappers.

use core::fmt;

/// First id of a declared general variable; 0..=31 are predefined (reference §2.5, §2.7,
/// `COMMON_ISA_NUM_PREDEFINED_VAR_VER_3`).
pub const FIRST_GENERAL_VAR: u32 = 32;

/// First id of a declared surface; T0..=T5 are predefined (reference §2.7, errata #23).
pub const FIRST_SURFACE: u8 = 6;

/// First id of a declared predicate; P0 encodes "no predicate" (reference §2.4, §2.7).
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
#[inline]
pub fn predefined_surface_id(name: &str) -> Option<u8> {
    PREDEFINED_SURFACES
        .iter()
        .position(|n| *n == name)
        .map(|id| id as u8)
}

/// Prints a general variable id: the predefined name for 0..=20 (`%null`, `%r0`, ...),
/// otherwise `V<id>` (reference §2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct VarName(pub u32);

impl fmt::Display for VarName {
    /// `%null`, `%thread_x`, ..., `%msg0`, or `V<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match predefined_var_name(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "V{}", self.0),
        }
    }
}

/// Prints a surface id: `%slm`, `T1`, `T2`, `TSS`, `%bss`, `%scratch` for 0..=5, otherwise
/// `T<id>` (reference §2.7, §6.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct SurfaceName(pub u8);

impl fmt::Display for SurfaceName {
    /// The predefined name, or `T<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match predefined_surface_name(self.0) {
            Some(name) => f.write_str(name),
            None => write!(f, "T{}", self.0),
        }
    }
}

/// Prints a sampler id as `S<id>` (reference §6.1: "Samplers print as `S<index>`").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct SamplerName(pub u8);

impl fmt::Display for SamplerName {
    /// `S<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "S{}", self.0)
    }
}

/// Prints a predicate id as `P<id>`; IGC's printer always uses the numeric id, never the
/// declared name (reference §6.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct PredicateName(pub u16);

impl fmt::Display for PredicateName {
    /// `P<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0)
    }
}

/// Prints an address variable id as `A<id>` (assembly-syntax appendix, e.g. `A3(0)<1>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct AddressName(pub u16);

impl fmt::Display for AddressName {
    /// `A<id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "A{}", self.0)
    }
}

/// A string-pool index naming a function (FCALL, FADDR `Func_id`) or a source file (FILE):
/// string `N` of the kernel's pool, printed `fn<N>` (the crate's convention, as `V<N>` for
/// variables). A [`Kernel`](crate::Kernel) writes the string `fn<N>` at index `N` for every
/// name it declares ([`Kernel::declare_name`](crate::Kernel::declare_name)); string 0 is the
/// kernel name. Serializes as the bare number.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct NameId(pub u32);

impl NameId {
    /// The string-pool index written to the binary.
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
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct SamplerIndex(pub u8);

impl SamplerIndex {
    /// The `ub` written to the binary.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for SamplerIndex {
    /// `S<index>`, e.g. `S0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        SamplerName(self.0).fmt(f)
    }
}

/// A surface index field: a plain `ub`, not a state vector operand (reference §2.2, §2.7).
///
/// Why a newtype: it prints with the predefined surface names (`%slm`, `T1`, ..., `T6`).
/// Serializes as the bare number.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct SurfaceIndex(pub u8);

impl SurfaceIndex {
    /// The `ub` written to the binary.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether this is one of the predefined surfaces T0..=T5 (reference §2.7).
    #[inline]
    pub const fn is_predefined(self) -> bool {
        self.0 < FIRST_SURFACE
    }
}

impl fmt::Display for SurfaceIndex {
    /// The predefined name or `T<index>`, e.g. `T6`, `%slm`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        SurfaceName(self.0).fmt(f)
    }
}
