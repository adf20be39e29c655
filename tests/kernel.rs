//! The kernel writer: the bytes of a small kernel read back field by field as
//! `4_visa_header.md` describes them, every [`KernelError`], and a round trip through IGC's
//! reader (`GenX_IR`) when it is installed.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use visa_isa::op_3d_sample4::SrcChannel;
use visa_isa::sample_unorm::OutputFormat;
use visa_isa::*;

// ---------------------------------------------------------------------------------------------
// Instruction builders

fn gather(surface: SurfaceIndex, u: RawOperand, dst: RawOperand) -> gather4_typed::Gather4Typed {
    gather4_typed::Gather4Typed {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        surface,
        u,
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        dst,
    }
}

fn scatter(
    predicate: Option<Predicate>,
    surface: SurfaceIndex,
    element_offset: RawOperand,
    src: RawOperand,
) -> scatter4_scaled::Scatter4Scaled {
    scatter4_scaled::Scatter4Scaled {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate,
        channels: ChannelMask::R,
        scale: 0,
        surface,
        offset: VectorOperand::immediate(VisaType::Ud, 0),
        element_offset,
        src,
    }
}

fn sample(
    aoffimmi: PackedOperand<op_3d_sample::Aoffimmi>,
    sampler: SamplerIndex,
    surface: SurfaceIndex,
    dst: RawOperand,
    u: RawOperand,
) -> op_3d_sample::Sample {
    op_3d_sample::Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        aoffimmi,
        sampler,
        surface,
        dst,
        paired_surface: None,
        u: Some(u),
        v: None,
        r: None,
        ai: None,
    }
}

fn unorm(
    sampler: SamplerIndex,
    surface: SurfaceIndex,
    delta_u: VectorOperand,
    dst: RawOperand,
) -> sample_unorm::SampleUnorm {
    sample_unorm::SampleUnorm {
        channels: ChannelMask::RGBA,
        output_format: OutputFormat::N16BitFull,
        sampler,
        surface,
        u_offset: VectorOperand::immediate(VisaType::F, 0),
        v_offset: VectorOperand::immediate(VisaType::F, 0x3f00_0000),
        delta_u,
        delta_v: VectorOperand::immediate(VisaType::F, 0x3e00_0000),
        dst,
    }
}

const ZERO_AOFFIMMI: PackedOperand<op_3d_sample::Aoffimmi> =
    PackedOperand::Immediate(op_3d_sample::Aoffimmi {
        r_offset: 0,
        v_offset: 0,
        u_offset: 0,
        reserved: 0,
    });

// ---------------------------------------------------------------------------------------------
// Bytes, field by field

/// Reads the fields of `4_visa_header.md` in order; every position it reports is its own.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> &[u8] {
        let s = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        s
    }
    fn ub(&mut self) -> u8 {
        self.take(1)[0]
    }
    fn uw(&mut self) -> u16 {
        u16::from_le_bytes(self.take(2).try_into().unwrap())
    }
    fn w(&mut self) -> i16 {
        i16::from_le_bytes(self.take(2).try_into().unwrap())
    }
    fn ud(&mut self) -> u32 {
        u32::from_le_bytes(self.take(4).try_into().unwrap())
    }
    fn cstr(&mut self) -> String {
        let end = self.bytes[self.pos..].iter().position(|&b| b == 0).unwrap();
        let s = String::from_utf8(self.take(end).to_vec()).unwrap();
        assert_eq!(self.ub(), 0);
        s
    }
}

/// The small kernel of the byte test: one declaration of each kind, three inputs, two
/// attributes, two instructions.
fn small_kernel() -> Kernel {
    let mut k = Kernel::new("k1").unwrap();
    let data = k.declare_var(VisaType::F, 16, Align::Grf).unwrap();
    let index = k.declare_alias(VisaType::Ud, 8, data, 32).unwrap();
    assert_eq!((data, index), (VarId(32), VarId(33)));
    assert_eq!(k.declare_address(2).unwrap(), AddressId(0));
    let pred = k.declare_predicate(16).unwrap();
    assert_eq!(pred, PredicateId(1));
    assert_eq!(k.declare_label(LabelKind::Subroutine).unwrap(), LabelId(0));
    let smp = k.declare_sampler(1).unwrap();
    assert_eq!(smp, SamplerIndex(0));
    let surf = k.declare_surface(2).unwrap();
    assert_eq!(surf, SurfaceIndex(6));
    k.add_input(data, 32, 64).unwrap();
    k.add_input(smp, 96, 4).unwrap();
    k.add_input(surf, 100, 8).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.add_attribute(Attribute::flag("NoBarrier")).unwrap();
    assert_eq!(k.push(gather(surf, index.raw(0), data.raw(0))).unwrap(), 0);
    let scatter = scatter(Some(pred.predicate()), surf, index.raw(0), data.raw(0));
    assert_eq!(k.push(scatter).unwrap(), 1);
    k
}

#[test]
fn small_kernel_bytes_follow_the_header_doc() {
    let k = small_kernel();
    let isa = k.to_isa();
    let mut r = Reader {
        bytes: &isa,
        pos: 0,
    };

    // common_isa_header / kernel_info
    assert_eq!(r.take(4), b"CISA", "magic_number 0x41534943");
    assert_eq!((r.ub(), r.ub()), (4, 1), "major, minor version");
    assert_eq!(r.uw(), 1, "num_kernels");
    assert_eq!(r.uw(), 2, "name_len");
    assert_eq!(r.take(2), b"k1", "name, not NUL-terminated");
    let kernel_offset = r.ud() as usize;
    let kernel_size = r.ud() as usize;
    let input_offset = r.ud() as usize;
    assert_eq!(r.uw(), 0, "num_syms_variable");
    assert_eq!(r.uw(), 0, "num_syms_function");
    assert_eq!(r.ub(), 0, "num_gen_binaries");
    assert_eq!(r.uw(), 0, "num_variables (file scope)");
    assert_eq!(r.uw(), 0, "num_functions");
    // Reference §8.2: one kernel without GEN binary has a 31 + len(name) byte header.
    assert_eq!(r.pos, 31 + 2);
    assert_eq!(kernel_offset, r.pos, "the kernel object follows the header");
    assert_eq!(
        kernel_offset + kernel_size,
        isa.len(),
        "size covers the kernel object"
    );

    // kernel_data
    let start = r.pos;
    assert_eq!(r.ud(), 10, "string_count");
    let strings: Vec<String> = (0..10).map(|_| r.cstr()).collect();
    assert_eq!(
        strings,
        [
            "k1",
            "V32",
            "V33",
            "A0",
            "P1",
            "L0",
            "S0",
            "T6",
            "Target",
            "NoBarrier"
        ],
        "string 0 is the kernel name (erratum #24); names are ids"
    );
    assert_eq!(r.ud(), 0, "name_index: the kernel name");
    assert_eq!(r.ud(), 2, "variable_count");
    // var_info: name_index, bit_properties, num_elements, alias_index, alias_offset,
    // alias_scope_specifier, attribute_count
    assert_eq!(
        (r.ud(), r.ub(), r.uw(), r.ud(), r.uw(), r.ub(), r.ub()),
        (1, 0x57, 16, 0, 0, 0, 0),
        "V32: f (7) GRF-aligned (5 << 4), 16 elements"
    );
    assert_eq!(
        (r.ud(), r.ub(), r.uw(), r.ud(), r.uw(), r.ub(), r.ub()),
        (2, 0x00, 8, 32, 32, 0, 0),
        "V33: ud, 8 elements, alias of V32 at byte 32"
    );
    assert_eq!(r.uw(), 1, "address_count");
    assert_eq!((r.ud(), r.uw(), r.ub()), (3, 2, 0), "A0: 2 elements");
    assert_eq!(r.uw(), 1, "predicate_count");
    assert_eq!((r.ud(), r.uw(), r.ub()), (4, 16, 0), "P1: 16 elements");
    assert_eq!(r.uw(), 1, "label_count");
    assert_eq!((r.ud(), r.ub(), r.ub()), (5, 1, 0), "L0: subroutine");
    assert_eq!(r.ub(), 1, "sampler_count");
    assert_eq!((r.ud(), r.uw(), r.ub()), (6, 1, 0), "S0");
    assert_eq!(r.ub(), 1, "surface_count");
    assert_eq!((r.ud(), r.uw(), r.ub()), (7, 2, 0), "T6: 2 elements");
    assert_eq!(r.ub(), 0, "vme_count");
    assert_eq!(r.pos, input_offset, "input_offset points at num_inputs");
    assert_eq!(r.ud(), 3, "num_inputs");
    // input_info: kind, id, offset, size
    assert_eq!(
        (r.ub(), r.ud(), r.w(), r.uw()),
        (0, 32, 32, 64),
        "V32 input"
    );
    assert_eq!((r.ub(), r.ud(), r.w(), r.uw()), (1, 0, 96, 4), "S0 input");
    assert_eq!(
        (r.ub(), r.ud(), r.w(), r.uw()),
        (2, 6, 100, 8),
        "T6 input: id 6"
    );
    let size = r.ud() as usize;
    let entry = r.ud() as usize;
    assert_eq!(r.uw(), 2, "attribute_count");
    assert_eq!(
        (r.ud(), r.ub(), r.ub()),
        (8, 1, 0),
        "Target = 0 (CM), 1 byte"
    );
    assert_eq!((r.ud(), r.ub()), (9, 0), "NoBarrier, no value");
    assert_eq!(
        r.pos - start,
        entry,
        "entry: first instruction from the kernel start"
    );
    assert_eq!(
        entry + size,
        kernel_size,
        "kernel size = entry + instruction bytes"
    );
    assert_eq!(size, isa.len() - r.pos, "size: the instruction bytes");

    // The offsets once more, summed by hand from the doc's field sizes.
    let pool = 3 + 4 + 4 + 3 + 3 + 3 + 3 + 3 + 7 + 10;
    let before_inputs = 4 + pool + 4 + 4 + 2 * 15 + 2 + 7 + 2 + 7 + 2 + 6 + 1 + 7 + 1 + 7 + 1;
    assert_eq!(input_offset, 33 + before_inputs);
    assert_eq!(
        entry,
        before_inputs + 4 + 3 * 9 + 4 + 4 + 2 + (4 + 1 + 1) + (4 + 1)
    );
    assert_eq!(size, 36 + 26);

    // The instructions (reference §3.3, §3.4).
    let gather = [
        0x4b, 0x03, 0x00, 0x00, 0x0f, 0x06, // opcode, (M1, 8), no pred, RGBA, T6
        0x21, 0, 0, 0, 0, 0, // U = V33.0
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // V, R, LOD = %null.0
        0x20, 0, 0, 0, 0, 0, // Dst = V32.0
    ];
    let scatter = [
        0x75, 0x03, 0x01, 0x00, 0x01, 0x00, 0x00, 0x06, // opcode, (M1, 8), (P1), R, scale, T6
        0x05, 0x00, 0, 0, 0, 0, // 0x0:ud
        0x21, 0, 0, 0, 0, 0, // V33.0
        0x20, 0, 0, 0, 0, 0, // V32.0
    ];
    assert_eq!(r.take(36), gather);
    assert_eq!(r.take(26), scatter);
    assert_eq!(r.pos, isa.len());

    // What the writer reports agrees with what was read.
    let layout = k.layout();
    assert_eq!(
        layout,
        IsaLayout {
            header_len: 33,
            kernel_offset,
            kernel_size,
            input_offset,
            entry,
            instructions_offset: kernel_offset + entry,
            instructions_len: size,
            file_len: isa.len(),
        }
    );
    assert_eq!(k.instruction_offset(1), Some(36));
    assert_eq!(
        k.instruction_file_offset(1),
        Some(kernel_offset + entry + 36)
    );
    assert_eq!(k.instruction_bytes(0), Some(&gather[..]));
    assert_eq!(k.instruction_bytes(1), Some(&scatter[..]));
    assert_eq!(k.instruction_bytes(2), None);
    let mut sink = Vec::new();
    k.write_isa(&mut sink);
    assert_eq!(sink, isa);
}

