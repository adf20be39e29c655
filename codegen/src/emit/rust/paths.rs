//! Paths as one writes them by hand: the generators name every runtime item by its full
//! crate-root path (`crate::ValidationError`, `core::fmt::Formatter`), which always resolves;
//! this pass shortens those paths and gives each opcode module the `use` declarations that
//! make the short names resolve.

use proc_macro2::{Group, Ident, Spacing, Span, TokenStream, TokenTree};
use quote::quote;
use std::collections::BTreeSet;

/// The names a module body defines at its top level (`struct X`, `fn x`, `const X`, ...): an
/// import of the same name would clash with them, so their `crate::` paths stay.
pub(super) fn defined_names(body: &TokenStream) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut after_keyword = false;
    for tree in body.clone() {
        let TokenTree::Ident(ident) = tree else {
            after_keyword = false;
            continue;
        };
        let word = ident.to_string();
        if after_keyword {
            names.insert(word.clone());
        }
        after_keyword = matches!(
            word.as_str(),
            "struct" | "enum" | "union" | "type" | "fn" | "const" | "static" | "trait" | "mod"
        );
    }
    names
}

/// A module body with `use` declarations for the runtime items it names, and those items
/// named without their `crate::` path (and `core::fmt` as `fmt`).
pub(super) fn with_imports(body: TokenStream) -> TokenStream {
    let keep = defined_names(&body);
    let mut crate_items = BTreeSet::new();
    let mut core_modules = BTreeSet::new();
    let body = shorten(body, &mut |root, name| match root {
        "crate" if !keep.contains(name) => {
            crate_items.insert(name.to_owned());
            true
        }
        "core" if name == "fmt" && !keep.contains(name) => {
            core_modules.insert(name.to_owned());
            true
        }
        _ => false,
    });
    let crate_items = crate_items.iter().map(|n| Ident::new(n, Span::call_site()));
    let core_modules = core_modules
        .iter()
        .map(|n| Ident::new(n, Span::call_site()));
    quote! {
        #(use core::#core_modules;)*
        use crate::{#(#crate_items),*};

        #body
    }
}

/// Crate-root code with its `crate::` paths shortened: whatever `crate::Name` names is an
/// item of the crate root, which the root's own code names as `Name`.
pub(super) fn at_root(tokens: TokenStream) -> TokenStream {
    shorten(tokens, &mut |root, _| root == "crate")
}

/// `tokens` with every path `<root>::Name` that `shortens(root, name)` accepts written
/// `Name`. One pass over the tokens, which it takes apart without copying them: a group's
/// stream is shared with the group until the group is dropped, and taking a shared stream
/// apart copies it (proc-macro2), which was most of what this pass cost.
fn shorten(tokens: TokenStream, shortens: &mut dyn FnMut(&str, &str) -> bool) -> TokenStream {
    let mut trees = tokens.into_iter().collect::<Vec<_>>().into_iter();
    let mut out: Vec<TokenTree> = Vec::new();
    while let Some(tree) = trees.next() {
        match tree {
            TokenTree::Group(g) => {
                let (delimiter, span) = (g.delimiter(), g.span());
                let stream = g.stream();
                drop(g);
                let mut inner = Group::new(delimiter, shorten(stream, shortens));
                inner.set_span(span);
                out.push(TokenTree::Group(inner));
            }
            TokenTree::Ident(first) => {
                // `root::Name`, not the tail of a longer path (`x::core::...`).
                let starts_path = !matches!(
                    &out[out.len().saturating_sub(2)..],
                    [TokenTree::Punct(a), TokenTree::Punct(b)]
                        if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
                );
                let root = first.to_string();
                if starts_path && (root == "crate" || root == "core") {
                    if let [TokenTree::Punct(colon), TokenTree::Punct(colon2), TokenTree::Ident(name), ..] =
                        trees.as_slice()
                    {
                        if colon.as_char() == ':'
                            && colon.spacing() == Spacing::Joint
                            && colon2.as_char() == ':'
                            && shortens(&root, &name.to_string())
                        {
                            let name = trees.nth(2).expect("matched above");
                            out.push(name);
                            continue;
                        }
                    }
                }
                out.push(TokenTree::Ident(first));
            }
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}
