//! GenX_IR conformance: IGC's own vISA 4.1 reader reads back what the crate writes.
//!
//! ```text
//! cargo run --example conformance                        # every valid vector, in one kernel
//! cargo run --example conformance -- --vectors DIR       # vector files written elsewhere
//! cargo run --example conformance -- --kernel out/sample.isa out/sample.visaasm
//! ```
//!
//! Options: `--genx PATH` (default: `GenX_IR` on `PATH`; install with
//! `apt-get install -y libigc-tools`), `--platform P` (default `SKL`), `--work DIR` (where the
//! kernel and GenX_IR's output are kept; default a folder under the system temp dir),
//! `--timeout SECONDS` (default 300), `--platforms P,Q,…` (the platforms to try, in order),
//! `--layout igc2022|current` (default `igc2022`): the byte layout the kernels are written in
//! and whose printer the expected text follows; `current` is for today's IGC,
//! `--genx ../shared/tools/genx-ir-head/GenX_IR-head --layout current --platforms
//! TGLLP,DG2,PVC,PVCXT` (it has no SKL).
//!
//! Vector mode writes one kernel per opcode holding every valid vector's instruction (declaring
//! every id they use), has `GenX_IR FILE.isa -platform P -dumpcommonisa` decode it (P: the
//! first of SKL, TGLLP, DG2, PVC, PVCXT that has the opcode), and compares each decoded instruction
//! with the crate's text for it. Vectors that need some platforms (their `platform:` tag, e.g.
//! DPAS's 16-lane execution size `{PVC}`) go into a kernel of their own per tag, decoded on the
//! first platform the tag admits. Kernel mode decodes a `.isa` the
//! kernel writer produced and compares it with its `.visaasm`: declarations line for line,
//! instructions one for one.
//!
//! The crate prints complete instructions; where the 4.1 reader's printer leaves out what the
//! bytes carry, exactly the omissions listed in `specs/errata.yaml` (each opcode's
//! `READER_OMISSIONS`) are removed from the crate's text; everything else must match after
//! collapsing whitespace. Any mismatch, a verifier complaint, a missing GenX_IR or zero
//! instructions compared fails the run. The last line is `N passed, M failed`.

#[path = "../tests/support/vectors.rs"]
#[allow(dead_code)] // shared with the tests, which use more of it
mod vectors;

mod genx;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Duration;
use visa_isa::{
    parse_asm_line_in, Align, AnyInstruction, AsmContext, Attribute, Instruction, Kernel, LabelId,
    LabelKind, Layout, NameId, OperandKind, ReaderExpectation, ReaderOmission, StateClass, Target,
    VarId, Variable, VectorOperand, VisaType,
};

struct Options {
    genx: Option<PathBuf>,
    /// Platforms to try, in order (vector mode): an opcode is checked on the first one whose
    /// verifier does not reject it as unsupported there.
    platforms: Vec<String>,
    /// Opcodes whose conformance is known not to pass yet, with why (`--pending FILE`).
    pending: BTreeMap<String, Pending>,
    work: PathBuf,
    timeout: Duration,
    mode: Mode,
    /// The byte layout the kernels are written in, and whose printer the text follows
    /// (`--layout`; `current` for `GenX_IR-head`).
    layout: Layout,
}

enum Mode {
    Vectors(PathBuf),
    Kernel { isa: PathBuf, asm: PathBuf },
}

/// Oldest first: most opcodes exist on SKL, whose reader output the seed conformance pins;
/// newer instructions (LSC, DPAS, 64-bit rotates) are only accepted by later platforms.
/// IGC's verifier accepts an opcode on its table's platform and every later one
/// (`CISA_INST_table[opcode].platf`, IsaVerification.cpp:4142-4147: "vISA instruction not
/// supported on this platform" below it), so the first platform of this ascending list that
/// does not say so is the one to check on; PVCXT comes last for the opcodes the table gives to
/// it alone (SRND, Xe_PVCXT in IsaDescription.cpp:519).
const DEFAULT_PLATFORMS: [&str; 5] = ["SKL", "TGLLP", "DG2", "PVC", "PVCXT"];

/// GenX_IR 12504.6's platforms, oldest first, as `(name in the docs' platform tags, GenX_IR's
/// name)`.
const GENX_PLATFORMS: [(&str, &str); 11] = [
    ("BDW", "BDW"),
    ("CHV", "CHV"),
    ("SKL", "SKL"),
    ("BXT", "BXT"),
    ("ICLLP", "ICLLP"),
    ("TGLLP", "TGLLP"),
    ("XEHP", "XeHP_SDV"),
    ("DG2", "DG2"),
    ("MTL", "MTL"),
    ("PVC", "PVC"),
    ("PVCXT", "PVCXT"),
];

/// The GenX_IR platforms a vector's platform tags admit all together (`XEHP+, -PVC`), those
/// of `preferred` first, in its order.
fn tagged_platforms(tags: &str, preferred: &[String]) -> Result<Vec<String>, String> {
    let mut admitted: Option<Vec<String>> = None;
    for tag in tags.split(", ") {
        let these = platforms_of_tag(tag, preferred)?;
        admitted = Some(match admitted {
            None => these,
            Some(before) => before.into_iter().filter(|p| these.contains(p)).collect(),
        });
    }
    match admitted {
        Some(platforms) if !platforms.is_empty() => Ok(platforms),
        _ => Err(format!("no GenX_IR platform has all of `{tags}`")),
    }
}

/// The GenX_IR platforms a doc platform tag admits (`PVC`: that one; `XEHP+`: it and later;
/// `-PVC`: earlier ones), those of `preferred` first, in its order.
fn platforms_of_tag(tag: &str, preferred: &[String]) -> Result<Vec<String>, String> {
    let (name, admits): (&str, fn(usize, usize) -> bool) = if let Some(n) = tag.strip_suffix('+') {
        (n, |i, at| i >= at)
    } else if let Some(n) = tag.strip_prefix('-') {
        (n, |i, at| i < at)
    } else {
        (tag, |i, at| i == at)
    };
    let at = GENX_PLATFORMS
        .iter()
        .position(|(doc, _)| *doc == name)
        .ok_or_else(|| format!("platform tag `{tag}`: GenX_IR has no platform `{name}`"))?;
    let admitted: Vec<&str> = (0..GENX_PLATFORMS.len())
        .filter(|&i| admits(i, at))
        .map(|i| GENX_PLATFORMS[i].1)
        .collect();
    let mut ordered: Vec<String> = preferred
        .iter()
        .filter(|p| admitted.contains(&p.as_str()))
        .cloned()
        .collect();
    for p in admitted {
        if !ordered.iter().any(|o| o == p) {
            ordered.push(p.to_owned());
        }
    }
    Ok(ordered)
}

/// Bytes in a GRF on `platform`, for the byte offsets the text prints (`&V101[40]`): 64 on
/// PVC, 32 on SKL to DG2.
fn grf_bytes(platform: &str) -> u32 {
    if platform.starts_with("PVC") {
        64
    } else {
        32
    }
}