#[test]
fn small_kernel_text() {
    let k = small_kernel();
    let text = k.to_asm();
    assert_eq!(
        text,
        ".version 4.1\n\
         .kernel \"k1\"\n\
         .decl V32 v_type=G type=f num_elts=16 align=GRF\n\
         .decl V33 v_type=G type=ud num_elts=8 alias=<V32, 32>\n\
         .decl A0 v_type=A num_elts=2\n\
         .decl P1 v_type=P num_elts=16\n\
         .decl S0 v_type=S num_elts=1 v_name=S0\n\
         .decl T6 v_type=T num_elts=2 v_name=T6\n\
         //.label L0 subroutine\n\
         .input V32 offset=32 size=64\n\
         .input S0 offset=96 size=4\n\
         .input T6 offset=100 size=8\n\
         .kernel_attr Target=\"cm\"\n\
         .kernel_attr NoBarrier\n    \
         gather4_typed.RGBA (M1, 8) T6 V33.0 %null.0 %null.0 %null.0 V32.0\n    \
         (P1) scatter4_scaled.R (M1, 8) T6 0x0:ud V33.0 V32.0\n"
    );
    assert_eq!(text, k.to_string());
    let lines: Vec<&str> = text.lines().collect();
    for (i, inst) in k.instructions().iter().enumerate() {
        let line = k.instruction_line(i).unwrap();
        assert_eq!(lines[line - 1], format!("    {inst}"));
    }
    assert_eq!(k.instruction_line(2), None);
    // The label, which no instruction names, has a line (a comment to IGC) so that the text
    // keeps it (`Kernel::from_asm`).
    assert_eq!(k.header_lines(), 14);
}

#[test]
fn alignment_and_attribute_spellings() {
    let mut k = Kernel::new("a").unwrap();
    for align in Align::ALL {
        k.declare_var(VisaType::Ud, 32, align).unwrap();
    }
    k.add_attribute(Attribute::target(Target::ThreeD)).unwrap();
    k.add_attribute(Attribute::int("SLMSize", -56, 1)).unwrap();
    k.add_attribute(Attribute::int("SpillMemOffset", 64, 4))
        .unwrap();
    k.add_attribute(Attribute::string("AsmName", "k.asm"))
        .unwrap();
    let text = k.to_asm();
    let spellings: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix(".decl "))
        .map(|l| l.rsplit(' ').next().unwrap())
        .collect();
    assert_eq!(
        spellings,
        [
            "num_elts=32",
            "align=word",
            "align=dword",
            "align=qword",
            "align=oword",
            "align=GRF",
            "align=GRFx2",
            "align=hword",
            "align=wordx32",
            "align=wordx64"
        ]
    );
    assert!(text.ends_with(
        ".kernel_attr Target=\"3d\"\n.kernel_attr SLMSize=-56 //.size 1\n\
         .kernel_attr SpillMemOffset=64\n.kernel_attr AsmName=\"k.asm\"\n"
    ));
    let isa = k.to_isa();
    // The attribute values: 1, 0xc8 (-56 in one byte), 64 in four bytes, the string.
    let tail = &isa[isa.len() - (6 + 6 + 9 + 10)..];
    assert_eq!(&tail[4..6], &[1, 1]);
    assert_eq!(&tail[10..12], &[1, 0xc8]);
    assert_eq!(&tail[16..21], &[4, 64, 0, 0, 0]);
    assert_eq!(&tail[25..], b"\x05k.asm");
    // Every alignment spelling and attribute value reads back from the text, sizes included.
    assert_eq!(Kernel::from_asm(&k.to_asm()).unwrap(), k);
}

#[test]
fn up_to_helpers_declare_every_id_once() {
    let mut k = Kernel::new("u").unwrap();
    let vars = k
        .declare_vars_up_to(VarId(35), VisaType::F, 8, Align::Grf)
        .unwrap();
    assert_eq!(vars, [VarId(32), VarId(33), VarId(34), VarId(35)]);
    assert!(k
        .declare_vars_up_to(VarId(34), VisaType::F, 8, Align::Grf)
        .unwrap()
        .is_empty());
    assert_eq!(k.next_var(), VarId(36));
    k.declare_predicates_up_to(PredicateId(3), 16).unwrap();
    k.declare_predicates_up_to(PredicateId(2), 16).unwrap();
    assert_eq!(k.predicates(), [16, 16, 16]);
    k.declare_samplers_up_to(SamplerIndex(2), 1).unwrap();
    assert_eq!(k.samplers().len(), 3);
    k.declare_surfaces_up_to(SurfaceIndex(4), 1).unwrap();
    assert!(k.surfaces().is_empty(), "T0..=T5 are predefined");
    k.declare_surfaces_up_to(SurfaceIndex(7), 1).unwrap();
    assert_eq!(k.surfaces().len(), 2);
    k.declare_addresses_up_to(AddressId(1), 4).unwrap();
    assert_eq!(k.addresses(), [4, 4]);
    assert_eq!(
        k.declare_vars_up_to(VarId(31), VisaType::F, 8, Align::Grf),
        Err(KernelError::TooMany {
            class: DeclClass::General,
            max: 65536
        })
    );
    assert_eq!(
        k.declare_samplers_up_to(SamplerIndex(32), 1)
            .map_err(|e| e.code()),
        Err("too_many")
    );
}

#[test]
fn names_and_labels_are_declared_and_read_back() {
    let mut k = Kernel::new("n").unwrap();
    assert_eq!(
        k.declare_name().unwrap(),
        NameId(1),
        "string 0 is the kernel name"
    );
    k.declare_names_up_to(NameId(3)).unwrap();
    k.declare_names_up_to(NameId(2)).unwrap();
    assert_eq!(k.names(), 3);
    k.declare_labels_up_to(LabelId(2), |id| {
        if id.0 == 1 {
            LabelKind::Subroutine
        } else {
            LabelKind::Block
        }
    })
    .unwrap();
    assert_eq!(
        k.labels(),
        [LabelKind::Block, LabelKind::Subroutine, LabelKind::Block]
    );
    k.declare_var(VisaType::F, 8, Align::Grf).unwrap();
    let isa = k.to_isa();
    assert_eq!(isa.len(), k.layout().file_len);
    // The pool: the kernel name, fn1..fn3 at their own indexes, then the declarations' names.
    let pool = &isa[k.layout().header_len + 4..];
    assert!(pool.starts_with(b"n\0fn1\0fn2\0fn3\0V32\0L0\0L1\0L2\0"));
    assert_eq!(Kernel::from_isa(&isa).unwrap(), k);
    // Labels and names have no declaration in IGC's text: the crate's comment lines, one per
    // label (none is placed) and one for the names, keep them for `Kernel::from_asm`.
    assert_eq!(k.header_lines(), 3 + 3 + 1);
    assert_eq!(Kernel::from_asm(&k.to_asm()).unwrap(), k);
}

// ---------------------------------------------------------------------------------------------
// Errors

/// A kernel with V32 (f × 16, 64 bytes), V33 (ud × 8, alias of V32 at 32), V34 (f × 1),
/// V35 (ud × 16), V36 (uw × 128), A0 (2 elements), P1, S0, T6.
fn checked_kernel() -> Kernel {
    let mut k = Kernel::new("e").unwrap();
    let data = k.declare_var(VisaType::F, 16, Align::Grf).unwrap();
    k.declare_alias(VisaType::Ud, 8, data, 32).unwrap();
    k.declare_var(VisaType::F, 1, Align::Dword).unwrap();
    k.declare_var(VisaType::Ud, 16, Align::Grf).unwrap();
    k.declare_var(VisaType::Uw, 128, Align::Grf).unwrap();
    k.declare_address(2).unwrap();
    k.declare_predicate(16).unwrap();
    k.declare_sampler(1).unwrap();
    k.declare_surface(1).unwrap();
    k
}

