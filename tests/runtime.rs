//! Tests of the hand-written runtime against the worked single-operand examples of
//! `visa-binary-format.md` (§2.4-§2.6, §3) and IGC's text conventions (§6.1).

use std::collections::HashMap;

use visa_isa::runtime::*;

fn bytes_of(op: &VectorOperand) -> Vec<u8> {
    let mut v = Vec::new();
    op.write(&mut v);
    assert_eq!(
        v.len(),
        op.encoded_len(),
        "encoded_len disagrees with write for {op:?}"
    );
    v
}

fn raw_bytes(op: &RawOperand) -> Vec<u8> {
    let mut v = Vec::new();
    op.write(&mut v);
    assert_eq!(v.len(), RawOperand::ENCODED_LEN);
    v
}

fn hex(s: &str) -> Vec<u8> {
    s.split_whitespace()
        .map(|b| u8::from_str_radix(b, 16).unwrap())
        .collect()
}

// ---------------------------------------------------------------- sinks

#[test]
fn vec_sink_is_little_endian() {
    let mut v = Vec::new();
    v.put_u8(0xAB);
    v.put_u16(0x1234);
    v.put_u32(0xDEAD_BEEF);
    v.put_bytes(&[1, 2]);
    assert_eq!(v, hex("ab 34 12 ef be ad de 01 02"));
}

#[test]
fn slice_sink_exact_fit() {
    let mut buf = [0u8; 6];
    let mut s = SliceSink::new(&mut buf);
    RawOperand::new(34, 0).write(&mut s);
    assert_eq!(s.written(), 6);
    assert_eq!(s.needed(), 6);
    assert!(!s.overflowed());
    assert_eq!(s.as_written(), hex("22 00 00 00 00 00").as_slice());
    assert_eq!(buf, [0x22, 0, 0, 0, 0, 0]);
}

#[test]
fn slice_sink_overflow_drops_and_flags() {
    let mut buf = [0xEEu8; 4];
    let mut s = SliceSink::new(&mut buf);
    RawOperand::new(0x0403_0201, 0x0605).write(&mut s);
    assert!(s.overflowed());
    assert_eq!(s.written(), 4);
    assert_eq!(s.needed(), 6);
    // Later writes that would fit are still dropped: the stored bytes stay a clean prefix.
    s.put_u8(0x77);
    assert_eq!(s.written(), 4);
    assert_eq!(s.needed(), 7);
    assert_eq!(buf, [1, 2, 3, 4]);
}

#[test]
fn slice_sink_partial_multibyte_write() {
    let mut buf = [0u8; 3];
    let mut s = SliceSink::new(&mut buf);
    s.put_u16(0x2211);
    s.put_u16(0x4433);
    assert!(s.overflowed());
    assert_eq!(s.written(), 3);
    assert_eq!(buf, [0x11, 0x22, 0x33]);
}

#[test]
fn slice_sink_empty_buffer_never_panics() {
    let mut buf: [u8; 0] = [];
    let mut s = SliceSink::new(&mut buf);
    VectorOperand::immediate(VisaType::Df, u64::MAX).write(&mut s);
    assert!(s.overflowed());
    assert_eq!(s.written(), 0);
    assert_eq!(s.needed(), 10);
    assert!(s.as_written().is_empty());
}

// ---------------------------------------------------------------- predicates (§2.4)

#[test]
fn predicate_worked_examples() {
    let p1 = Predicate::new(1);
    assert_eq!(Predicate::encode(Some(&p1)), 0x0001);
    assert_eq!(Predicate::encode(Some(&p1)).to_le_bytes(), [0x01, 0x00]);
    assert_eq!(p1.to_string(), "(P1)");

    let p = Predicate {
        id: 1,
        control: PredicateControl::Any,
        inverted: true,
    };
    assert_eq!(Predicate::encode(Some(&p)).to_le_bytes(), [0x01, 0xa0]);
    assert_eq!(p.to_string(), "(!P1.any)");
    assert_eq!(Predicate::decode(0xa001), Some(p));
    assert_eq!(Predicate::decode(0x0001), Some(p1));

    assert_eq!(Predicate::encode(None), 0);
    assert_eq!(Predicate::decode(0), None);
}

#[test]
fn predicate_display_variants() {
    let p = Predicate {
        id: 4095,
        control: PredicateControl::All,
        inverted: false,
    };
    assert_eq!(p.to_string(), "(P4095.all)");
    assert_eq!(Predicate::encode(Some(&p)), 0x4FFF);
}

#[test]
fn predicate_decode_rejects_unencodable_values() {
    assert_eq!(Predicate::decode(0x1001), None, "reserved bit 12");
    assert_eq!(Predicate::decode(0x6001), None, "reserved control 3");
    assert_eq!(Predicate::decode(0x2000), None, "P0 with control");
    assert_eq!(Predicate::decode(0x8000), None, "P0 inverted");
}

#[test]
fn predicate_round_trips_exhaustively() {
    for v in 0..=u16::MAX {
        if let Some(p) = Predicate::decode(v) {
            assert_eq!(Predicate::encode(Some(&p)), v);
            assert_eq!(p.check(), Ok(()));
        }
    }
}

#[test]
fn predicate_check() {
    assert_eq!(Predicate::new(1).check(), Ok(()));
    assert_eq!(Predicate::new(4095).check(), Ok(()));
    assert_eq!(
        Predicate::new(0).check(),
        Err(ValidationError::PredicateIdOutOfRange { id: 0 })
    );
    assert_eq!(
        Predicate::new(4096).check(),
        Err(ValidationError::PredicateIdOutOfRange { id: 4096 })
    );
}

#[test]
fn predicate_serde_defaults() {
    let p: Predicate = serde_yaml::from_str("id: 3").unwrap();
    assert_eq!(p, Predicate::new(3));
    let p = Predicate {
        id: 2,
        control: PredicateControl::All,
        inverted: true,
    };
    let text = serde_yaml::to_string(&p).unwrap();
    assert!(text.contains("control: all"), "{text}");
    assert_eq!(serde_yaml::from_str::<Predicate>(&text).unwrap(), p);
}

// ---------------------------------------------------------------- raw operands (§2.5)

