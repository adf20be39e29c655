//! `for_each_operand`: the operands of a variant, for the kernel writer.

use super::*;

/// `for_each_operand`: one visitor call per operand member, in Format order (members are in
/// Format order). Packed immediates are visited in their operand form; absent optional members
/// are skipped.
pub(super) fn operands_body(members: &[Member]) -> TokenStream {
    let calls = members.iter().filter_map(member::visit);
    let calls: Vec<TokenStream> = calls.collect();
    let visit = if calls.is_empty() {
        quote! { _visit }
    } else {
        quote! { visit }
    };
    quote! {
        fn for_each_operand(&self, #visit: &mut dyn FnMut(crate::OperandRef<'_>)) {
            #(#calls)*
        }
    }
}
