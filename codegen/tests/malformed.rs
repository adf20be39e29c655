//! Malformed specs: real spec files, each with one small textual edit, and the exact diagnostic
//! (level, line, message) the front end gives for it.
//!
//! Every case takes a real file (one of the repository's `specs/*.md`, or one of IGC's opcode
//! docs in `../shared/visa-spec/instructions-all`, read by path; those cases skip loudly without it), edits it in place, loads it the
//! way `visa-isa-codegen check specs` would (the other four specs and `specs/errata.yaml`
//! beside it), and compares the diagnostics the edit *adds* to the untouched files' own with
//! the expected list, exactly. An error means the edited opcode has no model; a warning-only
//! edit still gives the opcode, and each such case says what of its model must hold.

mod support;

use std::path::{Path, PathBuf};
use visa_isa_codegen::diag::{Diagnostic, Level};
use visa_isa_codegen::model::Opcode;
use visa_isa_codegen::{load_sources, Loaded, Source};

use Level::{Error, Warning};

const SPECS: [&str; 5] = [
    "3D_SAMPLE.md",
    "3D_SAMPLE4.md",
    "GATHER4_TYPED.md",
    "SAMPLE_UNORM.md",
    "SCATTER4_SCALED.md",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn errata() -> Vec<u8> {
    read(&root().join("specs/errata.yaml"))
}

/// A real file under edit: its current bytes, and how its lines moved, so that the diagnostics
/// of the untouched file can be moved along.
#[derive(Clone)]
struct Edit {
    /// File name as loaded.
    name: String,
    bytes: Vec<u8>,
    /// `(first line, lines removed, lines added)` of each edit, in order.
    moves: Vec<(u32, u32, u32)>,
    /// The other files loaded beside it: the other specs, and the errata.
    company: Vec<Source>,
    errata: Vec<Source>,
    /// Whether the edit is to the errata file rather than to a spec.
    is_errata: bool,
}

/// One of the repository's specs, loaded with the other four and the errata.
fn spec(name: &str) -> Edit {
    Edit {
        name: name.to_owned(),
        bytes: read(&root().join("specs").join(name)),
        moves: Vec::new(),
        company: SPECS
            .iter()
            .filter(|s| **s != name)
            .map(|s| Source {
                name: (*s).to_owned(),
                bytes: read(&root().join("specs").join(s)),
            })
            .collect(),
        errata: vec![Source {
            name: "errata.yaml".into(),
            bytes: errata(),
        }],
        is_errata: false,
    }
}

/// One of IGC's opcode docs, loaded alone and without errata; `None` (the test skips) when
/// `../shared` is absent.
fn igc_doc(name: &str) -> Option<Edit> {
    let path = support::shared_path(
        None,
        &format!("visa-spec/instructions-all/{name}"),
        "malformed-spec test",
    )?;
    Some(Edit {
        name: name.to_owned(),
        bytes: read(&path),
        moves: Vec::new(),
        company: Vec::new(),
        errata: Vec::new(),
        is_errata: false,
    })
}

/// `specs/errata.yaml`, loaded with the five specs.
fn errata_file() -> Edit {
    Edit {
        name: "errata.yaml".into(),
        bytes: errata(),
        moves: Vec::new(),
        company: SPECS
            .iter()
            .map(|s| Source {
                name: (*s).to_owned(),
                bytes: read(&root().join("specs").join(s)),
            })
            .collect(),
        errata: Vec::new(),
        is_errata: true,
    }
}

impl Edit {
    fn text(&self) -> &str {
        std::str::from_utf8(&self.bytes).expect("edits before the last one keep UTF-8")
    }

    /// 1-based line of the only line containing `needle`.
    fn line_of(&self, needle: &str) -> u32 {
        let hits: Vec<usize> = self
            .text()
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains(needle))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(
            hits.len(),
            1,
            "{}: `{needle}` must name exactly one line, found {hits:?}",
            self.name
        );
        hits[0] as u32 + 1
    }

    /// 1-based line of the `nth` (from 1) line containing `needle`.
    fn nth_line_of(&self, needle: &str, nth: usize) -> u32 {
        self.text()
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains(needle))
            .nth(nth - 1)
            .map(|(i, _)| i as u32 + 1)
            .unwrap_or_else(|| panic!("{}: no line {nth} containing `{needle}`", self.name))
    }

    /// Replaces lines `first..first+count` (1-based) with `new` (any number of lines, or none).
    fn splice(mut self, first: u32, count: u32, new: &[&str]) -> Self {
        let text = self.text().to_owned();
        let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
        let at = first as usize - 1;
        let added: Vec<String> = new.iter().map(|l| format!("{l}\n")).collect();
        lines.splice(at..at + count as usize, added.iter().map(String::as_str));
        self.bytes = lines.concat().into_bytes();
        self.moves.push((first, count, new.len() as u32));
        self
    }

    /// Replaces `old` by `new` in the only line containing `old` (the line count stays).
    fn replace(self, old: &str, new: &str) -> Self {
        let line = self.line_of(old);
        let text = self
            .text()
            .lines()
            .nth(line as usize - 1)
            .expect("line")
            .to_owned();
        let replaced = text.replacen(old, new, 1);
        self.splice(line, 1, &[&replaced])
    }

    /// Deletes the only line containing `needle`.
    fn delete_line(self, needle: &str) -> Self {
        let line = self.line_of(needle);
        self.splice(line, 1, &[])
    }

    /// Inserts `new` lines after the only line containing `needle`.
    fn insert_after(self, needle: &str, new: &[&str]) -> Self {
        let line = self.line_of(needle);
        self.splice(line + 1, 0, new)
    }

    /// Where a line of the untouched file is after the edits (`None`: it was removed).
    fn moved(&self, mut line: u32) -> Option<u32> {
        if line == 0 {
            return Some(0);
        }
        for &(first, removed, added) in &self.moves {
            if line >= first + removed {
                line = line + added - removed;
            } else if line >= first && removed != added {
                return None;
            }
        }
        Some(line)
    }

    fn load(&self, bytes: Vec<u8>) -> Loaded {
        let edited = Source {
            name: self.name.clone(),
            bytes,
        };
        if self.is_errata {
            load_sources(&self.company, &[edited])
        } else {
            let mut specs = self.company.clone();
            specs.push(edited);
            load_sources(&specs, &self.errata)
        }
    }

    fn original(&self) -> Vec<u8> {
        let path = if self.is_errata {
            root().join("specs/errata.yaml")
        } else if SPECS.contains(&self.name.as_str()) && !self.company.is_empty() {
            root().join("specs").join(&self.name)
        } else {
            root()
                .join("../shared/visa-spec/instructions-all")
                .join(&self.name)
        };
        read(&path)
    }

    /// Loads the edited file and checks that the diagnostics it adds are exactly `expected`
    /// (`(level, line, message)`, lines in the edited file). Returns what was loaded.
    fn expect(&self, expected: &[(Level, u32, &str)]) -> Loaded {
        let before = self.load(self.original());
        let after = self.load(self.bytes.clone());
        // The untouched file's own diagnostics, moved to where their lines are now.
        let mut old: Vec<Diagnostic> = before
            .diagnostics
            .iter()
            .filter_map(|d| {
                let mut d = d.clone();
                if d.file == self.name {
                    d.line = self.moved(d.line)?;
                }
                Some(d)
            })
            .collect();
        let mut added = Vec::new();
        for d in &after.diagnostics {
            match old.iter().position(|o| o == d) {
                Some(i) => {
                    old.remove(i);
                }
                // Whether a warning marks an unknown construct is not what these tests pin.
                None => added.push(Diagnostic {
                    unknown: false,
                    ..d.clone()
                }),
            }
        }
        let want: Vec<Diagnostic> = expected
            .iter()
            .map(|&(level, line, message)| Diagnostic {
                file: self.name.clone(),
                line,
                level,
                message: message.to_owned(),
                unknown: false,
            })
            .collect();
        let show = |ds: &[Diagnostic]| {
            ds.iter()
                .map(|d| format!("  {d}"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        if std::env::var_os("MALFORMED_SHOW").is_some() {
            eprintln!("{}:\n{}", self.name, show(&added));
        }
        assert_eq!(
            added,
            want,
            "\n{}: the edit added\n{}\nexpected\n{}",
            self.name,
            show(&added),
            show(&want)
        );
        let errors = expected.iter().any(|(l, _, _)| *l == Error);
        assert_eq!(after.has_errors(), errors, "{}", self.name);
        if self.is_errata {
            // The errata tests say which opcodes lose their model.
        } else if self.company.is_empty() {
            assert_eq!(after.model.opcodes.is_empty(), errors, "{}", self.name);
        } else {
            let opcode = self.name.trim_end_matches(".md");
            let modelled = after.model.opcodes.iter().any(|o| o.name == opcode);
            assert_eq!(
                modelled, !errors,
                "{}: a model exactly when there is no error",
                self.name
            );
            assert_eq!(
                after.model.opcodes.len(),
                self.company.len() + usize::from(modelled),
                "{}: the other specs keep their models",
                self.name
            );
        }
        after
    }

    /// What the untouched files load to.
    fn baseline(&self) -> Loaded {
        self.load(self.original())
    }
}

/// The model of `name`, which must exist.
fn opcode<'a>(loaded: &'a Loaded, name: &str) -> &'a Opcode {
    loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("{name} has a model"))
}

