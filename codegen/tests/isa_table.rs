//! Cross-check of the corpus model against IGC's operand tables (issue 4, point 5).
//!
//! `../shared/reference/isa_table.json` is IGC's `IsaDescription.cpp` (HEAD, commit
//! 98fff71643f1) as data: per opcode, and per sub-op of the SVM and LSC families, the ordered
//! operand descriptors of the in-memory instruction (`visa-binary-format.md` §7). For every op
//! variant of the model of IGC's corpus (`../shared/visa-spec/instructions-all`, with
//! `specs/errata.yaml`), this test compares, as §7.2 prescribes:
//!
//! - the ordered list of field **kinds**: `exec_size`, `pred`, `primN` (a primitive of N bits),
//!   `state` (a sampler or surface index byte), `vector` (a vec_operand) and `raw`;
//! - the allowed **types** of each vector and raw operand, as sets printed in vISA type-code
//!   order; `any` is a side that states no type.
//!
//! Every difference must be an entry of the checked-in report
//! `specs/isa_table_differences.yaml`, with its reason (and the erratum that covers it, if
//! any); the test fails on a difference the report lacks and on a report entry that no longer
//! occurs. Entries group identical differences: one entry per opcode, side and pair of lists,
//! naming the operands concerned and the variants (omitted when it is every variant).
//!
//! How each side is read:
//!
//! - **Our kinds** come from the field's role and binary kind. A member of a sub-opcode family
//!   (`SVM_BLOCK_ST`) starts with its sub-opcode byte, like IGC's parent row. Counted
//!   parameters (after a `NumParams` field) are not compared: IGC's rows end at the count, the
//!   reader reads that many raw operands.
//! - **Our types** are the field's documented types, else the opcode's Supported Types (all
//!   platforms) for an operand that can carry data (not one restricted to predicate, address or
//!   state classes), else `any`. (The model records Supported Types; the generated validators
//!   check only per-field types.)
//! - **IGC's kinds** come from the descriptor's `opnd_type` flags: EXECSIZE, PRED, RAW (also
//!   RAW_SRC / RAW_DST), SURFACE or SAMPLE alone (a state index byte: the GEN/ADDR/IMM flags the
//!   3D sampler rows add are the `vISA_enableEfficient64b` form, which no binary has, §7.2),
//!   SURFACE and SAMPLE together (MOVS's `OPND_SPECIAL`: a state-class vector operand, §2.6),
//!   any DST/SRC GEN, INDIR, ADDR, PRED or ADDRESS_OF flag (vector), and otherwise a primitive
//!   whose width is the size of its single type. An opcode with a sub-opcode table
//!   (`subopcode_tables`) reads the parent row, then the row of the variant's sub-op.
//! - **IGC's types** are `types[]`; a `data_type` of `0` (ISA_TYPE_UD is 0, so the table
//!   cannot say) is `any`.
//! - Operands are paired for the type comparison by aligning the two kind lists (equal kinds
//!   first, then vector with raw), so an operand one side lacks does not shift the others.
//!
//! Skips (loudly) when the corpus or the JSON is absent; `VISA_ISA_CORPUS` and
//! `VISA_ISA_TABLE` name other locations.

mod support;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use visa_isa_codegen::diag::Diagnostics;
use visa_isa_codegen::model::{Field, Model, Opcode, OperandClass, Role, Variant};

const REPORT: &str = "specs/isa_table_differences.yaml";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

// ---------------------------------------------------------------------------------------------
// Kinds and types
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    ExecSize,
    Pred,
    Prim(u64),
    State,
    Vector,
    Raw,
}

impl Kind {
    fn is_operand(self) -> bool {
        matches!(self, Kind::Vector | Kind::Raw)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::ExecSize => f.write_str("exec_size"),
            Kind::Pred => f.write_str("pred"),
            Kind::Prim(bits) => write!(f, "prim{bits}"),
            Kind::State => f.write_str("state"),
            Kind::Vector => f.write_str("vector"),
            Kind::Raw => f.write_str("raw"),
        }
    }
}