/// Pushes `inst`, expects `code` at instruction 0 on `field`, and checks the kernel is
/// unchanged.
fn rejects(k: &mut Kernel, inst: impl Into<AnyInstruction>, code: &str, field: Option<&str>) {
    let before = k.clone();
    let e = k.push(inst).expect_err("should be rejected");
    assert_eq!(
        (e.code(), e.index(), e.field()),
        (code, Some(0), field),
        "{e}"
    );
    assert!(!e.to_string().is_empty());
    assert_eq!(
        *k, before,
        "a rejected instruction leaves the kernel unchanged"
    );
}

const T6: SurfaceIndex = SurfaceIndex(6);
const S0: SamplerIndex = SamplerIndex(0);

#[test]
fn instruction_errors() {
    let mut k = checked_kernel();
    let v = |id: u32, off: u16| RawOperand::new(id, off);

    // The instruction's own rules.
    let mut bad = gather(T6, v(35, 0), v(35, 0));
    bad.channels = ChannelMask::EMPTY;
    rejects(&mut k, bad.clone(), "invalid_instruction", Some("Channels"));
    let e = k.push(bad).unwrap_err();
    assert!(matches!(
        e,
        KernelError::InvalidInstruction {
            index: 0,
            error: ValidationError::ChannelMaskZero { field: "Channels" }
        }
    ));
    assert!(std::error::Error::source(&e).is_some());

    // Declarations.
    rejects(
        &mut k,
        gather(T6, v(99, 0), v(35, 0)),
        "undeclared_variable",
        Some("U"),
    );
    // V21..=V31 are reserved, not predefined (GenX_IR 12504.6 segfaults on them); V20 is not.
    for reserved in [21, 31] {
        rejects(
            &mut k,
            gather(T6, v(35, 0), v(reserved, 0)),
            "undeclared_variable",
            Some("Dst"),
        );
    }
    rejects(
        &mut k,
        gather(SurfaceIndex(7), v(35, 0), v(35, 0)),
        "undeclared_surface",
        Some("Surface"),
    );
    rejects(
        &mut k,
        scatter(Some(Predicate::new(2)), T6, v(35, 0), v(35, 0)),
        "undeclared_predicate",
        Some("Pred"),
    );
    rejects(
        &mut k,
        sample(ZERO_AOFFIMMI, SamplerIndex(1), T6, v(35, 0), v(32, 0)),
        "undeclared_sampler",
        Some("Sampler"),
    );
    let aoff = |op: VectorOperand| PackedOperand::Operand(op);
    rejects(
        &mut k,
        sample(aoff(AddressId(1).operand(0, 1)), S0, T6, v(35, 0), v(32, 0)),
        "undeclared_address",
        Some("Aoffimmi"),
    );
    let indirect = IndirectOperand {
        addr: 3,
        addr_offset: 0,
        imm_offset: 0,
        ty: VisaType::Uw,
        region: Region::SCALAR,
        modifier: Modifier::None,
    };
    rejects(
        &mut k,
        sample(aoff(indirect.into()), S0, T6, v(35, 0), v(32, 0)),
        "undeclared_address",
        Some("Aoffimmi"),
    );
    let state = |class, id| {
        VectorOperand::State(StateOperand {
            class,
            id,
            offset: 0,
        })
    };
    rejects(
        &mut k,
        sample(
            aoff(state(StateClass::Surface, 7)),
            S0,
            T6,
            v(35, 0),
            v(32, 0),
        ),
        "undeclared_surface",
        Some("Aoffimmi"),
    );
    rejects(
        &mut k,
        sample(
            aoff(state(StateClass::Sampler, 1)),
            S0,
            T6,
            v(35, 0),
            v(32, 0),
        ),
        "undeclared_sampler",
        Some("Aoffimmi"),
    );
    rejects(
        &mut k,
        sample(
            aoff(PredicateOperand { id: 2 }.into()),
            S0,
            T6,
            v(35, 0),
            v(32, 0),
        ),
        "undeclared_predicate",
        Some("Aoffimmi"),
    );
    rejects(
        &mut k,
        unorm(S0, T6, VectorOperand::general_scalar(40), v(36, 0)),
        "undeclared_variable",
        Some("DeltaU"),
    );

    // Bounds.
    rejects(
        &mut k,
        gather(T6, v(35, 64), v(35, 0)),
        "offset_out_of_bounds",
        Some("U"),
    );
    rejects(
        &mut k,
        gather(T6, v(33, 32), v(35, 0)),
        "offset_out_of_bounds",
        Some("U"),
    );
    rejects(
        &mut k,
        unorm(S0, T6, VarId(34).region(1, 0, Region::SCALAR), v(36, 0)),
        "offset_out_of_bounds",
        Some("DeltaU"),
    );
    rejects(
        &mut k,
        unorm(S0, T6, VarId(34).region(0, 1, Region::SCALAR), v(36, 0)),
        "offset_out_of_bounds",
        Some("DeltaU"),
    );
    rejects(
        &mut k,
        sample(aoff(AddressId(0).operand(1, 2)), S0, T6, v(35, 0), v(32, 0)),
        "element_out_of_bounds",
        Some("Aoffimmi"),
    );
    let far = IndirectOperand {
        addr: 0,
        addr_offset: 2,
        ..indirect
    };
    rejects(
        &mut k,
        sample(aoff(far.into()), S0, T6, v(35, 0), v(32, 0)),
        "element_out_of_bounds",
        Some("Aoffimmi"),
    );
    let state1 = VectorOperand::State(StateOperand {
        class: StateClass::Surface,
        id: 6,
        offset: 1,
    });
    rejects(
        &mut k,
        sample(aoff(state1), S0, T6, v(35, 0), v(32, 0)),
        "element_out_of_bounds",
        Some("Aoffimmi"),
    );

    // GRF alignment of raw operands (IGC's verifier): V35 is 64 bytes; V33 is an alias at
    // byte 32 of the 64-byte V32, so V33.16 sits at byte 48 of its root.
    rejects(
        &mut k,
        gather(T6, v(35, 16), v(35, 0)),
        "raw_offset_not_grf_aligned",
        Some("U"),
    );
    let e = k.push(gather(T6, v(33, 16), v(35, 0))).unwrap_err();
    assert_eq!(
        e,
        KernelError::RawOffsetNotGrfAligned {
            index: 0,
            field: "U",
            var: 33,
            offset: 48
        }
    );
    // A variable smaller than a GRF may be addressed at any byte (V34 is one f, so the type
    // check, which GATHER4_TYPED's U fails, must be off).
    k.set_type_checks(false);
    k.push(gather(T6, v(34, 2), v(35, 0))).unwrap();

    // What is accepted: predefined variables and surfaces, declared state, in-bounds elements.
    let mut k = checked_kernel();
    k.push(gather(SurfaceIndex(1), v(7, 4), v(35, 0))).unwrap();
    k.push(sample(
        aoff(AddressId(0).operand(1, 1)),
        S0,
        T6,
        v(35, 0),
        v(32, 0),
    ))
    .unwrap();
    k.push(sample(
        aoff(state(StateClass::Sampler, 0)),
        S0,
        T6,
        v(35, 0),
        v(32, 0),
    ))
    .unwrap();
    k.push(sample(
        aoff(PredicateOperand { id: 1 }.into()),
        S0,
        T6,
        v(35, 0),
        v(32, 0),
    ))
    .unwrap();
    k.push(unorm(S0, T6, VarId(34).scalar(), v(36, 0))).unwrap();
    assert_eq!(k.instructions().len(), 5);
}

#[test]
fn type_checks_are_on_by_default_and_can_be_turned_off() {
    let mut k = checked_kernel();
    assert!(k.type_checks());
    // GATHER4_TYPED's U is documented UD; V32 is f.
    let inst = gather(T6, RawOperand::new(32, 0), RawOperand::new(35, 0));
    let e = k.push(inst.clone()).unwrap_err();
    assert_eq!(
        e,
        KernelError::InvalidInstruction {
            index: 0,
            error: ValidationError::VariableTypeNotAllowed {
                field: "U",
                var: 32,
                found: VisaType::F,
                allowed: &[VisaType::Ud],
            }
        }
    );
    assert_eq!(e.field(), Some("U"));
    k.set_type_checks(false);
    assert_eq!(k.push(inst), Ok(0));
    // Declaration checks stay on.
    let e = k.push(gather(T6, RawOperand::new(99, 0), RawOperand::new(35, 0)));
    assert_eq!(e.unwrap_err().index(), Some(1));
}

/// The GRF size only changes how the text prints byte offsets: not the file, not equality.
#[test]
fn grf_size_is_a_print_setting() {
    let mut k = Kernel::new("grf").unwrap();
    let v = k.declare_var(VisaType::Ud, 64, Align::Grf).unwrap();
    assert_eq!(k.grf_bytes(), 32);
    assert_eq!(code_of(k.set_grf_bytes(48)), "unsupported_grf_size");
    assert_eq!(k.grf_bytes(), 32);
    let at_32 = (k.to_isa(), k.to_asm());
    let before = k.clone();
    assert_eq!(k.set_grf_bytes(64), Ok(()));
    assert_eq!(k.grf_bytes(), 64);
    assert_eq!(k.asm_context().grf_bytes, 64);
    assert_eq!(k.asm_context().element_bytes(v.0), Some(4));
    assert_eq!((k.to_isa(), k.to_asm()), at_32);
    assert_eq!(k, before);
}

/// A general operand's row is one GRF of the kernel's platform: V32 (64 bytes) has a second
/// row on a 32-byte-GRF platform, not on PVC's 64-byte GRFs.
#[test]
fn bounds_follow_the_grf_size() {
    let second_row = unorm(
        S0,
        T6,
        VarId(32).region(1, 0, Region::SCALAR),
        RawOperand::new(36, 0),
    );
    let mut k = checked_kernel();
    k.push(second_row.clone()).unwrap();
    let mut k = checked_kernel();
    k.set_grf_bytes(64).unwrap();
    rejects(&mut k, second_row, "offset_out_of_bounds", Some("DeltaU"));
}

