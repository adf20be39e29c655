//! IGC's text of instructions whose operands hold several fields (LSC_UNTYPED's
//! `V32:d32x4t bti(0x4)[V33+0x10]:a32`, erratum `lsc-untyped-text`): the runtime pieces the
//! generated printers and parsers are made of, and the doc's own examples, which a crate built
//! from IGC's corpus (`.ci/corpus-conformance`) reads and prints back.

use std::str::FromStr;
use visa_isa::{
    AnyInstruction, AsmCursor, AsmErrorKind, Bare, CompactRaw, GeneralOperand, Immediate, Modifier,
    RawOperand, Region, VectorOperand, VisaType,
};

const SCALAR: Region = Region {
    vstride: 0,
    width: 1,
    hstride: 0,
};

#[test]
fn compact_raw_operands_print_their_offset_only_when_it_is_not_zero() {
    for (raw, text) in [
        (RawOperand { var: 32, offset: 0 }, "V32"),
        (
            RawOperand {
                var: 50,
                offset: 64,
            },
            "V50.64",
        ),
        (RawOperand { var: 0, offset: 0 }, "%null"),
    ] {
        assert_eq!(CompactRaw(&raw).to_string(), text);
        let mut asm = AsmCursor::new(text);
        assert_eq!(asm.compact_raw().unwrap(), raw, "{text}");
        assert!(asm.is_at_end(), "{text}");
    }
    let mut asm = AsmCursor::new("V32.x");
    assert!(asm.compact_raw().is_err());
}

#[test]
fn bare_vector_operands_print_without_type_region_or_modifier() {
    let general = |row, col| {
        VectorOperand::General(GeneralOperand {
            var: 102,
            row,
            col,
            region: SCALAR,
            modifier: Modifier::None,
        })
    };
    let immediate = |bits| {
        VectorOperand::Immediate(Immediate {
            ty: VisaType::Ud,
            bits,
        })
    };
    for (operand, text) in [
        (immediate(0), "0x0"),
        (immediate(0xffff_ffff), "0xFFFFFFFF"),
        (general(0, 0), "V102"),
        (general(1, 2), "V102(1,2)"),
    ] {
        assert_eq!(Bare(&operand).to_string(), text);
        let mut asm = AsmCursor::new(text);
        assert_eq!(asm.bare_vector(VisaType::Ud, SCALAR).unwrap(), operand);
        assert!(asm.is_at_end(), "{text}");
    }
    // The field's type decides the immediate's, and bounds it.
    let mut asm = AsmCursor::new("0x1FFFFFFFF");
    assert!(asm.bare_vector(VisaType::Ud, SCALAR).is_err());
    // The full forms of the bare classes would not print back.
    for text in ["(-)V102(0,0)<0;1,0>", "0X4:d", "V102(0,0)<0;1,0>"] {
        let mut asm = AsmCursor::new(text);
        let read = asm.bare_vector(VisaType::Ud, SCALAR);
        assert!(
            read.is_err() || !asm.is_at_end(),
            "{text}: {read:?}, left `{}`",
            asm.rest()
        );
    }
    // Other classes keep their own form.
    let mut asm = AsmCursor::new("P3");
    assert!(matches!(
        asm.bare_vector(VisaType::Ud, SCALAR),
        Ok(VectorOperand::Predicate(_))
    ));
}

#[test]
fn template_pieces_read_as_written() {
    // A space in a literal stands for any run of spaces, or none.
    for text in [", V1", ",V1", ",   V1"] {
        let mut asm = AsmCursor::new(text);
        asm.literal(", ", "`,`").unwrap();
        assert_eq!(asm.rest(), "V1", "{text}");
    }
    assert!(AsmCursor::new(";").literal(", ", "`,`").is_err());

    // The longest spelling wins; an empty one is the fallback.
    let values = [0u8, 1, 2];
    let spelling = |v: u8| ["", "d16", "d16c32"][usize::from(v)];
    for (text, want, rest) in [("d16c32x", 2, "x"), ("d16x", 1, "x"), ("x", 0, "x")] {
        let mut asm = AsmCursor::new(text);
        assert_eq!(asm.one_of(&values, spelling, "a size").unwrap(), want);
        assert_eq!(asm.rest(), rest);
    }
    let mut asm = AsmCursor::new("q");
    assert!(asm.one_of(&[1u8], |_| "d8", "a size").is_err());

    for (text, want) in [
        ("+0x10", 16),
        ("-0x4", -4),
        ("+0x7FFFFFFF", i64::from(i32::MAX)),
        ("+16", 16),
    ] {
        let mut asm = AsmCursor::new(text);
        let value = asm.signed_hex("an offset", i64::from(i32::MIN), i64::from(i32::MAX));
        assert_eq!(value.unwrap(), want, "{text}");
    }
    for text in ["0x10", "16", "+0x80000000", "+"] {
        let mut asm = AsmCursor::new(text);
        let value = asm.signed_hex("an offset", i64::from(i32::MIN), i64::from(i32::MAX));
        assert!(value.is_err(), "{text}");
    }

    // A check never moves the cursor; an attempt moves it only when it reads.
    let mut asm = AsmCursor::new(".uc.ca rest");
    assert!(asm.check(|asm| asm.literal(".uc", "`.uc`")).is_ok());
    let missing = asm.check(|asm| asm.literal(".ca", "`.ca`")).unwrap_err();
    assert_eq!(missing.column, 1);
    assert_eq!(asm.rest(), ".uc.ca rest");
    // Of two failed readings, the one that read more.
    let further = asm
        .check(|asm| {
            asm.literal(".uc", "`.uc`")?;
            asm.literal(".wb", "`.wb`")
        })
        .unwrap_err();
    assert_eq!(further.column, 4);
    assert_eq!(missing.clone().further(further.clone()), further);
    assert_eq!(further.clone().further(missing), further);
    assert!(!asm.attempt(|asm| {
        asm.literal(".uc", "`.uc`")?;
        asm.literal(".wb", "`.wb`")
    }));
    assert_eq!(asm.rest(), ".uc.ca rest");
    assert!(asm.attempt(|asm| asm.literal(".uc.ca", "`.uc.ca`")));
    assert_eq!(asm.rest(), " rest");
}

