import { describe, expect, test } from 'vitest';

import { unpinnedActions } from './action-pins.mjs';

const sha = '3d3c42e5aac5ba805825da76410c181273ba90b1';

describe('unpinnedActions', () => {
  test('accepts an action pinned by commit with its version as a comment', () => {
    const workflow = [
      'steps:',
      `  - uses: actions/checkout@${sha} # v7.0.1`,
      `  - name: Upload`,
      `    uses: actions/upload-artifact@${sha} # v7`,
      `  - uses: github/codeql-action/init@${sha} # v4.1.0`,
      'full-matrix:',
      '  uses: ./.github/workflows/ci.yml',
    ].join('\n');
    expect(unpinnedActions(workflow)).toEqual([]);
  });

  test('reports an action by tag or branch, with its line', () => {
    const workflow = [
      'steps:',
      '  - uses: actions/checkout@v7',
      `  - uses: actions/setup-node@${sha} # v7.0.0`,
      '    uses: actions/cache@main',
    ].join('\n');
    expect(unpinnedActions(workflow)).toEqual([
      '2: - uses: actions/checkout@v7',
      '4: uses: actions/cache@main',
    ]);
  });

  test('reports a short SHA, a SHA without its version comment, and a quoted tag', () => {
    const workflow = [
      '  - uses: actions/checkout@3d3c42e',
      `  - uses: actions/checkout@${sha}`,
      `  - uses: 'actions/checkout@v7.0.1'`,
    ].join('\n');
    expect(unpinnedActions(workflow)).toHaveLength(3);
  });
});
