#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer (and AddressSanitizer) and fuzzes each for a while.
#
#     bash Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]
#
# SECONDS_PER_TARGET defaults to 30; TARGET defaults to every target (FuzzCommandLine,
# FuzzSnapshotJSON, FuzzRender, FuzzEngineMessage, FuzzPageMessage, FuzzDiscovery, FuzzToolCall). Each target starts from its seeds in Fuzz/Corpus/TARGET, copied to a
# temporary folder, so a run never grows the repository. Exits non-zero when a target crashes,
# traps, times out (one input running longer than FUZZ_TIMEOUT seconds, default 10) or runs out of
# memory; the input is then kept in Fuzz/.build-fuzz/artifacts/TARGET/ and the run's log in
# Fuzz/.build-fuzz/logs/TARGET.log. Ends with a summary: executions per second and corpus size.
#
# Environment: FUZZ_SANITIZERS (default fuzzer,address), FUZZ_CONFIGURATION (release),
# FUZZ_TIMEOUT (10), FUZZ_RSS_LIMIT_MB (4096), FUZZ_KEEP_CORPUS=DIR (copy the grown corpora to
# DIR/TARGET), FUZZ_VERBOSE=1 (stream libFuzzer's whole log), FUZZ_ARGS (more libFuzzer flags).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
seconds=${1:-30}
[[ $# -gt 0 ]] && shift
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(FuzzCommandLine FuzzSnapshotJSON FuzzRender FuzzEngineMessage FuzzPageMessage FuzzDiscovery FuzzToolCall)
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
configuration=${FUZZ_CONFIGURATION:-release}
per_input_timeout=${FUZZ_TIMEOUT:-10}
rss_limit=${FUZZ_RSS_LIMIT_MB:-4096}
scratch="$here/.build-fuzz"

if ! [[ $seconds =~ ^[0-9]+$ ]] || [[ $seconds -lt 1 ]]; then
    echo "usage: bash Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]" >&2
    exit 2
fi
for target in "${targets[@]}"; do
    if [[ ! -d "$here/Corpus/$target" ]]; then
        echo "error: no fuzz target '$target' (targets: $(ls "$here/Corpus" | tr '\n' ' '))" >&2
        exit 2
    fi
done

command -v swift >/dev/null || PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "error: swift not found (looked in PATH and /opt/swift/usr/bin)" >&2; exit 2; }

# libFuzzer ships with the toolchain's clang runtime: <toolchain>/usr/lib/clang/N/lib/linux.
toolchain=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)
runtime=$(find "$toolchain/lib/clang" -name "libclang_rt.fuzzer-$(uname -m).a" 2>/dev/null | head -1)
if [[ -z $runtime ]]; then
    echo "error: libFuzzer's runtime (libclang_rt.fuzzer-$(uname -m).a) is not in $toolchain/lib/clang;" \
         "-sanitize=fuzzer needs a toolchain that ships it (swift.org's Linux toolchains do)" >&2
    exit 2
fi

echo "== building ${targets[*]} ($configuration, -sanitize=$sanitizers) into ${scratch#"$PWD"/}"
build_start=$(date +%s%N)
# The first build compiles the dependencies too (swift-argument-parser and hdrhistogram-swift are
# fetched once into .build-fuzz); the products share Workbench's instrumented objects.
for target in "${targets[@]}"; do
    swift build --package-path "$here" --scratch-path "$scratch" -c "$configuration" \
        -Xswiftc "-sanitize=$sanitizers" --product "$target" 2>&1 \
        | { grep -v "Cannot export local symbol '__asan_extra_spill_area'" || true; }
    build_status=${PIPESTATUS[0]}
    if [[ $build_status -ne 0 ]]; then
        echo "error: swift build of $target failed (exit status $build_status)" >&2
        exit 2
    fi
done
build_ms=$(( ($(date +%s%N) - build_start) / 1000000 ))
build_time=$(printf '%d.%d s' $((build_ms / 1000)) $((build_ms % 1000 / 100)))
echo "== build took $build_time"
bin="$scratch/$configuration"
# Allocations that live as long as the process but that LeakSanitizer cannot see reachable
# (lsan.supp says which and why).
export LSAN_OPTIONS="suppressions=$here/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# ASan's reports name Swift functions when llvm-symbolizer (next to swift) is found.
[[ -z ${ASAN_SYMBOLIZER_PATH:-} && -x "$toolchain/bin/llvm-symbolizer" ]] && export ASAN_SYMBOLIZER_PATH="$toolchain/bin/llvm-symbolizer"