/// Whether a verifier finding says the platform does not have the instruction: IGC's verifier
/// words it several ways ("vISA instruction not supported on this platform",
/// IsaVerification.cpp:4147; "dpasw instuction is not supported on selected platform", :1431;
/// "fcvt is not supported on the selected platform", :993; "sad2/sad2add is not supported on
/// Xe.", :1683, HEAD :2219, a platform family by name).
fn unsupported_on_platform(finding: &str) -> bool {
    finding.contains("not supported on")
        && (finding.contains("platform") || finding.contains("not supported on Xe"))
}

/// An opcode whose conformance does not pass yet, and how much of it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pending {
    /// Why.
    reason: String,
    /// Only the text direction (GenX_IR's text parser reading the crate's text) fails: the
    /// bytes-to-text comparisons and the dump read back still count, and must pass.
    text_only: bool,
    /// The vectors that fail, by name (`*` at either end matches any run of characters): they
    /// are checked in a kernel of their own, which must fail, and the rest must pass. Empty:
    /// the whole opcode.
    vectors: Vec<String>,
}

impl Pending {
    /// The failed comparisons of `tally` (of the vectors the entry does not name) that this
    /// entry does not excuse: all but the text direction's (`direction`), all (`vectors`
    /// alone), or none (the whole opcode).
    fn unexcused(&self, tally: &Tally) -> Tally {
        let mut rest = *tally;
        if self.text_only {
            rest.text_failed = 0;
        } else if self.vectors.is_empty() {
            (rest.failed, rest.text_failed, rest.read_back_failed) = (0, 0, 0);
        }
        rest
    }

    /// Whether the entry names the vector `name`.
    fn names(&self, name: &str) -> bool {
        self.vectors.iter().any(|pattern| {
            match (pattern.strip_prefix('*'), pattern.strip_suffix('*')) {
                (Some(tail), _) if tail.ends_with('*') => name.contains(&tail[..tail.len() - 1]),
                (Some(tail), _) => name.ends_with(tail),
                (None, Some(head)) => name.starts_with(head),
                (None, None) => name == pattern,
            }
        })
    }
}

/// Reads a `--pending` file: a YAML list of `{opcode, reason[, direction][, vectors]}`, where
/// `direction: text-to-bytes` keeps only that direction pending and `vectors` only the vectors
/// it names.
fn read_pending(path: &Path) -> Result<BTreeMap<String, Pending>, String> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Entry {
        opcode: String,
        reason: String,
        #[serde(default)]
        direction: Option<String>,
        #[serde(default)]
        vectors: Vec<String>,
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let entries: Vec<Entry> =
        serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut pending = BTreeMap::new();
    for e in entries {
        if e.reason.trim().is_empty() {
            return Err(format!("{}: {} has no reason", path.display(), e.opcode));
        }
        let text_only = match e.direction.as_deref() {
            None => false,
            Some("text-to-bytes") => true,
            Some(other) => {
                return Err(format!(
                    "{}: {}: direction `{other}` is not `text-to-bytes`",
                    path.display(),
                    e.opcode
                ))
            }
        };
        let entry = Pending {
            reason: e.reason,
            text_only,
            vectors: e.vectors,
        };
        if pending.insert(e.opcode.clone(), entry).is_some() {
            return Err(format!("{}: {} is listed twice", path.display(), e.opcode));
        }
    }
    Ok(pending)
}

fn usage() -> String {
    "usage: conformance [--vectors DIR [--pending FILE] | --kernel FILE.isa FILE.visaasm] \
     [--genx PATH] [--platform P | --platforms P,Q,…] [--layout igc2022|current] [--work DIR] \
     [--timeout SECONDS]"
        .to_owned()
}

fn options() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut o = Options {
        genx: None,
        platforms: DEFAULT_PLATFORMS.iter().map(|p| p.to_string()).collect(),
        pending: BTreeMap::new(),
        work: std::env::temp_dir().join(format!("visa-isa-conformance-{}", std::process::id())),
        timeout: Duration::from_secs(300),
        mode: Mode::Vectors(vectors::default_dir()),
        layout: Layout::default(),
    };
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .ok_or(format!("{name} needs a value\n{}", usage()))
        };
        match arg.as_str() {
            "--vectors" => o.mode = Mode::Vectors(value("--vectors")?.into()),
            "--kernel" => {
                let isa = value("--kernel")?.into();
                let asm = value("--kernel")?.into();
                o.mode = Mode::Kernel { isa, asm };
            }
            "--genx" => o.genx = Some(value("--genx")?.into()),
            "--platform" => o.platforms = vec![value("--platform")?],
            "--platforms" => {
                o.platforms = value("--platforms")?
                    .split(',')
                    .map(|p| p.trim().to_owned())
                    .filter(|p| !p.is_empty())
                    .collect();
                if o.platforms.is_empty() {
                    return Err(format!("--platforms needs at least one\n{}", usage()));
                }
            }
            "--layout" => {
                o.layout = value("--layout")?
                    .parse()
                    .map_err(|e: visa_isa::ParseLayoutError| e.to_string())?;
            }
            "--pending" => o.pending = read_pending(Path::new(&value("--pending")?))?,
            "--work" => o.work = value("--work")?.into(),
            "--timeout" => {
                let secs = value("--timeout")?;
                let secs: u64 = secs
                    .parse()
                    .map_err(|_| format!("--timeout {secs}: not a number"))?;
                o.timeout = Duration::from_secs(secs);
            }
            "-h" | "--help" => return Err(usage()),
            other => return Err(format!("unknown argument `{other}`\n{}", usage())),
        }
    }
    Ok(o)
}

/// One instruction to compare: where it came from, what the reader should print.
#[derive(Clone)]
struct Expected {
    label: String,
    printed: String,
    expectation: ReaderExpectation,
}