#[test]
fn raw_operand_worked_examples() {
    let d0 = RawOperand::new(34, 0);
    assert_eq!(raw_bytes(&d0), hex("22 00 00 00 00 00"));
    assert_eq!(d0.to_string(), "V34.0");

    let u64_ = RawOperand::new(32, 64);
    assert_eq!(raw_bytes(&u64_), hex("20 00 00 00 40 00"));
    assert_eq!(u64_.to_string(), "V32.64");

    assert_eq!(raw_bytes(&RawOperand::NULL), hex("00 00 00 00 00 00"));
    assert_eq!(RawOperand::NULL.to_string(), "%null.0");
    assert_eq!(RawOperand::new(7, 32).to_string(), "%r0.32");
}

// ---------------------------------------------------------------- vector operands (§2.6)

#[test]
fn immediate_worked_examples() {
    let cases = [
        (VisaType::Uw, 0, "05 02 00 00 00 00", "0x0:uw"),
        (VisaType::Uw, 0x123, "05 02 23 01 00 00", "0x123:uw"),
        (
            VisaType::F,
            0x3f00_0000,
            "05 07 00 00 00 3f",
            "0x3f000000:f",
        ),
        (
            VisaType::F,
            0x3e00_0000,
            "05 07 00 00 00 3e",
            "0x3e000000:f",
        ),
        (VisaType::Ud, 0, "05 00 00 00 00 00", "0x0:ud"),
    ];
    for (ty, bits, bytes, text) in cases {
        let op = VectorOperand::immediate(ty, bits);
        assert_eq!(bytes_of(&op), hex(bytes), "{text}");
        assert_eq!(op.to_string(), text);
        assert_eq!(op.class(), OperandClass::Immediate);
        assert_eq!(op.check("Src0"), Ok(()));
    }
}

#[test]
fn immediate_eight_byte_types() {
    let op = VectorOperand::immediate(VisaType::Df, 0x3FF0_0000_0000_0000);
    assert_eq!(bytes_of(&op), hex("05 06 00 00 00 00 00 00 f0 3f"));
    assert_eq!(op.to_string(), "0x3ff0000000000000:df");
    let op = VectorOperand::immediate(VisaType::Q, u64::MAX);
    assert_eq!(op.encoded_len(), 10);
    assert_eq!(op.to_string(), "0xffffffffffffffff:q");
    assert_eq!(VectorOperand::immediate(VisaType::Uq, 1).encoded_len(), 10);
}

#[test]
fn immediate_checks() {
    let b = VectorOperand::immediate(VisaType::Bool, 1);
    match b.check("Src0") {
        Err(ValidationError::ImmediateTypeNotAllowed {
            field: "Src0",
            found: VisaType::Bool,
            allowed,
        }) => assert!(!allowed.contains(&VisaType::Bool) && allowed.len() == 15),
        other => panic!("unexpected {other:?}"),
    }
    let high = VectorOperand::immediate(VisaType::Ud, 0x1_0000_0000);
    assert_eq!(
        high.check("Src0"),
        Err(ValidationError::ReservedBitsSet {
            field: "Src0",
            value: 0x1_0000_0000
        })
    );
    // Only the encoded bits print.
    assert_eq!(high.to_string(), "0x0:ud");
}

#[test]
fn general_operand_worked_examples() {
    let du = VectorOperand::general_scalar(37);
    assert_eq!(bytes_of(&du), hex("00 25 00 00 00 00 00 21 01"));
    assert_eq!(du.to_string(), "V37(0,0)<0;1,0>");
    assert_eq!(du.check("Src0"), Ok(()));

    // §3.4 example 2: OFF(0,1)<0;1,0> with OFF = V35.
    let off = VectorOperand::General(GeneralOperand {
        var: 35,
        row: 0,
        col: 1,
        region: Region::SCALAR,
        modifier: Modifier::None,
    });
    assert_eq!(bytes_of(&off), hex("00 23 00 00 00 00 01 21 01"));
    assert_eq!(off.to_string(), "V35(0,1)<0;1,0>");
}

#[test]
fn general_operand_modifiers() {
    let mk = |modifier| {
        VectorOperand::General(GeneralOperand {
            var: 40,
            row: 1,
            col: 2,
            region: Region::new(8, 8, 1),
            modifier,
        })
    };
    let cases = [
        (Modifier::None, 0x00, "V40(1,2)<8;8,1>"),
        (Modifier::Abs, 0x08, "(abs)V40(1,2)<8;8,1>"),
        (Modifier::Neg, 0x10, "(-)V40(1,2)<8;8,1>"),
        (Modifier::NegAbs, 0x18, "(-abs)V40(1,2)<8;8,1>"),
        (Modifier::Not, 0x28, "(~)V40(1,2)<8;8,1>"),
    ];
    for (m, tag, text) in cases {
        let op = mk(m);
        let b = bytes_of(&op);
        assert_eq!(b[0], tag);
        assert_eq!(&b[7..], &[0x55, 0x02]);
        assert_eq!(op.to_string(), text);
        // `not` is a Logic-opcode modifier (reference §5.1); no checked operand here takes it.
        let expected = if m == Modifier::Not {
            Err(ValidationError::ModifierNotAllowed {
                field: "Src0",
                modifier: Modifier::Not,
            })
        } else {
            Ok(())
        };
        assert_eq!(op.check("Src0"), expected);
    }
    assert_eq!(
        mk(Modifier::Sat).check("Src0"),
        Err(ValidationError::ModifierNotAllowed {
            field: "Src0",
            modifier: Modifier::Sat
        })
    );
    assert_eq!(bytes_of(&mk(Modifier::Sat))[0], 0x20);
}

#[test]
fn predefined_general_operand_names() {
    assert_eq!(
        VectorOperand::general_scalar(0).to_string(),
        "%null(0,0)<0;1,0>"
    );
    assert_eq!(
        VectorOperand::general_scalar(1).to_string(),
        "%thread_x(0,0)<0;1,0>"
    );
}

#[test]
fn unencodable_region_is_rejected_and_written_as_zero() {
    let op = VectorOperand::General(GeneralOperand {
        var: 32,
        row: 0,
        col: 0,
        region: Region::new(3, 1, 0),
        modifier: Modifier::None,
    });
    assert_eq!(
        op.check("Src1"),
        Err(ValidationError::RegionNotEncodable {
            field: "Src1",
            region: Region::new(3, 1, 0)
        })
    );
    assert_eq!(&bytes_of(&op)[7..], &[0, 0]);
}

