#!/usr/bin/env bash
# The web page's browser test, from a clean clone: installs Debian's chromium
# and chromium-driver if missing, selenium (web/test/requirements.txt) in a
# throw-away venv and axe-core (the accessibility audit, pinned below) from
# the npm registry into a temp dir, builds the page (web/build.sh), serves
# web/www on a free loopback port with python3 -m http.server, and plays
# every game in headless Chromium at a desktop and a phone size
# (web/test/play.py). Screenshots go to $TABLETOP_WEB_SHOTS (default
# web/target/screenshots, ignored by git); with TABLETOP_WEB_DOCS=1 the phone
# pictures are also written to docs/web-<game>-phone.png for the README.
set -euo pipefail
cd "$(dirname "$0")"
shots=${TABLETOP_WEB_SHOTS:-$PWD/target/screenshots}

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    echo "== apt-get install chromium chromium-driver"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium chromium-driver
fi
/usr/bin/chromium --version
/usr/bin/chromedriver --version

venv=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-web-venv.XXXXXX")
server=""
cleanup() {
    [ -z "$server" ] || kill "$server" 2>/dev/null || true
    rm -rf "$venv"
}
trap cleanup EXIT
echo "== python3 -m venv + pip install -r web/test/requirements.txt"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check -r test/requirements.txt
axe_version=4.10.3
if ! command -v npm >/dev/null; then
    echo "== apt-get install npm"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q npm
fi
echo "== npm pack axe-core@$axe_version"
(cd "$venv" && npm pack --silent "axe-core@$axe_version" >/dev/null && tar -xzf "axe-core-$axe_version.tgz")
axe="$venv/package/axe.min.js"
[ -s "$axe" ] || { echo "test.sh: no axe.min.js in axe-core@$axe_version" >&2; exit 1; }
docs=()
[ "${TABLETOP_WEB_DOCS:-}" != 1 ] || docs=(--docs "$PWD/../docs")

./build.sh

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory www "$port" >/dev/null 2>&1 &
server=$!
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
    sleep 0.1
done

echo "== headless Chromium plays every game at 1280x800 and 390x844 (screenshots: $shots)"
# Selenium Manager stays offline: the driver and browser are given.
SE_OFFLINE=true "$venv/bin/python" test/play.py --url "http://127.0.0.1:$port/" --shots "$shots" --axe "$axe" \
    "${docs[@]}" "$@"
