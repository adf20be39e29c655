//! The vector-operand cases of a field: each operand class it allows (valid) or not
//! (invalid), and each operand rule broken once.

use super::{vector_var, Generator};
use crate::layout::{self, MemberKind};
use crate::model::*;
use crate::reference::Operand;

/// Whether a vector field takes operands of `class`: its documented classes (all when none
/// are), and never an immediate for a destination.
pub(super) fn allows(field: &Field, class: OperandClass) -> bool {
    let classes = &field.constraints.classes;
    (classes.is_empty() || classes.contains(&class))
        && !(field.destination && class == OperandClass::Immediate)
}

/// The region of a field's default operands: the one its text implies, if any; else one
/// element, `<1>` for a destination (reference §2.6) and `<0;1,0>` for a source.
pub(super) fn default_region(field: &Field) -> [u8; 3] {
    if let Some(r) = &field.constraints.implied_region {
        [r.vstride, r.width, r.hstride]
    } else if field.destination {
        [0, 1, 1]
    } else {
        [0, 1, 0]
    }
}

/// A general operand of `var` at row 1, column 2 (an element past the first row), with
/// `region` and modifier code `modifier`.
pub(super) fn general_offset(var: u32, region: [u8; 3], modifier: u8) -> Operand {
    Operand::General {
        var,
        row: 1,
        col: 2,
        region,
        modifier,
    }
}

/// [`general_offset`] for `field`: at column 0 when the field must be GRF aligned (the
/// second row then still starts a register).
pub(super) fn field_offset(field: &Field, var: u32, region: [u8; 3], modifier: u8) -> Operand {
    let mut o = general_offset(var, region, modifier);
    if let Operand::General { col, .. } = &mut o {
        if field.constraints.grf_aligned {
            *col = 0;
        }
    }
    o
}

pub(super) fn general_with(var: u32, region: [u8; 3]) -> Operand {
    Operand::General {
        var,
        row: 0,
        col: 0,
        region,
        modifier: 0,
    }
}

pub(super) fn type_max(ty: &str) -> u64 {
    match ty {
        "ub" | "b" => 0xff,
        "uw" | "w" | "hf" | "bf" => 0xffff,
        "df" | "uq" | "q" => u64::MAX,
        _ => 0xffff_ffff,
    }
}

