//! Real kernels (issue 15, point 7), each written twice: with the kernel builder here, and as
//! the `.visaasm` text beside this file, which [`Kernel::from_asm`] must read to the same
//! kernel. `examples/real_kernels.rs` writes both forms; `tests/real_kernels.rs` has GenX_IR
//! compile them to GEN.
//!
//! The opcodes they use (ADD, MAD, SEL, CMP, JMP, CALL, RET, MOV, OWORD_LD/ST, LSC_UNTYPED)
//! are not in the seed specs: a kernel is built only where the crate has all of its opcodes
//! (build.rs sets `visa_isa_opcode = "NAME"` for each), that is in the crate built from IGC's
//! corpus (`.ci/corpus-conformance`). Elsewhere [`RealKernel::build`] returns `None` and the
//! callers say so loudly.

use visa_isa::{Kernel, KernelError};

/// One kernel of the set.
pub struct RealKernel {
    /// The kernel's name, and its file's (`<name>.visaasm`).
    pub name: &'static str,
    /// The kernel as IGC's vISA assembly, written by hand.
    pub text: &'static str,
    /// The opcodes it needs.
    pub opcodes: &'static [&'static str],
    /// The platform GenX_IR compiles it for: TGLLP, except the LSC kernel (GenX_IR's verifier
    /// refuses LSC on TGLLP, "vISA instruction not supported on this platform"; DG2 has it).
    pub platform: &'static str,
    /// Whether GenX_IR 12504.6 compiles it to GEN: not a CALL (erratum
    /// `call-finalizer-flow-graph-error`: "Unknown error in Flow Graph"), for which the dump
    /// and the verifier's findings are compared instead.
    pub compiles: bool,
    /// The builder: `None` where the crate lacks one of [`opcodes`](RealKernel::opcodes).
    pub build: fn() -> Option<Result<Kernel, KernelError>>,
}

/// Defines `fn $name() -> Option<Result<Kernel, KernelError>>`: the builder `$body` when the
/// crate has every opcode in `[$op, ...]`, else `None`.
macro_rules! gated {
    ($name:ident [$($op:tt),*] $body:block) => {
        #[cfg(all($(visa_isa_opcode = $op),*))]
        fn $name() -> Option<Result<Kernel, KernelError>> {
            let build = || -> Result<Kernel, KernelError> { $body };
            Some(build())
        }
        #[cfg(not(all($(visa_isa_opcode = $op),*)))]
        fn $name() -> Option<Result<Kernel, KernelError>> {
            None
        }
    };
}

gated!(vadd_oword ["ADD", "OWORD_LD", "OWORD_ST", "RET"] {
    use visa_isa::add::Add;
    use visa_isa::oword_ld::{OwordLd, Size};
    use visa_isa::oword_st::{self, OwordSt};
    use visa_isa::ret::Ret;
    use visa_isa::*;

    // c = a + b over 8 floats, each read from and written to a surface with OWORD messages.
    let mut k = Kernel::new("vadd_oword")?;
    let a = k.declare_var_named("a", VisaType::F, 8, Align::Grf)?;
    let b = k.declare_var_named("b", VisaType::F, 8, Align::Grf)?;
    let c = k.declare_var_named("c", VisaType::F, 8, Align::Grf)?;
    let (in_a, in_b, out) = (k.declare_surface(1)?, k.declare_surface(1)?, k.declare_surface(1)?);
    for surface in [in_a, in_b, out] {
        k.append_input(surface)?;
    }
    k.add_attribute(Attribute::target(Target::Cm))?;
    for (surface, var) in [(in_a, a), (in_b, b)] {
        k.push(OwordLd {
            size: Size::N2, // 2 owords: 8 floats
            is_modified: 0,
            surface,
            offset: VectorOperand::imm_ud(0),
            dst: var.raw(0),
        })?;
    }
    k.push(Add {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        dst: c.dst(0, 0),
        src0: a.src(0, 0, 8),
        src1: b.src(0, 0, 8),
    })?;
    k.push(OwordSt {
        size: oword_st::Size::N2,
        surface: out,
        offset: VectorOperand::imm_ud(0),
        src: c.raw(0),
    })?;
    k.push(Ret {
        exec_size: ExecSize::Simd1,
        exec_mask: ExecMask::M1,
        predicate: None,
    })?;
    Ok(k)
});

