import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled; sharp (the
  // image pipeline) loads its platform's prebuilt libvips binary the same way.
  // The alert e-mails' renderer (@react-email/render) loads react-dom/server, which the server-only bundles (the
  // instrumentation hook that runs the alert worker) resolve to a stub that throws: Node loads it at run time instead.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "@react-email/render"],
  poweredByHeader: false,
  // The front door compresses (compression-step.ts): it must see a cached page uncompressed to allow its scripts.
  compress: false,
  reactStrictMode: true,
  // The console's forms carry files (a car's photo up to 20 MB, a stock feed up to 10 MB); the front door still refuses
  // a shopper page's post over 1 MB before reading it (platform/http/request-target.ts), so only the console gets room.
  experimental: { serverActions: { bodySizeLimit: "21mb" }, proxyClientMaxBodySize: "21mb" },
  // Site configuration is read from sites/ at run time; make sure the standalone trace keeps it.
  outputFileTracingIncludes: { "/**": ["./sites/**/*.json", "./src/platform/db/migrations/**/*"] },
  // Cached pages live in each process's memory and are dropped when the database announces a change (docs/adr/0008).
  cacheHandler: path.resolve(process.cwd(), "src/platform/page-cache/next-cache-handler.ts"),
  cacheMaxMemorySize: 0,
  // Build assets never pass the proxy, which frames pages by each site's own rule: they may be framed by their site.
  // Next sends these headers before it looks for the file, so every /_next/ answer carries them.
  async headers() {
    return [{ source: "/_next/:path*", headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }] }];
  },
};

export default nextConfig;