impl Expected {
    /// `inst` as the crate prints it in `context` (the kernel's, for the platform decoded on).
    fn new(label: String, inst: &AnyInstruction, context: AsmContext<'_>) -> Self {
        let printed = inst.display_in(context).to_string();
        let expectation =
            ReaderExpectation::new(&printed, inst.reader_omissions_in(context.layout));
        Expected {
            label,
            printed,
            expectation,
        }
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("conformance: {e}");
            println!("0 passed, 0 failed");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<bool, String> {
    let o = options()?;
    let genx = genx::locate(o.genx.as_deref())?;
    std::fs::create_dir_all(&o.work).map_err(|e| format!("{}: {e}", o.work.display()))?;
    let tally = match &o.mode {
        Mode::Vectors(dir) => {
            let files = vectors::load_dir(dir)?;
            let mut total = Tally::default();
            let mut summary = Vec::new();
            let mut pending_failed = 0usize;
            let mut skipped = 0usize;
            for file in &files {
                println!("== {} ({})", file.opcode, file.path.display());
                let (tally, platform, named) = match check_vector_file(&o, &genx, file)? {
                    Checked::Run(tally, platform, named) => (tally, platform, named),
                    Checked::Skipped { erratum, reason } => {
                        // The reader cannot decode the opcode (an erratum says why): nothing
                        // to compare, and nothing to keep pending.
                        let listed = o.pending.contains_key(&file.opcode);
                        if listed {
                            total.failed += 1;
                        }
                        summary.push(format!(
                            "{}: skipped: GenX_IR cannot check it (erratum `{erratum}`: {reason}){}",
                            file.opcode,
                            if listed {
                                " (FAIL: listed as pending; remove it from the list)"
                            } else {
                                ""
                            }
                        ));
                        skipped += 1;
                        continue;
                    }
                };
                let status = match o.pending.get(&file.opcode) {
                    None if tally.all_failed() == 0 => "ok",
                    None => {
                        total.failed += tally.failed;
                        total.text_failed += tally.text_failed;
                        total.read_back_failed += tally.read_back_failed;
                        "FAIL"
                    }
                    Some(p) => {
                        // What the entry does not excuse fails the run; the vectors it names
                        // fail in their own kernel.
                        let named = named.unwrap_or_default().all_failed();
                        let rest = p.unexcused(&tally);
                        let excused = tally.all_failed() - rest.all_failed();
                        total.failed += rest.failed;
                        total.text_failed += rest.text_failed;
                        total.read_back_failed += rest.read_back_failed;
                        pending_failed += excused + named;
                        // A pending entry that passes (in what it is pending for) must go, so
                        // that the list stays the truth.
                        let whole = p.vectors.is_empty();
                        let stale = if !whole && named == 0 {
                            Some("FAIL: the vectors it names pass; take them off the list")
                        } else if p.text_only && !whole && excused == 0 {
                            Some("FAIL: the text direction passes; take `direction` off the entry")
                        } else if whole && excused == 0 {
                            Some("FAIL: passes what it is listed as pending for; remove it from the list")
                        } else {
                            None
                        };
                        match (stale, p.text_only, whole) {
                            (Some(stale), ..) => {
                                total.failed += 1;
                                stale
                            }
                            _ if rest.all_failed() > 0 => {
                                "FAIL: fails besides what it is pending for"
                            }
                            (None, true, true) => {
                                "pending in the text direction; bytes to text passes"
                            }
                            (None, false, true) => "pending",
                            (None, true, false) => {
                                "pending for the vectors it names and the text direction"
                            }
                            (None, false, false) => {
                                "pending for the vectors it names; the others pass"
                            }
                        }
                    }
                };
                total.passed += tally.passed;
                total.text_passed += tally.text_passed;
                total.read_back_passed += tally.read_back_passed;
                let skipped = match tally.skipped {
                    0 => String::new(),
                    n => format!(", {n} vectors skipped"),
                };
                let text_skipped = match tally.text_skipped {
                    0 => String::new(),
                    n => format!(", {n} left out"),
                };
                summary.push(format!(
                    "{}: {} passed, {} failed on {platform}{skipped}; as text: {} passed, {} failed{text_skipped}; dump read back: {} passed, {} failed ({status})",
                    file.opcode, tally.passed, tally.failed, tally.text_passed, tally.text_failed,
                    tally.read_back_passed, tally.read_back_failed
                ));
            }
            for opcode in o.pending.keys() {
                if !files.iter().any(|f| &f.opcode == opcode) {
                    total.failed += 1;
                    summary.push(format!(
                        "{opcode}: listed as pending, but has no vectors (FAIL)"
                    ));
                }
            }
            if files.len() > 1 {
                println!("== per opcode");
                for line in summary {
                    println!("{line}");
                }
            }
            if !o.pending.is_empty() {
                println!(
                    "{} opcodes pending ({pending_failed} failed comparisons not counted)",
                    o.pending.len()
                );
            }
            if skipped > 0 {
                println!("{skipped} opcodes skipped: the 4.1 reader cannot decode them");
            }
            total
        }
        Mode::Kernel { isa, asm } => {
            let text =
                std::fs::read_to_string(asm).map_err(|e| format!("{}: {e}", asm.display()))?;
            let platform = &o.platforms[0];
            // The kernel's declarations give the text's context: its variables' types.
            let bytes = std::fs::read(isa).map_err(|e| format!("{}: {e}", isa.display()))?;
            let mut kernel = Kernel::from_isa_in(&bytes, o.layout)
                .map_err(|e| format!("{}: {e}", isa.display()))?;
            kernel
                .set_grf_bytes(grf_bytes(platform))
                .map_err(|e| e.to_string())?;
            let expected = instructions_from_asm(&text, kernel.asm_context())?;
            let dump = decode(&genx, isa, platform, o.timeout, &o.work.join("genx"))?;
            let mut tally = report(&declaration_lines(&text), &expected, &dump, None);
            // The whole text reads back to the kernel of the `.isa`.
            match Kernel::from_asm_for(&text, kernel.grf_bytes(), o.layout) {
                Ok(read) if read == kernel => tally.read_back_passed += 1,
                Ok(_) => {
                    println!(
                        "FAIL {}: reads to another kernel than the .isa",
                        asm.display()
                    );
                    tally.read_back_failed += 1;
                }
                Err(e) => {
                    println!("FAIL {}:{e}", asm.display());
                    tally.read_back_failed += 1;
                }
            }
            tally
        }
    };
    if tally.text_passed + tally.text_failed > 0 {
        println!(
            "bytes to text: {} passed, {} failed; text to bytes: {} passed, {} failed",
            tally.passed, tally.failed, tally.text_passed, tally.text_failed
        );
    }
    if tally.read_back_passed + tally.read_back_failed > 0 {
        println!(
            "dump read back (Kernel::from_asm): {} passed, {} failed",
            tally.read_back_passed, tally.read_back_failed
        );
    }
    let passed = tally.passed + tally.text_passed + tally.read_back_passed;
    let failed = tally.all_failed();
    println!("{passed} passed, {failed} failed");
    Ok(failed == 0 && tally.passed > 0)
}

/// Comparisons that passed and failed, and vectors not checked (an erratum says why).
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
    /// The text direction: comparisons of what GenX_IR's text reader built from the crate's
    /// `to_asm()` that passed and failed, and instructions left out of it.
    text_passed: usize,
    text_failed: usize,
    text_skipped: usize,
    /// GenX_IR's dump read back whole by `Kernel::from_asm`: instructions that read back to
    /// the kernel's, and those that did not (or a dump that did not read: 1).
    read_back_passed: usize,
    read_back_failed: usize,
}

impl Tally {
    /// Adds `other`'s counts.
    fn add(&mut self, other: Tally) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.skipped += other.skipped;
        self.text_passed += other.text_passed;
        self.text_failed += other.text_failed;
        self.text_skipped += other.text_skipped;
        self.read_back_passed += other.read_back_passed;
        self.read_back_failed += other.read_back_failed;
    }

    /// Every failed comparison, both directions and the dump read back.
    fn all_failed(&self) -> usize {
        self.failed + self.text_failed + self.read_back_failed
    }
}

