//! visa-isa-codegen: Intel vISA markdown opcode specs → typed model → Rust, docs, test vectors.
//!
//! The pipeline, in layers; each module imports only from the layers above it in this list:
//!
//! ```text
//! front end   markdown ─▶ lower ─▶ errata ─▶ check      specs/*.md + errata.yaml → Model
//! model       model, op_text, names, diag               the typed model (YAML in generated/model)
//! layout      layout                                    members and text order of each variant
//! reference   reference                                 an interpreter of the model: bytes, text, rules
//! emitters    emit::{rust, yaml, docs, vectors}         one output each
//! ```

pub mod check;
pub mod diag;
pub mod emit;
pub mod errata;
pub mod layout;
pub mod lower;
pub mod markdown;
pub mod model;
pub mod names;
pub mod op_text;
pub mod reference;
pub mod yaml;

use diag::{Diagnostic, Diagnostics, Level};
use model::{Model, Opcode};
use std::path::{Path, PathBuf};

/// One input file: its name (for diagnostics) and its bytes.
#[derive(Debug, Clone)]
pub struct Source {
    /// File name as shown in diagnostics.
    pub name: String,
    /// Raw content (not yet known to be UTF-8).
    pub bytes: Vec<u8>,
}

/// What loading produced: the model and every diagnostic.
///
/// A spec with an error has no model: its opcode is left out, listed in [`Model::omitted`]
/// with its first error, and nothing in the model refers to it. When an errata file cannot be
/// read, no spec has a model (each would miss its corrections) and [`Loaded::errata_read`] is
/// false.
#[derive(Debug, Clone, Default)]
pub struct Loaded {
    /// The model, sorted by opcode name.
    pub model: Model,
    /// Every diagnostic, in file order.
    pub diagnostics: Vec<Diagnostic>,
    /// Number of spec files read.
    pub files: usize,
    /// Whether every errata file was read (no spec has a model otherwise).
    pub errata_read: bool,
}

impl Loaded {
    /// The errors among the diagnostics.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.level == Level::Error)
    }

    /// The warnings about constructs the reader does not know.
    pub fn unknown_constructs(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.unknown)
    }

    /// True when there is at least one error.
    pub fn has_errors(&self) -> bool {
        self.errors().next().is_some()
    }

    /// The model to build from, as build.rs and the generating commands decide: every error
    /// only leaves its opcode out ([`Model::omitted`]), unless `strict`, where any error
    /// refuses the build. An errata file that cannot be read always refuses it. The `Err`
    /// holds the errors that refused it.
    pub fn buildable(&self, strict: bool) -> Result<&Model, Vec<&Diagnostic>> {
        if self.has_errors() && (strict || !self.errata_read) {
            Err(self.errors().collect())
        } else {
            Ok(&self.model)
        }
    }
}

/// Whether `VISA_ISA_STRICT` asks that any error in the specs refuse the build (`1`, `true` or
/// `yes`), for build.rs and the generating commands.
pub fn strict_from_env() -> bool {
    std::env::var("VISA_ISA_STRICT").is_ok_and(|v| matches!(v.trim(), "1" | "true" | "yes"))
}

/// Parses one spec into an opcode (before errata), with its diagnostics.
pub fn read_spec(name: &str, text: &str, diag: &mut Diagnostics) -> Option<Opcode> {
    match read_spec_file(name, text, diag)? {
        lower::Spec::Opcode(op) => Some(*op),
        lower::Spec::Family(_) => None,
    }
}

/// Parses one spec file: an opcode, or a sub-opcode family header (`SVM.md`).
fn read_spec_file(name: &str, text: &str, diag: &mut Diagnostics) -> Option<lower::Spec> {
    if text.trim().is_empty() {
        diag.error(
            0,
            if text.is_empty() {
                "the file is empty; expected an opcode spec"
            } else {
                "the file holds only whitespace; expected an opcode spec"
            },
        );
        return None;
    }
    let doc = markdown::read(text, diag);
    lower::lower_spec(&doc, name, diag)
}

/// A source's text: UTF-8, without a leading byte-order mark. Anything else is an error at the
/// line and column of the first byte that is not UTF-8.
pub fn decode<'a>(source: &'a Source, diag: &mut Diagnostics) -> Option<&'a str> {
    let bytes = source
        .bytes
        .strip_prefix(b"\xef\xbb\xbf")
        .unwrap_or(&source.bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Some(text),
        Err(err) => {
            let valid = &bytes[..err.valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            // The valid prefix of the line is UTF-8 by definition.
            let column = String::from_utf8_lossy(&valid[line_start..])
                .chars()
                .count()
                + 1;
            diag.error(
                u32::try_from(line).unwrap_or(u32::MAX),
                format!(
                    "not UTF-8: invalid byte {:#04x} at column {column}",
                    bytes[err.valid_up_to()]
                ),
            );
            None
        }
    }
}

