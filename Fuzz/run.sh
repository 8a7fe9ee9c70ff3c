#!/usr/bin/env bash
# Runs one libFuzzer target for a number of seconds: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
# Targets: json-document json-collection xml-document xml-collection xml-stream keypath
#          resource-path form-urlencoded model-mapping stream-keypath codable-routes (or "all", each for SECONDS,
#          as many at once as there are cores: FUZZ_JOBS overrides).
# The seed corpus is made from the project's fixtures in a temporary folder; a crash, leak or
# sanitizer report stops the run with a non-zero status and leaves the input in .build-fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${1:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]}
seconds=${2:?usage: Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]}
shift 2

targets=(json-document json-collection xml-document xml-collection xml-stream keypath resource-path
    form-urlencoded model-mapping stream-keypath codable-routes)

# Every module is instrumented for coverage and address-sanitized, and only the fuzz executable links
# libFuzzer (see Fuzz/Package.swift).
scratch="$root/.build-fuzz"
# The libraries without the @Model macro (see Fuzz/Package.swift). The build plan is made anew on
# every run: a cached one would miss a source file added to the main package (a path dependency here).
export INSTANTMODEL_WITHOUT_MACRO=1
swift build --package-path Fuzz --scratch-path "$scratch" -c debug --disable-build-manifest-caching \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp >&2
binary="$scratch/debug/InstantModelFuzz"

seed() {
    local name=$1 corpus=$2 file
    case "$name" in
    json-* | form-urlencoded)
        for file in $(git ls-files '*.json'); do cp "$file" "$corpus/$(echo "$file" | tr / _)"; done
        printf '{"records":[{"id":1,"name":"a"},{"id":2}]}' >"$corpus/records.json"
        printf '{"records":[{"id":1,"child":{"name":"kid","rank":2}},{"child":{"rank":"x"},"child":7}]}' \
            >"$corpus/children.json"
        printf '[1,-0,1e999,"\\ud83d\\ude00",null,true,{"a":{}}]' >"$corpus/scalars.json"
        ;;
    codable-routes)
        for file in $(git ls-files '*.json'); do cp "$file" "$corpus/$(echo "$file" | tr / _)"; done
        printf '{"id":1,"name":"n","flag":true,"big":18446744073709551615,"score":1.5,"amount":"3.14",' >"$corpus/outer.json"
        printf '"at":"2020-01-02T03:04:05Z","blob":"aGk=","inner":{"a":-128,"b":["x"],"c":{"k":1}},' >>"$corpus/outer.json"
        printf '"list":[{"b":[]},{"a":1,"b":["y","z"]}],"rest":[1,{"a":null}]}' >>"$corpus/outer.json"
        printf '{"data":{"item":{"id":2,"name":"\u00e9","name":"b"}}}' >"$corpus/keypath.json"
        printf '[{"z":1,"y":null,"x":3,"list":[1,2],"super":4},{"x":null},{"\u0078":1,"x":2}]' >"$corpus/manual.json"
        printf '{"a":{"b":["s"],"c":{"\u212a":1,"K":2}},"e\u0301":{"b":[]},"\u00e9":{"b":["t"]}}' >"$corpus/dict.json"
        ;;
    xml-stream)
        for file in $(git ls-files '*.xml'); do
            { printf '\x07'; cat "$file"; } >"$corpus/$(echo "$file" | tr / _)"
        done
        printf '\x2a<records><record><id>1</id></record><record id="2"/></records>' >"$corpus/records.xml"
        ;;
    xml-*)
        for file in $(git ls-files '*.xml'); do cp "$file" "$corpus/$(echo "$file" | tr / _)"; done
        printf '<records><record><id>1</id></record><record id="2"/></records>' >"$corpus/records.xml"
        # Record elements of every shape the XML rules tell apart (read into fields, or as trees).
        printf '<records><record><id>1</id><name>n</name><child><name>c</name></child><numbers><number>1' \
            >"$corpus/shapes.xml"
        printf '</number></numbers></record><record id="2"><name>a</name></record><record><name>a</name>' \
            >>"$corpus/shapes.xml"
        printf '<name>b</name></record><record>t<id>3</id></record><record nil="true"/><record/></records>' \
            >>"$corpus/shapes.xml"
        # Lists inside records: read into the record's fields, or as trees when the record is not plain.
        printf '<records><record><numbers><number>1</number><number>2</number></numbers><children><child>' \
            >"$corpus/lists.xml"
        printf '<name>d</name></child><child><name>e</name></child></children></record><record id="5">' \
            >>"$corpus/lists.xml"
        printf '<words><word>a</word><word>b</word></words></record><record><words><word>c</word><w>d</w>' \
            >>"$corpus/lists.xml"
        printf '</words><words><word>e</word><word>f</word></words></record></records>' >>"$corpus/lists.xml"
        ;;
    model-mapping)
        for file in $(git ls-files '*.json' '*.xml'); do cp "$file" "$corpus/$(echo "$file" | tr / _)"; done
        printf '{"id":1,"name":"n","int8":127,"uint64":18446744073709551615,"double":1.5,"float":2,' >"$corpus/record.json"
        printf '"flag":true,"decimal":"3.14","date":"2020-01-02T03:04:05Z","url":"https://x.y/z",' >>"$corpus/record.json"
        printf '"uuid":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","status":"live","raw":[1,"a"],' >>"$corpus/record.json"
        printf '"numbers":[1,2],"words":["a"],"extra":{"k":1},"child":{"name":"c","rank":1},' >>"$corpus/record.json"
        printf '"children":[{"name":"d"}],"tagged":[{"name":"e"}]}' >>"$corpus/record.json"
        printf '<record><id>1</id><name>n</name><flag>true</flag><date>2020-01-02T03:04:05Z</date>' >"$corpus/record.xml"
        printf '<numbers><number>1</number></numbers><child><name>c</name><rank>2</rank></child>' >>"$corpus/record.xml"
        printf '<children><child><name>d</name></child></children></record>' >>"$corpus/record.xml"
        ;;
    keypath)
        local i=0 path
        for path in tasks.task records.@count page.records.@sum.id @distinctUnionOfObjects.name a..b \
            '@avg.price' 'user.tasks.task.@max.due'; do
            printf '%s' "$path" >"$corpus/keypath-$i"
            i=$((i + 1))
        done
        ;;
    stream-keypath)
        # A keypath line, then the document: attributes, text, lists of one, gaps and repeats.
        printf 'item.price.text\n<item id="7"><price currency="USD">9.99</price></item>' >"$corpus/attributes.xml"
        printf 'records.record.string\n<records type="array"><record><string>x</string></record></records>' \
            >"$corpus/list-of-one.xml"
        printf 'r.a.b\n<r x="1"><a><b>1</b></a><a><c>2</c><b>3</b>t</a><a b="4"/></r>' >"$corpus/gaps.xml"
        printf 'users.tags\n{"users":[{"id":1,"tags":["a"]},{"id":2},{"tags":[]}],"users":[]}' >"$corpus/users.json"
        printf 'a.b\n[{"a":{"b":1}},{"a":[{"b":2},{"c":3}]},{"a":[]}]' >"$corpus/arrays.json"
        ;;
    resource-path)
        local i=0 path
        for path in '/records/(identifier)' '/records/:identifier' '/records/:child.name\.json' \
            '/records/(child.name)/children' '/(name)?q=(url)' '/a\:b'; do
            printf '%s' "$path" >"$corpus/route-$i"
            i=$((i + 1))
        done
        ;;
    esac
}

