#!/usr/bin/env bash
# (Re)builds the fuzzing corpora under fuzz/corpus/<target>/ from the committed seeds
# (fuzz/seeds/<target>/) and from the repository itself:
#
#   spec_parser  specs/*.md (the repo errata apply), each spec with a small errata file after a
#                NUL byte, the errata file alone, and IGC's specs from
#                ../shared/visa-spec/instructions-all when that folder exists (never committed)
#   asm_parser   every asm line of generated/vectors/*.yaml and every line of the sample
#                kernel's .visaasm
#   decoder      every byte string of generated/vectors/*.yaml and the sample kernel's .isa
#
# Usage: bash fuzz/build-corpus.sh [--seeds]
#   --seeds  also rewrite the committed seeds (fuzz/seeds/) from the repository.
# Files are named by their SHA-1, as libFuzzer names the inputs it adds, so re-running only adds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
corpus=fuzz/corpus
seeds=fuzz/seeds

# put DIR < content: stores stdin as DIR/<sha1>.
put() {
  local dir=$1 tmp
  mkdir -p "$dir"
  tmp=$(mktemp)
  cat > "$tmp"
  mv "$tmp" "$dir/$(sha1sum < "$tmp" | cut -c1-40)"
}

sample=$(mktemp -d)
trap 'rm -rf "$sample"' EXIT
cargo run -q --example sample_kernel -- "$sample" > /dev/null
grep -h '^  asm: ' generated/vectors/*.yaml | sed 's/^  asm: //' > "$sample/asm.txt"

# A small errata file: one applied correction, one record, one wildcard.
small_errata() {
  cat <<'YAML'
errata:
- id: fuzz-exec-size
  opcodes: ['*']
  doc_says: 'Exec_size Bit[2..0].'
  correction: 'Bits [3:0].'
  evidence: 'Common_ISA.h'
  apply:
  - move_bits: { field: Exec_size, from: [2, 0], to: [3, 0] }
- id: fuzz-note
  opcodes: [GATHER4_TYPED, SAMPLE_UNORM]
  doc_says: 'x'
  correction: 'y'
  evidence: 'z'
YAML
}

if [ "${1:-}" = "--seeds" ]; then
  rm -rf "$seeds"
  # spec_parser: the three small specs, alone and with the small errata; the errata alone.
  for f in specs/GATHER4_TYPED.md specs/SAMPLE_UNORM.md specs/SCATTER4_SCALED.md; do
    put "$seeds/spec_parser" < "$f"
    { cat "$f"; printf '\0'; small_errata; } | put "$seeds/spec_parser"
  done
  { printf '\0'; small_errata; } | put "$seeds/spec_parser"
  # asm_parser: the sample kernel's instruction lines and one valid vector per mnemonic.
  grep -v '^\.' "$sample/sample.visaasm" | sed 's/^ *//' | while IFS= read -r l; do
    printf '%s' "$l" | put "$seeds/asm_parser"
  done
  sort -t. -k1,1 -u "$sample/asm.txt" | while IFS= read -r l; do
    printf '%s' "$l" | put "$seeds/asm_parser"
  done
  # ... and one line for each operand and predicate form.
  for form in 'r[A' '(-)V' 'A0(0)<' '%null' '(P1)' '(!P' '.all)' 'V45(1,2)'; do
    line=$(grep -m1 -F "$form" "$sample/asm.txt")
    printf '%s' "$line" | put "$seeds/asm_parser"
  done
  # The asm dictionary: every mnemonic and suffix of the vectors, and the operand syntax.
  {
    echo '# Tokens of the vISA assembly syntax (rewritten by fuzz/build-corpus.sh --seeds).'
    sed 's/^([^)]*) //' "$sample/asm.txt" | cut -d' ' -f1 | tr '.' '\n' | sort -u | sed 's/.*/"&"/'
    for t in ud d uw w ub b df f v vf bool uq uv q hf bf; do echo "\":$t\""; done
    for t in M1 M2 M3 M4 M5 M6 M7 M8 M1_NM M5_NM '(M1, 16)' '(M1, 8)' '(abs)' '(-)' '(-abs)' '(~)' \
      '<0;1,0>' '<8;8,1>' 'r[A0(0),0]' 'A0(0)<1>' '%null' '%r0' '%slm' '%bss' '%scratch' 'TSS' \
      '(P1)' '(!P1.any)' '(P1.all)' 'V32.0' 'V32(0,0)' 'S0' 'T6' 'T7' 'P1' '0x0' '0xffffffff'; do
      echo "\"$t\""
    done
  } > fuzz/asm_parser.dict
  # decoder: the sample kernel's .isa and the first vector's bytes of each opcode.
  put "$seeds/decoder" < "$sample/sample.isa"
  for f in generated/vectors/*.yaml; do
    grep -m1 '^  bytes: ' "$f" | sed 's/^  bytes: //' | xxd -r -p | put "$seeds/decoder"
  done
fi

for t in spec_parser asm_parser decoder; do
  mkdir -p "$corpus/$t"
  if [ -d "$seeds/$t" ]; then cp "$seeds/$t"/* "$corpus/$t/"; fi
done

# spec_parser
for f in specs/*.md; do
  put "$corpus/spec_parser" < "$f"
  { cat "$f"; printf '\0'; small_errata; } | put "$corpus/spec_parser"
done
{ printf '\0'; cat specs/errata.yaml; } | put "$corpus/spec_parser"
igc=../shared/visa-spec/instructions-all
if [ -d "$igc" ]; then
  for f in "$igc"/*.md; do put "$corpus/spec_parser" < "$f"; done
fi

# asm_parser
sort -u "$sample/asm.txt" | while IFS= read -r l; do printf '%s' "$l" | put "$corpus/asm_parser"; done
while IFS= read -r l; do printf '%s' "$l" | put "$corpus/asm_parser"; done < "$sample/sample.visaasm"

# decoder
grep -h '^  bytes: ' generated/vectors/*.yaml | sed 's/^  bytes: //' | sort -u \
  | while IFS= read -r l; do printf '%s' "$l" | xxd -r -p | put "$corpus/decoder"; done
put "$corpus/decoder" < "$sample/sample.isa"

for t in spec_parser asm_parser decoder; do
  echo "$corpus/$t: $(ls "$corpus/$t" | wc -l) files, $(du -sk "$corpus/$t" | cut -f1) KiB"
done