#[test]
fn address_operand() {
    let op = VectorOperand::Address(AddressOperand {
        addr: 3,
        offset: 0,
        width: 1,
    });
    assert_eq!(bytes_of(&op), hex("01 03 00 00 00"));
    assert_eq!(op.to_string(), "A3(0)<1>");
    let op = VectorOperand::Address(AddressOperand {
        addr: 0x0102,
        offset: 4,
        width: 16,
    });
    assert_eq!(bytes_of(&op), hex("01 02 01 04 04"));
    assert_eq!(op.check("Src0"), Ok(()));
    let bad = VectorOperand::Address(AddressOperand {
        addr: 1,
        offset: 0,
        width: 3,
    });
    assert_eq!(
        bad.check("Src0"),
        Err(ValidationError::AddressWidthNotEncodable {
            field: "Src0",
            width: 3
        })
    );
}

#[test]
fn predicate_operand() {
    let op = VectorOperand::Predicate(PredicateOperand { id: 5 });
    assert_eq!(bytes_of(&op), hex("02 05 00"));
    assert_eq!(op.to_string(), "P5");
    assert_eq!(op.check("Src0"), Ok(()));
    assert_eq!(
        VectorOperand::Predicate(PredicateOperand { id: 0x1001 }).check("Src0"),
        Err(ValidationError::PredicateIdOutOfRange { id: 0x1001 })
    );
}

#[test]
fn indirect_operand() {
    let op = VectorOperand::Indirect(IndirectOperand {
        addr: 3,
        addr_offset: 0,
        imm_offset: 448,
        ty: VisaType::Ud,
        region: Region::new(8, 8, 1),
        modifier: Modifier::None,
    });
    assert_eq!(bytes_of(&op), hex("03 03 00 00 c0 01 00 55 02"));
    assert_eq!(op.to_string(), "r[A3(0),448]<8;8,1>:ud");
    // 448 is within the 5_operands.md range -512..=511.
    assert_eq!(op.check("Src0"), Ok(()));

    let neg = VectorOperand::Indirect(IndirectOperand {
        addr: 1,
        addr_offset: 2,
        imm_offset: -4,
        ty: VisaType::F,
        region: Region::SCALAR,
        modifier: Modifier::Neg,
    });
    assert_eq!(bytes_of(&neg), hex("13 01 00 02 fc ff 07 21 01"));
    assert_eq!(neg.to_string(), "(-)r[A1(2),-4]<0;1,0>:f");

    let bad_ty = VectorOperand::Indirect(IndirectOperand {
        ty: VisaType::Vf,
        modifier: Modifier::None,
        ..match neg {
            VectorOperand::Indirect(i) => i,
            _ => unreachable!(),
        }
    });
    assert_eq!(
        bad_ty.check("Src0").unwrap_err().code(),
        "immediate_type_not_allowed"
    );
    let far = VectorOperand::Indirect(IndirectOperand {
        addr: 1,
        addr_offset: 0,
        imm_offset: 512,
        ty: VisaType::F,
        region: Region::SCALAR,
        modifier: Modifier::None,
    });
    assert_eq!(
        far.check("Src0"),
        Err(ValidationError::ValueOutOfRange {
            field: "Src0",
            value: 512,
            min: -512,
            max: 511
        })
    );
}

#[test]
fn state_operand() {
    let t6 = VectorOperand::State(StateOperand {
        class: StateClass::Surface,
        id: 6,
        offset: 0,
    });
    assert_eq!(bytes_of(&t6), hex("06 00 06 00 00"));
    assert_eq!(t6.to_string(), "T6(0)");
    let slm = VectorOperand::State(StateOperand {
        class: StateClass::Surface,
        id: 0,
        offset: 1,
    });
    assert_eq!(slm.to_string(), "%slm(1)");
    let s0 = VectorOperand::State(StateOperand {
        class: StateClass::Sampler,
        id: 0x0102,
        offset: 3,
    });
    assert_eq!(bytes_of(&s0), hex("06 01 02 01 03"));
    assert_eq!(s0.to_string(), "S258(3)");
    assert_eq!(s0.check("Src0"), Ok(()));
}

#[test]
fn vector_operand_serde_round_trip() {
    let ops = [
        VectorOperand::immediate(VisaType::Uw, 0x123),
        VectorOperand::general_scalar(37),
        VectorOperand::Indirect(IndirectOperand {
            addr: 1,
            addr_offset: 2,
            imm_offset: -4,
            ty: VisaType::Hf,
            region: Region::new(1, 1, 0),
            modifier: Modifier::NegAbs,
        }),
        VectorOperand::Address(AddressOperand {
            addr: 3,
            offset: 0,
            width: 1,
        }),
        VectorOperand::Predicate(PredicateOperand { id: 2 }),
        VectorOperand::State(StateOperand {
            class: StateClass::Sampler,
            id: 1,
            offset: 0,
        }),
    ];
    for op in ops {
        let text = serde_yaml::to_string(&op).unwrap();
        assert_eq!(
            serde_yaml::from_str::<VectorOperand>(&text).unwrap(),
            op,
            "{text}"
        );
    }
    let text = serde_yaml::to_string(&VectorOperand::immediate(VisaType::Hf, 1)).unwrap();
    assert!(
        text.contains("immediate") && text.contains("ty: hf"),
        "{text}"
    );
    // yaml_serde writes the external tag as a YAML tag.
    let imm: VectorOperand = serde_yaml::from_str("!immediate {ty: hf, bits: 1}").unwrap();
    assert_eq!(imm, VectorOperand::immediate(VisaType::Hf, 1));
    // The modifier defaults to none.
    let g: VectorOperand = serde_yaml::from_str(
        "!general {var: 40, row: 0, col: 0, region: {vstride: 0, width: 1, hstride: 0}}",
    )
    .unwrap();
    assert_eq!(g, VectorOperand::general_scalar(40));
}

#[test]
fn operand_class_codes() {
    assert_eq!(OperandClass::General.code(), 0);
    assert_eq!(OperandClass::State.code(), 6);
    assert_eq!(OperandClass::from_code(4), None);
    assert_eq!(OperandClass::Immediate.to_string(), "immediate");
    for c in 0..8 {
        if let Some(class) = OperandClass::from_code(c) {
            assert_eq!(class.code(), c);
        }
    }
}

// ---------------------------------------------------------------- regions and types

#[test]
fn region_worked_examples() {
    assert_eq!(Region::SCALAR.encode(), Some(0x0121));
    assert_eq!(Region::new(8, 8, 1).encode(), Some(0x0255));
    assert_eq!(Region::new(1, 1, 0).encode(), Some(0x0122));
    assert_eq!(Region::decode(0x0121), Some(Region::SCALAR));
    assert_eq!(Region::decode(0x0255), Some(Region::new(8, 8, 1)));
    assert_eq!(Region::new(32, 32, 32).encode(), Some(0x0777));
    assert_eq!(Region::SCALAR.to_string(), "<0;1,0>");
    assert_eq!(Region::new(16, 8, 2).to_string(), "<16;8,2>");
}