/// What became of one opcode's vectors.
enum Checked {
    /// Decoded and compared, on this platform; and the vectors a pending entry names, in a
    /// kernel of their own, if it names any.
    Run(Tally, String, Option<Tally>),
    /// Not run: the reader cannot decode the opcode at all (a `reader_cannot_read` erratum).
    Skipped {
        erratum: &'static str,
        reason: &'static str,
    },
}

/// One kernel holding every valid vector of one opcode, decoded by GenX_IR and compared; and
/// the platform it was checked on.
///
/// One kernel per opcode keeps a reader crash or a rejected instruction to the opcode that
/// caused it, and names it.
fn check_vector_file(
    o: &Options,
    genx: &Path,
    file: &vectors::VectorFile,
) -> Result<Checked, String> {
    // Vectors of ops the reader cannot decode, or with a suffix value GenX_IR cannot compile,
    // stay out of the kernel (they would stop it reading or compiling the rest); when that is
    // all of them, the opcode is skipped.
    let mut checked = Vec::new();
    let mut unchecked = BTreeMap::new();
    let mut other_layout = 0usize;
    for v in file.vectors.iter().filter(|v| v.valid) {
        let inst = v.instruction(&file.opcode)?;
        // The vectors are in the default layout: one that gives an operand of that layout
        // only (12504.6's NBARRIER thread count) has no encoding in another.
        if inst.check_layout(o.layout).is_err() {
            other_layout += 1;
            continue;
        }
        match ReaderOmission::unchecked(inst.reader_omissions_in(o.layout), &inst.to_string()) {
            Some(found) => *unchecked.entry(found).or_insert(0usize) += 1,
            None => checked.push(v),
        }
    }
    if checked.is_empty() {
        if let Some((&(erratum, reason), _)) = unchecked.iter().next() {
            println!("SKIP {}: erratum `{erratum}`: {reason}", file.opcode);
            return Ok(Checked::Skipped { erratum, reason });
        }
    }
    for ((erratum, reason), n) in &unchecked {
        println!(
            "note: {n} vectors of {} left out: erratum `{erratum}`: {reason}",
            file.opcode
        );
    }
    if other_layout > 0 {
        println!(
            "note: {other_layout} vectors of {} left out: they give an operand the {} layout \
             does not have",
            file.opcode, o.layout
        );
    }
    // The vectors a pending entry names, in a kernel of their own: that one must fail (else the
    // entry must go), the others pass.
    let (named, checked): (Vec<_>, Vec<_>) = match o.pending.get(&file.opcode) {
        Some(p) if !p.vectors.is_empty() => checked.into_iter().partition(|v| p.names(&v.name)),
        _ => (Vec::new(), checked),
    };
    let named = match named.is_empty() {
        true => None,
        false => {
            println!(
                "note: {} vectors of {} named as pending, checked in a kernel of their own",
                named.len(),
                file.opcode
            );
            let work = o.work.join(format!("{}-pending", file.opcode));
            Some(check_vector_kernel(o, genx, file, &named, &work)?.0)
        }
    };
    let work = o.work.join(&file.opcode);
    let (mut tally, platform) = check_vector_kernel(o, genx, file, &checked, &work)?;
    tally.skipped = unchecked.values().sum::<usize>() + other_layout;
    Ok(Checked::Run(tally, platform, named))
}

/// The valid vectors of `file` in one kernel per platform tag (those without one first), each
/// checked on the first platform it admits that has the opcode, in `work`; the tallies summed,
/// and the platforms joined by `+`.
fn check_vector_kernel(
    o: &Options,
    genx: &Path,
    file: &vectors::VectorFile,
    vectors: &[&vectors::Vector],
    work: &Path,
) -> Result<(Tally, String), String> {
    let mut groups: BTreeMap<Option<&str>, Vec<&vectors::Vector>> = BTreeMap::new();
    let mut total = Tally::default();
    for v in vectors {
        groups.entry(v.platform.as_deref()).or_default().push(v);
    }
    let mut checked_on = Vec::new();
    for (tag, group) in groups {
        let (platforms, work) = match tag {
            None => (o.platforms.clone(), work.to_path_buf()),
            Some(tag) => (tagged_platforms(tag, &o.platforms)?, work.join(tag)),
        };
        let (tally, platform) = check_vectors_on(o, genx, file, &group, &platforms, &work)?;
        total.add(tally);
        checked_on.push(platform);
    }
    Ok((total, checked_on.join("+")))
}

/// One kernel of `vectors` (of `file`), decoded on the first of `platforms` that has the
/// opcode, in `work`.
fn check_vectors_on(
    o: &Options,
    genx: &Path,
    file: &vectors::VectorFile,
    vectors: &[&vectors::Vector],
    platforms: &[String],
    work: &Path,
) -> Result<(Tally, String), String> {
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let failed = |n: usize| Tally {
        failed: n.max(1),
        ..Tally::default()
    };
    let (mut kernel, labels) = match vector_kernel(file, vectors, o.layout) {
        Ok(built) => built,
        Err(e) => {
            println!("FAIL {}: {e}", file.opcode);
            return Ok((failed(1), "-".to_owned()));
        }
    };
    let isa = work.join("vectors.isa");
    write(&isa, &kernel.to_isa())?;
    let compile_fails = kernel
        .instructions()
        .iter()
        .find_map(|inst| ReaderOmission::compile_fails(inst.reader_omissions_in(o.layout)));
    // The bytes direction's comparisons of what one platform decoded, then the text direction's.
    let both_directions = |decoded: Decoded<'_>| -> Result<Tally, String> {
        let mut tally = report(
            &declaration_lines(decoded.asm),
            decoded.expected,
            decoded.dump,
            compile_fails,
        );
        tally.add(read_back(decoded.kernel, decoded.expected, decoded.dump));
        tally.add(check_text(o, genx, decoded, work, compile_fails)?);
        Ok(tally)
    };
    let mut last = None;
    for platform in platforms {
        // The text the platform's reader should print: byte offsets depend on its GRF size.
        kernel
            .set_grf_bytes(grf_bytes(platform))
            .map_err(|e| e.to_string())?;
        let asm = kernel.to_asm();
        write(&work.join("vectors.visaasm"), asm.as_bytes())?;
        let expected: Vec<Expected> = kernel
            .instructions()
            .iter()
            .zip(&labels)
            .map(|(inst, label)| Expected::new(label.clone(), inst, kernel.asm_context()))
            .collect();
        match decode(genx, &isa, platform, o.timeout, &work.join(platform)) {
            Ok(dump)
                if dump
                    .verifier_errors
                    .iter()
                    .any(|e| unsupported_on_platform(e)) =>
            {
                last = Some((Ok((dump, asm, expected)), platform));
            }
            Ok(dump) => {
                let tally = both_directions(Decoded {
                    kernel: &kernel,
                    asm: &asm,
                    expected: &expected,
                    dump: &dump,
                    platform,
                })?;
                return Ok((tally, platform.clone()));
            }
            Err(e) => last = Some((Err((e, expected.len())), platform)),
        }
    }
    // Every platform rejected it (or GenX_IR failed): report the last attempt.
    match last {
        Some((Ok((dump, asm, expected)), platform)) => {
            let tally = both_directions(Decoded {
                kernel: &kernel,
                asm: &asm,
                expected: &expected,
                dump: &dump,
                platform,
            })?;
            Ok((tally, platform.clone()))
        }
        Some((Err((e, expected)), platform)) => {
            println!("FAIL {}: {e}", file.opcode);
            Ok((failed(expected), platform.clone()))
        }
        None => Err("no platform to check on".to_owned()),
    }
}