#[test]
fn declaration_errors() {
    assert_eq!(code_of(Kernel::new("")), "invalid_name");
    assert_eq!(code_of(Kernel::new("a\"b")), "invalid_name");
    assert_eq!(code_of(Kernel::new("a\nb")), "invalid_name");
    assert_eq!(code_of(Kernel::new("x".repeat(1024))), "invalid_name");
    assert!(Kernel::new("x".repeat(1023)).is_ok());

    let mut k = Kernel::new("d").unwrap();
    for ty in [VisaType::V, VisaType::Vf, VisaType::Uv, VisaType::Bool] {
        assert_eq!(
            k.declare_var(ty, 1, Align::Byte),
            Err(KernelError::VariableTypeNotAllowed { ty })
        );
    }
    assert_eq!(
        code_of(k.declare_var(VisaType::Ub, 0, Align::Byte)),
        "element_count_not_allowed"
    );
    assert_eq!(
        code_of(k.declare_var(VisaType::Ub, 4097, Align::Byte)),
        "element_count_not_allowed"
    );
    assert_eq!(
        k.declare_var(VisaType::Ud, 1024, Align::Grf),
        Err(KernelError::VariableTooLarge { bytes: 4096 })
    );
    assert_eq!(k.declare_var(VisaType::Ub, 4095, Align::Grf), Ok(VarId(32)));
    let base = k.declare_var(VisaType::F, 16, Align::Grf).unwrap(); // V33, 64 bytes
    assert_eq!(
        k.declare_alias(VisaType::F, 1, VarId(99), 0),
        Err(KernelError::UndeclaredAliasBase { base: 99 })
    );
    assert_eq!(
        k.declare_alias(VisaType::Ud, 1, base, 2),
        Err(KernelError::AliasMisaligned {
            offset: 2,
            ty: VisaType::Ud
        })
    );
    assert_eq!(
        k.declare_alias(VisaType::Ud, 8, base, 48),
        Err(KernelError::AliasOutOfRange {
            base: 33,
            offset: 48,
            bytes: 32,
            base_bytes: 64
        })
    );
    let alias = k.declare_alias(VisaType::Uw, 16, base, 32).unwrap();
    let nested = k.declare_alias(VisaType::Ub, 4, alias, 28).unwrap();
    assert_eq!(k.var_decl(nested).unwrap().alias, Some((alias, 28)));

    for n in [0, 17] {
        assert_eq!(
            k.declare_address(n),
            Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::Address,
                num_elements: u32::from(n),
                allowed: "1..=16"
            })
        );
    }
    for n in [0, 3, 64] {
        assert_eq!(code_of(k.declare_predicate(n)), "element_count_not_allowed");
    }
    for n in [1, 2, 4, 8, 16, 32] {
        k.declare_predicate(n).unwrap();
    }
    assert_eq!(code_of(k.declare_sampler(0)), "element_count_not_allowed");
    assert_eq!(code_of(k.declare_surface(0)), "element_count_not_allowed");

    // Counts.
    for _ in 0..31 {
        k.declare_sampler(1).unwrap();
    }
    assert_eq!(
        k.declare_sampler(1),
        Err(KernelError::TooMany {
            class: DeclClass::Sampler,
            max: 31
        })
    );
    for _ in 0..249 {
        k.declare_surface(1).unwrap();
    }
    assert_eq!(k.surfaces().len(), 249);
    assert_eq!(code_of(k.declare_surface(1)), "too_many");
    for _ in 0..4096 {
        k.declare_address(1).unwrap();
    }
    assert_eq!(code_of(k.declare_address(1)), "too_many");
    k.declare_predicates_up_to(PredicateId(4095), 1).unwrap();
    assert_eq!(code_of(k.declare_predicate(1)), "too_many");
}

#[test]
fn too_many_strings() {
    let mut k = Kernel::new("s").unwrap();
    // 1 (kernel name) + 65535 labels + 65536 variables = 131072 strings.
    for _ in 0..65535 {
        k.declare_label(LabelKind::Block).unwrap();
    }
    assert_eq!(code_of(k.declare_label(LabelKind::Block)), "too_many");
    for _ in 0..65536 {
        k.declare_var(VisaType::Ub, 1, Align::Byte).unwrap();
    }
    assert_eq!(
        k.declare_var(VisaType::Ub, 1, Align::Byte),
        Err(KernelError::TooMany {
            class: DeclClass::General,
            max: 65536
        })
    );
    assert_eq!(k.declare_predicate(1), Err(KernelError::TooManyStrings));
    assert_eq!(
        k.add_attribute(Attribute::flag("NoBarrier")),
        Err(KernelError::TooManyStrings)
    );
}

fn code_of<T>(r: Result<T, KernelError>) -> &'static str {
    r.map(|_| ()).unwrap_err().code()
}

#[test]
fn input_errors() {
    let mut k = Kernel::new("i").unwrap();
    let big = k.declare_var(VisaType::F, 16, Align::Grf).unwrap(); // 64 bytes
    let alias = k.declare_alias(VisaType::F, 8, big, 0).unwrap();
    let small = k.declare_var(VisaType::Ud, 4, Align::Dword).unwrap(); // 16 bytes
    let word = k.declare_var(VisaType::Uw, 1, Align::Word).unwrap(); // 2 bytes
    let smp = k.declare_sampler(2).unwrap();
    let surf = k.declare_surface(1).unwrap();

    let e = |r: Result<(), KernelError>| r.unwrap_err();
    assert_eq!(
        e(k.add_input(VarId(40), 0, 4)),
        KernelError::InputNotDeclared {
            var: InputVar::General(VarId(40))
        }
    );
    assert_eq!(e(k.add_input(VarId(7), 0, 32)).code(), "input_not_declared");
    assert_eq!(
        e(k.add_input(SamplerIndex(2), 0, 4)).code(),
        "input_not_declared"
    );
    assert_eq!(
        e(k.add_input(SurfaceIndex(1), 0, 4)).code(),
        "input_not_declared"
    );
    assert_eq!(
        e(k.add_input(SurfaceIndex(7), 0, 4)).code(),
        "input_not_declared"
    );
    assert_eq!(
        e(k.add_input(alias, 32, 32)),
        KernelError::InputIsAlias {
            var: InputVar::General(alias)
        }
    );
    assert_eq!(
        e(k.add_input(big, 32, 32)),
        KernelError::InputSizeMismatch {
            var: InputVar::General(big),
            size: 32,
            expected: 64
        }
    );
    assert_eq!(e(k.add_input(smp, 32, 4)).code(), "input_size_mismatch");
    assert_eq!(
        e(k.add_input(big, 40, 64)),
        KernelError::InputMisaligned {
            var: InputVar::General(big),
            offset: 40,
            align: 32
        }
    );
    assert_eq!(
        e(k.add_input(small, 34, 16)),
        KernelError::InputMisaligned {
            var: InputVar::General(small),
            offset: 34,
            align: 4
        }
    );
    assert_eq!(e(k.add_input(surf, 34, 4)).code(), "input_misaligned");
    assert_eq!(
        e(k.add_input(small, 56, 16)),
        KernelError::InputCrossesGrf {
            var: InputVar::General(small),
            offset: 56,
            size: 16
        }
    );
    assert_eq!(
        e(k.add_input(big, 32768, 64)),
        KernelError::InputOffsetOutOfRange {
            var: InputVar::General(big),
            offset: 32768
        }
    );
    k.add_input(big, 32, 64).unwrap();
    assert_eq!(
        e(k.add_input(small, 80, 16)),
        KernelError::InputOverlap {
            var: InputVar::General(small),
            other: InputVar::General(big)
        }
    );
    assert_eq!(
        e(k.add_input(big, 128, 64)),
        KernelError::DuplicateInput {
            var: InputVar::General(big)
        }
    );
    k.add_input(small, 96, 16).unwrap();
    k.add_input(word, 114, 2).unwrap();
    k.add_input(smp, 116, 8).unwrap();
    k.add_input(surf, 124, 4).unwrap();
    assert_eq!(k.inputs().len(), 5);

    let mut k = Kernel::new("many").unwrap();
    let one = k.declare_var(VisaType::Ub, 1, Align::Byte).unwrap();
    k.add_input(one, 0, 1).unwrap();
    for i in 1..256u16 {
        let v = k.declare_var(VisaType::Ub, 1, Align::Byte).unwrap();
        k.add_input(v, i, 1).unwrap();
    }
    let v = k.declare_var(VisaType::Ub, 1, Align::Byte).unwrap();
    assert_eq!(
        e(k.add_input(v, 300, 1)),
        KernelError::TooMany {
            class: DeclClass::Input,
            max: 256
        }
    );
}

#[test]
fn attribute_errors() {
    let mut k = Kernel::new("a").unwrap();
    let e = |k: &mut Kernel, a: Attribute| k.add_attribute(a).unwrap_err().code();
    assert_eq!(e(&mut k, Attribute::flag("")), "invalid_name");
    assert_eq!(e(&mut k, Attribute::flag("a b")), "invalid_name");
    assert_eq!(e(&mut k, Attribute::flag("a=b")), "invalid_name");
    assert_eq!(e(&mut k, Attribute::flag("x".repeat(65))), "invalid_name");
    assert_eq!(
        e(&mut k, Attribute::int("SLMSize", 1, 0)),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        e(&mut k, Attribute::int("SLMSize", 1, 5)),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        e(&mut k, Attribute::int("SLMSize", 128, 1)),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        e(&mut k, Attribute::int("SLMSize", -129, 1)),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        e(&mut k, Attribute::string("AsmName", "x".repeat(256))),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        e(&mut k, Attribute::string("AsmName", "a\"b")),
        "attribute_value_not_allowed"
    );
    k.add_attribute(Attribute::int("SLMSize", 127, 1)).unwrap();
    k.add_attribute(Attribute::int("ArgSize", i32::MIN, 4))
        .unwrap();
    assert_eq!(
        k.add_attribute(Attribute::int("SLMSize", 2, 1)),
        Err(KernelError::DuplicateAttribute {
            name: "SLMSize".into()
        })
    );
}

// ---------------------------------------------------------------------------------------------
// GenX_IR round trip