/// The five specs and the errata load without errors: every case below starts from a clean
/// state, and each diagnostic it expects comes from its edit.
#[test]
fn the_untouched_files_load_cleanly() {
    let loaded = spec("GATHER4_TYPED.md").baseline();
    assert!(!loaded.has_errors(), "{:#?}", loaded.diagnostics);
    assert_eq!(loaded.model.opcodes.len(), 5);
}

// ------------------------------------------------------------------------------ Format tables

/// GATHER4_TYPED.md with the two body rows of its Format table deleted: only the header is left.
#[test]
fn format_table_with_only_its_header() {
    let e = spec("GATHER4_TYPED.md");
    let row = e.line_of("| 0x4b(GATHER4_TYPED) |");
    let e = e.splice(row, 2, &[]);
    e.expect(&[(Error, e.line_of("| | | | | | | |"), "empty Format table")]);
}

/// GATHER4_TYPED.md with the second Format row cut after `LOD`: the `Dst` cell is gone (markdown
/// would pad the row with empty cells and lose the field silently).
#[test]
fn format_row_cut_mid_row() {
    let e = spec("GATHER4_TYPED.md");
    let row = e.line_of("|                     | R ");
    let e = e.splice(row, 1, &["|                     | R         | LOD  |"]);
    e.expect(&[
        (
            Error,
            row,
            "Format table row has 3 cells, the table has 7 columns: `| | R | LOD |`",
        ),
        (
            Warning,
            e.line_of("**Dst(raw_operand):**"),
            "field `Dst` is described but absent from every Format table",
        ),
    ]);
}

/// GATHER4_TYPED.md truncated in the middle of its last Format row: the file ends at `| LO`.
#[test]
fn file_truncated_mid_row() {
    let mut e = spec("GATHER4_TYPED.md");
    let cut = e.text().find("| LOD  |").expect("the LOD cell") + "| LO".len();
    e.bytes.truncate(cut);
    e.expect(&[
        (
            Error,
            18,
            "Format table row has 3 cells, the table has 7 columns: `| | R | LO`",
        ),
        (
            Error,
            15,
            "the Format table names fields, but no field is described (`- **Name(type):** …` items under `## Description`)",
        ),
    ]);
}

/// GATHER4_TYPED.md with the `Pred` cell deleted from the first Format row: every cell after
/// it moves one column left.
#[test]
fn format_cell_missing() {
    let e = spec("GATHER4_TYPED.md").replace("| Pred | Channels |", "| Channels |");
    e.expect(&[
        (
            Error,
            e.line_of("| 0x4b(GATHER4_TYPED) |"),
            "Format table row has 6 cells, the table has 7 columns: `| 0x4b(GATHER4_TYPED) | Exec_size | Channels | Surface | U |…`",
        ),
        (
            Warning,
            e.line_of("**Pred(uw):**"),
            "field `Pred` is described but absent from every Format table",
        ),
    ]);
}

/// GATHER4_TYPED.md with an eighth cell in a seven-column Format table: markdown drops it, the
/// reader reads it back from the source with a warning (IGC's SVM members need that), and here
/// the extra `R` names a field twice.
#[test]
fn format_extra_cell() {
    let e = spec("GATHER4_TYPED.md").replace("| U | V |", "| U | V | R |");
    e.expect(&[
        (
            Warning,
            e.line_of("| 0x4b(GATHER4_TYPED) |"),
            "Format table row has 8 cells, the table has 7 columns; the extra cells are read as fields: `| 0x4b(GATHER4_TYPED) | Exec_size | Pred | Channels | Surfac…`",
        ),
        (
            Error,
            e.line_of("| 0x4b(GATHER4_TYPED) |") + 1,
            "Format names `R` twice",
        ),
    ]);
}