#[test]
fn region_rejects_unencodable() {
    assert_eq!(Region::new(0, 0, 0).encode(), None, "width 0");
    assert_eq!(Region::new(3, 1, 0).encode(), None);
    assert_eq!(Region::new(0, 64, 0).encode(), None);
    assert_eq!(Region::decode(0x0120), None, "null vstride");
    assert_eq!(Region::decode(0x0111), None, "width code for 0");
    assert_eq!(Region::decode(0x1121), None, "bits [15:12]");
    assert_eq!(Region::decode(0x0181), None, "code 8");
}

#[test]
fn region_round_trips_exhaustively() {
    let mut count = 0;
    for v in 0..=u16::MAX {
        if let Some(r) = Region::decode(v) {
            assert_eq!(r.encode(), Some(v));
            count += 1;
        }
    }
    // 7 vstrides x 6 non-zero widths x 7 hstrides.
    assert_eq!(count, 7 * 6 * 7);
}

#[test]
fn visa_type_codes_and_names() {
    let names = [
        "ud", "d", "uw", "w", "ub", "b", "df", "f", "v", "vf", "bool", "uq", "uv", "q", "hf", "bf",
    ];
    for (code, name) in names.iter().enumerate() {
        let t = VisaType::from_code(code as u8).unwrap();
        assert_eq!(t.code(), code as u8);
        assert_eq!(t.asm_name(), *name);
        assert_eq!(t.to_string(), *name);
        assert_eq!(VisaType::from_doc_name(&name.to_uppercase()), Some(t));
        assert_eq!(VisaType::from_doc_name(name), Some(t));
        assert_eq!(serde_yaml::to_string(&t).unwrap().trim(), *name);
        assert_eq!(serde_yaml::from_str::<VisaType>(name).unwrap(), t);
        let expected_len = if matches!(*name, "df" | "uq" | "q") {
            8
        } else {
            4
        };
        assert_eq!(t.immediate_len(), expected_len);
    }
    assert_eq!(VisaType::from_code(16), None);
    assert_eq!(VisaType::from_code(0xff), None);
    assert_eq!(VisaType::from_doc_name("tf32"), None);
    assert_eq!(VisaType::from_doc_name("Hf"), Some(VisaType::Hf));
}

#[test]
fn modifier_codes() {
    assert_eq!(Modifier::default(), Modifier::None);
    for c in 0..=5 {
        assert_eq!(Modifier::from_code(c).unwrap().code(), c);
    }
    assert_eq!(Modifier::from_code(6), None);
    assert_eq!(
        serde_yaml::to_string(&Modifier::NegAbs).unwrap().trim(),
        "neg_abs"
    );
}

// ---------------------------------------------------------------- names (§2.7)

#[test]
fn variable_names() {
    let expected = [
        "%null",
        "%thread_x",
        "%thread_y",
        "%group_id_x",
        "%group_id_y",
        "%group_id_z",
        "%tsc",
        "%r0",
        "%arg",
        "%retval",
        "%sp",
        "%fp",
        "%hw_id",
        "%sr0",
        "%cr0",
        "%ce0",
        "%dbg0",
        "%color",
        "%impl_arg_buf_ptr",
        "%local_id_buf_ptr",
        "%msg0",
    ];
    for (id, name) in expected.iter().enumerate() {
        assert_eq!(VarId(id as u32).to_string(), *name);
    }
    assert_eq!(VarId(21).to_string(), "V21");
    assert_eq!(VarId(31).to_string(), "V31");
    assert_eq!(VarId(FIRST_GENERAL_VAR).to_string(), "V32");
    assert_eq!(VarId(u32::MAX).to_string(), "V4294967295");
}

#[test]
fn state_names() {
    let surfaces = ["%slm", "T1", "T2", "TSS", "%bss", "%scratch", "T6"];
    for (id, name) in surfaces.iter().enumerate() {
        assert_eq!(SurfaceIndex(id as u8).to_string(), *name);
    }
    assert_eq!(SurfaceIndex(255).to_string(), "T255");
    assert!(SurfaceIndex(5).is_predefined());
    assert!(!SurfaceIndex(FIRST_SURFACE).is_predefined());
    assert_eq!(SamplerIndex(0).to_string(), "S0");
    assert_eq!(SamplerIndex(31).to_string(), "S31");
    assert_eq!(PredicateId(FIRST_PREDICATE).to_string(), "P1");
    assert_eq!(AddressId(7).to_string(), "A7");
    assert_eq!(serde_yaml::to_string(&SurfaceIndex(6)).unwrap().trim(), "6");
    assert_eq!(
        serde_yaml::from_str::<SamplerIndex>("3").unwrap(),
        SamplerIndex(3)
    );
}

// ---------------------------------------------------------------- channel masks

#[test]
fn channel_mask_print_and_parse() {
    assert_eq!(ChannelMask::RGBA.to_string(), "RGBA");
    assert_eq!(ChannelMask::RGBA.bits(), 0x0f);
    assert_eq!(
        (ChannelMask::G | ChannelMask::B | ChannelMask::A).to_string(),
        "GBA"
    );
    assert_eq!((ChannelMask::R | ChannelMask::A).to_string(), "RA");
    assert_eq!(ChannelMask::EMPTY.to_string(), "");
    assert!(ChannelMask::EMPTY.is_empty());
    for bits in 0..16 {
        let m = ChannelMask::from_bits(bits).unwrap();
        assert_eq!(m.bits(), bits);
        let text = m.to_string();
        assert_eq!(text.parse::<ChannelMask>(), Ok(m));
        assert_eq!(text.to_lowercase().parse::<ChannelMask>(), Ok(m));
        let yaml = serde_yaml::to_string(&m).unwrap();
        assert_eq!(
            serde_yaml::from_str::<ChannelMask>(&yaml).unwrap(),
            m,
            "{yaml}"
        );
    }
    assert_eq!(ChannelMask::from_bits(0x10), None);
    assert_eq!("rGbA".parse::<ChannelMask>(), Ok(ChannelMask::RGBA));
}