/// The Examples of LSC_UNTYPED.md, with the variables renamed as the crate names them, and
/// the text the crate prints for each (IGC's spacing, `V40` for `V40(0,0)`, no block count of
/// 1).
const DOC_EXAMPLES: [(&str, &str); 18] = [
    (
        "lsc_load.ugm.uc.uc  (M1,32) V32:d32    flat[V33+0x100]:a64",
        "lsc_load.ugm.uc.uc (M1, 32) V32:d32 flat[V33+0x100]:a64",
    ),
    (
        "lsc_load.ugm  (M1,32) %null:d32  flat[V33]:a64",
        "lsc_load.ugm (M1, 32) %null:d32 flat[V33]:a64",
    ),
    (
        "lsc_load.slm   (M1,32) V32:d32x4  flat[0x4*V33-0x10]:a32",
        "lsc_load.slm (M1, 32) V32:d32x4 flat[0x4*V33-0x10]:a32",
    ),
    (
        "lsc_load.ugm (M1_NM, 1)  V32:d32t  arg[V33]:a32",
        "lsc_load.ugm (M1_NM, 1) V32:d32t arg[V33]:a32",
    ),
    (
        "lsc_store.ugm     (M1,32) flat[V33]:a64  V32:d32",
        "lsc_store.ugm (M1, 32) flat[V33]:a64 V32:d32",
    ),
    (
        "lsc_store.slm     (M1,32) flat[V33]:a32  V32:d32x4",
        "lsc_store.slm (M1, 32) flat[V33]:a32 V32:d32x4",
    ),
    (
        "lsc_atomic_iinc.ugm.uc.uc  (M1,32) %null:d32  flat[V33]:a64 %null %null",
        "lsc_atomic_iinc.ugm.uc.uc (M1, 32) %null:d32 flat[V33]:a64 %null %null",
    ),
    (
        "lsc_atomic_fadd.slm  (M1,32) V34:d32  flat[V33]:a32 V35 %null",
        "lsc_atomic_fadd.slm (M1, 32) V34:d32 flat[V33]:a32 V35 %null",
    ),
    (
        "lsc_atomic_icas.ugm.uc.wb  (M1,32) V34:d32  flat[V33]:a64 V36 V37",
        "lsc_atomic_icas.ugm.uc.wb (M1, 32) V34:d32 flat[V33]:a64 V36 V37",
    ),
    (
        "lsc_load.ugm.uc.uc (M1,32) V32:d32 bss(V40(0,0))[V33]:a64",
        "lsc_load.ugm.uc.uc (M1, 32) V32:d32 bss(V40)[V33]:a64",
    ),
    (
        "lsc_load.ugm.uc.uc (M1,32) V32:d32 ss(V40(0,0))[V33]:a64",
        "lsc_load.ugm.uc.uc (M1, 32) V32:d32 ss(V40)[V33]:a64",
    ),
    (
        "lsc_load.ugm          (M1_NM,1)  V32:d32x16t  bti(0x4)[V33]:a32",
        "lsc_load.ugm (M1_NM, 1) V32:d32x16t bti(0x4)[V33]:a32",
    ),
    (
        "lsc_load_block2d.ugm  (M1_NM,1)  V32:d8.2x16x32nn    flat[V40,V41,V42,V43,V44,V45]",
        "lsc_load_block2d.ugm (M1_NM, 1) V32:d8.2x16x32nn flat[V40, V41, V42, V43, V44, V45]",
    ),
    (
        "lsc_load_block2d.ugm  (M1_NM,1) V32:d16.1x32x16tn   flat[V40,V41,V42,V43,V44,V45]",
        "lsc_load_block2d.ugm (M1_NM, 1) V32:d16.32x16tn flat[V40, V41, V42, V43, V44, V45]",
    ),
    (
        "lsc_load_block2d.ugm  (M1_NM,1) V32:d16.1x16x32nt   flat[V40,V41,V42,V43,V44,V45]",
        "lsc_load_block2d.ugm (M1_NM, 1) V32:d16.16x32nt flat[V40, V41, V42, V43, V44, V45]",
    ),
    (
        "lsc_store_block2d.ugm (M1_NM,1)  flat[V40,V41,V42,V43,V44,V45]  V32:d16.16x32nn",
        "lsc_store_block2d.ugm (M1_NM, 1) flat[V40, V41, V42, V43, V44, V45] V32:d16.16x32nn",
    ),
    (
        "lsc_apndctr_atomic_add.ugm  (M1,32) V32:d32 bti(0xA0) V34:d32",
        "lsc_apndctr_atomic_add.ugm (M1, 32) V32:d32 bti(0xA0) V34:d32",
    ),
    (
        "lsc_apndctr_atomic_add.ugm.uc.uc (M1, 32) V32:d32 bss(V40(0,0)) V34:d32",
        "lsc_apndctr_atomic_add.ugm.uc.uc (M1, 32) V32:d32 bss(V40) V34:d32",
    ),
];

