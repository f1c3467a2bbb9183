#!/usr/bin/env bash
# Packs the window's latency bench (bench/latency_bench.cpp: the real MainWindow training
# offscreen, in turns with the engine alone over the same steps), built for the 16-core Xeon as
# ../shared/tools/xeon-bundle builds twb, with every library it loads, Qt's offscreen platform
# plugin and one font, into .bundle/window.tar.xz, beside that tool's bundle.tar.xz (whose Multi30k
# it uses). There nothing can be installed and Qt is absent; bench/xeon_window.sh runs it:
#
#   here:        ../shared/tools/xeon-bundle && bench/xeon_window_bundle.sh
#   the device:  bash bench/xeon_window.sh            (the run tool's carry: [".bundle"])
#
# BUILD_DIR (default build/xeon) gets TWB_BUILD_TESTS=ON for this one target.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
build=${1:-$root/build/xeon}
if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DTWB_NATIVE=OFF \
    -DCMAKE_CXX_FLAGS="-march=sapphirerapids -mtune=sapphirerapids" >/dev/null
fi
cmake -S "$root" -B "$build" -DTWB_BUILD_TESTS=ON -DTWB_BUILD_BENCHMARKS=ON >/dev/null
cmake --build "$build" --target twb_ui_latency_bench -j2 >/dev/null
bench=$build/bench/twb_ui_latency_bench
plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/plugins)
offscreen=$plugins/platforms/libqoffscreen.so
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for f in "$bench" "$offscreen" "$font"; do [[ -f $f ]] || { echo "xeon_window_bundle: $f is missing" >&2; exit 1; }; done

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
w=$stage/twb-window
mkdir -p "$w/lib" "$w/plugins/platforms" "$w/fonts"
cp "$bench" "$w/"
cp "$offscreen" "$w/plugins/platforms/"
cp "$font" "$w/fonts/"
# Only the libraries that bundle.tar.xz lacks (the two travel together, 64 MiB at most): twb's
# are there already, oneDNN and Qt among them.
[[ -f $root/.bundle/bundle.tar.xz ]] || { echo "xeon_window_bundle: run ../shared/tools/xeon-bundle first" >&2; exit 1; }
have=$(tar tJf "$root/.bundle/bundle.tar.xz" | sed -n 's|^twb-bundle/lib/||p')
{ ldd "$bench"; ldd "$offscreen"; } | grep -oP '=> \K/\S+' | sort -u | while read -r lib; do
  grep -qxF "$(basename "$lib")" <<<"$have" || cp -L "$lib" "$w/lib/"
done
cat >"$w/run" <<'RUN'
#!/usr/bin/env bash
# The latency bench with the offscreen plugin and the font packed beside it, and its libraries here
# and in twb's bundle (BUNDLE_DIR, /tmp/twb-bundle by default: where bench/xeon_window.sh unpacks it).
d=$(cd "$(dirname "$0")" && pwd)
twb=${BUNDLE_DIR:-/tmp/twb-bundle}
export QT_PLUGIN_PATH=$d/plugins QT_QPA_PLATFORM=offscreen QT_QPA_FONTDIR=$d/fonts
exec "$twb/lib/ld-linux-x86-64.so.2" --library-path "$d/lib:$twb/lib" "$d/twb_ui_latency_bench" "$@"
RUN
chmod +x "$w/run"
mkdir -p "$root/.bundle"
tar cJf "$root/.bundle/window.tar.xz" -C "$stage" twb-window
echo "xeon_window_bundle: $(du -h "$root/.bundle/window.tar.xz" | cut -f1) in .bundle/window.tar.xz" \
  "(with bundle.tar.xz: $(du -ch "$root"/.bundle/*.tar.xz | tail -1 | cut -f1) of the 64 MiB a call carries)"