/// vISA type codes in order (§2.6, then HEAD's additions): the order type sets print in.
const TYPE_ORDER: [&str; 20] = [
    "UD", "D", "UW", "W", "UB", "B", "DF", "F", "V", "VF", "BOOL", "UQ", "UV", "Q", "HF", "BF",
    "TF32", "HF8", "BF8", "E2M1",
];

/// A set of type names in type-code order (unknown names last); `any` when empty.
fn type_set(types: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = types.into_iter().collect();
    out.sort_by_key(|t| {
        (
            TYPE_ORDER.iter().position(|o| o == t).unwrap_or(usize::MAX),
            t.clone(),
        )
    });
    out.dedup();
    if out.is_empty() {
        out.push("any".to_owned());
    }
    out
}

/// One field of an instruction as one side describes it.
#[derive(Debug, Clone)]
struct Operand {
    /// Our field name (for IGC's side, the descriptor's position).
    name: String,
    kind: Kind,
    /// For vector and raw operands.
    types: Vec<String>,
}

// ---------------------------------------------------------------------------------------------
// Our side
// ---------------------------------------------------------------------------------------------

fn our_kind(field: &Field) -> Kind {
    match field.role {
        Role::ExecSize => Kind::ExecSize,
        Role::Predicate => Kind::Pred,
        Role::Sampler | Role::Surface => Kind::State,
        Role::Raw => Kind::Raw,
        Role::Vector => Kind::Vector,
        _ => Kind::Prim(u64::from(field.ty.bits().unwrap_or_else(|| {
            panic!(
                "field `{}` of role {:?} has no width",
                field.name, field.role
            )
        }))),
    }
}

/// An operand that can carry data: the opcode's Supported Types apply to it.
fn carries_data(field: &Field) -> bool {
    let classes = &field.constraints.classes;
    classes.is_empty()
        || classes.iter().any(|c| {
            matches!(
                c,
                OperandClass::General | OperandClass::Indirect | OperandClass::Immediate
            )
        })
}

fn our_types(op: &Opcode, field: &Field) -> Vec<String> {
    if !field.constraints.types.is_empty() {
        type_set(field.constraints.types.iter().cloned())
    } else if carries_data(field) {
        type_set(
            op.supported_types
                .iter()
                .flat_map(|p| p.types.iter().cloned()),
        )
    } else {
        type_set([])
    }
}

fn our_operands(model: &Model, op: &Opcode, variant: &Variant) -> Vec<Operand> {
    let mut out = Vec::new();
    if let Some(sub) = &op.sub_opcode {
        let selector = model
            .families
            .iter()
            .find(|f| f.name == sub.family)
            .map_or("sub-opcode", |f| f.selector.as_str());
        out.push(Operand {
            name: selector.to_owned(),
            kind: Kind::Prim(8),
            types: Vec::new(),
        });
    }
    for slot in &variant.layout {
        let field = op.field(&slot.field).unwrap_or_else(|| {
            panic!(
                "{}: variant {} names field `{}`, which is not described",
                op.name, variant.name, slot.field
            )
        });
        let kind = our_kind(field);
        out.push(Operand {
            name: field.name.clone(),
            kind,
            types: if kind.is_operand() {
                our_types(op, field)
            } else {
                Vec::new()
            },
        });
        if field.role == Role::ParamCount {
            break; // the counted parameters: IGC's rows end at the count
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// IGC's side: isa_table.json
// ---------------------------------------------------------------------------------------------

/// The JSON, reduced to what the comparison needs.
#[derive(Debug)]
struct IgcTable {
    /// Opcode byte → the row's enum name and descriptors.
    rows: BTreeMap<u64, (String, Vec<Operand>)>,
    /// Parent opcode byte → sub-op value → the sub-op row's name and descriptors.
    sub_rows: BTreeMap<u64, BTreeMap<u64, (String, Vec<Operand>)>>,
}

fn key<'a>(v: &'a Value, key: &str, at: &str) -> Result<&'a Value, String> {
    v.get(key)
        .ok_or_else(|| format!("isa_table.json: {at}: missing key `{key}`"))
}

fn key_str<'a>(v: &'a Value, k: &str, at: &str) -> Result<&'a str, String> {
    key(v, k, at)?
        .as_str()
        .ok_or_else(|| format!("isa_table.json: {at}.{k}: not a string"))
}

