//! `visa-isa`: disassemble, check and assemble vISA 4.1 files with the crate.
//!
//! ```text
//! visa-isa dis FILE.isa                  print the program as IGC vISA assembly
//! visa-isa check FILE                    check a .isa or .visaasm file, print every problem
//! visa-isa as FILE.visaasm -o FILE.isa   assemble
//! ```
//!
//! `--layout igc2022|current` (any command): the byte layout and text to read and write
//! (`Layout`: IGC 12504.6's, the default, or today's IGC's).
//!
//! Exit status: 0 when all is well, 1 when the file has problems (each printed in rustc's
//! style, `error: …` then `  --> FILE:OFFSET` or `FILE:LINE:COLUMN`), 2 for a usage or I/O
//! error. A file that does not read is reported whole: every line of a text that has a
//! problem, and in a `.isa` every routine's first problem (an instruction stream cannot be
//! resynchronized after a bad byte; the header says where each routine starts).

use std::io::Write;
use std::process::ExitCode;

use visa_isa::{Instruction, IsaError, Layout, Program, RoutineId, TextError};

const USAGE: &str = "\
visa-isa: disassemble, check and assemble vISA 4.1 files (IGC's .isa and .visaasm)

Usage:
    visa-isa dis FILE.isa                  print the program as IGC vISA assembly
    visa-isa check FILE                    check FILE (.isa, or .visaasm text) against the
                                           model and print every problem
    visa-isa as FILE.visaasm -o FILE.isa   assemble a .visaasm text into a .isa file
    visa-isa --help                        print this help

Options:
    --layout igc2022|current   the byte layout and text of the files read and written:
                               IGC 1.0.12504.6's (the default) or today's IGC's (a 4.1 file
                               says neither; `current` reads and writes, for instance, the
                               paired surface of 3D_SAMPLE and prints `raw_sends_eot`)

A .isa file may hold several kernels and functions; GEN binaries are kept as they are.
Every problem is printed, as rustc prints errors: in a .visaasm text each line's, in a .isa
each routine's first (after a bad byte, where the next instruction starts is unknown).

    error: MESSAGE
      --> FILE:BYTE_OFFSET        (a .isa file)
      --> FILE:LINE:COLUMN        (a .visaasm text)

Exit status:
    0  no problem (dis: the text was printed; as: FILE.isa was written)
    1  the file has problems (printed on stderr)
    2  usage error, or a file that cannot be read or written
";

/// A diagnostic in rustc's style: `error: message`, then `  --> location`.
fn report(message: &str, location: &str) {
    eprintln!("error: {message}\n  --> {location}");
}

/// `IsaError`'s message without its `at byte N: ` prefix (the location line gives it).
fn isa_message(e: &IsaError) -> String {
    let text = e.to_string();
    match text.strip_prefix(&format!("at byte {}: ", e.offset())) {
        Some(rest) => rest.to_owned(),
        None => text,
    }
}

/// `TextError`'s message without its `line:column: ` prefix.
fn text_message(e: &TextError) -> String {
    let text = e.to_string();
    match text.strip_prefix(&format!("{}:{}: ", e.line, e.column)) {
        Some(rest) => rest.to_owned(),
        None => text,
    }
}

enum Failure {
    /// Problems in the file, already printed.
    Problems,
    /// A usage or I/O error, with its message.
    Usage(String),
}

fn read(path: &str) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| Failure::Usage(format!("cannot read {path}: {e}")))
}

/// Whether `path` names IGC's assembly text (`.visaasm`, `.isaasm`), as GenX_IR decides.
fn is_text(path: &str) -> bool {
    path.ends_with(".visaasm") || path.ends_with(".isaasm")
}

fn read_program(path: &str, layout: Layout) -> Result<Program, Failure> {
    let bytes = read(path)?;
    if is_text(path) {
        let text = String::from_utf8(bytes)
            .map_err(|_| Failure::Usage(format!("{path} is not UTF-8 text")))?;
        Program::from_asm_all_errors_for(&text, layout).map_err(|errors| {
            for e in &errors {
                report(&text_message(e), &format!("{path}:{}:{}", e.line, e.column));
            }
            eprintln!("{path}: {} problem(s)", errors.len());
            Failure::Problems
        })
    } else {
        Program::from_isa_all_errors_in(&bytes, layout).map_err(|errors| {
            for e in &errors {
                report(&isa_message(e), &format!("{path}:{}", e.offset()));
            }
            eprintln!("{path}: {} problem(s)", errors.len());
            Failure::Problems
        })
    }
}

fn dis(path: &str, layout: Layout) -> Result<(), Failure> {
    let program = read_program(path, layout)?;
    std::io::stdout()
        .write_all(program.to_asm().as_bytes())
        .map_err(|e| Failure::Usage(format!("cannot write the text: {e}")))
}

/// The routine's name and kind, for messages.
fn routine_name(program: &Program, routine: RoutineId) -> String {
    match routine {
        RoutineId::Function(i) => format!("function `{}`", program.functions()[i].name()),
        RoutineId::Kernel(i) => format!("kernel `{}`", program.kernels()[i].kernel.name()),
        _ => String::from("routine"),
    }
}

