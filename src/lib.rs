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
//!     paired_surface: None,
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
//! # Defaults for the operands a user leaves out
//!
//! An op variant whose members all have a natural default derives `Default`, so a user sets
//! only what the instruction uses and writes `..Default::default()` for the rest: `%null` for
//! raw and vector operands ([`RawOperand::NULL`], [`VectorOperand::NULL`]), `None` for the
//! predicate and for an operand present only under a condition, the fewest lanes and `M1` for
//! the execution size and mask, `false` for flags, 0 for integers (the bound nearest 0 where
//! the documented range leaves 0 out: LSC's `AddrScale` is 1), and for an enumeration
//! the first value the model does not exclude (IGC's `…_INVALID = 0` sentinels are excluded
//! by the errata, so LSC's `AddrSize` defaults to `a16`, not `invalid`). A variant with an id
//! that names a declaration (a surface, sampler, label, string-pool name or variable) has no
//! `Default`, since no value of it is right without one.
//!
//! ```
//! use visa_isa::{op_3d_sample, ExecMask, RawOperand, VectorOperand};
//!
//! assert_eq!(ExecMask::default(), ExecMask::M1);
//! assert_eq!(RawOperand::default(), RawOperand::NULL);
//! assert_eq!(VectorOperand::default().to_string(), "%null(0,0)<0;1,0>");
//! // An enumeration's default is its first documented value.
//! assert_eq!(op_3d_sample::Op::default(), op_3d_sample::Op::Sample);
//!
//! // In the crate built from IGC's corpus (build.rs sets `visa_isa_opcode` per opcode):
//! #[cfg(visa_isa_opcode = "LSC_UNTYPED")]
//! {
//!     use visa_isa::lsc_untyped::{AddrSize, AddrType, DataSize, LscLoad, LscSfid};
//!     use visa_isa::{ExecSize, Instruction};
//!     let load = LscLoad {
//!         exec_size: ExecSize::Simd8,
//!         addr_type: AddrType::Flat,
//!         addr_size: AddrSize::A32,
//!         data_size: DataSize::D32,
//!         surface: VectorOperand::imm_ud(0),
//!         dst_data: RawOperand::new(33, 0),
//!         src0addrs: RawOperand::new(32, 0),
//!         ..Default::default()
//!     };
//!     assert_eq!((load.lsc_sfid, load.src1data), (LscSfid::Ugm, RawOperand::NULL));
//!     load.validate()?;
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`Kernel`] assembles whole kernels: declarations, inputs and attributes, every instruction
//! checked against them, written as a complete vISA 4.1 `.isa` file and printed as IGC's
//! assembly (see [`kernel`]); [`Kernel::from_isa`] reads such a file back.
//!
//! # Layers
//!
//! The crate is built in layers, each importing only from those below it (`tests/layers.rs`
//! checks that the module import graph has no cycle):
//!
//! 1. [`runtime`], hand-written and itself layered (core types and ids, operands, validation,
//!    binary, text, the instruction trait; see its module table). It imports no generated
//!    item: where it needs one, it declares a trait the generated code implements
//!    ([`Instruction`], [`PackedImmediate`], [`FromCode`]).
//! 2. The generated code, `include!`d at the crate root: one module per opcode,
//!    `AnyInstruction`, `ExecSize`, `ExecMask`.
//! 3. [`kernel`]: a whole kernel of [`AnyInstruction`]s, the one layer that sees everything,
//!    and [`decode_stream`], the stream of `AnyInstruction`s.
//!
//! Every runtime and kernel item is re-exported at the crate root (`visa_isa::RawOperand`,
//! `visa_isa::Kernel`), the paths the generated code names them by.
//!
//! The generated source is in `$OUT_DIR/visa_isa.rs` (`cargo run -p visa-isa-codegen -- …`
//! writes the model, docs and test vectors; see `docs/developing.md`).

#![warn(missing_docs)]

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub mod runtime;

pub mod kernel;

pub use kernel::{
    Align, Attribute, AttributeValue, DeclClass, Function, GenBinary, Input, InputVar, IsaError,
    IsaLayout, Kernel, KernelError, NameUse, Program, ProgramError, ProgramKernel, RoutineId,
    Target, TextError, TextErrorKind, VarDecl, GRF_BYTES,
};
pub use runtime::*;

include!(concat!(env!("OUT_DIR"), "/visa_isa.rs"));

/// Decodes a whole instruction stream (a kernel's instruction bytes, reference §2.1): one
/// [`AnyInstruction`] after another, each with the offset it starts at, until the bytes end.
///
/// Each item is `Ok((offset, instruction))` or, once, `Err` with an offset from the start of
/// `bytes`; after an error the iterator ends, since the next instruction's start is unknown.
/// Every instruction is validated ([`Instruction::read`]). Allocates nothing itself;
/// collecting allocates per instruction actually decoded, never from a count in the input.
///
/// ```
/// use visa_isa::{decode_stream, DecodeErrorKind};
///
/// // reference §3.5 example 1, then a byte that is no opcode of the crate's.
/// let unorm = [
///     0x41, 0x0f, 0x00, 0x06, 0x05, 0x07, 0, 0, 0, 0, 0x05, 0x07, 0, 0, 0, 0x3f, 0x00, 0x25, 0,
///     0, 0, 0, 0, 0x21, 0x01, 0x05, 0x07, 0, 0, 0, 0x3e, 0x26, 0, 0, 0, 0, 0,
/// ];
/// let mut bytes = unorm.to_vec();
/// bytes.push(0xff);
/// let items: Vec<_> = decode_stream(&bytes).collect();
/// assert_eq!(items.len(), 2);
/// assert_eq!(items[0].as_ref().map(|(at, _)| *at), Ok(0));
/// let err = items[1].as_ref().unwrap_err();
/// assert_eq!((err.offset, &err.kind), (37, &DecodeErrorKind::UnknownOpcode { opcode: 0xff }));
/// ```
#[inline]
pub fn decode_stream(bytes: &[u8]) -> DecodeStream<'_, AnyInstruction> {
    DecodeStream::new(ByteReader::new(bytes))
}