gated!(vadd_lsc ["ADD", "LSC_UNTYPED", "RET"] {
    use visa_isa::add::Add;
    use visa_isa::lsc_untyped::{AddrSize, AddrType, DataSize, LscLoad, LscStore};
    use visa_isa::ret::Ret;
    use visa_isa::*;

    // c = a + b over 8 floats at flat addresses addr, addr + 0x100 and addr + 0x200.
    let mut k = Kernel::new("vadd_lsc")?;
    let addr = k.declare_var_named("addr", VisaType::Ud, 8, Align::Grf)?;
    let a = k.declare_var_named("a", VisaType::F, 8, Align::Grf)?;
    let b = k.declare_var_named("b", VisaType::F, 8, Align::Grf)?;
    let c = k.declare_var_named("c", VisaType::F, 8, Align::Grf)?;
    k.append_input(addr)?;
    k.add_attribute(Attribute::target(Target::Cm))?;
    for (var, imm_offset) in [(a, 0), (b, 0x100)] {
        // The operands and options left out take their defaults: `%null` for Src1Data and
        // Src2Data, no predicate, M1, the `ugm` SFID, default caching, an address scale of 1,
        // nontransposed data, one element per address.
        k.push(LscLoad {
            exec_size: ExecSize::Simd8,
            addr_type: AddrType::Flat,
            addr_imm_offset: imm_offset,
            addr_size: AddrSize::A32,
            data_size: DataSize::D32,
            surface: VectorOperand::imm_ud(0),
            dst_data: var.raw(0),
            src0addrs: addr.raw(0),
            ..Default::default()
        })?;
    }
    k.push(Add {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        dst: c.dst(0, 0),
        src0: a.src(0, 0, 8),
        src1: b.src(0, 0, 8),
    })?;
    k.push(LscStore {
        exec_size: ExecSize::Simd8,
        addr_type: AddrType::Flat,
        addr_imm_offset: 0x200,
        addr_size: AddrSize::A32,
        data_size: DataSize::D32,
        surface: VectorOperand::imm_ud(0),
        src0addrs: addr.raw(0),
        src1data: c.raw(0),
        ..Default::default()
    })?;
    k.push(Ret::default())?; // one lane, M1, no predicate
    Ok(k)
});

gated!(sum_loop ["ADD", "CMP", "JMP", "LABEL", "MOV", "OWORD_ST", "RET"] {
    use visa_isa::add::Add;
    use visa_isa::cmp::{Cmp, RelOp};
    use visa_isa::jmp::Jmp;
    use visa_isa::label::Label;
    use visa_isa::mov::Mov;
    use visa_isa::oword_st::{OwordSt, Size};
    use visa_isa::ret::Ret;
    use visa_isa::*;

    // acc = 16 * x, as a loop: acc += x while ++i < 16.
    let mut k = Kernel::new("sum_loop")?;
    let x = k.declare_var_named("x", VisaType::F, 8, Align::Grf)?;
    let acc = k.declare_var_named("acc", VisaType::F, 8, Align::Grf)?;
    let i = k.declare_var_named("i", VisaType::Ud, 1, Align::Dword)?;
    let more = k.declare_predicate_named("more", 1)?;
    let out = k.declare_surface(1)?;
    let top = k.declare_label_named("loop", LabelKind::Block)?;
    k.append_input(x)?;
    k.append_input(out)?;
    k.add_attribute(Attribute::target(Target::Cm))?;
    let simd1 = (ExecSize::Simd1, ExecMask::M1);
    k.push(Mov {
        exec_size: simd1.0,
        exec_mask: simd1.1,
        predicate: None,
        dst: i.dst(0, 0),
        src0: VectorOperand::imm_ud(0),
    })?;
    k.push(Mov {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        dst: acc.dst(0, 0),
        src0: VectorOperand::imm_f(0.0),
    })?;
    k.push(Label { label: top })?;
    k.push(Add {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        dst: acc.dst(0, 0),
        src0: acc.src(0, 0, 8),
        src1: x.src(0, 0, 8),
    })?;
    k.push(Add {
        exec_size: simd1.0,
        exec_mask: simd1.1,
        predicate: None,
        dst: i.dst(0, 0),
        src0: i.scalar(),
        src1: VectorOperand::imm_ud(1),
    })?;
    k.push(Cmp {
        exec_size: simd1.0,
        exec_mask: simd1.1,
        rel_op: RelOp::Lt,
        dst: more.operand(),
        src0: i.scalar(),
        src1: VectorOperand::imm_ud(16),
    })?;
    k.push(Jmp {
        exec_size: simd1.0,
        exec_mask: simd1.1,
        predicate: Some(more.predicate()),
        label: top,
    })?;
    k.push(OwordSt {
        size: Size::N2,
        surface: out,
        offset: VectorOperand::imm_ud(0),
        src: acc.raw(0),
    })?;
    k.push(Ret {
        exec_size: simd1.0,
        exec_mask: simd1.1,
        predicate: None,
    })?;
    Ok(k)
});

