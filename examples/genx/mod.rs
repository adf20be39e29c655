//! Driving IGC's `GenX_IR` (the vISA 4.1 reader of the Debian package `libigc-tools`) and
//! reading its `-dumpcommonisa` output, as `visa-binary-format.md` §8.4 describes it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one decode produced.
#[derive(Debug, Default)]
pub struct Dump {
    /// `.decl`, `.input` and `.kernel_attr` lines, whitespace collapsed, in order.
    pub declarations: Vec<String>,
    /// Instruction lines by their `/// $N` index, without the comment and padding.
    pub instructions: BTreeMap<usize, String>,
    /// The verifier's complaints (`.errors.txt`).
    pub verifier_errors: Vec<String>,
    /// Lines the reader could not place: an instruction without its `/// $N`, an index that
    /// is not a number, an index seen twice.
    pub unreadable: Vec<String>,
    /// How the process ended.
    pub status: String,
    /// Whether it ended with exit status 0.
    pub success: bool,
    /// What it wrote to stderr (finalizer assertions, limits exceeded).
    pub stderr: String,
}

/// Finds GenX_IR: an explicit path, or `GenX_IR` on `PATH`.
pub fn locate(explicit: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(path) = explicit {
        // Absolute: GenX_IR runs in its work directory.
        return if path.is_file() {
            std::fs::canonicalize(path).map_err(|e| format!("{}: {e}", path.display()))
        } else {
            Err(format!("{}: no such file", path.display()))
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join("GenX_IR"))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            "GenX_IR is not on PATH; install it with `apt-get install -y libigc-tools` \
             (visa-binary-format.md §8.1) or pass --genx PATH"
                .to_owned()
        })
}

