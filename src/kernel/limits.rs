//! The `.isa` format's documented limits and constants, as the kernel writer and reader
//! enforce them (`4_visa_header.md`).

use crate::runtime::types::VisaType;

/// Bytes in a GRF on SKL to DG2; the unit of the kernel's raw-operand and input alignment
/// rules, and the GRF size [`Kernel::to_asm`](super::Kernel::to_asm) prints with unless
/// [`set_grf_bytes`](super::Kernel::set_grf_bytes) says otherwise.
///
/// ```
/// assert_eq!(visa_isa::GRF_BYTES, 32);
/// ```
pub const GRF_BYTES: u32 = 32;

/// The file's magic number, `"CISA"` (`4_visa_header.md`).
pub(super) const MAGIC: &[u8; 4] = b"CISA";

/// Maximum declared general variables (`4_visa_header.md`, variable table).
pub(super) const MAX_VARS: usize = 65536;
/// Maximum address variables.
pub(super) const MAX_ADDRESSES: usize = 4096;
/// Maximum predicates: ids are 12 bits and P0 is reserved (reference §2.4).
pub(super) const MAX_PREDICATES: usize = 4095;
/// Maximum labels: the count is a `uw`.
pub(super) const MAX_LABELS: usize = 65535;
/// Maximum samplers: S0..=S30. S31 is the bindless sampler, and IGC's reader wants fewer than
/// 32 declared (reference §2.7; GenX_IR 12504.6 prints "number of vISA samplers exceeds the
/// max" for 32).
pub(super) const MAX_SAMPLERS: usize = 31;
/// Maximum declared surfaces: T6..=T254. Id 255 is IGC's `PREDEF_SURF_255` (`%scratch`,
/// reference §2.7): GenX_IR 12504.6 segfaults on a kernel declaring 250 surfaces, and reads
/// one declaring 249.
pub(super) const MAX_SURFACES: usize = 249;
/// Maximum inputs (`4_visa_header.md`, Input Variables).
pub(super) const MAX_INPUTS: usize = 256;
/// Maximum attributes: the count is a `uw`.
pub(super) const MAX_ATTRIBUTES: usize = 65535;
/// Maximum attributes of one declaration: its `attribute_count` is a `ub`.
pub(super) const MAX_DECL_ATTRIBUTES: usize = 255;
/// Maximum strings in the pool (`string_count`'s documented range).
pub(super) const MAX_STRINGS: usize = 131072;
/// Maximum kernel name length (`name_index`'s documented limit).
pub(super) const MAX_KERNEL_NAME: usize = 1023;
/// Maximum attribute name length (`attribute_info`).
pub(super) const MAX_ATTRIBUTE_NAME: usize = 64;
/// A general variable must be smaller than this many bytes (`var_info.num_elements`).
pub(super) const MAX_VAR_BYTES: u32 = 4096;
/// Bytes per sampler or surface element (`4_visa_header.md`, surface_info).
pub(super) const STATE_ELEMENT_BYTES: u32 = 4;

/// Types a general variable may be declared with: the doc's list plus BF, which GenX_IR
/// 12504.6 accepts (it rejects V, VF, UV and BOOL).
pub(super) const VAR_TYPES: [VisaType; 12] = [
    VisaType::Ud,
    VisaType::D,
    VisaType::Uw,
    VisaType::W,
    VisaType::Ub,
    VisaType::B,
    VisaType::Uq,
    VisaType::Q,
    VisaType::Df,
    VisaType::Hf,
    VisaType::F,
    VisaType::Bf,
];
