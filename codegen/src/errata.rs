//! Declarative corrections where the docs disagree with IGC (`specs/errata.yaml`).
//!
//! Every correction lives here as data, never as `if name == …` in an emitter. Each entry
//! says what the doc says, what IGC does, and the IGC source that shows it; entries with an
//! `apply` list change the model (keeping the documented value beside the corrected one),
//! entries without one record IGC behaviour for the docs.

use crate::diag::Diagnostics;
use crate::model::*;
use serde::Deserialize;
use std::collections::BTreeMap;

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
    /// The operand classes a vector field accepts.
    OperandClasses {
        /// Field name.
        field: String,
        /// Classes.
        classes: Vec<OperandClass>,
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
    /// Binds a `[.flag]` of the Text syntax to its bitfield.
    TextFlag {
        /// The flag as written in the Text section.
        flag: String,
        /// Field name.
        field: String,
        /// Bitfield name.
        bitfield: String,
    },
    /// What IGC prints between `(M1, 16)` and the first operand.
    ExecSeparator {
        /// The separator.
        text: String,
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
    /// IGC's assembly spelling of an opcode whose Text section differs from it: the mnemonic
    /// (every variant's), and operands printed in double quotes.
    AsmSpelling {
        /// The mnemonic, as IGC's lexer wants it.
        #[serde(default)]
        mnemonic: Option<String>,
        /// Operand fields printed in double quotes.
        #[serde(default)]
        quoted: Vec<String>,
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
}

/// Reads an errata file.
pub fn parse(text: &str, diag: &mut Diagnostics) -> Option<ErrataFile> {
    // Changes are written as one-key maps (`- field_type: {…}`), not YAML tags.
    let parsed: Result<ErrataFile, _> = serde_yaml::with::singleton_map_recursive::deserialize(
        serde_yaml::Deserializer::from_str(text),
    );
    match parsed {
        Ok(mut file) => {
            file.name = diag.file().to_owned();
            locate_entries(text, &mut file.errata);
            let mut ids = BTreeMap::new();
            for e in &file.errata {
                if let Some(first) = ids.insert(e.id.clone(), e.line) {
                    diag.error(
                        e.line,
                        format!(
                            "erratum id `{}` is used twice (first at line {first})",
                            e.id
                        ),
                    );
                }
            }
            Some(file)
        }
        Err(e) => {
            let line = e.location().map_or(0, |l| l.line() as u32);
            diag.error(line, format!("cannot read errata: {e}"));
            None
        }
    }
}

/// Sets each entry's line: the `id:` line that names it, in file order.
fn locate_entries(text: &str, entries: &mut [Entry]) {
    let mut lines = text.lines().enumerate();
    for entry in entries {
        let found = lines.find(|(_, l)| {
            let l = l.trim_start();
            let l = l.strip_prefix("- ").unwrap_or(l).trim_start();
            l.strip_prefix("id:")
                .is_some_and(|v| v.trim().trim_matches(|c| c == '\'' || c == '"') == entry.id)
        });
        entry.line = found.map_or(0, |(i, _)| i as u32 + 1);
    }
}

/// Applies every entry that names `op` (or `*`). What does not apply is an error at the entry's
/// line in the errata file (reported to the spec's `diag`, so that the opcode gets no model).
pub fn apply(file: &ErrataFile, op: &mut Opcode, diag: &mut Diagnostics) {
    for entry in &file.errata {
        let wildcard = entry.opcodes.iter().any(|o| o == "*");
        if !wildcard && !entry.opcodes.iter().any(|o| o == &op.name) {
            continue;
        }
        let mut applied = false;
        let mut failed = false;
        for change in &entry.apply {
            match apply_change(change, op, &entry.id) {
                Ok(Outcome::Changed) => applied = true,
                Ok(Outcome::AlreadyTrue) => {}
                Err(_) if wildcard => failed = true,
                Err(why) => {
                    failed = true;
                    diag.error_in(
                        &file.name,
                        entry.line,
                        format!(
                            "erratum `{}` does not apply to {}: {why}",
                            entry.id, op.name
                        ),
                    );
                }
            }
        }
        if wildcard && !applied && !entry.apply.is_empty() {
            continue;
        }
        if !applied && !failed && !entry.apply.is_empty() {
            // This revision of the doc already says what IGC does (the corpus's 3D_SAMPLE has
            // the 4.x `uw` Op layout and lists the sample_po ops): nothing to correct.
            continue;
        }
        op.errata.push(Erratum {
            id: entry.id.clone(),
            doc_says: entry.doc_says.trim().to_owned(),
            correction: entry.correction.trim().to_owned(),
            evidence: entry.evidence.trim().to_owned(),
            applied,
        });
    }
}

/// Warns about entries naming opcodes that none of the specs define (`defined`: the opcode
/// names the specs declare, whether or not they had errors).
pub fn unused(file: &ErrataFile, defined: &[String], diag: &mut Diagnostics) {
    for e in &file.errata {
        for o in e.opcodes.iter().filter(|o| *o != "*") {
            if !defined.contains(o) {
                diag.warning(
                    e.line,
                    format!(
                        "erratum `{}` names opcode `{o}`, which no spec defines",
                        e.id
                    ),
                );
            }
        }
    }
}

fn field_mut<'a>(op: &'a mut Opcode, name: &str) -> Result<&'a mut Field, String> {
    op.fields
        .iter_mut()
        .find(|f| f.name == name)
        .ok_or_else(|| format!("no field `{name}`"))
}

