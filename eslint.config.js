import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
// The tools' entries (a plain module for Node: type imports only).
import { TOOL_PAGES } from './src/app/routes/toolPages.ts';

/** A zone: `target` imports nothing from these folders of src/. */
const layer = (target, above) => ({
  target,
  from: above.map((folder) => `./src/${folder}`),
  message: `${target} is below ${above.join(', ')}: it does not import them (docs/architecture.md).`,
});

/**
 * Files through which the app opens a feature: its index.ts, its store module (feature.ts: slices and
 * sagas, registered with its page) and the few entries that must load apart from the rest of the
 * feature (a dialog loaded at its first opening, the first paint's frames, the shell's part of the
 * session and account).
 */
const PUBLIC_ENTRIES = [
  '*/index.ts',
  '*/feature.ts',
  // Loaded at its first opening (src/app/shell/AppShell.tsx).
  'session/components/LoginDialog.tsx',
  // The header's logout confirmation: apart from the session's index.ts, which the sagas import and
  // which must lead to no screen (no import cycle through the typed hooks: docs/architecture.md).
  'session/components/LogoutDialog.tsx',
  // The first paint's frames of the tools (the configurators', the environmental tool's at its
  // start), prerendered by the build: they load no code of the tool (TOOL_PAGES, their `frame`).
  ...Object.values(TOOL_PAGES).flatMap((tool) => (tool.frame ? [tool.frame.module] : [])),
  // The history screens' first paint (prerendered; shown while the session is restored), the
  // inline script's drawing of its first items.
  'history/frame/HistoryScreenFrame.tsx',
  'history/frame/firstItems.ts',
  // The shell's and the lightest pages' part of the account, without its dialogs.
  'account/components/AccountLinkHandler.tsx',
  'account/components/RegistrationPageContent.tsx',
  'account/components/SsoHandoverPage.tsx',
  // A feature's fixtures, for the tests of the pages that compose it.
  '*/*TestSupport.ts',
];

/** Every feature folder: a new one is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-real',
      'dist-demo',
      'e2e/report',
      'test-results',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      'pacts',
      'bench/results',
      'bench/.output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Accessibility of the markup (the journeys also run axe on every screen).
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    settings: {
      // Chakra's components are checked as the elements they render (not Link: with asChild it
      // often renders a button).
      'jsx-a11y': {
        polymorphicPropName: 'as',
        components: {
          Button: 'button',
          IconButton: 'button',
          CloseButton: 'button',
          Image: 'img',
          Input: 'input',
          Textarea: 'textarea',
          NativeSelectField: 'select',
        },
      },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Read TypeScript modules too (by default the plugin parses only .js files, and a rule such
      // as no-cycle then sees no import in them).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // No module reaches itself through its imports (type imports included: a cycle of types is
      // still two modules that cannot be read apart).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layers, lowest first: config ← api ← domain ← lib, ui ← features ← app (and the dev
      // panel); a layer imports only the ones below it (docs/architecture.md). Tests and stories
      // keep to the same direction; src/testing, their support, may import anything.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('./src/config', ['api', 'domain', 'lib', 'ui', 'features', 'app', 'dev']),
            layer('./src/api', ['domain', 'lib', 'ui', 'features', 'app', 'dev']),
            layer('./src/domain', ['lib', 'ui', 'features', 'app', 'dev']),
            layer('./src/lib', ['features', 'app', 'dev']),
            layer('./src/ui', ['features', 'app', 'dev']),
            {
              target: './src/features',
              from: './src/app',
              except: ['./hooks.ts'],
              message: 'A feature reaches the app only through its typed hooks (src/app/hooks.ts).',
            },
            layer('./src/features', ['dev']),
            // Features never import each other; they share the session and the layers below.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [...new Set([`./${feature}`, './session'])],
              message: 'A feature imports only itself, the session and the shared layers.',
            })),
            // The app and the dev panel open a feature through its public entries only.
            {
              target: ['./src/app', './src/dev', './src/main.tsx'],
              from: ['./src/features/**'],
              except: PUBLIC_ENTRIES.map((entry) => `**/src/features/${entry}`),
              message:
                'Import a feature through its index.ts or one of its public entries (PUBLIC_ENTRIES in eslint.config.js).',
            },
            // The mock backend shares with the app only the API's types, the settings and the
            // domain rules: it is the server's stand-in, not a part of the app.
            layer('./mock-server', ['lib', 'ui', 'features', 'app', 'dev', 'testing']),
          ],
        },
      ],
    },
  },
  {
    // The first paint and the app's shell: their chunks (vite.config.ts) follow these modules'
    // imports, and Chakra's main entry point would bring every component with it.
    files: [
      'src/main.tsx',
      'src/app/boot/*.tsx',
      'src/app/shell/*.tsx',
      'src/app/routes/HomeContent.tsx',
      'src/ui/theme/*.{ts,tsx}',
      'src/ui/logo/*.tsx',
      'src/ui/toast/*.{ts,tsx}',
      'src/ui/confirm/*.tsx',
    ],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              allowTypeImports: true,
              message:
                "Import Chakra components from their own entry points here ('@chakra-ui/react/box', …).",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages of the site open through the router (src/ui/link/AppLink.tsx): a link whose address,
    // written here, is a path or a hash sub-route of the site would load the whole app again.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='href'] > Literal[value=/^[\\/#]/]",
          "JSXAttribute[name.name='href'] > JSXExpressionContainer > Literal[value=/^[\\/#]/]",
          "JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^[\\/#]/]",
        ].map((selector) => ({
          selector,
          message:
            'A page of the site opens through the router: <AppLink to="…"> (src/ui/link/AppLink.tsx), not an href.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