/// Built from IGC's corpus, the crate reads every example of LSC_UNTYPED.md, prints it as IGC
/// does, and reads that back to the same instruction. Built from the seed specs, it has no
/// LSC_UNTYPED and says so.
#[test]
fn the_docs_lsc_examples_read_and_print_back() {
    let known = match AnyInstruction::from_str(DOC_EXAMPLES[0].0) {
        Ok(_) => true,
        Err(e) if matches!(e.kind, AsmErrorKind::UnknownMnemonic { .. }) => false,
        Err(e) => panic!("{}: {e}", DOC_EXAMPLES[0].0),
    };
    if !known {
        // The corpus run (`.ci/corpus-conformance`, `VISA_ISA_VECTORS` set) must read them.
        assert!(
            std::env::var_os("VISA_ISA_VECTORS").is_none(),
            "the corpus build does not know lsc_load"
        );
        eprintln!(
            "LSC_UNTYPED is not in this build (seed specs): the corpus run reads the examples"
        );
        return;
    }
    for (doc, printed) in DOC_EXAMPLES {
        let inst = AnyInstruction::from_str(doc).unwrap_or_else(|e| panic!("{doc}: {e}"));
        assert_eq!(inst.to_string(), printed, "{doc}");
        let back = AnyInstruction::from_str(printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
        assert_eq!(back, inst, "{printed}");
    }
    // Numbers IGC's parser reads in decimal too; they print back in hexadecimal.
    for (text, printed) in [
        (
            "lsc_load.ugm (M1, 32) V32:d32 flat[4*V33+16]:a64",
            "lsc_load.ugm (M1, 32) V32:d32 flat[0x4*V33+0x10]:a64",
        ),
        (
            "lsc_load.ugm (M1, 32) V32:d32 flat[V33-4]:a64",
            "lsc_load.ugm (M1, 32) V32:d32 flat[V33-0x4]:a64",
        ),
    ] {
        let inst = AnyInstruction::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(inst.to_string(), printed);
    }
    // Text that does not follow the template is a located error, not a guess.
    for (text, column) in [
        ("lsc_load.ugm (M1, 32) V32:d32 flat[V33]", 39),
        ("lsc_load.ugm (M1, 32) V32:q32 flat[V33]:a64", 27),
        ("lsc_load.ugm (M1, 32) V32:d32 flat[V33+]:a64", 40),
        ("lsc_load.ugm (M1, 32) V32:d32 flat[V33+0x80000000]:a64", 39),
        ("lsc_load.ugm (M1, 32) V32:d32 flat[V33+0x10]:a8", 46),
        (
            "lsc_load_block2d.ugm (M1, 1) V32:d8.2x16x8nx flat[0x0, 0x0, 0x0, 0x0, 0x0, 0x0]",
            44,
        ),
        // The append-counter atomics are d32 only (erratum lsc-untyped-apndctr-rules): `:d32`
        // is literal text there, so the error is at the second data operand's size.
        (
            "lsc_apndctr_atomic_add.ugm (M1, 32) V32:d32 bti(0xA0) V34:d64",
            58,
        ),
    ] {
        let e = AnyInstruction::from_str(text).expect_err(text);
        assert_eq!(e.column, column, "{text}: {e}");
    }
}
