// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Nothing in the app imports the game server: they share the formats (src/protocol) and the referee (src/match). */
const serverImports = {
  regex: '^(\\.\\./)+server(/|$)',
  message: 'src/ does not import the game server (server/): they share src/protocol and src/match.',
};
/** Pure layers (ARCHITECTURE.md §1): no UI, no store, no DOM, no clock, no randomness. */
const pureLayerImports = {
  patterns: [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'react-konva',
        'react-konva/*',
        'konva',
        'konva/*',
      ],
      message: 'geometry, rules and engine stay free of React and Konva (ARCHITECTURE.md §1).',
    },
    { group: ['zustand', 'zustand/*'], message: 'geometry, rules and engine stay free of the store.' },
    {
      group: ['**/ui/**', '**/store/**'],
      message: 'Imports only point downward: ui → store → protocol → match → engine → rules → geometry.',
    },
    serverImports,
  ],
};
/** The store (src/store and its folders): no UI. */
const storeImports = [
  {
    group: ['**/ui/**', 'react-konva', 'konva', 'konva/*'],
    message: 'The store does not know the UI.',
  },
  serverImports,
];
/** Browser persistence and rosters (src/store/persist, src/store/rosters) know nothing of the network. */
const netImports = {
  group: ['**/net', '**/net/**'],
  message: 'Persistence and rosters do not import the network client (src/store/net).',
};
/** Content (src/content: roster, presets, scenarios, drills) is played on the engine, never imported by it. */
const contentImports = {
  group: ['**/content', '**/content/**'],
  message:
    'The engine and the rules do not import content (src/content: roster, presets, scenarios, drills); content imports them.',
};
const pureGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'requestAnimationFrame',
].map((name) => ({ name, message: 'Pure layers do not touch the DOM (ARCHITECTURE.md §1).' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'test-results-*',
      'bench/results',
      'scripts/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: ['src/geometry/**/*.ts', 'src/rules/**/*.ts', 'src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pureLayerImports],
      'no-restricted-globals': ['error', ...pureGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Dice come from the seeded generator in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
    },
  },
  {
    // The engine's tests may take their fixtures from content (the built-in roster, presets, scenarios).
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...pureLayerImports.patterns, contentImports] }],
    },
  },
  {
    // The referee (ARCHITECTURE.md §10) is pure like the engine, under the store: a server runs it too.
    files: ['src/match/**/*.ts'],
    ignores: ['src/match/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureLayerImports.patterns,
            contentImports,
            {
              group: ['**/protocol', '**/protocol/**'],
              message: "src/protocol carries the referee's packets (wire.ts): it sits above src/match.",
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...pureGlobals],
    },
  },
  {
    // The formats the game server and the app share (ARCHITECTURE.md §10): the record (recordSchema.ts)
    // and its limits, and what travels on the wire (wire.ts). Pure like the referee, and no Node either.
    files: ['src/protocol/**/*.ts'],
    ignores: ['src/protocol/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureLayerImports.patterns,
            {
              group: ['node:*'],
              message: 'src/protocol runs in the browser and on the server: no Node APIs.',
            },
          ],
        },
      ],
      // It names the referee's types (Packet, Ask) but never runs it: formats, not behaviour.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/match', '**/match/**'],
              allowTypeImports: true,
              message:
                "src/protocol holds formats: it may name the referee's types (import type), not run it.",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...pureGlobals,
        { name: 'process', message: 'src/protocol runs in the browser and on the server: no Node APIs.' },
      ],
    },
  },
  {
    files: ['src/geometry/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureLayerImports.patterns,
            { group: ['**/rules/**', '**/engine/**'], message: 'geometry is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureLayerImports.patterns,
            { group: ['**/engine/**'], message: 'rules may not import the engine.' },
            contentImports,
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: storeImports }],
    },
  },
  {
    files: ['src/store/persist/**/*.ts', 'src/store/rosters/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...storeImports, netImports] }],
    },
  },
  {
    // Persistence and rosters are under the store's state: they keep and read it, they do not hold it.
    // (Their tests play games on the game store.)
    files: ['src/store/persist/**/*.ts', 'src/store/rosters/**/*.ts'],
    ignores: ['src/store/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...storeImports,
            netImports,
            {
              group: ['zustand', 'zustand/*', 'react', 'react/*'],
              message: "Persistence and rosters do not hold the store's state.",
            },
            {
              regex: '^\\.\\./[^/]+$',
              message:
                "Persistence and rosters do not import the store's state (src/store): it imports them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The network client talks to the game server for the store; it draws nothing.
    files: ['src/store/net/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...storeImports,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'The network client does not know the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // The game server shares the formats (src/protocol) and the referee (src/match) with the app, never
    // the app's store; only its tests and their helpers drive it with the device client (src/store/net).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/**/test*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(store|ui)(/|$)',
              message:
                "The server does not import the app's store or UI: the formats it shares are in src/protocol.",
            },
          ],
        },
      ],
    },
  },
  {
    // No UI file reads the whole game (ARCHITECTURE.md §10): a viewer's view and the public status come
    // from the store (currentView, currentStatus, useView), as they will come from a server.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(state|undoRequest|undoAnswer)$/]:not([object.type='ThisExpression'])",
          message:
            'The UI reads views and packets, not the game: use currentView, currentStatus, currentPacket or useView from the store.',
        },
        {
          // The game store's record (its set-up with both rosters, its actions, its randomness).
          selector:
            "MemberExpression[property.name=/^(setup|actions|redo|jumps|random)$/][object.type='Identifier'][object.name=/^(g|game)$/], MemberExpression[property.name=/^(setup|actions|redo|jumps|random)$/][object.type='CallExpression'][object.callee.property.name='getState']",
          message:
            "The UI does not read the game's record (set-up, actions, randomness): use currentStatus, currentView, stepsPlayed or undoPreview from the store.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              group: ['**/engine/**', '**/engine'],
              importNames: ['viewFor', 'tableStatus', 'viewLogBefore', 'apply', 'replayRecord', 'newGame'],
              message:
                'The UI does not project or play the game itself: the store does (currentView, currentStatus, dispatch).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-globals': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