/// Runs the whole front end over in-memory sources.
///
/// Each stage runs on a spec only when the stages before it found no error, so that one
/// mistake gives one diagnostic, not its consequences too: reading (markdown and lowering),
/// then the errata, then the checks. A spec with an error has no model; when an errata file
/// cannot be read, no spec has one (each would miss its corrections).
pub fn load_sources(specs: &[Source], errata: &[Source]) -> Loaded {
    let mut loaded = Loaded {
        files: specs.len(),
        ..Loaded::default()
    };
    let mut files = Vec::new();
    let mut errata_ok = true;
    for e in errata {
        let mut diag = Diagnostics::new(&e.name);
        match decode(e, &mut diag).and_then(|text| errata::parse(text, &mut diag)) {
            Some(file) => files.push(file),
            None => errata_ok = false,
        }
        errata_ok &= !diag.has_errors();
        loaded.diagnostics.extend(diag.items);
    }
    loaded.errata_read = errata_ok;
    let mut sorted: Vec<&Source> = specs.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    // Every spec read first, so that the opcodes others refer to are at hand.
    let read: Vec<ReadSpec<'_>> = sorted
        .into_iter()
        .map(|spec| {
            let mut diag = Diagnostics::new(&spec.name);
            let text = decode(spec, &mut diag);
            let parsed = text.and_then(|text| read_spec_file(&spec.name, text, &mut diag));
            ReadSpec {
                spec,
                text,
                diag,
                parsed,
            }
        })
        .collect();
    let referenced = if errata_ok {
        referenced_opcodes(&read, &files)
    } else {
        Vec::new()
    };
    // Opcodes the specs declare, with or without errors.
    let mut defined: Vec<String> = Vec::new();
    // Whether every spec could be read as far as its opcode.
    let mut all_named = true;
    // Each spec's diagnostics, in file order, until the cross-file checks are done.
    let mut per_spec: Vec<Diagnostics> = Vec::new();
    for ReadSpec {
        spec,
        mut diag,
        parsed,
        ..
    } in read
    {
        all_named &= parsed.is_some();
        match parsed {
            Some(lower::Spec::Opcode(op)) => {
                let mut op = *op;
                let name = op.name.clone();
                defined.push(name.clone());
                if !diag.has_errors() && errata_ok {
                    lower::resolve_same_as(&mut op, &referenced, &mut diag);
                }
                if !diag.has_errors() && errata_ok {
                    for f in &files {
                        errata::apply(f, &mut op, &mut diag);
                    }
                    if !diag.has_errors() {
                        check::check(&op, &mut diag);
                    }
                }
                let sub = |o: &Opcode| o.sub_opcode.as_ref().map(|s| s.value);
                let same_name =
                    |o: &Opcode| o.name == op.name || o.aliases.iter().any(|a| a.name == op.name);
                let usable = !diag.has_errors() && errata_ok;
                if let Some(other) = loaded
                    .model
                    .opcodes
                    .iter_mut()
                    .find(|o| same_name(o) || (o.value == op.value && sub(o) == sub(&op)))
                {
                    if !same_name(other) && is_alias(other, &op) {
                        // Same byte, same layout, another name: an alias (FCCALL of CALL).
                        if usable {
                            other.aliases.push(model::Alias {
                                name: op.name.clone(),
                                mnemonic: op.variants[0].mnemonic.clone(),
                                source: op.source.clone(),
                            });
                        }
                    } else {
                        diag.error(
                            0,
                            format!(
                                "opcode {} ({:#04x}) is also defined in {}",
                                op.name, op.value, other.source
                            ),
                        );
                    }
                } else if usable {
                    loaded.model.opcodes.push(op);
                }
                omit(&mut loaded.model, &name, &spec.name, &diag);
            }
            Some(lower::Spec::Family(family)) => {
                if let Some(other) = loaded
                    .model
                    .families
                    .iter()
                    .find(|f| f.value == family.value)
                {
                    diag.error(
                        0,
                        format!("family {} is also defined in {}", family.name, other.source),
                    );
                } else if !diag.has_errors() {
                    loaded.model.families.push(family.clone());
                }
                omit(&mut loaded.model, &family.name, &spec.name, &diag);
            }
            None => {
                let stem = spec.name.strip_suffix(".md").unwrap_or(&spec.name);
                omit(&mut loaded.model, stem, &spec.name, &diag);
            }
        }
        per_spec.push(diag);
    }
    // A family member whose header gives another byte, or an opcode of its own on a family's
    // byte, is left out too, its error among its spec's diagnostics.
    let families = loaded.model.families.clone();
    let opcodes = std::mem::take(&mut loaded.model.opcodes);
    for op in opcodes {
        let Some(diag) = per_spec.iter_mut().find(|d| d.file() == op.source) else {
            loaded.model.opcodes.push(op);
            continue;
        };
        check::family(&families, &op, diag);
        if diag.has_errors() {
            // Its aliases go with it.
            omit(&mut loaded.model, &op.name, &op.source, diag);
            for a in &op.aliases {
                omit(&mut loaded.model, &a.name, &a.source, diag);
            }
        } else {
            loaded.model.opcodes.push(op);
        }
    }
    for diag in per_spec {
        loaded.diagnostics.extend(diag.items);
    }
    loaded.model.opcodes.sort_by(|a, b| a.name.cmp(&b.name));
    loaded.model.families.sort_by(|a, b| a.name.cmp(&b.name));
    loaded
        .model
        .omitted
        .sort_by(|a, b| (&a.name, &a.source).cmp(&(&b.name, &b.source)));
    // An erratum may name the opcode of a spec that could not be read: no lint then.
    for f in files.iter().filter(|_| all_named) {
        let mut diag = Diagnostics::new(&f.name);
        errata::unused(f, &defined, &mut diag);
        loaded.diagnostics.extend(diag.items);
    }
    loaded
}