/// IGC's own SVM_GATHER4_SCALED.md, as shipped (no edit): a member of the SVM sub-opcode
/// family (`SVM = 0x4e` then `GATHER4_SCALED = 0x06`) whose Format rows have eight cells under
/// a blank seven-column header. The header says nothing, so the rows are read whole, without a
/// remark, and `Element_offset` is not lost.
#[test]
fn igc_svm_gather4_scaled_as_shipped() {
    let Some(e) = igc_doc("SVM_GATHER4_SCALED.md") else {
        return;
    };
    let loaded = e.baseline();
    let found: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(found.is_empty(), "{found:#?}");
    let op = opcode(&loaded, "SVM_GATHER4_SCALED");
    assert_eq!(op.value, 0x4e);
    assert!(op.variants[0]
        .layout
        .iter()
        .any(|slot| slot.field == "Element_offset"));
}

/// GATHER4_TYPED.md with `V` renamed `U` in the Format table: `U` is named twice.
#[test]
fn duplicate_format_column() {
    let e = spec("GATHER4_TYPED.md").replace("| U | V |", "| U | U |");
    e.expect(&[
        (
            Error,
            e.line_of("| 0x4b(GATHER4_TYPED) |"),
            "Format names `U` twice",
        ),
        (
            Warning,
            e.line_of("**V(raw_operand):**"),
            "field `V` is described but absent from every Format table",
        ),
    ]);
}

/// GATHER4_TYPED.md with the `LOD` description deleted: the Format names a field that is not
/// described.
#[test]
fn format_names_an_undescribed_field() {
    let e = spec("GATHER4_TYPED.md").delete_line("**LOD(raw_operand):**");
    e.expect(&[
        (
            Error,
            e.line_of("| R         | LOD  |"),
            "Format names `LOD`, which has no field description",
        ),
        (
            Warning,
            e.line_of("GATHER4_TYPED.<channels>"),
            "text operand `<lod>` matches no field",
        ),
    ]);
}

/// GATHER4_TYPED.md with an `Extra` field described that no Format table has: a warning, and
/// the model is the untouched one plus the unused field.
#[test]
fn field_described_but_absent_from_the_format() {
    let e = spec("GATHER4_TYPED.md").insert_after(
        "**R(raw_operand):**",
        &["", "- **Extra(ub):** an extra byte"],
    );
    let loaded = e.expect(&[(
        Warning,
        e.line_of("**Extra(ub):**"),
        "field `Extra` is described but absent from every Format table",
    )]);
    let op = opcode(&loaded, "GATHER4_TYPED");
    let base = e.baseline();
    let before = opcode(&base, "GATHER4_TYPED");
    assert_eq!(op.variants, before.variants, "the layout is unchanged");
    assert_eq!(op.syntax.unprinted, ["Extra"]);
    // … and it still generates.
    assert!(visa_isa_codegen::emit::rust::crate_source(&loaded.model).contains("Gather4Typed"));
}

/// GATHER4_TYPED.md with the `## Format` heading deleted: its table now sits in the Opcode
/// section.
#[test]
fn format_heading_missing() {
    let e = spec("GATHER4_TYPED.md").delete_line("## Format");
    e.expect(&[
        (
            Warning,
            e.line_of("| | | | | | | |"),
            "table outside the Format section is kept as text only",
        ),
        (Error, 0, "no Format table"),
    ]);
}

/// SCATTER4_SCALED.md with its heading misspelt `## Formats`.
#[test]
fn format_heading_misspelt() {
    let e = spec("SCATTER4_SCALED.md").replace("## Format", "## Formats");
    e.expect(&[
        (
            Warning,
            e.line_of("## Formats"),
            "unknown section heading `Formats`; its content is not read",
        ),
        (
            Warning,
            e.line_of("| | | | | | | |"),
            "table outside the Format section is kept as text only",
        ),
        (Error, 0, "no Format table"),
    ]);
}

// ------------------------------------------------------------------------------ CONDITIONs

/// 3D_SAMPLE4.md with the CONDITION `Op.op=gather4_b` renamed to an op `Op` does not list.
#[test]
fn condition_names_an_unknown_op() {
    let e = spec("3D_SAMPLE4.md").replace("- Op.op=gather4_b", "- Op.op=gather4_x");
    e.expect(&[
        (
            Error,
            e.line_of("Op.op=gather4_x"),
            "condition names op `gather4_x`, which `Op.op` does not list",
        ),
        (
            Warning,
            e.line_of("0b00001111:  gather4_b"),
            "op `gather4_b` has no Format table; it gets no instruction type",
        ),
        (
            Warning,
            e.line_of("**Bias(raw_operand):**"),
            "field `Bias` is described but absent from every Format table",
        ),
    ]);
}

/// 3D_SAMPLE4.md with a CONDITION on a field that is not described (`Opp.op`).
#[test]
fn condition_names_an_unknown_field() {
    let e = spec("3D_SAMPLE4.md").replace("- Op.op=gather4_b", "- Opp.op=gather4_b");
    e.expect(&[
        (
            Error,
            e.line_of("Opp.op=gather4_b"),
            "condition names `Opp.op`, which is not a described bitfield",
        ),
        (
            Warning,
            e.line_of("0b00001111:  gather4_b"),
            "op `gather4_b` has no Format table; it gets no instruction type",
        ),
        (
            Warning,
            e.line_of("**Bias(raw_operand):**"),
            "field `Bias` is described but absent from every Format table",
        ),
    ]);
}

/// 3D_SAMPLE4.md with a CONDITION that lost its `=`.
#[test]
fn condition_unreadable() {
    let e = spec("3D_SAMPLE4.md").replace("- Op.op=gather4_b", "- Op.op gather4_b");
    e.expect(&[
        (
            Error,
            e.line_of("Op.op gather4_b"),
            "cannot read condition `Op.op gather4_b`; expected `Field.bitfield=a, b`",
        ),
        (
            Warning,
            e.line_of("0b00001111:  gather4_b"),
            "op `gather4_b` has no Format table; it gets no instruction type",
        ),
        (
            Warning,
            e.line_of("**Bias(raw_operand):**"),
            "field `Bias` is described but absent from every Format table",
        ),
    ]);
}

// ------------------------------------------------------------------------------ fields

/// GATHER4_TYPED.md with a second `U` description after `R`.
#[test]
fn duplicate_field_description() {
    let e = spec("GATHER4_TYPED.md").insert_after(
        "**R(raw_operand):**",
        &[
            "",
            "- **U(raw_operand):** The U offset again. Restriction: type UD",
        ],
    );
    e.expect(&[(
        Error,
        e.line_of("The U offset again"),
        "field `U` is described twice",
    )]);
}