#[test]
fn channel_mask_parse_errors() {
    assert_eq!(
        "AR".parse::<ChannelMask>(),
        Err(ParseChannelMaskError::OutOfOrder('R'))
    );
    assert_eq!(
        "RR".parse::<ChannelMask>(),
        Err(ParseChannelMaskError::OutOfOrder('R'))
    );
    assert_eq!(
        "RX".parse::<ChannelMask>(),
        Err(ParseChannelMaskError::InvalidLetter('X'))
    );
    assert_eq!(
        "0000".parse::<ChannelMask>(),
        Err(ParseChannelMaskError::InvalidLetter('0'))
    );
    assert!(serde_yaml::from_str::<ChannelMask>("BG").is_err());
    assert!(!ParseChannelMaskError::OutOfOrder('R')
        .to_string()
        .is_empty());
}

// ---------------------------------------------------------------- validation helpers

const F_ONLY: &[VisaType] = &[VisaType::F];
const UD_D: &[VisaType] = &[VisaType::Ud, VisaType::D];
const GEN_IMM: &[OperandClass] = &[OperandClass::General, OperandClass::Immediate];

#[test]
fn raw_type_checks() {
    let mut env = HashMap::new();
    env.insert(32u32, VisaType::F);
    env.insert(35u32, VisaType::Ud);

    assert_eq!(
        check_raw_type("Dst", &RawOperand::new(32, 0), F_ONLY, &env),
        Ok(())
    );
    assert_eq!(
        check_raw_type("Dst", &RawOperand::NULL, F_ONLY, &env),
        Ok(())
    );
    assert_eq!(
        check_raw_type("Dst", &RawOperand::new(31, 0), F_ONLY, &env),
        Ok(())
    );
    assert_eq!(
        check_raw_type("Dst", &RawOperand::new(35, 0), F_ONLY, &env),
        Err(ValidationError::VariableTypeNotAllowed {
            field: "Dst",
            var: 35,
            found: VisaType::Ud,
            allowed: F_ONLY
        })
    );
    assert_eq!(
        check_raw_type("Dst", &RawOperand::new(99, 0), F_ONLY, &env),
        Err(ValidationError::UndeclaredVariable {
            field: "Dst",
            var: 99
        })
    );

    let slice: &[(u32, VisaType)] = &[(32, VisaType::F), (35, VisaType::Ud)];
    assert_eq!(
        check_raw_type("U", &RawOperand::new(35, 0), UD_D, slice),
        Ok(())
    );
    assert_eq!(
        check_raw_type("U", &RawOperand::new(36, 0), UD_D, slice),
        Err(ValidationError::UndeclaredVariable {
            field: "U",
            var: 36
        })
    );
    let array = [(32u32, VisaType::F)];
    assert_eq!(
        check_raw_type("U", &RawOperand::new(32, 0), F_ONLY, &array),
        Ok(())
    );
}

#[test]
fn vector_type_checks() {
    let env: &[(u32, VisaType)] = &[(37, VisaType::F), (35, VisaType::Ud)];
    assert_eq!(
        check_vector_type("U_offset", &VectorOperand::general_scalar(37), F_ONLY, env),
        Ok(())
    );
    assert_eq!(
        check_vector_type("U_offset", &VectorOperand::general_scalar(35), F_ONLY, env)
            .unwrap_err()
            .code(),
        "variable_type_not_allowed"
    );
    assert_eq!(
        check_vector_type(
            "U_offset",
            &VectorOperand::immediate(VisaType::F, 0),
            F_ONLY,
            env
        ),
        Ok(())
    );
    assert_eq!(
        check_vector_type(
            "U_offset",
            &VectorOperand::immediate(VisaType::Uw, 0),
            F_ONLY,
            env
        ),
        Err(ValidationError::ImmediateTypeNotAllowed {
            field: "U_offset",
            found: VisaType::Uw,
            allowed: F_ONLY
        })
    );
    let pred = VectorOperand::Predicate(PredicateOperand { id: 1 });
    assert_eq!(check_vector_type("X", &pred, F_ONLY, env), Ok(()));

    // check_immediate_type ignores general operands (no declarations needed).
    assert_eq!(
        check_immediate_type("X", &VectorOperand::general_scalar(35), F_ONLY),
        Ok(())
    );
}

#[test]
fn operand_class_checks() {
    assert_eq!(
        check_operand_class(
            "Aoffimmi",
            &VectorOperand::immediate(VisaType::Uw, 0),
            GEN_IMM
        ),
        Ok(())
    );
    let err = check_operand_class(
        "Aoffimmi",
        &VectorOperand::Predicate(PredicateOperand { id: 1 }),
        GEN_IMM,
    )
    .unwrap_err();
    assert_eq!(
        err,
        ValidationError::OperandClassNotAllowed {
            field: "Aoffimmi",
            found: OperandClass::Predicate,
            allowed: GEN_IMM
        }
    );
    assert_eq!(
        err.to_string(),
        "Aoffimmi: a predicate operand is not allowed; allowed operand classes: general, immediate"
    );
}

