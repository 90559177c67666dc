#!/usr/bin/env bash
# scripts/release.sh VERSION [--out DIR]: la-sim as it ships, for Linux x86_64.
#
# Builds la-sim in release with the Swift libraries linked in (--static-swift-stdlib), stripped, from a copy of
# the tree whose Sources/la-sim/BuildInfo.swift names VERSION and the commit (the binary never runs git);
# checks that it needs no Swift or Foundation library, only the system's C libraries (and ncurses, which it
# opens itself when the simulator starts); writes DIR/la-sim-VERSION-linux-x86_64.tar.gz (the binary, the man
# page, the bash, zsh and fish completions, README.md and the licence, in a bin/ share/ tree) and its .sha256;
# then unpacks the archive in a temporary directory and runs the smoke test there with an empty PATH and, where
# the kernel lets it (root, unshare), the repository and the Swift toolchain hidden behind empty mounts.
# DIR defaults to dist/. See docs/release.md.
set -euo pipefail

usage() { echo "usage: scripts/release.sh VERSION [--out DIR]" >&2; exit 64; }
version=""
out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) [ $# -ge 2 ] || usage; out="$2"; shift 2 ;;
    --out=*) out="${1#--out=}"; shift ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) usage ;;
    *) [ -z "$version" ] || usage; version="$1"; shift ;;
  esac
done
[ -n "$version" ] || usage
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$ ]] \
  || { echo "release.sh: VERSION must look like 1.2.3 or 1.2.3-rc.1 (not '$version')" >&2; exit 64; }

repo="$(cd "$(dirname "$0")/.." && pwd)"
out="${out:-$repo/dist}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
commit="$(git -C "$repo" rev-parse --short=7 HEAD)"
[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] || commit="$commit-modified"
name="la-sim-$version-linux-x86_64"
seconds() { date +%s; }

echo "== release $version ($commit): the tree, copied to .build/release-tree with BuildInfo.swift filled in"
# The copy lives under .build, so a second release build of the same tree is incremental; tar keeps the
# files' times, and BuildInfo.swift is rewritten only when its text changes.
tree="$repo/.build/release-tree"
mkdir -p "$tree"
find "$tree" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$repo" && git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' file; do if [ -e "$file" ]; then printf '%s\0' "$file"; fi; done \
  | tar --null -T - -cf -) | tar -xf - -C "$tree"
filled="$tree/Sources/la-sim/BuildInfo.swift"
sed -e "s/^  static let version = \".*\"$/  static let version = \"$version\"/" \
  -e "s/^  static let commit: String? = nil$/  static let commit: String? = \"$commit\"/" \
  "$repo/Sources/la-sim/BuildInfo.swift" >"$filled"
grep -q "static let commit: String? = \"$commit\"" "$filled" \
  || { echo "release.sh: Sources/la-sim/BuildInfo.swift no longer has the lines this script fills in" >&2; exit 70; }
# The last build's copy keeps its time, so the same version and commit rebuild nothing.
mkdir -p "$tree/.build"
if cmp -s "$filled" "$tree/.build/BuildInfo.swift.last"; then
  touch -r "$tree/.build/BuildInfo.swift.last" "$filled"
else
  cp -p "$filled" "$tree/.build/BuildInfo.swift.last"
fi

echo "== swift build -c release --static-swift-stdlib --product la-sim"
start=$(seconds)
swift build --package-path "$tree" -c release --static-swift-stdlib --product la-sim
built="$(swift build --package-path "$tree" -c release --static-swift-stdlib --show-bin-path)/la-sim"
echo "release build: $(( $(seconds) - start )) s"

staging="$(mktemp -d)"
smoke="$(mktemp -d)"
trap 'rm -rf "$staging" "$smoke"' EXIT
root="$staging/$name"
mkdir -p "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
strip -o "$root/bin/la-sim" "$built"

echo "== the libraries it needs: the C library's, the C++ runtime's and ncurses's, no Swift or Foundation"
needed="$(readelf -d "$root/bin/la-sim" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
echo "$needed" | sed 's/^/  NEEDED /'
allowed='^(libc|libm|libpthread|libdl|librt|libutil|libstdc\+\+|libgcc_s|ld-linux-x86-64|libncursesw|libtinfo)\.so(\.[0-9]+)*$'
bad="$(echo "$needed" | grep -Ev "$allowed" || true)"
[ -z "$bad" ] || { echo "release.sh: the binary needs libraries a Debian machine with only libncursesw6 lacks: $bad" >&2; exit 1; }
if ldd "$root/bin/la-sim" | grep -E 'not found|libswift|libFoundation|libdispatch|libBlocksRuntime'; then
  echo "release.sh: ldd finds a Swift library or a missing one (above)" >&2; exit 1
fi

echo "== the archive: $name.tar.gz"
"$root/bin/la-sim" --generate-man-page >"$root/share/man/man1/la-sim.1"
"$root/bin/la-sim" --generate-completion-script bash >"$root/share/bash-completion/completions/la-sim"
"$root/bin/la-sim" --generate-completion-script zsh >"$root/share/zsh/site-functions/_la-sim"
"$root/bin/la-sim" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/la-sim.fish"
cp "$repo/README.md" "$root/README.md"
licences=("$repo"/LICENSE* "$repo"/LICENCE* "$repo"/COPYING*)
found_licence=0
for licence in "${licences[@]}"; do
  [ -f "$licence" ] && { cp "$licence" "$root/"; found_licence=1; }
done
[ "$found_licence" = 1 ] || echo "release.sh: note: the repository has no LICENSE file, so the archive carries none" >&2
# The same tree gives the same bytes: names sorted, times those of the commit, no owner, gzip without a name.
stamp="$(git -C "$repo" log -1 --format=%ct HEAD)"
tar --sort=name --mtime="@$stamp" --owner=0 --group=0 --numeric-owner -C "$staging" -cf - "$name" \
  | gzip -n -9 >"$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
echo "wrote $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1)) and $name.tar.gz.sha256"

echo "== smoke test: the unpacked archive, outside the tree, with no Swift toolchain on PATH"
start=$(seconds)
(cd "$out" && sha256sum --quiet -c "$name.tar.gz.sha256")
tar -xzf "$out/$name.tar.gz" -C "$smoke"
mkdir -p "$smoke/work/golden" "$smoke/empty-path"
cp "$repo/fixtures/scenarios/courier-happy-path.scenario" "$smoke/work/"
cp "$repo/fixtures/golden/scenarios/courier-happy-path/"*.txt "$smoke/work/golden/"
mkdir -p "$smoke/work/swift"
cp "$repo/fixtures/swift/Courier/"*.swift "$smoke/work/swift/"
cp "$repo/scripts/release-smoke.sh" "$smoke/smoke.sh"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
hidden=("$repo" "$toolchain")
if [ "$(id -u)" = 0 ] && unshare --mount --fork true 2>/dev/null; then
  # A private mount namespace: empty directories over the repository (and its .build) and the toolchain.
  mounts=""
  for dir in "${hidden[@]}"; do mounts+="mount -t tmpfs -o ro none '$dir' && "; done
  unshare --mount --fork bash -c "${mounts}bash '$smoke/smoke.sh' '$smoke' '$version' '$commit' '${hidden[*]}'"
else
  echo "(not root or no unshare: the repository and $toolchain stay mounted; PATH is still empty)"
  bash "$smoke/smoke.sh" "$smoke" "$version" "$commit" ""
fi
echo "smoke test: $(( $(seconds) - start )) s"
echo "== release $version ($commit): $out/$name.tar.gz"