run_one() {
    local name=$1 corpus
    shift
    corpus=$(mktemp -d)
    seed "$name" "$corpus"
    mkdir -p "$scratch/artifacts/$name"
    echo "fuzz: $name for ${seconds}s" >&2
    # The Swift runtime's backtracer would catch the crash before libFuzzer saves the input.
    status=0
    FUZZ_TARGET=$name SWIFT_BACKTRACE=enable=no "$binary" "$corpus" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 \
        -artifact_prefix="$scratch/artifacts/$name/" "$@" 2>"$corpus.log" || status=$?
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+[[:space:]]+DONE)" "$corpus.log" | sed "s/^/$name: /" || true
    if [ "$status" -ne 0 ]; then
        tail -60 "$corpus.log" >&2
        echo "fuzz: $name failed (status $status); the input is in $scratch/artifacts/$name/" >&2
    fi
    rm -rf "$corpus" "$corpus.log"
    return "$status"
}

# "all" runs the targets in FUZZ_JOBS lanes at once (default: one per core; libFuzzer uses one core
# per target), each lane its share of the targets in turn; the status is the lanes' worst.
if [ "$target" = all ]; then
    lanes=${FUZZ_JOBS:-$(nproc)}
    pids=()
    for ((lane = 0; lane < lanes; lane++)); do
        (
            lane_failed=0
            for ((i = lane; i < ${#targets[@]}; i += lanes)); do
                run_one "${targets[i]}" "$@" || lane_failed=1
            done
            exit "$lane_failed"
        ) &
        pids+=($!)
    done
    failed=0
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    exit "$failed"
fi
run_one "$target" "$@"