fn key_u64(v: &Value, k: &str, at: &str) -> Result<u64, String> {
    key(v, k, at)?
        .as_u64()
        .ok_or_else(|| format!("isa_table.json: {at}.{k}: not an unsigned integer"))
}

fn key_array<'a>(v: &'a Value, k: &str, at: &str) -> Result<&'a Vec<Value>, String> {
    key(v, k, at)?
        .as_array()
        .ok_or_else(|| format!("isa_table.json: {at}.{k}: not an array"))
}

fn key_strings(v: &Value, k: &str, at: &str) -> Result<Vec<String>, String> {
    key_array(v, k, at)?
        .iter()
        .enumerate()
        .map(|(i, s)| {
            s.as_str()
                .map(str::to_owned)
                .ok_or_else(|| format!("isa_table.json: {at}.{k}[{i}]: not a string"))
        })
        .collect()
}

const VECTOR_FLAGS: [&str; 9] = [
    "OPND_DST_GEN",
    "OPND_SRC_GEN",
    "OPND_DST_INDIR",
    "OPND_SRC_INDIR",
    "OPND_DST_PRED",
    "OPND_SRC_PRED",
    "OPND_DST_ADDR",
    "OPND_SRC_ADDR",
    "OPND_ADDRESS_OF",
];

fn igc_operand(
    desc: &Value,
    index: usize,
    sizes: &BTreeMap<String, u64>,
    at: &str,
) -> Result<Operand, String> {
    let flags = key_strings(desc, "opnd_type", at)?;
    let types = key_strings(desc, "types", at)?;
    let has = |name: &str| flags.iter().any(|f| f == name);
    let kind = if has("OPND_EXECSIZE") {
        Kind::ExecSize
    } else if has("OPND_PRED") {
        Kind::Pred
    } else if has("OPND_RAW") || has("OPND_RAW_SRC") || has("OPND_RAW_DST") {
        Kind::Raw
    } else if has("OPND_SURFACE") && has("OPND_SAMPLE") {
        Kind::Vector
    } else if has("OPND_SURFACE") || has("OPND_SAMPLE") {
        Kind::State
    } else if VECTOR_FLAGS.iter().any(|f| has(f)) {
        Kind::Vector
    } else {
        let [ty] = types.as_slice() else {
            return Err(format!(
                "isa_table.json: {at}: a primitive descriptor ({}) needs exactly one type, has {types:?}",
                flags.join(" | ")
            ));
        };
        let size = sizes
            .get(ty)
            .ok_or_else(|| format!("isa_table.json: {at}: type `{ty}` is not in `type_sizes`"))?;
        Kind::Prim(size * 8)
    };
    let unspecified = key_str(desc, "data_type_src", at)?.trim() == "0";
    Ok(Operand {
        name: format!("#{index}"),
        kind,
        types: if !kind.is_operand() {
            Vec::new()
        } else if unspecified {
            type_set([])
        } else {
            type_set(types)
        },
    })
}

fn igc_operands(
    row: &Value,
    sizes: &BTreeMap<String, u64>,
    at: &str,
) -> Result<Vec<Operand>, String> {
    key_array(row, "operands", at)?
        .iter()
        .enumerate()
        .map(|(i, d)| igc_operand(d, i, sizes, &format!("{at}.operands[{i}]")))
        .collect()
}

fn parse_hex(s: &str, at: &str) -> Result<u64, String> {
    u64::from_str_radix(s.trim_start_matches("0x"), 16)
        .map_err(|e| format!("isa_table.json: {at}: `{s}` is not a hex number: {e}"))
}

