//! The codegen library in layers, imports pointing one way (docs/architecture.md):
//!
//! ```text
//! front end   markdown, lower, errata, check    reads specs into the model
//! model       model, op_text, names, diag, yaml  the typed model every later stage reads
//! layout      layout                             members and text order of each variant
//! reference   reference                          the interpreter of the model
//! emitters    emit                               one output each
//! ```
//!
//! The front end and everything after the model read the model; nothing after the model reads
//! the front end (what an emitter needs from it belongs in the model), and no layer reads one
//! after it (`reference` never imports `emit`). `lib.rs` and `main.rs` drive the stages and may
//! name them all.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The layer of each top-level module, and the layers it may import from.
fn allowed(module: &str) -> Option<(&'static str, &'static [&'static str])> {
    const MODEL: &[&str] = &["model"];
    Some(match module {
        "markdown" | "lower" | "errata" | "check" => ("front end", &["front end", "model"]),
        "model" | "op_text" | "names" | "diag" | "yaml" => ("model", MODEL),
        "layout" => ("layout", &["model", "layout"]),
        "reference" => ("reference", &["model", "layout", "reference"]),
        "emit" => ("emitters", &["model", "layout", "reference", "emitters"]),
        _ => return None,
    })
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read codegen/src") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules a source file names through `crate::…` paths.
fn crate_modules(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
            names.insert(name);
        }
    }
    names
}

#[test]
fn codegen_imports_point_down_the_pipeline() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut violations = Vec::new();
    let mut checked = 0;
    for file in &files {
        let rel = file.strip_prefix(&src).expect("under src");
        let top = rel
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .map(|s| s.trim_end_matches(".rs").to_owned())
            .expect("a file name");
        let Some((layer, may_import)) = allowed(&top) else {
            assert!(
                top == "lib" || top == "main",
                "{} is in no layer: add its module to `allowed`",
                rel.display()
            );
            continue;
        };
        checked += 1;
        let text = std::fs::read_to_string(file).expect("read a source file");
        for name in crate_modules(&text) {
            match allowed(&name) {
                Some((target, _)) if !may_import.contains(&target) => violations.push(format!(
                    "{} ({layer}) imports crate::{name} ({target})",
                    rel.display()
                )),
                // Other `crate::` names are generated-crate paths inside the emitters' quote!
                // templates (`crate::RawOperand`), not codegen modules.
                _ => {}
            }
        }
    }
    assert!(
        checked > 10,
        "only {checked} codegen files found under {}",
        src.display()
    );
    assert!(
        violations.is_empty(),
        "imports against the layer order:\n{}",
        violations.join("\n")
    );
}

#[test]
fn a_back_edge_is_caught() {
    // The scan itself: a reference-layer file naming the emitters is what the test above rejects.
    let names = crate_modules("use crate::emit::vectors;\nlet x = crate::layout::members(op, v);");
    assert!(names.contains("emit") && names.contains("layout"));
    let (_, may_import) = allowed("reference").unwrap();
    assert!(!may_import.contains(&allowed("emit").unwrap().0));
}