/// `GenX_IR`, from `$GENX_IR` or `PATH`.
fn genx_ir() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GENX_IR") {
        return Some(PathBuf::from(p));
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join("GenX_IR"))
        .find(|p| p.is_file())
}

/// Decodes `isa` with `GenX_IR -dumpcommonisa` in a fresh directory (killed after 60 s);
/// returns the exit code, the dump and the verifier's `.errors.txt` (if any).
fn decode(genx: &Path, name: &str, isa: &[u8]) -> (Option<i32>, String, Option<String>) {
    let dir = std::env::temp_dir().join(format!("visa-isa-kernel-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("t.isa"), isa).unwrap();
    let mut child = Command::new(genx)
        .args(["t.isa", "-platform", "SKL", "-dumpcommonisa"])
        .current_dir(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("GenX_IR runs");
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("GenX_IR did not finish within 60 s on {}", dir.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let dump = std::fs::read_to_string(dir.join(".visaasm")).unwrap_or_default();
    let errors = std::fs::read_to_string(dir.join(".errors.txt")).ok();
    let _ = std::fs::remove_dir_all(&dir);
    (status.code(), dump, errors)
}

/// GenX_IR's dump as the crate prints it (reference §8.4): no comment block or blank lines,
/// no ` /// $N` suffixes or padding, and the first instruction split off the last
/// `.kernel_attr` line.
fn normalize_dump(dump: &str) -> String {
    let mut out = String::new();
    for line in dump.lines() {
        if line.trim().is_empty() || line.starts_with("//") {
            continue;
        }
        let line = match line.rfind(" /// $") {
            Some(i) => &line[..i],
            None => line,
        }
        .trim_end();
        match (line.starts_with(".kernel_attr"), line.find("    ")) {
            (true, Some(i)) => {
                out.push_str(&line[..i]);
                out.push('\n');
                out.push_str(&line[i..]);
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// `to_asm`'s text without the comments that only the crate reads (`//.label`, `//.names`,
/// `//.size`), which GenX_IR's dump does not have.
fn without_crate_comments(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("//."))
        .map(|l| match l.find(" //.") {
            Some(i) => format!("{}\n", &l[..i]),
            None => format!("{l}\n"),
        })
        .collect()
}

/// Every kind of declaration and input, three attributes, and instructions of every opcode.
fn round_trip_kernel() -> Kernel {
    let mut k = Kernel::new("round_trip").unwrap();
    let u = k.declare_var(VisaType::F, 16, Align::Grf).unwrap(); // V32
    let v = k.declare_var(VisaType::F, 16, Align::TwoGrf).unwrap(); // V33
    let dst = k.declare_var(VisaType::F, 64, Align::Grf).unwrap(); // V34
    let half = k.declare_var(VisaType::Hf, 64, Align::Grf).unwrap(); // V35
    let offsets = k.declare_var(VisaType::Ud, 16, Align::Grf).unwrap(); // V36
    let typed = k.declare_var(VisaType::Ud, 32, Align::Grf).unwrap(); // V37
    let bits = k.declare_alias(VisaType::Ud, 16, dst, 64).unwrap(); // V38
    let delta = k.declare_var(VisaType::F, 1, Align::Dword).unwrap(); // V39
    let block = k.declare_var(VisaType::Uw, 128, Align::Grf).unwrap(); // V40
    let aoff = k.declare_var(VisaType::Uw, 1, Align::Word).unwrap(); // V41
    let quad = k.declare_var(VisaType::Q, 4, Align::Qword).unwrap(); // V42
    let bytes = k.declare_var(VisaType::Ub, 16, Align::Oword).unwrap(); // V43
    let word = k.declare_alias(VisaType::Uw, 2, quad, 8).unwrap(); // V44
    for align in [Align::Byte, Align::Hword, Align::Word32, Align::Word64] {
        k.declare_var(VisaType::D, 8, align).unwrap(); // V45..V48
    }
    k.declare_var(VisaType::Bf, 16, Align::Grf).unwrap(); // V49
    let addr = k.declare_address(2).unwrap(); // A0
    k.declare_address(16).unwrap(); // A1
    let p1 = k.declare_predicate(16).unwrap();
    let p2 = k.declare_predicate(8).unwrap();
    k.declare_predicate(1).unwrap(); // P3
    k.declare_label(LabelKind::Block).unwrap();
    k.declare_label(LabelKind::Subroutine).unwrap();
    let s0 = k.declare_sampler(1).unwrap();
    let s1 = k.declare_sampler(2).unwrap();
    let t6 = k.declare_surface(1).unwrap();
    let t7 = k.declare_surface(2).unwrap();
    k.add_input(u, 32, 64).unwrap();
    k.add_input(v, 128, 64).unwrap();
    k.add_input(delta, 96, 4).unwrap();
    k.add_input(word, 100, 4).unwrap_err(); // an alias
    k.add_input(bytes, 112, 16).unwrap();
    k.add_input(s0, 104, 4).unwrap();
    k.add_input(s1, 192, 8).unwrap();
    k.add_input(t6, 108, 4).unwrap();
    k.add_input(t7, 200, 8).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.add_attribute(Attribute::int("SLMSize", 2, 1)).unwrap();
    k.add_attribute(Attribute::flag("NoBarrier")).unwrap();

    let imm = |x| PackedOperand::Immediate(x);
    k.push(sample(
        imm(op_3d_sample::Aoffimmi::default()),
        s0,
        t6,
        dst.raw(0),
        u.raw(0),
    ))
    .unwrap();
    let mut s = sample(
        PackedOperand::Operand(aoff.scalar()),
        s1,
        t7,
        dst.raw(0),
        u.raw(0),
    );
    s.predicate = Some(Predicate {
        id: p2.id(),
        control: PredicateControl::Any,
        inverted: true,
    });
    s.exec_size = ExecSize::Simd8;
    s.exec_mask = ExecMask::M5;
    s.v = Some(v.raw(0));
    k.push(s).unwrap();
    let mut h = sample(
        PackedOperand::Operand(addr.operand(0, 1)),
        s0,
        t6,
        half.raw(0),
        u.raw(0),
    );
    h.exec_mask = ExecMask::M1Nm;
    k.push(h).unwrap();
    // Aoffimmi in the other operand classes the reader accepts (erratum #3).
    let indirect = IndirectOperand {
        addr: addr.id(),
        addr_offset: 1,
        imm_offset: -2,
        ty: VisaType::Uw,
        region: Region::SCALAR,
        modifier: Modifier::None,
    };
    let state = VectorOperand::State(StateOperand {
        class: StateClass::Surface,
        id: t7.0.into(),
        offset: 1,
    });
    let sampler_state = VectorOperand::State(StateOperand {
        class: StateClass::Sampler,
        id: s1.0.into(),
        offset: 1,
    });
    for op in [
        indirect.into(),
        state,
        sampler_state,
        PredicateOperand { id: p1.id() }.into(),
    ] {
        k.push(sample(
            PackedOperand::Operand(op),
            s0,
            t6,
            dst.raw(0),
            u.raw(0),
        ))
        .unwrap();
    }
    k.push(op_3d_sample4::Gather4C {
        pixel_null_mask: true,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(p1.predicate()),
        src_channel: SrcChannel::A,
        aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi {
            r_offset: 0,
            v_offset: -1,
            u_offset: 1,
            reserved: 0,
        }),
        sampler: s0,
        surface: t6,
        dst: dst.raw(0),
        paired_surface: None,
        r#ref: Some(u.raw(0)),
        u: Some(v.raw(0)),
        v: None,
        r: None,
        ai: None,
    })
    .unwrap();
    k.push(gather(t7, offsets.raw(0), typed.raw(0))).unwrap();
    k.push(gather(SurfaceIndex(1), offsets.raw(0), typed.raw(64)))
        .unwrap();
    k.push(scatter(
        Some(p2.predicate()),
        t6,
        offsets.raw(0),
        bits.raw(0),
    ))
    .unwrap();
    let mut sc = scatter(None, t7, offsets.raw(0), typed.raw(32));
    sc.offset = offsets.region(0, 1, Region::SCALAR);
    sc.channels = ChannelMask::from_bits(0b1110).unwrap();
    k.push(sc).unwrap();
    k.push(unorm(s0, t6, delta.scalar(), block.raw(0))).unwrap();
    k.push(unorm(
        s1,
        t7,
        VectorOperand::immediate(VisaType::F, 0x3f80_0000),
        block.raw(32),
    ))
    .unwrap();
    k
}

#[test]
fn genx_ir_decodes_the_written_kernel_to_the_printed_text() {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); the GenX_IR round trip of \
             the kernel writer did NOT run. Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return;
    };
    for (name, kernel) in [
        ("round_trip", round_trip_kernel()),
        ("small", small_kernel()),
        ("attributed", attributed_kernel()),
    ] {
        let (code, dump, errors) = decode(&genx, name, &kernel.to_isa());
        assert_eq!(
            normalize_dump(&dump),
            without_crate_comments(&kernel.to_asm()),
            "{name}: GenX_IR's dump differs from the printed text; raw dump:\n{dump}"
        );
        assert_eq!(errors, None, "{name}: GenX_IR's verifier reported errors");
        assert_eq!(code, Some(0), "{name}: GenX_IR's exit status");
    }
}

// ---------------------------------------------------------------------------------------------
// Text round trip

#[test]
fn every_test_kernel_reads_back_from_its_text() {
    let mut named = Kernel::new("named").unwrap();
    let src = named
        .declare_var_named("src", VisaType::F, 16, Align::Grf)
        .unwrap();
    let idx = named
        .declare_alias_named("idx", VisaType::Ud, 8, src, 32)
        .unwrap();
    let dst = named.declare_var(VisaType::Ud, 32, Align::Grf).unwrap();
    let buf = named.declare_surface_named("buf", 1).unwrap();
    let pred = named.declare_predicate_named("done", 16).unwrap();
    named
        .declare_label_named("unused_exit", LabelKind::Block)
        .unwrap();
    named.add_input(buf, 32, 4).unwrap();
    named.add_attribute(Attribute::target(Target::Cm)).unwrap();
    named.push(gather(buf, idx.raw(0), dst.raw(0))).unwrap();
    named
        .push(scatter(Some(pred.predicate()), buf, idx.raw(0), dst.raw(0)))
        .unwrap();
    let text = named.to_asm();
    assert!(
        text.contains("gather4_typed.RGBA (M1, 8) buf idx.0 %null.0 %null.0 %null.0 V34.0\n"),
        "{text}"
    );
    assert!(text.contains("    (done) scatter4_scaled"), "{text}");
    for (name, kernel) in [
        ("small", small_kernel()),
        ("round_trip", round_trip_kernel()),
        ("checked", checked_kernel()),
        ("named", named),
        ("named_kernel", named_kernel()),
        ("attributed", attributed_kernel()),
        ("crate_attributed", crate_attributed_kernel()),
    ] {
        let text = kernel.to_asm();
        let read = Kernel::from_asm(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(read, kernel, "{name}:\n{text}");
        assert_eq!(read.to_asm(), text, "{name}");
        assert_eq!(
            Kernel::from_isa(&kernel.to_isa()).unwrap(),
            kernel,
            "{name}"
        );
    }
}

/// A kernel whose general variables, sampler, surface and labels have names of their own.
fn named_kernel() -> Kernel {
    let mut k = Kernel::new("named").unwrap();
    let src = k
        .declare_var_named("src", VisaType::F, 16, Align::Grf)
        .unwrap();
    let idx = k
        .declare_alias_named("idx", VisaType::Ud, 8, src, 32)
        .unwrap();
    let dst = k
        .declare_var_named("dst", VisaType::Ud, 32, Align::Grf)
        .unwrap();
    let delta = k
        .declare_var_named("delta", VisaType::F, 1, Align::Dword)
        .unwrap();
    let texels = k
        .declare_var_named("texels", VisaType::Uw, 128, Align::Grf)
        .unwrap();
    let smp = k.declare_sampler_named("smp", 1).unwrap();
    let buf = k.declare_surface_named("buf", 1).unwrap();
    let p = k.declare_predicate(16).unwrap();
    k.add_input(buf, 32, 4).unwrap();
    k.add_input(src, 64, 64).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.push(gather(buf, idx.raw(0), dst.raw(0))).unwrap();
    k.push(scatter(Some(p.predicate()), buf, idx.raw(0), dst.raw(0)))
        .unwrap();
    k.push(unorm(smp, buf, delta.scalar(), texels.raw(0)))
        .unwrap();
    k
}

/// Has GenX_IR read `text` as vISA assembly (its CISA.y reader) and dump what it built;
/// returns the exit code, the dump and the verifier's findings.
fn assemble(genx: &Path, name: &str, text: &str) -> (Option<i32>, String, Option<String>) {
    let dir = std::env::temp_dir().join(format!("visa-isa-text-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::create_dir_all(dir.join("run")).unwrap();
    std::fs::write(dir.join("src/kernel.visaasm"), text).unwrap();
    let status = Command::new("timeout")
        .args(["60"])
        .arg(genx)
        .args([
            "../src/kernel.visaasm",
            "-platform",
            "SKL",
            "-dumpcommonisa",
        ])
        .current_dir(dir.join("run"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("GenX_IR runs");
    let dump = std::fs::read_to_string(dir.join("run/kernel.visaasm")).unwrap_or_default();
    let errors = std::fs::read_to_string(dir.join("run/kernel.errors.txt")).ok();
    let _ = std::fs::remove_dir_all(&dir);
    (status.code(), dump, errors)
}

#[test]
fn genx_ir_keeps_the_names_both_ways() {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); the names did NOT go \
             through IGC's reader. Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return;
    };
    let kernel = named_kernel();
    let text = kernel.to_asm();
    assert!(text.contains(".decl idx v_type=G type=ud num_elts=8 alias=<src, 32>\n"));
    assert!(text.contains("gather4_typed.RGBA (M1, 8) buf idx.0 %null.0 %null.0 %null.0 dst.0\n"));
    // Bytes: IGC's reader takes the names from the string pool; its dump prints the general
    // variables by name and the sampler and surface as `S0`/`T6` with `v_name=` (reference
    // §6.1), which read back to the same kernel.
    let (code, dump, errors) = decode(&genx, "named", &kernel.to_isa());
    assert_eq!((code, errors), (Some(0), None), "{dump}");
    assert!(
        dump.contains(".decl T6 v_type=T num_elts=1 v_name=buf"),
        "{dump}"
    );
    assert!(
        dump.contains(" buf idx.0 ") || dump.contains(" T6 idx.0 "),
        "{dump}"
    );
    let read = Kernel::from_asm(&dump).unwrap_or_else(|e| panic!("{e}\n{dump}"));
    assert_eq!(read, kernel, "{dump}");
    // Text: IGC's text reader resolves the names (its verifier accepts the kernel), and its
    // dump reads back to the same kernel.
    let (code, dump, errors) = assemble(&genx, "named", &text);
    assert_eq!((code, errors), (Some(0), None), "{dump}");
    let read = Kernel::from_asm(&dump).unwrap_or_else(|e| panic!("{e}\n{dump}"));
    assert_eq!(read, kernel, "{dump}");
}

/// `isa`, one kernel as `GenX_IR -binary` writes it, without its GEN binaries (reference
/// §8.3): what the crate reads.
fn without_gen_binaries(isa: &[u8]) -> Vec<u8> {
    let u16_at = |at: usize| u16::from_le_bytes([isa[at], isa[at + 1]]);
    let u32_at = |at: usize| u32::from_le_bytes(isa[at..at + 4].try_into().unwrap());
    let name_end = 10 + usize::from(u16_at(8));
    let (offset, size, input) = (
        u32_at(name_end) as usize,
        u32_at(name_end + 4) as usize,
        u32_at(name_end + 8) as usize,
    );
    let gens = usize::from(isa[name_end + 16]);
    let header_len = name_end + 17 + 4;
    let new_offset = header_len;
    let mut out = isa[..name_end].to_vec();
    out.extend((new_offset as u32).to_le_bytes());
    out.extend((size as u32).to_le_bytes());
    out.extend(((input - offset + new_offset) as u32).to_le_bytes());
    out.extend(&isa[name_end + 12..name_end + 16]);
    out.push(0);
    out.extend(&isa[name_end + 17 + 9 * gens..name_end + 17 + 9 * gens + 4]);
    out.extend(&isa[offset..offset + size]);
    out
}

#[test]
fn a_file_genx_ir_wrote_reencodes_byte_for_byte() {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); no file IGC wrote was \
             re-encoded. Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return;
    };
    // SAMPLE_UNORM is the one seed opcode IGC 12504.6's writer writes whole (reference §1.4).
    let text = "\
.version 4.1
.kernel \"written_by_igc\"
.decl src v_type=G type=f num_elts=16 align=GRF
.decl texels v_type=G type=uw num_elts=128 align=GRF
.decl done v_type=P num_elts=16
.decl ptr v_type=A num_elts=2
.decl smp v_type=S num_elts=1
.decl buf v_type=T num_elts=1
.decl bits v_type=G type=ud num_elts=8 alias=<src, 32>
.input buf offset=32 size=4
.input src offset=64 size=64
.kernel_attr Target=\"cm\"
    sample_unorm.RGBA.16-full smp buf 0x0:f 0.5:f src(0,1)<0;1,0> 0x3e000000:f texels.0
";
    let isa = igc_binary(&genx, "igc-written", text);
    let kernel = Kernel::from_isa(&isa).unwrap();
    // The names, from IGC's string pool (which also holds the predefined names)...
    assert_eq!(kernel.lookup_name("bits"), Some((NameClass::General, 34)));
    assert_eq!(kernel.lookup_name("done"), Some((NameClass::Predicate, 1)));
    assert_eq!(kernel.declared_name(NameClass::Surface, 6), Some("buf"));
    // ...and the file, byte for byte.
    assert_eq!(kernel.to_isa(), isa);
    // The same kernel, read from the text.
    assert_eq!(Kernel::from_asm(text).unwrap(), kernel);
}

#[test]
fn names_are_identifiers_unique_in_their_namespace() {
    let mut k = Kernel::new("n").unwrap();
    let code = |r: Result<VarId, KernelError>| r.unwrap_err().code();
    k.declare_var_named("x", VisaType::F, 1, Align::Byte)
        .unwrap();
    assert_eq!(
        code(k.declare_var_named("x", VisaType::F, 1, Align::Byte)),
        "duplicate_name"
    );
    assert_eq!(
        k.declare_surface_named("x", 1).unwrap_err().code(),
        "duplicate_name"
    );
    assert_eq!(
        code(k.declare_var_named("1x", VisaType::F, 1, Align::Byte)),
        "invalid_name"
    );
    assert_eq!(
        code(k.declare_var_named("%r0", VisaType::F, 1, Align::Byte)),
        "invalid_name"
    );
    assert_eq!(
        code(k.declare_var_named("TSS", VisaType::F, 1, Align::Byte)),
        "invalid_name"
    );
    // Labels have their own namespace; a default name taken by a name is a duplicate too.
    k.declare_label_named("x", LabelKind::Block).unwrap();
    k.declare_var_named("V34", VisaType::F, 1, Align::Byte)
        .unwrap(); // V33
    assert_eq!(
        code(k.declare_var(VisaType::F, 1, Align::Byte)),
        "duplicate_name"
    ); // V34
       // V33 is named `V34`: the text reads the name first.
    let mut asm = AsmCursor::new("V34.0").with_context(k.asm_context());
    assert_eq!(asm.parse::<RawOperand>().unwrap(), RawOperand::new(33, 0));
}

#[test]
fn text_errors_are_located() {
    let at = |text: &str| {
        let e = Kernel::from_asm(text).unwrap_err();
        (e.line, e.column, e.code())
    };
    let head = ".version 4.1\n.kernel \"k\"\n";
    assert_eq!(at(".kernel \"k\"\n"), (1, 1, "missing"));
    assert_eq!(at(".version 4.2\n"), (1, 10, "unsupported"));
    assert_eq!(at(".version 4.1\n"), (1, 1, "missing"));
    assert_eq!(
        at(&format!("{head}.decl x v_type=Q num_elts=1\n")),
        (3, 16, "syntax")
    );
    assert_eq!(
        at(&format!(
            "{head}.decl x v_type=G type=ud num_elts=8 alias=<y, 0>\n"
        )),
        (3, 44, "undeclared")
    );
    assert_eq!(
        at(&format!(
            "{head}.decl x v_type=G type=ud num_elts=1\n.decl x v_type=P num_elts=1\n"
        )),
        (4, 7, "duplicate_name")
    );
    assert_eq!(
        at(&format!("{head}.decl x v_type=G type=v num_elts=1\n")),
        (3, 7, "variable_type_not_allowed")
    );
    assert_eq!(
        at(&format!("{head}.input y offset=0 size=4\n")),
        (3, 8, "undeclared")
    );
    assert_eq!(
        at(&format!(
            "{head}.decl x v_type=G type=ud num_elts=1 attrs={{Input\n"
        )),
        (3, 49, "syntax")
    );
    assert_eq!(
        at(&format!("{head}.kernel \"k2\"\n")),
        (3, 1, "unsupported")
    );
    // An instruction: the parser's own column, and a label indented.
    assert_eq!(
        at(&format!(
            "{head}    gather4_typed.RGBA (M1, 8) T6 nothing.0 %null.0 %null.0 %null.0 %null.0\n"
        )),
        (3, 35, "syntax")
    );
    assert_eq!(at(&format!("{head}  top:\n")), (3, 3, "syntax"));
    // The decimal and float immediates IGC's reader takes.
    for (text, bits) in [
        ("1.0:f", 0x3f80_0000),
        ("-2.5e+0:f", 0xc020_0000),
        ("1:f", 1),
        ("16:ud", 16),
        ("-1:d", 0xffff_ffff),
        ("0.5:df", 0x3fe0_0000_0000_0000),
    ] {
        let imm: Immediate = text.parse().unwrap();
        assert_eq!(imm.bits, bits, "{text}");
    }
    assert!("300:ub".parse::<Immediate>().is_err());
    assert!("1.5:d".parse::<Immediate>().is_err());
}

// ---------------------------------------------------------------------------------------------
// Declaration attributes (`attrs={…}`)

/// A kernel whose general variables (an alias too), address, predicate and surface carry the
/// variable attributes IGC 12504.6 knows (VISAAttributes.h, kind `AK_VAR`), as its text reader
/// stores them: flags, and integers of 4 bytes. The address, predicate, sampler and surface
/// keep their ids' names, which GenX_IR's dump prints.
fn attributed_kernel() -> Kernel {
    let mut k = Kernel::new("attributed").unwrap();
    let src = k
        .declare_var_named("src", VisaType::F, 16, Align::Grf)
        .unwrap();
    let texels = k
        .declare_var_named("texels", VisaType::Uw, 128, Align::Grf)
        .unwrap();
    let bits = k
        .declare_alias_named("bits", VisaType::Ud, 8, src, 32)
        .unwrap();
    let delta = k.declare_var(VisaType::F, 1, Align::Dword).unwrap();
    let ptr = k.declare_address(2).unwrap();
    let done = k.declare_predicate(16).unwrap();
    let smp = k.declare_sampler(1).unwrap();
    let buf = k.declare_surface(1).unwrap();
    k.add_var_attribute(src, Attribute::flag("Input")).unwrap();
    k.add_var_attribute(src, Attribute::flag("NoWidening"))
        .unwrap();
    k.add_var_attribute(texels, Attribute::flag("Output"))
        .unwrap();
    k.add_var_attribute(texels, Attribute::flag("DoNotSpill"))
        .unwrap();
    k.add_var_attribute(bits, Attribute::int("Scope", 3, 4))
        .unwrap();
    k.add_decl_attribute(
        NameClass::Address,
        ptr.0.into(),
        Attribute::int("Scope", 1, 4),
    )
    .unwrap();
    k.add_decl_attribute(
        NameClass::Predicate,
        done.0.into(),
        Attribute::flag("NoWidening"),
    )
    .unwrap();
    k.add_decl_attribute(
        NameClass::Surface,
        buf.0.into(),
        Attribute::int("SurfaceUsage", 2, 4),
    )
    .unwrap();
    k.add_input(buf, 32, 4).unwrap();
    k.add_input(src, 64, 64).unwrap();
    k.add_attribute(Attribute::target(Target::Cm)).unwrap();
    k.push(unorm(smp, buf, delta.scalar(), texels.raw(0)))
        .unwrap();
    k
}

/// What only the crate writes: attributes on a sampler (IGC 12504.6's text reader drops
/// them, CISA.y `DeclSampler`), integers of 1 and 2 bytes, a negative one, a string, and
/// names of the crate's own choosing.
fn crate_attributed_kernel() -> Kernel {
    let mut k = attributed_kernel();
    let smp = k.declare_sampler_named("smp2", 2).unwrap();
    let v = k.declare_var(VisaType::D, 8, Align::Grf).unwrap();
    k.add_decl_attribute(
        NameClass::Sampler,
        smp.0.into(),
        Attribute::int("Small", -2, 1),
    )
    .unwrap();
    k.add_decl_attribute(
        NameClass::Sampler,
        smp.0.into(),
        Attribute::string("Note", "hello world"),
    )
    .unwrap();
    k.add_var_attribute(v, Attribute::int("Half", 300, 2))
        .unwrap();
    k.add_var_attribute(v, Attribute::int("Full", -70000, 4))
        .unwrap();
    k.add_var_attribute(v, Attribute::flag("Marked")).unwrap();
    k
}

#[test]
fn declaration_attributes_print_as_igc_prints_them_and_read_back() {
    let k = attributed_kernel();
    let text = k.to_asm();
    for line in [
        ".decl src v_type=G type=f num_elts=16 align=GRF attrs={Input, NoWidening}\n",
        ".decl texels v_type=G type=uw num_elts=128 align=GRF attrs={Output, DoNotSpill}\n",
        ".decl bits v_type=G type=ud num_elts=8 alias=<src, 32> attrs={Scope=3}\n",
        ".decl V35 v_type=G type=f num_elts=1 align=dword\n",
        ".decl A0 v_type=A num_elts=2 attrs={Scope=1}\n",
        ".decl P1 v_type=P num_elts=16 attrs={NoWidening}\n",
        ".decl S0 v_type=S num_elts=1 v_name=S0\n",
        ".decl T6 v_type=T num_elts=1 v_name=T6 attrs={SurfaceUsage=2}\n",
    ] {
        assert!(text.contains(line), "{line}in\n{text}");
    }
    let k2 = crate_attributed_kernel();
    let text2 = k2.to_asm();
    for line in [
        ".decl smp2 v_type=S num_elts=2 v_name=smp2 attrs={Small=-2, Note=\"hello world\"} //.sizes 1\n",
        ".decl V36 v_type=G type=d num_elts=8 align=GRF attrs={Half=300, Full=-70000, Marked} //.sizes 2,4\n",
    ] {
        assert!(text2.contains(line), "{line}in\n{text2}");
    }
    for (name, kernel) in [("attributed", k), ("crate_attributed", k2)] {
        let text = kernel.to_asm();
        let read = Kernel::from_asm(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(read, kernel, "{name}:\n{text}");
        assert_eq!(read.to_asm(), text, "{name}");
        let isa = kernel.to_isa();
        assert_eq!(isa.len(), kernel.layout().file_len, "{name}");
        let read = Kernel::from_isa(&isa).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read, kernel, "{name}");
        assert_eq!(read.to_isa(), isa, "{name}");
        assert_eq!(
            read.var_attributes(VarId(32)),
            [Attribute::flag("Input"), Attribute::flag("NoWidening")]
        );
    }
}

#[test]
fn declaration_attributes_are_written_after_their_entry() {
    // 4_visa_header.md, var_info: ..., alias_scope_specifier, attribute_count, attributes.
    let mut k = Kernel::new("k").unwrap();
    let v = k.declare_var(VisaType::F, 8, Align::Grf).unwrap();
    k.add_var_attribute(v, Attribute::flag("NoWidening"))
        .unwrap();
    k.add_var_attribute(v, Attribute::int("Scope", 258, 2))
        .unwrap();
    k.add_attribute(Attribute::flag("NoBarrier")).unwrap();
    let isa = k.to_isa();
    let mut r = Reader {
        bytes: &isa,
        pos: k.layout().kernel_offset,
    };
    let strings: Vec<String> = (0..r.ud()).map(|_| r.cstr()).collect();
    // The crate's pool: the kernel name, each declaration's name followed by its
    // attributes' names, then the kernel attributes'.
    assert_eq!(strings, ["k", "V32", "NoWidening", "Scope", "NoBarrier"]);
    assert_eq!(r.ud(), 0); // name_index
    assert_eq!(r.ud(), 1); // variable_count
    assert_eq!(r.ud(), 1); // var_info.name_index
    r.take(1 + 2 + 4 + 2 + 1); // bit_properties .. alias_scope_specifier
    assert_eq!(r.ub(), 2); // attribute_count
    assert_eq!((r.ud(), r.ub()), (2, 0)); // NoWidening, no value
    assert_eq!((r.ud(), r.ub(), r.uw()), (3, 2, 258)); // Scope, 2 bytes
    assert_eq!((r.uw(), r.uw(), r.uw()), (0, 0, 0)); // addresses, predicates, labels
    assert_eq!((r.ub(), r.ub(), r.ub()), (0, 0, 0)); // samplers, surfaces, vme
    assert_eq!(r.pos, k.layout().input_offset);
    assert_eq!(Kernel::from_isa(&isa).unwrap(), k);
}

#[test]
fn declaration_attribute_errors() {
    let mut k = Kernel::new("a").unwrap();
    let v = k.declare_var(VisaType::F, 8, Align::Grf).unwrap();
    let l = k.declare_label(LabelKind::Block).unwrap();
    let code = |r: Result<(), KernelError>| r.unwrap_err().code();
    assert_eq!(
        code(k.add_decl_attribute(NameClass::Label, l.0.into(), Attribute::flag("Input"))),
        "declaration_attribute_not_allowed"
    );
    assert_eq!(
        code(k.add_var_attribute(VarId(33), Attribute::flag("Input"))),
        "declaration_attribute_not_allowed"
    );
    assert_eq!(
        code(k.add_decl_attribute(NameClass::Surface, 6, Attribute::flag("Input"))),
        "declaration_attribute_not_allowed"
    );
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::flag("a b"))),
        "invalid_name"
    );
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::flag("x".repeat(65)))),
        "invalid_name"
    );
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::int("Scope", 1, 0))),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::int("Scope", 128, 1))),
        "attribute_value_not_allowed"
    );
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::string("Scope", "abc"))),
        "attribute_value_not_allowed"
    );
    for i in 0..255 {
        k.add_var_attribute(v, Attribute::flag(format!("A{i}")))
            .unwrap();
    }
    assert_eq!(
        code(k.add_var_attribute(v, Attribute::flag("A0"))),
        "duplicate_attribute"
    );
    assert_eq!(
        k.add_var_attribute(v, Attribute::flag("A255")),
        Err(KernelError::TooMany {
            class: DeclClass::Attribute,
            max: 255
        })
    );
    // Nothing rejected was kept.
    assert_eq!(k.var_attributes(v).len(), 255);
    assert_eq!(Kernel::from_isa(&k.to_isa()).unwrap(), k);
    assert_eq!(Kernel::from_asm(&k.to_asm()).unwrap(), k);
}

