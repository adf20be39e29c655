//! `visa-isa`: disassemble, check and assemble vISA 4.1 files with the crate.
//!
//! ```text
//! visa-isa dis FILE.isa                  print the program as IGC vISA assembly
//! visa-isa check FILE                    check a .isa or .visaasm file, print every problem
//! visa-isa as FILE.visaasm -o FILE.isa   assemble (after the checks of `check`)
//! ```
//!
//! `--layout igc2022|current` chooses the byte layout (`visa_isa::Layout`): the one `as`
//! writes and the text follows, and the one a `.isa` is read in first (a file that reads
//! only in the other is read in that one, with a note).
//!
//! Exit status: 0 when all is well, 1 when the file has problems (each printed in rustc's
//! style, `error: …` then `  --> FILE:OFFSET`, or `FILE:LINE:COLUMN` and the line with a
//! caret under the column), 2 for a usage or I/O
//! error. A file that does not read is reported whole: every line of a text that has a
//! problem, and in a `.isa` every routine's first problem (an instruction stream cannot be
//! resynchronized after a bad byte; the header says where each routine starts).

use std::io::Write;
use std::process::ExitCode;

use visa_isa::{Instruction, IsaError, KernelError, Layout, Program, RoutineId, TextError};

const USAGE: &str = "\
visa-isa: disassemble, check and assemble vISA 4.1 files (IGC's .isa and .visaasm)

Usage:
    visa-isa dis FILE.isa                  print the program as IGC vISA assembly
    visa-isa check FILE                    check FILE (.isa, or .visaasm text) against the
                                           model and print every problem
    visa-isa as FILE.visaasm -o FILE.isa   assemble a .visaasm text into a .isa file, when
                                           `check` finds no problem in it
    visa-isa --help                        print this help (also after a command)

Option (any command):
    --layout igc2022|current               the vISA 4.1 byte layout: igc2022 (the default)
                                           is what IGC 1.0.12504.6 (Debian's GenX_IR) reads,
                                           current what IGC reads today. `as` writes it and
                                           reads the text as its printer prints; a .isa is
                                           read in it, or else in the other one (with a note)

A .isa file may hold several kernels and functions; GEN binaries are kept as they are.
Every problem is printed, as rustc prints errors: in a .visaasm text each line's, in a .isa
each routine's first (after a bad byte, where the next instruction starts is unknown).

    error: MESSAGE                    (a .isa file)
      --> FILE:BYTE_OFFSET

    error: MESSAGE                    (a .visaasm text: its line, a caret under the column)
     --> FILE:LINE:COLUMN
      |
    7 | add (M1, 8) V33.0 V34.0 V35.0
      |                   ^

The opcodes known are those of the specs the crate was built from: build the command with
VISA_ISA_SPECS=<IGC's documentation/visa/instructions folder> for the whole ISA.

Exit status:
    0  no problem (dis: the text was printed; as: FILE.isa was written)
    1  the file has problems (printed on stderr)
    2  usage error, or a file that cannot be read or written
";

/// A diagnostic in rustc's style: `error: message`, then `  --> location`.
fn report(message: &str, location: &str) {
    eprintln!("error: {message}\n  --> {location}");
}

/// A diagnostic at `line:column` of `text` (1-based), in rustc's style: the location, then
/// the source line with a caret under the column.
fn report_in_text(message: &str, path: &str, text: &str, line: usize, column: usize) {
    let Some(source) = text.lines().nth(line.wrapping_sub(1)) else {
        return report(message, &format!("{path}:{line}:{column}"));
    };
    let number = line.to_string();
    let pad = " ".repeat(number.len());
    // The caret under the column's character, tabs kept so that it lines up.
    let lead: String = source
        .chars()
        .take(column.saturating_sub(1))
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    eprintln!(
        "error: {message}\n{pad}--> {path}:{line}:{column}\n{pad} |\n{number} | {source}\n{pad} | {lead}^"
    );
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
                report_in_text(&text_message(e), path, &text, e.line, e.column);
            }
            eprintln!("{path}: {} problem(s)", errors.len());
            Failure::Problems
        })
    } else {
        let program = Program::from_isa_all_errors_for(&bytes, layout).map_err(|errors| {
            for e in &errors {
                report(&isa_message(e), &format!("{path}:{}", e.offset()));
            }
            eprintln!("{path}: {} problem(s)", errors.len());
            Failure::Problems
        })?;
        let read_in = program_layout(&program);
        if read_in != layout {
            eprintln!(
                "note: {path} does not read in layout {layout}; it was read in layout {read_in}"
            );
        }
        Ok(program)
    }
}

