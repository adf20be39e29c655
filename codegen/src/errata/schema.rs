//! The errata file's schema: entries and the kinds of change they make, as serde reads them
//! from `specs/errata.yaml`.

use super::*;

/// The errata file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrataFile {
    /// The entries.
    pub errata: Vec<Entry>,
    /// The file's name, for diagnostics about its entries.
    #[serde(skip)]
    pub name: String,
}

/// One erratum.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Stable id.
    pub id: String,
    /// Line of the entry's `id:` in the errata file.
    #[serde(skip)]
    pub line: u32,
    /// The opcodes it is about; `["*"]` means every opcode that has the fields it names.
    pub opcodes: Vec<String>,
    /// Where it is recorded in the reference (e.g. `visa-binary-format.md §4.1 #1`).
    #[serde(default)]
    pub reference: String,
    /// What the doc says.
    pub doc_says: String,
    /// What IGC does.
    pub correction: String,
    /// The IGC source that shows it.
    pub evidence: String,
    /// Changes to the model.
    #[serde(default)]
    pub apply: Vec<Change>,
    /// The readers whose behaviour the entry's `reader_*` changes record, by the layout they
    /// read: `igc2022` (GenX_IR 12504.6, the default) and/or `current` (`GenX_IR-head`).
    #[serde(default = "igc2022_reader")]
    pub readers: Vec<LayoutName>,
    /// The text layout the entry's changes describe, when it is one layout's only: its changes
    /// give that layout's text (IGC's printer of that layout spells a value, orders the
    /// suffixes or prints an operand otherwise), applied after every other entry to a copy of
    /// the model whose syntax and value spellings become that layout's. They may change
    /// nothing but the text.
    #[serde(default)]
    pub layout: Option<LayoutName>,
}

/// The default [`Entry::readers`]: IGC 12504.6's reader.
fn igc2022_reader() -> Vec<LayoutName> {
    vec![LayoutName::Igc2022]
}