fn read_igc_table(text: &str) -> Result<IgcTable, String> {
    let json: Value =
        serde_json::from_str(text).map_err(|e| format!("isa_table.json: not JSON: {e}"))?;
    let sizes: BTreeMap<String, u64> = key(&json, "type_sizes", "top level")?
        .as_object()
        .ok_or("isa_table.json: type_sizes: not an object")?
        .iter()
        .map(|(k, v)| {
            v.as_u64()
                .map(|n| (k.clone(), n))
                .ok_or_else(|| format!("isa_table.json: type_sizes.{k}: not a size"))
        })
        .collect::<Result<_, _>>()?;
    let mut rows = BTreeMap::new();
    for (i, row) in key_array(&json, "opcodes", "top level")?.iter().enumerate() {
        let at = format!("opcodes[{i}]");
        let value = key_u64(row, "opcode_dec", &at)?;
        let name = key_str(row, "enum", &at)?.to_owned();
        let at = format!("{at} ({name})");
        rows.insert(value, (name, igc_operands(row, &sizes, &at)?));
    }
    let mut sub_rows = BTreeMap::new();
    let tables = key(&json, "subopcode_tables", "top level")?
        .as_object()
        .ok_or("isa_table.json: subopcode_tables: not an object")?;
    for (parent_enum, table) in tables {
        let at = format!("subopcode_tables.{parent_enum}");
        let parent = parse_hex(key_str(table, "parent_opcode", &at)?, &at)?;
        let mut entries = BTreeMap::new();
        for (i, e) in key_array(table, "entries", &at)?.iter().enumerate() {
            let at = format!("{at}.entries[{i}]");
            if e.get("empty").and_then(Value::as_bool) == Some(true) {
                continue;
            }
            // LSC rows carry their sub-op value; the SVM table is indexed by it.
            let value = match e.get("subopcode_value") {
                Some(v) => v.as_u64().ok_or_else(|| {
                    format!("isa_table.json: {at}.subopcode_value: not an unsigned integer")
                })?,
                None => key_u64(e, "index", &at)?,
            };
            let name = key_str(e, "name", &at)?.to_owned();
            entries.insert(value, (name, igc_operands(e, &sizes, &at)?));
        }
        sub_rows.insert(parent, entries);
    }
    Ok(IgcTable { rows, sub_rows })
}

/// IGC's descriptors for one op variant: the opcode's row, then its sub-op's row if any.
fn igc_for(table: &IgcTable, op: &Opcode, variant: &Variant) -> Result<Vec<Operand>, String> {
    let (_, row) = table.rows.get(&u64::from(op.value)).ok_or_else(|| {
        format!(
            "{}: isa_table.json has no row for opcode {:#04x}",
            op.name, op.value
        )
    })?;
    let mut out = row.clone();
    if let Some(subs) = table.sub_rows.get(&u64::from(op.value)) {
        let code = op
            .sub_opcode
            .as_ref()
            .map(|s| u64::from(s.value))
            .or(variant.condition.as_ref().map(|c| c.code));
        if let Some(code) = code {
            let (_, sub) = subs.get(&code).ok_or_else(|| {
                format!(
                    "{} {}: isa_table.json has no sub-opcode row {code:#04x} under opcode {:#04x}",
                    op.name, variant.name, op.value
                )
            })?;
            out.extend(sub.iter().cloned());
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// Comparison
// ---------------------------------------------------------------------------------------------

/// Pairs the positions of two kind lists: the alignment with the most weight, equal kinds
/// weighing 2 and a vector against a raw operand 1.
fn align(a: &[Kind], b: &[Kind]) -> Vec<(usize, usize)> {
    let weight = |x: Kind, y: Kind| {
        if x == y {
            2
        } else if x.is_operand() && y.is_operand() {
            1
        } else {
            0
        }
    };
    let (n, m) = (a.len(), b.len());
    let mut best = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            let w = weight(a[i], b[j]);
            let pair = if w > 0 { w + best[i + 1][j + 1] } else { 0 };
            best[i][j] = pair.max(best[i + 1][j]).max(best[i][j + 1]);
        }
    }
    let (mut i, mut j, mut pairs) = (0, 0, Vec::new());
    while i < n && j < m {
        let w = weight(a[i], b[j]);
        if w > 0 && best[i][j] == w + best[i + 1][j + 1] {
            pairs.push((i, j));
            i += 1;
            j += 1;
        } else if best[i][j] == best[i + 1][j] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs
}

/// Our list and IGC's.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Sides {
    ours: Vec<String>,
    igc: Vec<String>,
}

/// One difference (or a group of identical ones), as the report states it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Difference {
    opcode: String,
    /// The op variants where it occurs; empty when it is all of them.
    variants: Vec<String>,
    /// For types: the operands (our field names) concerned.
    operands: Vec<String>,
    kinds: Option<Sides>,
    types: Option<Sides>,
}