impl Generator<'_> {
    pub(super) fn default_operand(&self, field: &Field) -> Operand {
        let allowed = |c: OperandClass| allows(field, c);
        let var = vector_var(self.op, field);
        if allowed(OperandClass::Immediate) {
            let ty = layout::element_type(self.op, field);
            Operand::Immediate { ty, bits: 0 }
        } else if allowed(OperandClass::General) {
            general_with(var, default_region(field))
        } else if allowed(OperandClass::Predicate) {
            Operand::Predicate { id: 1 }
        } else if allowed(OperandClass::Address) {
            Operand::Address {
                addr: 0,
                offset: 0,
                width: 1,
            }
        } else if allowed(OperandClass::Indirect) {
            Operand::Indirect {
                addr: 0,
                addr_offset: 0,
                imm_offset: 0,
                ty: layout::element_type(self.op, field),
                region: default_region(field),
                modifier: 0,
            }
        } else {
            Operand::State {
                class: 0,
                id: 6,
                offset: 0,
            }
        }
    }

    /// Operand cases for a vector field: each allowed class (valid), and each operand rule
    /// broken once (invalid).
    pub(super) fn operand_cases(
        &self,
        field: &Field,
    ) -> Vec<(String, Operand, Option<&'static str>)> {
        let allowed = |c: OperandClass| allows(field, c);
        let types: Vec<String> = field
            .constraints
            .types
            .iter()
            .map(|t| t.to_ascii_lowercase())
            .collect();
        let imm_ty = layout::element_type(self.op, field);
        let var = vector_var(self.op, field);
        // A packed immediate keeps its reserved bits clear even when written as a plain operand.
        let reserved = field
            .bitfields
            .iter()
            .filter(|b| b.kind == BitfieldKind::Reserved)
            .fold(0, |m, b| m | b.mask());
        let immediate_max = field
            .constraints
            .immediate_max
            .map_or(type_max(&imm_ty), |max| max.min(type_max(&imm_ty)));
        let mut cases = Vec::new();
        let dst = field.destination;
        let region = default_region(field);
        let candidates = [
            (OperandClass::General, "general", general_with(var, region)),
            (
                OperandClass::Immediate,
                "immediate_max",
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: immediate_max & !reserved,
                },
            ),
            (
                OperandClass::Indirect,
                "indirect",
                Operand::Indirect {
                    addr: 0,
                    addr_offset: 0,
                    imm_offset: 0,
                    ty: imm_ty.clone(),
                    region,
                    modifier: 0,
                },
            ),
            (
                OperandClass::Address,
                "address",
                Operand::Address {
                    addr: 0,
                    offset: 0,
                    width: 1,
                },
            ),
            (
                OperandClass::Predicate,
                "predicate",
                Operand::Predicate { id: 1 },
            ),
            (
                OperandClass::State,
                "state",
                Operand::State {
                    class: 0,
                    id: 6,
                    offset: 0,
                },
            ),
        ];
        for (class, what, o) in candidates.iter().cloned() {
            if allowed(class) {
                cases.push((what.to_owned(), o, None));
            } else {
                cases.push((
                    format!("{what}_class"),
                    o,
                    Some("operand_class_not_allowed"),
                ));
            }
        }
        let has_exec_size = self.members.iter().any(|m| m.kind == MemberKind::ExecSize);
        if allowed(OperandClass::Address) && dst && has_exec_size {
            // A destination writes one address element per lane from its offset: from 16 on,
            // past the 16 an address variable has.
            cases.push((
                "address_offset_16".into(),
                Operand::Address {
                    addr: 0,
                    offset: 16,
                    width: 1,
                },
                Some("address_destination_too_wide"),
            ));
        }
        if allowed(OperandClass::Address) {
            // An address operand's width is an execution size (1, 2, 4, …, 32).
            cases.push((
                "address_width_3".into(),
                Operand::Address {
                    addr: 0,
                    offset: 0,
                    width: 3,
                },
                Some("address_width_not_encodable"),
            ));
        }
        if immediate_max < type_max(&imm_ty) && allowed(OperandClass::Immediate) {
            cases.push((
                "immediate_over_max".into(),
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: immediate_max + 1,
                },
                Some("value_out_of_range"),
            ));
        }
        if reserved != 0 && allowed(OperandClass::Immediate) {
            cases.push((
                "immediate_reserved_bits".into(),
                Operand::Immediate {
                    ty: imm_ty.clone(),
                    bits: reserved,
                },
                Some("reserved_bits_set"),
            ));
        }
        for t in types
            .iter()
            .skip(1)
            .filter(|_| allowed(OperandClass::Immediate))
        {
            cases.push((
                format!("immediate_{t}"),
                Operand::Immediate {
                    ty: t.clone(),
                    bits: 0,
                },
                None,
            ));
        }
        let address_of = self.op.syntax.address_of.contains(&field.name);
        if address_of && allowed(OperandClass::State) {
            // Printed as a byte offset of 8-byte elements (`&T6[16]`), a sampler as `&S0[8]`.
            cases.push((
                "state_offset_2".into(),
                Operand::State {
                    class: 0,
                    id: 6,
                    offset: 2,
                },
                None,
            ));
            cases.push((
                "sampler_offset_1".into(),
                Operand::State {
                    class: 1,
                    id: 0,
                    offset: 1,
                },
                None,
            ));
        }
        if allowed(OperandClass::General) && dst {
            self.destination_cases(field, &mut cases);
        } else if allowed(OperandClass::General) && address_of {
            self.address_of_cases(field, &mut cases);
        } else if allowed(OperandClass::General) {
            let scalar = field.ty == FieldType::Scalar;
            let wide = [8, 8, 1];
            let implied = field.constraints.implied_region.is_some();
            let modified = |modifier: u8| {
                field_offset(
                    field,
                    var,
                    if scalar || implied { region } else { wide },
                    modifier,
                )
            };
            // The Source Modifier property decides (arithmetic: abs/neg; logic: not; false:
            // none); without it, the arithmetic ones are allowed.
            let (negate, invert) = match self.op.source_modifier {
                None | Some(SourceModifier::Arithmetic) => (None, Some("modifier_not_allowed")),
                Some(SourceModifier::Logic) => (Some("modifier_not_allowed"), None),
                Some(SourceModifier::None) => {
                    (Some("modifier_not_allowed"), Some("modifier_not_allowed"))
                }
            };
            cases.push(("general_negated".into(), modified(2), negate));
            if self.op.source_modifier.is_some() {
                cases.push(("general_inverted".into(), modified(5), invert));
            }
            if scalar {
                cases.push((
                    "region_not_scalar".into(),
                    Operand::General {
                        var,
                        row: 0,
                        col: 0,
                        region: wide,
                        modifier: 0,
                    },
                    Some("region_not_scalar"),
                ));
            }
            if implied {
                // A scalar operand's other one-element region (the wide one is not scalar).
                let other = if scalar {
                    [1, 1, 0]
                } else if region == wide {
                    [0, 1, 0]
                } else {
                    wide
                };
                cases.push((
                    "region_not_implied".into(),
                    general_with(var, other),
                    Some("region_not_implied"),
                ));
            }
            cases.push((
                "region_width_3".into(),
                Operand::General {
                    var,
                    row: 0,
                    col: 0,
                    region: [0, 3, 0],
                    modifier: 0,
                },
                Some("region_not_encodable"),
            ));
            cases.push((
                "saturated_source".into(),
                Operand::General {
                    var,
                    row: 0,
                    col: 0,
                    region: [0, 1, 0],
                    modifier: 4,
                },
                Some("modifier_not_allowed"),
            ));
        }
        if allowed(OperandClass::General) && field.constraints.grf_aligned {
            // Past the first element of a register.
            let region = if dst { [0, 1, 1] } else { region };
            cases.push((
                "not_grf_aligned".into(),
                general_offset(var, region, 0),
                Some("operand_not_grf_aligned"),
            ));
        }
        if allowed(OperandClass::Immediate) && !types.is_empty() {
            let wrong = ["ud", "f", "uw"]
                .into_iter()
                .find(|t| !types.iter().any(|x| x == t))
                .unwrap_or("d");
            cases.push((
                format!("immediate_{wrong}"),
                Operand::Immediate {
                    ty: wrong.to_owned(),
                    bits: 0,
                },
                Some("immediate_type_not_allowed"),
            ));
        }
        cases
    }

    /// The general-operand cases of a destination: a saturated one (valid where the Text
    /// syntax has `[.sat]`), a source modifier, a source region and a zero stride (invalid).
    pub(super) fn destination_cases(
        &self,
        field: &Field,
        cases: &mut Vec<(String, Operand, Option<&'static str>)>,
    ) {
        let var = vector_var(self.op, field);
        let with = |region: [u8; 3], modifier: u8| field_offset(field, var, region, modifier);
        let in_text = self.op.syntax.saturate.as_deref() == Some(field.name.as_str());
        // "Only when type is float": IGC's verifier accepts `sat` on F and HF destinations
        // (not DF); with another element type the vector would be valid for `validate` (which
        // does not know declared types) and rejected by IGC, so there is none.
        let float = matches!(layout::element_type(self.op, field).as_str(), "f" | "hf");
        // `Some(error)`: a saturated vector with that error (none: valid); `None`: no vector.
        let saturated = match (in_text, self.op.saturation) {
            (true, Some(Saturation::Yes)) => Some(None),
            (true, Some(Saturation::FloatOnly)) if float => Some(None),
            (true, Some(Saturation::FloatOnly)) => None,
            _ => Some(Some("modifier_not_allowed")),
        };
        if let Some(error) = saturated {
            cases.push(("saturated".into(), with([0, 1, 1], 4), error));
        }
        for (what, region, modifier, error) in [
            ("stride_2", [0, 1, 2], 0, None),
            ("negated", [0, 1, 1], 2, Some("modifier_not_allowed")),
            (
                "source_region",
                [8, 8, 1],
                0,
                Some("destination_region_not_allowed"),
            ),
            (
                "stride_0",
                [0, 1, 0],
                0,
                Some("destination_region_not_allowed"),
            ),
        ] {
            cases.push((what.into(), with(region, modifier), error));
        }
    }

    /// The general-operand cases of an operand printed as an address (`&V101[40]`): an
    /// element past the first row (valid), and a modifier, a region other than `<0;1,0>` and
    /// an unencodable region (invalid; the text can carry neither).
    pub(super) fn address_of_cases(
        &self,
        field: &Field,
        cases: &mut Vec<(String, Operand, Option<&'static str>)>,
    ) {
        let var = vector_var(self.op, field);
        let with = |region: [u8; 3], modifier: u8| field_offset(field, var, region, modifier);
        for (what, region, modifier, error) in [
            ("general_offset", [0, 1, 0], 0, None),
            (
                "general_negated",
                [0, 1, 0],
                2,
                Some("modifier_not_allowed"),
            ),
            ("region_not_scalar", [8, 8, 1], 0, Some("region_not_scalar")),
            ("region_width_3", [0, 3, 0], 0, Some("region_not_encodable")),
            (
                "saturated_source",
                [0, 1, 0],
                4,
                Some("modifier_not_allowed"),
            ),
        ] {
            cases.push((what.into(), with(region, modifier), error));
        }
    }
}