/// SCATTER4_SCALED.md with `Scale(uw)` written `Scale(qw)`, a type the specs do not have.
#[test]
fn unknown_field_type() {
    let e = spec("SCATTER4_SCALED.md").replace("**Scale(uw):**", "**Scale(qw):**");
    e.expect(&[
        (
            Error,
            e.line_of("**Scale(qw):**"),
            "unknown field type `qw` for field `Scale`",
        ),
        (
            Error,
            e.line_of("| 0x75(SCATTER4_SCALED) |"),
            "Format names `Scale`, which has no field description",
        ),
    ]);
}

// ------------------------------------------------------------------------------ bitfields

/// SAMPLE_UNORM.md with the output format moved to `Bit[9..8]` of the 8-bit `Channel_mask`.
#[test]
fn bitfield_out_of_its_field() {
    let e = spec("SAMPLE_UNORM.md").replace("Bit[5..4]", "Bit[9..8]");
    e.expect(&[(
        Error,
        e.line_of("Bit[9..8]"),
        "bitfield `Channel_mask.output_format` Bit[9..8] does not fit the 8-bit field",
    )]);
}

/// SAMPLE_UNORM.md with the output format at `Bit[4..3]`, over the channel mask's bit 3.
#[test]
fn overlapping_bitfields() {
    let e = spec("SAMPLE_UNORM.md").replace("Bit[5..4]", "Bit[4..3]");
    e.expect(&[(
        Error,
        e.line_of("Bit[4..3]"),
        "bitfield `Channel_mask.output_format` overlaps another bitfield",
    )]);
}

/// GATHER4_TYPED.md with `Bit[3..0]` written `Bit[3:0]`.
#[test]
fn bitfield_head_with_a_colon() {
    let e = spec("GATHER4_TYPED.md").replace("Bit[3..0]", "Bit[3:0]");
    e.expect(&[(
        Error,
        e.line_of("Bit[3:0]"),
        "cannot read bitfield `Bit[3:0]: determines the write masks for the RGBA channel, w…`; expected `Bit[hi..lo]: …` or `Bit[n]: …`",
    )]);
}

/// GATHER4_TYPED.md with the low bit of `Bit[3..0]` missing.
#[test]
fn bitfield_head_without_its_low_bit() {
    let e = spec("GATHER4_TYPED.md").replace("Bit[3..0]", "Bit[3..]");
    e.expect(&[(
        Error,
        e.line_of("Bit[3..]"),
        "cannot read bitfield `Bit[3..]: determines the write masks for the RGBA channel, w…`; expected `Bit[hi..lo]: …` or `Bit[n]: …`",
    )]);
}

/// GATHER4_TYPED.md with `Bit[3..0]` written low bit first.
#[test]
fn bitfield_high_bit_below_low_bit() {
    let e = spec("GATHER4_TYPED.md").replace("Bit[3..0]", "Bit[0..3]");
    e.expect(&[(
        Error,
        e.line_of("Bit[0..3]"),
        "bitfield Bit[0..3] has its high bit below its low bit",
    )]);
}

// ------------------------------------------------------------------------------ values

/// SAMPLE_UNORM.md with the output format value `0b11` written `0b111`: three bits in a
/// two-bit field.
#[test]
fn value_too_wide_for_its_bitfield() {
    let e = spec("SAMPLE_UNORM.md").replace("0b11:", "0b111:");
    e.expect(&[(
        Error,
        e.line_of("0b111:"),
        "value `8-bit chrominance downsampled` = 0x7 does not fit the 2 bits of `Channel_mask.output_format`",
    )]);
}

/// SAMPLE_UNORM.md with the last output format given the code of the one before.
#[test]
fn duplicate_value_code() {
    let e = spec("SAMPLE_UNORM.md").replace("0b11:", "0b10:");
    e.expect(&[(
        Error,
        e.line_of("\"8-bit chrominance downsampled\""),
        "values `8-bit full` and `8-bit chrominance downsampled` of `Channel_mask.output_format` share code 0x2",
    )]);
}

/// SAMPLE_UNORM.md with a value code that is not binary (`0b1z`).
#[test]
fn value_code_unreadable() {
    let e = spec("SAMPLE_UNORM.md").replace("0b11:", "0b1z:");
    e.expect(&[(
        Error,
        e.line_of("0b1z:"),
        "cannot read enumerated value `0b1z: \"8-bit chrominance downsampled\". Like the previous one…`; expected `0b…: name` or `0x…: name`",
    )]);
}

// ------------------------------------------------------------------------------ ranges

/// 3D_SAMPLE.md with `NumParams` valid values `[15-1]`.
#[test]
fn range_with_min_above_max() {
    let e = spec("3D_SAMPLE.md").replace("[1-15]", "[15-1]");
    e.expect(&[(
        Error,
        e.line_of("[15-1]"),
        "range `[15-1]` of `NumParams` is empty: 15 is above 1",
    )]);
}

/// 3D_SAMPLE.md with the R offset of `Aoffimmi` valid in `[7--8]`.
#[test]
fn bitfield_range_with_min_above_max() {
    let e = spec("3D_SAMPLE.md").replace(
        "stores the R offset. Valid values are [-8-7]",
        "stores the R offset. Valid values are [7--8]",
    );
    e.expect(&[(
        Error,
        e.line_of("[7--8]"),
        "range `[7--8]` of `Aoffimmi` Bit[3..0] is empty: 7 is above -8",
    )]);
}

/// 3D_SAMPLE4.md with `NumParams` valid values in words: a warning (the documented range is not
/// enforced); the errata's range [1, 7] still is.
#[test]
fn range_not_in_numbers() {
    let e = spec("3D_SAMPLE4.md").replace("[1-15]", "[one-fifteen]");
    let loaded = e.expect(&[(
        Warning,
        e.line_of("[one-fifteen]"),
        "cannot read `[one-fifteen]` of `NumParams` as a range `[min-max]`; it is not enforced",
    )]);
    let op = opcode(&loaded, "3D_SAMPLE4");
    let constraints = &op.field("NumParams").expect("NumParams").constraints;
    assert_eq!(
        (
            constraints.range.map(|r| (r.min, r.max)),
            constraints.documented_range
        ),
        (Some((1, 7)), None)
    );
}

// ------------------------------------------------------------------------------ code fences

/// GATHER4_TYPED.md with the Text section's closing fence deleted: the block runs on over
/// `## Notes`.
#[test]
fn code_fence_swallowing_the_next_section() {
    let e = spec("GATHER4_TYPED.md");
    let close = e.nth_line_of("```", 6);
    let e = e.splice(close, 1, &[]);
    e.expect(&[(
        Error,
        e.line_of("## Notes"),
        "section heading `## Notes` is inside the code block opened at line 110; is a closing fence missing?",
    )]);
}