/// A spec file as read, before the cross-file steps.
struct ReadSpec<'s> {
    spec: &'s Source,
    /// Its text, when it is UTF-8.
    text: Option<&'s str>,
    /// Its diagnostics so far.
    diag: Diagnostics,
    /// What it holds, when it could be read as far as its opcode.
    parsed: Option<lower::Spec>,
}

/// The opcodes a field of some spec is described as the same as in
/// ([`lower::same_as_reference`]: `Same as in LSC_UNTYPED`), each the opcode of its spec (the
/// file named after it, `LSC_UNTYPED.md`) corrected by the errata, as
/// [`lower::resolve_same_as`] copies them. A spec with an error gives none: the reference is
/// then a warning, and the spec has its own errors.
fn referenced_opcodes(specs: &[ReadSpec<'_>], errata: &[errata::ErrataFile]) -> Vec<Opcode> {
    const SAME_AS: &str = "Same as in ";
    let mut names: Vec<&str> = Vec::new();
    for text in specs.iter().filter_map(|s| s.text) {
        for (at, _) in text.match_indices(SAME_AS) {
            let rest = &text[at + SAME_AS.len()..];
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let name = &rest[..len];
            if !name.is_empty() && !names.contains(&name) {
                names.push(name);
            }
        }
    }
    specs
        .iter()
        .filter(|s| {
            let stem = s.spec.name.strip_suffix(".md");
            names.iter().any(|n| stem == Some(*n)) && !s.diag.has_errors()
        })
        .filter_map(|s| {
            let Some(lower::Spec::Opcode(op)) = &s.parsed else {
                return None;
            };
            let mut op = (**op).clone();
            let mut diag = Diagnostics::new(&s.spec.name);
            for f in errata {
                errata::apply(f, &mut op, &mut diag);
            }
            (!diag.has_errors()).then_some(op)
        })
        .collect()
}

/// Records the opcode `name` of spec `source` as left out of `model` when `diag` (its spec's
/// diagnostics) holds an error, with the first one.
fn omit(model: &mut Model, name: &str, source: &str, diag: &Diagnostics) {
    if let Some(error) = diag.items.iter().find(|d| d.level == Level::Error) {
        model.omitted.push(model::Omitted {
            name: name.to_owned(),
            source: source.to_owned(),
            error: error.clone(),
        });
    }
}

/// Two single-variant opcodes with the same byte whose Formats name fields of the same kinds
/// in the same order: the second is another name for the first.
fn is_alias(first: &Opcode, second: &Opcode) -> bool {
    let kinds = |op: &Opcode| -> Option<Vec<(model::FieldType, model::Role)>> {
        let [v] = op.variants.as_slice() else {
            return None;
        };
        v.layout
            .iter()
            .map(|s| op.field(&s.field).map(|f| (f.ty, f.role)))
            .collect()
    };
    first.value == second.value
        && first.sub_opcode == second.sub_opcode
        && kinds(first).is_some()
        && kinds(first) == kinds(second)
}

/// The `*.md` files of a folder, sorted by name.
pub fn spec_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md") && p.is_file())
        .collect();
    files.sort();
    Ok(files)
}

/// Loads every `*.md` in `dir` with the given errata files.
pub fn load_dir(dir: &Path, errata: &[PathBuf]) -> std::io::Result<Loaded> {
    let read = |p: &Path| -> std::io::Result<Source> {
        Ok(Source {
            name: p.file_name().map_or_else(
                || p.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
            bytes: std::fs::read(p)?,
        })
    };
    let specs = spec_files(dir)?
        .iter()
        .map(|p| read(p))
        .collect::<Result<Vec<_>, _>>()?;
    let errata = errata
        .iter()
        .map(|p| read(p))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(load_sources(&specs, &errata))
}