#[test]
fn declaration_attributes_that_do_not_read_are_errors() {
    // A label's attribute_count must stay 0 (erratum #26).
    let mut k = Kernel::new("k").unwrap();
    k.declare_label(LabelKind::Block).unwrap();
    let mut isa = k.to_isa();
    // Pool "k", "L0" (5 bytes); name_index; no variables, addresses, predicates; one label.
    let at = k.layout().kernel_offset + 4 + 5 + 4 + 4 + 2 + 2 + 2 + 4 + 1;
    assert_eq!(isa[at], 0);
    isa[at] = 1;
    let e = Kernel::from_isa(&isa).unwrap_err();
    assert_eq!((e.code(), e.offset()), ("unsupported", at), "{e}");

    // A declaration's attribute_count beyond the bytes left.
    let mut k = Kernel::new("k").unwrap();
    let v = k.declare_var(VisaType::F, 8, Align::Grf).unwrap();
    k.add_var_attribute(v, Attribute::flag("Input")).unwrap();
    let isa = k.to_isa();
    let at = k.layout().kernel_offset + 4 + "k V32 Input ".len() + 4 + 4 + 4 + 1 + 2 + 4 + 2 + 1;
    assert_eq!(isa[at], 1);
    let mut bad = isa.clone();
    bad[at] = 200;
    let e = Kernel::from_isa(&bad).unwrap_err();
    assert_eq!((e.code(), e.offset()), ("count_too_large", at), "{e}");
    // A name index outside the pool.
    let mut bad = isa.clone();
    bad[at + 1] = 9;
    let e = Kernel::from_isa(&bad).unwrap_err();
    assert_eq!((e.code(), e.offset()), ("bad_string_index", at + 1), "{e}");
    // Truncated anywhere: an error, never a panic.
    for len in 0..isa.len() {
        assert!(Kernel::from_isa(&isa[..len]).is_err(), "{len}");
    }

    // Text: where each problem is.
    let decl = |attrs: &str| {
        format!(".version 4.1\n.kernel \"k\"\n.decl v v_type=G type=f num_elts=8 {attrs}\n")
    };
    for (attrs, column, code) in [
        // `.decl v v_type=G type=f num_elts=8 ` is 35 characters: `{` is column 42.
        ("attrs={Input", 48, "syntax"),
        ("attrs={Scope=}", 49, "syntax"),
        ("attrs={}", 43, "syntax"),
        ("attrs={Input, Input}", 50, "duplicate_attribute"),
        ("attrs={Scope=\"abc\"}", 43, "attribute_value_not_allowed"),
    ] {
        let e = Kernel::from_asm(&decl(attrs)).unwrap_err();
        assert_eq!(
            (e.line, e.column, e.code()),
            (3, column, code),
            "{attrs}: {e}"
        );
    }
    let k = Kernel::from_asm(&decl("attrs={Input , Scope = 7}")).unwrap();
    assert_eq!(
        k.var_attributes(VarId(32)),
        [Attribute::flag("Input"), Attribute::int("Scope", 7, 4)]
    );
}

