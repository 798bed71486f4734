import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled; sharp (the
  // image pipeline) loads its platform's prebuilt libvips binary the same way.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Site configuration is read from sites/ at run time; make sure the standalone trace keeps it.
  outputFileTracingIncludes: { "/**": ["./sites/**/*.json", "./src/platform/db/migrations/**/*"] },
};

export default nextConfig;
