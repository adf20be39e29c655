//! The typed instruction model: what every emitter sees, and nothing else.
//!
//! One [`Opcode`] per spec file. It is built from the markdown by `lower`, corrected by
//! `errata`, checked by `check`, and serialized to `generated/model/<OPCODE>.yaml`. Every
//! struct denies unknown fields, so a hand-edited or stale YAML fails loudly.
//!
//! Where an erratum changed something, the model keeps the documented value beside the
//! corrected one (`documented_*`), so the docs can show both.

use serde::{Deserialize, Serialize};

pub use crate::op_text::{
    FieldText, NumberForm, OpText, OptionalText, Spelling, Template, TextCondition, TextPiece,
};

/// One vISA opcode, as documented in one spec file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opcode {
    /// Opcode name as the spec spells it, e.g. `3D_SAMPLE`.
    pub name: String,
    /// Opcode byte.
    pub value: u8,
    /// For a member of a sub-opcode family (`SVM = 0x4e` then `BLOCK_ST = 0x02`): the family
    /// and the sub-opcode byte written right after the opcode byte.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_opcode: Option<SubOpcode>,
    /// Other opcodes documented in their own file with the same byte and layout (`FCCALL` is an
    /// alias of `CALL`): they decode as this opcode.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<Alias>,
    /// Spec file name the opcode was read from.
    pub source: String,
    /// `## Semantics`, as text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub semantics: String,
    /// `## Description`: the prose before the field list.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Every field described under `## Description`, in order of description.
    pub fields: Vec<Field>,
    /// Op variants: one per value named by a `### CONDITION`, or a single variant named after
    /// the opcode when the Format has no condition.
    pub variants: Vec<Variant>,
    /// `#### Properties` entries.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub properties: Vec<Property>,
    /// The `**Supported Types:**` property: the types of the instruction's operands, each list
    /// with the platforms it holds on (`B,D,….{XEHP+}BF`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supported_types: Vec<PlatformTypes>,
    /// The `**Saturation:**` property: whether `.sat` may saturate the destination.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saturation: Option<Saturation>,
    /// The `**Source Modifier:**` property: which modifiers the source operands accept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_modifier: Option<SourceModifier>,
    /// `#### Operand type maps`: the allowed (destination, source) type combinations.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub type_maps: Vec<TypeMap>,
    /// `## Examples`, as text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub examples: String,
    /// The `## Text` section: syntax lines and their comments, as documented.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub text: Vec<String>,
    /// The assembly syntax derived from the Text section (and errata).
    pub syntax: Syntax,
    /// The syntax of the text in the current layout ([`LayoutName::Current`], IGC's printer
    /// today), where it differs from `syntax`: from the errata whose `layout` is `current`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current_syntax: Option<Syntax>,
    /// `## Notes`, as text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// Platform-tagged remarks of the Notes (`**{ICLLP+}** All operands must have …`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub platform_notes: Vec<PlatformNote>,
    /// The Notes' table of parameters per operation, as documented (checked against the
    /// Format tables).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub param_table: Vec<ParamRow>,
    /// Cross-field rules that do not belong to one field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<Rule>,
    /// The errata entries about this opcode (corrections applied, and known IGC behaviours).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errata: Vec<Erratum>,
    /// What IGC's vISA 4.1 reader decodes from this opcode's bytes but leaves out when it
    /// prints the instruction (from errata). A conformance run removes exactly these from the
    /// crate's text before comparing it with the reader's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reader_omissions: Vec<ReaderOmission>,
    /// The same for IGC's reader of today (`GenX_IR-head`, [`LayoutName::Current`]): the
    /// omissions of the errata whose `readers` name it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub current_reader_omissions: Vec<ReaderOmission>,
}

/// Upper-case vISA type names, on the platforms given (all, when `platform` is `None`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlatformTypes {
    /// Platform tag (`XEHP+`, `-XEHP`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// Types.
    pub types: Vec<String>,
    /// Remark after a type (`BOOL (for predicate)`), as documented.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub remark: String,
}

/// When the destination may be saturated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Saturation {
    /// `Saturation: Yes`.
    Yes,
    /// `Saturation: Only when type is float`.
    FloatOnly,
}

/// Which source modifiers (vec_operand tag bits \[5:3\], reference §2.6) the sources accept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceModifier {
    /// `false`: none.
    None,
    /// `arithmetic`: abs, neg, neg-abs.
    Arithmetic,
    /// `logic`: not.
    Logic,
}

/// One entry of `#### Operand type maps`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeMap {
    /// Platform tag of the map (`**Type map{XEHP+}**`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// Destination types.
    pub dst: Vec<String>,
    /// Source types.
    pub src: Vec<String>,
    /// Line in the spec.
    pub line: u32,
}

/// The sub-opcode of a family member.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubOpcode {
    /// The family (the opcode's own name in the spec, e.g. `SVM`).
    pub family: String,
    /// The member's name in the family (`BLOCK_ST`).
    pub name: String,
    /// The sub-opcode byte.
    pub value: u8,
}

/// An opcode documented under another name with the same byte and layout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Alias {
    /// The other name (`FCCALL`).
    pub name: String,
    /// Its assembly mnemonic.
    pub mnemonic: String,
    /// The spec file that documents it.
    pub source: String,
}

