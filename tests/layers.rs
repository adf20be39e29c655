//! The runtime's layering, checked on the source: the module import graph of `src/` has no
//! cycle, nothing under `src/runtime/` imports a generated item, and every import inside the
//! runtime goes down the layers its module table (`src/runtime/mod.rs`) lists.
//!
//! Edges are the `use` declarations at the top level of each file and every `crate::` path in
//! code; `pub use` re-exports are not edges (a facade such as `src/runtime/mod.rs` only
//! re-exports its children). A path through a re-export (`super::Align`, `crate::Sink`) counts
//! as an edge to the module that defines the item. The generated code (`$OUT_DIR/visa_isa.rs`,
//! `include!`d at the crate root) is one node, `generated`, that depends on every runtime
//! module: it implements the runtime's traits and names its items.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The node standing for the generated code.
const GENERATED: &str = "generated";

/// A source file of the crate and the module it is.
struct SourceFile {
    path: PathBuf,
    module: Vec<String>,
    code: String,
}

/// The code of `text` without comments (line comments, doc comments; string literals kept).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut in_string = false;
        let mut previous = '\0';
        let mut end = line.len();
        for (i, c) in line.char_indices() {
            match c {
                '"' if previous != '\\' => in_string = !in_string,
                '/' if !in_string && previous == '/' => {
                    end = i - 1;
                    break;
                }
                _ => {}
            }
            previous = c;
        }
        out.push_str(&line[..end]);
        out.push('\n');
    }
    out
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The crate's source files, each with its module path (`["crate", "runtime", "asm"]`).
fn source_files() -> Vec<SourceFile> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths
        .into_iter()
        .map(|path| {
            let relative = path.strip_prefix(&src).expect("under src");
            let mut module = vec!["crate".to_string()];
            let parts: Vec<_> = relative
                .with_extension("")
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if parts != ["lib"] {
                module.extend(parts);
                if module.last().is_some_and(|m| m == "mod") {
                    module.pop();
                }
            }
            let code = strip_comments(&fs::read_to_string(&path).expect("readable"));
            SourceFile { path, module, code }
        })
        .collect()
}

/// Names declared public at the top level (column 0) of `code`: `pub struct X`, `pub mod x`, …
fn top_level_names(code: &str) -> Vec<String> {
    const KINDS: [&str; 9] = [
        "mod ",
        "enum ",
        "struct ",
        "trait ",
        "fn ",
        "const fn ",
        "const ",
        "type ",
        "static ",
    ];
    let mut names = Vec::new();
    for line in code.lines() {
        let Some(rest) = line.strip_prefix("pub ") else {
            continue;
        };
        let Some(rest) = KINDS.iter().find_map(|k| rest.strip_prefix(k)) else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.push(name);
        }
    }
    names
}

/// The paths a `use` tree names: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand_use_tree(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let mut path = prefix.to_vec();
        path.extend(
            tree.split("::")
                .map(|s| s.split(" as ").next().unwrap_or(s).trim().to_string())
                .filter(|s| !s.is_empty()),
        );
        if !path.is_empty() {
            out.push(path);
        }
        return;
    };
    let close = tree.rfind('}').expect("a balanced use tree");
    let mut head = prefix.to_vec();
    head.extend(
        tree[..open]
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty()),
    );
    let (mut depth, mut start) = (0, open + 1);
    let inner_end = close;
    for (i, c) in tree.char_indices().take(inner_end).skip(open + 1) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                expand_use_tree(&tree[start..i], &head, out);
                start = i + 1;
            }
            _ => {}
        }
    }
    expand_use_tree(&tree[start..inner_end], &head, out);
}

/// The paths `code` imports: its top-level `use` declarations (not `pub use` re-exports) and
/// every `crate::…` path in it.
fn imported_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("\nuse ") {
        let start = at + "\nuse ".len();
        let end = start + rest[start..].find(';').expect("a use declaration ends");
        expand_use_tree(&rest[start..end], &[], &mut paths);
        rest = &rest[end..];
    }
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(at) = code[from..].find("crate::") {
        let start = from + at;
        from = start + "crate::".len();
        let preceded = start > 0 && {
            let b = bytes[start - 1];
            b.is_ascii_alphanumeric() || b == b'_' || b == b':'
        };
        if preceded {
            continue;
        }
        let path: String = code[start..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        if !path.ends_with("::") {
            paths.push(path.split("::").map(str::to_string).collect());
        } else {
            // `crate::{a, b}` in a use tree is read by the `use` pass.
        }
    }
    paths
}

/// The module graph: module name → the modules it imports from.
struct Graph {
    edges: BTreeMap<String, BTreeSet<String>>,
    /// Imports of a generated item from a runtime file: (file, path).
    generated_imports: Vec<(String, String)>,
    /// Paths that name no known module or item: (file, path).
    unresolved: Vec<(String, String)>,
}

