//! The five seed documents exactly as given (two are noisy web scrapes) parse to the same
//! opcodes, variants, fields and bitfields as their clean versions in `specs/`.

mod support;

use std::path::{Path, PathBuf};
use visa_isa_codegen::diag::{Diagnostics, Level};
use visa_isa_codegen::model::Opcode;
use visa_isa_codegen::read_spec;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn parse(path: &Path) -> (Opcode, Diagnostics) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut diag = Diagnostics::new(path.display().to_string());
    let op = read_spec("spec.md", &text, &mut diag)
        .unwrap_or_else(|| panic!("{}: {:#?}", path.display(), diag.items));
    (op, diag)
}

/// What must agree: the opcode, its variants and layouts, every field and bitfield with its
/// values and constraints. Prose (descriptions, notes) may carry scrape noise.
fn shape(op: &Opcode) -> String {
    let mut s = format!("{} {:#x}\n", op.name, op.value);
    for v in &op.variants {
        s += &format!("variant {} {:?} {:?}\n", v.name, v.condition, v.layout);
    }
    for f in &op.fields {
        s += &format!(
            "field {} {:?} {:?} {:?}\n",
            f.name, f.ty, f.role, f.constraints
        );
        for b in &f.bitfields {
            let values: Vec<(&str, u64)> =
                b.values.iter().map(|v| (v.name.as_str(), v.code)).collect();
            s += &format!(
                "  bits {} [{}..{}] {:?} {:?} {:?} {:?}\n",
                b.name, b.hi, b.lo, b.kind, b.platform, b.range, values
            );
        }
    }
    s += &format!("syntax {:?}\n", op.syntax);
    s
}

#[test]
fn seeds_as_given_parse_like_the_clean_specs() {
    let Some(seeds) = support::shared_path(None, "seeds", "seed test") else {
        return;
    };
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&seeds)
        .unwrap_or_else(|e| panic!("{}: {e}", seeds.display()))
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    assert_eq!(entries.len(), 5, "five seeds");
    let mut matched = Vec::new();
    for seed in &entries {
        let (op, diag) = parse(seed);
        assert!(!diag.has_errors(), "{}: {:#?}", seed.display(), diag.items);
        let clean = root().join("specs").join(format!("{}.md", op.name));
        let (clean_op, clean_diag) = parse(&clean);
        assert!(
            clean_diag.items.iter().all(|d| d.level == Level::Warning),
            "{}: {:#?}",
            clean.display(),
            clean_diag.items
        );
        assert_eq!(
            shape(&op),
            shape(&clean_op),
            "{} differs from {}",
            seed.display(),
            clean.display()
        );
        matched.push(op.name);
    }
    matched.sort();
    assert_eq!(
        matched,
        [
            "3D_SAMPLE",
            "3D_SAMPLE4",
            "GATHER4_TYPED",
            "SAMPLE_UNORM",
            "SCATTER4_SCALED"
        ]
    );
}

#[test]
fn scrape_noise_is_reported_not_dropped() {
    let Some(seeds) = support::shared_path(None, "seeds", "seed test") else {
        return;
    };
    let (_, diag) = parse(&seeds.join("004_6a0fdec4499861a7.txt"));
    assert!(
        diag.items
            .iter()
            .any(|d| d.message.contains("before the first section") && d.line == 1),
        "{:#?}",
        diag.items
    );
}