/// One change to the model.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Change {
    /// The field's binary kind.
    FieldType {
        /// Field name.
        field: String,
        /// New kind.
        #[serde(rename = "type")]
        ty: FieldType,
    },
    /// Moves the bitfield documented at `from` to `to` (both `[hi, lo]`).
    MoveBits {
        /// Field name.
        field: String,
        /// Documented `[hi, lo]`.
        from: [u8; 2],
        /// Correct `[hi, lo]`.
        to: [u8; 2],
    },
    /// IGC's name table for a kind of enumerated operand (`Rel_op_str`, `CISAAtomicOpNames`):
    /// every enumerated bitfield of the opcode whose values all belong to the table prints
    /// and parses each value by the table's name at its code. A value belongs when its code
    /// is in `names` and its documented name is the table's name there (in any case) or one
    /// of `doc_names` at that code; a bitfield needs at least two values to match. Stated
    /// once with `opcodes: ['*']`, it covers every opcode with such an operand, whatever its
    /// field is called.
    ValueNames {
        /// IGC's table, for the docs (`Common_ISA.cpp` `Rel_op_str`).
        table: String,
        /// Code → IGC's name.
        names: BTreeMap<u64, String>,
        /// Code → other names the docs give that value (`imin` for `minsint`).
        #[serde(default)]
        doc_names: BTreeMap<u64, Vec<String>>,
        /// Code → what the vISA 4.1 reader's table holds there, where it differs from
        /// `names` (an empty name it prints as an empty suffix): recorded as a reader
        /// omission of each matching bitfield printed as a suffix.
        #[serde(default)]
        reader_prints: BTreeMap<u64, String>,
    },
    /// Changes the code of an enumerated value.
    ValueCode {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// Value name.
        value: String,
        /// Correct code.
        code: u64,
    },
    /// Adds a value IGC has and the doc does not list.
    AddValue {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// Value name (IGC's).
        value: String,
        /// Code.
        code: u64,
        /// What it is.
        #[serde(default)]
        description: String,
    },
    /// An enumerated value the instruction does not take (IGC has no name for it).
    RemoveValue {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// Value name.
        value: String,
    },
    /// IGC's assembly spelling of enumerated values.
    AsmNames {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// Value name → IGC spelling.
        names: BTreeMap<String, String>,
    },
    /// The allowed range of a field (or of one of its bitfields).
    Range {
        /// Field name.
        field: String,
        /// Bitfield name, when the range is a bitfield's.
        #[serde(default)]
        bitfield: Option<String>,
        /// Smallest allowed value.
        min: i64,
        /// Largest allowed value.
        max: i64,
    },
    /// The source modifiers the instruction's vector operands take, when the doc has no
    /// Source Modifier property (or a wrong one).
    SourceModifiers {
        /// `none`, `arithmetic` or `logic`.
        allowed: SourceModifier,
    },
    /// The largest value an immediate of a vector field may hold.
    ImmediateMax {
        /// Field name.
        field: String,
        /// Largest value, as an unsigned number.
        max: u64,
    },
    /// The operand classes a vector field accepts.
    OperandClasses {
        /// Field name.
        field: String,
        /// Classes.
        classes: Vec<OperandClass>,
    },
    /// The binary order of the fields (every variant's layout), when IGC's reader and writer
    /// order them differently from the Format table: a permutation of the documented order.
    Layout {
        /// Every field, in binary order.
        order: Vec<String>,
    },
    /// The binary has no such field: IGC's reader reads none (SRND has no predicate,
    /// `hasPredicate`). The field leaves every variant's layout and the model; the Text must
    /// not print it.
    RemoveField {
        /// Field name.
        field: String,
        /// The byte layout whose reader reads no such field (`igc2022`: 12504.6's reader reads
        /// NBARRIER's older form): the field stays, of the other layout only
        /// ([`Constraints::in_layout`]), as a field `add_field` adds for it; a vector operand
        /// then must be present under a condition (`present_when`), written as
        /// `%null(0,0)<0;1,0>` when absent. Without it: every layout.
        #[serde(default)]
        layout: Option<LayoutName>,
    },
    /// IGC prints these as dot-suffixes of the mnemonic, in this order: each entry names a
    /// field the Text writes as an operand (printed as its number, `.15`) or a flag suffix
    /// already bound (`eot`). RAW_SENDS: `raw_sends.<sfid>[.eot].<src0>.<src1>.<dst>`.
    SuffixOrder {
        /// Fields and flags, in printed order.
        order: Vec<String>,
    },
    /// The plain field `field` is the id of a general, address or predicate variable, whose
    /// class the enumerated bitfield `class` (of a field before it) gives, with values named
    /// `general`, `address` and `predicate` (LIFETIME's `variable` and properties' Bit[5..4]).
    /// IGC prints it by the variable's name (`V33`, `A1`, `P2`); the class bits are written
    /// from the variable.
    VariableId {
        /// The plain field holding the id.
        field: String,
        /// The enumerated bitfield giving the class.
        class: EnumMember,
    },
    /// IGC prints these operands, in this order, where the Text orders them otherwise or leaves
    /// one out: every operand of the Text, and any field the Text prints nowhere that IGC
    /// prints as an operand (AVS: the surface before the sampler, and u2d between DeltaV and
    /// groupID; RT_WRITE's Header).
    TextOperands {
        /// Every operand field, in printed order.
        operands: Vec<String>,
    },
    /// IGC prints two bitfields of `field` as the execution size `(<mask>, <lanes>)` (GATHER's
    /// Num_elts): `size`, whose values have lane counts, and `mask`, a 4-bit execution mask
    /// (it gets the values M1-M8, M1_NM-M8_NM).
    ExecSizeFrom {
        /// The field.
        field: String,
        /// The bitfield giving the number of lanes.
        size: String,
        /// The execution-mask bitfield.
        mask: String,
    },
    /// The execution mask is legal as at `lanes` lanes or more (IGC widens the instruction).
    ExecMaskLanes {
        /// The smallest width the mask is checked at.
        lanes: u8,
    },
    /// Only the NoMask execution masks (codes 8-15) are allowed.
    NoMaskOnly {},
    /// The predicate must be given, although the Text syntax writes it as optional.
    PredicateRequired {
        /// The predicate field.
        field: String,
    },
    /// IGC does not saturate this destination, whatever the doc's Saturation property and
    /// `[.sat]` say.
    NoSaturation {
        /// The destination field.
        field: String,
    },
    /// The source's general operands have this one region, which IGC's text leaves out.
    ImpliedRegion {
        /// The vector field (general operands only).
        field: String,
        /// The region its operands have.
        region: RegionSpec,
    },
    /// The operand must be GRF aligned, where the doc says so outside the field's own
    /// description (DPAS's Notes): as the front end reads "Must be GRF aligned".
    GrfAligned {
        /// The vector or raw operand field.
        field: String,
    },
    /// The raw operand must start at its variable's first byte: IGC prints it by the
    /// variable's name alone (LSC_TYPED's coordinates), so the text cannot carry an offset.
    WholeVariable {
        /// The raw operand field.
        field: String,
    },
    /// IGC prints these flags of `field` as one run after a single `.`, each as its text, in
    /// this order, and nothing when none is set (RT_WRITE's Mode: `.<RTI><A><Z>`); its parser
    /// reads them in any order. They replace any suffix the Text gives `field`.
    FlagRun {
        /// The field.
        field: String,
        /// Each flag bitfield with its text, in printed order.
        flags: Vec<FlagText>,
    },
    /// A field the binary has and the doc leaves out (IGC's reader reads it): it sits right
    /// after `after` in every variant's layout.
    AddField {
        /// The field it follows.
        after: String,
        /// Its name.
        name: String,
        /// Its binary kind (a primitive).
        #[serde(rename = "type")]
        ty: FieldType,
        /// What it is.
        description: String,
        /// Its bitfields, if it is split into some.
        #[serde(default)]
        bitfields: Vec<AddedBitfield>,
        /// IGC prints its (only) bitfield as a dot-suffix after the others; else the text does
        /// not carry it.
        #[serde(default)]
        suffix: bool,
        /// The byte layout whose reader reads it (`current`: IGC's reader today, not
        /// 12504.6's): the field is in the binary, and a raw operand in the text right after
        /// `after`, in that layout only ([`Constraints::in_layout`]). Such a field may be a
        /// raw operand, and its bitfields are flags (IFCALL's modifier byte), which that
        /// layout's own text entries (`layout: current`, `text_flag`) print.
        #[serde(default)]
        layout: Option<LayoutName>,
        /// The field is the instruction's predicate (a `uw`, as other opcodes' `Pred`), which
        /// the text prints as `(P1)` where its syntax prints one (`predicate_text`).
        #[serde(default)]
        predicate: bool,
        /// The op variants it is added to (by sub-op value name; LSC_TYPED's block2d ops,
        /// which IGC's reader of today reads with a layout of their own); every variant with
        /// `after` when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ops: Vec<String>,
    },
    /// IGC prints the predicate field `field` before the mnemonic, `(P1)` / `(!P1)`, where the
    /// Text writes none (DPAS in IGC's printer of today, an entry with `layout: current`).
    PredicateText {
        /// The predicate field.
        field: String,
    },
    /// The operand is in the binary only when a flag of another field is set, or an
    /// enumerated bitfield holds one of some values (IGC's reader reads it only then).
    PresentWhen {
        /// The raw or vector operand field.
        field: String,
        /// The condition.
        when: Presence,
    },
    /// The types an operand may have, where the doc gives none (a raw or vector operand).
    OperandTypes {
        /// The field.
        field: String,
        /// vISA type names, upper case (`UD`).
        types: Vec<String>,
    },
    /// The operand type maps (pairs of destination and source types) IGC's verifier accepts,
    /// replacing the doc's (FCVT: UB with HF, UD with F); none (`type_maps: []`) where the
    /// verifier pairs no types (CMP).
    TypeMaps {
        /// The maps.
        maps: Vec<TypeMapSpec>,
    },
    /// Each map's destination types also take its source types, beside the maps the doc
    /// gives, for the destination types the opcode's maps give (IGC's verifier lets an
    /// arithmetic instruction's F destination take HF sources and its HF destination F
    /// sources): a map per destination type with the sources the maps do not pair with it
    /// yet. It applies to an opcode whose maps give at least one of the destination types.
    MixedSourceTypes {
        /// The maps.
        maps: Vec<TypeMapSpec>,
    },
    /// The instruction writes this operand (a destination the doc's wording does not show).
    Destination {
        /// Field name.
        field: String,
    },
    /// Values the field may not take.
    Exclude {
        /// Field name.
        field: String,
        /// Values.
        values: Vec<u32>,
        /// Why.
        reason: String,
    },
    /// A flag bit allowed only for some ops and execution sizes.
    FlagRestricted {
        /// Field name.
        field: String,
        /// Flag bitfield name.
        bitfield: String,
        /// Ops (variant names) that may set it.
        ops: Vec<String>,
        /// Execution sizes that may set it.
        #[serde(default)]
        exec_sizes: Vec<u8>,
    },
    /// Enumerated values that may only go together in the listed combinations.
    ValueCombinations {
        /// The enumerated bitfields.
        members: Vec<EnumMember>,
        /// The legal combinations.
        combinations: Vec<Combination>,
    },
    /// When `field` is an immediate, its bits `hi..=lo` (a length) may not exceed
    /// (`relation: at_most`) or must equal (`relation: equal`) the value of the field `count`.
    DescriptorLength {
        /// The vector field holding the descriptor.
        field: String,
        /// What the bits hold.
        what: String,
        /// `[hi, lo]`.
        bits: [u8; 2],
        /// The plain-value field giving the count.
        count: String,
        /// How the length compares with the count.
        relation: LengthRelation,
        /// A raw operand that must be `%null` when the length is 0 (RAW_SEND's Dst without a
        /// response).
        #[serde(default)]
        null_when_zero: Option<String>,
    },
    /// When the plain-value field `count` is 0, the raw operand `operand` (which holds
    /// `count` registers) must be `%null`.
    NullWhenCountZero {
        /// The raw operand.
        operand: String,
        /// The plain-value field giving its register count.
        count: String,
    },
    /// IGC writes the flag `flag` on the mnemonic, after `_`, before every suffix
    /// (today's `raw_sends_eot.<sfid>…`).
    MnemonicFlag {
        /// The flag, as bound by `text_flag` or read from the Text section.
        flag: String,
    },
    /// IGC prints the flag `flag` as `.<text>` when it is clear, so that one of the two is
    /// always there (today's printer: SVM_BLOCK_LD `.aligned` or `.unaligned`).
    FlagClearText {
        /// The flag, as bound by `text_flag` or read from the Text section.
        flag: String,
        /// What IGC prints when it is clear.
        text: String,
    },
    /// A bitfield the doc leaves out of a field whose other bits it describes (IGC's reader
    /// reads it): SVM_BLOCK_ST's unaligned bit 3 of Properties.
    AddBitfield {
        /// The field.
        field: String,
        /// The bitfield.
        #[serde(flatten)]
        bitfield: AddedBitfield,
    },
    /// Binds a `[.flag]` of the Text syntax to its bitfield.
    TextFlag {
        /// The flag as written in the Text section.
        flag: String,
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
    },
    /// IGC's mnemonic for the opcode's variants (all of them, or those named), when it is not
    /// the Text section's (`CACHE_FLUSH` is `sampler_cache_flush`).
    Mnemonic {
        /// IGC's mnemonic.
        text: String,
        /// The variants it names; all when empty.
        #[serde(default)]
        variants: Vec<String>,
    },
    /// How IGC prints a plain-value operand: with a literal prefix (`T0`) and/or in
    /// hexadecimal (`0x0`).
    OperandForm {
        /// Field name (a plain unsigned value printed as an operand).
        field: String,
        /// Literal text before the number.
        #[serde(default)]
        prefix: Option<String>,
        /// Hexadecimal with `0x`.
        #[serde(default)]
        hex: bool,
    },
    /// What IGC prints between `(M1, 16)` (or the mnemonic, when there is no execution size)
    /// and the first operand.
    ExecSeparator {
        /// The separator.
        text: String,
    },
    /// A `[.flag]` of the Text section that the vISA 4.1 binary has no bit for (IFCALL's
    /// `[.uniform]`, which IGC's HEAD keeps in a modifier byte the Format does not list): it is
    /// no part of the instruction, and nothing prints or reads it.
    UnencodedTextFlag {
        /// The flag as written in the Text section.
        flag: String,
    },
    /// The vISA 4.1 reader's printer never prints this text flag.
    ReaderOmitsFlag {
        /// The flag, as bound by `text_flag` or read from the Text section.
        flag: String,
    },
    /// The vISA 4.1 reader's printer never prints the predicate.
    ReaderOmitsPredicate {
        /// The predicate field.
        field: String,
    },
    /// Operands IGC prints in double quotes (FILE's name).
    QuotedOperands {
        /// The operand fields.
        fields: Vec<String>,
    },
    /// Vector operands IGC prints as an address when they are general or state operands
    /// (`&V101[40]`, `&T6`): no region, no modifier (ADDR_ADD's Src0).
    AddressOfOperands {
        /// The operand fields.
        fields: Vec<String>,
    },
    /// The instruction places the label `field`, and IGC's text is the label between `prefix`
    /// and `suffix` (LABEL `L3:`; SUBROUTINE `.function "L3"`).
    LabelDefinition {
        /// The label field.
        field: String,
        /// Text before the label.
        #[serde(default)]
        prefix: String,
        /// Text after the label.
        #[serde(default)]
        suffix: String,
    },
    /// The vISA 4.1 reader prints the execution mask as `M1` whatever its bits hold.
    ReaderOmitsExecMask {
        /// The `Exec_size` field.
        field: String,
    },
    /// The vISA 4.1 reader prints the labels of this label field with a suffix of its own
    /// (`L3_12`).
    ReaderRenamesLabels {
        /// The label field.
        field: String,
    },
    /// The vISA 4.1 reader has no name for these ops and prints `prints` instead.
    ReaderUnnamedOps {
        /// The sub-op field.
        field: String,
        /// The sub-op bitfield.
        bitfield: String,
        /// The ops (value names).
        ops: Vec<String>,
        /// What the reader prints as the mnemonic.
        prints: String,
        /// Suffixes the reader prints differently for these ops: crate spelling → reader's.
        #[serde(default)]
        suffix_prints: BTreeMap<String, String>,
    },
    /// The vISA 4.1 reader prints these ops (variants) under another mnemonic (its printer
    /// names VME_IDM `vme_sic`).
    ReaderPrintsMnemonic {
        /// The variants concerned; all when empty.
        #[serde(default)]
        variants: Vec<String>,
        /// What the reader prints as the mnemonic.
        prints: String,
    },
    /// The vISA 4.1 reader has no name for these enumerated values of a mnemonic suffix and
    /// prints `prints` instead.
    ReaderUnnamedValues {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// The values (names).
        values: Vec<String>,
        /// What the reader prints as the suffix.
        prints: String,
    },
    /// GenX_IR decodes these suffix values but hangs or crashes compiling them: conformance
    /// runs skip the instructions that have one.
    ReaderCannotCheckValues {
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
        /// The values (names).
        values: Vec<String>,
        /// Why, in one sentence.
        reason: String,
    },
    /// GenX_IR's compile step after the dump fails for kernels with the opcode, every one
    /// (CALL) or some it cannot tell apart from the others by opcode (INFO's pair of
    /// resinfo): conformance runs check the dump and the verifier only.
    ReaderCompileFails {
        /// Why, in one sentence.
        reason: String,
    },
    /// The vISA 4.1 reader cannot decode the opcode (or these ops of it): conformance runs
    /// skip them.
    ReaderCannotRead {
        /// Why, in one sentence.
        reason: String,
        /// The ops (variant names) it cannot read; the whole opcode when empty.
        #[serde(default)]
        ops: Vec<String>,
    },
    /// A plain field is an enumeration the doc names without codes (LSC_UNTYPED's LscSFID
    /// table lists `.ugm`, `.ugml`, `.slm`): its values and IGC's codes.
    Enumerate {
        /// The field (a plain value without bitfields).
        field: String,
        /// Its values, in code order.
        values: Vec<NamedCode>,
    },
    /// When every set of `when` holds (always, when there is none), `then` must (for `ops`,
    /// or every op): values of enumerated bitfields, or of `Exec_size`'s size. A `then`
    /// without values forbids the conditions.
    Requires {
        /// The ops (variant names) concerned; all when empty.
        #[serde(default)]
        ops: Vec<String>,
        /// The conditions.
        #[serde(default)]
        when: Vec<ValueSetSpec>,
        /// What they require.
        then: ValueSetSpec,
    },
    /// When every set of `when` holds, the vector operand `field` must be the immediate 0 or
    /// `%null`.
    ZeroOperandWhen {
        /// The vector operand field.
        field: String,
        /// The conditions.
        when: Vec<ValueSetSpec>,
    },
    /// IGC's text of these ops, whose operands hold several fields each (LSC_UNTYPED's
    /// `V32:d32x4t bti(0x4)[V33+0x10]:a32`), in the template syntax of `op_text.rs`.
    OpText {
        /// The ops (variant names).
        ops: Vec<String>,
        /// The mnemonic, when IGC spells it from fields' values.
        #[serde(default)]
        mnemonic: Template,
        /// What follows the mnemonic.
        #[serde(default)]
        suffix: Template,
        /// The execution size follows the suffix.
        #[serde(default)]
        exec_size: bool,
        /// The operands.
        operands: Vec<Template>,
        /// The values of fields the text does not print, which it stands for.
        #[serde(default)]
        implied: BTreeMap<String, String>,
    },
    /// For these ops, a raw operand must be `%null` (`null: true`), or must not be; with
    /// `when`, only where every set of it holds (an operand an enumerated operation does not
    /// use: DWORD_ATOMIC's Src0 for `inc`).
    NullOperand {
        /// The raw operand field.
        field: String,
        /// The ops (variant names) concerned; every op that has the field when empty (a rule
        /// stated for several opcodes, whose variants are named differently).
        #[serde(default)]
        ops: Vec<String>,
        /// The conditions; none: always.
        #[serde(default)]
        when: Vec<ValueSetSpec>,
        /// `true`: it must be `%null`; `false`: it must be a variable.
        null: bool,
    },
    /// Where every set of `when` holds, the operands of `fields` that are declared variables
    /// must have one of `types` (the operand types an enumerated operation takes: DWORD_ATOMIC's
    /// D for `imin`, F for `fmax`).
    OperandTypesWhen {
        /// The raw or vector operand fields.
        fields: Vec<String>,
        /// The conditions (at least one).
        when: Vec<ValueSetSpec>,
        /// vISA type names, upper case (`UD`).
        types: Vec<String>,
    },
}