/// A sub-opcode family header (`SVM.md`): the opcode byte is followed by a sub-opcode byte
/// (`SVM_ID`), and each member is documented in its own file. No instruction of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Family {
    /// Family name (`SVM`).
    pub name: String,
    /// Opcode byte.
    pub value: u8,
    /// The field holding the sub-opcode (`SVM_ID`).
    pub selector: String,
    /// `## Description` prose.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Spec file.
    pub source: String,
}

/// Something the vISA 4.1 reader (GenX_IR 12504.6) does not print although the bytes carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum ReaderOmission {
    /// A `.flag` suffix of the mnemonic.
    Flag {
        /// The flag as printed, without the dot.
        flag: String,
        /// The erratum that records it.
        erratum: String,
    },
    /// The predicate `(P<n>) `.
    Predicate {
        /// The erratum that records it.
        erratum: String,
    },
    /// Ops the reader has no name for: it prints another mnemonic, and some suffixes
    /// differently.
    OpName {
        /// The op variants concerned.
        ops: Vec<String>,
        /// The mnemonic the reader prints instead.
        prints: String,
        /// Suffixes the reader prints differently for these ops: crate spelling → reader's.
        #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
        suffixes: std::collections::BTreeMap<String, String>,
        /// The erratum that records it.
        erratum: String,
    },
    /// Enumerated values printed as mnemonic suffixes that the reader has no name for: it
    /// prints `prints` instead (TYPED_ATOMIC `.predec` as an empty suffix).
    SuffixValue {
        /// The suffixes as the crate prints them (the values' asm names).
        suffixes: Vec<String>,
        /// What the reader prints instead.
        prints: String,
        /// The erratum that records it.
        erratum: String,
    },
    /// Enumerated values printed as mnemonic suffixes that GenX_IR cannot get through: it
    /// decodes the instruction, then hangs or crashes compiling the kernel, so no conformance
    /// run can check an instruction with one of them (DPAS's 1-bit and 8-bit float precisions
    /// in 12504.6).
    UncheckedSuffix {
        /// The suffixes as the crate prints them (the values' asm names).
        suffixes: Vec<String>,
        /// Why, in one sentence.
        reason: String,
        /// The erratum that records it.
        erratum: String,
    },
    /// Enumerated values printed as operands that GenX_IR cannot get through: it decodes the
    /// instruction, then hangs compiling the kernel (AVS's execMode `AVS_16x8` in 12504.6).
    UncheckedOperand {
        /// The values as the crate prints them (their asm names).
        operands: Vec<String>,
        /// Why, in one sentence.
        reason: String,
        /// The erratum that records it.
        erratum: String,
    },
    /// GenX_IR reads and prints the opcode, but its compile step after the dump fails (an
    /// error on stderr, a crash) for any kernel that has it, even one GenX_IR assembles from
    /// its own text: a conformance run checks the dump and the verifier only.
    CompileFails {
        /// Why, in one sentence.
        reason: String,
        /// The erratum that records it.
        erratum: String,
    },
    /// The reader cannot decode this opcode (no decoder for its opcode byte), or these ops of
    /// it (no decoder for their sub-opcodes), so no conformance run can check them.
    Unreadable {
        /// Why, in one sentence.
        reason: String,
        /// The ops (variant names) it cannot read; the whole opcode when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ops: Vec<String>,
        /// The erratum that records it.
        erratum: String,
    },
    /// The execution mask: the reader prints `M1` whatever the mask bits hold.
    ExecMask {
        /// The erratum that records it.
        erratum: String,
    },
    /// Label names: the reader prints label `L<n>` as `L<n>_<name index>` (and a subroutine
    /// label with one more `_<ordinal>`).
    LabelNames {
        /// The erratum that records it.
        erratum: String,
    },
}

impl ReaderOmission {
    /// The erratum that records the omission.
    pub fn erratum(&self) -> &str {
        match self {
            Self::Flag { erratum, .. }
            | Self::Predicate { erratum }
            | Self::OpName { erratum, .. }
            | Self::SuffixValue { erratum, .. }
            | Self::UncheckedSuffix { erratum, .. }
            | Self::UncheckedOperand { erratum, .. }
            | Self::CompileFails { erratum, .. }
            | Self::Unreadable { erratum, .. }
            | Self::ExecMask { erratum }
            | Self::LabelNames { erratum } => erratum,
        }
    }
}

/// Where the docs and IGC disagree, as recorded in `specs/errata.yaml`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Erratum {
    /// Stable id.
    pub id: String,
    /// What the doc says.
    pub doc_says: String,
    /// What IGC does.
    pub correction: String,
    /// The IGC source that shows it.
    pub evidence: String,
    /// True when the model was changed; false for behaviour recorded for the reader's benefit.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub applied: bool,
}

/// The binary kind of a field, as written in `- **Name(kind):**`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FieldType {
    /// 1 byte.
    Ub,
    /// 2 bytes, little-endian.
    Uw,
    /// 4 bytes, little-endian.
    Ud,
    /// 4 bytes, little-endian, signed.
    D,
    /// A 6-byte raw operand: variable id and byte offset.
    RawOperand,
    /// A vector operand of any class.
    VecOperand,
    /// A vector operand with a scalar region.
    Scalar,
}

impl FieldType {
    /// Parses the spelling used in the spec's field list.
    pub fn from_doc(s: &str) -> Option<Self> {
        Some(match s {
            "ub" => Self::Ub,
            "uw" => Self::Uw,
            "ud" => Self::Ud,
            "d" => Self::D,
            "raw_operand" => Self::RawOperand,
            "vec_operand" => Self::VecOperand,
            "scalar" => Self::Scalar,
            _ => return None,
        })
    }