/// Decodes `isa` in the fresh directory `work` (GenX_IR writes `./.visaasm` there).
///
/// After the dump, GenX_IR goes on to compile the kernel for the platform, which can take long
/// or hang (§8.4): once `timeout` has passed the process is killed and the dump, if written,
/// is still read.
pub fn decode(
    genx: &Path,
    isa: &Path,
    platform: &str,
    work: &Path,
    timeout: Duration,
) -> Result<Dump, String> {
    if work.exists() {
        std::fs::remove_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let isa = std::fs::canonicalize(isa).map_err(|e| format!("{}: {e}", isa.display()))?;
    let (status, success) = run_genx(genx, &isa, platform, work, timeout)?;
    let echo = command_line(genx, &isa, platform);
    let dump_path = work.join(".visaasm");
    let text = std::fs::read_to_string(&dump_path).map_err(|e| {
        format!(
            "GenX_IR ({status}) wrote no dump: {}: {e}",
            dump_path.display()
        )
    })?;
    let mut dump = parse_dump(&text);
    dump.status = status;
    dump.success = success;
    dump.stderr = without_echo(
        &std::fs::read_to_string(work.join("genx.stderr")).unwrap_or_default(),
        &echo,
    );
    if let Ok(errors) = std::fs::read_to_string(work.join(".errors.txt")) {
        dump.verifier_errors = verifier_findings(&errors);
    }
    Ok(dump)
}

/// What became of a `.visaasm` given to GenX_IR as text.
pub enum Assembled {
    /// Its text reader read it: the dump of what it built (verifier findings included).
    Read(Dump),
    /// Its text reader rejected it: the line it names (`near line N`), if any, and what it
    /// said.
    Rejected {
        /// The 1-based line of the input the message names.
        line: Option<usize>,
        /// GenX_IR's messages (stdout without its echo of the command line, and stderr).
        message: String,
    },
}

/// Has GenX_IR read `text` as vISA assembly (its CISA.y parser), build the kernel and dump it
/// back with its printer, in the fresh directory `work`: `GenX_IR src/kernel.visaasm
/// -platform P -dumpcommonisa` run in `work/run` writes its dump to `run/kernel.visaasm` and
/// its verifier's findings to `run/kernel.errors.txt` (visa-binary-format.md §8.3 assembles
/// text the same way).
pub fn assemble(
    genx: &Path,
    text: &str,
    platform: &str,
    work: &Path,
    timeout: Duration,
) -> Result<Assembled, String> {
    if work.exists() {
        std::fs::remove_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    }
    let src = work.join("src");
    let run = work.join("run");
    for dir in [&src, &run] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let input = src.join("kernel.visaasm");
    std::fs::write(&input, text).map_err(|e| format!("{}: {e}", input.display()))?;
    let input = std::fs::canonicalize(&input).map_err(|e| format!("{}: {e}", input.display()))?;
    let (status, success) = run_genx(genx, &input, platform, &run, timeout)?;
    let read = |name: &str| std::fs::read_to_string(run.join(name)).unwrap_or_default();
    let stdout = read("genx.stdout");
    let stderr = without_echo(&read("genx.stderr"), &command_line(genx, &input, platform));
    let Ok(dumped) = std::fs::read_to_string(run.join("kernel.visaasm")) else {
        let message: Vec<&str> = stdout
            .lines()
            .skip(1) // GenX_IR echoes its command line first
            .chain(stderr.lines())
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let line = message.iter().find_map(|m| {
            let rest = m.split("near line ").nth(1)?;
            rest.split(|c: char| !c.is_ascii_digit())
                .next()?
                .parse()
                .ok()
        });
        return Ok(Assembled::Rejected {
            line,
            message: format!("{} ({status})", message.join(" / ")),
        });
    };
    let mut dump = parse_dump(&dumped);
    dump.status = status;
    dump.success = success;
    // The verifier's summary ("Found a total of N errors in vISA input. Please check
    // kernel.errors.txt for the exact error messages") goes to stderr; its findings are in
    // the errors file, which the report counts.
    const SUMMARY: [&str; 4] = [
        "Found a total of ",
        "Please check",
        "kernel.errors.txt",
        "for the exact error messages",
    ];
    dump.stderr = stderr
        .lines()
        .filter(|l| !SUMMARY.iter().any(|s| l.trim().starts_with(s)))
        .map(|l| format!("{l}\n"))
        .collect();
    dump.verifier_errors = verifier_findings(&read("kernel.errors.txt"));
    Ok(Assembled::Read(dump))
}

/// The command line `run_genx` runs, as the tool echoes it.
fn command_line(genx: &Path, input: &Path, platform: &str) -> String {
    format!(
        "{} {} -platform {platform} -dumpcommonisa",
        genx.display(),
        input.display()
    )
}

/// `stderr` without the tool's echo of its own command line (`echo`): IGC's GenX_IR of today
/// (`GenX_IR-head`) writes it to stderr even on success; it is not a message.
fn without_echo(stderr: &str, echo: &str) -> String {
    stderr
        .lines()
        .filter(|l| l.trim() != echo)
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Runs `GenX_IR input -platform P -dumpcommonisa` in `work` (stdout and stderr to
/// `genx.stdout` and `genx.stderr` there), killed after `timeout`: how it ended, and whether
/// with status 0.
fn run_genx(
    genx: &Path,
    input: &Path,
    platform: &str,
    work: &Path,
    timeout: Duration,
) -> Result<(String, bool), String> {
    let log = |name: &str| {
        std::fs::File::create(work.join(name)).map_err(|e| format!("{}: {e}", work.display()))
    };
    let mut child = Command::new(genx)
        .arg(input)
        .args(["-platform", platform, "-dumpcommonisa"])
        .current_dir(work)
        .stdin(Stdio::null())
        .stdout(log("genx.stdout")?)
        .stderr(log("genx.stderr")?)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", genx.display()))?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok((describe(status), status.success())),
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Ok((format!("killed after {} s", timeout.as_secs()), false));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(format!("waiting for GenX_IR: {e}")),
        }
    }
}

/// The non-empty lines of a verifier errors file.
fn verifier_findings(errors: &str) -> Vec<String> {
    errors
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

fn describe(status: std::process::ExitStatus) -> String {
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => {
            #[cfg(unix)]
            {
                use std::os::unix::process::ExitStatusExt;
                if let Some(signal) = status.signal() {
                    return format!("killed by signal {signal}");
                }
            }
            "killed".to_owned()
        }
    }
}

/// Reads a `-dumpcommonisa` dump: drops the comment block, splits the first instruction off
/// the last directive line it shares (§6.1), and keys instructions by their `$N`.
///
/// The 4.1 reader prints some instructions without the ` /// $N` comment although each takes
/// an index: a LABEL as `name:`, a SUBROUTINE as `.function "name"` followed by `name:`, FILE
/// and LOC. Such a line takes the index after the previous instruction's; an indexed line
/// whose index is not above the previous one is reported.
pub fn parse_dump(text: &str) -> Dump {
    let mut dump = Dump::default();
    // The index the next instruction line takes when it has no `$N`.
    let mut next = 0usize;
    // After `.function "name"`: the `name:` line that belongs to it.
    let mut function_label: Option<String> = None;
    for line in text.lines() {
        let (body, index) = match line.rsplit_once("/// $") {
            Some((body, n)) => match n.trim().parse::<usize>() {
                Ok(n) => (body, Some(n)),
                Err(_) => {
                    dump.unreadable
                        .push(format!("instruction index `${}`: {line}", n.trim()));
                    continue;
                }
            },
            None => (line, None),
        };
        let trimmed = body.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            continue;
        }
        let (directive, instruction) = if trimmed.starts_with(".function") {
            (None, Some(trimmed))
        } else if trimmed.starts_with('.') {
            // `.kernel_attr Target="cm"    sample_3d…`: the directive ends at the indent.
            match body.trim_start().split_once("    ") {
                Some((d, i)) => (Some(d), Some(i.trim())),
                None => (Some(trimmed), None),
            }
        } else {
            (None, Some(trimmed))
        };
        if let Some(d) = directive {
            if [".decl", ".input", ".kernel_attr", ".implicit"]
                .iter()
                .any(|p| d.starts_with(p))
            {
                dump.declarations.push(collapse(d));
            }
        }
        let Some(i) = instruction else { continue };
        if index.is_none() && function_label.as_deref() == Some(i) {
            function_label = None;
            continue;
        }
        function_label = i
            .strip_prefix(".function \"")
            .and_then(|rest| rest.strip_suffix('"'))
            .map(|name| format!("{name}:"));
        let n = match index {
            Some(n) if n < next => {
                dump.unreadable.push(format!(
                    "instruction index ${n} after ${}: {line}",
                    next - 1
                ));
                continue;
            }
            Some(n) => n,
            None => next,
        };
        next = n + 1;
        if let Some(first) = dump.instructions.insert(n, collapse(i)) {
            dump.unreadable
                .push(format!("instruction index ${n} twice: {first} / {i}"));
        }
    }
    dump
}

