//! Test vectors (`generated/vectors/<OPCODE>.yaml`): for every op variant, valid instructions
//! covering the minimum and maximum of every ranged field and every enumerated value, and one
//! invalid instruction per validation rule. Bytes and assembly come from the reference
//! interpreter ([`crate::reference`]), not from the generated code they will test; so does
//! the verdict: the generator builds the cases, and the interpreter's rule evaluator
//! ([`reference::validate`]) says whether each is valid and, if not, which rule it breaks.
//!
//! - `file.rs`: the vector file (its YAML, and the variables its vectors use);
//! - `members.rs`: what is particular to each member kind: its value in the valid base
//!   instruction every vector is a change of, and its vectors;
//! - `consistent.rs`: the changes that keep an instruction within the cross-field rules;
//! - `operands.rs`: the vector-operand cases of a field;
//! - `rules.rs`: the vectors of the opcode's rules (predicate mode, descriptor lengths,
//!   register counts, value combinations).

mod consistent;
mod file;
mod members;
mod operands;
mod rules;

pub use file::{opcode, variables, Variable, Vector, GRF_BYTES};

use file::{combination_vars, raw_var, vector_var};

use crate::layout::{self, Member, MemberKind};
use crate::model::*;
use crate::names;
use crate::reference::{self, Assignment, Broken, Val};

/// Every vector of an opcode, variant by variant.
pub fn vectors(op: &Opcode, exec_sizes: &[(u8, u64)]) -> Vec<Vector> {
    let mut out = Vec::new();
    for variant in &op.variants {
        let mut gen = Generator::new(op, variant, exec_sizes);
        gen.run();
        out.extend(gen.out);
    }
    out
}

/// The text and bytes of `variant`'s base instruction, the one every vector of it is a change
/// of (the reference interpreter's, `<variant>_base` in its vector file), when it is valid:
/// what the variant type's rustdoc example decodes and prints. The text is printed without a
/// context (no variable types), as `Display` prints it: it differs from the vector's only for
/// an address-of operand at a non-zero offset, which the base instruction does not have.
pub fn example(
    op: &Opcode,
    variant: &Variant,
    exec_sizes: &[(u8, u64)],
) -> Option<(String, Vec<u8>)> {
    let gen = Generator::new(op, variant, exec_sizes);
    let (_, base) = gen.bases();
    let a = gen.as_vector(base);
    reference::validate(op, variant, &a).ok()?;
    let context = reference::TextContext {
        grf_bytes: GRF_BYTES,
        types: &[],
    };
    let asm = reference::asm(op, variant, &a, &context);
    Some((asm, reference::encode(op, variant, &a)))
}

/// The bits and text of packed immediate `field`'s value in the base instruction (every
/// bitfield at zero, an enumerated one at its first value): what the packed type's rustdoc
/// example reads back.
pub fn packed_example(op: &Opcode, field: &Field) -> Option<(u64, String)> {
    match reference::packed_operand(field, &members::base_packed(op, field)) {
        operand @ reference::Operand::Immediate { bits, .. } => Some((bits, operand.asm())),
        _ => None,
    }
}

/// The vectors of one op variant, built as changes of a valid base instruction.
struct Generator<'a> {
    op: &'a Opcode,
    variant: &'a Variant,
    /// The variant's members, in member order (the assignments' order).
    members: Vec<Member>,
    /// Every execution size the generated `ExecSize` can express.
    exec_sizes: &'a [(u8, u64)],
    /// The vectors so far.
    out: Vec<Vector>,
}

impl<'a> Generator<'a> {
    fn new(op: &'a Opcode, variant: &'a Variant, exec_sizes: &'a [(u8, u64)]) -> Self {
        Generator {
            op,
            variant,
            members: layout::members(op, variant),
            exec_sizes,
            out: Vec::new(),
        }
    }

    /// The base instruction before and after its descriptor lengths are made consistent:
    /// the valid instruction every vector of the variant is a change of.
    fn bases(&self) -> (Assignment, Assignment) {
        let (original, _) =
            self.satisfying_value_requires(self.with_legal_combination(self.base()), None);
        let base = self.with_descriptor_lengths(original.clone());
        (original, base)
    }

    /// `a` as a vector holds it: its operands present as the counts say, and typed variables
    /// where a rule ties an operand's type to its values.
    fn as_vector(&self, a: Assignment) -> Assignment {
        self.with_typed_vars(self.presence_consistent(a))
    }

    /// The field member `m` lives in.
    fn field(&self, m: &Member) -> &Field {
        self.op
            .field(&m.field)
            .expect("members come from described fields")
    }

    /// The start of every vector name of the variant.
    fn prefix(&self) -> String {
        names::snake_case(&self.variant.name)
    }

