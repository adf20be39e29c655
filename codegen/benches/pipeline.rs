//! The whole pipeline over IGC's corpus (`../shared/visa-spec/instructions`, 102 specs) against
//! a bare pulldown-cmark pass over the same files.
//!
//! Every file (and `specs/errata.yaml`) is read into memory before timing; nothing inside the
//! timed loops touches the disk. The benchmarks, in group `corpus`:
//!
//! - `markdown_baseline`: `Parser::new_ext` with the reader's options
//!   ([`visa_isa_codegen::markdown::PARSER_OPTIONS`]) over every file, consuming every event;
//! - `parse_model`: [`load_sources`] (UTF-8, markdown, lowering, errata, checks): the checked
//!   model build.rs starts from;
//! - `parse_model_rust`: that plus [`emit::rust::crate_source`] (tokens, `syn`, prettyplease):
//!   exactly the work build.rs does, minus its file reads and write;
//! - `parse_model_generate`: the model plus [`emit::artifacts`] (YAML model, docs, vectors):
//!   the work of `visa-isa-codegen generate`, minus the writes;
//! - `emit_rust` and `emit_generate`: the two emitters alone, on a model loaded beforehand.
//!
//! Run with `cargo bench -p visa-isa-codegen --bench pipeline`; after criterion's report the
//! bench prints each mean as a ratio to `markdown_baseline` (the target for
//! `parse_model_rust` is ≤ 3×). Without `../shared` it prints why and skips.

use criterion::{black_box, Criterion, SamplingMode};
use pulldown_cmark::Parser;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use visa_isa_codegen::{emit, load_sources, markdown, spec_files, Loaded, Source};

const GROUP: &str = "corpus";
const BENCHES: [&str; 6] = [
    "markdown_baseline",
    "parse_model",
    "parse_model_rust",
    "parse_model_generate",
    "emit_rust",
    "emit_generate",
];

fn read(path: &Path) -> Source {
    Source {
        name: path
            .file_name()
            .map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned()),
        bytes: std::fs::read(path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display())),
    }
}

fn load(specs: &[Source], errata: &[Source]) -> Loaded {
    let loaded = load_sources(specs, errata);
    assert!(
        !loaded.has_errors(),
        "the corpus has errors: {:?}",
        loaded.errors().next()
    );
    loaded
}

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = manifest.join("../../shared/visa-spec/instructions");
    if !dir.is_dir() {
        println!(
            "pipeline bench skipped: the corpus {} is absent (../shared must sit beside the repository)",
            dir.display()
        );
        return;
    }
    let specs: Vec<Source> = spec_files(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .iter()
        .map(|p| read(p))
        .collect();
    let errata = vec![read(&manifest.join("../specs/errata.yaml"))];
    let texts: Vec<&str> = specs
        .iter()
        .map(|s| std::str::from_utf8(&s.bytes).expect("the corpus is UTF-8"))
        .collect();
    let model = load(&specs, &errata).model;
    assert!(!model.opcodes.is_empty(), "the corpus has no opcodes");

    let start = SystemTime::now();
    let mut c = Criterion::default().configure_from_args();
    {
        let mut group = c.benchmark_group(GROUP);
        group.bench_function("markdown_baseline", |b| {
            b.iter(|| {
                for text in &texts {
                    for event in Parser::new_ext(black_box(text), markdown::PARSER_OPTIONS) {
                        black_box(event);
                    }
                }
            })
        });
        // Tens to hundreds of milliseconds an iteration: equal-size samples, fewer of them.
        group
            .sampling_mode(SamplingMode::Flat)
            .sample_size(20)
            .measurement_time(Duration::from_secs(10));
        group.bench_function("parse_model", |b| {
            b.iter(|| load(black_box(&specs), black_box(&errata)))
        });
        group.bench_function("parse_model_rust", |b| {
            b.iter(|| emit::rust::crate_source(&load(black_box(&specs), black_box(&errata)).model))
        });
        group.bench_function("parse_model_generate", |b| {
            b.iter(|| emit::artifacts(&load(black_box(&specs), black_box(&errata)).model))
        });
        group.bench_function("emit_rust", |b| {
            b.iter(|| emit::rust::crate_source(black_box(&model)))
        });
        group.bench_function("emit_generate", |b| {
            b.iter(|| emit::artifacts(black_box(&model)))
        });
        group.finish();
    }
    c.final_summary();
    print_ratios(start);
}

/// Criterion's mean estimate of one benchmark of [`GROUP`], when this run wrote it.
fn mean_ns(root: &Path, bench: &str, since: SystemTime) -> Option<f64> {
    #[derive(serde::Deserialize)]
    struct Estimate {
        point_estimate: f64,
    }
    #[derive(serde::Deserialize)]
    struct Estimates {
        mean: Estimate,
    }
    let path = root.join(GROUP).join(bench).join("new/estimates.json");
    let fresh = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .is_ok_and(|t| t >= since);
    if !fresh {
        return None;
    }
    let text = std::fs::read_to_string(&path).ok()?;
    // JSON is YAML.
    let estimates: Estimates = serde_yaml::from_str(&text).ok()?;
    Some(estimates.mean.point_estimate)
}

/// Prints every benchmark this run measured as a ratio to `markdown_baseline`.
fn print_ratios(since: SystemTime) {
    // Where criterion writes: $CRITERION_HOME, else the target directory's `criterion`.
    let root = std::env::var_os("CRITERION_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("CARGO_TARGET_DIR").map(|t| PathBuf::from(t).join("criterion")))
        .or_else(|| {
            let exe = std::env::current_exe().ok()?;
            exe.ancestors()
                .map(|a| a.join("criterion"))
                .find(|c| c.join(GROUP).is_dir())
        });
    let Some(root) = root else {
        return;
    };
    let Some(base) = mean_ns(&root, BENCHES[0], since) else {
        return;
    };
    println!("\nmeans of this run, as ratios to {GROUP}/{}:", BENCHES[0]);
    for bench in BENCHES {
        if let Some(mean) = mean_ns(&root, bench, since) {
            println!(
                "  {bench:<22} {:>10.3} ms  {:>7.2}×",
                mean / 1e6,
                mean / base
            );
        }
    }
}