/// Checks what reading does not: the operand types of every instruction against the
/// declarations (`validate_types`; reading turns them off, as IGC's verifier does not check
/// them), the checks of a complete kernel (`Kernel::validate`: execution masks IGC's
/// reader ignores, labels used but never placed), and every `Func_id` against the program's
/// functions.
fn check(path: &str, layout: Layout) -> Result<(), Failure> {
    let program = read_program(path, layout)?;
    let lines = if is_text(path) {
        let text = String::from_utf8(read(path)?).unwrap_or_default();
        Some(instruction_lines(&text))
    } else {
        None
    };
    let location = |routine: RoutineId, index: usize| match &lines {
        None => match program.instruction_file_offset(routine, index) {
            Some(offset) => format!("{path}:{offset}"),
            None => path.to_owned(),
        },
        Some(lines) => {
            let slot = match routine {
                RoutineId::Function(i) => program.kernels().len() + i,
                RoutineId::Kernel(i) => i,
                _ => usize::MAX,
            };
            match lines.get(slot).and_then(|l| l.get(index)) {
                Some(&(line, column)) => format!("{path}:{line}:{column}"),
                None => path.to_owned(),
            }
        }
    };
    let mut problems = 0;
    for (routine, kernel) in program.routines() {
        for (index, inst) in kernel.instructions().iter().enumerate() {
            if let Err(e) = inst.validate_types(kernel) {
                problems += 1;
                report(
                    &format!(
                        "{}, instruction {index} (`{}`): {e}",
                        routine_name(&program, routine),
                        inst.display_in(kernel.asm_context())
                    ),
                    &location(routine, index),
                );
            }
        }
        if let Err(e) = kernel.validate() {
            problems += 1;
            report(
                &format!("{}, {e}", routine_name(&program, routine)),
                &location(routine, e.index().unwrap_or_default()),
            );
        }
    }
    for name in program.names() {
        if name.field == "Func_id" && name.function.is_none() {
            problems += 1;
            report(
                &format!(
                    "{}, instruction {}: no function named `{}` in this file (IGC finds \
                     FCALL's and FADDR's target by name in the header's function table)",
                    routine_name(&program, name.routine),
                    name.instruction,
                    name.name
                ),
                &location(name.routine, name.instruction),
            );
        }
    }
    if problems > 0 {
        eprintln!("{path}: {problems} problem(s)");
        return Err(Failure::Problems);
    }
    println!(
        "{path}: ok ({} kernel(s), {} function(s), {} instruction(s))",
        program.kernels().len(),
        program.functions().len(),
        program
            .routines()
            .map(|(_, k)| k.instructions().len())
            .sum::<usize>()
    );
    Ok(())
}

/// The 1-based line and column of each routine's instructions in a `.visaasm` text, routines in the
/// order [`Program::from_asm`] reads them (kernels first, then functions): every line that is
/// not blank, a comment, a directive or a declaration, the text after a `.kernel_attr` that
/// GenX_IR's dump puts the first instruction on, and `.function` lines, which place a label.
fn instruction_lines(text: &str) -> Vec<Vec<(usize, usize)>> {
    let (mut kernels, mut functions) = (Vec::new(), Vec::new());
    let mut current: Option<(bool, Vec<(usize, usize)>)> = None;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        let routine = [".kernel ", ".kernel\"", ".global_function"]
            .iter()
            .any(|d| t.starts_with(d));
        if routine {
            if let Some((function, lines)) = current.take() {
                if function {
                    functions.push(lines)
                } else {
                    kernels.push(lines)
                }
            }
            current = Some((t.starts_with(".global_function"), Vec::new()));
            continue;
        }
        let instruction = !(t.is_empty()
            || t.starts_with("//")
            || (t.starts_with('.') && !t.starts_with(".function"))
            || t.starts_with("/*"));
        let after_attr = t.starts_with(".kernel_attr") && t.contains("  ");
        if instruction || after_attr {
            // The instruction's first character (after the `.kernel_attr` it shares a line
            // with, in GenX_IR's dump).
            let from = if after_attr {
                line.find("  ").unwrap_or(0)
            } else {
                0
            };
            let column = line[from..]
                .find(|c: char| !c.is_whitespace())
                .map_or(1, |c| line[..from + c].chars().count() + 1);
            if let Some((_, lines)) = current.as_mut() {
                lines.push((i + 1, column));
            }
        }
    }
    if let Some((function, lines)) = current {
        if function {
            functions.push(lines)
        } else {
            kernels.push(lines)
        }
    }
    kernels.extend(functions);
    kernels
}

fn assemble(input: &str, output: &str, layout: Layout) -> Result<(), Failure> {
    let program = read_program(input, layout)?;
    std::fs::write(output, program.to_isa())
        .map_err(|e| Failure::Usage(format!("cannot write {output}: {e}")))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let usage = |what: &str| Failure::Usage(format!("{what}\n\n{USAGE}"));
    // `--layout L`, anywhere after the command.
    let mut layout = Layout::default();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--layout" {
            let name = args
                .get(i + 1)
                .ok_or_else(|| usage("`--layout` takes `igc2022` or `current`"))?;
            layout = name
                .parse()
                .map_err(|e| usage(&format!("`--layout {name}`: {e}")))?;
            i += 2;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    let args = rest.as_slice();
    match args {
        [] => Err(usage("no command given")),
        [h] if h == "--help" || h == "-h" || h == "help" => {
            print!("{USAGE}");
            Ok(())
        }
        [cmd, file] if cmd == "dis" => dis(file, layout),
        [cmd, file] if cmd == "check" => check(file, layout),
        [cmd, rest @ ..] if cmd == "as" => match rest {
            [input, o, output] | [o, output, input] if o == "-o" => assemble(input, output, layout),
            _ => Err(usage("`as` takes FILE.visaasm -o FILE.isa")),
        },
        [cmd, ..] if matches!(cmd.as_str(), "dis" | "check") => {
            Err(usage(&format!("`{cmd}` takes one FILE")))
        }
        [cmd, ..] => Err(usage(&format!("unknown command `{cmd}`"))),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Problems) => ExitCode::from(1),
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