    /// `a` with the first member `pick` selects set to `v`.
    fn set(a: &mut Assignment, pick: impl Fn(&Member) -> bool, v: Val) {
        if let Some(slot) = a.iter_mut().find(|(m, _)| pick(m)) {
            slot.1 = v;
        }
    }

    fn set_mask(a: &mut Assignment, v: &EnumValue) {
        Self::set(
            a,
            |m| m.kind == MemberKind::ExecMask,
            Val::ExecMask {
                name: v.name.clone(),
                code: v.code,
            },
        );
    }

    fn set_exec(a: &mut Assignment, lanes: u8, code: u64) {
        Self::set(
            a,
            |m| m.kind == MemberKind::ExecSize,
            Val::ExecSize { lanes, code },
        );
    }

    fn run(&mut self) {
        let (original, base) = self.bases();
        self.valid("base", base.clone());
        // The vectors are in the default layout: a member of another one is never there.
        for m in self.members.clone() {
            if m.layout.is_some_and(|l| l != LayoutName::Igc2022) {
                continue;
            }
            let field = self.field(&m).clone();
            self.member_vectors(&base, &m, &field);
        }
        self.param_vectors(&base);
        self.presence_vectors(&base);
        self.predicate_mode_vectors(&base);
        self.length_rule_vectors(&base, &original);
        self.combination_vectors(&base);
        self.null_operand_vectors(&base);
    }

    /// A vector of `a`, named `what`: valid, or invalid with the first rule it breaks as the
    /// reference interpreter finds it (a vector built valid for one member may break a
    /// cross-field rule: a `NullOperand` rule's operand set `%null`, a value another field
    /// requires). Its operands whose type a rule ties to its values take a variable of that
    /// type first ([`Self::with_typed_vars`]).
    fn valid(&mut self, what: &str, a: Assignment) {
        let a = self.as_vector(a);
        let vector = match reference::validate(self.op, self.variant, &a) {
            Ok(()) => self.valid_vector(what, &a),
            Err(broken) => self.invalid_vector(what, &a, broken),
        };
        self.out.push(vector);
    }

    /// A vector of `a`, named `what`, built to break the rule whose error code is `rule`:
    /// written when the reference interpreter finds that rule the first one `a` breaks. A
    /// model whose parts disagree (a truncated spec, `codegen/tests/diagnostics.rs`) can make
    /// the case valid or break another rule first; a vector named after the rule would then
    /// say what it does not show, and there is none.
    fn invalid(&mut self, what: &str, a: Assignment, rule: &str) {
        let a = if rule == "operand_presence" {
            a
        } else {
            self.presence_consistent(a)
        };
        if let Err(broken) = reference::validate(self.op, self.variant, &a) {
            if broken.code == rule {
                let vector = self.invalid_vector(what, &a, broken);
                self.out.push(vector);
            }
        }
    }

    fn valid_vector(&self, what: &str, a: &Assignment) -> Vector {
        let types: Vec<(u32, String)> = variables(self.op)
            .into_iter()
            .map(|v| (v.var, v.ty))
            .collect();
        let context = reference::TextContext {
            grf_bytes: GRF_BYTES,
            types: &types,
        };
        let bytes = reference::encode(self.op, self.variant, a);
        let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02x}")).collect();
        Vector {
            name: format!("{}_{what}", self.prefix()),
            variant: self.variant.name.clone(),
            valid: true,
            platform: self.platform(a),
            fields: reference::fields(self.op, self.variant, a),
            asm: Some(reference::asm(self.op, self.variant, a, &context)),
            bytes: Some(hex.join(" ")),
            error: None,
            error_field: None,
        }
    }

    fn invalid_vector(&self, what: &str, a: &Assignment, broken: Broken) -> Vector {
        Vector {
            name: format!("{}_{what}", self.prefix()),
            variant: self.variant.name.clone(),
            valid: false,
            platform: None,
            fields: reference::fields(self.op, self.variant, a),
            asm: None,
            bytes: None,
            error: Some(broken.code.to_owned()),
            error_field: broken.field,
        }
    }

    /// The platform tags of the values of `a` the doc tags (execution sizes and enumerated
    /// values), distinct, in member order and joined by `, ` (all must hold); `None` without.
    fn platform(&self, a: &Assignment) -> Option<String> {
        let mut tags: Vec<String> = Vec::new();
        for tag in a.iter().filter_map(|(m, v)| {
            let code = match v {
                Val::ExecSize { code, .. } | Val::Enum { code, .. } => *code,
                _ => return None,
            };
            m.bitfield(self.field(m))?
                .values
                .iter()
                .find(|value| value.code == code)?
                .platform
                .clone()
        }) {
            if !tags.contains(&tag) {
                tags.push(tag);
            }
        }
        (!tags.is_empty()).then(|| tags.join(", "))
    }
}
