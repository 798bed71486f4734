#!/usr/bin/env bash
# `npm run bench:framework [-- NEXT_VERSION REACT_VERSION [--webpack]]`: the first-load JavaScript
# (gzipped, as bench:pages counts it) of the smallest App Router page there is, one client-side
# button, built alone in an empty project in a temporary folder. It is the floor under every page of
# the platform (docs/adr/0003). Defaults: the project's own Next and React versions, Turbopack.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
next_version="${1:-$(node -p "require('$here/node_modules/next/package.json').version")}"
react_version="${2:-$(node -p "require('$here/node_modules/react/package.json').version")}"
bundler_flag="${3:-}"
port="${FLOOR_PORT:-3556}"
dir="$(mktemp -d)"
trap 'pkill -f "next start -p $port" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
mkdir -p "$dir/app" && cd "$dir"
cat > package.json <<JSON
{ "name": "floor", "private": true, "type": "module",
  "dependencies": { "next": "$next_version", "react": "$react_version", "react-dom": "$react_version" },
  "devDependencies": { "typescript": "5.9.3", "@types/react": "^19", "@types/node": "^20" } }
JSON
cat > app/layout.tsx <<'TSX'
export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
TSX
cat > app/Counter.tsx <<'TSX'
"use client";
import { useState } from "react";
export function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
TSX
cat > app/page.tsx <<'TSX'
import { Counter } from "./Counter";
export const dynamic = "force-dynamic";
export default function Page() {
  return <main><h1>Floor</h1><Counter /></main>;
}
TSX
echo '{"compilerOptions":{"jsx":"preserve","strict":true,"module":"esnext","moduleResolution":"bundler","lib":["dom","esnext"],"skipLibCheck":true,"noEmit":true,"esModuleInterop":true,"isolatedModules":true},"include":["**/*.tsx"]}' > tsconfig.json
echo "installing next $next_version and react $react_version in $dir ..."
npm install --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null
NEXT_TELEMETRY_DISABLED=1 npx next build $bundler_flag > build.log 2>&1 || { tail -20 build.log; exit 1; }
NEXT_TELEMETRY_DISABLED=1 npx next start -p "$port" > start.log 2>&1 &
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/" -o page.html && break; sleep 1; done
node -e '
const fs = require("fs"), zlib = require("zlib");
const html = fs.readFileSync("page.html", "utf8");
const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((t) => !/\snomodule\b/i.test(t));
const srcs = [...new Set(tags.map((t) => (/\ssrc="([^"]+)"/.exec(t) || [])[1]).filter(Boolean))];
let total = 0;
for (const src of srcs) total += zlib.gzipSync(fs.readFileSync(".next" + src.replace(/^\/_next/, ""))).length;
console.log(`next ${process.argv[1]}, react ${process.argv[2]}, ${process.argv[3] || "Turbopack"}: ${(total / 1024).toFixed(1)} kB gzipped in ${srcs.length} scripts`);
' "$next_version" "$react_version" "${bundler_flag:+webpack}"