/// What the bytes direction decoded on one platform: the kernel's text, the instructions
/// expected, GenX_IR's dump of the bytes, the platform.
struct Decoded<'a> {
    kernel: &'a Kernel,
    asm: &'a str,
    expected: &'a [Expected],
    dump: &'a genx::Dump,
    platform: &'a str,
}

/// GenX_IR's dump of `kernel` read back by `Kernel::from_asm`: the dump's directives, and the
/// instructions it printed as the crate prints them (one a line, a label definition at
/// column 1; the others, which IGC's printer spells otherwise, left out), must read back to
/// a kernel with `kernel`'s general variables, each instruction as its own line reads alone
/// (`parse_asm_line_in`: `kernel`'s instruction, but for what the text does not say).
fn read_back(kernel: &Kernel, expected: &[Expected], dump: &genx::Dump) -> Tally {
    let mut text = format!(".version 4.1\n.kernel \"{}\"\n", kernel.name());
    for d in &dump.declarations {
        text.push_str(d);
        text.push('\n');
    }
    let mut kept = Vec::new();
    for (i, e) in expected.iter().enumerate() {
        match dump.instructions.get(&i) {
            Some(line) if *line == genx::collapse(&e.printed) => {
                let indent = if line.ends_with(':') { "" } else { "    " };
                text.push_str(&format!("{indent}{line}\n"));
                kept.push(i);
            }
            _ => {}
        }
    }
    let failed = |why: String| {
        println!("FAIL dump read back: {why}");
        Tally {
            read_back_failed: 1,
            ..Tally::default()
        }
    };
    let read = match Kernel::from_asm_for(&text, kernel.grf_bytes(), kernel.target_layout()) {
        Ok(read) => read,
        Err(e) => return failed(format!("{e}")),
    };
    if read.vars() != kernel.vars() {
        return failed("the general variables differ".to_owned());
    }
    let mut tally = Tally::default();
    for (&i, got) in kept.iter().zip(read.instructions()) {
        // What the crate's own text of the instruction reads as, one line alone: the
        // instruction, but for what its text does not say (LSC_FENCE's execution size).
        let alone =
            parse_asm_line_in::<AnyInstruction>(&expected[i].printed, 1, kernel.asm_context());
        if alone.as_ref() == Ok(got) {
            tally.read_back_passed += 1;
        } else {
            println!(
                "FAIL dump read back, {}: read `{}`, expected `{}`",
                expected[i].label, got, expected[i].printed
            );
            tally.read_back_failed += 1;
        }
    }
    tally
}

/// The text direction: the kernel's text `asm` (its `to_asm()`, whose last lines are the
/// instructions of `expected`, one a line) given to GenX_IR as `.visaasm` input on `platform`:
/// its text reader (CISA.y) must read it, its verifier accept it, and its printer dump back
/// each instruction as the bytes direction expects (the same printer prints both).
///
/// Instructions whose mnemonic or suffixes IGC's printer spells otherwise (an erratum records
/// it has no name for them) are left out: IGC's text reader has no spelling for them either.
/// When the reader rejects the text, the instruction it names (`near line N`), or else the
/// first one whose prefix of the kernel it rejects, is taken out and the rest read again. It
/// fails, unless IGC's printer printed exactly its text for its bytes (`bytes_dump`, the bytes
/// direction's dump): then IGC's text reader rejects what its own printer prints, and it is
/// left out and counted as such.
fn check_text(
    o: &Options,
    genx: &Path,
    decoded: Decoded<'_>,
    work: &Path,
    compile_fails: Option<(&str, &str)>,
) -> Result<Tally, String> {
    let Decoded {
        kernel: _,
        asm,
        expected,
        dump: bytes_dump,
        platform,
    } = decoded;
    let lines: Vec<&str> = asm.lines().collect();
    let Some(first) = lines.len().checked_sub(expected.len()) else {
        return Err("the kernel's text has fewer lines than instructions".to_owned());
    };
    let (header, body) = lines.split_at(first);
    let mut tally = Tally::default();
    // Indices into `expected` still given to GenX_IR.
    let mut kept: Vec<usize> = Vec::new();
    for (i, e) in expected.iter().enumerate() {
        if mnemonic_token(&e.printed) == mnemonic_token(&e.expectation.text) {
            kept.push(i);
        } else {
            tally.text_skipped += 1;
        }
    }
    if tally.text_skipped > 0 {
        println!(
            "note: {} instructions left out of the text: IGC's printer has no name for their              mnemonic or a suffix (errata), so its text reader has none either",
            tally.text_skipped
        );
    }
    let text_of = |kept: &[usize]| {
        let mut text: String = header.iter().map(|l| format!("{l}\n")).collect();
        for &i in kept {
            text.push_str(body[i]);
            text.push('\n');
        }
        text
    };
    let run_dir = work.join(format!("text-{platform}"));
    let assemble =
        |kept: &[usize]| genx::assemble(genx, &text_of(kept), platform, &run_dir, o.timeout);
    // The comparisons of a dump of the text of `given` (indices into `expected`), into `tally`.
    let compare = |given: &[usize], dump: &genx::Dump, tally: &mut Tally| {
        // An instruction IGC printed exactly so for its bytes, and reads back as something
        // else (`&T6[16]` as 16 state elements, `(M1, 1) … P1` as NoMask): IGC's own text
        // round trip changes it, so it is left out, not compared.
        let mut round_trip = 0;
        let given: Vec<Expected> = given
            .iter()
            .enumerate()
            .map(|(j, &i)| {
                let mut e = expected[i].clone();
                let read_back = dump.instructions.get(&j);
                if !read_back.is_some_and(|d| e.expectation.matches(d))
                    && printed_by_igc(&e, bytes_dump, i)
                {
                    if let Some(d) = read_back {
                        println!(
                            "note: {} left out of the text: IGC's text reader reads what its \
                             printer prints for these bytes as `{d}`",
                            e.label
                        );
                        round_trip += 1;
                        e.expectation = ReaderExpectation::new(d, &[]);
                    }
                }
                e.label = format!("as text: {}", e.label);
                e
            })
            .collect();
        let t = report(&declaration_lines(asm), &given, dump, compile_fails);
        tally.text_passed += t.passed - round_trip;
        tally.text_failed += t.failed;
        tally.text_skipped += round_trip;
    };
    // An instruction IGC's text reader rejects: left out when IGC's printer printed exactly
    // this text for the same bytes (a state, address or predicate operand where the grammar's
    // rule has none, `.eot` where it wants a number: nothing the crate can print
    // differently), else a failure.
    let rejected = |i: usize, message: &str, tally: &mut Tally| {
        if printed_by_igc(&expected[i], bytes_dump, i) {
            tally.text_skipped += 1;
            println!(
                "note: {} left out of the text: IGC's text reader rejects what its printer \
                 prints for these bytes: {message}\n  IGC and crate: {}",
                expected[i].label, expected[i].printed
            );
        } else {
            tally.text_failed += 1;
            println!(
                "FAIL as text: {}: IGC's text reader rejects it: {message}",
                expected[i].label
            );
            println!("  crate:    {}", expected[i].printed);
        }
    };
    // A label definition is printed at the start of its line (`L0:`, `.function "L0"`), an
    // instruction indented.
    let labelled = body
        .iter()
        .any(|line| !line.starts_with(char::is_whitespace));
    loop {
        if kept.is_empty() {
            tally.text_failed += 1;
            println!("FAIL text: no instruction left to give IGC's text reader");
            return Ok(tally);
        }
        let (line, message) = match assemble(&kept)? {
            // (Not with labels: an instruction alone would name a label its kernel lacks; nor
            // where an erratum records that GenX_IR fails on the kernel, `compile_fails`.)
            genx::Assembled::Read(dump)
                if crashed(&dump) && kept.len() > 1 && !labelled && compile_fails.is_none() =>
            {
                // GenX_IR crashed reading the whole text, though it reads each instruction
                // alone (HEAD's text reader segfaults on some pairs of instructions, e.g. two
                // with an indirect operand; docs/head-layout.md §4): each instruction in a
                // kernel of its own.
                println!(
                    "note: GenX_IR's text reader ended with {} on the kernel of {} \
                     instructions; each checked in a kernel of its own",
                    dump.status,
                    kept.len()
                );
                for &i in &kept {
                    match assemble(&[i])? {
                        genx::Assembled::Read(dump) => {
                            if crashed(&dump) {
                                println!(
                                    "  ({} alone: GenX_IR ended with {})",
                                    expected[i].label, dump.status
                                );
                            }
                            compare(&[i], &dump, &mut tally)
                        }
                        genx::Assembled::Rejected { message, .. } => {
                            rejected(i, &message, &mut tally)
                        }
                    }
                }
                return Ok(tally);
            }
            genx::Assembled::Read(dump) => {
                compare(&kept, &dump, &mut tally);
                return Ok(tally);
            }
            genx::Assembled::Rejected { line, message } => (line, message),
        };
        // The instruction the reader names, else the first whose prefix it rejects.
        let named = line
            .and_then(|n| n.checked_sub(first + 1))
            .filter(|&at| at < kept.len());
        let at = match named {
            Some(at) => at,
            None => {
                let (mut good, mut bad) = (0, kept.len());
                while bad - good > 1 {
                    let mid = (good + bad) / 2;
                    match assemble(&kept[..mid])? {
                        genx::Assembled::Read(_) => good = mid,
                        genx::Assembled::Rejected { .. } => bad = mid,
                    }
                }
                bad - 1
            }
        };
        let i = kept.remove(at);
        rejected(i, &message, &mut tally);
    }
}

