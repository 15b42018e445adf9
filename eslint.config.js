import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'account',
  'history',
  'rupteur-finder',
  'environmental-data',
  'psi-library',
  'floor-configurator',
  'carbon-simulator',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
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
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Features never import each other; they share the session, ui, lib and api layers.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.map((feature) => ({
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`, './session'],
            message:
              'A feature imports only itself, the session and the shared layers (ui, lib, api).',
          })),
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