impl fmt::Display for Difference {
    /// The entry as YAML, in the report's style (without `reason`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |items: &[String]| format!("[{}]", items.join(", "));
        writeln!(f, "- opcode: {}", self.opcode)?;
        if !self.variants.is_empty() {
            writeln!(f, "  variants: {}", list(&self.variants))?;
        }
        if !self.operands.is_empty() {
            writeln!(f, "  operands: {}", list(&self.operands))?;
        }
        for (name, sides) in [("kinds", &self.kinds), ("types", &self.types)] {
            if let Some(s) = sides {
                writeln!(f, "  {name}:")?;
                writeln!(f, "    ours: {}", list(&s.ours))?;
                writeln!(f, "    igc: {}", list(&s.igc))?;
            }
        }
        Ok(())
    }
}

struct Comparison {
    differences: Vec<Difference>,
    opcodes: usize,
    variants: usize,
    operand_pairs: usize,
}

fn compare(model: &Model, table: &IgcTable) -> Result<Comparison, String> {
    // (opcode, is_types, ours, igc) → (variants, operands), in model order.
    type Key = (String, bool, Vec<String>, Vec<String>);
    let mut groups: Vec<(Key, Vec<String>, Vec<String>)> = Vec::new();
    let mut note = |key: Key, variant: &str, operand: Option<&str>| {
        let i = match groups.iter().position(|(k, _, _)| *k == key) {
            Some(i) => i,
            None => {
                groups.push((key, Vec::new(), Vec::new()));
                groups.len() - 1
            }
        };
        let (_, variants, operands) = &mut groups[i];
        if !variants.iter().any(|v| v == variant) {
            variants.push(variant.to_owned());
        }
        if let Some(o) = operand {
            if !operands.iter().any(|x| x == o) {
                operands.push(o.to_owned());
            }
        }
    };
    let (mut variants, mut operand_pairs) = (0, 0);
    for op in &model.opcodes {
        for variant in &op.variants {
            variants += 1;
            let ours = our_operands(model, op, variant);
            let igc = igc_for(table, op, variant)?;
            let our_kinds: Vec<Kind> = ours.iter().map(|o| o.kind).collect();
            let igc_kinds: Vec<Kind> = igc.iter().map(|o| o.kind).collect();
            if our_kinds != igc_kinds {
                let names = |k: &[Kind]| k.iter().map(Kind::to_string).collect();
                note(
                    (op.name.clone(), false, names(&our_kinds), names(&igc_kinds)),
                    &variant.name,
                    None,
                );
            }
            for (i, j) in align(&our_kinds, &igc_kinds) {
                let (o, g) = (&ours[i], &igc[j]);
                if !(o.kind.is_operand() && g.kind.is_operand()) {
                    continue;
                }
                operand_pairs += 1;
                if o.types != g.types {
                    note(
                        (op.name.clone(), true, o.types.clone(), g.types.clone()),
                        &variant.name,
                        Some(&o.name),
                    );
                }
            }
        }
    }
    let differences = groups
        .into_iter()
        .map(|((opcode, is_types, ours, igc), vs, operands)| {
            let op = model.opcodes.iter().find(|o| o.name == opcode);
            let all = op.is_some_and(|o| o.variants.len() == vs.len());
            let sides = Some(Sides { ours, igc });
            Difference {
                opcode,
                variants: if all { Vec::new() } else { vs },
                operands,
                kinds: if is_types { None } else { sides.clone() },
                types: if is_types { sides } else { None },
            }
        })
        .collect();
    Ok(Comparison {
        differences,
        opcodes: model.opcodes.len(),
        variants,
        operand_pairs,
    })
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/// One entry of `specs/isa_table_differences.yaml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportEntry {
    opcode: String,
    #[serde(default)]
    variants: Vec<String>,
    #[serde(default)]
    operands: Vec<String>,
    #[serde(default)]
    kinds: Option<Sides>,
    #[serde(default)]
    types: Option<Sides>,
    /// Why the two sides differ.
    reason: String,
    /// The erratum of `specs/errata.yaml` that covers it, if any.
    #[serde(default)]
    errata: Option<String>,
}

