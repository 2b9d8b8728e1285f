#!/usr/bin/env bash
# The project's test command (README: `npm ci && npm test`; .ci/run runs exactly that).
# On a fresh Debian machine as root it installs the system packages the tests use; otherwise it
# names the command to run. Then: lint, typecheck, unit and integration tests, build, e2e, and
# the README's run command itself in a fresh clone (tests/start).
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A packages=([chromium]=chromium [softhsm2-util]=softhsm2 [pkcs11-tool]=opensc [pdfsig]=poppler-utils [qpdf]=qpdf)
missing=()
for command in "${!packages[@]}"; do
  command -v "$command" >/dev/null 2>&1 || missing+=("${packages[$command]}")
done
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Instalando pacotes do sistema: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
  else
    echo "Faltam pacotes do sistema para os testes: ${missing[*]}" >&2
    echo "Instale-os com: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

run() { echo; echo "▶ $*"; "$@"; }
run npm run lint
run npm run typecheck
run npm run test:unit
run npm run build
run npm run test:e2e
run npm run test:start
