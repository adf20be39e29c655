//! Declarative corrections where the docs disagree with IGC (`specs/errata.yaml`).
//!
//! Every correction lives here as data, never as `if name == …` in an emitter. Each entry
//! says what the doc says, what IGC does, and the IGC source that shows it; entries with an
//! `apply` list change the model (keeping the documented value beside the corrected one),
//! entries without one record IGC behaviour for the docs.
//!
//! `schema` is what the file may say, `change` what each kind of change does to a model; this
//! file parses a file, applies its entries to an opcode and reports the ones nothing used.

mod change;
mod schema;
mod scope;

use change::*;
pub use schema::*;
pub use scope::{counts_table, Effect, Scope};

use crate::diag::Diagnostics;
use crate::model::*;
use serde::Deserialize;
use std::collections::BTreeMap;

impl ValueSetSpec {
    /// As [`resolve`](Self::resolve), for a condition: it must name at least one value (a
    /// condition on no value would never hold).
    fn resolve_condition(&self, op: &Opcode) -> Result<ValueSet, String> {
        if self.values.is_empty() {
            return Err(format!("a condition on `{}` names no value", self.field));
        }
        // A condition on a raw operand: whether it is `%null` (IGC's LSC_TYPED printer stops
        // its list of coordinates at the first `%null`, IsaDisassembly.cpp:3086-3098).
        if let Some(f) = op.field(&self.field).filter(|f| f.role == Role::Raw) {
            if self.bitfield.is_some() || self.values != [NULL_VALUE] {
                return Err(format!(
                    "a condition on the raw operand `{}` is `values: [{NULL_VALUE}]`",
                    f.name
                ));
            }
            return Ok(ValueSet {
                field: self.field.clone(),
                bitfield: String::new(),
                values: self.values.clone(),
            });
        }
        self.resolve(op)
    }