    /// The spelling used in the spec.
    pub fn doc_name(self) -> &'static str {
        match self {
            Self::Ub => "ub",
            Self::Uw => "uw",
            Self::Ud => "ud",
            Self::D => "d",
            Self::RawOperand => "raw_operand",
            Self::VecOperand => "vec_operand",
            Self::Scalar => "scalar",
        }
    }

    /// A raw, vector or scalar operand, as against a primitive number (IGC prints operands with
    /// `printOperand`, primitives as plain numbers).
    pub fn is_operand(self) -> bool {
        matches!(self, Self::RawOperand | Self::VecOperand | Self::Scalar)
    }

    /// Width in bits of a primitive field; `None` for operands.
    pub fn bits(self) -> Option<u8> {
        match self {
            Self::Ub => Some(8),
            Self::Uw => Some(16),
            Self::Ud | Self::D => Some(32),
            _ => None,
        }
    }
}

/// What a field is for. Derived by the reader from the field's kind and description, so the
/// emitters can key on roles, never on prose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The `Exec_size` byte: execution size and mask.
    ExecSize,
    /// The `Pred` word: predicate id, control and inversion.
    Predicate,
    /// The field named by the `### CONDITION` blocks: its selector bitfield picks the variant,
    /// its other bitfields are instruction flags.
    SubOp,
    /// An index into the kernel's sampler table.
    Sampler,
    /// An index into the kernel's surface table.
    Surface,
    /// The count of the raw operands that follow it in the Format.
    ParamCount,
    /// The number of elements of a list: a Format slot repeated that many times
    /// ([`Slot::count`] names this field).
    ListCount,
    /// A primitive split into bitfields.
    Bits,
    /// A plain primitive value.
    Value,
    /// An index into the kernel's label table (`L<n>`).
    Label,
    /// An index into the kernel's string pool: a function or file name (`fn<n>`).
    Name,
    /// A raw operand.
    Raw,
    /// A vector (or scalar) operand.
    Vector,
    /// The id of a general, address or predicate variable, whose class an enumerated bitfield
    /// of another field gives ([`Field::variable_class`]): LIFETIME's `variable`.
    Variable,
}

/// One field of the instruction, as described in the field list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Field {
    /// Name as documented, e.g. `Aoffimmi`.
    pub name: String,
    /// Binary kind (after errata).
    #[serde(rename = "type")]
    pub ty: FieldType,
    /// The documented kind, when an erratum changed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented_type: Option<FieldType>,
    /// What the field is for.
    pub role: Role,
    /// The description, as text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Line of the description in the spec.
    pub line: u32,
    /// Constraints stated in the description.
    #[serde(default, skip_serializing_if = "Constraints::is_empty")]
    pub constraints: Constraints,
    /// Bitfields, for primitives described with `Bit[hi..lo]` lists (and scalars that pack an
    /// immediate, like Aoffimmi).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bitfields: Vec<Bitfield>,
    /// Whether the instruction writes this operand. IGC prints and encodes a destination
    /// vector operand differently from a source (only its horizontal stride; `.sat` on the
    /// mnemonic): `visa-binary-format.md` §2.6, §6.1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub destination: bool,
    /// For a [`Role::Variable`] field: the enumerated bitfield (of a field before it) whose
    /// values, named `general`, `address` and `predicate`, give the variable's class.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variable_class: Option<EnumMember>,
}

/// Constraints on a whole field.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Constraints {
    /// Allowed data types (`Must have type HF,F`, `Restriction: type UD`), upper-case vISA names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub types: Vec<String>,
    /// Allowed value range (`Valid values are [1-15]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<Range>,
    /// The documented range, when an erratum changed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented_range: Option<Range>,
    /// Allowed operand classes of a vector operand (all, when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub classes: Vec<OperandClass>,
    /// The number of elements the operand's variable must have (`Must have 128 elements`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elements: Option<u32>,
    /// Width limit of an immediate operand (`Operand class: …,immediate16`): the hardware's,
    /// which IGC meets by moving a wider immediate into a register, so validation does not
    /// apply it (erratum `immediate16-legalized`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_bits: Option<u8>,
    /// The upper bound is a size of the kernel (`Valid values are [0-sizeof(%arg)]`: `%arg`);
    /// `range` then holds the field's own limits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_of: Option<String>,
    /// The largest value an immediate operand may hold, as an unsigned number (LSC_UNTYPED's
    /// 16-bit pitch in a 32-bit immediate).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub immediate_max: Option<u64>,
    /// Values that are documented as not allowed (e.g. surface `T0 (SLM): no`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<ExcludedValue>,
    /// The execution mask is checked as if the execution size were at least this many lanes
    /// (IGC compiles SCATTER_SCALED below 8 lanes as SIMD8, so SIMD8's masks apply).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mask_lanes_at_least: Option<u8>,
    /// Only the NoMask execution masks (`M1_NM` to `M8_NM`, codes 8-15) are allowed (IGC's
    /// verifier: "srnd must use noMask").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_mask_only: bool,
    /// The field must be given (a predicate the doc writes as optional, `[(<P>)]`, that IGC
    /// needs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub required: bool,
    /// The kind of label a label field must name (`It must be a block label`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<LabelClass>,
    /// The one region this source's general operands have: IGC's text shows no region for
    /// them and its parser writes this one (DPAS's Src2, "Register region: No").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub implied_region: Option<RegionSpec>,
    /// The operand must be GRF aligned (`Must be GRF aligned`): a general operand starts a
    /// register (its column offset is 0), a raw operand's byte offset is a multiple of the
    /// smallest GRF, 32 bytes.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub grf_aligned: bool,
    /// A raw operand starts at its variable's first byte (offset 0): IGC prints it by the
    /// variable's name alone, so its text cannot carry an offset (LSC_TYPED's coordinates).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub whole_variable: bool,
    /// The operand is in the binary (and the text) only when another field says so (RT_WRITE's
    /// `SI`, "Present only if SI bit is set in Mode"; INFO's `LOD`, only for resinfo): IGC's
    /// reader reads it only then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub present_when: Option<Presence>,
    /// The field is in the binary (and the text) of this byte layout only
    /// ([`LayoutName`]): IGC's readers of the two layouts differ by it (3D_SAMPLE's paired
    /// surface, LSC's surface-state index). Its member is an `Option`, absent in the other
    /// layout, and in this one written as its null value when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_layout: Option<LayoutName>,
}

