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
    let body = shorten(
        body,
        "crate",
        &|name| !keep.contains(name),
        &mut crate_items,
    );
    let mut core_modules = BTreeSet::new();
    let body = shorten(
        body,
        "core",
        &|name| name == "fmt" && !keep.contains(name),
        &mut core_modules,
    );
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
    shorten(tokens, "crate", &|_| true, &mut BTreeSet::new())
}

/// `tokens` with every path `<root>::Name` whose `Name` is `accepted` written `Name`; the
/// names shortened are added to `shortened`.
fn shorten(
    tokens: TokenStream,
    root: &str,
    accepted: &dyn Fn(&str) -> bool,
    shortened: &mut BTreeSet<String>,
) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if let [TokenTree::Ident(first), TokenTree::Punct(colon), TokenTree::Punct(colon2), TokenTree::Ident(name), ..] =
            &trees[i..]
        {
            // Not the tail of a longer path (`x::core::...`).
            let starts_path = !matches!(
                &out[out.len().saturating_sub(2)..],
                [TokenTree::Punct(a), TokenTree::Punct(b)]
                    if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
            );
            let name_text = name.to_string();
            if starts_path
                && first == root
                && colon.as_char() == ':'
                && colon.spacing() == Spacing::Joint
                && colon2.as_char() == ':'
                && accepted(&name_text)
            {
                shortened.insert(name_text);
                out.push(TokenTree::Ident(name.clone()));
                i += 4;
                continue;
            }
        }
        out.push(match &trees[i] {
            TokenTree::Group(g) => {
                let mut inner = Group::new(
                    g.delimiter(),
                    shorten(g.stream(), root, accepted, shortened),
                );
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}
