// Written by `cargo run -p visa-isa-codegen -- generate specs generated`; do not edit.
/// The execution size: bits \[3:0\] of an `Exec_size` byte (the specs say \[2:0\]; IGC reads four bits). Every size any spec documents; each instruction's `validate` checks its own list.
///
/// # Example
///
/// ```
/// use visa_isa::ExecSize;
///
/// assert_eq!(ExecSize::Simd8.name(), "8 elements");
/// assert_eq!(ExecSize::Simd8.asm(), "8");
/// for &value in ExecSize::ALL {
///     assert_eq!(ExecSize::from_code(value.code()), Some(value));
///     // Where two values share a spelling, it reads as the lower code.
///     let read = ExecSize::from_asm(value.asm()).map(ExecSize::asm);
///     assert_eq!(read, Some(value.asm()));
/// }
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
#[repr(u8)]
pub enum ExecSize {
    /// 8 lanes.
    #[default]
    Simd8 = 3,
    /// 16 lanes.
    Simd16 = 4,
    /// 32 lanes.
    Simd32 = 5,
}
impl ExecSize {
    /// Every value, in documentation order.
    pub const ALL: &'static [Self] = &[Self::Simd8, Self::Simd16, Self::Simd32];
    /// The binary code.
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }
    /// The value with that binary code.
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            3 => Some(Self::Simd8),
            4 => Some(Self::Simd16),
            5 => Some(Self::Simd32),
            _ => None,
        }
    }
    /// The name the spec uses.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Simd8 => "8 elements",
            Self::Simd16 => "16 elements",
            Self::Simd32 => "32 elements",
        }
    }
    /// The spelling in IGC's vISA assembly.
    pub const fn asm(self) -> &'static str {
        match self {
            Self::Simd8 => "8",
            Self::Simd16 => "16",
            Self::Simd32 => "32",
        }
    }
    /// The value spelled `text` in IGC's vISA assembly (the inverse of
    /// [`asm`](Self::asm); where two values share a spelling, the lower code).
    pub fn from_asm(text: &str) -> Option<Self> {
        match text {
            "8" => Some(Self::Simd8),
            "16" => Some(Self::Simd16),
            "32" => Some(Self::Simd32),
            _ => None,
        }
    }
    /// The number of lanes.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::ExecSize;
    ///
    /// assert_eq!(ExecSize::Simd8.lanes(), 8);
    /// ```
    #[inline]
    pub const fn lanes(self) -> u8 {
        match self {
            Self::Simd8 => 8,
            Self::Simd16 => 16,
            Self::Simd32 => 32,
        }
    }
}
impl core::fmt::Display for ExecSize {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.asm())
    }
}
impl ParseAsm for ExecSize {
    const EXPECTED: &'static str = "an execution size (`8`, `16`, `32`)";
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.lookup(
            Self::EXPECTED,
            Self::from_asm,
            |found| AsmErrorKind::UnsupportedExecSize {
                found,
            },
        )
    }
}
impl core::str::FromStr for ExecSize {
    type Err = AsmError;
    /// Parses the spelling [`ExecSize::asm`] prints.
    #[inline]
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse_asm_line(text, 1)
    }
}
/// The execution mask: bits \[7:4\] of an `Exec_size` byte. M1…M8 select a group of channels; the `_NM` forms also disable the channel enables.
///
/// # Example
///
/// ```
/// use visa_isa::ExecMask;
///
/// assert_eq!(ExecMask::M1.name(), "M1");
/// assert_eq!(ExecMask::M1.asm(), "M1");
/// for &value in ExecMask::ALL {
///     assert_eq!(ExecMask::from_code(value.code()), Some(value));
///     // Where two values share a spelling, it reads as the lower code.
///     let read = ExecMask::from_asm(value.asm()).map(ExecMask::asm);
///     assert_eq!(read, Some(value.asm()));
/// }
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
#[repr(u8)]
pub enum ExecMask {
    /// `M1`.
    #[default]
    M1 = 0,
    /// `M2`.
    M2 = 1,
    /// `M3`.
    M3 = 2,
    /// `M4`.
    M4 = 3,
    /// `M5`.
    M5 = 4,
    /// `M6`.
    M6 = 5,
    /// `M7`.
    M7 = 6,
    /// `M8`.
    M8 = 7,
    /// `M1_NM`.
    M1Nm = 8,
    /// `M2_NM`.
    M2Nm = 9,
    /// `M3_NM`.
    M3Nm = 10,
    /// `M4_NM`.
    M4Nm = 11,
    /// `M5_NM`.
    M5Nm = 12,
    /// `M6_NM`.
    M6Nm = 13,
    /// `M7_NM`.
    M7Nm = 14,
    /// `M8_NM`.
    M8Nm = 15,
}
impl ExecMask {
    /// Every value, in documentation order.
    pub const ALL: &'static [Self] = &[
        Self::M1,
        Self::M2,
        Self::M3,
        Self::M4,
        Self::M5,
        Self::M6,
        Self::M7,
        Self::M8,
        Self::M1Nm,
        Self::M2Nm,
        Self::M3Nm,
        Self::M4Nm,
        Self::M5Nm,
        Self::M6Nm,
        Self::M7Nm,
        Self::M8Nm,
    ];
    /// The binary code.
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }
    /// The value with that binary code.
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0 => Some(Self::M1),
            1 => Some(Self::M2),
            2 => Some(Self::M3),
            3 => Some(Self::M4),
            4 => Some(Self::M5),
            5 => Some(Self::M6),
            6 => Some(Self::M7),
            7 => Some(Self::M8),
            8 => Some(Self::M1Nm),
            9 => Some(Self::M2Nm),
            10 => Some(Self::M3Nm),
            11 => Some(Self::M4Nm),
            12 => Some(Self::M5Nm),
            13 => Some(Self::M6Nm),
            14 => Some(Self::M7Nm),
            15 => Some(Self::M8Nm),
            _ => None,
        }
    }
    /// The name the spec uses.
    pub const fn name(self) -> &'static str {
        match self {
            Self::M1 => "M1",
            Self::M2 => "M2",
            Self::M3 => "M3",
            Self::M4 => "M4",
            Self::M5 => "M5",
            Self::M6 => "M6",
            Self::M7 => "M7",
            Self::M8 => "M8",
            Self::M1Nm => "M1_NM",
            Self::M2Nm => "M2_NM",
            Self::M3Nm => "M3_NM",
            Self::M4Nm => "M4_NM",
            Self::M5Nm => "M5_NM",
            Self::M6Nm => "M6_NM",
            Self::M7Nm => "M7_NM",
            Self::M8Nm => "M8_NM",
        }
    }
    /// The spelling in IGC's vISA assembly.
    pub const fn asm(self) -> &'static str {
        match self {
            Self::M1 => "M1",
            Self::M2 => "M2",
            Self::M3 => "M3",
            Self::M4 => "M4",
            Self::M5 => "M5",
            Self::M6 => "M6",
            Self::M7 => "M7",
            Self::M8 => "M8",
            Self::M1Nm => "M1_NM",
            Self::M2Nm => "M2_NM",
            Self::M3Nm => "M3_NM",
            Self::M4Nm => "M4_NM",
            Self::M5Nm => "M5_NM",
            Self::M6Nm => "M6_NM",
            Self::M7Nm => "M7_NM",
            Self::M8Nm => "M8_NM",
        }
    }
    /// The value spelled `text` in IGC's vISA assembly (the inverse of
    /// [`asm`](Self::asm); where two values share a spelling, the lower code).
    pub fn from_asm(text: &str) -> Option<Self> {
        match text {
            "M1" => Some(Self::M1),
            "M2" => Some(Self::M2),
            "M3" => Some(Self::M3),
            "M4" => Some(Self::M4),
            "M5" => Some(Self::M5),
            "M6" => Some(Self::M6),
            "M7" => Some(Self::M7),
            "M8" => Some(Self::M8),
            "M1_NM" => Some(Self::M1Nm),
            "M2_NM" => Some(Self::M2Nm),
            "M3_NM" => Some(Self::M3Nm),
            "M4_NM" => Some(Self::M4Nm),
            "M5_NM" => Some(Self::M5Nm),
            "M6_NM" => Some(Self::M6Nm),
            "M7_NM" => Some(Self::M7Nm),
            "M8_NM" => Some(Self::M8Nm),
            _ => None,
        }
    }
}
impl core::fmt::Display for ExecMask {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.asm())
    }
}
impl ParseAsm for ExecMask {
    const EXPECTED: &'static str = "an execution mask (`M1`, `M2`, `M3`, …)";
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.lookup(
            Self::EXPECTED,
            Self::from_asm,
            |found| AsmErrorKind::UnknownExecMask {
                found,
            },
        )
    }
}
impl core::str::FromStr for ExecMask {
    type Err = AsmError;
    /// Parses the spelling [`ExecMask::asm`] prints.
    #[inline]
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse_asm_line(text, 1)
    }
}
impl FromCode for ExecSize {
    #[inline]
    fn from_code(code: u8) -> Option<Self> {
        ExecSize::from_code(code)
    }
}
impl FromCode for ExecMask {
    #[inline]
    fn from_code(code: u8) -> Option<Self> {
        ExecMask::from_code(code)
    }
}
/// The opcodes left out of this build because their spec, an erratum for them or their
/// family has an error, each with its first error (`visa-isa-codegen check` lists every
/// diagnostic); empty when the specs read without errors. Nothing else in the crate
/// refers to them. With `VISA_ISA_STRICT=1`, such an error fails the build instead.
///
/// # Example
///
/// ```
/// for omitted in visa_isa::OMITTED_OPCODES {
///     eprintln!("{}:{}: {} left out: {}", omitted.file, omitted.line, omitted.name, omitted.message);
/// }
/// assert!(visa_isa::OMITTED_OPCODES.is_empty());
/// ```
pub static OMITTED_OPCODES: &[OmittedOpcode] = &[];
/// Any instruction of any opcode. Serde form: `{ OPCODE: { op: fields } }`, or
/// `{ OPCODE: fields }` for opcodes without op variants.
///
/// # Example
///
/// ```
/// use visa_isa::{AnyInstruction, Instruction};
///
/// let bytes = [
///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
/// ];
/// let (inst, len) = AnyInstruction::decode(&bytes)?;
/// assert_eq!(len, bytes.len());
/// assert_eq!(inst.to_string(), "lod.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V39.0 V42.0 V45.0");
/// let mut encoded = Vec::new();
/// inst.encode(&mut encoded)?;
/// assert_eq!(encoded, bytes);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum AnyInstruction {
    /// `3D_SAMPLE`.
    #[cfg_attr(feature = "serde", serde(rename = "3D_SAMPLE"))]
    Op3dSample(op_3d_sample::Op3dSample),
    /// `3D_SAMPLE4`.
    #[cfg_attr(feature = "serde", serde(rename = "3D_SAMPLE4"))]
    Op3dSample4(op_3d_sample4::Op3dSample4),
    /// `GATHER4_TYPED`.
    #[cfg_attr(feature = "serde", serde(rename = "GATHER4_TYPED"))]
    Gather4Typed(gather4_typed::Gather4Typed),
    /// `SAMPLE_UNORM`.
    #[cfg_attr(feature = "serde", serde(rename = "SAMPLE_UNORM"))]
    SampleUnorm(sample_unorm::SampleUnorm),
    /// `SCATTER4_SCALED`.
    #[cfg_attr(feature = "serde", serde(rename = "SCATTER4_SCALED"))]
    Scatter4Scaled(scatter4_scaled::Scatter4Scaled),
}
impl Instruction for AnyInstruction {
    #[inline]
    fn opcode(&self) -> u8 {
        match self {
            Self::Op3dSample(inner) => inner.opcode(),
            Self::Op3dSample4(inner) => inner.opcode(),
            Self::Gather4Typed(inner) => inner.opcode(),
            Self::SampleUnorm(inner) => inner.opcode(),
            Self::Scatter4Scaled(inner) => inner.opcode(),
        }
    }
    #[inline]
    fn validate(&self) -> Result<(), ValidationError> {
        match self {
            Self::Op3dSample(inner) => inner.validate(),
            Self::Op3dSample4(inner) => inner.validate(),
            Self::Gather4Typed(inner) => inner.validate(),
            Self::SampleUnorm(inner) => inner.validate(),
            Self::Scatter4Scaled(inner) => inner.validate(),
        }
    }
    #[inline]
    fn validate_types(
        &self,
        declarations: &impl VariableTypes,
    ) -> Result<(), ValidationError> {
        match self {
            Self::Op3dSample(inner) => inner.validate_types(declarations),
            Self::Op3dSample4(inner) => inner.validate_types(declarations),
            Self::Gather4Typed(inner) => inner.validate_types(declarations),
            Self::SampleUnorm(inner) => inner.validate_types(declarations),
            Self::Scatter4Scaled(inner) => inner.validate_types(declarations),
        }
    }
    #[inline]
    fn encoded_len(&self) -> usize {
        match self {
            Self::Op3dSample(inner) => inner.encoded_len(),
            Self::Op3dSample4(inner) => inner.encoded_len(),
            Self::Gather4Typed(inner) => inner.encoded_len(),
            Self::SampleUnorm(inner) => inner.encoded_len(),
            Self::Scatter4Scaled(inner) => inner.encoded_len(),
        }
    }
    #[inline]
    fn encoded_len_for(&self, layout: Layout) -> usize {
        match self {
            Self::Op3dSample(inner) => inner.encoded_len_for(layout),
            Self::Op3dSample4(inner) => inner.encoded_len_for(layout),
            Self::Gather4Typed(inner) => inner.encoded_len_for(layout),
            Self::SampleUnorm(inner) => inner.encoded_len_for(layout),
            Self::Scatter4Scaled(inner) => inner.encoded_len_for(layout),
        }
    }
    #[inline]
    fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
        match self {
            Self::Op3dSample(inner) => inner.check_layout(layout),
            Self::Op3dSample4(inner) => inner.check_layout(layout),
            Self::Gather4Typed(inner) => inner.check_layout(layout),
            Self::SampleUnorm(inner) => inner.check_layout(layout),
            Self::Scatter4Scaled(inner) => inner.check_layout(layout),
        }
    }
    #[inline]
    fn write_unchecked(&self, out: &mut impl Sink) {
        match self {
            Self::Op3dSample(inner) => inner.write_unchecked(out),
            Self::Op3dSample4(inner) => inner.write_unchecked(out),
            Self::Gather4Typed(inner) => inner.write_unchecked(out),
            Self::SampleUnorm(inner) => inner.write_unchecked(out),
            Self::Scatter4Scaled(inner) => inner.write_unchecked(out),
        }
    }
    #[inline]
    fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
        Self::read_dispatch::<false>(reader)
    }
    #[inline]
    fn read(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
        Self::read_dispatch::<true>(reader)
    }
    #[inline]
    fn encode(&self, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
        match self {
            Self::Op3dSample(inner) => inner.encode(out),
            Self::Op3dSample4(inner) => inner.encode(out),
            Self::Gather4Typed(inner) => inner.encode(out),
            Self::SampleUnorm(inner) => inner.encode(out),
            Self::Scatter4Scaled(inner) => inner.encode(out),
        }
    }
    #[inline]
    fn encode_into(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
        match self {
            Self::Op3dSample(inner) => inner.encode_into(buf),
            Self::Op3dSample4(inner) => inner.encode_into(buf),
            Self::Gather4Typed(inner) => inner.encode_into(buf),
            Self::SampleUnorm(inner) => inner.encode_into(buf),
            Self::Scatter4Scaled(inner) => inner.encode_into(buf),
        }
    }
    #[inline]
    fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
        match self {
            Self::Op3dSample(inner) => inner.for_each_operand(visit),
            Self::Op3dSample4(inner) => inner.for_each_operand(visit),
            Self::Gather4Typed(inner) => inner.for_each_operand(visit),
            Self::SampleUnorm(inner) => inner.for_each_operand(visit),
            Self::Scatter4Scaled(inner) => inner.for_each_operand(visit),
        }
    }
    fn fmt_asm(
        &self,
        f: &mut core::fmt::Formatter<'_>,
        context: Option<AsmContext<'_>>,
    ) -> core::fmt::Result {
        match self {
            Self::Op3dSample(inner) => inner.fmt_asm(f, context),
            Self::Op3dSample4(inner) => inner.fmt_asm(f, context),
            Self::Gather4Typed(inner) => inner.fmt_asm(f, context),
            Self::SampleUnorm(inner) => inner.fmt_asm(f, context),
            Self::Scatter4Scaled(inner) => inner.fmt_asm(f, context),
        }
    }
}
impl AnyInstruction {
    /// Reads the instruction of the type the bytes name, validated when `VALIDATE`:
    /// one dispatch for `read` and `read_unchecked`, which validates the type it reads
    /// directly.
    #[inline]
    fn read_dispatch<const VALIDATE: bool>(
        reader: &mut ByteReader<'_>,
    ) -> Result<Self, DecodeError> {
        match reader.peek_opcode()? {
            op_3d_sample::OPCODE => {
                read_as::<op_3d_sample::Op3dSample, VALIDATE>(reader)
                    .map(Self::Op3dSample)
            }
            op_3d_sample4::OPCODE => {
                read_as::<op_3d_sample4::Op3dSample4, VALIDATE>(reader)
                    .map(Self::Op3dSample4)
            }
            gather4_typed::OPCODE => {
                read_as::<gather4_typed::Gather4Typed, VALIDATE>(reader)
                    .map(Self::Gather4Typed)
            }
            sample_unorm::OPCODE => {
                read_as::<sample_unorm::SampleUnorm, VALIDATE>(reader)
                    .map(Self::SampleUnorm)
            }
            scatter4_scaled::OPCODE => {
                read_as::<scatter4_scaled::Scatter4Scaled, VALIDATE>(reader)
                    .map(Self::Scatter4Scaled)
            }
            opcode => {
                Err(
                    reader
                        .error(DecodeErrorKind::UnknownOpcode {
                            opcode,
                        }),
                )
            }
        }
    }
}
impl core::fmt::Display for AnyInstruction {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.fmt_asm(f, None)
    }
}
impl From<op_3d_sample::Op3dSample> for AnyInstruction {
    fn from(inner: op_3d_sample::Op3dSample) -> Self {
        Self::Op3dSample(inner)
    }
}
impl From<op_3d_sample4::Op3dSample4> for AnyInstruction {
    fn from(inner: op_3d_sample4::Op3dSample4) -> Self {
        Self::Op3dSample4(inner)
    }
}
impl From<gather4_typed::Gather4Typed> for AnyInstruction {
    fn from(inner: gather4_typed::Gather4Typed) -> Self {
        Self::Gather4Typed(inner)
    }
}
impl From<sample_unorm::SampleUnorm> for AnyInstruction {
    fn from(inner: sample_unorm::SampleUnorm) -> Self {
        Self::SampleUnorm(inner)
    }
}
impl From<scatter4_scaled::Scatter4Scaled> for AnyInstruction {
    fn from(inner: scatter4_scaled::Scatter4Scaled) -> Self {
        Self::Scatter4Scaled(inner)
    }
}
impl ParseAsm for AnyInstruction {
    const EXPECTED: &'static str = "a vISA instruction";
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        match asm.peek_mnemonic()? {
            "lod" | "sample_3d" | "sample_b" | "sample_b_c" | "sample_c" | "sample_c_lz"
            | "sample_d" | "sample_d_c" | "sample_l" | "sample_l_c" | "sample_lz" => {
                asm.parse().map(Self::Op3dSample)
            }
            "sample4" | "sample4_b" | "sample4_c" | "sample4_i" | "sample4_i_c"
            | "sample4_l" | "sample4_po" | "sample4_po_b" | "sample4_po_c"
            | "sample4_po_i" | "sample4_po_i_c" | "sample4_po_l" | "sample4_po_l_c" => {
                asm.parse().map(Self::Op3dSample4)
            }
            "gather4_typed" => asm.parse().map(Self::Gather4Typed),
            "sample_unorm" => asm.parse().map(Self::SampleUnorm),
            "scatter4_scaled" => asm.parse().map(Self::Scatter4Scaled),
            _ => Err(asm.unknown_mnemonic()),
        }
    }
}
impl core::str::FromStr for AnyInstruction {
    type Err = AsmError;
    /// Parses IGC's vISA assembly of any of its instructions: each instruction that
    /// prints the mnemonic (after an optional predicate) is tried in turn, and the
    /// first that reads the line is the result; when none does, the error is that of
    /// the one that read furthest. Fields the text does not carry parse as their
    /// default; see each instruction type's `FromStr`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        parse_asm_line(text, 1)
    }
}
impl AnyInstruction {
    /// Every op variant of every opcode, by opcode name and then in the order of the
    /// opcode's spec: its names and its own type's entry points (decoding, and with
    /// the `arbitrary` feature an arbitrary instruction of it), so that code can go over
    /// every variant of the specs the crate was built from without naming their types.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::AnyInstruction;
    ///
    /// assert_eq!(AnyInstruction::VARIANTS.len(), 27);
    /// let entry = AnyInstruction::VARIANTS
    ///     .iter()
    ///     .find(|v| (v.opcode, v.name) == ("3D_SAMPLE", "LOD"))
    ///     .expect("a variant of the build");
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = (entry.decode)(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert!(std::ptr::eq(inst.variant(), entry));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    pub const VARIANTS: &'static [InstructionVariant<Self>] = &[
        InstructionVariant::new::<
            op_3d_sample::Lod,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "LOD"),
        InstructionVariant::new::<
            op_3d_sample::Sample,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample"),
        InstructionVariant::new::<
            op_3d_sample::SampleLz,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_lz"),
        InstructionVariant::new::<
            op_3d_sample::SampleB,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_b"),
        InstructionVariant::new::<
            op_3d_sample::SampleBC,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_b_c"),
        InstructionVariant::new::<
            op_3d_sample::SampleC,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_c"),
        InstructionVariant::new::<
            op_3d_sample::SampleCLz,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_c_lz"),
        InstructionVariant::new::<
            op_3d_sample::SampleD,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_d"),
        InstructionVariant::new::<
            op_3d_sample::SampleDC,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_d_c"),
        InstructionVariant::new::<
            op_3d_sample::SampleL,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_l"),
        InstructionVariant::new::<
            op_3d_sample::SampleLC,
            op_3d_sample::Op3dSample,
        >("3D_SAMPLE", "sample_l_c"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4I,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_i"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4B,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_b"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4C,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_c"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4IC,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_i_c"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4L,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_l"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4Po,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoB,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_b"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoC,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_c"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoI,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_i"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoIC,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_i_c"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoL,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_l"),
        InstructionVariant::new::<
            op_3d_sample4::Gather4PoLC,
            op_3d_sample4::Op3dSample4,
        >("3D_SAMPLE4", "gather4_po_l_c"),
        InstructionVariant::new::<
            gather4_typed::Gather4Typed,
            gather4_typed::Gather4Typed,
        >("GATHER4_TYPED", "GATHER4_TYPED"),
        InstructionVariant::new::<
            sample_unorm::SampleUnorm,
            sample_unorm::SampleUnorm,
        >("SAMPLE_UNORM", "SAMPLE_UNORM"),
        InstructionVariant::new::<
            scatter4_scaled::Scatter4Scaled,
            scatter4_scaled::Scatter4Scaled,
        >("SCATTER4_SCALED", "SCATTER4_SCALED"),
    ];
    /// The instruction's op variant: its entry of [`VARIANTS`](Self::VARIANTS).
    ///
    /// Inline, like every use of `VARIANTS`: its entries point at every variant's
    /// decoders, which a crate compiles only when it names them (the library does not).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{AnyInstruction, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, _) = AnyInstruction::decode(&bytes)?;
    /// let variant = inst.variant();
    /// assert_eq!((variant.opcode, variant.name), ("3D_SAMPLE", "LOD"));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn variant(&self) -> &'static InstructionVariant<Self> {
        let index: usize = match self {
            Self::Op3dSample(inner) => {
                match inner {
                    op_3d_sample::Op3dSample::Lod(_) => 0,
                    op_3d_sample::Op3dSample::Sample(_) => 1,
                    op_3d_sample::Op3dSample::SampleLz(_) => 2,
                    op_3d_sample::Op3dSample::SampleB(_) => 3,
                    op_3d_sample::Op3dSample::SampleBC(_) => 4,
                    op_3d_sample::Op3dSample::SampleC(_) => 5,
                    op_3d_sample::Op3dSample::SampleCLz(_) => 6,
                    op_3d_sample::Op3dSample::SampleD(_) => 7,
                    op_3d_sample::Op3dSample::SampleDC(_) => 8,
                    op_3d_sample::Op3dSample::SampleL(_) => 9,
                    op_3d_sample::Op3dSample::SampleLC(_) => 10,
                }
            }
            Self::Op3dSample4(inner) => {
                match inner {
                    op_3d_sample4::Op3dSample4::Gather4(_) => 11,
                    op_3d_sample4::Op3dSample4::Gather4I(_) => 12,
                    op_3d_sample4::Op3dSample4::Gather4B(_) => 13,
                    op_3d_sample4::Op3dSample4::Gather4C(_) => 14,
                    op_3d_sample4::Op3dSample4::Gather4IC(_) => 15,
                    op_3d_sample4::Op3dSample4::Gather4L(_) => 16,
                    op_3d_sample4::Op3dSample4::Gather4Po(_) => 17,
                    op_3d_sample4::Op3dSample4::Gather4PoB(_) => 18,
                    op_3d_sample4::Op3dSample4::Gather4PoC(_) => 19,
                    op_3d_sample4::Op3dSample4::Gather4PoI(_) => 20,
                    op_3d_sample4::Op3dSample4::Gather4PoIC(_) => 21,
                    op_3d_sample4::Op3dSample4::Gather4PoL(_) => 22,
                    op_3d_sample4::Op3dSample4::Gather4PoLC(_) => 23,
                }
            }
            Self::Gather4Typed(_) => 24,
            Self::SampleUnorm(_) => 25,
            Self::Scatter4Scaled(_) => 26,
        };
        &Self::VARIANTS[index]
    }
    /// The name of the opcode whose byte is `code`, among the opcodes the crate was
    /// built with (of several that share the byte, the first by name).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::AnyInstruction;
    ///
    /// assert_eq!(AnyInstruction::opcode_name(0x6d), Some("3D_SAMPLE"));
    /// assert_eq!(AnyInstruction::opcode_name(0xff), None);
    /// ```
    pub fn opcode_name(code: u8) -> Option<&'static str> {
        match code {
            op_3d_sample::OPCODE => Some("3D_SAMPLE"),
            op_3d_sample4::OPCODE => Some("3D_SAMPLE4"),
            gather4_typed::OPCODE => Some("GATHER4_TYPED"),
            sample_unorm::OPCODE => Some("SAMPLE_UNORM"),
            scatter4_scaled::OPCODE => Some("SCATTER4_SCALED"),
            _ => None,
        }
    }
}
impl AnyInstruction {
    /// What IGC's vISA 4.1 reader leaves out when it prints this instruction's opcode.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample, AnyInstruction, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, _) = AnyInstruction::decode(&bytes)?;
    /// assert_eq!(inst.reader_omissions(), op_3d_sample::READER_OMISSIONS);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    pub const fn reader_omissions(&self) -> &'static [ReaderOmission] {
        match self {
            Self::Op3dSample(_) => op_3d_sample::READER_OMISSIONS,
            Self::Op3dSample4(_) => op_3d_sample4::READER_OMISSIONS,
            Self::Gather4Typed(_) => gather4_typed::READER_OMISSIONS,
            Self::SampleUnorm(_) => sample_unorm::READER_OMISSIONS,
            Self::Scatter4Scaled(_) => scatter4_scaled::READER_OMISSIONS,
        }
    }
    /// What the reader of `layout` leaves out when it prints this instruction's opcode:
    /// [`reader_omissions`](Self::reader_omissions) for [`crate::Layout::Igc2022`],
    /// those of IGC's reader of today (`GenX_IR-head`) for [`crate::Layout::Current`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample, AnyInstruction, Instruction, Layout};
    ///
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, _) = AnyInstruction::decode(&bytes)?;
    /// assert_eq!(inst.reader_omissions_in(Layout::Current), op_3d_sample::CURRENT_READER_OMISSIONS);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    pub const fn reader_omissions_in(
        &self,
        layout: Layout,
    ) -> &'static [ReaderOmission] {
        match layout {
            Layout::Current => {
                match self {
                    Self::Op3dSample(_) => op_3d_sample::CURRENT_READER_OMISSIONS,
                    Self::Op3dSample4(_) => op_3d_sample4::CURRENT_READER_OMISSIONS,
                    Self::Gather4Typed(_) => gather4_typed::CURRENT_READER_OMISSIONS,
                    Self::SampleUnorm(_) => sample_unorm::CURRENT_READER_OMISSIONS,
                    Self::Scatter4Scaled(_) => scatter4_scaled::CURRENT_READER_OMISSIONS,
                }
            }
            _ => self.reader_omissions(),
        }
    }
}
impl From<op_3d_sample::Lod> for AnyInstruction {
    fn from(inner: op_3d_sample::Lod) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::Sample> for AnyInstruction {
    fn from(inner: op_3d_sample::Sample) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleLz> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleLz) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleB> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleB) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleBC> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleBC) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleC> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleC) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleCLz> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleCLz) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleD> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleD) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleDC> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleDC) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleL> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleL) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample::SampleLC> for AnyInstruction {
    fn from(inner: op_3d_sample::SampleLC) -> Self {
        Self::Op3dSample(inner.into())
    }
}
impl From<op_3d_sample4::Gather4> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4I> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4I) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4B> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4B) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4C> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4C) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4IC> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4IC) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4L> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4L) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4Po> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4Po) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoB> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoB) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoC> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoC) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoI> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoI) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoIC> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoIC) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoL> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoL) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
impl From<op_3d_sample4::Gather4PoLC> for AnyInstruction {
    fn from(inner: op_3d_sample4::Gather4PoLC) -> Self {
        Self::Op3dSample4(inner.into())
    }
}
/// The errata applied to the specs this crate was built from: where a spec and IGC disagree, what the doc says, what IGC does, and the IGC source that shows it (`specs/errata.yaml`; `docs/errata.md` explains them). Each opcode's module lists its own by id.
///
/// ## sample3d-op-uw
///
/// Corrected: the doc says: Op(ub): Bit\[4..0\] sampler operation, Bit\[5\] pixel null mask, {ICLLP+}Bit\[6\] cps, Bit\[7\] non-uniform sampler state. IGC: That is the pre-4.0 binary layout (still read for files with major version &lt; 4). In vISA 4.x Op is a uw: bits \[7:0\] sub-op, bit 8 pixel_null_mask, bit 9 cps, bit 10 non-uniform sampler (.divS), bits \[15:11\] zero. The last (4.1) writer never sets bit 10; HEAD's builder does. Evidence: Common_ISA.h:891-925 (VISA3DSamplerOp::extractSamplerOp); ByteCodeReaderNG.cpp:1786-1790; VISAKernelImpl.cpp:5237 (parent of 33849b344), VISAKernelImpl.cpp:5628 (HEAD)
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## exec-size-bits-3-0
///
/// Corrected: the doc says: Exec_size Bit\[2..0\]: size of the region. IGC: The reader masks the size code with & 0xF: the size is bits \[3:0\] (codes 0-5 = 1, 2, 4, 8, 16, 32 lanes); bits \[7:4\] are the emask. Evidence: ByteCodeReaderNG.cpp:206-216 (readExecSizeNG; the mask is at :215)
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## aoffimmi-any-vector-class
///
/// Corrected: the doc says: Aoffimmi(scalar): a UW representing the _aoffimmi modifier. Must have type UW. IGC: The reader accepts any vector operand class here; a general operand decodes fine (✔ GenX_IR, §3.1 example 4). IGC's IR descriptor declares the operand UD, not UW. Usually it is an immediate UW (6 bytes). Before binary version 3.4 Aoffimmi was a bare uw immediate, not a vector operand. One reader function, readAoffimmi, reads it for every sampler op that has it. Evidence: IsaDescription.cpp:2032-2033; ByteCodeReaderNG.cpp:1652-1666 (readAoffimmi), :1798, :1855, :1906 (3D_SAMPLE, 3D_LOAD, 3D_SAMPLE4)
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample3d-missing-ops
///
/// Corrected: the doc says: Op list: sample, sample_b, sample_l, sample_c, sample_d, sample_b_c, sample_l_c, LOD, sample_d_c, sample_lz, sample_c_lz (11 values in this revision). IGC: VISASampler3DSubOpCode also has 12 sample+killpix (the text lexer cannot spell it), 17 sample_d_c_mlod, 18 sample_mlod and 19 sample_c_mlod (Xe2+; before Xe2 codes 17 and 18 are 3D_SAMPLE4's sample4_po / sample4_po_c), the sample_po family 32-36 and 38, and 56-59 (sample_po_lz, sample_po_c_lz, sample_po_b_c, sample_po_d_c). Names are IGC's (getSampleOp3DName). Their parameter lists are not in this doc revision. Evidence: visa_igc_common_header.h:432-484; Common_ISA.cpp:43-152
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample3d-asm-names
///
/// Corrected: the doc says: Op names "sample" and "LOD"; Text mnemonics SAMPLE_3d, SAMPLE_B, ..., LOD in upper case. IGC: IGC names sub-op 0 sample_3d and 9 lod. The lexer is case-sensitive and accepts only the lower-case mnemonics (sample_3d, sample_b, sample_l, sample_c, sample_d, sample_b_c, sample_l_c, sample_d_c, sample_lz, sample_c_lz, sample_po\*, sample_mlod, sample_c_mlod, sample_d_c_mlod, lod); LOD and SAMPLE_3d do not parse. Evidence: Common_ISA.cpp:47, 65 (getSampleOp3DName, :43-152); CISA.l:928-986
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample3d-divs-text-flag
///
/// Corrected: the doc says: Text: \[.pixel_null_mask\]\[.cps\]\[.divS\]\[.divS\].&lt;Channels&gt;; the Op description does not name the .divS flag. IGC: .divS is the non-uniform sampler state bit (bit 10 of the uw Op); HEAD prints and parses it after .cps. 12504.6 drops bit 10 when it builds IR from a binary, so its dump omits .divS. Evidence: Common_ISA.h:891-925; IsaDisassembly.cpp:1587-1674; CISA.y:1441-1453
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample3d-exec-separator
///
/// Corrected: the doc says: Text: (Exec_size) &lt;Aoffimmi&gt;, one space. IGC: IGC's printer puts two spaces between (Mx, n) and Aoffimmi for 3D_SAMPLE (3D_SAMPLE4 prints one). Both forms parse. Evidence: IsaDisassembly.cpp:1587-1674
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample3d-cps-restriction
///
/// Corrected: the doc says: cps is "only available for sample, sample_b, sample_bc, sample_c, and LOD". IGC: There is no op sample_bc. HEAD's verifier allows cps only for sample_3d, sample_b, sample_c, sample_b_c, lod, sample_po, sample_po_b and sample_po_c, and only at exec size 8 or 16 (✔ GenX_IR: error for sample_l). The 12504.6 verifier (the 4.1 reader) rejects it for the sample_po ops too: "CPS LOD Compensation Enable is only supported for sample, sample_b, sample_b_c, sample_c and LOD" (✔ GenX_IR 12504.6 with sample_po.cps, sample_po_b.cps and sample_po_c.cps at SIMD8). The crate enforces the rule both accept: sample_3d, sample_b, sample_c, sample_b_c and lod, at exec size 8 or 16. Evidence: IsaVerification.cpp:2729-2749 (HEAD); GenX_IR 12504.6 verifier message
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## aoffimmi-bit15-sampler-index
///
/// IGC behaviour: the doc says: Aoffimmi Bit\[15..12\]: reserved. Must be zero. IGC: Bit 15 is used internally: it means "sampler index &gt;= 16" and makes the translator add a message header pointing at the next block of 16 sampler states. Encoders should still write 0. Evidence: VisaToG4/TranslateSend3D.cpp:1756-1763, 1908-1916
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample3d-numparams-zero
///
/// IGC behaviour: the doc says: NumParams: valid values are \[1-15\]. IGC: The reader asserts NumParams &lt; 16 (input assert, release builds too). 0 is not rejected by the reader but crashes: GenX_IR 12504.6 segfaults before printing anything (✔ GenX_IR), and the translator dereferences params\[0\]. The documented range \[1, 15\] is the right validation. Evidence: ByteCodeReaderNG.cpp:1815; TranslateSend3D.cpp:2497
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sampler-paired-surface
///
/// Corrected: the doc says: Format tables have no Paired Surface. IGC: For file version &gt;= 3.8 IGC's reader today reads an extra raw operand, Paired Surface, between Dst and NumParams (a null raw operand when it is `%null`), and HEAD's printer prints it right after &lt;dst&gt; (`sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 %null.0 V32.0 V33.0`). The 4.1 writer and the 12504.6 reader never have it. So it is in the `current` layout only: an optional raw operand, written as `%null.0` when absent (✔ GenX_IR-head, docs/head-layout.md §4). Evidence: ../shared/reference/igc-src/HEAD-98fff7164/ByteCodeReaderNG.cpp:1803-1812, 1859-1868, 1911-1920 (3D_SAMPLE, 3D_LOAD, 3D_SAMPLE4); HEAD IsaDisassembly.cpp:1665-1666, 1713-1714, 1791-1792; 12504.6 ByteCodeReaderNG.cpp:1734-1738, 1777-1780, 1815-1818
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample3d-channels-zero
///
/// IGC behaviour: the doc says: Channels: "0000" is not allowed. IGC: Not checked by the verifier. Channels = 0 prints as `sample_3d.` and the 12504.6 finalizer then hangs (✔ GenX_IR). A validator must reject it. Evidence: IsaVerification.cpp:2718-2758
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample3d-text-duplicate-divs
///
/// IGC behaviour: the doc says: Text: SAMPLE_3d\[.pixel_null_mask\]\[.cps\]\[.divS\]\[.divS\].&lt;Channels&gt; IGC: \[.divS\] is duplicated in the doc; IGC has one .divS flag, printed after .cps: &lt;op&gt;\[.pixel_null_mask\]\[.cps\]\[.divS\].&lt;RGBA&gt;. Evidence: IsaDisassembly.cpp:1587-1674; CISA.y:1441-1453
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## emask-legality
///
/// IGC behaviour: the doc says: Any emask M1-M8 / M1_NM-M8_NM with any execution size. IGC: The verifier only checks size code &lt; 6 and exec size + 4 x (emask mod 8) &lt;= 32. The finalizer (Get_Gen4_Emask) then allows: SIMD32 and SIMD16 only M1, M5, M1_NM, M5_NM; SIMD8 only M1, M3, M5, M7 and their _NM forms; SIMD1/2/4 any (M2, M4, M6, M8 and _NM forms need a platform with nibble control). SIMD16 with M3 fails with "Invalid emask for SIMD16 inst", yet 12504.6 exits 0 (✔ GenX_IR). A validator should apply this table. Evidence: Common_ISA_util.cpp:877 (Get_Gen4_Emask); IsaVerification.cpp:5266-5357
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## header-predefined-surfaces
///
/// IGC behaviour: the doc says: "Surface variable T0-T4 are reserved ...; the first surface entry will be T5". IGC: Six surfaces T0-T5 are predefined (T0 %slm, T1, T2, T3 TSS, T4 %bss, T5 %scratch). The first declared surface has id 6. Evidence: Common_ISA.h:41; Common_ISA_util.cpp:20-23
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SAMPLE_UNORM`](crate::sample_unorm), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## header-string-zero
///
/// IGC behaviour: the doc says: String pool: "n0 is reserved to represent the null-string". IGC: In files written by GenX_IR 12504.6, string 0 is the kernel name and the kernel's name_index is 0. Evidence: observed in 12504.6 writer output
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SAMPLE_UNORM`](crate::sample_unorm), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## header-predefined-variables
///
/// IGC behaviour: the doc says: "V20-V31 are currently reserved"; V18/V19 are %implicit_arg_ptr / %implicit_local_id_buf_ptr. IGC: 12504.6 prints V18 %impl_arg_buf_ptr, V19 %local_id_buf_ptr, V20 %msg0. The first declared variable id is still 32. Evidence: decoded dump (✔ GenX_IR)
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SAMPLE_UNORM`](crate::sample_unorm), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## header-unsupported-tables
///
/// IGC behaviour: the doc says: Relocation tables, file-scope variables, vme_count, alias_scope_specifier and label attributes are described as usable. IGC: The reader asserts (debug builds) that each is 0 or empty. It never reads relocation, file-scope or VME entries, so a non-zero count there breaks the parse in any build. Write 0 for all of them. Evidence: ByteCodeReaderNG.cpp:2751, 2890, 2993, 3126, 3133, 3152
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample), [`3D_SAMPLE4`](crate::op_3d_sample4), [`GATHER4_TYPED`](crate::gather4_typed), [`SAMPLE_UNORM`](crate::sample_unorm), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## sample3d-po-ops-unknown-to-4-1-reader
///
/// Corrected: the doc says: Op.op lists sample_po, sample_po_b, sample_po_l, sample_po_c, sample_po_d and sample_po_l_c (codes 32-36, 38). IGC: IGC's vISA 4.1 reader (GenX_IR 12504.6) has names only for sampler sub-ops 0-12, 16-18, 20, 24-26, 28 and 29 (see sample4-subops-unknown-to-4-1-reader): it decodes every other field of the sample_po ops correctly but prints the mnemonic as `sampler_unknown` (✔ GenX_IR on all six, with every flag, channel mask, exec size, predicate and parameter count). The channel mask prints unchanged. HEAD names them. Evidence: Common_ISA.cpp:43-152 (getSampleOp3DName) at igc-1.0.12504.6 vs HEAD; decoded with GenX_IR 12504.6
///
/// Applies to [`3D_SAMPLE`](crate::op_3d_sample).
///
/// ## sample4-gather4-b-i-swapped
///
/// Corrected: the doc says: 0b00001110 = gather4_i, 0b00001111 = gather4_b. IGC: 14 = sample4_b (GATHER4_B), 15 = sample4_i (GATHER4_I): the doc swaps them. Evidence: visa_igc_common_header.h:447-448; Common_ISA.cpp:74-77
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample4-numparams-lt-8
///
/// Corrected: the doc says: NumParams: valid values are \[1-15\]. IGC: The reader asserts NumParams &lt; 8 (an input assert, enforced in release builds too). 0 is invalid as for 3D_SAMPLE. Evidence: ByteCodeReaderNG.cpp:1923
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample4-missing-ops
///
/// Corrected: the doc says: Op list: 13 gather4\* values. IGC: IGC also has 23 sample4_l_c, 40 sample4_po (packed offsets) and 48 sample4_po_c (packed offsets). 17 and 18 (gather4_po, gather4_po_c) exist only on platforms &lt;= TGLLP (hasGather4PO); on Xe2+ those codes are 3D_SAMPLE's sample_d_c_mlod / sample_mlod and sample4_po / sample4_po_c mean 40 / 48. IGC prints 40 and 48 as sample4_po / sample4_po_c; the parser maps a mnemonic to the lowest code valid for the target platform. Evidence: visa_igc_common_header.h:432-484; HWCaps.inc:821; Common_ISA.cpp:162-171
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample4-asm-names
///
/// Corrected: the doc says: Op names gather4\*; Text mnemonics SAMPLE4, SAMPLE4_C, SAMPLE4_PO, SAMPLE4_PO_C, SAMPLE4_b, SAMPLE4_l, SAMPLE4_i. IGC: IGC prints and parses lower-case sample4\* names (the lexer is case-sensitive; gather4\* is not accepted). Names follow the corrected codes: 14 is sample4_b, 15 is sample4_i. 40 and 48 print as sample4_po / sample4_po_c, like 17 and 18. Evidence: Common_ISA.cpp:43-152 (getSampleOp3DName, :74-77); CISA.l:928-986
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample4-src-channel-byte
///
/// IGC behaviour: the doc says: Src_channel Bit\[1..0\]: 0 R, 1 G, 2 B, 3 A. IGC: The reader takes the whole byte. 12504.6 decodes a value &gt; 3 as R without an error (✔ GenX_IR, value 5); HEAD's printer prints `illegal`. Encoders must write 0-3. Evidence: ByteCodeReaderNG.cpp:1905; IsaDisassembly.cpp:1737-1748
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## sample4-subops-unknown-to-4-1-reader
///
/// Corrected: the doc says: Op.op lists gather4_l, gather4_i, gather4_b, gather4_i_c and gather4_po_l/_b/_i/_i_c/_l_c (codes 13, 14, 15, 21, 45, 46, 47, 53, 55 after the b/i swap). IGC: IGC's vISA 4.1 reader (GenX_IR 12504.6) has names only for sampler sub-ops 0-12, 16-18, 20, 24-26, 28 and 29: it decodes every other field of these nine ops correctly but prints the mnemonic as `sampler_unknown` and the source channel shifted by one (R as G, G as B, B and A as `illegal`; ✔ GenX_IR on all of them). HEAD knows all of them. The bytes follow HEAD's sub-op table; the 4.1 reader cannot confirm them, nor the b/i swap. Evidence: visa_igc_common_header.h:432-484 (HEAD sub-op enum); Common_ISA.cpp:43-152 (getSampleOp3DName) at igc-1.0.12504.6 vs HEAD; decoded with GenX_IR 12504.6
///
/// Applies to [`3D_SAMPLE4`](crate::op_3d_sample4).
///
/// ## gather4-typed-exec-size
///
/// IGC behaviour: the doc says: Exec_size: only 0b011 (8 elements). IGC: The verifier does not check it. The translator allows SIMD16 on Xe_XeHPSDV and later (hasSIMD16TypedRW); every size code other than 16 is compiled as SIMD8. Evidence: TranslateSendLdStLegacy.cpp:1404-1405; HWCaps.inc:422
///
/// Applies to [`GATHER4_TYPED`](crate::gather4_typed).
///
/// ## gather4-typed-predicate-not-printed
///
/// Corrected: the doc says: Text: \[(&lt;P&gt;)\] GATHER4_TYPED... IGC: The parser accepts a predicate and the binary stores it, but the printer never prints it, so a predicated GATHER4_TYPED loses its predicate in a binary -&gt; text -&gt; binary round trip (✔ GenX_IR). Known IGC printer defect. Evidence: IsaDisassembly.cpp:2295-2306; CISA.y:1333-1340; HEAD 98fff7164 IsaDisassembly.cpp:2296-2306 (the same switch)
///
/// Applies to [`GATHER4_TYPED`](crate::gather4_typed).
///
/// ## text-lowercase-mnemonics
///
/// IGC behaviour: the doc says: Text: upper-case mnemonics GATHER4_TYPED, SCATTER4_SCALED, SAMPLE_UNORM. IGC: The lexer is case-sensitive and uses lower-case mnemonics: gather4_typed, scatter4_scaled, sample_unorm. Evidence: CISA.l:689-693, 701-705, 777-781
///
/// Applies to [`GATHER4_TYPED`](crate::gather4_typed), [`SAMPLE_UNORM`](crate::sample_unorm), [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## sample-unorm-predefined-surfaces
///
/// Corrected: the doc says: Surface: index of the surface variable. IGC: The verifier rejects surface 0, and computes `surface - 6 &lt; declared surface count` in unsigned arithmetic, so every predefined surface T0-T5 is rejected ("uses undefined surface", ✔ GenX_IR with T1). Only declared surfaces (id &gt;= 6) are usable. Evidence: IsaVerification.cpp:2628-2634
///
/// Applies to [`SAMPLE_UNORM`](crate::sample_unorm).
///
/// ## sample-unorm-operand-classes
///
/// Corrected: the doc says: U_offset, V_offset, DeltaU, DeltaV (scalar): must have type F; no operand class restriction. IGC: The verifier requires U_offset, V_offset, DeltaU and DeltaV to be general, indirect or immediate operands. Evidence: IsaVerification.cpp:2617-2678
///
/// Applies to [`SAMPLE_UNORM`](crate::sample_unorm).
///
/// ## sample-unorm-descriptor-count
///
/// IGC behaviour: the doc says: Format lists 8 operands (Channel_mask ... DeltaV, Dst). IGC: Agrees with the reader and builder (8 operands). IGC's CISA_INST_table declares opnd_num = 8 but lists only 7 descriptors: the DeltaV scalar is missing. Do not derive this layout from IsaDescription.cpp. Evidence: IsaDescription.cpp:1297-1316
///
/// Applies to [`SAMPLE_UNORM`](crate::sample_unorm).
///
/// ## sample-unorm-channel-mask-zero
///
/// IGC behaviour: the doc says: Channel_mask: at least one channel must be enabled. IGC: The verifier only checks that the whole byte is != 0. 0x20 (mask 0, 8-full) passes, prints as `sample_unorm..8-full`, and the 12504.6 finalizer then hangs (✔ GenX_IR). A validator should require (byte & 0xF) != 0. Evidence: IsaVerification.cpp:2618-2621
///
/// Applies to [`SAMPLE_UNORM`](crate::sample_unorm).
///
/// ## scatter4-scaled-exec-size
///
/// IGC behaviour: the doc says: Exec_size: 8 or 16. IGC: The translator accepts 1, 2, 4, 8 and 16. The verifier checks nothing, so SIMD32 passes it (✔ GenX_IR). A validator should reject 32. Evidence: TranslateSendLdStLegacy.cpp:1768-1771
///
/// Applies to [`SCATTER4_SCALED`](crate::scatter4_scaled).
///
/// ## scatter4-scaled-scale-ignored
///
/// IGC behaviour: the doc says: Scale: "ignored and scale is always zero". IGC: Read as uw and discarded; non-zero values are accepted silently (✔ GenX_IR). The builder writes 0; the printer does not print it. Evidence: ByteCodeReaderNG.cpp:1009-1010
///
/// Applies to [`SCATTER4_SCALED`](crate::scatter4_scaled).
pub mod errata {}
/// `3D_SAMPLE` = `0x6d`: Samples &lt;surface&gt; using the indicated sampler state &lt;sampler&gt;.
///
/// Generated from `3D_SAMPLE.md`.
///
/// # Semantics
///
/// ```text
/// Sample a surface
/// ```
///
/// # Description
///
/// ```text
/// Samples <surface> using the indicated sampler state <sampler>. LOD, bias, ref, and gradients are computed differently based on the sampler operation. Up to 4 channels of data is returned for each pixel in <dst>.
/// ```
///
/// # Text
///
/// ```text
/// [(<P>)] SAMPLE_3d[.pixel_null_mask][.cps][.divS][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_B[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <bias> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_L[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <lod> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_C[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_D[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <dudx> <dudy> <v> <dvdx> <dvdy> <r> <drdx> <drdy> <ai>
/// [(<P>)] SAMPLE_B_C[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <bias> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_L_C[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <lod> <u> <v> <r> <ai>
/// [(<P>)] LOD[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_D_C[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <u> <dudx> <dudy> <v> <dvdx> <dvdy> <r> <drdx> <drdy> <ai>
/// [(<P>)] SAMPLE_LZ[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE_C_LZ[.pixel_null_mask][.cps][.divS].<Channels> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <u> <v> <r> <ai>
/// // instruction specific parameters may vary
/// ```
///
/// # Notes
///
/// ```text
/// For each enabled channel <exec_size> elements are returned in RGBA order, with the disabled channels skipped in the results. Only the enabled pixels are returned in <dst>. Each channel's return data start in the next GRF; if <exec_size> * sizeof(dst_type) is smaller than the register size, the remaining portions of the register have undefined values.
///
/// For LOD operation: R channel contains the clamped LOD values while G channel contains the unclamped LOD values. B and A channels have undefined values and should be masked out.
///
/// For all operations, if <pixel_null_mask> is set, an additional GRF is returned after the sampler data, with <exec_size> bits in the first DWord containing the pixel null mask values. This field has the bit for all pixels set to 1 except those pixels in which a null page was source for at least one texel.
///
/// Extra parameters (after NumParams) for this instruction are required only for certain operations and surface types.
///
///   - **{pre-ICLLP}** All operands must have type F.
///   - **{ICLLP+}** All operands must have the same type, which can be either HF or F.
///   - It is permitted to skip the trailing parameters; the missing parameters will have the value of 0.
///
/// The table below summarizes the additional arguments for each of the sampler operations.
///
///     +-----------------+------------------------------------------------------------------------------------------------+
///     | Operation       | Parameters                                                                                     |
///     |                 +--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     |                 | 0      | 1      | 2      | 3      | 4      | 5      | 6      | 7      | 8      | 9      | 10   |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample          | u      | v      | r      | ai     |        |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_b        | bias   | u      | v      | r      | ai     |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_l        | lod    | u      | v      | r      | ai     |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_c        | ref    | u      | v      | r      | ai     |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_d        | u      | dudx   | dudy   | v      | dvdx   | dvdy   | r      | drdx   | drdy   | ai     |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_b_c      | ref    | bias   | u      | v      | r      | ai     |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_l_c      | ref    | lod    | u      | v      | r      | ai     |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | LOD             | u      | v      | r      | ai     |        |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_d_c      | ref    | u      | dudx   | dudy   | v      | dvdx   | dvdy   | r      | drdx   | drdy   | ai   |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_lz       | u      | v      | r      | ai     |        |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///     | sample_c_lz     | ref    | u      | v      | r      | ai     |        |        |        |        |        |      |
///     +-----------------+--------+--------+--------+--------+--------+--------+--------+--------+--------+--------+------+
///
/// The table below describes the meanings of the u, v, r, ai parameters based on the surface type.
///
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
///     | Surface Type   | u                           | v                           | r                           | ai                         |
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
///     | 1D/1D_ARRAY    | normalized 'x' coordinate   | unnormalized array index    | ignored                     | ignored                    |
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
///     | 2D/2D_ARRAY    | normalized 'x' coordinate   | normalized 'y' coordinate   | unnormalized array index    | ignored                    |
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
///     | 3D             | normalized 'x' coordinate   | normalized 'y' coordinate   | normalized 'z' coordinate   | ignored                    |
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
///     | CUBE           | normalized 'x' coordinate   | normalized 'y' coordinate   | normalized 'z' coordinate   | unnormalized array index   |
///     +----------------+-----------------------------+-----------------------------+-----------------------------+----------------------------+
/// ```
///
/// # Errata
///
/// - [`sample3d-op-uw`](crate::errata#sample3d-op-uw) (corrected)
/// - [`exec-size-bits-3-0`](crate::errata#exec-size-bits-3-0) (corrected)
/// - [`aoffimmi-any-vector-class`](crate::errata#aoffimmi-any-vector-class) (corrected)
/// - [`sample3d-missing-ops`](crate::errata#sample3d-missing-ops) (corrected)
/// - [`sample3d-asm-names`](crate::errata#sample3d-asm-names) (corrected)
/// - [`sample3d-divs-text-flag`](crate::errata#sample3d-divs-text-flag) (corrected)
/// - [`sample3d-exec-separator`](crate::errata#sample3d-exec-separator) (corrected)
/// - [`sample3d-cps-restriction`](crate::errata#sample3d-cps-restriction) (corrected)
/// - [`aoffimmi-bit15-sampler-index`](crate::errata#aoffimmi-bit15-sampler-index) (IGC behaviour)
/// - [`sample3d-numparams-zero`](crate::errata#sample3d-numparams-zero) (IGC behaviour)
/// - [`sampler-paired-surface`](crate::errata#sampler-paired-surface) (corrected)
/// - [`sample3d-channels-zero`](crate::errata#sample3d-channels-zero) (IGC behaviour)
/// - [`sample3d-text-duplicate-divs`](crate::errata#sample3d-text-duplicate-divs) (IGC behaviour)
/// - [`emask-legality`](crate::errata#emask-legality) (IGC behaviour)
/// - [`header-predefined-surfaces`](crate::errata#header-predefined-surfaces) (IGC behaviour)
/// - [`header-string-zero`](crate::errata#header-string-zero) (IGC behaviour)
/// - [`header-predefined-variables`](crate::errata#header-predefined-variables) (IGC behaviour)
/// - [`header-unsupported-tables`](crate::errata#header-unsupported-tables) (IGC behaviour)
/// - [`sample3d-po-ops-unknown-to-4-1-reader`](crate::errata#sample3d-po-ops-unknown-to-4-1-reader) (corrected)
pub mod op_3d_sample {
    use core::fmt;
    use crate::{
        AsmContext, AsmCursor, AsmError, AsmErrorKind, ByteReader, ChannelMask,
        DecodeError, DecodeErrorKind, EncodeError, ExecMask, ExecSize, Field, Immediate,
        Instruction, Layout, OperandClass, OperandKind, OperandRef, OperandText,
        PackedImmediate, PackedOperand, ParseAsm, Predicate, RawOperand, ReaderOmission,
        SamplerIndex, Sink, Slot, SurfaceIndex, TextItem, ValidationError, VariableTypes,
        VectorOperand, VisaType, check_exec_mask, check_range, check_raw_type,
        check_scalar_region, check_vector_type, count_params, parse_asm_line, parse_text,
        print_text, read_as,
    };
    /// The opcode byte, the first byte of each of its instructions.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample, AnyInstruction};
    ///
    /// assert_eq!(op_3d_sample::OPCODE, 0x6d);
    /// assert_eq!(AnyInstruction::opcode_name(op_3d_sample::OPCODE), Some("3D_SAMPLE"));
    /// ```
    pub const OPCODE: u8 = 0x6d;
    /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
    /// see [`crate::ReaderExpectation`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample;
    ///
    /// let errata: Vec<&str> = op_3d_sample::READER_OMISSIONS.iter().map(|o| o.erratum()).collect();
    /// assert_eq!(errata, ["sample3d-divs-text-flag", "sample3d-po-ops-unknown-to-4-1-reader"]);
    /// ```
    pub const READER_OMISSIONS: &[ReaderOmission] = &[
        ReaderOmission::Flag {
            flag: "divS",
            erratum: "sample3d-divs-text-flag",
        },
        ReaderOmission::OpName {
            mnemonics: &[],
            prints: "sampler_unknown",
            suffixes: &[],
            erratum: "sample3d-po-ops-unknown-to-4-1-reader",
        },
    ];
    /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample;
    ///
    /// assert!(op_3d_sample::CURRENT_READER_OMISSIONS.is_empty());
    /// ```
    pub const CURRENT_READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The execution sizes (lanes) the opcode takes.
    const EXEC_SIZES: &[u8] = &[8, 16];
    /// The types the spec allows for `Aoffimmi`.
    const AOFFIMMI_TYPES: &[VisaType] = &[VisaType::Uw];
    /// The operand classes the spec allows for `Aoffimmi`.
    const AOFFIMMI_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Address,
        OperandClass::Predicate,
        OperandClass::Indirect,
        OperandClass::Immediate,
        OperandClass::State,
    ];
    /// The types the spec allows for `Dst`.
    const DST_TYPES: &[VisaType] = &[
        VisaType::Hf,
        VisaType::F,
        VisaType::W,
        VisaType::Uw,
        VisaType::D,
        VisaType::Ud,
    ];
    /// Op Bit\[7..0\]: encodes the sampler operation
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Op;
    ///
    /// assert_eq!(Op::Sample.name(), "sample");
    /// assert_eq!(Op::Sample.asm(), "sample_3d");
    /// for &value in Op::ALL {
    ///     assert_eq!(Op::from_code(value.code()), Some(value));
    ///     // Where two values share a spelling, it reads as the lower code.
    ///     let read = Op::from_asm(value.asm()).map(Op::asm);
    ///     assert_eq!(read, Some(value.asm()));
    /// }
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    #[repr(u8)]
    pub enum Op {
        /// `sample`: Instruction type: [`Sample`].
        ///
        /// Spec: `3D_SAMPLE.md` line 133.
        #[default]
        Sample = 0,
        /// `sample_b`: Instruction type: [`SampleB`].
        ///
        /// Spec: `3D_SAMPLE.md` line 134.
        SampleB = 1,
        /// `sample_l`: Instruction type: [`SampleL`].
        ///
        /// Spec: `3D_SAMPLE.md` line 135.
        SampleL = 2,
        /// `sample_c`: Instruction type: [`SampleC`].
        ///
        /// Spec: `3D_SAMPLE.md` line 136.
        SampleC = 3,
        /// `sample_d`: Instruction type: [`SampleD`].
        ///
        /// Spec: `3D_SAMPLE.md` line 137.
        SampleD = 4,
        /// `sample_b_c`: Instruction type: [`SampleBC`].
        ///
        /// Spec: `3D_SAMPLE.md` line 138.
        SampleBC = 5,
        /// `sample_l_c`: Instruction type: [`SampleLC`].
        ///
        /// Spec: `3D_SAMPLE.md` line 139.
        SampleLC = 6,
        /// `LOD`: Instruction type: [`Lod`].
        ///
        /// Spec: `3D_SAMPLE.md` line 140.
        Lod = 9,
        /// `sample_d_c`: Instruction type: [`SampleDC`].
        ///
        /// Spec: `3D_SAMPLE.md` line 141.
        SampleDC = 20,
        /// `sample_lz`: Instruction type: [`SampleLz`].
        ///
        /// Spec: `3D_SAMPLE.md` line 142.
        SampleLz = 24,
        /// `sample_c_lz`: Instruction type: [`SampleCLz`].
        ///
        /// Spec: `3D_SAMPLE.md` line 143.
        SampleCLz = 25,
        /// `sample+killpix`: sample with kill-pixel (IGC SAMPLE_KILLPIX); printed as sample+killpix, which the text lexer cannot parse Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SampleKillpix = 12,
        /// `sample_d_c_mlod`: sample_d_c with min LOD (Xe2+); before Xe2 code 17 belongs to 3D_SAMPLE4 sample4_po Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SampleDCMlod = 17,
        /// `sample_mlod`: sample with min LOD (Xe2+); before Xe2 code 18 belongs to 3D_SAMPLE4 sample4_po_c Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SampleMlod = 18,
        /// `sample_c_mlod`: sample_c with min LOD (Xe2+) Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SampleCMlod = 19,
        /// `sample_po`: sample with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePo = 32,
        /// `sample_po_b`: sample_b with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoB = 33,
        /// `sample_po_l`: sample_l with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoL = 34,
        /// `sample_po_c`: sample_c with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoC = 35,
        /// `sample_po_d`: sample_d with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoD = 36,
        /// `sample_po_l_c`: sample_l_c with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoLC = 38,
        /// `sample_po_lz`: sample_lz with programmable offsets (only in the doc's Notes table of later revisions) Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoLz = 56,
        /// `sample_po_c_lz`: sample_c_lz with programmable offsets (only in the doc's Notes table of later revisions) Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoCLz = 57,
        /// `sample_po_b_c`: sample_b_c with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoBC = 58,
        /// `sample_po_d_c`: sample_d_c with programmable offsets Not in the doc: added from IGC (see the errata); no Format is documented for it.
        SamplePoDC = 59,
    }
    impl Op {
        /// Every value, in documentation order.
        pub const ALL: &'static [Self] = &[
            Self::Sample,
            Self::SampleB,
            Self::SampleL,
            Self::SampleC,
            Self::SampleD,
            Self::SampleBC,
            Self::SampleLC,
            Self::Lod,
            Self::SampleDC,
            Self::SampleLz,
            Self::SampleCLz,
            Self::SampleKillpix,
            Self::SampleDCMlod,
            Self::SampleMlod,
            Self::SampleCMlod,
            Self::SamplePo,
            Self::SamplePoB,
            Self::SamplePoL,
            Self::SamplePoC,
            Self::SamplePoD,
            Self::SamplePoLC,
            Self::SamplePoLz,
            Self::SamplePoCLz,
            Self::SamplePoBC,
            Self::SamplePoDC,
        ];
        /// The binary code.
        #[inline]
        pub const fn code(self) -> u8 {
            self as u8
        }
        /// The value with that binary code.
        pub const fn from_code(code: u8) -> Option<Self> {
            match code {
                0 => Some(Self::Sample),
                1 => Some(Self::SampleB),
                2 => Some(Self::SampleL),
                3 => Some(Self::SampleC),
                4 => Some(Self::SampleD),
                5 => Some(Self::SampleBC),
                6 => Some(Self::SampleLC),
                9 => Some(Self::Lod),
                20 => Some(Self::SampleDC),
                24 => Some(Self::SampleLz),
                25 => Some(Self::SampleCLz),
                12 => Some(Self::SampleKillpix),
                17 => Some(Self::SampleDCMlod),
                18 => Some(Self::SampleMlod),
                19 => Some(Self::SampleCMlod),
                32 => Some(Self::SamplePo),
                33 => Some(Self::SamplePoB),
                34 => Some(Self::SamplePoL),
                35 => Some(Self::SamplePoC),
                36 => Some(Self::SamplePoD),
                38 => Some(Self::SamplePoLC),
                56 => Some(Self::SamplePoLz),
                57 => Some(Self::SamplePoCLz),
                58 => Some(Self::SamplePoBC),
                59 => Some(Self::SamplePoDC),
                _ => None,
            }
        }
        /// The name the spec uses.
        pub const fn name(self) -> &'static str {
            match self {
                Self::Sample => "sample",
                Self::SampleB => "sample_b",
                Self::SampleL => "sample_l",
                Self::SampleC => "sample_c",
                Self::SampleD => "sample_d",
                Self::SampleBC => "sample_b_c",
                Self::SampleLC => "sample_l_c",
                Self::Lod => "LOD",
                Self::SampleDC => "sample_d_c",
                Self::SampleLz => "sample_lz",
                Self::SampleCLz => "sample_c_lz",
                Self::SampleKillpix => "sample+killpix",
                Self::SampleDCMlod => "sample_d_c_mlod",
                Self::SampleMlod => "sample_mlod",
                Self::SampleCMlod => "sample_c_mlod",
                Self::SamplePo => "sample_po",
                Self::SamplePoB => "sample_po_b",
                Self::SamplePoL => "sample_po_l",
                Self::SamplePoC => "sample_po_c",
                Self::SamplePoD => "sample_po_d",
                Self::SamplePoLC => "sample_po_l_c",
                Self::SamplePoLz => "sample_po_lz",
                Self::SamplePoCLz => "sample_po_c_lz",
                Self::SamplePoBC => "sample_po_b_c",
                Self::SamplePoDC => "sample_po_d_c",
            }
        }
        /// The spelling in IGC's vISA assembly.
        pub const fn asm(self) -> &'static str {
            match self {
                Self::Sample => "sample_3d",
                Self::SampleB => "sample_b",
                Self::SampleL => "sample_l",
                Self::SampleC => "sample_c",
                Self::SampleD => "sample_d",
                Self::SampleBC => "sample_b_c",
                Self::SampleLC => "sample_l_c",
                Self::Lod => "lod",
                Self::SampleDC => "sample_d_c",
                Self::SampleLz => "sample_lz",
                Self::SampleCLz => "sample_c_lz",
                Self::SampleKillpix => "sample+killpix",
                Self::SampleDCMlod => "sample_d_c_mlod",
                Self::SampleMlod => "sample_mlod",
                Self::SampleCMlod => "sample_c_mlod",
                Self::SamplePo => "sample_po",
                Self::SamplePoB => "sample_po_b",
                Self::SamplePoL => "sample_po_l",
                Self::SamplePoC => "sample_po_c",
                Self::SamplePoD => "sample_po_d",
                Self::SamplePoLC => "sample_po_l_c",
                Self::SamplePoLz => "sample_po_lz",
                Self::SamplePoCLz => "sample_po_c_lz",
                Self::SamplePoBC => "sample_po_b_c",
                Self::SamplePoDC => "sample_po_d_c",
            }
        }
        /// The value spelled `text` in IGC's vISA assembly (the inverse of
        /// [`asm`](Self::asm); where two values share a spelling, the lower code).
        pub fn from_asm(text: &str) -> Option<Self> {
            match text {
                "sample_3d" => Some(Self::Sample),
                "sample_b" => Some(Self::SampleB),
                "sample_l" => Some(Self::SampleL),
                "sample_c" => Some(Self::SampleC),
                "sample_d" => Some(Self::SampleD),
                "sample_b_c" => Some(Self::SampleBC),
                "sample_l_c" => Some(Self::SampleLC),
                "lod" => Some(Self::Lod),
                "sample+killpix" => Some(Self::SampleKillpix),
                "sample_d_c_mlod" => Some(Self::SampleDCMlod),
                "sample_mlod" => Some(Self::SampleMlod),
                "sample_c_mlod" => Some(Self::SampleCMlod),
                "sample_d_c" => Some(Self::SampleDC),
                "sample_lz" => Some(Self::SampleLz),
                "sample_c_lz" => Some(Self::SampleCLz),
                "sample_po" => Some(Self::SamplePo),
                "sample_po_b" => Some(Self::SamplePoB),
                "sample_po_l" => Some(Self::SamplePoL),
                "sample_po_c" => Some(Self::SamplePoC),
                "sample_po_d" => Some(Self::SamplePoD),
                "sample_po_l_c" => Some(Self::SamplePoLC),
                "sample_po_lz" => Some(Self::SamplePoLz),
                "sample_po_c_lz" => Some(Self::SamplePoCLz),
                "sample_po_b_c" => Some(Self::SamplePoBC),
                "sample_po_d_c" => Some(Self::SamplePoDC),
                _ => None,
            }
        }
    }
    impl fmt::Display for Op {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.asm())
        }
    }
    impl ParseAsm for Op {
        const EXPECTED: &'static str = "a `Op` value (`sample_3d`, `sample_b`, `sample_l`, …)";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            asm.lookup(
                Self::EXPECTED,
                Self::from_asm,
                |found| AsmErrorKind::UnknownValue {
                    what: "Op",
                    found,
                },
            )
        }
    }
    impl core::str::FromStr for Op {
        type Err = AsmError;
        /// Parses the spelling [`Op::asm`] prints.
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// Aoffimmi: A UW representing the _aoffimmi modifier with the following format:
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::{PackedImmediate, PackedOperand};
    ///
    /// let value = Aoffimmi::from_bits(0x0).expect("each bitfield has a value for these bits");
    /// value.check()?;
    /// assert_eq!(value.bits(), 0x0);
    /// assert_eq!(PackedOperand::Immediate(value).to_string(), "0x0:uw");
    /// # Ok::<(), visa_isa::ValidationError>(())
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Aoffimmi {
        /// Aoffimmi Bit\[3..0\]: stores the R offset. Valid values are \[-8-7\]
        ///
        /// Spec line 182.
        pub r_offset: i8,
        /// Aoffimmi Bit\[7..4\]: stores the V offset. Valid values are \[-8-7\]
        ///
        /// Spec line 184.
        pub v_offset: i8,
        /// Aoffimmi Bit\[11..8\]: stores the U offset. Valid values are \[-8-7\]
        ///
        /// Spec line 186.
        pub u_offset: i8,
        /// Aoffimmi Bit\[15..12\]: reserved. Must be zero
        ///
        /// Spec line 188.
        #[cfg_attr(feature = "serde", serde(default))]
        pub reserved: u8,
    }
    impl PackedImmediate for Aoffimmi {
        const TYPE: VisaType = VisaType::Uw;
        const FIELD: &'static str = "Aoffimmi";
        const RESERVED_MASK: u64 = 0xf000;
        #[inline]
        fn bits(&self) -> u64 {
            let bits: u16 = (self.r_offset as u16) & 0xf
                | ((self.v_offset as u16) & 0xf) << 4
                | ((self.u_offset as u16) & 0xf) << 8
                | ((self.reserved as u16) & 0xf) << 12;
            u64::from(bits)
        }
        #[inline]
        fn check(&self) -> Result<(), ValidationError> {
            check_range("Aoffimmi.r_offset", i64::from(self.r_offset), -8, 7)?;
            check_range("Aoffimmi.v_offset", i64::from(self.v_offset), -8, 7)?;
            check_range("Aoffimmi.u_offset", i64::from(self.u_offset), -8, 7)?;
            if self.reserved != 0 {
                return Err(ValidationError::ReservedBitsSet {
                    field: "Aoffimmi.reserved",
                    value: u64::from(self.reserved),
                });
            }
            Ok(())
        }
        #[inline]
        fn from_bits(bits: u64) -> Option<Self> {
            if bits & !0xffff != 0 {
                return None;
            }
            Some(Self {
                r_offset: ((bits as i8) << 4) >> 4,
                v_offset: (((bits >> 4) as i8) << 4) >> 4,
                u_offset: (((bits >> 8) as i8) << 4) >> 4,
                reserved: ((bits >> 12) & 0xf) as u8,
            })
        }
    }
    /// `lod`: 3D_SAMPLE with `Op.op` = `LOD` (0x9).
    ///
    /// Format (spec line 23): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R Ai
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::Lod, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Lod::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "lod.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Lod {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[9..9\] (documented as Bit\[6..6\]) {ICLLP+}: CPS LOD compensation enable. Only available for sample, sample_b, sample_bc, sample_c, and LOD.
        ///
        /// Spec line 146.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub cps_lod_compensation: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Lod {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::Lod;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Lod::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                cps_lod_compensation: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Lod {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{Lod, Op};
        ///
        /// assert_eq!(Lod::OP, Op::Lod);
        /// assert_eq!(Lod::OP.code(), 0x9);
        /// ```
        pub const OP: Op = Op::Lod;
    }
    /// The text of `lod`, item by item.
    static LOD_TEXT: [TextItem; 17] = [
        TextItem::Predicate,
        TextItem::Mnemonic("lod"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("cps"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Lod {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_flag_not_allowed_for_exec_size(
                self.cps_lod_compensation,
                self.exec_size,
            )?;
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 9 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.cps_lod_compensation) & 0x1) << 9
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let cps_lod_compensation = op_bits.flag(9);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let ai = reader.raw_if(count > 3, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                cps_lod_compensation,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &LOD_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.cps_lod_compensation),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Lod {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Lod {
        const EXPECTED: &'static str = "a `lod` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                cps_lod_compensation: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &LOD_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.cps_lod_compensation),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Lod {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `lod`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] lod[.pixel_null_mask][.cps][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_3d`: 3D_SAMPLE with `Op.op` = `sample` (0x0).
    ///
    /// Format (spec line 23): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R Ai
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::Sample, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Sample::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Sample {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[9..9\] (documented as Bit\[6..6\]) {ICLLP+}: CPS LOD compensation enable. Only available for sample, sample_b, sample_bc, sample_c, and LOD.
        ///
        /// Spec line 146.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub cps_lod_compensation: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Sample {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::Sample;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Sample::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                cps_lod_compensation: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Sample {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{Sample, Op};
        ///
        /// assert_eq!(Sample::OP, Op::Sample);
        /// assert_eq!(Sample::OP.code(), 0x0);
        /// ```
        pub const OP: Op = Op::Sample;
    }
    /// The text of `sample_3d`, item by item.
    static SAMPLE_TEXT: [TextItem; 17] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_3d"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("cps"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Sample {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_flag_not_allowed_for_exec_size(
                self.cps_lod_compensation,
                self.exec_size,
            )?;
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.cps_lod_compensation) & 0x1) << 9
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let cps_lod_compensation = op_bits.flag(9);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let ai = reader.raw_if(count > 3, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                cps_lod_compensation,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.cps_lod_compensation),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Sample {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Sample {
        const EXPECTED: &'static str = "a `sample_3d` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                cps_lod_compensation: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.cps_lod_compensation),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Sample {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_3d`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_3d[.pixel_null_mask][.cps][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_lz`: 3D_SAMPLE with `Op.op` = `sample_lz` (0x18).
    ///
    /// Format (spec line 23): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_lz` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleLz, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x18, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleLz::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_lz.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleLz {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleLz {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleLz;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleLz::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleLz {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleLz, Op};
        ///
        /// assert_eq!(SampleLz::OP, Op::SampleLz);
        /// assert_eq!(SampleLz::OP.code(), 0x18);
        /// ```
        pub const OP: Op = Op::SampleLz;
    }
    /// The text of `sample_lz`, item by item.
    static SAMPLE_LZ_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_lz"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleLz {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 24 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_lz",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let ai = reader.raw_if(count > 3, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_LZ_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleLz {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleLz {
        const EXPECTED: &'static str = "a `sample_lz` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_LZ_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleLz {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_lz`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_lz[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_b`: 3D_SAMPLE with `Op.op` = `sample_b` (0x1).
    ///
    /// Format (spec line 35): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Bias* U V R Ai
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleB, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x01, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x22, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleB::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_b.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V34.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleB {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[9..9\] (documented as Bit\[6..6\]) {ICLLP+}: CPS LOD compensation enable. Only available for sample, sample_b, sample_bc, sample_c, and LOD.
        ///
        /// Spec line 146.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub cps_lod_compensation: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Bias (raw_operand): The first &lt;exec_size&gt; elements contain the LOD bias, with range of \[-16.0, 16.0\]
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 200.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub bias: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleB {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleB;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleB::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                cps_lod_compensation: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                bias: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleB {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleB, Op};
        ///
        /// assert_eq!(SampleB::OP, Op::SampleB);
        /// assert_eq!(SampleB::OP.code(), 0x1);
        /// ```
        pub const OP: Op = Op::SampleB;
    }
    /// The text of `sample_b`, item by item.
    static SAMPLE_B_TEXT: [TextItem; 18] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_b"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("cps"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleB {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_flag_not_allowed_for_exec_size(
                self.cps_lod_compensation,
                self.exec_size,
            )?;
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.bias.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Bias", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.bias.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 1 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.cps_lod_compensation) & 0x1) << 9
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.bias.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.bias {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let cps_lod_compensation = op_bits.flag(9);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let bias = reader.raw_if(count > 0, "Bias")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                cps_lod_compensation,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                bias,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.bias {
                visit(OperandRef {
                    field: "Bias",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_B_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.cps_lod_compensation),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.bias),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleB {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleB {
        const EXPECTED: &'static str = "a `sample_b` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                cps_lod_compensation: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                bias: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_B_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.cps_lod_compensation),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.bias),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleB {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_b`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_b[.pixel_null_mask][.cps][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<bias>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_b_c`: 3D_SAMPLE with `Op.op` = `sample_b_c` (0x5).
    ///
    /// Format (spec line 47): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* Bias* U V R Ai
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleBC, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x05, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleBC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_b_c.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V33.0 V34.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleBC {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[9..9\] (documented as Bit\[6..6\]) {ICLLP+}: CPS LOD compensation enable. Only available for sample, sample_b, sample_bc, sample_c, and LOD.
        ///
        /// Spec line 146.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub cps_lod_compensation: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 198.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// Bias (raw_operand): The first &lt;exec_size&gt; elements contain the LOD bias, with range of \[-16.0, 16.0\]
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 200.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub bias: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleBC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleBC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleBC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                cps_lod_compensation: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                bias: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleBC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleBC, Op};
        ///
        /// assert_eq!(SampleBC::OP, Op::SampleBC);
        /// assert_eq!(SampleBC::OP.code(), 0x5);
        /// ```
        pub const OP: Op = Op::SampleBC;
    }
    /// The text of `sample_b_c`, item by item.
    static SAMPLE_BC_TEXT: [TextItem; 19] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_b_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("cps"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 10),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleBC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_flag_not_allowed_for_exec_size(
                self.cps_lod_compensation,
                self.exec_size,
            )?;
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.bias.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Ref", "Bias", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.bias.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 5 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.cps_lod_compensation) & 0x1) << 9
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.bias.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.bias {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let cps_lod_compensation = op_bits.flag(9);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 6)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let bias = reader.raw_if(count > 1, "Bias")?;
            let u = reader.raw_if(count > 2, "U")?;
            let v = reader.raw_if(count > 3, "V")?;
            let r = reader.raw_if(count > 4, "R")?;
            let ai = reader.raw_if(count > 5, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                cps_lod_compensation,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                bias,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.bias {
                visit(OperandRef {
                    field: "Bias",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_BC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.cps_lod_compensation),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.bias),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleBC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleBC {
        const EXPECTED: &'static str = "a `sample_b_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                cps_lod_compensation: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                bias: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_BC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.cps_lod_compensation),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.bias),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleBC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_b_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_b_c[.pixel_null_mask][.cps][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<bias>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_c`: 3D_SAMPLE with `Op.op` = `sample_c` (0x3).
    ///
    /// Format (spec line 59): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V R Ai
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleC, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x03, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_c.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V33.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleC {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[9..9\] (documented as Bit\[6..6\]) {ICLLP+}: CPS LOD compensation enable. Only available for sample, sample_b, sample_bc, sample_c, and LOD.
        ///
        /// Spec line 146.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub cps_lod_compensation: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 198.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                cps_lod_compensation: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleC, Op};
        ///
        /// assert_eq!(SampleC::OP, Op::SampleC);
        /// assert_eq!(SampleC::OP.code(), 0x3);
        /// ```
        pub const OP: Op = Op::SampleC;
    }
    /// The text of `sample_c`, item by item.
    static SAMPLE_C_TEXT: [TextItem; 18] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("cps"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_flag_not_allowed_for_exec_size(
                self.cps_lod_compensation,
                self.exec_size,
            )?;
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Ref", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 3 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.cps_lod_compensation) & 0x1) << 9
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let cps_lod_compensation = op_bits.flag(9);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                cps_lod_compensation,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_C_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.cps_lod_compensation),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleC {
        const EXPECTED: &'static str = "a `sample_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                cps_lod_compensation: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_C_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.cps_lod_compensation),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_c[.pixel_null_mask][.cps][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_c_lz`: 3D_SAMPLE with `Op.op` = `sample_c_lz` (0x19).
    ///
    /// Format (spec line 59): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V R Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_c_lz` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleCLz, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x19, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleCLz::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_c_lz.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V33.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleCLz {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 198.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleCLz {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleCLz;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleCLz::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleCLz {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleCLz, Op};
        ///
        /// assert_eq!(SampleCLz::OP, Op::SampleCLz);
        /// assert_eq!(SampleCLz::OP.code(), 0x19);
        /// ```
        pub const OP: Op = Op::SampleCLz;
    }
    /// The text of `sample_c_lz`, item by item.
    static SAMPLE_CLZ_TEXT: [TextItem; 17] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_c_lz"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleCLz {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Ref", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 25 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_c_lz",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_CLZ_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleCLz {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleCLz {
        const EXPECTED: &'static str = "a `sample_c_lz` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_CLZ_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleCLz {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_c_lz`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_c_lz[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_d`: 3D_SAMPLE with `Op.op` = `sample_d` (0x4).
    ///
    /// Format (spec line 71): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams U Dudx* Dudy* V Dvdx* Dvdy* R Drdx* Drdy* Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_d` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleD, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x04, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x25, 0x00, 0x00, 0x00, 0x00, 0x00, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x28, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x29, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleD::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_d.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V37.0 V38.0 V39.0 V40.0 V41.0 V42.0 V43.0 V44.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleD {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// Dudx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the u coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 206.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dudx: Option<RawOperand>,
        /// Dudy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the u coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 208.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dudy: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// Dvdx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 214.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dvdx: Option<RawOperand>,
        /// Dvdy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 216.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dvdy: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Drdx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the r coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 222.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub drdx: Option<RawOperand>,
        /// Drdy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 224.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub drdy: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleD {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleD;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleD::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                dudx: Default::default(),
                dudy: Default::default(),
                v: Default::default(),
                dvdx: Default::default(),
                dvdy: Default::default(),
                r: Default::default(),
                drdx: Default::default(),
                drdy: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleD {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleD, Op};
        ///
        /// assert_eq!(SampleD::OP, Op::SampleD);
        /// assert_eq!(SampleD::OP.code(), 0x4);
        /// ```
        pub const OP: Op = Op::SampleD;
    }
    /// The text of `sample_d`, item by item.
    static SAMPLE_D_TEXT: [TextItem; 22] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_d"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 14),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleD {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.dudx.is_some(),
                    self.dudy.is_some(),
                    self.v.is_some(),
                    self.dvdx.is_some(),
                    self.dvdy.is_some(),
                    self.r.is_some(),
                    self.drdx.is_some(),
                    self.drdy.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "Dudx", "Dudy", "V", "Dvdx", "Dvdy", "R", "Drdx", "Drdy", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some())
                + 6 * usize::from(self.dudx.is_some())
                + 6 * usize::from(self.dudy.is_some())
                + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.dvdx.is_some())
                + 6 * usize::from(self.dvdy.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.drdx.is_some())
                + 6 * usize::from(self.drdy.is_some())
                + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 4 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.dudx.is_some(),
                self.dudy.is_some(),
                self.v.is_some(),
                self.dvdx.is_some(),
                self.dvdy.is_some(),
                self.r.is_some(),
                self.drdx.is_some(),
                self.drdy.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.dudx {
                operand.write(out);
            }
            if let Some(operand) = &self.dudy {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.dvdx {
                operand.write(out);
            }
            if let Some(operand) = &self.dvdy {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.drdx {
                operand.write(out);
            }
            if let Some(operand) = &self.drdy {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_d",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 10)?;
            let u = reader.raw_if(count > 0, "U")?;
            let dudx = reader.raw_if(count > 1, "Dudx")?;
            let dudy = reader.raw_if(count > 2, "Dudy")?;
            let v = reader.raw_if(count > 3, "V")?;
            let dvdx = reader.raw_if(count > 4, "Dvdx")?;
            let dvdy = reader.raw_if(count > 5, "Dvdy")?;
            let r = reader.raw_if(count > 6, "R")?;
            let drdx = reader.raw_if(count > 7, "Drdx")?;
            let drdy = reader.raw_if(count > 8, "Drdy")?;
            let ai = reader.raw_if(count > 9, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                dudx,
                dudy,
                v,
                dvdx,
                dvdy,
                r,
                drdx,
                drdy,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dudx {
                visit(OperandRef {
                    field: "Dudx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dudy {
                visit(OperandRef {
                    field: "Dudy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dvdx {
                visit(OperandRef {
                    field: "Dvdx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dvdy {
                visit(OperandRef {
                    field: "Dvdy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.drdx {
                visit(OperandRef {
                    field: "Drdx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.drdy {
                visit(OperandRef {
                    field: "Drdy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_D_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.dudx),
                    Field::option(&self.dudy),
                    Field::option(&self.v),
                    Field::option(&self.dvdx),
                    Field::option(&self.dvdy),
                    Field::option(&self.r),
                    Field::option(&self.drdx),
                    Field::option(&self.drdy),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleD {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleD {
        const EXPECTED: &'static str = "a `sample_d` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                dudx: None,
                dudy: None,
                v: None,
                dvdx: None,
                dvdy: None,
                r: None,
                drdx: None,
                drdy: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_D_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.dudx),
                    Slot::Optional(&mut value.dudy),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.dvdx),
                    Slot::Optional(&mut value.dvdy),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.drdx),
                    Slot::Optional(&mut value.drdy),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleD {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_d`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_d[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<dudx>] [<dudy>] [<v>] [<dvdx>] [<dvdy>] [<r>] [<drdx>] [<drdy>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_d_c`: 3D_SAMPLE with `Op.op` = `sample_d_c` (0x14).
    ///
    /// Format (spec line 84): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U Dudx* Dudy* V Dvdx* Dvdy* R Drdx* Drdy* Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_d_c` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleDC, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x14, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0b, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x25, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x29, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2b, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleDC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_d_c.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V33.0 V36.0 V37.0 V38.0 V39.0 V40.0 V41.0 V42.0 V43.0 V44.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleDC {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 198.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// Dudx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the u coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 206.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dudx: Option<RawOperand>,
        /// Dudy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the u coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 208.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dudy: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// Dvdx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 214.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dvdx: Option<RawOperand>,
        /// Dvdy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 216.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub dvdy: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Drdx (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the r coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 222.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub drdx: Option<RawOperand>,
        /// Drdy (raw_operand): The first &lt;exec_size&gt; elements contain the gradients of the v coordinate
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 224.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub drdy: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleDC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleDC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleDC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                dudx: Default::default(),
                dudy: Default::default(),
                v: Default::default(),
                dvdx: Default::default(),
                dvdy: Default::default(),
                r: Default::default(),
                drdx: Default::default(),
                drdy: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleDC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleDC, Op};
        ///
        /// assert_eq!(SampleDC::OP, Op::SampleDC);
        /// assert_eq!(SampleDC::OP.code(), 0x14);
        /// ```
        pub const OP: Op = Op::SampleDC;
    }
    /// The text of `sample_d_c`, item by item.
    static SAMPLE_DC_TEXT: [TextItem; 23] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_d_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 15),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleDC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.dudx.is_some(),
                    self.dudy.is_some(),
                    self.v.is_some(),
                    self.dvdx.is_some(),
                    self.dvdy.is_some(),
                    self.r.is_some(),
                    self.drdx.is_some(),
                    self.drdy.is_some(),
                    self.ai.is_some(),
                ],
                &[
                    "Ref",
                    "U",
                    "Dudx",
                    "Dudy",
                    "V",
                    "Dvdx",
                    "Dvdy",
                    "R",
                    "Drdx",
                    "Drdy",
                    "Ai",
                ],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some())
                + 6 * usize::from(self.dudx.is_some())
                + 6 * usize::from(self.dudy.is_some())
                + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.dvdx.is_some())
                + 6 * usize::from(self.dvdy.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.drdx.is_some())
                + 6 * usize::from(self.drdy.is_some())
                + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 20 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.dudx.is_some(),
                self.dudy.is_some(),
                self.v.is_some(),
                self.dvdx.is_some(),
                self.dvdy.is_some(),
                self.r.is_some(),
                self.drdx.is_some(),
                self.drdy.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.dudx {
                operand.write(out);
            }
            if let Some(operand) = &self.dudy {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.dvdx {
                operand.write(out);
            }
            if let Some(operand) = &self.dvdy {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.drdx {
                operand.write(out);
            }
            if let Some(operand) = &self.drdy {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_d_c",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 11)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let dudx = reader.raw_if(count > 2, "Dudx")?;
            let dudy = reader.raw_if(count > 3, "Dudy")?;
            let v = reader.raw_if(count > 4, "V")?;
            let dvdx = reader.raw_if(count > 5, "Dvdx")?;
            let dvdy = reader.raw_if(count > 6, "Dvdy")?;
            let r = reader.raw_if(count > 7, "R")?;
            let drdx = reader.raw_if(count > 8, "Drdx")?;
            let drdy = reader.raw_if(count > 9, "Drdy")?;
            let ai = reader.raw_if(count > 10, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                dudx,
                dudy,
                v,
                dvdx,
                dvdy,
                r,
                drdx,
                drdy,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dudx {
                visit(OperandRef {
                    field: "Dudx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dudy {
                visit(OperandRef {
                    field: "Dudy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dvdx {
                visit(OperandRef {
                    field: "Dvdx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.dvdy {
                visit(OperandRef {
                    field: "Dvdy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.drdx {
                visit(OperandRef {
                    field: "Drdx",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.drdy {
                visit(OperandRef {
                    field: "Drdy",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_DC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.dudx),
                    Field::option(&self.dudy),
                    Field::option(&self.v),
                    Field::option(&self.dvdx),
                    Field::option(&self.dvdy),
                    Field::option(&self.r),
                    Field::option(&self.drdx),
                    Field::option(&self.drdy),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleDC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleDC {
        const EXPECTED: &'static str = "a `sample_d_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                dudx: None,
                dudy: None,
                v: None,
                dvdx: None,
                dvdy: None,
                r: None,
                drdx: None,
                drdy: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_DC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.dudx),
                    Slot::Optional(&mut value.dudy),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.dvdx),
                    Slot::Optional(&mut value.dvdy),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.drdx),
                    Slot::Optional(&mut value.drdy),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleDC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_d_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_d_c[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<dudx>] [<dudy>] [<v>] [<dvdx>] [<dvdy>] [<r>] [<drdx>] [<drdy>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_l`: 3D_SAMPLE with `Op.op` = `sample_l` (0x2).
    ///
    /// Format (spec line 97): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Lod* U V R Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_l` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleL, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x02, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x23, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleL::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_l.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V35.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleL {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Lod (raw_operand): The first &lt;exec_size&gt; elements contain the LOD
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 202.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub lod: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleL {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleL;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleL::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                lod: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleL {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleL, Op};
        ///
        /// assert_eq!(SampleL::OP, Op::SampleL);
        /// assert_eq!(SampleL::OP.code(), 0x2);
        /// ```
        pub const OP: Op = Op::SampleL;
    }
    /// The text of `sample_l`, item by item.
    static SAMPLE_L_TEXT: [TextItem; 17] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_l"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleL {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.lod.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Lod", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.lod.is_some()) + 6 * usize::from(self.u.is_some())
                + 6 * usize::from(self.v.is_some()) + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 2 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.lod.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.lod {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_l",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let lod = reader.raw_if(count > 0, "Lod")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                lod,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.lod {
                visit(OperandRef {
                    field: "Lod",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_L_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.lod),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleL {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleL {
        const EXPECTED: &'static str = "a `sample_l` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                lod: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_L_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.lod),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleL {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_l`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_l[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<lod>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_l_c`: 3D_SAMPLE with `Op.op` = `sample_l_c` (0x6).
    ///
    /// Format (spec line 109): `0x6d` Op Exec_size Pred Channels Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* Lod* U V R Ai
    ///
    /// No `cps_lod_compensation` (Op Bit\[9..9\]): `sample_l_c` may not set it (`sample3d-cps-restriction`), so it is always clear; decoding rejects it set.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::SampleLC, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x06, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleLC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_l_c.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V33.0 V35.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleLC {
        /// Op Bit\[8..8\] (documented as Bit\[5..5\]): pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 144.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Op Bit\[10..10\] (documented as Bit\[7..7\]): non-uniform sampler state. true if the sampler field may be different for each thread
        ///
        /// Spec line 148.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub non_uniform_sampler_state: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 152.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 156.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 174.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 178.
        pub channels: ChannelMask,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:
        ///
        /// Spec line 180.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 190.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 192.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. Must have type HF,F,W,UW,D,UD
        ///
        /// Spec line 194.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 198.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// Lod (raw_operand): The first &lt;exec_size&gt; elements contain the LOD
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 202.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub lod: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the normalized x coordinates
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 204.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: unnormalized array index
        /// - Other surface types: normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 210.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - Other surface types: the normalized z coordinates
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 218.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 226.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl SampleLC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::SampleLC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleLC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                non_uniform_sampler_state: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                lod: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl SampleLC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{SampleLC, Op};
        ///
        /// assert_eq!(SampleLC::OP, Op::SampleLC);
        /// assert_eq!(SampleLC::OP.code(), 0x6);
        /// ```
        pub const OP: Op = Op::SampleLC;
    }
    /// The text of `sample_l_c`, item by item.
    static SAMPLE_LC_TEXT: [TextItem; 18] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample_l_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Flag("divS"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 10),
        TextItem::Between("  ", OperandText::Plain, ""),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for SampleLC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            check_channels(self.channels)?;
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.lod.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Ref", "Lod", "U", "V", "R", "Ai"],
            )?;
            if !(1..=15).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 15,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.lod.is_some()) + 6 * usize::from(self.u.is_some())
                + 6 * usize::from(self.v.is_some()) + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 6 | (u16::from(self.pixel_null_mask) & 0x1) << 8
                | (u16::from(self.non_uniform_sampler_state) & 0x1) << 10;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.lod.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.lod {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x7ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            if op_bits.flag(9) {
                return Err(
                    op_bits
                        .error(DecodeErrorKind::Invalid {
                            error: ValidationError::FlagNotAllowedForOp {
                                flag: "cps",
                                op: "sample_l_c",
                            },
                        }),
                );
            }
            let pixel_null_mask = op_bits.flag(8);
            let non_uniform_sampler_state = op_bits.flag(10);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 6)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let lod = reader.raw_if(count > 1, "Lod")?;
            let u = reader.raw_if(count > 2, "U")?;
            let v = reader.raw_if(count > 3, "V")?;
            let r = reader.raw_if(count > 4, "R")?;
            let ai = reader.raw_if(count > 5, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                non_uniform_sampler_state,
                exec_size,
                exec_mask,
                predicate,
                channels,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                lod,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.lod {
                visit(OperandRef {
                    field: "Lod",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_LC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Flag(self.non_uniform_sampler_state),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.lod),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for SampleLC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleLC {
        const EXPECTED: &'static str = "a `sample_l_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                non_uniform_sampler_state: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                lod: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &SAMPLE_LC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Flag(&mut value.non_uniform_sampler_state),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.lod),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleLC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_l_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample_l_c[.pixel_null_mask][.divS].<channels> (<exec_mask>, <exec_size>)  <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<lod>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// Any op variant of 3D_SAMPLE.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::Op3dSample, Instruction};
    ///
    /// let bytes = [
    ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Op3dSample::decode(&bytes)?;
    /// assert!(matches!(inst, Op3dSample::Lod(_)));
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "lod.RGBA (M1, 16)  0x0:uw S0 T6 V32.0 V36.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    pub enum Op3dSample {
        /// `LOD`.
        #[cfg_attr(feature = "serde", serde(rename = "LOD"))]
        Lod(Lod),
        /// `sample`.
        #[cfg_attr(feature = "serde", serde(rename = "sample"))]
        Sample(Sample),
        /// `sample_lz`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_lz"))]
        SampleLz(SampleLz),
        /// `sample_b`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_b"))]
        SampleB(SampleB),
        /// `sample_b_c`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_b_c"))]
        SampleBC(SampleBC),
        /// `sample_c`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_c"))]
        SampleC(SampleC),
        /// `sample_c_lz`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_c_lz"))]
        SampleCLz(SampleCLz),
        /// `sample_d`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_d"))]
        SampleD(SampleD),
        /// `sample_d_c`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_d_c"))]
        SampleDC(SampleDC),
        /// `sample_l`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_l"))]
        SampleL(SampleL),
        /// `sample_l_c`.
        #[cfg_attr(feature = "serde", serde(rename = "sample_l_c"))]
        SampleLC(SampleLC),
    }
    impl Instruction for Op3dSample {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        #[inline]
        fn validate(&self) -> Result<(), ValidationError> {
            match self {
                Self::Lod(inner) => inner.validate(),
                Self::Sample(inner) => inner.validate(),
                Self::SampleLz(inner) => inner.validate(),
                Self::SampleB(inner) => inner.validate(),
                Self::SampleBC(inner) => inner.validate(),
                Self::SampleC(inner) => inner.validate(),
                Self::SampleCLz(inner) => inner.validate(),
                Self::SampleD(inner) => inner.validate(),
                Self::SampleDC(inner) => inner.validate(),
                Self::SampleL(inner) => inner.validate(),
                Self::SampleLC(inner) => inner.validate(),
            }
        }
        #[inline]
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            match self {
                Self::Lod(inner) => inner.validate_types(declarations),
                Self::Sample(inner) => inner.validate_types(declarations),
                Self::SampleLz(inner) => inner.validate_types(declarations),
                Self::SampleB(inner) => inner.validate_types(declarations),
                Self::SampleBC(inner) => inner.validate_types(declarations),
                Self::SampleC(inner) => inner.validate_types(declarations),
                Self::SampleCLz(inner) => inner.validate_types(declarations),
                Self::SampleD(inner) => inner.validate_types(declarations),
                Self::SampleDC(inner) => inner.validate_types(declarations),
                Self::SampleL(inner) => inner.validate_types(declarations),
                Self::SampleLC(inner) => inner.validate_types(declarations),
            }
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            match self {
                Self::Lod(inner) => inner.encoded_len(),
                Self::Sample(inner) => inner.encoded_len(),
                Self::SampleLz(inner) => inner.encoded_len(),
                Self::SampleB(inner) => inner.encoded_len(),
                Self::SampleBC(inner) => inner.encoded_len(),
                Self::SampleC(inner) => inner.encoded_len(),
                Self::SampleCLz(inner) => inner.encoded_len(),
                Self::SampleD(inner) => inner.encoded_len(),
                Self::SampleDC(inner) => inner.encoded_len(),
                Self::SampleL(inner) => inner.encoded_len(),
                Self::SampleLC(inner) => inner.encoded_len(),
            }
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            match self {
                Self::Lod(inner) => inner.encoded_len_for(layout),
                Self::Sample(inner) => inner.encoded_len_for(layout),
                Self::SampleLz(inner) => inner.encoded_len_for(layout),
                Self::SampleB(inner) => inner.encoded_len_for(layout),
                Self::SampleBC(inner) => inner.encoded_len_for(layout),
                Self::SampleC(inner) => inner.encoded_len_for(layout),
                Self::SampleCLz(inner) => inner.encoded_len_for(layout),
                Self::SampleD(inner) => inner.encoded_len_for(layout),
                Self::SampleDC(inner) => inner.encoded_len_for(layout),
                Self::SampleL(inner) => inner.encoded_len_for(layout),
                Self::SampleLC(inner) => inner.encoded_len_for(layout),
            }
        }
        #[inline]
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            match self {
                Self::Lod(inner) => inner.check_layout(layout),
                Self::Sample(inner) => inner.check_layout(layout),
                Self::SampleLz(inner) => inner.check_layout(layout),
                Self::SampleB(inner) => inner.check_layout(layout),
                Self::SampleBC(inner) => inner.check_layout(layout),
                Self::SampleC(inner) => inner.check_layout(layout),
                Self::SampleCLz(inner) => inner.check_layout(layout),
                Self::SampleD(inner) => inner.check_layout(layout),
                Self::SampleDC(inner) => inner.check_layout(layout),
                Self::SampleL(inner) => inner.check_layout(layout),
                Self::SampleLC(inner) => inner.check_layout(layout),
            }
        }
        #[inline]
        fn write_unchecked(&self, out: &mut impl Sink) {
            match self {
                Self::Lod(inner) => inner.write_unchecked(out),
                Self::Sample(inner) => inner.write_unchecked(out),
                Self::SampleLz(inner) => inner.write_unchecked(out),
                Self::SampleB(inner) => inner.write_unchecked(out),
                Self::SampleBC(inner) => inner.write_unchecked(out),
                Self::SampleC(inner) => inner.write_unchecked(out),
                Self::SampleCLz(inner) => inner.write_unchecked(out),
                Self::SampleD(inner) => inner.write_unchecked(out),
                Self::SampleDC(inner) => inner.write_unchecked(out),
                Self::SampleL(inner) => inner.write_unchecked(out),
                Self::SampleLC(inner) => inner.write_unchecked(out),
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            Self::read_dispatch::<false>(reader)
        }
        #[inline]
        fn read(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            Self::read_dispatch::<true>(reader)
        }
        #[inline]
        fn encode(&self, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
            match self {
                Self::Lod(inner) => inner.encode(out),
                Self::Sample(inner) => inner.encode(out),
                Self::SampleLz(inner) => inner.encode(out),
                Self::SampleB(inner) => inner.encode(out),
                Self::SampleBC(inner) => inner.encode(out),
                Self::SampleC(inner) => inner.encode(out),
                Self::SampleCLz(inner) => inner.encode(out),
                Self::SampleD(inner) => inner.encode(out),
                Self::SampleDC(inner) => inner.encode(out),
                Self::SampleL(inner) => inner.encode(out),
                Self::SampleLC(inner) => inner.encode(out),
            }
        }
        #[inline]
        fn encode_into(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
            match self {
                Self::Lod(inner) => inner.encode_into(buf),
                Self::Sample(inner) => inner.encode_into(buf),
                Self::SampleLz(inner) => inner.encode_into(buf),
                Self::SampleB(inner) => inner.encode_into(buf),
                Self::SampleBC(inner) => inner.encode_into(buf),
                Self::SampleC(inner) => inner.encode_into(buf),
                Self::SampleCLz(inner) => inner.encode_into(buf),
                Self::SampleD(inner) => inner.encode_into(buf),
                Self::SampleDC(inner) => inner.encode_into(buf),
                Self::SampleL(inner) => inner.encode_into(buf),
                Self::SampleLC(inner) => inner.encode_into(buf),
            }
        }
        #[inline]
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            match self {
                Self::Lod(inner) => inner.for_each_operand(visit),
                Self::Sample(inner) => inner.for_each_operand(visit),
                Self::SampleLz(inner) => inner.for_each_operand(visit),
                Self::SampleB(inner) => inner.for_each_operand(visit),
                Self::SampleBC(inner) => inner.for_each_operand(visit),
                Self::SampleC(inner) => inner.for_each_operand(visit),
                Self::SampleCLz(inner) => inner.for_each_operand(visit),
                Self::SampleD(inner) => inner.for_each_operand(visit),
                Self::SampleDC(inner) => inner.for_each_operand(visit),
                Self::SampleL(inner) => inner.for_each_operand(visit),
                Self::SampleLC(inner) => inner.for_each_operand(visit),
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            match self {
                Self::Lod(inner) => inner.fmt_asm(f, context),
                Self::Sample(inner) => inner.fmt_asm(f, context),
                Self::SampleLz(inner) => inner.fmt_asm(f, context),
                Self::SampleB(inner) => inner.fmt_asm(f, context),
                Self::SampleBC(inner) => inner.fmt_asm(f, context),
                Self::SampleC(inner) => inner.fmt_asm(f, context),
                Self::SampleCLz(inner) => inner.fmt_asm(f, context),
                Self::SampleD(inner) => inner.fmt_asm(f, context),
                Self::SampleDC(inner) => inner.fmt_asm(f, context),
                Self::SampleL(inner) => inner.fmt_asm(f, context),
                Self::SampleLC(inner) => inner.fmt_asm(f, context),
            }
        }
    }
    impl Op3dSample {
        /// Reads the instruction of the type the bytes name, validated when `VALIDATE`:
        /// one dispatch for `read` and `read_unchecked`, which validates the type it reads
        /// directly.
        #[inline]
        fn read_dispatch<const VALIDATE: bool>(
            reader: &mut ByteReader<'_>,
        ) -> Result<Self, DecodeError> {
            let mut ahead = reader.clone();
            ahead.opcode(OPCODE)?;
            let op_bits = ahead.bits::<u16>("Op", 0x7ff)?;
            let code = op_bits.uint(0, 8);
            match Op::from_code(code as u8) {
                Some(Op::Lod) => read_as::<Lod, VALIDATE>(reader).map(Self::Lod),
                Some(Op::Sample) => read_as::<Sample, VALIDATE>(reader).map(Self::Sample),
                Some(Op::SampleLz) => {
                    read_as::<SampleLz, VALIDATE>(reader).map(Self::SampleLz)
                }
                Some(Op::SampleB) => {
                    read_as::<SampleB, VALIDATE>(reader).map(Self::SampleB)
                }
                Some(Op::SampleBC) => {
                    read_as::<SampleBC, VALIDATE>(reader).map(Self::SampleBC)
                }
                Some(Op::SampleC) => {
                    read_as::<SampleC, VALIDATE>(reader).map(Self::SampleC)
                }
                Some(Op::SampleCLz) => {
                    read_as::<SampleCLz, VALIDATE>(reader).map(Self::SampleCLz)
                }
                Some(Op::SampleD) => {
                    read_as::<SampleD, VALIDATE>(reader).map(Self::SampleD)
                }
                Some(Op::SampleDC) => {
                    read_as::<SampleDC, VALIDATE>(reader).map(Self::SampleDC)
                }
                Some(Op::SampleL) => {
                    read_as::<SampleL, VALIDATE>(reader).map(Self::SampleL)
                }
                Some(Op::SampleLC) => {
                    read_as::<SampleLC, VALIDATE>(reader).map(Self::SampleLC)
                }
                Some(
                    op @ (Op::SampleKillpix
                    | Op::SampleDCMlod
                    | Op::SampleMlod
                    | Op::SampleCMlod
                    | Op::SamplePo
                    | Op::SamplePoB
                    | Op::SamplePoL
                    | Op::SamplePoC
                    | Op::SamplePoD
                    | Op::SamplePoLC
                    | Op::SamplePoLz
                    | Op::SamplePoCLz
                    | Op::SamplePoBC
                    | Op::SamplePoDC),
                ) => {
                    Err(
                        op_bits
                            .error(DecodeErrorKind::SubOpWithoutType {
                                opcode: "3D_SAMPLE",
                                field: "Op",
                                code,
                                name: op.name(),
                                from_errata: true,
                            }),
                    )
                }
                None => {
                    Err(
                        op_bits
                            .error(DecodeErrorKind::UnknownSubOp {
                                opcode: "3D_SAMPLE",
                                field: "Op",
                                code,
                            }),
                    )
                }
            }
        }
    }
    impl fmt::Display for Op3dSample {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.fmt_asm(f, None)
        }
    }
    impl From<Lod> for Op3dSample {
        fn from(inner: Lod) -> Self {
            Self::Lod(inner)
        }
    }
    impl From<Sample> for Op3dSample {
        fn from(inner: Sample) -> Self {
            Self::Sample(inner)
        }
    }
    impl From<SampleLz> for Op3dSample {
        fn from(inner: SampleLz) -> Self {
            Self::SampleLz(inner)
        }
    }
    impl From<SampleB> for Op3dSample {
        fn from(inner: SampleB) -> Self {
            Self::SampleB(inner)
        }
    }
    impl From<SampleBC> for Op3dSample {
        fn from(inner: SampleBC) -> Self {
            Self::SampleBC(inner)
        }
    }
    impl From<SampleC> for Op3dSample {
        fn from(inner: SampleC) -> Self {
            Self::SampleC(inner)
        }
    }
    impl From<SampleCLz> for Op3dSample {
        fn from(inner: SampleCLz) -> Self {
            Self::SampleCLz(inner)
        }
    }
    impl From<SampleD> for Op3dSample {
        fn from(inner: SampleD) -> Self {
            Self::SampleD(inner)
        }
    }
    impl From<SampleDC> for Op3dSample {
        fn from(inner: SampleDC) -> Self {
            Self::SampleDC(inner)
        }
    }
    impl From<SampleL> for Op3dSample {
        fn from(inner: SampleL) -> Self {
            Self::SampleL(inner)
        }
    }
    impl From<SampleLC> for Op3dSample {
        fn from(inner: SampleLC) -> Self {
            Self::SampleLC(inner)
        }
    }
    impl ParseAsm for Op3dSample {
        const EXPECTED: &'static str = "a 3D_SAMPLE instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            match asm.peek_mnemonic()? {
                "lod" => asm.parse().map(Self::Lod),
                "sample_3d" => asm.parse().map(Self::Sample),
                "sample_lz" => asm.parse().map(Self::SampleLz),
                "sample_b" => asm.parse().map(Self::SampleB),
                "sample_b_c" => asm.parse().map(Self::SampleBC),
                "sample_c" => asm.parse().map(Self::SampleC),
                "sample_c_lz" => asm.parse().map(Self::SampleCLz),
                "sample_d" => asm.parse().map(Self::SampleD),
                "sample_d_c" => asm.parse().map(Self::SampleDC),
                "sample_l" => asm.parse().map(Self::SampleL),
                "sample_l_c" => asm.parse().map(Self::SampleLC),
                _ => Err(asm.unknown_mnemonic()),
            }
        }
    }
    impl core::str::FromStr for Op3dSample {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of any of its instructions: each instruction that
        /// prints the mnemonic (after an optional predicate) is tried in turn, and the
        /// first that reads the line is the result; when none does, the error is that of
        /// the one that read furthest. Fields the text does not carry parse as their
        /// default; see each instruction type's `FromStr`.
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    impl Op3dSample {
        /// The sub-op of the variant.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample::{Op3dSample, Op};
        /// use visa_isa::Instruction;
        ///
        /// let bytes = [
        ///     0x6d, 0x09, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00,
        ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x24, 0x00,
        ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
        ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
        /// ];
        /// let (inst, _) = Op3dSample::decode(&bytes)?;
        /// assert_eq!(inst.op(), Op::Lod);
        /// # Ok::<(), visa_isa::DecodeError>(())
        /// ```
        pub const fn op(&self) -> Op {
            match self {
                Self::Lod(_) => Lod::OP,
                Self::Sample(_) => Sample::OP,
                Self::SampleLz(_) => SampleLz::OP,
                Self::SampleB(_) => SampleB::OP,
                Self::SampleBC(_) => SampleBC::OP,
                Self::SampleC(_) => SampleC::OP,
                Self::SampleCLz(_) => SampleCLz::OP,
                Self::SampleD(_) => SampleD::OP,
                Self::SampleDC(_) => SampleDC::OP,
                Self::SampleL(_) => SampleL::OP,
                Self::SampleLC(_) => SampleLC::OP,
            }
        }
    }
    /// A check of `validate` that the op variants `LOD`, `sample`, `sample_b`, `sample_b_c`, `sample_c` of 3D_SAMPLE make alike.
    #[inline]
    fn check_flag_not_allowed_for_exec_size(
        cps_lod_compensation: bool,
        exec_size: ExecSize,
    ) -> Result<(), ValidationError> {
        if cps_lod_compensation && !matches!(exec_size.lanes(), 8 | 16) {
            return Err(ValidationError::FlagNotAllowedForExecSize {
                flag: "cps",
                lanes: exec_size.lanes(),
            });
        }
        Ok(())
    }
    /// A check of `validate` that the op variants `LOD`, `sample`, `sample_lz`, `sample_b`, `sample_b_c`, `sample_c`, `sample_c_lz`, `sample_d`, `sample_d_c`, `sample_l`, `sample_l_c` of 3D_SAMPLE make alike.
    #[inline]
    fn check_exec_size_not_allowed(exec_size: ExecSize) -> Result<(), ValidationError> {
        if !EXEC_SIZES.contains(&exec_size.lanes()) {
            return Err(ValidationError::ExecSizeNotAllowed {
                lanes: exec_size.lanes(),
                allowed: EXEC_SIZES,
            });
        }
        Ok(())
    }
    /// A check of `validate` that the op variants `LOD`, `sample`, `sample_lz`, `sample_b`, `sample_b_c`, `sample_c`, `sample_c_lz`, `sample_d`, `sample_d_c`, `sample_l`, `sample_l_c` of 3D_SAMPLE make alike.
    #[inline]
    fn check_channels(channels: ChannelMask) -> Result<(), ValidationError> {
        if channels.is_empty() {
            return Err(ValidationError::ChannelMaskZero {
                field: "Channels",
            });
        }
        Ok(())
    }
}
/// `3D_SAMPLE4` = `0x6f`: Sample &lt;surface&gt; using bilinear filtering, and return four samples for each pixel in &lt;dst&gt;.
///
/// Generated from `3D_SAMPLE4.md`.
///
/// # Semantics
///
/// ```text
/// Sample the surface using bilinear filtering, and return four samples.
/// ```
///
/// # Description
///
/// ```text
/// Sample <surface> using bilinear filtering, and return four samples for each pixel in <dst>.
/// ```
///
/// # Text
///
/// ```text
/// {-PVC}For pre-PVC platforms:
/// [(<P>)] SAMPLE4[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE4_C[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE4_PO[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <offu> <offv> <r>
/// [(<P>)] SAMPLE4_PO_C[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <ref> <u> <v> <offu> <offv> <r>
/// [(<P>)] SAMPLE4_b[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <Bias> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE4_l[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <Lod> <u> <v> <r> <ai>
/// [(<P>)] SAMPLE4_i[.pixel_null_mask].<Src_channel> (Exec_size) <Aoffimmi> <Sampler> <Surface> <Dst> <u> <v> <r> <ai>
/// // instruction specific parameters may vary
/// ```
///
/// # Notes
///
/// ```text
/// For each enabled channel <exec_size> elements are returned in RGBA order, with the disabled channels skipped in the results. Only the enabled pixels are returned in <dst>. Each channel's return data start in the next GRF; if <exec_size> * sizeof(dst_type) is smaller than the register size, the remaining portions of the register have undefined values.
///
/// For all operations, if <pixel_null_mask> is set, an additional GRF is returned after the sampler data, with <exec_size> bits in the first DWord containing the pixel null mask values. This field has the bit for all pixels set to 1 except those pixels in which a null page was source for at least one texel.
///
/// Extra parameters (after NumParams) for this instruction are required only for certain operations and surface types.
///
///   - **{pre-ICLLP}** All operands must have type F.
///   - **{ICLLP+}** All operands must have the same type, which can be either HF or F.
///   - It is permitted to skip the trailing parameters; the missing parameters will have the value of 0.
///
/// The table below summarizes the additional arguments for each of the sample4 operations.
///
///         +------------------+-------------------------------------------------+
///         | Operation        |          Parameters                             |
///         |                  +----------+-----+--------+--------+--------+-----+
///         |                  | 0        | 1   | 2      | 3      | 4      | 5   |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4          | u        | v   | r      | ai     |        |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_c        | ref      | u   | v      | r      | ai     |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_po       | u        | v   | offu   | offv   | r      |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_po_c     | ref      | u   | v      | offu   | offv   | r   |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_b        | bias     | u   | v      | r      | ai     |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_po_l     | lodOffUV | u   | v      | r      | ai     |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
///         | gather4_po_i     | u        | v   | r      | OffUV  |        |     |
///         +------------------+----------+-----+--------+--------+--------+-----+
/// ```
///
/// # Errata
///
/// - [`sample4-gather4-b-i-swapped`](crate::errata#sample4-gather4-b-i-swapped) (corrected)
/// - [`exec-size-bits-3-0`](crate::errata#exec-size-bits-3-0) (corrected)
/// - [`sample4-numparams-lt-8`](crate::errata#sample4-numparams-lt-8) (corrected)
/// - [`aoffimmi-any-vector-class`](crate::errata#aoffimmi-any-vector-class) (corrected)
/// - [`sample4-missing-ops`](crate::errata#sample4-missing-ops) (corrected)
/// - [`sample4-asm-names`](crate::errata#sample4-asm-names) (corrected)
/// - [`aoffimmi-bit15-sampler-index`](crate::errata#aoffimmi-bit15-sampler-index) (IGC behaviour)
/// - [`sampler-paired-surface`](crate::errata#sampler-paired-surface) (corrected)
/// - [`sample4-src-channel-byte`](crate::errata#sample4-src-channel-byte) (IGC behaviour)
/// - [`sample4-subops-unknown-to-4-1-reader`](crate::errata#sample4-subops-unknown-to-4-1-reader) (corrected)
/// - [`emask-legality`](crate::errata#emask-legality) (IGC behaviour)
/// - [`header-predefined-surfaces`](crate::errata#header-predefined-surfaces) (IGC behaviour)
/// - [`header-string-zero`](crate::errata#header-string-zero) (IGC behaviour)
/// - [`header-predefined-variables`](crate::errata#header-predefined-variables) (IGC behaviour)
/// - [`header-unsupported-tables`](crate::errata#header-unsupported-tables) (IGC behaviour)
pub mod op_3d_sample4 {
    use core::fmt;
    use crate::{
        AsmContext, AsmCursor, AsmError, AsmErrorKind, ByteReader, DecodeError,
        DecodeErrorKind, EncodeError, ExecMask, ExecSize, Field, Immediate, Instruction,
        Layout, OperandClass, OperandKind, OperandRef, OperandText, PackedImmediate,
        PackedOperand, ParseAsm, Predicate, RawOperand, ReaderOmission, SamplerIndex,
        Sink, Slot, SurfaceIndex, TextItem, ValidationError, VariableTypes,
        VectorOperand, VisaType, check_exec_mask, check_range, check_raw_type,
        check_scalar_region, check_vector_type, count_params, parse_asm_line, parse_text,
        print_text, read_as,
    };
    /// The opcode byte, the first byte of each of its instructions.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4, AnyInstruction};
    ///
    /// assert_eq!(op_3d_sample4::OPCODE, 0x6f);
    /// assert_eq!(AnyInstruction::opcode_name(op_3d_sample4::OPCODE), Some("3D_SAMPLE4"));
    /// ```
    pub const OPCODE: u8 = 0x6f;
    /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
    /// see [`crate::ReaderExpectation`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample4;
    ///
    /// let errata: Vec<&str> = op_3d_sample4::READER_OMISSIONS.iter().map(|o| o.erratum()).collect();
    /// assert_eq!(errata, ["sample4-subops-unknown-to-4-1-reader"]);
    /// ```
    pub const READER_OMISSIONS: &[ReaderOmission] = &[
        ReaderOmission::OpName {
            mnemonics: &[
                "sample4_i",
                "sample4_b",
                "sample4_i_c",
                "sample4_l",
                "sample4_po_b",
                "sample4_po_i",
                "sample4_po_i_c",
                "sample4_po_l",
                "sample4_po_l_c",
            ],
            prints: "sampler_unknown",
            suffixes: &[("A", "illegal"), ("B", "illegal"), ("G", "B"), ("R", "G")],
            erratum: "sample4-subops-unknown-to-4-1-reader",
        },
    ];
    /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample4;
    ///
    /// assert!(op_3d_sample4::CURRENT_READER_OMISSIONS.is_empty());
    /// ```
    pub const CURRENT_READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The execution sizes (lanes) the opcode takes.
    const EXEC_SIZES: &[u8] = &[8, 16, 32];
    /// The types the spec allows for `Aoffimmi`.
    const AOFFIMMI_TYPES: &[VisaType] = &[VisaType::Uw];
    /// The operand classes the spec allows for `Aoffimmi`.
    const AOFFIMMI_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Address,
        OperandClass::Predicate,
        OperandClass::Indirect,
        OperandClass::Immediate,
        OperandClass::State,
    ];
    /// The types the spec allows for `Dst`.
    const DST_TYPES: &[VisaType] = &[
        VisaType::Hf,
        VisaType::F,
        VisaType::W,
        VisaType::Uw,
        VisaType::D,
        VisaType::Ud,
    ];
    /// The types the spec allows for `Offu`.
    const OFFU_TYPES: &[VisaType] = &[VisaType::D];
    /// The types the spec allows for `Offv`.
    const OFFV_TYPES: &[VisaType] = &[VisaType::D];
    /// Op Bit\[7..0\]: encodes the sampler operation
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample4::Op;
    ///
    /// assert_eq!(Op::Gather4.name(), "gather4");
    /// assert_eq!(Op::Gather4.asm(), "sample4");
    /// for &value in Op::ALL {
    ///     assert_eq!(Op::from_code(value.code()), Some(value));
    ///     // Where two values share a spelling, it reads as the lower code.
    ///     let read = Op::from_asm(value.asm()).map(Op::asm);
    ///     assert_eq!(read, Some(value.asm()));
    /// }
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    #[repr(u8)]
    pub enum Op {
        /// `gather4`: Instruction type: [`Gather4`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 183.
        #[default]
        Gather4 = 8,
        /// `gather4_c`: Instruction type: [`Gather4C`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 184.
        Gather4C = 16,
        /// `gather4_po`: Instruction type: [`Gather4Po`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 185.
        Gather4Po = 17,
        /// `gather4_po_c`: Instruction type: [`Gather4PoC`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 186.
        Gather4PoC = 18,
        /// `gather4_l`: Instruction type: [`Gather4L`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 187.
        Gather4L = 13,
        /// `gather4_i`: The doc gives code 0xe; IGC uses 0xf (see the errata). Instruction type: [`Gather4I`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 188.
        Gather4I = 15,
        /// `gather4_i_c`: Instruction type: [`Gather4IC`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 189.
        Gather4IC = 21,
        /// `gather4_b`: The doc gives code 0xf; IGC uses 0xe (see the errata). Instruction type: [`Gather4B`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 190.
        Gather4B = 14,
        /// `gather4_po_l`: Instruction type: [`Gather4PoL`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 191.
        Gather4PoL = 45,
        /// `gather4_po_b`: Instruction type: [`Gather4PoB`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 192.
        Gather4PoB = 46,
        /// `gather4_po_i`: Instruction type: [`Gather4PoI`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 193.
        Gather4PoI = 47,
        /// `gather4_po_i_c`: Instruction type: [`Gather4PoIC`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 194.
        Gather4PoIC = 53,
        /// `gather4_po_l_c`: Instruction type: [`Gather4PoLC`].
        ///
        /// Spec: `3D_SAMPLE4.md` line 195.
        Gather4PoLC = 55,
        /// `sample4_l_c`: gather4 with LOD and reference compare Not in the doc: added from IGC (see the errata); no Format is documented for it.
        Sample4LC = 23,
        /// `sample4_po_packed`: sample4_po with packed offsets (the sample4_po encoding on Xe2+) Not in the doc: added from IGC (see the errata); no Format is documented for it.
        Sample4PoPacked = 40,
        /// `sample4_po_c_packed`: sample4_po_c with packed offsets (the sample4_po_c encoding on Xe2+) Not in the doc: added from IGC (see the errata); no Format is documented for it.
        Sample4PoCPacked = 48,
    }
    impl Op {
        /// Every value, in documentation order.
        pub const ALL: &'static [Self] = &[
            Self::Gather4,
            Self::Gather4C,
            Self::Gather4Po,
            Self::Gather4PoC,
            Self::Gather4L,
            Self::Gather4I,
            Self::Gather4IC,
            Self::Gather4B,
            Self::Gather4PoL,
            Self::Gather4PoB,
            Self::Gather4PoI,
            Self::Gather4PoIC,
            Self::Gather4PoLC,
            Self::Sample4LC,
            Self::Sample4PoPacked,
            Self::Sample4PoCPacked,
        ];
        /// The binary code.
        #[inline]
        pub const fn code(self) -> u8 {
            self as u8
        }
        /// The value with that binary code.
        pub const fn from_code(code: u8) -> Option<Self> {
            match code {
                8 => Some(Self::Gather4),
                16 => Some(Self::Gather4C),
                17 => Some(Self::Gather4Po),
                18 => Some(Self::Gather4PoC),
                13 => Some(Self::Gather4L),
                15 => Some(Self::Gather4I),
                21 => Some(Self::Gather4IC),
                14 => Some(Self::Gather4B),
                45 => Some(Self::Gather4PoL),
                46 => Some(Self::Gather4PoB),
                47 => Some(Self::Gather4PoI),
                53 => Some(Self::Gather4PoIC),
                55 => Some(Self::Gather4PoLC),
                23 => Some(Self::Sample4LC),
                40 => Some(Self::Sample4PoPacked),
                48 => Some(Self::Sample4PoCPacked),
                _ => None,
            }
        }
        /// The name the spec uses.
        pub const fn name(self) -> &'static str {
            match self {
                Self::Gather4 => "gather4",
                Self::Gather4C => "gather4_c",
                Self::Gather4Po => "gather4_po",
                Self::Gather4PoC => "gather4_po_c",
                Self::Gather4L => "gather4_l",
                Self::Gather4I => "gather4_i",
                Self::Gather4IC => "gather4_i_c",
                Self::Gather4B => "gather4_b",
                Self::Gather4PoL => "gather4_po_l",
                Self::Gather4PoB => "gather4_po_b",
                Self::Gather4PoI => "gather4_po_i",
                Self::Gather4PoIC => "gather4_po_i_c",
                Self::Gather4PoLC => "gather4_po_l_c",
                Self::Sample4LC => "sample4_l_c",
                Self::Sample4PoPacked => "sample4_po_packed",
                Self::Sample4PoCPacked => "sample4_po_c_packed",
            }
        }
        /// The spelling in IGC's vISA assembly.
        pub const fn asm(self) -> &'static str {
            match self {
                Self::Gather4 => "sample4",
                Self::Gather4C => "sample4_c",
                Self::Gather4Po => "sample4_po",
                Self::Gather4PoC => "sample4_po_c",
                Self::Gather4L => "sample4_l",
                Self::Gather4I => "sample4_i",
                Self::Gather4IC => "sample4_i_c",
                Self::Gather4B => "sample4_b",
                Self::Gather4PoL => "sample4_po_l",
                Self::Gather4PoB => "sample4_po_b",
                Self::Gather4PoI => "sample4_po_i",
                Self::Gather4PoIC => "sample4_po_i_c",
                Self::Gather4PoLC => "sample4_po_l_c",
                Self::Sample4LC => "sample4_l_c",
                Self::Sample4PoPacked => "sample4_po",
                Self::Sample4PoCPacked => "sample4_po_c",
            }
        }
        /// The value spelled `text` in IGC's vISA assembly (the inverse of
        /// [`asm`](Self::asm); where two values share a spelling, the lower code).
        pub fn from_asm(text: &str) -> Option<Self> {
            match text {
                "sample4" => Some(Self::Gather4),
                "sample4_l" => Some(Self::Gather4L),
                "sample4_b" => Some(Self::Gather4B),
                "sample4_i" => Some(Self::Gather4I),
                "sample4_c" => Some(Self::Gather4C),
                "sample4_po" => Some(Self::Gather4Po),
                "sample4_po_c" => Some(Self::Gather4PoC),
                "sample4_i_c" => Some(Self::Gather4IC),
                "sample4_l_c" => Some(Self::Sample4LC),
                "sample4_po_l" => Some(Self::Gather4PoL),
                "sample4_po_b" => Some(Self::Gather4PoB),
                "sample4_po_i" => Some(Self::Gather4PoI),
                "sample4_po_i_c" => Some(Self::Gather4PoIC),
                "sample4_po_l_c" => Some(Self::Gather4PoLC),
                _ => None,
            }
        }
    }
    impl fmt::Display for Op {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.asm())
        }
    }
    impl ParseAsm for Op {
        const EXPECTED: &'static str = "a `Op` value (`sample4`, `sample4_c`, `sample4_po`, …)";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            asm.lookup(
                Self::EXPECTED,
                Self::from_asm,
                |found| AsmErrorKind::UnknownValue {
                    what: "Op",
                    found,
                },
            )
        }
    }
    impl core::str::FromStr for Op {
        type Err = AsmError;
        /// Parses the spelling [`Op::asm`] prints.
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample4::SrcChannel;
    ///
    /// assert_eq!(SrcChannel::R.name(), "R");
    /// assert_eq!(SrcChannel::R.asm(), "R");
    /// for &value in SrcChannel::ALL {
    ///     assert_eq!(SrcChannel::from_code(value.code()), Some(value));
    ///     // Where two values share a spelling, it reads as the lower code.
    ///     let read = SrcChannel::from_asm(value.asm()).map(SrcChannel::asm);
    ///     assert_eq!(read, Some(value.asm()));
    /// }
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    #[repr(u8)]
    pub enum SrcChannel {
        /// `R`
        ///
        /// Spec: `3D_SAMPLE4.md` line 232.
        #[default]
        R = 0,
        /// `G`
        ///
        /// Spec: `3D_SAMPLE4.md` line 233.
        G = 1,
        /// `B`
        ///
        /// Spec: `3D_SAMPLE4.md` line 234.
        B = 2,
        /// `A`
        ///
        /// Spec: `3D_SAMPLE4.md` line 235.
        A = 3,
    }
    impl SrcChannel {
        /// Every value, in documentation order.
        pub const ALL: &'static [Self] = &[Self::R, Self::G, Self::B, Self::A];
        /// The binary code.
        #[inline]
        pub const fn code(self) -> u8 {
            self as u8
        }
        /// The value with that binary code.
        pub const fn from_code(code: u8) -> Option<Self> {
            match code {
                0 => Some(Self::R),
                1 => Some(Self::G),
                2 => Some(Self::B),
                3 => Some(Self::A),
                _ => None,
            }
        }
        /// The name the spec uses.
        pub const fn name(self) -> &'static str {
            match self {
                Self::R => "R",
                Self::G => "G",
                Self::B => "B",
                Self::A => "A",
            }
        }
        /// The spelling in IGC's vISA assembly.
        pub const fn asm(self) -> &'static str {
            match self {
                Self::R => "R",
                Self::G => "G",
                Self::B => "B",
                Self::A => "A",
            }
        }
        /// The value spelled `text` in IGC's vISA assembly (the inverse of
        /// [`asm`](Self::asm); where two values share a spelling, the lower code).
        pub fn from_asm(text: &str) -> Option<Self> {
            match text {
                "R" => Some(Self::R),
                "G" => Some(Self::G),
                "B" => Some(Self::B),
                "A" => Some(Self::A),
                _ => None,
            }
        }
    }
    impl fmt::Display for SrcChannel {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.asm())
        }
    }
    impl ParseAsm for SrcChannel {
        const EXPECTED: &'static str = "a `Src_channel` value (`R`, `G`, `B`, …)";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            asm.lookup(
                Self::EXPECTED,
                Self::from_asm,
                |found| AsmErrorKind::UnknownValue {
                    what: "Src_channel",
                    found,
                },
            )
        }
    }
    impl core::str::FromStr for SrcChannel {
        type Err = AsmError;
        /// Parses the spelling [`SrcChannel::asm`] prints.
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// Aoffimmi: A UW representing the _aoffimmi modifier with the following format:. Must have type UW
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::op_3d_sample4::Aoffimmi;
    /// use visa_isa::{PackedImmediate, PackedOperand};
    ///
    /// let value = Aoffimmi::from_bits(0x0).expect("each bitfield has a value for these bits");
    /// value.check()?;
    /// assert_eq!(value.bits(), 0x0);
    /// assert_eq!(PackedOperand::Immediate(value).to_string(), "0x0:uw");
    /// # Ok::<(), visa_isa::ValidationError>(())
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Aoffimmi {
        /// Aoffimmi Bit\[3..0\]: stores the R offset. Valid values are \[-8-7\]
        ///
        /// Spec line 239.
        pub r_offset: i8,
        /// Aoffimmi Bit\[7..4\]: stores the V offset. Valid values are \[-8-7\]
        ///
        /// Spec line 241.
        pub v_offset: i8,
        /// Aoffimmi Bit\[11..8\]: stores the U offset. Valid values are \[-8-7\]
        ///
        /// Spec line 243.
        pub u_offset: i8,
        /// Aoffimmi Bit\[15..12\]: reserved. Must be zero
        ///
        /// Spec line 245.
        #[cfg_attr(feature = "serde", serde(default))]
        pub reserved: u8,
    }
    impl PackedImmediate for Aoffimmi {
        const TYPE: VisaType = VisaType::Uw;
        const FIELD: &'static str = "Aoffimmi";
        const RESERVED_MASK: u64 = 0xf000;
        #[inline]
        fn bits(&self) -> u64 {
            let bits: u16 = (self.r_offset as u16) & 0xf
                | ((self.v_offset as u16) & 0xf) << 4
                | ((self.u_offset as u16) & 0xf) << 8
                | ((self.reserved as u16) & 0xf) << 12;
            u64::from(bits)
        }
        #[inline]
        fn check(&self) -> Result<(), ValidationError> {
            check_range("Aoffimmi.r_offset", i64::from(self.r_offset), -8, 7)?;
            check_range("Aoffimmi.v_offset", i64::from(self.v_offset), -8, 7)?;
            check_range("Aoffimmi.u_offset", i64::from(self.u_offset), -8, 7)?;
            if self.reserved != 0 {
                return Err(ValidationError::ReservedBitsSet {
                    field: "Aoffimmi.reserved",
                    value: u64::from(self.reserved),
                });
            }
            Ok(())
        }
        #[inline]
        fn from_bits(bits: u64) -> Option<Self> {
            if bits & !0xffff != 0 {
                return None;
            }
            Some(Self {
                r_offset: ((bits as i8) << 4) >> 4,
                v_offset: (((bits >> 4) as i8) << 4) >> 4,
                u_offset: (((bits >> 8) as i8) << 4) >> 4,
                reserved: ((bits >> 12) & 0xf) as u8,
            })
        }
    }
    /// `sample4`: 3D_SAMPLE4 with `Op.op` = `gather4` (0x8).
    ///
    /// Format (spec line 21): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R Ai*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x08, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4.R (M1, 16) 0x0:uw S0 T6 V32.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4 {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 306.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Gather4 {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Gather4 {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4, Op};
        ///
        /// assert_eq!(Gather4::OP, Op::Gather4);
        /// assert_eq!(Gather4::OP.code(), 0x8);
        /// ```
        pub const OP: Op = Op::Gather4;
    }
    /// The text of `sample4`, item by item.
    static GATHER4_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4 {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "V", "R", "Ai"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 8 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let ai = reader.raw_if(count > 3, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Gather4 {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4 {
        const EXPECTED: &'static str = "a `sample4` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &GATHER4_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4 {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_i`: 3D_SAMPLE4 with `Op.op` = `gather4_i` (0xf).
    ///
    /// Format (spec line 21): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R Ai*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4I, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x0f, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4I::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_i.R (M1, 16) 0x0:uw S0 T6 V32.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4I {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 306.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Gather4I {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4I;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4I::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Gather4I {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4I, Op};
        ///
        /// assert_eq!(Gather4I::OP, Op::Gather4I);
        /// assert_eq!(Gather4I::OP.code(), 0xf);
        /// ```
        pub const OP: Op = Op::Gather4I;
    }
    /// The text of `sample4_i`, item by item.
    static GATHER4_I_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_i"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4I {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["U", "V", "R", "Ai"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 15 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let ai = reader.raw_if(count > 3, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_I_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Gather4I {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4I {
        const EXPECTED: &'static str = "a `sample4_i` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &GATHER4_I_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4I {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_i`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_i[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_b`: 3D_SAMPLE4 with `Op.op` = `gather4_b` (0xe).
    ///
    /// Format (spec line 33): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Bias* U V R Ai*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4B, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x0e, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x24, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4B::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_b.R (M1, 16) 0x0:uw S0 T6 V32.0 V36.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4B {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Bias (raw_operand): The first &lt;exec_size&gt; elements contain the LOD bias, with range of \[-16.0, 16.0\]
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 275.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub bias: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 306.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Gather4B {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4B;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4B::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                bias: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Gather4B {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4B, Op};
        ///
        /// assert_eq!(Gather4B::OP, Op::Gather4B);
        /// assert_eq!(Gather4B::OP.code(), 0xe);
        /// ```
        pub const OP: Op = Op::Gather4B;
    }
    /// The text of `sample4_b`, item by item.
    static GATHER4_B_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_b"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4B {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.bias.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Bias", "U", "V", "R", "Ai"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.bias.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 14 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.bias.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.bias {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let bias = reader.raw_if(count > 0, "Bias")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                bias,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.bias {
                visit(OperandRef {
                    field: "Bias",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_B_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.bias),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Gather4B {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4B {
        const EXPECTED: &'static str = "a `sample4_b` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                bias: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &GATHER4_B_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.bias),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4B {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_b`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_b[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<bias>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_c`: 3D_SAMPLE4 with `Op.op` = `gather4_c` (0x10).
    ///
    /// Format (spec line 45): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V R Ai*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4C, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x10, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4C::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_c.R (M1, 16) 0x0:uw S0 T6 V32.0 V33.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4C {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 266.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 306.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Gather4C {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4C;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4C::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Gather4C {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4C, Op};
        ///
        /// assert_eq!(Gather4C::OP, Op::Gather4C);
        /// assert_eq!(Gather4C::OP.code(), 0x10);
        /// ```
        pub const OP: Op = Op::Gather4C;
    }
    /// The text of `sample4_c`, item by item.
    static GATHER4_C_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4C {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Ref", "U", "V", "R", "Ai"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some()) + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 16 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_C_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Gather4C {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4C {
        const EXPECTED: &'static str = "a `sample4_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &GATHER4_C_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4C {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_c[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_i_c`: 3D_SAMPLE4 with `Op.op` = `gather4_i_c` (0x15).
    ///
    /// Format (spec line 57): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V R
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4IC, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x15, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4IC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_i_c.R (M1, 16) 0x0:uw S0 T6 V32.0 V33.0 V38.0 V39.0 V42.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4IC {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 266.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
    }
    impl Gather4IC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4IC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4IC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
            }
        }
    }
    impl Gather4IC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4IC, Op};
        ///
        /// assert_eq!(Gather4IC::OP, Op::Gather4IC);
        /// assert_eq!(Gather4IC::OP.code(), 0x15);
        /// ```
        pub const OP: Op = Op::Gather4IC;
    }
    /// The text of `sample4_i_c`, item by item.
    static GATHER4_IC_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_i_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4IC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                ],
                &["Ref", "U", "V", "R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 21 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_IC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4IC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4IC {
        const EXPECTED: &'static str = "a `sample4_i_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                r: None,
            };
            parse_text(
                asm,
                &GATHER4_IC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4IC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_i_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_i_c[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_l`: 3D_SAMPLE4 with `Op.op` = `gather4_l` (0xd).
    ///
    /// Format (spec line 69): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Lod* U V R Ai*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4L, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x0d, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x22, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4L::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_l.R (M1, 16) 0x0:uw S0 T6 V32.0 V34.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4L {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Lod (raw_operand): The first &lt;exec_size&gt; elements contain the LOD
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 269.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub lod: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// Ai (raw_operand): The first &lt;exec_size&gt; elements contain the array index for a cube surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 306.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub ai: Option<RawOperand>,
    }
    impl Gather4L {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4L;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4L::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                lod: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                ai: Default::default(),
            }
        }
    }
    impl Gather4L {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4L, Op};
        ///
        /// assert_eq!(Gather4L::OP, Op::Gather4L);
        /// assert_eq!(Gather4L::OP.code(), 0xd);
        /// ```
        pub const OP: Op = Op::Gather4L;
    }
    /// The text of `sample4_l`, item by item.
    static GATHER4_L_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_l"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4L {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.lod.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.ai.is_some(),
                ],
                &["Lod", "U", "V", "R", "Ai"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.lod.is_some()) + 6 * usize::from(self.u.is_some())
                + 6 * usize::from(self.v.is_some()) + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.ai.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 13 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.lod.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.ai.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.lod {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.ai {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let lod = reader.raw_if(count > 0, "Lod")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let ai = reader.raw_if(count > 4, "Ai")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                lod,
                u,
                v,
                r,
                ai,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.lod {
                visit(OperandRef {
                    field: "Lod",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.ai {
                visit(OperandRef {
                    field: "Ai",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_L_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.lod),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.ai),
                ],
            )
        }
    }
    impl fmt::Display for Gather4L {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4L {
        const EXPECTED: &'static str = "a `sample4_l` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                lod: None,
                u: None,
                v: None,
                r: None,
                ai: None,
            };
            parse_text(
                asm,
                &GATHER4_L_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.lod),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.ai),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4L {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_l`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_l[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<lod>] [<u>] [<v>] [<r>] [<ai>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po`: 3D_SAMPLE4 with `Op.op` = `gather4_po` (0x11).
    ///
    /// Format (spec line 81): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams U V Offu* Offv* R OffUV*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4Po, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x11, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x28, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x29, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2b, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4Po::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po.R (M1, 16) 0x0:uw S0 T6 V32.0 V38.0 V39.0 V40.0 V41.0 V42.0 V43.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4Po {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// Offu (raw_operand): The first &lt;exec_size&gt; elements contain the pixel offset from U. Must have type D
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 289.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub offu: Option<RawOperand>,
        /// Offv (raw_operand): The first &lt;exec_size&gt; elements contain the pixel offset from V. Must have type D
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 292.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub offv: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// OffUV (raw_operand): Programmable U, and V offsets combined into one parameter
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 300.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub off_uv: Option<RawOperand>,
    }
    impl Gather4Po {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4Po;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4Po::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                offu: Default::default(),
                offv: Default::default(),
                r: Default::default(),
                off_uv: Default::default(),
            }
        }
    }
    impl Gather4Po {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4Po, Op};
        ///
        /// assert_eq!(Gather4Po::OP, Op::Gather4Po);
        /// assert_eq!(Gather4Po::OP.code(), 0x11);
        /// ```
        pub const OP: Op = Op::Gather4Po;
    }
    /// The text of `sample4_po`, item by item.
    static GATHER4_PO_TEXT: [TextItem; 17] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 10),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4Po {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.offu.is_some(),
                    self.offv.is_some(),
                    self.r.is_some(),
                    self.off_uv.is_some(),
                ],
                &["U", "V", "Offu", "Offv", "R", "OffUV"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            if let Some(operand) = &self.offu {
                check_raw_type("Offu", operand, OFFU_TYPES, declarations)?;
            }
            if let Some(operand) = &self.offv {
                check_raw_type("Offv", operand, OFFV_TYPES, declarations)?;
            }
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.offu.is_some())
                + 6 * usize::from(self.offv.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.off_uv.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 17 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.offu.is_some(),
                self.offv.is_some(),
                self.r.is_some(),
                self.off_uv.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.offu {
                operand.write(out);
            }
            if let Some(operand) = &self.offv {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.off_uv {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 6)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let offu = reader.raw_if(count > 2, "Offu")?;
            let offv = reader.raw_if(count > 3, "Offv")?;
            let r = reader.raw_if(count > 4, "R")?;
            let off_uv = reader.raw_if(count > 5, "OffUV")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                offu,
                offv,
                r,
                off_uv,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.offu {
                visit(OperandRef {
                    field: "Offu",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.offv {
                visit(OperandRef {
                    field: "Offv",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.off_uv {
                visit(OperandRef {
                    field: "OffUV",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.offu),
                    Field::option(&self.offv),
                    Field::option(&self.r),
                    Field::option(&self.off_uv),
                ],
            )
        }
    }
    impl fmt::Display for Gather4Po {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4Po {
        const EXPECTED: &'static str = "a `sample4_po` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                offu: None,
                offv: None,
                r: None,
                off_uv: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.offu),
                    Slot::Optional(&mut value.offv),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.off_uv),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4Po {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<offu>] [<offv>] [<r>] [<off_uv>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_b`: 3D_SAMPLE4 with `Op.op` = `gather4_po_b` (0x2e).
    ///
    /// Format (spec line 93): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams BiasOffUV* U V R
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoB, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x2e, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x25, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoB::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_b.R (M1, 16) 0x0:uw S0 T6 V32.0 V37.0 V38.0 V39.0 V42.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoB {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// BiasOffUV (raw_operand): The first &lt;exec_size&gt; elements contain the LOD bias combined with U, and V offsets
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 278.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub bias_off_uv: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
    }
    impl Gather4PoB {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoB;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoB::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                bias_off_uv: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
            }
        }
    }
    impl Gather4PoB {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoB, Op};
        ///
        /// assert_eq!(Gather4PoB::OP, Op::Gather4PoB);
        /// assert_eq!(Gather4PoB::OP.code(), 0x2e);
        /// ```
        pub const OP: Op = Op::Gather4PoB;
    }
    /// The text of `sample4_po_b`, item by item.
    static GATHER4_PO_B_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_b"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoB {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.bias_off_uv.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                ],
                &["BiasOffUV", "U", "V", "R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.bias_off_uv.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 46 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.bias_off_uv.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.bias_off_uv {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let bias_off_uv = reader.raw_if(count > 0, "BiasOffUV")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                bias_off_uv,
                u,
                v,
                r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.bias_off_uv {
                visit(OperandRef {
                    field: "BiasOffUV",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_B_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.bias_off_uv),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoB {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoB {
        const EXPECTED: &'static str = "a `sample4_po_b` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                bias_off_uv: None,
                u: None,
                v: None,
                r: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_B_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.bias_off_uv),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoB {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_b`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_b[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<bias_off_uv>] [<u>] [<v>] [<r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_c`: 3D_SAMPLE4 with `Op.op` = `gather4_po_c` (0x12).
    ///
    /// Format (spec line 105): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V Offu* Offv* R OffUV_R*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoC, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x12, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x29, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_c.R (M1, 16) 0x0:uw S0 T6 V32.0 V33.0 V38.0 V39.0 V40.0 V41.0 V42.0 V44.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoC {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 266.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// Offu (raw_operand): The first &lt;exec_size&gt; elements contain the pixel offset from U. Must have type D
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 289.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub offu: Option<RawOperand>,
        /// Offv (raw_operand): The first &lt;exec_size&gt; elements contain the pixel offset from V. Must have type D
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 292.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub offv: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// OffUV_R (raw_operand): Programmable U, and V offsets combined into one parameter
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 303.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub off_uv_r: Option<RawOperand>,
    }
    impl Gather4PoC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                offu: Default::default(),
                offv: Default::default(),
                r: Default::default(),
                off_uv_r: Default::default(),
            }
        }
    }
    impl Gather4PoC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoC, Op};
        ///
        /// assert_eq!(Gather4PoC::OP, Op::Gather4PoC);
        /// assert_eq!(Gather4PoC::OP.code(), 0x12);
        /// ```
        pub const OP: Op = Op::Gather4PoC;
    }
    /// The text of `sample4_po_c`, item by item.
    static GATHER4_PO_C_TEXT: [TextItem; 18] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 11),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.offu.is_some(),
                    self.offv.is_some(),
                    self.r.is_some(),
                    self.off_uv_r.is_some(),
                ],
                &["Ref", "U", "V", "Offu", "Offv", "R", "OffUV_R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            if let Some(operand) = &self.offu {
                check_raw_type("Offu", operand, OFFU_TYPES, declarations)?;
            }
            if let Some(operand) = &self.offv {
                check_raw_type("Offv", operand, OFFV_TYPES, declarations)?;
            }
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.offu.is_some())
                + 6 * usize::from(self.offv.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.off_uv_r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 18 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.offu.is_some(),
                self.offv.is_some(),
                self.r.is_some(),
                self.off_uv_r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.offu {
                operand.write(out);
            }
            if let Some(operand) = &self.offv {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.off_uv_r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 7)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let offu = reader.raw_if(count > 3, "Offu")?;
            let offv = reader.raw_if(count > 4, "Offv")?;
            let r = reader.raw_if(count > 5, "R")?;
            let off_uv_r = reader.raw_if(count > 6, "OffUV_R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                offu,
                offv,
                r,
                off_uv_r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.offu {
                visit(OperandRef {
                    field: "Offu",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.offv {
                visit(OperandRef {
                    field: "Offv",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.off_uv_r {
                visit(OperandRef {
                    field: "OffUV_R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_C_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.offu),
                    Field::option(&self.offv),
                    Field::option(&self.r),
                    Field::option(&self.off_uv_r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoC {
        const EXPECTED: &'static str = "a `sample4_po_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                offu: None,
                offv: None,
                r: None,
                off_uv_r: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_C_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.offu),
                    Slot::Optional(&mut value.offv),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.off_uv_r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_c[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<offu>] [<offv>] [<r>] [<off_uv_r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_i`: 3D_SAMPLE4 with `Op.op` = `gather4_po_i` (0x2f).
    ///
    /// Format (spec line 117): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams U V R OffUV*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoI, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x2f, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2b, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoI::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_i.R (M1, 16) 0x0:uw S0 T6 V32.0 V38.0 V39.0 V42.0 V43.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoI {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// OffUV (raw_operand): Programmable U, and V offsets combined into one parameter
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 300.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub off_uv: Option<RawOperand>,
    }
    impl Gather4PoI {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoI;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoI::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                off_uv: Default::default(),
            }
        }
    }
    impl Gather4PoI {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoI, Op};
        ///
        /// assert_eq!(Gather4PoI::OP, Op::Gather4PoI);
        /// assert_eq!(Gather4PoI::OP.code(), 0x2f);
        /// ```
        pub const OP: Op = Op::Gather4PoI;
    }
    /// The text of `sample4_po_i`, item by item.
    static GATHER4_PO_I_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_i"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoI {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.off_uv.is_some(),
                ],
                &["U", "V", "R", "OffUV"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.off_uv.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 47 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.off_uv.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.off_uv {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let u = reader.raw_if(count > 0, "U")?;
            let v = reader.raw_if(count > 1, "V")?;
            let r = reader.raw_if(count > 2, "R")?;
            let off_uv = reader.raw_if(count > 3, "OffUV")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                u,
                v,
                r,
                off_uv,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.off_uv {
                visit(OperandRef {
                    field: "OffUV",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_I_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.off_uv),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoI {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoI {
        const EXPECTED: &'static str = "a `sample4_po_i` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                u: None,
                v: None,
                r: None,
                off_uv: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_I_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.off_uv),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoI {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_i`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_i[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<u>] [<v>] [<r>] [<off_uv>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_i_c`: 3D_SAMPLE4 with `Op.op` = `gather4_po_i_c` (0x35).
    ///
    /// Format (spec line 129): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* U V R OffUV_R*
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoIC, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x35, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoIC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_i_c.R (M1, 16) 0x0:uw S0 T6 V32.0 V33.0 V38.0 V39.0 V42.0 V44.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoIC {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 266.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
        /// OffUV_R (raw_operand): Programmable U, and V offsets combined into one parameter
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 303.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub off_uv_r: Option<RawOperand>,
    }
    impl Gather4PoIC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoIC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoIC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                off_uv_r: Default::default(),
            }
        }
    }
    impl Gather4PoIC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoIC, Op};
        ///
        /// assert_eq!(Gather4PoIC::OP, Op::Gather4PoIC);
        /// assert_eq!(Gather4PoIC::OP.code(), 0x35);
        /// ```
        pub const OP: Op = Op::Gather4PoIC;
    }
    /// The text of `sample4_po_i_c`, item by item.
    static GATHER4_PO_IC_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_i_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoIC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                    self.off_uv_r.is_some(),
                ],
                &["Ref", "U", "V", "R", "OffUV_R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
                + 6 * usize::from(self.off_uv_r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 53 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
                self.off_uv_r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
            if let Some(operand) = &self.off_uv_r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            let off_uv_r = reader.raw_if(count > 4, "OffUV_R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                u,
                v,
                r,
                off_uv_r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.off_uv_r {
                visit(OperandRef {
                    field: "OffUV_R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_IC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                    Field::option(&self.off_uv_r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoIC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoIC {
        const EXPECTED: &'static str = "a `sample4_po_i_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                u: None,
                v: None,
                r: None,
                off_uv_r: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_IC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                    Slot::Optional(&mut value.off_uv_r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoIC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_i_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_i_c[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<u>] [<v>] [<r>] [<off_uv_r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_l`: 3D_SAMPLE4 with `Op.op` = `gather4_po_l` (0x2d).
    ///
    /// Format (spec line 141): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams LodOffUV* U V R
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoL, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x2d, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x23, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00, 0x00, 0x27, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoL::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_l.R (M1, 16) 0x0:uw S0 T6 V32.0 V35.0 V38.0 V39.0 V42.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoL {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// LodOffUV (raw_operand): The first &lt;exec_size&gt; elements contain the LOD parameter combined with U and V offsets
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 272.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub lod_off_uv: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
    }
    impl Gather4PoL {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoL;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoL::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                lod_off_uv: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
            }
        }
    }
    impl Gather4PoL {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoL, Op};
        ///
        /// assert_eq!(Gather4PoL::OP, Op::Gather4PoL);
        /// assert_eq!(Gather4PoL::OP.code(), 0x2d);
        /// ```
        pub const OP: Op = Op::Gather4PoL;
    }
    /// The text of `sample4_po_l`, item by item.
    static GATHER4_PO_L_TEXT: [TextItem; 15] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_l"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 8),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoL {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.lod_off_uv.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                ],
                &["LodOffUV", "U", "V", "R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.lod_off_uv.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 45 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.lod_off_uv.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.lod_off_uv {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 4)?;
            let lod_off_uv = reader.raw_if(count > 0, "LodOffUV")?;
            let u = reader.raw_if(count > 1, "U")?;
            let v = reader.raw_if(count > 2, "V")?;
            let r = reader.raw_if(count > 3, "R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                lod_off_uv,
                u,
                v,
                r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.lod_off_uv {
                visit(OperandRef {
                    field: "LodOffUV",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_L_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.lod_off_uv),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoL {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoL {
        const EXPECTED: &'static str = "a `sample4_po_l` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                lod_off_uv: None,
                u: None,
                v: None,
                r: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_L_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.lod_off_uv),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoL {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_l`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_l[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<lod_off_uv>] [<u>] [<v>] [<r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample4_po_l_c`: 3D_SAMPLE4 with `Op.op` = `gather4_po_l_c` (0x37).
    ///
    /// Format (spec line 153): `0x6f` Op Exec_size Pred Src_channel Aoffimmi Sampler Surface Dst PairedSurface NumParams Ref* LodOffUV* U V R
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Gather4PoLC, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x37, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0x00, 0x00, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4PoLC::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4_po_l_c.R (M1, 16) 0x0:uw S0 T6 V32.0 V33.0 V35.0 V38.0 V39.0 V42.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4PoLC {
        /// Op Bit\[8..8\]: pixel null mask enable. Specifies whether the writeback message will include an extra phase indicating the pixel null mask.
        ///
        /// Spec line 196.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "core::ops::Not::not")
        )]
        pub pixel_null_mask: bool,
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 201.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 206.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 225.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Src_channel Bit\[1..0\]: controls the source channel to be sampled
        ///
        /// Spec line 230.
        pub src_channel: SrcChannel,
        /// Aoffimmi (scalar): A UW representing the _aoffimmi modifier with the following format:. Must have type UW
        ///
        /// Spec line 237.
        pub aoffimmi: PackedOperand<Aoffimmi>,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 248.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 251.
        pub surface: SurfaceIndex,
        /// Dst (raw_operand): The result of the sample. The four samples map to the RGBA channels as follows:. Must have type HF,F,W,UW,D,UD
        /// ```text
        /// +-------------------------+--------------------------+
        /// | upper left sample = A | upper right sample = B |
        /// +-------------------------+--------------------------+
        /// | lower left sample = R | lower right sample = G |
        /// +-------------------------+--------------------------+
        /// ```
        ///
        /// Spec line 254.
        pub dst: RawOperand,
        /// PairedSurface (raw_operand): The surface paired with Surface (IGC's reader today; `%null.0` when there is none).
        ///
        /// Spec line 0.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        #[cfg_attr(feature = "arbitrary", arbitrary(default))]
        pub paired_surface: Option<RawOperand>,
        /// Ref (raw_operand): The first &lt;exec_size&gt; elements contain the reference value that is compared against the red channel of the sampled surface
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 266.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r#ref: Option<RawOperand>,
        /// LodOffUV (raw_operand): The first &lt;exec_size&gt; elements contain the LOD parameter combined with U and V offsets
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 272.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub lod_off_uv: Option<RawOperand>,
        /// U (raw_operand): The first &lt;exec_size&gt; elements contain the X pixel address
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 281.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub u: Option<RawOperand>,
        /// V (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 1D_array surfaces: the unnormalized array index
        /// - Other surface: the normalized y coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 284.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub v: Option<RawOperand>,
        /// R (raw_operand): The first &lt;exec_size&gt; elements contain for
        /// ```text
        /// - 2D_array: the unnormalized array index.
        /// - 3D and cube: the normalized z coordinate
        /// ```
        /// A counted parameter: `None` when skipped; only trailing parameters may be skipped.
        ///
        /// Spec line 295.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub r: Option<RawOperand>,
    }
    impl Gather4PoLC {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::Gather4PoLC;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = Gather4PoLC::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                pixel_null_mask: Default::default(),
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                src_channel: Default::default(),
                aoffimmi: Default::default(),
                sampler,
                surface,
                dst: Default::default(),
                paired_surface: Default::default(),
                r#ref: Default::default(),
                lod_off_uv: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
            }
        }
    }
    impl Gather4PoLC {
        /// The sub-op this instruction encodes.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Gather4PoLC, Op};
        ///
        /// assert_eq!(Gather4PoLC::OP, Op::Gather4PoLC);
        /// assert_eq!(Gather4PoLC::OP.code(), 0x37);
        /// ```
        pub const OP: Op = Op::Gather4PoLC;
    }
    /// The text of `sample4_po_l_c`, item by item.
    static GATHER4_PO_LC_TEXT: [TextItem; 16] = [
        TextItem::Predicate,
        TextItem::Mnemonic("sample4_po_l_c"),
        TextItem::Flag("pixel_null_mask"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 9),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::InLayout {
            layout: Layout::Current,
            null: "%null.0",
        }),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
        TextItem::Operand(OperandText::Optional),
    ];
    impl Instruction for Gather4PoLC {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            check_exec_size_not_allowed(self.exec_size)?;
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            self.aoffimmi.check(AOFFIMMI_CLASSES, AOFFIMMI_TYPES)?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_scalar_region("Aoffimmi", operand)?;
            }
            let count = count_params(
                &[
                    self.r#ref.is_some(),
                    self.lod_off_uv.is_some(),
                    self.u.is_some(),
                    self.v.is_some(),
                    self.r.is_some(),
                ],
                &["Ref", "LodOffUV", "U", "V", "R"],
            )?;
            if !(1..=7).contains(&count) {
                return Err(ValidationError::ParamCountOutOfRange {
                    count,
                    min: 1,
                    max: 7,
                });
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            if let PackedOperand::Operand(operand) = &self.aoffimmi {
                check_vector_type("Aoffimmi", operand, AOFFIMMI_TYPES, declarations)?;
            }
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            self.encoded_len_for(Layout::default())
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            16 + self.aoffimmi.encoded_len() + 6 * usize::from(layout == Layout::Current)
                + 6 * usize::from(self.r#ref.is_some())
                + 6 * usize::from(self.lod_off_uv.is_some())
                + 6 * usize::from(self.u.is_some()) + 6 * usize::from(self.v.is_some())
                + 6 * usize::from(self.r.is_some())
        }
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            if layout != Layout::Current && self.paired_surface.is_some() {
                return Err(ValidationError::NotInLayout {
                    field: "PairedSurface",
                    layout,
                });
            }
            Ok(())
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let op: u16 = 55 | (u16::from(self.pixel_null_mask) & 0x1) << 8;
            out.put_u16(op);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let src_channel: u8 = self.src_channel.code() & 0x3;
            out.put_u8(src_channel);
            self.aoffimmi.write(out);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.dst.write(out);
            if out.layout() == Layout::Current {
                self.paired_surface.unwrap_or(RawOperand::NULL).write(out);
            }
            let count = [
                self.r#ref.is_some(),
                self.lod_off_uv.is_some(),
                self.u.is_some(),
                self.v.is_some(),
                self.r.is_some(),
            ]
                .iter()
                .filter(|present| **present)
                .count() as u8;
            out.put_u8(count);
            if let Some(operand) = &self.r#ref {
                operand.write(out);
            }
            if let Some(operand) = &self.lod_off_uv {
                operand.write(out);
            }
            if let Some(operand) = &self.u {
                operand.write(out);
            }
            if let Some(operand) = &self.v {
                operand.write(out);
            }
            if let Some(operand) = &self.r {
                operand.write(out);
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let op_bits = reader.bits::<u16>("Op", 0x1ff)?;
            op_bits.sub_op(0, 8, u64::from(Self::OP.code()))?;
            let pixel_null_mask = op_bits.flag(8);
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let src_channel_bits = reader.bits::<u8>("Src_channel", 0x3)?;
            let src_channel = src_channel_bits
                .code(0, 2, "source_channel", SrcChannel::from_code)?;
            let aoffimmi = reader.packed("Aoffimmi")?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let dst = reader.raw("Dst")?;
            let paired_surface = if reader.layout() == Layout::Current {
                let value = reader.raw("PairedSurface")?;
                (value != RawOperand::NULL).then_some(value)
            } else {
                None
            };
            let count = reader.param_count("NumParams", 1, 5)?;
            let r#ref = reader.raw_if(count > 0, "Ref")?;
            let lod_off_uv = reader.raw_if(count > 1, "LodOffUV")?;
            let u = reader.raw_if(count > 2, "U")?;
            let v = reader.raw_if(count > 3, "V")?;
            let r = reader.raw_if(count > 4, "R")?;
            Ok(Self {
                pixel_null_mask,
                exec_size,
                exec_mask,
                predicate,
                src_channel,
                aoffimmi,
                sampler,
                surface,
                dst,
                paired_surface,
                r#ref,
                lod_off_uv,
                u,
                v,
                r,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            let operand = self.aoffimmi.to_operand();
            visit(OperandRef {
                field: "Aoffimmi",
                kind: OperandKind::Vector(&operand),
            });
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
            if let Some(paired_surface) = &self.paired_surface {
                visit(OperandRef {
                    field: "PairedSurface",
                    kind: OperandKind::Raw(paired_surface),
                });
            }
            if let Some(operand) = &self.r#ref {
                visit(OperandRef {
                    field: "Ref",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.lod_off_uv {
                visit(OperandRef {
                    field: "LodOffUV",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.u {
                visit(OperandRef {
                    field: "U",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.v {
                visit(OperandRef {
                    field: "V",
                    kind: OperandKind::Raw(operand),
                });
            }
            if let Some(operand) = &self.r {
                visit(OperandRef {
                    field: "R",
                    kind: OperandKind::Raw(operand),
                });
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_PO_LC_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Flag(self.pixel_null_mask),
                    Field::Value(&self.src_channel),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.aoffimmi),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Value(&self.dst),
                    Field::option(&self.paired_surface),
                    Field::option(&self.r#ref),
                    Field::option(&self.lod_off_uv),
                    Field::option(&self.u),
                    Field::option(&self.v),
                    Field::option(&self.r),
                ],
            )
        }
    }
    impl fmt::Display for Gather4PoLC {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4PoLC {
        const EXPECTED: &'static str = "a `sample4_po_l_c` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                pixel_null_mask: false,
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                src_channel: SrcChannel::R,
                aoffimmi: PackedOperand::Operand(
                    VectorOperand::Immediate(Immediate {
                        ty: VisaType::Ud,
                        bits: 0,
                    }),
                ),
                sampler: Default::default(),
                surface: Default::default(),
                dst: Default::default(),
                paired_surface: None,
                r#ref: None,
                lod_off_uv: None,
                u: None,
                v: None,
                r: None,
            };
            parse_text(
                asm,
                &GATHER4_PO_LC_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Flag(&mut value.pixel_null_mask),
                    Slot::Value(&mut value.src_channel),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.aoffimmi),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.dst),
                    Slot::Optional(&mut value.paired_surface),
                    Slot::Optional(&mut value.r#ref),
                    Slot::Optional(&mut value.lod_off_uv),
                    Slot::Optional(&mut value.u),
                    Slot::Optional(&mut value.v),
                    Slot::Optional(&mut value.r),
                ],
            )?;
            if value.paired_surface == Some(RawOperand::NULL) {
                value.paired_surface = None;
            }
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4PoLC {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample4_po_l_c`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] sample4_po_l_c[.pixel_null_mask].<src_channel> (<exec_mask>, <exec_size>) <aoffimmi> <sampler> <surface> <dst> <paired_surface> [<ref>] [<lod_off_uv>] [<u>] [<v>] [<r>]
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// Any op variant of 3D_SAMPLE4.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{op_3d_sample4::Op3dSample4, Instruction};
    ///
    /// let bytes = [
    ///     0x6f, 0x08, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x26, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
    ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Op3dSample4::decode(&bytes)?;
    /// assert!(matches!(inst, Op3dSample4::Gather4(_)));
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample4.R (M1, 16) 0x0:uw S0 T6 V32.0 V38.0 V39.0 V42.0 V45.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    pub enum Op3dSample4 {
        /// `gather4`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4"))]
        Gather4(Gather4),
        /// `gather4_i`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_i"))]
        Gather4I(Gather4I),
        /// `gather4_b`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_b"))]
        Gather4B(Gather4B),
        /// `gather4_c`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_c"))]
        Gather4C(Gather4C),
        /// `gather4_i_c`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_i_c"))]
        Gather4IC(Gather4IC),
        /// `gather4_l`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_l"))]
        Gather4L(Gather4L),
        /// `gather4_po`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po"))]
        Gather4Po(Gather4Po),
        /// `gather4_po_b`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_b"))]
        Gather4PoB(Gather4PoB),
        /// `gather4_po_c`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_c"))]
        Gather4PoC(Gather4PoC),
        /// `gather4_po_i`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_i"))]
        Gather4PoI(Gather4PoI),
        /// `gather4_po_i_c`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_i_c"))]
        Gather4PoIC(Gather4PoIC),
        /// `gather4_po_l`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_l"))]
        Gather4PoL(Gather4PoL),
        /// `gather4_po_l_c`.
        #[cfg_attr(feature = "serde", serde(rename = "gather4_po_l_c"))]
        Gather4PoLC(Gather4PoLC),
    }
    impl Instruction for Op3dSample4 {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        #[inline]
        fn validate(&self) -> Result<(), ValidationError> {
            match self {
                Self::Gather4(inner) => inner.validate(),
                Self::Gather4I(inner) => inner.validate(),
                Self::Gather4B(inner) => inner.validate(),
                Self::Gather4C(inner) => inner.validate(),
                Self::Gather4IC(inner) => inner.validate(),
                Self::Gather4L(inner) => inner.validate(),
                Self::Gather4Po(inner) => inner.validate(),
                Self::Gather4PoB(inner) => inner.validate(),
                Self::Gather4PoC(inner) => inner.validate(),
                Self::Gather4PoI(inner) => inner.validate(),
                Self::Gather4PoIC(inner) => inner.validate(),
                Self::Gather4PoL(inner) => inner.validate(),
                Self::Gather4PoLC(inner) => inner.validate(),
            }
        }
        #[inline]
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            match self {
                Self::Gather4(inner) => inner.validate_types(declarations),
                Self::Gather4I(inner) => inner.validate_types(declarations),
                Self::Gather4B(inner) => inner.validate_types(declarations),
                Self::Gather4C(inner) => inner.validate_types(declarations),
                Self::Gather4IC(inner) => inner.validate_types(declarations),
                Self::Gather4L(inner) => inner.validate_types(declarations),
                Self::Gather4Po(inner) => inner.validate_types(declarations),
                Self::Gather4PoB(inner) => inner.validate_types(declarations),
                Self::Gather4PoC(inner) => inner.validate_types(declarations),
                Self::Gather4PoI(inner) => inner.validate_types(declarations),
                Self::Gather4PoIC(inner) => inner.validate_types(declarations),
                Self::Gather4PoL(inner) => inner.validate_types(declarations),
                Self::Gather4PoLC(inner) => inner.validate_types(declarations),
            }
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            match self {
                Self::Gather4(inner) => inner.encoded_len(),
                Self::Gather4I(inner) => inner.encoded_len(),
                Self::Gather4B(inner) => inner.encoded_len(),
                Self::Gather4C(inner) => inner.encoded_len(),
                Self::Gather4IC(inner) => inner.encoded_len(),
                Self::Gather4L(inner) => inner.encoded_len(),
                Self::Gather4Po(inner) => inner.encoded_len(),
                Self::Gather4PoB(inner) => inner.encoded_len(),
                Self::Gather4PoC(inner) => inner.encoded_len(),
                Self::Gather4PoI(inner) => inner.encoded_len(),
                Self::Gather4PoIC(inner) => inner.encoded_len(),
                Self::Gather4PoL(inner) => inner.encoded_len(),
                Self::Gather4PoLC(inner) => inner.encoded_len(),
            }
        }
        #[inline]
        fn encoded_len_for(&self, layout: Layout) -> usize {
            match self {
                Self::Gather4(inner) => inner.encoded_len_for(layout),
                Self::Gather4I(inner) => inner.encoded_len_for(layout),
                Self::Gather4B(inner) => inner.encoded_len_for(layout),
                Self::Gather4C(inner) => inner.encoded_len_for(layout),
                Self::Gather4IC(inner) => inner.encoded_len_for(layout),
                Self::Gather4L(inner) => inner.encoded_len_for(layout),
                Self::Gather4Po(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoB(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoC(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoI(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoIC(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoL(inner) => inner.encoded_len_for(layout),
                Self::Gather4PoLC(inner) => inner.encoded_len_for(layout),
            }
        }
        #[inline]
        fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
            match self {
                Self::Gather4(inner) => inner.check_layout(layout),
                Self::Gather4I(inner) => inner.check_layout(layout),
                Self::Gather4B(inner) => inner.check_layout(layout),
                Self::Gather4C(inner) => inner.check_layout(layout),
                Self::Gather4IC(inner) => inner.check_layout(layout),
                Self::Gather4L(inner) => inner.check_layout(layout),
                Self::Gather4Po(inner) => inner.check_layout(layout),
                Self::Gather4PoB(inner) => inner.check_layout(layout),
                Self::Gather4PoC(inner) => inner.check_layout(layout),
                Self::Gather4PoI(inner) => inner.check_layout(layout),
                Self::Gather4PoIC(inner) => inner.check_layout(layout),
                Self::Gather4PoL(inner) => inner.check_layout(layout),
                Self::Gather4PoLC(inner) => inner.check_layout(layout),
            }
        }
        #[inline]
        fn write_unchecked(&self, out: &mut impl Sink) {
            match self {
                Self::Gather4(inner) => inner.write_unchecked(out),
                Self::Gather4I(inner) => inner.write_unchecked(out),
                Self::Gather4B(inner) => inner.write_unchecked(out),
                Self::Gather4C(inner) => inner.write_unchecked(out),
                Self::Gather4IC(inner) => inner.write_unchecked(out),
                Self::Gather4L(inner) => inner.write_unchecked(out),
                Self::Gather4Po(inner) => inner.write_unchecked(out),
                Self::Gather4PoB(inner) => inner.write_unchecked(out),
                Self::Gather4PoC(inner) => inner.write_unchecked(out),
                Self::Gather4PoI(inner) => inner.write_unchecked(out),
                Self::Gather4PoIC(inner) => inner.write_unchecked(out),
                Self::Gather4PoL(inner) => inner.write_unchecked(out),
                Self::Gather4PoLC(inner) => inner.write_unchecked(out),
            }
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            Self::read_dispatch::<false>(reader)
        }
        #[inline]
        fn read(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            Self::read_dispatch::<true>(reader)
        }
        #[inline]
        fn encode(&self, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
            match self {
                Self::Gather4(inner) => inner.encode(out),
                Self::Gather4I(inner) => inner.encode(out),
                Self::Gather4B(inner) => inner.encode(out),
                Self::Gather4C(inner) => inner.encode(out),
                Self::Gather4IC(inner) => inner.encode(out),
                Self::Gather4L(inner) => inner.encode(out),
                Self::Gather4Po(inner) => inner.encode(out),
                Self::Gather4PoB(inner) => inner.encode(out),
                Self::Gather4PoC(inner) => inner.encode(out),
                Self::Gather4PoI(inner) => inner.encode(out),
                Self::Gather4PoIC(inner) => inner.encode(out),
                Self::Gather4PoL(inner) => inner.encode(out),
                Self::Gather4PoLC(inner) => inner.encode(out),
            }
        }
        #[inline]
        fn encode_into(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
            match self {
                Self::Gather4(inner) => inner.encode_into(buf),
                Self::Gather4I(inner) => inner.encode_into(buf),
                Self::Gather4B(inner) => inner.encode_into(buf),
                Self::Gather4C(inner) => inner.encode_into(buf),
                Self::Gather4IC(inner) => inner.encode_into(buf),
                Self::Gather4L(inner) => inner.encode_into(buf),
                Self::Gather4Po(inner) => inner.encode_into(buf),
                Self::Gather4PoB(inner) => inner.encode_into(buf),
                Self::Gather4PoC(inner) => inner.encode_into(buf),
                Self::Gather4PoI(inner) => inner.encode_into(buf),
                Self::Gather4PoIC(inner) => inner.encode_into(buf),
                Self::Gather4PoL(inner) => inner.encode_into(buf),
                Self::Gather4PoLC(inner) => inner.encode_into(buf),
            }
        }
        #[inline]
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            match self {
                Self::Gather4(inner) => inner.for_each_operand(visit),
                Self::Gather4I(inner) => inner.for_each_operand(visit),
                Self::Gather4B(inner) => inner.for_each_operand(visit),
                Self::Gather4C(inner) => inner.for_each_operand(visit),
                Self::Gather4IC(inner) => inner.for_each_operand(visit),
                Self::Gather4L(inner) => inner.for_each_operand(visit),
                Self::Gather4Po(inner) => inner.for_each_operand(visit),
                Self::Gather4PoB(inner) => inner.for_each_operand(visit),
                Self::Gather4PoC(inner) => inner.for_each_operand(visit),
                Self::Gather4PoI(inner) => inner.for_each_operand(visit),
                Self::Gather4PoIC(inner) => inner.for_each_operand(visit),
                Self::Gather4PoL(inner) => inner.for_each_operand(visit),
                Self::Gather4PoLC(inner) => inner.for_each_operand(visit),
            }
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            match self {
                Self::Gather4(inner) => inner.fmt_asm(f, context),
                Self::Gather4I(inner) => inner.fmt_asm(f, context),
                Self::Gather4B(inner) => inner.fmt_asm(f, context),
                Self::Gather4C(inner) => inner.fmt_asm(f, context),
                Self::Gather4IC(inner) => inner.fmt_asm(f, context),
                Self::Gather4L(inner) => inner.fmt_asm(f, context),
                Self::Gather4Po(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoB(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoC(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoI(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoIC(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoL(inner) => inner.fmt_asm(f, context),
                Self::Gather4PoLC(inner) => inner.fmt_asm(f, context),
            }
        }
    }
    impl Op3dSample4 {
        /// Reads the instruction of the type the bytes name, validated when `VALIDATE`:
        /// one dispatch for `read` and `read_unchecked`, which validates the type it reads
        /// directly.
        #[inline]
        fn read_dispatch<const VALIDATE: bool>(
            reader: &mut ByteReader<'_>,
        ) -> Result<Self, DecodeError> {
            let mut ahead = reader.clone();
            ahead.opcode(OPCODE)?;
            let op_bits = ahead.bits::<u16>("Op", 0x1ff)?;
            let code = op_bits.uint(0, 8);
            match Op::from_code(code as u8) {
                Some(Op::Gather4) => {
                    read_as::<Gather4, VALIDATE>(reader).map(Self::Gather4)
                }
                Some(Op::Gather4I) => {
                    read_as::<Gather4I, VALIDATE>(reader).map(Self::Gather4I)
                }
                Some(Op::Gather4B) => {
                    read_as::<Gather4B, VALIDATE>(reader).map(Self::Gather4B)
                }
                Some(Op::Gather4C) => {
                    read_as::<Gather4C, VALIDATE>(reader).map(Self::Gather4C)
                }
                Some(Op::Gather4IC) => {
                    read_as::<Gather4IC, VALIDATE>(reader).map(Self::Gather4IC)
                }
                Some(Op::Gather4L) => {
                    read_as::<Gather4L, VALIDATE>(reader).map(Self::Gather4L)
                }
                Some(Op::Gather4Po) => {
                    read_as::<Gather4Po, VALIDATE>(reader).map(Self::Gather4Po)
                }
                Some(Op::Gather4PoB) => {
                    read_as::<Gather4PoB, VALIDATE>(reader).map(Self::Gather4PoB)
                }
                Some(Op::Gather4PoC) => {
                    read_as::<Gather4PoC, VALIDATE>(reader).map(Self::Gather4PoC)
                }
                Some(Op::Gather4PoI) => {
                    read_as::<Gather4PoI, VALIDATE>(reader).map(Self::Gather4PoI)
                }
                Some(Op::Gather4PoIC) => {
                    read_as::<Gather4PoIC, VALIDATE>(reader).map(Self::Gather4PoIC)
                }
                Some(Op::Gather4PoL) => {
                    read_as::<Gather4PoL, VALIDATE>(reader).map(Self::Gather4PoL)
                }
                Some(Op::Gather4PoLC) => {
                    read_as::<Gather4PoLC, VALIDATE>(reader).map(Self::Gather4PoLC)
                }
                Some(
                    op @ (Op::Sample4LC | Op::Sample4PoPacked | Op::Sample4PoCPacked),
                ) => {
                    Err(
                        op_bits
                            .error(DecodeErrorKind::SubOpWithoutType {
                                opcode: "3D_SAMPLE4",
                                field: "Op",
                                code,
                                name: op.name(),
                                from_errata: true,
                            }),
                    )
                }
                None => {
                    Err(
                        op_bits
                            .error(DecodeErrorKind::UnknownSubOp {
                                opcode: "3D_SAMPLE4",
                                field: "Op",
                                code,
                            }),
                    )
                }
            }
        }
    }
    impl fmt::Display for Op3dSample4 {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.fmt_asm(f, None)
        }
    }
    impl From<Gather4> for Op3dSample4 {
        fn from(inner: Gather4) -> Self {
            Self::Gather4(inner)
        }
    }
    impl From<Gather4I> for Op3dSample4 {
        fn from(inner: Gather4I) -> Self {
            Self::Gather4I(inner)
        }
    }
    impl From<Gather4B> for Op3dSample4 {
        fn from(inner: Gather4B) -> Self {
            Self::Gather4B(inner)
        }
    }
    impl From<Gather4C> for Op3dSample4 {
        fn from(inner: Gather4C) -> Self {
            Self::Gather4C(inner)
        }
    }
    impl From<Gather4IC> for Op3dSample4 {
        fn from(inner: Gather4IC) -> Self {
            Self::Gather4IC(inner)
        }
    }
    impl From<Gather4L> for Op3dSample4 {
        fn from(inner: Gather4L) -> Self {
            Self::Gather4L(inner)
        }
    }
    impl From<Gather4Po> for Op3dSample4 {
        fn from(inner: Gather4Po) -> Self {
            Self::Gather4Po(inner)
        }
    }
    impl From<Gather4PoB> for Op3dSample4 {
        fn from(inner: Gather4PoB) -> Self {
            Self::Gather4PoB(inner)
        }
    }
    impl From<Gather4PoC> for Op3dSample4 {
        fn from(inner: Gather4PoC) -> Self {
            Self::Gather4PoC(inner)
        }
    }
    impl From<Gather4PoI> for Op3dSample4 {
        fn from(inner: Gather4PoI) -> Self {
            Self::Gather4PoI(inner)
        }
    }
    impl From<Gather4PoIC> for Op3dSample4 {
        fn from(inner: Gather4PoIC) -> Self {
            Self::Gather4PoIC(inner)
        }
    }
    impl From<Gather4PoL> for Op3dSample4 {
        fn from(inner: Gather4PoL) -> Self {
            Self::Gather4PoL(inner)
        }
    }
    impl From<Gather4PoLC> for Op3dSample4 {
        fn from(inner: Gather4PoLC) -> Self {
            Self::Gather4PoLC(inner)
        }
    }
    impl ParseAsm for Op3dSample4 {
        const EXPECTED: &'static str = "a 3D_SAMPLE4 instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            match asm.peek_mnemonic()? {
                "sample4" => asm.parse().map(Self::Gather4),
                "sample4_i" => asm.parse().map(Self::Gather4I),
                "sample4_b" => asm.parse().map(Self::Gather4B),
                "sample4_c" => asm.parse().map(Self::Gather4C),
                "sample4_i_c" => asm.parse().map(Self::Gather4IC),
                "sample4_l" => asm.parse().map(Self::Gather4L),
                "sample4_po" => asm.parse().map(Self::Gather4Po),
                "sample4_po_b" => asm.parse().map(Self::Gather4PoB),
                "sample4_po_c" => asm.parse().map(Self::Gather4PoC),
                "sample4_po_i" => asm.parse().map(Self::Gather4PoI),
                "sample4_po_i_c" => asm.parse().map(Self::Gather4PoIC),
                "sample4_po_l" => asm.parse().map(Self::Gather4PoL),
                "sample4_po_l_c" => asm.parse().map(Self::Gather4PoLC),
                _ => Err(asm.unknown_mnemonic()),
            }
        }
    }
    impl core::str::FromStr for Op3dSample4 {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of any of its instructions: each instruction that
        /// prints the mnemonic (after an optional predicate) is tried in turn, and the
        /// first that reads the line is the result; when none does, the error is that of
        /// the one that read furthest. Fields the text does not carry parse as their
        /// default; see each instruction type's `FromStr`.
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    impl Op3dSample4 {
        /// The sub-op of the variant.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::op_3d_sample4::{Op3dSample4, Op};
        /// use visa_isa::Instruction;
        ///
        /// let bytes = [
        ///     0x6f, 0x08, 0x00, 0x04, 0x00, 0x00, 0x00, 0x05, 0x02, 0x00, 0x00, 0x00,
        ///     0x00, 0x00, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x26, 0x00,
        ///     0x00, 0x00, 0x00, 0x00, 0x27, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2a, 0x00,
        ///     0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00,
        /// ];
        /// let (inst, _) = Op3dSample4::decode(&bytes)?;
        /// assert_eq!(inst.op(), Op::Gather4);
        /// # Ok::<(), visa_isa::DecodeError>(())
        /// ```
        pub const fn op(&self) -> Op {
            match self {
                Self::Gather4(_) => Gather4::OP,
                Self::Gather4I(_) => Gather4I::OP,
                Self::Gather4B(_) => Gather4B::OP,
                Self::Gather4C(_) => Gather4C::OP,
                Self::Gather4IC(_) => Gather4IC::OP,
                Self::Gather4L(_) => Gather4L::OP,
                Self::Gather4Po(_) => Gather4Po::OP,
                Self::Gather4PoB(_) => Gather4PoB::OP,
                Self::Gather4PoC(_) => Gather4PoC::OP,
                Self::Gather4PoI(_) => Gather4PoI::OP,
                Self::Gather4PoIC(_) => Gather4PoIC::OP,
                Self::Gather4PoL(_) => Gather4PoL::OP,
                Self::Gather4PoLC(_) => Gather4PoLC::OP,
            }
        }
    }
    /// A check of `validate` that the op variants `gather4`, `gather4_i`, `gather4_b`, `gather4_c`, `gather4_i_c`, `gather4_l`, `gather4_po`, `gather4_po_b`, `gather4_po_c`, `gather4_po_i`, `gather4_po_i_c`, `gather4_po_l`, `gather4_po_l_c` of 3D_SAMPLE4 make alike.
    #[inline]
    fn check_exec_size_not_allowed(exec_size: ExecSize) -> Result<(), ValidationError> {
        if !EXEC_SIZES.contains(&exec_size.lanes()) {
            return Err(ValidationError::ExecSizeNotAllowed {
                lanes: exec_size.lanes(),
                allowed: EXEC_SIZES,
            });
        }
        Ok(())
    }
}
/// `GATHER4_TYPED` = `0x4b`: Performs &lt;exec_size&gt;\*&lt;num_enabled_channels&gt; dword scattered read from &lt;surface&gt;, which must be typed, and stores the result into &lt;dst&gt;.
///
/// Generated from `GATHER4_TYPED.md`.
///
/// # Semantics
///
/// ```text
/// UD ch_pos = 0;
/// for (c = 0; c < 4; ++c) {
///   if (ch_mask[c] == 1) {
///     for (i = 0; i < exec_size; ++i) {
///       if (ChEn[i]) {
///         UD ch_start = ch_pos * max(exec_size, GRF_SIZE / 4);  // GRF_SIZE is the register size in byte
///         dst[ch_start+i] = *(&surface[u][v][r] + c); //one pixel, with type conversion
///       }
///     }
///     ch_pos++;
///   }
/// }
/// ```
///
/// # Description
///
/// ```text
/// Performs <exec_size>*<num_enabled_channels> dword scattered read from <surface>, which must be typed, and stores the result into <dst>.
/// ```
///
/// # Text
///
/// ```text
/// [(<P>)] GATHER4_TYPED.<channels> (<exec_size>) <surface> <u> <v> <r> <lod> <dst>
/// //<channels> is one of R, G, B, A, RG, RB, RA, RGB, RGBA, GB, GA, GBA, BA
/// ```
///
/// # Notes
///
/// ```text
/// If an offset operand is not applicable for the surface accessed (e.g., V and R for 1D surfaces), it should be set to V0 (the null variable).
/// ```
///
/// # Errata
///
/// - [`exec-size-bits-3-0`](crate::errata#exec-size-bits-3-0) (corrected)
/// - [`gather4-typed-exec-size`](crate::errata#gather4-typed-exec-size) (IGC behaviour)
/// - [`gather4-typed-predicate-not-printed`](crate::errata#gather4-typed-predicate-not-printed) (corrected)
/// - [`text-lowercase-mnemonics`](crate::errata#text-lowercase-mnemonics) (IGC behaviour)
/// - [`emask-legality`](crate::errata#emask-legality) (IGC behaviour)
/// - [`header-predefined-surfaces`](crate::errata#header-predefined-surfaces) (IGC behaviour)
/// - [`header-string-zero`](crate::errata#header-string-zero) (IGC behaviour)
/// - [`header-predefined-variables`](crate::errata#header-predefined-variables) (IGC behaviour)
/// - [`header-unsupported-tables`](crate::errata#header-unsupported-tables) (IGC behaviour)
pub mod gather4_typed {
    use core::fmt;
    use crate::{
        AsmContext, AsmCursor, AsmError, ByteReader, ChannelMask, DecodeError, ExecMask,
        ExecSize, Field, Instruction, OperandKind, OperandRef, OperandText, ParseAsm,
        Predicate, RawOperand, ReaderOmission, Sink, Slot, SurfaceIndex, TextItem,
        ValidationError, VariableTypes, VisaType, check_exec_mask, check_raw_type,
        parse_asm_line, parse_text, print_text,
    };
    /// The opcode byte, the first byte of each of its instructions.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{gather4_typed, AnyInstruction};
    ///
    /// assert_eq!(gather4_typed::OPCODE, 0x4b);
    /// assert_eq!(AnyInstruction::opcode_name(gather4_typed::OPCODE), Some("GATHER4_TYPED"));
    /// ```
    pub const OPCODE: u8 = 0x4b;
    /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
    /// see [`crate::ReaderExpectation`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::gather4_typed;
    ///
    /// let errata: Vec<&str> = gather4_typed::READER_OMISSIONS.iter().map(|o| o.erratum()).collect();
    /// assert_eq!(errata, ["gather4-typed-predicate-not-printed"]);
    /// ```
    pub const READER_OMISSIONS: &[ReaderOmission] = &[
        ReaderOmission::Predicate {
            erratum: "gather4-typed-predicate-not-printed",
        },
    ];
    /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::gather4_typed;
    ///
    /// let errata: Vec<&str> = gather4_typed::CURRENT_READER_OMISSIONS.iter().map(|o| o.erratum()).collect();
    /// assert_eq!(errata, ["gather4-typed-predicate-not-printed"]);
    /// ```
    pub const CURRENT_READER_OMISSIONS: &[ReaderOmission] = &[
        ReaderOmission::Predicate {
            erratum: "gather4-typed-predicate-not-printed",
        },
    ];
    /// The execution sizes (lanes) the opcode takes.
    const EXEC_SIZES: &[u8] = &[8];
    /// The types the spec allows for `U`.
    const U_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `V`.
    const V_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `R`.
    const R_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `LOD`.
    const LOD_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `Dst`.
    const DST_TYPES: &[VisaType] = &[VisaType::Ud, VisaType::D, VisaType::F];
    /// `gather4_typed`: GATHER4_TYPED.
    ///
    /// Format (spec line 15): `0x4b` Exec_size Pred Channels Surface U V R LOD Dst
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{gather4_typed::Gather4Typed, Instruction};
    ///
    /// let bytes = [
    ///     0x4b, 0x03, 0x00, 0x00, 0x0f, 0x06, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x21, 0x00, 0x00, 0x00, 0x00, 0x00, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x23, 0x00, 0x00, 0x00, 0x00, 0x00, 0x24, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = Gather4Typed::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "gather4_typed.RGBA (M1, 8) T6 V32.0 V33.0 V34.0 V35.0 V36.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Gather4Typed {
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 53.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 56.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 75.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 80.
        pub channels: ChannelMask,
        /// Surface (ub): Index of the surface variable. It must be a 1D, 2D, or 3D surface.
        ///
        /// Spec line 83.
        pub surface: SurfaceIndex,
        /// U (raw_operand): The first Exec_size elements contain the U offset. Restriction: type UD
        ///
        /// Spec line 88.
        pub u: RawOperand,
        /// V (raw_operand): The first Exec_size elements contain the V offset. Restriction: type UD
        ///
        /// Spec line 91.
        pub v: RawOperand,
        /// R (raw_operand): The first Exec_size elements contain the R offset. Restriction: type UD
        ///
        /// Spec line 94.
        pub r: RawOperand,
        /// LOD (raw_operand): The first Exec_size elements contain the LOD. Restriction: type UD
        ///
        /// Spec line 97.
        pub lod: RawOperand,
        /// Dst (raw_operand): The variable storing the results of the read. For each enabled channel in RGBA order, &lt;exec_size&gt; elements will be returned to &lt;dst&gt; subject to predication. The next enabled channel will have its return data starting at the next register. If a channel's return data do not occupy the entire register, the remaining part of the register has undefined values. The operand must have one of UD, D, F type
        ///
        /// Spec line 100.
        pub dst: RawOperand,
    }
    impl Gather4Typed {
        /// The instruction with `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::gather4_typed::Gather4Typed;
        /// use visa_isa::{SurfaceIndex};
        ///
        /// let inst = Gather4Typed::new(SurfaceIndex(1));
        /// assert_eq!(inst.surface, SurfaceIndex(1));
        /// ```
        pub fn new(surface: SurfaceIndex) -> Self {
            Self {
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                surface,
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                lod: Default::default(),
                dst: Default::default(),
            }
        }
    }
    /// The text of `gather4_typed`, item by item.
    static GATHER4_TYPED_TEXT: [TextItem; 11] = [
        TextItem::Predicate,
        TextItem::Mnemonic("gather4_typed"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(6, 6),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
    ];
    impl Instruction for Gather4Typed {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            if !EXEC_SIZES.contains(&self.exec_size.lanes()) {
                return Err(ValidationError::ExecSizeNotAllowed {
                    lanes: self.exec_size.lanes(),
                    allowed: EXEC_SIZES,
                });
            }
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            if self.channels.is_empty() {
                return Err(ValidationError::ChannelMaskZero {
                    field: "Channels",
                });
            }
            match u32::from(self.surface.0) {
                0 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 0,
                        reason: "SLM",
                    });
                }
                5 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 5,
                        reason: "stateless",
                    });
                }
                _ => {}
            }
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            check_raw_type("U", &self.u, U_TYPES, declarations)?;
            check_raw_type("V", &self.v, V_TYPES, declarations)?;
            check_raw_type("R", &self.r, R_TYPES, declarations)?;
            check_raw_type("LOD", &self.lod, LOD_TYPES, declarations)?;
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            36
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            out.put_u8(self.surface.0);
            self.u.write(out);
            self.v.write(out);
            self.r.write(out);
            self.lod.write(out);
            self.dst.write(out);
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let surface = reader.surface("Surface")?;
            let u = reader.raw("U")?;
            let v = reader.raw("V")?;
            let r = reader.raw("R")?;
            let lod = reader.raw("LOD")?;
            let dst = reader.raw("Dst")?;
            Ok(Self {
                exec_size,
                exec_mask,
                predicate,
                channels,
                surface,
                u,
                v,
                r,
                lod,
                dst,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "U",
                kind: OperandKind::Raw(&self.u),
            });
            visit(OperandRef {
                field: "V",
                kind: OperandKind::Raw(&self.v),
            });
            visit(OperandRef {
                field: "R",
                kind: OperandKind::Raw(&self.r),
            });
            visit(OperandRef {
                field: "LOD",
                kind: OperandKind::Raw(&self.lod),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &GATHER4_TYPED_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.surface),
                    Field::Value(&self.u),
                    Field::Value(&self.v),
                    Field::Value(&self.r),
                    Field::Value(&self.lod),
                    Field::Value(&self.dst),
                ],
            )
        }
    }
    impl fmt::Display for Gather4Typed {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Gather4Typed {
        const EXPECTED: &'static str = "a `gather4_typed` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                surface: Default::default(),
                u: Default::default(),
                v: Default::default(),
                r: Default::default(),
                lod: Default::default(),
                dst: Default::default(),
            };
            parse_text(
                asm,
                &GATHER4_TYPED_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.surface),
                    Slot::Value(&mut value.u),
                    Slot::Value(&mut value.v),
                    Slot::Value(&mut value.r),
                    Slot::Value(&mut value.lod),
                    Slot::Value(&mut value.dst),
                ],
            )?;
            Ok(value)
        }
    }
    impl core::str::FromStr for Gather4Typed {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `gather4_typed`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] gather4_typed.<channels> (<exec_mask>, <exec_size>) <surface> <u> <v> <r> <lod> <dst>
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
}
/// `SAMPLE_UNORM` = `0x41`: Samples an UNORM &lt;surface&gt; using the indicated sampler state.
///
/// Generated from `SAMPLE_UNORM.md`.
///
/// # Semantics
///
/// ```text
/// Sample a UNORM surface
/// ```
///
/// # Description
///
/// ```text
/// Samples an UNORM <surface> using the indicated sampler state.
/// ```
///
/// # Text
///
/// ```text
/// SAMPLE_UNORM.<channel>.<output_format> <sampler> <surface> <u_offset> <v_offset> <deltaU> <deltaV> <dst>
/// //<output_format> is one of "16-full", "16-downsampled", "8-full", "8-downsampled"
/// ```
///
/// # Errata
///
/// - [`sample-unorm-predefined-surfaces`](crate::errata#sample-unorm-predefined-surfaces) (corrected)
/// - [`sample-unorm-operand-classes`](crate::errata#sample-unorm-operand-classes) (corrected)
/// - [`sample-unorm-descriptor-count`](crate::errata#sample-unorm-descriptor-count) (IGC behaviour)
/// - [`sample-unorm-channel-mask-zero`](crate::errata#sample-unorm-channel-mask-zero) (IGC behaviour)
/// - [`text-lowercase-mnemonics`](crate::errata#text-lowercase-mnemonics) (IGC behaviour)
/// - [`header-predefined-surfaces`](crate::errata#header-predefined-surfaces) (IGC behaviour)
/// - [`header-string-zero`](crate::errata#header-string-zero) (IGC behaviour)
/// - [`header-predefined-variables`](crate::errata#header-predefined-variables) (IGC behaviour)
/// - [`header-unsupported-tables`](crate::errata#header-unsupported-tables) (IGC behaviour)
pub mod sample_unorm {
    use core::fmt;
    use crate::{
        AsmContext, AsmCursor, AsmError, AsmErrorKind, ByteReader, ChannelMask,
        DecodeError, Field, Immediate, Instruction, OperandClass, OperandKind,
        OperandRef, OperandText, ParseAsm, RawOperand, ReaderOmission, SamplerIndex,
        Sink, Slot, SurfaceIndex, TextItem, ValidationError, VariableTypes,
        VectorOperand, VisaType, check_immediate_type, check_operand_class,
        check_raw_type, check_scalar_region, check_vector_type, parse_asm_line,
        parse_text, print_text,
    };
    /// The opcode byte, the first byte of each of its instructions.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{sample_unorm, AnyInstruction};
    ///
    /// assert_eq!(sample_unorm::OPCODE, 0x41);
    /// assert_eq!(AnyInstruction::opcode_name(sample_unorm::OPCODE), Some("SAMPLE_UNORM"));
    /// ```
    pub const OPCODE: u8 = 0x41;
    /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
    /// see [`crate::ReaderExpectation`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::sample_unorm;
    ///
    /// assert!(sample_unorm::READER_OMISSIONS.is_empty());
    /// ```
    pub const READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::sample_unorm;
    ///
    /// assert!(sample_unorm::CURRENT_READER_OMISSIONS.is_empty());
    /// ```
    pub const CURRENT_READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The types the spec allows for `U_offset`.
    const U_OFFSET_TYPES: &[VisaType] = &[VisaType::F];
    /// The operand classes the spec allows for `U_offset`.
    const U_OFFSET_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Indirect,
        OperandClass::Immediate,
    ];
    /// The types the spec allows for `V_offset`.
    const V_OFFSET_TYPES: &[VisaType] = &[VisaType::F];
    /// The operand classes the spec allows for `V_offset`.
    const V_OFFSET_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Indirect,
        OperandClass::Immediate,
    ];
    /// The types the spec allows for `DeltaU`.
    const DELTA_U_TYPES: &[VisaType] = &[VisaType::F];
    /// The operand classes the spec allows for `DeltaU`.
    const DELTA_U_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Indirect,
        OperandClass::Immediate,
    ];
    /// The types the spec allows for `DeltaV`.
    const DELTA_V_TYPES: &[VisaType] = &[VisaType::F];
    /// The operand classes the spec allows for `DeltaV`.
    const DELTA_V_CLASSES: &[OperandClass] = &[
        OperandClass::General,
        OperandClass::Indirect,
        OperandClass::Immediate,
    ];
    /// The types the spec allows for `Dst`.
    const DST_TYPES: &[VisaType] = &[VisaType::Uw];
    /// Channel_mask Bit\[5..4\]: is Output format control.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::sample_unorm::OutputFormat;
    ///
    /// assert_eq!(OutputFormat::N16BitFull.name(), "16-bit full");
    /// assert_eq!(OutputFormat::N16BitFull.asm(), "16-full");
    /// for &value in OutputFormat::ALL {
    ///     assert_eq!(OutputFormat::from_code(value.code()), Some(value));
    ///     // Where two values share a spelling, it reads as the lower code.
    ///     let read = OutputFormat::from_asm(value.asm()).map(OutputFormat::asm);
    ///     assert_eq!(read, Some(value.asm()));
    /// }
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    #[repr(u8)]
    pub enum OutputFormat {
        /// `16-bit full`: Two bytes will be returned for each pixel
        ///
        /// Spec: `SAMPLE_UNORM.md` line 57.
        #[default]
        N16BitFull = 0,
        /// `16-bit chrominance downsampled`: Like the previous one, except only even pixels are returned for R and B channels
        ///
        /// Spec: `SAMPLE_UNORM.md` line 58.
        N16BitChrominanceDownsampled = 1,
        /// `8-bit full`: One byte is returned for each pixel
        ///
        /// Spec: `SAMPLE_UNORM.md` line 59.
        N8BitFull = 2,
        /// `8-bit chrominance downsampled`: Like the previous one, except only even pixels are returned for R and B channels
        ///
        /// Spec: `SAMPLE_UNORM.md` line 60.
        N8BitChrominanceDownsampled = 3,
    }
    impl OutputFormat {
        /// Every value, in documentation order.
        pub const ALL: &'static [Self] = &[
            Self::N16BitFull,
            Self::N16BitChrominanceDownsampled,
            Self::N8BitFull,
            Self::N8BitChrominanceDownsampled,
        ];
        /// The binary code.
        #[inline]
        pub const fn code(self) -> u8 {
            self as u8
        }
        /// The value with that binary code.
        pub const fn from_code(code: u8) -> Option<Self> {
            match code {
                0 => Some(Self::N16BitFull),
                1 => Some(Self::N16BitChrominanceDownsampled),
                2 => Some(Self::N8BitFull),
                3 => Some(Self::N8BitChrominanceDownsampled),
                _ => None,
            }
        }
        /// The name the spec uses.
        pub const fn name(self) -> &'static str {
            match self {
                Self::N16BitFull => "16-bit full",
                Self::N16BitChrominanceDownsampled => "16-bit chrominance downsampled",
                Self::N8BitFull => "8-bit full",
                Self::N8BitChrominanceDownsampled => "8-bit chrominance downsampled",
            }
        }
        /// The spelling in IGC's vISA assembly.
        pub const fn asm(self) -> &'static str {
            match self {
                Self::N16BitFull => "16-full",
                Self::N16BitChrominanceDownsampled => "16-downsampled",
                Self::N8BitFull => "8-full",
                Self::N8BitChrominanceDownsampled => "8-downsampled",
            }
        }
        /// The value spelled `text` in IGC's vISA assembly (the inverse of
        /// [`asm`](Self::asm); where two values share a spelling, the lower code).
        pub fn from_asm(text: &str) -> Option<Self> {
            match text {
                "16-full" => Some(Self::N16BitFull),
                "16-downsampled" => Some(Self::N16BitChrominanceDownsampled),
                "8-full" => Some(Self::N8BitFull),
                "8-downsampled" => Some(Self::N8BitChrominanceDownsampled),
                _ => None,
            }
        }
    }
    impl fmt::Display for OutputFormat {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.asm())
        }
    }
    impl ParseAsm for OutputFormat {
        const EXPECTED: &'static str = "a `Channel_mask.output_format` value (`16-full`, `16-downsampled`, `8-full`, …)";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            asm.lookup(
                Self::EXPECTED,
                Self::from_asm,
                |found| AsmErrorKind::UnknownValue {
                    what: "Channel_mask.output_format",
                    found,
                },
            )
        }
    }
    impl core::str::FromStr for OutputFormat {
        type Err = AsmError;
        /// Parses the spelling [`OutputFormat::asm`] prints.
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
    /// `sample_unorm`: SAMPLE_UNORM.
    ///
    /// Format (spec line 33): `0x41` Channel_mask Sampler Surface U_offset V_offset DeltaU DeltaV Dst
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{sample_unorm::SampleUnorm, Instruction};
    ///
    /// let bytes = [
    ///     0x41, 0x0f, 0x00, 0x06, 0x05, 0x07, 0x00, 0x00, 0x00, 0x00, 0x05, 0x07,
    ///     0x00, 0x00, 0x00, 0x00, 0x05, 0x07, 0x00, 0x00, 0x00, 0x00, 0x05, 0x07,
    ///     0x00, 0x00, 0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = SampleUnorm::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "sample_unorm.RGBA.16-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f V32.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct SampleUnorm {
        /// Channel_mask Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed).
        ///
        /// Spec line 53.
        pub channels: ChannelMask,
        /// Channel_mask Bit\[5..4\]: is Output format control.
        ///
        /// Spec line 55.
        pub output_format: OutputFormat,
        /// Sampler (ub): Index of the sampler variable
        ///
        /// Spec line 61.
        pub sampler: SamplerIndex,
        /// Surface (ub): Index of the surface variable
        ///
        /// Spec line 63.
        pub surface: SurfaceIndex,
        /// U_offset (scalar): the normalized x coordinate of pixel 0. Must have type F
        ///
        /// Spec line 65.
        pub u_offset: VectorOperand,
        /// V_offset (scalar): the normalized y coordinate of pixel 0. Must have type F
        ///
        /// Spec line 67.
        pub v_offset: VectorOperand,
        /// DeltaU (scalar): the difference in coordinates for adjacent pixels in the X direction. Must have type F
        ///
        /// Spec line 69.
        pub delta_u: VectorOperand,
        /// DeltaV (scalar): the difference in coordinates for adjacent pixels in the Y direction. Must have type F
        ///
        /// Spec line 71.
        pub delta_v: VectorOperand,
        /// Dst (raw_operand): The raw operand of a general variable storing the result of the sample. The variable must have 32 \* num_enabled_channels elements, with the disabled channels skipped in the results. Must have type UW
        ///
        /// Spec line 73.
        pub dst: RawOperand,
    }
    impl SampleUnorm {
        /// The instruction with `sampler`, `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::sample_unorm::SampleUnorm;
        /// use visa_isa::{SamplerIndex, SurfaceIndex};
        ///
        /// let inst = SampleUnorm::new(SamplerIndex(0), SurfaceIndex(1));
        /// assert_eq!((inst.sampler, inst.surface), (SamplerIndex(0), SurfaceIndex(1)));
        /// ```
        pub fn new(sampler: SamplerIndex, surface: SurfaceIndex) -> Self {
            Self {
                channels: Default::default(),
                output_format: Default::default(),
                sampler,
                surface,
                u_offset: Default::default(),
                v_offset: Default::default(),
                delta_u: Default::default(),
                delta_v: Default::default(),
                dst: Default::default(),
            }
        }
    }
    /// The text of `sample_unorm`, item by item.
    static SAMPLE_UNORM_TEXT: [TextItem; 11] = [
        TextItem::Mnemonic("sample_unorm"),
        TextItem::Suffix,
        TextItem::Suffix,
        TextItem::Operands(7, 7),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
    ];
    impl Instruction for SampleUnorm {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            if self.channels.is_empty() {
                return Err(ValidationError::ChannelMaskZero {
                    field: "Channel_mask",
                });
            }
            match u32::from(self.surface.0) {
                0 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 0,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                1 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 1,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                2 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 2,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                3 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 3,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                4 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 4,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                5 => {
                    return Err(ValidationError::IndexNotAllowed {
                        field: "Surface",
                        value: 5,
                        reason: "predefined surface T0-T5: IGC's verifier rejects it as undefined (unsigned `surface - 6 < declared count`)",
                    });
                }
                _ => {}
            }
            self.u_offset.check("U_offset")?;
            check_scalar_region("U_offset", &self.u_offset)?;
            check_operand_class("U_offset", &self.u_offset, U_OFFSET_CLASSES)?;
            check_immediate_type("U_offset", &self.u_offset, U_OFFSET_TYPES)?;
            self.v_offset.check("V_offset")?;
            check_scalar_region("V_offset", &self.v_offset)?;
            check_operand_class("V_offset", &self.v_offset, V_OFFSET_CLASSES)?;
            check_immediate_type("V_offset", &self.v_offset, V_OFFSET_TYPES)?;
            self.delta_u.check("DeltaU")?;
            check_scalar_region("DeltaU", &self.delta_u)?;
            check_operand_class("DeltaU", &self.delta_u, DELTA_U_CLASSES)?;
            check_immediate_type("DeltaU", &self.delta_u, DELTA_U_TYPES)?;
            self.delta_v.check("DeltaV")?;
            check_scalar_region("DeltaV", &self.delta_v)?;
            check_operand_class("DeltaV", &self.delta_v, DELTA_V_CLASSES)?;
            check_immediate_type("DeltaV", &self.delta_v, DELTA_V_TYPES)?;
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            check_vector_type("U_offset", &self.u_offset, U_OFFSET_TYPES, declarations)?;
            check_vector_type("V_offset", &self.v_offset, V_OFFSET_TYPES, declarations)?;
            check_vector_type("DeltaU", &self.delta_u, DELTA_U_TYPES, declarations)?;
            check_vector_type("DeltaV", &self.delta_v, DELTA_V_TYPES, declarations)?;
            check_raw_type("Dst", &self.dst, DST_TYPES, declarations)?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            10 + self.u_offset.encoded_len() + self.v_offset.encoded_len()
                + self.delta_u.encoded_len() + self.delta_v.encoded_len()
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let channel_mask: u8 = self.channels.bits() & 0xf
                | (self.output_format.code() & 0x3) << 4;
            out.put_u8(channel_mask);
            out.put_u8(self.sampler.0);
            out.put_u8(self.surface.0);
            self.u_offset.write(out);
            self.v_offset.write(out);
            self.delta_u.write(out);
            self.delta_v.write(out);
            self.dst.write(out);
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let channel_mask_bits = reader.bits::<u8>("Channel_mask", 0x3f)?;
            let channels = channel_mask_bits.channels(0);
            let output_format = channel_mask_bits
                .code(4, 2, "output_format", OutputFormat::from_code)?;
            let sampler = reader.sampler("Sampler")?;
            let surface = reader.surface("Surface")?;
            let u_offset = reader.vector("U_offset")?;
            let v_offset = reader.vector("V_offset")?;
            let delta_u = reader.vector("DeltaU")?;
            let delta_v = reader.vector("DeltaV")?;
            let dst = reader.raw("Dst")?;
            Ok(Self {
                channels,
                output_format,
                sampler,
                surface,
                u_offset,
                v_offset,
                delta_u,
                delta_v,
                dst,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            visit(OperandRef {
                field: "Sampler",
                kind: OperandKind::Sampler(self.sampler),
            });
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "U_offset",
                kind: OperandKind::Vector(&self.u_offset),
            });
            visit(OperandRef {
                field: "V_offset",
                kind: OperandKind::Vector(&self.v_offset),
            });
            visit(OperandRef {
                field: "DeltaU",
                kind: OperandKind::Vector(&self.delta_u),
            });
            visit(OperandRef {
                field: "DeltaV",
                kind: OperandKind::Vector(&self.delta_v),
            });
            visit(OperandRef {
                field: "Dst",
                kind: OperandKind::Raw(&self.dst),
            });
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SAMPLE_UNORM_TEXT,
                &[
                    Field::Value(&self.channels),
                    Field::Value(&self.output_format),
                    Field::Value(&self.sampler),
                    Field::Value(&self.surface),
                    Field::Vector(&self.u_offset),
                    Field::Vector(&self.v_offset),
                    Field::Vector(&self.delta_u),
                    Field::Vector(&self.delta_v),
                    Field::Value(&self.dst),
                ],
            )
        }
    }
    impl fmt::Display for SampleUnorm {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for SampleUnorm {
        const EXPECTED: &'static str = "a `sample_unorm` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                channels: Default::default(),
                output_format: OutputFormat::N16BitFull,
                sampler: Default::default(),
                surface: Default::default(),
                u_offset: VectorOperand::Immediate(Immediate {
                    ty: VisaType::Ud,
                    bits: 0,
                }),
                v_offset: VectorOperand::Immediate(Immediate {
                    ty: VisaType::Ud,
                    bits: 0,
                }),
                delta_u: VectorOperand::Immediate(Immediate {
                    ty: VisaType::Ud,
                    bits: 0,
                }),
                delta_v: VectorOperand::Immediate(Immediate {
                    ty: VisaType::Ud,
                    bits: 0,
                }),
                dst: Default::default(),
            };
            parse_text(
                asm,
                &SAMPLE_UNORM_TEXT,
                &mut [
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.output_format),
                    Slot::Value(&mut value.sampler),
                    Slot::Value(&mut value.surface),
                    Slot::Vector(&mut value.u_offset),
                    Slot::Vector(&mut value.v_offset),
                    Slot::Vector(&mut value.delta_u),
                    Slot::Vector(&mut value.delta_v),
                    Slot::Value(&mut value.dst),
                ],
            )?;
            Ok(value)
        }
    }
    impl core::str::FromStr for SampleUnorm {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `sample_unorm`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// sample_unorm.<channels>.<output_format> <sampler> <surface> <u_offset> <v_offset> <delta_u> <delta_v> <dst>
        /// ```
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
}
/// `SCATTER4_SCALED` = `0x75`: Performs &lt;exec_size&gt;\*&lt;num_enabled_channels&gt; element scattered write into &lt;surface&gt;, using the values from &lt;src&gt;.
///
/// Generated from `SCATTER4_SCALED.md`.
///
/// # Semantics
///
/// ```text
/// UD ch_pos = 0;
/// for (c = 0; c < 4; ++c) {
///   if (ch_mask[c] == 1) {
///     for (i = 0; i < exec_size; ++i) {
///       if (ChEn[i]) {
///         UD ch_start = ch_pos * max(exec_size, GRF_SIZE / 4);  // GRF_SIZE is the register size in bytes
///         surface[(address/4)+c] = src[ch_start+i]; //4 bytes
///       }
///     }
///     ch_pos++;
///   }
/// }
/// ```
///
/// # Description
///
/// ```text
/// Performs <exec_size>*<num_enabled_channels> element scattered write into <surface>, using the values from <src>. The address to be written is determined by the offset, scaling pitch, and each element offset, and the final address must be dword-aligned.
/// ```
///
/// # Text
///
/// ```text
/// [(<P>)] SCATTER4_SCALED.<channels> (<exec_size>) <surface> <offset> <element_offset> <src>
/// ```
///
/// # Notes
///
/// ```text
/// The behavior is undefined if more than one channel writes to the same address.
/// ```
///
/// # Errata
///
/// - [`exec-size-bits-3-0`](crate::errata#exec-size-bits-3-0) (corrected)
/// - [`scatter4-scaled-exec-size`](crate::errata#scatter4-scaled-exec-size) (IGC behaviour)
/// - [`scatter4-scaled-scale-ignored`](crate::errata#scatter4-scaled-scale-ignored) (IGC behaviour)
/// - [`text-lowercase-mnemonics`](crate::errata#text-lowercase-mnemonics) (IGC behaviour)
/// - [`emask-legality`](crate::errata#emask-legality) (IGC behaviour)
/// - [`header-predefined-surfaces`](crate::errata#header-predefined-surfaces) (IGC behaviour)
/// - [`header-string-zero`](crate::errata#header-string-zero) (IGC behaviour)
/// - [`header-predefined-variables`](crate::errata#header-predefined-variables) (IGC behaviour)
/// - [`header-unsupported-tables`](crate::errata#header-unsupported-tables) (IGC behaviour)
pub mod scatter4_scaled {
    use core::fmt;
    use crate::{
        AsmContext, AsmCursor, AsmError, ByteReader, ChannelMask, DecodeError, ExecMask,
        ExecSize, Field, Immediate, Instruction, OperandKind, OperandRef, OperandText,
        ParseAsm, Predicate, RawOperand, ReaderOmission, Sink, Slot, SurfaceIndex,
        TextItem, ValidationError, VariableTypes, VectorOperand, VisaType,
        check_exec_mask, check_immediate_type, check_raw_type, check_region_bounds,
        check_scalar_region, check_vector_type, parse_asm_line, parse_text, print_text,
    };
    /// The opcode byte, the first byte of each of its instructions.
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{scatter4_scaled, AnyInstruction};
    ///
    /// assert_eq!(scatter4_scaled::OPCODE, 0x75);
    /// assert_eq!(AnyInstruction::opcode_name(scatter4_scaled::OPCODE), Some("SCATTER4_SCALED"));
    /// ```
    pub const OPCODE: u8 = 0x75;
    /// What IGC's vISA 4.1 reader leaves out when it prints this opcode (from the errata);
    /// see [`crate::ReaderExpectation`].
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::scatter4_scaled;
    ///
    /// assert!(scatter4_scaled::READER_OMISSIONS.is_empty());
    /// ```
    pub const READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The same for IGC's reader of today (`GenX_IR-head`, [`crate::Layout::Current`]).
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::scatter4_scaled;
    ///
    /// assert!(scatter4_scaled::CURRENT_READER_OMISSIONS.is_empty());
    /// ```
    pub const CURRENT_READER_OMISSIONS: &[ReaderOmission] = &[];
    /// The execution sizes (lanes) the opcode takes.
    const EXEC_SIZES: &[u8] = &[8, 16];
    /// The types the spec allows for `Offset`.
    const OFFSET_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `Element_offset`.
    const ELEMENT_OFFSET_TYPES: &[VisaType] = &[VisaType::Ud];
    /// The types the spec allows for `Src`.
    const SRC_TYPES: &[VisaType] = &[VisaType::Ud, VisaType::D, VisaType::F];
    /// `scatter4_scaled`: SCATTER4_SCALED.
    ///
    /// Format (spec line 15): `0x75` Exec_size Pred Channels Scale Surface Offset Element_offset Src
    ///
    /// # Example
    ///
    /// ```
    /// use visa_isa::{scatter4_scaled::Scatter4Scaled, Instruction};
    ///
    /// let bytes = [
    ///     0x75, 0x04, 0x00, 0x00, 0x0f, 0x00, 0x00, 0x06, 0x05, 0x00, 0x00, 0x00,
    ///     0x00, 0x00, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x00, 0x00,
    ///     0x00, 0x00,
    /// ];
    /// let (inst, len) = Scatter4Scaled::decode(&bytes)?;
    /// assert_eq!(len, bytes.len());
    /// assert_eq!(inst.to_string(), "scatter4_scaled.RGBA (M1, 16) T6 0x0:ud V32.0 V33.0");
    /// let mut encoded = Vec::new();
    /// inst.encode(&mut encoded)?;
    /// assert_eq!(encoded, bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
    pub struct Scatter4Scaled {
        /// Exec_size Bit\[3..0\] (documented as Bit\[2..0\]): size of the region for source and destination operands
        ///
        /// Spec line 53.
        pub exec_size: ExecSize,
        /// Exec_size Bit\[7..4\]: execution mask (explicit control over the enabled channels)
        ///
        /// Spec line 57.
        pub exec_mask: ExecMask,
        /// Pred (uw): Predication control
        ///
        /// Spec line 76.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        pub predicate: Option<Predicate>,
        /// Channels Bit\[3..0\]: determines the write masks for the RGBA channel, with R being bit 0 and A bit 3. At least one channel must be enabled (i.e., "0000" is not allowed)
        ///
        /// Spec line 81.
        pub channels: ChannelMask,
        /// Scale (uw): This field is ignored and scale is always zero
        ///
        /// Spec line 84.
        pub scale: u16,
        /// Surface (ub): Index of the surface variable. When scale is non-zero, only T0 (SLM) and T5 (stateless) are supported
        ///
        /// Spec line 87.
        pub surface: SurfaceIndex,
        /// Offset (scalar): The global byte offset. Must have type UD
        ///
        /// Spec line 90.
        pub offset: VectorOperand,
        /// Element_offset (raw_operand): The first Exec_size elements of the operand will be used as the byte offsets into the surface. Must have type UD
        ///
        /// Spec line 93.
        pub element_offset: RawOperand,
        /// Src (raw_operand): The values to be written. For each enabled channel in RGBA order, exec_size elements will be written to the surface subject to predication. The next enabled channel will get its data from the next register. Must have type UD,D,F
        ///
        /// Spec line 96.
        pub src: RawOperand,
    }
    impl Scatter4Scaled {
        /// The instruction with `surface` as given and every other member at its default: `%null` operands, no predicate, each enumeration's default value, 0 (or the bound nearest 0 of a range that leaves it out), for the struct-update syntax.
        ///
        /// # Example
        ///
        /// ```
        /// use visa_isa::scatter4_scaled::Scatter4Scaled;
        /// use visa_isa::{SurfaceIndex};
        ///
        /// let inst = Scatter4Scaled::new(SurfaceIndex(1));
        /// assert_eq!(inst.surface, SurfaceIndex(1));
        /// ```
        pub fn new(surface: SurfaceIndex) -> Self {
            Self {
                exec_size: Default::default(),
                exec_mask: Default::default(),
                predicate: Default::default(),
                channels: Default::default(),
                scale: Default::default(),
                surface,
                offset: Default::default(),
                element_offset: Default::default(),
                src: Default::default(),
            }
        }
    }
    /// The text of `scatter4_scaled`, item by item.
    static SCATTER4_SCALED_TEXT: [TextItem; 9] = [
        TextItem::Predicate,
        TextItem::Mnemonic("scatter4_scaled"),
        TextItem::Suffix,
        TextItem::Exec,
        TextItem::Operands(4, 4),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
        TextItem::Operand(OperandText::Plain),
    ];
    impl Instruction for Scatter4Scaled {
        #[inline]
        fn opcode(&self) -> u8 {
            OPCODE
        }
        fn validate(&self) -> Result<(), ValidationError> {
            if !EXEC_SIZES.contains(&self.exec_size.lanes()) {
                return Err(ValidationError::ExecSizeNotAllowed {
                    lanes: self.exec_size.lanes(),
                    allowed: EXEC_SIZES,
                });
            }
            check_exec_mask(
                self.exec_size.lanes(),
                self.exec_mask.code(),
                self.exec_mask.asm(),
            )?;
            if let Some(predicate) = &self.predicate {
                predicate.check()?;
            }
            if self.channels.is_empty() {
                return Err(ValidationError::ChannelMaskZero {
                    field: "Channels",
                });
            }
            self.offset.check("Offset")?;
            check_scalar_region("Offset", &self.offset)?;
            check_immediate_type("Offset", &self.offset, OFFSET_TYPES)?;
            Ok(())
        }
        fn validate_types(
            &self,
            declarations: &impl VariableTypes,
        ) -> Result<(), ValidationError> {
            self.validate()?;
            check_vector_type("Offset", &self.offset, OFFSET_TYPES, declarations)?;
            check_raw_type(
                "Element_offset",
                &self.element_offset,
                ELEMENT_OFFSET_TYPES,
                declarations,
            )?;
            check_raw_type("Src", &self.src, SRC_TYPES, declarations)?;
            check_region_bounds(
                "Offset",
                &self.offset,
                self.exec_size.lanes(),
                false,
                declarations,
            )?;
            Ok(())
        }
        #[inline]
        fn encoded_len(&self) -> usize {
            20 + self.offset.encoded_len()
        }
        fn write_unchecked(&self, out: &mut impl Sink) {
            out.put_u8(OPCODE);
            let exec_size: u8 = self.exec_size.code() & 0xf
                | (self.exec_mask.code() & 0xf) << 4;
            out.put_u8(exec_size);
            out.put_u16(Predicate::encode(self.predicate.as_ref()));
            let channels: u8 = self.channels.bits() & 0xf;
            out.put_u8(channels);
            out.put_u16(self.scale);
            out.put_u8(self.surface.0);
            self.offset.write(out);
            self.element_offset.write(out);
            self.src.write(out);
        }
        #[inline]
        fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError> {
            reader.opcode(OPCODE)?;
            let exec_size_bits = reader.bits::<u8>("Exec_size", 0xff)?;
            let exec_size = exec_size_bits.exec_size(0)?;
            let exec_mask = exec_size_bits.exec_mask(4)?;
            let predicate = reader.predicate("Pred")?;
            let channels_bits = reader.bits::<u8>("Channels", 0xf)?;
            let channels = channels_bits.channels(0);
            let scale = reader.u16("Scale")?;
            let surface = reader.surface("Surface")?;
            let offset = reader.vector("Offset")?;
            let element_offset = reader.raw("Element_offset")?;
            let src = reader.raw("Src")?;
            Ok(Self {
                exec_size,
                exec_mask,
                predicate,
                channels,
                scale,
                surface,
                offset,
                element_offset,
                src,
            })
        }
        fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>)) {
            if let Some(predicate) = &self.predicate {
                visit(OperandRef {
                    field: "Pred",
                    kind: OperandKind::Predicate(predicate),
                });
            }
            visit(OperandRef {
                field: "Surface",
                kind: OperandKind::Surface(self.surface),
            });
            visit(OperandRef {
                field: "Offset",
                kind: OperandKind::Vector(&self.offset),
            });
            visit(OperandRef {
                field: "Element_offset",
                kind: OperandKind::Raw(&self.element_offset),
            });
            visit(OperandRef {
                field: "Src",
                kind: OperandKind::Raw(&self.src),
            });
        }
        fn fmt_asm(
            &self,
            f: &mut fmt::Formatter<'_>,
            context: Option<AsmContext<'_>>,
        ) -> fmt::Result {
            print_text(
                f,
                context,
                &SCATTER4_SCALED_TEXT,
                &[
                    Field::option(&self.predicate),
                    Field::Value(&self.channels),
                    Field::Value(&self.exec_mask),
                    Field::Value(&self.exec_size.lanes()),
                    Field::Value(&self.surface),
                    Field::Vector(&self.offset),
                    Field::Value(&self.element_offset),
                    Field::Value(&self.src),
                ],
            )
        }
    }
    impl fmt::Display for Scatter4Scaled {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            Instruction::fmt_asm(self, f, None)
        }
    }
    impl ParseAsm for Scatter4Scaled {
        const EXPECTED: &'static str = "a `scatter4_scaled` instruction";
        fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
            let mut value = Self {
                exec_size: ExecSize::Simd8,
                exec_mask: ExecMask::M1,
                predicate: None,
                channels: Default::default(),
                scale: 0,
                surface: Default::default(),
                offset: VectorOperand::Immediate(Immediate {
                    ty: VisaType::Ud,
                    bits: 0,
                }),
                element_offset: Default::default(),
                src: Default::default(),
            };
            parse_text(
                asm,
                &SCATTER4_SCALED_TEXT,
                &mut [
                    Slot::Predicate(&mut value.predicate),
                    Slot::Value(&mut value.channels),
                    Slot::Value(&mut value.exec_mask),
                    Slot::Value(&mut value.exec_size),
                    Slot::Value(&mut value.surface),
                    Slot::Vector(&mut value.offset),
                    Slot::Value(&mut value.element_offset),
                    Slot::Value(&mut value.src),
                ],
            )?;
            Ok(value)
        }
    }
    impl core::str::FromStr for Scatter4Scaled {
        type Err = AsmError;
        /// Parses IGC's vISA assembly of `scatter4_scaled`: the text `Display` prints, with any run of
        /// spaces or tabs between items and around the instruction:
        ///
        /// ```text
        /// [(<predicate>)] scatter4_scaled.<channels> (<exec_mask>, <exec_size>) <surface> <offset> <element_offset> <src>
        /// ```
        ///
        /// The text does not carry `scale`: it parses as the default (0).
        #[inline]
        fn from_str(text: &str) -> Result<Self, Self::Err> {
            parse_asm_line(text, 1)
        }
    }
}