fn bitfield_mut<'a>(field: &'a mut Field, name: &str) -> Result<&'a mut Bitfield, String> {
    let fname = field.name.clone();
    field
        .bitfields
        .iter_mut()
        .find(|b| b.name == name)
        .ok_or_else(|| format!("no bitfield `{fname}.{name}`"))
}

/// Whether `name` is an op of `op`: a variant, or a value of a sub-op bitfield (ops without a
/// Format table have no variant).
fn has_op(op: &Opcode, name: &str) -> bool {
    op.variants.iter().any(|v| v.name == name)
        || op
            .fields
            .iter()
            .flat_map(|f| &f.bitfields)
            .filter(|b| b.kind == BitfieldKind::SubOp)
            .any(|b| b.values.iter().any(|v| v.name == name))
}

/// What a change did.
enum Outcome {
    /// The model was corrected.
    Changed,
    /// The doc already says what the change would make it say (a later doc revision).
    AlreadyTrue,
}

fn apply_change(change: &Change, op: &mut Opcode, id: &str) -> Result<Outcome, String> {
    match change {
        Change::FieldType { field, ty } => {
            let f = field_mut(op, field)?;
            if f.ty == *ty && f.documented_type.is_none() {
                return Ok(Outcome::AlreadyTrue);
            }
            if f.ty != *ty {
                f.documented_type.get_or_insert(f.ty);
                f.ty = *ty;
            }
        }
        Change::MoveBits { field, from, to } => {
            let f = field_mut(op, field)?;
            if from != to
                && !f.bitfields.iter().any(|b| [b.hi, b.lo] == *from)
                && f.bitfields
                    .iter()
                    .any(|b| [b.hi, b.lo] == *to && b.documented_bits.is_none())
            {
                return Ok(Outcome::AlreadyTrue);
            }
            let b = f
                .bitfields
                .iter_mut()
                .find(|b| [b.hi, b.lo] == *from)
                .ok_or_else(|| format!("no bitfield `{field}` Bit[{}..{}]", from[0], from[1]))?;
            b.documented_bits.get_or_insert([b.hi, b.lo]);
            [b.hi, b.lo] = *to;
        }
        Change::ValueCode {
            field,
            bitfield,
            value,
            code,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            let v = b
                .values
                .iter_mut()
                .find(|v| &v.name == value)
                .ok_or_else(|| format!("no value `{value}`"))?;
            v.documented_code.get_or_insert(v.code);
            v.code = *code;
            for variant in &mut op.variants {
                if let Some(c) = variant
                    .condition
                    .as_mut()
                    .filter(|c| &c.field == field && &c.bitfield == bitfield)
                {
                    if &variant.name == value {
                        c.code = *code;
                    }
                }
            }
        }
        Change::AddValue {
            field,
            bitfield,
            value,
            code,
            description,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            if let Some(v) = b.values.iter().find(|v| &v.name == value) {
                if v.code == *code && v.documented {
                    return Ok(Outcome::AlreadyTrue);
                }
                return Err(format!("value `{value}` is already documented"));
            }
            b.values.push(EnumValue {
                name: value.clone(),
                code: *code,
                documented_code: None,
                asm: None,
                lanes: None,
                description: description.clone(),
                platform: None,
                documented: false,
                line: 0,
            });
        }
        Change::AsmNames {
            field,
            bitfield,
            names,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            for (value, asm) in names {
                let v = b
                    .values
                    .iter_mut()
                    .find(|v| &v.name == value)
                    .ok_or_else(|| format!("no value `{value}`"))?;
                v.asm = Some(asm.clone());
            }
            for variant in &mut op.variants {
                if let Some(asm) = names.get(&variant.name) {
                    variant.mnemonic = asm.clone();
                }
            }
        }
        Change::Range {
            field,
            bitfield,
            min,
            max,
        } => {
            let f = field_mut(op, field)?;
            let new = Range {
                min: *min,
                max: *max,
            };
            match bitfield {
                Some(b) => bitfield_mut(f, b)?.range = Some(new),
                None => {
                    if let Some(old) = f.constraints.range.filter(|r| *r != new) {
                        f.constraints.documented_range.get_or_insert(old);
                    }
                    f.constraints.range = Some(new);
                }
            }
        }
        Change::OperandClasses { field, classes } => {
            let f = field_mut(op, field)?;
            if !matches!(f.ty, FieldType::Scalar | FieldType::VecOperand) {
                return Err(format!("`{field}` is not a vector operand"));
            }
            f.constraints.classes = classes.clone();
        }
        Change::Exclude {
            field,
            values,
            reason,
        } => {
            let f = field_mut(op, field)?;
            for &value in values {
                if !f.constraints.excluded.iter().any(|e| e.value == value) {
                    f.constraints.excluded.push(ExcludedValue {
                        value,
                        reason: reason.clone(),
                    });
                }
            }
        }
        Change::FlagRestricted {
            field,
            bitfield,
            ops,
            exec_sizes,
        } => {
            let f = field_mut(op, field)?;
            bitfield_mut(f, bitfield)?;
            if let Some(missing) = ops.iter().find(|o| !has_op(op, o)) {
                return Err(format!("no op `{missing}`"));
            }
            op.rules.push(Rule::FlagRestricted {
                field: field.clone(),
                bitfield: bitfield.clone(),
                ops: ops.clone(),
                exec_sizes: exec_sizes.clone(),
                source: id.to_owned(),
            });
        }
        Change::TextFlag {
            flag,
            field,
            bitfield,
        } => {
            let f = field_mut(op, field)?;
            bitfield_mut(f, bitfield)?;
            if op
                .syntax
                .suffixes
                .iter()
                .any(|s| s.flag.as_deref() == Some(flag.as_str()))
            {
                return Err(format!("text flag `{flag}` is already bound"));
            }
            // Keep the Text line's order: a flag goes after the flags already bound.
            let at = op
                .syntax
                .suffixes
                .iter()
                .rposition(|s| s.flag.is_some())
                .map_or(0, |i| i + 1);
            op.syntax.suffixes.insert(
                at,
                Suffix {
                    field: field.clone(),
                    bitfield: Some(bitfield.clone()),
                    flag: Some(flag.clone()),
                    prefix: None,
                    separator: None,
                },
            );
            op.syntax.unprinted.retain(|u| u != field);
            op.syntax.unbound_flags.retain(|f| f != flag);
        }
        Change::ExecSeparator { text } => op.syntax.exec_separator = text.clone(),
        Change::ReaderOmitsFlag { flag } => {
            if !op
                .syntax
                .suffixes
                .iter()
                .any(|s| s.flag.as_deref() == Some(flag.as_str()))
            {
                return Err(format!("the syntax has no flag `.{flag}`"));
            }
            op.reader_omissions.push(ReaderOmission::Flag {
                flag: flag.clone(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderOmitsPredicate { field } => {
            if field_mut(op, field)?.role != Role::Predicate {
                return Err(format!("`{field}` is not a predicate"));
            }
            op.reader_omissions.push(ReaderOmission::Predicate {
                erratum: id.to_owned(),
            });
        }
        Change::AsmSpelling { mnemonic, quoted } => {
            for q in quoted {
                if !op.syntax.operands.contains(q) {
                    return Err(format!("`{q}` is not an operand of the syntax"));
                }
                if !op.syntax.quoted.contains(q) {
                    op.syntax.quoted.push(q.clone());
                }
            }
            if let Some(m) = mnemonic {
                for v in &mut op.variants {
                    v.mnemonic = m.clone();
                }
            }
        }
        Change::LabelDefinition {
            field,
            prefix,
            suffix,
        } => {
            if field_mut(op, field)?.role != Role::Label {
                return Err(format!("`{field}` is not a label field"));
            }
            op.syntax.definition = Some(LabelDefinition {
                field: field.clone(),
                prefix: prefix.clone(),
                suffix: suffix.clone(),
            });
        }
        Change::ReaderOmitsExecMask { field } => {
            if field_mut(op, field)?.role != Role::ExecSize {
                return Err(format!("`{field}` is not an execution size"));
            }
            op.reader_omissions.push(ReaderOmission::ExecMask {
                erratum: id.to_owned(),
            });
        }
        Change::ReaderRenamesLabels { field } => {
            if field_mut(op, field)?.role != Role::Label {
                return Err(format!("`{field}` is not a label field"));
            }
            if op
                .reader_omissions
                .iter()
                .any(|o| matches!(o, ReaderOmission::LabelNames { .. }))
            {
                return Ok(Outcome::AlreadyTrue);
            }
            op.reader_omissions.push(ReaderOmission::LabelNames {
                erratum: id.to_owned(),
            });
        }
        Change::ReaderUnnamedOps {
            field,
            bitfield,
            ops,
            prints,
            suffix_prints,
        } => {
            let b = bitfield_mut(field_mut(op, field)?, bitfield)?;
            if let Some(missing) = ops.iter().find(|o| !b.values.iter().any(|v| &v.name == *o)) {
                return Err(format!("no value `{missing}`"));
            }
            op.reader_omissions.push(ReaderOmission::OpName {
                ops: ops.clone(),
                prints: prints.clone(),
                suffixes: suffix_prints.clone(),
                erratum: id.to_owned(),
            });
        }
    }
    Ok(Outcome::Changed)
}