/// GATHER4_TYPED.md with the closing fence of the Description's prose deleted: the field list
/// becomes code, up to the Text section's fence.
#[test]
fn code_fence_swallowing_the_field_list() {
    let e = spec("GATHER4_TYPED.md");
    let close = e.nth_line_of("```", 4);
    let e = e.splice(close, 1, &[]);
    e.expect(&[
        (
            Error,
            e.line_of("#### Properties"),
            "section heading `#### Properties` is inside the code block opened at line 46; is a closing fence missing?",
        ),
        // The Text section's opening fence closed that block; its closing fence opens one.
        (
            Error,
            e.line_of("## Notes"),
            "section heading `## Notes` is inside the code block opened at line 116; is a closing fence missing?",
        ),
        (
            Error,
            e.line_of("| | | | | | | |"),
            "the Format table names fields, but no field is described (`- **Name(type):** …` items under `## Description`)",
        ),
    ]);
}

/// GATHER4_TYPED.md with a fence opened in the Notes and never closed.
#[test]
fn code_fence_never_closed() {
    let e = spec("GATHER4_TYPED.md").insert_after("## Notes", &["```"]);
    e.expect(&[(
        Error,
        e.line_of("## Notes") + 1,
        "code fence is never closed; what follows it is read as code",
    )]);
}

// ------------------------------------------------------------------------------ the opcode line

/// GATHER4_TYPED.md with the `GATHER4_TYPED = 0x4b` line deleted.
#[test]
fn opcode_line_missing() {
    let e = spec("GATHER4_TYPED.md").delete_line("GATHER4_TYPED = 0x4b");
    e.expect(&[(
        Error,
        e.line_of("## Opcode"),
        "the Opcode section has no `NAME = 0xNN` line",
    )]);
}

/// GATHER4_TYPED.md with the `=` of the opcode line deleted.
#[test]
fn opcode_line_malformed() {
    let e = spec("GATHER4_TYPED.md").replace("GATHER4_TYPED = 0x4b", "GATHER4_TYPED 0x4b");
    e.expect(&[(
        Error,
        e.line_of("GATHER4_TYPED 0x4b"),
        "cannot read opcode line `GATHER4_TYPED 0x4b`; expected `NAME = 0xNN`",
    )]);
}

/// GATHER4_TYPED.md with opcode `0x14b`, which is not a byte.
#[test]
fn opcode_value_above_0xff() {
    let e = spec("GATHER4_TYPED.md").replace("= 0x4b", "= 0x14b");
    e.expect(&[(
        Error,
        e.line_of("= 0x14b"),
        "opcode value `0x14b` of `GATHER4_TYPED` does not fit in a byte (0x00..=0xff)",
    )]);
}

/// GATHER4_TYPED.md with a second opcode line right under the first.
#[test]
fn two_opcode_lines() {
    let e =
        spec("GATHER4_TYPED.md").insert_after("GATHER4_TYPED = 0x4b", &["  GATHER4_TYPED = 0x4c"]);
    e.expect(&[(
        Error,
        e.line_of("= 0x4c"),
        "second line `GATHER4_TYPED = 0x4c` in the Opcode section, which holds one `NAME = 0xNN` line",
    )]);
}

/// GATHER4_TYPED.md with a second opcode paragraph: the first line is the opcode, the second
/// an error (and the Format table is still checked against the first).
#[test]
fn two_opcode_paragraphs() {
    let e = spec("GATHER4_TYPED.md")
        .insert_after("GATHER4_TYPED = 0x4b", &["", "  GATHER4_TYPED = 0x4c"]);
    e.expect(&[(
        Error,
        e.line_of("= 0x4c"),
        "second line `GATHER4_TYPED = 0x4c` in the Opcode section, which holds one `NAME = 0xNN` line",
    )]);
}

/// IGC's OWORD_LD.md with its opcode changed to `0x100`.
#[test]
fn igc_oword_ld_opcode_above_0xff() {
    let Some(e) = igc_doc("OWORD_LD.md") else {
        return;
    };
    let e = e.replace("OWORD_LD = 0x35", "OWORD_LD = 0x100");
    e.expect(&[(
        Error,
        e.line_of("OWORD_LD = 0x100"),
        "opcode value `0x100` of `OWORD_LD` does not fit in a byte (0x00..=0xff)",
    )]);
}

// ------------------------------------------------------------------------------ bytes and whitespace

/// GATHER4_TYPED.md with a 0xff byte inside the `V` description.
#[test]
fn non_utf8_byte() {
    let mut e = spec("GATHER4_TYPED.md");
    let line = e.line_of("contain the V offset");
    let at = e.text().find("contain the V offset").expect("V");
    e.bytes.insert(at, 0xff);
    let column = "- **V(raw_operand):** The first Exec_size elements ".len() as u32 + 1;
    e.expect(&[(
        Error,
        line,
        &format!("not UTF-8: invalid byte 0xff at column {column}"),
    )]);
}

/// GATHER4_TYPED.md with a UTF-8 character cut in half (`é` without its second byte) on the
/// opcode line: the line of the cut, not a lossy read.
#[test]
fn non_utf8_truncated_character() {
    let mut e = spec("GATHER4_TYPED.md");
    let line = e.line_of("GATHER4_TYPED = 0x4b");
    let at = e.text().find("GATHER4_TYPED = 0x4b").expect("opcode") + "GATHER4".len();
    e.bytes.splice(at..at, [0xc3]);
    e.expect(&[(Error, line, "not UTF-8: invalid byte 0xc3 at column 10")]);
}

/// GATHER4_TYPED.md emptied.
#[test]
fn empty_file() {
    let mut e = spec("GATHER4_TYPED.md");
    e.bytes.clear();
    e.expect(&[(Error, 0, "the file is empty; expected an opcode spec")]);
}

/// GATHER4_TYPED.md with every byte replaced by whitespace (its line structure kept).
#[test]
fn file_of_only_whitespace() {
    let mut e = spec("GATHER4_TYPED.md");
    e.bytes = e
        .bytes
        .iter()
        .map(|&b| if b == b'\n' { b'\n' } else { b' ' })
        .collect();
    e.expect(&[(
        Error,
        0,
        "the file holds only whitespace; expected an opcode spec",
    )]);
}

/// GATHER4_TYPED.md saved with a UTF-8 byte-order mark: read as without it.
#[test]
fn byte_order_mark() {
    let mut e = spec("GATHER4_TYPED.md");
    e.bytes.splice(0..0, [0xef, 0xbb, 0xbf]);
    let loaded = e.expect(&[]);
    assert_same(
        opcode(&loaded, "GATHER4_TYPED"),
        opcode(&e.baseline(), "GATHER4_TYPED"),
        "GATHER4_TYPED.md",
    );
}