fn build_graph(files: &[SourceFile], generated: &BTreeSet<String>) -> Graph {
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| f.module.clone()).collect();
    let mut defined_in: BTreeMap<String, String> = BTreeMap::new();
    for f in files {
        for name in top_level_names(&f.code) {
            defined_in
                .entry(name)
                .or_insert_with(|| f.module.join("::"));
        }
    }
    let mut graph = Graph {
        edges: BTreeMap::new(),
        generated_imports: Vec::new(),
        unresolved: Vec::new(),
    };
    for f in files {
        let me = f.module.join("::");
        let is_runtime = f.module.get(1).is_some_and(|m| m == "runtime");
        let targets = graph.edges.entry(me.clone()).or_default();
        for path in imported_paths(&f.code) {
            let full: Vec<String> = match path[0].as_str() {
                "crate" => path.clone(),
                "super" | "self" => {
                    let mut base = f.module.clone();
                    let mut rest = path.as_slice();
                    while let Some(first) = rest.first() {
                        match first.as_str() {
                            "super" => {
                                base.pop();
                            }
                            "self" => {}
                            _ => break,
                        }
                        rest = &rest[1..];
                    }
                    base.extend(rest.iter().cloned());
                    base
                }
                _ => continue, // std, core, serde, a local name
            };
            let Some(depth) = (1..=full.len())
                .rev()
                .find(|&n| modules.iter().any(|m| m[..] == full[..n]))
            else {
                graph.unresolved.push((me.clone(), full.join("::")));
                continue;
            };
            let module = full[..depth].join("::");
            let target = match full.get(depth) {
                // The generated code is included at the crate root.
                Some(item) if depth == 1 && generated.contains(item) => {
                    if is_runtime {
                        graph
                            .generated_imports
                            .push((f.path.display().to_string(), full.join("::")));
                    }
                    GENERATED.to_string()
                }
                // An item re-exported through a facade: the edge is to its definition.
                Some(item) => match defined_in.get(item) {
                    Some(definer) if *definer != module => definer.clone(),
                    _ => module,
                },
                None => module,
            };
            if target != me {
                targets.insert(target);
            }
        }
    }
    let runtime: Vec<String> = graph
        .edges
        .keys()
        .filter(|m| m.starts_with("crate::runtime"))
        .cloned()
        .collect();
    graph
        .edges
        .insert(GENERATED.to_string(), runtime.into_iter().collect());
    graph
}

/// The strongly connected components of more than one module (Tarjan's algorithm).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        let edges = s.edges;
        for w in edges.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !edges.contains_key(w) {
                continue;
            }
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !state.index.contains_key(v.as_str()) {
            visit(&mut state, v);
        }
    }
    state.found
}

/// The names the generated code declares at its top level.
fn generated_names() -> BTreeSet<String> {
    let path = concat!(env!("OUT_DIR"), "/visa_isa.rs");
    let code = strip_comments(&fs::read_to_string(path).expect("the generated source"));
    top_level_names(&code).into_iter().collect()
}

/// The runtime's layers as its module table lists them: module name → layer number.
fn declared_layers() -> BTreeMap<String, u32> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/runtime/mod.rs");
    let text = fs::read_to_string(path).expect("src/runtime/mod.rs");
    let mut layers = BTreeMap::new();
    let mut layer = 0;
    for row in text.lines().filter_map(|l| l.strip_prefix("//! |")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Some(first), Some(second)) = (cells.first(), cells.get(1)) else {
            continue;
        };
        if let Some((number, _)) = first.split_once(". ") {
            if let Ok(n) = number.parse() {
                layer = n;
            }
        }
        let module = second.trim_start_matches("[`").trim_end_matches("`]");
        if layer > 0
            && !module.is_empty()
            && module.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        {
            layers.insert(format!("crate::runtime::{module}"), layer);
        }
    }
    layers
}

/// The layer of a runtime module (or of a file inside one, e.g. `asm::cursor`).
fn layer_of(layers: &BTreeMap<String, u32>, module: &str) -> Option<u32> {
    layers
        .iter()
        .filter(|(m, _)| module == m.as_str() || module.starts_with(&format!("{m}::")))
        .map(|(_, &l)| l)
        .next()
}

fn graph() -> Graph {
    build_graph(&source_files(), &generated_names())
}

#[test]
fn the_module_graph_has_no_cycle() {
    let graph = graph();
    // The graph is read at all: the kernel stores generated instructions, the instruction
    // layer reads bytes.
    assert!(
        graph.edges["crate::kernel"].contains(GENERATED),
        "{:#?}",
        graph.edges
    );
    assert!(graph.edges["crate::runtime::instruction"].contains("crate::runtime::decode"));
    assert!(graph.unresolved.is_empty(), "{:?}", graph.unresolved);
    let cycles = cycles(&graph.edges);
    assert!(
        cycles.is_empty(),
        "import cycles (strongly connected components of the module graph): {cycles:#?}"
    );
}

#[test]
fn the_runtime_imports_no_generated_item() {
    let graph = graph();
    assert!(
        graph.generated_imports.is_empty(),
        "the runtime must not name generated items (define a trait the generated code \
         implements): {:#?}",
        graph.generated_imports
    );
}

#[test]
fn runtime_imports_go_down_the_layers() {
    let graph = graph();
    let layers = declared_layers();
    // Every runtime module is in the table, and the table lists every layer.
    for module in graph
        .edges
        .keys()
        .filter(|m| m.starts_with("crate::runtime::"))
    {
        assert!(
            layer_of(&layers, module).is_some(),
            "{module} is in no layer of src/runtime/mod.rs's module table"
        );
    }
    assert_eq!(
        layers.values().collect::<BTreeSet<_>>().len(),
        6,
        "six layers: {layers:?}"
    );
    let mut upward = Vec::new();
    for (from, targets) in &graph.edges {
        let Some(from_layer) = layer_of(&layers, from) else {
            continue;
        };
        for to in targets {
            if let Some(to_layer) = layer_of(&layers, to) {
                if to_layer > from_layer {
                    upward.push(format!(
                        "{from} (layer {from_layer}) imports {to} (layer {to_layer})"
                    ));
                }
            }
        }
    }
    assert!(upward.is_empty(), "imports up the layers: {upward:#?}");
}
