//! The checks of one vector operand, as the runtime makes them (`src/runtime/operand.rs`,
//! `src/runtime/error.rs`): each returns the first rule the operand breaks, with the runtime's
//! error code.

use super::validate::Broken;
use super::Operand;

/// Modifier codes (reference §2.6): none, `(abs)`, `(-)`, `(-abs)`, `sat`, `(~)`.
const NONE: u8 = 0;
/// The saturation modifier, a destination's only one.
pub(super) const SAT: u8 = 4;
/// The logic `not`.
const NOT: u8 = 5;

/// The element counts a region nibble can encode (reference §2.6).
const REGION_VALUES: [u8; 7] = [0, 1, 2, 4, 8, 16, 32];

/// The widths an address operand can have: those an execution size can encode.
const ADDRESS_WIDTHS: [u8; 6] = [1, 2, 4, 8, 16, 32];

/// The types an indirect operand may have: everything but V, UV, VF and BOOL
/// (`5_operands.md`, "Indirect Operands").
const INDIRECT_TYPES: [&str; 12] = [
    "ud", "d", "uw", "w", "ub", "b", "df", "f", "uq", "q", "hf", "bf",
];

/// The scalar region `<0;1,0>`.
pub(super) const SCALAR: [u8; 3] = [0, 1, 0];

/// Most elements an address variable has (`4_visa_header.md`, address_info).
const MAX_ADDRESS_ELEMENTS: u32 = 16;

fn region_encodable(r: [u8; 3]) -> bool {
    r[1] != 0 && r.iter().all(|v| REGION_VALUES.contains(v))
}

/// `<0;1,h>` with a non-zero encodable `h`.
fn destination_region(r: [u8; 3]) -> bool {
    r[0] == 0 && r[1] == 1 && r[2] != 0 && REGION_VALUES.contains(&r[2])
}

/// The region of a general or indirect operand.
fn region(o: &Operand) -> Option<[u8; 3]> {
    match o {
        Operand::General { region, .. } | Operand::Indirect { region, .. } => Some(*region),
        _ => None,
    }
}

/// The operand with its modifier cleared (general and indirect operands).
fn unmodified(o: &Operand) -> Operand {
    let mut o = o.clone();
    if let Operand::General { modifier, .. } | Operand::Indirect { modifier, .. } = &mut o {
        *modifier = NONE;
    }
    o
}

/// The operand's class.
pub(super) fn class(o: &Operand) -> crate::model::OperandClass {
    use crate::model::OperandClass;
    match o {
        Operand::General { .. } => OperandClass::General,
        Operand::Address { .. } => OperandClass::Address,
        Operand::Predicate { .. } => OperandClass::Predicate,
        Operand::Indirect { .. } => OperandClass::Indirect,
        Operand::Immediate { .. } => OperandClass::Immediate,
        Operand::State { .. } => OperandClass::State,
    }
}

/// The checks of a source operand (the runtime's `VectorOperand::check`): encodable regions,
/// no `sat` or `not`, an immediate's type and width, an indirect operand's type and offset, an
/// address operand's width, a predicate operand's id.
pub(super) fn check(field: &str, o: &Operand) -> Result<(), Broken> {
    let broken = |code| Err(Broken::at(code, field));
    if region(o).is_some_and(|r| !region_encodable(r)) {
        return broken("region_not_encodable");
    }
    if matches!(o.modifier(), SAT | NOT) {
        return broken("modifier_not_allowed");
    }
    match o {
        Operand::Indirect { .. } => check_indirect(field, o),
        Operand::Immediate { ty, bits } => {
            if ty == "bool" {
                return broken("immediate_type_not_allowed");
            }
            // The value must fit its type: a UW immediate with bit 16 set is not a UW.
            let width_mask = match ty.as_str() {
                "ub" | "b" => 0xff,
                "uw" | "w" | "hf" | "bf" => 0xffff,
                "df" | "uq" | "q" => u64::MAX,
                _ => 0xffff_ffff,
            };
            if bits & !width_mask != 0 {
                return broken("reserved_bits_set");
            }
            Ok(())
        }
        Operand::Address { width, .. } if !ADDRESS_WIDTHS.contains(width) => {
            broken("address_width_not_encodable")
        }
        Operand::Predicate { id } if *id == 0 || *id > 0x0fff => {
            Err(Broken::new("predicate_id_out_of_range"))
        }
        _ => Ok(()),
    }
}

/// An indirect operand's type and immediate offset (-512..=511).
fn check_indirect(field: &str, o: &Operand) -> Result<(), Broken> {
    let Operand::Indirect { ty, imm_offset, .. } = o else {
        return Ok(());
    };
    if !INDIRECT_TYPES.contains(&ty.as_str()) {
        return Err(Broken::at("immediate_type_not_allowed", field));
    }
    if !(-512..=511).contains(imm_offset) {
        return Err(Broken::at("value_out_of_range", field));
    }
    Ok(())
}

/// The checks of a source operand of an instruction whose Source Modifier property allows
/// `allowed` modifiers (the runtime's `check_source`).
pub(super) fn check_source(field: &str, o: &Operand, allowed: &[u8]) -> Result<(), Broken> {
    let modifier = o.modifier();
    if modifier != NONE && !allowed.contains(&modifier) {
        return Err(Broken::at("modifier_not_allowed", field));
    }
    check(field, &unmodified(o))
}