/// Whitespace runs collapsed to one space.
pub fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_dump() {
        let text = ".version 4.1\n.kernel \"k\"\n\n/// VISA Predefined Variables\n// .decl V0 v_type=G v_name=%null\n\n.decl V32 v_type=G type=f num_elts=16 align=GRF\n.decl T6 v_type=T num_elts=1 v_name=T6\n.kernel_attr Target=\"cm\"    sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V32.0      /// $0\n    ret (M1, 1)                  /// $1\n";
        let dump = parse_dump(text);
        assert_eq!(
            dump.declarations,
            [
                ".decl V32 v_type=G type=f num_elts=16 align=GRF",
                ".decl T6 v_type=T num_elts=1 v_name=T6",
                ".kernel_attr Target=\"cm\""
            ]
        );
        assert_eq!(
            dump.instructions[&0],
            "sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 V32.0"
        );
        assert_eq!(dump.instructions[&1], "ret (M1, 1)");
        assert!(dump.unreadable.is_empty());
    }

    #[test]
    fn places_lines_without_an_index_and_reports_the_rest() {
        let text = concat!(
            ".kernel_attr Target=\"cm\"    FILE \"fn1\"\n",
            "    LOC 3\n",
            "L0_5:\n",
            "    jmp (M1, 1) L0_5  /// $3\n",
            "    \n",
            ".function \"L1_6_1\"\n",
            "\n",
            "L1_6_1:\n",
            "    ret (M1, 1)  /// $5\n",
            "    ret (M1, 1)  /// $5\n",
            "    ret (M1, 1)  /// $x\n",
        );
        let dump = parse_dump(text);
        assert_eq!(dump.declarations, [".kernel_attr Target=\"cm\""]);
        let placed: Vec<(usize, &str)> = dump
            .instructions
            .iter()
            .map(|(n, i)| (*n, i.as_str()))
            .collect();
        assert_eq!(
            placed,
            [
                (0, "FILE \"fn1\""),
                (1, "LOC 3"),
                (2, "L0_5:"),
                (3, "jmp (M1, 1) L0_5"),
                (4, ".function \"L1_6_1\""),
                (5, "ret (M1, 1)")
            ]
        );
        assert_eq!(dump.unreadable.len(), 2, "{:?}", dump.unreadable);
    }
}
