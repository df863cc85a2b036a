// Lint: typescript-eslint recommended plus the type-checked promise rules, React hooks and JSX
// accessibility rules; every finding fails (`--max-warnings 0`). Formatting is Prettier's job.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".wrangler/",
      "node_modules/",
      "migrations/",
      "test-results/",
      "playwright-report/",
      "worker/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      // Each file is checked with the tsconfig.json nearest to it; root config files with a default project.
      parserOptions: { projectService: { allowDefaultProject: ["*.ts"] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      // A promise nobody awaits or catches loses its error; one passed where a void callback is expected too.
      "@typescript-eslint/no-floating-promises": "error",
      // React ignores what an event handler returns; async handlers (and react-hook-form's
      // handleSubmit) are the idiom there, so JSX attributes are the one place a promise may go.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // A feature reaches another only through its public entry, `features/<name>/index.ts`
    // (docs/client-rules.md, "Feature folders"): `../lots`, never `../lots/lot-form`, lazily or not.
    files: ["web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./[^./]+/", message: "Import another feature through its index.ts." }] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/^\\.\\.\\/[^.\\/]+\\//]",
          message: "Import another feature through its index.ts.",
        },
      ],
    },
  },
  {
    // The layers below the features never import one (docs/client-rules.md, "Feature folders"): data/ (server
    // data and its API calls, data/api/), lib/ and components/ are what features build on. The one exception
    // is the movement form's inline creators, which open features' create dialogs lazily from the form.
    // log-in/ and prerender/ stay out of this rule: they draw the log-in page, and an entry never exports a
    // page, so they import it (and its messages) by its own path.
    files: ["web/src/data/**/*.{ts,tsx}", "web/src/lib/**/*.{ts,tsx}", "web/src/components/**/*.{ts,tsx}"],
    ignores: ["web/src/components/movement-form/inline-creators.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)features(/|$)", message: "data/, lib/ and components/ never import a feature." }] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)features(\\/|$)/]",
          message: "data/, lib/ and components/ never import a feature.",
        },
      ],
    },
  },
  {
    files: ["web/**/*.tsx", "tests/web/**/*.tsx"],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ["web/**/*.tsx", "tests/web/**/*.tsx"],
    // autoFocus on components (e.g. <LotForm autoFocus>) is a prop they pass on; the DOM uses are checked.
    rules: { "jsx-a11y-x/no-autofocus": ["error", { ignoreNonDOM: true }] },
  },
);