#[test]
fn validation_error_codes_fields_and_messages() {
    let all = [
        ValidationError::ChannelMaskZero { field: "Channels" },
        ValidationError::ValueOutOfRange {
            field: "Aoffimmi.r_offset",
            value: 9,
            min: -8,
            max: 7,
        },
        ValidationError::ReservedBitsSet {
            field: "Op",
            value: 0x800,
        },
        ValidationError::ParamCountOutOfRange {
            count: 0,
            min: 1,
            max: 15,
        },
        ValidationError::ParamAfterSkipped { field: "V" },
        ValidationError::ExecSizeNotAllowed {
            lanes: 32,
            allowed: &[8, 16],
        },
        ValidationError::ExecMaskNotAllowed {
            lanes: 16,
            mask: "M3",
        },
        ValidationError::ImmediateTypeNotAllowed {
            field: "Aoffimmi",
            found: VisaType::F,
            allowed: &[VisaType::Uw],
        },
        ValidationError::OperandClassNotAllowed {
            field: "Aoffimmi",
            found: OperandClass::State,
            allowed: GEN_IMM,
        },
        ValidationError::ModifierNotAllowed {
            field: "Src0",
            modifier: Modifier::Sat,
        },
        ValidationError::RegionNotEncodable {
            field: "Src0",
            region: Region::new(3, 1, 0),
        },
        ValidationError::AddressWidthNotEncodable {
            field: "Src0",
            width: 3,
        },
        ValidationError::PredicateIdOutOfRange { id: 0 },
        ValidationError::AddressDestinationTooWide {
            field: "Dst",
            offset: 8,
            lanes: 16,
        },
        ValidationError::FlagNotAllowedForOp {
            flag: "cps",
            op: "sample_l",
        },
        ValidationError::FlagNotAllowedForExecSize {
            flag: "cps",
            lanes: 32,
        },
        ValidationError::IndexNotAllowed {
            field: "Surface",
            value: 1,
            reason: "predefined surfaces are rejected by IGC's verifier",
        },
        ValidationError::VariableTypeNotAllowed {
            field: "Dst",
            var: 36,
            found: VisaType::Uw,
            allowed: UD_D,
        },
        ValidationError::UndeclaredVariable {
            field: "Dst",
            var: 40,
        },
        ValidationError::ValueNotAllowed {
            field: "AddrSize",
            value: "invalid",
            reason: "IGC rejects the address size 0",
        },
        ValidationError::ValueRequires {
            field: "LscSFID",
            value: "ugm",
            allowed: &["slm"],
            because_field: "AddrSize",
            because_value: "a16",
        },
        ValidationError::OperandMustBeZero {
            field: "Surface",
            because_field: "AddrType",
            because_value: "flat",
        },
        ValidationError::OperandMustBeNull {
            field: "Src1Data",
            op: "lsc_load",
        },
        ValidationError::OperandMustNotBeNull {
            field: "Src1Data",
            op: "lsc_atomic_iadd",
        },
        ValidationError::OperandNotGrfAligned {
            field: "Dst",
            offset: Some(2),
        },
        ValidationError::OperandPresence {
            field: "SI",
            when: "Mode.si is set",
            present: false,
        },
        ValidationError::OperandPresence {
            field: "SI",
            when: "Mode.si is set",
            present: true,
        },
    ];
    let codes = [
        "channel_mask_zero",
        "value_out_of_range",
        "reserved_bits_set",
        "param_count_out_of_range",
        "param_after_skipped",
        "exec_size_not_allowed",
        "exec_mask_not_allowed",
        "immediate_type_not_allowed",
        "operand_class_not_allowed",
        "modifier_not_allowed",
        "region_not_encodable",
        "address_width_not_encodable",
        "predicate_id_out_of_range",
        "address_destination_too_wide",
        "flag_not_allowed_for_op",
        "flag_not_allowed_for_exec_size",
        "index_not_allowed",
        "variable_type_not_allowed",
        "undeclared_variable",
        "value_not_allowed",
        "value_requires",
        "operand_must_be_zero",
        "operand_must_be_null",
        "operand_must_not_be_null",
        "operand_not_grf_aligned",
        "operand_presence",
        "operand_presence",
    ];
    assert_eq!(all.len(), codes.len());
    for (e, code) in all.iter().zip(codes) {
        assert_eq!(e.code(), code);
        let msg = e.to_string();
        if let Some(field) = e.field() {
            assert!(msg.starts_with(field), "{msg}");
        }
        assert!(msg.len() > 20, "{msg}");
        let enc: EncodeError = (*e).into();
        assert_eq!(enc, EncodeError::Invalid(*e));
        assert!(enc.to_string().contains(&msg));
    }
    assert_eq!(all[0].field(), Some("Channels"));
    assert_eq!(
        all[all.len() - 2].to_string(),
        "SI: missing; it must be given when Mode.si is set"
    );
    assert_eq!(all[3].field(), None);
    assert_eq!(
        all[17].to_string(),
        "Dst: variable V36 is declared with type uw; allowed types: ud, d"
    );
    let small = EncodeError::BufferTooSmall {
        needed: 34,
        available: 10,
    };
    assert_eq!(
        small.to_string(),
        "output buffer too small: 34 bytes needed, 10 available"
    );
}

// ---------------------------------------------------------------- address-of operands

/// Reads `text` as one address-of operand, in `context` when given.
fn address_of(text: &str, context: Option<AsmContext<'_>>) -> Result<VectorOperand, AsmError> {
    let text = format!(" {text}");
    let mut asm = AsmCursor::new(&text);
    if let Some(c) = context {
        asm = asm.with_context(c);
    }
    let mut operands = asm.operands(1, 1);
    let operand = operands.required_address_of()?;
    operands.end()?;
    Ok(operand)
}

fn printed(operand: &VectorOperand, context: Option<AsmContext<'_>>) -> String {
    AddressOf { operand, context }.to_string()
}

/// IGC's address-of text (ADDR_ADD's Src0, erratum `addr-add-src0-address-of`): a general
/// operand's byte offset from the GRF size and the variable's type, a state operand's in
/// 8-byte elements; other classes print as sources.
#[test]
fn address_of_operands_print_igc_byte_offsets() {
    let types: HashMap<u32, VisaType> = [(101, VisaType::Ud), (102, VisaType::Hf)].into();
    let skl = AsmContext::new(32, &types);
    let pvc = AsmContext::new(64, &types);
    let v101 = VectorOperand::general_scalar(101);
    assert_eq!(printed(&v101, None), "&V101");
    assert_eq!(printed(&v101, Some(skl)), "&V101");
    let row1_col2 = v101.with_row_col(1, 2);
    assert_eq!(printed(&row1_col2, Some(skl)), "&V101[40]");
    assert_eq!(printed(&row1_col2, Some(pvc)), "&V101[72]");
    assert_eq!(printed(&row1_col2, None), "&V101(1,2)");
    let hf = VectorOperand::general_scalar(102).with_row_col(0, 3);
    assert_eq!(printed(&hf, Some(skl)), "&V102[6]");
    // A variable the context does not know prints as without one.
    let unknown = VectorOperand::general_scalar(200).with_row_col(2, 0);
    assert_eq!(printed(&unknown, Some(skl)), "&V200(2,0)");
    let state = |class, id, offset| VectorOperand::State(StateOperand { class, id, offset });
    assert_eq!(printed(&state(StateClass::Surface, 6, 0), None), "&T6");
    assert_eq!(printed(&state(StateClass::Surface, 6, 2), None), "&T6[16]");
    assert_eq!(printed(&state(StateClass::Surface, 4, 0), None), "&%bss");
    assert_eq!(
        printed(&state(StateClass::Sampler, 0, 1), Some(skl)),
        "&S0[8]"
    );
    let address = VectorOperand::Address(AddressOperand {
        addr: 0,
        offset: 0,
        width: 1,
    });
    assert_eq!(printed(&address, Some(skl)), "A0(0)<1>");
}