/// Every spec with CRLF line endings: the same model as with LF.
#[test]
fn crlf_line_endings() {
    for name in SPECS {
        let mut e = spec(name);
        e.bytes = e.text().replace('\n', "\r\n").into_bytes();
        let loaded = e.expect(&[]);
        let op = name.trim_end_matches(".md");
        assert_same(opcode(&loaded, op), opcode(&e.baseline(), op), name);
    }
}

/// Asserts two models are equal, showing the first lines of their YAML that differ.
fn assert_same(got: &Opcode, want: &Opcode, what: &str) {
    if got == want {
        return;
    }
    let (got, want) = (got.to_yaml(), want.to_yaml());
    let diff: Vec<String> = got
        .lines()
        .zip(want.lines())
        .enumerate()
        .filter(|(_, (g, w))| g != w)
        .take(5)
        .map(|(i, (g, w))| format!("  yaml line {}:\n    got  {g}\n    want {w}", i + 1))
        .collect();
    panic!("{what}: the model differs\n{}", diff.join("\n"));
}

/// The model without its prose (descriptions, semantics, notes, Text lines), whose whitespace
/// may legitimately differ.
fn without_prose(op: &Opcode) -> Opcode {
    let mut op = op.clone();
    op.semantics.clear();
    op.description.clear();
    op.notes.clear();
    op.text.clear();
    for f in &mut op.fields {
        f.description.clear();
        for b in &mut f.bitfields {
            b.description.clear();
            for v in &mut b.values {
                v.description.clear();
            }
        }
    }
    op
}

/// `text` with each run of `width` leading spaces replaced by a tab.
fn tabbed(text: &str, width: usize) -> Vec<u8> {
    text.lines()
        .map(|l| {
            let spaces = l.len() - l.trim_start_matches(' ').len();
            format!(
                "{}{}{}\n",
                "\t".repeat(spaces / width),
                " ".repeat(spaces % width),
                &l[spaces..]
            )
        })
        .collect::<String>()
        .into_bytes()
}

/// Every spec indented with tabs (a tab per four leading spaces), and GATHER4_TYPED.md with a
/// tab per two (so that its indented opcode line becomes a code block): the same opcode,
/// fields, bitfields, values, variants and syntax. (A tab per two spaces in 3D_SAMPLE.md
/// would be another document: its Notes' `  - **{ICLLP+}** …` items, four columns deep after
/// a paragraph, become that paragraph's lines, as CommonMark says.)
#[test]
fn tabs_instead_of_spaces() {
    let cases = SPECS
        .iter()
        .map(|name| (*name, 4))
        .chain([("GATHER4_TYPED.md", 2)]);
    for (name, width) in cases {
        let mut e = spec(name);
        e.bytes = tabbed(e.text(), width);
        let loaded = e.expect(&[]);
        let op = name.trim_end_matches(".md");
        assert_same(
            &without_prose(opcode(&loaded, op)),
            &without_prose(opcode(&e.baseline(), op)),
            name,
        );
    }
}

// ------------------------------------------------------------------------------ Text section

/// GATHER4_TYPED.md with `<lod>` misspelt `<lodd>` in the Text line: a warning; the one field
/// the Text prints nowhere else (LOD) takes its place.
#[test]
fn text_names_an_unknown_operand() {
    let e = spec("GATHER4_TYPED.md").replace("<lod> <dst>", "<lodd> <dst>");
    let loaded = e.expect(&[(
        Warning,
        e.line_of("<lodd>"),
        "text operand `<lodd>` names no field; it is `LOD`, the one field the text prints nowhere else",
    )]);
    let op = opcode(&loaded, "GATHER4_TYPED");
    assert_eq!(op.syntax.operands, ["Surface", "U", "V", "R", "LOD", "Dst"]);
    assert!(op.syntax.unprinted.is_empty());
}

// ------------------------------------------------------------------------------ errata

/// The opcodes that have a model.
fn modelled(loaded: &Loaded) -> Vec<&str> {
    loaded
        .model
        .opcodes
        .iter()
        .map(|o| o.name.as_str())
        .collect()
}

/// errata.yaml with `move_bits` naming a field `Opp` that 3D_SAMPLE does not have: an error at
/// the erratum, and 3D_SAMPLE has no model (it would lack the correction).
#[test]
fn erratum_naming_a_missing_field() {
    let e = errata_file().replace(
        "move_bits: { field: Op, from: [7, 7], to: [10, 10] }",
        "move_bits: { field: Opp, from: [7, 7], to: [10, 10] }",
    );
    let loaded = e.expect(&[(
        Error,
        e.line_of("- id: sample3d-op-uw"),
        "erratum `sample3d-op-uw` does not apply to 3D_SAMPLE: no field `Opp`",
    )]);
    assert_eq!(
        modelled(&loaded),
        [
            "3D_SAMPLE4",
            "GATHER4_TYPED",
            "SAMPLE_UNORM",
            "SCATTER4_SCALED"
        ]
    );
}

/// errata.yaml with `value_code` naming an op `gather4_x` that 3D_SAMPLE4 does not list.
#[test]
fn erratum_naming_a_missing_value() {
    let e = errata_file().replace("value: gather4_i, code: 15", "value: gather4_x, code: 15");
    let loaded = e.expect(&[(
        Error,
        e.line_of("- id: sample4-gather4-b-i-swapped"),
        "erratum `sample4-gather4-b-i-swapped` does not apply to 3D_SAMPLE4: no value `gather4_x`",
    )]);
    assert_eq!(
        modelled(&loaded),
        [
            "3D_SAMPLE",
            "GATHER4_TYPED",
            "SAMPLE_UNORM",
            "SCATTER4_SCALED"
        ]
    );
}

/// errata.yaml with the cps restriction allowing an op `sample_x` that 3D_SAMPLE does not have.
#[test]
fn erratum_naming_a_missing_op() {
    let e = errata_file().replace("ops: [sample, sample_b,", "ops: [sample_x, sample_b,");
    let loaded = e.expect(&[(
        Error,
        e.line_of("- id: sample3d-cps-restriction"),
        "erratum `sample3d-cps-restriction` does not apply to 3D_SAMPLE: no op `sample_x`",
    )]);
    assert!(!modelled(&loaded).contains(&"3D_SAMPLE"));
}

/// errata.yaml with an entry for an opcode no spec defines: a warning at the entry.
#[test]
fn erratum_naming_a_missing_opcode() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped") + 1;
    let e = e.splice(line, 1, &["  opcodes: [3D_SAMPLE5]"]);
    let loaded = e.expect(&[(
        Warning,
        line - 1,
        "erratum `sample4-gather4-b-i-swapped` names opcode `3D_SAMPLE5`, which no spec defines",
    )]);
    assert_eq!(loaded.model.opcodes.len(), 5);
}