    /// The set, its bitfield resolved and its values checked against `op`.
    fn resolve(&self, op: &Opcode) -> Result<ValueSet, String> {
        let f = op
            .fields
            .iter()
            .find(|f| f.name == self.field)
            .ok_or_else(|| format!("no field `{}`", self.field))?;
        let enumerated =
            |b: &&Bitfield| matches!(b.kind, BitfieldKind::Enum | BitfieldKind::ExecSize);
        // A flag named by its bitfield: its values are `false` and `true`.
        let flag = self
            .bitfield
            .as_ref()
            .and_then(|name| f.bitfields.iter().find(|b| &b.name == name))
            .filter(|b| b.kind == BitfieldKind::Flag);
        if let Some(b) = flag {
            if let Some(v) = self
                .values
                .iter()
                .find(|v| !["false", "true"].contains(&v.as_str()))
            {
                return Err(format!(
                    "no value `{v}` in the flag `{}.{}` (`false` or `true`)",
                    self.field, b.name
                ));
            }
            return Ok(ValueSet {
                field: self.field.clone(),
                bitfield: b.name.clone(),
                values: self.values.clone(),
            });
        }
        let b = match &self.bitfield {
            Some(name) => f
                .bitfields
                .iter()
                .find(|b| &b.name == name)
                .filter(enumerated)
                .ok_or_else(|| format!("no enumerated bitfield `{}.{name}`", self.field))?,
            None => {
                let mut found = f.bitfields.iter().filter(enumerated);
                match (found.next(), found.next()) {
                    (Some(b), None) => b,
                    _ => {
                        return Err(format!(
                            "`{}` has no single enumerated bitfield",
                            self.field
                        ))
                    }
                }
            }
        };
        if let Some(v) = self
            .values
            .iter()
            .find(|v| !b.values.iter().any(|x| &x.name == *v))
        {
            return Err(format!("no value `{v}` in `{}.{}`", self.field, b.name));
        }
        Ok(ValueSet {
            field: self.field.clone(),
            bitfield: b.name.clone(),
            values: self.values.clone(),
        })
    }
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
/// Entries of one text layout ([`Entry::layout`]) apply last, to a copy of the model: what
/// they change of the syntax and the value spellings becomes that layout's text
/// ([`Opcode::current_syntax`], [`EnumValue::asm_current`]).
pub fn apply(file: &ErrataFile, op: &mut Opcode, diag: &mut Diagnostics) {
    for entry in file.errata.iter().filter(|e| e.layout.is_none()) {
        apply_entry(file, entry, op, diag);
    }
    // Each layout's entries apply to the model as the others leave it (the 2022 layout's
    // first: the current layout's syntax is kept where it differs from the 2022 one).
    let base = op.clone();
    for layout in LayoutName::ALL {
        let entries: Vec<&Entry> = file
            .errata
            .iter()
            .filter(|e| e.layout == Some(layout) && names(e, op))
            .collect();
        if entries.is_empty() {
            continue;
        }
        let mut text = base.clone();
        for entry in &entries {
            apply_entry(file, entry, &mut text, diag);
        }
        if let Err(why) = take_text(op, &base, text, layout) {
            for entry in entries {
                diag.error_in(
                    &file.name,
                    entry.line,
                    format!(
                        "erratum `{}` (layout `{}`) changes more of {} than its text: {why}",
                        entry.id,
                        layout.name(),
                        op.name
                    ),
                );
            }
        }
    }
}

/// Whether `entry` names `op` (or `*`).
fn names(entry: &Entry, op: &Opcode) -> bool {
    entry.opcodes.iter().any(|o| o == "*" || o == &op.name)
}

/// Makes the text of `text` (`base`, the model before any layout's entries, with the entries
/// of `layout` applied) the text of `layout` in `op`, and the errata and reader omissions the
/// entries record `op`'s; an error when anything but the syntax and the values' spellings
/// differs from `base`.
fn take_text(
    op: &mut Opcode,
    base: &Opcode,
    mut text: Opcode,
    layout: LayoutName,
) -> Result<(), String> {
    let syntax = std::mem::replace(&mut text.syntax, base.syntax.clone());
    // Each value the entries spell otherwise: (field, bitfield, code, spelling).
    let mut spellings = Vec::new();
    for (f, tf) in base.fields.iter().zip(&mut text.fields) {
        for (b, tb) in f.bitfields.iter().zip(&mut tf.bitfields) {
            for (v, tv) in b.values.iter().zip(&mut tb.values) {
                if tv.asm != v.asm {
                    let spelled = tv.asm.clone().unwrap_or_else(|| tv.name.clone());
                    spellings.push((f.name.clone(), b.name.clone(), v.code, spelled));
                    tv.asm.clone_from(&v.asm);
                }
            }
        }
    }
    // What else the entries record (errata, reader omissions) is the opcode's.
    let errata = recorded(&mut text.errata, base.errata.len());
    let omissions = recorded(&mut text.reader_omissions, base.reader_omissions.len());
    let current_omissions = recorded(
        &mut text.current_reader_omissions,
        base.current_reader_omissions.len(),
    );
    if text != *base {
        return Err("only the syntax and the spellings of values may differ".to_owned());
    }
    for (field, bitfield, code, spelled) in spellings {
        let value = op
            .fields
            .iter_mut()
            .filter(|f| f.name == field)
            .flat_map(|f| &mut f.bitfields)
            .filter(|b| b.name == bitfield)
            .flat_map(|b| &mut b.values)
            .find(|v| v.code == code);
        let Some(v) = value else { continue };
        match layout {
            LayoutName::Current => v.asm_current = Some(spelled),
            // The 2022 text is the model's own; the current layout keeps the spelling the
            // other entries give (unless its own entries spell it, which apply after).
            LayoutName::Igc2022 => {
                v.asm_current = Some(v.asm.clone().unwrap_or_else(|| v.name.clone()));
                v.asm = Some(spelled);
            }
        }
    }
    match layout {
        LayoutName::Current => op.current_syntax = (syntax != op.syntax).then_some(syntax),
        LayoutName::Igc2022 => {
            // The current layout's text stays the one before these entries.
            if op.current_syntax.is_none() && syntax != op.syntax {
                op.current_syntax = Some(op.syntax.clone());
            }
            op.syntax = syntax;
        }
    }
    op.errata.extend(errata);
    op.reader_omissions.extend(omissions);
    op.current_reader_omissions.extend(current_omissions);
    Ok(())
}

/// What `all` holds past its first `before` items, taken out of it.
fn recorded<T>(all: &mut Vec<T>, before: usize) -> Vec<T> {
    all.split_off(before.min(all.len()))
}

/// Applies one entry to `op`.
fn apply_entry(file: &ErrataFile, entry: &Entry, op: &mut Opcode, diag: &mut Diagnostics) {
    let wildcard = entry.opcodes.iter().any(|o| o == "*");
    if !names(entry, op) {
        return;
    }
    let mut applied = false;
    let mut failed = false;
    let class = !wildcard && entry.opcodes.len() > 1;
    let omissions_before = op.reader_omissions.len();
    for change in &entry.apply {
        let applied_change = if class {
            for_class_member(change, op).and_then(|c| apply_change(&c, op, &entry.id))
        } else {
            apply_change(change, op, &entry.id)
        };
        match applied_change {
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
    // What the entry's `reader_*` changes record belongs to the readers it names.
    let added: Vec<ReaderOmission> = op
        .reader_omissions
        .get(omissions_before..)
        .unwrap_or_default()
        .to_vec();
    if entry.readers.contains(&LayoutName::Current) {
        op.current_reader_omissions.extend(added);
    }
    if !entry.readers.contains(&LayoutName::Igc2022) {
        op.reader_omissions.truncate(omissions_before);
    }
    if wildcard && !applied && !entry.apply.is_empty() {
        return;
    }
    if !applied && !failed && !entry.apply.is_empty() {
        // This revision of the doc already says what IGC does (the corpus's 3D_SAMPLE has
        // the 4.x `uw` Op layout and lists the sample_po ops): nothing to correct.
        return;
    }
    op.errata.push(Erratum {
        id: entry.id.clone(),
        doc_says: entry.doc_says.trim().to_owned(),
        correction: entry.correction.trim().to_owned(),
        evidence: entry.evidence.trim().to_owned(),
        applied,
    });
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