/// The checks of a destination (the runtime's `check_destination`): no immediate, a
/// destination region, `sat` only where `saturate`.
pub(super) fn check_destination(field: &str, o: &Operand, saturate: bool) -> Result<(), Broken> {
    let broken = |code| Err(Broken::at(code, field));
    let r = match o {
        Operand::Immediate { .. } => return broken("operand_class_not_allowed"),
        Operand::General { region, .. } | Operand::Indirect { region, .. } => *region,
        _ => return check(field, o),
    };
    if !destination_region(r) {
        return broken("destination_region_not_allowed");
    }
    match o.modifier() {
        NONE => {}
        SAT if saturate => {}
        _ => return broken("modifier_not_allowed"),
    }
    check_indirect(field, o)
}

/// The operand's class is one of `classes`.
pub(super) fn check_class(
    field: &str,
    o: &Operand,
    classes: &[crate::model::OperandClass],
) -> Result<(), Broken> {
    if classes.contains(&class(o)) {
        Ok(())
    } else {
        Err(Broken::at("operand_class_not_allowed", field))
    }
}

/// An immediate's or indirect operand's own type is one of `types` (as the model spells them).
pub(super) fn check_immediate_type(
    field: &str,
    o: &Operand,
    types: &[String],
) -> Result<(), Broken> {
    let ty = match o {
        Operand::Immediate { ty, .. } | Operand::Indirect { ty, .. } => ty,
        _ => return Ok(()),
    };
    if types.iter().any(|t| t.eq_ignore_ascii_case(ty)) {
        Ok(())
    } else {
        Err(Broken::at("immediate_type_not_allowed", field))
    }
}

/// A `scalar` field's general or indirect operand reads one element.
pub(super) fn check_scalar_region(field: &str, o: &Operand) -> Result<(), Broken> {
    match region(o) {
        Some(r) if r[1] != 1 || r[2] != 0 => Err(Broken::at("region_not_scalar", field)),
        _ => Ok(()),
    }
}

/// A general operand has the region its field implies.
pub(super) fn check_implied_region(
    field: &str,
    o: &Operand,
    implied: [u8; 3],
) -> Result<(), Broken> {
    match o {
        Operand::General { region, .. } if *region != implied => {
            Err(Broken::at("region_not_implied", field))
        }
        _ => Ok(()),
    }
}

/// A general operand printed as its address has no modifier and the region `<0;1,0>`.
pub(super) fn check_address_of(field: &str, o: &Operand) -> Result<(), Broken> {
    match o {
        Operand::General { modifier, .. } if *modifier != NONE => {
            Err(Broken::at("modifier_not_allowed", field))
        }
        Operand::General { region, .. } if *region != SCALAR => {
            Err(Broken::at("region_not_scalar", field))
        }
        _ => Ok(()),
    }
}

/// The smallest GRF, in bytes: a raw operand that must be GRF aligned starts at a multiple.
pub(super) const MIN_GRF_BYTES: u16 = 32;

/// An operand that must be GRF aligned: a general operand starts a register (column 0); an
/// indirect one cannot be shown to.
pub(super) fn check_grf_aligned(field: &str, o: &Operand) -> Result<(), Broken> {
    match o {
        Operand::General { col, .. } if *col != 0 => {
            Err(Broken::at("operand_not_grf_aligned", field))
        }
        Operand::Indirect { .. } => Err(Broken::at("operand_not_grf_aligned", field)),
        _ => Ok(()),
    }
}

/// An immediate is at most `max`.
pub(super) fn check_immediate_max(field: &str, o: &Operand, max: u64) -> Result<(), Broken> {
    match o {
        Operand::Immediate { bits, .. } if *bits > max => {
            Err(Broken::at("value_out_of_range", field))
        }
        _ => Ok(()),
    }
}

/// An address destination writes one element per lane from its offset, within the 16 an
/// address variable has.
pub(super) fn check_address_destination(field: &str, o: &Operand, lanes: u8) -> Result<(), Broken> {
    match o {
        Operand::Address { offset, .. }
            if u32::from(*offset) + u32::from(lanes) > MAX_ADDRESS_ELEMENTS =>
        {
            Err(Broken::at("address_destination_too_wide", field))
        }
        _ => Ok(()),
    }
}

/// Whether the operand is an immediate 0 or `%null` (the runtime's `is_zero_or_null`).
pub(super) fn is_zero_or_null(o: &Operand) -> bool {
    match o {
        Operand::Immediate { bits, .. } => *bits == 0,
        Operand::General { var, .. } => *var == 0,
        _ => false,
    }
}

/// Whether execution mask `code` may go with `lanes` lanes: reference §5.3 and §5.1 (the
/// runtime's `check_exec_mask`).
pub fn mask_allowed(lanes: u8, code: u64) -> bool {
    let group = code & 7;
    (match lanes {
        16 | 32 => group == 0 || group == 4,
        8 => group % 2 == 0,
        _ => true,
    }) && u64::from(lanes) + 4 * group <= 32
}
