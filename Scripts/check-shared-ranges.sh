#!/usr/bin/env bash
# Proves that an app already on GRDB 7 can add this package: a scratch app package (in a temporary
# folder, deleted after) requires GRDB `from: "7.0.0"`, as an app on an earlier GRDB 7 release
# declares it, and this package by path, and `swift package resolve` must find versions both accept.
# It prints what resolved. An `exact:` requirement or a floor above the app's range in Package.swift
# fails here; so does a dependency that only documentation builds should fetch (swift-docc-plugin
# is asked for only when SPI_BUILDER=1, which this check leaves unset).
#
# Cost: a resolution from the package mirror, no build (a few seconds).
#
# Usage: Scripts/check-shared-ranges.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app="$(mktemp -d)"
trap 'rm -rf "$app"' EXIT

if grep -n "exact:" "$root/Package.swift"; then
    echo "check-shared-ranges: Package.swift pins a dependency with exact:, which no app can share" >&2
    exit 1
fi

mkdir -p "$app/Sources/App"
echo 'import InstantStore' >"$app/Sources/App/App.swift"
cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(path: "$root"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "InstantStore", package: "$(basename "$root")"),
            ]
        )
    ]
)
EOF

log="$app/resolve.log"
if ! env -u SPI_BUILDER swift package --package-path "$app" resolve >"$log" 2>&1; then
    cat "$log" >&2
    echo "check-shared-ranges: an app requiring GRDB from 7.0.0 cannot resolve beside this package" >&2
    exit 1
fi
python3 - "$app/Package.resolved" <<'EOF'
import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
for pin in sorted(pins, key=lambda pin: pin["identity"]):
    print(f"check-shared-ranges: resolved {pin['identity']} {pin['state'].get('version') or pin['state'].get('revision')}")
names = {pin["identity"] for pin in pins}
if "swift-docc-plugin" in names:
    sys.exit("check-shared-ranges: the app resolved swift-docc-plugin, which only documentation builds need")
if "grdb.swift" not in names:
    sys.exit("check-shared-ranges: GRDB did not resolve")
EOF
echo "check-shared-ranges: an app requiring GRDB from 7.0.0 resolves beside this package"
