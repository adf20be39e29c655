//! Assembly text throughput: every `asm:` line of the test vectors in `generated/vectors/` (or
//! `VISA_ISA_VECTORS`) that parses, cycled to a 10,000-line text, parsed into
//! `AnyInstruction`s and printed back. Text is not on the encode path and has no target; this
//! tells whether a change to the text code made it slower.
//!
//! `cargo bench --bench text`. Reported: the median of [`ROUNDS`] samples per side, each
//! repeating passes for at least 40 ms, as instructions/s and MB/s of text; parse and print
//! samples alternate.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

use visa_isa::{parse_asm_line, AnyInstruction};

const LINES: usize = 10_000;
const ROUNDS: usize = 21;
const SAMPLE_TIME: Duration = Duration::from_millis(40);

/// The `asm:` lines of every vector file in `dir` that parse as an instruction.
fn vector_lines(dir: &std::path::Path) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let mut lines = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a readable vector file");
        for line in text.lines() {
            let Some(asm) = line.trim_start().strip_prefix("asm: ") else {
                continue;
            };
            // YAML quotes a line that starts with `(` or holds `"`.
            let asm = asm
                .strip_prefix('\'')
                .and_then(|a| a.strip_suffix('\''))
                .map_or_else(|| asm.to_owned(), |a| a.replace("''", "'"));
            if parse_asm_line::<AnyInstruction>(&asm, 1).is_ok() {
                lines.push(asm);
            }
        }
    }
    lines
}

fn time(reps: u32, f: &mut dyn FnMut()) -> Duration {
    let start = Instant::now();
    for _ in 0..reps {
        f();
    }
    start.elapsed() / reps
}

fn reps_for(f: &mut dyn FnMut()) -> u32 {
    let mut reps = 1u32;
    loop {
        if time(reps, f) * reps >= SAMPLE_TIME || reps >= 1 << 20 {
            return reps;
        }
        reps *= 2;
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    if let Some(filter) = std::env::args().skip(1).find(|a| !a.starts_with('-')) {
        if !"text".contains(&filter) {
            return;
        }
    }
    let dir = std::env::var_os("VISA_ISA_VECTORS").map_or_else(
        || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated/vectors"),
        std::path::PathBuf::from,
    );
    let distinct = vector_lines(&dir);
    assert!(!distinct.is_empty(), "no vector text parses");
    let lines: Vec<&str> = distinct
        .iter()
        .cycle()
        .take(LINES)
        .map(String::as_str)
        .collect();
    let bytes: usize = lines.iter().map(|l| l.len() + 1).sum();
    let parsed: Vec<AnyInstruction> = lines
        .iter()
        .map(|l| parse_asm_line(l, 1).expect("parses"))
        .collect();
    let mut out = String::with_capacity(bytes * 2);
    for inst in &parsed {
        writeln!(out, "{inst}").expect("printing to a String");
    }
    assert_eq!(out.lines().collect::<Vec<_>>(), lines, "text round trip");

    let mut parse = || {
        let mut n = 0;
        for line in black_box(&lines) {
            n += usize::from(parse_asm_line::<AnyInstruction>(line, 1).is_ok());
        }
        black_box(n);
    };
    let mut print = || {
        out.clear();
        for inst in black_box(&parsed) {
            writeln!(out, "{inst}").expect("printing to a String");
        }
        black_box(out.len());
    };
    let (rp, rw) = (reps_for(&mut parse), reps_for(&mut print));
    let (mut p, mut w) = (Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        if round % 2 == 0 {
            p.push(time(rp, &mut parse).as_secs_f64());
            w.push(time(rw, &mut print).as_secs_f64());
        } else {
            w.push(time(rw, &mut print).as_secs_f64());
            p.push(time(rp, &mut parse).as_secs_f64());
        }
    }
    let (p, w) = (median(p), median(w));
    let n = LINES as f64;
    let mb = bytes as f64 / 1e6;
    println!(
        "\ntext: {LINES} lines cycled from {} distinct vector lines, {bytes} bytes; {ROUNDS} rounds, medians",
        distinct.len()
    );
    println!(
        "parse: {:.2} M instr/s, {:.0} MB/s\nprint: {:.2} M instr/s, {:.0} MB/s",
        n / p / 1e6,
        mb / p,
        n / w / 1e6,
        mb / w
    );
    println!(
        "\ntext-throughput: parse_minstr_s={:.3} print_minstr_s={:.3}",
        n / p / 1e6,
        n / w / 1e6
    );
}
