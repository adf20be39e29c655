//! Every public item of the generated crate carries a rustdoc example (the doctests run it:
//! `cargo test --doc` for the seed specs, CI's corpus step for IGC's 127). The one exception
//! is by design: a method or constant of an inherent impl may be shown by its type's example
//! instead, when that example uses it by name (each generated enumeration's one example goes
//! through `ALL`, `code`, `from_code`, `name`, `asm` and `from_asm`, rather than six doctests
//! per enumeration).

mod support;

use std::collections::BTreeMap;
use std::path::Path;
use syn::{Attribute, ImplItem, Item, Visibility};
use visa_isa_codegen::load_dir;

/// The rustdoc text of `attrs`.
fn doc_of(attrs: &[Attribute]) -> String {
    let mut doc = String::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        if let syn::Meta::NameValue(nv) = &attr.meta {
            if let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) = &nv.value
            {
                doc.push_str(&s.value());
                doc.push('\n');
            }
        }
    }
    doc
}

/// The Rust code of the doc examples in `doc`.
fn examples_in(doc: &str) -> String {
    let mut code = String::new();
    let mut inside = false;
    for line in doc.lines() {
        let trimmed = line.trim();
        if let Some(info) = trimmed.strip_prefix("```") {
            inside = !inside && (info.is_empty() || info == "rust");
            continue;
        }
        if inside {
            code.push_str(trimmed);
            code.push('\n');
        }
    }
    code
}

fn is_public(vis: &Visibility) -> bool {
    matches!(vis, Visibility::Public(_))
}

/// Every public item of `items` (recursively, under `path`) without an example of its own
/// or, for an inherent impl's item, in its type's example.
fn missing_examples(items: &[Item], path: &str, out: &mut Vec<String>) {
    // The examples of the types of this module, for their impls' items.
    let mut type_examples: BTreeMap<String, String> = BTreeMap::new();
    for item in items {
        let (ident, attrs) = match item {
            Item::Struct(s) => (&s.ident, &s.attrs),
            Item::Enum(e) => (&e.ident, &e.attrs),
            _ => continue,
        };
        type_examples.insert(ident.to_string(), examples_in(&doc_of(attrs)));
    }
    let mut check = |name: String, attrs: &[Attribute], shown_by: Option<&str>| {
        if lacks_example(&name, attrs, shown_by) {
            out.push(name);
        }
    };
    let mut modules = Vec::new();
    for item in items {
        match item {
            Item::Const(c) if is_public(&c.vis) => {
                check(format!("{path}{}", c.ident), &c.attrs, None)
            }
            Item::Static(s) if is_public(&s.vis) => {
                check(format!("{path}{}", s.ident), &s.attrs, None)
            }
            Item::Fn(f) if is_public(&f.vis) => {
                check(format!("{path}{}", f.sig.ident), &f.attrs, None)
            }
            Item::Struct(s) if is_public(&s.vis) => {
                check(format!("{path}{}", s.ident), &s.attrs, None)
            }
            Item::Enum(e) if is_public(&e.vis) => {
                check(format!("{path}{}", e.ident), &e.attrs, None)
            }
            Item::Type(t) if is_public(&t.vis) => {
                check(format!("{path}{}", t.ident), &t.attrs, None)
            }
            Item::Mod(m) if is_public(&m.vis) => {
                if let Some((_, content)) = &m.content {
                    modules.push((content, format!("{path}{}::", m.ident)));
                }
            }
            Item::Impl(imp) if imp.trait_.is_none() => {
                let ty = match &*imp.self_ty {
                    syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
                    _ => None,
                }
                .unwrap_or_default();
                let shown_by = type_examples.get(&ty).map(String::as_str);
                for inner in &imp.items {
                    match inner {
                        ImplItem::Fn(f) if is_public(&f.vis) => {
                            check(format!("{path}{ty}::{}", f.sig.ident), &f.attrs, shown_by)
                        }
                        ImplItem::Const(c) if is_public(&c.vis) => {
                            check(format!("{path}{ty}::{}", c.ident), &c.attrs, shown_by)
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    for (content, path) in modules {
        missing_examples(content, &path, out);
    }
}

/// Whether item `name` has no example of its own, nor (for an inherent impl's item) in its
/// type's example code `shown_by`.
fn lacks_example(name: &str, attrs: &[Attribute], shown_by: Option<&str>) -> bool {
    if !examples_in(&doc_of(attrs)).trim().is_empty() {
        return false;
    }
    let short = name.rsplit("::").next().unwrap_or(name);
    !shown_by.is_some_and(|code| {
        code.contains(&format!("{short}(")) || code.contains(&format!("::{short}"))
    })
}

fn assert_every_item_has_an_example(specs: &Path) {
    let errata = Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs/errata.yaml");
    let loaded = load_dir(specs, &[errata]).expect("specs readable");
    let source = visa_isa_codegen::emit::rust::crate_source(&loaded.model);
    let file = syn::parse_file(&source).expect("the generated crate parses");
    let mut missing = Vec::new();
    missing_examples(&file.items, "", &mut missing);
    assert!(
        missing.is_empty(),
        "{} public items without a rustdoc example: {missing:?}",
        missing.len()
    );
}

#[test]
fn seed_items_carry_an_example() {
    assert_every_item_has_an_example(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../specs"));
}

#[test]
fn corpus_items_carry_an_example() {
    let Some(dir) = support::shared_path(
        Some("VISA_ISA_CORPUS"),
        "visa-spec/instructions-all",
        "corpus_items_carry_an_example",
    ) else {
        return;
    };
    assert_every_item_has_an_example(&dir);
}

#[test]
fn an_item_without_an_example_is_found() {
    let source = r#"
        /// A type.
        ///
        /// ```
        /// let _ = Kind::A.code();
        /// ```
        pub enum Kind { A }
        impl Kind {
            /// Shown by the type's example.
            pub const fn code(self) -> u8 { 0 }
            /// Not shown anywhere.
            pub const fn name(self) -> &'static str { "a" }
        }
        pub mod inner {
            /// No example.
            pub const OPCODE: u8 = 1;
        }
    "#;
    let file = syn::parse_file(source).expect("parses");
    let mut missing = Vec::new();
    missing_examples(&file.items, "", &mut missing);
    assert_eq!(missing, ["Kind::name", "inner::OPCODE"]);
}