work=$(mktemp -d "${TMPDIR:-/tmp}/layoutbench-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$scratch/logs"

failed=()
summary=()
for target in "${targets[@]}"; do
    corpus="$work/$target/corpus"
    artifacts="$scratch/artifacts/$target"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$work/$target/tmp" "$artifacts"
    cp "$here/Corpus/$target/"* "$corpus/"
    seeds=$(ls "$corpus" | wc -l)
    flags=(-max_total_time="$seconds" -print_final_stats=1 -timeout="$per_input_timeout"
           -rss_limit_mb="$rss_limit" -artifact_prefix="$artifacts/")
    [[ -f "$here/Dictionaries/$target.dict" ]] && flags+=(-dict="$here/Dictionaries/$target.dict")
    [[ $target == FuzzCommandLine ]] && flags+=(-max_len=4096)
    # shellcheck disable=SC2206
    flags+=(${FUZZ_ARGS:-})

    echo "== fuzzing $target for $seconds s ($seeds seeds; log: ${log#"$PWD"/})"
    # The Swift runtime's own crash reporter would fight ASan/libFuzzer over the signal.
    # TMPDIR: FuzzCommandLine's sandbox (its workspace and current folder) goes there.
    if [[ ${FUZZ_VERBOSE:-0} == 1 ]]; then
        SWIFT_BACKTRACE=enable=no TMPDIR="$work/$target/tmp" \
            "$bin/$target" "${flags[@]}" "$corpus" 2>&1 | tee "$log"
        status=${PIPESTATUS[0]}
    else
        SWIFT_BACKTRACE=enable=no TMPDIR="$work/$target/tmp" \
            "$bin/$target" "${flags[@]}" "$corpus" >"$log" 2>&1
        status=$?
        grep -aE '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" | sed 's/^/   /'
    fi

    exec_per_sec=$(grep -a '^stat::average_exec_per_sec:' "$log" | awk '{print $2}' | tail -1)
    executed=$(grep -a '^stat::number_of_executed_units:' "$log" | awk '{print $2}' | tail -1)
    corp=$(grep -aE '^#[0-9]+[[:space:]]' "$log" | grep -ao 'corp: [0-9]*/[0-9]*[a-zA-Z]*' | tail -1 | cut -d' ' -f2)
    corp=${corp:-?/?}
    if [[ -n ${FUZZ_KEEP_CORPUS:-} ]]; then
        mkdir -p "$FUZZ_KEEP_CORPUS/$target" && cp "$corpus/"* "$FUZZ_KEEP_CORPUS/$target/"
    fi

    if [[ $status -ne 0 ]]; then
        failed+=("$target")
        crash=$(grep -ao "Test unit written to .*" "$log" | tail -1 | sed 's/Test unit written to //')
        echo "!! $target FAILED (libFuzzer exit status $status)"
        if [[ ${FUZZ_VERBOSE:-0} != 1 ]]; then
            echo "-- end of the log ----------------------------------------------------------------"
            grep -av '^"' "$log" | grep -avE '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)' | tail -80
            echo "----------------------------------------------------------------------------------"
        fi
        if [[ -n $crash ]]; then
            echo "!! input: $crash"
            echo "!! reproduce: SWIFT_BACKTRACE=enable=no $bin/$target $crash"
        fi
        summary+=("$(printf '%-18s FAILED   %8s exec/s  %8s runs  corpus %s inputs, %s' \
            "$target" "${exec_per_sec:-?}" "${executed:-?}" "${corp%%/*}" "${corp#*/}")")
    else
        summary+=("$(printf '%-18s ok       %8s exec/s  %8s runs  corpus %s inputs, %s' \
            "$target" "${exec_per_sec:-?}" "${executed:-?}" "${corp%%/*}" "${corp#*/}")")
    fi
done

echo
printf '== summary (%s s per target, build %s, -sanitize=%s, %s)\n' "$seconds" "$build_time" "$sanitizers" "$configuration"
printf '%s\n' "${summary[@]}"
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "!! crashed: ${failed[*]} (inputs in ${scratch#"$PWD"/}/artifacts/)"
    exit 1
fi