gated!(math ["CMP", "MAD", "OWORD_ST", "RET", "SEL"] {
    use visa_isa::cmp::{Cmp, RelOp};
    use visa_isa::mad::Mad;
    use visa_isa::oword_st::{OwordSt, Size};
    use visa_isa::ret::Ret;
    use visa_isa::sel::Sel;
    use visa_isa::*;

    // Over the even (x[2i]) and odd (x[2i+1]) floats of x:
    // y = x[2i] * -x[2i+1] + 0.5; r = y < 0 ? |y| : x[2i+1]; r = sat(-|r| * x[2i] + r).
    let mut k = Kernel::new("math")?;
    let x = k.declare_var_named("x", VisaType::F, 16, Align::Grf)?;
    let y = k.declare_var_named("y", VisaType::F, 8, Align::Grf)?;
    let r = k.declare_var_named("r", VisaType::F, 8, Align::Grf)?;
    let neg = k.declare_predicate_named("neg", 8)?;
    let out = k.declare_surface(1)?;
    k.append_input(x)?;
    k.append_input(out)?;
    k.add_attribute(Attribute::target(Target::Cm))?;
    let every_other = Region::new(16, 8, 2);
    let (even, odd) = (x.region(0, 0, every_other), x.region(0, 1, every_other));
    let simd8 = |predicate| (ExecSize::Simd8, ExecMask::M1, predicate);
    let (exec_size, exec_mask, predicate) = simd8(None);
    k.push(Mad {
        exec_size,
        exec_mask,
        predicate,
        dst: y.dst(0, 0),
        src0: even,
        src1: odd.neg(),
        src2: VectorOperand::imm_f(0.5),
    })?;
    k.push(Cmp {
        exec_size,
        exec_mask,
        rel_op: RelOp::Lt,
        dst: neg.operand(),
        src0: y.src(0, 0, 8),
        src1: VectorOperand::imm_f(0.0),
    })?;
    let (exec_size, exec_mask, predicate) = simd8(Some(neg.predicate()));
    k.push(Sel {
        exec_size,
        exec_mask,
        predicate,
        dst: r.dst(0, 0),
        src0: y.src(0, 0, 8).abs(),
        src1: odd,
    })?;
    k.push(Mad {
        exec_size,
        exec_mask,
        predicate: None,
        dst: r.dst(0, 0).sat(),
        src0: r.src(0, 0, 8).neg_abs(),
        src1: even,
        src2: r.src(0, 0, 8),
    })?;
    k.push(OwordSt {
        size: Size::N2,
        surface: out,
        offset: VectorOperand::imm_ud(0),
        src: r.raw(0),
    })?;
    k.push(Ret {
        exec_size: ExecSize::Simd1,
        exec_mask: ExecMask::M1,
        predicate: None,
    })?;
    Ok(k)
});

gated!(subroutine ["ADD", "CALL", "OWORD_ST", "RET", "SUBROUTINE"] {
    use visa_isa::add::Add;
    use visa_isa::call::Call;
    use visa_isa::oword_st::{OwordSt, Size};
    use visa_isa::ret::Ret;
    use visa_isa::*;

    // y = twice(x), a subroutine of the kernel.
    let mut k = Kernel::new("subroutine")?;
    let x = k.declare_var_named("x", VisaType::F, 8, Align::Grf)?;
    let y = k.declare_var_named("y", VisaType::F, 8, Align::Grf)?;
    let out = k.declare_surface(1)?;
    let twice = k.declare_label_named("twice", LabelKind::Subroutine)?;
    k.append_input(x)?;
    k.append_input(out)?;
    k.add_attribute(Attribute::target(Target::Cm))?;
    let ret = Ret {
        exec_size: ExecSize::Simd1,
        exec_mask: ExecMask::M1,
        predicate: None,
    };
    k.push(Call {
        exec_size: ExecSize::Simd1,
        exec_mask: ExecMask::M1,
        predicate: None,
        label: twice,
    })?;
    k.push(OwordSt {
        size: Size::N2,
        surface: out,
        offset: VectorOperand::imm_ud(0),
        src: y.raw(0),
    })?;
    k.push(ret.clone())?;
    k.push(visa_isa::subroutine::Subroutine { label: twice })?;
    k.push(Add {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        dst: y.dst(0, 0),
        src0: x.src(0, 0, 8),
        src1: x.src(0, 0, 8),
    })?;
    k.push(ret)?;
    Ok(k)
});

/// Every kernel of the set.
pub const ALL: &[RealKernel] = &[
    RealKernel {
        name: "vadd_oword",
        text: include_str!("vadd_oword.visaasm"),
        opcodes: &["ADD", "OWORD_LD", "OWORD_ST", "RET"],
        platform: "TGLLP",
        compiles: true,
        build: vadd_oword,
    },
    RealKernel {
        name: "vadd_lsc",
        text: include_str!("vadd_lsc.visaasm"),
        opcodes: &["ADD", "LSC_UNTYPED", "RET"],
        platform: "DG2",
        compiles: true,
        build: vadd_lsc,
    },
    RealKernel {
        name: "sum_loop",
        text: include_str!("sum_loop.visaasm"),
        opcodes: &["ADD", "CMP", "JMP", "LABEL", "MOV", "OWORD_ST", "RET"],
        platform: "TGLLP",
        compiles: true,
        build: sum_loop,
    },
    RealKernel {
        name: "math",
        text: include_str!("math.visaasm"),
        opcodes: &["CMP", "MAD", "OWORD_ST", "RET", "SEL"],
        platform: "TGLLP",
        compiles: true,
        build: math,
    },
    RealKernel {
        name: "subroutine",
        text: include_str!("subroutine.visaasm"),
        opcodes: &["ADD", "CALL", "OWORD_ST", "RET", "SUBROUTINE"],
        platform: "TGLLP",
        compiles: false,
        build: subroutine,
    },
];
