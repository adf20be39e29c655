//! Hand-written runtime shared by every generated instruction.
//!
//! The generated code (one module per opcode) describes *which* fields an instruction has; this
//! runtime describes *how* each field kind is written, validated and printed, once, following
//! `visa-binary-format.md` §2 (framing and field kinds) and §6.1 (IGC's printer conventions).
//!
//! | Module | Field kind | Reference |
//! |---|---|---|
//! | [`sink`] | the byte writer every encoder targets | §2.2 (little-endian, no padding) |
//! | [`types`] | VISA type codes and regions | §2.6 |
//! | [`operand`] | `raw_operand` and `vec_operand` | §2.5, §2.6 |
//! | [`predicate`] | the `Pred` field | §2.4 |
//! | [`channels`] | R/G/B/A channel masks | §3, §6.1 |
//! | [`names`] | how ids print (`V34`, `%null`, `T6`, `S0`) | §2.7, §6.1 |
//! | [`error`] | validation errors and declaration type checks | §5 |
//! | [`reader`] | what IGC's 4.1 reader leaves out when it prints | §6, §8.4 |
//! | [`visit`] | the operands an instruction refers to | §2.5–§2.7 |
//! | [`kernel`] | a whole kernel: declarations, inputs, attributes, `.isa` file and text | §8.2, `4_visa_header.md` |
//! | [`asm`] | reading assembly text back: cursor, [`ParseAsm`], located errors | §6 |
//! | [`decode`] | reading bytes back: [`ByteReader`], located [`DecodeError`]s, [`decode_stream`] | §2, §2.1 |

pub mod asm;
pub mod channels;
pub mod decode;
pub mod error;
pub mod kernel;
pub mod names;
pub mod operand;
pub mod predicate;
pub mod reader;
pub mod sink;
pub mod types;
pub mod visit;

pub use asm::{
    parse_asm_line, parse_asm_line_in, AsmContext, AsmCursor, AsmError, AsmErrorKind, AsmOperands,
    ParseAsm,
};
pub use channels::{ChannelMask, ParseChannelMaskError};
pub use decode::{
    decode_stream, Bits, ByteReader, DecodeError, DecodeErrorKind, DecodeStream, FieldWidth,
};
pub use error::{
    check_immediate_max, check_immediate_type, check_implied_region, check_operand_class,
    check_predicate_mode, check_raw_type, check_scalar_region, check_vector_type, EncodeError,
    ValidationError, VariableTypes,
};
pub use kernel::{
    AddressId, Align, Attribute, AttributeValue, DeclClass, Input, InputVar, IsaLayout, Kernel,
    KernelError, LabelId, LabelKind, PredicateId, Target, VarDecl, VarId, GRF_BYTES,
};
pub use names::{
    predefined_surface_id, predefined_surface_name, predefined_var_id, predefined_var_name,
    AddressName, NameId, PredicateName, SamplerIndex, SamplerName, SurfaceIndex, SurfaceName,
    VarName, FIRST_GENERAL_VAR, FIRST_PREDICATE, FIRST_SURFACE,
};
pub use operand::{
    check_address_destination, check_address_of, AddressOf, AddressOperand, Bare, CompactRaw,
    Destination, GeneralOperand, Immediate, IndirectOperand, OperandClass, PredicateOperand,
    RawOperand, StateClass, StateOperand, Unregioned, VectorOperand,
};
pub use predicate::{Predicate, PredicateControl};
pub use reader::{ReaderExpectation, ReaderOmission};
pub use sink::{Sink, SliceSink};
pub use types::{Modifier, Region, VisaType};
pub use visit::{LabelUse, OperandKind, OperandRef};
