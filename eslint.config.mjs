// Lint: Next's rules (React, hooks, core web vitals), typescript-eslint, the full jsx-a11y
// recommended set, and Prettier's switch-off of formatting rules (Prettier formats; ESLint judges).
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";

const config = [
  ...nextVitals,
  ...nextTs,
  { files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["src/**", "demo/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*"], message: "Import through the @/ (or @demo/) alias, not by climbing folders." }],
        },
      ],
    },
  },
  prettier,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "next-env.d.ts",
      "src/platform/db/migrations/**",
    ],
  },
];

export default config;
