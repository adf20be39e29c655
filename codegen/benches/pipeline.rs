//! The whole pipeline over IGC's corpus (`../shared/visa-spec/instructions-all`, 127 specs) against
//! a bare pulldown-cmark pass over the same files.
//!
//! Every file (and `specs/errata.yaml`) is read into memory before timing; nothing inside the
//! timed loops touches the disk. Group `corpus`, the pipeline from the sources:
//!
//! - `markdown_baseline`: `Parser::new_ext` with the reader's options
//!   ([`visa_isa_codegen::markdown::PARSER_OPTIONS`]) over every file, consuming every event;
//! - `parse_model`: [`load_sources`] (UTF-8, markdown, lowering, errata, checks): the checked
//!   model build.rs starts from;
//! - `parse_model_rust`: that plus [`emit::rust::crate_source`] (tokens, `syn`, prettyplease):
//!   exactly the work build.rs does, minus its file reads and write;
//! - `parse_model_generate`: the model plus [`emit::artifacts`] (YAML model, docs, vectors):
//!   the work of `visa-isa-codegen generate`, minus the writes.
//!
//! Group `emit`, the emitters alone on a model loaded beforehand, stage by stage: `rust`
//! (= `crate_source`), `rust_tokens` (the `quote` tokens only), `rust_tokens_to_string` (the
//! tokens printed unformatted, what build.rs would do without prettyplease), `rust_tokens_syn`
//! (tokens parsed by `syn`, no printing); `generate` (= `artifacts`), and its three parts
//! `model_yaml`, `docs`, `vectors`.
//!
//! Run with `cargo bench -p visa-isa-codegen --bench pipeline`; after criterion's report the
//! bench prints each mean as a ratio to `markdown_baseline` (the target for
//! `parse_model_rust` is ≤ 3×). Without `../shared` it prints why and skips.

use criterion::measurement::WallTime;
use criterion::{black_box, BenchmarkGroup, Criterion, SamplingMode};
use pulldown_cmark::Parser;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use visa_isa_codegen::{emit, layout, load_sources, markdown, spec_files, Loaded, Source};

/// Every benchmark, by group, in report order; the first is the baseline of the ratios.
const BENCHES: [(&str, &str); 12] = [
    ("corpus", "markdown_baseline"),
    ("corpus", "parse_model"),
    ("corpus", "parse_model_rust"),
    ("corpus", "parse_model_generate"),
    ("emit", "rust"),
    ("emit", "rust_tokens"),
    ("emit", "rust_tokens_to_string"),
    ("emit", "rust_tokens_syn"),
    ("emit", "generate"),
    ("emit", "model_yaml"),
    ("emit", "docs"),
    ("emit", "vectors"),
];

fn read(path: &Path) -> Source {
    Source {
        name: path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
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
    let dir = manifest.join("../../shared/visa-spec/instructions-all");
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
    let mut group = c.benchmark_group("corpus");
    group.bench_function("markdown_baseline", |b| {
        b.iter(|| {
            for text in &texts {
                for event in Parser::new_ext(black_box(text), markdown::PARSER_OPTIONS) {
                    black_box(event);
                }
            }
        })
    });
    slow(&mut group);
    group.bench_function("parse_model", |b| {
        b.iter(|| load(black_box(&specs), black_box(&errata)))
    });
    group.bench_function("parse_model_rust", |b| {
        b.iter(|| emit::rust::crate_source(&load(black_box(&specs), black_box(&errata)).model))
    });
    group.bench_function("parse_model_generate", |b| {
        b.iter(|| emit::artifacts(&load(black_box(&specs), black_box(&errata)).model))
    });
    group.finish();

    let mut group = c.benchmark_group("emit");
    slow(&mut group);
    let model = black_box(&model);
    group.bench_function("rust", |b| b.iter(|| emit::rust::crate_source(model)));
    group.bench_function("rust_tokens", |b| {
        b.iter(|| emit::rust::crate_tokens(model))
    });
    group.bench_function("rust_tokens_to_string", |b| {
        b.iter(|| emit::rust::crate_tokens(model).to_string())
    });
    group.bench_function("rust_tokens_syn", |b| {
        b.iter(|| syn::parse2::<syn::File>(emit::rust::crate_tokens(model)).expect("valid Rust"))
    });
    group.bench_function("generate", |b| b.iter(|| emit::artifacts(model)));
    group.bench_function("model_yaml", |b| {
        b.iter(|| {
            model
                .opcodes
                .iter()
                .map(emit::yaml::opcode)
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("docs", |b| {
        b.iter(|| {
            model
                .opcodes
                .iter()
                .map(emit::docs::opcode)
                .collect::<Vec<_>>()
        })
    });
    group.bench_function("vectors", |b| {
        b.iter(|| {
            let exec_sizes = layout::all_exec_sizes(model);
            model
                .opcodes
                .iter()
                .map(|op| emit::vectors::opcode(op, &exec_sizes))
                .collect::<Vec<_>>()
        })
    });
    group.finish();

    c.final_summary();
    print_ratios(start);
}

/// Tens to hundreds of milliseconds an iteration: equal-size samples, fewer of them.
fn slow(group: &mut BenchmarkGroup<WallTime>) {
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(2))
        .measurement_time(Duration::from_secs(6));
}

/// Criterion's mean estimate of one benchmark, when this run wrote it.
fn mean_ns(root: &Path, (group, bench): (&str, &str), since: SystemTime) -> Option<f64> {
    #[derive(serde::Deserialize)]
    struct Estimate {
        point_estimate: f64,
    }
    #[derive(serde::Deserialize)]
    struct Estimates {
        mean: Estimate,
    }
    let path = root.join(group).join(bench).join("new/estimates.json");
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
        .or_else(|| {
            std::env::var_os("CARGO_TARGET_DIR").map(|t| PathBuf::from(t).join("criterion"))
        })
        .or_else(|| {
            let exe = std::env::current_exe().ok()?;
            exe.ancestors()
                .map(|a| a.join("criterion"))
                .find(|c| c.join(BENCHES[0].0).is_dir())
        });
    let Some(root) = root else {
        return;
    };
    let Some(base) = mean_ns(&root, BENCHES[0], since) else {
        println!(
            "\n(no ratios: {}/{} was not measured in this run)",
            BENCHES[0].0, BENCHES[0].1
        );
        return;
    };
    println!(
        "\nmeans of this run, as ratios to {}/{}:",
        BENCHES[0].0, BENCHES[0].1
    );
    for bench in BENCHES {
        if let Some(mean) = mean_ns(&root, bench, since) {
            println!(
                "  {:<28} {:>10.3} ms  {:>7.2}×",
                format!("{}/{}", bench.0, bench.1),
                mean / 1e6,
                mean / base
            );
        }
    }
}