/// A byte layout of vISA 4.1 files: IGC's readers disagree on some opcodes' operands without
/// changing the version number (`docs/head-layout.md`). The runtime's `Layout` has one value
/// per name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LayoutName {
    /// The layout of IGC 1.0.12504.6 (December 2022), the Debian `GenX_IR`.
    Igc2022,
    /// The layout of IGC's reader today (HEAD 98fff7164, the docs' commit).
    Current,
}

impl LayoutName {
    /// Every layout, the runtime's default first.
    pub const ALL: [LayoutName; 2] = [LayoutName::Igc2022, LayoutName::Current];

    /// The name in the errata file and the runtime (`igc2022`, `current`).
    pub fn name(self) -> &'static str {
        match self {
            LayoutName::Igc2022 => "igc2022",
            LayoutName::Current => "current",
        }
    }

    /// The runtime's variant name (`Igc2022`, `Current`).
    pub fn variant(self) -> &'static str {
        match self {
            LayoutName::Igc2022 => "Igc2022",
            LayoutName::Current => "Current",
        }
    }
}

/// When a [`Constraints::present_when`] operand is present: a flag bitfield is set, or an
/// enumerated bitfield holds one of `values`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Presence {
    /// The field.
    pub field: String,
    /// Its flag or enumerated bitfield.
    pub bitfield: String,
    /// For an enumerated bitfield, the values (names) under which the operand is present;
    /// empty for a flag (present when it is set).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<String>,
}

/// One legal combination of a [`Rule::ValueCombinations`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Combination {
    /// For each member, in order, the values (names) it may take.
    pub values: Vec<Vec<String>>,
    /// The types (upper-case vISA names) the variables of these operand fields may have with
    /// these values (DPAS: `UD, D` for integer precisions); other fields keep their own.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub types: std::collections::BTreeMap<String, Vec<String>>,
}

/// An enumerated bitfield of a field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumMember {
    /// Field name.
    pub field: String,
    /// Bitfield name.
    pub bitfield: String,
}

/// A region `<vstride;width,hstride>`, in elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionSpec {
    /// Elements between the starts of two rows.
    pub vstride: u8,
    /// Elements per row.
    pub width: u8,
    /// Elements between two neighbours in a row.
    pub hstride: u8,
}

impl RegionSpec {
    /// Whether a vec_operand can encode it: strides 0, 1, 2, 4, …, 32, widths 1, 2, 4, 8, 16
    /// (reference §2.6).
    pub fn is_encodable(&self) -> bool {
        let stride = |s: u8| s == 0 || (s.is_power_of_two() && s <= 32);
        stride(self.vstride)
            && stride(self.hstride)
            && self.width.is_power_of_two()
            && self.width <= 16
    }
}

impl std::fmt::Display for RegionSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{};{},{}>", self.vstride, self.width, self.hstride)
    }
}

/// The kind of a label (`label_info.kind`): a block label (a jump target) or a subroutine
/// label (a call target; the docs also say "function label").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LabelClass {
    /// Starts a basic block.
    Block,
    /// Starts a subroutine.
    Subroutine,
}

impl Constraints {
    /// True when nothing is constrained.
    pub fn is_empty(&self) -> bool {
        self == &Self::default()
    }
}

/// An inclusive value range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Range {
    /// Smallest allowed value.
    pub min: i64,
    /// Largest allowed value.
    pub max: i64,
}

/// Vector operand classes (reference §2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OperandClass {
    /// A general variable region.
    General,
    /// An address variable.
    Address,
    /// A predicate variable.
    Predicate,
    /// An indirect (address-register relative) region.
    Indirect,
    /// An immediate value.
    Immediate,
    /// A state (surface or sampler) variable.
    State,
}

impl OperandClass {
    /// Every class, in encoding order.
    pub const ALL: [OperandClass; 6] = [
        Self::General,
        Self::Address,
        Self::Predicate,
        Self::Indirect,
        Self::Immediate,
        Self::State,
    ];
}

/// A value documented as not allowed, with the doc's reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExcludedValue {
    /// The value.
    pub value: u32,
    /// Why, as documented.
    pub reason: String,
}

