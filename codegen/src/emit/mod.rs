//! Emitters: one per output, each from the model alone.

pub mod docs;
pub mod rust;
pub mod vectors;
pub mod yaml;

use crate::layout;
use crate::model::Model;
use std::path::Path;

/// Every checked-in artefact: relative path → content (model, docs and vectors per opcode, and
/// the generated Rust). Deterministic.
pub fn artifacts(model: &Model) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let exec_sizes = layout::all_exec_sizes(model);
    for op in &model.opcodes {
        files.push((format!("model/{}.yaml", op.name), yaml::opcode(op)));
        files.push((format!("docs/{}.md", op.name), docs::opcode(op)));
        files.push((
            format!("vectors/{}.yaml", op.name),
            vectors::opcode(op, &exec_sizes),
        ));
    }
    files.push((RUST_FILE.to_owned(), rust::checked_in_source(model)));
    files
}

/// The checked-in copy of the generated Rust, relative to `generated/`: what build.rs writes
/// to `OUT_DIR` when it reads the repository's own `specs/` (rust-analyzer's practice, so that
/// a change to the emitter shows in review).
pub const RUST_FILE: &str = "rust/visa_isa.rs";

/// Writes [`artifacts`] under `out`, returning how many files were written.
pub fn write_artifacts(model: &Model, out: &Path) -> std::io::Result<usize> {
    let files = artifacts(model);
    for (path, content) in &files {
        let path = out.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, content)?;
    }
    Ok(files.len())
}