/// errata.yaml with two entries of the same id.
#[test]
fn erratum_id_used_twice() {
    let e = errata_file().replace("- id: sample4-gather4-b-i-swapped", "- id: sample3d-op-uw");
    let loaded = e.expect(&[(
        Error,
        e.nth_line_of("- id: sample3d-op-uw", 2),
        "erratum id `sample3d-op-uw` is used twice (first at line 16)",
    )]);
    assert!(
        loaded.model.opcodes.is_empty(),
        "no model without its errata"
    );
}

/// errata.yaml with an entry of one text layout (`layout: current`) whose change is no text:
/// an error at the entry, and 3D_SAMPLE has no model.
#[test]
fn layout_erratum_changing_more_than_the_text() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: sample3d-current-no-mask",
            "  opcodes: [3D_SAMPLE]",
            "  layout: current",
            "  doc_says: x",
            "  correction: x",
            "  evidence: x",
            "  apply:",
            "  - no_mask_only: {}",
            "",
        ],
    );
    let loaded = e.expect(&[(
        Error,
        line,
        "erratum `sample3d-current-no-mask` (layout `current`) changes more of 3D_SAMPLE than its text: only the syntax and the spellings of values may differ",
    )]);
    assert!(!modelled(&loaded).contains(&"3D_SAMPLE"));
}

/// errata.yaml with an entry indented by a tab, which YAML forbids: an error at the line, and
/// no model at all (every opcode would miss its corrections).
#[test]
fn errata_not_yaml() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped") + 1;
    let e = e.splice(line, 1, &["\topcodes: [3D_SAMPLE4]"]);
    let loaded = e.expect(&[(
        Error,
        line,
        "cannot read errata: found a tab character that violates indentation at line 35 column 1, while scanning a plain scalar at line 34 column 7",
    )]);
    assert!(loaded.model.opcodes.is_empty());
}

/// A spec given as the errata file.
#[test]
fn errata_file_that_is_markdown() {
    let mut e = errata_file();
    e.bytes = read(&root().join("specs/GATHER4_TYPED.md"));
    e.moves.push((1, u32::MAX / 2, 0)); // nothing of the errata's own diagnostics survives
    let loaded = e.expect(&[(
        Error,
        1,
        "cannot read errata: invalid type: string \"<!---======================= begin_copyright_notice ============================\\nCopyright (C) 2020-2022 Intel Corporation\\nSPDX-License-Identifier\", expected struct ErrataFile",
    )]);
    assert!(loaded.model.opcodes.is_empty());
}

/// errata.yaml with a misspelt key (`referense`).
#[test]
fn erratum_with_an_unknown_key() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped") + 2;
    let e = e.splice(
        line,
        1,
        &["  referense: visa-binary-format.md §3.2, §4.1 #1"],
    );
    let loaded = e.expect(&[(
        Error,
        line,
        "cannot read errata: errata[1]: unknown field `referense`, expected one of `id`, `opcodes`, `reference`, `doc_says`, `correction`, `evidence`, `apply`, `readers`, `layout` at line 36 column 3",
    )]);
    assert!(loaded.model.opcodes.is_empty());
}

/// errata.yaml with a 0xfe byte in an entry's `doc_says`.
#[test]
fn errata_not_utf8() {
    let mut e = errata_file();
    let line = e.line_of("doc_says: '0b00001110 = gather4_i");
    let at = e.text().find("0b00001110 = gather4_i").expect("doc_says");
    e.bytes.insert(at, 0xfe);
    let loaded = e.expect(&[(Error, line, "not UTF-8: invalid byte 0xfe at column 14")]);
    assert!(loaded.model.opcodes.is_empty());
}

/// errata.yaml with a class erratum (`opcodes: [LSC_UNTYPED, LSC_TYPED]`) whose `requires`
/// names only an op LSC_TYPED does not have: each member takes the ops it has, so LSC_UNTYPED
/// keeps its model and LSC_TYPED, which has none of them, gets an error at the erratum.
#[test]
fn class_erratum_naming_no_op_of_a_member() {
    let docs: Option<Vec<Source>> = ["LSC_UNTYPED.md", "LSC_TYPED.md"]
        .iter()
        .map(|name| {
            let path = support::shared_path(
                None,
                &format!("visa-spec/instructions-all/{name}"),
                "malformed-spec test",
            )?;
            Some(Source {
                name: (*name).to_owned(),
                bytes: read(&path),
            })
        })
        .collect();
    let Some(docs) = docs else {
        return;
    };
    let mut e = errata_file();
    e.company = docs;
    let e = e.replace(
        "requires: { ops: [lsc_store_quad], then: { field: ChMask, values: [x, xy, xyz, xyzw] } }",
        "requires: { ops: [lsc_store], then: { field: ChMask, values: [x, xy, xyz, xyzw] } }",
    );
    let loaded = e.expect(&[(
        Error,
        e.line_of("- id: lsc-untyped-quad-channels"),
        "erratum `lsc-untyped-quad-channels` does not apply to LSC_TYPED: none of its ops (lsc_store) is an op",
    )]);
    assert_eq!(modelled(&loaded), ["LSC_UNTYPED"]);
}

/// errata.yaml with the class erratum `arith-mixed-float-sources` (`mixed_source_types`)
/// listing AVG, whose operand type maps give integer destinations only: ADD takes the pairs,
/// AVG gets an error at the erratum and no model.
#[test]
fn mixed_source_types_for_an_opcode_without_float_maps() {
    let docs: Option<Vec<Source>> = ["ADD.md", "AVG.md"]
        .iter()
        .map(|name| {
            let path = support::shared_path(
                None,
                &format!("visa-spec/instructions-all/{name}"),
                "malformed-spec test",
            )?;
            Some(Source {
                name: (*name).to_owned(),
                bytes: read(&path),
            })
        })
        .collect();
    let Some(docs) = docs else {
        return;
    };
    let mut e = errata_file();
    e.company = docs;
    let e = e.replace(
        "opcodes: [ADD, COS, DIV, EXP, INV, LOG, MAD, MUL, PLANE, POW, RNDD, RNDE, RNDU, RNDZ, RSQRT, SIN, SQRT]",
        "opcodes: [ADD, AVG]",
    );
    let loaded = e.expect(&[(
        Error,
        e.line_of("- id: arith-mixed-float-sources"),
        "erratum `arith-mixed-float-sources` does not apply to AVG: no operand type map has one of its destination types",
    )]);
    assert_eq!(modelled(&loaded), ["ADD"]);
    let add = &loaded.model.opcodes[0];
    assert!(add
        .type_maps
        .iter()
        .any(|m| m.dst == ["F"] && m.src == ["HF"] && m.line == 0));
    assert!(add
        .type_maps
        .iter()
        .any(|m| m.dst == ["HF"] && m.src == ["F"] && m.line == 0));
}