/// A `Bit[hi..lo]` group of a primitive field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bitfield {
    /// Snake-case name.
    pub name: String,
    /// Highest bit (inclusive).
    pub hi: u8,
    /// Lowest bit.
    pub lo: u8,
    /// The documented bit range, when an erratum moved the bitfield.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented_bits: Option<[u8; 2]>,
    /// What the bits mean.
    pub kind: BitfieldKind,
    /// The description, as text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Platform tag, e.g. `ICLLP+`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// Allowed range (`Valid values are [-8-7]`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<Range>,
    /// Enumerated values.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<EnumValue>,
    /// Line in the spec.
    pub line: u32,
}

impl Bitfield {
    /// An enumeration spanning the whole of `field` (a field without `Bit[..]` groups whose
    /// values are listed or given by an erratum), named after it, without values yet. `None`
    /// for operand fields, which have no width of their own.
    pub fn whole_field_enum(field: &Field) -> Option<Self> {
        Some(Bitfield {
            name: crate::names::snake_case(&field.name),
            hi: field.ty.bits()? - 1,
            lo: 0,
            documented_bits: None,
            kind: BitfieldKind::Enum,
            description: String::new(),
            platform: None,
            range: None,
            values: Vec::new(),
            line: field.line,
        })
    }

    /// Width in bits.
    pub fn width(&self) -> u8 {
        self.hi - self.lo + 1
    }

    /// The bit mask of this bitfield within its field.
    pub fn mask(&self) -> u64 {
        (((1u128 << self.width()) - 1) as u64) << self.lo
    }
}

/// What a bitfield holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BitfieldKind {
    /// The execution size code of an `Exec_size` byte.
    ExecSize,
    /// The execution mask of an `Exec_size` byte.
    ExecMask,
    /// The variant selector named by `### CONDITION`.
    SubOp,
    /// An R, G, B, A write mask; at least one channel must be enabled.
    ChannelMask,
    /// One of the enumerated values.
    Enum,
    /// A single-bit switch.
    Flag,
    /// A signed integer.
    Signed,
    /// An unsigned integer.
    Unsigned,
    /// Reserved; must be zero.
    Reserved,
}

/// One enumerated value of a bitfield.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumValue {
    /// Name as documented (`gather4_b`, `M1_NM`, `16-bit full`).
    pub name: String,
    /// Code (after errata).
    pub code: u64,
    /// The spec writes the code in hex (`0x0A`): the generated code writes it so too.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hex: bool,
    /// The documented code, when an erratum changed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub documented_code: Option<u64>,
    /// The text IGC's assembler uses for this value, when it differs from `name`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asm: Option<String>,
    /// The text of this value in the current layout ([`LayoutName::Current`], IGC's printer
    /// today), when it differs from the 2022 one (`asm`, else `name`): from the errata whose
    /// `layout` is `current`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asm_current: Option<String>,
    /// For execution sizes: the number of lanes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lanes: Option<u8>,
    /// Description after the name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Platform tag.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// False for values IGC has that the doc does not list (added by errata).
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub documented: bool,
    /// Line in the spec (0 for values added by errata).
    pub line: u32,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One op variant: a typed instruction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variant {
    /// The op name (`sample_b`), or the opcode name when there is no condition.
    pub name: String,
    /// The selector condition, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    /// IGC's assembly mnemonic.
    pub mnemonic: String,
    /// The Format table: the fields in binary order, after the opcode byte.
    pub layout: Vec<Slot>,
    /// Line of the Format table.
    pub line: u32,
}

/// `Field.bitfield = value`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    /// The field (`Op`).
    pub field: String,
    /// Its selector bitfield (`op`).
    pub bitfield: String,
    /// The selected value's code.
    pub code: u64,
}

/// One cell of a Format table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slot {
    /// Field name.
    pub field: String,
    /// Marked optional with `*` in the Format table.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// A field repeated as many times as the value of the field named here (SWITCHJMP's
    /// `Label0 | LabelN | Label(Num_labels-1)`: `Label`, `Num_labels` times).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<String>,
}

/// A remark that holds on some platforms only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlatformNote {
    /// The tag, e.g. `pre-ICLLP`.
    pub platform: String,
    /// The remark.
    pub text: String,
    /// Line in the spec.
    pub line: u32,
}

/// One row of a Notes parameter table: an operation and its parameters in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParamRow {
    /// Operation as the table spells it.
    pub op: String,
    /// Parameter names.
    pub params: Vec<String>,
    /// Line in the spec.
    pub line: u32,
}

/// A `#### Properties` entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Property {
    /// Name (`Out-of-bound Access`).
    pub name: String,
    /// Text.
    pub text: String,
}