#[test]
fn address_of_operands_parse_back() {
    let types: HashMap<u32, VisaType> = [(101, VisaType::Ud), (102, VisaType::Hf)].into();
    let skl = AsmContext::new(32, &types);
    let pvc = AsmContext::new(64, &types);
    let v101 = VectorOperand::general_scalar(101);
    assert_eq!(address_of("&V101", None), Ok(v101));
    assert_eq!(address_of("&V101[0]", None), Ok(v101));
    assert_eq!(
        address_of("&V101[40]", Some(skl)),
        Ok(v101.with_row_col(1, 2))
    );
    assert_eq!(
        address_of("&V101[72]", Some(pvc)),
        Ok(v101.with_row_col(1, 2))
    );
    assert_eq!(address_of("&V101(1,2)", None), Ok(v101.with_row_col(1, 2)));
    assert_eq!(
        address_of("&T6[16]", None),
        Ok(VectorOperand::State(StateOperand {
            class: StateClass::Surface,
            id: 6,
            offset: 2
        }))
    );
    assert_eq!(
        address_of("&S3", None),
        Ok(VectorOperand::State(StateOperand {
            class: StateClass::Sampler,
            id: 3,
            offset: 0
        }))
    );
    assert_eq!(
        address_of("A1(2)<4>", Some(skl)),
        Ok(VectorOperand::Address(AddressOperand {
            addr: 1,
            offset: 2,
            width: 4
        }))
    );
    // The byte offset of a general operand needs a context that knows the variable.
    let kind = |text: &str, context| address_of(text, context).map_err(|e| e.kind);
    assert_eq!(
        kind("&V101[40]", None),
        Err(AsmErrorKind::OffsetNeedsContext { var: 101 })
    );
    assert_eq!(
        kind("&V200[4]", Some(skl)),
        Err(AsmErrorKind::OffsetNeedsContext { var: 200 })
    );
    // Not the start of an element, or past 255 rows.
    assert_eq!(
        kind("&V101[3]", Some(skl)),
        Err(AsmErrorKind::OffsetNotAnElement {
            offset: 3,
            element_bytes: 4
        })
    );
    assert_eq!(
        kind("&V101[8192]", Some(skl)),
        Err(AsmErrorKind::OffsetNotAnElement {
            offset: 8192,
            element_bytes: 4
        })
    );
    assert_eq!(
        kind("&T6[12]", None),
        Err(AsmErrorKind::OffsetNotAnElement {
            offset: 12,
            element_bytes: 8
        })
    );
    for bad in ["&", "&A0", "&V101[", "&V101[x]", "&V101(1)", "&0x1:ud"] {
        assert!(
            matches!(kind(bad, Some(skl)), Err(AsmErrorKind::Expected { .. })),
            "{bad}: {:?}",
            kind(bad, Some(skl))
        );
    }
    // Every element within a row's GRF reads back to itself, on both GRF sizes.
    for (context, grf) in [(skl, 32u8), (pvc, 64)] {
        for (var, element) in [(101u32, 4u8), (102, 2)] {
            for row in [0u8, 1, 7, 255] {
                for col in 0..grf / element {
                    let operand = VectorOperand::general_scalar(var).with_row_col(row, col);
                    let text = printed(&operand, Some(context));
                    assert_eq!(address_of(&text, Some(context)), Ok(operand), "{text}");
                }
            }
        }
    }
}

#[test]
fn address_of_and_address_destination_checks() {
    let scalar = VectorOperand::general_scalar(101).with_row_col(1, 2);
    assert_eq!(check_address_of("Src0", &scalar), Ok(()));
    let negated = scalar.with_modifier(Modifier::Neg);
    assert_eq!(
        check_address_of("Src0", &negated),
        Err(ValidationError::ModifierNotAllowed {
            field: "Src0",
            modifier: Modifier::Neg
        })
    );
    let VectorOperand::General(mut wide) = scalar else {
        unreachable!()
    };
    wide.region = Region::new(8, 8, 1);
    assert_eq!(
        check_address_of("Src0", &VectorOperand::General(wide)),
        Err(ValidationError::RegionNotScalar {
            field: "Src0",
            region: Region::new(8, 8, 1)
        })
    );
    // `<8;1,0>` reads one element, but is not the `<0;1,0>` the text reads back.
    wide.region = Region::new(8, 1, 0);
    assert!(check_address_of("Src0", &VectorOperand::General(wide)).is_err());
    let address = |offset| {
        VectorOperand::Address(AddressOperand {
            addr: 0,
            offset,
            width: 1,
        })
    };
    assert_eq!(check_address_destination("Dst", &address(0), 16), Ok(()));
    assert_eq!(check_address_destination("Dst", &address(8), 8), Ok(()));
    assert_eq!(
        check_address_destination("Dst", &address(0), 32),
        Err(ValidationError::AddressDestinationTooWide {
            field: "Dst",
            offset: 0,
            lanes: 32
        })
    );
    assert_eq!(
        check_address_destination("Dst", &address(15), 2).map_err(|e| e.code()),
        Err("address_destination_too_wide")
    );
    // Other classes write no address elements.
    assert_eq!(check_address_destination("Dst", &scalar, 32), Ok(()));
}

// ---------------------------------------------------------------- operands whose region is implied

/// Reads `text` as one source operand whose region is `implied` (DPAS's Src2, erratum
/// `dpas-src2-implied-region`).
fn unregioned(text: &str, implied: Region) -> Result<VectorOperand, AsmError> {
    let text = format!(" {text}");
    let mut asm = AsmCursor::new(&text);
    let mut operands = asm.operands(1, 1);
    let operand = operands.required_unregioned(implied)?;
    operands.end()?;
    Ok(operand)
}

/// A general operand prints without its region and reads back with the implied one; other
/// classes print and read as sources do; the check wants exactly the implied region.
#[test]
fn implied_regions_are_left_out_of_the_text_and_checked() {
    let implied = Region::new(1, 1, 0);
    let VectorOperand::General(mut general) = VectorOperand::general_scalar(100).with_row_col(1, 2)
    else {
        unreachable!()
    };
    general.region = implied;
    let general = VectorOperand::General(general);
    assert_eq!(Unregioned(&general).to_string(), "V100(1,2)");
    assert_eq!(unregioned("V100(1,2)", implied), Ok(general));
    assert_eq!(check_implied_region("Src2", &general, implied), Ok(()));

    let scalar = VectorOperand::general_scalar(100);
    assert_eq!(Unregioned(&scalar).to_string(), "V100(0,0)");
    assert_eq!(
        check_implied_region("Src2", &scalar, implied),
        Err(ValidationError::RegionNotImplied {
            field: "Src2",
            region: Region::new(0, 1, 0),
            implied
        })
    );
    // The text carries no region, so a region written after the operand is left over.
    assert!(unregioned("V100(0,0)<0;1,0>", implied).is_err());

    let immediate = VectorOperand::immediate(VisaType::Ud, 7);
    assert_eq!(Unregioned(&immediate).to_string(), immediate.to_string());
    assert_eq!(unregioned("0x7:ud", implied), Ok(immediate));
    assert_eq!(check_implied_region("Src2", &immediate, implied), Ok(()));
}

