#!/usr/bin/env bash
# Checks that the readers' hot paths use `ManualStack` specialized for their own element types: in an
# optimized build, the objects of the JSON parser (InstantPayload) and of the XML tree builder
# (InstantXML, across the module boundary; its start, text and end handlers are inlined into the SAX
# callbacks, so those objects are read too) may only refer to specialized copies of its functions
# (mangled names with `Tg5`), never to the generic ones, which would run through value witness
# tables on every element. This is what `ManualStack`'s doc comment promises; making the type
# `package` again (whose `@inlinable` bodies are not serialized) is the change it catches.
#
# It builds the real InstantXML target in release mode (with InstantPayload, the one module it
# depends on: no macro, so no swift-syntax build), in `.build-stackcheck`, and reads the relocations
# of the objects with `objdump -r`. Run by CI; about two minutes on two cores from a clean scratch folder.
#
# Usage: Scripts/check-stack-specialization.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-stackcheck"

swift build -c release --package-path "$root" --target InstantXML --scratch-path "$scratch" >&2
# JSONParser is generic over its array tap: its specializations (weak symbols) are emitted in the
# objects of the files that use them, the readers', so those are read too.
objects=("$scratch"/release/InstantXML.build/TreeBuilder*.swift.o "$scratch"/release/InstantXML.build/SAXDocumentParser.swift.o
    "$scratch"/release/InstantPayload.build/JSONParser*.swift.o "$scratch"/release/InstantPayload.build/JSONReader*.swift.o
    "$scratch"/release/InstantPayload.build/JSONElementStream.swift.o)

# The hot functions must be in the objects read, or the check would pass on nothing.
defined=$(nm "${objects[@]}")
for function in '$s10InstantXML17SAXDocumentParserV7SessionC4feed' '$s10InstantXML11TreeBuilderV10readRecord' \
    '$s14InstantPayload10JSONParserV10parseValue'; do
    if ! grep -qE " [TW] \\$function" <<<"$defined"; then
        echo "check-stack-specialization: $function not found in the release objects" >&2
        exit 2
    fi
done

# Members of ManualStack are mangled `$s14InstantPayload11ManualStackV` + a length-prefixed name; type
# metadata (`VMn`, …) is fine. A specialization carries `Tg5` (or `Tgq5`) in its name.
relocations=$(objdump -r "${objects[@]}")
generic=$(grep -oE '\$s14InstantPayload11ManualStackV[0-9][^ +-]*' \
    <<<"$relocations" | grep -vE 'Tgq?5' | sort -u || true)
if [ -n "$generic" ]; then
    echo "check-stack-specialization: the optimized readers call unspecialized ManualStack code:" >&2
    echo "$generic" | sed 's/^/  /' >&2
    exit 1
fi
specialized=$(grep -oE '\$s14InstantPayload11ManualStackV[0-9][^ +-]*' <<<"$relocations" | sort -u | wc -l)
echo "check-stack-specialization: TreeBuilder, its SAX callbacks and JSONParser use only specialized ManualStack code" \
    "($specialized specialized out-of-line functions referenced; the rest is inlined)"
