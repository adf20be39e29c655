//! Hand-written runtime shared by every generated instruction.
//!
//! The generated code (one module per opcode) describes *which* fields an instruction has; this
//! runtime describes *how* each field kind is written, validated and printed, once, following
//! `visa-binary-format.md` §2 (framing and field kinds) and §6.1 (IGC's printer conventions).
//!
//! # Layers
//!
//! The modules form layers: each imports only from the layers above it in this table, never
//! from a later one, and none imports a generated item (`tests/layers.rs` checks both). Where
//! the runtime needs something only the specs know (the execution sizes, the instruction
//! types), it declares a trait ([`FromCode`], [`Instruction`], [`PackedImmediate`]) and the
//! generated code implements it. Above all of them sit the generated code and the
//! [kernel](crate::Kernel), the one layer that sees everything.
//!
//! | Layer | Module | What | Reference |
//! |---|---|---|---|
//! | 1. core | [`types`] | VISA type codes, regions, modifiers | §2.6 |
//! | | [`names`] | ids, one type per entity, and how they print (`V34`, `%null`, `T6`, `S0`) | §2.7, §6.1 |
//! | | [`channels`] | R/G/B/A channel masks | §3, §6.1 |
//! | | [`reader`] | what IGC's 4.1 reader leaves out when it prints | §6, §8.4 |
//! | | [`omitted`] | the opcodes a build left out because their spec has an error | |
//! | | [`layout`] | the byte layout of a 4.1 file: IGC 12504.6's or today's | |
//! | 2. operands | [`operand`] | `raw_operand` and `vec_operand` | §2.5, §2.6 |
//! | | [`predicate`] | the `Pred` field | §2.4 |
//! | 3. validation | [`error`] | validation errors, the declared types checks need | §5 |
//! | | [`check`] | the checks `validate` is made of | §5 |
//! | | [`packed`] | operands whose immediate packs bitfields | §2.6 |
//! | 4. binary | [`sink`] | the byte writer every encoder targets; operands as bytes | §2.2 |
//! | | [`decode`] | reading bytes back: [`ByteReader`], located [`DecodeError`]s | §2, §2.1 |
//! | 5. text | [`asm`] | assembly text: [`AsmContext`], the cursor, [`ParseAsm`], located errors | §6 |
//! | 6. instructions | [`visit`] | the operands an instruction refers to | §2.5–§2.7 |
//! | | [`instruction`] | the [`Instruction`] trait, [`DecodeStream`] | §2 |

pub mod channels;
pub mod layout;
pub mod names;
pub mod omitted;
pub mod reader;
pub mod types;

pub mod operand;
pub mod predicate;

pub mod check;
pub mod error;
pub mod packed;

pub mod decode;
pub mod sink;

pub mod asm;

pub mod instruction;
pub mod visit;

pub use asm::{
    parse_asm_line, parse_asm_line_in, parse_text, print_text, AddressOf, AsmContext, AsmCursor,
    AsmError, AsmErrorKind, AsmOperands, Field, OperandText, ParseAsm, Slot, TextItem, TextOption,
    TextValue,
};
pub use channels::{ChannelMask, ParseChannelMaskError};
pub use check::{
    check_address_destination, check_address_of, check_exec_mask, check_grf_aligned,
    check_immediate_max, check_immediate_type, check_implied_region, check_operand_class,
    check_operand_types, check_predicate_mode, check_range, check_raw_grf_aligned, check_raw_type,
    check_raw_whole_variable, check_region_bounds, check_scalar_region, check_vector_type,
    count_params, operand_element_type, TypeMap,
};
pub use decode::{
    Bits, ByteReader, DecodeError, DecodeErrorKind, ExecSizeCodes, FieldWidth, FromCode,
};
pub use error::{EncodeError, ValidationError, VariableTypes};
pub use instruction::{
    read_as, DecodeAs, DecodeStream, InContext, Instruction, InstructionVariant,
};
pub use layout::{Layout, ParseLayoutError};
pub use names::{
    predefined_surface_id, predefined_surface_name, predefined_var_id, predefined_var_name,
    AddressId, LabelId, LabelKind, NameClass, NameId, PredicateId, SamplerIndex, SurfaceIndex,
    VarId, Variable, VariableClass, FIRST_GENERAL_VAR, FIRST_PREDICATE, FIRST_SURFACE,
};
pub use omitted::OmittedOpcode;
pub use operand::{
    write_item, AddressOperand, Bare, CompactRaw, Destination, GeneralOperand, Immediate,
    IndirectOperand, List, OperandClass, PredicateOperand, RawOperand, StateClass, StateOperand,
    Unregioned, VectorOperand,
};
pub use packed::{PackedImmediate, PackedOperand};
pub use predicate::{Predicate, PredicateControl};
pub use reader::{ReaderExpectation, ReaderOmission};
pub use sink::{InLayout, Sink, SliceSink};
pub use types::{Modifier, Region, VisaType, MIN_GRF_BYTES};
pub use visit::{LabelUse, OperandKind, OperandRef};