/// The assembly syntax of every variant of the opcode.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Syntax {
    /// The platform tag of the syntax lines (`{-PVC}For pre-PVC platforms:`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub platform: Option<String>,
    /// `[(<P>)]` is accepted.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub predicate: bool,
    /// Dot-suffixes after the mnemonic, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub suffixes: Vec<Suffix>,
    /// `(<exec_size>)` follows the suffixes.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exec_size: bool,
    /// What separates `(M1, 16)`, or the mnemonic when there is no execution size, from the
    /// first operand (IGC prints two spaces for some ops, none before VME_IME's `(0,0)`).
    #[serde(default = "one_space", skip_serializing_if = "is_one_space")]
    pub exec_separator: String,
    /// Fields printed as operands, in order, before any counted parameters.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub operands: Vec<String>,
    /// Operand fields printed inside parentheses (`(<block_width>, <block_height>)`,
    /// `(<size>)`); consecutive ones share one pair, separated by `, `.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parenthesized: Vec<String>,
    /// Fields printed as a string-pool name (`<func_name> = string_pool[<func_id>]`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub string_pool: Vec<String>,
    /// The mnemonic is the name of this bitfield's value (`{raw_sends|raw_sendsc}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mnemonic_from: Option<Suffix>,
    /// Grammar-style per-op syntax templates (LSC_UNTYPED), as documented; what IGC prints
    /// is in `op_texts`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub templates: Vec<SyntaxTemplate>,
    /// IGC's text of op variants whose operands hold several fields each (LSC_UNTYPED's
    /// `V32:d32x4t bti(0x4)[V33+0x10]:a32`), from errata; a variant it covers prints this
    /// instead of `suffixes` and `operands`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub op_texts: Vec<OpText>,
    /// `[.sat]`: the destination field whose saturate modifier the flag sets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saturate: Option<String>,
    /// `[.flag]`s of the Text line that no bitfield description matches (an erratum binds them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unbound_flags: Vec<String>,
    /// Fields that are in the binary but not in the text (e.g. `Scale`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unprinted: Vec<String>,
    /// How plain-value operands print when IGC does not print them in decimal (from errata:
    /// VME's surface `T0`, RAW_SEND's descriptor `0x0`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub operand_forms: Vec<OperandForm>,
    /// The `(<mask>, <size>)` IGC prints comes from two bitfields of a field other than
    /// `Exec_size` (GATHER's Num_elts), from errata.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exec_from: Option<ExecFrom>,
    /// Operand fields printed in double quotes (FILE's `"<file_name>"`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quoted: Vec<String>,
    /// Vector operand fields IGC prints as an address when they are general or state
    /// operands (ADDR_ADD's Src0: `&V101`, `&V101[40]`, `&T6`), from errata. Such an operand
    /// has no region or modifier in the text, so a general one must have the region `<0;1,0>`
    /// and no modifier.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub address_of: Vec<String>,
    /// The instruction places a label, and its whole text is the label between a prefix and
    /// a suffix (LABEL `L3:`, SUBROUTINE `.function "L3"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub definition: Option<LabelDefinition>,
}

/// Where an execution size and mask printed as `(M1, 8)` live, when not in `Exec_size`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExecFrom {
    /// The field.
    pub field: String,
    /// Its enumerated bitfield whose values have lane counts.
    pub size: String,
    /// Its execution-mask bitfield.
    pub mask: String,
}

/// The text form of a plain-value operand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OperandForm {
    /// The field (a plain unsigned value printed as an operand).
    pub field: String,
    /// Literal text before the number (`T`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// The number is printed in hexadecimal with `0x` (`0x1f`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hex: bool,
}

impl Syntax {
    /// IGC's text of op variant `variant`, when an op text covers it.
    pub fn op_text(&self, variant: &str) -> Option<&OpText> {
        self.op_texts
            .iter()
            .find(|t| t.ops.iter().any(|o| o == variant))
    }

    /// The text form of `field`, when it is not plain decimal.
    pub fn operand_form(&self, field: &str) -> Option<&OperandForm> {
        self.operand_forms.iter().find(|f| f.field == field)
    }
}

impl OperandForm {
    /// The text of `value` in this form.
    pub fn text(&self, value: u64) -> String {
        let prefix = self.prefix.as_deref().unwrap_or("");
        if self.hex {
            format!("{prefix}0x{value:x}")
        } else {
            format!("{prefix}{value}")
        }
    }
}

/// The text of an instruction that places a label: `<prefix><label><suffix>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LabelDefinition {
    /// The label field.
    pub field: String,
    /// Text before the label (may be empty).
    #[serde(default)]
    pub prefix: String,
    /// Text after the label.
    #[serde(default)]
    pub suffix: String,
}

fn one_space() -> String {
    " ".to_owned()
}

fn is_one_space(s: &String) -> bool {
    s == " "
}

/// One per-op syntax template of a grammar-style Text section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SyntaxTemplate {
    /// The mnemonic as written, possibly a glob (`lsc_atomic*`).
    pub pattern: String,
    /// The op variants it covers.
    pub ops: Vec<String>,
    /// The template's lines, as documented.
    pub lines: Vec<String>,
    /// The fields it names, in order of first mention.
    pub fields: Vec<String>,
    /// Line in the spec.
    pub line: u32,
}

/// A suffix of the mnemonic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suffix {
    /// The field holding the value.
    pub field: String,
    /// The bitfield, when the field has several.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bitfield: Option<String>,
    /// For an optional flag `[.name]`: the text printed when the bit is set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flag: Option<String>,
    /// Literal text between the separator and the value (`.x[BooleanFuncCtrl]`: `x`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// What precedes the suffix when it is not `.` (`[_eot]`: `_`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separator: Option<String>,
    /// For an optional value `[.16|.64]`: the value (name) printed as no suffix at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// A flag of a run printed after one `.` with no separator of its own (RT_WRITE's
    /// `.<A><Z>`): the run is the consecutive joined flags, and prints nothing when none is
    /// set.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub joined: bool,
    /// For a flag: the text printed (after `.`) when it is clear, where IGC prints one
    /// (today's SVM_BLOCK_LD `.aligned`); the flag's suffix is then always there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clear: Option<String>,
}

impl Suffix {
    /// The value of `field` (or of its `bitfield`), printed plainly: no flag, prefix or
    /// separator of its own.
    pub fn value(field: String, bitfield: Option<String>) -> Self {
        Suffix {
            field,
            bitfield,
            flag: None,
            prefix: None,
            separator: None,
            default: None,
            joined: false,
            clear: None,
        }
    }
}