/// The layout a program was read in (every routine's; the default for an empty program).
fn program_layout(program: &Program) -> Layout {
    program
        .routines()
        .next()
        .map_or_else(Layout::default, |(_, kernel)| kernel.target_layout())
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

/// Checks what reading does not, and prints each problem: each routine's
/// [`visa_isa::Kernel::problems`] (operand types against the declarations, which reading does not
/// check, as IGC's verifier does not; execution masks IGC's reader ignores; labels used but
/// never placed), and every `Func_id` against the program's functions. `text` is the file's text when it is one. The number of
/// problems.
fn problems(path: &str, program: &Program, text: Option<&str>) -> usize {
    let lines = text.map(instruction_lines);
    let report_at = |message: &str, routine: RoutineId, index: usize| match (&lines, text) {
        (Some(lines), Some(text)) => {
            let slot = match routine {
                RoutineId::Function(i) => program.kernels().len() + i,
                RoutineId::Kernel(i) => i,
                _ => usize::MAX,
            };
            match lines.get(slot).and_then(|l| l.get(index)) {
                Some(&(line, column)) => report_in_text(message, path, text, line, column),
                None => report(message, path),
            }
        }
        _ => match program.instruction_file_offset(routine, index) {
            Some(offset) => report(message, &format!("{path}:{offset}")),
            None => report(message, path),
        },
    };
    let mut problems = 0;
    for (routine, kernel) in program.routines() {
        for problem in kernel.problems() {
            problems += 1;
            let index = problem.index().unwrap_or_default();
            let message = match (&problem, kernel.instructions().get(index)) {
                // The instruction as text, for a problem of its operands.
                (KernelError::InvalidInstruction { error, .. }, Some(inst)) => format!(
                    "{}, instruction {index} (`{}`): {error}",
                    routine_name(program, routine),
                    inst.display_in(kernel.asm_context())
                ),
                _ => format!("{}, {problem}", routine_name(program, routine)),
            };
            report_at(&message, routine, index);
        }
    }
    for name in program.names() {
        if name.field == "Func_id" && name.function.is_none() {
            problems += 1;
            report_at(
                &format!(
                    "{}, instruction {}: no function named `{}` in this file (IGC finds \
                     FCALL's and FADDR's target by name in the header's function table)",
                    routine_name(program, name.routine),
                    name.instruction,
                    name.name
                ),
                name.routine,
                name.instruction,
            );
        }
    }
    problems
}

/// Reads `path` and checks it ([`problems`]): the program, or the problems reported.
fn read_checked(path: &str, layout: Layout) -> Result<Program, Failure> {
    let program = read_program(path, layout)?;
    let text = if is_text(path) {
        Some(String::from_utf8(read(path)?).unwrap_or_default())
    } else {
        None
    };
    match problems(path, &program, text.as_deref()) {
        0 => Ok(program),
        n => {
            eprintln!("{path}: {n} problem(s)");
            Err(Failure::Problems)
        }
    }
}

fn check(path: &str, layout: Layout) -> Result<(), Failure> {
    let program = read_checked(path, layout)?;
    println!(
        "{path}: ok ({} kernel(s), {} function(s), {} instruction(s), layout {})",
        program.kernels().len(),
        program.functions().len(),
        program
            .routines()
            .map(|(_, k)| k.instructions().len())
            .sum::<usize>(),
        program_layout(&program)
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

/// Assembles `input` into `output`, if `check` finds no problem in it: nothing is written
/// for a program IGC would refuse.
fn assemble(input: &str, output: &str, layout: Layout) -> Result<(), Failure> {
    let mut program = read_checked(input, layout)?;
    // A .isa input read in the other layout is written in the one asked for.
    program.set_target_layout(layout).map_err(|e| {
        report(&format!("cannot write in layout {layout}: {e}"), input);
        Failure::Problems
    })?;
    std::fs::write(output, program.to_isa())
        .map_err(|e| Failure::Usage(format!("cannot write {output}: {e}")))
}

/// `args` without its `--layout NAME` (or `--layout=NAME`) option, and the layout.
fn layout_option(args: &[String]) -> Result<(Vec<String>, Layout), String> {
    let mut rest = Vec::new();
    let mut layout = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix("--layout") {
            Some("") => args
                .next()
                .ok_or_else(|| "`--layout` takes a layout name".to_owned())?,
            Some(v) if v.starts_with('=') => &v[1..],
            _ => {
                rest.push(arg.clone());
                continue;
            }
        };
        if layout.is_some() {
            return Err("`--layout` given twice".to_owned());
        }
        layout = Some(value.parse::<Layout>().map_err(|e| e.to_string())?);
    }
    Ok((rest, layout.unwrap_or_default()))
}

fn run(args: &[String]) -> Result<(), Failure> {
    let usage = |what: &str| Failure::Usage(format!("{what}\n\n{USAGE}"));
    let (args, layout) = layout_option(args).map_err(|e| usage(&e))?;
    let help = |a: &String| a == "--help" || a == "-h";
    match args.as_slice() {
        [] => Err(usage("no command given")),
        [h] if help(h) || h == "help" => {
            print!("{USAGE}");
            Ok(())
        }
        // `visa-isa dis --help` and the like.
        [_, rest @ ..] if rest.iter().any(help) => {
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