/// `text` assembled by GenX_IR and written as a `.isa` (`-binary`), without its GEN binaries
/// (reference §8.3).
fn igc_binary(genx: &Path, name: &str, text: &str) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("visa-isa-binary-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("k.visaasm"), text).unwrap();
    let status = Command::new("timeout")
        .arg("60")
        .arg(genx)
        .args([
            "k.visaasm",
            "-platform",
            "SKL",
            "-binary",
            "-outputCisaBinaryName",
            "k.isa",
        ])
        .current_dir(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    let written = std::fs::read(dir.join("k.isa"));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(status.success(), "GenX_IR: {status}");
    without_gen_binaries(&written.unwrap())
}

#[test]
fn genx_ir_reads_and_prints_declaration_attributes() {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); the declaration \
             attributes did NOT go through IGC's readers. Install libigc-tools (reference \
             §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return;
    };
    let kernel = attributed_kernel();
    let text = kernel.to_asm();
    // Bytes: IGC's binary reader takes every attribute, and its dump is the crate's text.
    let (code, dump, errors) = decode(&genx, "decl_attributes", &kernel.to_isa());
    assert_eq!((code, errors), (Some(0), None), "{dump}");
    assert_eq!(normalize_dump(&dump), text, "raw dump:\n{dump}");
    // Text: IGC's text reader takes them too, and its dump reads back to the same kernel.
    let (code, dump, errors) = assemble(&genx, "decl_attributes", &text);
    assert_eq!((code, errors), (Some(0), None), "{dump}");
    assert!(dump.contains("attrs={Input, NoWidening}"), "{dump}");
    assert_eq!(Kernel::from_asm(&dump).unwrap(), kernel, "{dump}");
    // A sampler's attributes go through IGC's binary reader (its text reader, CISA.y
    // `DeclSampler`, does not clear them: they land on the next declaration with attributes).
    let mut sampled = kernel.clone();
    sampled
        .add_decl_attribute(NameClass::Sampler, 0, Attribute::flag("NoWidening"))
        .unwrap();
    let (code, dump, errors) = decode(&genx, "decl_attributes_sampler", &sampled.to_isa());
    assert_eq!((code, errors), (Some(0), None), "{dump}");
    assert!(
        dump.contains(".decl S0 v_type=S num_elts=1 v_name=S0 attrs={NoWidening}\n"),
        "{dump}"
    );
    assert_eq!(normalize_dump(&dump), sampled.to_asm(), "raw dump:\n{dump}");
    // A file IGC's writer wrote, with its pool order: read, and written back byte for byte.
    let isa = igc_binary(&genx, "decl_attributes", &text);
    let read = Kernel::from_isa(&isa).unwrap();
    assert_eq!(read, kernel);
    assert_eq!(read.to_isa(), isa);
    // An attribute added afterwards goes to the end of IGC's pool, as IGC's writer adds it.
    let mut more = read.clone();
    more.add_var_attribute(VarId(35), Attribute::flag("Output"))
        .unwrap();
    let again = Kernel::from_isa(&more.to_isa()).unwrap();
    assert_eq!(again, more);
    assert_eq!(again.to_isa(), more.to_isa());
    assert_eq!(more.to_isa().len(), more.layout().file_len);
}