/// A flag of a [`Change::FlagRun`] and its text.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlagText {
    /// The flag bitfield.
    pub bitfield: String,
    /// What IGC prints when it is set (`<A>`).
    pub text: String,
}

/// A bitfield of an [`Change::AddField`] field.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddedBitfield {
    /// Its name.
    pub name: String,
    /// `[hi, lo]`.
    pub bits: [u8; 2],
    /// What it holds (`channel_mask`, `unsigned`, `flag`, …).
    pub kind: BitfieldKind,
    /// What it is.
    #[serde(default)]
    pub description: String,
}

/// Values of a field's enumerated bitfield (the only one when `bitfield` is not given).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueSetSpec {
    /// Field name.
    pub field: String,
    /// Bitfield name; the field's only enumerated (or execution size) bitfield when absent.
    #[serde(default)]
    pub bitfield: Option<String>,
    /// Value names.
    pub values: Vec<String>,
}

/// One operand type map: destination types, source types (vISA type names, upper case).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeMapSpec {
    /// Destination types.
    pub dst: Vec<String>,
    /// Source types.
    pub src: Vec<String>,
}

/// A value name and its code.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedCode {
    /// Value name.
    pub value: String,
    /// Code.
    pub code: u64,
    /// What it is.
    #[serde(default)]
    pub description: String,
}