/// Whether GenX_IR was killed by a signal (a crash, not a refusal).
fn crashed(dump: &genx::Dump) -> bool {
    !dump.success && dump.status.contains("signal")
}

/// Whether IGC's printer printed exactly the crate's text of instruction `index` when it read
/// the crate's bytes (the bytes direction matched with nothing left out).
fn printed_by_igc(e: &Expected, bytes_dump: &genx::Dump, index: usize) -> bool {
    bytes_dump
        .instructions
        .get(&index)
        .is_some_and(|d| genx::collapse(d) == genx::collapse(&e.printed))
}

/// The mnemonic and its `.` suffixes: the first word after the predicate.
fn mnemonic_token(text: &str) -> &str {
    let text = text.trim_start();
    // A predicate (`(P1)`, `(!P2.any)`) comes first; the execution size follows the mnemonic.
    let text = match text.strip_prefix('(') {
        Some(rest) => rest.split_once(')').map_or(text, |(_, r)| r),
        None => text,
    };
    text.split_whitespace().next().unwrap_or("")
}

fn decode(
    genx: &Path,
    isa: &Path,
    platform: &str,
    timeout: Duration,
    work: &Path,
) -> Result<genx::Dump, String> {
    let dump = genx::decode(genx, isa, platform, work, timeout)?;
    println!(
        "GenX_IR ({}) -platform {platform} decoded {} instructions of {} ({})",
        genx.display(),
        dump.instructions.len(),
        isa.display(),
        dump.status
    );
    Ok(dump)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// One kernel holding the instructions of `vectors` (valid vectors of `file`), declaring every
/// id they use.
fn vector_kernel(
    file: &vectors::VectorFile,
    vectors: &[&vectors::Vector],
    layout: Layout,
) -> Result<(Kernel, Vec<String>), String> {
    let mut instructions = Vec::new();
    for v in vectors {
        instructions.push((
            format!("{}/{}", file.opcode, v.name),
            v.instruction(&file.opcode)?,
        ));
    }
    let mut uses = Uses::default();
    for (_, inst) in &instructions {
        uses.add(inst);
    }
    if let Some(conflict) = &uses.conflict {
        return Err(format!("the vectors cannot share one kernel: {conflict}"));
    }
    let k = |e: visa_isa::KernelError| e.to_string();
    let mut kernel = Kernel::new(format!("conformance_{}", file.opcode)).map_err(k)?;
    kernel.set_target_layout(layout).map_err(k)?;
    // The vectors reuse variables across instructions of different documented types; IGC's
    // verifier does not check operand types for these opcodes (visa-binary-format.md §5.2).
    kernel.set_type_checks(false);
    if let Some(last) = uses.var {
        // 128 elements (at least 16 GRFs): room for every offset and region the vectors use.
        // The variables of vector fields get the type the vector file gives them, so that
        // IGC's verifier sees operands of one type; the rest (raw operands) are F.
        for id in visa_isa::FIRST_GENERAL_VAR..=last {
            let ty = match file.variables.iter().find(|v| v.var == id) {
                Some(v) => VisaType::from_str(&v.ty)
                    .map_err(|e| format!("{}: variable V{id}: {e}", file.path.display()))?,
                None => VisaType::F,
            };
            let declared = kernel.declare_var(ty, 128, Align::Grf).map_err(k)?;
            debug_assert_eq!(declared, VarId(id));
        }
    }
    if let Some(last) = uses.address {
        kernel
            .declare_addresses_up_to(visa_isa::AddressId(last), 16)
            .map_err(k)?;
    }
    if let Some(last) = uses.predicate {
        kernel
            .declare_predicates_up_to(visa_isa::PredicateId(last), 32)
            .map_err(k)?;
    }
    if let Some(last) = uses.sampler {
        kernel
            .declare_samplers_up_to(visa_isa::SamplerIndex(last), uses.state_elements.max(1))
            .map_err(k)?;
    }
    if let Some(last) = uses.surface {
        kernel
            .declare_surfaces_up_to(visa_isa::SurfaceIndex(last), uses.state_elements.max(1))
            .map_err(k)?;
    }
    // GenX_IR's dump shows `Target="3d"` without the attribute; say what the text will show.
    kernel
        .add_attribute(Attribute::target(Target::Cm))
        .map_err(k)?;
    if let Some(last) = uses.name {
        kernel.declare_names_up_to(NameId(last)).map_err(k)?;
    }
    if let Some((&last, _)) = uses.labels.last_key_value() {
        kernel
            .declare_labels_up_to(LabelId(last), |id| {
                uses.labels
                    .get(&id.0)
                    .and_then(|l| l.kind)
                    .unwrap_or(LabelKind::Block)
            })
            .map_err(k)?;
    }
    let mut structure = Structure::new(&uses);
    let mut labels = Vec::new();
    for (label, inst) in instructions {
        let defines_subroutine = uses.defines_subroutine(&inst);
        if defines_subroutine {
            structure.end_main(&mut kernel, &mut labels)?;
        }
        kernel
            .push(inst)
            .map_err(|e| format!("{label}: the kernel writer rejects it: {e}"))?;
        labels.push(label);
        if defines_subroutine {
            structure.push(&mut kernel, &mut labels, "subroutine body", RETURN)?;
        }
    }
    structure.end_main(&mut kernel, &mut labels)?;
    structure.define_subroutines(&mut kernel, &mut labels)?;
    Ok((kernel, labels))
}

/// The unconditional return that ends the kernel and each subroutine the conformance kernel
/// adds. GenX_IR 12504.6 crashes on a kernel whose last instruction is a predicated `ret` or
/// `fret`, and wants at least one instruction besides FILE and LOC.
const RETURN: &str = "ret (M1_NM, 1)";

/// What a conformance kernel needs around the vectors' instructions, added in the crate's own
/// assembly text (parsed, so that a crate without these opcodes, like the seed one, adds
/// nothing): the definitions of the labels the vectors use but do not place (block labels at
/// the end of the kernel's main code, subroutines after it), and the returns that end the main
/// code and each subroutine.
struct Structure {
    /// Block labels to place at the end of the main code.
    blocks: Vec<u16>,
    /// Subroutine labels to place after it.
    subroutines: Vec<u16>,
    main_ended: bool,
}

impl Structure {
    fn new(uses: &Uses) -> Self {
        let undefined = |kind: LabelKind| {
            uses.labels
                .iter()
                .filter(|(_, l)| !l.defined && l.kind.unwrap_or(LabelKind::Block) == kind)
                .map(|(id, _)| *id)
                .collect()
        };
        Structure {
            blocks: undefined(LabelKind::Block),
            subroutines: undefined(LabelKind::Subroutine),
            main_ended: false,
        }
    }

    /// Parses `text` and pushes it, if the crate has the opcode.
    fn push(
        &mut self,
        kernel: &mut Kernel,
        labels: &mut Vec<String>,
        what: &str,
        text: &str,
    ) -> Result<(), String> {
        let Ok(inst) = AnyInstruction::from_str(text) else {
            return Ok(());
        };
        kernel
            .push(inst)
            .map_err(|e| format!("{what} `{text}`: the kernel writer rejects it: {e}"))?;
        labels.push(format!("kernel structure: {what}"));
        Ok(())
    }

    /// Places the undefined block labels and ends the main code, once.
    fn end_main(&mut self, kernel: &mut Kernel, labels: &mut Vec<String>) -> Result<(), String> {
        if self.main_ended {
            return Ok(());
        }
        self.main_ended = true;
        for id in std::mem::take(&mut self.blocks) {
            self.push(kernel, labels, "label", &format!("{}:", LabelId(id)))?;
        }
        self.push(kernel, labels, "end of the kernel", RETURN)
    }

    /// Places each undefined subroutine label, with a return as its body.
    fn define_subroutines(
        &mut self,
        kernel: &mut Kernel,
        labels: &mut Vec<String>,
    ) -> Result<(), String> {
        for id in std::mem::take(&mut self.subroutines) {
            let text = format!(".function \"{}\"", LabelId(id));
            self.push(kernel, labels, "subroutine", &text)?;
            self.push(kernel, labels, "subroutine body", RETURN)?;
        }
        Ok(())
    }
}

/// The highest id of each kind the instructions use, and the labels.
#[derive(Default)]
struct Uses {
    var: Option<u32>,
    address: Option<u16>,
    predicate: Option<u16>,
    sampler: Option<u8>,
    surface: Option<u8>,
    name: Option<u32>,
    /// Elements every sampler and surface is declared with: room for the largest offset a
    /// state operand uses (at least 1).
    state_elements: u16,
    labels: BTreeMap<u16, LabelUses>,
    /// The first conflict: a label used as both kinds, or placed twice.
    conflict: Option<String>,
}

/// How the instructions use one label.
#[derive(Default)]
struct LabelUses {
    kind: Option<LabelKind>,
    defined: bool,
}

impl Uses {
    /// Whether `inst` places a subroutine label (a SUBROUTINE).
    fn defines_subroutine(&self, inst: &AnyInstruction) -> bool {
        let mut found = false;
        inst.for_each_operand(&mut |operand| {
            if let OperandKind::Label(l) = operand.kind {
                found |= l.defines && l.kind == Some(LabelKind::Subroutine);
            }
        });
        found
    }

    fn label(&mut self, l: visa_isa::LabelUse) {
        let entry = self.labels.entry(l.label.0).or_default();
        match (entry.kind, l.kind) {
            (Some(a), Some(b)) if a != b && self.conflict.is_none() => {
                self.conflict = Some(format!(
                    "label {} is used as a {} and a {} label",
                    l.label,
                    a.name(),
                    b.name()
                ));
            }
            (None, k) => entry.kind = k,
            _ => {}
        }
        if l.defines {
            if entry.defined && self.conflict.is_none() {
                self.conflict = Some(format!("label {} is placed twice", l.label));
            }
            entry.defined = true;
        }
    }

    fn add(&mut self, inst: &AnyInstruction) {
        inst.for_each_operand(&mut |operand| match operand.kind {
            OperandKind::Label(l) => self.label(l),
            OperandKind::Name(n) => self.name = self.name.max(Some(n.0)),
            OperandKind::Raw(raw) => self.var(raw.var),
            OperandKind::Vector(vector) => match vector {
                VectorOperand::General(g) => self.var(g.var),
                VectorOperand::Address(a) => self.address = self.address.max(Some(a.addr)),
                VectorOperand::Indirect(i) => self.address = self.address.max(Some(i.addr)),
                VectorOperand::Predicate(p) => self.predicate = self.predicate.max(Some(p.id)),
                VectorOperand::State(s) => self.state(s),
                _ => {}
            },
            OperandKind::Sampler(s) => self.sampler = self.sampler.max(Some(s.0)),
            OperandKind::Surface(t) => self.surface(t.0),
            OperandKind::Predicate(p) => self.predicate = self.predicate.max(Some(p.id)),
            // A variable named by id alone (LIFETIME's), of the class the instruction gives.
            OperandKind::Variable(v) => match v {
                Variable::General(var) => self.var(var.0),
                Variable::Address(a) => self.address = self.address.max(Some(a.0)),
                Variable::Predicate(p) => self.predicate = self.predicate.max(Some(p.0)),
                _ => {}
            },
            _ => {}
        });
    }

    fn state(&mut self, s: &visa_isa::StateOperand) {
        self.state_elements = self.state_elements.max(u16::from(s.offset) + 1);
        match (s.class, u8::try_from(s.id)) {
            (StateClass::Sampler, Ok(id)) => self.sampler = self.sampler.max(Some(id)),
            (_, Ok(id)) => self.surface(id),
            (_, Err(_)) => {}
        }
    }

    fn surface(&mut self, id: u8) {
        // T0-T5 are predefined and never declared.
        if id >= visa_isa::FIRST_SURFACE {
            self.surface = self.surface.max(Some(id));
        }
    }

    fn var(&mut self, id: u32) {
        if id >= visa_isa::FIRST_GENERAL_VAR {
            self.var = self.var.max(Some(id));
        }
    }
}

/// The `.decl`, `.input` and `.kernel_attr` lines of a `.visaasm`, whitespace collapsed.
fn declaration_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| {
            [".decl", ".input", ".kernel_attr", ".implicit"]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .map(genx::collapse)
        .collect()
}

/// The instructions of a `.visaasm` (every line that is not a directive or a comment), parsed
/// back to find each one's opcode and so its reader omissions.
fn instructions_from_asm(text: &str, context: AsmContext<'_>) -> Result<Vec<Expected>, String> {
    let mut expected = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        // Directives, but `.function "L1"`, which is a SUBROUTINE instruction.
        if trimmed.is_empty()
            || trimmed.starts_with("//")
            || (trimmed.starts_with('.') && !trimmed.starts_with(".function"))
        {
            continue;
        }
        let inst = parse_asm_line_in::<AnyInstruction>(trimmed, n + 1, context)
            .map_err(|e| format!("line {}: {e}: {trimmed}", n + 1))?;
        let mut e = Expected::new(format!("line {}", n + 1), &inst, context);
        // Compare with the file's own spelling, which the parse must have reproduced.
        if genx::collapse(&e.printed) != genx::collapse(trimmed) {
            return Err(format!("line {}: prints back as `{}`", n + 1, e.printed));
        }
        e.printed = trimmed.to_owned();
        expected.push(e);
    }
    Ok(expected)
}