#[test]
fn string_attribute_values_print_escaped_as_igc_prints_them() {
    // IsaDisassembly.cpp `encodeStringLiteral`: `\\`, `\'`, `\"`, control escapes, `\xNN` for
    // bytes outside printable ASCII; CISA.l reads them back.
    let mut k = Kernel::new("k").unwrap();
    k.add_attribute(Attribute::string("AsmName", "dir\\it's.asm"))
        .unwrap();
    let v = k.declare_var(VisaType::F, 8, Align::Grf).unwrap();
    k.add_var_attribute(v, Attribute::string("Note", "x,} é"))
        .unwrap();
    let text = k.to_asm();
    assert!(
        text.contains(".kernel_attr AsmName=\"dir\\\\it\\'s.asm\"\n"),
        "{text}"
    );
    assert!(text.contains("attrs={Note=\"x,} \\xc3\\xa9\"}\n"), "{text}");
    assert_eq!(Kernel::from_asm(&text).unwrap(), k, "{text}");

    let read = |value: &str| {
        let text = format!(".version 4.1\n.kernel \"k\"\n.kernel_attr AsmName=\"{value}\"\n");
        Kernel::from_asm(&text).map(|k| k.attributes()[0].value.clone())
    };
    // Octal (CISA.l weighs decimal digits by 8), hexadecimal, the simple escapes.
    assert_eq!(
        read("\\101\\x42\\?\\'\\\\"),
        Ok(AttributeValue::Str("AB?'\\".into()))
    );
    assert_eq!(
        read("\\xc3\\xa9\\x41"),
        Ok(AttributeValue::Str("éA".into()))
    );
    // Unknown escapes, bytes that are no UTF-8, an unclosed string; a quote or a control
    // character, which the kernel refuses (a rejection).
    for bad in ["\\q", "\\xZZ", "\\xff\\xff", "open\\"] {
        let e = read(bad).unwrap_err();
        assert_eq!((e.line, e.code()), (3, "syntax"), "{bad}: {e}");
    }
    for bad in ["a\\\"b", "a\\nb"] {
        let e = read(bad).unwrap_err();
        assert_eq!(e.code(), "attribute_value_not_allowed", "{bad}: {e}");
    }
}