/// A cross-field rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Rule {
    /// A flag bit may be set only for some ops and execution sizes.
    FlagRestricted {
        /// The field holding the flag.
        field: String,
        /// The flag bitfield.
        bitfield: String,
        /// Ops (variant names) that may set it.
        ops: Vec<String>,
        /// Execution sizes (lanes) that may set it; all when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        exec_sizes: Vec<u8>,
        /// Errata id the rule comes from.
        source: String,
    },
    /// Predicate mode: when one of `operands` is a predicate operand, all of them must be,
    /// the instruction may not be predicated nor saturate, and its execution size must be
    /// `exec_size` when one is given.
    PredicateMode {
        /// The vector operands that switch the mode on.
        operands: Vec<String>,
        /// The only execution size (lanes) allowed in the mode.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exec_size: Option<u8>,
        /// Where the rule comes from (`Notes`, or an errata id).
        source: String,
    },
    /// A length packed in the bits `hi..=lo` of a descriptor (a vector field) against a
    /// register count (another field): when the descriptor is an immediate, the length may
    /// not exceed the count ([`LengthRelation::AtMost`]) or must equal it
    /// ([`LengthRelation::Equal`]; then the count must also fit the bits whatever the
    /// descriptor is, since the length field is built from it).
    DescriptorLength {
        /// The descriptor field.
        field: String,
        /// What the bits hold (`message length`).
        what: String,
        /// `[hi, lo]`.
        bits: [u8; 2],
        /// The plain-value field giving the count.
        count: String,
        /// How the length must compare with the count.
        relation: LengthRelation,
        /// A raw operand that must be `%null` when the length is 0.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        null_when_zero: Option<String>,
        /// Errata id the rule comes from.
        source: String,
    },
    /// Enumerated values that may only go together in some combinations (DPAS's precisions:
    /// the doc's table of legal combinations).
    ValueCombinations {
        /// The enumerated members, in order.
        members: Vec<EnumMember>,
        /// The legal combinations.
        combinations: Vec<Combination>,
        /// Errata id the rule comes from.
        source: String,
    },
    /// When the plain-value field `count` (the registers a raw operand holds) is 0, that raw
    /// operand must be `%null`.
    NullWhenCountZero {
        /// The raw operand.
        operand: String,
        /// The plain-value field giving its register count.
        count: String,
        /// Errata id the rule comes from.
        source: String,
    },
    /// When a bitfield holds one of some values, another must hold one of others (for some
    /// ops, or all): LSC_UNTYPED's `a16` addresses only on `.slm`.
    ValueRequires {
        /// The ops (variant names) concerned; all when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ops: Vec<String>,
        /// The conditions, which must all hold; none: always.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        when: Vec<ValueSet>,
        /// What the conditions require (no value: they may not hold).
        then: ValueSet,
        /// Errata id the rule comes from.
        source: String,
    },
    /// When every condition holds, a vector operand must be the immediate 0 or `%null`
    /// (LSC_UNTYPED's Surface of a flat access).
    ZeroOperandWhen {
        /// The vector operand field.
        field: String,
        /// The conditions.
        when: Vec<ValueSet>,
        /// Errata id the rule comes from.
        source: String,
    },
    /// For some ops a raw operand must be `%null` (`null`), or must be a variable; with
    /// conditions, only where they all hold (DWORD_ATOMIC's Src0 for `inc`, `dec`, `predec`).
    NullOperand {
        /// The raw operand field.
        field: String,
        /// The ops (variant names) concerned.
        ops: Vec<String>,
        /// The conditions, which must all hold; none: always.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        when: Vec<ValueSet>,
        /// Whether it must be `%null` (else it must not be).
        null: bool,
        /// Errata id the rule comes from.
        source: String,
    },
    /// Where every condition holds, the operands of `fields` that are declared variables
    /// (not `%null` or another predefined variable) must have one of `types` (DWORD_ATOMIC's
    /// Src0, Src1 and Dst: D for `imin` and `imax`, F for the float operations). Checked by
    /// `validate_types`, which has the declarations.
    OperandTypesWhen {
        /// The raw or vector operand fields.
        fields: Vec<String>,
        /// The conditions, which must all hold.
        when: Vec<ValueSet>,
        /// vISA type names, upper case (`UD`).
        types: Vec<String>,
        /// Errata id the rule comes from.
        source: String,
    },
}

/// How a [`Rule::DescriptorLength`] length must compare with its count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LengthRelation {
    /// The length may not exceed the count.
    AtMost,
    /// The length must equal the count.
    Equal,
}

/// Some values of an enumerated bitfield (or of `Exec_size`'s size); in a rule's conditions
/// (and an op text's), also a raw operand being `%null`: no bitfield, the one value
/// [`NULL_VALUE`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueSet {
    /// The field.
    pub field: String,
    /// Its bitfield (empty for a raw operand).
    pub bitfield: String,
    /// The values (names).
    pub values: Vec<String>,
}

/// The value a condition on a raw operand tests for: the operand is `%null`.
pub const NULL_VALUE: &str = "null";

/// The values an op text's condition on a vector operand tests for: the operand is the
/// immediate 0 ([`ZERO_VALUE`]), or a general operand at row and column 0, which IGC prints
/// by its variable's name alone ([`VARIABLE_VALUE`]: HEAD's LSC surface `bti(V5)` leaves the
/// surface-state index out then, IsaDisassembly.cpp:2808-2819).
pub const VECTOR_CONDITION_VALUES: [&str; 2] = [ZERO_VALUE, VARIABLE_VALUE];