#[test]
fn combination_errors_name_their_fields() {
    let e = ValidationError::CombinationNotAllowed {
        fields: &["W", "A"],
    };
    assert_eq!(e.code(), "combination_not_allowed");
    assert_eq!(e.field(), None);
    assert_eq!(
        e.to_string(),
        "W, A do not go together: their values are not one of the spec's legal combinations"
    );
}

/// A list operand (SWITCHJMP's jump table): printed `(L0, L1)` as IGC prints it, read back with
/// or without spaces; an empty list, a missing `)` or a stray separator are errors or empty as
/// the text says.
#[test]
fn list_operand_prints_and_parses() {
    let labels = [LabelId(3), LabelId(1), LabelId(2)];
    assert_eq!(List(&labels).to_string(), "(L3, L1, L2)");
    assert_eq!(List::<LabelId>(&[]).to_string(), "()");
    let read = |text: &str| -> Result<Vec<LabelId>, AsmError> {
        let mut asm = AsmCursor::new(text);
        let mut operands = asm.operands(1, 1);
        let list = operands.required_list()?;
        operands.end()?;
        Ok(list)
    };
    assert_eq!(read(" (L3, L1, L2)").expect("IGC's form"), labels);
    assert_eq!(read(" (L3,L1 , L2 )").expect("spaces optional"), labels);
    assert_eq!(read(" ()").expect("empty"), []);
    assert!(read(" (L3, L1").is_err(), "no `)`");
    assert!(read(" (L3 L1)").is_err(), "no `,`");
    assert!(read(" L3").is_err(), "no `(`");
    assert!(read("").is_err(), "no operand");
}

/// An optional suffix (SVM_ATOMIC's `[.16|.64]`): read when the next suffix is a value, left
/// alone otherwise.
#[test]
fn optional_suffix_reads_only_a_value() {
    let mut asm = AsmCursor::new(".RG.x");
    assert_eq!(
        asm.optional_suffix::<ChannelMask>().map(|c| c.to_string()),
        Some("RG".to_owned())
    );
    assert_eq!(asm.optional_suffix::<ChannelMask>(), None);
    assert_eq!(asm.rest(), ".x", "nothing consumed");
}

// ---------------------------------------------------------------- readings of one text

/// Several readings of one text, as the generated `AnyInstruction` parser tries the
/// instructions that print one mnemonic: the first that reads wins and moves the cursor; a
/// reading that fails leaves it; when none reads, the error is the one that got furthest,
/// whatever the order of the readings.
#[test]
fn readings_keep_the_first_success_or_the_furthest_error() {
    let mut asm = AsmCursor::new("T6");
    let mut failed = None;
    assert_eq!(asm.reading::<u8>(&mut failed), None);
    assert_eq!(
        asm.rest(),
        "T6",
        "a failed reading does not move the cursor"
    );
    assert_eq!(
        asm.reading::<SurfaceIndex>(&mut failed),
        Some(SurfaceIndex(6))
    );
    assert!(asm.is_at_end());
    assert_eq!(failed.map(|e| e.column), Some(1));

    // `V7.x`: a number and a surface fail at column 1, a raw operand after `V7.`.
    let raw_error = AsmCursor::new("V7.x")
        .parse::<RawOperand>()
        .expect_err("no offset");
    assert_eq!(raw_error.column, 4);
    for order in 0..3 {
        let mut asm = AsmCursor::new("V7.x");
        let mut failed = None;
        let last = match order {
            0 => {
                assert_eq!(asm.reading::<u8>(&mut failed), None);
                assert_eq!(asm.reading::<SurfaceIndex>(&mut failed), None);
                asm.last_reading::<RawOperand>(failed).map(|_| ())
            }
            1 => {
                assert_eq!(asm.reading::<RawOperand>(&mut failed), None);
                assert_eq!(asm.reading::<u8>(&mut failed), None);
                asm.last_reading::<SurfaceIndex>(failed).map(|_| ())
            }
            _ => {
                assert_eq!(asm.reading::<u8>(&mut failed), None);
                assert_eq!(asm.reading::<RawOperand>(&mut failed), None);
                asm.last_reading::<SurfaceIndex>(failed).map(|_| ())
            }
        };
        assert_eq!(last, Err(raw_error.clone()), "order {order}");
    }
    // Without earlier failures the last reading's own result is the result.
    assert_eq!(
        AsmCursor::new("7").last_reading::<u8>(None),
        Ok(7),
        "a lone reading"
    );
}

#[test]
fn a_variable_of_any_class_prints_and_reads_by_its_name() {
    for (v, text, yaml) in [
        (Variable::General(VarId(33)), "V33", "!general 33"),
        (Variable::General(VarId(0)), "%null", "!general 0"),
        (Variable::Address(AddressId(1)), "A1", "!address 1"),
        (Variable::Predicate(PredicateId(2)), "P2", "!predicate 2"),
    ] {
        assert_eq!(v.to_string(), text);
        assert_eq!(parse_asm_line::<Variable>(text, 1).unwrap(), v);
        // Tagged by class, as serde_yaml writes enums.
        assert_eq!(serde_yaml::to_string(&v).unwrap().trim(), yaml);
        assert_eq!(serde_yaml::from_str::<Variable>(yaml).unwrap(), v);
    }
    assert!(parse_asm_line::<Variable>("T6", 1).is_err());
    assert!(parse_asm_line::<Variable>("A70000", 1).is_err());
    // The class bits of a decoded instruction: an address or predicate id is 16 bits.
    assert_eq!(
        VariableClass::Address.variable(7),
        Some(Variable::Address(AddressId(7)))
    );
    assert_eq!(VariableClass::Predicate.variable(70_000), None);
    assert_eq!(
        VariableClass::General.variable(70_000),
        Some(Variable::General(VarId(70_000)))
    );
}
