//! Typed Rust bindings for Intel's vISA virtual ISA, generated at build time from the markdown
//! opcode specs of the Intel Graphics Compiler (IGC).
//!
//! Every opcode is a module (e.g. [`op_3d_sample`], [`gather4_typed`]); every op variant is a
//! struct with public fields that implements [`Instruction`]: `validate` enforces every
//! constraint its spec states, `encode` writes vISA 4.1 bytes (after validating), `decode`
//! reads them back (and validates; [`decode_stream`] walks a whole stream, see
//! [`runtime::decode`]), `Display` prints IGC's vISA assembly and `FromStr` reads it back
//! ([`parse_asm_line`] locates errors in a file).
//!
//! ```
//! use visa_isa::{op_3d_sample, AnyInstruction, ChannelMask, ExecMask, ExecSize, Instruction,
//!     PackedOperand, RawOperand, SamplerIndex, SurfaceIndex};
//!
//! let sample = op_3d_sample::Sample {
//!     pixel_null_mask: false,
//!     cps_lod_compensation: false,
//!     non_uniform_sampler_state: false,
//!     exec_size: ExecSize::Simd16,
//!     exec_mask: ExecMask::M1,
//!     predicate: None,
//!     channels: ChannelMask::RGBA,
//!     aoffimmi: PackedOperand::Immediate(op_3d_sample::Aoffimmi::default()),
//!     sampler: SamplerIndex(0),
//!     surface: SurfaceIndex(6),
//!     dst: RawOperand::new(34, 0),
//!     u: Some(RawOperand::new(32, 0)),
//!     v: Some(RawOperand::new(33, 0)),
//!     r: None,
//!     ai: None,
//! };
//! let mut bytes = Vec::new();
//! sample.encode(&mut bytes)?;
//! assert_eq!(bytes.len(), 34);
//! assert_eq!(sample.to_string(), "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0");
//!
//! let parsed: AnyInstruction = "sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 V34.0 V32.0 V33.0".parse()?;
//! assert_eq!(parsed, AnyInstruction::from(op_3d_sample::Op3dSample::from(sample)));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`Kernel`] assembles whole kernels: declarations, inputs and attributes, every instruction
//! checked against them, written as a complete vISA 4.1 `.isa` file and printed as IGC's
//! assembly (see [`runtime::kernel`]); [`Kernel::from_isa`] reads such a file back.
//!
//! The generated source is in `$OUT_DIR/visa_isa.rs` (`cargo run -p visa-isa-codegen -- …`
//! writes the model, docs and test vectors; see `docs/developing.md`).

#![warn(missing_docs)]

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod instruction;
pub mod runtime;

pub use instruction::{
    check_exec_mask, check_range, count_params, InContext, Instruction, PackedImmediate,
    PackedOperand,
};
pub use runtime::*;

include!(concat!(env!("OUT_DIR"), "/visa_isa.rs"));