/// A condition on a vector operand: it is the immediate 0.
pub const ZERO_VALUE: &str = "0";

/// A condition on a vector operand: it is a general operand at row and column 0.
pub const VARIABLE_VALUE: &str = "variable";

impl Rule {
    /// The operands and execution size of a [`Rule::PredicateMode`].
    pub fn predicate_mode(&self) -> Option<(&[String], Option<u8>)> {
        match self {
            Rule::PredicateMode {
                operands,
                exec_size,
                ..
            } => Some((operands, *exec_size)),
            _ => None,
        }
    }
}

/// The whole model: every opcode, sorted by name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Model {
    /// Opcodes, sorted by name.
    pub opcodes: Vec<Opcode>,
    /// Sub-opcode family headers, sorted by name.
    pub families: Vec<Family>,
    /// The opcodes left out because their spec, an erratum for them or their family has an
    /// error, sorted by name: nothing else in the model refers to them, and the generated
    /// crate lists them (`OMITTED_OPCODES`).
    pub omitted: Vec<Omitted>,
}

/// An opcode left out of the model, with the first error that put it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Omitted {
    /// The opcode's name, or the spec file's name without `.md` when the spec could not be
    /// read as far as its name.
    pub name: String,
    /// The spec file.
    pub source: String,
    /// The first error about it: in its spec, in an errata file, or about its family.
    pub error: crate::diag::Diagnostic,
}

impl Opcode {
    /// The field of that name.
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// The field with that role, if any.
    pub fn field_with_role(&self, role: Role) -> Option<&Field> {
        self.fields.iter().find(|f| f.role == role)
    }

    /// The opcode as the text of the current layout sees it ([`LayoutName::Current`]): its
    /// syntax that layout's ([`Opcode::current_syntax`]); `None` where it is the model's own.
    /// (Values spelled otherwise in that layout keep their 2022 spelling in `asm`: the
    /// generated code spells them by the layout at run time, [`EnumValue::asm_current`].)
    pub fn current_text(&self) -> Option<Opcode> {
        let syntax = self.current_syntax.clone()?;
        Some(Opcode {
            syntax,
            current_syntax: None,
            ..self.clone()
        })
    }

    /// Whether a value of `field`'s bitfield `bitfield` is spelled otherwise in the current
    /// layout's text ([`EnumValue::asm_current`]).
    pub fn spelled_by_layout(&self, field: &str, bitfield: &str) -> bool {
        self.field(field)
            .into_iter()
            .flat_map(|f| &f.bitfields)
            .filter(|b| b.name == bitfield)
            .flat_map(|b| &b.values)
            .any(|v| v.asm_current.is_some())
    }

    /// Serializes to the YAML written under `generated/model/`.
    pub fn to_yaml(&self) -> String {
        crate::yaml::to_string(self)
    }

    /// Reads the YAML written by [`Opcode::to_yaml`].
    pub fn from_yaml(text: &str) -> Result<Self, serde_yaml::Error> {
        crate::yaml::from_str(text)
    }
}

impl Field {
    /// The width in bits that the field's bitfields must fit in: a primitive's own width, or
    /// for a scalar that packs an immediate, the width of the immediate's type.
    pub fn packed_width(&self) -> u8 {
        self.ty.bits().unwrap_or_else(
            || match self.constraints.types.first().map(String::as_str) {
                Some("UB" | "B") => 8,
                Some("UW" | "W" | "HF" | "BF") => 16,
                Some("UQ" | "Q" | "DF") => 64,
                _ => 32,
            },
        )
    }

    /// The bitfield of that name.
    pub fn bitfield(&self, name: &str) -> Option<&Bitfield> {
        self.bitfields.iter().find(|b| b.name == name)
    }

    /// The bitfield of that kind.
    pub fn bitfield_of_kind(&self, kind: BitfieldKind) -> Option<&Bitfield> {
        self.bitfields.iter().find(|b| b.kind == kind)
    }
}

impl Variant {
    /// The slots after the parameter count: the counted parameters.
    pub fn params<'a>(&'a self, op: &'a Opcode) -> &'a [Slot] {
        let count = self.layout.iter().position(|s| {
            op.field(&s.field)
                .is_some_and(|f| f.role == Role::ParamCount)
        });
        match count {
            Some(i) => &self.layout[i + 1..],
            None => &[],
        }
    }
}

/// The vISA type names, upper case, as the specs write them.
pub const VISA_TYPES: [&str; 16] = [
    "UD", "D", "UW", "W", "UB", "B", "DF", "F", "V", "VF", "BOOL", "UQ", "UV", "Q", "HF", "BF",
];

/// True for a vISA type name, upper case (`UD`).
pub fn is_visa_type(t: &str) -> bool {
    VISA_TYPES.contains(&t)
}

impl Rule {
    /// Where the rule comes from: an errata id, or `Notes`.
    pub fn source(&self) -> &str {
        match self {
            Rule::FlagRestricted { source, .. }
            | Rule::PredicateMode { source, .. }
            | Rule::DescriptorLength { source, .. }
            | Rule::ValueCombinations { source, .. }
            | Rule::NullWhenCountZero { source, .. }
            | Rule::ValueRequires { source, .. }
            | Rule::ZeroOperandWhen { source, .. }
            | Rule::NullOperand { source, .. }
            | Rule::OperandTypesWhen { source, .. } => source,
        }
    }
}
