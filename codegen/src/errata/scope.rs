//! What an erratum is about: a rule of IGC's for every opcode, a rule for a class of opcodes,
//! or the defect of one document. The errata policy (docs/errata.md) asks for the general rule
//! first; these counts show how far the file follows it.

use super::{Change, Entry, ErrataFile};
use std::fmt::Write;

/// How widely an erratum applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// `opcodes: ['*']`: a rule of IGC's reader, printer, parser or verifier for every opcode
    /// that has the fields it names.
    EveryOpcode,
    /// A rule stated once for the opcodes it covers (two or more listed).
    OpcodeClass,
    /// What one opcode's document gets wrong.
    OneDocument,
}

impl Scope {
    /// Every scope, widest first.
    pub const ALL: [Scope; 3] = [Scope::EveryOpcode, Scope::OpcodeClass, Scope::OneDocument];

    /// The scope's row label in the counts table.
    pub fn label(self) -> &'static str {
        match self {
            Scope::EveryOpcode => "general rule, every opcode (`opcodes: ['*']`)",
            Scope::OpcodeClass => "general rule, a class of opcodes (2 or more listed)",
            Scope::OneDocument => "one document (one opcode listed)",
        }
    }
}

/// What an erratum does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Effect {
    /// At least one change to the model (layout, values, rules or text).
    ChangesModel,
    /// Only `reader_*` changes: what the 4.1 reader cannot check.
    RecordsReader,
    /// No change: IGC behaviour recorded for the generated docs.
    RecordsForDocs,
}

impl Effect {
    /// Every effect, in column order.
    pub const ALL: [Effect; 3] = [
        Effect::ChangesModel,
        Effect::RecordsReader,
        Effect::RecordsForDocs,
    ];

    /// The effect's column label in the counts table.
    pub fn label(self) -> &'static str {
        match self {
            Effect::ChangesModel => "changes the model",
            Effect::RecordsReader => "records the 4.1 reader",
            Effect::RecordsForDocs => "recorded for the docs",
        }
    }
}

impl Entry {
    /// How widely the entry applies, from its `opcodes` list.
    pub fn scope(&self) -> Scope {
        if self.opcodes.iter().any(|o| o == "*") {
            Scope::EveryOpcode
        } else if self.opcodes.len() > 1 {
            Scope::OpcodeClass
        } else {
            Scope::OneDocument
        }
    }

    /// What the entry does, from its `apply` list.
    pub fn effect(&self) -> Effect {
        if self.apply.is_empty() {
            Effect::RecordsForDocs
        } else if self.apply.iter().all(Change::records_reader) {
            Effect::RecordsReader
        } else {
            Effect::ChangesModel
        }
    }
}

impl Change {
    /// True for the kinds that only record what the vISA 4.1 reader cannot check.
    pub fn records_reader(&self) -> bool {
        matches!(
            self,
            Change::ReaderOmitsFlag { .. }
                | Change::ReaderOmitsPredicate { .. }
                | Change::ReaderOmitsExecMask { .. }
                | Change::ReaderRenamesLabels { .. }
                | Change::ReaderUnnamedOps { .. }
                | Change::ReaderPrintsMnemonic { .. }
                | Change::ReaderUnnamedValues { .. }
                | Change::ReaderCannotCheckValues { .. }
                | Change::ReaderCompileFails { .. }
                | Change::ReaderCannotRead { .. }
        )
    }
}

/// The errata counted by scope (rows) and effect (columns), as a Markdown table with totals.
pub fn counts_table(files: &[ErrataFile]) -> String {
    let entries: Vec<&Entry> = files.iter().flat_map(|f| &f.errata).collect();
    let count = |s: Option<Scope>, e: Option<Effect>| {
        entries
            .iter()
            .filter(|x| s.map_or(true, |s| x.scope() == s) && e.map_or(true, |e| x.effect() == e))
            .count()
    };
    let mut out = String::from("| scope |");
    for e in Effect::ALL {
        let _ = write!(out, " {} |", e.label());
    }
    out.push_str(" all |\n| --- |");
    out.push_str(&" ---: |".repeat(Effect::ALL.len() + 1));
    out.push('\n');
    let row = |out: &mut String, label: &str, s: Option<Scope>| {
        let _ = write!(out, "| {label} |");
        for e in Effect::ALL {
            let _ = write!(out, " {} |", count(s, Some(e)));
        }
        let _ = writeln!(out, " {} |", count(s, None));
    };
    for s in Scope::ALL {
        row(&mut out, s.label(), Some(s));
    }
    row(&mut out, "all", None);
    out
}