/// errata.yaml with a field of one layout added to an op the opcode does not have.
#[test]
fn field_added_to_an_unknown_op() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: field-for-no-op",
            "  opcodes: [3D_SAMPLE4]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field: { after: Dst, name: Extra, type: ud, layout: current, ops: [no_such_op], description: z }",
        ],
    );
    let loaded = e.expect(&[(
        Error,
        line,
        "erratum `field-for-no-op` does not apply to 3D_SAMPLE4: no variant `no_such_op`",
    )]);
    assert!(!loaded.model.opcodes.iter().any(|o| o.name == "3D_SAMPLE4"));
}

/// errata.yaml with a raw operand added for every layout: a raw operand is added only for one.
#[test]
fn raw_operand_added_for_every_layout() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: raw-for-every-layout",
            "  opcodes: [3D_SAMPLE4]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field: { after: Dst, name: Paired, type: raw_operand, description: z }",
        ],
    );
    let loaded = e.expect(&[(
        Error,
        line,
        "erratum `raw-for-every-layout` does not apply to 3D_SAMPLE4: a raw operand is added only for one layout, with no bitfields or suffix",
    )]);
    // The opcode gets no model; the others do.
    assert!(!loaded.model.opcodes.iter().any(|o| o.name == "3D_SAMPLE4"));
    assert!(!loaded.model.opcodes.is_empty());
}

/// errata.yaml with a field of one layout whose bitfield is no flag: the bitfields of a field
/// of one layout are flags (each has an absent value, the clear bit).
#[test]
fn field_of_one_layout_with_a_non_flag_bitfield() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: count-of-one-layout",
            "  opcodes: [SAMPLE_UNORM]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field:",
            "      { after: Surface, name: Extra, type: ub, layout: current, description: z,",
            "        bitfields: [{ name: count, bits: [3, 0], kind: unsigned }] }",
        ],
    );
    e.expect(&[(
        Error,
        line,
        "erratum `count-of-one-layout` does not apply to SAMPLE_UNORM: the bitfields of a field of one layout are flags",
    )]);
}

/// errata.yaml adding a predicate to 3D_SAMPLE4, which has one: an error at the entry.
#[test]
fn second_predicate_added() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: second-predicate",
            "  opcodes: [3D_SAMPLE4]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field: { after: Dst, name: Pred2, type: uw, layout: current, predicate: true, description: z }",
        ],
    );
    e.expect(&[(
        Error,
        line,
        "erratum `second-predicate` does not apply to 3D_SAMPLE4: the instruction has a predicate already",
    )]);
}

/// errata.yaml printing as the predicate a field that is none (`predicate_text`).
#[test]
fn predicate_text_of_a_field_that_is_no_predicate() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: unorm-predicate-text",
            "  opcodes: [SAMPLE_UNORM]",
            "  layout: current",
            "  doc_says: x",
            "  correction: y",
            "  evidence: IsaDisassembly.cpp:1",
            "  apply:",
            "  - predicate_text: { field: Dst }",
        ],
    );
    e.expect(&[(
        Error,
        line,
        "erratum `unorm-predicate-text` does not apply to SAMPLE_UNORM: `Dst` is not a predicate",
    )]);
}

/// errata.yaml giving SAMPLE_UNORM, which has no predicate, a predicate and two flags of the
/// current layout, which that layout's own text prints (`(P1) sample_unorm.u.n …`): the fields
/// are of that layout, the 2022 text prints none of them.
#[test]
fn flags_and_predicate_of_one_layout() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: unorm-current-fields",
            "  opcodes: [SAMPLE_UNORM]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field: { after: Surface, name: Pred, type: uw, layout: current, predicate: true, description: z }",
            "  - add_field:",
            "      { after: Pred, name: Modifiers, type: ub, layout: current, description: z,",
            "        bitfields: [{ name: u, bits: [0, 0], kind: flag }, { name: n, bits: [1, 1], kind: flag }] }",
            "",
            "- id: unorm-current-text",
            "  opcodes: [SAMPLE_UNORM]",
            "  layout: current",
            "  doc_says: x",
            "  correction: y",
            "  evidence: IsaDisassembly.cpp:1",
            "  apply:",
            "  - predicate_text: { field: Pred }",
            "  - text_flag: { flag: u, field: Modifiers, bitfield: u }",
            "  - text_flag: { flag: n, field: Modifiers, bitfield: n }",
            "",
        ],
    );
    let loaded = e.expect(&[]);
    let op = loaded
        .model
        .opcodes
        .iter()
        .find(|o| o.name == "SAMPLE_UNORM")
        .expect("SAMPLE_UNORM is modelled");
    for name in ["Pred", "Modifiers"] {
        let field = op.field(name).expect("the field is added");
        assert_eq!(
            field.constraints.in_layout,
            Some(visa_isa_codegen::model::LayoutName::Current)
        );
    }
    assert!(!op.syntax.predicate);
    assert!(op.syntax.suffixes.iter().all(|s| s.field != "Modifiers"));
    let current = op
        .current_syntax
        .as_ref()
        .expect("the current layout's text");
    assert!(current.predicate);
    let flags: Vec<&str> = current
        .suffixes
        .iter()
        .filter(|s| s.field == "Modifiers")
        .filter_map(|s| s.flag.as_deref())
        .collect();
    assert_eq!(flags, ["u", "n"]);
}

/// errata.yaml keeping for one layout a field that is no plain value or operand (`remove_field`
/// with a layout), and adding a vector operand for every layout: errors at the entries.
#[test]
fn fields_of_one_layout_that_cannot_be() {
    let e = errata_file();
    let line = e.line_of("- id: sample4-gather4-b-i-swapped");
    let e = e.splice(
        line,
        0,
        &[
            "- id: op-of-one-layout",
            "  opcodes: [3D_SAMPLE4]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - remove_field: { field: Op, layout: igc2022 }",
            "",
            "- id: vector-for-every-layout",
            "  opcodes: [SAMPLE_UNORM]",
            "  doc_says: x",
            "  correction: y",
            "  evidence: ByteCodeReaderNG.cpp:1",
            "  apply:",
            "  - add_field: { after: Surface, name: Count, type: scalar, description: z }",
            "",
        ],
    );
    e.expect(&[
        (
            Error,
            line,
            "erratum `op-of-one-layout` does not apply to 3D_SAMPLE4: `Op` is not a plain value or operand of every layout",
        ),
        (
            Error,
            line + 8,
            "erratum `vector-for-every-layout` does not apply to SAMPLE_UNORM: a vector operand is added only for one layout, with no bitfields or suffix",
        ),
    ]);
}