impl ReportEntry {
    fn difference(&self) -> Difference {
        Difference {
            opcode: self.opcode.clone(),
            variants: self.variants.clone(),
            operands: self.operands.clone(),
            kinds: self.kinds.clone(),
            types: self.types.clone(),
        }
    }
}

fn read_report() -> Vec<ReportEntry> {
    let path = repo().join(REPORT);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: cannot read: {e}", path.display()));
    serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{REPORT}: {e}"))
}

/// Problems with the report's entries themselves: a missing side, a reason that explains
/// nothing, an erratum that does not exist or is not about the opcode, an entry twice.
fn report_problems(report: &[ReportEntry]) -> Vec<String> {
    let errata_path = repo().join("specs/errata.yaml");
    let text = std::fs::read_to_string(&errata_path).expect("specs/errata.yaml readable");
    let mut diag = Diagnostics::new("errata.yaml");
    let errata = visa_isa_codegen::errata::parse(&text, &mut diag).expect("specs/errata.yaml");
    let mut problems = Vec::new();
    let mut seen: Vec<Difference> = Vec::new();
    for e in report {
        let d = e.difference();
        let name = format!("{} {:?}", e.opcode, e.operands);
        if e.kinds.is_some() == e.types.is_some() {
            problems.push(format!("{name}: give exactly one of `kinds` and `types`"));
        }
        if e.types.is_some() == e.operands.is_empty() {
            problems.push(format!(
                "{name}: `operands` goes with `types` (and only with it)"
            ));
        }
        let reason = e.reason.trim();
        let lower = reason.to_ascii_lowercase();
        if reason.split_whitespace().count() < 8
            || ["todo", "fixme", "known difference", "tbd"]
                .iter()
                .any(|w| lower.contains(w))
        {
            problems.push(format!(
                "{name}: the reason must explain the difference, citing the reference or IGC: `{reason}`"
            ));
        }
        if let Some(id) = &e.errata {
            match errata.errata.iter().find(|x| &x.id == id) {
                None => problems.push(format!(
                    "{name}: erratum `{id}` is not in specs/errata.yaml"
                )),
                Some(x) if !x.opcodes.iter().any(|o| o == &e.opcode || o == "*") => {
                    problems.push(format!("{name}: erratum `{id}` is not about {}", e.opcode))
                }
                Some(_) => {}
            }
        }
        if seen.contains(&d) {
            problems.push(format!("{name}: listed twice:\n{d}"));
        }
        seen.push(d);
    }
    problems
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

#[test]
fn model_matches_igc_tables_up_to_the_report() {
    let (Some(corpus), Some(json)) = (
        support::shared_path(
            Some("VISA_ISA_CORPUS"),
            "visa-spec/instructions-all",
            "isa_table test",
        ),
        support::shared_path(
            Some("VISA_ISA_TABLE"),
            "reference/isa_table.json",
            "isa_table test",
        ),
    ) else {
        return;
    };
    let loaded = visa_isa_codegen::load_dir(&corpus, &[repo().join("specs/errata.yaml")])
        .expect("corpus readable");
    assert!(!loaded.has_errors(), "the corpus has errors");
    let text = std::fs::read_to_string(&json)
        .unwrap_or_else(|e| panic!("{}: cannot read: {e}", json.display()));
    let table = read_igc_table(&text).unwrap_or_else(|e| panic!("{e}"));
    let result = compare(&loaded.model, &table).unwrap_or_else(|e| panic!("{e}"));

    let report = read_report();
    let problems = report_problems(&report);
    assert!(problems.is_empty(), "{REPORT}:\n{}", problems.join("\n"));
    let listed: Vec<Difference> = report.iter().map(ReportEntry::difference).collect();
    let unexplained: Vec<&Difference> = result
        .differences
        .iter()
        .filter(|d| !listed.contains(d))
        .collect();
    let stale: Vec<&Difference> = listed
        .iter()
        .filter(|d| !result.differences.contains(d))
        .collect();
    let show = |ds: &[&Difference]| ds.iter().map(|d| d.to_string()).collect::<String>();
    eprintln!(
        "isa_table: {} opcodes ({} variants, {} operand pairs) compared with IGC's tables: \
         {} differences, {} report entries",
        result.opcodes,
        result.variants,
        result.operand_pairs,
        result.differences.len(),
        report.len()
    );
    assert!(
        unexplained.is_empty() && stale.is_empty(),
        "the model and IGC's tables differ from {REPORT}.\n\
         Differences the report lacks (fix the model, or add each with a `reason`):\n{}\n\
         Report entries that no longer occur (remove them):\n{}",
        show(&unexplained),
        show(&stale)
    );
}

#[test]
fn report_entries_are_explained() {
    // Runs without ../shared: the report's own rules.
    let problems = report_problems(&read_report());
    assert!(problems.is_empty(), "{REPORT}:\n{}", problems.join("\n"));
}

#[test]
fn bad_json_gives_a_clear_error() {
    let missing = r#"{"type_sizes": {"UB": 1}, "opcodes": [{"opcode_dec": 1, "enum": "ISA_ADD",
        "operands": [{"opnd_type": ["OPND_OTHER"], "data_type_src": "ISA_TYPE_UB"}]}],
        "subopcode_tables": {}}"#;
    assert_eq!(
        read_igc_table(missing).unwrap_err(),
        "isa_table.json: opcodes[0] (ISA_ADD).operands[0]: missing key `types`"
    );
    let two_types = r#"{"type_sizes": {"UB": 1}, "opcodes": [{"opcode_dec": 1, "enum": "ISA_X",
        "operands": [{"opnd_type": ["OPND_OTHER"], "types": ["UB", "UW"],
        "data_type_src": "ISA_TYPE_UB | ISA_TYPE_UW"}]}], "subopcode_tables": {}}"#;
    assert!(read_igc_table(two_types)
        .unwrap_err()
        .contains("needs exactly one type"));
    assert!(read_igc_table("[1, 2")
        .unwrap_err()
        .starts_with("isa_table.json: not JSON"));
}

#[test]
fn alignment_keeps_operands_apart() {
    use Kind::*;
    // SAMPLE_UNORM: IGC's row lacks DeltaV; Dst still pairs with Dst.
    let ours = [Prim(8), State, State, Vector, Vector, Vector, Vector, Raw];
    let igc = [Prim(8), State, State, Vector, Vector, Vector, Raw];
    let pairs = align(&ours, &igc);
    assert!(pairs.contains(&(7, 6)) && !pairs.iter().any(|&(i, _)| i == 6));
    // DPAS: raw operands on one side, vector descriptors on the other, pair in order.
    let ours = [ExecSize, Raw, Raw, Raw, Vector, Prim(8)];
    let igc = [ExecSize, Vector, Vector, Vector, Vector, Prim(32)];
    assert_eq!(align(&ours, &igc), [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]);
}