/// Compares a dump with what was written. `compile_fails`: the erratum (and why) when GenX_IR's
/// compile step after the dump fails for any kernel with the opcode
/// ([`ReaderOmission::CompileFails`]); how GenX_IR ends is then not counted.
fn report(
    declarations: &[String],
    expected: &[Expected],
    dump: &genx::Dump,
    compile_fails: Option<(&str, &str)>,
) -> Tally {
    let mut passed = 0usize;
    let mut failed = 0usize;
    let mut omitted: BTreeMap<&str, usize> = BTreeMap::new();
    if dump.declarations != declarations {
        failed += 1;
        println!("FAIL declarations differ");
        println!("  crate:   {declarations:?}");
        println!("  GenX_IR: {:?}", dump.declarations);
    }
    for (index, e) in expected.iter().enumerate() {
        let decoded = dump.instructions.get(&index);
        if decoded.is_some_and(|d| e.expectation.matches(d)) {
            passed += 1;
            for erratum in &e.expectation.errata {
                *omitted.entry(erratum).or_default() += 1;
            }
        } else {
            failed += 1;
            println!("FAIL ${index} {}", e.label);
            println!("  crate:    {}", e.printed);
            println!("  expected: {}", e.expectation);
            println!(
                "  GenX_IR:  {}",
                decoded.map_or("(nothing)", String::as_str)
            );
        }
    }
    for (index, extra) in dump.instructions.range(expected.len()..) {
        failed += 1;
        println!("FAIL ${index}: GenX_IR decoded an instruction the crate did not write: {extra}");
    }
    for line in &dump.unreadable {
        failed += 1;
        println!("FAIL GenX_IR dump: {line}");
    }
    for error in &dump.verifier_errors {
        failed += 1;
        println!("FAIL verifier: {error}");
    }
    // A crash, a timeout or an assertion after the dump means the reader did not accept the
    // file as a whole, even if every line printed matches; unless an erratum records that
    // GenX_IR's compile step fails for any kernel with the opcode.
    let after_dump = match compile_fails {
        Some((erratum, _)) => format!("note (erratum `{erratum}`, not counted):"),
        None => "FAIL".to_owned(),
    };
    let counted = usize::from(compile_fails.is_none());
    if !dump.success {
        failed += counted;
        println!("{after_dump} GenX_IR ended with {}", dump.status);
    }
    if !dump.stderr.trim().is_empty() {
        failed += counted;
        println!(
            "{after_dump} GenX_IR wrote to stderr:\n{}",
            dump.stderr.trim_end()
        );
    }
    for (erratum, n) in &omitted {
        println!("note: {n} comparisons allowed for what erratum `{erratum}` records");
    }
    if expected.is_empty() {
        failed += 1;
        println!("FAIL no instructions compared");
    }
    Tally {
        passed,
        failed,
        ..Tally::default()
    }
}

#[cfg(test)]
mod tests {
    use super::tagged_platforms;

    fn platforms(tags: &str) -> Result<Vec<String>, String> {
        tagged_platforms(tags, &["SKL".to_owned(), "DG2".to_owned()])
    }

    #[test]
    fn a_tag_admits_its_platforms_preferred_first() {
        assert_eq!(platforms("PVC").unwrap(), ["PVC"]);
        assert_eq!(platforms("DG2+").unwrap()[0], "DG2");
        assert!(platforms("DG2+").unwrap().contains(&"PVC".to_owned()));
        assert!(!platforms("-DG2").unwrap().contains(&"DG2".to_owned()));
        assert!(platforms("NOPE").is_err());
    }

    #[test]
    fn several_tags_admit_the_platforms_they_share() {
        assert_eq!(
            platforms("XEHP+, -PVC").unwrap(),
            ["DG2", "XeHP_SDV", "MTL"]
        );
        assert_eq!(platforms("XEHP+, PVC").unwrap(), ["PVC"]);
        let e = platforms("PVC, -XEHP").unwrap_err();
        assert!(e.contains("no GenX_IR platform has all of"), "{e}");
    }
}
