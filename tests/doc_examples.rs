//! Every public item of the hand-written runtime and kernel (`src/runtime/`, `src/kernel/`)
//! has a rustdoc example (issue 15: "each public item has a rustdoc example that compiles";
//! `cargo test --doc` compiles and runs them). An item is a `pub` fn, struct, enum, trait,
//! type, const or static at the start of a line (methods in `impl` blocks included); its
//! example is a fenced block in the doc comment right above it.

use std::path::{Path, PathBuf};

/// Items that need no example, with the reason.
const EXEMPT: &[(&str, &str, &str)] = &[(
    "src/runtime/decode.rs",
    "Sealed",
    "the supertrait of FieldWidth, in a private module: no user can name it",
)];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The name of the public item declared on `line`, if it declares one.
fn public_item(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("pub ")?;
    let rest = rest.strip_prefix("const fn ").or_else(|| {
        [
            "fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ",
        ]
        .iter()
        .find_map(|k| rest.strip_prefix(k))
    })?;
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

#[test]
fn every_public_item_of_the_runtime_and_kernel_has_an_example() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/runtime"), &mut files);
    rust_files(&root.join("src/kernel"), &mut files);
    files.sort();
    let (mut items, mut missing) = (0, Vec::new());
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let file = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // Unit tests are no public API.
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            let Some(name) = public_item(line) else {
                continue;
            };
            items += 1;
            // The doc comment above it, past its attributes.
            let doc = lines[..i]
                .iter()
                .rev()
                .skip_while(|l| {
                    let t = l.trim_start();
                    t.starts_with("#[") || t.starts_with(')') || t.starts_with("feature =")
                })
                .take_while(|l| l.trim_start().starts_with("///"));
            let has_example = doc.into_iter().any(|l| l.contains("```"));
            let exempt = EXEMPT.iter().any(|(f, n, _)| *f == file && *n == name);
            if !has_example && !exempt {
                missing.push(format!("{file}:{}: {name}", i + 1));
            }
        }
    }
    assert!(
        items > 400,
        "found only {items} public items: is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "public items without a rustdoc example:\n{}",
        missing.join("\n")
    );
}
